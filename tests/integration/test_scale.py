"""Scale promises, end to end on real Redis + real Chroma: a bounded view cache, direct
store search for users too large for it, batched semantic writes, few round trips."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

import numpy as np
import pytest

from memory_ext.inputs import LongTermSettings, MemoryInput
from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

TOPICS = [
    ("I adopted a cat named Miso", "what pet does the user have?"),
    ("我每天早上去公园跑步", "用户早上做什么运动？"),
    ("My sister Anna is a dentist in Lyon", "what does the user's sister do?"),
    ("我在上海的一家银行工作", "用户在哪里工作？"),
    ("I play the cello in a community orchestra", "which instrument does the user play?"),
]


def _fill(mm: MemoryManager, user: str, n: int, at: datetime) -> None:
    mm.remember_many(
        user,
        [
            MemoryInput(f"{user} diary entry {i}: errands and small talk", "episodic", at)
            for i in range(n)
        ],
    )


def test_users_beyond_the_cache_bound_are_evicted_whole_and_still_found(
    make_manager: Callable[..., MemoryManager], clock: FixedClock
) -> None:
    mm = make_manager(settings=LongTermSettings(view_cache_mb=0.12))
    for u, (text, _) in enumerate(TOPICS):
        _fill(mm, f"u{u}", 40, clock.current - timedelta(days=3))
        mm.remember(f"u{u}", text, kind="episodic", ts=clock.current)
    for _ in range(2):
        for u, (text, query) in enumerate(TOPICS):
            assert mm.search(f"u{u}", query, k=3)[0].record.content == text
    stats = mm.long_term.cache_stats()
    assert stats.evictions > 0 and stats.users < len(TOPICS)
    assert stats.bytes <= stats.capacity_bytes
    assert stats.misses > len(TOPICS)  # evicted users were rebuilt on their next search


def test_a_user_too_large_for_the_cache_is_searched_in_the_store_directly(
    make_manager: Callable[..., MemoryManager], clock: FixedClock
) -> None:
    small = make_manager(settings=LongTermSettings(view_cache_mb=0.01))
    roomy = make_manager()
    start = clock.current - timedelta(days=30)
    for user, mm in (("big1", small), ("big2", roomy)):  # one collection: two users
        _fill(mm, user, 30, start)
        mm.remember(user, "I live in Shanghai", ts=start)
        moved = mm.remember(user, "I just moved to Beijing", ts=clock.current)
        assert len(moved.ids("superseded")) == 1  # the conflict was found without a view
    direct = small.search("big1", "where does the user live?", k=3)
    cached = roomy.search("big2", "where does the user live?", k=3)
    assert direct[0].record.content == cached[0].record.content == "I just moved to Beijing"
    assert all("Shanghai" not in h.record.content for h in direct)
    stats = small.long_term.cache_stats()
    assert stats.direct_searches > 0 and stats.users == 0
    assert roomy.long_term.cache_stats().direct_searches == 0


class _CountingIndex:
    """Wraps the real index and counts its calls (the store itself is untouched)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def upsert(self, records: Sequence[Any], embeddings: Any) -> None:
        self.calls["upsert" if embeddings is not None else "update"] += 1 if records else 0
        self.inner.upsert(records, embeddings)


def test_remember_many_plans_semantic_items_together_and_writes_once(
    manager: MemoryManager, clock: FixedClock
) -> None:
    counting = _CountingIndex(manager.long_term.index)
    manager.long_term.index = counting
    manager.remember("u1", "I live in Shanghai", ts=clock.current - timedelta(days=90))
    counting.calls.clear()
    items = [
        MemoryInput("I just moved to Beijing", ts=clock.current - timedelta(days=2)),
        MemoryInput("I like green tea", ts=clock.current - timedelta(days=1)),
        MemoryInput("我喜欢爬山", ts=clock.current - timedelta(days=1)),
        MemoryInput("I moved to Hangzhou", ts=clock.current),
        MemoryInput("I like green tea", ts=clock.current),
    ]
    results = manager.remember_many("u1", items)
    assert counting.calls == Counter({"upsert": 1, "update": 1})
    beijing, tea, hiking, hangzhou, tea_again = results
    assert beijing.ids("superseded")  # Shanghai, stored before the batch
    assert hangzhou.ids("superseded") == [beijing.memory_id]  # an item of the same batch
    assert tea_again.ids("merged") == [tea.memory_id] and hiking.memory_id
    history = manager.history("u1", "location")
    assert [(h.value, h.status) for h in history] == [
        ("Shanghai", "superseded"),
        ("Beijing", "superseded"),
        ("Hangzhou", "active"),
    ]

    def stored() -> list[dict[str, Any]]:
        return [{**m, "counters": None} for m in manager.export("u1")["memories"]]

    before = stored()
    manager.remember_many("u1", items)  # a retry: converges to the same state
    assert stored() == before


class _CountingStats:
    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if not callable(attr):
            return attr

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] += 1
            return attr(*args, **kwargs)

        return counted


def test_a_warm_search_reads_redis_once_and_counts_the_access_once(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember("u1", "I adopted a cat named Miso", kind="episodic")
    manager.search("u1", "what pet?", k=3)  # builds the view
    counting = _CountingStats(manager.long_term.stats)
    manager.long_term.stats = counting
    hits = manager.search("u1", "what pet does the user have?", k=3)
    assert hits and counting.calls == Counter({"version_and_weights": 1, "touch": 1})


@pytest.mark.parametrize("likes", [5, 60])
def test_a_new_like_meets_the_same_value_never_the_whole_slot(
    manager: MemoryManager, likes: int
) -> None:
    rng = np.random.default_rng(likes)
    foods = [f"dish number {i} {rng.integers(10**6)}" for i in range(likes)]
    manager.remember_many("u1", [MemoryInput(f"I like {f}") for f in foods])
    view = manager.long_term._source("u1")
    found = view.conflict_candidates(
        manager.long_term.extractor.extract("I like pizza"),
        manager.long_term.embedder.embed_query("I like pizza"),
        10,
        manager.long_term.conflict.candidate_cosine,
    )
    assert len(found) <= 10  # similar ones at most: the slot's history is not walked
    again = manager.remember("u1", f"I like {foods[3]}")
    assert again.ids("merged")


class _HashEmbedder:
    """Cheap deterministic unit vectors (the test is about Chroma's batch limit)."""

    model_id = "hash-16"
    dim = 16

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self.embed_query(t) for t in texts])

    def embed_query(self, text: str) -> np.ndarray:
        v = np.random.default_rng(abs(hash(text)) % 2**32).standard_normal(16).astype(np.float32)
        return np.asarray(v / np.linalg.norm(v), dtype=np.float32)


def test_a_batch_larger_than_chromas_limit_is_written_in_pieces(
    redis_url: str, key_prefix: str, chroma_client: Any, clock: FixedClock
) -> None:
    mm = MemoryManager.from_url(
        redis_url, chroma_client=chroma_client, embedder=_HashEmbedder(), namespace=key_prefix,
        key_prefix=key_prefix, clock=clock, cache_embeddings=False,
    )  # fmt: skip
    try:
        n = 6000  # Chroma refuses more than ~5,461 records per call
        items = [MemoryInput(f"event {i}", "episodic", clock.current) for i in range(n)]
        assert all(r.memory_id for r in mm.remember_many("u1", items))
        assert len(mm.long_term.index.ids(mm.long_term.index.where("u1"))) == n
    finally:
        chroma_client.delete_collection(mm.long_term.index.name)
