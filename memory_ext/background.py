"""Learn in the background: a chat turn's hot path only appends to the buffer and adds
one Redis Stream entry; workers in a consumer group do extraction, embedding, conflict
resolution and the graph.

Delivery is at-least-once (an entry is acknowledged only after it was learned; a dead
worker's entries are claimed by another after ``min_idle_ms``), and memory ids are
deterministic, so a redelivered entry is merged, never stored twice.

The stream never holds a secret or a learned turn for long: text is redacted before it
is queued, an entry is deleted as soon as it is acknowledged, and ``purge(user)`` (run by
``forget``) deletes the user's queued and pending entries. A worker learns an entry only
while it still exists, under the user's write lock, so a turn read before ``forget`` is
not learned after it. A worker whose consumer group vanished (Redis restarted without
persistence) recreates it and carries on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import redis

from memory_ext.errors import InvalidInputError
from memory_ext.redaction import redact
from memory_ext.stores.redis_chat import redis_errors
from memory_ext.types import Learner
from memory_ext.validation import check_id, check_prefix, check_session_id

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class LearnTask:
    """One user turn waiting to be learned."""

    entry_id: str
    user_id: str
    session_id: str
    text: str
    ts: datetime | None


class LearnQueue:
    """A Redis Stream of turns to learn, with one consumer group.

    Example:
        >>> queue = LearnQueue(redis.Redis(decode_responses=True))
        >>> queue.enqueue("u1", "s1", "I just moved to Beijing")
    """

    def __init__(
        self, client: Any, key_prefix: str = "mx", group: str = "learners", maxlen: int = 100_000
    ) -> None:
        self.client = client
        self.stream = f"{check_prefix(key_prefix)}:learn"
        self.group = group
        self.maxlen = maxlen
        self._group_ready = False

    def _ensure_group(self) -> None:
        if self._group_ready:
            return
        with redis_errors():
            try:
                self.client.xgroup_create(self.stream, self.group, id="0", mkstream=True)
            except redis.ResponseError as exc:
                if "BUSYGROUP" not in str(exc):
                    raise
        self._group_ready = True

    def enqueue(self, user_id: str, session_id: str, text: str, ts: datetime | None = None) -> str:
        """Add a turn (one round trip); returns the stream entry id."""
        check_id(user_id, "user_id")
        check_session_id(session_id)
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError("user_text", "must be a non-empty string")
        self._ensure_group()
        safe = redact(text).text  # the stream is persisted: never a secret in it
        fields = {"u": user_id, "s": session_id, "t": safe, "ts": ts.isoformat() if ts else ""}
        with redis_errors():
            return str(self.client.xadd(self.stream, fields, maxlen=self.maxlen, approximate=True))

    def _regroup(self, call: Any) -> Any:
        """Run ``call``; if the consumer group is gone (NOGROUP: Redis restarted without
        persistence, or the stream was deleted), recreate it and run ``call`` once more."""
        try:
            with redis_errors():
                return call()
        except Exception as exc:
            if "NOGROUP" not in str(exc):
                raise
            log.warning("consumer group %s of %s was gone: recreated", self.group, self.stream)
            self._group_ready = False
            self._ensure_group()
            with redis_errors():
                return call()

    @staticmethod
    def _task(entry_id: str, fields: dict[str, str]) -> LearnTask:
        ts = datetime.fromisoformat(fields["ts"]) if fields.get("ts") else None
        return LearnTask(entry_id, fields["u"], fields["s"], fields["t"], ts)

    def read(self, consumer: str, count: int = 16, block_ms: int | None = None) -> list[LearnTask]:
        """New entries for ``consumer`` (they stay pending until acknowledged)."""
        self._ensure_group()
        reply = self._regroup(
            lambda: self.client.xreadgroup(
                self.group, consumer, {self.stream: ">"}, count=count, block=block_ms
            )
        )
        return [self._task(eid, fields) for _, entries in reply or [] for eid, fields in entries]

    def claim_stale(self, consumer: str, min_idle_ms: int, count: int = 16) -> list[LearnTask]:
        """Take over entries another consumer read but never acknowledged (it died)."""
        self._ensure_group()
        _, entries, *_ = self._regroup(
            lambda: self.client.xautoclaim(
                self.stream, self.group, consumer, min_idle_ms, "0-0", count=count
            )
        )
        return [self._task(eid, fields) for eid, fields in entries if fields]

    def ack(self, *entry_ids: str) -> None:
        """Mark entries as learned and delete them (a learned turn is not kept)."""
        if entry_ids:
            with redis_errors():
                pipe = self.client.pipeline(transaction=True)
                pipe.xack(self.stream, self.group, *entry_ids)
                pipe.xdel(self.stream, *entry_ids)
                pipe.execute()

    def exists(self, entry_id: str) -> bool:
        """Whether an entry is still in the stream (``purge`` deletes a forgotten user's)."""
        with redis_errors():
            return bool(self.client.xrange(self.stream, entry_id, entry_id, count=1))

    def purge(self, user_id: str, page: int = 1000) -> int:
        """Delete every queued or pending entry of ``user_id``; returns how many.

        Walks the stream (bounded by ``maxlen``) page by page: forget is rare, the hot
        path never pays for it.
        """
        check_id(user_id, "user_id")
        start, doomed = "-", []
        with redis_errors():
            while True:
                entries = self.client.xrange(self.stream, start, "+", count=page)
                doomed += [eid for eid, fields in entries if fields.get("u") == user_id]
                if len(entries) < page:
                    break
                start = "(" + entries[-1][0]
            if doomed:
                pipe = self.client.pipeline(transaction=True)
                for i in range(0, len(doomed), page):
                    pipe.xack(self.stream, self.group, *doomed[i : i + page])
                    pipe.xdel(self.stream, *doomed[i : i + page])
                try:
                    pipe.execute()
                except redis.ResponseError:  # no group yet: deleting the entries is enough
                    self.client.xdel(self.stream, *doomed)
        return len(doomed)

    def pending(self) -> int:
        """Entries read but not yet acknowledged."""
        self._ensure_group()
        with redis_errors():
            return int(self.client.xpending(self.stream, self.group)["pending"])


class LearnWorker:
    """Consumes a :class:`LearnQueue` into a manager's long-term memory and graph.

    Example:
        >>> worker = LearnWorker(mm, queue, consumer="worker-1")
        >>> while True: worker.run_once(block_ms=5000)
    """

    def __init__(
        self, manager: Learner, queue: LearnQueue, consumer: str, min_idle_ms: int = 60_000
    ) -> None:
        self.manager = manager
        self.queue = queue
        self.consumer = consumer
        self.min_idle_ms = min_idle_ms

    def run_once(self, count: int = 16, block_ms: int | None = None) -> int:
        """Learn stale entries of dead workers, then new ones; returns how many were acknowledged.

        A task that fails stays pending and is retried later (by this or another worker).
        """
        tasks = self.queue.claim_stale(self.consumer, self.min_idle_ms, count)
        tasks += self.queue.read(self.consumer, count, block_ms)
        done = []
        for task in tasks:
            try:
                self.manager.learn(
                    task.user_id, task.text, session_id=task.session_id, ts=task.ts,
                    entry_id=task.entry_id,
                )  # fmt: skip
            except InvalidInputError as exc:  # a bad entry can never succeed: drop it, say so
                log.warning("dropping learn task %s: %s", task.entry_id, exc)
            except Exception as exc:  # store outage etc.: leave it pending for a retry
                log.warning("learn task %s failed, will be retried: %s", task.entry_id, exc)
                continue
            done.append(task.entry_id)
        self.queue.ack(*done)
        return len(done)
