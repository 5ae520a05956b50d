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

    def hold_many(self, user_ids: Iterable[str]) -> Any:
        """Context manager: hold several users' write locks (a batch writing for many
        users), taken in sorted order so two batch writers never wait in a cycle."""
        ...


def hold_all(locks: UserLocks, user_ids: Iterable[str]) -> Any:
    """Hold several users' locks at once (see :meth:`UserLocks.hold_many`)."""
    return locks.hold_many(user_ids)


@contextmanager
def _one_by_one(locks: UserLocks, user_ids: Iterable[str]) -> Iterator[None]:
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

    def hold_many(self, user_ids: Iterable[str]) -> Any:
        """See :class:`UserLocks`."""
        return _one_by_one(self, user_ids)


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

    def key(self, user_id: str) -> str:
        """The user's lock key (same hash tag as the user's other keys)."""
        return f"{self.prefix}:{{u:{check_id(user_id, 'user_id')}}}:lock"

    @contextmanager
    def hold(self, user_id: str) -> Iterator[None]:
        """See :class:`UserLocks`."""
        with self.hold_many([user_id]):
            yield

    @contextmanager
    def hold_many(self, user_ids: Iterable[str]) -> Iterator[None]:
        """See :class:`UserLocks`. Free locks are taken with one pipelined round trip
        (with ``appendfsync always`` each write round trip is an fsync); a lock another
        process holds is waited for in sorted order, never holding a later one meanwhile."""
        held: dict[str, int] = self._held.__dict__.setdefault("depth", {})
        mine = sorted(set(user_ids))
        again = [u for u in mine if held.get(u)]  # re-entrant: this thread holds them
        for user_id in again:
            held[user_id] += 1
        wanted = [u for u in mine if not held.get(u)]
        tokens: dict[str, str] = {}
        try:
            self._take(wanted, tokens)
            for user_id in wanted:
                held[user_id] = 1
            yield
        finally:
            for user_id in again:
                held[user_id] -= 1
            for user_id in tokens:
                held.pop(user_id, None)
            self._give(tokens)

    def _take(self, user_ids: list[str], tokens: dict[str, str]) -> None:
        """Take the locks of ``user_ids`` (sorted), recording each taken one's token."""
        token = f"{os.getpid()}:{uuid.uuid4().hex}"
        start = 0
        while start < len(user_ids):
            rest = user_ids[start:]
            with redis_errors():
                pipe = self.client.pipeline(transaction=False)
                for user_id in rest:
                    pipe.set(self.key(user_id), token, nx=True, px=self.lease_ms)
                got = pipe.execute()
            first_busy = next((i for i, ok in enumerate(got) if not ok), len(rest))
            tokens.update((u, token) for u in rest[:first_busy])
            # locks after the busy one are given back: only wait holding smaller ones
            self._give(
                {u: token for u, ok in zip(rest[first_busy:], got[first_busy:], strict=True) if ok}
            )
            if first_busy == len(rest):
                return
            busy = rest[first_busy]
            self._wait_for(busy, token)
            tokens[busy] = token
            start += first_busy + 1

    def _wait_for(self, user_id: str, token: str) -> None:
        key = self.key(user_id)
        deadline = time.monotonic() + self.wait_seconds
        pause = 0.002
        while True:
            with redis_errors():
                if self.client.set(key, token, nx=True, px=self.lease_ms):
                    return
            if time.monotonic() >= deadline:
                raise LockTimeoutError(f"the write lock of user {user_id!r}", self.wait_seconds)
            time.sleep(pause)
            pause = min(pause * 2, 0.05)

    def _give(self, tokens: dict[str, str]) -> None:
        """Release locks we hold (compare-and-delete, one pipelined round trip)."""
        if not tokens:
            return
        with redis_errors():
            pipe = self.client.pipeline(transaction=False)
            for user_id, token in tokens.items():
                # EVAL, not a registered script: in a pipeline that costs an extra trip
                pipe.eval(_RELEASE_LUA, 1, self.key(user_id), token)
            pipe.execute()


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
