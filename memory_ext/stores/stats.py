"""Hot per-memory counters (feedback weight, access count, last access) and a per-user
version number, in one Redis hash per user: updated atomically, never read-modify-write.

A version is ``(epoch << 32) | counter`` and is never reused, so a process's cached view
can never look current when it is not. The counter counts the user's writes; the epoch
is one key for the whole prefix, set from the server clock (µs) when it is missing and
incremented by every whole-user ``delete`` (forget). Forget therefore leaves no key of
the user behind, and a Redis restart without persistence (every key gone) starts a later
epoch instead of counting from 0 again.

Access counts of searches are deferred (:mod:`memory_ext.stores.touches`): they ride
along with the user's next version read, or a timer writes them within a second.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memory_ext.stores.redis_chat import redis_errors
from memory_ext.stores.touches import TOUCH_LUA, Pending, TouchBuffer, touch_args
from memory_ext.validation import check_id, check_prefix

# KEYS: stats hash. ARGV: field, factor, min, max. Multiplies the feedback weight
# atomically and keeps it within bounds.
_FEEDBACK_LUA = """
local cur = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '1')
local new = math.min(tonumber(ARGV[4]), math.max(tonumber(ARGV[3]), cur * tonumber(ARGV[2])))
redis.call('HSET', KEYS[1], ARGV[1], tostring(new))
return tostring(new)
"""
VERSION_FIELD = "~version"
# KEYS: epoch. ARGV: "1" to start a new epoch. The epoch, created from the server clock
# in microseconds when missing (so it is later than any epoch a lost key held).
_EPOCH_LUA = """
local e = redis.call('GET', KEYS[1])
if not e then
  local t = redis.call('TIME')
  e = t[1] .. string.format('%06d', tonumber(t[2]))
  redis.call('SET', KEYS[1], e)
end
if ARGV[1] == '1' then return redis.call('INCR', KEYS[1]) end
return e
"""


def combine(epoch: int, counter: int) -> int:
    """One comparable number from an epoch and a per-user write counter."""
    return (epoch << 32) | counter


class RedisMemoryStats:
    """Counters in ``<prefix>:{u:<user>}:stats`` (one slot per user in a Cluster).

    Example:
        >>> stats = RedisMemoryStats(redis.Redis(decode_responses=True))
        >>> stats.feedback("u1", "m1", 1.2, 0.5, 2.0)
        1.2
    """

    def __init__(self, client: Any, key_prefix: str = "mx", *, flush_after_s: float = 1.0) -> None:
        self.client = client
        self.prefix = check_prefix(key_prefix)
        self._script: Any = None
        self._epoch_script: Any = None
        #: access counts waiting to be written (at most ``flush_after_s`` late)
        self.touches = TouchBuffer(self._write_touches, flush_after_s=flush_after_s)

    @property
    def epoch_key(self) -> str:
        """The prefix-wide epoch (not user data: it names no user)."""
        return f"{self.prefix}:epoch"

    def _epoch(self, client: Any, new: bool = False) -> Any:
        if self._epoch_script is None:
            self._epoch_script = self.client.register_script(_EPOCH_LUA)
        return self._epoch_script(keys=[self.epoch_key], args=["1" if new else "0"], client=client)

    def _versioned(self, user_id: str, bump: bool) -> int:
        key = self.key(user_id)
        waiting = self.touches.take(user_id)
        try:
            with redis_errors():
                pipe = self.client.pipeline(transaction=False)
                # a plain GET: a registered script in a pipeline costs redis-py an extra
                # SCRIPT EXISTS trip (the touch script is sent with EVAL for that reason)
                pipe.get(self.epoch_key)
                if bump:
                    pipe.hincrby(key, VERSION_FIELD, 1)
                else:
                    pipe.hget(key, VERSION_FIELD)
                if waiting:
                    self._queue_touches(pipe, user_id, waiting[user_id])
                epoch, counter, *_ = pipe.execute()
                if epoch is None:  # first use of the prefix (or all keys lost): create it
                    epoch = self._epoch(self.client)
        except BaseException:
            self.touches.restore(waiting)
            raise
        return combine(int(epoch), int(counter or 0))

    def key(self, user_id: str) -> str:
        """The user's stats hash."""
        return f"{self.prefix}:{{u:{check_id(user_id, 'user_id')}}}:stats"

    def feedback(
        self, user_id: str, memory_id: str, factor: float, low: float, high: float
    ) -> float:
        """Multiply a memory's feedback weight by ``factor`` within ``[low, high]``."""
        if self._script is None:
            self._script = self.client.register_script(_FEEDBACK_LUA)
        with redis_errors():
            return float(
                self._script(keys=[self.key(user_id)], args=[f"{memory_id}:fb", factor, low, high])
            )

    def feedback_weights(self, user_id: str, memory_ids: Sequence[str]) -> list[float]:
        """Feedback weight per memory (1.0 when never rated), one round trip."""
        if not memory_ids:
            return []
        with redis_errors():
            raw = self.client.hmget(self.key(user_id), [f"{i}:fb" for i in memory_ids])
        return [float(v) if v is not None else 1.0 for v in raw]

    def touch(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        """Count an access and record its time now, one round trip (with whatever of
        the user's counts was waiting)."""
        self.touches.add(user_id, memory_ids, now)
        self.touches.flush(user_id)

    def touch_later(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        """Count an access without a round trip: written with the user's next version
        read or within ``flush_after_s`` (see :mod:`memory_ext.stores.touches`)."""
        self.touches.add(user_id, memory_ids, now)

    def flush(self) -> None:
        """Write every waiting access count now."""
        self.touches.flush()

    def _queue_touches(self, pipe: Any, user_id: str, pending: Pending) -> None:
        pipe.eval(TOUCH_LUA, 1, self.key(user_id), *touch_args(pending))

    def _write_touches(self, taken: dict[str, Pending]) -> None:
        with redis_errors():
            pipe = self.client.pipeline(transaction=False)
            for user_id, pending in taken.items():
                self._queue_touches(pipe, user_id, pending)
            pipe.execute()

    def version(self, user_id: str) -> int:
        """The user's version: changes with every write and every forget, never reused."""
        return self._versioned(user_id, bump=False)

    def versions(self, user_ids: Sequence[str]) -> list[int]:
        """Several users' versions, one round trip (a batch of background learning)."""
        with redis_errors():
            pipe = self.client.pipeline(transaction=False)
            pipe.get(self.epoch_key)
            for user_id in user_ids:
                pipe.hget(self.key(user_id), VERSION_FIELD)
            epoch, *counters = pipe.execute()
            if epoch is None:
                epoch = self._epoch(self.client)
        return [combine(int(epoch), int(c or 0)) for c in counters]

    def version_and_weights(
        self, user_id: str, memory_ids: Sequence[str]
    ) -> tuple[int, list[float]]:
        """The user's version and the feedback weights of ``memory_ids``, one round trip
        (a search checks its cached view and reads the weights together)."""
        key = self.key(user_id)
        waiting = self.touches.take(user_id)  # the user's deferred access counts ride along
        try:
            with redis_errors():
                pipe = self.client.pipeline(transaction=False)
                pipe.get(self.epoch_key)
                pipe.hget(key, VERSION_FIELD)
                if memory_ids:
                    pipe.hmget(key, [f"{i}:fb" for i in memory_ids])
                if waiting:
                    self._queue_touches(pipe, user_id, waiting[user_id])
                epoch, counter, *rest = pipe.execute()
                if epoch is None:
                    epoch = self._epoch(self.client)
        except BaseException:
            self.touches.restore(waiting)
            raise
        raw = rest[0] if memory_ids else []
        weights = [float(v) if v is not None else 1.0 for v in raw]
        return combine(int(epoch), int(counter or 0)), weights

    def bump(self, user_id: str) -> int:
        """Record one more write; returns the new version (the old one + 1)."""
        return self._versioned(user_id, bump=True)

    def add_session(self, user_id: str, session_id: str) -> None:
        """Remember that ``session_id`` is one of the user's chat sessions."""
        with redis_errors():
            self.client.sadd(
                f"{self.prefix}:{{u:{check_id(user_id, 'user_id')}}}:sessions", session_id
            )

    def sessions(self, user_id: str) -> set[str]:
        """The user's known chat sessions."""
        with redis_errors():
            return set(
                self.client.smembers(f"{self.prefix}:{{u:{check_id(user_id, 'user_id')}}}:sessions")
            )

    def export(self, user_id: str) -> dict[str, dict[str, float]]:
        """Every counter of the user, by memory id (waiting access counts written first)."""
        self.touches.flush(user_id)
        with redis_errors():
            raw = self.client.hgetall(self.key(user_id))
        out: dict[str, dict[str, float]] = {}
        for field, value in raw.items():
            if field == VERSION_FIELD:
                continue
            memory_id, _, name = str(field).rpartition(":")
            out.setdefault(memory_id, {})[name] = float(value)
        return out

    def delete(self, user_id: str, memory_ids: Sequence[str] | None = None) -> None:
        """Drop the counters of some memories, or of the whole user (which also starts a
        new epoch, so no process's view of the user stays current)."""
        self.touches.discard(user_id, memory_ids)
        with redis_errors():
            if memory_ids is None:
                self.client.delete(self.key(user_id), f"{self.prefix}:{{u:{user_id}}}:sessions")
                self._epoch(self.client, new=True)
            elif memory_ids:
                fields = [f"{i}:{n}" for i in memory_ids for n in ("fb", "n", "at")]
                self.client.hdel(self.key(user_id), *fields)


class InMemoryStats:
    """The in-process twin of :class:`RedisMemoryStats`."""

    def __init__(self) -> None:
        self._data: dict[str, dict[str, float]] = {}
        self._sessions: dict[str, set[str]] = {}
        self._epoch = 1
        self._lock = threading.Lock()

    def add_session(self, user_id: str, session_id: str) -> None:
        """See :meth:`RedisMemoryStats.add_session`."""
        with self._lock:
            self._sessions.setdefault(check_id(user_id, "user_id"), set()).add(session_id)

    def sessions(self, user_id: str) -> set[str]:
        """See :meth:`RedisMemoryStats.sessions`."""
        with self._lock:
            return set(self._sessions.get(user_id, set()))

    def _user(self, user_id: str) -> dict[str, float]:
        return self._data.setdefault(check_id(user_id, "user_id"), {})

    def feedback(
        self, user_id: str, memory_id: str, factor: float, low: float, high: float
    ) -> float:
        """See :meth:`RedisMemoryStats.feedback`."""
        with self._lock:
            data = self._user(user_id)
            data[f"{memory_id}:fb"] = min(high, max(low, data.get(f"{memory_id}:fb", 1.0) * factor))
            return data[f"{memory_id}:fb"]

    def feedback_weights(self, user_id: str, memory_ids: Sequence[str]) -> list[float]:
        """See :meth:`RedisMemoryStats.feedback_weights`."""
        with self._lock:
            data = self._user(user_id)
            return [data.get(f"{i}:fb", 1.0) for i in memory_ids]

    def touch(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        """See :meth:`RedisMemoryStats.touch`."""
        with self._lock:
            data = self._user(user_id)
            for i in memory_ids:
                data[f"{i}:n"] = data.get(f"{i}:n", 0) + 1
                data[f"{i}:at"] = now.timestamp()

    def touch_later(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        """See :meth:`RedisMemoryStats.touch_later` (in process: counted at once)."""
        self.touch(user_id, memory_ids, now)

    def flush(self) -> None:
        """See :meth:`RedisMemoryStats.flush` (nothing waits in process)."""

    def version(self, user_id: str) -> int:
        """See :meth:`RedisMemoryStats.version`."""
        with self._lock:
            return combine(self._epoch, int(self._user(user_id).get(VERSION_FIELD, 0)))

    def versions(self, user_ids: Sequence[str]) -> list[int]:
        """See :meth:`RedisMemoryStats.versions`."""
        return [self.version(u) for u in user_ids]

    def version_and_weights(
        self, user_id: str, memory_ids: Sequence[str]
    ) -> tuple[int, list[float]]:
        """See :meth:`RedisMemoryStats.version_and_weights`."""
        return self.version(user_id), self.feedback_weights(user_id, memory_ids)

    def bump(self, user_id: str) -> int:
        """See :meth:`RedisMemoryStats.bump`."""
        with self._lock:
            data = self._user(user_id)
            data[VERSION_FIELD] = data.get(VERSION_FIELD, 0) + 1
            return combine(self._epoch, int(data[VERSION_FIELD]))

    def export(self, user_id: str) -> dict[str, dict[str, float]]:
        """See :meth:`RedisMemoryStats.export`."""
        with self._lock:
            out: dict[str, dict[str, float]] = {}
            for field, value in self._user(user_id).items():
                if field != VERSION_FIELD:
                    memory_id, _, name = field.rpartition(":")
                    out.setdefault(memory_id, {})[name] = value
            return out

    def delete(self, user_id: str, memory_ids: Sequence[str] | None = None) -> None:
        """See :meth:`RedisMemoryStats.delete`."""
        with self._lock:
            if memory_ids is None:
                self._data.pop(user_id, None)
                self._sessions.pop(user_id, None)
                self._epoch += 1
            else:
                data = self._user(user_id)
                for i in memory_ids:
                    for n in ("fb", "n", "at"):
                        data.pop(f"{i}:{n}", None)
