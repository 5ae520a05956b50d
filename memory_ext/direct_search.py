"""Search and conflict candidates straight from the vector store, for a user too large
for the view cache: slower than a view (one store query per call, dense only), still
correct. Records written in the current batch are overlaid, so the items of one
``remember_many`` see each other as they do with a view. Only the port is used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from memory_ext.model import Fact, MemoryRecord
from memory_ext.types import VectorIndex
from memory_ext.user_view import CandidateSet


class StoreSource:
    """One user's memories, read from the vector store on every call.

    Example:
        >>> source = StoreSource(index, "u1")
        >>> source.candidates("where do I live", qvec, 20, include_superseded=False, filters=None)
    """

    def __init__(self, index: VectorIndex, user_id: str) -> None:
        self.index = index
        self.user_id = user_id
        self._overlay: dict[str, tuple[MemoryRecord, npt.NDArray[np.float32] | None]] = {}

    def apply(
        self, records: Sequence[MemoryRecord], vectors: npt.NDArray[np.float32] | None
    ) -> bool:
        """Remember records written in this batch (the store gets them afterwards)."""
        for i, record in enumerate(records):
            old = self._overlay.get(record.id)
            vector = vectors[i] if vectors is not None else (old[1] if old else None)
            self._overlay[record.id] = (record, vector)
        return True

    def _fresh(self, found: list[tuple[MemoryRecord, float]]) -> list[tuple[MemoryRecord, float]]:
        return [(self._overlay.get(r.id, (r, None))[0], c) for r, c in found]

    def candidates(
        self,
        query: str,
        qvec: npt.NDArray[np.float32],
        n: int,
        *,
        include_superseded: bool,
        filters: Mapping[str, Any] | None,
        hybrid: bool = True,
    ) -> CandidateSet:
        """The ``n`` nearest records (no keyword half: the store has no BM25)."""
        del query, hybrid
        where = self.index.where(self.user_id, filters, active_only=not include_superseded)
        found = self.index.query(qvec, n, where)
        return CandidateSet.of_records(
            [self._fresh_record(r) for r, _ in found],
            np.array([c for _, c in found], dtype=np.float64),
            list(range(len(found))),
            {},
        )

    def _fresh_record(self, record: MemoryRecord) -> MemoryRecord:
        return self._overlay.get(record.id, (record, None))[0]

    def conflict_candidates(
        self, facts: Sequence[Fact], vector: npt.NDArray[np.float32], k: int, min_cosine: float
    ) -> list[tuple[MemoryRecord, float]]:
        """As :meth:`UserView.conflict_candidates`, from store queries plus this batch
        (a store filter sees the first slot of a memory; the others come by similarity)."""
        where = self.index.where(self.user_id, active_only=True)
        found = {r.id: (r, c) for r, c in self._fresh(self.index.query(vector, k, where))}
        for fact in facts:
            filters: dict[str, Any] = {"slot": fact.slot}
            where = self.index.where(self.user_id, filters, active_only=True)
            records, vectors = self.index.get(where, embeddings=True)
            if records and vectors is not None:
                sims = vectors @ np.asarray(vector, dtype=np.float32)
                for r, c in zip(records, sims, strict=True):
                    found.setdefault(r.id, (r, float(c)))
        for record, vec in self._overlay.values():
            if vec is not None:
                found[record.id] = (record, float(np.dot(vec, vector)))
            elif record.id in found:
                found[record.id] = (record, found[record.id][1])
        out = []
        for stored, cos in found.values():
            record = self._overlay.get(stored.id, (stored, None))[0]
            same_slot = any(record.fact_for(f.slot) is not None for f in facts)
            if record.status == "active" and (cos >= min_cosine or same_slot):
                out.append((record, cos))
        return out

    def active_records_for(self, wanted: Callable[[str], bool]) -> list[MemoryRecord]:
        """Active records whose fact of a ``wanted`` slot is current."""
        return [
            r
            for r in self.active_fact_records()
            if any(wanted(f.slot) and f.status == "active" for f in r.slot_facts)
        ]

    def active_fact_records(self) -> list[MemoryRecord]:
        """Active records with a slot or a clarification flag."""
        slots, _ = self.index.get(
            self.index.where(self.user_id, {"slot": {"$ne": ""}}, active_only=True)
        )
        flagged, _ = self.index.get(
            self.index.where(self.user_id, {"needs_clarification": True}, active_only=True)
        )
        return list({r.id: r for r in slots + flagged}.values())
