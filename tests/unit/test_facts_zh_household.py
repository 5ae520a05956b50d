"""Marriage, children and pets as people announce them: a wedding (上周刚办完婚礼 → 已婚,
even after 脱单了 in the same breath), a birth (二胎落地了 → 两个孩子, 我家宝宝出生了), a
pet that came (家里新来了一只柯基), several at once (一只猫和一条狗), a swap (仓鼠送人了，
换成养了一缸金鱼). And what is someone else's, planned, or asked."""

from __future__ import annotations

import pytest

from tests.unit._facts_zh import EXTRACT, assert_fact, assert_only, find

WEDDING = [
    "脱单了，而且上周刚办完婚礼。",
    "我上周刚办完婚礼。",
    "我们的婚礼上个月办完了。",
    "国庆节办了婚礼。",
    "我们举行了婚礼。",
    "我刚结完婚，累坏了。",
    "我们上个月摆了酒，正式结婚了。",
    "我领完证了。",
    "我成了已婚人士。",
    "我们刚度完蜜月回来。",
]


@pytest.mark.parametrize("text", WEDDING)
def test_a_wedding_means_married(text: str) -> None:
    assert_only(text, "marital_status", "已婚")


@pytest.mark.parametrize(
    "text",
    [
        "我上周去参加了同事的婚礼。",
        "我表哥上周刚办完婚礼。",
        "我们打算明年办婚礼。",
        "下个月办婚礼。",
        "婚礼要花多少钱？",
        "如果明年办婚礼，该请谁？",
        "我闺蜜脱单了。",
    ],
)
def test_someone_elses_or_a_planned_wedding_sets_nothing(text: str) -> None:
    assert not find(text, "marital_status"), EXTRACT(text)


BIRTHS = [
    ("二胎落地了，是个闺女！", "两个孩子"),
    ("我们家二胎出生了。", "两个孩子"),
    ("老二上周出生了。", "两个孩子"),
    ("二宝顺利出生了。", "两个孩子"),
    ("我们有了二胎。", "两个孩子"),
    ("上个月生了二胎。", "两个孩子"),
    ("三胎落地了。", "三个孩子"),
    ("我家宝宝出生了。", "有了孩子"),
    ("宝宝昨天出生了，母子平安。", "有了孩子"),
    ("我们家孩子出生了。", "有了孩子"),
    ("我的宝宝落地了！", "有了孩子"),
    ("我家闺女出生了。", "闺女"),
    ("我生了个儿子。", "儿子"),
    # the count in the same sentence says more
    ("我们家宝宝三月份出生了，现在有一个儿子了。", "一个儿子"),
    ("老二出生了，现在三个孩子了。", "三个孩子"),
]


@pytest.mark.parametrize(("text", "value"), BIRTHS)
def test_a_birth_sets_the_children(text: str, value: str) -> None:
    assert_only(text, "children", value)


@pytest.mark.parametrize(
    "text",
    [
        "我姐家宝宝出生了。",
        "我同事的二胎落地了。",
        "我表哥家老二出生了。",
        "宝宝什么时候出生？",
        "我打算明年要二胎。",
        "如果二胎出生了，房子就不够住了。",
        "我家宝宝三岁了。",
        "我家宝宝喜欢恐龙。",
    ],
)
def test_someone_elses_or_a_planned_birth_sets_no_children(text: str) -> None:
    assert not find(text, "children"), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("现在家里新来了一只柯基。", "柯基"),
        ("家里新来了一只柯基。", "柯基"),
        ("家里多了一只猫。", "猫"),
        ("我家新来了一只小狗。", "小狗"),
        ("前几天捡了一只橘猫。", "橘猫"),
        ("我抱回来一只布偶。", "布偶"),
        ("家里养了两只仓鼠。", "仓鼠"),
        ("我们家里养了一只鹦鹉。", "鹦鹉"),
        ("换成养了一缸金鱼。", "金鱼"),
        ("我养了一缸金鱼。", "金鱼"),
        ("我家有一对鹦鹉。", "鹦鹉"),
        ("我们家有俩猫。", "猫"),
    ],
)
def test_a_pet_that_came_is_a_pet(text: str, value: str) -> None:
    assert_only(text, "pets", value)


def test_a_pet_that_died_then_a_new_one() -> None:
    text = "年糕上个月走了……现在家里新来了一只柯基。"
    assert_fact(text, "pets", "年糕", -1)
    assert_fact(text, "pets", "柯基", 1)


def test_a_pet_given_away_and_its_replacement() -> None:
    text = "仓鼠送人了，换成养了一缸金鱼。"
    assert_fact(text, "pets", "仓鼠", -1)
    assert_fact(text, "pets", "金鱼", 1)
    assert not find(text, "likes"), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("我养了一只猫和一条狗。", ["猫", "狗"]),
        ("家里有两只猫和一只狗。", ["猫", "狗"]),
        ("我养了一只柯基，还有一只布偶猫。", ["柯基", "布偶猫"]),
        ("我养了仓鼠跟兔子。", ["仓鼠", "兔子"]),
    ],
)
def test_several_pets_in_one_clause_are_each_a_pet(text: str, values: list[str]) -> None:
    for value in values:
        assert_fact(text, "pets", value)
    assert len(find(text, "pets")) == len(values), EXTRACT(text)


@pytest.mark.parametrize(
    "text",
    [
        "我室友家里新来了一只柯基。",
        "我想养一只猫和一条狗。",
        "家里要是多一只猫就好了。",
        "我邻居养了两只仓鼠。",
        "家里新来了一个保姆。",
        "家里来了客人。",
    ],
)
def test_someone_elses_or_a_wished_pet_is_none(text: str) -> None:
    assert not find(text, "pets"), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我有个五岁的女儿。", "一个女儿"),
        ("我们家有俩孩子。", "两个孩子"),
        ("我有俩儿子。", "两个儿子"),
    ],
)
def test_children_counted_in_passing(text: str, value: str) -> None:
    assert_only(text, "children", value)
