"""Long-term memory: the write path (redact → extract → score → resolve → apply) and
search (dense + keyword candidates → reciprocal-rank fusion → rescore).

Decisions live in the pure modules (:mod:`scoring`, :mod:`conflict`, :mod:`extraction`,
:mod:`importance`, :mod:`redaction`); this module is the shell that does the I/O.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Literal, Protocol, TypeAlias

import numpy as np

from memory_ext import conflict, scoring
from memory_ext.direct_search import StoreSource
from memory_ext.errors import InvalidInputError, StoreUnavailableError
from memory_ext.extraction import (
    RuleFactExtractor,
    anchored,
    asks_about_past,
    is_single_valued,
    only_asks,
    question_slot,
    slot_key,
    states_a_correction,
)
from memory_ext.extraction.categories import GENERIC_FAVOURITE
from memory_ext.extraction.questions import about_slot, text_key
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
from memory_ext.locks import InProcessLocks, UserLocks, hold_all
from memory_ext.model import (
    Fact,
    MemoryRecord,
    Operation,
    ScoredMemory,
    SlotFact,
    WriteResult,
)
from memory_ext.redaction import RedactionPolicy, redact, redact_value
from memory_ext.segmentation import cjk_share
from memory_ext.types import Clock, Embedder, StatsStore, SystemClock, VectorIndex
from memory_ext.user_view import CandidateSet, UserView
from memory_ext.validation import MAX_QUERY_CHARS, check_bool, check_id, check_text
from memory_ext.view_cache import CacheStats, ViewCache

RRF_K = 60
#: Where a user's memories are read from: the cached view, or the store directly.
Source: TypeAlias = "UserView | StoreSource"


class FactExtractor(Protocol):
    """Rules or an LLM: text in, facts out."""

    def extract(self, text: str) -> list[Fact]: ...


class ConflictJudge(Protocol):
    """An LLM deciding how a new statement relates to a stored one."""

    def judge(
        self, old: str, old_at: str, new: str, new_at: str
    ) -> Literal["update", "contradiction", "duplicate", "unrelated"]: ...


class ImportanceScorer(Protocol):
    """Rules or an LLM: text (and its facts) in, importance 1-10 out."""

    def score(self, text: str, facts: list[Fact] | None = None) -> float: ...


@dataclass
class _Pending:
    record: MemoryRecord
    facts: tuple[Fact, ...]
    text_for_embedding: str
    #: the caller gave ``importance=`` (the scorer is not asked again)
    importance_given: bool = False


@dataclass
class _Batch:
    """What one ``remember_many`` will write, planned in memory before any store call."""

    new: dict[str, tuple[MemoryRecord, np.ndarray]] = field(default_factory=dict)
    changed: dict[str, MemoryRecord] = field(default_factory=dict)
    #: user → ids of memories a write merged into (their access is counted)
    touched: dict[str, list[str]] = field(default_factory=dict)

    def touch(self, user_id: str, memory_id: str) -> None:
        self.touched.setdefault(user_id, []).append(memory_id)

    def add(self, record: MemoryRecord, vector: np.ndarray) -> None:
        self.new[record.id] = (record, vector)

    def change(self, record: MemoryRecord) -> None:
        if record.id in self.new:  # written in this batch: store its final state once
            self.new[record.id] = (record, self.new[record.id][1])
        else:
            self.changed[record.id] = record


@dataclass(frozen=True)
class PreparedBatch:
    """A batch ready to write (:meth:`LongTermMemory.prepare_batch`): per item its
    prepared records (or the exception it hit), and one vector per record, in order."""

    items: list[tuple[str, list[_Pending] | Operation] | Exception]
    vectors: np.ndarray
    now: datetime


class LongTermMemory:
    """Semantic and episodic memories per user, conflict-aware, ranked by
    relevance × recency × importance × feedback.

    Args:
        index: the vector store port (the Chroma adapter in production).
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
        index: VectorIndex,
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
        #: Decides what the rules leave uncertain (set by ``MemoryManager.use_llm``).
        self.judge: ConflictJudge | None = None
        self.redaction = redaction
        self.views = ViewCache(int(settings.view_cache_mb * 2**20))
        #: users whose view would not fit the cache → how many memories they had
        self._too_large: dict[str, int] = {}
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
            and not facts
            and only_asks(text)
            and not states_a_correction(text)  # "oops typo, 5.4k not 4.5k. redo the budget?"
        ):
            importance = min(importance, 2.0)  # "Where do I live?" asks; it states nothing
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
        first = facts[0] if facts else None
        record = MemoryRecord(
            id=memory_id(user_id, item.kind, first.slot if first else None, text),
            user_id=user_id,
            kind=item.kind,  # type: ignore[arg-type]
            content=text,
            created_at=at,
            importance=float(importance),
            slot=first.slot if first else None,
            value=first.value if first else None,
            polarity=first.polarity if first else 1,
            valid_from=at,
            source=item.source,
            metadata=metadata,
            facts=tuple(SlotFact(f.slot, f.value, f.polarity) for f in facts),
        )
        # one sentence, one memory, linked to every slot it sets
        return [_Pending(record, tuple(facts), text, item.importance is not None)]

    def _candidates(
        self, user_id: str, source: Source, pending: _Pending, vector: np.ndarray
    ) -> list[conflict.Candidate]:
        """Active memories the new one may conflict with: the same (slot, value), the
        active value of a single-valued slot, or the most similar texts."""
        found = source.conflict_candidates(
            pending.facts, vector, 10, self.conflict.candidate_cosine
        )
        weights = self.stats.feedback_weights(user_id, [r.id for r, _ in found])
        return [conflict.Candidate(r, cos, w) for (r, cos), w in zip(found, weights, strict=True)]

    def _plan(
        self,
        user_id: str,
        source: Source,
        pending: _Pending,
        *,
        batch: _Batch,
        vector: np.ndarray,
        now: datetime,
    ) -> list[Operation]:
        """Decide one semantic memory against what is stored and what this batch wrote;
        the source sees the outcome at once, so later items of the batch see it too."""
        pending = self._read_against_known(source, pending)
        record = pending.record
        candidates = self._candidates(user_id, source, pending, vector)
        plan = conflict.plan_record(
            record.id,
            pending.facts,
            candidates,
            content=record.content,
            importance=record.importance,
            at=record.created_at,
            now=now,
            params=self.conflict,
            scoring=self.scoring,
        )
        by_id = {c.record.id: c.record for c in candidates}
        if plan.case == "uncertain" and self.judge is not None:
            plan = self._judge(plan, record, by_id)
        if record.id in by_id and plan.case == "unrelated":
            # The very same text was stored before (or a retry of this write): idempotent.
            batch.touch(user_id, record.id)
            return [Operation("merged", record.id, reason="same text already stored")]
        if not plan.store_new:
            assert plan.merge_into is not None
            kept = by_id[plan.merge_into]
            if record.importance > kept.importance:
                merged = replace(kept, importance=record.importance)
                batch.change(merged)
                source.apply([merged], None)
            batch.touch(user_id, kept.id)
            return [Operation("merged", kept.id, reason=plan.reason)]
        facts = plan.facts  # the plan may drop facts (known elsewhere, a gone pet unknown)
        first = facts[0] if facts else None
        stored = replace(
            record,
            facts=facts,
            slot=first.slot if first else None,
            value=first.value if first else None,
            polarity=first.polarity if first else 1,
            status="active" if plan.new_active else "superseded",
            superseded_by=plan.new_superseded_by,
            valid_to=plan.new_valid_to,
            needs_clarification=bool(plan.flag),
        )
        changed: dict[str, MemoryRecord] = {}
        for old_id, slot, value in plan.supersede:
            old = changed.get(old_id, by_id[old_id])
            changed[old_id] = conflict.supersede_slot(
                old, slot, record.id, record.valid_from, value
            )
        for old_id in plan.flag:
            changed[old_id] = replace(changed.get(old_id, by_id[old_id]), needs_clarification=True)
        # a contradiction whose other side was just superseded is no longer one
        # (only memories whose other side is surely among the candidates: the same fact,
        # or any value of a single-valued slot)
        near = [
            changed.get(c.record.id, c.record)
            for c in candidates
            if any(conflict.shares_fact(f, pending.facts) for f in c.record.slot_facts)
        ]
        for stale in conflict.stale_flags([*near, stored]):
            if stale == stored.id:
                stored = replace(stored, needs_clarification=False)
            else:
                changed[stale] = replace(
                    changed.get(stale, by_id[stale]), needs_clarification=False
                )
        batch.add(stored, vector)
        source.apply([stored], vector[None, :])
        for old in changed.values():
            batch.change(old)
        source.apply(list(changed.values()), None)
        ops = [Operation("added", stored.id, reason=plan.reason)]
        ops += [
            Operation("superseded", stored.id, f.superseded_by, plan.reason, f.slot)
            for f in stored.slot_facts
            if f.status == "superseded"
        ]
        ops += [
            Operation("superseded", i, record.id, plan.reason, slot)
            for i, slot, _ in plan.supersede
        ]
        ops += [Operation("flagged", i, record.id, plan.reason) for i in plan.flag]
        ops += [
            Operation("merged", kept, record.id, f"{slot}: already known", slot)
            for kept, slot in plan.known
        ]
        return ops

    def _read_against_known(self, source: Source, pending: _Pending) -> _Pending:
        """The second pass of extraction (:mod:`memory_ext.extraction.anchored`): a
        statement read against the user's current facts ("typo, it's 2100 not 2200",
        涨薪了！一个月1.2万了) sets the slot it updates. The record keeps its id (a retry
        is still idempotent); its facts and importance follow what was found."""
        record = pending.record
        if record.kind != "semantic" or not anchored.may_update(record.content, pending.facts):
            return pending
        known = [
            anchored.Known(f.slot, f.value, r.valid_from or r.created_at, f.polarity)
            for r in source.active_records_for(anchored.reads)
            for f in r.slot_facts
            if f.status == "active" and anchored.reads(f.slot)
        ]
        at = record.valid_from or record.created_at
        found = anchored.infer(record.content, known, pending.facts, at)
        if not found:
            return pending
        slots = {f.slot for f in found}
        values = {f.value for f in found}
        facts = (
            *[
                f
                for f in pending.facts
                # a favourite put in its category leaves the generic one
                if f.slot not in slots and not (f.slot == GENERIC_FAVOURITE and f.value in values)
            ],
            *found,
        )
        first = facts[0]
        importance = record.importance
        if not pending.importance_given:
            importance = max(importance, self.importance.score(record.content, list(facts)))
        record = replace(
            record,
            facts=tuple(SlotFact(f.slot, f.value, f.polarity) for f in facts),
            slot=first.slot,
            value=first.value,
            polarity=first.polarity,
            importance=float(importance),
        )
        return replace(pending, record=record, facts=facts)

    def _judge(
        self, plan: conflict.RecordPlan, record: MemoryRecord, by_id: Mapping[str, MemoryRecord]
    ) -> conflict.RecordPlan:
        """Ask the judge (an LLM) about the memories the rules left uncertain."""
        assert self.judge is not None
        updates, merged = [], None
        for old_id in plan.flag:
            old = by_id[old_id]
            decision = self.judge.judge(
                old.content,
                old.created_at.date().isoformat(),
                record.content,
                record.created_at.date().isoformat(),
            )
            if decision == "update" and _start(old) <= _start(record):
                updates.append(old_id)
            elif decision == "duplicate":
                merged = merged or old_id
        return conflict.settle_uncertain(plan, updates, merged)

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
        """Store several memories: one embedding batch, conflict plans made in memory
        (items of the batch see each other), then one upsert of the new records and one
        metadata update of the records they supersede or flag.

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
        return self._remember([(user_id, p) for p in prepared], now)

    def prepare_batch(self, items: Sequence[tuple[str, MemoryInput]]) -> PreparedBatch:
        """The slow, lock-free half of a batch write (background workers): redaction,
        extraction and importance per item (an LLM may be called), then one embedding
        batch for all. Nothing is written; :meth:`write_batch` writes.

        Unlike :meth:`remember_many`, an item that cannot be prepared (invalid, or its
        extractor failed) does not stop the others: its outcome is the exception.
        """
        now = self.clock.now()
        prepared: list[tuple[str, list[_Pending] | Operation] | Exception] = []
        for user_id, item in items:
            try:
                prepared.append((check_id(user_id, "user_id"), self._prepare(user_id, item, now)))
            except Exception as exc:  # this item only: the others are still written
                prepared.append(exc)
        flat = [
            p for prep in prepared if isinstance(prep, tuple) and isinstance(prep[1], list)
            for p in prep[1]
        ]  # fmt: skip
        vectors = (
            self.embedder.embed_documents([p.text_for_embedding for p in flat])
            if flat
            else np.zeros((0, self.embedder.dim), np.float32)
        )
        return PreparedBatch(prepared, vectors, now)

    def write_batch(
        self, batch: PreparedBatch, keep: Collection[int] | None = None
    ) -> list[WriteResult | Exception | None]:
        """Write a prepared batch (the items at ``keep``, default all) under every user's
        lock: conflict plans made in memory, one upsert. One outcome per item: its
        result, the exception that item alone hit, or None (not kept).

        Raises:
            StoreUnavailableError, LockTimeoutError: the write as a whole failed; it is
                idempotent, so retrying converges and nothing doubles.
        """
        outcomes: list[WriteResult | Exception | None] = []
        chosen: list[tuple[str, list[_Pending] | Operation]] = []
        rows: list[int] = []
        row = 0
        for i, prep in enumerate(batch.items):
            count = len(prep[1]) if isinstance(prep, tuple) and isinstance(prep[1], list) else 0
            wanted = keep is None or i in keep
            outcomes.append(prep if isinstance(prep, Exception) and wanted else None)
            if isinstance(prep, tuple) and wanted:
                chosen.append(prep)
                rows += range(row, row + count)
            row += count
        results = iter(self._locked_write(chosen, batch.vectors[rows], batch.now))
        for i, prep in enumerate(batch.items):
            if isinstance(prep, tuple) and (keep is None or i in keep):
                outcomes[i] = next(results)
        return outcomes

    def _remember(
        self, prepared: Sequence[tuple[str, list[_Pending] | Operation]], now: datetime
    ) -> list[WriteResult]:
        flat = [p for _, prep in prepared if isinstance(prep, list) for p in prep]
        if not flat:
            return [WriteResult((p,), None) for _, p in prepared if isinstance(p, Operation)]
        # embedding needs no lock; one batch for every item
        vectors = self.embedder.embed_documents([p.text_for_embedding for p in flat])
        return self._locked_write(prepared, vectors, now)

    def _locked_write(
        self,
        prepared: Sequence[tuple[str, list[_Pending] | Operation]],
        vectors: np.ndarray,
        now: datetime,
    ) -> list[WriteResult]:
        if not prepared:
            return []
        users = {user_id for user_id, _ in prepared}
        # Under the users' locks each view's version is read afresh, so the conflict plan
        # sees every other process's writes (no two active values of one slot).
        with hold_all(self.locks, users):
            try:
                return self._write(prepared, vectors, now)
            except Exception:
                for user_id in users:
                    self.views.pop(user_id)
                    with contextlib.suppress(StoreUnavailableError):
                        self.stats.bump(user_id)  # part may be written: other processes rebuild
                raise

    def _write(
        self,
        prepared: Sequence[tuple[str, list[_Pending] | Operation]],
        vectors: np.ndarray,
        now: datetime,
    ) -> list[WriteResult]:
        sources = self._sources([u for u, prep in prepared if not isinstance(prep, Operation)])
        batch = _Batch()
        per_item: list[list[Operation]] = []
        row = 0
        for user_id, prep in prepared:
            if isinstance(prep, Operation):
                per_item.append([prep])
                continue
            source = sources[user_id]
            ops: list[Operation] = []
            for p in prep:
                if p.record.kind == "semantic":
                    ops += self._plan(user_id, source, p, batch=batch, vector=vectors[row], now=now)
                elif p.record.id in batch.new:
                    # the same text twice in one batch: one record, the repeat merges
                    ops.append(Operation("merged", p.record.id, reason="repeated in this batch"))
                else:
                    batch.add(p.record, vectors[row])
                    source.apply([p.record], vectors[row][None, :])
                    ops.append(Operation("added", p.record.id, reason="episodic"))
                row += 1
            per_item.append(ops)
        self._store(batch, now)
        for user_id, source in sources.items():
            if isinstance(source, UserView) and not self.views.resize(user_id):
                self._too_large[user_id] = len(source)
        results = []
        written: set[str] = set()
        for (user_id, prep), ops in zip(prepared, per_item, strict=True):
            main = next((op.memory_id for op in ops if op.kind in ("added", "merged")), None)
            results.append(WriteResult(tuple(ops), main, redacted=_redacted(prep)))
            if main:
                written.add(user_id)
        for user_id in sorted(written):
            self._bump(user_id)
        return results

    def _store(self, batch: _Batch, now: datetime) -> None:
        """Write a planned batch: new records first (ids are deterministic and plans
        ignore the new record itself, so a retry after a failure converges), then the
        metadata of the records they changed; access counts of merges ride along with
        the version bump that follows (no round trip of their own)."""
        if batch.new:
            records = [r for r, _ in batch.new.values()]
            self.index.upsert(records, np.stack([v for _, v in batch.new.values()]))
        self.index.upsert(list(batch.changed.values()), None)
        for user_id, touched in batch.touched.items():
            self.stats.touch_later(user_id, list(dict.fromkeys(touched)), now)

    # -- where a user's memories are read from ---------------------------------------
    def _bump(self, user_id: str) -> None:
        version = self.stats.bump(user_id)
        with self._lock:
            view = self.views.get(user_id)
            if view is not None and view.version == version - 1:
                view.version = version  # only our own write happened: still in step
            else:
                self.views.pop(user_id)  # another writer was here: rebuild lazily

    def _source(self, user_id: str, version: int | None = None) -> Source:
        """The user's cached view if it is in step with the store's version (read here
        unless given); else a rebuilt one, or the store itself for a user too large
        for the cache."""
        if version is None:
            version = self.stats.version(user_id)
        with self._lock:
            view = self.views.get(user_id)
            if view is not None and view.version == version:
                self.views.hits += 1
                return view
            if user_id in self._too_large:
                self.views.direct_searches += 1
                return StoreSource(self.index, user_id)
            self.views.misses += 1
        where = self.index.where(user_id)
        count = len(self.index.ids(where))
        if not self.views.fits(count):
            with self._lock:
                self._too_large[user_id] = count
                self.views.direct_searches += 1
            return StoreSource(self.index, user_id)
        records, vectors = self.index.get(where, embeddings=True)
        view = UserView(version, self.embedder.dim, user_id)
        view.apply(
            records,
            vectors if vectors is not None else np.zeros((0, self.embedder.dim), np.float32),
        )
        with self._lock:
            if not self.views.put(user_id, view):
                self._too_large[user_id] = len(view)
        return view

    def _sources(self, user_ids: Sequence[str]) -> dict[str, Source]:
        """The sources of a batch's users: versions read in one round trip, and the
        cached views that went stale (another process wrote) rebuilt from one store
        read. A user with no cached view takes the careful path of :meth:`_source`
        (counted first, so a huge user is never loaded whole)."""
        users = list(dict.fromkeys(user_ids))
        if len(users) <= 1:
            return {u: self._source(u) for u in users}
        out: dict[str, Source] = {}
        stale: dict[str, int] = {}
        for user_id, version in zip(users, self.stats.versions(users), strict=True):
            view = self.views.get(user_id)
            if view is not None and view.version != version and user_id not in self._too_large:
                stale[user_id] = version
            else:
                out[user_id] = self._source(user_id, version)
        if not stale:
            return out
        records, vectors = self.index.get(self.index.where_users(sorted(stale)), embeddings=True)
        rows: dict[str, list[int]] = {}
        for i, record in enumerate(records):
            rows.setdefault(record.user_id, []).append(i)
        for user_id, version in stale.items():
            mine = rows.get(user_id, [])
            view = UserView(version, self.embedder.dim, user_id)
            view.apply(
                [records[i] for i in mine],
                vectors[mine]
                if vectors is not None and mine
                else np.zeros((0, self.embedder.dim), np.float32),
            )
            with self._lock:
                self.views.misses += 1
                if not self.views.put(user_id, view):
                    self._too_large[user_id] = len(view)
            out[user_id] = view
        return out

    def cache_stats(self) -> CacheStats:
        """Hits, misses, evictions and direct (store) searches of the view cache."""
        return self.views.stats()

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
        """The ``k`` best memories for ``query``, each with its score's parts.

        Redis round trips with a warm view: one (the view's version and the candidates'
        feedback weights together). Access counts (``touch_on_search``) are deferred:
        they ride along with the user's next search or are written within a second
        (:mod:`memory_ext.stores.touches`).
        """
        _check_query(user_id, query)
        check_bool(include_superseded, "include_superseded")
        self.index.where(user_id, filters)  # validates the filters; the view applies them
        _check_k(k)
        if now is not None and not isinstance(now, datetime):
            raise InvalidInputError("now", "must be a datetime")
        hits, _ = self._search(
            user_id, query, k=k, now=now, filters=filters, include_superseded=include_superseded
        )
        return hits

    def recall(
        self, user_id: str, query: str, *, k: int = 5
    ) -> tuple[list[ScoredMemory], list[MemoryRecord]]:
        """The ``k`` best memories for ``query`` and the user's active fact memories
        (records with a slot, or flagged for clarification), from one read of the
        user's view: what a context needs, without checking the view twice."""
        _check_query(user_id, query)
        _check_k(k)
        hits, source = self._search(
            user_id, query, k=k, now=None, filters=None, include_superseded=False
        )
        return hits, source.active_fact_records()

    def _candidates_and_weights(
        self,
        user_id: str,
        query: str,
        qvec: np.ndarray,
        n: int,
        *,
        filters: Mapping[str, Any] | None,
        include_superseded: bool,
    ) -> tuple[Source, CandidateSet, list[float]]:
        """Candidates from the user's view and their feedback weights. A cached view is
        searched first and its version checked in the same round trip as the weights
        are read; only if another process wrote meanwhile is the view rebuilt."""

        def search(source: Source) -> CandidateSet:
            return source.candidates(
                query,
                qvec,
                n,
                include_superseded=include_superseded,
                filters=filters,
                hybrid=self.settings.hybrid,
            )

        view = self.views.get(user_id)
        if view is not None and user_id not in self._too_large:
            found = search(view)
            version, weights = self.stats.version_and_weights(user_id, found.ids)
            if version == view.version:
                self.views.hits += 1
                return view, found, weights
            source = self._source(user_id, version)
        else:
            source = self._source(user_id)
        found = search(source)
        return source, found, self.stats.feedback_weights(user_id, found.ids)

    def _search(
        self,
        user_id: str,
        query: str,
        *,
        k: int,
        now: datetime | None,
        filters: Mapping[str, Any] | None,
        include_superseded: bool,
    ) -> tuple[list[ScoredMemory], Source]:
        now = as_aware(now) if now is not None else self.clock.now()
        n = max(self.settings.min_candidates, k * self.settings.candidate_multiplier)
        qvec = self.embedder.embed_query(query)
        source, found, weights = self._candidates_and_weights(
            user_id, query, qvec, n, filters=filters, include_superseded=include_superseded
        )
        if not found.ids:
            return [], source
        dense_rank = {i: rank for rank, i in enumerate(found.dense)}
        kw_rank = {i: rank for rank, i in enumerate(found.keyword)}
        # Reciprocal-rank fusion decides which candidates are rescored (up to 2n: in
        # practice the union of both lists), then the score decides their order.
        picked = sorted(
            set(dense_rank) | set(kw_rank),
            key=lambda i: (
                -(1 / (RRF_K + dense_rank.get(i, 2 * n)) + 1 / (RRF_K + kw_rank.get(i, 2 * n)))
            ),
        )[: 2 * n]
        best_kw = max(found.keyword.values(), default=0.0) or 1.0
        cos = found.cosine[picked]
        kw = np.array([found.keyword.get(i, 0.0) / best_kw for i in picked])
        imp = found.importance[picked]
        created = found.created[picked]
        episodic = found.episodic[picked]
        fb = np.array([weights[i] for i in picked])
        scale = float(getattr(self.embedder, "cosine_scale", 1.0))
        rel = scoring.relevance(cos, kw, self.scoring, scale, cjk_share(query))
        rec = scoring.recency(scoring.ages(created, now), episodic, imp, self.scoring)
        tot = scoring.total(rel, rec, imp, fb, self.scoring)
        order = np.argsort(-tot, kind="stable")
        built: dict[int, MemoryRecord] = {}
        slot = question_slot(query)
        if slot is not None:  # a question about one slot of the user
            built = {i: found.record(p) for i, p in enumerate(picked)}
            current, stale = about_slot([built[i] for i in range(len(picked))], slot)
            if not include_superseded and not asks_about_past(query):
                # kept only for the rest of what it says: no answer about the slot now
                kept = [conflict.kept_for_the_rest(built[i]) for i in range(len(picked))]
                order = order[~(stale & np.array(kept, dtype=bool))[order]]
            order = scoring.slot_answers_first(
                order,
                current,
                stale,
                created,
                single_valued=is_single_valued(slot),
                stale_last=self.scoring.stale_last,
                # among several values (likes, allergies), the newer of the two most
                # relevant answers first (not the newest like of any kind), unless the
                # question asks about the past or the user's feedback ranks them otherwise
                newest_of=0 if asks_about_past(query) else 2,
                feedback=fb,
            )
        out: list[ScoredMemory] = []
        seen: set[str] = set()
        for i in order:  # records are built for the returned few only
            record = built.get(int(i)) or found.record(picked[i])
            if text_key(record.content) in seen:
                continue  # the same sentence is returned once
            seen.add(text_key(record.content))
            out.append(
                ScoredMemory(
                    record,
                    float(rel[i]),
                    float(rec[i]),
                    float(imp[i]),
                    float(fb[i]),
                    float(tot[i]),
                    float(cos[i]),
                    float(kw[i]),
                )
            )
            if len(out) == k:
                break
        if self.settings.touch_on_search:  # deferred: no round trip of its own
            self.stats.touch_later(user_id, [m.record.id for m in out], now)
        return out, source

    # -- feedback, history, forget, export -----------------------------------------------
    def get(self, user_id: str, memory_id: str) -> MemoryRecord | None:
        """One memory of the user, or None."""
        check_text(memory_id, "memory_id", 256)
        records, _ = self.index.get(self.index.where(check_id(user_id, "user_id")), ids=[memory_id])
        return records[0] if records else None

    def drop_views(self) -> None:
        """Forget this process's views of every user (rebuilt from Chroma on next use)."""
        with self._lock:
            self.views.clear()
            self._too_large.clear()

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
        """Every value a slot ever had (superseded ones included), oldest first; a memory
        that sets several slots appears as its part about ``slot`` (value, status,
        ``valid_to`` of that slot)."""
        check_text(slot, "slot", 256)
        slot = slot_key(slot)  # favourite:color ≡ favourite:colour ≡ favourite:颜色
        where = self.index.where(check_id(user_id, "user_id"))
        records = [
            conflict.as_fact(r, f)
            for r in self.index.get(where)[0]
            for f in r.slot_facts
            if f.slot == slot
        ]
        return sorted(records, key=lambda r: (r.valid_from or r.created_at, r.id))

    def forget(self, user_id: str, memory_id: str | None = None) -> int:
        """Delete one memory, or all of the user's, from every store; returns how many."""
        where = self.index.where(check_id(user_id, "user_id"))
        if memory_id is not None:
            check_text(memory_id, "memory_id", 256)
        ids = [memory_id] if memory_id is not None else None
        with self.locks.hold(user_id):
            found = self.index.ids(where, ids=ids)
            if found:
                self.index.delete(where, ids=found)
                if memory_id is not None:
                    self._clear_stale_flags(user_id)
            # forgetting the whole user starts a new epoch: no key of the user is left
            self.stats.delete(user_id, found if memory_id is not None else None)
            with self._lock:
                self.views.pop(user_id)
                self._too_large.pop(user_id, None)
            if memory_id is not None:
                self._bump(user_id)
        return len(found)

    def _clear_stale_flags(self, user_id: str) -> None:
        """After a forget: a contradiction that lost one side is no longer one, so the
        survivor's ``needs_clarification`` is cleared (no question offered about it)."""
        where = self.index.where(user_id, {"needs_clarification": True}, active_only=True)
        flagged, _ = self.index.get(where)
        stale = conflict.stale_flags(flagged)
        if stale:
            self.index.upsert(
                [replace(r, needs_clarification=False) for r in flagged if r.id in stale], None
            )

    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored about the user in long-term memory, JSON-ready."""
        records, _ = self.index.get(self.index.where(check_id(user_id, "user_id")))
        counters = self.stats.export(user_id)
        return {
            "user_id": user_id,
            "memories": [
                record_to_json(r, counters.get(r.id, {}))
                for r in sorted(records, key=lambda r: r.created_at)
            ],
        }


def _start(record: MemoryRecord) -> datetime:
    return record.valid_from or record.created_at


def _redacted(prep: list[_Pending] | Operation) -> tuple[str, ...]:
    """The kinds of secret masked in what was prepared (reported in the WriteResult)."""
    if isinstance(prep, Operation) or not prep:
        return ()
    return tuple(prep[0].record.metadata.get("redacted", ()))


def _check_k(k: object) -> None:
    if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= 1000:
        raise InvalidInputError("k", "must be an integer from 1 to 1000")


def _check_query(user_id: str, query: object) -> None:
    check_id(user_id, "user_id")
    check_text(query, "query", MAX_QUERY_CHARS)


__all__ = ["LongTermMemory", "LongTermSettings", "MemoryInput", "memory_id", "record_to_json"]
