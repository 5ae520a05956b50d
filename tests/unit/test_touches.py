"""Deferred access counts: summed while they wait, written once, kept when a write
fails, dropped on forget, and written by the timer without any further call."""

from __future__ import annotations

import threading
from datetime import datetime, timedelta, timezone

import pytest

from memory_ext.stores.touches import Pending, TouchBuffer, touch_args

T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


class _Writer:
    """Records what the buffer writes; fails while ``down`` is set."""

    def __init__(self, name: str = "redis") -> None:
        self.written: list[dict[str, Pending]] = []
        self.down = False
        self.wrote = threading.Event()
        self.name = name

    def __call__(self, taken: dict[str, Pending]) -> None:
        if self.down:
            raise ConnectionError(f"{self.name} down")
        self.written.append(taken)
        self.wrote.set()


def test_counts_are_summed_per_memory_and_written_once_with_the_latest_time() -> None:
    writer = _Writer()
    buffer = TouchBuffer(writer, flush_after_s=3600)
    buffer.add("u1", ["m1", "m2"], T0)
    buffer.add("u1", ["m1"], T0 + timedelta(seconds=5))
    buffer.add("u2", ["m9"], T0)
    assert len(buffer) == 3 and not writer.written
    buffer.flush("u1")
    assert writer.written == [
        {"u1": {"m1": [2.0, (T0 + timedelta(seconds=5)).timestamp()], "m2": [1.0, T0.timestamp()]}}
    ]
    buffer.flush()
    assert writer.written[-1] == {"u2": {"m9": [1.0, T0.timestamp()]}} and len(buffer) == 0
    buffer.flush()
    assert len(writer.written) == 2  # nothing waited: nothing written
    assert touch_args({"m1": [2.0, 1.5]}) == ["m1", 2, "1.5"]


def test_a_failed_write_keeps_the_counts_for_the_next_one() -> None:
    writer = _Writer()
    buffer = TouchBuffer(writer, flush_after_s=3600)
    buffer.add("u1", ["m1"], T0)
    writer.down = True
    with pytest.raises(ConnectionError):
        buffer.flush()
    buffer.add("u1", ["m1"], T0)
    writer.down = False
    buffer.flush()
    assert writer.written == [{"u1": {"m1": [2.0, T0.timestamp()]}}]
    assert buffer.dropped == 0


def test_while_redis_is_down_the_buffer_stays_bounded_and_counts_what_it_dropped() -> None:
    writer = _Writer()
    writer.down = True
    buffer = TouchBuffer(writer, flush_after_s=3600, max_pending=5)
    for i in range(8):  # past the bound each add tries to write, fails, keeps 5
        buffer.add("u1", [f"m{i}"], T0)
    assert len(buffer) == 5 and buffer.dropped == 3
    writer.down = False
    buffer.flush()
    written = writer.written[-1]["u1"]
    assert sum(c for c, _ in written.values()) + buffer.dropped == 8  # nothing silently lost


def test_forget_discards_waiting_counts() -> None:
    writer = _Writer()
    buffer = TouchBuffer(writer, flush_after_s=3600)
    buffer.add("u1", ["m1", "m2"], T0)
    buffer.add("u2", ["m3"], T0)
    buffer.discard("u1", ["m1"])
    buffer.discard("u2")
    buffer.flush()
    assert writer.written == [{"u1": {"m2": [1.0, T0.timestamp()]}}]


def test_the_timer_writes_waiting_counts_without_another_call() -> None:
    writer = _Writer()
    buffer = TouchBuffer(writer, flush_after_s=0.01)
    buffer.add("u1", ["m1"], T0)
    assert writer.wrote.wait(30)  # eventually; no timing is asserted
    assert writer.written == [{"u1": {"m1": [1.0, T0.timestamp()]}}] and len(buffer) == 0


def test_while_redis_stays_down_the_timer_backs_off_and_warns_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    writer = _Writer("backoff-probe")  # other tests' buffers may still be retrying
    writer.down = True
    buffer = TouchBuffer(writer, flush_after_s=0.01, max_retry_s=0.04)
    with caplog.at_level("DEBUG", logger="memory_ext.stores.touches"):
        buffer.add("u1", ["m1"], T0)
        for _ in range(3000):  # until several timer tries failed (no timing asserted)
            if buffer.failures >= 5:
                break
            threading.Event().wait(0.01)
        assert buffer.failures >= 5
        assert buffer.retry_s == 0.04  # doubled per failure, capped at max_retry_s
        ours = [r for r in caplog.records if "backoff-probe" in r.getMessage()]
        warnings = [r for r in ours if r.levelname == "WARNING"]
        assert len(warnings) == 1 and "backoff" in warnings[0].getMessage()
        writer.down = False
        assert writer.wrote.wait(30)
        for _ in range(3000):  # the timer thread resets its state and logs after the write
            if any("written again" in r.getMessage() for r in caplog.records):
                break
            threading.Event().wait(0.01)
    assert writer.written == [{"u1": {"m1": [1.0, T0.timestamp()]}}]
    assert buffer.failures == 0 and buffer.retry_s == 0.01 and buffer.dropped == 0
    assert any("written again" in r.getMessage() for r in caplog.records)


def test_a_forked_child_starts_empty_and_arms_its_own_timer() -> None:
    import json
    import os

    if not hasattr(os, "fork"):
        pytest.skip("needs fork")
    writer = _Writer()
    buffer = TouchBuffer(writer, flush_after_s=0.05)
    buffer.add("u1", ["m1"], T0)  # the parent's timer is armed
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report what it saw and wrote, then leave at once
        report: dict[str, object] = {"inherited": len(buffer)}
        buffer.add("u2", ["m2"], T0)
        report["wrote"] = writer.wrote.wait(30)
        report["written"] = writer.written
        os.write(write_end, json.dumps(report).encode())
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        report = json.loads(pipe.read())
    os.waitpid(pid, 0)
    assert report["inherited"] == 0  # the parent's waiting counts are not counted twice
    assert report["wrote"] and report["written"] == [{"u2": {"m2": [1.0, T0.timestamp()]}}]
    assert writer.wrote.wait(30)  # and the parent still writes its own
    assert writer.written == [{"u1": {"m1": [1.0, T0.timestamp()]}}]
