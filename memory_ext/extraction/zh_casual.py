"""Chinese casual chat the main grammar (:mod:`.zh`) missed (found on blind 8): a pay said
bare (我一个月8k), a job said as what one is (本人会计一枚, 我就一普通测试工程师), an employer
named with its city (在网易杭州做游戏策划), a home said by staying put (在长沙待着呢), a move
said as running somewhere (去年跑北京来了) or going back (咱回天津了), two kids said as 俩娃, no
kids yet (还没要孩子, 丁克中), no allergies (没啥过敏的), a home said by how long one has stayed with nothing after it
(在北京待了三年，冬天太干了), a household of pets by count (现在家里一猫一狗), a fasting plan
corrected by its ratio (说错了，我做的是18:6); and rewrites: eating everything then the kind
of eater (什么都吃，无肉不欢那种 → 无肉不欢), a title after 升了, a stay
at someone's home then its city (借住在我姐家 合肥这边), a neighbourhood after the city one moved
to (回天津了 … 现在就住河西这边), a rent raised from next month (房东涨租了 下个月起3500), and a
relative clause about someone else (在Google上班的朋友说…: the friend's job). Found on blind 9:
a job said bare after 本人 (本人前端开发), a lodging as said (住在三亚亚龙湾的一家民宿, 住的是
福田那家希尔顿欢朋); and rewrites: a diet given up before the one taken up (不再吃素，在做生酮),
no pork said after 清真, a space before a trip's hotel (出差到成都了 住春熙路附近的汉庭), how
exactly a correction is put (准确说是订婚了), 反而 in what one likes or can't stand (最受不了的
反而是榴莲), and a correction said as how one put it before (之前表达有误：…). :mod:`.zh` puts
:data:`FRAMES` after :data:`.zh_updates.FIRST` and before its own frames, and :data:`REWRITES`
after its other rewrites. Pure.
"""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import SAID_WRONG, Frame, frame
from memory_ext.extraction.people import PEOPLE_ZH
from memory_ext.extraction.zh_updates import HOME_KIND
from memory_ext.extraction.zh_words import CITIES, DIETS, DISTRICT, HOTELS, JOBS, PLACE, TIME_WORDS

_ADV = rf"(?:{TIME_WORDS})*"
_NUMS = r"[\d一二两三四五六七八九十百千万.,，]+\s*(?:万元|万块|万|千|k|K|w|W|元|块钱|块)?"
#: A pay said bare after 一个月 / 一年 (我一个月8k): not what one spends, pays or saves.
_PAY_BARE = re.compile(
    r"^(?!.*(?:房租|租|房贷|车贷|花|开销|开支|生活费|伙食|预算|话费|电费|水费|还款|还|存|交|付|给|"
    rf"零花|补贴|奖金|罚|学费|报班|会员|油费|停车|{HOME_KIND}))"
    rf".*(?:一个月|每个?月|一年|每年)\s*(?:能有|能|就|才|也就|大概|差不多|有)?\s*{_NUMS}",
    re.S,
)
#: How one plays oneself down before a title: 我就一普通测试工程师, 我只是个小会计.
_MODEST = r"(?:普通的?|小小的?|小|平凡的?|平平无奇的?|苦逼的?|卑微的?|资深的?|底层的?|基层的?)?"
#: Not a home while staying put: a trip, a visit, a stay at someone's.
_NOT_TRIP = re.compile(
    r"^(?!.*(?:出差|旅游|旅行|度假|开会|培训|探亲|玩|酒店|宾馆|民宿|周末|假期|放假|过年|过节|春节|国庆|"
    r"看看|几天|两天|一趟|趟|陪|看望|探望|还回|待几天|住几天|这周|这几天|这两天|暂时|临时|借住|回来))",
    re.S,
)

#: Not a home held now: a span gone by (待了三年 后来回了长沙), a hypothetical.
_NO_MOVE_AFTER = re.compile(
    r"^(?!.*(?:回了|回到|回老家|回家乡|搬|离开|走了|去了|到了|后来|之后|以后|以前|曾经|那时|当年|毕业|调到|调去|"
    r"要是|如果|假如))",
    re.S,
)
#: A household of pets said by count (一猫一狗, 两猫一狗, 三只猫两条狗 said short).
_PET_HOUSE = r"(?:[一二两三四五]|俩)(?:猫|狗|兔|鸟|鱼|龟)"
#: Not one's pets now: a plan, a wish, a hypothetical.
_NOT_PLAN = re.compile(r"^(?!.*(?:以后|将来|打算|准备|想|希望|梦想|要是|如果|假如|理想))", re.S)

#: The eating windows of intermittent fasting (16:8, 18:6, 20:4, 14:10, 5:2).
_FAST_RATIO = r"(?:1[4-9]|2[0-3])\s*[:：]\s*(?:[1-9]|1[0-2])|5\s*[:：]\s*2"
#: A fasting plan corrected by its ratio alone: a correction marker, not someone else's.
_FAST_FIX = re.compile(
    rf"^(?=.*(?:{SAID_WRONG.pattern}))(?!.*(?:如果|要是|假如|打算|想|准备))", re.S
)

#: A job head of more than one character (开发, 会计, 老师; not 家 or 师 alone).
_JOB_HEAD = JOBS.rsplit("|程序媛", 1)[0]
#: 本人 opens the sentence or a clause: the user introducing themselves.
_SELF = re.compile(r"(?:^|[，,。！!\s])本人(?!的)")

#: A lodging named with where it is (亚龙湾的一家民宿, 福田那家希尔顿欢朋): see :func:`.zh._lodging`.
_LODGING = (
    r"[^，,。的\s]{2,12}?(?:的|那家|这家)(?:一家|一个|家|个)?"
    rf"(?:(?:{HOTELS})[\u4e00-\u9fff]{{0,4}}?|[^，,。的\s]{{0,6}}?(?:民宿|客栈|青旅|酒店|宾馆))"
)

#: The value of having no allergies (one of :data:`memory_ext.extraction.NO_ALLERGIES`).
NO_ALLERGIES = "没有过敏"

_f = frame


def _frames() -> tuple[Frame, ...]:
    none = {"subject": "none"}
    return (
        # 俩娃 一个上小学… / 家里俩娃 (我俩 would read 俩 as "we two")
        _f(
            "children",
            r"(?:我家|我|咱家)?(?:家里|家)?(?:有)?(?P<v>俩(?:娃|孩子|小孩|宝))(?:了|啦)?$",
            "kids",
            **none,
        ),
        # 我一个月8k / 我一年30w (一个月 is read as a time word before the figure)
        _f(
            "income",
            rf"(?P<v>{_NUMS})(?:左右|出头|多)?(?:了|吧|而已)?$",
            "amount",
            needs=_PAY_BARE,
        ),
        # 我就一普通测试工程师 / 我只是个小会计 / 本人会计一枚
        _f(
            "job_title",
            rf"(?:只是|就是|也就是?|不过是)?(?:一个|一名|一|个|名){_MODEST}(?![个名]?(?:老家|人家|大家|自家|家))(?P<v>[^，,。的一]{{1,10}})"
            r"(?:而已|罢了)?$",
            "job",
        ),
        _f("job_title", r"(?P<v>[^，,。的一]{1,10})(?:一枚|一名)(?:而已|罢了)?$", "job"),
        # 本人前端开发 天天写react / 本人会计: the job said bare after 本人 (本人陈嘉怡 is a name)
        _f(
            "job_title",
            rf"(?P<v>[^，,。的\s]{{0,6}}?(?:{_JOB_HEAD}))(?:一个|一名)?$",
            "job",
            needs=_SELF,
        ),
        # 在网易杭州做游戏策划: the company, then its city (not one place 网易杭州)
        _f(
            "employer",
            rf"在(?P<v>[^，,。\s]{{2,8}}?)(?:{CITIES})(?:分公司|总部|办公室|研发中心|这边|那边)?"
            r"(?:当(?!地)|做|干(?!活|啥|嘛)|担任)(?P<t>[^，,。]+)",
            "org",
        ),
        # 在华为干了四年了 (how long one has worked there, still there)
        _f(
            "employer",
            r"在(?P<v>[^，,。]{1,12}?)干了(?:快|有|差不多|整整)?[\d一二两三四五六七八九十几半]+多?个?(?:年|月)了",
            "workplace",
        ),
        # 我在广州天河上班: where one works, by city and district, says the city one lives in
        _f(
            "location",
            rf"在(?P<v>{CITIES})(?:{DISTRICT})(?:工作|上班|打工)",
            "place",
            needs=re.compile(r"^(?!.*住(?:在|到)?(?!院|这|那|得|不|了|下|惯))", re.S),
        ),
        # 在长沙待着呢 / 一直在成都呆着 (staying put, not a trip)
        _f(
            "location",
            rf"(?:一直|还)?在(?P<v>{PLACE})(?:待着|呆着|混着|住着|窝着|猫着)",
            "place",
            needs=_NOT_TRIP,
        ),
        # 去年跑北京来了 / 跑到深圳来了: a move said as running here
        _f(
            "location",
            rf"跑(?:到|去)?(?P<v>{PLACE})来(?:了|啦)",
            "place",
            temporal=True,
            needs=_NOT_TRIP,
        ),
        # 咱回天津了 / 回成都啦: back in a city for good (回老家 / 回家 name no city; a trip or a
        # visit back is a stay, see .zh)
        _f(
            "location",
            rf"回(?:到|来)?(?!老家|家乡|故乡)(?P<v>{PLACE})(?:了|啦)$",
            "place",
            temporal=True,
            needs=_NOT_TRIP,
        ),
        # 在北京待了三年，冬天太干了: how long one has stayed, said without the last 了, with no
        # move after it (在深圳待了五年，今年回了成都 is a span gone by)
        _f(
            "location",
            rf"(?:一直)?在(?P<v>{PLACE})(?:已经|都|快|有)*(?:待了|呆了|住了|生活了|混了)"
            r"(?:已经|都|快|有|整整|差不多)*[\d一二两三四五六七八九十几半]+多?个?(?:年|个月)多?(?=$|[，,。！!\s])",
            "place",
            needs=re.compile(rf"{_NO_MOVE_AFTER.pattern}{_NOT_TRIP.pattern[1:]}", re.S),
        ),
        # 现在家里一猫一狗 / 现在是一猫一狗了: the household of pets, said by count
        _f(
            "pets",
            r"(?:现在|目前|如今)?(?:我|用户)?(?:家里?|家中)?(?:就|也)?(?:是|有)?"
            rf"(?P<v>{_PET_HOUSE}(?:{_PET_HOUSE})+)(?:了|啦)?$",
            "lower",
            needs=_NOT_PLAN,
            **none,
        ),
        # 说错了，我做的是18:6 / 不对，是18:6: a fasting plan corrected by its ratio
        _f(
            "diet",
            rf"(?:其实|应该|现在)?(?:在做的是|做的是|在做|做|是)(?P<v>{_FAST_RATIO})(?:轻断食|断食)?"
            r"(?=$|[，,。！!\s]|才对|不是)",
            "fast",
            needs=_FAST_FIX,
        ),
        _f(
            "diet",
            rf"(?:其实|应该)?是(?P<v>{_FAST_RATIO})(?:轻断食|断食)?(?=$|[，,。！!\s]|才对|不是)",
            "fast",
            needs=_FAST_FIX,
            **none,
        ),
        # 住春熙路附近的汉庭 / 住在三亚亚龙湾的一家民宿 / 住的是福田那家希尔顿欢朋: where one
        # sleeps, as said (a lodging with no place or spot before it is left to .zh)
        _f(
            "current_stay",
            rf"(?:暂时|临时|这几天|这周)?(?:住在|住进了?|入住了?|(?:入)?住的是|暂住在?|住)(?P<v>{_LODGING})$",
            "lodging",
            temporal=True,
        ),
        # 没啥过敏的 / 我对什么都不过敏: no allergies (an allergy found later replaces it)
        _f(
            "allergies",
            r"(?:没有?|没啥|没什么)(?:啥|什么|任何)?(?:东西|食物|药物)?过敏(?:的|史|原)?$|"
            r"(?:对)?(?:啥|什么|任何东西)(?:都|也)不过敏$",
            constant=NO_ALLERGIES,
        ),
        # 还没要孩子 / 没生孩子 / 我俩丁克中
        _f(
            "children",
            r"(?:还)?(?:没有|没)(?:要|生)(?:孩子|小孩|娃)|(?:是)?丁克(?:中|着呢|呢)$",
            constant="没有孩子",
        ),
    )


FRAMES: tuple[Frame, ...] = _frames()

REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # 我什么都吃，无肉不欢那种 → 我无肉不欢那种: the kind of eater said after eating everything
    (
        re.compile(
            r"(?:什么都吃|啥都吃|不挑食|荤素不忌)(?:的)?[，,\s]*(?:而且|尤其是?|特别是)?"
            r"(?:属于|就是|是)?(?:那种)?(?=(?:无肉不欢))"
        ),
        "",
    ),
    # 已不再吃素，最近两个月在做生酮饮食 → 最近两个月在做生酮饮食: the diet taken up says more
    # than the one given up
    (
        re.compile(
            r"(?:已经?|早就|现在)?(?:不再吃素|不吃素|不是素食者|开荤)了?[，,\s]+"
            rf"(?=[^。！!？?]*?(?:{DIETS}))(?![^。！!]*(?:[？?]|吗|要不要))"
        ),
        "",
    ),
    # 饮食清真，不吃猪肉 → 饮食清真: no pork is what 清真 means
    (
        re.compile(
            r"(?P<h>清真[^。！!？?]*?)[，,\s]+(?:所以|因此|也|都)?(?:从来)?(?:不吃|不碰|不沾)"
            r"(?:猪肉|猪)(?:的)?(?=$|[，,。！!\s])"
        ),
        r"\g<h>",
    ),
    # 出差到成都了 住春熙路附近的汉庭 → …了，现在住…: a pause typed as a space before the hotel of
    # a trip, as .zh_everyday reads it after a comma (the hotel, not the city, is the stay)
    (
        re.compile(
            r"^(?P<h>(?:我|用户)?(?=[^。！!？?]*?(?:出差|旅游|旅行|度假|这几天|这两天|这周|本周|到了))"
            r"[^。！!？?\s]*?(?<=[\u4e00-\u9fff]))[ \u3000]+(?:我|用户)?(?:就|这次)?"
            rf"(?=住(?:在|进了?|的是)?[^，,。\s]{{0,10}}?(?:{HOTELS}))"
        ),
        r"\g<h>，现在",
    ),
    # 在Google上班的朋友说那边加班少 → 我朋友说…: a relative clause on someone else (their job)
    (
        re.compile(
            r"(?:^|(?<=[，,。！!\s]))(?:我|我的)?(?:那个|一个|有个|有一个)?在[^，,。\s]{1,12}?"
            r"(?:上班|工作|实习|打工)的(?:那个|一个)?"
            rf"(?P<p>{PEOPLE_ZH}|人|老同学|前同事)"
        ),
        r"我\g<p>",
    ),
    # 升了升了 测试组长 / 升职啦！组长 → 升职为测试组长 (the title after the news)
    (
        re.compile(
            r"(?:升职|升)(?:了|啦)(?:[，,\s！!~～]*(?:升职|升)(?:了|啦))*[，,\s！!~～]+(?:现在是|当上了?)?"
            r"(?=[^，,。！!？?\s]{2,10}(?:$|[，,。！!\s\U0001F300-\U0001FAFF]))"
        ),
        "升职为",
    ),
    # 这几天借住在我姐家 合肥这边 → 借住在合肥姐家 (the stay is the city)
    (
        re.compile(
            rf"(?P<v>借住|暂住|寄住|住)(?:在)?(?:我的?)?(?P<w>(?:{PEOPLE_ZH})家(?:里)?)[，,\s]+(?:在)?"
            rf"(?P<p>{PLACE})(?:这边|那边|这儿|那儿)?(?=$|[，,。！!\s])"
        ),
        r"\g<v>在\g<p>\g<w>",
    ),
    # 房东涨租了 下个月起3500 → 房租涨到3500: the new figure, decided (下个月起要5500 is still
    # what one will have to pay: 要 keeps it ahead)
    (
        re.compile(
            r"房租(?P<c>涨|加|降|调)了?[，,\s]*(?:从)?(?:下个?月|下周|月底|下季度|明年)(?:起|开始)(?:就)?"
            r"(?:月租|房租|租金)?(?:涨到|加到|降到|调到|变成|是)?(?=[\d一二两三四五六七八九十])"
        ),
        r"房租\g<c>到",
    ),
    # 我在广州天河上班，也住天河 → 我在广州上班，也住广州: the district of a city named with it
    (
        re.compile(rf"(?P<c>{CITIES})(?P<d>{DISTRICT})(?P<m>[^。！!？?]*?住(?:在)?)(?P=d)"),
        r"\g<c>\g<m>\g<c>",
    ),
    # 啊不对，准确说是订婚了 → 啊不对，是订婚了: how exactly it is put is no part of it
    (
        re.compile(
            r"(?:(?<=^)|(?<=[，,。！!：:\s]))(?:更|再)?(?:准确|确切|严格|具体)(?:地|点|一点|来|来说)?"
            r"(?:说|讲)?(?:起来|的话)?[，,：:]?\s*(?=(?:我|用户)?(?:其实|应该)?是)"
        ),
        "",
    ),
    # 现在最受不了的反而是榴莲 / 最喜欢的却是韩料 → 最受不了的是榴莲 (反而 only sets it against
    # what was said before)
    (
        re.compile(
            r"(?P<h>(?:喜欢|爱|讨厌|受不了|接受不了|反感|怕|爱吃|爱喝|吃不惯)的)(?:反而|反倒|却|偏偏)(?=是)"
        ),
        r"\g<h>",
    ),
    # 用户表示最近心中的头号电影变成了… → 最喜欢的电影 (头号 is the first)
    (
        re.compile(
            r"(?:心中的?|心里的?|心目中的?)?头号(?=[\u4e00-\u9fff]{1,3}(?:变成|换成|成了|是|就是))"
        ),
        "最喜欢的",
    ),
    # 此前记录有误：用户实际只有两个孩子 / 用户说之前表达有误：自己喜欢的是韩料 → 更正，…
    (
        re.compile(
            r"^(?:用户|我)?(?:说|表示|承认)?(?:此前|之前|先前|前面|刚才)?的?"
            r"(?:记录|记的|说的|写的|表达|表述|描述|讲的)(?:有误|错了|不对|有错|不准确)[：:，,]\s*"
        ),
        "更正，",
    ),
    # 咱回天津了 离家近点 现在就住河西这边 → the neighbourhood after the city one moved to
    (
        re.compile(
            rf"(?P<h>(?:搬|回|跑)(?:到|去|来|回)?了?(?:{PLACE})(?:来)?(?:了|啦)[^。！!？?]*?)[，,\s]+"
            r"(?:现在|目前|暂时|先)?(?:我|咱)?(?:就)?(?:在|住在?)"
            rf"(?:{DISTRICT}|[\u4e00-\u9fff]{{2,3}}?(?=这边|那边|附近|一带))(?:这边|那边|附近|一带)?"
            r"(?:租房子?|租了?房子?|租|住)?(?=$|[，,。！!\s])"
        ),
        r"\g<h>",
    ),
)
