"""An in-process view of one user's long-term memories: columns, int8 vectors and BM25.

Chroma stays the source of truth; the view is built from it on first use and kept in
step by the writer that owns it (a per-user version counter in Redis tells when another
process wrote, and the view is rebuilt). Candidate search over the user's vectors is one
int8 matrix-vector product plus a float re-rank of the best rows, cheaper than a
filtered HNSW query plus a second fetch for the keyword hits.

Compact by construction: a record is a row of numpy columns (strings interned as small
codes, metadata dicts shared by value), its vector ``dim`` int8 numbers (384; 768 for
the default e5+MiniLM) and one float scale; :class:`~memory_ext.model.MemoryRecord`
objects are made only for the rows a caller asks for. Writes update every column, mask
and posting in place. Pure: no I/O.
"""

from __future__ import annotations

import functools
import json
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Concatenate, ParamSpec, TypeVar

import numpy as np
import numpy.typing as npt

from memory_ext.extraction.normalise import value_key
from memory_ext.keyword import BM25Index
from memory_ext.model import Fact, MemoryRecord, SlotFact
from memory_ext.vector_scan import int8_dot, quantize, quantize_query, top_rows

_RECORD_FIELDS = {
    "user_id", "kind", "slot", "value", "polarity", "importance", "status", "source",
    "needs_clarification", "superseded_by", "created_at", "valid_from", "valid_to",
}  # fmt: skip
_CODED = ("kind", "slot", "value", "source", "superseded_by")
_NUMERIC = ("importance", "polarity", "needs_clarification", "created_at", "valid_from", "valid_to")
_TIMES = ("created_at", "valid_from", "valid_to")
#: The int8 scan keeps this many candidates per wanted one for the float re-rank.
RERANK_FACTOR = 3
P = ParamSpec("P")
R = TypeVar("R")


def _locked(method: Callable[Concatenate[UserView, P], R]) -> Callable[Concatenate[UserView, P], R]:
    """Run a view method under the view's lock (writers apply while searches read)."""

    def run(self: UserView, *args: P.args, **kwargs: P.kwargs) -> R:
        with self.lock:
            return method(self, *args, **kwargs)

    return functools.update_wrapper(run, method)  # type: ignore[return-value]


def matches(record: MemoryRecord, filters: Mapping[str, Any] | None) -> bool:
    """Whether ``record`` satisfies filters validated by the index's ``where`` (the
    record-by-record rule; :meth:`UserView.mask` is its vectorised twin)."""
    for key, cond in (filters or {}).items():
        value = getattr(record, key) if key in _RECORD_FIELDS else record.metadata.get(key)
        if isinstance(value, datetime):  # stored in Chroma as epoch seconds: compare the same
            value = value.timestamp()
        op, operand = _op(cond)
        if not _safe_compare(op, value, operand):
            return False
    return True


def _op(cond: Any) -> tuple[str, Any]:
    if isinstance(cond, Mapping):
        op, operand = next(iter(cond.items()))
        return str(op), operand
    return "$eq", cond


def _safe_compare(op: str, value: Any, operand: Any) -> bool:
    try:
        return _compare(op, value, operand)
    except TypeError:  # comparing unlike types: no match, as in Chroma
        return False


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


def _is_number(value: Any) -> bool:
    return isinstance(value, (bool, int, float))


def _numeric_mask(op: str, column: npt.NDArray[np.float64], operand: Any) -> npt.NDArray[np.bool_]:
    """``_compare`` over a numeric column (NaN stands for None), without a Python loop."""
    n = len(column)
    if op in ("$in", "$nin"):
        numbers = [float(v) for v in operand if _is_number(v)]
        found = (
            np.isin(column, np.asarray(numbers, dtype=np.float64)) if numbers else np.zeros(n, bool)
        )
        return found if op == "$in" else ~found
    if not _is_number(operand):  # a string against a number: only "not equal" holds
        return np.full(n, op == "$ne")
    x = float(operand)
    with np.errstate(invalid="ignore"):
        if op == "$eq":
            return np.equal(column, x)
        if op == "$ne":
            return np.not_equal(column, x)
        if op == "$gt":
            return column > x
        if op == "$gte":
            return column >= x
        if op == "$lt":
            return column < x
        return column <= x


class _Codes:
    """Interned values of one string column: value ↔ small integer code."""

    def __init__(self) -> None:
        self.values: list[Any] = [None]
        self._code: dict[Any, int] = {None: 0}

    def code(self, value: Any) -> int:
        found = self._code.get(value)
        if found is None:
            found = self._code[value] = len(self.values)
            self.values.append(value)
        return found

    def table(self, op: str, operand: Any) -> npt.NDArray[np.bool_]:
        """``_compare`` of every distinct value: index it with a code column."""
        return np.array([_safe_compare(op, v, operand) for v in self.values], dtype=bool)


@dataclass(frozen=True, slots=True)
class CandidateSet:
    """Dense and keyword candidates of one query, as columns (records are built only
    for the few that are returned).

    Attributes:
        ids: memory id of each candidate (the union of both lists).
        cosine: cosine similarity of each candidate to the query.
        importance: importance of each candidate.
        created: creation time of each candidate (epoch seconds).
        episodic: whether each candidate is an episodic memory.
        dense: indexes into the columns, best dense hit first.
        keyword: index → BM25 score, best keyword hit first.
        record: the full record of candidate ``i``.
    """

    ids: list[str]
    cosine: npt.NDArray[np.float64]
    importance: npt.NDArray[np.float64]
    created: npt.NDArray[np.float64]
    episodic: npt.NDArray[np.bool_]
    dense: list[int]
    keyword: dict[int, float]
    record: Callable[[int], MemoryRecord]

    @classmethod
    def of_records(
        cls,
        records: Sequence[MemoryRecord],
        cosine: npt.NDArray[np.float64],
        dense: list[int],
        keyword: dict[int, float],
    ) -> CandidateSet:
        """Candidates given as whole records (a store's query)."""
        return cls(
            [r.id for r in records],
            cosine,
            np.array([r.importance for r in records], dtype=np.float64),
            np.array([r.created_at.timestamp() for r in records], dtype=np.float64),
            np.array([r.kind == "episodic" for r in records], dtype=bool),
            dense,
            keyword,
            records.__getitem__,
        )


EMPTY = CandidateSet.of_records([], np.zeros(0), [], {})


class UserView:
    """One user's memories as columns, int8 vectors and a BM25 index.

    Example:
        >>> view = UserView(version=3, dim=384)
        >>> view.apply(records, vectors)
        >>> view.candidates("where do I live", qvec, 20, include_superseded=False, filters=None)
    """

    def __init__(self, version: int, dim: int, user_id: str = "") -> None:
        self.version = version
        self.dim = dim
        self.user_id = user_id
        self.ids: list[str] = []
        self.row: dict[str, int] = {}
        self._content: list[str] = []
        self._n = 0
        self._cap = 0
        self._vectors = np.zeros((0, dim), dtype=np.int8)
        self._scale = np.zeros(0, dtype=np.float32)
        self._num: dict[str, npt.NDArray[Any]] = {}
        self._codes: dict[str, npt.NDArray[np.int32]] = {}
        self._vocab = {name: _Codes() for name in _CODED}
        self._active = np.zeros(0, dtype=bool)
        self._meta_code = np.zeros(0, dtype=np.int32)
        self._meta: list[Mapping[str, Any]] = [{}]
        self._meta_index: dict[str, int] = {"{}": 0}
        #: (slot, normalised value) → rows; and the active rows of each slot
        self._by_fact: dict[tuple[str, str], list[int]] = {}
        #: row → every slot its memory sets (only rows whose memory carries facts)
        self._facts: dict[int, tuple[SlotFact, ...]] = {}
        self._active_by_slot: dict[str, set[int]] = {}
        self._text_bytes = 0
        self.bm25 = BM25Index()
        #: a writer thread may apply while searches read: both take this lock
        self.lock = threading.RLock()
        self._grow(64)

    def __len__(self) -> int:
        return self._n

    # -- storage ----------------------------------------------------------------------
    def _grow(self, cap: int) -> None:
        def grown(old: npt.NDArray[Any], fill: Any = 0) -> npt.NDArray[Any]:
            new = np.full((cap, *old.shape[1:]), fill, dtype=old.dtype)
            new[: self._n] = old[: self._n]
            return new

        if not self._num:
            self._num = {name: np.zeros(0, np.float64) for name in _TIMES}
            self._num |= {"importance": np.zeros(0, np.float64), "polarity": np.zeros(0, np.int8)}
            self._num["needs_clarification"] = np.zeros(0, bool)
            self._codes = {name: np.zeros(0, np.int32) for name in _CODED}
        self._vectors = grown(self._vectors)
        self._scale = grown(self._scale)
        self._num = {k: grown(v, np.nan if k in _TIMES else 0) for k, v in self._num.items()}
        self._codes = {k: grown(v) for k, v in self._codes.items()}
        self._active = grown(self._active)
        self._meta_code = grown(self._meta_code)
        self._cap = cap

    def nbytes(self) -> int:
        """Approximate memory held by this view (arrays, strings, index)."""
        arrays = self._vectors.nbytes + self._scale.nbytes + self._active.nbytes
        arrays += self._meta_code.nbytes + sum(a.nbytes for a in self._num.values())
        arrays += sum(a.nbytes for a in self._codes.values())
        # the id → row dict: about one hash slot and entry per row, plus the two lists
        return arrays + self._text_bytes + 100 * self._n + self.bm25.nbytes()

    def _metadata_code(self, metadata: Mapping[str, Any]) -> int:
        if not metadata:
            return 0
        key = json.dumps(dict(metadata), sort_keys=True, ensure_ascii=False, default=str)
        code = self._meta_index.get(key)
        if code is None:
            code = self._meta_index[key] = len(self._meta)
            self._meta.append(dict(metadata))
            self._text_bytes += sys.getsizeof(key) + 64 * (1 + len(metadata))
        return code

    def _set_row(self, at: int, record: MemoryRecord) -> None:
        for name in _CODED:
            self._codes[name][at] = self._vocab[name].code(getattr(record, name))
        self._num["importance"][at] = record.importance
        self._num["polarity"][at] = record.polarity
        self._num["needs_clarification"][at] = record.needs_clarification
        for name in _TIMES:
            value = getattr(record, name)
            self._num[name][at] = value.timestamp() if value is not None else np.nan
        self._meta_code[at] = self._metadata_code(record.metadata)
        active = record.status == "active"
        self._active[at] = active
        if record.facts:
            self._facts[at] = record.facts
        # a memory counts for each slot it sets while its fact for that slot is current
        for slot in {f.slot for f in record.slot_facts}:
            rows = self._active_by_slot.setdefault(slot, set())
            if active and any(f.status == "active" for f in record.slot_facts if f.slot == slot):
                rows.add(at)
            else:
                rows.discard(at)

    @_locked
    def apply(
        self, records: Sequence[MemoryRecord], vectors: npt.NDArray[np.float32] | None
    ) -> bool:
        """Insert or update records in place; False if a new record came without its
        vector (the caller then drops the view and rebuilds it from the store)."""
        if vectors is not None and len(records):
            q, scale = quantize(vectors)
            fresh = sum(1 for r in records if r.id not in self.row)
            if self._n + fresh > self._cap:
                # a build from the store gets exactly its rows; appends grow by a quarter
                # (still amortised O(1)). Doubling left up to 2× the rows in slack: with
                # 768-d vectors (e5+MiniLM) that alone broke 1.5 KiB per memory
                self._grow(max(self._n + fresh, self._cap + self._cap // 4))
        for i, record in enumerate(records):
            at = self.row.get(record.id)
            if at is not None:
                if vectors is not None:
                    self._vectors[at], self._scale[at] = q[i], scale[i]
                self._set_row(at, record)
                continue
            if vectors is None:
                return False
            at = self._n
            assert at < self._cap, "grown above"
            # fill the row first and count it last: a concurrent reader never sees a
            # counted row without its data
            self._vectors[at], self._scale[at] = q[i], scale[i]
            self._set_row(at, record)
            self.ids.append(record.id)
            self._content.append(record.content)
            self._text_bytes += sys.getsizeof(record.content) + sys.getsizeof(record.id)
            for fact in record.slot_facts:
                if fact.value:
                    self._by_fact.setdefault((fact.slot, _norm(fact.value)), []).append(at)
            doc = self.bm25.append(record.content)
            assert doc == at, "BM25 documents are numbered like rows"
            self.row[record.id] = at
            self._n += 1
        return True

    def record(self, row: int) -> MemoryRecord:
        """The record stored at ``row``, rebuilt from the columns."""
        codes = {name: self._vocab[name].values[int(self._codes[name][row])] for name in _CODED}
        times = {name: _dt(float(self._num[name][row])) for name in _TIMES}
        created = times["created_at"]
        assert created is not None
        return MemoryRecord(
            id=self.ids[row],
            user_id=self.user_id,
            kind=codes["kind"],
            content=self._content[row],
            created_at=created,
            importance=float(self._num["importance"][row]),
            slot=codes["slot"],
            value=codes["value"],
            polarity=int(self._num["polarity"][row]),
            valid_from=times["valid_from"],
            valid_to=times["valid_to"],
            status="active" if self._active[row] else "superseded",
            superseded_by=codes["superseded_by"],
            needs_clarification=bool(self._num["needs_clarification"][row]),
            source=codes["source"],
            metadata=dict(self._meta[int(self._meta_code[row])]),
            facts=self._facts.get(row, ()),
        )

    def records(self, rows: Sequence[int] | npt.NDArray[np.int64]) -> list[MemoryRecord]:
        """Records of several rows."""
        return [self.record(int(r)) for r in rows]

    @_locked
    def active_records_for(self, wanted: Callable[[str], bool]) -> list[MemoryRecord]:
        """Active records whose fact of a ``wanted`` slot is current, without building
        any other row (the second extraction pass reads a new statement against them)."""
        rows = {r for slot, rs in self._active_by_slot.items() if wanted(slot) for r in rs}
        return self.records(sorted(rows))

    @_locked
    def active_fact_records(self) -> list[MemoryRecord]:
        """Active records that carry a fact (a slot) or are flagged for clarification:
        what a context's "current facts" and clarifications are made of."""
        n = self._n
        has_slot = self._codes["slot"][:n] != 0
        flagged = self._num["needs_clarification"][:n]
        return self.records(np.flatnonzero(self._active[:n] & (has_slot | flagged)))

    # -- filters ----------------------------------------------------------------------
    def mask(self, filters: Mapping[str, Any] | None) -> npt.NDArray[np.bool_]:
        """Rows satisfying ``filters``: :func:`matches` over column arrays."""
        n = self._n
        out = np.ones(n, dtype=bool)
        for key, cond in (filters or {}).items():
            op, operand = _op(cond)
            if key in _CODED:
                out &= self._vocab[key].table(op, operand)[self._codes[key][:n]]
            elif key in _NUMERIC:
                out &= _numeric_mask(op, self._num[key][:n].astype(np.float64), operand)
            elif key == "status":
                table = np.array([_safe_compare(op, s, operand) for s in ("superseded", "active")])
                out &= table[self._active[:n].astype(np.int64)]
            elif key == "user_id":
                out &= _safe_compare(op, self.user_id, operand)
            else:
                table = np.array([_safe_compare(op, m.get(key), operand) for m in self._meta])
                out &= table[self._meta_code[:n]]
        return out

    # -- search -----------------------------------------------------------------------
    def _cosine(
        self, rows: npt.NDArray[np.int64], qvec: npt.NDArray[np.float32]
    ) -> npt.NDArray[np.float64]:
        """Float cosine of ``rows`` against the (float) query: the re-rank."""
        approx = self._vectors[rows].astype(np.float32) @ np.asarray(qvec, dtype=np.float32)
        return (approx * self._scale[rows]).astype(np.float64)

    def dense(
        self, qvec: npt.NDArray[np.float32], n: int, eligible: npt.NDArray[np.bool_] | None
    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
        """The ``n`` eligible rows nearest to ``qvec`` (best first) and their cosines:
        an int8 scan for ``RERANK_FACTOR × n`` rows, then a float re-rank of those."""
        size = self._n
        count = size if eligible is None else int(np.count_nonzero(eligible))
        if not count or n < 1:
            return np.zeros(0, np.int64), np.zeros(0)
        qvec = np.asarray(qvec, dtype=np.float32)
        score = int8_dot(self._vectors[:size], quantize_query(qvec))
        score *= self._scale[:size]
        if count < size:
            assert eligible is not None
            score[~eligible[:size]] = -np.inf
        wide = min(count, max(RERANK_FACTOR * n, n + 16))
        rows = top_rows(score, wide)
        cos = self._cosine(rows, qvec)
        order = np.argsort(-cos, kind="stable")[: min(n, count)]
        return rows[order].astype(np.int64), cos[order]

    @_locked
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
        """The top-``n`` dense and top-``n`` keyword hits among eligible records."""
        eligible = np.ones(self._n, dtype=bool) if include_superseded else self._active[: self._n]
        if filters:
            eligible = eligible & self.mask(filters)
        dense_rows, dense_cos = self.dense(qvec, n, eligible)
        kw_rows, kw_scores = (
            self.bm25.top(query, n, eligible) if hybrid else (np.zeros(0, np.int64), np.zeros(0))
        )
        rows = list(dict.fromkeys([*map(int, dense_rows), *map(int, kw_rows)]))
        if not rows:
            return EMPTY
        index = {row: i for i, row in enumerate(rows)}
        cosine = np.zeros(len(rows))
        cosine[: len(dense_rows)] = dense_cos
        extra = np.asarray(rows[len(dense_rows) :], dtype=np.int64)
        if len(extra):
            cosine[len(dense_rows) :] = self._cosine(extra, qvec)
        keyword = {index[int(r)]: float(s) for r, s in zip(kw_rows, kw_scores, strict=True)}
        at = np.asarray(rows, dtype=np.int64)
        return CandidateSet(
            [self.ids[r] for r in rows],
            cosine,
            self._num["importance"][at].astype(np.float64),
            self._num["created_at"][at],
            self._codes["kind"][at] == self._vocab["kind"].code("episodic"),
            list(range(len(dense_rows))),
            keyword,
            lambda i: self.record(rows[i]),
        )

    @_locked
    def conflict_candidates(
        self, facts: Sequence[Fact], vector: npt.NDArray[np.float32], k: int, min_cosine: float
    ) -> list[tuple[MemoryRecord, float]]:
        """Active memories a new one may conflict with, and their cosines: the ``k`` most
        similar above ``min_cosine``; for a fact, the rows with the same (slot, value),
        and the active rows of its slot if it is single-valued, revises it
        (``Fact.replaces``) or is negative (a like given up). Never the slot's whole
        history."""
        rows, cos = self.dense(vector, k, self._active[: self._n])
        found = {int(r): float(c) for r, c in zip(rows, cos, strict=True) if c >= min_cosine}
        extra: list[int] = []
        for fact in facts:  # every slot the new memory sets
            extra += [
                r for r in self._by_fact.get((fact.slot, _norm(fact.value)), ()) if self._active[r]
            ]
            if fact.single_valued or fact.replaces or fact.polarity < 0:
                # replaced, corrected ("…, not jazz"), or given up in fewer words ("haven't
                # touched chess in ages" after "playing chess online"): the slot's rows
                extra += sorted(self._active_by_slot.get(fact.slot, ()))
        if extra:
            extra = [r for r in dict.fromkeys(extra) if r not in found]
            if extra:
                arr = np.asarray(extra, dtype=np.int64)
                found |= dict(zip(extra, map(float, self._cosine(arr, vector)), strict=True))
        return [(self.record(r), c) for r, c in found.items()]


def _norm(value: str) -> str:
    return value_key(value)  # 吃辣 ≡ 辣, "Spicy food" ≡ "spicy"


def _dt(value: float) -> datetime | None:
    if np.isnan(value):
        return None
    return datetime.fromtimestamp(value, tz=timezone.utc)
