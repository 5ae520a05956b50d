"""Learn in the background: a chat turn's hot path only appends to the buffer and adds
one Redis Stream entry; workers in a consumer group do extraction, embedding, conflict
resolution and the graph.

Delivery is at-least-once (an entry is acknowledged only after it was learned; a dead
worker's entries are claimed by another after ``min_idle_ms``), and memory ids are
deterministic, so a redelivered entry is merged, never stored twice.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import redis

from memory_ext.errors import InvalidInputError
from memory_ext.stores.redis_chat import redis_errors
from memory_ext.types import Learner
from memory_ext.validation import check_id, check_prefix

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
        check_id(session_id, "session_id")
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError("user_text", "must be a non-empty string")
        self._ensure_group()
        fields = {"u": user_id, "s": session_id, "t": text, "ts": ts.isoformat() if ts else ""}
        with redis_errors():
            return str(self.client.xadd(self.stream, fields, maxlen=self.maxlen, approximate=True))

    @staticmethod
    def _task(entry_id: str, fields: dict[str, str]) -> LearnTask:
        ts = datetime.fromisoformat(fields["ts"]) if fields.get("ts") else None
        return LearnTask(entry_id, fields["u"], fields["s"], fields["t"], ts)

    def read(self, consumer: str, count: int = 16, block_ms: int | None = None) -> list[LearnTask]:
        """New entries for ``consumer`` (they stay pending until acknowledged)."""
        self._ensure_group()
        with redis_errors():
            reply = self.client.xreadgroup(
                self.group, consumer, {self.stream: ">"}, count=count, block=block_ms
            )
        return [self._task(eid, fields) for _, entries in reply or [] for eid, fields in entries]

    def claim_stale(self, consumer: str, min_idle_ms: int, count: int = 16) -> list[LearnTask]:
        """Take over entries another consumer read but never acknowledged (it died)."""
        self._ensure_group()
        with redis_errors():
            _, entries, *_ = self.client.xautoclaim(
                self.stream, self.group, consumer, min_idle_ms, "0-0", count=count
            )
        return [self._task(eid, fields) for eid, fields in entries if fields]

    def ack(self, *entry_ids: str) -> None:
        """Mark entries as learned."""
        if entry_ids:
            with redis_errors():
                self.client.xack(self.stream, self.group, *entry_ids)

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
                self.manager.learn(task.user_id, task.text, session_id=task.session_id, ts=task.ts)
            except InvalidInputError as exc:  # a bad entry can never succeed: drop it, say so
                log.warning("dropping learn task %s: %s", task.entry_id, exc)
            except Exception as exc:  # store outage etc.: leave it pending for a retry
                log.warning("learn task %s failed, will be retried: %s", task.entry_id, exc)
                continue
            done.append(task.entry_id)
        self.queue.ack(*done)
        return len(done)
