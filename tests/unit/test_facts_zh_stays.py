"""Bounded stays in Chinese are a ``current_stay``, never the home: a visit to one's
parents (回老家陪爸妈), a stay with a length (在长沙住一个月, 住几天), a stay of this
month or these days (这个月住在长沙), a temporary one (暂时住在…). A false home would
supersede the real one — the worst error the memory can make. A move (搬到, 定居, 回老家
发展) still sets the home, as does how long one has lived somewhere (住了十年了)."""

from __future__ import annotations

import pytest

from tests.unit._facts_zh import EXTRACT, assert_fact, cases, find

CITIES = ["长沙", "成都", "西安", "青岛", "大理", "青田县"]

BOUNDED = [
    "这个月回老家陪爸妈，在{v}住一个月。",
    "我在{v}住一个月。",
    "在{v}住半个月，月底回去。",
    "我们在{v}住几天。",
    "回老家陪爸妈，在{v}住一段时间。",
    "在{v}待一个月，陪陪老人。",
    "我暂时住在{v}。",
    "我暂时在{v}住。",
    "这几天住在{v}。",
    "我这个月住在{v}。",
    "这个月在{v}，陪爸妈。",
    "最近回{v}陪父母住几天。",
    "这个月回{v}陪爸妈。",
    "过年回{v}陪爸妈住两周。",
    "回老家{v}陪爸妈，住到月底。",
    "我临时住在{v}。",
    "国庆回{v}住一周。",
    "这阵子在{v}陪我妈。",
    "回老家陪爸妈一个月，现在在{v}。",
]


@pytest.mark.parametrize(("text", "value"), cases(BOUNDED, CITIES))
def test_a_bounded_stay_is_a_stay_never_the_home(text: str, value: str) -> None:
    assert_fact(text, "current_stay", value)
    assert not find(text, "location"), EXTRACT(text)


HOME = [
    "我们住在{v}，已经十来年了。",
    "我在{v}住了十年了。",
    "我这个月搬到了{v}。",
    "我辞职回老家了，现在住在{v}。",
    "我回老家{v}发展了。",
    "我不在北京住了，回老家{v}陪爸妈，不走了。",
    "我们上个月搬回{v}了，以后就陪着爸妈。",
    "上个月搬去{v}，在那边住了一个月了，挺习惯的。",
    "我在{v}买了房，不走了。",
    "我现在住在{v}。",
]


@pytest.mark.parametrize(("text", "value"), cases(HOME, CITIES))
def test_a_move_or_a_long_stay_still_sets_the_home(text: str, value: str) -> None:
    assert_fact(text, "location", value)
    assert not find(text, "current_stay"), EXTRACT(text)


OTHERS = [
    "我爸妈这个月在{v}住一个月。",
    "我表哥暂时住在{v}。",
    "如果回{v}陪爸妈，我就住一个月。",
    "我打算这个月回{v}陪爸妈住几天。",
    "我想去{v}住一个月。",
    "下个月回{v}陪爸妈。",
]


@pytest.mark.parametrize(("text", "value"), cases(OTHERS, CITIES[:2]))
def test_someone_elses_or_a_planned_stay_sets_no_place(text: str, value: str) -> None:
    assert not find(text, "location"), EXTRACT(text)
    assert not find(text, "current_stay"), EXTRACT(text)
