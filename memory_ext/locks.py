"""One writer per user at a time, across processes: a Redis lock per user (SET NX PX with
a token, released by compare-and-delete), and its in-process twin; and a renewed lease
for a long exclusive job (reindex).

Every write of a user's long-term memory (``remember_many``, ``forget``, a background
worker's ``learn``) holds the lock, and reads the user's version *inside* it, so a
conflict plan is always made from the current state: two processes writing "I live in
Paris" and "I live in Rome" at the same moment leave exactly one active location. The
lock is re-entrant per thread (``forget`` holds it while calling ``LongTermMemory.forget``).
"""

from __future__ import annotations

import os
import socket
import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any, Protocol

from memory_ext.errors import AlreadyRunningError, LockTimeoutError
from memory_ext.stores.redis_chat import redis_errors
from memory_ext.validation import check_id, check_prefix

# KEYS: lock. ARGV: token. Delete the lock only if we still hold it.
_RELEASE_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class UserLocks(Protocol):
    """A re-entrant, per-user mutual exclusion."""

    def hold(self, user_id: str) -> Any:
        """Context manager: hold the user's write lock (raises LockTimeoutError)."""
        ...


@contextmanager
def hold_all(locks: UserLocks, user_ids: Iterable[str]) -> Iterator[None]:
    """Hold several users' locks at once (a batch writing for many users). They are
    taken in sorted order, so two batch writers can never wait on each other in a cycle."""
    with ExitStack() as stack:
        for user_id in sorted(set(user_ids)):
            stack.enter_context(locks.hold(user_id))
        yield


class InProcessLocks:
    """Per-user re-entrant locks for a single process (the in-process stores)."""

    def __init__(self, wait_seconds: float = 30.0) -> None:
        self.wait_seconds = wait_seconds
        self._locks: dict[str, threading.RLock] = {}
        self._guard = threading.Lock()

    @contextmanager
    def hold(self, user_id: str) -> Iterator[None]:
        """See :class:`UserLocks`."""
        with self._guard:
            lock = self._locks.setdefault(user_id, threading.RLock())
        if not lock.acquire(timeout=self.wait_seconds):
            raise LockTimeoutError(f"the write lock of user {user_id!r}", self.wait_seconds)
        try:
            yield
        finally:
            lock.release()


class RedisUserLocks:
    """``<prefix>:{u:<user>}:lock``: held while one process writes the user's memory.

    Args:
        client: a ``redis.Redis`` (decode_responses=True).
        lease_ms: the lock expires on its own after this long (a crashed holder).
        wait_seconds: how long ``hold`` waits before :class:`LockTimeoutError`.

    Example:
        >>> locks = RedisUserLocks(redis.Redis(decode_responses=True), "mx")
        >>> with locks.hold("u1"):
        ...     ...
    """

    def __init__(
        self, client: Any, key_prefix: str = "mx", *, lease_ms: int = 60_000,
        wait_seconds: float = 30.0,
    ) -> None:  # fmt: skip
        self.client = client
        self.prefix = check_prefix(key_prefix)
        self.lease_ms = lease_ms
        self.wait_seconds = wait_seconds
        self._held = threading.local()
        self._release: Any = None

    def key(self, user_id: str) -> str:
        """The user's lock key (same hash tag as the user's other keys)."""
        return f"{self.prefix}:{{u:{check_id(user_id, 'user_id')}}}:lock"

    @contextmanager
    def hold(self, user_id: str) -> Iterator[None]:
        """See :class:`UserLocks`."""
        held: dict[str, int] = self._held.__dict__.setdefault("depth", {})
        if held.get(user_id):
            held[user_id] += 1
            try:
                yield
            finally:
                held[user_id] -= 1
            return
        key = self.key(user_id)
        token = f"{os.getpid()}:{uuid.uuid4().hex}"
        deadline = time.monotonic() + self.wait_seconds
        pause = 0.002
        while True:
            with redis_errors():
                if self.client.set(key, token, nx=True, px=self.lease_ms):
                    break
            if time.monotonic() >= deadline:
                raise LockTimeoutError(f"the write lock of user {user_id!r}", self.wait_seconds)
            time.sleep(pause)
            pause = min(pause * 2, 0.05)
        held[user_id] = 1
        try:
            yield
        finally:
            held.pop(user_id, None)
            if self._release is None:
                self._release = self.client.register_script(_RELEASE_LUA)
            with redis_errors():
                self._release(keys=[key], args=[token])


# KEYS: lock. ARGV: token, lease ms. Extend the lease only if we still hold the lock.
_RENEW_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""


class RedisLease:
    """An exclusive job across processes (``memory-ext reindex``): taken without waiting,
    kept alive by :meth:`renew` as the job progresses, released by token.

    A holder that crashed stops renewing; its lease expires after ``lease_ms`` and the
    job can be taken again.

    Example:
        >>> with RedisLease(client, "mx:reindex:lock:memories-e5", "reindex").hold() as lease:
        ...     for page in pages:
        ...         copy(page)
        ...         lease.renew()
    """

    def __init__(self, client: Any, key: str, job: str, *, lease_ms: int = 120_000) -> None:
        self.client = client
        self.key = key
        self.job = job
        self.lease_ms = lease_ms
        self.token = f"{os.getpid()}@{socket.gethostname()}:{uuid.uuid4().hex[:8]}"

    @contextmanager
    def hold(self) -> Iterator[RedisLease]:
        """Take the job, or raise :class:`AlreadyRunningError` naming its holder."""
        with redis_errors():
            taken = self.client.set(self.key, self.token, nx=True, px=self.lease_ms)
            holder = None if taken else self.client.get(self.key)
        if not taken:
            raise AlreadyRunningError(self.job, str(holder or "a process that just finished"))
        try:
            yield self
        finally:
            with redis_errors():
                self.client.eval(_RELEASE_LUA, 1, self.key, self.token)

    def renew(self) -> None:
        """Extend the lease; raise :class:`AlreadyRunningError` if it was lost (it expired
        and another process took the job): the caller must stop writing."""
        with redis_errors():
            kept = self.client.eval(_RENEW_LUA, 1, self.key, self.token, self.lease_ms)
        if not kept:
            with redis_errors():
                holder = self.client.get(self.key)
            raise AlreadyRunningError(self.job, f"lease lost to {holder or 'nobody'}")
