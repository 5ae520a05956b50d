"""Framework faces, one run against one local Redis: what a web app that builds a new
``RedisChatMessageHistory`` per request (as ``RunnableWithMessageHistory`` does) pays.

Compares, per turn (a new history object, append human + AI, read the history back):
  * memory-ext now: URL-built histories share one pool per process
  * memory-ext before (issue 12): a private client and pool per object, emulated by
    injecting a fresh ``redis.Redis.from_url`` client into each history
  * the floor: one raw redis-py client doing RPUSH + LRANGE of the same JSON
and counts server connections (``CLIENT LIST``) while 200 history objects are alive,
plus the decode-cache hit rate when a LangChain history is read twice.

    python benchmarks/faces.py [--turns 400] [--out benchmarks/results/faces]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
import uuid
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

import redis
from langchain_core.messages import AIMessage, HumanMessage, message_to_dict

from langchain_memory_ext import RedisChatMessageHistory
from memory_ext.embedded import LocalRedisServer
from memory_ext.stores import chat_codec
from memory_ext.stores.connections import close_shared_clients
from memory_ext.stores.redis_chat import RedisChatStore, client_options

TURN = [HumanMessage("How much can I borrow with 30,000 a month?"), AIMessage("About 2.4M.")]


def _turns_per_second(setups: dict[str, Callable[[int], Any]], turns: int) -> dict[str, float]:
    """Turns per second of each setup, measured in interleaved rounds so that load from
    other processes on a shared machine falls on every setup alike."""
    spent = dict.fromkeys(setups, 0.0)
    for turn in setups.values():
        turn(0)  # warm: script load, first connection
    rounds = 8
    for r in range(rounds):
        for name, turn in setups.items():
            start = time.perf_counter()
            for n in range(r * turns // rounds, (r + 1) * turns // rounds):
                turn(n + 1)
            spent[name] += time.perf_counter() - start
    return {name: turns / seconds for name, seconds in spent.items()}


def run(turns: int) -> dict[str, Any]:
    server = LocalRedisServer.start()
    url = server.url
    admin = redis.Redis.from_url(url, decode_responses=True)
    prefix = f"bf{uuid.uuid4().hex[:6]}"
    try:

        def shared(n: int) -> None:
            history = RedisChatMessageHistory(f"s{n % 50}", url, key_prefix=prefix)
            history.add_messages(TURN)
            history.messages  # noqa: B018 - the read is the point

        def private(n: int) -> None:
            client = redis.Redis.from_url(url, **client_options(5.0, 2))
            store = RedisChatStore(client=client, key_prefix=prefix)
            history = RedisChatMessageHistory(f"s{n % 50}", store=store)
            history.add_messages(TURN)
            history.messages  # noqa: B018
            # dropped without close(), as a request handler does

        raw_client = redis.Redis.from_url(url)
        encoded = [json.dumps(message_to_dict(m)) for m in TURN]

        def raw(n: int) -> None:
            key = f"{prefix}:raw:{n % 50}"
            raw_client.rpush(key, *encoded)
            [json.loads(x) for x in raw_client.lrange(key, 0, -1)]

        rates = _turns_per_second({"shared": shared, "private": private, "raw": raw}, turns)
        results: dict[str, Any] = {
            "turns": turns,
            "shared_pool_turns_per_s": rates["shared"],
            "private_pool_turns_per_s": rates["private"],
            "raw_client_turns_per_s": rates["raw"],
        }
        for key in admin.scan_iter(match=f"{prefix}:*"):
            admin.delete(key)

        def connections_with(make: Callable[[int], Any]) -> int:
            close_shared_clients()
            before = len(admin.client_list())
            alive = [make(n) for n in range(200)]
            for history in alive:
                history.add_messages(TURN[:1])
            after = len(admin.client_list())
            for history in alive:
                history.clear()
            return after - before

        results["connections_200_shared"] = connections_with(
            lambda n: RedisChatMessageHistory(f"c{n}", url, key_prefix=prefix)
        )
        results["connections_200_private"] = connections_with(
            lambda n: RedisChatMessageHistory(
                f"c{n}",
                store=RedisChatStore(
                    client=redis.Redis.from_url(url, **client_options(5.0, 2)), key_prefix=prefix
                ),
            )
        )
        history = RedisChatMessageHistory("cache", url, key_prefix=prefix)
        history.add_messages(TURN * 10)
        history.messages  # noqa: B018 - first read fills the cache
        info = chat_codec._cached_decode.cache_info()
        history.messages  # noqa: B018
        after = chat_codec._cached_decode.cache_info()
        results["decode_cache_hits_second_read"] = f"{after.hits - info.hits}/{len(TURN) * 10}"
        history.clear()
    finally:
        close_shared_clients()
        admin.close()
        server.stop()
    results["python"] = platform.python_version()
    results["redis_server"] = server.kind
    return results


def report(r: dict[str, Any]) -> str:
    shared, private, raw = (
        r["shared_pool_turns_per_s"], r["private_pool_turns_per_s"], r["raw_client_turns_per_s"],
    )  # fmt: skip
    return "\n".join([
        "# Framework faces: a new history object per request",
        "",
        f"One run, {r['turns']} turns each in 8 interleaved rounds (new `RedisChatMessageHistory`, append human + AI, "
        f"read back), local {r['redis_server']}, Python {r['python']}, 2 shared cores.",
        "",
        "| setup | turns/s | vs raw client |",
        "|---|---:|---:|",
        f"| memory-ext, shared pool per URL (now) | {shared:,.0f} | {shared / raw:.2f}× |",
        f"| memory-ext, a pool per object (before) | {private:,.0f} | {private / raw:.2f}× |",
        f"| raw redis-py client (RPUSH + LRANGE + JSON) | {raw:,.0f} | 1.00× |",
        "",
        f"Shared pool vs a pool per object: **{shared / private:.1f}×** the turns per second.",
        "The machine was shared with other test runs: read the ratios, not the absolute",
        "figures (a profile shows the turn's time in socket sends, not in memory-ext's code).",
        "",
        "| 200 history objects alive | server connections opened |",
        "|---|---:|",
        f"| shared pool (now) | {r['connections_200_shared']} |",
        f"| a pool per object (before) | {r['connections_200_private']} |",
        "",
        f"Decode cache, second read of a 20-message LangChain history: "
        f"{r['decode_cache_hits_second_read']} messages served from the cache.",
        "",
    ])  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=400)
    parser.add_argument("--out", default="benchmarks/results/faces")
    args = parser.parse_args()
    results = run(args.turns)
    text = report(results)
    Path(f"{args.out}.md").write_text(text)
    Path(f"{args.out}.json").write_text(json.dumps(results, indent=2))
    print(text)


if __name__ == "__main__":
    main()
