from __future__ import annotations

import multiprocessing
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest
import redis
from redis.crc import key_slot

from memory_ext.errors import StoreUnavailableError
from memory_ext.model import Message, Summary
from memory_ext.stores.redis_chat import RedisChatStore
from memory_ext.tokens import TiktokenCounter
from tests.chat_store_contract import ChatStoreContract, turns


class TestRedisChatStore(ChatStoreContract):
    @pytest.fixture
    async def store(self, redis_url: str, key_prefix: str, counter: TiktokenCounter) -> Any:
        store = RedisChatStore(redis_url, key_prefix=key_prefix, counter=counter)
        yield store
        store.close()
        await store.aclose()

    @pytest.fixture
    def capped_store(self, redis_url: str, key_prefix: str, counter: TiktokenCounter) -> Any:
        store = RedisChatStore(redis_url, key_prefix=key_prefix, counter=counter, max_messages=5)
        yield store
        store.close()


def test_keys_share_one_hash_tag(
    redis_client: redis.Redis, redis_url: str, key_prefix: str
) -> None:
    store = RedisChatStore(redis_url, key_prefix=key_prefix)
    store.append("sess-1", turns(1))
    store.set_summary("sess-1", Summary("s", 1))
    keys = sorted(redis_client.scan_iter(match=f"{key_prefix}:*"))
    assert keys == sorted(
        [
            f"{key_prefix}:{{sess-1}}:msgs",
            f"{key_prefix}:{{sess-1}}:meta",
            f"{key_prefix}:{{sess-1}}:ops",
            f"{key_prefix}:{{sess-1}}:summary",
        ]
    )
    assert len({key_slot(k.encode()) for k in keys}) == 1


def test_ttl_is_set_and_refreshed_on_write(
    redis_client: redis.Redis, redis_url: str, key_prefix: str
) -> None:
    store = RedisChatStore(redis_url, key_prefix=key_prefix, ttl_seconds=100)
    store.append("ttl", turns(1))
    keys = store.keys("ttl")
    redis_client.expire(keys.msgs, 10)
    assert redis_client.ttl(keys.msgs) <= 10
    store.append("ttl", turns(1))
    for key in (keys.msgs, keys.meta, keys.ops):
        assert 90 < redis_client.ttl(key) <= 100
    no_ttl = RedisChatStore(redis_url, key_prefix=key_prefix, ttl_seconds=None)
    no_ttl.append("forever", turns(1))
    assert redis_client.ttl(no_ttl.keys("forever").msgs) == -1


def test_session_expires_in_real_time(redis_url: str, key_prefix: str) -> None:
    store = RedisChatStore(redis_url, key_prefix=key_prefix, ttl_seconds=1)
    store.append("short", turns(1))
    deadline = time.monotonic() + 5
    while store.all_messages("short") and time.monotonic() < deadline:
        time.sleep(0.1)
    assert store.all_messages("short") == []


def test_append_and_read_are_one_round_trip_each(redis_url: str, key_prefix: str) -> None:
    sent: list[int] = []

    class CountingConnection(redis.Connection):
        def send_packed_command(self, command: Any, check_health: bool = True) -> None:
            sent.append(1)
            super().send_packed_command(command, check_health)

    client = redis.Redis(
        connection_pool=redis.ConnectionPool.from_url(
            redis_url, connection_class=CountingConnection, decode_responses=True
        )
    )
    store = RedisChatStore(client=client, key_prefix=key_prefix)
    store.append("rt", turns(1))  # warms the script cache (EVALSHA miss → SCRIPT LOAD)
    store.tail("rt", max_messages=5)
    store.tail("rt", max_tokens=50)
    sent.clear()
    store.append("rt", turns(5))
    assert len(sent) == 1
    sent.clear()
    store.tail("rt", max_tokens=100)
    assert len(sent) == 1
    sent.clear()
    store.tail("rt", max_messages=4)
    assert len(sent) == 1


def _append_many(url: str, prefix: str, worker: int) -> None:
    store = RedisChatStore(url, key_prefix=prefix)
    for i in range(100):
        store.append("shared", [Message(role="user", content=f"w{worker}-{i}")])


def test_two_processes_appending_to_one_session_lose_nothing(
    redis_url: str, key_prefix: str
) -> None:
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_append_many, args=(redis_url, key_prefix, w)) for w in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    store = RedisChatStore(redis_url, key_prefix=key_prefix)
    got = [m.content for m in store.all_messages("shared")]
    assert sorted(got) == sorted(f"w{w}-{i}" for w in range(2) for i in range(100))
    for w in range(2):  # each writer's own order is preserved
        mine = [c for c in got if isinstance(c, str) and c.startswith(f"w{w}-")]
        assert mine == [f"w{w}-{i}" for i in range(100)]
    seqs = [m.seq for m in store.tail("shared", max_messages=200).messages]
    assert seqs == list(range(1, 201))


def test_sessions_are_listed_with_scan(redis_url: str, key_prefix: str) -> None:
    store = RedisChatStore(redis_url, key_prefix=key_prefix)
    names = {f"user-{i}" for i in range(1200)}
    for name in names:
        store.append(name, [Message(role="user", content="hi")])
    assert set(store.sessions()) == names


def test_unreachable_redis_is_a_clear_error_not_a_hang() -> None:
    from memory_ext.embedded import free_port

    store = RedisChatStore(f"redis://127.0.0.1:{free_port()}/0", socket_timeout=0.5, retries=1)
    started = time.monotonic()
    with pytest.raises(StoreUnavailableError) as info:
        store.append("s", turns(1))
    assert info.value.store == "redis"
    assert isinstance(info.value, ConnectionError)
    assert time.monotonic() - started < 10


async def test_unreachable_redis_async_is_a_clear_error() -> None:
    from memory_ext.embedded import free_port

    store = RedisChatStore(f"redis://127.0.0.1:{free_port()}/0", socket_timeout=0.5, retries=0)
    with pytest.raises(StoreUnavailableError):
        await store.atail("s", max_messages=3)


def test_server_dying_mid_session_is_a_clear_error_and_acknowledged_writes_stay(
    tmp_path: Path,
) -> None:
    from memory_ext.embedded import LocalRedisServer, free_port

    port = free_port()
    durable = ("--appendonly", "yes", "--appendfsync", "always", "--dir", str(tmp_path))
    server = LocalRedisServer.start(port=port, extra_args=durable)
    store = RedisChatStore(server.url, socket_timeout=0.5, retries=1)
    store.append("s", turns(3))
    os.kill(server.process.pid, signal.SIGKILL)
    server.process.wait()
    with pytest.raises(StoreUnavailableError):
        store.append("s", turns(1, start=99))
    restarted = LocalRedisServer.start(port=port, extra_args=durable)
    try:
        assert [m.content for m in store.all_messages("s")] == [m.content for m in turns(3)]
    finally:
        restarted.stop()
        server.stop()


def test_a_forgotten_local_server_is_stopped_when_the_process_exits() -> None:
    import subprocess
    import sys

    script = "from memory_ext.embedded import LocalRedisServer; print(LocalRedisServer.start().process.pid)"
    pid = int(
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
        ).stdout
    )
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    pytest.fail(f"server {pid} outlived its process")


def test_async_methods_work_in_every_new_event_loop(redis_url: str, key_prefix: str) -> None:
    # A CLI, a notebook or a web framework may call asyncio.run once per request: a
    # client bound to the first loop would fail in the second ("Event loop is closed").
    import asyncio

    store = RedisChatStore(redis_url, key_prefix=key_prefix)
    for n in range(4):
        length = asyncio.run(store.aappend("loops", turns(1, start=n)))
        assert length == 2 * (n + 1)
        window = asyncio.run(store.atail("loops", max_messages=2))
        assert [m.message.content for m in window.messages] == [
            m.content for m in turns(1, start=n)
        ]


def _client_ids(client: redis.Redis) -> set[str]:
    """Ids of the server's connections. The test server is shared by the whole session
    (other tests' pools may be closed by the garbage collector meanwhile), so tests
    compare sets of ids, not totals."""
    return {str(c["id"]) for c in client.client_list()}


def test_stores_built_from_one_url_share_one_pool(
    redis_client: redis.Redis, redis_url: str, key_prefix: str
) -> None:
    from memory_ext.stores.connections import close_shared_clients

    warm = RedisChatStore(redis_url, key_prefix=key_prefix)
    warm.append("warm", turns(1))
    pooled = str(warm.client.client_id())  # the shared pool's idle connection
    before = _client_ids(redis_client)
    stores = [RedisChatStore(redis_url, key_prefix=key_prefix) for _ in range(200)]
    for n, store in enumerate(stores):
        store.append(f"s{n}", turns(1))
        store.close()  # releases nothing shared
    opened = _client_ids(redis_client) - before
    assert len(opened) <= 1
    close_shared_clients()  # closable: the pool goes, the next use reconnects
    assert not (_client_ids(redis_client) & (opened | {pooled}))
    assert len(stores[0].all_messages("s0")) == 2


def test_the_message_size_limit_is_configurable(redis_url: str, key_prefix: str) -> None:
    from memory_ext.errors import InvalidInputError

    big = [Message("user", "字" * 200_000)]  # 600 KB of UTF-8
    default = RedisChatStore(redis_url, key_prefix=key_prefix)
    default.append("big", big)  # default limit is 1 MiB
    small = RedisChatStore(redis_url, key_prefix=key_prefix, max_message_bytes=100_000)
    with pytest.raises(InvalidInputError):
        small.append("small", big)
    assert small.length("small") == 0


def test_async_shared_clients_close_inside_their_loop(redis_url: str, key_prefix: str) -> None:
    import asyncio

    from memory_ext.stores import connections

    store = RedisChatStore(redis_url, key_prefix=key_prefix)

    async def use_then_close() -> int:
        await store.aappend("aclose", turns(1))
        await connections.aclose_shared_clients()
        return connections.shared_client_count()[1]

    assert asyncio.run(use_then_close()) == 0
    assert asyncio.run(store.alength("aclose")) == 2  # the next loop reconnects
