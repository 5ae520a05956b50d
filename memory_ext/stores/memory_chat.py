"""An in-process twin of :class:`~memory_ext.stores.redis_chat.RedisChatStore`.

For notebooks, unit tests and single-process demos. It shares the codec with the
Redis store (messages are stored encoded, so fidelity and validation are identical)
and honours TTL and caps; it is thread-safe but, by nature, not shared across processes.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from memory_ext.model import AFTER_SUMMARY, Message, StoredMessage, Summary, Window
from memory_ext.stores import chat_codec as codec
from memory_ext.tokens import TiktokenCounter
from memory_ext.types import TokenCounter
from memory_ext.validation import check_session_id


@dataclass
class _Session:
    items: list[StoredMessage] = field(default_factory=list)
    seq: int = 0
    summary: Summary | None = None
    expires_at: float | None = None
    recent_tokens: list[str] = field(default_factory=list)


class InMemoryChatStore:
    """Session chat buffers in a dict, with the same contract as the Redis store.

    Example:
        >>> store = InMemoryChatStore(ttl_seconds=None)
        >>> store.append("s1", [Message(role="user", content="hi")])
        1
    """

    def __init__(
        self,
        *,
        ttl_seconds: int | None = codec.DEFAULT_TTL_SECONDS,
        max_messages: int | None = None,
        max_message_bytes: int = codec.DEFAULT_MAX_MESSAGE_BYTES,
        counter: TokenCounter | None = None,
        model: str = "gpt-4o-mini",
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._ttl = codec.ttl_arg(ttl_seconds)
        self._cap = int(max_messages or 0)
        self._max_bytes = max_message_bytes
        self._counter = counter
        self._model = model
        self._monotonic = monotonic
        self._sessions: dict[str, _Session] = {}
        self._lock = threading.Lock()

    @property
    def counter(self) -> TokenCounter:
        """The counter whose per-message counts are stored."""
        if self._counter is None:
            self._counter = TiktokenCounter(self._model)
        return self._counter

    def _live(self, session_id: str) -> _Session | None:
        check_session_id(session_id)
        session = self._sessions.get(session_id)
        expired = session is not None and session.expires_at is not None
        if expired and session is not None and self._monotonic() >= (session.expires_at or 0):
            del self._sessions[session_id]
            return None
        return session

    def append(
        self, session_id: str, messages: Sequence[Message], *, token: str | None = None
    ) -> int:
        """Append ``messages`` atomically; return the new length (see RedisChatStore.append)."""
        encoded = codec.encode_messages(messages, self.counter, self._max_bytes)
        decoded = [codec.decode_message(raw) for raw in encoded]
        token = uuid.uuid4().hex if token is None else token
        with self._lock:
            session = self._live(session_id)
            if session is None:
                if not decoded:
                    return 0
                session = self._sessions.setdefault(session_id, _Session())
            if token in session.recent_tokens:
                return len(session.items)
            for item in decoded:
                session.seq += 1
                session.items.append(StoredMessage(session.seq, item.tokens, item.message))
            if self._cap and len(session.items) > self._cap:
                del session.items[: len(session.items) - self._cap]
            session.recent_tokens = [
                token,
                *session.recent_tokens[: codec.RECENT_APPEND_TOKENS - 1],
            ]
            if self._ttl:
                session.expires_at = self._monotonic() + self._ttl
            return len(session.items)

    def tail(
        self,
        session_id: str,
        *,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        after_seq: int | None = None,
    ) -> Window:
        """The newest messages within the bounds, plus the summary (same rules as Redis)."""
        codec.check_tail_args(max_messages, max_tokens, after_seq)
        with self._lock:
            session = self._live(session_id)
            if session is None:
                return Window(messages=(), summary=None, total_messages=0)
            if after_seq == AFTER_SUMMARY:
                after_seq = session.summary.covered_seq if session.summary else None
            out: list[StoredMessage] = []
            total, seen_user = 0, False
            for item in reversed(session.items):
                if after_seq is not None and item.seq <= after_seq:
                    break
                if max_messages and len(out) >= max_messages:
                    break
                if max_tokens and total > max_tokens and seen_user:
                    break
                out.append(item)
                total += item.tokens
                seen_user = seen_user or item.message.role == "user"
            return Window(tuple(reversed(out)), session.summary, len(session.items))

    def all_messages(self, session_id: str) -> list[Message]:
        """The whole stored transcript, oldest first."""
        with self._lock:
            session = self._live(session_id)
            return [] if session is None else [item.message for item in session.items]

    def replace(self, session_id: str, messages: Sequence[Message]) -> int:
        """Atomically make ``messages`` the session's whole history."""
        encoded = codec.encode_messages(messages, self.counter, self._max_bytes)
        with self._lock:
            session = self._live(session_id)
            if session is not None:
                session.items.clear()
                session.summary = None
        return self.append(session_id, [codec.decode_message(raw).message for raw in encoded])

    def delete_at(self, session_id: str, index: int) -> Message | None:
        """Remove the message at ``index`` (negative counts from the end), keeping order."""
        with self._lock:
            session = self._live(session_id)
            if session is None or not -len(session.items) <= index < len(session.items):
                return None
            return session.items.pop(index).message

    def pop_last(self, session_id: str) -> Message | None:
        """Remove and return the newest message."""
        return self.delete_at(session_id, -1)

    def length(self, session_id: str) -> int:
        """How many messages the session holds."""
        with self._lock:
            session = self._live(session_id)
            return 0 if session is None else len(session.items)

    def set_summary(self, session_id: str, summary: Summary) -> bool:
        """Store ``summary`` unless one covering at least as much is already stored."""
        with self._lock:
            session = self._live(session_id)
            if session is None:
                session = self._sessions.setdefault(session_id, _Session())
            if session.summary is not None and session.summary.covered_seq >= summary.covered_seq:
                return False
            session.summary = summary
            return True

    def clear(self, session_id: str) -> None:
        """Forget the session."""
        with self._lock:
            check_session_id(session_id)
            self._sessions.pop(session_id, None)

    def sessions(self) -> Iterator[str]:
        """Ids of live sessions."""
        with self._lock:
            ids = list(self._sessions)
        return iter([s for s in ids if self._live(s) is not None])

    # Async twins: nothing here blocks on I/O, so they simply call the sync bodies.
    async def aappend(
        self, session_id: str, messages: Sequence[Message], *, token: str | None = None
    ) -> int:
        """Async twin of :meth:`append`."""
        return self.append(session_id, messages, token=token)

    async def atail(
        self,
        session_id: str,
        *,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        after_seq: int | None = None,
    ) -> Window:
        """Async twin of :meth:`tail`."""
        return self.tail(
            session_id, max_messages=max_messages, max_tokens=max_tokens, after_seq=after_seq
        )

    async def aall_messages(self, session_id: str) -> list[Message]:
        """Async twin of :meth:`all_messages`."""
        return self.all_messages(session_id)

    async def areplace(self, session_id: str, messages: Sequence[Message]) -> int:
        """Async twin of :meth:`replace`."""
        return self.replace(session_id, messages)

    async def adelete_at(self, session_id: str, index: int) -> Message | None:
        """Async twin of :meth:`delete_at`."""
        return self.delete_at(session_id, index)

    async def apop_last(self, session_id: str) -> Message | None:
        """Async twin of :meth:`pop_last`."""
        return self.pop_last(session_id)

    async def alength(self, session_id: str) -> int:
        """Async twin of :meth:`length`."""
        return self.length(session_id)

    async def aset_summary(self, session_id: str, summary: Summary) -> bool:
        """Async twin of :meth:`set_summary`."""
        return self.set_summary(session_id, summary)

    async def aclear(self, session_id: str) -> None:
        """Async twin of :meth:`clear`."""
        self.clear(session_id)
