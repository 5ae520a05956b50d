"""Shared fixtures: a real Redis-compatible server per test session, a key prefix per test."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
import redis
from hypothesis import settings

from memory_ext.embedded import LocalRedisServer, free_port
from memory_ext.embeddings import E5Embedder, MiniLMEmbedder
from memory_ext.manager import MemoryManager
from memory_ext.stores.chroma import persistent_client
from memory_ext.tokens import TiktokenCounter

# Properties check behaviour, not speed: no per-example deadline (a loaded CI machine made
# hypothesis's default 200 ms fail examples that were right). Speed lives in benchmarks/.
settings.register_profile("memory-ext", deadline=None)
settings.load_profile("memory-ext")


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """``REDIS_URL`` if set, else a fresh server on a free loopback port (stopped by pid)."""
    if os.environ.get("REDIS_URL"):
        yield os.environ["REDIS_URL"]
        return
    server = LocalRedisServer.start()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture
def redis_client(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url, decode_responses=True)
    yield client
    client.close()


@pytest.fixture
def key_prefix(redis_client: redis.Redis) -> Iterator[str]:
    """A prefix only this test uses; its keys are deleted afterwards."""
    prefix = f"t{uuid.uuid4().hex[:12]}"
    yield prefix
    for key in redis_client.scan_iter(match=f"{prefix}:*", count=1000):
        redis_client.delete(key)


@pytest.fixture(scope="session")
def counter() -> TiktokenCounter:
    counter = TiktokenCounter("gpt-4o-mini")
    assert counter.exact, "tiktoken files must be available offline for the test suite"
    return counter


class FixedClock:
    """A clock tests move by hand."""

    def __init__(self, now: datetime) -> None:
        self.current = now

    def now(self) -> datetime:
        return self.current


@pytest.fixture(scope="session")
def embedder() -> MiniLMEmbedder:
    return MiniLMEmbedder()


@pytest.fixture(scope="session")
def multilingual_embedder() -> E5Embedder:
    """multilingual-e5-small, loaded once per test session (most tests use MiniLM)."""
    return E5Embedder()


@pytest.fixture(scope="session")
def chroma_client(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return persistent_client(str(tmp_path_factory.mktemp("chroma")))


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(datetime(2026, 6, 1, 12, 0, tzinfo=timezone.utc))


@pytest.fixture
def make_manager(
    redis_url: str, key_prefix: str, chroma_client: Any, embedder: MiniLMEmbedder, clock: FixedClock
) -> Iterator[Callable[..., MemoryManager]]:
    """Build MemoryManagers on the real Redis and a real (persistent, tmp) Chroma, in this
    test's own namespace; extra keyword arguments go to ``from_url``."""
    made: list[MemoryManager] = []

    def make(**kwargs: Any) -> MemoryManager:
        kwargs.setdefault("embedder", embedder)
        mm = MemoryManager.from_url(
            redis_url, chroma_client=chroma_client, namespace=key_prefix,
            key_prefix=key_prefix, clock=clock, **kwargs,
        )  # fmt: skip
        made.append(mm)
        return mm

    yield make
    names = {mm.long_term.index.name for mm in made if mm.long_term.index._collection is not None}
    for name in names:  # collections are created lazily, on first use
        chroma_client.delete_collection(name)


@pytest.fixture
def manager(make_manager: Callable[..., MemoryManager]) -> MemoryManager:
    """A MemoryManager for this test (see ``make_manager``)."""
    return make_manager()


def _chroma_binary() -> str | None:
    beside = Path(sys.executable).with_name("chroma")
    return str(beside) if beside.exists() else shutil.which("chroma")


@pytest.fixture
def chroma_server(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], int]]:
    binary = _chroma_binary()
    if binary is None:
        pytest.skip("the chroma CLI is not installed")
    port = free_port()
    proc = subprocess.Popen(
        [binary, "run", "--path", str(tmp_path / "data"), "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v2/heartbeat", timeout=1).read()
            break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("chroma run did not start")
    yield proc, port
    proc.kill()
    proc.wait()
