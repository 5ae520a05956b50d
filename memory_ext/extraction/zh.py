"""Chinese fact grammar: word lists, verb frames and value cleaners (see :mod:`.grammar`).

Chinese puts time words and aspect particles around the verb (我上个月跳槽到了腾讯,
我现在不吃辣了): adverbials are skipped before and after the subject, and 了/过 after a
verb or at the end never reach a value.
"""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import Cleaner, Frame, Language
from memory_ext.extraction.normalise import clean_display

_NUM = r"[\d一二两三四五六七八九十百千万亿零〇.,，]"
TIME_WORDS = (
    r"上个月|上月|上周|上个星期|上星期|上礼拜|上个礼拜|去年|前年|今年|年初|年底|年中|这个月|本月|"
    r"这周|这个星期|这星期|本周|这礼拜|这几天|这两天|这些天|这段时间|最近|近来|近期|现在|目前|如今|"
    r"眼下|当前|刚刚|刚才|刚|已经|终于|总算|也|还|都|又|一直|早就|昨天|今天|前天|前几天|"
    r"前段时间|前阵子|不久前|从今天起|从现在起|从此|从那以后|后来|正式|平时|每天|天天|经常|"
    r"其实|实际上|本来|确实|真的|现已|如今已|\d{1,2}月份?|\d{4}年|[一二三四五六七八九十]{1,3}月份?|"
    r"上半年|下半年|那时|当时|去年底|去年初|今年初|这学期|这个学期|本学期|每月|每个月|一个月|"
    r"每年|一年|每周|平常|\d+号|这两年|这几年|好几年|多年"
)
#: Time words of two characters or more: these may end a value, single ones (都, 还) may
#: not (成都, 还是).
_TIME_CUT = "|".join(w for w in TIME_WORDS.split("|") if len(w) > 1 and "\\" not in w)
#: A reporting verb (用户说…) or a leading subordinate phrase (跳槽以后…, 退休后…).
_LEAD = r"说|表示|提到|提过|告诉我|[^，,。我]{1,6}?(?:以后|之后|后|的时候)"
ADVERBIAL = re.compile(rf"(?:\s|[，,、]|(?:{TIME_WORDS})|(?:{_LEAD}))")
#: 我们 (we) includes the user: 我们搬到了杭州, 我们一家在大理定居了.
SUBJECT = re.compile(r"(?:该用户|用户|本人|我们一家|我们家|我们|我家|我)")
POSSESSIVE = re.compile(r"(?:该用户的|用户的|我们的|我的|我家的|该用户|用户|我们|我)")
AUX = re.compile(r"(?:是|已经是|还是|正在|在(?=工作|上班))")
BLOCKER = re.compile(
    r"(?:想要|想|打算|准备|计划|考虑|希望|可能|也许|或许|要不要|该不该|将要|将会|会不会|应该|梦想|"
    r"想着|要去|要搬|要跳槽|要换|得去|需要|不一定|说不定|以前|之前|过去|曾经|从前|原来)"
)
CONDITIONAL = re.compile(r"如果|假如|要是|万一|假设|假使|倘若|即使|哪怕|就算|的话")
QUESTION = re.compile(
    r"[?？]\s*$|吗\s*[。.!！]?$|呢\s*$|什么|哪里|哪儿|哪个|哪家|哪座|哪|谁|几岁|几个|多少|(?<!不)怎么|"
    r"为什么|为何|是不是|有没有|是否|对吧|对不对|记得.*吗"
)
GREETING = re.compile(r"^\W*(?:你好|您好|嗨|哈喽|谢谢|多谢|早上好|晚上好|晚安|再见|拜拜)\W*$")
TEMPORARY = re.compile(
    r"这周|这个星期|这星期|本周|这礼拜|这几天|这两天|出差|旅游|旅行|度假|玩几天|酒店|宾馆|民宿|"
    r"临时|暂时|短期|开会|参会|培训|下周回|借住|过几天|这趟|周末回|下周一回|人在|展会|会议"
)
_CORRECTION = re.compile(r"打错|说错|写错|更正|纠正|不好意思|抱歉|不对|搞错")
_NAME_CONTEXT = re.compile(r"名字|改名|叫我|称呼|姓名")
_RENT = re.compile(r"房租|房东|租金|月租|租的|租房")
_PET_CONTEXT = re.compile(
    r"猫|狗|兔子|仓鼠|鹦鹉|金鱼|乌龟|宠物|柯基|柴犬|金毛|泰迪|哈士奇|布偶|英短|比熊|边牧|拉布拉多|萨摩耶|"
    r"博美|龙猫|蜥蜴|兽医|领养"
)
_INCOME = re.compile(r"工资|薪|收入|赚|挣")
CHANGE = re.compile(
    r"刚|现在|已经|搬|跳槽|不再|最近|如今|上个月|上周|去年|今年|终于|了|换成|变成|改成|涨到|"
    r"降到|升到|开始|从此|离职|辞职|入职|加入|结婚|离婚|分手|更正|纠正|其实|不是.+而是|目前"
)

_CUT = re.compile(
    r"(?:[，。！？,.!?；;、：:（(]|\s|了(?!解)|啦|呢|吧|啊|哦|呀|的时候|以后|之后|以来|工作|上班|"
    r"去了|去|来了|住|生活|做|当|担任|任职|出差|旅游|旅行|度假|开会|玩|因为|所以|但是|不过|而且|"
    rf"和我|跟我|附近|{_TIME_CUT}|$)"
)
_EDGE = re.compile(r"^(?:了|在|到|去|来|于|是)+|(?:了|啦|呢|的|去|来)+$")


def _np(raw: str) -> str:
    raw = _EDGE.sub("", raw.strip())
    m = _CUT.search(raw, 1) if raw else None
    value = raw[: m.start()] if m else raw
    value = _EDGE.sub("", value)
    return clean_display(value) if 0 < len(value) <= 20 else ""


def _place(raw: str) -> str:
    value = _np(raw)
    value = re.sub(r"(?:的?(?:酒店|宾馆|民宿|公寓|家里|家|这边|那边|一带|市区))$", "", value)
    return "" if value in {"家", "这", "那", "这里", "那里", "这儿", "那儿", "外地"} else value


def _org(raw: str) -> str:
    value = _np(raw)
    return (
        ""
        if value in {"家", "这", "那", "这里", "那里", "这儿", "那儿", "一家公司", "公司"}
        else value
    )


def _name(raw: str) -> str:
    value = re.split(r"[，。！？,.!?；;、\s]|不是|而不是|吧|啊|哦|呀", raw.strip(), maxsplit=1)[0]
    value = _EDGE.sub("", value)
    return clean_display(value) if 0 < len(value) <= 12 else ""


_AMOUNT = re.compile(
    rf"(?:大约|大概|差不多|将近|超过|只有|才)?(?P<a>[¥￥$]?\s*{_NUM}+\s*(?:万元|万块|万|千|k|K|w|W|"
    r"元|块钱|块|人民币|美元|美金|斤|公斤|kg|KG)?)"
)


def _amount(raw: str) -> str:
    raw = re.sub(r"^(?:了|到|为|是|有|达到了?)+", "", raw.strip())
    m = _AMOUNT.match(raw)
    if not m or not re.search(r"[\d一二两三四五六七八九十]", m.group("a")):
        return ""
    return m.group("a").strip().rstrip(",，.")


def _weight(raw: str) -> str:
    value = _amount(raw)
    return value if re.search(r"斤|公斤|kg|KG", value) else ""


def _age(raw: str) -> str:
    m = re.match(r"(\d{1,3}|[一二两三四五六七八九十]{1,3})", raw.strip())
    return m.group(1) if m else ""


JOBS = (
    r"工程师|程序员|设计师|产品经理|项目经理|经理|总监|主管|总裁|老板|医生|护士|老师|教师|教授|律师|"
    r"会计|会计师|分析师|研究员|科学家|顾问|建筑师|作家|记者|编辑|厨师|学生|研究生|博士生|博士|"
    r"实习生|创始人|CEO|CTO|CFO|司机|飞行员|警察|消防员|军人|农民|工人|销售|客服|翻译|"
    r"摄影师|演员|歌手|画家|设计|运营|架构师|数据科学家|店长|主任|校长|院长|公务员|自由职业者|"
    r"创业者|咨询师|药剂师|牙医|兽医|心理咨询师|教练|导游|秘书|前台|审计|精算师|律师助理|助理|专员|"
    r"开发|测试|策划|师|员|长|官|家|总|医师|柜员|主治"
)


def _job(raw: str) -> str:
    value = _np(raw)
    value = re.sub(r"^(?:一名|一个|一位|名|个|位)", "", value)
    value = re.sub(r"^.*的(?=[^的]{2,}$)", "", value)  # 这家4S店的销售总监 → 销售总监
    return value if re.search(rf"(?:{JOBS})$", value) else ""


def _pet(raw: str) -> str:
    value = _np(raw)
    return re.sub(rf"^(?:{_NUM}+)?(?:只|条|个|头|匹)", "", value) or value


def _x(raw: str) -> str:
    return clean_display(raw)


CLEANERS: dict[str, Cleaner] = {
    "np": _np,
    "place": _place,
    "stay": _place,
    "org": _org,
    "name": _name,
    "amount": _amount,
    "weight": _weight,
    "age": _age,
    "job": _job,
    "lower": _np,
    "pet": _pet,
}

PETS = (
    r"猫咪|猫|小狗|狗狗|狗|兔子|仓鼠|鹦鹉|金鱼|鱼|乌龟|宠物|柯基|柴犬|金毛|泰迪|哈士奇|布偶|英短|"
    r"比熊|边牧|拉布拉多|萨摩耶|博美|龙猫|蜥蜴"
)
_ADV_IN = rf"(?:{TIME_WORDS})*"


def _f(slot: str, pattern: str, kind: str = "np", **kw: object) -> Frame:
    return Frame(slot, re.compile(pattern), kind, **kw)  # type: ignore[arg-type]


_TO = (
    r"(?:涨到了?|涨至|涨了到|升到了?|提高到了?|提到了?|加到了?|降到了?|降至|跌到了?|变成了?|变为|"
    r"达到了?|调到了?|是|有|为|只有)"
)
_NUMS = rf"{_NUM}+\s*(?:万元|万块|万|千|k|K|w|W|元|块钱|块)?"


#: How an allergy was found: 查出来对尘螨过敏, 被诊断出花粉过敏.
_FOUND = r"(?:被)?(?:检查|查|测|诊断|确诊)出(?:来)?了?|发现(?:自己)?"
#: Adverbs between an allergen and 过敏: 对芒果**也**过敏, 对花粉**特别**过敏.
_DEGREE = r"(?:也|都|还|一直|有点|有些|特别|非常|很|严重|轻微)*"


def _frames() -> tuple[Frame, ...]:
    none, poss = {"subject": "none"}, {"subject": "possessive"}
    return (
        # -- whole clause ----------------------------------------------------------------------
        _f(
            "name",
            r"(?:更正一下|更正|纠正一下|纠正|不好意思|抱歉|说错了|写错了)[，,：:\s]*(?:我叫|我的名字是|"
            r"我的名字叫|名字是|名字应该是|应该是|是)(?P<v>.+)",
            "name",
            temporal=True,
            **none,
        ),
        _f(
            "name",
            r"(?:大家|朋友们?|别人|他们|同事们?|家里人)(?:都)?(?:叫我|喊我|管我叫)(?P<v>.+)",
            "name",
            **none,
        ),
        _f("name", r"(?:以后|就|请|你就|你们就)?(?:叫我|喊我)(?P<v>.+)", "name", **none),
        _f(
            "favourite:{x}",
            r"(?P<v>[^，,。]{1,12}?)(?:现在)?(?:是|成了|成为了?)(?:我|用户)(?:现在)?最(?:喜欢|爱)的"
            r"(?P<x>[^，,。]{1,8}?)(?:了)?$",
            **none,
        ),
        # a pet that died, by its name (橘子去年走了，现在养了一只柯基): needs a pet word
        _f(
            "pets",
            rf"(?P<v>[^，,。我你他她]{{1,4}}?){_ADV_IN}(?:去世了|走了|死了|没了|病死了)",
            "name",
            polarity=-1,
            temporal=True,
            needs=_PET_CONTEXT,
            **none,
        ),
        # -- possessive: 我的X / 用户的X / 我X --------------------------------------------------
        _f(
            "name",
            rf"(?:名字|姓名|全名|身份证上|证件上|户口上){_ADV_IN}(?:改成了?|改为|应该是|是|叫)(?P<v>.+)",
            "name",
            **poss,
        ),
        _f(
            "favourite:{x}",
            rf"{_ADV_IN}最(?:喜欢|爱)(?:的)(?P<x>[^，,。是]{{1,8}}?){_ADV_IN}(?:是|变成了?|换成了?|成了|"
            r"改成了?)(?P<v>.+)",
            **poss,
        ),
        _f(
            "income",
            rf"(?:月收入|月薪|年薪|年收入|收入|工资|薪水|薪资|底薪|税后工资|税前工资){_ADV_IN}{_TO}?"
            r"(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f("rent", rf"(?:房租|月租|租金){_ADV_IN}{_TO}?(?P<v>.+)", "amount", **poss),
        _f(
            "rent",
            rf"(?:租的房子|房子的?租金|租房){_ADV_IN}{_TO}?(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f("weight", rf"体重{_ADV_IN}{_TO}?(?P<v>.+)", "weight", **poss),
        _f(
            "credit_score",
            rf"(?:信用分|信用评分|信用积分){_ADV_IN}{_TO}?(?P<v>\d{{3}})",
            "amount",
            **poss,
        ),
        _f(
            "employer",
            rf"(?:公司|单位|雇主|东家){_ADV_IN}(?:是|换成了?|变成了?)(?P<v>.+)",
            "org",
            **poss,
        ),
        _f(
            "job_title",
            rf"(?:职位|岗位|职务|头衔|工作){_ADV_IN}(?:是|换成了?|变成了?)(?P<v>.+)",
            **poss,
        ),
        _f("location", rf"家{_ADV_IN}(?:在|搬到了?)(?P<v>.+)", "place", **poss),
        _f(
            "pets",
            rf"(?:家的?)?(?P<v>(?:{PETS})(?:叫|名叫|名字叫|的名字是)[^，,。]{{1,6}})",
            "pet",
            **poss,
        ),
        _f(
            "pets",
            rf"(?P<v>{PETS})(?:死了|去世了|走了|丢了|没了)",
            polarity=-1,
            temporal=True,
            **poss,
        ),
        _f(
            "pets",
            rf"(?:家的?)?(?P<v>{PETS})(?:送给[^，,。]+|送人|送走|卖掉|给[^，,。]{{1,8}}?养)了?",
            "pet",
            polarity=-1,
            temporal=True,
            **poss,
        ),
        # -- subject: 我… / 用户… / 我们… -------------------------------------------------------
        _f("name", r"(?:叫做|名叫|叫)(?P<v>.+)", "name"),
        _f("name", r"改名(?:了)?(?:叫|为|成)(?P<v>.+)", "name", temporal=True),
        _f("name", r"是(?P<v>[\u4e00-\u9fff]{2,4})$", "name", temporal=True, needs=_CORRECTION),
        # temporary stays
        _f(
            "current_stay",
            r"(?:在|住在)(?P<v>[^，,。]+?)(?:的?(?:酒店|宾馆|民宿))?(?:出差|旅游|旅行|度假|开会|参会|培训|玩|"
            r"参加)",
            "stay",
            temporal=True,
        ),
        _f(
            "current_stay",
            r"(?:去|到|来)了?(?P<v>[^，,。]+?)(?:出差|旅游|旅行|度假|开会|参会|培训)",
            "stay",
            temporal=True,
        ),
        _f("current_stay", r"出差(?:去了?|到了?|在)(?P<v>.+)", "stay", temporal=True),
        _f(
            "current_stay",
            r"(?:在|到了?)(?P<v>[^，,。]{1,10}?)了?$",
            "stay",
            temporal=True,
            needs=TEMPORARY,
        ),
        _f(
            "current_stay",
            r"(?:暂时|临时)?(?:住在|借住在)(?P<v>[^，,。]+?)的?(?:酒店|宾馆|民宿)",
            "stay",
            temporal=True,
        ),
        # location
        _f(
            "location",
            r"(?:已经)?不(?:再)?住在(?P<v>.+)",
            "place",
            polarity=-1,
            temporal=True,
        ),
        _f("location", r"从[^，,。]{1,10}?搬(?:到|去|回)了?(?P<v>.+)", "place", temporal=True),
        _f(
            "location",
            r"(?:搬到|搬去|搬回|搬家到|搬来|搬进|移居到?|迁居到?|迁到|回到)了?(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f("location", r"(?:定居在?|落户在?|安家在?)了?(?P<v>.+)", "place", temporal=True),
        _f("location", r"在(?P<v>[^，,。]+?)(?:定居|安家|落户)", "place", temporal=True),
        _f("location", r"(?:一直)?(?:住在|住|生活在|居住在|常住在?)(?!院)(?P<v>.+)", "place"),
        # employer (+ job title)
        _f(
            "employer",
            r"从(?P<v>[^，,。]+?)(?:离职|辞职|退休|被裁)了?",
            "org",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:离开了?|辞掉了?|不在)(?P<v>[^，,。]+?)(?:的工作|工作|上班)?了?$",
            "org",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:跳槽到|跳槽去|跳到|跳槽进|入职|加入|加盟|进入|进了|去了|换到|转到)了?"
            r"(?P<v>[^，,。]+?)(?:做|当|担任)(?P<t>[^，,。]+)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:跳槽到|跳槽去|跳到|跳槽进|入职|加入|加盟|进入|进了|去了|换到|转到)了?"
            r"(?P<v>[^，,。]+?)(?:工作|上班|做|当|担任|任职|$)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"被(?P<v>[^，,。]+?)(?:录用|录取|聘用|雇用|招聘|挖走)",
            "org",
            temporal=True,
        ),
        _f("employer", r"在(?P<v>[^，,。]+?)(?:当|做|担任|任)(?P<t>[^，,。]+)", "org"),
        _f("employer", r"在(?P<v>[^，,。]+?)(?:工作|上班|任职|就职|实习|打工)", "org"),
        _f("location", r"在(?P<v>[^，,。]+?)(?:住|生活)(?!院)", "place"),
        _f(
            "job_title",
            r"(?:升职为|升职成|升为|升任|晋升为|被提拔为|提拔为|转岗为|转行做|改行当|当上了?|成为了?|成了)"
            r"(?P<v>.+)",
            "job",
            temporal=True,
        ),
        _f("job_title", r"(?:是|当|做|担任)(?P<v>.+)", "job"),
        # marital / relationship status
        _f("marital_status", r"(?:和[^，,。]{1,8}?)?结婚了?", constant="已婚", temporal=True),
        _f("marital_status", r"是?已婚", constant="已婚"),
        _f("marital_status", r"(?:和[^，,。]{1,8}?)?离婚了?", constant="离异", temporal=True),
        _f("marital_status", r"是?离异", constant="离异"),
        _f("marital_status", r"(?:和[^，,。]{1,8}?)?分手了?", constant="单身", temporal=True),
        _f("marital_status", r"(?:是|还是|一直)?单身", constant="单身"),
        _f("marital_status", r"(?:和[^，,。]{1,8}?)?订婚了?", constant="订婚", temporal=True),
        _f("marital_status", r"丧偶", constant="丧偶"),
        _f(
            "marital_status",
            r"(?:有了?|交了)(?:女朋友|男朋友|对象|女友|男友)|(?:谈)?恋爱了|脱单了|在谈恋爱",
            constant="恋爱中",
            temporal=True,
        ),
        # diet (before likes: 不吃肉 is a diet, 不吃香菜 a dislike)
        _f(
            "diet",
            r"(?:开始|改|改成|成了|变成了?)(?:吃素|素食者?|素食主义者)",
            constant="素食",
            temporal=True,
        ),
        _f(
            "diet",
            r"(?:改成|变成|成了|开始)了?(?:吃)?纯素",
            constant="纯素",
            temporal=True,
        ),
        _f("diet", r"(?:是)?(?:吃素|素食者|素食主义者|吃斋)", constant="素食"),
        _f("diet", r"(?:不再|不|戒了|戒掉了?)吃肉", constant="素食", temporal=True),
        _f("diet", r"(?:是|吃)?纯素(?:食者|主义者)?", constant="纯素"),
        _f("diet", r"(?:恢复了?|回到了?|改回)?正常饮食", constant="正常饮食", temporal=True),
        _f("diet", r"(?:每顿都|每天都|天天|顿顿)?(?:吃肉|无肉不欢)", constant="吃肉"),
        _f(
            "diet",
            r"(?:在)?(?:吃|做|搞|开始)?(?P<v>生酮|低碳水?|戒糖|清真|轻断食)(?:饮食)?",
            "np",
        ),
        # allergies
        _f(
            "allergies",
            rf"(?:不再|已经不|不)对(?P<v>[^，,。]+?){_DEGREE}过敏",
            polarity=-1,
            temporal=True,
        ),
        _f("allergies", rf"(?:{_FOUND})?对(?P<v>[^，,。]+?){_DEGREE}过敏"),
        _f("allergies", rf"(?:{_FOUND})有?(?P<v>[^，,。对有]{{1,8}}?)过敏"),
        _f("allergies", r"有(?P<v>[^，,。]+?)过敏"),
        _f("allergies", r"(?P<v>[^，,。有对]{1,6}?)过敏"),
        # children
        _f("children", r"(?:没有|没|还没有?)(?:孩子|小孩|娃)", constant="没有孩子"),
        _f(
            "children",
            rf"(?:家里|家)?(?:有了?)?(?P<v>{_NUM}{{1,3}}个?(?:孩子|小孩|儿子|女儿|娃|宝宝|孩|男孩|女孩))",
        ),
        _f("children", r"有(?P<v>(?:个|一对)(?:孩子|儿子|女儿|双胞胎|宝宝))"),
        _f(
            "children",
            r"(?:生了|生下了?|有了|添了|领养了?|收养了?)(?:一个|个|一对)?(?P<v>儿子|女儿|宝宝|孩子|二胎|三胎|"
            r"双胞胎|老二|老三|小宝宝)",
            temporal=True,
        ),
        _f("children", r"当(?:爸爸|妈妈|爸|妈|父亲|母亲)了", constant="有了孩子", temporal=True),
        # pets: gone, then had
        _f(
            "pets",
            rf"把(?:家里?的?)?(?P<v>{PETS})(?:送给[^，,。]+|送人|送走|卖)了?",
            "pet",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "pets", rf"(?:不再|已经不|不|没再)养(?P<v>{PETS})了?", "pet", polarity=-1, temporal=True
        ),
        # pets
        _f(
            "pets",
            rf"(?:家里?|家)?(?:养了?|领养了?|收养了?|买了|有)(?:的是)?(?P<v>{_NUM}{{0,3}}(?:只|条|个|头|匹)?"
            rf"[^，,。]{{0,4}}?(?:{PETS}))",
            "pet",
        ),
        # numbers
        _f(
            "income",
            r"(?:一个月|每月|每个月|一年|每年)?(?:能)?(?:赚|挣|拿|收入)(?P<v>.+)",
            "amount",
        ),
        _f("income", rf"(?:降薪|涨薪|加薪)了?(?:到|至)?(?P<v>{_NUMS})?", "amount", temporal=True),
        _f("rent", r"每(?:个)?月(?:交|付)(?P<v>[^，,。]+?)(?:的)?房租", "amount"),
        _f("rent", rf"(?:只有|要|得|交|付)?(?P<v>{_NUMS})$", "amount", needs=_RENT),
        _f("income", rf"(?:只有|能拿|拿|有)?(?P<v>{_NUMS})$", "amount", needs=_INCOME),
        _f(
            "weight",
            r"(?:瘦到了?|胖到了?|减到了?|减肥到了?|重)(?P<v>.+)",
            "weight",
            temporal=True,
        ),
        _f("weight", rf"(?P<v>{_NUM}+\s*(?:斤|公斤|kg))", "weight"),
        _f("age", r"(?:满)?(?P<v>\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁", "age"),
        # a favourite without a category (现在最爱荔枝, 最爱吃饺子): see .categories
        _f(
            "favourite:{x}",
            r"(?:真的|其实|还是)?最(?:喜欢|爱)(?!的)(?P<verb>吃|喝|听|玩|打|踢)?(?P<v>[^，,。]+)",
        ),
        # likes / dislikes
        _f(
            "likes",
            r"(?:不再|已经不|再也不)(?:喜欢|爱|吃|喝|碰)(?P<v>.+)",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:不太|不怎么|一点也不|并不|不)(?:能)?(?:喜欢|爱吃|爱喝|爱|吃|喝|碰)(?P<v>.+)",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:很|非常|特别|超级?|最)?(?:讨厌|受不了|反感|厌恶|烦)(?P<v>.+)",
            polarity=-1,
        ),
        _f("likes", r"(?:戒了|戒掉了?)(?P<v>.+)", polarity=-1, temporal=True),
        _f(
            "likes",
            r"(?:(?:把|从)[^，,。]+?)?(?:改喝|改吃|改玩|换成了?|改成了?)(?P<v>.+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:很|非常|特别|超级?|挺|真的|蛮|还挺|也|一直|越来越|最)*(?:喜欢|爱吃|爱喝|爱上了?|迷上了?|"
            r"热爱|爱|偏爱|钟爱)(?P<v>.+)",
        ),
    )


FRAMES: tuple[Frame, ...] = _frames()

#: ``favourite:<x>`` keys shared with English, so 最喜欢的颜色 ≡ favourite colour.
X_KEYS = {
    "颜色": "colour", "电影": "movie", "影片": "movie", "运动": "sport", "水果": "fruit",
    "季节": "season", "书": "book", "歌手": "singer", "乐队": "band", "食物": "food",
    "菜": "food", "城市": "city", "歌": "song", "动物": "animal", "饮料": "drink", "花": "flower",
    "游戏": "game", "演员": "actor", "作家": "author", "品牌": "brand", "节日": "holiday",
    "球队": "team", "明星": "star", "国家": "country", "电视剧": "show", "小说": "novel",
    "甜点": "dessert", "零食": "snack", "茶": "tea", "咖啡": "coffee", "餐厅": "restaurant",
}  # fmt: skip


def x_key(x: str) -> str:
    """The ``<x>`` of ``favourite:<x>`` (颜色, 电影…)."""
    x = re.sub(r"^(?:一个|一部|一首|一本|种|个)", "", clean_display(x)).strip()
    return X_KEYS.get(x, x)


def non_statement(clause: str) -> bool:
    """Questions and greetings state no fact."""
    stripped = clause.strip()
    return bool(QUESTION.search(stripped)) or bool(GREETING.match(stripped))


_SUBJ = r"(?P<s>我们|我|该用户|用户)"
_ADVS = rf"(?P<a>(?:{TIME_WORDS})*)"
#: Clefts back in statement order: 我喜欢的是摇滚 → 我喜欢摇滚, 我过敏的是头孢 / 让我过敏的是头孢 /
#: 是头孢让我过敏 → 我对头孢过敏, 我是在腾讯上班的 → 我在腾讯上班; and 不是X，(而)是Y → 是Y，不是X.
REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"^(?P<h>[^，,。]*?)(?:并|可)?不是(?P<o>[^，,。]+?)[，,]?\s*(?:而|反而)?是(?P<n>[^，,。]+)"
        ),
        r"\g<h>是\g<n>，不是\g<o>",
    ),
    (
        re.compile(
            rf"^{_SUBJ}{_ADVS}(?P<m>(?:也|都|还|真的|其实|最|一直|比较|更|真正)*)"
            r"(?P<v>喜欢|爱吃|爱喝|爱|讨厌|受不了|不喜欢)的(?:其实|就|也|倒)?(?:是|就是)(?P<x>[^，,。？?]+)$"
        ),
        r"\g<s>\g<a>\g<m>\g<v>\g<x>",
    ),
    (
        re.compile(
            rf"^{_SUBJ}{_ADVS}(?:最|真正)?过敏的(?:其实|就|也)?(?:是|就是)(?P<x>[^，,。？?]+)$"
        ),
        r"\g<s>\g<a>对\g<x>过敏",
    ),
    (
        re.compile(
            r"^(?:让|令|使)(?P<s>我们|我|用户)过敏的(?:其实|就)?(?:是|就是)(?P<x>[^，,。？?]+)$"
        ),
        r"\g<s>对\g<x>过敏",
    ),
    (
        re.compile(
            r"^(?:其实|就)?是(?P<x>[^，,。]{1,10}?)(?:让|令|使)(?P<s>我们|我|用户)过敏(?:的)?$"
        ),
        r"\g<s>对\g<x>过敏",
    ),
    (
        re.compile(rf"^{_SUBJ}{_ADVS}是(?P<r>(?:在|从|对|跟|和)[^，,。]+?)的$"),
        r"\g<s>\g<a>\g<r>",
    ),
)
#: Text naming a value the sentence replaces: …，不是爵士乐 / 而不是爵士乐 / 把咖啡换成….
CONTRAST = re.compile(
    r"(?:^|[，,。；;：:])\s*(?:而|并|但|可)?不(?:再)?是([^，,。；;！!？?]+)|而不是([^，,。；;！!？?]+)|"
    r"(?:把|从)([^，,。]+?)(?:换成|改成|变成|改喝|改吃|改玩|换到|转到)"
)
SWITCH = re.compile(r"改喝|改吃|改玩|改听|换成|改成|转而")
CORRECTION = re.compile(r"说错|打错|写错|更正|纠正|搞错|口误|记错|不好意思|其实|不对")
ADDITIVE = re.compile(r"也|又|还有|另外|另一|都|再")

CHINESE = Language(
    code="zh",
    clause_split=re.compile(r"(?<=[。！？!?；;])|[，,、]"),
    subject=SUBJECT,
    possessive=POSSESSIVE,
    adverbial=ADVERBIAL,
    aux=AUX,
    blocker=BLOCKER,
    conditional=CONDITIONAL,
    temporary=TEMPORARY,
    frames=FRAMES,
    cleaners=CLEANERS,
    non_statement=non_statement,
    change_marker=CHANGE,
    x_key=x_key,
    implied_subject="我",
    rewrites=REWRITES,
    contrast=CONTRAST,
    switch=SWITCH,
    correction=CORRECTION,
    additive=ADDITIVE,
)
