"""A real 3-node Redis Cluster on loopback: appends and reads work, a session is one slot."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from redis.cluster import RedisCluster
from redis.crc import key_slot

from memory_ext.embedded import LocalRedisServer, find_server_binary, free_port
from memory_ext.short_term import ShortTermMemory, TokenBudget
from memory_ext.stores.redis_chat import RedisChatStore
from tests.chat_store_contract import FIDELITY, turns

pytestmark = pytest.mark.cluster


def _cli() -> str | None:
    binary = find_server_binary()
    if binary is None:
        return None
    sibling = binary.with_name(binary.name.replace("server", "cli"))
    return str(sibling) if sibling.exists() else shutil.which("redis-cli")


@pytest.fixture(scope="module")
def cluster_url() -> Iterator[str]:
    cli = _cli()
    if cli is None:
        pytest.skip("no redis-cli/valkey-cli to create a cluster")
    workdir = Path(tempfile.mkdtemp(prefix="mx-cluster-"))
    servers = []
    try:
        for _ in range(3):
            port = free_port(cluster_bus=True)
            servers.append(
                LocalRedisServer.start(
                    port=port,
                    extra_args=(
                        "--cluster-enabled",
                        "yes",
                        "--cluster-config-file",
                        str(workdir / f"nodes-{port}.conf"),
                    ),
                )
            )
        addrs = [f"127.0.0.1:{s.port}" for s in servers]
        subprocess.run(
            [cli, "--cluster", "create", *addrs, "--cluster-replicas", "0", "--cluster-yes"],
            check=True, capture_output=True, timeout=60,
        )  # fmt: skip
        client = RedisCluster.from_url(servers[0].url.rsplit("/", 1)[0])
        for _ in range(100):  # wait until every slot is served
            if client.cluster_info().get("cluster_state") == "ok":
                break
            __import__("time").sleep(0.1)
        client.close()
        yield servers[0].url.rsplit("/", 1)[0]
    finally:
        for server in servers:
            server.stop()
        shutil.rmtree(workdir, ignore_errors=True)


def test_appends_and_reads_work_on_a_cluster(cluster_url: str) -> None:
    store = RedisChatStore(cluster_url, cluster=True, key_prefix="mxc")
    sessions = [f"user-{i}" for i in range(30)]  # spread over all three nodes
    for session in sessions:
        store.append(session, FIDELITY)
        store.append(session, turns(20))
    for session in sessions:
        assert store.all_messages(session)[: len(FIDELITY)] == FIDELITY
        view = ShortTermMemory(store, TokenBudget(max_tokens=120)).view(session)
        assert view.messages[-1].content == "assistant message 19"
    assert set(store.sessions()) >= set(sessions)
    nodes = {store.client.get_node_from_key(store.keys(s).msgs).name for s in sessions}
    assert len(nodes) == 3


def test_every_key_of_a_session_hashes_to_one_slot(cluster_url: str) -> None:
    store = RedisChatStore(cluster_url, cluster=True, key_prefix="mxc")
    store.append("slot-check", turns(1))
    assert len({key_slot(k.encode()) for k in store.keys("slot-check").all}) == 1
    store.clear("slot-check")
    assert store.all_messages("slot-check") == []


async def test_async_cluster_client(cluster_url: str) -> None:
    store = RedisChatStore(cluster_url, cluster=True, key_prefix="mxc")
    await store.aappend("async-c", turns(3))
    window = await store.atail("async-c", max_messages=2)
    assert [m.message.content for m in window.messages] == ["user message 2", "assistant message 2"]
    await store.aclose()
