"""Background learning through a Redis Stream consumer group: nothing lost, nothing doubled."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from memory_ext.errors import ConfigurationError
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
