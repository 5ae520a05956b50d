"""Chinese fact grammar: word lists, verb frames and value cleaners (see :mod:`.grammar`).

Chinese puts time words and aspect particles around the verb (我上个月跳槽到了腾讯,
我现在不吃辣了): adverbials are skipped before and after the subject, and 了/过 after a
verb or at the end never reach a value.
"""

from __future__ import annotations

import re

from memory_ext.extraction import zh_casual, zh_everyday
from memory_ext.extraction.grammar import CJK_PAUSE, Cleaner, Frame, Language, frame
from memory_ext.extraction.normalise import clean_display
from memory_ext.extraction.people import PEOPLE_ZH
from memory_ext.extraction.zh_rewrites import REWRITES
from memory_ext.extraction.zh_updates import (
    ALLERGY_TALK,
    BY_SEX,
    FIRST,
    GIG_WORK,
    HOME_KIND,
    NOT_LODGING,
    hotel,
)
from memory_ext.extraction.zh_words import (
    DIETS,
    DISTRICT,
    FULL_NAME,
    FUTURE,
    HOTELS,
    JOBS,
    MONTH,
    PETS,
    PLACE,
    SETTLED_FROM_NOW,
    is_place,
)

# re-exported for graph.py: mypy strict wants an explicit re-export
from memory_ext.extraction.zh_words import TIME_WORDS as TIME_WORDS  # noqa: PLC0414

_NUM = r"[\d一二两三四五六七八九十百千万亿零〇.,，]"
#: Time words of two characters or more: these may end a value, single ones (都, 还) may
#: not (成都, 还是).
_TIME_CUT = "|".join(
    # a month is no time word before 天 (the band 五月天)
    "个?月(?!天)" if w == "个?月" else w
    for w in TIME_WORDS.split("|")
    if len(w) > 1 and not re.search(r"[\\()]", w)
)
_TIME_CUT += f"|{MONTH}"  # its entry in TIME_WORDS has a lookahead
#: A reporting verb (用户说…) or a leading subordinate phrase (跳槽以后…, 退休后…).
_LEAD = (
    # alone: 我一个人住在广州
    r"(?:一个人|独自)(?=住|生活|在)|"
    # with whom one travels: 这几天带娃在三亚玩
    r"带(?:着)?(?:娃|孩子|小孩|老婆|老公|爸妈|父母|家人|全家|女朋友|男朋友|对象)(?=在|去|来|到)|"
    # why one is away, before where one sleeps: 这周出差住在虹桥的全季酒店
    r"(?:出差|旅游|旅行|度假|开会|培训)(?=住)|"
    # a check-out before the next stop: 今天已经退房到杭州了
    r"(?:退房|退了房|办完退房|办了退房)了?(?=到|去|转|飞|来|回|换)|"
    # a flat by its rooms, before what it costs: 一室一厅每个月5200
    rf"(?:{HOME_KIND})(?=每|一个月|月租|[\d])|"
    # whenever one is free, before what one does then: 我没事就喜欢拼乐高, 一有空就…
    r"(?:闲着)?没事(?:的时候)?(?:就(?!是)|都)|(?:一)?有空(?:的时候)?(?:就(?!是)|都)|闲下来(?:的时候)?(?:就|都)|"
    r"就是(?=受不了|讨厌|不喜欢|不爱|怕|接受不了|吃不了|吃不惯|看不下去|听不下去)|"
    r"(?:上秤|一称|称了?一?下)(?:一看|发现)?|"
    # what one has kept at for that span: 减肥三个月终于到68kg了
    r"(?:减肥|减重|减脂|瘦身|健身|增肌|运动|节食)(?=(?:\d{1,2}|[一二两三四五六七八九十几半]+)多?个?(?:月|星期|礼拜|周|年))|"
    # a span (三个月瘦到了118斤, 半年胖到了…)
    r"(?:\d{1,2}(?!\d)|[一二两三四五六七八九十几半]+)多?个?(?:月|星期|礼拜|周|年)(?:来|内|里|之内|以来|下来)?(?![前后]|了|的|生)|"
    # what a doctor or a test says of the user: 医生说青霉素已经不过敏了, 皮试结果显示对头孢过敏
    r"(?:医生|大夫|医院|检查结果|化验结果|检测结果|皮试结果|报告)(?:说|讲|告诉我|显示|表明|确认)(?:了)?(?:是(?=[^，,。]{1,8}过敏))?|"
    r"说(?!唱|相声)|表示|提到|提过|告诉我|从[^，,。我]{1,6}?(?:开始|起)|只(?=吃|喝)|(?:辞职|离职|毕业|退伍|裸辞)(?=转|去|当|做|回|搬|来|到|进|加入|入职)|"
    # (a plan is no lead: 我打算以后搬到杭州, 我想毕业以后…)
    r"(?:(?!想|打算|准备|计划|考虑|希望|要|等)[^，,。我]){1,6}?(?:以后|之后|后(?![端台面勤期天悔妈备果])|的时候)"
)
ADVERBIAL = re.compile(rf"(?:\s|[，,、]|(?:{TIME_WORDS})|(?:{_LEAD}))")
#: 我们 (we) includes the user: 我们搬到了杭州, 我们一家在大理定居了.
#: 我 as an object (朋友推荐我去成都玩, 医生怀疑我对海鲜过敏) is no subject.
_NOT_SUBJECT = (
    "".join(
        f"(?<!{w})"
        for w in [
            "推荐",
            "建议",
            "怀疑",
            "担心",
            "以为",
            "觉得",
            "认为",
            "鼓励",
            "邀请",
            "希望",
            "打算",
            "想让",
            "准备",
            "安排",
            "通知",
            "要求",
        ]
    )
    + "(?<![让叫劝带帮请陪送给替催逼约怕猜派])"
)
#: 我和老公 / 我跟家人一起 include the user too.
SUBJECT = re.compile(
    rf"{_NOT_SUBJECT}(?:(?:我|该用户|用户)(?:和|跟|与|同)(?:我的?|他的?|她的?)?(?:{PEOPLE_ZH})"
    r"(?:一起|俩|两个)?|该用户|用户|本人|我们一家(?:三口|四口|五口|人|子)?|我们家(?!里)|我们俩|我俩|咱俩|咱们|我们|我家(?!里)|我|"
    # dialect: 俺在郑州住了十来年了, 咱回天津了 (俺们 / 咱 for we)
    r"俺们|俺(?!家里)|咱家(?!里)|咱)"
)
POSSESSIVE = re.compile(
    r"(?:该用户的|用户的|我们的|我的|我家的|本人的|俺的|咱的|该用户|用户|我们|本人|我|俺|咱)"
)
AUX = re.compile(
    r"(?:是|已经是|还是|为(?!了|什么|何|啥)|正(?=在)|在(?=工作|上班)|人(?=在|已经|到|还在)|本人|应该(?=算))"
)
BLOCKER = re.compile(
    r"(?:想要|想|打算|准备|计划|考虑|希望|可能|也许|或许|要不要|该不该|将要|将会|会不会|应该(?!是|说是|算)|梦想|"
    r"想着|要去|要搬|要跳槽|要换|得去|需要|不一定|说不定|以前|之前|过去|曾经|从前|原来|"
    r"在考虑|正在考虑|在想|在犹豫|犹豫|纠结|琢磨|盘算|有意|争取|尽量|努力|试着|申请|面试|"
    r"投了|想去|要不|没准|估计|大概率|差点|差一点|会(?!计|议|员)|"
    rf"要(?!求|好|{_NUM})|{FUTURE})"
)
#: A follow-up question that ends the sentence (我其实住在镇江，…，从镇江出发的话呢？): its
#: condition is the question's own, not the statements' before it.
_FOLLOW_UP = r"(?![^，,。！!？?]*?呢\s*[？?]*\s*$)"
CONDITIONAL = re.compile(
    rf"(?:如果|假如|(?<![主需重总])要是){_FOLLOW_UP}|假若|若是|万一|假设|假使|倘若|即使|哪怕|就算|一旦|除非|只要|"
    # 的话 as a topic (奶茶的话我最爱伯牙绝弦) sets no condition
    rf"的话{_FOLLOW_UP}(?![，,]?\s*(?:我|用户)?(?:现在|平时)?最(?:喜欢|爱))|"
    rf"(?<=[下有没累忙去来在是要想会能可雨天冷热饿困空闲])的话{_FOLLOW_UP}|"
    # 等下，/ 等等！opens a sentence as "wait", not as "when"
    r"^\s*(?:等我|等到|等(?!下我?[，,]?\s*我?(?:记错|说错|打错|搞错|写错)|一下[，,]?\s*我?(?:记错|说错|打错|搞错|写错)|(?:一?下|等)[，,！!～~\s])|将来|到时候|(?:今后|往后|以后)(?!就[^，,。？?]*了(?:$|[，,。！!])))|"
    # a plan that opens the sentence spans the clauses after it (我打算换酒店，搬到海棠湾的希尔顿)
    r"^\s*(?:我|用户|该用户)?(?:最近|现在|这周|今年|一直)*(?:打算|准备(?!好)|计划(?!赶不上)|想要|考虑(?!到))[^，,。]*[，,]|"
    # something eyed and weighed up (看中一个新小区，月租3200，你觉得值不值得换): not the user's yet
    r"(?:看中|看上|相中|看好|在看|看了|看到|中介推荐|有人推荐)了?[^。！？!?]{0,30}"
    r"(?:值不值|值得吗|值得换|要不要|该不该|划不划算|划算吗|合不合适|贵不贵)"
)
QUESTION = re.compile(
    r"[?？]\s*$|吗\s*[。.!！]?$|(?<![了着])呢\s*$|难道|(?<!没)什么(?![都也])|哪里|哪儿|哪个|哪家|哪座|哪|谁|几岁|几个|多少|(?<!不)怎么|"
    r"为什么|为何|是不是|有没有|是否|对吧|(?<!不)对不对|记得.*吗"
)
GREETING = re.compile(r"^\W*(?:你好|您好|嗨|哈喽|谢谢|多谢|早上好|晚上好|晚安|再见|拜拜)\W*$")
#: How long a stay lasts (住一个月, 待上半个月, 住一段时间, 住到月底); 住了十年了 says how
#: long one has lived somewhere, so a month count followed by 了 is no bound.
_STAY_LENGTH = (
    r"[\d一二两三四五六七八九十几半]+(?:[~～到至-][\d一二两三四五六七八九十几半]+)?(?:个)?(?:天|晚|夜|周|星期|礼拜)|"
    r"[\d一二两三四五六七八九十几半]+个多?月(?![了多])|一段时间|段时间|一阵子?|些日子|几天|"
    r"到(?:月底|年底|下个?月|过完年|开学|节后)"
)
TEMPORARY = re.compile(
    r"这周末|这个周末|本周末|这周|这个星期|这星期|本周|这礼拜|这几天|这两天|出差|旅游|旅行|度假|玩几天|酒店|宾馆|民宿|"
    r"临时|暂时|短期|开会|参会|培训|下周回|借住|过几天|这趟|周末回|下周一回|人在|展会|会议|"
    r"探亲|走亲戚|回娘家|出游|自驾|露营|游玩|游学|访学|看展|看演唱会|暂住|小住|蜜月|休假|年假|"
    rf"(?:待|呆|玩|住)(?:上|了)?(?:{_STAY_LENGTH})|"
    r"住(?:在)?(?:朋友|亲戚|同学|同事|父母|爸妈|姐姐|哥哥|妹妹|弟弟|闺蜜)家|再待|就回去|"
    r"见客户|拜访客户|见个客户|的事(?:情|儿)?(?:都)?办完了|的会(?:都)?开完了|"
    r"回来了再|转机|中转|过境|落地|下(?:了)?(?:飞机|高铁|火车)|就回|开完会|办完事|过年|过节|春节|国庆|"
    r"客栈|青旅|青年旅舍|旅馆|旅店|招待所|度假村|换酒店|换了?(?:家|个)酒店|"
    rf"{HOTELS}|"
    rf"(?:{_STAY_LENGTH})(?:都|就)?(?:住|待|呆)"
)
_CORRECTION = re.compile(
    r"打错|说错|写错|记错|更正|纠正|不好意思|抱歉|不对|搞错|口误|说岔|说得不准|说的不准|说快了"
)
_NAME_CONTEXT = re.compile(r"名字|改名|叫我|称呼|姓名")
_RENT = re.compile(rf"房租|房东|租金|月租|租的|租房|租了|{HOME_KIND}")
_PET_CONTEXT = re.compile(
    r"猫|狗|兔子|仓鼠|鹦鹉|金鱼|乌龟|宠物|柯基|柴犬|金毛|泰迪|哈士奇|布偶|英短|比熊|边牧|拉布拉多|萨摩耶|"
    r"博美|龙猫|蜥蜴|兽医|领养"
)
_INCOME = re.compile(r"工资|薪|收入|赚|挣|到手|月入|年入|期望")
#: A fasting window: 16:8, 16+8.
_RATIO = r"\d{1,2}\s*[:：+]\s*\d{1,2}"
#: A child as one announces its birth.
CHILD = (
    r"儿子|女儿|小宝宝|宝宝|孩子|二胎|三胎|双胞胎|龙凤胎|老二|老三|闺女|千金|贵子|小公主|公主|"
    r"小王子|王子|男孩|女孩|男宝|女宝|二宝|三宝|大胖小子"
)
#: A birth in a sentence that also counts the children (又添了个儿子，现在两个孩子了; 宝宝出生了，
#: 现在有一个儿子了): the count says more.
_NO_COUNT = re.compile(
    r"^(?!.*(?:[两二三四五六\d]个(?:孩子|娃|小孩|宝宝)|(?:有了?|现在|一共)[一两二三四五六\d]个"
    r"(?:儿子|女儿|闺女)))",
    re.S,
)
#: An age in a sentence about a child or a pet is theirs (我有个儿子，今年五岁).
_NO_KID = re.compile(
    rf"^(?!.*(?:孩子|小孩|儿子|女儿|闺女|娃|宝宝|老大|老二|{CHILD}|{PETS})).*", re.S
)
#: A weight in a sentence announcing a birth is the baby's (宝宝出生了，七斤二两); 生完孩子以后，
#: 我现在是135斤 is the user's.
_NO_BIRTH = re.compile(r"^(?!.*(?:出生|落地|降生|诞生|出世|生了|生下)).*", re.S)
_THIS_YEAR = re.compile(rf"^(?=.*今年)(?!.*(?:孩子|小孩|儿子|女儿|闺女|娃|宝宝|{PETS})).*", re.S)
#: A return home that is a move, not a visit: 不在北京住了，回了老家西安.
_MOVED = re.compile(
    r"不在.{1,6}(?:住|待|呆|生活|工作)|搬|定居|长住|发展|不走了|离开|不回来|远程办公|远程工作|"
    r"(?:待|呆|混)不下去|[北沪深杭广]漂"
)
#: A return to a city (not one's 老家) that is a move: the sentence ends a life elsewhere
#: (北京待不下去了，回了郑州 / 北漂十年…); 离开三亚，回北京 may end a trip.
_MOVED_BACK = re.compile(
    r"不在.{1,6}(?:住|待|呆|生活)|搬|定居|不走了|不回来|(?:待|呆|混)不下去|[北沪深杭广]漂|"
    r"[待住呆](?:了)?[\d一二两三四五六七八九十几半]+多?年(?!了)"
)
#: A sentence that moves house or city, so a bare 在X after it is the new home
#: (我搬回老家了，在合肥 / 换了个城市生活，现在在成都).
_MOVE = re.compile(
    rf"搬|换了?(?:个|一个)?城市|定居|安家|移居|迁居|调动|调过来|租了|长住|默认|{SETTLED_FROM_NOW}|"
    rf"不在(?:{PLACE})(?:住|生活|待|呆)?了|离开(?:了)?(?:{PLACE})了?[，,]|"
    r"住在[^，,。]{0,8}(?:宿舍|房子|公寓|小区|家)|"
    # 我回老家了，长沙，工作也在这边找好了: a job found there makes the return a move
    r"工作[^，,。]{0,6}(?:找好|找到|定下来|落实)了"
)
_PARENTS = (
    r"(?:我的?)?(?:爸妈|父母|老人家|老人|家人|老爸|老妈|爸爸|妈妈|爸|妈|爷爷|奶奶|外公|外婆|姥姥|"
    r"姥爷|公婆|岳父母)"
)
#: A visit, not a move: the sentence bounds the stay (这个月, 住一个月, 暂时) or keeps one's
#: parents company (回老家陪爸妈), and names no move (搬, 定居, 辞职回老家, 住了十年).
BOUNDED = re.compile(
    r"^(?!.*(?:搬|定居|安家|落户|扎根|长住|常住|不走了|发展|辞职|离职|裸辞|买了?房|开始|上班|工作|"
    r"入职|以后|[\d一二两三四五六七八九十几]+多?年|十来年))"
    rf"(?=.*(?:这个月|本月|这阵子?|这段时间|这些天|这几天|这两天|暂时|临时|陪(?:陪)?{_PARENTS}|"
    rf"看望|探望|照顾{_PARENTS}|(?:住|待|呆)(?:上)?(?:{_STAY_LENGTH})))",
    re.S,
)
#: A stay needs a trip or a visit in its sentence (我这周在东京; 我在东京 alone is no stay).
_AWAY = re.compile(f"{TEMPORARY.pattern}|{BOUNDED.pattern}", re.S)
#: A sentence that leaves a job or names one's trade (我是做金融的), so a bare 在X after it
#: is the workplace.
_ORG_KIND = r"国企|外企|央企|私企|民企|大厂|上市公司|事业单位|小公司|创业公司|互联网公司|银行|律所"
_LEFT_JOB = re.compile(
    r"离开|离职|辞职|不干了|跳槽|换工作|换了(?:份|个|一份)?工作|换了家公司|找到了?(?:新)?工作|入职|^[^，,。]{0,4}(?:做|干)[^，,。]{1,6}的[，,]|"
    rf"[，,]\s*(?:是)?(?:一家|家|个)?(?:{_ORG_KIND})(?=[，,。！!]|$)"
)
#: A correction in a sentence about work: 说错了，是建设银行，中行是我之前实习的地方.
_WORK_CORRECTION = re.compile(
    r"^(?=.*(?:打错|说错|写错|记错|更正|纠正|搞错|口误|不对))(?=.*(?:上班|工作|实习|公司|单位|入职|任职|就职))",
    re.S,
)
#: Out of work only when the sentence names no next job (离职了，明天开始去网易上班 / 离职了，
#: 上周正式入职字节跳动).
_NO_NEXT_JOB = re.compile(
    rf"^(?!.*(?:(?:去|到|进|加入|入职)[^，,。]{{1,12}}?(?:上班|工作|报到|报道|入职)|"
    rf"(?:^|[，,])(?:(?!打算|准备|计划|想|考虑|希望|争取|申请|该不该|要不要|要|会|可能|如果|要是)[^，,。])*?"
    rf"(?:入职|加入|跳槽到|跳槽去|跳到|签约)了?[^，,。]{{2,}}|{GIG_WORK}))",
    re.S,
)
_JOB_CONTEXT = re.compile(
    r"跳槽|工作|上班|入职|离职|辞职|辞了|干得|干了|offer|公司|单位|面试|老板|同事|加班|新东家|"
    r"不在(?!家)[^，,。]{1,10}了"
)
_OFFER_TAKEN = re.compile(
    r"^(?!.*(?:还没|考虑|犹豫|纠结|不去|没去|拒绝|要不要|该不该|还是|想想)).*", re.S
)
CHANGE = re.compile(
    r"刚|现在|已经|搬|跳槽|不再|最近|如今|上个月|上周|去年|今年|终于|了|换成|变成|改成|涨到|"
    r"降到|升到|开始|从此|离职|辞职|入职|加入|结婚|离婚|分手|更正|纠正|其实|不是.+而是|目前|"
    r"报到|打错|说错|写错|记错|搞错|口误|领证|应该说是|排第二|往后稍|往后排|让位|靠边站"
)

_CUT = re.compile(
    r"(?:[，。！？,.!?；;、：:（(]|(?<![A-Za-z])\s|\s(?![A-Za-z])|了(?!解)|啦|呢|吧(?!唧)|啊|哦|呀|的时候|以后|之后|以来|工作|上班|"
    r"去了|去|来了|继续|(?:小|暂|借|寄)?住|生活|做|当(?!劳|代|地|年|时|然|初|天|晚|场|面|前|中|家|红)|担任|任职|出差|旅游|旅行|度假|开会|玩|因为|所以|但是|不过|而且|"
    r"(?:(?<![成京首宁])都)?(?:快|已经|有|差不多|满|刚满)*[\d一二两三四五六七八九十几半]+多?个?(?:月|年|天|周|星期|礼拜)"
    r"(?![份底初天])|第[\d一二两三四五六七八九十几]+(?:个)?(?:天|周|星期|礼拜|月|年)|"
    rf"和我|跟我|附近|那个味|那股味|那种味|的味道|的味儿|那味儿|{_TIME_CUT}|$)"
)
_EDGE = re.compile(
    r"^(?:了|在|到|去|来|于|的是|是)+|(?:了|啦|呢|的|去|(?<![蔚未将原后本以从])来)+$"
)


def _np(raw: str) -> str:
    raw = _EDGE.sub("", raw.strip())
    m = _CUT.search(raw, 1) if raw else None
    value = raw[: m.start()] if m else raw
    value = _EDGE.sub("", value)
    if re.match(r"[我你他她它的]", value):  # 我喜欢我现在的工作: a person, not a value
        return ""
    return clean_display(value) if 0 < len(value) <= 20 else ""


_NOT_PLACE = re.compile(
    r"^(?:这|那|哪)|^(?:家|外地|别处|这边|那边|本地|当地|市区|郊区|出差|旅游|旅行|度假|开会|培训|装修|翻修|施工|"
    rf"机场|路上|高铁上|车上|公司|单位|学校|宿舍|医院|工地|店里)$|^(?:我的?)?(?:{PEOPLE_ZH})$|"
    # a direction after 住 (住下来了, 住进去) or a count (领回来一只小狗) names no place
    rf"^(?:下|下来|进来|进去|过来|过去|不下|不惯|得惯|得下|{HOME_KIND})$|^[\d一两二三四五六七八九十几半]+个?(?:天|晚|夜|周|星期|礼拜)|^[\d一两二三四五六七八九十几]+(?:只|条|个|头|位|件|本|套|台)"
)


def _place(raw: str) -> str:
    if named := hotel(_EDGE.sub("", raw.strip())):
        # 海棠湾的希尔顿 → 希尔顿: where one sleeps, not the district; a brand's own line keeps
        # its whole name (南山的希尔顿欢朋 → 希尔顿欢朋, not 希尔顿)
        line = rf"(?<=的){re.escape(named)}[\u4e00-\u9fff]{{1,3}}?(?=$|[，,。！!？?\s])"
        whole = re.search(line, raw)
        # (搬到外滩的希尔顿了: 了 is no part of the name)
        name = re.sub(r"[了啦呢吧啊呀哦嘛住]+$", "", whole.group(0)) if whole else named
        if not re.search(r"(?:酒店|宾馆|那边|这边|附近|旁边)$", name):
            return name
        return named
    value = _np(raw)
    # 杭州下面的桐庐 → 桐庐: the place itself, not what it lies in or near
    value = re.sub(r"^[^，,。]{0,8}?(?:下面|下辖|旁边|附近|边上|郊区)的(?=.)", "", value)
    # 老婆老家绍兴 → 绍兴: the place, not whose home it was
    value = re.sub(rf"^[^，,。]{{0,6}}?(?:老家|家乡|的家|家)(?=(?:{PLACE})$)", "", value)
    if re.search(r"(?:房子|新房|出租屋|宿舍|公寓|新家|老房子)$", value) and not re.match(
        PLACE, value
    ):
        return ""  # 自己买的房子 names no place
    # 北京朋友家 → 北京: the place, not whose home one sleeps in
    value = re.sub(rf"^(?P<p>{PLACE})的?(?:{PEOPLE_ZH})的?(?:家里|家)$", r"\g<p>", value)
    value = re.sub(r"(?:的?(?:酒店|宾馆|民宿|公寓|家里|家|这边|那边|一带|市区))$", "", value)
    return "" if not value or _NOT_PLACE.search(value) else value


#: A street or a spot in a city (成都春熙路, 杭州西湖边): where in it one sleeps.
_SPOT = re.compile(r"(?:路|街|大道|巷|胡同|广场|商圈|景区|站|机场|附近|一带|边|旁边|那边|这边)$")


#: Where one sleeps, as said, when the place tells it from others: a spot, then a lodging
#: that is no chain (三亚亚龙湾的一家民宿 → 三亚亚龙湾的民宿), or a branch of a chain pointed at
#: (福田那家希尔顿欢朋 → 福田的希尔顿欢朋); a hotel after its district is the hotel (see
#: :func:`_place`). The head names no person, no vague spot (附近的民宿).
_LODGING = re.compile(
    r"(?P<h>(?!附近|旁边|这边|那边|一家|家|小|便宜|这|那|朋友|公司|学校)[^，,。的\s]{2,10}?)"
    r"(?:的(?:一家|一个|家|个)?(?P<l>[^，,。的\s]{0,6}?(?:民宿|客栈|青旅))|"
    rf"(?:那家|这家)(?P<b>(?:{HOTELS})[\u4e00-\u9fff]{{0,4}}?|[^，,。的\s]{{0,6}}?(?:民宿|客栈|青旅|酒店|宾馆)))"
)


def _lodging(raw: str) -> str:
    """The lodging of a stay as said, with the place that tells it from others (三亚亚龙湾的
    民宿, 福田那家希尔顿欢朋 → 福田的希尔顿欢朋); empty when ``raw`` names none so."""
    text = re.split(r"[，,。！!？?；;\s]", _EDGE.sub("", raw.strip()), maxsplit=1)[0]
    m = _LODGING.fullmatch(text)
    if m is None or re.search(PEOPLE_ZH, m["h"]):
        return ""
    return f"{m['h']}的{m['l'] or m['b']}"


def _stay(raw: str) -> str:
    """A stay's place without where in it one sleeps: 上海的全季酒店 → 上海, 成都春熙路附近的
    酒店 → 成都."""
    value = _place(raw)
    if hotel(_EDGE.sub("", raw.strip())):
        return value
    head = value.split("的", 1)[0]
    city = re.match(PLACE, head)
    if city and _SPOT.search(head[city.end() :]):
        return city.group(0)
    return head if head and not _NOT_PLACE.search(head) else value


#: Not an employer: a place (我在杭州上班 says where the user lives), or no name at all.
_NOT_ORG = re.compile(
    r"^(?:这|那|哪|一家|某)|^(?:县城|老家|市里|城里|乡下|农村|镇上|村里|本地|当地|外面|家附近|"
    r"家|公司|一家公司|单位|新公司|老公司|东家|新东家|老东家|外地|家里|学校|新单位|大厂|外企|国企|"
    r"央企|私企|小公司|创业公司|一家外企|一家国企|一家创业公司|一家小公司|饭店|餐厅|餐馆|超市|商场|"
    r"工厂|厂里|工地|仓库|物流公司|快递公司)$"
)


def _fast(raw: str) -> str:
    """A fasting plan by its ratio (18:6 → 18:6轻断食); a clock time (说错了，是18:10) is none:
    the hours of a day's window add up to 24 (or it is the 5:2 of days)."""
    hours = re.sub(r"\s", "", raw).replace("：", ":")
    a, _, b = hours.partition(":")
    if not (a.isdigit() and b.isdigit()) or (int(a) + int(b) != 24 and (a, b) != ("5", "2")):
        return ""
    return hours + "轻断食"


def _org(raw: str) -> str:
    value = re.sub(rf"^(?:{PLACE})的", "", _np(raw))  # 北京的字节跳动 → 字节跳动
    if re.fullmatch(rf"(?:{PLACE})*(?:{DISTRICT})", value):
        return ""  # 广州天河: a district of a city, no employer
    return "" if not value or _NOT_ORG.search(value) or is_place(value) else value


#: Not a workplace but what one does (现在在家带娃, 在准备考研, 在休息).
_DOING = re.compile(
    r"^(?:家|老家)|带娃|带孩子|休息|休假|玩|准备|考研|考公|备考|学习|读书|上学|读研|读博|念书|"
    r"上课|健身|调整|养病|养胎|找|陪|忙|旅游|旅行|路上|等|医院"
)


def _allergen(raw: str) -> str:
    """What one is allergic to, without how it shows: 海鲜一吃就 → 海鲜, 一喝就 → nothing."""
    value = re.sub(
        r"(?:一|只要)?(?:吃|喝|碰|用|闻|接触|沾)(?:到|了)?(?:就|会|都会|也会)?$", "", _np(raw)
    )
    if re.fullmatch(r"(?:没有?|没啥|没什么|啥|什么|任何|都不|啥都|什么都)[^，,。]{0,2}", value):
        return ""  # 没啥过敏的: no allergen named
    return "" if not value or re.fullmatch(r"[一就会都也还]+", value) else value


def _corrected_org(raw: str) -> str:
    """An employer named in a bare correction: an organisation, not a title (是护士)."""
    value = _org(raw)
    return "" if not value or re.search(rf"(?:{JOBS})$", value) else value


def _workplace(raw: str) -> str:
    """An employer named bare after 在 (现在在荣耀), not an activity or a place."""
    value = _org(raw)
    return "" if not value or _DOING.search(value) else value


def _name(raw: str) -> str:
    value = re.split(
        r"[，。！？,.!?；;、\s]|不是|而不是|吧|啊|哦|呀|就行|就好|就可以|好了|即可",
        raw.strip(),
        maxsplit=1,
    )[0]
    value = _EDGE.sub("", value)
    if re.fullmatch(r"(?:我|你)?(?:这|那)(?:个|样)?(?:名字)?|它|这名|新名字", value):
        return ""  # 以后就叫我这个: the name said before, not a new one
    return clean_display(value) if 0 < len(value) <= 12 else ""


#: What a word that starts with a surname yet is no name ends in: 高中生, 江西人, 金牛座,
#: 单身狗, 路痴, 白领, 左撇子, 李老师, 周末, 夏天 (and the words 华为, 丁克).
_NOT_NAME = re.compile(
    r"[人座生狗族党控迷粉友妈爸娃型子者痴领主奴婆客手货胎嫂哥姐弟妹总工鬼猫狂精侠盲民户代们长员"
    r"师士农商宝的质层身天末午晚季节]$|^(?:华为|丁克|海归|安卓)$"
)


def _full_name(raw: str) -> str:
    """A bare name (我是陈嘉怡, 打错了，是王小明): a surname and one or two characters, and
    no word that merely starts with a surname (我是高中生)."""
    value = _name(raw)
    if (
        not FULL_NAME.match(value)
        or _NOT_NAME.search(value)
        or re.search(rf"(?:{JOBS})$", value)
        or is_place(value)
    ):
        return ""
    return value


#: A figure: digits (with 万/千 and a digit after: 1万5, 1.5万) or Chinese numerals (两万三),
#: never digits running on into a numeral word (4500一个月 is 4500).
_FIGURE = r"(?:\d[\d.,，]*(?:\s*[~～-]\s*\d[\d.,，]*)?(?:\s*[万千]\d*)?|[零〇一二两三四五六七八九十百千万亿]+)"
_AMOUNT = re.compile(
    r"(?:大约|大概|差不多|将近|超过|只有|才|税前|税后|到手|实发|基本|约|有)*"
    rf"(?P<a>[¥￥$]?\s*{_FIGURE}\s*(?:多|来)?\s*(?:万元|万块|万|千|"
    r"kg|KG|公斤|斤|k|K|w|W|元|块钱|块|人民币|美元|美金)?(?:多)?)"
)


def _amount(raw: str) -> str:
    raw = re.sub(
        r"^(?:了|到手|到|为|是|有|达到了?|税前|税后|实发|每月|每个月|一个月)+", "", raw.strip()
    )
    raw = re.split(r"一个月|每个?月", raw, maxsplit=1)[0] or raw  # 六千五一个月 → 六千五
    m = _AMOUNT.match(raw)
    if not m or not re.search(r"[\d一二两三四五六七八九十]", m.group("a")):
        return ""
    if re.fullmatch(r"[零〇一二两三四五六七八九十]", m.group("a").strip()):
        return ""  # 一人一半: a count, no sum
    return m.group("a").strip().rstrip(",，.")


def _weight(raw: str) -> str:
    value = _amount(raw)
    return value if re.search(r"斤|公斤|kg|KG", value) else ""


def _age(raw: str) -> str:
    m = re.match(r"(\d{1,3}|[一二两三四五六七八九十]{1,3})", raw.strip())
    return m.group(1) if m else ""


def _job(raw: str) -> str:
    if re.match(r"了?[\d一二两三四五六七八九十几半]+多?个?(?:年|月)", raw.strip()):
        return ""  # 做了十年会计: a span done, often before a change
    value = _np(raw)
    value = re.sub(r"^(?:一名|一个|一位|名|个|位)", "", value)
    value = re.sub(r"^.*的(?=[^的]{2,}$)", "", value)  # 这家4S店的销售总监 → 销售总监
    if not re.search(rf"(?:{JOBS})$", value):
        return ""
    bare = re.sub(r"^(?:全职|专职)", "", value)  # 全职摄影师 → 摄影师 (全职妈妈 stays)
    return bare if re.search(rf"(?:{JOBS})$", bare) else value


def _pet(raw: str) -> str:
    value = _np(raw)
    named = re.match(r"^(?:一只|只|一条|条)?叫(?P<n>[^的]{1,6})的(?P<s>.+)$", value)
    if named:  # 一只叫豆豆的泰迪 → 泰迪叫豆豆
        value = f"{named['s']}叫{named['n']}"
    return re.sub(rf"^(?:{_NUM}+)?(?:只|条|个|头|匹|缸|对|窝|群)|^俩", "", value) or value


#: A child by its birth order: the count it makes (二胎 → 两个孩子).
_NTH_CHILD = {"二": "两个孩子", "三": "三个孩子", "四": "四个孩子"}


def _born(raw: str) -> str:
    """A child born: by its birth order, the count (二胎/老二/二宝 → 两个孩子), else the child."""
    value = _np(raw)
    m = re.fullmatch(r"(?:老|第)?([二三四])(?:胎|宝|个孩子)?", value)
    return _NTH_CHILD[m[1]] if m and value != m[1] else value


def _taste(raw: str) -> str:
    """What one likes or can't stand, without the verb of eating or drinking when a
    noun follows it (吃香菜 → 香菜; 吃辣 keeps its verb: 辣 alone is no thing), and a habit
    of others one can't stand without the others (别人吃东西吧唧嘴 → 吃东西吧唧嘴)."""
    value = re.sub(r"^(?:吃|喝)(?=[^，,。]{2,})", "", _np(raw))
    return re.sub(r"^(?:别人|有人|人家|旁人|旁边的人|身边的人)(?=[^，,。]{2,})", "", value)


def _birth(raw: str) -> str:
    """Like :func:`_born`; a child not named by sex (宝宝出生了) is 有了孩子, one named by
    it is the son or daughter (男孩 → 儿子)."""
    value = _born(raw)
    if value in ("宝宝", "小宝宝", "孩子", "小孩", "娃", "宝贝"):
        return "有了孩子"
    return BY_SEX.get(value, value)


def _kids(raw: str) -> str:
    """个儿子 → 一个儿子, 一个三岁的女儿 → 一个女儿, 俩孩子 → 两个孩子."""
    value = re.sub(r"(?<=个)[^，,。]{1,6}的", "", _np(raw))
    value = re.sub(r"^俩", "两个", value)
    return "一" + value if value.startswith("个") else value


def _x(raw: str) -> str:
    return clean_display(raw)


CLEANERS: dict[str, Cleaner] = {
    "np": _np,
    "place": _place,
    "stay": _stay,
    "lodging": _lodging,
    "full_name": _full_name,
    "org": _org,
    "workplace": _workplace,
    "corrected_org": _corrected_org,
    "allergen": _allergen,
    "name": _name,
    "amount": _amount,
    "weight": _weight,
    "age": _age,
    "job": _job,
    "lower": _np,
    "pet": _pet,
    "kids": _kids,
    "born": _born,
    "birth": _birth,
    "taste": _taste,
    "pair": lambda raw: "一儿一女" if raw in ("儿女双全", "一女一儿") else raw,
    "abstain": lambda raw: "不吃" + v if (v := _np(raw)) else "",
    "fast": _fast,
    "marital": lambda raw: raw,  # 未婚 stays 未婚: unmarried, not single (未婚，和女朋友同居)
}

_ADV_IN = rf"(?:{TIME_WORDS})*"
#: 当/做 as the verb "work as" (not inside 麦当劳, 当地, 当年).
_AS = (
    r"(?:当(?!劳|代|地|年|时|然|初|天|晚|场|面|前|中|家|红)|做|担任|"
    r"干(?!活|啥|嘛|什么|吗|过|得|不|了|完|掉|净|杯|脆|事))"
)
#: How long one has worked there, not a title: 在Shopee做了三年了.
_SPAN_DONE = r"了?[\d一二两三四五六七八九十几半]+多?个?(?:年|月)了?$"
#: The value of having no pet; a pet the user gets later replaces it.
NO_PETS = "没有宠物"
#: What makes a stay a trip: 在西安开会, 去三亚度假, 来杭州探亲.
_TRIP = (
    r"出差|旅游|旅行|度假|开会|参会|培训|探亲|走亲戚|出游|游玩|自驾游?|看展|考察|参展|拍摄|"
    r"见客户|跑业务|办事|比赛|演出|访学|交流|拜访|过年|过节|休假|度蜜月|蜜月|转机|玩几天"
)


#: One pet with its count (两只仓鼠, 一缸金鱼, 一对鹦鹉); several are joined by _AND.
_PET_ONE = rf"{_NUM}{{0,3}}(?:只|条|个|头|匹|缸|对|窝|群)?[^，,。和跟]{{0,4}}?(?:{PETS})(?:猫|犬)?"
_AND = r"和|跟|还有|以及|加上?"


_f = frame


_TO = (
    r"(?:(?:从[^，,。]{1,10}?)?(?:涨到了?|涨至|涨了到|升到了?|提高到了?|提到了?|加到了?|降到了?|降至|"
    r"跌到了?|掉到了?|减到了?|瘦到了?|长到了?|胖到了?|变成了?|变为|达到了?|调到了?|超过了?|过了?|破了?|是|有|为|"
    r"只有))"
)
_NUMS = rf"{_NUM}+\s*(?:万元|万块|万|千|k|K|w|W|元|块钱|块)?"
#: What a rent is of, before the word (新房子房租, 现在的月租).
_OF_HOME = r"(?:(?:新房子|新家|这套房子?|这个房子|这边|现在|目前|新)?的?)"


#: How an allergy was found: 查出来对尘螨过敏, 被诊断出花粉过敏.
_FOUND = (
    r"(?:体检|去医院|在医院|做了?检查|做了?过敏原检测|测了过敏原)?(?:时|的时候)?"
    r"(?:被)?(?:检查|查|测|诊断|确诊)出(?:来)?了?|发现(?:自己)?"
)
#: How far an allergy is over: 基本好了, 差不多好了.
_NEARLY = r"已经|终于|基本上?|差不多|完全|都|也|早就"
#: Adverbs between an allergen and 过敏: 对芒果**也**过敏, 对花粉**特别**过敏.
_DEGREE = r"(?:也|都|还|一直|有点|有些|特别|非常|很|严重|轻微)*"


#: 我是陈嘉怡 / 本人陈嘉怡: a full name with no 叫 (see :func:`_full_name`).
_BARE_NAME = r"(?:是|(?<=本人))(?P<v>[\u4e00-\u9fff]{2,4})$"
#: A two-character one (我是李婷) only where the user introduces themselves: 我是高铁 / 我是金融
#: say something else.
_INTRO = re.compile(
    r"你好|您好|大家好|嗨|哈喽|自我介绍|请多关照|多多关照|初次见面|本人|认识你|认识一下|幸会"
)


def _frames() -> tuple[Frame, ...]:
    none, poss = {"subject": "none"}, {"subject": "possessive"}
    return (
        *FIRST,
        *zh_casual.FRAMES,
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
        _f("name", r"(?:以后|就|请|你|你们|可以|直接)*(?:叫我|喊我)(?P<v>.+)", "name", **none),
        # a bare correction: 不好意思，打错了，是王小明 / 应该是李婧 (a full name only)
        _f(
            "name",
            r"(?:我)?(?:其实|应该|正确的)?(?:是|叫)(?P<v>[\u4e00-\u9fff]{2,4})(?:而?不是[\u4e00-\u9fff]{2,4})?$",
            "full_name",
            temporal=True,
            needs=_CORRECTION,
            **none,
        ),
        # a bare correction naming a place: 不对，是常州，我记错了
        _f(
            "location",
            rf"(?:我)?(?:其实|应该)?(?:是|在|住在)(?P<v>{PLACE})(?:才对)?(?:而?不是[^，,。]+)?$",
            "place",
            temporal=True,
            needs=_CORRECTION,
            **none,
        ),
        # a bare correction in a sentence about work: 说错了，是建设银行，中行是我之前实习的地方
        _f(
            "employer",
            r"(?:我)?(?:其实|应该)?(?:是|在)(?P<v>[^，,。\d]{2,12}?)(?:才对)?$",
            "corrected_org",
            temporal=True,
            needs=_WORK_CORRECTION,
            **none,
        ),
        # 我和男朋友在一起三年了 / 我们在一起了 (not 我和老公: married)
        _f(
            "marital_status",
            r"(?:(?:我|用户|该用户)(?:和|跟)(?:男朋友|女朋友|男友|女友|对象|[^，,。]{1,4}?)在一起"
            r"(?:了|[\d一二两三四五六七八九十几半]+年了?|[\d一二两三四五六七八九十几半]+个月了?)?|我们在一起了)$",
            constant="恋爱中",
            temporal=True,
            needs=re.compile(
                r"^(?!.*(?:老公|老婆|妻子|丈夫|爱人|先生|太太|媳妇|结婚|已婚|同事|朋友们|家人|吃|玩|住)).*"
            ),
            **none,
        ),
        # an arranged start counts though it is ahead (下周一去字节报到); the subject may
        # come with it, since 要/下周 block a plain frame
        _f(
            "employer",
            rf"(?:我|用户|该用户)?{_ADV_IN}(?:{FUTURE})?(?:就|要|会|将|正式)*(?:去|到)(?P<v>[^，,。]+?)"
            r"(?:报到|报道|入职)",
            "org",
            temporal=True,
            **none,
        ),
        _f(
            "employer",
            rf"(?:我|用户|该用户)?{_ADV_IN}(?:{FUTURE}|明天|后天|下周[一二三四五六日天]?)?(?:开始|就|要|会|将|正式)*"
            r"(?:去|到)(?P<v>[^，,。]+?)(?:上班|工作)$",
            "org",
            temporal=True,
            needs=_LEFT_JOB,
            **none,
        ),
        _f(
            "employer",
            rf"(?:我|用户|该用户)?{_ADV_IN}(?:{FUTURE})(?:就|要|会|将|正式)*(?:入职|加入)了?"
            r"(?P<v>[^，,。]+)",
            "org",
            temporal=True,
            **none,
        ),
        # topic first: 花粉已经不过敏了, 咖啡已经戒了, 武侠反而看不下去了, 芒果没事
        _f(
            "allergies",
            rf"(?:对|吃)?(?P<v>[^，,。我对]{{1,8}}?)(?:我|用户)?{_ADV_IN}"
            r"(?:现在|已经|也|都|反而|早就|基本上?|几乎|差不多|完全|彻底)*"
            r"(?:吃了?|碰了?|喝了?|用了?)?(?:不再|不|没那么|没有)过敏了?",
            polarity=-1,
            temporal=True,
            **none,
        ),
        _f(
            "allergies",
            # a taste (辣的我吃没事) is no allergen
            rf"(?:吃|碰)?(?![辣甜酸苦咸凉冰油])(?P<v>[^，,。我对]{{1,6}}?)(?:我|用户)?{_ADV_IN}"
            r"(?:其实|倒是|倒|反而)?(?:吃了?|碰了?|喝了?|用了?)?(?:没事|没问题|不过敏)",
            polarity=-1,
            needs=ALLERGY_TALK,
            **none,
        ),
        _f(
            "likes",
            rf"(?!用户|该用户|本人|一点|一口|一滴|一下|根本|完全|实在|真的)(?P<v>[^，,。我你他她]{{1,8}}?)的?(?:我|用户)?{_ADV_IN}"
            r"(?:现在|已经|也|都|反而|早就|彻底|一点|一口|一滴|一下|基本上?|几乎|差不多)*"
            r"(?:吃不了|吃不惯|喝不了|喝不惯|不吃了?|不碰了?|不喝了?|不再(?:听|看|玩|吃|喝|碰)了?|不敢(?:吃|喝|碰)了|"
            r"不(?:听|看|玩|打|踢|弹|练|跑|骑|游|滑|去)了|戒了|戒掉了|看不下去了?|听不下去了?|吃不下去了?|吃腻了|喝腻了|玩腻了|看腻了|听腻了|"
            r"腻了|没兴趣了|不感兴趣了|不喜欢了|不爱了|受不了了|不碰了|"
            r"不(?:怎么|太|大|常)(?:吃|喝|听|看|玩|碰|去|打|弄|练|逛|跑|钓|弹|拉|画|写|骑|游|滑)了|"
            r"(?:是)?(?:真|真的|实在|完全)+(?:受不了|接受不了|吃不来|欣赏不来|讨厌|烦)|"
            r"(?:拍|鞋|杆|板|装备|琴)?(?:都|早就|早|已经)*(?:落灰|吃灰|积灰)了|(?:好久|很久)没(?:碰|玩|打|弹|练|去)了|"
            r"早?(?:卸载|卸|删)了|不动了)",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # topic first, fine now: 恐怖片现在还行 (a dislike taken back)
        _f(
            "likes",
            r"(?!用户|该用户|本人)(?P<v>[^，,。我你他她]{1,8}?)(?:我|用户)?(?:现在|如今|目前)(?:倒是?|也)?"
            r"(?:还行|还可以|还不错|能接受)了?$",
            temporal=True,
            **none,
        ),
        # topic first, taken up again: 香菜倒是能接受了, 辣现在能吃了
        _f(
            "likes",
            rf"(?!用户|该用户|本人)(?P<v>[^，,。我你他她]{{1,8}}?)(?:我|用户)?{_ADV_IN}(?:现在|已经|也|倒|反而)*"
            r"(?:能接受了|可以接受了|能吃了|能喝了|不讨厌了|没那么讨厌了)",
            temporal=True,
            **none,
        ),
        # 《让子弹飞》成了我的最爱 / 荔枝是我现在的最爱
        _f(
            "favourite:{x}",
            r"(?P<v>[^，,。我它]{1,12}?)(?:现在|已经|就)*(?:是|成了|成为了?)(?:我|用户)(?:现在)?的?"
            r"(?:新的?)?(?:最爱|心头好|本命)(?:了)?$",
            **none,
        ),
        _f(
            "favourite:{x}",
            r"(?P<v>[^，,。]{1,12}?)(?:现在)?(?:是|成了|成为了?)(?:我|用户)(?:现在)?最(?:喜欢|爱)的"
            r"(?P<x>[^，,。]{1,8}?)(?:了)?$",
            **none,
        ),
        # a birth: 二胎落地了 (two children now), 我家宝宝出生了, 老二上周出生了
        _f(
            "children",
            rf"(?:我们家的?|我家的?|我的|我们的|家里的?|用户家?的|该用户的|我(?=[^们]))?(?P<v>{CHILD}){_ADV_IN}(?:顺利|平安)?"
            r"(?:出生|落地|降生|诞生|出世|呱呱坠地)(?:了|啦|$)",
            "birth",
            temporal=True,
            needs=_NO_COUNT,
            **none,
        ),
        # topic first: 华为我早就离开了, 美团我去年就离职了
        _f(
            "employer",
            rf"(?!用户|该用户|本人)(?P<v>[^，,。我你他她]{{1,10}}?)(?:我|用户)?{_ADV_IN}(?:早就|早已|已经|就)*"
            r"(?:离开了|离职了|辞职了|不干了|辞了)",
            "org",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # a pet that died, by its name (橘子去年走了，现在养了一只柯基): needs a pet word
        _f(
            "pets",
            # (橘猫送走了 is a pet given away: the verb before 走 is no name)
            rf"(?!用户|该用户|本人)(?:家里的?|家的?)?(?P<v>[^，,。我你他她]{{1,4}}?)(?<![送带拿搬赶抱领接]){_ADV_IN}"
            r"(?:去世了|过世了|走了|死了|没了|病死了|老死了|"
            r"去了喵星|去了汪星|当天使了)",
            "name",
            polarity=-1,
            temporal=True,
            needs=_PET_CONTEXT,
            **none,
        ),
        # -- possessive: 我的X / 用户的X / 我X --------------------------------------------------
        _f(
            "name",
            rf"(?:[^，,。]{{1,5}}上的?)?(?:新的?|现在的?)?(?:名字|姓名|全名|英文名|中文名|大名|真名|(?:身份证|证件|户口本|户口簿|户口|护照)上(?:的名字)?){_ADV_IN}(?:改成了?|改为|应该是|是|叫)(?P<v>.+)",
            "name",
            **poss,
        ),
        _f(
            "favourite:{x}",
            rf"{_ADV_IN}最(?:喜欢|爱)(?P<verb>吃|喝|听|看|玩|用|穿|去|读)?的"
            r"(?P<x>(?!还|就|也|都|其实|肯定|当然|一定|绝对|依然|仍然|已经|早就|现在|变成|换成|成了|改成|"
            r"会不会|可能|也许|或许|应该|要不要|能不能)[^，,。是]{1,8}?)"
            rf"{_ADV_IN}"
            r"(?:从[^，,。]{1,10}?)?(?:是|变成了?|换成了?|成了|"
            r"改成了?|[：:]\s*)(?P<v>.+)",
            **poss,
        ),
        # the category left out: 现在最爱的变成白灼虾了 (see .categories and .anchored)
        _f(
            "favourite:{x}",
            rf"{_ADV_IN}最(?:喜欢|爱)(?P<verb>吃|喝|听|看|玩|用|穿|去|读)?的{_ADV_IN}"
            # (现在我最喜欢的已经是陈奕迅了: 是 after 已经 says it changed)
            r"(?:从[^，,。]{1,10}?)?(?:变成了?|换成了?|成了|改成了?|(?:(?<=已经)|(?<=早就))是)(?P<v>.+)",
            temporal=True,
            **poss,
        ),
        _f(
            "favourite:{x}",
            rf"{_ADV_IN}(?:本命|心头好|最爱){_ADV_IN}(?:是|就是|变成了?|换成了?)(?P<v>.+)",
            **poss,
        ),
        _f(
            "income",
            rf"(?:现在的|目前的|新的?|的)?(?:税前|税后|到手|实发)?"
            r"(?:月收入|月薪|年薪|年收入|月入|年入|收入|工资|薪水|薪资|底薪|税后工资|税前工资|年包|总包)"
            rf"{_ADV_IN}{_TO}?"
            r"(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f(
            "rent",
            rf"{_OF_HOME}(?:房租|月租金|月租|租金){_ADV_IN}{_TO}?(?:要|得)?(?:交|付)?(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f(
            "rent",
            rf"(?:租的房子|房子的?租金|租房){_ADV_IN}{_TO}?(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f("weight", rf"体重{_ADV_IN}{_TO}?(?P<v>.+)", "weight", **poss),
        _f("weight", rf"体重{_ADV_IN}{_TO}?(?P<v>\d{{2,3}}(?:\.\d+)?)了?$", "amount", **poss),
        _f(
            "marital_status",
            r"(?:婚姻状况|婚姻状态|婚况|感情状况|感情状态)[：:\s]*(?:是|为)?(?P<v>已婚|未婚|单身|离异|丧偶|恋爱中)$",
            "marital",
            subject="none",
        ),
        _f(
            "marital_status",
            rf"婚礼{_ADV_IN}(?:办完了|办了|举行了|举办了|结束了)",
            constant="已婚",
            temporal=True,
            **poss,
        ),
        _f(
            "likes",
            rf"(?:兴趣爱好|业余爱好|爱好|兴趣){_ADV_IN}(?:是|变成了?|换成了?)(?P<v>.+)",
            **poss,
        ),
        _f(
            "credit_score",
            rf"(?:信用分|信用评分|信用积分){_ADV_IN}{_TO}?(?P<v>\d{{3}})",
            "amount",
            **poss,
        ),
        _f(
            "employer",
            rf"{_ADV_IN}(?:现在的|目前的|新的?|的)?(?:公司|单位|雇主|东家){_ADV_IN}(?:是|在|换成了?|变成了?)"
            r"(?P<v>.+)",
            "org",
            **poss,
        ),
        # 新工作在美团 (工作是 names a title: 我的工作是护士)
        _f(
            "employer",
            rf"{_ADV_IN}(?:现在的|目前的|新的?|的)?工作{_ADV_IN}在(?P<v>.+)",
            "org",
            **poss,
        ),
        _f(
            "job_title",
            rf"(?:现在的|目前的|新的?|的)?(?:实际|真实|正确的?)?(?:职位|岗位|职务|头衔|职业|工作){_ADV_IN}"
            r"(?:是|为|换成了?|变成了?|[：:]\s*)(?P<v>.+)",
            **poss,
        ),
        _f(
            "location",
            rf"(?:现在的|目前的|新的?|的)?家{_ADV_IN}(?:在|搬到了?|安在)(?P<v>.+)",
            "place",
            **poss,
        ),
        _f(
            "location",
            r"(?:常住地|居住地|所在地|所在城市|现居地|居住城市|常住城市)(?:是|为|在)?[：:\s]*(?P<v>.+)",
            "place",
            **poss,
        ),
        _f(
            "pets",
            rf"(?:家的?)?(?P<v>(?:{PETS})(?:叫|名叫|名字叫|的名字是)[^，,。]{{1,6}})",
            "pet",
            **poss,
        ),
        _f(
            "pets",
            rf"(?:家的?|家里的?)?(?:宠物)?(?P<v>{PETS}){_ADV_IN}(?:死了|去世了|过世了|走了|丢了|没了|病死了|老死了|"
            r"跑丢了|走丢了|去了喵星|去了汪星)",
            polarity=-1,
            temporal=True,
            **poss,
        ),
        _f(
            "pets",
            rf"(?:家的?|家里的?)?(?P<v>{PETS}){_ADV_IN}被?(?:送给[^，,。]+|送回[^，,。]*|送人|送走|卖掉|领养走|"
            r"给[^，,。]{1,8}?养|送(?:到|去)?[^，,。]{1,8}?养)了?",
            "pet",
            polarity=-1,
            temporal=True,
            **poss,
        ),
        # -- subject: 我… / 用户… / 我们… -------------------------------------------------------
        _f("name", r"(?:叫做|名叫|叫|自称)(?P<v>.+)", "name"),
        _f("name", r"改名(?:了)?(?:叫|为|成)(?P<v>.+)", "name", temporal=True),
        _f("name", _BARE_NAME, "full_name", temporal=True, needs=_CORRECTION),
        # an allergen corrected: 其实不是猫毛，是尘螨 / 医生说我过敏的不是海鲜，而是芒果
        _f(
            "allergies",
            r"(?:过敏的)?(?:其实|原来|而|就)?是(?P<v>(?:(?!过敏)[^，,。的对]){1,8})$",
            temporal=True,
            needs=re.compile(rf"^(?=.*(?:{ALLERGY_TALK.pattern}))(?=.*不是)", re.S),
        ),
        # temporary stays
        _f(
            "current_stay",
            rf"(?:在|住在)(?P<v>[^，,。]+?)(?:的?(?:酒店|宾馆|民宿))?(?:{_TRIP}|玩|参加)",
            "stay",
            temporal=True,
        ),
        _f(
            "current_stay",
            rf"(?:去|到|来|飞)了?(?:一趟|趟)?(?P<v>[^，,。]+?)(?:继续)?(?:{_TRIP}|玩(?!具))",
            "stay",
            temporal=True,
        ),
        _f("current_stay", r"出差(?:去了?|到了?|来了?|在)(?P<v>.+)", "stay", temporal=True),
        # a visit: 这个月回长沙陪爸妈, 回老家长沙住两周 (回老家长沙发展了 is a move: no bound)
        _f(
            "current_stay",
            rf"(?:回到了?|回了?|到了?|去了?|在)(?:老家|家乡|故乡|娘家)?(?P<v>(?!老家|家乡|故乡){PLACE})"
            r"(?:陪|照顾|看望|探望|住|待|呆|过)",
            "stay",
            temporal=True,
            needs=BOUNDED,
        ),
        _f(
            "current_stay",
            # (坐高铁到, 开车到; not 开会开到怀疑人生)
            r"(?:(?:坐|乘|搭)[^，,。到]{1,6}?|开(?:了)?[^，,。到会]{0,4}?车)?"
            r"(?:在|到了?|转到了?|转去了?|转战|来到了?|飞到了?|飞抵|到达了?|抵达了?|赶到了?)"
            # (在字节做PM is a job, though the sentence has 开会 in it)
            r"(?![^，,。]*(?:做|当|干|上班|工作|任职|实习))(?P<v>[^，,。]{1,10}?)了?$",
            "stay",
            temporal=True,
            needs=_AWAY,
        ),
        _f(
            "current_stay",
            rf"(?:在|到了?|转到了?|来到了?|飞到了?|抵达了?)(?P<v>{PLACE})(?:住|待|呆|玩|逛)",
            "stay",
            temporal=True,
            needs=_AWAY,
        ),
        _f(
            "current_stay",
            r"(?:暂时|临时)?(?:住在|借住在)(?P<v>[^，,。]+?)的?(?:酒店|宾馆|民宿)",
            "stay",
            temporal=True,
        ),
        # 暂住成都春熙路附近的酒店 / 在杭州小住几天: a stay by its verb
        _f(
            "current_stay",
            r"(?:暂时|临时)?(?:暂住|暂居|小住|借住|寄住)(?:在|于)?(?P<v>[^，,。]+)",
            "stay",
            temporal=True,
        ),
        # back from a trip: 出差结束，回北京了 (where the user is now; the home is untouched)
        _f(
            "current_stay",
            rf"(?:回到了?|飞回了?|回了?)(?P<v>{PLACE})",
            "stay",
            temporal=True,
            needs=re.compile(rf"(?:{_TRIP})(?:结束|完|回来)|(?:结束|办完|开完|玩完)|(?:{_TRIP})"),
        ),
        # location
        _f(
            "location",
            r"(?:已经)?不(?:再)?住在(?P<v>.+)",
            "place",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "location",
            r"从[^，,。]{1,10}?(?:搬家?|迁居|迁|移居|(?<![领接带拿买抱寄取捡提运])回)(?:到|去|回|来|至)了?(?P<v>.+)",
            "place",
            temporal=True,
        ),
        # 回老家长沙定居了 / 去深圳发展了 / 在成都安顿下来了
        _f(
            "location",
            r"(?:搬|回|到|去|来)了?(?:老家|家乡|故乡)?(?P<v>[^，,。]+?)(?:定居|安家|落户|扎根|落脚|"
            r"安顿下来|住下来|发展|养老)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"(?:搬到|搬至|搬去|搬回|搬家到|搬家去|搬来|搬进|移居[到至]?|迁居[到至]?|迁到|迁至|迁去|迁往|移民到?|"
            r"移民去|回到)了?(?:老家|家乡|故乡)?(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"(?:定居在?|落户在?|安家在?|扎根在?|落脚在?)了?(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"在(?P<v>[^，,。]+?)(?:定居|安家|落户|扎根|落脚|安顿下来|住下来|"
            r"(?:买|租)了?(?:个|套|间|一套|一间)?房子?)",
            "place",
            temporal=True,
        ),
        # 来深圳三年了: how long one has been somewhere says one lives there
        _f(
            "location",
            rf"(?:来|到|在)(?P<v>{PLACE})(?:(?:已经|都|快|有)*[\d一二两三四五六七八九十几半]+多?个?(?:年|个月)了?|"
            # 待了五年 with no 了 after it is a span gone by (在深圳待了五年，今年回了成都)
            r"(?:已经|都|快|有)*(?:待了|住了|生活了|呆了)(?:已经|都|快|有)*[\d一二两三四五六七八九十几半]+多?个?(?:年|个月)了)",
            "place",
        ),
        # 在杭州的一家公司上班 / 在上海当老师: the city, and the title
        _f(
            "location",
            rf"在(?P<v>{PLACE})的(?:一家|家|一所|所)[^，,。]{{0,8}}?(?:工作|上班|实习|打工)",
            "place",
        ),
        _f("location", rf"在(?P<v>{PLACE})(?:{_AS})(?:{_SPAN_DONE}|(?P<t>[^，,。]+))", "place"),
        # 我在杭州上班: the city is where the user lives, not an employer
        _f(
            "location",
            rf"(?:在|去了?|到了?|来了?)(?P<v>{PLACE})(?:工作|上班|打工|发展|读书|上学|定居|打拼|闯荡|"
            r"工作生活|安居)",
            "place",
            # where one works says where one lives unless the sentence says where one lives
            # (在上海工作，住在昆山)
            needs=re.compile(r"^(?!.*住(?:在|到)?(?!院|这|那|得|不|了|下|惯))", re.S),
        ),
        _f("location", rf"(?:不(?:再)?在)(?P<v>{PLACE})(?:住|生活|待|呆)了?", "place", polarity=-1),
        # 留在了武汉, 常驻新加坡, 被外派到东京 / 调到深圳分公司
        _f(
            "location",
            rf"(?:留在了?|常驻|长驻|长住在?|久居|扎根)(?P<v>{PLACE})",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            rf"(?:被)?(?:公司)?(?:外派|派驻|派|调|调动|调派|调任)(?:到|去|往)了?(?P<v>{PLACE})",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            rf"回(?:了|到了?)?(?:老家|家乡|故乡)(?P<v>{PLACE})",
            "place",
            temporal=True,
            needs=_MOVED,
        ),
        _f(
            "location",
            rf"回(?:了|到了?)?(?P<v>(?!老家|家乡|故乡){PLACE})了?$",
            "place",
            temporal=True,
            needs=_MOVED_BACK,
        ),
        # a move without 到 in casual speech: 上礼拜搬杭州了, 搬去成都啦, 我们家迁深圳了
        _f(
            "location",
            rf"(?:搬家|搬|迁)(?:去|回)?(?!到|家|回|去|老家|家乡|故乡|这|那)(?P<v>{PLACE})(?:了|啦)?$",
            "place",
            temporal=True,
        ),
        # a bare place after a move: 搬回老家了，在合肥 / 换了城市，现在在广州 / 这次是厦门
        _f(
            "location",
            rf"(?:这次|这回)?(?:是|在|到了?|去了?)?(?=[^了到去在，,。]+了?$)(?!来)(?P<v>{PLACE}|{DISTRICT})了?$",
            "place",
            temporal=True,
            needs=_MOVE,
        ),
        _f(
            "location",
            r"(?:一直)?(?:住在|住进了?|住到了?|入住了?|住|生活在|居住在|常住在?|合租在|租住在)(?!院)(?P<v>.+)",
            "place",
        ),
        # a home as a tag: 坐标杭州, 现居成都, base上海
        _f("location", r"(?:坐标|现居|现居住在|常居|[Bb]ase|BASE)在?[：:\s]*(?P<v>.+)", "place"),
        # employer (+ job title)
        # 从阿里跳槽到腾讯: the new one
        _f(
            "employer",
            r"从[^，,。]{1,12}?(?:跳槽|跳|换|转|离职)(?:到|去|进|后去|后进)了?(?P<v>[^，,。]+?)"
            r"(?:工作|上班|做|当|担任|任职|$)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"从(?P<v>[^，,。搬]+?)(?:离职|辞职|退休|被裁|裸辞|出来|走人)了?",
            "org",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "employer",
            r"被(?P<v>[^，,。]+?)(?:裁员|裁掉|裁|开除|辞退|优化|劝退)了?",
            "org",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:离开了?|辞掉了?|不在)(?P<v>[^，,。]+?)(?:的工作|工作|上班|干|做|待|呆)?了?$",
            "org",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "employer",
            # (转行去教培机构做课程顾问: a new trade at a new place)
            r"(?:跳槽到|跳槽去|跳到|跳槽进|入职|加入|加盟|进入|进了|去了|换到|转到|转行去|转行到|改行去|"
            r"改行到)了?(?P<v>[^，,。]+?)(?:做|当|担任)(?P<t>[^，,。]+)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:跳槽到|跳槽去|跳到|跳去|跳槽进|入职|加入|加盟|换到|转到|签约|签了)了?"
            r"(?P<v>[^，,。]+?)(?:工作|上班|做|当|担任|任职|实习|$)",
            "org",
            temporal=True,
            # 从如家换到了全季 / 退房了，换到了外滩附近的希尔顿: a hotel, not a job
            needs=NOT_LODGING,
        ),
        # 去了华为 / 进了腾讯: a job only where the sentence talks of one
        _f(
            "employer",
            r"(?:进入|进了|去了|到了|去|进)了?(?P<v>[^，,。]+?)(?:工作|上班|任职|实习)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:进入|进了|去了|到了)了?(?P<v>[^，,。]+?)$",
            "org",
            temporal=True,
            needs=_JOB_CONTEXT,
        ),
        # 拿到了字节的offer (not while still weighing it)
        _f(
            "employer",
            r"(?:拿到了?|拿了|收到了?|接了|接受了?|签了)(?P<v>[^，,。]+?)的\s*(?:offer|Offer|OFFER|录用通知|"
            r"聘书|聘用通知)",
            "org",
            temporal=True,
            needs=_OFFER_TAKEN,
        ),
        _f(
            "employer",
            r"被(?P<v>[^，,。]+?)(?:录用|聘用|雇用|招聘|挖走)",
            "org",
            temporal=True,
        ),
        _f("employer", rf"在(?P<v>[^，,。]+?)(?:{_AS}|任)(?:{_SPAN_DONE}|(?P<t>[^，,。]+))", "org"),
        # out of work: 被裁了, 失业了, 辞职了 (no employer named)
        _f(
            "employer",
            r"(?:被裁员?了|被优化了|被开除了|被辞退了|(?:失业|下岗)(?:[\d一二两三四五六七八九十几半]+多?个?"
            r"(?:月|年|星期|周|天))?了|在家待业|待业中?|裸辞了|辞职了$|"
            r"离职了$|辞职在家|没工作了|没有工作了?)",
            constant="待业",
            temporal=True,
            needs=_NO_NEXT_JOB,
        ),
        _f(
            "employer",
            r"(?:是|成了|成为了?)(?P<v>[^，,。]+?)的(?:正式|新)?(?:员工|一员|职员|雇员|人了$)",
            "org",
        ),
        _f("employer", r"在(?P<v>[^，,。]+?)(?:工作|上班|任职|就职|实习|打工|兼职)", "workplace"),
        _f("employer", r"现?(?:就职|任职|供职|受雇|效力)于(?P<v>.+)", "org"),
        _f("employer", r"给(?P<v>[^，,。]+?)(?:打工|干活|卖命|搬砖|上班)", "org"),
        _f(
            "employer",
            r"在(?:一家|家)?(?:叫|名叫|名字叫)(?P<v>[^，,。]+?)的(?:公司|企业|单位|工作室|律所|银行|医院|"
            r"工厂|店)",
            "org",
        ),
        # where one is after leaving a job: 华为我早就离开了，现在在荣耀
        _f("employer", r"在(?P<v>[^，,。]{1,12}?)了?$", "workplace", needs=_LEFT_JOB),
        # 在学校当老师: no employer named, the title still holds
        _f("job_title", r"在[^，,。]{1,10}?(?:当|做|担任)(?P<v>[^，,。]+)", "job"),
        _f("location", r"在(?P<v>[^，,。]+?)(?:住|生活)(?!院)", "place"),
        _f(
            "job_title",
            r"(?:从[^，,。]{1,10}?)?(?:开始|正式)?(?:升职为|升职成|升职做|升职当|升成了?|升为|升任|晋升为|晋升成|被提拔为|提拔为|被提拔成了?|提拔成了?|被任命为|"
            r"任命为|调任|转岗为|转岗做|转岗成|转岗当|转做|改做|转行去?做|转行去?当|改行去?做|改行去?当|干起了|"
            r"做起了|当起了|当上了?|成为了?|成了|升到了?|升了|评上了?|评为|被评为|考上了?|考进了?|"
            r"竞聘上了?|竞聘成功了?|竞聘为|竞选上了?|选上了?|升上了?|荣升为?|晋升了?|提拔了?|转正成了?|"
            r"升(?!职|级|学|值|温|高(?!级)|了|到|为|成|任))"
            r"(?P<v>.+)",
            "job",
            temporal=True,
        ),
        # 我现在是初级前端 / 我是高级后端: a trade said bare, with its level (测试 / 产品 bare
        # say something else: 我是测试一下)
        _f(
            "job_title",
            r"(?:是|当|做)(?:一名|一个|个|名)?"
            r"(?P<v>(?:初级|中级|高级|资深|实习|助理)(?:前端|后端|全栈|测试|运维|产品|算法|客户端|"
            r"移动端|安卓|iOS|Java|java|嵌入式|数据|UI|交互)|前端|后端|全栈|运维)"
            r"(?=$|[\s，,。！!])",
        ),
        _f("job_title", r"(?:是|当|做|担任|干|现任|现为)(?P<v>.+)", "job"),
        _f("job_title", r"(?:开始)?(?:全职|专职)?(?:做|当(?!上)|干)起?了?(?P<v>.+)", "job"),
        _f("job_title", r"(?:已经)?退休了", constant="退休", temporal=True),
        _f("job_title", r"(?:自己|出来)?创业了", constant="创业", temporal=True),
        _f(
            "job_title",
            r"开(?:了)?(?:个|家|一家)?(?:公司|工作室|店)了$",
            constant="创业",
            temporal=True,
            needs=re.compile("自己"),
        ),
        _f("job_title", r"(?:在)?(?:读研|念研)(?:究生)?", constant="研究生"),
        _f("job_title", r"(?:在)?(?:读博|念博)(?:士)?", constant="博士生"),
        # marital / relationship status
        _f(
            "marital_status",
            r"(?:(?:和|跟|与|同)[^，,。]{1,8}?)?结婚了?",
            constant="已婚",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:(?:和|跟|与|同)[^，,。]{1,8}?)?(?:(?:去|到|在)民政局)?(?:领证|扯证|领了证|领完证|领了结婚证|办了婚礼|办完了?婚礼|"
            r"(?:举行|举办)了婚礼|办婚礼了|摆了酒|摆完酒|结完婚|成家|度完蜜月|成了已婚人士|成为了?已婚人士|领的证|扯的证)了?|"
            r"(?:嫁人|嫁给了?[^，,。]{1,8}|娶了[^，,。]{1,8}|娶媳妇|娶老婆)",
            constant="已婚",
            temporal=True,
        ),
        # 并未结婚 (an agent's register) / 没结婚，只是和男友同居: unmarried, with a partner maybe,
        # so not single (还没结婚，打算明年订婚 is single: see below)
        _f(
            "marital_status",
            r"(?:并未|并没有?|尚未)(?:结婚|婚)|(?:还)?(?:没|没有)结婚",
            constant="未婚",
            needs=re.compile(
                r"^(?!.*(?:离婚|离了婚|离异|丧偶|婚离了|订了婚|(?<![没未])订婚|求婚成功|被求婚))"
                r"(?=.*(?:并未|并没|尚未|同居|住一起|住在一起|男友|女友|男朋友|女朋友|对象|伴侣))",
                re.S,
            ),
        ),
        _f(
            "marital_status",
            r"(?:没结婚|没有结婚|没对象|没有对象|没有男朋友|没有女朋友|没男朋友|没女朋友|"
            r"一个人过|单着)",
            constant="单身",
            # divorced, widowed or engaged says more (离婚了，现在一个人过 / 还没结婚，只是订婚了)
            needs=re.compile(
                r"^(?!.*(?:离婚|离了婚|离异|丧偶|婚离了|订了婚|(?<![没未])订婚了|已(?:经)?订婚|求婚成功|被求婚))",
                re.S,
            ),
        ),
        # 我未婚，和女朋友同居中: said as 未婚, kept as 未婚 (a partner may live with one)
        _f(
            "marital_status",
            r"(?:是|还是|目前|仍然|仍)?未婚",
            constant="未婚",
            needs=re.compile(
                r"^(?!.*(?:离婚|离了婚|离异|丧偶|婚离了|订了婚|(?<![没未])订婚了|已(?:经)?订婚|求婚成功|被求婚))",
                re.S,
            ),
        ),
        _f("marital_status", r"是?已婚", constant="已婚"),
        _f(
            "marital_status",
            rf"(?:把|结婚)?证{_ADV_IN}(?:也|终于|总算)?领了",
            constant="已婚",
            temporal=True,
        ),
        _f("marital_status", r"(?:把)?婚(?:也|终于|总算)?离了", constant="离异", temporal=True),
        _f(
            "marital_status",
            rf"(?:把)?婚{_ADV_IN}(?:也|终于|总算)?结了",
            constant="已婚",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:(?:和|跟|与|同)[^，,。]{1,8}?)?(?:离婚|离了婚|办了离婚|协议离婚)了?|(?:(?:和|跟|与|同)[^，,。]{1,8}?)?离了$",
            constant="离异",
            temporal=True,
        ),
        _f("marital_status", r"是?离异", constant="离异"),
        _f(
            "marital_status",
            r"(?:(?:和|跟|与|同)[^，,。]{1,8}?)?(?:分手|分了手|分开|吹了)了?|(?:(?:和|跟|与|同)[^，,。]{1,8}?)?分了$|"
            r"(?:恢复|又|重新|回归)单身了?",
            constant="单身",
            temporal=True,
        ),
        _f("marital_status", r"(?:是|还是|一直)?(?:母胎)?单身", constant="单身"),
        _f(
            "marital_status",
            r"(?:(?:和|跟|与|同)[^，,。]{1,8}?)?订(?:了)?婚了?|求婚成功了?|被求婚了",
            constant="订婚",
            temporal=True,
        ),
        _f("marital_status", r"丧偶", constant="丧偶"),
        _f(
            "marital_status",
            r"(?:有了?|交了|找到了?|找了)(?:一个|个|新)?(?:女朋友|男朋友|对象|女友|男友)|(?:谈)?恋爱了|脱单了?|"
            r"在谈恋爱|在恋爱|恋爱中",
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
            r"(?:改成|变成|成了|开始|升级成|升级为|换成|转成|改为)了?(?:吃)?纯素",
            constant="纯素",
            temporal=True,
        ),
        # no longer vegetarian (before 吃素): 不吃素了, 开荤了
        _f(
            "diet",
            r"(?:不再吃素|不吃素了|(?:不再|已经不|不)是素食(?:主义)?者了?|开荤了?|又开始吃肉|开始吃肉|恢复吃肉|重新吃肉|又吃肉)",
            constant="吃肉",
            temporal=True,
        ),
        # kinds of vegetarian: 全素, 蛋奶素, 海鲜素, 半素 (算是半素吧)
        _f(
            "diet",
            r"(?:算是|算|属于|是|吃|成了|变成了?|改成了?|换成了?|升级成了?|升级为|转成了?|开始|改吃|当起了?|做)?"
            r"(?:一个|一名|个)?"
            r"(?P<v>(?:全|纯|半|蛋奶|奶蛋|蛋|奶|海鲜|鱼|弹性|方便|五辛)素(?:食|主义)?者?)",
        ),
        _f("diet", r"(?:是)?(?:吃素|素食者|素食主义者|吃斋)", constant="素食"),
        _f("diet", r"(?:什么都吃|啥都吃|不挑食|荤素不忌|没有忌口|没什么忌口)", constant="不挑食"),
        # 不吃猪肉 / 不碰牛羊肉: a rule of what one eats, not a dislike
        _f(
            "diet",
            r"(?:从来)?(?:不吃|不碰|戒了|不沾)(?P<v>猪肉|牛肉|羊肉|牛羊肉|鸡肉|鸭肉|海鲜|荤|荤菜|内脏|"
            r"动物内脏|红肉|肉类)了?$",
            "abstain",
        ),
        _f("diet", r"(?:不再|戒了|戒掉了?)吃肉", constant="素食", temporal=True),
        # a state, not a change: a kind named after it says more (只是不吃肉，算蛋奶素)
        _f("diet", r"不吃肉", constant="素食"),
        _f("diet", r"戒(?:了|掉了?)?(?:肉|荤)了?$", constant="素食", temporal=True),
        _f("diet", r"(?:是|吃)?纯素(?:食者|主义者)?", constant="纯素"),
        _f("diet", r"(?:恢复了?|回到了?|改回)?正常饮食", constant="正常饮食", temporal=True),
        _f("diet", r"(?:每顿都|每天都|天天|顿顿)?(?:吃肉|无肉不欢)", constant="吃肉"),
        _f(
            "diet",
            # the diet ends the clause (生酮太难坚持了 / 控糖倒是可以放一放了 is no diet)
            rf"(?:在)?(?:吃|做|搞|开始|改成了?|换成了?|升级成了?|转成了?|改为|改吃|按照?|遵循|遵守|坚持|执行|"
            # (饮食清真 / 饮食上是清真的: the diet said by its topic)
            r"采用|采取|实行|奉行|践行|保持|维持|饮食(?:上|方面)?(?:是|为|以|讲究|按|都是)?)?"
            rf"(?:{_RATIO})?(?P<v>{DIETS})(?:饮食)?(?:{_RATIO})?"
            # (戒糖半年了: how long one has kept to it)
            r"(?=$|了|中|吧|啊|呀|呢|餐|那种|这种|的方式|来吃|吃|[\d一二两三四五六七八九十几半]+多?个?(?:月|年|天|周))",
            "np",
        ),
        # allergies
        _f(
            "allergies",
            rf"(?:不再|已经不|不)对(?P<v>[^，,。]+?){_DEGREE}过敏",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "allergies",
            rf"对(?P<v>[^，,。]+?){_ADV_IN}(?:现在|已经|也|都|反而|基本上?|几乎|差不多|完全|彻底)*"
            r"(?:不再|不|没那么|没有)过敏了?",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "allergies",
            rf"的?(?P<v>[^，,。有对的]{{1,6}}?)过敏{_ADV_IN}(?:{_NEARLY})*(?:好了|治好了|痊愈了|没了|消失了)",
            polarity=-1,
            temporal=True,
        ),
        # 一吃芒果就过敏 / 碰到猫毛会起疹子
        _f(
            "allergies",
            r"(?:一)?(?:吃|碰到?|喝|接触|闻到?|用)(?P<v>[^，,。就会]{1,8}?)(?:就|会|都会|也会|容易|还会)"
            r"(?:过敏|起疹子|起红疹|长疹子|起风团|起包)",
        ),
        _f(
            "allergies",
            rf"对(?P<v>[^，,。]+?){_DEGREE}过敏{_ADV_IN}(?:{_NEARLY})*(?:好了|治好了|痊愈了|没了|消失了)",
            polarity=-1,
            temporal=True,
        ),
        _f("allergies", rf"(?:{_FOUND}|开始)?对(?P<v>[^，,。]+?){_DEGREE}(?<![不没])过敏"),
        _f("allergies", rf"(?:{_FOUND})?对?(?P<v>乳糖|麸质|酒精|咖啡因|果糖)(?:不耐受?|不耐)"),
        _f(
            "allergies",
            r"(?:我的?|用户的?)?过敏原(?:检测|测试)?(?:结果)?(?:查出来|测出来|出来)?了?(?:是|为)(?P<v>[^，,。]{1,10})$",
            subject="none",
        ),
        # (去医院查了过敏原 names no allergen: 过敏原 is the test; 芒果也过敏 is 芒果)
        _f(
            "allergies",
            rf"(?:{_FOUND})有?(?P<v>[^，,。对有]{{1,8}}?){_DEGREE}(?<![不没])过敏(?!原)",
            "allergen",
        ),
        _f("allergies", rf"有(?P<v>[^，,。]+?){_DEGREE}(?<![不没])过敏(?!原)"),
        _f("allergies", rf"(?P<v>[^，,。有对]{{1,6}}?){_DEGREE}(?<![不没])过敏(?!原)", "allergen"),
        # children
        _f("children", r"(?:没有|没|还没有?)(?:孩子|小孩|娃)", constant="没有孩子"),
        _f("children", r"(?:是)?丁克(?:一族|族)?$", constant="没有孩子"),
        _f(
            "children",
            r"有(?:了)?(?:宝宝|小宝宝|孩子|小孩|娃)了$",
            constant="有了孩子",
            temporal=True,
        ),
        # 二胎生了 (not 我女儿生了: she gave birth)
        _f(
            "children",
            rf"(?P<v>二胎|三胎|老二|老三|二宝|三宝|宝宝|孩子){_ADV_IN}(?:顺利|平安)?(?:生了|生下来了)$",
            "birth",
            temporal=True,
            needs=_NO_COUNT,
        ),
        _f("children", r"育有(?P<v>[^，,。]+)", "kids"),
        _f(
            "children",
            rf"(?:家里|家)?{_ADV_IN}(?:只有|就有|有了?)?(?P<v>(?:{_NUM}{{1,3}}个?|俩)(?:孩子|小孩|儿子|女儿|娃|宝宝|孩|男孩|女孩))"
            r"(?!和|跟)",
            "kids",
        ),
        _f("children", r"有(?P<v>(?:个|一对)(?:孩子|儿子|女儿|双胞胎|宝宝))", "kids"),
        # 有一个三岁的女儿: the count and the child, not the age
        _f(
            "children",
            rf"有(?P<v>(?:{_NUM}{{1,3}})?个[^，,。]{{1,6}}的(?:孩子|小孩|儿子|女儿|娃|宝宝|男孩|女孩))",
            "kids",
        ),
        _f(
            "children",
            rf"(?:生了|生下了?|有了|添了|喜得|迎来了|领养了?|收养了?)(?:一个|个|一对|一位|位)?(?P<v>{CHILD})",
            "born",
            temporal=True,
            needs=_NO_COUNT,
        ),
        _f(
            "children",
            r"(?:升级)?(?:当|做|成|成为|为)了?(?:爸爸|妈妈|爸|妈|父亲|母亲|宝妈|奶爸|新手妈妈|新手爸爸)了",
            constant="有了孩子",
            temporal=True,
        ),
        _f(
            "children",
            r"(?:有了?|是)?(?P<v>一儿一女|一女一儿|儿女双全|龙凤胎|双胞胎)(?:了|啦)?$",
            "pair",
        ),
        _f("children", r"有(?:了)?(?P<v>一儿一女|一女一儿|儿女双全|龙凤胎|双胞胎)", "pair"),
        _f(
            "children",
            r"有(?:一个|个)?(?:儿子|女儿)(?:和|跟|还有)(?:一个|个)?(?:儿子|女儿)",
            constant="两个孩子",
        ),
        _f("children", r"有了第一个(?:孩子|宝宝|娃)", constant="一个孩子", temporal=True),
        _f(
            "children",
            r"(?:怀孕|怀上|有喜|怀了?(?:二胎|三胎|宝宝|孕))了",
            constant="怀孕",
            temporal=True,
        ),
        # pets: none (a new pet replaces it), gone, then had
        _f(
            "pets",
            r"(?:家里|家|里)?(?:现在)?(?:没有|没|不养|没养)(?:任何|什么)?(?:宠物|小动物)",
            constant=NO_PETS,
        ),
        _f(
            "pets",
            rf"把(?:家里?的?)?(?P<v>{PETS})(?:送给[^，,。]+|送回[^，,。]*|送到[^，,。]*|留给[^，,。]+|送人|送走|卖)了?",
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
            rf"(?:家里?|家)?{_ADV_IN}(?:从[^，,。]{{1,8}}?)?(?:换成|改成|改|又|还)?(?:养了?|领养了?|收养了?|买了|只有|就有|有|新来了|来了|多了|添了|领回来了?|接回来了?|带回来了?|带回了?|"
            r"捡了|捡回了?|捡到了|抱回来了?|抱回了?|领回了?|接回了?|迎来了)(?:的是)?"
            rf"(?P<v>{_PET_ONE}(?:(?:{_AND})?{_PET_ONE})*)",
            "pet",
            split=re.compile(rf"{_AND}|(?<=[猫狗鱼鼠兔龟鸟犬])(?={_NUM}+(?:只|条|个|头|匹|缸|对))"),
        ),
        # numbers
        _f(
            "income",
            r"(?:新公司|新东家|新单位|公司|东家|单位|HR)(?:给到了?|给了|开到了?|开了|给我开了?)"
            r"(?:年薪|月薪|工资|薪水|薪资)?(?P<v>.+)",
            "amount",
            subject="none",
        ),
        _f(
            "income",
            r"(?:一个月|每月|每个月|一年|每年)?(?:能|可以)?(?:赚|挣|拿到手|拿|收入|到手|税前|税后)(?P<v>.+)",
            "amount",
        ),
        _f("income", rf"(?:降薪|涨薪|加薪)了?(?:到|至)?(?P<v>{_NUMS})?", "amount", temporal=True),
        _f("rent", r"(?:每(?:个)?月)?(?:交|付|出|掏)(?P<v>[^，,。]+?)(?:的)?房租", "amount"),
        _f(
            "rent",
            rf"(?:开始|改|每月|每个月)*(?:只有|要|得|交|付)?(?P<v>{_NUMS})(?:一个月|每月|/月)?$",
            "amount",
            needs=_RENT,
        ),
        _f("income", rf"(?:只有|能拿|拿|有)?(?P<v>{_NUMS})了?$", "amount", needs=_INCOME),
        _f(
            "weight",
            r"(?:从[^，,。]{1,10}?)?(?:瘦到了?|胖到了?|瘦回了?|胖回了?|减到了?|减肥到了?|长到了?|涨到了?|掉到了?|降到了?|"
            r"变成了?|重)"
            r"(?P<v>.+)",
            "weight",
            temporal=True,
        ),
        _f(
            "weight",
            # (终于到68kg了: a weight reached)
            rf"(?:有|是|才|只有|都|快|到了?|达到了?)?(?P<v>{_NUM}+\s*(?:斤|公斤|kg))",
            "weight",
            needs=_NO_BIRTH,
        ),
        _f(
            "age",
            r"(?:满)?(?P<v>\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁",
            "age",
            needs=_NO_KID,
        ),
        _f(
            "age",
            r"(?P<v>[1-9]\d|[二三四五六七八九]十[一二三四五六七八九]?)(?:岁)?了?$",
            "age",
            needs=_THIS_YEAR,
        ),
        # last, as every other frame comes first: 我还是单身 is no name
        _f("name", _BARE_NAME.replace("{2,4}", "{3,4}"), "full_name"),
        _f("name", _BARE_NAME, "full_name", needs=_INTRO),
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
            r"(?:不太|不怎么|一点也不|一点都不|并不|不大|不)(?:能)?(?:喜欢|爱吃|爱喝|爱|吃|喝|碰|"
            r"(?:打|踢|玩|看|听|弹|抽)(?!算|听|扰|卡|工|车|电话|见|到|懂|清|出|开))(?P<v>.+)",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:很|非常|特别|超级?|最|真的|有点|有些|越来越|开始|渐渐)*(?:讨厌|受不了|反感|厌恶|烦(?!死|透|了)|"
            r"吃不了|吃不惯|喝不惯|吃不来|喝不来|看不惯|接受不了|怕(?=吃|辣|甜|苦|酸|冷|热))(?P<v>.+)",
            "taste",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:很|挺|特别|也)?(?:能|可以)(?:吃|喝|接受)(?P<v>[^，,。]+?)了?$",
        ),
        _f(
            "likes",
            r"对(?P<v>[^，,。]+?)(?:已经|现在|也|都|一直)*(?:不感兴趣|没兴趣|没什么兴趣|没啥兴趣|不感冒|"
            r"无感|提不起兴趣)了?",
            polarity=-1,
        ),
        _f(
            "likes",
            r"对(?P<v>[^，,。]+?)(?:很|特别|非常|超级?|越来越|也|挺)*(?:感兴趣|有兴趣|上瘾|着迷|痴迷)",
        ),
        _f("likes", r"(?:戒了|戒掉了?)(?P<v>.+)", polarity=-1, temporal=True),
        # a fan: 我是个咖啡控, 周杰伦的歌迷, 资深猫奴, 摄影爱好者
        _f(
            "likes",
            r"(?:是)?(?:个|一个|一名|名|资深|忠实|铁杆|骨灰级)*(?!是)(?P<v>[^，,。的]{2,8}?|[^，,。的]{1,8}?(?=奴))"
            r"的?(?:忠实|铁杆)?(?:歌迷|影迷|球迷|书迷|粉丝|粉|控|迷|爱好者|发烧友|奴)$",
        ),
        _f("likes", r"(?:单曲循环|循环播放|循环听|狂听|天天听)(?P<v>.+)"),
        _f(
            "likes",
            r"戒(?P<v>烟|酒|糖|奶茶|咖啡|可乐|游戏|甜食|零食|夜宵)了?",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:(?:把|从)[^，,。]+?)?(?:改喝|改吃|改玩|换成了?|改成了?)(?P<v>.+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:很|非常|特别|超级?|挺|真的|蛮|还挺|也|一直|越来越|最|更|比较|还是|反而|倒是|更加|也挺|开始|"
            r"渐渐|慢慢)*"
            r"(?:喜欢上了?|爱上了?|迷上了?|痴迷于?|沉迷于?|着迷于?|入坑了?|喜欢|爱吃|爱喝|热爱|爱|偏爱|钟爱)"
            r"(?P<v>.+)",
            "taste",
        ),
    )


FRAMES: tuple[Frame, ...] = _frames()

#: ``favourite:<x>`` keys shared with English, so 最喜欢的颜色 ≡ favourite colour.
X_KEYS = {
    "颜色": "colour", "电影": "movie", "影片": "movie", "运动": "sport", "水果": "fruit",
    "季节": "season", "书": "book", "歌手": "singer", "乐队": "band", "食物": "food",
    "菜": "food", "城市": "city", "歌": "song", "动物": "animal", "饮料": "drink", "花": "flower",
    "游戏": "game", "演员": "actor", "作家": "author", "品牌": "brand", "节日": "holiday",
    "球队": "team", "明星": "star", "国家": "country", "电视剧": "show", "剧": "show", "小说": "novel",
    "甜点": "dessert", "零食": "snack", "茶": "tea", "饮品": "drink", "咖啡": "coffee", "餐厅": "restaurant",
}  # fmt: skip


def x_key(x: str) -> str:
    """The ``<x>`` of ``favourite:<x>`` (颜色, 电影…)."""
    x = re.sub(r"^(?:一个|一部|一首|一本|种|个)", "", clean_display(x)).strip()
    return X_KEYS.get(x, x)


def non_statement(clause: str) -> bool:
    """Questions and greetings state no fact."""
    stripped = clause.strip()
    return bool(QUESTION.search(stripped)) or bool(GREETING.match(stripped))


#: Text naming a value the sentence replaces: …，不是爵士乐 / 而不是爵士乐 / 把咖啡换成….
CONTRAST = re.compile(
    r"(?:^|[，,。；;：:])\s*(?:其实|原来|而|并|但|可)?不(?:再)?是([^，,。；;！!？?]+)|而不是([^，,。；;！!？?]+)|"
    r"(?:把|从)([^，,。]+?)(?:换成|改成|变成|改喝|改吃|改玩|换到|转到)"
)
SWITCH = re.compile(r"改喝|改吃|改玩|改听|换成|改成|转而")
CORRECTION = re.compile(
    r"说错|打错|写错|更正|纠正|搞错|口误|记错|不好意思|其实|不对|说岔|说得不准|说的不准"
)
ADDITIVE = re.compile(r"也|又|还有|另外|另一|都|再")

#: The end of a Latin word or a figure written straight after a Chinese character (做PM, 8k).
_AFTER_LATIN = "|".join(rf"(?<=[\u4e00-\u9fff][A-Za-z0-9.]{{{n}}})" for n in range(1, 13))

CHINESE = Language(
    code="zh",
    clause_split=re.compile(
        r"(?<=[。！？!?；;])|[，,、]|(?<!\d)[～~]|[～~](?!\d)|…+|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+|"
        # casual chat writes a pause as a space (上礼拜搬杭州了 滨江这边): between two Chinese
        # characters it ends a clause, as a comma would; not around a Latin word (在 Google 上班)
        rf"{CJK_PAUSE}|"
        # … nor after a Latin word or a figure run into the Chinese before it (在字节做PM 天天开会,
        # 我一个月8k 刚够活), unless the clause goes on (在Google 上班)
        rf"(?:{_AFTER_LATIN})[ \u3000]+(?=[\u4e00-\u9fff])(?!上班|工作|实习|任职|做|当|干|的|了|公司|这边|那边)"
    ),
    subject=SUBJECT,
    possessive=POSSESSIVE,
    adverbial=ADVERBIAL,
    aux=AUX,
    blocker=BLOCKER,
    conditional=CONDITIONAL,
    temporary=TEMPORARY,
    bounded=BOUNDED,
    # …，现在儿女双全了 / …，算蛋奶素: what the user is now, or what it all comes to
    sequel=re.compile(
        r"\s*(?:而且|并且|然后|后来|接着|最后|结果|现在|如今|目前|今天|这会儿|算是?|也就是说?|总之|说白了)"
    ),
    frames=FRAMES,
    cleaners=CLEANERS,
    non_statement=non_statement,
    change_marker=CHANGE,
    x_key=x_key,
    implied_subject="我",
    rewrites=(*REWRITES, *zh_everyday.REWRITES, *zh_casual.REWRITES),
    contrast=CONTRAST,
    switch=SWITCH,
    correction=CORRECTION,
    additive=ADDITIVE,
    answers=(
        # 周杰伦yyds 我最喜欢的歌手没有之一 → 周杰伦是我最喜欢的歌手: the favourite said first,
        # then what it is to the user (我老公最喜欢的 / 我以前最喜欢的 are not the user's now)
        (
            re.compile(
                r"(?:^|(?<=[。！!？?\n]))\s*(?P<v>(?![我你他她])[^，,。！!？?\s我你他她是了]{1,12}?)\s*"
                r"(?:yyds|YYDS|永远的神|天下第一|永远滴神|绝绝子|真的绝了|绝了)?[，,！!～~\s]*"
                r"(?P<s>我|用户)(?P<a>现在|目前)?最(?P<w>喜欢|爱)的(?P<x>[^，,。！!？?\s的是]{1,6}?)"
                r"(?:[，,\s]*(?:没有之一|无可替代))?(?=\s*[。！!～~\n]*\s*$|\s*[。！!\n])"
            ),
            r"\g<v>是\g<s>\g<a>最\g<w>的\g<x>",
        ),
        # 领证了！终于脱单成功: married, which says more than being with someone
        (
            re.compile(
                r"(?P<h>(?:领证|领了证|扯证|结婚|办了婚礼|办完婚礼|摆了酒)[^\n]{0,40}?)(?:终于|总算)?"
                r"脱单(?:成功)?了?"
            ),
            r"\g<h>",
        ),
        (
            re.compile(
                r"(?P<n>涨薪|加薪|降薪|调薪|涨工资|降工资|涨房租|涨租|降租|升职|跳槽|搬家|离职|辞职)"
                r"(?P<p>了|啦|成功)[！!]+\s*"
            ),
            r"\g<n>\g<p>，",
        ),
    ),
)
