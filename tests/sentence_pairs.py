"""Sentence pairs that differ in exactly one content word, Chinese and English, for the
"no silent drops" properties (hypothesis strategies)."""

from __future__ import annotations

from hypothesis import strategies as st

# (template, words of one category): the two sentences differ only in the word.
ZH = [
    ("我的车是{}的。", ["红色", "蓝色", "白色", "黑色", "绿色", "银色"]),
    ("我每个月工资{}。", ["3万", "2万", "1万5", "8千", "两万", "三万"]),
    ("我{}要去医院复查。", ["周一", "周二", "周三", "周四", "周五", "周六"]),
    ("我最喜欢吃{}。", ["火锅", "饺子", "寿司", "牛排", "面条", "烤鸭"]),
    ("我女儿今年{}岁了。", ["五", "六", "七", "八", "九", "十"]),
    ("我住在{}。", ["北京", "上海", "杭州", "深圳", "成都", "南京"]),
    ("我在{}上班。", ["阿里巴巴", "腾讯", "百度", "华为", "字节跳动", "京东"]),
    ("我对{}过敏。", ["花生", "芒果", "海鲜", "牛奶", "鸡蛋", "花粉"]),
    ("我下个月{}号搬家。", ["3", "5", "12", "20", "25", "28"]),
    ("我养了一只{}。", ["猫", "狗", "兔子", "仓鼠", "鹦鹉", "乌龟"]),
]
EN = [
    ("My car is {}.", ["red", "blue", "white", "black", "green", "silver"]),
    ("I earn {} a month.", ["30k", "20k", "15k", "8k", "$3000", "$2000"]),
    (
        "I have a check-up at the hospital on {}.",
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    ),
    ("My favourite food is {}.", ["hotpot", "dumplings", "sushi", "steak", "noodles", "pizza"]),
    ("My daughter is {} years old.", ["five", "six", "seven", "eight", "nine", "ten"]),
    ("I live in {}.", ["Beijing", "Shanghai", "Hangzhou", "Shenzhen", "Chengdu", "Nanjing"]),
    ("I work at {}.", ["Alibaba", "Tencent", "Baidu", "Huawei", "Google", "Microsoft"]),
    ("I'm allergic to {}.", ["peanuts", "mango", "seafood", "milk", "eggs", "pollen"]),
    ("We move house on the {} of next month.", ["3rd", "5th", "12th", "20th", "25th", "28th"]),
    ("I have a pet {}.", ["cat", "dog", "rabbit", "hamster", "parrot", "turtle"]),
]


@st.composite
def differing_pair(draw: st.DrawFn, templates: list[tuple[str, list[str]]]) -> tuple[str, str]:
    """Two sentences from one template with two different words of its category."""
    template, words = draw(st.sampled_from(templates))
    first, second = draw(st.lists(st.sampled_from(words), min_size=2, max_size=2, unique=True))
    return template.format(first), template.format(second)


zh_pairs = differing_pair(ZH)
en_pairs = differing_pair(EN)
