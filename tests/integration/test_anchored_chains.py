"""Updates that name no slot on their own, read against what the user said before, through
the public MemoryManager API on real Redis + Chroma: the old value is superseded and kept
as history, `WriteResult` says so, a retry stays idempotent, and someone else's news or a
plan supersedes nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

CHAINS = [
    # (the first statement, the update that names no slot, slot, history, question)
    ("我月薪8000。", "涨薪了！现在一个月1.1万，终于过万", "income", ["8000", "1.1万"], "用户月薪多少？"),
    ("房租4500", "说错了，是5400，数字记反了", "rent", ["4500", "5400"], "我的房租是多少？"),
    ("我住在南京。", "不好意思打错了，是南通不是南京", "location", ["南京", "南通"], "用户住在哪里？"),
    ("I make 80k a year.", "got the raise!! 92k now", "income", ["80k", "92k"], "How much do I earn?"),
    ("rent is 2200", "typo, it's 2100 not 2200", "rent", ["2200", "2100"], "What's my rent?"),
    (
        "I live in Denver.",
        "Finally done unpacking in Portland, the move nearly killed me. Any houseplants for low light?",
        "location",
        ["Denver", "Portland"],
        "Where does the user live now?",
    ),
    ("我住在杭州。", "搬家终于搞定了！以后就在苏州住了。附近有什么好吃的？", "location", ["杭州", "苏州"], "用户现在住在哪里？"),
    (
        "I live in Leeds.",
        "aaand we moved again, Bristol this time. Never again!",
        "location",
        ["Leeds", "Bristol"],
        "Where does the user live now?",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("first", "update", "slot", "values", "question"), CHAINS)
def test_an_update_read_against_the_old_value_supersedes_it_and_keeps_history(
    manager: MemoryManager,
    clock: FixedClock,
    first: str,
    update: str,
    slot: str,
    values: list[str],
    question: str,
) -> None:
    old = manager.remember("u", first, ts=clock.current - timedelta(days=40))
    new = manager.remember("u", update)
    assert new.added and old.memory_id in new.ids("superseded")
    history = manager.history("u", slot)
    assert [h.value for h in history] == values
    assert [h.status for h in history] == ["superseded", "active"]
    assert manager.search("u", question, k=3)[0].record.id == new.memory_id
    again = manager.remember("u", update)  # a retried write changes nothing
    assert not again.added and again.merged_into == new.memory_id
    assert [h.value for h in manager.history("u", slot)] == values


@pytest.mark.parametrize(
    ("first", "later", "slot"),
    [
        ("我月薪8000。", "我老公涨薪了，现在一个月1.5万", "income"),
        ("我体重55kg", "我老公最近减肥挺狠，已经瘦到70kg了", "weight"),
        ("I weigh 85 kg.", "hubby's been lifting and he's 95 kg now", "weight"),
        ("I live in Denver.", "My brother finally moved, Portland this time!", "location"),
        ("My salary is 60k.", "thinking about asking for 70k now, is that crazy?", "income"),
        ("I live in Boston.", "I'm in Chicago this week for a conference, back Friday", "location"),
    ],
)
def test_someone_elses_news_a_plan_or_a_trip_supersedes_nothing(
    manager: MemoryManager, clock: FixedClock, first: str, later: str, slot: str
) -> None:
    old = manager.remember("u", first, ts=clock.current - timedelta(days=40))
    result = manager.remember("u", later)
    assert not result.ids("superseded")
    assert [h.status for h in manager.history("u", slot)] == ["active"]
    assert manager.history("u", slot)[0].id == old.memory_id
