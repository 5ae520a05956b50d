"""The exhaustive int8 scan behind a view's dense search: quantisation, one int8 dot
product per stored row, and the selection of the best rows. Pure: no I/O.

numpy has no fast int8 kernel (``int8 @ int8`` is a generic loop, not BLAS, and slower
than a float32 BLAS product over four times the bytes). With ``simsimd`` installed (a
core dependency, 0.6 MB) the scan runs SIMD int8 dot products (AVX2/AVX-512 VNNI, NEON)
at memory speed: about 10× a float32 BLAS product over the same rows. Without it, rows
are widened to float32 a cache-sized block at a time for BLAS. Both give the same
integers: every product and partial sum of up to 1,040 int8 pairs (384 or 768 here) is
exact in float32 (< 2**24).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

#: Rows widened to float32 per BLAS call in the fallback (≈1.5 MiB of floats: in cache).
_BLOCK = 1024

_simsimd: Any
try:  # pragma: no cover - exercised by whichever is installed
    import simsimd as _simsimd
except ImportError:  # pragma: no cover
    _simsimd = None


def quantize(
    vectors: npt.NDArray[np.float32],
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.float32]]:
    """Rows as int8 with one scale per row (``row ≈ scale · int8 row``). The scale keeps
    the row's length, so a cosine against the int8 direction is as exact as it gets."""
    vectors = np.asarray(vectors, dtype=np.float32)
    peak = np.abs(vectors).max(axis=1) if len(vectors) else np.zeros(0, np.float32)
    step = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    q = np.clip(np.rint(vectors / step[:, None]), -127, 127).astype(np.int8)
    qnorm = np.linalg.norm(q.astype(np.float32), axis=1)
    length = np.linalg.norm(vectors, axis=1)
    scale = np.where(qnorm > 0, length / np.maximum(qnorm, 1e-12), 0.0).astype(np.float32)
    return q, scale


def quantize_query(qvec: npt.NDArray[np.float32]) -> npt.NDArray[np.int8]:
    """A query as int8 (its length does not matter for ranking)."""
    qvec = np.asarray(qvec, dtype=np.float32)
    peak = float(np.abs(qvec).max()) if len(qvec) else 0.0
    scaled: npt.NDArray[np.float32] = np.rint(qvec * np.float32(127.0 / (peak or 1.0)))
    return scaled.astype(np.int8)


def int8_dot(
    matrix: npt.NDArray[np.int8], query: npt.NDArray[np.int8], *, fast: bool = True
) -> npt.NDArray[np.float32]:
    """``matrix @ query`` for int8 rows and an int8 query, exact, as float32.

    Args:
        matrix: C-contiguous ``(n, d)`` int8 rows.
        query: ``(d,)`` int8.
        fast: use the SIMD kernel when it is installed (False: the numpy fallback).
    """
    n = len(matrix)
    if not n:
        return np.zeros(0, np.float32)
    if fast and _simsimd is not None:
        out = np.empty((n, 1), np.float32)
        _simsimd.cdist(np.ascontiguousarray(matrix), query[None, :], metric="dot", out=out)
        return out.reshape(n)
    return _blocked_dot(matrix, query.astype(np.float32))


def _blocked_dot(
    matrix: npt.NDArray[np.int8], query: npt.NDArray[np.float32]
) -> npt.NDArray[np.float32]:
    out = np.empty(len(matrix), np.float32)
    block = np.empty((min(_BLOCK, len(matrix)), matrix.shape[1]), np.float32)
    for start in range(0, len(matrix), _BLOCK):
        rows = matrix[start : start + _BLOCK]
        wide = block[: len(rows)]
        np.copyto(wide, rows, casting="unsafe")
        np.matmul(wide, query, out=out[start : start + len(rows)])
    return out


def top_rows(score: npt.NDArray[Any], n: int) -> npt.NDArray[np.intp]:
    """Indexes of the ``n`` highest scores (unordered), the same set as
    ``argpartition(-score, n - 1)[:n]`` up to ties. A strided sample gives a threshold
    that keeps a few times ``n`` rows, so only those are partitioned; when too few pass
    it, the whole array is (exact either way)."""
    size = len(score)
    if n >= size:
        return np.arange(size)
    step = 16
    if size >= 64 * n and size >= 4096:
        sample = score[::step]
        keep = min(len(sample) - 1, 4 * max(1, n // step) + 8)
        threshold = np.partition(sample, len(sample) - 1 - keep)[len(sample) - 1 - keep]
        if np.isfinite(threshold):
            passed = np.flatnonzero(score >= threshold)
            if len(passed) >= n:
                part = np.argpartition(-score[passed], n - 1)[:n]
                return passed[part]
    return np.argpartition(-score, n - 1)[:n]
