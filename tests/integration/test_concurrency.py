"""Concurrency and recovery: cross-process slot writers, threaded readers, a queuing async
pool, a worker that outlives its consumer group (issue 11)."""

from __future__ import annotations

import asyncio
import multiprocessing
import subprocess
import threading
from typing import Any

import redis

from memory_ext.manager import MemoryManager
from memory_ext.model import Message
from memory_ext.stores.redis_chat import RedisChatStore

CITIES = ["Paris", "Rome", "Berlin", "Madrid"]


def _write_city(
    redis_url: str, port: int, prefix: str, city: str, users: list[str], barrier: Any
) -> None:
    """One process: connect, wait for the others, then write its city for every user."""
    from memory_ext.embeddings import MiniLMEmbedder
    from memory_ext.stores.chroma import http_client

    mm = MemoryManager.from_url(
        redis_url, chroma_client=http_client("127.0.0.1", port), embedder=MiniLMEmbedder(),
        namespace=prefix, key_prefix=prefix,
    )  # fmt: skip
    mm.long_term.index.collection  # noqa: B018 - connect before the race starts
    for user in users:
        barrier.wait(timeout=120)
        mm.remember(user, f"I live in {city}")


def test_processes_released_together_leave_one_active_value_per_slot(
    chroma_server: tuple[subprocess.Popen[bytes], int],
    redis_url: str,
    key_prefix: str,
    embedder: Any,
) -> None:
    _, port = chroma_server
    users = ["u1", "u2", "u3"]
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(len(CITIES))
    procs = [
        ctx.Process(target=_write_city, args=(redis_url, port, key_prefix, c, users, barrier))
        for c in CITIES
    ]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=300)
        assert p.exitcode == 0
    from memory_ext.stores.chroma import http_client

    reader = MemoryManager.from_url(
        redis_url, chroma_client=http_client("127.0.0.1", port), namespace=key_prefix,
        key_prefix=key_prefix, embedder=embedder,
    )  # fmt: skip
    for user in users:
        history = reader.history(user, "location")
        assert len(history) == len(CITIES)  # every write is kept as history...
        assert [h.status for h in history].count("active") == 1  # ...one of them current


def test_threads_searching_while_others_write_never_see_a_half_applied_view(
    manager: MemoryManager,
) -> None:
    manager.remember("u", "I live in Paris", importance=8)
    errors: list[BaseException] = []

    def write(i: int) -> None:
        try:
            for j in range(10):
                manager.remember("u", f"note {i}-{j}: I visited museum number {j}", kind="episodic")
        except BaseException as exc:
            errors.append(exc)

    def read() -> None:
        try:
            for _ in range(30):
                manager.search("u", "museum", k=5)
                manager.build_context("s", "u", "which museums?")
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(3)]
    threads += [threading.Thread(target=read) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(manager.export("u")["memories"]) == 31


async def test_many_concurrent_async_calls_queue_for_a_connection(
    redis_url: str, key_prefix: str
) -> None:
    store = RedisChatStore(redis_url, key_prefix=key_prefix)
    results = await asyncio.gather(
        *(store.aappend(f"s{i % 7}", [Message("user", f"m{i}")]) for i in range(400)),
        return_exceptions=True,
    )
    assert [r for r in results if isinstance(r, BaseException)] == []
    assert sum([await store.alength(f"s{i}") for i in range(7)]) == 400
    await store.aclose()


def test_a_worker_recreates_its_consumer_group_and_carries_on(
    make_manager: Any, redis_client: redis.Redis, key_prefix: str
) -> None:
    mm = make_manager(background_learning=True)
    worker = mm.worker("w")
    mm.process_interaction("s", "u", "I live in Paris", "ok")
    assert worker.run_once() == 1
    redis_client.delete(f"{key_prefix}:learn")  # a restart without persistence
    mm.process_interaction("s", "u", "I work at Contoso Bank", "ok")
    assert worker.run_once() == 1
    assert {m["value"].lower() for m in mm.export("u")["memories"]} >= {"paris", "contoso bank"}
