"""Money and weight as people say them: 月入两万五, 本人税前月薪3万, a corrected figure (打错了，
是6000，8000那是我期望的), a landlord's rise (房东涨租了，从这个月开始要5000), a weight after a
time span (三个月瘦到了118斤), on the scale (上秤一看78公斤了), a weight with no unit
(体重75). And the favourite written as a label (最爱吃的水果：西瓜). Someone else's figure,
a plan, a wish or a question sets nothing."""

from __future__ import annotations

import pytest

from tests.unit._facts_zh import EXTRACT, assert_only, cases, find

AMOUNTS = ["两万五", "3万", "8000", "1.5万", "25k"]
INCOME = [
    "我月入{v}。",
    "月入{v}，够花。",
    "本人税前月薪{v}。",
    "本人月薪{v}。",
    "本人的工资是{v}。",
    "我年入{v}。",
]


@pytest.mark.parametrize(("text", "value"), cases(INCOME, AMOUNTS))
def test_income_as_people_say_it(text: str, value: str) -> None:
    assert_only(text, "income", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("打错了，是6000，8000那是我期望的。", "6000"),
        ("打错了，工资是6000。", "6000"),
        ("说错了，月薪是1万2。", "1万2"),
    ],
)
def test_a_corrected_income(text: str, value: str) -> None:
    assert_only(text, "income", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("房东涨租了，从这个月开始要5000。", "5000"),
        ("房东涨租了，下个月起要5500。", None),
        ("房租涨了，这个月开始要4800。", "4800"),
        ("房东又涨房租了，现在要六千。", "六千"),
    ],
)
def test_a_landlords_rise_sets_the_rent(text: str, value: str | None) -> None:
    if value is None:
        assert not find(text, "rent"), EXTRACT(text)
    else:
        assert_only(text, "rent", value)


WEIGHTS = ["118斤", "78公斤", "65kg"]
WEIGHT = [
    "三个月瘦到了{v}！",
    "半年胖到了{v}。",
    "两个月减到了{v}。",
    "最近胖了，上秤一看{v}了。",
    "上秤一看，{v}。",
    "今天称了一下，{v}。",
    "我一称{v}了。",
]


@pytest.mark.parametrize(("text", "value"), cases(WEIGHT, WEIGHTS))
def test_a_weight_after_a_span_or_on_the_scale(text: str, value: str) -> None:
    assert_only(text, "weight", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [("体重75。", "75"), ("我体重75", "75"), ("我的体重是68", "68"), ("体重现在62.5", "62.5")],
)
def test_a_weight_with_no_unit(text: str, value: str) -> None:
    assert_only(text, "weight", value)


@pytest.mark.parametrize(
    "text",
    [
        "我表哥在投行，一年能拿一百多万，羡慕。",
        "如果跳槽的话能不能谈到4万？",
        "我老婆月入两万五。",
        "月入两万五难吗？",
        "我想月入两万五。",
        "我目标是三个月瘦到118斤。",
        "我老公上秤一看78公斤了。",
        "体重多少算胖？",
        "我老公体重75。",
        "打错了，是6000。",
        "房东说下个月要涨到5000。",
        "我体重75年就这样了。",
    ],
)
def test_someone_elses_a_wished_or_an_unplaced_figure_sets_nothing(text: str) -> None:
    got = [f for f in EXTRACT(text) if f.slot in ("income", "rent", "weight")]
    assert not got, EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "x", "value"),
    [
        ("最爱吃的水果：西瓜。", "fruit", "西瓜"),
        ("我最喜欢的颜色：藏青色", "colour", "藏青色"),
        ("最喜欢的电影：霸王别姬。", "movie", "霸王别姬"),
    ],
)
def test_a_favourite_written_as_a_label(text: str, x: str, value: str) -> None:
    assert_only(text, f"favourite:{x}", value)
