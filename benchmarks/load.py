"""Load: many sessions chatting with background learning, on loopback.

Sessions × turns go through ``process_interaction`` (the hot path: session binding,
chat append, stream entry) from producer threads, while worker processes learn the
queued turns into a Chroma server. Reported: hot-path append p50/p95/p99, the delay from
queueing a turn to its memory being stored (searchable), jobs/s per worker, Redis
memory per session, and the count of lost or doubled memories (must be 0). The second
run kills Redis (SIGKILL) mid-run and restarts it from its AOF (``appendfsync always``);
producers and workers retry through the outage.

The embedder is pinned to all-MiniLM-L6-v2 (int8, English), the fastest offline one, so
the figures measure the memory layer rather than the model. Every turn says something unique (random words + a letter tag), so each must become
exactly one memory: lost = turns without a memory, doubled = memories beyond one per turn.

Run: ``python -m benchmarks.load --sessions 1000 --turns 50`` (the full size); results go
to ``benchmarks/results/load.md`` and ``load.json``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

import redis

from benchmarks._common import table
from memory_ext.embedded import LocalRedisServer, free_port
from memory_ext.errors import LockTimeoutError, StoreUnavailableError

RESULTS = Path(__file__).parent / "results"
WORDS = [
    "amber",
    "falcon",
    "river",
    "quiet",
    "glow",
    "maple",
    "orbit",
    "copper",
    "lantern",
    "meadow",
    "velvet",
    "harbor",
    "cedar",
    "prism",
    "ember",
    "willow",
    "saffron",
    "glacier",
    "thistle",
    "beacon",
    "marble",
    "cobalt",
    "juniper",
    "canyon",
    "sparrow",
    "tundra",
    "violet",
    "walnut",
    "zephyr",
    "quartz",
    "lotus",
    "basalt",
    "heron",
    "onyx",
    "fern",
    "dune",
    "coral",
]


def _tag(i: int) -> str:
    letters = ""
    while True:
        letters = chr(ord("a") + i % 26) + letters
        i //= 26
        if i == 0:
            return letters


def turn_text(session: int, turn: int) -> str:
    rng = random.Random(session * 100_003 + turn)
    return f"I remember that {' '.join(rng.sample(WORDS, 6))} (note {_tag(session)} {_tag(turn)})"


def _start_chroma(path: str) -> tuple[subprocess.Popen[bytes], int]:
    binary = str(Path(sys.executable).with_name("chroma"))
    port = free_port()
    proc = subprocess.Popen(
        [binary, "run", "--path", path, "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    for _ in range(150):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v2/heartbeat", timeout=1).read()
            return proc, port
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError("chroma run did not start")


def _manager(redis_url: str, port: int, prefix: str, background: bool) -> Any:
    from memory_ext.embeddings import MiniLMEmbedder
    from memory_ext.manager import MemoryManager
    from memory_ext.stores.chroma import http_client

    mm = MemoryManager.from_url(
        redis_url, chroma_client=http_client("127.0.0.1", port), namespace=prefix,
        key_prefix=prefix, background_learning=background, embedder=MiniLMEmbedder(),
    )  # fmt: skip
    mm.long_term.locks.lease_ms = 10_000  # a lock held when Redis died frees up sooner
    return mm


def worker_main(redis_url: str, port: int, prefix: str, name: str, out: Any) -> None:
    """One worker process: learn until told to stop and the stream is drained."""
    mm = _manager(redis_url, port, prefix, background=True)
    worker = mm.worker(name, min_idle_ms=3000)
    delays: list[float] = []
    learn = mm.learn

    def timed_learn(*args: Any, entry_id: str | None = None, **kwargs: Any) -> Any:
        result = learn(*args, entry_id=entry_id, **kwargs)
        if entry_id is not None:
            delays.append(time.time() - int(entry_id.split("-")[0]) / 1000)
        return result

    mm.learn = timed_learn  # type: ignore[method-assign]
    control = redis.Redis.from_url(redis_url, decode_responses=True, socket_timeout=5)
    jobs, first, last, errors = 0, 0.0, 0.0, 0
    while True:
        try:
            done = worker.run_once(count=16, block_ms=300)
            if done:
                first = first or time.perf_counter()
                last = time.perf_counter()
                jobs += done
            elif control.get(f"{prefix}:bench:stop") and _drained(control, prefix):
                break
        except (StoreUnavailableError, LockTimeoutError, redis.RedisError):
            errors += 1
            time.sleep(0.3)
    out.put({"worker": name, "jobs": jobs, "seconds": last - first, "delays": delays,
             "errors": errors})  # fmt: skip


def _drained(client: redis.Redis, prefix: str) -> bool:
    stream = f"{prefix}:learn"
    try:
        return int(client.xlen(stream)) == 0
    except redis.RedisError:
        return False


def run(
    sessions: int, turns: int, workers: int, kill_redis: bool, producers: int
) -> dict[str, Any]:
    work = Path(tempfile.mkdtemp(prefix="mx-load-"))
    chroma, port = _start_chroma(str(work / "chroma"))
    redis_args = ("--appendonly", "yes", "--appendfsync", "always", "--dir", str(work))
    server = LocalRedisServer.start(extra_args=redis_args)
    prefix = "load"
    control = redis.Redis.from_url(server.url, decode_responses=True, socket_timeout=5)
    baseline = int(control.info("memory")["used_memory"])
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    procs = [
        ctx.Process(target=worker_main, args=(server.url, port, prefix, f"w{i}", out))
        for i in range(workers)
    ]
    for p in procs:
        p.start()
    producer = _manager(server.url, port, prefix, background=True)
    latencies: list[float] = []
    retries = [0]
    lock = threading.Lock()
    total = sessions * turns
    produced = [0]
    restarted: dict[str, float] = {}

    def produce(shard: int) -> None:
        mine: list[float] = []
        for turn in range(turns):
            for session in range(shard, sessions, producers):
                text = turn_text(session, turn)
                while True:
                    start = time.perf_counter()
                    try:
                        producer.process_interaction(
                            f"s{session}", f"u{session // 2}", text, "noted"
                        )
                        break
                    except (StoreUnavailableError, LockTimeoutError):
                        with lock:
                            retries[0] += 1
                        time.sleep(0.2)
                mine.append(time.perf_counter() - start)
                with lock:
                    produced[0] += 1
        with lock:
            latencies.extend(mine)

    started = time.perf_counter()
    threads = [threading.Thread(target=produce, args=(i,)) for i in range(producers)]
    for t in threads:
        t.start()
    if kill_redis:
        while produced[0] < total // 2:
            time.sleep(0.05)
        os.kill(server.process.pid, signal.SIGKILL)
        server.process.wait()
        down = time.perf_counter()
        time.sleep(1.0)
        server.process = subprocess.Popen(
            [str(server.binary), "--port", str(server.port), "--bind", "127.0.0.1",
             "--save", "", *redis_args, "--logfile", str(work / "server2.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        while True:
            try:
                control.ping()
                break
            except redis.RedisError:
                time.sleep(0.05)
        restarted = {"at_turn": produced[0], "down_seconds": time.perf_counter() - down}
    for t in threads:
        t.join()
    produce_seconds = time.perf_counter() - started
    control.set(f"{prefix}:bench:stop", "1")
    results = [out.get(timeout=3600) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    learn_seconds = time.perf_counter() - started
    control.delete(f"{prefix}:bench:stop")
    memory = int(control.info("memory")["used_memory"]) - baseline
    emb = sum(
        int(control.memory_usage(k) or 0)
        for k in control.scan_iter(match=f"{prefix}:emb:*", count=1000)
    )
    # every turn must be exactly one memory
    from memory_ext.stores.chroma import http_client

    collection = next(
        c for c in http_client("127.0.0.1", port).list_collections() if c.name.startswith(prefix)
    )
    stored = collection.get(include=["documents"])["documents"]
    expected = {turn_text(s, t) for s in range(sessions) for t in range(turns)}
    lost = len(expected - set(stored))
    doubled = len(stored) - len(set(stored))
    delays = sorted(d for r in results for d in r["delays"])
    ordered = sorted(latencies)

    def pct(values: list[float], q: float) -> float:
        return values[min(len(values) - 1, round(q * (len(values) - 1)))] * 1000

    server.stop()
    chroma.kill()
    chroma.wait()
    shutil.rmtree(work, ignore_errors=True)
    return {
        "sessions": sessions, "turns": turns, "workers": workers, "producers": producers,
        "redis_killed": kill_redis, "restart": restarted,
        "append_ms": {"p50": pct(ordered, 0.5), "p95": pct(ordered, 0.95),
                      "p99": pct(ordered, 0.99), "mean": statistics.fmean(ordered) * 1000},
        "producer_retries": retries[0],
        "turns_per_s_produced": total / produce_seconds,
        "searchable_delay_s": {"p50": pct(delays, 0.5) / 1000, "p95": pct(delays, 0.95) / 1000,
                               "max": delays[-1] if delays else 0.0},
        "jobs_per_s_per_worker": [r["jobs"] / r["seconds"] if r["seconds"] else 0.0
                                  for r in results],
        "jobs_per_worker": [r["jobs"] for r in results],
        "worker_errors": sum(r["errors"] for r in results),
        "total_seconds": learn_seconds,
        "redis_bytes_per_session": memory / sessions,
        "embedding_cache_bytes_per_session": emb / sessions,
        "memories_expected": len(expected), "memories_stored": len(stored),
        "lost": lost, "doubled": doubled,
    }  # fmt: skip


def report(runs: list[dict[str, Any]], note: str) -> str:
    rows = []
    for r in runs:
        rows.append([
            "Redis killed + restarted (AOF)" if r["redis_killed"] else "steady",
            f"{r['sessions']} × {r['turns']}",
            f"{r['append_ms']['p50']:.2f} / {r['append_ms']['p95']:.2f} / {r['append_ms']['p99']:.2f}",
            f"{r['searchable_delay_s']['p50']:.1f} / {r['searchable_delay_s']['p95']:.1f}",
            " / ".join(f"{j:.1f}" for j in r["jobs_per_s_per_worker"]),
            f"{r['redis_bytes_per_session'] / 1024:.1f}",
            r["lost"], r["doubled"],
        ])  # fmt: skip
    head = ["run", "sessions × turns", "append p50/p95/p99 ms", "queued→searchable p50/p95 s",
            "jobs/s per worker", "Redis KiB/session", "lost", "doubled"]  # fmt: skip
    return f"# Load: sessions with background learning\n\n{note}\n\n" + table(head, rows) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=50)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--producers", type=int, default=4)
    parser.add_argument("--note", default="")
    args = parser.parse_args()
    runs = [
        run(args.sessions, args.turns, args.workers, kill, args.producers) for kill in (False, True)
    ]
    RESULTS.mkdir(exist_ok=True)
    data = {"note": args.note, "steady": runs[0], "redis_killed": runs[1]}
    (RESULTS / "load.json").write_text(json.dumps(data, indent=2))
    (RESULTS / "load.md").write_text(report(runs, args.note))
    print(report(runs, args.note))


if __name__ == "__main__":
    main()
