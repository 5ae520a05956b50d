"""Ports: the Protocols the core talks to. Adapters live in ``memory_ext.stores``."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime, timezone
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from memory_ext.model import LearnTask, MemoryRecord, Message, Summary, Window


@runtime_checkable
class TokenCounter(Protocol):
    """Counts tokens the way a chat model will see them."""

    @property
    def encoding_name(self) -> str:
        """``"cl100k_base"``, ``"o200k_base"`` or ``"approximate"``."""
        ...

    @property
    def exact(self) -> bool:
        """False when counts are an estimate (no tokenizer files available)."""
        ...

    def count_text(self, text: str) -> int:
        """Tokens of a bare string."""
        ...

    def count_message(self, message: Message) -> int:
        """Tokens of one chat message including per-message format overhead."""
        ...

    def count_messages(self, messages: Sequence[Message]) -> int:
        """Tokens of a whole request: every message plus the reply priming."""
        ...


@runtime_checkable
class LLM(Protocol):
    """The smallest LLM surface the core needs: prompt in, text out."""

    def complete(self, prompt: str) -> str:
        """Return the model's completion of ``prompt``."""
        ...

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        ...


@runtime_checkable
class StructuredLLM(LLM, Protocol):
    """An LLM that can also answer in a given shape (the framework's structured output:
    LangChain ``with_structured_output``, LlamaIndex ``structured_predict``). Optional:
    the core checks for it with ``isinstance`` and slices JSON out of text otherwise."""

    def complete_structured(self, prompt: str, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        """The model's answer to ``prompt`` as an object matching the JSON ``schema``."""
        ...

    async def acomplete_structured(
        self, prompt: str, schema: Mapping[str, Any]
    ) -> Mapping[str, Any]:
        """Async twin of :meth:`complete_structured`."""
        ...


class Clock(Protocol):
    """Where "now" comes from; injected so that time-dependent logic is testable."""

    def now(self) -> datetime:
        """The current time, timezone-aware."""
        ...


class SystemClock:
    """The default :class:`Clock`: the wall clock, in UTC."""

    def now(self) -> datetime:
        """The current UTC time."""
        return datetime.now(timezone.utc)


class ChatStore(Protocol):
    """Persistent chat buffers, one per session (sync face)."""

    def append(
        self, session_id: str, messages: Sequence[Message], *, token: str | None = None
    ) -> int:
        """Append messages in one round trip; return the session's new length. A retry
        with the same ``token`` is a no-op (idempotent imports and retries)."""
        ...

    def tail(
        self,
        session_id: str,
        *,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        after_seq: int | None = None,
    ) -> Window:
        """Read the newest messages (bounded by count, tokens or sequence) and the summary."""
        ...

    def all_messages(self, session_id: str) -> list[Message]:
        """The whole stored transcript, oldest first."""
        ...

    def set_summary(self, session_id: str, summary: Summary) -> bool:
        """Store a summary unless a newer one (higher ``covered_seq``) is already there."""
        ...

    def clear(self, session_id: str) -> None:
        """Delete a session's messages, summary and metadata."""
        ...

    def sessions(self) -> Iterator[str]:
        """Ids of the sessions that currently have keys (incremental scan)."""
        ...


class AsyncChatStore(Protocol):
    """Persistent chat buffers, one per session (async face)."""

    async def aappend(self, session_id: str, messages: Sequence[Message]) -> int:
        """Async twin of :meth:`ChatStore.append`."""
        ...

    async def atail(
        self,
        session_id: str,
        *,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        after_seq: int | None = None,
    ) -> Window:
        """Async twin of :meth:`ChatStore.tail`."""
        ...

    async def aall_messages(self, session_id: str) -> list[Message]:
        """Async twin of :meth:`ChatStore.all_messages`."""
        ...

    async def aset_summary(self, session_id: str, summary: Summary) -> bool:
        """Async twin of :meth:`ChatStore.set_summary`."""
        ...

    async def aclear(self, session_id: str) -> None:
        """Async twin of :meth:`ChatStore.clear`."""
        ...


class DualChatStore(ChatStore, AsyncChatStore, Protocol):
    """A chat store with both faces and the token counter its stored counts come from."""

    @property
    def counter(self) -> TokenCounter:
        """Counter used for the per-message token counts kept with each message."""
        ...


class Embedder(Protocol):
    """Turns text into L2-normalised vectors; queries and documents may differ (e5-style)."""

    model_id: str
    dim: int

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """One row per text."""
        ...

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        """One vector."""
        ...


class VectorIndex(Protocol):
    """Long-term memory records and their vectors (the Chroma adapter is
    :class:`~memory_ext.stores.chroma.ChromaVectorIndex`).

    ``where`` arguments are opaque conditions made by :meth:`where`; the service never
    builds one itself, so an adapter owns its filter language.
    """

    model_id: str
    dim: int

    def where(
        self,
        user_id: str,
        filters: Mapping[str, Any] | None = None,
        *,
        active_only: bool = False,
    ) -> Mapping[str, Any]:
        """The condition "this user's records" plus validated ``filters``.

        Raises:
            InvalidInputError: a malformed filter.
        """
        ...

    def where_users(self, user_ids: Sequence[str]) -> Mapping[str, Any]:
        """The condition "records of any of these users" (a batch rebuilding views)."""
        ...

    def upsert(
        self, records: Sequence[MemoryRecord], embeddings: npt.NDArray[np.float32] | None
    ) -> None:
        """Write records in one batch; ``embeddings=None`` updates metadata only."""
        ...

    def query(
        self, embedding: npt.NDArray[np.float32], n: int, where: Mapping[str, Any]
    ) -> list[tuple[MemoryRecord, float]]:
        """The ``n`` nearest records within ``where``, with their cosine similarity."""
        ...

    def get(
        self,
        where: Mapping[str, Any],
        ids: Sequence[str] | None = None,
        *,
        embeddings: bool = False,
    ) -> tuple[list[MemoryRecord], npt.NDArray[np.float32] | None]:
        """Records matching ``where`` (and ``ids``), optionally with their vectors."""
        ...

    def delete(self, where: Mapping[str, Any], ids: Sequence[str] | None = None) -> None:
        """Delete records matching ``where`` (and ``ids``)."""
        ...

    def ids(self, where: Mapping[str, Any], ids: Sequence[str] | None = None) -> list[str]:
        """Ids of the records matching ``where`` (and ``ids``), without reading them."""
        ...


class StatsStore(Protocol):
    """Hot per-memory counters and the per-user write version (Redis, or the in-process
    twin in :mod:`memory_ext.stores.stats`)."""

    def feedback(
        self, user_id: str, memory_id: str, factor: float, low: float, high: float
    ) -> float: ...
    def feedback_weights(self, user_id: str, memory_ids: Sequence[str]) -> list[float]: ...
    def touch(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None: ...
    def touch_later(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None: ...
    def flush(self) -> None: ...
    def version(self, user_id: str) -> int: ...
    def versions(self, user_ids: Sequence[str]) -> list[int]: ...
    def version_and_weights(
        self, user_id: str, memory_ids: Sequence[str]
    ) -> tuple[int, list[float]]: ...
    def bump(self, user_id: str) -> int: ...
    def add_session(self, user_id: str, session_id: str) -> None: ...
    def sessions(self, user_id: str) -> set[str]: ...
    def export(self, user_id: str) -> dict[str, dict[str, float]]: ...
    def delete(self, user_id: str, memory_ids: Sequence[str] | None = None) -> None: ...


class Learner(Protocol):
    """What a background worker hands queued turns to (the manager)."""

    def learn_batch(self, tasks: Sequence[LearnTask]) -> Sequence[Any]:
        """Learn queued turns together; one outcome per task (its result, or the
        exception that task alone hit). Raises when the batch as a whole failed."""
        ...
