"""Learn in the background: a chat turn's hot path only appends to the buffer and adds
one Redis Stream entry; workers in a consumer group do extraction, embedding, conflict
resolution and the graph.

A worker reads a batch of entries (``XREADGROUP COUNT n``) and learns them together:
extraction per turn, one embedding batch, one upsert for every user of the batch. An
entry is acknowledged only after its memory was durably written. Delivery is
at-least-once (a dead worker's entries are claimed by another after ``min_idle_ms``), and
memory ids are deterministic, so a redelivered entry is merged, never stored twice. If
the batch as a whole fails, its entries are learned one by one, so one bad entry costs
the others nothing: a failing entry stays pending for a retry.

Nothing queued is dropped silently. An entry that can never be learned (malformed, or
invalid input), and one that failed ``max_deliveries`` times (default 10: with the
default ``min_idle_ms`` of 60 s, about ten minutes of failing), is moved to a dead-letter
stream ``{prefix}:learn:dead`` with the reason, and logged. ``LearnQueue.dead()`` lists
those entries. ``requeue_dead()`` puts them back once the cause is fixed, for example
after a long store outage.

The stream never holds a secret or a learned turn for long: text is redacted before it
is queued, an entry is deleted as soon as it is acknowledged, and ``purge(user)`` (run by
``forget``) deletes the user's queued, pending and dead-lettered entries. A worker learns an entry only
while it still exists, under the user's write lock, so a turn read before ``forget`` is
not learned after it. A worker whose consumer group vanished (Redis restarted without
persistence) recreates it and carries on.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any

import redis

from memory_ext.errors import InvalidInputError
from memory_ext.model import LearnTask
from memory_ext.redaction import redact
from memory_ext.stores.redis_chat import redis_errors
from memory_ext.types import Learner
from memory_ext.validation import check_id, check_prefix, check_session_id

log = logging.getLogger(__name__)

#: Entries a worker reads and learns together by default.
BATCH_SIZE = 64
#: Deliveries after which an entry that keeps failing is dead-lettered.
MAX_DELIVERIES = 10


@dataclass(frozen=True, slots=True)
class DeadLetter:
    """A queued turn that was not learned: moved aside, never dropped silently.

    Attributes:
        id: its id in the dead-letter stream.
        entry_id: its id in the learning stream when it was moved.
        fields: the queued fields (``u`` user, ``s`` session, ``t`` redacted text, ``ts``).
        reason: why (the error of its last try, or why it can never be learned).
    """

    id: str
    entry_id: str
    fields: Mapping[str, str]
    reason: str


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
        self.dead_stream = f"{self.stream}:dead"
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

    def _tasks(self, entries: Sequence[tuple[str, dict[str, str] | None]]) -> list[LearnTask]:
        """Entries as tasks; a malformed entry (not written by :meth:`enqueue`) can never
        be learned: it is dead-lettered, not redelivered forever."""
        tasks, malformed = [], []
        for entry_id, fields in entries:
            if not fields:  # deleted while pending (purged): nothing to learn
                continue
            try:
                ts = datetime.fromisoformat(fields["ts"]) if fields.get("ts") else None
                tasks.append(LearnTask(entry_id, fields["u"], fields["s"], fields["t"], ts))
            except (KeyError, ValueError) as exc:
                malformed.append((entry_id, fields, f"malformed entry: {exc!r}"))
        self.bury(malformed)
        return tasks

    def deliveries(self, entry_ids: Sequence[str]) -> dict[str, int]:
        """How often each pending entry was delivered (one round trip)."""
        if not entry_ids:
            return {}
        with redis_errors():
            pipe = self.client.pipeline(transaction=False)
            for entry_id in entry_ids:
                pipe.xpending_range(self.stream, self.group, entry_id, entry_id, 1)
            replies = pipe.execute()
        return {
            entry_id: int(reply[0]["times_delivered"])
            for entry_id, reply in zip(entry_ids, replies, strict=True)
            if reply
        }

    def bury(self, entries: Sequence[tuple[str, Mapping[str, str], str]]) -> None:
        """Move ``(entry_id, fields, reason)`` entries to the dead-letter stream, then
        acknowledge them. A crash in between leaves an entry in both (at-least-once),
        never in neither."""
        if not entries:
            return
        for entry_id, _, reason in entries:
            log.warning("learn entry %s dead-lettered: %s", entry_id, reason)
        with redis_errors():
            pipe = self.client.pipeline(transaction=False)
            for entry_id, fields, reason in entries:
                dead = {**fields, "~entry": entry_id, "~reason": reason[:2000]}
                pipe.xadd(self.dead_stream, dead, maxlen=self.maxlen, approximate=True)
            pipe.execute()
        self.ack(*(entry_id for entry_id, _, _ in entries))

    def dead(self, count: int = 100) -> list[DeadLetter]:
        """The oldest ``count`` dead-lettered entries."""
        with redis_errors():
            entries = self.client.xrange(self.dead_stream, "-", "+", count=count)
        return [
            DeadLetter(
                dead_id,
                fields.get("~entry", ""),
                {k: v for k, v in fields.items() if not k.startswith("~")},
                fields.get("~reason", ""),
            )
            for dead_id, fields in entries
        ]

    def requeue_dead(self, count: int = 1000) -> int:
        """Put up to ``count`` dead-lettered entries back on the learning stream (once
        their cause is fixed); returns how many. Each is re-added before it is deleted."""
        moved = 0
        for letter in self.dead(count):
            with redis_errors():
                self.client.xadd(self.stream, dict(letter.fields), maxlen=self.maxlen)
                self.client.xdel(self.dead_stream, letter.id)
            moved += 1
        return moved

    def read(
        self, consumer: str, count: int = BATCH_SIZE, block_ms: int | None = None
    ) -> list[LearnTask]:
        """Up to ``count`` new entries for ``consumer``; they stay pending until
        acknowledged. One ``XREADGROUP``, or, for a wait (``block_ms``; 0 waits until an
        entry comes) longer than the client's socket timeout, one per slice of it: a
        single long read would end in a socket timeout, not in "nothing new"."""
        self._ensure_group()
        forever = block_ms == 0
        remaining = block_ms
        while True:
            wait = None if remaining is None else self._longest_block_ms()
            if wait is not None and remaining and not forever:
                wait = min(wait, remaining)
            read = partial(
                self.client.xreadgroup,
                self.group,
                consumer,
                {self.stream: ">"},
                count=count,
                block=wait,
            )
            reply = self._regroup(read)
            if reply or remaining is None or wait is None:
                break
            if not forever:
                remaining -= wait
                if remaining <= 0:
                    break
        return self._tasks([entry for _, entries in reply or [] for entry in entries])

    def _longest_block_ms(self) -> int:
        """The longest block one read may ask for: under the client's socket timeout (by
        half a second, or by half of it when it is shorter than a second)."""
        pool = getattr(self.client, "connection_pool", None)
        timeout = getattr(pool, "connection_kwargs", {}).get("socket_timeout")
        if not timeout:
            return 2**31 - 1  # no socket timeout: any block is fine
        ms = int(timeout * 1000)
        return max(1, ms - 500 if ms > 1000 else ms // 2)

    def claim_stale(
        self, consumer: str, min_idle_ms: int, count: int = BATCH_SIZE
    ) -> list[LearnTask]:
        """Take over entries another consumer read but never acknowledged (it died)."""
        self._ensure_group()
        _, entries, *_ = self._regroup(
            lambda: self.client.xautoclaim(
                self.stream, self.group, consumer, min_idle_ms, "0-0", count=count
            )
        )
        return self._tasks(entries)

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
        return bool(self.existing([entry_id]))

    def existing(self, entry_ids: Sequence[str]) -> set[str]:
        """Those of ``entry_ids`` still in the stream, in one round trip."""
        if not entry_ids:
            return set()
        with redis_errors():
            pipe = self.client.pipeline(transaction=False)
            for entry_id in entry_ids:
                pipe.xrange(self.stream, entry_id, entry_id, count=1)
            found = pipe.execute()
        return {entry_id for entry_id, hit in zip(entry_ids, found, strict=True) if hit}

    def purge(self, user_id: str, page: int = 1000) -> int:
        """Delete every queued or pending entry of ``user_id``; returns how many.

        Walks the stream (bounded by ``maxlen``) page by page: forget is rare, the hot
        path never pays for it.
        """
        check_id(user_id, "user_id")
        doomed = self._entries_of(self.stream, user_id, page)
        dead = self._entries_of(self.dead_stream, user_id, page)
        with redis_errors():
            for i in range(0, len(dead), page):
                self.client.xdel(self.dead_stream, *dead[i : i + page])
            if doomed:
                pipe = self.client.pipeline(transaction=True)
                for i in range(0, len(doomed), page):
                    pipe.xack(self.stream, self.group, *doomed[i : i + page])
                    pipe.xdel(self.stream, *doomed[i : i + page])
                try:
                    pipe.execute()
                except redis.ResponseError:  # no group yet: deleting the entries is enough
                    self.client.xdel(self.stream, *doomed)
        return len(doomed) + len(dead)

    def _entries_of(self, stream: str, user_id: str, page: int) -> list[str]:
        start, found = "-", []
        with redis_errors():
            while True:
                entries = self.client.xrange(stream, start, "+", count=page)
                found += [eid for eid, fields in entries if fields.get("u") == user_id]
                if len(entries) < page:
                    return found
                start = "(" + entries[-1][0]

    def pending(self) -> int:
        """Entries read but not yet acknowledged."""
        self._ensure_group()
        with redis_errors():
            return int(self.client.xpending(self.stream, self.group)["pending"])


class LearnWorker:
    """Consumes a :class:`LearnQueue` into a manager's long-term memory and graph, a
    batch at a time.

    Example:
        >>> worker = LearnWorker(mm, queue, consumer="worker-1")
        >>> while True: worker.run_once(block_ms=5000)
    """

    def __init__(
        self,
        manager: Learner,
        queue: LearnQueue,
        consumer: str,
        min_idle_ms: int = 60_000,
        max_deliveries: int = MAX_DELIVERIES,
    ) -> None:
        self.manager = manager
        self.queue = queue
        self.consumer = consumer
        self.min_idle_ms = min_idle_ms
        self.max_deliveries = max_deliveries
        #: entries this worker moved to the dead-letter stream
        self.dead_lettered = 0

    def run_once(self, count: int = BATCH_SIZE, block_ms: int | None = None) -> int:
        """Learn stale entries of dead workers, then up to ``count`` new ones, as one
        batch; returns how many were acknowledged.

        An entry is acknowledged once its memory is written. One that failed stays
        pending and is retried later, by this or another worker, until its
        ``max_deliveries``-th try: then it is dead-lettered, as is an invalid one at once.
        """
        claimed = self.queue.claim_stale(self.consumer, self.min_idle_ms, count)
        delivered = self.queue.deliveries([t.entry_id for t in claimed])
        tasks = claimed + self.queue.read(self.consumer, count, block_ms)
        if not tasks:
            return 0
        done, dead = [], []
        for task, outcome in zip(tasks, self._learn(tasks), strict=True):
            if isinstance(outcome, Exception):
                tries = delivered.get(task.entry_id, 1)
                if not isinstance(outcome, InvalidInputError) and tries < self.max_deliveries:
                    log.warning(
                        "learn task %s failed (try %d of %d), will be retried: %s",
                        task.entry_id,
                        tries,
                        self.max_deliveries,
                        outcome,
                    )
                    continue  # store outage etc.: pending, retried
                dead.append((task.entry_id, _fields(task), f"{type(outcome).__name__}: {outcome}"))
            else:
                done.append(task.entry_id)
        self.queue.ack(*done)
        self.queue.bury(dead)
        self.dead_lettered += len(dead)
        return len(done) + len(dead)

    def _learn(self, tasks: Sequence[LearnTask]) -> list[Any]:
        """Each task's outcome (its result, or the exception it alone hit)."""
        try:
            return list(self.manager.learn_batch(tasks))
        except Exception as exc:  # the batch as a whole: isolate the entry at fault
            log.warning("a batch of %d failed (%s): learning it entry by entry", len(tasks), exc)
        outcomes: list[Any] = []
        for task in tasks:
            try:
                outcomes += self.manager.learn_batch([task])
            except Exception as exc:
                outcomes.append(exc)
        return outcomes


def _fields(task: LearnTask) -> dict[str, str]:
    """A task as the stream fields :meth:`LearnQueue.enqueue` wrote."""
    ts = task.ts.isoformat() if task.ts else ""
    return {"u": task.user_id, "s": task.session_id, "t": task.text, "ts": ts}
