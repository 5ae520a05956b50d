"""Shared fixtures: a real Redis-compatible server per test session, a key prefix per test."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
import redis

from memory_ext.embedded import LocalRedisServer
from memory_ext.tokens import TiktokenCounter


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
