"""A small BM25 index (numpy), one per user, for the keyword half of hybrid retrieval.

Terms come from :func:`memory_ext.segmentation.terms`: lower-cased words (stop words
dropped) and, for Chinese, character bigrams and single characters, so "搬到北京"
matches "北京"; queries are read as questions about the user (用户 → 我). Pure: no I/O.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from memory_ext.segmentation import terms

__all__ = ["BM25Index", "terms"]


class BM25Index:
    """Okapi BM25 over short documents, with incremental adds and removals.

    Example:
        >>> index = BM25Index(); index.add("m1", "I moved to Beijing")
        >>> index.search("Beijing", 5)
        [('m1', 0.28...)]
    """

    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self._ids: list[str] = []
        self._pos: dict[str, int] = {}
        self._lengths: list[int] = []
        self._alive: list[bool] = []
        self._postings: dict[str, tuple[list[int], list[int]]] = {}
        self._live = 0
        self._total_length = 0
        # numpy copies of the lists above, rebuilt lazily after a change
        self._np_lengths: npt.NDArray[np.float64] | None = None
        self._np_alive: npt.NDArray[np.bool_] | None = None
        self._np_postings: dict[str, tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]] = {}

    def _changed(self) -> None:
        self._np_lengths = None
        self._np_alive = None
        self._np_postings.clear()

    def __len__(self) -> int:
        return self._live

    def __contains__(self, doc_id: object) -> bool:
        return isinstance(doc_id, str) and doc_id in self._pos and self._alive[self._pos[doc_id]]

    def add(self, doc_id: str, text: str) -> None:
        """Index ``text`` under ``doc_id`` (re-adding replaces the old text)."""
        if doc_id in self._pos:
            self.remove(doc_id)
        idx = len(self._ids)
        self._ids.append(doc_id)
        self._pos[doc_id] = idx
        counts = Counter(terms(text))
        length = sum(counts.values())
        self._lengths.append(length)
        self._alive.append(True)
        self._live += 1
        self._total_length += length
        self._changed()
        for term, tf in counts.items():
            docs, tfs = self._postings.setdefault(term, ([], []))
            docs.append(idx)
            tfs.append(tf)

    def add_many(self, docs: Iterable[tuple[str, str]]) -> None:
        """Index several ``(doc_id, text)`` pairs."""
        for doc_id, text in docs:
            self.add(doc_id, text)

    def remove(self, doc_id: str) -> None:
        """Forget ``doc_id`` (its postings are skipped from now on)."""
        idx = self._pos.pop(doc_id, None)
        if idx is not None and self._alive[idx]:
            self._alive[idx] = False
            self._live -= 1
            self._total_length -= self._lengths[idx]
            self._changed()

    def _posting(
        self, term: str, alive: npt.NDArray[np.bool_]
    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]] | None:
        """The live postings of ``term`` as arrays (cached until the index changes)."""
        cached = self._np_postings.get(term)
        if cached is None:
            raw = self._postings.get(term)
            if raw is None:
                return None
            docs = np.asarray(raw[0], dtype=np.int64)
            tfs = np.asarray(raw[1], dtype=np.float64)
            keep = alive[docs]
            cached = (docs[keep], tfs[keep])
            self._np_postings[term] = cached
        return cached if len(cached[0]) else None

    def search(self, query: str, n: int) -> list[tuple[str, float]]:
        """The ``n`` best-scoring documents for ``query``, best first."""
        if not self._live:
            return []
        if self._np_lengths is None or self._np_alive is None:
            self._np_lengths = np.asarray(self._lengths, dtype=np.float64)
            self._np_alive = np.asarray(self._alive, dtype=bool)
        lengths, alive = self._np_lengths, self._np_alive
        avg = self._total_length / self._live or 1.0
        scores = np.zeros(len(self._ids), dtype=np.float64)
        for term in set(terms(query, query=True)):
            posting = self._posting(term, alive)
            if posting is None:
                continue
            docs, tfs = posting
            idf = math.log(1 + (self._live - len(docs) + 0.5) / (len(docs) + 0.5))
            norm = tfs + self.k1 * (1 - self.b + self.b * lengths[docs] / avg)
            scores[docs] += idf * tfs * (self.k1 + 1) / norm
        return _top(scores, self._ids, n)


def _top(scores: npt.NDArray[np.float64], ids: list[str], n: int) -> list[tuple[str, float]]:
    hits = np.flatnonzero(scores > 0)
    if not len(hits):
        return []
    best = hits[np.argsort(-scores[hits], kind="stable")[:n]]
    return [(ids[i], float(scores[i])) for i in best]
