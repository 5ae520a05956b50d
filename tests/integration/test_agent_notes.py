"""An agent's "key: value" notes are facts like any other, through the public API on real
Redis + Chroma: a later note or statement supersedes one (kept as history), and someone
else's news next to a note supersedes nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

CHAINS = [
    ("用户常住地：武汉。", "用户常住地：长沙。", "location", ["武汉", "长沙"]),
    ("用户月收入：2万。", "我涨薪了，现在月薪2.5万", "income", ["2万", "2.5万"]),
    ("User's employer: Shopify", "I left Shopify and joined Stripe.", "employer",
     ["Shopify", "Stripe"]),
    ("Diet: vegetarian", "I'm vegan now.", "diet", ["vegetarian", "vegan"]),
]  # fmt: skip


@pytest.mark.parametrize(("note", "later", "slot", "values"), CHAINS)
def test_a_note_is_superseded_and_kept_as_history(
    manager: MemoryManager, clock: FixedClock, note: str, later: str, slot: str, values: list[str]
) -> None:
    first = manager.remember("u1", note)
    clock.current += timedelta(days=30)
    result = manager.remember("u1", later)
    assert first.memory_id in result.ids("superseded")
    history = manager.history("u1", slot)
    assert [h.value for h in history] == values
    assert [h.status for h in history] == ["superseded", "active"]


@pytest.mark.parametrize(
    ("note", "other"),
    [
        ("用户饮食：低碳水。", "用户提到室友是素食者，想请用户推荐几道素菜。"),
        ("用户姓名：张浩然。", "用户的儿子叫张一诺，今年上小学。"),
        ("Name: Priya", "new roommate moved in, her name is Hannah"),
    ],
)
def test_someone_elses_news_after_a_note_supersedes_nothing(
    manager: MemoryManager, clock: FixedClock, note: str, other: str
) -> None:
    manager.remember("u1", note)
    clock.current += timedelta(days=3)
    assert manager.remember("u1", other).ids("superseded") == []
