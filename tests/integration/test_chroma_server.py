"""Chroma in client/server mode (``chroma run`` on loopback), and failures mid-write."""

from __future__ import annotations

import subprocess
from datetime import timedelta
from typing import Any

import pytest

from memory_ext.errors import StoreUnavailableError
from memory_ext.manager import MemoryManager
from memory_ext.stores.chroma import http_client
from tests.conftest import FixedClock


def test_memory_works_against_a_chroma_server_and_an_outage_is_a_clear_error(
    chroma_server: tuple[subprocess.Popen[bytes], int],
    redis_url: str,
    key_prefix: str,
    embedder: Any,
    clock: FixedClock,
) -> None:
    proc, port = chroma_server
    mm = MemoryManager.from_url(
        redis_url, chroma_client=http_client("127.0.0.1", port), embedder=embedder, namespace=key_prefix,
        key_prefix=key_prefix, clock=clock,
    )  # fmt: skip
    mm.remember("u1", "I live in Shanghai", ts=clock.current - timedelta(days=90))
    mm.remember("u1", "I just moved to Beijing")
    assert "Beijing" in mm.search("u1", "where does the user live?", k=1)[0].record.content
    assert [h.status for h in mm.history("u1", "location")] == ["superseded", "active"]
    proc.kill()
    proc.wait()
    with pytest.raises(StoreUnavailableError) as info:
        mm.remember("u1", "I work at Contoso Bank")
    assert info.value.store == "chroma"


class FailOnce:
    """Fault injection around the REAL Chroma index: the n-th upsert raises once."""

    def __init__(self, index: Any, fail_on: int) -> None:
        self._index, self._fail_on, self.calls = index, fail_on, 0

    def upsert(self, records: Any, embeddings: Any) -> None:
        self.calls += 1
        if self.calls == self._fail_on:
            raise StoreUnavailableError("chroma", "injected failure")
        self._index.upsert(records, embeddings)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._index, name)


def test_a_failure_between_new_record_and_supersession_converges_on_retry(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember("u1", "I live in Shanghai", ts=clock.current - timedelta(days=90))
    real = manager.long_term.index
    manager.long_term.index = FailOnce(real, fail_on=2)  # 1: the new record, 2: supersede the old
    with pytest.raises(StoreUnavailableError):
        manager.remember("u1", "I just moved to Beijing")
    manager.long_term.index = real
    retry = manager.remember("u1", "I just moved to Beijing")  # the caller retries
    history = manager.history("u1", "location")
    assert [(h.value, h.status) for h in history] == [
        ("Shanghai", "superseded"),
        ("Beijing", "active"),
    ]
    assert history[0].superseded_by == retry.memory_id
    assert (
        next(h.record.value for h in manager.search("u1", "where does the user live?", k=3))
        == "Beijing"
    )
