"""The category of a favourite named without one: 现在最爱荔枝 → ``favourite:fruit``,
"I like autumn best" → ``favourite:season``. Pure.

A superlative with no category ("X is my favourite", 我最喜欢X) sets the slot of the
category its object belongs to, found in a small lexicon (both languages) or implied by
the verb (最爱**吃**X → food, 最喜欢**喝**X → drink); an object the lexicon does not know
sets the generic :data:`GENERIC_FAVOURITE` slot, which a later uncategorised favourite
supersedes. So 我最爱的水果是西瓜 is superseded by 现在最爱荔枝 (both ``favourite:fruit``),
and "Radiohead is my favourite" by a later "Portishead is my favourite now".
"""

from __future__ import annotations

import re

#: The slot of a favourite whose category is neither named nor known.
GENERIC_FAVOURITE = "favourite:thing"

#: category → objects (base forms; English plurals are found by :func:`category_of`).
CATEGORIES: dict[str, tuple[str, ...]] = {
    "fruit": (
        "荔枝", "西瓜", "苹果", "香蕉", "芒果", "草莓", "葡萄", "桃子", "樱桃", "榴莲", "菠萝",
        "蓝莓", "猕猴桃", "柚子", "哈密瓜", "山竹", "火龙果", "橘子", "lychee", "watermelon",
        "apple", "banana", "mango", "strawberry", "grape", "peach", "cherry", "durian",
        "pineapple", "blueberry", "kiwi", "pear", "plum", "raspberry",
    ),
    "season": (
        "春天", "夏天", "秋天", "冬天", "春季", "夏季", "秋季", "冬季", "spring", "summer",
        "autumn", "fall", "winter",
    ),
    "colour": (
        "红色", "蓝色", "绿色", "黄色", "紫色", "黑色", "白色", "粉色", "橙色", "灰色", "red",
        "blue", "green", "yellow", "purple", "black", "white", "pink", "orange", "grey",
        "gray", "teal", "turquoise",
    ),
    "sport": (
        "篮球", "足球", "羽毛球", "乒乓球", "网球", "游泳", "跑步", "滑雪", "排球", "高尔夫",
        "basketball", "football", "soccer", "badminton", "tennis", "swimming", "running",
        "skiing", "volleyball", "golf", "baseball", "cycling", "hockey", "rugby", "cricket",
    ),
    "food": (
        "火锅", "饺子", "面条", "烤鸭", "寿司", "披萨", "包子", "烧烤", "小龙虾", "麻辣烫",
        "拉面", "汉堡", "pizza", "sushi", "dumpling", "pasta", "ramen", "burger", "taco",
        "curry", "noodle", "steak", "ice cream", "chocolate", "hotpot",
    ),
    "drink": (
        "奶茶", "咖啡", "茶", "可乐", "啤酒", "红酒", "果汁", "绿茶", "coffee", "tea", "beer",
        "wine", "juice", "lemonade", "cola", "whisky", "whiskey",
    ),
    "music": (
        "摇滚", "爵士", "爵士乐", "古典音乐", "流行音乐", "民谣", "说唱", "rock", "jazz",
        "classical music", "pop", "hip-hop", "hip hop", "blues", "techno", "folk",
    ),
    "flower": (
        "玫瑰", "百合", "郁金香", "向日葵", "樱花", "rose", "lily", "tulip", "sunflower",
    ),
    "animal": ("熊猫", "海豚", "长颈鹿", "panda", "dolphin", "giraffe", "elephant", "otter"),
}  # fmt: skip

#: A Chinese value named by its head: 墨绿色, 雾霾蓝 … 色 is a colour.
_HEADS = ((re.compile(r"^[\u4e00-\u9fff]{1,5}色$"), "colour"),)

#: 最爱吃X / 最喜欢喝X: the verb names the category when the object is not known.
VERB_CATEGORIES = {"吃": "food", "喝": "drink", "听": "music", "玩": "game", "打": "sport",
                   "踢": "sport", "eating": "food", "drinking": "drink", "playing": "game"}  # fmt: skip

_BY_WORD = {word.casefold(): category for category, words in CATEGORIES.items() for word in words}


def _singular(word: str) -> list[str]:
    forms = [word]
    if re.fullmatch(r"[a-z -]+", word):
        if word.endswith("ies"):
            forms.append(word[:-3] + "y")
        if word.endswith("es"):
            forms.append(word[:-2])
        if word.endswith("s"):
            forms.append(word[:-1])
    return forms


def category_of(value: str, verb: str | None = None) -> str:
    """The ``<x>`` of the favourite slot for ``value``: its lexicon category, else the
    one its verb implies (吃 → food), else ``thing`` (see :data:`GENERIC_FAVOURITE`)."""
    key = re.sub(r"\s+", " ", value.strip().casefold())
    # the whole value, then its head noun ("birria tacos" → taco → food)
    heads = [key, key.rsplit(" ", 1)[-1]] if " " in key else [key]
    for head in heads:
        for form in _singular(head):
            if form in _BY_WORD:
                return _BY_WORD[form]
    for head_pattern, category in _HEADS:
        if head_pattern.search(key):
            return category
    if verb and verb.casefold() in VERB_CATEGORIES:
        return VERB_CATEGORIES[verb.casefold()]
    return GENERIC_FAVOURITE.partition(":")[2]


#: category → words around a favourite that say what kind of thing it is ("Rewatched X,
#: it's my favourite now" is a film), tried in this order; English only.
CONTEXT_CUES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (category, re.compile(rf"\b(?:{words})\b", re.I))
    for category, words in (
        ("show", r"episodes?|seasons?|series|binged?|binge-watch\w*|sitcom|tv\s+show"),
        (
            "movie",
            r"films?|movies?|cinema|watched|rewatched|re-watched|rewatching|screening|oscars?",
        ),
        ("book", r"books?|novels?|read|reread|re-read|rereading|reading|author|chapters?|kindle"),
        ("band", r"bands?|albums?|gigs?|concerts?|listening|listened|spotify|playlist|on\s+repeat"),
        ("game", r"video\s+games?|games?|gaming|console|ps5|xbox|nintendo|steam"),
        (
            "food",
            r"eat|ate|eating|dish|meals?|restaurant|cook|cooked|cooking|tastes?|delicious|dinner",
        ),
        ("drink", r"drink|drinking|drank|sip|sipping|brewed|brewing"),
    )
)


def category_in(text: str) -> str:
    """The ``<x>`` the words of ``text`` give an uncategorised favourite (see
    :data:`CONTEXT_CUES`), else ``thing``."""
    for category, cue in CONTEXT_CUES:
        if cue.search(text):
            return category
    return GENERIC_FAVOURITE.partition(":")[2]
