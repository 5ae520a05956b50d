"""Long-term memory: the write path (redact → extract → score → resolve → apply) and
search (dense + keyword candidates → reciprocal-rank fusion → rescore).

Decisions live in the pure modules (:mod:`scoring`, :mod:`conflict`, :mod:`extraction`,
:mod:`importance`, :mod:`redaction`); this module is the shell that does the I/O.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from memory_ext import conflict, scoring
from memory_ext.errors import InvalidInputError, StoreUnavailableError
from memory_ext.extraction import RuleFactExtractor
from memory_ext.importance import RuleImportanceScorer
from memory_ext.inputs import (
    LongTermSettings,
    MemoryInput,
    as_aware,
    from_mapping,
    memory_id,
    record_to_json,
    validate_input,
)
from memory_ext.locks import InProcessLocks, UserLocks
from memory_ext.model import (
    Fact,
    MemoryRecord,
    Operation,
    ScoredMemory,
    WriteResult,
)
from memory_ext.redaction import RedactionPolicy, redact, redact_value
from memory_ext.stores.chroma import ChromaVectorIndex, user_filter
from memory_ext.types import Clock, Embedder, SystemClock
from memory_ext.user_view import UserView
from memory_ext.validation import MAX_QUERY_CHARS, check_bool, check_id, check_text

RRF_K = 60


class StatsStore(Protocol):
    """Hot counters (see :mod:`memory_ext.stores.stats`)."""

    def feedback(
        self, user_id: str, memory_id: str, factor: float, low: float, high: float
    ) -> float: ...
    def feedback_weights(self, user_id: str, memory_ids: Sequence[str]) -> list[float]: ...
    def touch(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None: ...
    def version(self, user_id: str) -> int: ...
    def bump(self, user_id: str) -> int: ...
    def add_session(self, user_id: str, session_id: str) -> None: ...
    def sessions(self, user_id: str) -> set[str]: ...
    def export(self, user_id: str) -> dict[str, dict[str, float]]: ...
    def delete(self, user_id: str, memory_ids: Sequence[str] | None = None) -> None: ...


class FactExtractor(Protocol):
    """Rules or an LLM: text in, facts out."""

    def extract(self, text: str) -> list[Fact]: ...


class ImportanceScorer(Protocol):
    """Rules or an LLM: text (and its facts) in, importance 1-10 out."""

    def score(self, text: str, facts: list[Fact] | None = None) -> float: ...


@dataclass
class _Pending:
    record: MemoryRecord
    fact: Fact | None
    text_for_embedding: str


class LongTermMemory:
    """Semantic and episodic memories per user, conflict-aware, ranked by
    relevance × recency × importance × feedback.

    Args:
        index: the Chroma collection adapter.
        embedder: any :class:`~memory_ext.types.Embedder`.
        stats: hot counters (Redis, or the in-process twin).

    Example:
        >>> ltm = LongTermMemory(index, MiniLMEmbedder(), RedisMemoryStats(client))
        >>> ltm.remember("u1", "I just moved to Beijing")
        >>> ltm.search("u1", "where does the user live?")[0].record.content
        'I just moved to Beijing'
    """

    def __init__(
        self,
        index: ChromaVectorIndex,
        embedder: Embedder,
        stats: StatsStore,
        *,
        clock: Clock | None = None,
        scoring_params: scoring.ScoringParams = scoring.ScoringParams(),
        conflict_params: conflict.ConflictParams = conflict.ConflictParams(),
        settings: LongTermSettings = LongTermSettings(),
        extractor: FactExtractor | None = None,
        importance: ImportanceScorer | None = None,
        redaction: RedactionPolicy = RedactionPolicy(),
    ) -> None:
        self.index = index
        self.embedder = embedder
        self.stats = stats
        self.clock = clock or SystemClock()
        self.scoring = scoring_params
        self.conflict = conflict_params
        self.settings = settings
        self.extractor = extractor or RuleFactExtractor()
        self.importance = importance or RuleImportanceScorer()
        self.redaction = redaction
        self._views: dict[str, UserView] = {}
        self._lock = threading.RLock()
        #: One writer per user at a time (Redis-backed across processes via ``from_url``).
        self.locks: UserLocks = InProcessLocks()

    # -- write path -------------------------------------------------------------------
    def _prepare(
        self, user_id: str, item: MemoryInput, now: datetime
    ) -> list[_Pending] | Operation:
        item = validate_input(item, self.settings.max_text_chars)
        red = redact(item.text, self.redaction)
        # metadata values are persisted too: redacted leaf by leaf (LangGraph values included)
        clean, meta_kinds = redact_value(dict(item.metadata), self.redaction)
        if (red.found or meta_kinds) and self.redaction.mode == "drop":
            return Operation("skipped", None, reason="contains a secret (redaction mode 'drop')")
        text = red.text
        facts = self.extractor.extract(text) if item.kind == "semantic" else []
        facts += [f for f in item.facts if f.slot not in {g.slot for g in facts}]
        importance = (
            item.importance if item.importance is not None else self.importance.score(text, facts)
        )
        if (
            item.kind == "semantic"
            and item.importance is None
            and importance < self.settings.importance_threshold
        ):
            return Operation("skipped", None, reason=f"importance {importance:g} below threshold")
        at = item.ts or now
        metadata = dict(clean) if self.redaction.mode == "mask" else dict(item.metadata)
        if red.found or meta_kinds:
            metadata["redacted"] = sorted({f.kind for f in red.findings} | set(meta_kinds))
        pending = []
        for fact in facts or [None]:  # type: ignore[list-item]
            slot = fact.slot if fact else None
            record = MemoryRecord(
                id=memory_id(user_id, item.kind, slot, text),
                user_id=user_id,
                kind=item.kind,  # type: ignore[arg-type]
                content=text,
                created_at=at,
                importance=float(importance),
                slot=slot,
                value=fact.value if fact else None,
                polarity=fact.polarity if fact else 1,
                valid_from=at,
                source=item.source,
                metadata=metadata,
            )
            pending.append(_Pending(record, fact, text))
        return pending

    def _candidates(
        self, user_id: str, pending: _Pending, vector: np.ndarray
    ) -> list[conflict.Candidate]:
        """Active memories the new one may conflict with: the same slot, or similar text."""
        view = self._view(user_id)
        found: dict[int, float] = {}
        if len(view):
            cos = view.vectors @ vector
            top = np.argpartition(-cos, min(10, len(cos)) - 1)[:10]
            for row in top[np.argsort(-cos[top], kind="stable")]:
                if cos[row] >= self.conflict.candidate_cosine:
                    found[int(row)] = float(cos[row])
            if pending.fact is not None:
                for row in view.rows_by_slot.get(pending.fact.slot, ()):
                    found.setdefault(row, float(cos[row]))
        rows = [r for r in found if view.records[r].status == "active"]
        weights = self.stats.feedback_weights(user_id, [view.records[r].id for r in rows])
        return [
            conflict.Candidate(view.records[r], found[r], w)
            for r, w in zip(rows, weights, strict=True)
        ]

    def _apply(
        self, user_id: str, pending: _Pending, vector: np.ndarray, now: datetime
    ) -> list[Operation]:
        record = pending.record
        if record.kind == "episodic":
            self.index.upsert([record], vector[None, :])
            self._cache_apply(user_id, [record], vector[None, :])
            return [Operation("added", record.id, reason="episodic")]
        candidates = self._candidates(user_id, pending, vector)
        new = conflict.NewMemory(record.id, pending.fact, record.importance, record.created_at)
        plan = conflict.plan(new, candidates, now, self.conflict, self.scoring)
        by_id = {c.record.id: c.record for c in candidates}
        if record.id in by_id and plan.case == "unrelated":
            # The very same text was stored before (or a retry of this write): idempotent.
            self.stats.touch(user_id, [record.id], now)
            return [Operation("merged", record.id, reason="same text already stored")]
        if not plan.store_new:
            assert plan.merge_into is not None
            kept = by_id[plan.merge_into]
            if record.importance > kept.importance:
                merged = [replace(kept, importance=record.importance)]
                self.index.upsert(merged, None)
                self._cache_apply(user_id, merged, None)
            self.stats.touch(user_id, [kept.id], now)
            return [Operation("merged", kept.id, reason=plan.reason)]
        flagged = bool(plan.flag)
        stored = replace(
            record,
            status="active" if plan.new_active else "superseded",
            superseded_by=plan.new_superseded_by,
            valid_to=plan.new_valid_to,
            needs_clarification=flagged,
        )
        # The new record goes first; ids are deterministic and the plan ignores the new
        # record itself, so a retry after a failure below converges to the same state.
        self.index.upsert([stored], vector[None, :])
        changed = [
            replace(
                by_id[i], status="superseded", valid_to=record.valid_from, superseded_by=record.id
            )
            for i in plan.supersede
        ] + [replace(by_id[i], needs_clarification=True) for i in plan.flag]
        self.index.upsert(changed, None)
        self._cache_apply(user_id, [stored], vector[None, :])
        self._cache_apply(user_id, changed, None)
        ops = [Operation("added", stored.id, reason=plan.reason)]
        if not plan.new_active:
            ops.append(Operation("superseded", stored.id, plan.new_superseded_by, plan.reason))
        ops += [Operation("superseded", i, record.id, plan.reason) for i in plan.supersede]
        ops += [Operation("flagged", i, record.id, plan.reason) for i in plan.flag]
        return ops

    def remember(
        self,
        user_id: str,
        text: str,
        *,
        kind: str = "semantic",
        ts: datetime | None = None,
        importance: float | None = None,
        metadata: Mapping[str, Any] | None = None,
        source: str = "user",
        facts: Sequence[Fact] = (),
    ) -> WriteResult:
        """Store what matters in ``text`` for ``user_id``, resolving conflicts.

        Raises:
            InvalidInputError: bad text, kind, importance, metadata or user id.
            StoreUnavailableError: Chroma or Redis failed; a retry converges.
        """
        item = MemoryInput(text, kind, ts, importance, metadata or {}, source, tuple(facts))
        return self.remember_many(user_id, [item])[0]

    def remember_many(
        self, user_id: str, items: Sequence[MemoryInput | Mapping[str, Any]]
    ) -> list[WriteResult]:
        """Store several memories: one embedding batch; episodic ones in one upsert.

        Every item is validated before anything is written. If a store fails midway,
        the error propagates and this process's view of the user is dropped (rebuilt
        from Chroma on next use); retrying the same call converges.
        """
        check_id(user_id, "user_id")
        if isinstance(items, (str, bytes, Mapping)) or not isinstance(items, Sequence):
            raise InvalidInputError("items", "must be a list of MemoryInput or mappings")
        now = self.clock.now()
        inputs = [i if isinstance(i, MemoryInput) else from_mapping(i) for i in items]
        prepared = [self._prepare(user_id, item, now) for item in inputs]
        # Under the user's lock the view's version is read afresh, so the conflict plan
        # sees every other process's writes (no two active values of one slot).
        with self.locks.hold(user_id):
            try:
                return self._write(user_id, prepared, now)
            except Exception:
                with self._lock:
                    self._views.pop(user_id, None)
                with contextlib.suppress(StoreUnavailableError):
                    self.stats.bump(user_id)  # part may be written: other processes rebuild
                raise

    def _write(
        self, user_id: str, prepared: list[list[_Pending] | Operation], now: datetime
    ) -> list[WriteResult]:
        flat = [p for prep in prepared if isinstance(prep, list) for p in prep]
        vectors = (
            self.embedder.embed_documents([p.text_for_embedding for p in flat]) if flat else None
        )
        results: list[WriteResult] = []
        row = 0
        episodic_batch: list[tuple[MemoryRecord, int]] = []
        batch_ids: set[str] = set()
        pending_results: list[list[Operation]] = []
        for prep in prepared:
            if isinstance(prep, Operation):
                pending_results.append([prep])
                continue
            ops: list[Operation] = []
            for p in prep:
                assert vectors is not None
                if p.record.kind == "episodic" and p.record.id in batch_ids:
                    # the same text twice in one batch: one record (Chroma rejects
                    # duplicate ids in an upsert), the repeat is a merge
                    ops.append(Operation("merged", p.record.id, reason="repeated in this batch"))
                elif p.record.kind == "episodic":
                    episodic_batch.append((p.record, row))
                    batch_ids.add(p.record.id)
                    ops.append(Operation("added", p.record.id, reason="episodic"))
                else:
                    ops += self._apply(user_id, p, vectors[row], now)
                row += 1
            pending_results.append(ops)
        if episodic_batch:
            assert vectors is not None
            records = [r for r, _ in episodic_batch]
            batch_vectors = vectors[[i for _, i in episodic_batch]]
            self.index.upsert(records, batch_vectors)
            self._cache_apply(user_id, records, batch_vectors)
        for prep, ops in zip(prepared, pending_results, strict=True):
            main = next((op.memory_id for op in ops if op.kind in ("added", "merged")), None)
            results.append(WriteResult(tuple(ops), main, redacted=_redacted(prep)))
        if any(r.memory_id for r in results):
            self._bump(user_id)
        return results

    # -- the in-process view of a user's memories ------------------------------------
    def _cache_apply(
        self, user_id: str, records: Sequence[MemoryRecord], vectors: np.ndarray | None
    ) -> None:
        with self._lock:
            view = self._views.get(user_id)
            if view is not None and not view.apply(records, vectors):
                self._views.pop(user_id, None)

    def _bump(self, user_id: str) -> None:
        version = self.stats.bump(user_id)
        with self._lock:
            view = self._views.get(user_id)
            if view is not None and view.version == version - 1:
                view.version = version  # only our own write happened: still in step
            else:
                self._views.pop(user_id, None)  # another writer was here: rebuild lazily

    def _view(self, user_id: str) -> UserView:
        version = self.stats.version(user_id)
        with self._lock:
            view = self._views.get(user_id)
            if view is not None and view.version == version:
                return view
        records, vectors = self.index.get(user_filter(user_id), embeddings=True)
        view = UserView(version, self.embedder.dim)
        view.apply(
            records,
            vectors if vectors is not None else np.zeros((0, self.embedder.dim), np.float32),
        )
        with self._lock:
            self._views[user_id] = view
        return view

    # -- search -----------------------------------------------------------------------
    def search(
        self,
        user_id: str,
        query: str,
        *,
        k: int = 5,
        now: datetime | None = None,
        filters: Mapping[str, Any] | None = None,
        include_superseded: bool = False,
    ) -> list[ScoredMemory]:
        """The ``k`` best memories for ``query``, each with its score's parts."""
        _check_query(user_id, query)
        check_bool(include_superseded, "include_superseded")
        user_filter(user_id, filters)  # validates the filters; the view applies them
        view = self._view(user_id)
        with self._lock:  # a writer thread may be applying to this very view
            return self._search(
                view,
                user_id,
                query,
                k=k,
                now=now,
                filters=filters,
                include_superseded=include_superseded,
            )

    def recall(
        self, user_id: str, query: str, *, k: int = 5
    ) -> tuple[list[ScoredMemory], list[MemoryRecord]]:
        """The ``k`` best memories for ``query`` and every active record of the user, from
        one read of the user's view (what a context needs, without checking it twice)."""
        _check_query(user_id, query)
        view = self._view(user_id)
        with self._lock:  # a writer thread may be applying to this very view
            hits = self._search(
                view, user_id, query, k=k, now=None, filters=None, include_superseded=False
            )
            return hits, [r for r in view.records if r.status == "active"]

    def _search(
        self,
        view: UserView,
        user_id: str,
        query: str,
        *,
        k: int,
        now: datetime | None,
        filters: Mapping[str, Any] | None,
        include_superseded: bool,
    ) -> list[ScoredMemory]:
        if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= 1000:
            raise InvalidInputError("k", "must be an integer from 1 to 1000")
        if now is not None and not isinstance(now, datetime):
            raise InvalidInputError("now", "must be a datetime")
        now = as_aware(now) if now is not None else self.clock.now()
        n = max(self.settings.min_candidates, k * self.settings.candidate_multiplier)
        qvec = self.embedder.embed_query(query)
        dense, cos_all, keyword = view.candidates(
            query, qvec, n, include_superseded=include_superseded, filters=filters
        )
        if not dense and not keyword:
            return []
        dense_rank = {row: i for i, row in enumerate(dense)}
        kw_rank = {row: i for i, row in enumerate(keyword)}
        # Reciprocal-rank fusion decides which candidates are rescored (up to 2n: in
        # practice the union of both lists), then the score decides their order.
        rows = sorted(
            set(dense_rank) | set(kw_rank),
            key=lambda r: (
                -(1 / (RRF_K + dense_rank.get(r, 2 * n)) + 1 / (RRF_K + kw_rank.get(r, 2 * n)))
            ),
        )[: 2 * n]
        best_kw = max(keyword.values(), default=0.0) or 1.0
        cand = [view.records[r] for r in rows]
        cos = cos_all[rows]
        kw = np.array([keyword.get(r, 0.0) / best_kw for r in rows])
        imp = np.array([r.importance for r in cand])
        created = np.array([r.created_at.timestamp() for r in cand])
        episodic = np.array([r.kind == "episodic" for r in cand])
        fb = np.array(self.stats.feedback_weights(user_id, [r.id for r in cand]))
        rel = scoring.relevance(cos, kw, self.scoring)
        rec = scoring.recency(scoring.ages(created, now), episodic, imp, self.scoring)
        tot = scoring.total(rel, rec, imp, fb, self.scoring)
        order = np.argsort(-tot, kind="stable")[:k]
        out = [
            ScoredMemory(
                cand[i],
                float(rel[i]),
                float(rec[i]),
                float(imp[i]),
                float(fb[i]),
                float(tot[i]),
                float(cos[i]),
                float(kw[i]),
            )
            for i in order
        ]
        if self.settings.touch_on_search:
            self.stats.touch(user_id, [m.record.id for m in out], now)
        return out

    # -- feedback, history, forget, export -----------------------------------------------
    def get(self, user_id: str, memory_id: str) -> MemoryRecord | None:
        """One memory of the user, or None."""
        check_text(memory_id, "memory_id", 256)
        records, _ = self.index.get(user_filter(check_id(user_id, "user_id")), ids=[memory_id])
        return records[0] if records else None

    def drop_views(self) -> None:
        """Forget this process's views of every user (rebuilt from Chroma on next use)."""
        with self._lock:
            self._views.clear()

    def feedback(self, user_id: str, memory_id: str, helpful: bool) -> float:
        """Record that a memory helped (or not); returns its new feedback weight.

        Raises:
            InvalidInputError: the memory does not exist for this user.
        """
        check_bool(helpful, "helpful")
        if self.get(user_id, memory_id) is None:
            raise InvalidInputError("memory_id", f"no memory {memory_id!r} for this user")
        factor = self.scoring.helpful_factor if helpful else self.scoring.unhelpful_factor
        return self.stats.feedback(
            user_id, memory_id, factor, self.scoring.feedback_min, self.scoring.feedback_max
        )

    def history(self, user_id: str, slot: str) -> list[MemoryRecord]:
        """Every value a slot ever had (superseded ones included), oldest first."""
        check_text(slot, "slot", 256)
        records, _ = self.index.get(user_filter(check_id(user_id, "user_id"), {"slot": slot}))
        return sorted(records, key=lambda r: (r.valid_from or r.created_at, r.id))

    def forget(self, user_id: str, memory_id: str | None = None) -> int:
        """Delete one memory, or all of the user's, from every store; returns how many."""
        where = user_filter(check_id(user_id, "user_id"))
        if memory_id is not None:
            check_text(memory_id, "memory_id", 256)
        ids = [memory_id] if memory_id is not None else None
        with self.locks.hold(user_id):
            found = self.index.ids(where, ids=ids)
            if found:
                self.index.delete(where, ids=found)
            # forgetting the whole user starts a new epoch: no key of the user is left
            self.stats.delete(user_id, found if memory_id is not None else None)
            with self._lock:
                self._views.pop(user_id, None)
            if memory_id is not None:
                self._bump(user_id)
        return len(found)

    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored about the user in long-term memory, JSON-ready."""
        records, _ = self.index.get(user_filter(check_id(user_id, "user_id")))
        counters = self.stats.export(user_id)
        return {
            "user_id": user_id,
            "memories": [
                record_to_json(r, counters.get(r.id, {}))
                for r in sorted(records, key=lambda r: r.created_at)
            ],
        }


def _redacted(prep: list[_Pending] | Operation) -> tuple[str, ...]:
    """The kinds of secret masked in what was prepared (reported in the WriteResult)."""
    if isinstance(prep, Operation) or not prep:
        return ()
    return tuple(prep[0].record.metadata.get("redacted", ()))


def _check_query(user_id: str, query: object) -> None:
    check_id(user_id, "user_id")
    check_text(query, "query", MAX_QUERY_CHARS)


__all__ = ["LongTermMemory", "LongTermSettings", "MemoryInput", "memory_id", "record_to_json"]
