"""Background learning through a Redis Stream consumer group: nothing lost, nothing doubled."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
import redis

from memory_ext.errors import ConfigurationError
from memory_ext.locks import RedisUserLocks
from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock


@pytest.fixture
def queued(make_manager: Any) -> MemoryManager:
    return make_manager(background_learning=True)


def test_the_hot_path_only_queues_and_a_worker_learns(
    queued: MemoryManager, clock: FixedClock
) -> None:
    result = queued.process_interaction(
        "s", "u", "I live in Shanghai", "ok", ts=clock.current - timedelta(days=30)
    )
    assert result.queued is not None and result.memory.operations == ()
    queued.process_interaction("s", "u", "I just moved to Beijing", "ok", ts=clock.current)
    assert len(queued.short_term.all_messages("s")) == 4  # the chat buffer is written at once
    assert queued.export("u")["memories"] == []  # nothing learned yet
    assert queued.worker("w1").run_once() == 2
    assert [(h.value, h.status) for h in queued.history("u", "location")] == [
        ("Shanghai", "superseded"),
        ("Beijing", "active"),
    ]
    assert queued.learn_queue is not None and queued.learn_queue.pending() == 0


def test_a_dead_workers_entries_are_redelivered_and_not_doubled(queued: MemoryManager) -> None:
    assert queued.learn_queue is not None
    queued.process_interaction("s", "u", "My name is Li Wei", "hi")
    queued.process_interaction("s", "u", "I work at Contoso Bank", "ok")
    # worker A reads both entries and learns one, then dies before acknowledging anything
    taken = queued.learn_queue.read("dead-worker")
    queued.learn(taken[0].user_id, taken[0].text, session_id=taken[0].session_id)
    assert queued.learn_queue.pending() == 2
    # worker B claims them once they are idle long enough, learns and acknowledges both
    assert queued.worker("w2", min_idle_ms=0).run_once() == 2
    memories = queued.export("u")["memories"]
    assert sorted(m["value"] for m in memories) == ["Contoso Bank", "Li Wei"]  # no duplicate
    assert queued.learn_queue.pending() == 0


def test_without_background_learning_there_is_no_worker(manager: MemoryManager) -> None:
    with pytest.raises(ConfigurationError):
        manager.worker("w")


# -- batches ------------------------------------------------------------------------------


class _Counting:
    """Wraps the real embedder and counts its document batches."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.model_id, self.dim, self.batches = inner, inner.model_id, inner.dim, 0

    def embed_documents(self, texts: Any) -> Any:
        self.batches += 1
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> Any:
        return self.inner.embed_query(text)


class _FailsOn:
    """A fact extractor (standing in for an LLM one) that fails on one text."""

    def __init__(self, inner: Any, poison: str) -> None:
        self.inner, self.poison, self.failed = inner, poison, 0

    def extract(self, text: str) -> Any:
        if self.poison in text:
            self.failed += 1
            raise RuntimeError("the extraction model timed out")
        return self.inner.extract(text)


TURNS = {
    "u1": ["I live in Paris", "I work at Contoso Bank", "I love jazz"],
    "u2": ["My name is Li Wei", "I live in Rome", "I play chess every Sunday"],
    "u3": ["I am allergic to peanuts", "My sister is called Ann", "I drive a red Volvo"],
}


def _queue_turns(mm: MemoryManager) -> None:
    for i in range(3):
        for user, texts in TURNS.items():
            mm.process_interaction(f"s-{user}", user, texts[i], "ok")


def _learned(mm: MemoryManager) -> dict[str, list[str]]:
    return {u: sorted(m["content"] for m in mm.export(u)["memories"]) for u in TURNS}


def test_a_worker_learns_a_batch_with_one_embedding_call_and_one_upsert(
    make_manager: Any, embedder: Any
) -> None:
    counting = _Counting(embedder)
    mm = make_manager(background_learning=True, embedder=counting, cache_embeddings=False)
    _queue_turns(mm)
    upserts: list[int] = []
    index = mm.long_term.index
    real_upsert = index.upsert

    def counted(records: Any, embeddings: Any) -> None:
        if embeddings is not None and records:
            upserts.append(len(records))
        real_upsert(records, embeddings)

    index.upsert = counted
    assert mm.worker("w").run_once(count=64) == 9
    assert counting.batches == 1 and upserts == [9]  # three users, one batch
    assert _learned(mm) == {u: sorted(t) for u, t in TURNS.items()}
    assert mm.learn_queue is not None and mm.learn_queue.pending() == 0


def test_one_failing_entry_neither_loses_nor_doubles_the_others_of_its_batch(
    queued: MemoryManager,
) -> None:
    assert queued.learn_queue is not None
    _queue_turns(queued)
    faulty = _FailsOn(queued.long_term.extractor, "Contoso")
    queued.long_term.extractor = faulty
    worker = queued.worker("w", min_idle_ms=0)
    assert worker.run_once() == 8  # all but the one whose extraction failed
    assert queued.learn_queue.pending() == 1
    learned = _learned(queued)
    assert learned["u1"] == ["I live in Paris", "I love jazz"]
    assert learned["u2"] == sorted(TURNS["u2"]) and learned["u3"] == sorted(TURNS["u3"])
    queued.long_term.extractor = faulty.inner  # the model is back: the entry is retried
    assert worker.run_once() == 1
    assert _learned(queued) == {u: sorted(t) for u, t in TURNS.items()}
    assert queued.learn_queue.pending() == 0 and faulty.failed == 1


def test_a_batch_that_fails_as_a_whole_is_learned_entry_by_entry(
    queued: MemoryManager, redis_client: redis.Redis
) -> None:
    """Another process holds u2's write lock: the batch cannot take every lock, so its
    entries are learned one by one; u2's stay pending until the lock is free."""
    assert queued.learn_queue is not None
    _queue_turns(queued)
    locks = queued.long_term.locks
    assert isinstance(locks, RedisUserLocks)
    locks.wait_seconds = 0.2
    redis_client.set(locks.key("u2"), "another-process", px=60_000)
    worker = queued.worker("w", min_idle_ms=0)
    assert worker.run_once() == 6
    learned = _learned(queued)
    assert learned["u2"] == [] and learned["u1"] == sorted(TURNS["u1"])
    assert queued.learn_queue.pending() == 3
    redis_client.delete(locks.key("u2"))
    assert worker.run_once() == 3
    assert _learned(queued) == {u: sorted(t) for u, t in TURNS.items()}


def test_a_batch_written_but_never_acknowledged_is_redelivered_without_doubles(
    make_manager: Any,
) -> None:
    dying, survivor = make_manager(background_learning=True), make_manager(background_learning=True)
    _queue_turns(dying)
    assert dying.learn_queue is not None
    taken = dying.learn_queue.read("dying-worker")
    outcomes = dying.learn_batch(taken)  # written ... and the process dies before XACK
    assert not [o for o in outcomes if isinstance(o, Exception)]
    edges = len(dying.graph.store.edges("u2"))
    assert survivor.worker("w2", min_idle_ms=0).run_once() == 9
    assert _learned(survivor) == {u: sorted(t) for u, t in TURNS.items()}
    assert len(survivor.graph.store.edges("u2")) == edges
    assert survivor.learn_queue is not None and survivor.learn_queue.pending() == 0


def test_a_malformed_entry_is_dead_lettered_and_its_batch_still_learned(
    queued: MemoryManager, redis_client: redis.Redis, key_prefix: str
) -> None:
    assert queued.learn_queue is not None
    queued.process_interaction("s", "u1", "I live in Paris", "ok")
    redis_client.xadd(f"{key_prefix}:learn", {"garbage": "no user, no text"})
    redis_client.xadd(f"{key_prefix}:learn", {"u": "u1", "s": "s", "t": "x", "ts": "not a date"})
    queued.process_interaction("s", "u1", "I love jazz", "ok")
    assert queued.worker("w").run_once() == 2
    assert _learned(queued)["u1"] == ["I live in Paris", "I love jazz"]
    assert redis_client.xlen(f"{key_prefix}:learn") == 0
    dead = queued.learn_queue.dead()
    assert [d.fields for d in dead] == [
        {"garbage": "no user, no text"},
        {"u": "u1", "s": "s", "t": "x", "ts": "not a date"},
    ]
    assert all("malformed" in d.reason and d.entry_id for d in dead)


def test_an_entry_that_keeps_failing_is_dead_lettered_after_max_deliveries_and_can_be_requeued(
    queued: MemoryManager,
) -> None:
    assert queued.learn_queue is not None
    _queue_turns(queued)
    faulty = _FailsOn(queued.long_term.extractor, "Contoso")
    queued.long_term.extractor = faulty
    worker = queued.worker("w", min_idle_ms=0, max_deliveries=3)
    assert worker.run_once() == 8  # try 1 of the failing entry
    assert worker.run_once() == 0 and worker.run_once() == 1  # tries 2 and 3: dead-lettered
    assert queued.learn_queue.pending() == 0 and worker.dead_lettered == 1 and faulty.failed == 3
    (letter,) = queued.learn_queue.dead()
    assert letter.fields["t"] == "I work at Contoso Bank" and letter.fields["u"] == "u1"
    assert letter.reason == "RuntimeError: the extraction model timed out"
    queued.long_term.extractor = faulty.inner  # the cause is fixed: put it back
    assert queued.learn_queue.requeue_dead() == 1 and queued.learn_queue.dead() == []
    assert worker.run_once() == 1
    assert _learned(queued) == {u: sorted(t) for u, t in TURNS.items()}


def test_invalid_input_is_dead_lettered_at_once_and_forget_purges_dead_letters(
    queued: MemoryManager, redis_client: redis.Redis, key_prefix: str
) -> None:
    assert queued.learn_queue is not None
    queued.process_interaction("s", "u1", "I live in Paris", "ok")
    # a session that belongs to someone else: learning it can never succeed
    redis_client.xadd(f"{key_prefix}:learn", {"u": "u2", "s": "s", "t": "I love jazz", "ts": ""})
    assert queued.worker("w").run_once() == 2
    (letter,) = queued.learn_queue.dead()
    assert letter.fields["u"] == "u2" and "belongs to another user" in letter.reason
    queued.forget("u2")
    assert queued.learn_queue.dead() == []


def test_a_user_forgotten_after_the_batch_was_read_is_not_learned(queued: MemoryManager) -> None:
    assert queued.learn_queue is not None
    _queue_turns(queued)
    taken = queued.learn_queue.read("w")  # the worker holds the batch...
    queued.forget("u1")  # ...when u1 is forgotten
    outcomes = queued.learn_batch(taken)
    assert not [o for o in outcomes if isinstance(o, Exception)]
    learned = _learned(queued)
    assert learned["u1"] == [] and learned["u3"] == sorted(TURNS["u3"])
    assert queued.graph.store.edges("u1") == []


def test_batches_plan_against_what_another_worker_process_wrote(
    make_manager: Any, clock: FixedClock
) -> None:
    """Two workers with their own views of the users: a view gone stale because the other
    worker wrote is rebuilt before planning, so each slot keeps one active value."""
    a, b = make_manager(background_learning=True), make_manager(background_learning=True)
    day = timedelta(days=1)
    for step, (worker, city) in enumerate([(a, "Paris"), (b, "Rome"), (a, "Berlin")]):
        for user in ("u1", "u2", "u3"):
            a.process_interaction(
                f"s-{user}", user, f"I live in {city}", "ok", ts=clock.current + step * day
            )
        assert worker.worker(f"w{step}").run_once() == 3
    for user in ("u1", "u2", "u3"):
        history = [(h.value, h.status) for h in a.history(user, "location")]
        assert history == [("Paris", "superseded"), ("Rome", "superseded"), ("Berlin", "active")]


class _LockSpy:
    """An extractor (standing in for an LLM one) noting whether u1's write lock was held
    while it ran: a slow model must never hold up the user's other writers."""

    def __init__(self, inner: Any, client: redis.Redis, lock_key: str) -> None:
        self.inner, self.client, self.key, self.held = inner, client, lock_key, []

    def extract(self, text: str) -> Any:
        self.held.append(bool(self.client.exists(self.key)))
        return self.inner.extract(text)


def test_extraction_runs_before_the_users_locks_are_taken(
    queued: MemoryManager, redis_client: redis.Redis
) -> None:
    locks = queued.long_term.locks
    assert isinstance(locks, RedisUserLocks)
    facts = _LockSpy(queued.long_term.extractor, redis_client, locks.key("u1"))
    relations = _LockSpy(queued.graph.extractor, redis_client, locks.key("u1"))
    queued.long_term.extractor, queued.graph.extractor = facts, relations  # type: ignore[assignment]
    for text in TURNS["u1"]:
        queued.process_interaction("s", "u1", text, "ok")
    assert queued.worker("w").run_once() == 3
    assert facts.held == [False] * 3 and relations.held == [False] * 3
    assert _learned(queued)["u1"] == sorted(TURNS["u1"])


def test_a_wait_longer_than_the_socket_timeout_ends_in_nothing_new_not_an_error(
    redis_url: str, key_prefix: str
) -> None:
    """``run_once(block_ms=5000)`` as the worker docs show, on a client whose socket
    timeout is shorter than the wait (ours is 5 s): no entry came, so nothing, not a
    timeout error; an entry that comes during the wait is still read."""
    from memory_ext.background import LearnQueue

    client = redis.Redis.from_url(redis_url, decode_responses=True, socket_timeout=0.4)
    queue = LearnQueue(client, key_prefix)
    assert queue.read("w1", block_ms=1300) == []
    queue.enqueue("u", "s", "I live in Porto")
    assert [t.text for t in queue.read("w1", block_ms=1300)] == ["I live in Porto"]
