"""Scale promises, end to end on real Redis + real Chroma: a bounded view cache, direct
store search for users too large for it, batched semantic writes, few round trips."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import Any

import numpy as np
import pytest
import redis

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


class _RoundTrips:
    """Counts redis-py round trips (one per packed send) while active."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        original = redis.connection.AbstractConnection.send_packed_command

        def counted(conn: Any, command: Any, check_health: bool = True) -> None:
            self.count += 1
            original(conn, command, check_health)

        monkeypatch.setattr(redis.connection.AbstractConnection, "send_packed_command", counted)


def _counters(client: redis.Redis, stats: Any, user: str) -> dict[str, str]:
    """The user's stats hash as Redis holds it now (no flush)."""
    return {k: v for k, v in client.hgetall(stats.key(user)).items() if k.endswith(":n")}


def test_a_warm_search_is_one_round_trip_and_its_access_counts_ride_on_the_next(
    make_manager: Callable[..., MemoryManager],
    redis_client: redis.Redis,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    manager = make_manager(cache_embeddings=False)  # the embedding cache has its own lookup
    stats = manager.long_term.stats
    stats.touches.flush_after_s = 3600  # no timer flush during the test: only ride-alongs
    manager.remember("u1", "I adopted a cat named Miso", kind="episodic")
    manager.search("u1", "what pet?", k=3)  # builds the view
    trips = _RoundTrips(monkeypatch)
    first = manager.search("u1", "what pet does the user have?", k=3)
    assert trips.count == 1  # version + feedback weights (+ the previous search's counts)
    manager.search("u1", "does the user have a cat?", k=3)
    assert trips.count == 2
    # the first two searches' counts are in Redis; the last one's still waits
    counted = _counters(redis_client, stats, "u1")
    assert counted[f"{first[0].record.id}:n"] == "2"
    assert len(stats.touches) > 0
    exported = manager.export("u1")["memories"]  # export writes what waits first
    assert {m["id"]: m["counters"]["n"] for m in exported}[first[0].record.id] == 3
    assert len(stats.touches) == 0


def test_deferred_access_counts_land_without_another_search_and_survive_close(
    make_manager: Callable[..., MemoryManager], redis_client: redis.Redis
) -> None:
    writer = make_manager()
    writer.remember("u1", "I adopted a cat named Miso", kind="episodic")
    a, b = make_manager(), make_manager()
    a.long_term.stats.touches.flush_after_s = 0.05
    hit = a.search("u1", "what pet does the user have?", k=1)[0].record.id
    field = f"{hit}:n"
    for _ in range(600):  # eventually (the timer), with no further call on ``a``
        if field in _counters(redis_client, a.long_term.stats, "u1"):
            break
        time.sleep(0.05)
    assert _counters(redis_client, a.long_term.stats, "u1")[field] == "1"
    b.long_term.stats.touches.flush_after_s = 3600
    for _ in range(4):
        b.search("u1", "what pet does the user have?", k=1)
    b.close()  # writes what waits
    assert _counters(redis_client, b.long_term.stats, "u1")[field] == "5"


def test_a_late_access_count_never_brings_back_a_forgotten_user(
    make_manager: Callable[..., MemoryManager], redis_client: redis.Redis
) -> None:
    here, elsewhere = make_manager(), make_manager()  # two processes, one store
    here.remember("u1", "I adopted a cat named Miso", kind="episodic")
    for mm in (here, elsewhere):
        mm.long_term.stats.touches.flush_after_s = 3600
        mm.search("u1", "what pet does the user have?", k=1)
    key = here.long_term.stats.key("u1")
    here.forget("u1")
    assert len(here.long_term.stats.touches) == 0  # this process dropped its waiting counts
    elsewhere.long_term.stats.flush()  # the other process's counts arrive after the forget
    assert not redis_client.exists(key)


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
