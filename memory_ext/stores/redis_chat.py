"""Chat buffers in Redis: one list per session, appended and read in one round trip.

Sync (``redis.Redis`` / ``RedisCluster``) and native async (``redis.asyncio``) faces
share the key layout, codec and Lua scripts in :mod:`memory_ext.stores.chat_codec`;
each method here is only the network call.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import redis
from redis.exceptions import NoScriptError

from memory_ext.errors import LockTimeoutError, StoreUnavailableError
from memory_ext.model import Message, Summary, Window
from memory_ext.stores import chat_codec as codec
from memory_ext.stores import connections
from memory_ext.stores.connections import POOL_WAIT_SECONDS
from memory_ext.tokens import TiktokenCounter
from memory_ext.types import TokenCounter
from memory_ext.validation import check_prefix

_TAIL_CHUNK = 64


@contextmanager
def redis_errors() -> Iterator[None]:
    """Turn driver failures into :class:`StoreUnavailableError` naming Redis."""
    try:
        yield
    except redis.ConnectionError as exc:
        if "No connection available" in str(exc):  # the blocking pool's bounded wait ran out
            raise LockTimeoutError("a free Redis connection", POOL_WAIT_SECONDS) from exc
        raise StoreUnavailableError("redis", str(exc) or type(exc).__name__) from exc
    except redis.TimeoutError as exc:
        raise StoreUnavailableError("redis", str(exc) or type(exc).__name__) from exc
    except redis.ResponseError as exc:
        # OOM, READONLY replica, MISCONF...: the store refused the write.
        raise StoreUnavailableError("redis", str(exc)) from exc


def client_options(socket_timeout: float, retries: int) -> dict[str, Any]:
    """Connection options that make an outage an error within bounded time, never a hang."""
    return connections.ClientSpec("", socket_timeout, retries).options()


_SHA = {
    source: hashlib.sha1(source.encode()).hexdigest()  # Redis names scripts by SHA-1
    for source in (
        codec.APPEND_LUA,
        codec.TAIL_LUA,
        codec.REPLACE_LUA,
        codec.DELETE_AT_LUA,
        codec.SET_SUMMARY_LUA,
    )
}


def _run(client: Any, source: str, keys: list[str], args: list[Any]) -> Any:
    """EVALSHA, loading the script on a miss. Takes the client per call, so one store
    works with any client (shared pool, per-loop asyncio client, cluster)."""
    try:
        return client.evalsha(_SHA[source], len(keys), *keys, *args)
    except NoScriptError:
        return client.eval(source, len(keys), *keys, *args)


async def _arun(client: Any, source: str, keys: list[str], args: list[Any]) -> Any:
    """Async twin of :func:`_run`."""
    try:
        return await client.evalsha(_SHA[source], len(keys), *keys, *args)
    except NoScriptError:
        return await client.eval(source, len(keys), *keys, *args)


def _tail_args(
    max_messages: int | None, max_tokens: int | None, after_seq: int | None
) -> list[int]:
    codec.check_tail_args(max_messages, max_tokens, after_seq)
    chunk = max_messages if max_messages else _TAIL_CHUNK
    after = -1 if after_seq is None else after_seq  # AFTER_SUMMARY (-2) passes through
    return [max_messages or 0, max_tokens or 0, after, chunk]


def _window(reply: Sequence[Any]) -> Window:
    items, raw_summary, length = reply
    stored = tuple(codec.decode_message(raw) for raw in reversed(items))
    return Window(
        messages=stored, summary=codec.decode_summary(raw_summary), total_messages=int(length)
    )


class RedisChatStore:
    """Session chat buffers in Redis (or Valkey, or a Redis Cluster).

    Args:
        url: a ``redis://`` URL, positional like langchain-redis. URL-built clients come
            from a process-wide pool per URL (:mod:`memory_ext.stores.connections`), so
            many stores share connections; the asyncio client is per running event loop,
            so several ``asyncio.run`` calls in one process work.
        client: an injected sync client (``redis.Redis`` or ``RedisCluster``) instead.
        async_client: an injected ``redis.asyncio`` client for the ``a*`` methods
            (bound to the loop it runs on: the caller's concern).
        key_prefix: first part of every key (``mx`` → ``mx:{session}:msgs``).
        ttl_seconds: expiry of a session, refreshed on every append; ``None`` = never.
        max_messages: cap on stored messages per session (oldest trimmed); ``None`` = no cap.
        max_message_bytes: size limit of one encoded message (default 1 MiB).
        counter: token counter whose counts are stored with each message.
        model: when no ``counter`` is given, the chat model whose tokenizer counts
            (``"gpt-4o-mini"`` → ``o200k_base``; see :func:`~memory_ext.tokens.encoding_for_model`).
        socket_timeout, retries: bounds for URL-built clients, so an outage fails fast.
        cluster: build a ``RedisCluster`` client from ``url``.

    Example:
        >>> store = RedisChatStore(url="redis://localhost:6379/0")
        >>> store.append("s1", [Message(role="user", content="hi")])
        1
    """

    def __init__(
        self,
        url: str | None = None,
        *,
        client: Any = None,
        async_client: Any = None,
        key_prefix: str = "mx",
        ttl_seconds: int | None = codec.DEFAULT_TTL_SECONDS,
        max_messages: int | None = None,
        max_message_bytes: int = codec.DEFAULT_MAX_MESSAGE_BYTES,
        counter: TokenCounter | None = None,
        model: str = "gpt-4o-mini",
        socket_timeout: float = 5.0,
        retries: int = 2,
        cluster: bool = False,
    ) -> None:
        if url is None and client is None and async_client is None:
            url = "redis://localhost:6379/0"
        self._url = url
        self._client = client
        self._async_client = async_client
        self.key_prefix = check_prefix(key_prefix)
        self._ttl = codec.ttl_arg(ttl_seconds)
        self._cap = int(max_messages or 0)
        self._max_bytes = max_message_bytes
        self._counter = counter
        self._model = model
        self._spec = (
            connections.ClientSpec(url, socket_timeout, retries, cluster=cluster)
            if url is not None
            else None
        )

    # -- lazily built parts -------------------------------------------------------
    @property
    def counter(self) -> TokenCounter:
        """The counter whose per-message counts are stored (tiktoken, loaded on first use)."""
        if self._counter is None:
            self._counter = TiktokenCounter(self._model)
        return self._counter

    @property
    def client(self) -> Any:
        """The sync client: the injected one, else the shared one for the URL."""
        if self._client is not None:
            return self._client
        assert self._spec is not None, "no URL and no sync client given"
        return connections.sync_client(self._spec)

    @property
    def async_client(self) -> Any:
        """The asyncio client: the injected one, else the shared one for the URL in the
        running event loop."""
        if self._async_client is not None:
            return self._async_client
        assert self._spec is not None, "no URL and no async client given"
        return connections.async_client(self._spec)

    def keys(self, session_id: str) -> codec.SessionKeys:
        """The Redis keys of one session."""
        return codec.SessionKeys.of(self.key_prefix, session_id)

    def _append_call(
        self, session_id: str, messages: Sequence[Message], token: str | None
    ) -> tuple[list[str], list[Any]]:
        keys = self.keys(session_id)
        encoded = codec.encode_messages(messages, self.counter, self._max_bytes)
        token = uuid.uuid4().hex if token is None else token
        return [keys.msgs, keys.meta, keys.summary, keys.ops], [
            self._ttl,
            self._cap,
            token,
            *encoded,
        ]

    # -- sync face ----------------------------------------------------------------
    def append(
        self, session_id: str, messages: Sequence[Message], *, token: str | None = None
    ) -> int:
        """Append ``messages`` atomically in one round trip; return the new length.

        ``token`` makes the append idempotent: a retry with the same token is a no-op
        (a fresh one is generated per call when omitted, which covers driver retries).
        """
        keys, args = self._append_call(session_id, messages, token)
        if len(args) == 3:
            return self.length(session_id)
        with redis_errors():
            reply = _run(self.client, codec.APPEND_LUA, keys, args)
        return int(reply[0])

    def tail(
        self,
        session_id: str,
        *,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        after_seq: int | None = None,
    ) -> Window:
        """The newest messages within the bounds, plus the summary, in one round trip."""
        keys = self.keys(session_id)
        args = _tail_args(max_messages, max_tokens, after_seq)
        with redis_errors():
            reply = _run(self.client, codec.TAIL_LUA, [keys.msgs, keys.summary], args)
        return _window(reply)

    def all_messages(self, session_id: str) -> list[Message]:
        """The whole stored transcript, oldest first."""
        with redis_errors():
            raw = self.client.lrange(self.keys(session_id).msgs, 0, -1)
        return [codec.decode_message(item).message for item in raw]

    def replace(self, session_id: str, messages: Sequence[Message]) -> int:
        """Atomically make ``messages`` the session's whole history (one round trip)."""
        keys, args = self._append_call(session_id, messages, "")
        with redis_errors():
            reply = _run(self.client, codec.REPLACE_LUA, keys, args)
        return int(reply[0])

    def delete_at(self, session_id: str, index: int) -> Message | None:
        """Remove the message at ``index`` (negative counts from the end), keeping order."""
        with redis_errors():
            raw = _run(self.client, codec.DELETE_AT_LUA, [self.keys(session_id).msgs], [index])
        return codec.decode_message(raw).message if raw else None

    def pop_last(self, session_id: str) -> Message | None:
        """Remove and return the newest message."""
        with redis_errors():
            raw = self.client.rpop(self.keys(session_id).msgs)
        return codec.decode_message(raw).message if raw else None

    def length(self, session_id: str) -> int:
        """How many messages the session holds."""
        with redis_errors():
            return int(self.client.llen(self.keys(session_id).msgs))

    def set_summary(self, session_id: str, summary: Summary) -> bool:
        """Store ``summary`` unless one covering at least as much is already stored."""
        keys = self.keys(session_id)
        with redis_errors():
            done = _run(
                self.client,
                codec.SET_SUMMARY_LUA,
                [keys.summary, keys.msgs],
                [codec.encode_summary(summary), summary.covered_seq],
            )
        return bool(done)

    def ttl(self, session_id: str) -> int:
        """Seconds until the session expires (-1: no expiry, -2: no such session)."""
        with redis_errors():
            return int(self.client.ttl(self.keys(session_id).msgs))

    def clear(self, session_id: str) -> None:
        """Delete every key of the session (one DEL; all keys share one slot)."""
        with redis_errors():
            self.client.delete(*self.keys(session_id).all)

    def sessions(self) -> Iterator[str]:
        """Session ids with stored state, found with SCAN (never KEYS)."""
        pattern = f"{self.key_prefix}:{{*}}:meta"
        with redis_errors():
            for key in self.client.scan_iter(match=pattern, count=500):
                session = codec.session_from_meta_key(self.key_prefix, key)
                if session is not None:
                    yield session

    def close(self) -> None:
        """Release this store's clients. URL-built clients belong to the shared pool and
        stay open for other stores (close them all with
        :func:`memory_ext.stores.connections.close_shared_clients`); injected clients
        are the caller's to close."""

    # -- async face ---------------------------------------------------------------
    async def aappend(
        self, session_id: str, messages: Sequence[Message], *, token: str | None = None
    ) -> int:
        """Async twin of :meth:`append`."""
        keys, args = self._append_call(session_id, messages, token)
        if len(args) == 3:
            return await self.alength(session_id)
        with redis_errors():
            reply = await _arun(self.async_client, codec.APPEND_LUA, keys, args)
        return int(reply[0])

    async def atail(
        self,
        session_id: str,
        *,
        max_messages: int | None = None,
        max_tokens: int | None = None,
        after_seq: int | None = None,
    ) -> Window:
        """Async twin of :meth:`tail`."""
        keys = self.keys(session_id)
        args = _tail_args(max_messages, max_tokens, after_seq)
        with redis_errors():
            reply = await _arun(self.async_client, codec.TAIL_LUA, [keys.msgs, keys.summary], args)
        return _window(reply)

    async def aall_messages(self, session_id: str) -> list[Message]:
        """Async twin of :meth:`all_messages`."""
        with redis_errors():
            raw = await self.async_client.lrange(self.keys(session_id).msgs, 0, -1)
        return [codec.decode_message(item).message for item in raw]

    async def areplace(self, session_id: str, messages: Sequence[Message]) -> int:
        """Async twin of :meth:`replace`."""
        keys, args = self._append_call(session_id, messages, "")
        with redis_errors():
            reply = await _arun(self.async_client, codec.REPLACE_LUA, keys, args)
        return int(reply[0])

    async def adelete_at(self, session_id: str, index: int) -> Message | None:
        """Async twin of :meth:`delete_at`."""
        with redis_errors():
            raw = await _arun(
                self.async_client, codec.DELETE_AT_LUA, [self.keys(session_id).msgs], [index]
            )
        return codec.decode_message(raw).message if raw else None

    async def apop_last(self, session_id: str) -> Message | None:
        """Async twin of :meth:`pop_last`."""
        with redis_errors():
            raw = await self.async_client.rpop(self.keys(session_id).msgs)
        return codec.decode_message(raw).message if raw else None

    async def alength(self, session_id: str) -> int:
        """Async twin of :meth:`length`."""
        with redis_errors():
            return int(await self.async_client.llen(self.keys(session_id).msgs))

    async def aset_summary(self, session_id: str, summary: Summary) -> bool:
        """Async twin of :meth:`set_summary`."""
        keys = self.keys(session_id)
        with redis_errors():
            done = await _arun(
                self.async_client,
                codec.SET_SUMMARY_LUA,
                [keys.summary, keys.msgs],
                [codec.encode_summary(summary), summary.covered_seq],
            )
        return bool(done)

    async def aclear(self, session_id: str) -> None:
        """Async twin of :meth:`clear`."""
        with redis_errors():
            await self.async_client.delete(*self.keys(session_id).all)

    async def aclose(self) -> None:
        """Async twin of :meth:`close` (nothing to await: shared clients stay open)."""


__all__ = ["RedisChatStore"]
