"""An in-process view of one user's long-term memories: records, vectors and BM25.

Chroma stays the source of truth; the view is built from it on first use and kept in
step by the writer that owns it (a per-user version counter in Redis tells when another
process wrote, and the view is rebuilt). Candidate search over a few thousand vectors is
one matrix product, far cheaper than a filtered HNSW query plus a second fetch for the
keyword hits. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from memory_ext.keyword import BM25Index
from memory_ext.model import MemoryRecord

_RECORD_FIELDS = {
    "user_id", "kind", "slot", "value", "polarity", "importance", "status", "source",
    "needs_clarification", "superseded_by", "created_at", "valid_from", "valid_to",
}  # fmt: skip


def matches(record: MemoryRecord, filters: Mapping[str, Any] | None) -> bool:
    """Whether ``record`` satisfies filters validated by ``stores.chroma.user_filter``."""
    for key, cond in (filters or {}).items():
        value = getattr(record, key) if key in _RECORD_FIELDS else record.metadata.get(key)
        if isinstance(value, datetime):  # stored in Chroma as epoch seconds: compare the same
            value = value.timestamp()
        op, operand = next(iter(cond.items())) if isinstance(cond, Mapping) else ("$eq", cond)
        try:
            ok = _compare(op, value, operand)
        except TypeError:  # comparing unlike types: no match, as in Chroma
            ok = False
        if not ok:
            return False
    return True


def _compare(op: str, value: Any, operand: Any) -> bool:
    if op == "$eq":
        return bool(value == operand)
    if op == "$ne":
        return bool(value != operand)
    if op == "$in":
        return value in operand
    if op == "$nin":
        return value not in operand
    if value is None:
        return False
    if op == "$gt":
        return bool(value > operand)
    if op == "$gte":
        return bool(value >= operand)
    if op == "$lt":
        return bool(value < operand)
    return bool(value <= operand)  # $lte


class UserView:
    """Records, a growable vector matrix and a BM25 index for one user.

    Example:
        >>> view = UserView(version=3, dim=384)
        >>> view.apply(records, vectors)
    """

    def __init__(self, version: int, dim: int) -> None:
        self.version = version
        self.records: list[MemoryRecord] = []
        self.row: dict[str, int] = {}
        self.rows_by_slot: dict[str, list[int]] = {}
        self._vectors = np.zeros((0, dim), dtype=np.float32)
        self._active: npt.NDArray[np.bool_] | None = None  # cached status mask
        self.bm25 = BM25Index()

    def __len__(self) -> int:
        return len(self.records)

    @property
    def vectors(self) -> npt.NDArray[np.float32]:
        """One row per record, in ``records`` order."""
        return self._vectors[: len(self.records)]

    def apply(
        self, records: Sequence[MemoryRecord], vectors: npt.NDArray[np.float32] | None
    ) -> bool:
        """Insert or update records; False if a new record came without its vector
        (the caller then drops the view and rebuilds it from the store)."""
        self._active = None
        for i, record in enumerate(records):
            at = self.row.get(record.id)
            if at is not None:
                self.records[at] = record
                if vectors is not None:
                    self._vectors[at] = vectors[i]
                continue
            if vectors is None:
                return False
            n = len(self.records)
            if n == len(self._vectors):  # grow by doubling: appends stay amortised O(1)
                grown = np.zeros((max(64, 2 * n), self._vectors.shape[1]), dtype=np.float32)
                grown[:n] = self._vectors[:n]
                self._vectors = grown
            self._vectors[n] = vectors[i]
            self.row[record.id] = n
            # a memory is indexed under every slot it sets; its slots never change
            for slot in dict.fromkeys(f.slot for f in record.slot_facts):
                self.rows_by_slot.setdefault(slot, []).append(n)
            self.records.append(record)
            self.bm25.add(record.id, record.content)
        return True

    def candidates(
        self,
        query: str,
        qvec: npt.NDArray[np.float32],
        n: int,
        *,
        include_superseded: bool,
        filters: Mapping[str, Any] | None,
    ) -> tuple[list[int], npt.NDArray[np.float64], dict[int, float]]:
        """Rows of the top-``n`` dense and top-``n`` keyword hits among eligible records,
        their cosines, and the BM25 score of the keyword hits."""
        if self._active is None:
            self._active = np.array([r.status == "active" for r in self.records], dtype=bool)
        eligible = (
            np.ones(len(self.records), dtype=bool) if include_superseded else self._active.copy()
        )
        if filters:
            eligible &= np.array([matches(r, filters) for r in self.records], dtype=bool)
        if not eligible.any():
            return [], np.zeros(0), {}
        cos = (self.vectors @ qvec).astype(np.float64)
        masked = np.where(eligible, cos, -np.inf)
        top = min(n, int(eligible.sum()))
        dense = np.argpartition(-masked, top - 1)[:top]
        dense = dense[np.argsort(-masked[dense], kind="stable")]
        keyword: dict[int, float] = {}
        for doc_id, score in self.bm25.search(query, 4 * n):
            row = self.row[doc_id]
            if eligible[row]:
                keyword[row] = score
                if len(keyword) >= n:
                    break
        return [int(i) for i in dense], cos, keyword
