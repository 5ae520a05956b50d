"""Chinese frames for everyday updates the main grammar (:mod:`.zh`) missed: a new
favourite ranked first in one's heart (…是我心里的第一名), a full name after a nickname
(全名周建国), a trade said as what one does (我是送外卖的), a pet now at home (现在家里的
是一只柯基), an arrival on a trip (到香格里拉了), a dislike said as a no-go (葱真的不行), a
new pastime after an old one is dropped (钓鱼不怎么去了，现在周末都在家拼乐高), and the rent
of a flat named by its rooms (一室一厅每个月5200). Kept apart so :mod:`.zh` reads in one
sitting; :mod:`.zh` puts :data:`FIRST` before its own frames, and takes the hotel value
(:func:`hotel`) and the word patterns of these families from here. Pure.
"""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import Frame, frame
from memory_ext.extraction.zh_words import HOTELS, PETS, PLACE, TIME_WORDS

_ADV = rf"(?:{TIME_WORDS})*"
_NUMS = r"[\d一二两三四五六七八九十百千万.,，]+\s*(?:万元|万块|万|千|k|K|w|W|元|块钱|块)?"
#: A flat by its rooms: 一室一厅, 两居室, 单间, 开间.
HOME_KIND = r"[一二两三四1-4](?:室|房)[一二两零0-2]?厅|[一二两三1-3]居室?|单间|开间|主卧|次卧|loft|LOFT|整租|合租"
#: What one lives after a move, for a rent with no rent word (搬出来自己住了，一室一厅…).
_HOUSING = re.compile(
    rf"^(?!.*(?:要不要|值不值|该不该|划不划算|划算吗|贵不贵|看房|考虑))(?=.*(?:搬|租|住|{HOME_KIND}))",
    re.S,
)
#: A pastime given up, or one that has one hooked (needed for a new pastime said bare).
_PASTIME_SWITCH = re.compile(
    r"^(?=.*(?:周末|每天|天天|平时|一有空|有空|下班|晚上))"
    r"(?=.*(?:不怎么|不太|不再|好久没|很久没|没怎么|腻了|不(?:玩|去|打|弄)了|停不下来|上瘾|入坑|迷上))",
    re.S,
)
#: A like given up (for what one keeps to now: 不爱喝可乐了，现在只喝气泡水).
_SWITCHED = re.compile(
    r"^(?=.*只(?:喝|吃|听|看|玩))"
    r"(?=.*(?:不怎么|不太|不再|好久没|没怎么|腻了|不(?:玩|去|打|弄|喝|吃|爱|听|看)了|不爱|戒了))",
    re.S,
)
#: Where one sleeps on a trip: a hotel by its brand or its kind, a check-out.
_LODGING = re.compile(rf"{HOTELS}|酒店|宾馆|民宿|客栈|退房|换房")
#: Words of taste that make "X真的不行" a dislike (not 身体真的不行).
_TASTE = re.compile(
    r"能接受|可以接受|能吃|能喝|吃不了|喝不了|吃不惯|吃不下|喜欢|讨厌|口味|味道|闻着|都行|都可以|都能吃"
)
#: Not a trip's next stop: the sentence moves house or starts a job there.
_NOT_A_MOVE = re.compile(
    r"^(?!.*(?:搬|定居|安家|落户|扎根|长住|常住|发展|工作|上班|入职|报到|调|买了?房|租了|不走了))"
    r"(?=.*(?:到了|抵达|到达|了$|了[，,。！!]|刚))",
    re.S,
)
#: Talk of allergies: the word, or eating something without a reaction (花生我吃没事, 芒果吃了
#: 也没问题), which says what one is not allergic to.
ALLERGY_TALK = re.compile(r"过敏|(?:吃|碰|喝)(?:了)?(?:也|都)?(?:没事|没问题|没反应)")
#: A sentence about where one sleeps on a trip (换到了外滩附近的希尔顿 is no new job).
NOT_LODGING = re.compile(rf"^(?!.*(?:{HOTELS}|酒店|宾馆|民宿|客栈|退房|入住|房间)).*", re.S)
#: A baby just born, by its sex: a son or a daughter of the user (宝宝出生啦，男孩).
BY_SEX = {
    **dict.fromkeys(("男孩", "男宝", "男娃", "大胖小子", "小王子"), "儿子"),
    **dict.fromkeys(("女孩", "女宝", "女娃", "小公主", "千金"), "女儿"),
}


#: Gig work said by what one does (现在在跑滴滴, 辞职了，现在送外卖).
GIG_WORK = (
    r"送外卖|送快递|跑外卖|跑滴滴|跑网约车|跑快递|跑货拉拉|跑闪送|开出租车?|开网约车|开滴滴|开货车|开大车|"
    r"摆摊|摆地摊"
)
#: An old favourite demoted: 红烧肉只能排第二, 霸王别姬往后稍稍.
_DEMOTED = re.compile(r"(?:只能|只好|退居|降到|屈居)?排?第二|往后稍稍?|往后排|靠边站|让位|甘拜下风")
_ONE_PET = rf"(?:[一两二三四五六\d]?(?:只|条|个|头|对))?[^，,。和跟]{{0,4}}?(?:{PETS})"


_f = frame


def _frames() -> tuple[Frame, ...]:
    none = {"subject": "none"}
    return (
        # -- whole clause ----------------------------------------------------------------------
        # 《流浪地球2》现在是我心里的第一名了 / 伯牙绝弦成了我心中的NO.1
        _f(
            "favourite:{x}",
            r"(?P<v>[^，,。我它]{1,12}?)(?:现在|已经|就|直接|依然|仍然|还是|才|也|真的)*"
            r"(?:是|成了|成为了?|荣登|登上了?)"
            r"(?:我|用户)(?:现在)?(?:心里|心中|心目中)的?(?:新的?)?"
            r"(?:第一名?|NO\.?1|No\.?1|TOP\s?1|top\s?1|最爱|头号)(?:了)?$",
            **none,
        ),
        # 应该说是糖醋排骨，红烧肉只能排第二 / …，霸王别姬往后稍稍: the new first, the old one
        # demoted (its category is the old favourite's, see .anchored)
        _f(
            "favourite:{x}",
            r"(?:哦不|不对)?(?:应该说|其实|应该|现在)?(?:是|才是)"
            r"(?P<v>(?:(?!第二|往后|靠边|让位|甘拜)[^，,。我你他她]){1,10}?)(?:才是(?:第一|最爱|NO\.?1))?$",
            needs=_DEMOTED,
            **none,
        ),
        # 全名周建国 / 我的大名是周建国: the name, over a nickname in the same message
        _f(
            "name",
            r"(?:我的?|用户的?|本人的?)?(?:全名|大名|本名|真名|真实姓名)(?:其实)?(?:是|叫|为)?[：:\s]*"
            r"(?P<v>[\u4e00-\u9fff]{2,4})$",
            "full_name",
            temporal=True,
            **none,
        ),
        # 葱真的不行 / 榴莲实在接受不了 (a dislike, topic first)
        _f(
            "likes",
            r"(?!用户|该用户|本人|身体|胃|腰|腿|脑子|体力|精力|状态|心态|睡眠|记性|眼睛|头|嗓子|牙)"
            r"(?:就是)?(?P<v>[^，,。我你他她]{1,6}?)(?:我|用户)?(?:真的|实在|是真|还是|就|完全|绝对|是|真)*"
            r"(?:不行|不可以|接受不了|受不了|不能接受)了?$",
            "taste",
            polarity=-1,
            needs=_TASTE,
            **none,
        ),
        # 一室一厅每个月5200 / 两居室6800一个月 (a flat by its rooms, then what it costs)
        _f(
            "rent",
            rf"(?:{HOME_KIND})(?:的房子|房子|公寓)?{_ADV}(?:每个?月|一个月|月租)?(?:要|得|交|付)?"
            rf"(?P<v>{_NUMS})(?:/月|一个月|每月)?$",
            "amount",
            needs=_HOUSING,
            **none,
        ),
    )


def _subject_frames() -> tuple[Frame, ...]:
    return (
        # …，算蛋奶素: a kind of vegetarian summing up what the sentence said (it wins)
        _f(
            "diet",
            r"算(?:是)?(?:一个|个)?(?P<v>(?:全|纯|半|蛋奶|奶蛋|海鲜|鱼|弹性)素(?:食|主义)?者?)",
            temporal=True,
        ),
        # 辞职了，现在送外卖 / 现在在跑滴滴
        _f("job_title", rf"(?:在)?(?P<v>{GIG_WORK})(?:了|呢)?$", temporal=True),
        # 乳糖不耐受好了: an intolerance that is over
        _f(
            "allergies",
            r"对?(?P<v>乳糖|麸质|酒精|咖啡因|果糖)(?:不耐受?|不耐)(?:已经|也|都|基本)*(?:好了|没了|消失了)",
            polarity=-1,
            temporal=True,
        ),
        # 我是送外卖的 / 我是开出租的 / 我是做金融的: a trade said as what one does
        _f(
            "job_title",
            r"(?:是)(?P<v>(?:做|干|搞|跑|开|送|卖|修|教|带|写|画|拍|跑)"
            r"(?!玩笑|笑|梦|着)[^，,。的来去回过]{1,6}?)的$",
        ),
        # 现在家里的是一只柯基 / 家里养的是两只猫 / 现在的宠物是一只兔子
        _f(
            "pets",
            rf"(?:(?:家里?|家)(?:现在)?(?:的|养的|有的)?|(?:现在)?陪着?我的|(?:现在的?)?宠物)(?:宠物)?"
            r"(?:是|就是|换成了?|变成了?)"
            rf"(?P<v>{_ONE_PET})$",
            "pet",
            temporal=True,
        ),
        # 我家的宠物现在是一只兔子
        _f(
            "pets",
            rf"(?:现在的?)?宠物{_ADV}(?:是|就是|换成了?|变成了?)(?P<v>{_ONE_PET})$",
            "pet",
            temporal=True,
            subject="possessive",
        ),
        # 到香格里拉了 / 今天到了大理 / 刚抵达拉萨: the next stop of a trip
        _f(
            "current_stay",
            rf"(?:从[^，,。]{{1,8}}?)?(?:到了?|抵达了?|到达了?|飞到了?|来到了?|转到了?|转战|飞抵|赶到了?|落地)"
            rf"(?P<v>{PLACE})了?(?:啦)?$",
            "stay",
            temporal=True,
            needs=_NOT_A_MOVE,
        ),
        # 不爱喝可乐了，现在只喝气泡水: what one keeps to now
        _f(
            "likes",
            r"只?(?:喝|吃|听|看|玩)(?P<v>[^，,。]{1,8})",  # (只 may be read as an adverbial)
            "taste",
            temporal=True,
            needs=_SWITCHED,
        ),
        # 从如家换到了全季 / 退房了，换到了外滩附近的希尔顿: the next hotel
        _f(
            "current_stay",
            r"(?:从[^，,。]{1,10}?)?(?:换到了?|换成了?|改住|转到了?)(?P<v>[^，,。]+)",
            "stay",
            temporal=True,
            needs=_LODGING,
        ),
        # 现在周末都窝在家拼乐高 (after 钓鱼不怎么去了): the pastime that took over
        _f(
            "likes",
            r"(?:(?:下班|放学|吃完饭)(?:后|以后)?(?:都|就)?|(?:一有空|有空|没事)(?:就|都))?"
            r"(?:窝在家里?|宅在家里?|在家里?|泡在[^，,。]{1,6}?|去)?"
            # not the pastime dropped (跑步跑腻了)
            r"(?![^，,。]*(?:腻|不怎么|不太|没|不再|不想|停))"
            r"(?P<v>(?:拼|玩|打|弹|画|练|学|看|追|刷|跑|骑|游|爬|钓|踢|织|撸|滑|逛|跳|做|攀|冲|潜)[^，,。]{1,6})",
            temporal=True,
            needs=_PASTIME_SWITCH,
        ),
    )


#: Frames :mod:`.zh` tries before its own (frames are tried in order within each subject
#: kind).
FIRST: tuple[Frame, ...] = _frames() + _subject_frames()


def hotel(value: str) -> str:
    """A stay's value when it names a hotel: the hotel, not the district it is in
    (海棠湾的希尔顿 → 希尔顿, 上海虹桥的全季酒店 → 全季酒店); a city before it stays the
    value (上海的全季酒店 → 上海) and a name with no 的 is the hotel's own (三亚亚特兰蒂斯).
    Empty when no hotel is named."""
    value = re.split(r"[，,。！!？?；;]", value.strip(), maxsplit=1)[0]
    head, sep, tail = value.rpartition("的")
    m = re.match(
        rf"(?:{HOTELS})(?:大?酒店)?|[^，,。的]{{2,8}}?(?:大酒店|酒店|宾馆|饭店)|[A-Za-z]{{1,12}}\s?酒店",
        tail,
    )
    if not sep or m is None:
        return ""
    if re.fullmatch(rf"(?:{PLACE})+", head) or re.fullmatch(r"(?:一家|家|个|一个|小)?", head):
        return ""
    if re.fullmatch(r"(?:小|快捷|一家|家|连锁|附近的?)?(?:酒店|宾馆|饭店)", m.group(0)):
        return ""
    return m.group(0)
