"""``MemoryManager``: the one object an agent talks to — short-term buffers and
long-term memory behind one API, with async twins.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any, ParamSpec, TypeVar

from memory_ext.long_term import LongTermMemory, LongTermSettings, MemoryInput
from memory_ext.model import BufferView, MemoryRecord, Message, ScoredMemory, WriteResult
from memory_ext.short_term import Policy, ShortTermMemory, TokenBudget
from memory_ext.types import Clock, Embedder

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

    def __init__(self, short_term: ShortTermMemory, long_term: LongTermMemory) -> None:
        self.short_term = short_term
        self.long_term = long_term

    @classmethod
    def from_url(
        cls,
        redis_url: str,
        *,
        chroma_path: str | None = None,
        chroma_client: Any = None,
        embedder: Embedder | None = None,
        namespace: str = "memories",
        key_prefix: str = "mx",
        policy: Policy | None = None,
        clock: Clock | None = None,
        settings: LongTermSettings = LongTermSettings(),
        cache_embeddings: bool = True,
    ) -> MemoryManager:
        """Redis for buffers and counters, Chroma for memories (embedded at ``chroma_path``,
        an injected client, or in-memory when neither is given)."""
        import redis

        from memory_ext.embeddings import CachedEmbedder, MiniLMEmbedder
        from memory_ext.stores.chroma import ChromaVectorIndex, ephemeral_client, persistent_client
        from memory_ext.stores.redis_chat import RedisChatStore, client_options
        from memory_ext.stores.stats import RedisMemoryStats

        store = RedisChatStore(redis_url, key_prefix=key_prefix)
        client = redis.Redis.from_url(redis_url, **client_options(5.0, 2))
        binary = redis.Redis.from_url(
            redis_url, **{**client_options(5.0, 2), "decode_responses": False}
        )
        base = embedder or MiniLMEmbedder()
        active: Embedder = CachedEmbedder(base, binary, key_prefix) if cache_embeddings else base
        if chroma_client is None:
            chroma_client = persistent_client(chroma_path) if chroma_path else ephemeral_client()
        index = ChromaVectorIndex(chroma_client, namespace, active.model_id, active.dim)
        long_term = LongTermMemory(
            index, active, RedisMemoryStats(client, key_prefix), clock=clock, settings=settings
        )
        return cls(ShortTermMemory(store, policy or TokenBudget(3000)), long_term)

    # -- short-term -----------------------------------------------------------------
    def add_messages(self, session_id: str, messages: Sequence[Message]) -> int:
        """Append to a session's buffer (one round trip)."""
        return self.short_term.add_messages(session_id, messages)

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
        """Store a memory, conflict-aware (see :meth:`LongTermMemory.remember`)."""
        return self.long_term.remember(
            user_id, text, kind=kind, ts=ts, importance=importance, metadata=metadata
        )

    def remember_many(
        self, user_id: str, items: Sequence[MemoryInput | Mapping[str, Any]]
    ) -> list[WriteResult]:
        """Store several memories with one embedding batch."""
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
        """The best memories for ``query`` with their score breakdown."""
        return self.long_term.search(
            user_id, query, k=k, now=now, filters=filters, include_superseded=include_superseded
        )

    def feedback(self, user_id: str, memory_id: str, helpful: bool) -> float:
        """Record user feedback on a memory; returns its new weight."""
        return self.long_term.feedback(user_id, memory_id, helpful)

    def history(self, user_id: str, slot: str) -> list[MemoryRecord]:
        """Every value a slot had, oldest first."""
        return self.long_term.history(user_id, slot)

    def forget(self, user_id: str, memory_id: str | None = None) -> int:
        """Delete one memory or everything about the user (long-term stores)."""
        return self.long_term.forget(user_id, memory_id)

    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored about the user, JSON-ready."""
        return self.long_term.export(user_id)

    # -- async twins: one line each -------------------------------------------------------
    async def aadd_messages(self, session_id: str, messages: Sequence[Message]) -> int:
        """Async twin of :meth:`add_messages` (native redis.asyncio)."""
        return await self.short_term.aadd_messages(session_id, messages)

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

    async def aforget(self, user_id: str, memory_id: str | None = None) -> int:
        """Async twin of :meth:`forget`."""
        return await _dispatch_to_sync(self.forget, user_id, memory_id)

    async def aexport(self, user_id: str) -> dict[str, Any]:
        """Async twin of :meth:`export`."""
        return await _dispatch_to_sync(self.export, user_id)
