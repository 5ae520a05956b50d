"""Ranking with the default embedder (multilingual-e5-small), through the public API on
real Redis and Chroma: feedback still reorders what relevance leaves close, whatever the
memories' importance (the formula itself is pinned in tests/unit/test_scoring.py)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone

import pytest

from memory_ext.embeddings import E5Embedder
from memory_ext.manager import MemoryManager


@pytest.fixture
def e5_manager(
    make_manager: Callable[..., MemoryManager], multilingual_embedder: E5Embedder
) -> MemoryManager:
    return make_manager(embedder=multilingual_embedder)


def test_feedback_reorders_close_memories_whatever_their_importance(
    e5_manager: MemoryManager,
) -> None:
    low = e5_manager.remember("u1", "I like green tea in the afternoon", importance=3)
    high = e5_manager.remember("u1", "I like black tea in the morning", importance=9)
    before = [h.record.id for h in e5_manager.search("u1", "what tea does the user like?", k=2)]
    assert set(before) == {low.memory_id, high.memory_id}
    loser = before[1]
    for _ in range(4):
        e5_manager.feedback("u1", loser, helpful=True)
    after = e5_manager.search("u1", "what tea does the user like?", k=2)
    assert after[0].record.id == loser


@pytest.mark.parametrize(
    ("older", "newer", "question"),
    [
        (
            "I love jazz and go to a concert every month",
            "I love spicy food",
            "what does the user enjoy?",
        ),
        ("我很喜欢爵士乐，每个月都去听音乐会", "我很喜欢吃辣", "用户喜欢什么？"),
    ],
)
def test_feedback_outranks_the_newer_of_two_likes(
    e5_manager: MemoryManager, older: str, newer: str, question: str
) -> None:
    # both likes hold; with no feedback the newer answers a question about likes first,
    # but once the user marks the older helpful and the newer not, the older comes first
    now = datetime.now(timezone.utc)
    old = e5_manager.remember("u1", older, ts=now - timedelta(days=200))
    new = e5_manager.remember("u1", newer, ts=now - timedelta(days=10))
    before = [h.record.id for h in e5_manager.search("u1", question, k=2, now=now)]
    assert before == [new.memory_id, old.memory_id]
    for _ in range(4):
        e5_manager.feedback("u1", old.memory_id, helpful=True)
    e5_manager.feedback("u1", new.memory_id, helpful=False)
    after = e5_manager.search("u1", question, k=2, now=now)
    assert [h.record.id for h in after] == [old.memory_id, new.memory_id]
    assert after[0].total > after[1].total  # the order agrees with the scores shown
