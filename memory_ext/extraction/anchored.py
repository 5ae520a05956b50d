"""Updates read against what the user said before: the second pass of extraction.

The grammar reads a statement on its own. People, though, update a fact by pointing at
what they said before: "typo, it's 2100 not 2200", 打错了，是5600, 涨薪了！一个月1.2万了,
"aaand we've moved again 😅 Bristol this time", 又搬家了😂这次是厦门. Read alone these name
no slot; read against the user's current facts they plainly do. So when the grammar finds
no fact of a slot in a statement, this pass asks, for each single-valued slot the user
already has a value of (the *anchor*): does the statement say that slot changed, and does
it name a new value of the same kind as the anchor?

* **Said to change**: a correction (sorry, typo, 说错了, 打错了) of the slot stated last or
  of the one whose value it names; or a topic word of the slot (a raise, the landlord,
  a weigh-in, moving, a hotel, 涨薪, 房东, 上秤, 搬家, 酒店) with a change word (now, 了, 现在)
  or the old value named.
* **A value of the same kind**: a sum of money or a weight of the same dimension within a
  plausible ratio of the old one (92k after 80k, 176 lbs after 190 lbs — never "14 pounds
  down"); a place (a capitalised name after in/to/at in English, a known place name in
  Chinese); an organisation (a capitalised name after at/for/joined; a Chinese name ending
  in 银行/公司/集团 …); a diet from a small lexicon. Never the old value, never a value
  the sentence negates ("not 2200", 不是南京).
* **Never**: in a question, a conditional, a plan, a wish or a goal; in a clause about
  someone else (my brother, 老公, the subjectless clauses after them).

Only single-valued slots, so a wrong guess can at worst supersede one value, which stays
in history (nothing is deleted). Pure: no I/O.

Example:
    >>> from datetime import datetime, timezone
    >>> at = datetime(2024, 5, 1, tzinfo=timezone.utc)
    >>> infer("打错了，是5600，哪有那么多", [Known("income", "6500", at)])
    [Fact(slot='income', value='5600', polarity=1, single_valued=True, temporal=True, replaces=())]
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import pairwise

from memory_ext.extraction import language_of
from memory_ext.extraction.amounts import ZH_NUMERAL
from memory_ext.extraction.amounts import number as amount_of
from memory_ext.extraction.categories import GENERIC_FAVOURITE
from memory_ext.extraction.en_words import PETS as EN_PETS
from memory_ext.extraction.grammar import CJK_PAUSE, CURRENCY_SIGN, SAID_WRONG, is_single_valued
from memory_ext.extraction.normalise import clean_display, names_value, pet_parts, value_key
from memory_ext.extraction.people import MENTIONS_OTHER, OTHER_SUBJECT, PEOPLE_EN, PEOPLE_ZH
from memory_ext.extraction.places import ZH_PLACES
from memory_ext.extraction.questions import NOT_YET, is_question
from memory_ext.extraction.zh_words import PETS as ZH_PETS
from memory_ext.model import Fact

_I = re.I


@dataclass(frozen=True)
class Known:
    """One current fact of the user: what an update is read against."""

    slot: str
    value: str
    at: datetime
    polarity: int = 1


#: The slots this pass may update, and the kind of value each holds.
KINDS: dict[str, str] = {
    "income": "money",
    "rent": "money",
    "weight": "weight",
    "location": "place",
    "current_stay": "place",
    "employer": "organisation",
    "diet": "diet",
}


#: Slots a bare correction may fix beyond :data:`KINDS` ("I meant blues, not jazz", "the
#: allergy is to dogs, not cats", "did I say 3? two kids"), and pets, which a statement
#: about a pet by its name also revises ("Max is a labrador").
_CORRECTABLE = frozenset(
    {"job_title", "likes", "pets", "marital_status", "allergies", "children", "name"}
)
#: How long after a fact a correction that names no old value may still fix it: a
#: correction is of what was just said (the same conversation), not of last month's fact.
_JUST_SAID = timedelta(days=1)


def reads(slot: str) -> bool:
    """Whether this pass reads a statement against the user's current value of ``slot``."""
    return slot in KINDS or slot in _CORRECTABLE or slot.startswith("favourite:")


#: Topic words that say a statement is about the slot (beyond the question topics).
_TOPIC: dict[str, re.Pattern[str]] = {
    "income": re.compile(
        r"\b(?:salary|salaries|raise|pay ?(?:rise|bump|cut)|paid|pay|earn\w*|income|make|"
        r"making|offer|base|comp|compensation|take[- ]home|ctc|package|lpa)\b|工资|薪|收入|月入|年入|到手|赚",
        _I,
    ),
    "rent": re.compile(r"\b(?:rent|lease|landlord|renew\w*)\b|房租|租金|续租|房东|租", _I),
    "weight": re.compile(
        r"\b(?:weigh\w*|weigh-in|scale|lbs?|kgs?|kilos?|pounds)\b|体重|斤|公斤|上秤|秤|称了",
        _I,
    ),
    "location": re.compile(
        r"\b(?:mov(?:e|ed|ing)|relocat\w*|unpack\w*|"
        r"new (?:(?-i:[A-Z][a-z]+)\s+)?(?:place|apartment|flat|house|home)|"
        r"settled|live|living|based)\b|搬家|搬到|搬来|搬去|搬回|搬了|定居|安家|落户|"
        r"(?:就|以后|现在|从此)在.{1,6}住",
        _I,
    ),
    "current_stay": re.compile(
        r"\b(?:hotels?|staying|stay|trip|airbnb|hostel|leg|checked in|check-in)\b|"
        r"酒店|宾馆|民宿|客栈|出差|旅游|旅行|度假|这几天|这两天|接下来|(?:住|待)(?:几|两|三|一)",
        _I,
    ),
    "employer": re.compile(
        r"\b(?:job|work\w*|company|employer|joined|offer|hired|firm)\b|公司|上班|工作|单位|入职|"
        r"跳槽|东家",
        _I,
    ),
    "diet": re.compile(r"\b(?:diet|eat\w*|doing|going|went|switched)\b|饮食|吃|改成|换成", _I),
}
#: A statement says its slot changed (beyond each language's change markers).
_CHANGE = re.compile(
    r"\b(?:now|again|this time|anymore|any more|no longer|instead|switched|moved|"
    r"finally|raise|bumped|down to|up to|got|replac\w*|dethron\w*|overtook|overtaken|"
    r"took over|taken over|(?:our|my) new (?-i:[A-Z][a-z]+) (?:place|apartment|flat|house|home))\b|"
    r"现在|了|又|这次|换|改|变|涨|降|升|掉|终于|取代|代替",
    _I,
)
_NEGATED = re.compile(r"(?:\bnot|\bno longer|\bnever|\binstead of|不是|而不是|不再|没有)\s*$", _I)
_FROM = re.compile(r"(?:\bfrom|从)\s*$", _I)
#: Where a message splits into clauses: sentence ends, commas (not inside 1,750), dashes,
#: emoji (chat punctuation: 又搬家了😂这次是厦门).
_SENTENCE = re.compile(
    r"(?<=[。！？!?；;\n])|(?<=[.])\s+|[，、]|,(?!\d{3}\b)|…+|\s[—–-]\s|"
    r"[\U0001F300-\U0001FAFF\u2600-\u27BF]+"
)
#: … and, for a correction's value, a space between two Chinese characters too, as the
#: Chinese grammar reads it (打错了 是五千六 哪来的六千五: the question is a clause of its own).
#: Not for a change read against the old value: a pause inside a deliberation
#: (要不要去住酒店啊 芜湖那边有个便宜的) must not leave a clause that reads as news.
_CORRECTION_CLAUSES = re.compile(_SENTENCE.pattern + "|" + CJK_PAUSE)

# -- values of each kind -------------------------------------------------------------------
_NUMBER = re.compile(
    r"(?P<cur>[$£€¥￥₹₩₽₱₺₪฿]|\brs\.?)?\s?"
    rf"(?P<n>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?|{ZH_NUMERAL})\s?"
    r"(?P<u>k(?![a-z])|grand\b|万|千|w(?![a-z])|kgs?\b|kilos?\b|公斤|斤|lbs?\b|pounds?\b|"
    r"stone\b|元|块|quid\b|lakhs?\b|lacs?\b|crores?\b|lpa\b)?",
    _I,
)
#: After a number: it counts something else (time, age, a share, a ratio).
_NOT_AN_AMOUNT = re.compile(
    r"\s*(?:个月|月|年|天|周|星期|小时|分钟|岁|点|号|%|次|个|位|人|min\b|mins\b|minutes?\b|"
    r"hours?\b|hrs?\b|days?\b|weeks?\b|months?\b|years?\b|yrs?\b|am\b|pm\b|:|/\d|%|x\b|"
    r"th\b|st\b|nd\b|rd\b|度|楼|层|km\b|公里|miles?\b|ms\b)",
    _I,
)
_ZH_PLACE_WORD = re.compile(r"[百千万亿]")
_FIGURE = re.compile(
    rf"^\W*(?:{CURRENCY_SIGN}|rs\.?)?\s?(?:\d[\d:.,/]*|{ZH_NUMERAL})\s?(?:k|grand|万|千|元|块|kgs?|kilos?|"
    r"公斤|斤|lbs?|pounds?|stone|lpa|lakh|crore|a month|a year|per month|per year|/月|一个月|每月)?\W*$",
    _I,
)


def _figure(value: str) -> bool:
    """Whether a value is a figure (2200, 18:6, 一万八, £1,400 a month), not a word (a title
    may hold a digit: "Paddington 2")."""
    return bool(_FIGURE.match(value))


_MONEY_UNITS = {
    "k": 1e3, "grand": 1e3, "万": 1e4, "w": 1e4, "千": 1e3, "元": 1, "块": 1, "quid": 1,
    "lakh": 1e5, "lakhs": 1e5, "lac": 1e5, "lacs": 1e5, "lpa": 1e5, "crore": 1e7, "crores": 1e7,
}  # fmt: skip
_WEIGHT_UNITS = {
    "kg": 1.0, "kgs": 1.0, "kilo": 1.0, "kilos": 1.0, "公斤": 1.0, "斤": 0.5,
    "lb": 0.4536, "lbs": 0.4536, "pound": 0.4536, "pounds": 0.4536, "stone": 6.35,
}  # fmt: skip
#: How far a changed amount may lie from the old one (a raise, a move, a diet).
_RATIO = (0.4, 2.5)

_EN_NAME = r"(?-i:[A-Z][\w'’.&-]*(?:\s+(?:of\s+|de\s+|la\s+)?[A-Z][\w'’.&-]*){0,3})"
_EN_PLACE = re.compile(
    rf"(?:\b(?:in|to|at|into|near|outside|around|up to|down to|over to)\s+(?:the\s+)?({_EN_NAME}))|"
    rf"(?:^|[\s,.;:!(])({_EN_NAME})\s+(?:this time|now|it is|it's)\b|"
    # "the hills round our new Bristol flat"
    rf"\b(?:our|my)\s+new\s+({_EN_NAME})\s+(?:place|apartment|flat|house|home)\b|"
    rf"\b(?:it's|it is|its|is)\s+({_EN_NAME})",
    _I,
)
_EN_ORG = re.compile(
    rf"\b(?:at|joined|join)\s+(?:the\s+)?({_EN_NAME})|"
    rf"\b(?:it's|it is|its|is)\s+({_EN_NAME})",
    _I,
)
#: Capitalised words that are no place or organisation.
_EN_NOT_A_NAME = re.compile(
    r"^(?:I|I'm|I've|I'd|Im|The|A|An|My|Our|We|It|This|That|These|Those|So|And|But|Also|Yes|"
    r"No|Now|Here|There|Home|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
    r"January|February|March|April|May|June|July|August|September|October|November|"
    r"December|Christmas|Easter|Thanksgiving|OK|Okay|Lol|Haha|Ugh|Wow|Sorry|Typo|Correction|"
    r"Actually|Wait|Quick|Update|Finally|Just|Still|Not|New|Got|Moved|User|Airbnb|Fine|Good)$"
)
#: A Chinese organisation by its kind (是建设银行, 到了华润集团): a name right after 是/在/到
#: or a joining verb, with no function word in it (租了个离公司 and 一家互联网公司 are none).
_ZH_ORG = re.compile(
    r"(?:^|是|在|到了|到|去了|去|进了|进|入职|加入|跳槽到)"
    r"(?P<o>(?:(?![了个的我你他她它是在到去和离家就都也很一这那某几每该])[\u4e00-\u9fffA-Za-z]){2,8}?"
    r"(?:银行|公司|集团|科技|医院|大学|学院|中学|小学|研究院|研究所|事务所|律所|证券|保险|基金|"
    r"电视台|报社|出版社|工作室|设计院|股份))"
)
_ZH_BRANDS = (
    "阿里巴巴", "阿里", "腾讯", "字节跳动", "字节", "华为", "小米", "美团", "京东", "百度", "网易",
    "拼多多", "比亚迪", "中石化", "中石油", "中海油", "蔚来", "小鹏", "理想汽车", "滴滴", "快手", "携程",
    "大疆", "联想", "海尔", "格力", "中兴", "顺丰", "宁德时代", "招行", "工行", "建行", "农行", "中行",
    "微软", "谷歌", "苹果公司", "亚马逊", "特斯拉", "三星", "英特尔", "国家电网", "中国移动", "中国联通",
    "中国电信", "宝洁", "麦肯锡", "德勤", "普华永道", "安永", "毕马威", "米哈游", "哔哩哔哩", "B站",
    "小红书", "蚂蚁集团", "盒马", "饿了么", "OPPO", "vivo", "海康威视",
)  # fmt: skip
_DIETS = re.compile(
    r"\b(?:keto(?:genic)?|paleo|vegan|vegetarian|pescatarian|mediterranean|carnivore|"
    r"whole30|flexitarian|low[- ]carb|low[- ]fat|gluten[- ]free|dairy[- ]free|"
    r"intermittent fasting|plant[- ]based|atkins|dash)\b|"
    r"生酮|低碳(?:水)?(?:饮食)?|蛋奶素|纯素|全素|素食|吃素|轻断食|断食|地中海饮食|低盐|低脂|"
    r"控糖|无麸质|高蛋白",
    _I,
)


def _magnitude(
    m: re.Match[str], units: dict[str, float], anchor_unit: float | None
) -> float | None:
    number = amount_of(m["n"])
    if number is None:
        return None
    unit = (m["u"] or "").casefold()
    if unit and unit not in units:
        return None
    if not unit:
        # a sum, or a Chinese numeral with its place words (一万八 is 18,000 whatever the
        # old amount's unit was)
        if m["cur"] or anchor_unit is None or _ZH_PLACE_WORD.search(m["n"]):
            return number
        return number * anchor_unit
    return number * units[unit]


def _anchor_unit(value: str, units: dict[str, float]) -> tuple[float | None, float | None]:
    """The old value's magnitude and unit factor (None when it holds no number)."""
    m = _NUMBER.search(value)
    if m is None:
        return None, None
    unit = (m["u"] or "").casefold()
    factor = units.get(unit, 1.0) if unit else 1.0
    size = amount_of(m["n"])
    return (None, None) if size is None else (size * factor, factor)


def _amounts(clause: str, old: str, kind: str) -> list[str]:
    """Amounts of the old value's dimension in ``clause`` within a plausible ratio of it."""
    units = _MONEY_UNITS if kind == "money" else _WEIGHT_UNITS
    old_size, factor = _anchor_unit(old, units)
    if old_size is None or old_size <= 0:
        return []
    out = []
    for m in _NUMBER.finditer(clause):
        if m["u"] is None and _NOT_AN_AMOUNT.match(clause, m.end()):
            continue
        if m.start("n") and clause[m.start("n") - 1] in ":/":
            continue  # 16:8, 24/7
        size = _magnitude(m, units, factor)
        if size is None or size <= 0 or math.isclose(size, old_size):
            continue
        if not _RATIO[0] <= size / old_size <= _RATIO[1]:
            continue
        if _NEGATED.search(clause[: m.start()]) or _FROM.search(clause[: m.start()]):
            continue
        out.append(clean_display(m.group(0)))
    return out


def _places(clause: str) -> list[str]:
    if language_of(clause).code == "zh":
        return [p for p in ZH_PLACES.findall(clause)]
    out = []
    for m in _EN_PLACE.finditer(clause):
        name = next(g for g in m.groups() if g)
        first = name.split()[0]
        if _EN_NOT_A_NAME.match(first):
            continue
        out.append(name)
    return out


def _organisations(clause: str) -> list[str]:
    if language_of(clause).code == "zh":
        found = [m["o"] for m in _ZH_ORG.finditer(clause)]
        found += [b for b in _ZH_BRANDS if b in clause and not any(b in f for f in found)]
        return [f for f in found if len(f) >= 2]
    out = []
    for m in _EN_ORG.finditer(clause):
        name = next(g for g in m.groups() if g)
        if not _EN_NOT_A_NAME.match(name.split()[0]):
            out.append(name)
    return out


def _values(clause: str, known: Known) -> list[str]:
    """Values of the anchor's kind that ``clause`` names, other than the anchor's own and
    than any the clause negates."""
    kind = KINDS[known.slot]
    if kind in ("money", "weight"):
        return _amounts(clause, known.value, kind)
    if kind == "place":
        found = _places(clause)
    elif kind == "organisation":
        found = _organisations(clause)
    else:
        found = [m.group(0) for m in _DIETS.finditer(clause)]
    old = value_key(known.value)
    out = []
    for value in found:
        key = value_key(value)
        if not key or key == old or key in old or old in key:
            continue
        at = clause.find(value)
        if at >= 0 and (_NEGATED.search(clause[:at]) or _FROM.search(clause[:at])):
            continue
        out.append(clean_display(value))
    return out


# -- whose clause, and is it a statement ------------------------------------------------
#: Familiar words for people close to the user (not in the people lists).
_FAMILIAR = r"hubby|wifey|bf|gf|bae|sis|bro|mate|ma|pa|fiance|fiancee|ex"
_PERSON_START = re.compile(
    rf"\s*(?:(?:{PEOPLE_ZH})|(?:(?:the|a|an|new)\s+)?(?:{PEOPLE_EN}|{_FAMILIAR})s?\b)", _I
)
_LANDLORD = re.compile(
    r"\s*(?:(?:my|our|the)\s+)?(?:landlord|landlady)\b|\s*(?:我的?|我们的?)?房东", _I
)
#: Someone else as the clause's subject or owner anywhere in it ("… and he's 95 kg now").
_THIRD_PERSON = re.compile(r"\b(?:he|she|they|his|her|their|him|them)\b|他|她", _I)
_AGENT_NOTE = re.compile(r"\s*(?:(?:the\s+)?user\b|用户|该用户)", _I)
_USER_START = re.compile(
    r"\s*(?:i\b|i['’]m|i['’]ve|my\b|me\b|we\b|our\b|我|本人|用户|the user\b)", _I
)


_NEGATION_INSIDE = re.compile(r"不是|而不是|\bnot\b|\brather than\b", _I)


def _plausible(fact: Fact, anchor: Known | None) -> bool:
    """Whether the grammar's value may stand: not one that runs on into a negation
    (三亚不是漳州), nor an amount no old one changes into ("176 lbs!! 14 pounds down"
    gives the grammar "14 pounds" after 190 lbs)."""
    if anchor is None:
        return True
    if _NEGATION_INSIDE.search(fact.value):
        return False  # "三亚不是漳州": a value that runs on into what it is not
    if KINDS.get(fact.slot) not in ("money", "weight"):
        return True
    units = _MONEY_UNITS if KINDS[fact.slot] == "money" else _WEIGHT_UNITS
    old, factor = _anchor_unit(anchor.value, units)
    m = _NUMBER.search(fact.value)
    if old is None or old <= 0 or m is None:
        return True
    size = _magnitude(m, units, factor)
    return size is None or _RATIO[0] <= size / old <= _RATIO[1]


def _users_clauses(text: str, split: re.Pattern[str] = _SENTENCE) -> Iterable[str]:
    """The clauses of ``text`` (cut at ``split``) that are the user's statements: not
    questions, plans or wishes, and not about someone else (nor the subjectless clauses
    after such a one)."""
    users = True
    for part in split.split(text):
        clause = (part or "").strip()
        if not clause:
            continue
        other = bool(OTHER_SUBJECT.match(clause) or _PERSON_START.match(clause)) and not re.search(
            r"给我|帮我|\bme\b|\bmy\b", clause, _I
        )
        if _LANDLORD.match(clause):
            other = False  # the landlord raising the rent raises the user's
        # in an agent's note the pronoun is the user's: "User clarified that it's blues they love"
        pronoun = _THIRD_PERSON.search(clause) and not _AGENT_NOTE.match(clause)
        if other or MENTIONS_OTHER.search(clause) or pronoun:
            users = False
            continue
        if _USER_START.match(clause):
            users = True
        if not users:
            continue
        if NOT_YET.search(clause):
            continue
        if is_question(clause):
            yield from _before_a_request(clause)
            continue
        yield clause


#: A request to the assistant that opens a Chinese clause (帮我算算一年多花多少).
_ZH_REQUEST = re.compile(r"^(?:帮我|给我|请|麻烦|你帮|求|能不能帮|可以帮|能帮)")


def _before_a_request(clause: str) -> list[str]:
    """The statement a Chinese clause makes before a request it runs on into with only a
    pause (房东涨租了 续完约一个月3500 心痛 帮我算算一年多花多少: the rent is news, the
    question is the request's); nothing when a piece before the request is a question."""
    if language_of(clause).code != "zh":
        return []
    pieces = [p for p in re.split(CJK_PAUSE, clause) if p.strip()]
    for i, piece in enumerate(pieces):
        if _ZH_REQUEST.match(piece):
            return pieces[:i]
        if is_question(piece):
            return []
    return []


def _mentions(text: str, value: str) -> bool:
    key = value_key(value)
    if not key:
        return False
    folded = text.casefold()
    if key.isascii():
        return re.search(rf"(?<![a-z0-9-]){re.escape(key)}", folded.replace(",", "")) is not None
    return key in folded or value.casefold() in folded


def _favourites(
    text: str, known: Sequence[Known], stated: Sequence[Fact], changed: bool
) -> dict[str, str]:
    """A favourite the grammar could not put in a category (``favourite:thing``: "Arctic
    Monkeys are my number one now", 现在最爱墨绿色) is read against the user's favourites:
    it is the one whose value the text names ("Interstellar is my favourite; Inception is
    a close second"), or whose value has the same head (蓝色 → 墨绿色), or, said as a
    change, the user's only one."""
    generic = [f for f in stated if f.slot == GENERIC_FAVOURITE and f.polarity > 0]
    mine = {
        k.slot: k
        for k in sorted(known, key=lambda k: k.at)
        if k.slot.startswith("favourite:") and k.slot != GENERIC_FAVOURITE
    }
    if not mine:
        return {}
    # a favourite said by its category's head is the user's one of that kind: "CSK is my
    # favourite team now" after "… my favourite IPL team" (favourite:cricket team)
    headed: dict[str, str] = {}
    for f in stated:
        if not f.slot.startswith("favourite:") or f.slot in mine or f.polarity <= 0:
            continue
        head = f.slot.removeprefix("favourite:")
        kinds = [slot for slot in mine if slot.endswith(" " + head)]
        if " " not in head and len(kinds) == 1:
            headed[kinds[0]] = f.value
    if headed or not generic:
        return headed
    value = generic[-1].value
    named = [slot for slot, k in mine.items() if _mentions(text, k.value)]
    if len(named) == 1:
        return {named[0]: value}
    same_head = [
        slot
        for slot, k in mine.items()
        if language_of(value).code == "zh" and k.value[-1:] == value[-1:] == "色"
    ]
    if len(same_head) == 1:
        return {same_head[0]: value}
    if len(mine) == 1 and changed:
        return {next(iter(mine)): value}
    return {}


def _one_place(
    found: dict[str, str], text: str, temporary: re.Pattern[str], correction: bool
) -> None:
    """A place found for both the home and the stay is one of them: a stay when the text
    says it is temporary, the home when it says the user moved, else neither; a trip
    names a city but moves no home."""
    if "location" in found and "current_stay" in found:
        trip = bool(temporary.search(text) or _TOPIC["current_stay"].search(text))
        moved = bool(_TOPIC["location"].search(text))
        if trip == moved:
            found.pop("location")
            found.pop("current_stay")
        else:
            found.pop("location" if trip else "current_stay")
    elif "location" in found and temporary.search(text) and not correction:
        found.pop("location")


# -- a correction that gives the right value alone ---------------------------------------
_END = (
    r"(?=\s*(?:[,;.!?()]|\s[—–-]\s|—|–|$|\bnot\b|\brather\b|\binstead\b|\blol\b|\bhaha\b|"
    # a word of how after the value: "it's Düsseldorf actually, not Frankfurt"
    r"\bactually\b|\bmate\b|\bthough\b)|"
    # a cleft's clause after the value: "it's blues they love", "it's gluten I can't have"
    r"\s+(?:i|they|we|he|she|you|the user)\s+(?!(?:am|is|are|was|were)\b)[\w'’]+)"
)
#: "I meant blues", "it's the Hyatt", "make that 2200", "should be Florence Welch".
_EN_BARE = re.compile(
    r"\b(?:i meant|meant|i mean|it['’]s|it is|it was|that['’]s|that is|should be|"
    r"should have said|should['’]ve said|make that|the right one is)\s+(?:actually\s+|really\s+)?"
    rf"(?:the\s+|a\s+|an\s+)?(?P<v>[^,;.!?()—–]+?){_END}",
    _I,
)
#: A figure set right in one clause: "5.4k not 4.5k", "$1,950, not $1,590".
_EN_NUMBER_NOT = re.compile(
    rf"\s*(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*\s?(?:k|grand|kg|lbs?)?)\s*,?\s+not\s+{CURRENCY_SIGN}?\s?\d",
    _I,
)
_EN_OLD = re.compile(r"\bnot\s+(?:the\s+|a\s+|an\s+)?(?P<old>[^,;.!?()—–]+)", _I)
#: 是汉庭, 应该是18:6, 其实是全栈工程师, 是5600不是6500.
_ZH_BARE = re.compile(
    r"(?:应该是|其实是|实际是|实际上是|正确的是|(?<![不否])是)(?P<v>[^，。！？,.!?\s；;、]{1,12}?)"
    r"(?=不是|而不是|[，。！？,.!?\s；;、]|$)"
)
_ZH_OLD = re.compile(r"(?:不是|而不是)(?P<old>[^，。！？,.!?\s；;、]{1,12})")
#: What a bare correction may give that is no value ("it's fine", "I meant it", 是我).
_NOT_A_VALUE = re.compile(
    r"^(?:fine|ok|okay|right|wrong|true|false|it|that|this|so|too|me|what|yes|no|nope|"
    r"sorry|oops|wait|ugh|hmm|lol|typo|"
    r"not|a typo|my bad|the same|same|correct|better|worse|weird|funny|all good|"
    r"that one|this one|the other|the other one|"
    r"我|你|他|她|这样|那样|这个|那个|对的|错的|真的|假的|一样|的)$|"
    r"打错|说错|写错|记错|搞错|弄错|口误|笔误|纠正|更正|澄清|不对|\bcorrection\b",
    _I,
)


#: Words that open a correction's clause before its value ("wait no, Toronto, not Ottawa").
_LEAD = re.compile(r"^(?:(?:no|nope|wait|sorry|oops|actually|ugh|hmm|ok|so|i mean)\W+)*", _I)
#: A clause that names what was wrong: "not Ottawa", 不是希尔顿.
_NOT_CLAUSE = re.compile(r"^(?:but\s+)?not\s+\S|^(?:而|并)?不是\S", _I)


#: A clause, not a value: it has a verb of being ("Mochi's a ragdoll btw", 咪咪是一只布偶).
_SAYS_SOMETHING = re.compile(r"\b(?:is|are|was|were|am)\b|['’](?:s|re|m)\b|是", _I)


def _plain(value: str, alone: bool = False) -> str | None:
    """``value`` cleaned, if it may be one (a clause of its own must not say something)."""
    value = clean_display(value)
    if not value or _NOT_A_VALUE.search(value) or len(value.split()) > 4:
        return None
    return None if alone and _SAYS_SOMETHING.search(value) else value


#: The value that ends a clause before "not …": after a colon or a verb of being
#: ("User corrected their name: Danielle, not Daniel"; "the allergy is to dogs, not cats").
_TAIL_VALUE = re.compile(r"[:：]|\b(?:is|are|was|were)\s+(?:to\s+|actually\s+|really\s+)*", _I)


def _bare_value(clauses: Sequence[str]) -> str | None:
    """The value a correction gives alone, from the user's clauses: after "I meant",
    "it's", 是 …, or as a clause of its own (or the end of one, after a colon or "is")
    before the one that names what was wrong ("Toronto, not Ottawa", "User corrected
    their name: Danielle, not Daniel"), or a figure set right in its clause ("5.4k not
    4.5k")."""
    for clause in clauses:
        pattern = _ZH_BARE if language_of(clause).code == "zh" else _EN_BARE
        for m in pattern.finditer(clause):
            if value := _plain(m["v"]):
                return value
    for before, clause in pairwise(clauses):
        if not _NOT_CLAUSE.match(clause):
            continue
        if value := _plain(_LEAD.sub("", before), alone=True):
            return value
        tails = list(_TAIL_VALUE.finditer(before))
        if tails and (value := _plain(before[tails[-1].end() :], alone=True)):
            return value
    for clause in clauses:  # "5.4k not 4.5k lol fat fingers"
        figure = _EN_NUMBER_NOT.match(clause)
        if figure and (value := _plain(figure["v"])):
            return value
    return None


def _wrong_values(text: str) -> list[str]:
    return [m["old"] for m in (*_EN_OLD.finditer(text), *_ZH_OLD.finditer(text))]


def _names_wrong(text: str, known: Sequence[Known]) -> bool:
    """Whether ``text`` says one of the user's values is wrong ("Toronto, not Ottawa",
    是拉布拉多，不是金毛): a correction even with no correction word."""
    return any(names_value(f, k.value, k.slot) for f in _wrong_values(text) for k in known)


_MARITAL_WORD = re.compile(
    r"(?:single|married|divorced|separated|engaged|widowed|in a relationship|"
    r"单身|已婚|离婚|离异|订婚|丧偶|恋爱中|未婚)",
    _I,
)


def _corrects(text: str, known: Sequence[Known], at: datetime | None) -> Known | None:
    """The fact a correction fixes: the one whose value it names as wrong ("not jazz",
    不是6500), else the one it names at all, else the one stated last when that was just
    now (see :data:`_JUST_SAID`)."""
    if not known:
        return None
    for fragments in (_wrong_values(text), [text]):
        named = [k for k in known if any(names_value(f, k.value, k.slot) for f in fragments)]
        if named:
            return max(named, key=lambda k: k.at)
    last = max(known, key=lambda k: k.at)
    if at is not None and at - last.at <= _JUST_SAID:
        return last
    return None


def _bare_correction(
    text: str, known: Sequence[Known], stated: Sequence[Fact], at: datetime | None
) -> list[Fact]:
    """A correction that gives the right value alone ("oops, I meant blues, not jazz",
    哦说错了，是汉庭, "correction — it's the Hyatt, not the Marriott"): the value replaces
    the fact it corrects (:func:`_corrects`), when it is of the same kind (a number for a
    number, a name for a name) and the grammar set nothing of that slot."""
    if language_of(text).conditional.search(text):
        return []
    known = [k for k in known if reads(k.slot)]
    # with no correction word, only the user's own "X, not Y" ("Toronto, not Ottawa"; not
    # "Toronto, not Ottawa, is where my sister lives")
    if not SAID_WRONG.search(text) and (
        not _names_wrong(text, known) or MENTIONS_OTHER.search(text)
    ):
        return []
    clauses = list(_users_clauses(text, _CORRECTION_CLAUSES))
    value = _bare_value(clauses)
    if value is None:
        return _recount(clauses, known, stated)
    fixed = _corrects(text, known, at)
    if fixed is None or any(f.slot == fixed.slot for f in stated):
        return []
    if fixed.slot == "marital_status" and not _MARITAL_WORD.fullmatch(value):
        return []  # a status is a status word
    if value_key(value) == value_key(fixed.value):
        return []
    if _figure(value) != _figure(fixed.value):
        return []  # "I meant 18:6" fixes no diet word, "it's Tuesday" no amount
    if not is_single_valued(fixed.slot):  # the value it corrects retires, the rest holds
        return [Fact(fixed.slot, value, fixed.polarity, False, True, (fixed.value,))]
    return [Fact(fixed.slot, value, 1, True, True)]


_COUNT_WORD = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|[一二两三四五六七八九十]"
#: A clause that is a count of something alone: "three cats!", "two kids", 三只猫.
_COUNTED = re.compile(
    rf"^(?:(?:no|nope|wait|sorry|oops|actually|haha|lol|ok|so)\W+)*(?P<v>(?P<n>{_COUNT_WORD})\s*"
    r"(?:只|个|条|位)?\s*(?P<noun>[a-z]+|[\u4e00-\u9fff]{1,3}))\W*$",
    _I,
)
_COUNTED_IN_VALUE = re.compile(
    rf"(?:^|\b|(?<=[^\x00-\x7f]))(?P<n>{_COUNT_WORD})\s*(?:只|个|条|位)?\s*(?P<noun>[a-z]+|[\u4e00-\u9fff]{{1,3}})",
    _I,
)


def _recount(clauses: Sequence[str], known: Sequence[Known], stated: Sequence[Fact]) -> list[Fact]:
    """A correction that gives a count alone, of what the user has a count of ("sorry,
    three cats!" after "two cats"; "did I say 3? two kids" after "3 kids"): the same
    things, another count, replace the old value of pets or children."""
    for clause in clauses:
        m = _COUNTED.match(clause)
        if m is None:
            continue
        for k in known:
            if k.slot not in ("pets", "children") or any(f.slot == k.slot for f in stated):
                continue
            old = _COUNTED_IN_VALUE.search(k.value)
            if old is None or value_key(old["noun"]) != value_key(m["noun"]):
                continue
            if value_key(old["n"]) == value_key(m["n"]):
                continue  # the same count: nothing corrected
            value = clean_display(m["v"])
            if k.slot == "children":
                return [Fact("children", value, 1, True, True)]
            return [Fact("pets", value, 1, False, True, (k.value,))]
    return []


#: A pet of the user's named, then said to be of a kind: "actually Max is a labrador",
#: 豆豆其实是柯基 (the name comes from the user's pet, the kind from the pet words).
_EN_PET_KIND = (
    r"\b{name}(?:\s+is|['’]s)\s+(?:actually\s+|really\s+|in fact\s+)?(?:a|an)\s+(?P<v>{kinds})\b"
)
_ZH_PET_KIND = r"{name}(?:其实|实际上|本来)?是(?:一只|一条|只|条)?(?P<v>{kinds})"


def _pet_kinds(text: str, known: Sequence[Known], stated: Sequence[Fact]) -> list[Fact]:
    """A pet of the user's, by its name, said to be of another kind ("Max is a labrador"
    after "a golden retriever named Max"): the same pet, so the new kind replaces the
    old (a pet the grammar found in the text is left to it)."""
    if any(f.slot == "pets" for f in stated) or is_question(text) or NOT_YET.search(text):
        return []
    zh = language_of(text).code == "zh"
    template, kinds = (_ZH_PET_KIND, ZH_PETS) if zh else (_EN_PET_KIND, EN_PETS)
    out = []
    for k in known:
        animal, name = pet_parts(k.value) if k.slot == "pets" and k.polarity > 0 else ("", None)
        if not name:
            continue
        pattern = template.format(name=re.escape(name), kinds=kinds)
        # in the user's own clauses: "my neighbour says Max is a labrador" is not theirs
        m = next((m for c in _users_clauses(text) if (m := re.search(pattern, c, _I))), None)
        if m and value_key(m["v"]) != value_key(animal):
            kind = clean_display(m["v"])
            value = f"{kind}{'叫' if zh else ' named '}{name}"
            out.append(Fact("pets", value, 1, False, True, (k.value,)))
    return out


def _unanchored(
    text: str, known: Sequence[Known], stated: Sequence[Fact], at: datetime | None
) -> list[Fact]:
    """What a text revises with no change of an anchored value found: a pet by its name
    said to be of another kind, else a correction that gives the right value alone."""
    return _pet_kinds(text, known, stated) or _bare_correction(text, known, stated, at)


def infer(
    text: str, known: Sequence[Known], stated: Sequence[Fact] = (), at: datetime | None = None
) -> list[Fact]:
    """Facts ``text`` sets when read against the user's current ones (``known``): one per
    anchored slot at most, none for a slot the grammar already found (``stated``).

    Args:
        text: the new statement.
        known: the user's current (active) facts; the newest value of each slot is the
            anchor.
        stated: what the grammar found in ``text`` (those slots are left alone).
        at: when ``text`` was said (a correction naming no old value fixes only a fact
            said just before).
    """
    lang = language_of(text)
    if lang.conditional.search(text):
        return []
    anchors: dict[str, Known] = {}
    for k in sorted(known, key=lambda k: k.at):
        if k.slot in KINDS:
            anchors[k.slot] = k
    taken = {f.slot for f in stated if f.polarity > 0 and _plausible(f, anchors.get(f.slot))}
    changed = bool(_CHANGE.search(text) or lang.change_marker.search(text))
    correction = bool(SAID_WRONG.search(text))
    if not (correction or changed):
        return _unanchored(text, known, stated, at)
    if not anchors:
        facts = [
            Fact(slot, value, 1, True, True)
            for slot, value in _favourites(text, known, stated, changed).items()
        ]
        return facts or _unanchored(text, known, stated, at)
    clauses = list(_users_clauses(text))
    if not clauses:  # a correction may still give its value in a clause of its own
        return _unanchored(text, known, stated, at) if correction else []
    last = max(anchors.values(), key=lambda k: k.at)
    # a correction fixes the fact whose value it names, else the one stated last
    named_any = any(_mentions(text, a.value) for a in anchors.values())
    found: dict[str, str] = {}
    for slot, anchor in anchors.items():
        if slot in taken:
            continue
        named = _mentions(text, anchor.value)
        corrects = correction and (named or (anchor is last and not named_any))
        topical = bool(_TOPIC[slot].search(text)) and (named or changed)
        if not (corrects or topical):
            continue
        values = [v for clause in clauses for v in _values(clause, anchor)]
        if values:
            found[slot] = values[0]
    _one_place(found, text, lang.temporary, correction)
    found |= _favourites(text, known, stated, changed)
    facts = [Fact(slot, value, 1, True, True) for slot, value in found.items()]
    return facts or _unanchored(text, known, stated, at)


_ANY_VALUE = re.compile(
    rf"\d|{ZH_NUMERAL}|[一二两三四五六七八九十](?:只|个|条|位)|"
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b|(?-i:\b[A-Z][a-z])|"
    + _DIETS.pattern,
    _I,
)


#: A value said wrong beside the right one: "Toronto, not Ottawa", "is £1,400, not £1,200",
#: 是拉布拉多，不是金毛 (cheap: the user's facts are read only then).
_NOT_PAIR_HINT = re.compile(r",\s*not\s+\S|\bnot\s+(?-i:[A-Z£$€\d])|[，,]\s*(?:而|并)?不是", _I)
_PET_KIND_HINT = re.compile(
    rf"(?:\bis|['’]s)\s+(?:actually\s+|really\s+|in fact\s+)?an?\s+(?:{EN_PETS})\b|"
    rf"是(?:一只|一条|只|条)?(?:{ZH_PETS})",
    _I,
)


def may_update(text: str, stated: Sequence[Fact] = ()) -> bool:
    """A cheap first look: could :func:`infer` find anything here (a change or a
    correction word, and something that may be a value, or a favourite the grammar could
    not place)? Lets the write path skip the read of the user's current facts for most
    memories."""
    lang = language_of(text)
    if _PET_KIND_HINT.search(text) or _NOT_PAIR_HINT.search(text):
        return True
    if not (_CHANGE.search(text) or SAID_WRONG.search(text) or lang.change_marker.search(text)):
        return False
    if any(f.slot == GENERIC_FAVOURITE for f in stated):
        return True
    if SAID_WRONG.search(text) and (_EN_BARE.search(text) or _ZH_BARE.search(text)):
        return True
    return bool(_ANY_VALUE.search(text) or ZH_PLACES.search(text) or _ZH_ORG.search(text))
