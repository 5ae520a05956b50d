"""Short-term memory, side by side in ONE run against the same Redis server.

Compares, per turn (one user + one assistant message):
  * memory-ext: RedisChatStore + ShortTermMemory(TokenBudget(3000))
  * langchain-community RedisChatMessageHistory (reads the whole list)
  * llama-index RedisChatStore + ChatMemoryBuffer(token_limit=3000)
  * the floor: a raw redis-py pipeline sending the same commands our scripts run
    (append: LPOS, HINCRBY, RPUSH, LLEN, LPUSH, LTRIM, 4× EXPIRE; read: GET, LLEN,
    LRANGE of the same window), JSON-encoding and decoding the same messages

Reports append and context-read p50/p95 at 20 / 200 / 2,000 stored messages, round
trips per operation (counted at the socket: one per packed send) and server-side
commands per operation (INFO total_commands_processed deltas).

    python benchmarks/shortterm.py [--redis-url URL] [--reads 200] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import uuid
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

from benchmarks._common import (
    RoundTrips,
    commands_processed,
    percentiles,
    table,
    timed,
    write_results,
)
from memory_ext.embedded import LocalRedisServer
from memory_ext.model import Message
from memory_ext.short_term import ShortTermMemory, TokenBudget
from memory_ext.stores.redis_chat import RedisChatStore
from memory_ext.tokens import TiktokenCounter

SIZES = (20, 200, 2000)
TOKEN_LIMIT = 3000


def conversation(n_messages: int) -> list[tuple[str, str]]:
    """Deterministic user/assistant texts of realistic length (~25-40 tokens each)."""
    out = []
    for i in range(n_messages // 2):
        out.append(
            (
                f"Turn {i}: my monthly income is {10000 + i} yuan and I want to know about loan option {i % 7}.",
                f"For option {i % 7}, with an income of {10000 + i} yuan, the bank usually lends up to "
                f"{(10000 + i) * 60} yuan over 30 years, depending on your credit record.",
            )
        )
    return out


class Subject:
    """One implementation under test: append a turn, read the model's context."""

    name: str
    rt: RoundTrips

    def append(self, session: str, user: str, assistant: str) -> None:
        raise NotImplementedError

    def read(self, session: str) -> int:
        """Read the context; return how many messages it holds."""
        raise NotImplementedError


class Ours(Subject):
    name = "memory-ext"

    def __init__(self, url: str) -> None:
        self.rt = RoundTrips()
        self.store = RedisChatStore(
            client=self.rt.client(url, decode_responses=True), key_prefix="bench-ours"
        )
        self.stm = ShortTermMemory(self.store, TokenBudget(max_tokens=TOKEN_LIMIT))

    def append(self, session: str, user: str, assistant: str) -> None:
        self.stm.add_messages(session, [Message("user", user), Message("assistant", assistant)])

    def read(self, session: str) -> int:
        return len(self.stm.view(session).messages)


class RawFloor(Subject):
    """The same commands ours sends, from a bare redis-py pipeline: JSON in, JSON out."""

    name = "raw redis-py pipeline (floor)"

    def __init__(self, url: str, window: Callable[[int], int]) -> None:
        self.rt = RoundTrips()
        self.client = self.rt.client(url, decode_responses=True)
        self.window = window
        self.length: dict[str, int] = {}

    def append(self, session: str, user: str, assistant: str) -> None:
        base = f"bench-raw:{{{session}}}"
        msgs, meta, ops, summary = f"{base}:msgs", f"{base}:meta", f"{base}:ops", f"{base}:summary"
        token = uuid.uuid4().hex
        pipe = self.client.pipeline(transaction=False)
        pipe.lpos(ops, token)
        pipe.hincrby(meta, "seq", 2)
        pipe.rpush(
            msgs,
            json.dumps({"r": "user", "c": user}),
            json.dumps({"r": "assistant", "c": assistant}),
        )
        pipe.llen(msgs)
        pipe.lpush(ops, token)
        pipe.ltrim(ops, 0, 63)
        for key in (msgs, meta, summary, ops):
            pipe.expire(key, 86400)
        pipe.execute()
        self.length[session] = self.length.get(session, 0) + 2

    def read(self, session: str) -> int:
        base = f"bench-raw:{{{session}}}"
        n = self.window(self.length.get(session, 0))
        pipe = self.client.pipeline(transaction=False)
        pipe.get(f"{base}:summary")
        pipe.llen(f"{base}:msgs")
        pipe.lrange(f"{base}:msgs", -n, -1)
        _, _, items = pipe.execute()
        return len([json.loads(i) for i in items])


class LangChainCommunity(Subject):
    name = "langchain-community RedisChatMessageHistory"

    def __init__(self, url: str) -> None:
        from langchain_community.chat_message_histories import RedisChatMessageHistory
        from langchain_core.messages import AIMessage, HumanMessage

        self.rt = RoundTrips()
        self.client = self.rt.client(url)
        self.cls = RedisChatMessageHistory
        self.human, self.ai = HumanMessage, AIMessage
        self.url = url

    def _history(self, session: str) -> Any:
        history = self.cls(session, url=self.url, key_prefix="bench-lc:", ttl=86400)
        history.redis_client = self.client
        return history

    def append(self, session: str, user: str, assistant: str) -> None:
        self._history(session).add_messages([self.human(user), self.ai(assistant)])

    def read(self, session: str) -> int:
        return len(self._history(session).messages)


class LlamaIndexBuffer(Subject):
    name = "llama-index RedisChatStore + ChatMemoryBuffer(3000)"

    def __init__(self, url: str) -> None:
        from llama_index.core.base.llms.types import ChatMessage
        from llama_index.core.memory import ChatMemoryBuffer
        from llama_index.storage.chat_store.redis import RedisChatStore as LIRedisChatStore

        self.rt = RoundTrips()
        import redis.asyncio

        self.store = LIRedisChatStore(
            redis_url=url,
            redis_client=self.rt.client(url),
            aredis_client=redis.asyncio.Redis.from_url(url),
            ttl=86400,
        )
        self.buffer_cls, self.msg = ChatMemoryBuffer, ChatMessage

    def _buffer(self, session: str) -> Any:
        return self.buffer_cls.from_defaults(
            token_limit=TOKEN_LIMIT, chat_store=self.store, chat_store_key=f"bench-li:{session}"
        )

    def append(self, session: str, user: str, assistant: str) -> None:
        buffer = self._buffer(session)
        buffer.put(self.msg(role="user", content=user))
        buffer.put(self.msg(role="assistant", content=assistant))

    def read(self, session: str) -> int:
        return len(self._buffer(session).get())


def run(url: str, reads: int) -> dict[str, Any]:
    ours = Ours(url)
    window_sizes: dict[int, int] = {}
    floor = RawFloor(url, lambda n: window_sizes.get(n, 0))
    subjects: list[Subject] = [ours, floor, LangChainCommunity(url), LlamaIndexBuffer(url)]
    monitor = ours.rt.client(url, decode_responses=True)
    results: dict[str, Any] = {"append": {}, "read": {}, "round_trips": {}, "commands": {}}
    turns = conversation(max(SIZES))
    for size in SIZES:
        session = f"s{size}"
        # fill every subject to `size` messages, timing the appends of the last turns
        append_samples: dict[str, list[float]] = {s.name: [] for s in subjects}
        for user, assistant in turns[: size // 2]:
            for subject in subjects:
                append_samples[subject.name] += timed(
                    lambda: subject.append(session, user, assistant), 1
                )
        window_sizes[size] = ours.read(session)
        for subject in subjects:
            if size == max(SIZES):
                results["append"][subject.name] = percentiles(append_samples[subject.name])
            results["read"].setdefault(subject.name, {})[size] = percentiles(
                timed(lambda: subject.read(session), reads, max_seconds=15)
            )
            before = commands_processed(monitor)
            rt_append = subject.rt.measure(lambda: subject.append(f"rt{size}", "hello", "hi"))
            cmds_append = commands_processed(monitor) - before - 1  # minus the INFO itself
            # round trips of a read of the filled session
            before = commands_processed(monitor)
            rt_read = subject.rt.measure(lambda: subject.read(session))
            cmds_read = commands_processed(monitor) - before - 1
            results["round_trips"].setdefault(subject.name, {})[size] = (rt_append, rt_read)
            results["commands"].setdefault(subject.name, {})[size] = (cmds_append, cmds_read)
        results.setdefault("window", {})[size] = window_sizes[size]
    return results


def render(results: dict[str, Any], server: str) -> str:
    names = list(results["read"])
    ours = "memory-ext"
    floor = "raw redis-py pipeline (floor)"
    out = [f"Server: {server}; Python {platform.python_version()}; one run, same server.\n"]
    out.append("Context read (ms), p50 / p95, by messages stored:\n")
    rows = []
    for name in names:
        cells = [name]
        for size in SIZES:
            p50, p95 = results["read"][name][size]
            cells.append(f"{p50:.3f} / {p95:.3f}")
        rows.append(cells)
    out.append(table(["implementation", *[f"{s} msgs" for s in SIZES]], rows))
    out.append(
        "\nMessages in the context at each size: "
        + ", ".join(f"{s} → {results['window'][s]}" for s in SIZES)
        + f" (token budget {TOKEN_LIMIT}; the langchain-community history returns everything)\n"
    )
    out.append("Per-turn append (2 messages), ms, over the 1,000 turns that fill 2,000 messages:\n")
    out.append(
        table(
            ["implementation", "p50", "p95"],
            [[n, *results["append"][n]] for n in names],
        )
    )
    out.append(
        "\nRound trips (socket sends) and server commands per operation, at 2,000 messages:\n"
    )
    rows = []
    for name in names:
        rt_a, rt_r = results["round_trips"][name][max(SIZES)]
        c_a, c_r = results["commands"][name][max(SIZES)]
        rows.append([name, rt_a, rt_r, c_a, c_r])
    out.append(table(["implementation", "append RT", "read RT", "append cmds", "read cmds"], rows))
    r_ours = {s: results["read"][ours][s][0] for s in SIZES}
    r_floor = {s: results["read"][floor][s][0] for s in SIZES}
    a_ours, a_floor = results["append"][ours][0], results["append"][floor][0]
    out.append("\nRatios (p50):")
    out.append(f"- append, ours / floor: {a_ours / a_floor:.2f}×")
    for s in SIZES:
        out.append(f"- read at {s}, ours / floor: {r_ours[s] / r_floor[s]:.2f}×")
    out.append(f"- read 2,000 vs 200 messages, ours: {r_ours[2000] / r_ours[200]:.2f}×")
    for name in names:
        if name not in (ours, floor):
            out.append(
                f"- read at 2,000, {name} / ours: {results['read'][name][2000][0] / r_ours[2000]:.1f}×"
            )
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--redis-url", help="an existing server (default: start a local one)")
    parser.add_argument("--reads", type=int, default=200, help="reads timed per size")
    parser.add_argument("--out", default=str(Path(__file__).parent / "results" / "shortterm.md"))
    args = parser.parse_args()
    TiktokenCounter()  # load the tokenizer before timing
    if args.redis_url:
        url, server, label = args.redis_url, None, args.redis_url
    else:
        server = LocalRedisServer.start()
        url, label = server.url, f"local {server.kind} ({server.binary})"
    try:
        results = run(url, args.reads)
    finally:
        if server is not None:
            server.stop()
    report = render(results, label)
    print(report)
    ms = ("p50", "p95")
    write_results(
        args.out,
        report,
        {
            "benchmark": "shortterm",
            "server": label,
            "sizes": list(SIZES),
            "token_limit": TOKEN_LIMIT,
            "window": results["window"],
            "read_ms": {
                n: {str(s): dict(zip(ms, v, strict=True)) for s, v in per.items()}
                for n, per in results["read"].items()
            },
            "append_ms": {n: dict(zip(ms, v, strict=True)) for n, v in results["append"].items()},
            "round_trips_append_read": results["round_trips"],
            "commands_append_read": results["commands"],
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
