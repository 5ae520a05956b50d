"""The int8 scan: the SIMD kernel and the numpy fallback give the exact integers, and the
threshold selection returns the same rows as a full partition."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext import vector_scan
from tests.unit.test_user_view import _unit, random_view


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 3000), st.sampled_from([1, 16, 384, 1024]))
def test_int8_dot_is_exact_with_and_without_the_simd_kernel(seed: int, n: int, dim: int) -> None:
    rng = np.random.default_rng(seed)
    matrix = rng.integers(-128, 128, (n, dim), dtype=np.int8)
    query = rng.integers(-128, 128, dim, dtype=np.int8)
    exact = matrix.astype(np.int64) @ query.astype(np.int64)
    assert np.array_equal(vector_scan.int8_dot(matrix, query), exact)
    assert np.array_equal(vector_scan.int8_dot(matrix, query, fast=False), exact)


@settings(max_examples=80, deadline=None)
@given(
    st.integers(0, 2**32 - 1),
    st.integers(1, 40_000),
    st.integers(1, 300),
    st.sampled_from([0, 3, 1000]),  # distinct values: few (many ties) or continuous
    st.floats(0, 0.99),  # share of rows masked out with -inf
)
def test_top_rows_selects_what_a_full_partition_selects(
    seed: int, size: int, n: int, levels: int, masked: float
) -> None:
    rng = np.random.default_rng(seed)
    score = (
        rng.integers(0, levels, size).astype(np.float32)
        if levels
        else rng.standard_normal(size).astype(np.float32)
    )
    score[rng.random(size) < masked] = -np.inf
    n = min(n, size)
    rows = vector_scan.top_rows(score, n)
    full = np.argpartition(-score, n - 1)[:n]
    assert len(rows) == len(set(rows.tolist())) == n
    # the same values (rows may differ only among ties)
    assert np.array_equal(np.sort(score[rows]), np.sort(score[full]))


def test_dense_search_is_the_same_with_the_numpy_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(5)
    view, _ = random_view(rng, 20_000)
    eligible = rng.random(20_000) < 0.7
    queries = _unit(rng, 20, 384)
    fast = [view.dense(q, 40, eligible) for q in queries]
    monkeypatch.setattr(vector_scan, "_simsimd", None)
    slow = [view.dense(q, 40, eligible) for q in queries]
    for (rows, cos), (rows2, cos2) in zip(fast, slow, strict=True):
        assert np.array_equal(rows, rows2) and np.array_equal(cos, cos2)
        assert eligible[rows].all()


def test_the_fast_path_returns_the_exact_top_ten_up_to_int8_near_ties() -> None:
    rng = np.random.default_rng(13)
    view, vectors = random_view(rng, 20_000)
    for q in _unit(rng, 40, 384):
        exact_cos = vectors @ q
        exact = np.argsort(-exact_cos, kind="stable")[:10]
        rows, _ = view.dense(q, 10, None)
        tenth = exact_cos[exact[-1]]
        # any difference is a swap at the boundary, within the int8 rounding of a cosine
        for row in set(exact.tolist()) ^ set(rows.tolist()):
            assert abs(exact_cos[row] - tenth) < 2e-3
        # and the order agrees wherever two cosines are further apart than that
        found = exact_cos[rows]
        assert np.all(np.diff(found) < 2e-3)
