"""Ranking with the default embedder (multilingual-e5-small), through the public API on
real Redis and Chroma: feedback still reorders what relevance leaves close, whatever the
memories' importance (the formula itself is pinned in tests/unit/test_scoring.py)."""

from __future__ import annotations

from collections.abc import Callable

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
