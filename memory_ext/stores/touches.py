"""Access counts kept off a search's round trip: buffered in the process, then written
with the user's next Redis round trip or by a timer, whichever comes first.

A search used to spend a second round trip counting the accesses of what it returned.
Now the counts wait in :class:`TouchBuffer` (summed per memory, latest access time kept)
and land:

* in the same pipeline as the user's next search (its version and feedback-weight read):
  no round trip of their own;
* else within ``flush_after_s`` (default 1 s) of the first waiting count, by a daemon
  timer thread;
* at once on ``flush()``, which :meth:`RedisMemoryStats.export` and
  ``MemoryManager.close`` call, and when the process exits normally;
* at once, on the request path, when more than ``max_pending`` memories wait.

So counts are exact, late by at most ``flush_after_s`` while Redis is up. While Redis is
down the timer backs off (``flush_after_s`` doubled after each failed try, up to
``max_retry_s``, default 60 s) and logs one warning per outage, not one per try; the first
write that succeeds resets both. A child process made by ``fork`` starts with an empty
buffer and no timer: the counts waiting at the fork are the parent's to write (else they
would be counted twice), and the child arms a timer of its own on its first access. What is lost:
the waiting counts of a process that is killed (at most ``flush_after_s`` of them), and
counts that could not be written while Redis was down beyond ``max_pending`` (counted
in ``dropped``). Ranking never reads access counts (it reads feedback weights, written
at once); ``export`` flushes first, so this process's counts are in it.

Forget stays complete: a forget drops the user's waiting counts in this process, and
the write itself only counts a user whose stats hash still has its version field, so a
count flushed late by another process cannot bring back the hash of a forgotten user.
"""

from __future__ import annotations

import atexit
import logging
import os
import threading
import weakref
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

log = logging.getLogger(__name__)

#: KEYS: stats hash. ARGV: memory id, count, last access (epoch s), repeated. Counts only
#: a user who still exists (has a version): a late flush never recreates a forgotten one.
TOUCH_LUA = """
if redis.call('HEXISTS', KEYS[1], '~version') == 0 then return 0 end
for i = 1, #ARGV, 3 do
  redis.call('HINCRBY', KEYS[1], ARGV[i] .. ':n', ARGV[i + 1])
  redis.call('HSET', KEYS[1], ARGV[i] .. ':at', ARGV[i + 2])
end
return 1
"""
#: memory id → [accesses not yet written, latest access time (epoch s)]
Pending = dict[str, list[float]]


class TouchBuffer:
    """Waiting access counts per user, flushed by ``write`` (a callable that writes
    ``{user: pending}`` in one pipeline, or raises).

    Example:
        >>> buffer = TouchBuffer(write, flush_after_s=1.0)
        >>> buffer.add("u1", ["m1", "m2"], now)   # returns at once; written within 1 s
    """

    def __init__(
        self,
        write: Callable[[dict[str, Pending]], None],
        *,
        flush_after_s: float = 1.0,
        max_pending: int = 10_000,
        max_retry_s: float = 60.0,
    ) -> None:
        self._write = write
        self.flush_after_s = flush_after_s
        self.max_pending = max_pending
        self.max_retry_s = max(max_retry_s, flush_after_s)
        self._pending: dict[str, Pending] = {}
        self._size = 0
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        #: seconds until the timer's next try: ``flush_after_s``, doubled per failed try
        self.retry_s = flush_after_s
        #: failed tries since the last write that succeeded (0 while Redis is up)
        self.failures = 0
        #: counts given up because Redis stayed unreachable and the buffer was full
        self.dropped = 0
        _LIVE.add(self)  # a normal exit writes what is waiting

    def __len__(self) -> int:
        return self._size

    def add(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        """Count one access of each memory at ``now``; written later."""
        if not memory_ids:
            return
        at = now.timestamp()
        with self._lock:
            self._merge(user_id, {m: [1.0, at] for m in memory_ids})
            full = self._size > self.max_pending
            if not full and self._timer is None:
                self._arm()
        if full:  # on the request path, but never failing it: kept if Redis is down
            self._flush_quietly()

    def _merge(self, user_id: str, counts: Pending) -> None:
        pending = self._pending.setdefault(user_id, {})
        for memory_id, (count, at) in counts.items():
            had = pending.get(memory_id)
            if had is None:
                pending[memory_id] = [count, at]
                self._size += 1
            else:
                had[0] += count
                had[1] = max(had[1], at)

    def _arm(self) -> None:
        # the armed timer keeps the buffer (and its writer) alive until it has written
        timer = threading.Timer(self.retry_s, self._on_timer)
        timer.daemon = True
        self._timer = timer
        timer.start()

    def take(self, user_id: str | None = None) -> dict[str, Pending]:
        """Remove and return what waits (of one user, or of all)."""
        with self._lock:
            if user_id is None:
                taken, self._pending = self._pending, {}
            else:
                one = self._pending.pop(user_id, None)
                taken = {user_id: one} if one else {}
            self._size -= sum(len(p) for p in taken.values())
            return taken

    def restore(self, taken: dict[str, Pending]) -> None:
        """Put back counts whose write failed (dropping the excess past ``max_pending``)."""
        with self._lock:
            for user_id, counts in taken.items():
                room = self.max_pending - self._size
                if room <= 0:
                    self.dropped += int(sum(c for c, _ in counts.values()))
                    continue
                kept = dict(list(counts.items())[:room])
                self.dropped += int(sum(c for m, (c, _) in counts.items() if m not in kept))
                self._merge(user_id, kept)
            if self._size and self._timer is None:
                self._arm()

    def discard(self, user_id: str, memory_ids: Sequence[str] | None = None) -> None:
        """Forget waiting counts of a user (all, or of some memories): a forget."""
        with self._lock:
            pending = self._pending.get(user_id)
            if pending is None:
                return
            for memory_id in list(pending) if memory_ids is None else memory_ids:
                if pending.pop(memory_id, None) is not None:
                    self._size -= 1
            if not pending:
                del self._pending[user_id]

    def flush(self, user_id: str | None = None) -> None:
        """Write what waits now (one pipeline). On failure the counts are kept for the
        next try and the error propagates."""
        taken = self.take(user_id)
        if not taken:
            return
        try:
            self._write(taken)
        except BaseException as exc:
            with self._lock:  # back off before restore() arms the next try
                self.failures += 1
                first = self.failures == 1
                self.retry_s = min(self.retry_s * 2, self.max_retry_s)
            if first:  # once per outage; the retries back off quietly
                log.warning(
                    "access counts not written (%s); kept, retrying with backoff up to %.0f s",
                    exc,
                    self.max_retry_s,
                )
            self.restore(taken)
            raise
        with self._lock:
            recovered, self.failures = self.failures, 0
            self.retry_s = self.flush_after_s
        if recovered:
            log.warning("access counts written again after %d failed tries", recovered)

    def _on_timer(self) -> None:
        with self._lock:
            self._timer = None
        self._flush_quietly()

    def _flush_quietly(self, *, exiting: bool = False) -> None:
        try:
            self.flush()
        except Exception as exc:  # Redis down: kept, retried by the timer restore armed
            if exiting:
                log.debug("access counts lost at exit (%s)", exc)
            else:
                log.debug(
                    "access counts still not written (%s); next try in %.1f s", exc, self.retry_s
                )

    def _after_fork_in_child(self) -> None:
        # The parent's timer thread does not exist here and its waiting counts are the
        # parent's to write: start empty, with a fresh lock (the parent's may be held).
        self._lock = threading.Lock()
        self._pending = {}
        self._size = 0
        self._timer = None
        self.failures = 0
        self.retry_s = self.flush_after_s


_LIVE: weakref.WeakSet[TouchBuffer] = weakref.WeakSet()


def _reset_after_fork() -> None:
    for buffer in list(_LIVE):
        buffer._after_fork_in_child()


if hasattr(os, "register_at_fork"):  # POSIX
    os.register_at_fork(after_in_child=_reset_after_fork)


@atexit.register
def _flush_all() -> None:
    for buffer in list(_LIVE):
        buffer._flush_quietly(exiting=True)


def touch_args(pending: Pending) -> list[Any]:
    """The script's ARGV for one user's waiting counts."""
    args: list[Any] = []
    for memory_id, (count, at) in pending.items():
        args += [memory_id, int(count), repr(at)]
    return args
