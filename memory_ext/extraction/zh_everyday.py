"""Chinese everyday phrasings put in the words the grammar reads (see ``Language.rewrites``),
applied after :mod:`.zh_rewrites`: a home reached as an arrival (终于落地深圳了，以后就是深漂一族),
a home in the city one is in named by its neighbourhood (我人在武汉，家住光谷这边), an allergy a
test found (但查出来现在对头孢过敏), a favourite that takes another's place (《星际穿越》取代霸王别姬成为我的最爱电影), a job, weight or
rent said in passing (做UI设计师第四年了, 体重卡在80kg, 在上海租的房子月租6000), a salary by an
offer taken, a trip that moves on, a hotel after its city, and corrections said bare (是对腰果过敏,
其实是三个孩子); and, from blind 10: a home since a move (自从搬来苏州园区以后), the district
after a transfer or after the city one works in (在长沙上班 住岳麓区), a lodging moved to, a new
employer after leaving the old one (从字节出来以后到了美团), an agent's 其, and vegan said as no
meat, eggs or dairy (肉蛋奶都不碰); from blind 11: an agent's note with no colon (用户称单身),
no dietary restrictions, halal said by faith (我是穆斯林), 俩 as two, a title said as title, and
the user's worst said as 最烦的就是. Each rewrite keeps the sentence's own subject, so the same words about someone
else, or as a plan or a question, still state nothing. Pure data.
"""

from __future__ import annotations

import re

from memory_ext.extraction.people import PEOPLE_ZH
from memory_ext.extraction.zh_words import DISTRICT, HOTELS, PLACE, TIME_WORDS

_ADVS = rf"(?P<a>(?:{TIME_WORDS})*)"
_COUNT = r"[\d一二两三四五六七八九十]+"
#: The sentence opens with no one else: the user speaks of himself (or the agent of the user).
_OWN = rf"(?![^。！!？?]*?(?:{PEOPLE_ZH}))"

#: Not a workplace one leaves for another (从家里出来以后去了星巴克 is an outing).
_NOT_WORK = "".join(
    f"(?<!{w})"
    for w in ("家", "家里", "学校", "医院", "商场", "超市", "宿舍", "餐厅", "地铁", "车站", "机场")
)

REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # 用户称已于本周… / 用户行程变更：… / 用户更正：… (an agent's memory): the user is the subject
    (
        re.compile(
            r"^(?P<s>用户|该用户)(?:称|表示|提到|说)[，,]?\s*(?=已|刚|最近|本周|上周|上个?月|这周|今天|昨天)"
        ),
        r"\g<s>",
    ),
    (
        re.compile(r"^(?P<s>用户|该用户)(?:行程变更|行程更新|行程有变|最新行程)[：:，,]\s*"),
        r"\g<s>",
    ),
    (re.compile(r"^(?P<s>用户|该用户)(?P<c>更正|纠正|澄清)[：:，,]\s*"), r"\g<c>，\g<s>"),
    # …，其并未结婚 (an agent's note): 其 is the user the note is about
    (
        re.compile(
            rf"^(?P<h>(?:(?:更正|纠正|澄清)，)?(?:用户|该用户)(?:(?!{PEOPLE_ZH})[^。！!？?])*?[，,：:]\s*)"
            r"其(?!他|她|中|实|余|次|间|后)"
        ),
        r"\g<h>",
    ),
    # 用户补充：… / 用户说明：… (an agent's note of what the user said)
    (re.compile(r"^(?P<s>用户|该用户)(?:补充|说明|强调|确认|表示|称)[：:]\s*"), r"\g<s>"),
    # 等下我记错了 / 诶我打错了 → 我记错了
    (
        re.compile(
            r"^\s*(?:等下|等等|等一下|诶|哎|呃|啊|噢|哦)[，,！!～~]*\s*(?=我?(?:记错|说错|打错|搞错|写错|口误))"
        ),
        "",
    ),
    # 发现还对尘螨过敏 / 但查出来现在对头孢过敏 → 还对尘螨过敏 / 但现在对头孢过敏
    (
        re.compile(
            r"(?:体检|复查|去医院)?(?:时|的时候)?新?(?:发现|确诊|检查出来?|查出来?|测出来?|诊断出来?)(?:了)?(?:我)?(?:自己)?"
            rf"(?=(?:{TIME_WORDS})*对[^，,。]{{1,10}}过敏)"
        ),
        "",
    ),
    # 搬至长沙 / 已于本周 (an agent's register): 搬到长沙 / 已经
    (re.compile(r"搬至"), "搬到"),
    # 周三转至重庆继续出差 (an agent's register): 转到重庆
    (re.compile(r"(?<=转)至(?=[\u4e00-\u9fff])"), "到"),
    # … and a week settling somewhere is a move, not a stay: 已于本周从武汉搬至长沙定居 → 已经从武汉搬到长沙
    (
        re.compile(
            r"(?:已|已经)于(?:本周|这周|上周|近期|日前|近日|前几天|最近)(?=[^。！!？?]*?(?:定居|安家|落户|长住))"
        ),
        "已经",
    ),
    (
        re.compile(
            r"(?:已|已经)于(?=本周|上周|今天|昨天|前天|上个?月|近期|日前|前几天|最近|近日|今年|去年)"
        ),
        "已经",
    ),
    # 我人在武汉，家住光谷这边 → 我住在武汉，…: a home in the city one is in, named by its
    # neighbourhood (a district, or a spot 这边 / 附近), makes 人在 no trip
    (
        re.compile(
            rf"^(?P<s>我|用户|该用户)?{_ADVS}人?在(?P<p>{PLACE})(?P<h>[，,]\s*(?:我|用户)?家(?:就|也)?(?:住|在)(?:在)?"
            rf"(?:(?:{DISTRICT})|[^，,。]{{1,6}}?(?:这边|这儿|这里|附近|这一片|一带)))"
        ),
        r"\g<s>\g<a>住在\g<p>\g<h>",
    ),
    # 搬到长沙定居 → 搬到长沙 (settling there is the move itself)
    (re.compile(rf"(?<=搬到)(?P<p>{PLACE})(?:定居|安家|落户|长住)"), r"\g<p>"),
    # 终于落地深圳了，以后就是深漂一族 → 搬到深圳了: an arrival that makes one a 漂 is a move
    (
        re.compile(
            rf"^(?P<s>我|用户|该用户)?{_ADVS}(?:终于|已经|总算|正式)*(?:落地|来到|到了|抵达|扎根)"
            rf"(?P<p>{PLACE})了?(?=[^。！!？?]*?(?:以后|从此|往后|今后)?(?:就是|就成了|成了|成为|正式成为)"
            r"(?:一[名个枚])?[^，,。]{0,3}漂)"
        ),
        r"\g<s>\g<a>搬到\g<p>了",
    ),
    # 搬到杭州了，…，现在在滨江租房 → the district after the move names no other home
    (
        re.compile(
            rf"(?P<h>搬(?:到|去|来|回)了?(?:{PLACE})[^。！!？?]*?)[，,]\s*(?:现在|目前|暂时|先)?(?:我)?(?:就)?"
            rf"(?:在|住在?)(?:{DISTRICT})(?:那边|这边|附近)?(?:租房子?|租了?房子?|租|住)[^，,。！!？?]*"
        ),
        r"\g<h>",
    ),
    # 心目中最好看的电影 → 最喜欢的电影
    (re.compile(r"(?:心目中|心里|心中)(?=最(?:好看|好听|好吃|喜欢|爱))"), ""),
    (re.compile(r"最好看的(?=电影|影片|剧|电视剧|书|小说|动漫|动画|综艺)"), "最喜欢的"),
    (re.compile(r"最好听的(?=歌|歌曲|专辑|乐队)"), "最喜欢的"),
    (re.compile(r"最好吃的(?=菜|水果|零食|甜点|食物)"), "最喜欢的"),
    # 《星际穿越》取代霸王别姬成为我的最爱电影 → 《星际穿越》是我最喜欢的电影，不是霸王别姬
    (
        re.compile(
            r"(?:(?:我|用户)(?:宣布|觉得|感觉|决定)[，,]?\s*)?《(?P<t>[^》]+)》(?:已经|正式|直接)*(?:取代|替代|顶替|超过|干掉)了?"
            r"(?P<o>[^，,。]{1,12}?)[，,]?\s*(?:成为|成了|变成)了?(?:我|用户|自己)(?:的|心中的|心里的)?(?:新的?)?"
            r"(?:最爱的?|最喜欢的)(?P<k>[^，,。！!？?了]{1,4})了?"
        ),
        r"《\g<t>》是我最喜欢的\g<k>，不是\g<o>",
    ),
    # 是周杰伦，陈奕迅是我老公喜欢的 → the old favourite is someone else's: it ranks second
    (
        re.compile(
            rf"(?P<h>是[^，,。]{{1,10}})[，,]\s*(?P<o>[^，,。]{{1,10}}?)(?:其实)?是(?:我|我的)?(?:{PEOPLE_ZH})"
            r"(?:最)?(?:喜欢|爱|爱听|爱看|爱吃|喜欢听|喜欢看)的?(?=$|[。！!，,])"
        ),
        r"\g<h>，\g<o>只能排第二",
    ),
    # 我叫陈晓，大家都叫我小陈: the nickname after the name is no new name
    (
        re.compile(
            r"(?P<h>(?:我|用户|该用户|本人)(?:叫|名叫|的名字是)[\u4e00-\u9fff]{2,4})[，,]\s*(?:大家|朋友们?|同事们?|同学们?|"
            r"家里人|身边的人|别人|他们|熟人)(?:都|一般|平时|也|一直)*(?:叫|喊|称呼)我[^，,。！!？?]*"
        ),
        r"\g<h>",
    ),
    # 一天不喝就犯困 says how much one likes it, not a dislike
    (re.compile(r"[，,]\s*(?:一天|一顿|一日|一周)不(?:喝|吃|玩|听|看)就[^，,。！!？?]*"), ""),
    # 做UI设计师第四年了 / 当老师五年了 → 我做UI设计师
    (
        re.compile(
            rf"^(?P<s>我|用户|该用户)?{_ADVS}(?P<v>做|当|干)(?!了)(?P<j>[^，,。！!？?]{{2,10}}?)(?:已经|都)?"
            rf"(?:的)?(?:第{_COUNT}年|{_COUNT}多?年)了"
        ),
        r"\g<s>\g<a>\g<v>\g<j>",
    ),
    # 只是单纯不吃猪肉 → 只是不吃猪肉
    (re.compile(r"单纯(?:地|的)?(?=不吃|不喝|不碰)"), ""),
    # 年包 / 总包 is the yearly pay; 新offer年包45万，已经入职了 → 我的年薪涨到45万
    (
        re.compile(
            r"^(?P<h>[^。！!？?]*?)(?:新的?|现在的?)(?:offer|Offer|OFFER|工作)的?(?:年包|年薪|总包|package)(?:是|有)?"
            r"(?=[^。！!？?]*?(?:已经?入职|入职了|已经?接了|签了|已经?去上班|上岗了))"
        ),
        r"\g<h>我的年薪涨到",
    ),
    (re.compile(r"(?<=[我的])(?:年包|总包)"), "年薪"),
    # 行程变更：已从成都转到重庆 → 出差到重庆了 (a trip goes on to the next city)
    (
        re.compile(
            rf"^(?P<h>{_OWN}[^。！!？?]*?)(?:已经?|已)?从(?:{PLACE})(?:转到|转去|转战|换到|改到|挪到)(?P<p>{PLACE})"
            r"(?=[^。！!？?]*(?:行程|出差|待到|呆到|待几天|这周|本周))"
        ),
        r"\g<h>出差到\g<p>了",
    ),
    # 在上海出差，住在静安的全季 → …，现在住在静安的全季 (the hotel, not the city, is the stay)
    (
        re.compile(
            rf"^(?P<h>{_OWN}(?=[^。！!？?]*?(?:出差|旅游|旅行|度假|这几天|这两天|这周|本周|到了))[^。！!？?]*?[，,])\s*(?:我|用户)?(?:就|这次)?(?=住(?:在|进了?|的是)?[^，,。]{{0,10}}?(?:{HOTELS}))"
        ),
        r"\g<h>现在",
    ),
    # 其实是三个孩子 → 有三个孩子 (a count corrected bare)
    (
        re.compile(
            rf"(?:^|(?<=[，,：:]))\s*(?:其实|应该|实际上)?是(?P<n>{_COUNT}个)(?P<k>孩子|小孩|娃)"
        ),
        r"有\g<n>\g<k>",
    ),
    # 记错了，是对腰果过敏 → 对腰果过敏
    (re.compile(r"(?:^|(?<=[，,：:]))\s*(?:其实|应该)?是(?=对[^，,。]{1,10}过敏)"), ""),
    # 做了过敏原检测 is a test, not an allergy to the place it was done
    (re.compile(r"(?:做了?|去做|查了?)过敏原?(?:检测|测试|筛查|检查)"), "做了检查"),
    # 闻着都受不了 → 都受不了 (how one can't stand it, not a thing)
    (
        re.compile(
            r"(?:闻着|看着|听着|想想|想着|看见|闻到)(?=都受不了|就受不了|都想吐|就想吐|就恶心)"
        ),
        "",
    ),
    # 体重卡在80kg → 体重是80kg
    (re.compile(r"体重(?:一直|还|已经|都)?(?:卡在|停在|维持在|稳定在|停留在|保持在)"), "体重是"),
    # 我在上海租的房子月租6000 → 我的房租是6000
    (
        re.compile(
            rf"^(?P<s>我|用户|该用户){_ADVS}(?:在(?:{PLACE}|{DISTRICT})?)?租的(?:房子?|公寓|单间|这套|那套)"
            r"(?:的)?(?:每个?月|一个月|月租|房租|租金)(?:是|要|得)?"
        ),
        r"\g<s>的房租是",
    ),
    (
        re.compile(
            rf"^{_ADVS}(?:在(?:{PLACE}|{DISTRICT})?)?租的(?:房子?|公寓|单间|这套|那套)"
            r"(?:的)?(?:每个?月|一个月|月租|房租|租金)(?:是|要|得)?"
        ),
        r"我的房租是",
    ),
    # 自从搬来苏州园区以后，… → 搬来苏州，…: a home since a move, the city (not its district)
    (
        re.compile(
            r"(?:自从|自打|打从)(?P<v>搬(?:来|到|去|回|家到)了?|迁(?:到|至|居)|移居(?:到)?|来到)"
            rf"(?P<p>{PLACE})(?:{DISTRICT}|[^，,。！!？?\s]{{0,4}}?(?:园区|新区|开发区|工业园))?"
            r"(?:以后|之后|后|以来)?(?=[，,。！!\s]|$)"
        ),
        r"\g<v>\g<p>",
    ),
    # 又被公司调去深圳了，现在住南山 → …调去深圳了: the district one lives in after a transfer
    # or a move is in the city one went to (the city is the home)
    (
        re.compile(
            r"(?P<h>(?:调|派|外派|派驻|调动|调任|搬)(?:到|去|往|来|回|至)了?"
            rf"(?:{PLACE})[^。！!？?]*?)[^\u4e00-\u9fffA-Za-z0-9]+(?:现在|目前|暂时|先)?(?:我|用户)?(?:就)?"
            rf"住(?:在)?(?:{DISTRICT})(?:那边|这边|附近|一带)?(?=$|[^\u4e00-\u9fff])"
        ),
        r"\g<h>",
    ),
    # 现在在长沙上班 住岳麓区 → 现在在长沙上班: the district one lives in, after the city one
    # works in, is in that city (the city is the home)
    (
        re.compile(
            rf"(?P<h>(?<![他她])在(?:{PLACE})(?:上班|工作|生活|定居)[^。！!？?]*?)[^\u4e00-\u9fffA-Za-z0-9]+"
            r"(?:现在|目前|平时)?(?:我|用户)?(?:就)?"
            rf"住(?:在)?(?:{DISTRICT})(?:那边|这边|附近|一带)?(?=$|[^\u4e00-\u9fff])"
        ),
        r"\g<h>",
    ),
    # 挪到了海棠湾的一家民宿 / 换到了亚龙湾的一家民宿 → 住进了…: a lodging moved to
    (
        re.compile(
            r"(?:挪到|挪去|换到|换去|搬到|搬去|搬进|转到)了?"
            r"(?=[^，,。！!？?\s的]{2,12}?(?:的|那家|这家)(?:一家|一个|家|个)?[^，,。的\s]{0,6}?(?:民宿|客栈|青旅))"
        ),
        "住进了",
    ),
    # 从字节出来以后到了美团 / 离开华为后去了小米 → 从字节跳槽到美团: a new employer after the
    # old one (not after leaving home, school or a shop)
    (
        re.compile(
            rf"(?:从(?!(?:{PLACE})出来)(?P<o>[^，,。！!？?\s]{{1,10}}?){_NOT_WORK}出来|"
            rf"离开了?(?!(?:{PLACE})(?:以后|之后|后))(?P<p>[^，,。！!？?\s]{{1,10}}?){_NOT_WORK})"
            r"(?:以后|之后|后)[，,\s]*(?:就|又|然后)?(?:到了|去了|进了|加入了?)"
            r"(?=[^，,。！!？?\s]{2,12}(?:$|[，,。！!？?\s]))"
        ),
        r"从\g<o>\g<p>跳槽到",
    ),
    # 用户称单身 / 用户自述对猫毛过敏 / 用户表示饮食无特殊限制 (an agent's note with no
    # colon): what the user said of themselves
    (
        re.compile(
            r"^(?P<s>用户|该用户)(?:自述|(?<!自)称|表示|说)(?![：:，,]|他|她|想|要|打算|准备|希望|可能)"
        ),
        r"\g<s>",
    ),
    # 饮食无特殊限制 / 饮食没什么忌口: no dietary restrictions
    (
        re.compile(r"饮食(?:上)?(?:无|没有|没)(?:任何|什么|啥)?(?:特殊|特别)?(?:限制|忌口|要求)"),
        "什么都吃",
    ),
    # 我是穆斯林 / 只吃清真的: halal (a faith is no name)
    (re.compile(r"(?<=[我户])是穆斯林|(?<=[我户])(?:只吃|吃)清真的"), "吃清真"),
    # 俩儿子 / 俩娃: two
    (re.compile(r"俩(?=儿子|女儿|闺女|孩子|娃|小孩|宝宝|猫|狗)"), "两个"),
    # 现在title是产品总监: one's job title
    (
        re.compile(
            r"(?<![他她])(?:我的|我)?(?:现在的?|目前的?)?(?:title|Title|TITLE|头衔|职位)(?:是|为)"
        ),
        "我现在是",
    ),
    # 最烦的就是早高峰挤地铁: the user's worst (said with no one else before it)
    (re.compile(r"^(?P<pre>\W*)(?:我)?最(?:烦|讨厌|受不了)的(?:就)?是"), r"\g<pre>我最讨厌"),
    # 吃素三年了 肉蛋奶都不碰 / 我不吃肉蛋奶: no eggs or dairy either is vegan (纯素)
    (
        re.compile(
            r"吃素(?P<m>[^，,。！!？?\s]{0,6}?)[，,\s]+(?:连)?(?:肉)?(?:蛋奶|奶蛋|鸡蛋牛奶|蛋和奶|蛋类奶类)"
            r"(?:都|也)(?:不碰|不吃|不沾|不能吃|不要)了?"
        ),
        r"吃纯素\g<m>",
    ),
    (
        re.compile(
            r"(?:肉蛋奶|肉、蛋、奶|肉和蛋奶)(?P<s>我|用户)?(?:都|也|一律|统统)?(?:不碰|不吃|不沾)了?|"
            r"不(?:吃|碰|沾)(?:肉蛋奶|肉、蛋、奶|任何动物制品|动物制品)"
        ),
        r"\g<s>吃纯素",
    ),
)
