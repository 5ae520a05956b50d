"""Chat buffers in Redis: one list per session, appended and read in one round trip.

Sync (``redis.Redis`` / ``RedisCluster``) and native async (``redis.asyncio``) faces
share the key layout, codec and Lua scripts in :mod:`memory_ext.stores.chat_codec`;
each method here is only the network call.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import redis
import redis.asyncio
from redis.backoff import ExponentialBackoff
from redis.retry import Retry

from memory_ext.errors import LockTimeoutError, StoreUnavailableError
from memory_ext.model import Message, Summary, Window
from memory_ext.stores import chat_codec as codec
from memory_ext.tokens import TiktokenCounter
from memory_ext.types import TokenCounter
from memory_ext.validation import check_prefix

_TAIL_CHUNK = 64
#: Connections of a URL-built async client; more concurrent calls wait for a free one...
ASYNC_POOL_SIZE = 64
#: ...for at most this long, then fail with LockTimeoutError (nothing was sent).
POOL_WAIT_SECONDS = 20.0


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


def client_options(socket_timeout: float, retries: int, backoff_cap: float = 1.0) -> dict[str, Any]:
    """Connection options that make an outage an error within bounded time, never a hang."""
    return {
        "socket_timeout": socket_timeout,
        "socket_connect_timeout": socket_timeout,
        "retry": Retry(ExponentialBackoff(cap=backoff_cap, base=0.05), retries),
        "retry_on_error": [redis.ConnectionError, redis.TimeoutError],
        "decode_responses": True,
    }


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
        url: a ``redis://`` URL; clients are created lazily on first use.
        client: an injected sync client (``redis.Redis`` or ``RedisCluster``) instead.
        async_client: an injected ``redis.asyncio`` client for the ``a*`` methods.
        key_prefix: first part of every key (``mx`` → ``mx:{session}:msgs``).
        ttl_seconds: expiry of a session, refreshed on every append; ``None`` = never.
        max_messages: cap on stored messages per session (oldest trimmed); ``None`` = no cap.
        max_message_bytes: size limit of one encoded message.
        counter: token counter whose counts are stored with each message.
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
        self._options = client_options(socket_timeout, retries)
        self._cluster = cluster
        self._scripts: dict[tuple[int, str], Any] = {}

    # -- lazily built parts -------------------------------------------------------
    @property
    def counter(self) -> TokenCounter:
        """The counter whose per-message counts are stored (tiktoken, loaded on first use)."""
        if self._counter is None:
            self._counter = TiktokenCounter()
        return self._counter

    @property
    def client(self) -> Any:
        """The sync client, created from the URL on first use."""
        if self._client is None:
            assert self._url is not None, "no URL and no sync client given"
            factory = redis.RedisCluster if self._cluster else redis.Redis
            self._client = factory.from_url(self._url, **self._options)
        return self._client

    @property
    def async_client(self) -> Any:
        """The asyncio client, created from the URL on first use."""
        if self._async_client is None:
            assert self._url is not None, "no URL and no async client given"
            if self._cluster:
                self._async_client = redis.asyncio.RedisCluster.from_url(self._url, **self._options)
            else:  # a pool that queues callers for a bounded time instead of failing
                pool = redis.asyncio.BlockingConnectionPool.from_url(
                    self._url, max_connections=ASYNC_POOL_SIZE, timeout=POOL_WAIT_SECONDS,
                    **self._options,
                )  # fmt: skip
                self._async_client = redis.asyncio.Redis(connection_pool=pool)
        return self._async_client

    def _script(self, client: Any, source: str) -> Any:
        key = (id(client), source)
        if key not in self._scripts:
            self._scripts[key] = client.register_script(source)
        return self._scripts[key]

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
            reply = self._script(self.client, codec.APPEND_LUA)(keys=keys, args=args)
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
            reply = self._script(self.client, codec.TAIL_LUA)(
                keys=[keys.msgs, keys.summary], args=args
            )
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
            reply = self._script(self.client, codec.REPLACE_LUA)(keys=keys, args=args)
        return int(reply[0])

    def delete_at(self, session_id: str, index: int) -> Message | None:
        """Remove the message at ``index`` (negative counts from the end), keeping order."""
        with redis_errors():
            raw = self._script(self.client, codec.DELETE_AT_LUA)(
                keys=[self.keys(session_id).msgs], args=[index]
            )
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
            done = self._script(self.client, codec.SET_SUMMARY_LUA)(
                keys=[keys.summary, keys.msgs],
                args=[codec.encode_summary(summary), summary.covered_seq],
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
        """Close the sync client if this store created it."""
        if self._client is not None and self._url is not None:
            self._client.close()
            self._client = None

    # -- async face ---------------------------------------------------------------
    async def aappend(
        self, session_id: str, messages: Sequence[Message], *, token: str | None = None
    ) -> int:
        """Async twin of :meth:`append`."""
        keys, args = self._append_call(session_id, messages, token)
        if len(args) == 3:
            return await self.alength(session_id)
        with redis_errors():
            reply = await self._script(self.async_client, codec.APPEND_LUA)(keys=keys, args=args)
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
            reply = await self._script(self.async_client, codec.TAIL_LUA)(
                keys=[keys.msgs, keys.summary], args=args
            )
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
            reply = await self._script(self.async_client, codec.REPLACE_LUA)(keys=keys, args=args)
        return int(reply[0])

    async def adelete_at(self, session_id: str, index: int) -> Message | None:
        """Async twin of :meth:`delete_at`."""
        with redis_errors():
            raw = await self._script(self.async_client, codec.DELETE_AT_LUA)(
                keys=[self.keys(session_id).msgs], args=[index]
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
            done = await self._script(self.async_client, codec.SET_SUMMARY_LUA)(
                keys=[keys.summary, keys.msgs],
                args=[codec.encode_summary(summary), summary.covered_seq],
            )
        return bool(done)

    async def aclear(self, session_id: str) -> None:
        """Async twin of :meth:`clear`."""
        with redis_errors():
            await self.async_client.delete(*self.keys(session_id).all)

    async def aclose(self) -> None:
        """Close the async client if this store created it."""
        if self._async_client is not None and self._url is not None:
            await self._async_client.aclose()
            self._async_client = None


__all__ = ["RedisChatStore"]
