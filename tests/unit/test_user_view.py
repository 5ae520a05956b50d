"""The compact user view: columns, int8 vectors, vectorised filters, the bounded cache."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone
from typing import Any

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.keyword import BM25Index
from memory_ext.model import Fact, MemoryRecord
from memory_ext.user_view import UserView, matches
from memory_ext.view_cache import ViewCache

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
WORDS = ["北京", "上海", "茶", "咖啡", "Beijing", "tea", "coffee", "loan", "bank", "徒步"]
SLOTS = [None, "location", "likes", "employer"]
VALUES = [None, "beijing", "北京", "tea", "咖啡"]


def _unit(rng: np.random.Generator, n: int, dim: int = 32) -> np.ndarray:
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return np.asarray(v / np.linalg.norm(v, axis=1, keepdims=True), dtype=np.float32)


records_strategy = st.lists(
    st.builds(
        lambda i, words, kind, slot, value, pol, imp, age, to, status, flag, meta: MemoryRecord(
            id=f"m{i}",
            user_id="u1",
            kind=kind,
            content=" ".join(words),
            created_at=T0 + timedelta(hours=age),
            importance=imp,
            slot=slot,
            value=value if slot else None,
            polarity=pol,
            valid_from=T0 + timedelta(hours=age),
            valid_to=None if to is None else T0 + timedelta(hours=age + to),
            status=status,
            needs_clarification=flag,
            metadata=meta,
        ),
        st.integers(0, 10**6),
        st.lists(st.sampled_from(WORDS), min_size=1, max_size=6),
        st.sampled_from(["semantic", "episodic"]),
        st.sampled_from(SLOTS),
        st.sampled_from(VALUES),
        st.sampled_from([1, -1]),
        st.sampled_from([1.0, 3.5, 7.3, 10.0]),
        st.integers(0, 1000),
        st.none() | st.integers(1, 50),
        st.sampled_from(["active", "superseded"]),
        st.booleans(),
        st.sampled_from([{}, {"rating": 3}, {"rating": 5, "city": "北京"}, {"city": "Paris"}]),
    ),
    min_size=1,
    max_size=30,
    unique_by=lambda r: r.id,
)

scalar = st.sampled_from([3, 5, 4.5, "北京", "Paris", "beijing", "likes", True, 7.3, "active"])
operand = st.one_of(
    scalar.map(lambda v: v),
    st.tuples(st.sampled_from(["$eq", "$ne", "$gt", "$gte", "$lt", "$lte"]), scalar).map(
        lambda t: {t[0]: t[1]}
    ),
    st.tuples(st.sampled_from(["$in", "$nin"]), st.lists(scalar, max_size=3)).map(
        lambda t: {t[0]: t[1]}
    ),
    st.sampled_from(["$gt", "$lt"]).map(lambda op: {op: (T0 + timedelta(hours=300)).timestamp()}),
)
FILTER_KEYS = [
    "kind", "slot", "value", "polarity", "importance", "status", "needs_clarification",
    "created_at", "valid_to", "rating", "city", "source", "user_id", "missing",
]  # fmt: skip
filters_strategy = st.dictionaries(
    st.sampled_from(FILTER_KEYS),
    operand,
    max_size=3,
)


def _view(records: list[MemoryRecord], dim: int = 32) -> UserView:
    view = UserView(1, dim, "u1")
    assert view.apply(records, _unit(np.random.default_rng(0), len(records), dim))
    return view


@settings(max_examples=150, deadline=None)
@given(records_strategy, filters_strategy)
def test_column_filters_agree_with_the_record_by_record_rule(
    records: list[MemoryRecord], filters: dict[str, Any]
) -> None:
    view = _view(records)
    expected = [matches(r, filters) for r in records]
    assert view.mask(filters).tolist() == expected


@settings(max_examples=60, deadline=None)
@given(records_strategy)
def test_a_record_comes_back_from_the_columns_unchanged(records: list[MemoryRecord]) -> None:
    view = _view(records)
    assert view.records(range(len(records))) == records
    changed = [dataclasses.replace(r, status="superseded") for r in records[:3]]
    assert view.apply(changed, None)
    assert view.records(range(len(changed))) == changed


def random_view(rng: np.random.Generator, n: int) -> tuple[UserView, np.ndarray]:
    """A view of ``n`` episodic records with random unit 384-d vectors, and the vectors."""
    vectors = _unit(rng, n, 384)
    records = [MemoryRecord(f"m{i}", "u1", "episodic", f"t{i}", T0) for i in range(n)]
    view = UserView(1, 384, "u1")
    view.apply(records, vectors)
    return view, vectors


def test_int8_scan_with_float_rerank_finds_the_exact_top_ten() -> None:
    rng = np.random.default_rng(1)
    view, vectors = random_view(rng, 5000)
    overlap = []
    for q in _unit(rng, 50, 384):
        exact = np.argsort(-(vectors @ q))[:10]
        rows, cos = view.dense(q, 10, None)
        overlap.append(len(set(exact) & set(rows.tolist())))
        assert np.allclose(cos, vectors[rows] @ q, atol=0.01)
    assert np.mean(overlap) >= 9.8
    assert view.nbytes() / 5000 < 1536  # the compact target, keyword index included


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=5), min_size=1, max_size=25))
def test_incremental_keyword_index_equals_one_built_at_once(docs: list[list[str]]) -> None:
    growing = BM25Index()
    for i, words in enumerate(docs):
        growing.add(f"d{i}", " ".join(words))
        built = BM25Index()
        built.add_many((f"d{j}", " ".join(w)) for j, w in enumerate(docs[: i + 1]))
        for query in ("北京 tea", "咖啡", "bank loan"):
            got, want = growing.search(query, 5), built.search(query, 5)
            assert [d for d, _ in got] == [d for d, _ in want]
            assert np.allclose([s for _, s in got], [s for _, s in want])


def test_conflict_candidates_never_walk_a_multi_valued_slot_history() -> None:
    rng = np.random.default_rng(2)
    n = 2000
    records = [
        MemoryRecord(f"l{i}", "u1", "semantic", f"I like thing {i}", T0, slot="likes", value=f"thing {i}")
        for i in range(n)
    ]  # fmt: skip
    view = UserView(1, 64, "u1")
    view.apply(records, _unit(rng, n, 64))
    new = Fact("likes", "thing 7", single_valued=False)
    found = view.conflict_candidates([new], _unit(rng, 1, 64)[0], 10, 0.75)
    assert [r.id for r, _ in found] == ["l7"]  # the same value; random vectors are not similar
    located = MemoryRecord("loc", "u1", "semantic", "I live in Paris", T0, slot="location", value="paris")  # fmt: skip
    view.apply([located], _unit(rng, 1, 64))
    moved = view.conflict_candidates([Fact("location", "berlin")], _unit(rng, 1, 64)[0], 10, 0.75)
    assert [r.id for r, _ in moved] == ["loc"]  # a single-valued slot: its active value


def test_cache_evicts_least_recently_used_users_by_bytes() -> None:
    rng = np.random.default_rng(3)

    def view_of(n: int) -> UserView:
        records = [MemoryRecord(f"m{i}", "u", "episodic", f"text {i}", T0) for i in range(n)]
        view = UserView(1, 384, "u")
        view.apply(records, _unit(rng, n, 384))
        return view

    one = view_of(200)
    cache = ViewCache(int(2.5 * one.nbytes()))
    assert cache.put("a", one) and cache.put("b", view_of(200))
    assert cache.get("a") is one  # a is now the most recent
    assert cache.put("c", view_of(200))
    assert "b" not in cache and "a" in cache and "c" in cache
    assert not cache.put("huge", view_of(2000))  # larger than the whole bound: not cached
    stats = cache.stats()
    assert stats.evictions == 1 and stats.users == 2 and stats.bytes <= stats.capacity_bytes
