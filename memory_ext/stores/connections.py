"""Redis clients shared per process: one connection pool per URL (and options), and
for ``redis.asyncio`` one per URL *and running event loop*.

Every history, chat store and store object built from a URL borrows its client here,
so 200 ``RedisChatMessageHistory`` objects (one per request, as
``RunnableWithMessageHistory`` makes them) share one pool instead of opening 200.
An asyncio client is bound to the loop it first ran on; keying it by loop lets a
program call ``asyncio.run`` several times (a CLI, a notebook, a test) and get a
working client in each new loop. Clients of loops that have closed are dropped
(their sockets closed) the next time any async client is asked for.

Call :func:`close_shared_clients` to close every pool (e.g. at shutdown or between
tests); the next use reconnects.
"""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass
from typing import Any

import redis
import redis.asyncio
from redis.backoff import ExponentialBackoff
from redis.retry import Retry


@dataclass(frozen=True, slots=True)
class ClientSpec:
    """What makes two URL-built clients interchangeable (the key of the shared pool)."""

    url: str
    socket_timeout: float = 5.0
    retries: int = 2
    decode_responses: bool = True
    cluster: bool = False

    def options(self) -> dict[str, Any]:
        """Connection options that make an outage an error within bounded time."""
        return {
            "socket_timeout": self.socket_timeout,
            "socket_connect_timeout": self.socket_timeout,
            "retry": Retry(ExponentialBackoff(cap=1.0, base=0.05), self.retries),
            "retry_on_error": [redis.ConnectionError, redis.TimeoutError],
            "decode_responses": self.decode_responses,
        }


#: Connections of a URL-built asyncio client; more concurrent calls wait for a free one...
ASYNC_POOL_SIZE = 64
#: ...for at most this long, then fail with LockTimeoutError (nothing was sent).
POOL_WAIT_SECONDS = 20.0

_lock = threading.Lock()
_sync: dict[ClientSpec, Any] = {}
_async: dict[tuple[int, ClientSpec], tuple[asyncio.AbstractEventLoop, Any]] = {}


def sync_client(spec: ClientSpec) -> Any:
    """The process-wide sync client (``redis.Redis`` or ``RedisCluster``) for ``spec``."""
    with _lock:
        client = _sync.get(spec)
        if client is None:
            factory = redis.RedisCluster if spec.cluster else redis.Redis
            client = _sync[spec] = factory.from_url(spec.url, **spec.options())
        return client


def async_client(spec: ClientSpec) -> Any:
    """The asyncio client for ``spec`` in the running loop (one per loop and spec).

    Raises:
        RuntimeError: called outside a running event loop.
    """
    loop = asyncio.get_running_loop()
    with _lock:
        _drop_closed_loops()
        entry = _async.get((id(loop), spec))
        if entry is None or entry[0] is not loop:
            client: Any
            if spec.cluster:
                client = redis.asyncio.RedisCluster.from_url(spec.url, **spec.options())
            else:  # a pool that queues callers for a bounded time instead of failing
                pool = redis.asyncio.BlockingConnectionPool.from_url(
                    spec.url, max_connections=ASYNC_POOL_SIZE, timeout=POOL_WAIT_SECONDS,
                    **spec.options(),
                )  # fmt: skip
                client = redis.asyncio.Redis(connection_pool=pool)
            entry = _async[(id(loop), spec)] = (loop, client)
        return entry[1]


def _drop_closed_loops() -> None:
    for key, (loop, client) in list(_async.items()):
        if loop.is_closed():
            del _async[key]
            _abandon(client)


def _abandon(client: Any) -> None:
    """Close the sockets of a client whose loop is gone (it cannot be awaited any more)."""
    pool = getattr(client, "connection_pool", None)
    if pool is None:
        return
    connections = [
        *getattr(pool, "_available_connections", ()),
        *getattr(pool, "_in_use_connections", ()),
    ]
    for connection in connections:
        writer = getattr(connection, "_writer", None)
        sock = getattr(getattr(writer, "transport", None), "_sock", None)
        try:
            if sock is not None:
                sock.close()
        except OSError:  # pragma: no cover - already closed
            pass
        connection._reader = connection._writer = None


def close_shared_clients(url: str | None = None) -> None:
    """Close the shared pools (of ``url`` only, when given): sync clients now; async ones
    have their sockets closed (use :func:`aclose_shared_clients` inside a running loop
    to await them). The next use reconnects."""
    with _lock:
        for spec in [s for s in _sync if url is None or s.url == url]:
            _sync.pop(spec).close()
        for key in [k for k in _async if url is None or k[1].url == url]:
            _abandon(_async.pop(key)[1])


async def aclose_shared_clients() -> None:
    """Close the shared clients, awaiting the async ones of the running loop."""
    loop = asyncio.get_running_loop()
    with _lock:
        mine = [_async.pop(k)[1] for k, (lp, _) in list(_async.items()) if lp is loop]
    for client in mine:
        await client.aclose()
    close_shared_clients()


def shared_client_count() -> tuple[int, int]:
    """How many shared sync and async clients are open (for tests and diagnostics)."""
    with _lock:
        return len(_sync), len(_async)


__all__ = [
    "ClientSpec",
    "aclose_shared_clients",
    "async_client",
    "close_shared_clients",
    "shared_client_count",
    "sync_client",
]
