"""A like given up names less than the like it ends ("haven't touched chess in ages" after
"I enjoy playing chess online", 羽毛球好久没碰了 after 我喜欢打羽毛球): it still retires that
like (superseded, kept as history), through the public API on real Redis + Chroma; a
narrower dislike ("I don't like chess boxing") ends nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

GIVEN_UP = [
    # (the like, the later text giving it up, the like's value, the new like or None)
    (
        "I enjoy playing chess online.",
        "chess kind of lost its spark for me, I'm all about birdwatching these days",
        "playing chess online",
        "birdwatching",
    ),
    ("I love playing tennis on weekends.", "I don't like tennis anymore.", "playing tennis", None),
    ("我喜欢打羽毛球", "羽毛球好久没碰了，最近迷上飞盘", "打羽毛球", "飞盘"),
    ("我很喜欢弹钢琴", "我不喜欢钢琴了，太枯燥", "弹钢琴", None),
]


def _likes(manager: MemoryManager) -> list[tuple[str, str, int]]:
    return [(h.value or "", h.status, h.polarity) for h in manager.history("u1", "likes")]


@pytest.mark.parametrize(("first", "later", "old", "new"), GIVEN_UP)
def test_a_like_given_up_by_its_head_word_is_superseded_and_kept(
    manager: MemoryManager, clock: FixedClock, first: str, later: str, old: str, new: str | None
) -> None:
    liked = manager.remember("u1", first)
    clock.current += timedelta(days=30)
    result = manager.remember("u1", later)
    assert result.ids("superseded") == [liked.memory_id]  # reported, once
    likes = _likes(manager)
    assert (old, "superseded", 1) in likes  # kept as history, no longer current
    if new is not None:
        assert (new, "active", 1) in likes


@pytest.mark.parametrize(
    ("first", "later"),
    [
        ("I like chess.", "I don't like chess boxing."),
        ("I like tea.", "I don't like tea parties."),
        ("我喜欢茶", "我不喜欢奶茶"),
    ],
)
def test_a_narrower_dislike_ends_nothing(
    manager: MemoryManager, clock: FixedClock, first: str, later: str
) -> None:
    manager.remember("u1", first)
    clock.current += timedelta(days=30)
    manager.remember("u1", later)
    assert [s for v, s, p in _likes(manager) if p > 0] == ["active"]
