"""What a question asks: about which slot of the user, and about the past or the present.

Used by ranking (newest first inside the slot a question asks about) and by the context
("Current facts" only, unless the question asks what was true before). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from memory_ext.extraction.en_words import PETS, QUESTION_START
from memory_ext.extraction.people import BARE_ZH, MENTIONS_OTHER, PEOPLE_EN
from memory_ext.extraction.zh import QUESTION as ZH_QUESTION
from memory_ext.model import MemoryRecord

_I = re.I
_ABOUT_USER = re.compile(r"\b(?:i|me|my|mine|the user|user['’]?s?)\b|我|用户", _I)

#: Words that show a text is about a slot, in either language (question or memory).
TOPICS: dict[str, re.Pattern[str]] = {
    "name": re.compile(r"\bname\b|\bcalled\b|\bspell|名字|叫什么|姓名|全名|称呼", _I),
    "current_stay": re.compile(
        r"\bthis week\b|\btrip\b|\bstaying\b|\bhotel\b|出差|这周|酒店|度假|旅游|旅行|探亲|这几天|这两天|"
        r"人在哪",
        _I,
    ),
    "location": re.compile(
        r"\b(?:live|lives|living|home|based|reside|moved?|relocat\w*|city|address)\b|"
        r"住|搬|定居|哪个城市|家在|哪里人|的家|待在|安家",
        _I,
    ),
    "employer": re.compile(
        r"\b(?:work|works|working|job|employer|company|joined|hired|quit|left|new job|"
        r"first (?:day|week|month) at)\b|工作|公司|上班|跳槽|入职|离职|单位|东家|雇主",
        _I,
    ),
    "job_title": re.compile(
        r"\b(?:job title|title|position|role|profession|occupation|for a living|what do i do|"
        r"what does the user do|job|promot\w*|new role)\b|职位|岗位|职业|做什么的|职称|级别|干什么的|"
        r"什么工作|升职|晋升|升任|转岗|提拔",
        _I,
    ),
    "marital_status": re.compile(
        r"\b(?:married|marital|marriage|single|divorced|engaged|relationship|wife|husband|spouse|"
        r"partner|dating|widowed|wedding|divorc\w*|fianc[ée]e?|tied the knot)\b|"
        r"结婚|单身|离婚|婚姻|对象|恋爱|感情状况|感情状态|订婚|领证|分手",
        _I,
    ),
    "children": re.compile(
        r"\b(?:kids?|children|child|sons?|daughters?|baby|pregnant|expecting|newborn|twins)\b|"
        r"孩子|儿子|女儿|小孩|娃|宝宝|怀孕|二胎|怀上",
        _I,
    ),
    "pets": re.compile(
        rf"\b(?:pets?|animals?|{PETS})\b|宠物|猫|狗|动物|柯基|金毛|泰迪|布偶|英短|仓鼠|兔子|鹦鹉",
        _I,
    ),
    "diet": re.compile(
        r"\b(?:diet|diets|dietary|vegetarian|vegan|meat|eating habits|keto|paleo|pescatarian|"
        r"gluten[- ]free|dairy[- ]free|plant[- ]based|low[- ]carb|intermittent fasting)\b|"
        r"吃素|素食|饮食|吃肉|忌口|生酮|低碳|断食|清真|戒肉|控糖",
        _I,
    ),
    "allergies": re.compile(r"\ballerg\w*|过敏", _I),
    "income": re.compile(
        r"\b(?:salary|earn|earns|income|paid|pay|raise|pay (?:rise|bump|cut))\b|工资|收入|月薪|年薪|"
        r"薪水|赚|挣|涨薪|加薪|降薪|到手",
        _I,
    ),
    "rent": re.compile(r"\b(?:rent|landlord|lease)\b|房租|租金|房东|续租|涨租", _I),
    "weight": re.compile(
        r"\bweigh\w*|\b(?:lbs?|kgs?|kilos)\b|\d\s?(?:pounds|kg|lbs?)(?![a-z])|体重|多重|几斤|多少斤|几公斤|"
        r"多少公斤|\d\s?(?:斤|公斤)|上秤",
        _I,
    ),
    "age": re.compile(r"\bhow old\b|\bage\b|多大|几岁|年龄", _I),
    "credit_score": re.compile(r"\bcredit score\b|信用分", _I),
}
_FAVOURITE = re.compile(
    r"\bfavou?rite\s+(?P<x>[a-z][\w -]{0,30}?)(?=\s*(?:\?|$|\bis\b|\bnow\b|\bthese days\b|"
    r"\bnowadays\b|\blately\b|\bright now\b|\bat the moment\b|\bcurrently\b|\bany ?more\b|"
    r"\bbefore\b|\bthen\b|\bagain\b|\bthis (?:year|month|week)\b))|"
    # 最喜欢的颜色, 最喜欢什么颜色, 最爱吃什么 (the verb names the category)
    r"最(?:喜欢|爱)(?P<zv>吃|喝|听|玩)?(?:的(?P<zx>[^，,。？?是]{1,8})|(?:什么|哪一?个|哪种|哪一?部|"
    r"哪一?首|哪一?本|哪家|哪座|哪)(?P<zy>[^，,。？?是]{0,8}))?",
    _I,
)
#: "which book is my favourite?", "what drink do I like most?": the category comes first.
_FAVOURITE_FIRST = re.compile(
    r"\b(?:which|what)\s+(?:(?:kind|sort|type) of\s+)?(?P<x>[a-z][a-z-]{1,20})\s+"
    r"(?:is|are|was|do|does|did|would)\b[^?]*?\b(?:favou?rite|like (?:the )?(?:best|most)|"
    r"love (?:the )?most)\b",
    _I,
)
_LIKES = re.compile(
    r"\b(?:like|likes|love|enjoy|hate|dislike|hobby|hobbies|interests|obsessed|hooked on|"
    r"big fan|really into|way more into|can['’]t stand|nemesis)\b|喜欢|讨厌|爱吃|不吃|爱|迷上|着迷|"
    r"入坑|受不了",
    _I,
)
_FREE_TIME = re.compile(r"\b(?:for fun|free time|spare time|downtime)\b|业余|空闲|闲暇", _I)
#: Plans, wishes, goals and what held once: not (yet, or any more) true, so no answer
#: about now ("sometimes I think about changing my name to Phoenix", 打算搬去上海).
NOT_YET = re.compile(
    r"\b(?:if|might|maybe|may|would|could|should(?!['’]ve\b|\s+have\s+said)|will|wanna|gonna|"
    r"going to|plan\w*|"
    r"think(?:ing)? (?:about|of)|thinking|considering|hope|hoping|wish|want(?:s|ed)? to|goal|"
    r"target|aim\w*|interview\w*|apply\w*|someday|one day|tomorrow|next (?:week|month|year)|"
    r"dream\w*|used to|was|were)\b|"
    r"如果|假如|要是|的话|想|打算|准备|计划|考虑|要不要|会不会|希望|目标|争取|梦想|面试|申请|"
    r"明天|下周|下个月|明年|以前|之前|曾经|原来|过去",
    _I,
)
#: Question words that name a slot only when no topic word does (in a memory they are
#: too common: "I make pasta", "we eat late"): English, then what they ask about.
_QUESTION_ONLY: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bwhere\b.*\b(?:at the moment|right now|currently)\b", _I), "current_stay"),
    (re.compile(r"\b(?:make|makes|take[- ]home|paid)\b", _I), "income"),
    (re.compile(r"\b(?:eat|eats|eating)\b", _I), "diet"),
    (re.compile(r"\bcall\b|\bgo(?:es)? by\b", _I), "name"),
    (re.compile(r"\b(?:what|which)\b.*\binto\b|\ba (?:big )?fan of\b|\bfor fun\b", _I), "likes"),
    (re.compile(r"养(?:的|了|着)(?:是)?(?:什么|啥|哪)"), "pets"),
)
_PAST = re.compile(
    r"\b(?:before|previously|formerly|used to|earlier|in the past|past|history|old|"
    r"did i|where did|what did|who did|was i|were|prior|last job|first job)\b|"
    r"以前|之前|过去|原来|曾经|从前|上一份|上一个|当初|搬来之前|以往|历史",
    _I,
)


def is_question(text: str) -> bool:
    """Whether ``text`` is a question (en or zh), not a statement."""
    stripped = text.strip()
    return stripped.endswith(("?", "？")) or bool(
        QUESTION_START.match(stripped) or ZH_QUESTION.search(stripped)
    )


def topic_slots(text: str) -> set[str]:
    """Slots a text talks about, from topic words (a memory or a question)."""
    found = {slot for slot, pattern in TOPICS.items() if pattern.search(text)}
    m = _FAVOURITE.search(text)
    zh_x = m and (m["zx"] or m["zy"])
    first = _FAVOURITE_FIRST.search(text)
    if first and not (m and (m["x"] or zh_x or m["zv"])):
        from memory_ext.extraction.en import x_key as en_key

        found.add("favourite:" + en_key(first["x"]))
        found.discard("likes")
    elif m and (m["x"] or zh_x or m["zv"]):
        from memory_ext.extraction.categories import VERB_CATEGORIES
        from memory_ext.extraction.en import x_key as en_key
        from memory_ext.extraction.zh import x_key as zh_key

        x = en_key(m["x"]) if m["x"] else zh_key(zh_x) if zh_x else VERB_CATEGORIES[m["zv"]]
        found.add("favourite:" + x)
    elif _LIKES.search(text):
        found.add("likes")
    return found


def question_slot(text: str) -> str | None:
    """The one slot of the user a question asks about ("where do I live?" → location),
    or None when it is not about the user or names no single slot."""
    if not _ABOUT_USER.search(text) or not is_question(text) or MENTIONS_OTHER.search(text):
        return None  # not about the user ("what does the user's mother do?")
    slots = topic_slots(text)
    favourite = [s for s in slots if s.startswith("favourite:")]
    if favourite:
        return favourite[0]
    if "current_stay" in slots:
        return "current_stay"
    if "name" in slots and len(slots) > 1:  # "what is my dog called?": the dog's name
        slots.discard("name")
    if "rent" in slots:  # "how much rent do I pay?": pay is the rent's, not the income's
        slots.discard("income")
    if re.search(r"\btake[- ]home\b", text, _I):  # take-home pay: no home in it
        slots.discard("location")
    if slots == {"location", "employer"}:  # "where do I work?"
        return "employer"
    if _FREE_TIME.search(text):  # "what does the user do for fun?": no job
        return "likes"
    if "job_title" in slots:
        return "job_title"
    if not slots:  # "what does the user eat?", "what should I call the user?"
        slots = {slot for pattern, slot in _QUESTION_ONLY if pattern.search(text)}
    return next(iter(slots)) if len(slots) == 1 else None


#: A question about what holds now ("what do I enjoy these days?", 我现在喜欢什么): among
#: the values of a multi-valued slot, the newest stated answers first.
_NOW = re.compile(
    r"\b(?:now|these days|nowadays|currently|at the moment|right now|lately|at present|"
    r"any ?more|still)\b|现在|最近|目前|如今|这阵子|这段时间|近来|眼下",
    _I,
)


def asks_about_now(text: str) -> bool:
    """Whether a question asks what holds now, not in the past."""
    return bool(_NOW.search(text)) and not _PAST.search(text)


def asks_about_past(text: str) -> bool:
    """Whether a question asks what was true before ("where did I live before", 以前)."""
    return bool(_PAST.search(text))


#: A fact-less English statement names a value: a capitalised word that is not a
#: sentence opener ("Lisbon feels like home" does, "I work from home" does not).
_NAMED_VALUE = re.compile(
    r"\b(?!(?:I|My|The|We|It|This|That|Our|Home|Now|These|So|And|But|Also|Yes|No)\b)[A-Z][a-z]+|"
    r"\d|[\u3400-\u9fff]|\b(?i:two|three|four|five|six|seven|eight|nine|ten)\b"
)


_FIRST_PERSON_ZH = re.compile(r"(?:我|用户)(?!们)")
#: … and an English one in the first person or about the user: "also translate 'enjoy your
#: meal' into German" asks for something and states no like.
_FIRST_PERSON_EN = re.compile(r"\b(?:i|i['’]m|i['’]ve|i['’]d|im|ive|my|me|mine|user)\b", re.I)
#: … or, for what a household shares (a home, its rent, its pets and children), "we": "the
#: hills round our new Bristol flat", "we're paying 2k now".
_HOUSEHOLD_EN = re.compile(r"\b(?:we|we['’](?:re|ve|d)|our|ours|us)\b", re.I)
_HOUSEHOLD = frozenset({"location", "rent", "pets", "children", "current_stay"})
#: Someone else named anywhere in a fact-less statement (室友在搞生酮…, "new roommate moved
#: in, her name is Hannah"): it may be theirs, so it is not taken as the user's answer.
_OTHER_PERSON = re.compile(
    rf"\b(?:{PEOPLE_EN})s?\b|\b(?:he|she|his|her|him|they|their|them)\b|他|她|{BARE_ZH}",
    _I,
)


#: Where a memory's text breaks into sentences: a statement followed by a request
#: ("Landlord raised it to $2,050. Can you help me write a reply?") is judged by its
#: statement, not by the question after it.
#: (A full stop inside a number is none: "68.5 kg".)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*|\n+|(?<=[~～])\s+")


#: Where a sentence breaks into clauses: a plan or a condition holds for its own clause
#: ("…订婚了，还没领证，明年五月才办酒": the engagement is said, the wedding is planned).
_CLAUSE_END = re.compile(r"[,，;；:：]\s*|\s+(?:-|–|—)\s+|\s+(?:but|and|so|though)\s+", _I)
#: What held in childhood or back then (小时候最喜欢的水果是西瓜): not what holds now.
_ONCE = re.compile(
    r"\b(?:as a (?:kid|child|teen(?:ager)?)|growing up|back then|back in the day|"
    r"when i was (?:a |little|young|younger|\d))|小时候|那会儿|那时候|当年|上学那会|读书那会|年轻时",
    _I,
)
#: Words that make a Chinese sentence someone else's or a group's when it says no 我.
_NOT_THE_SPEAKER_ZH = re.compile(r"我们|咱们|大家|你们|他们|她们|它们|听说|据说|新闻")


def _states(sentence: str, slot: str) -> bool:
    """Whether one sentence is a plain statement of the user about ``slot`` that names a
    value: not a question, a plan, a condition, or about someone else. A Chinese sentence
    with no subject is the speaker's (减肥三个月终于到68kg了); a plan or a condition
    counts in its own clause only."""
    from memory_ext.extraction import language_of

    if slot not in topic_slots(sentence) or not _NAMED_VALUE.search(sentence):
        return False
    lang = language_of(sentence)
    if (
        (
            lang.code == "zh"
            and not _FIRST_PERSON_ZH.search(sentence)
            and _NOT_THE_SPEAKER_ZH.search(sentence)
        )
        or (
            lang.code == "en"
            and not _FIRST_PERSON_EN.search(sentence)
            and not (slot in _HOUSEHOLD and _HOUSEHOLD_EN.search(sentence))
        )
        or is_question(sentence)
        or "?" in sentence
        or "？" in sentence
        or MENTIONS_OTHER.search(sentence)
        or _OTHER_PERSON.search(sentence)
        or lang.conditional.search(sentence)
        or (slot == "location" and lang.temporary.search(sentence))
    ):
        return False
    for clause in _CLAUSE_END.split(sentence):
        if (
            clause.strip()
            and slot in topic_slots(clause)
            and not (
                _ONCE.search(clause)
                # the dog's weight, the baby's name: a pet or a child in the clause owns it
                or any(o != slot and TOPICS[o].search(clause) for o in ("pets", "children"))
                or lang.blocker.search(clause)
                or NOT_YET.search(clause)
            )
        ):
            return True
    return False


def about_slot(
    records: Sequence[MemoryRecord], slot: str
) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """Which records state ``slot`` of the user now, and which stated a value of it that
    has since been superseded. A record states the slot if it sets it (and that fact is
    current), or sets no slot and one of its sentences is a plain first-person statement
    about it that names a value ("Lisbon feels like home to me now") — not a question, a
    plan, or one that names someone else (室友在搞生酮, "her name is Hannah"). A request
    after the statement does not undo it."""
    now = np.zeros(len(records), dtype=bool)
    stale = np.zeros(len(records), dtype=bool)
    for i, r in enumerate(records):
        facts = [f for f in r.slot_facts if f.slot == slot]
        if facts:
            now[i] = any(f.status == "active" for f in facts)
            stale[i] = not now[i]
        elif not r.slot_facts and slot in topic_slots(r.content):
            now[i] = any(_states(s, slot) for s in _SENTENCE_END.split(r.content) if s.strip())
    return now, stale


def text_key(content: str) -> str:
    """What makes two memories the same sentence (records written before a sentence was
    one memory could hold it once per slot)."""
    return re.sub(r"\s+", " ", content.strip().casefold()).rstrip(".!?。！？")
