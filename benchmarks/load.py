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
    from memory_ext.locks import RedisUserLocks
    from memory_ext.manager import MemoryManager
    from memory_ext.stores.chroma import http_client

    mm = MemoryManager.from_url(
        redis_url, chroma_client=http_client("127.0.0.1", port), namespace=prefix,
        key_prefix=prefix, background_learning=background, embedder=MiniLMEmbedder(),
    )  # fmt: skip
    locks = mm.long_term.locks
    assert isinstance(locks, RedisUserLocks)
    locks.lease_ms = 10_000  # a lock held when Redis died frees up sooner
    return mm


def worker_main(
    redis_url: str, port: int, prefix: str, name: str, out: Any, *, batch: int = 64
) -> None:
    """One worker process: learn until told to stop and the stream is drained."""
    mm = _manager(redis_url, port, prefix, background=True)
    worker = mm.worker(name, min_idle_ms=3000)
    delays: list[float] = []
    batches: list[float] = []
    learn_batch = mm.learn_batch

    def timed_learn_batch(tasks: Any) -> Any:
        began = time.perf_counter()
        outcomes = learn_batch(tasks)
        now = time.time()  # written (searchable) from here on
        batches.append(time.perf_counter() - began)
        delays.extend(
            now - int(t.entry_id.split("-")[0]) / 1000
            for t, o in zip(tasks, outcomes, strict=True)
            if t.entry_id and not isinstance(o, Exception)
        )
        return outcomes

    mm.learn_batch = timed_learn_batch
    control = redis.Redis.from_url(redis_url, decode_responses=True, socket_timeout=5)
    jobs, first, last, busy, errors = 0, 0.0, 0.0, 0.0, 0
    while True:
        try:
            began = time.perf_counter()
            done = worker.run_once(count=batch, block_ms=300)
            if done:  # the span runs from the start of the first batch to the last ack
                first = first or began
                last = time.perf_counter()
                busy += last - began
                jobs += done
            elif control.get(f"{prefix}:bench:stop") and _drained(control, prefix):
                break
        except (StoreUnavailableError, LockTimeoutError, redis.RedisError):
            errors += 1
            time.sleep(0.3)
    out.put({"worker": name, "jobs": jobs, "seconds": last - first, "busy_seconds": busy,
             "delays": delays, "batches": batches, "errors": errors})  # fmt: skip


def _drained(client: redis.Redis, prefix: str) -> bool:
    stream = f"{prefix}:learn"
    try:
        return int(client.xlen(stream)) == 0
    except redis.RedisError:
        return False


def _documents(client: Any, prefix: str, page: int = 5000) -> list[str]:
    """Every stored memory's text, page by page (one unbounded get of 50,000 rows is slow)."""
    collection = next(c for c in client.list_collections() if c.name.startswith(prefix))
    out: list[str] = []
    while True:
        got = collection.get(include=["documents"], limit=page, offset=len(out))["documents"]
        out += got
        if len(got) < page:
            return out


def run(
    sessions: int, turns: int, workers: int, kill_redis: bool, producers: int, *, batch: int = 64
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
        ctx.Process(
            target=worker_main,
            args=(server.url, port, prefix, f"w{i}", out),
            kwargs={"batch": batch},
        )
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

    load_before = os.getloadavg()
    samples: list[float] = []
    sampling = threading.Event()

    def sample_load() -> None:  # the 1-minute load average every 10 s of the run
        while not sampling.wait(10):
            samples.append(os.getloadavg()[0])

    threading.Thread(target=sample_load, daemon=True).start()
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
    load_after = os.getloadavg()
    sampling.set()
    control.delete(f"{prefix}:bench:stop")
    memory = int(control.info("memory")["used_memory"]) - baseline
    emb = sum(
        int(control.memory_usage(k) or 0)
        for k in control.scan_iter(match=f"{prefix}:emb:*", count=1000)
    )
    # every turn must be exactly one memory
    from memory_ext.stores.chroma import http_client

    stored = _documents(http_client("127.0.0.1", port), prefix)
    expected = {turn_text(s, t) for s in range(sessions) for t in range(turns)}
    lost = len(expected - set(stored))
    doubled = len(stored) - len(set(stored))
    delays = sorted(d for r in results for d in r["delays"])
    batch_seconds = sorted(b for r in results for b in r["batches"])
    ordered = sorted(latencies)

    def pct(values: list[float], q: float) -> float:
        return values[min(len(values) - 1, round(q * (len(values) - 1)))] * 1000

    server.stop()
    chroma.kill()
    chroma.wait()
    shutil.rmtree(work, ignore_errors=True)
    return {
        "sessions": sessions, "turns": turns, "workers": workers, "producers": producers,
        "batch": batch, "cpus": os.cpu_count(),
        "load_average_before": list(load_before), "load_average_after": list(load_after),
        "load_average_1min_during": {"mean": statistics.fmean(samples) if samples else None,
                                     "max": max(samples, default=None), "samples": len(samples)},
        "redis_killed": kill_redis, "restart": restarted,
        "append_ms": {"p50": pct(ordered, 0.5), "p95": pct(ordered, 0.95),
                      "p99": pct(ordered, 0.99), "mean": statistics.fmean(ordered) * 1000},
        "producer_retries": retries[0],
        "turns_per_s_produced": total / produce_seconds,
        "searchable_delay_s": {"p50": pct(delays, 0.5) / 1000, "p95": pct(delays, 0.95) / 1000,
                               "max": delays[-1] if delays else 0.0},
        # what a turn waits once a worker has it (the delay without a backlog)
        "batch_learn_s": {"p50": pct(batch_seconds, 0.5) / 1000,
                          "p95": pct(batch_seconds, 0.95) / 1000, "count": len(batch_seconds)},
        "jobs_per_s_per_worker": [r["jobs"] / r["seconds"] if r["seconds"] else 0.0
                                  for r in results],
        "jobs_per_s_per_worker_busy": [r["jobs"] / r["busy_seconds"] if r["busy_seconds"] else 0.0
                                       for r in results],
        "jobs_per_worker": [r["jobs"] for r in results],
        "worker_errors": sum(r["errors"] for r in results),
        "total_seconds": learn_seconds,
        "redis_bytes_per_session": memory / sessions,
        "embedding_cache_bytes_per_session": emb / sessions,
        "memories_expected": len(expected), "memories_stored": len(stored),
        "lost": lost, "doubled": doubled,
    }  # fmt: skip


def _load_cell(run: dict[str, Any]) -> str:
    during = run.get("load_average_1min_during") or {}
    if during.get("mean") is None:
        return "not recorded"
    return f"{during['mean']:.2f} / {during['max']:.2f}"


def report(runs: list[dict[str, Any]], note: str) -> str:
    rows = []
    for r in runs:
        rows.append([
            "Redis killed + restarted (AOF)" if r["redis_killed"] else "steady",
            f"{r['sessions']} × {r['turns']}",
            f"{r['append_ms']['p50']:.2f} / {r['append_ms']['p95']:.2f} / {r['append_ms']['p99']:.2f}",
            f"{r['searchable_delay_s']['p50']:.1f} / {r['searchable_delay_s']['p95']:.1f}",
            f"{r['batch_learn_s']['p50']:.2f} / {r['batch_learn_s']['p95']:.2f}"
            if "batch_learn_s" in r else "not recorded",
            " / ".join(f"{j:.1f}" for j in r["jobs_per_s_per_worker"]),
            f"{r['redis_bytes_per_session'] / 1024:.1f}",
            r["lost"], r["doubled"],
            _load_cell(r),
        ])  # fmt: skip
    head = ["run", "sessions × turns", "append p50/p95/p99 ms", "queued→searchable p50/p95 s",
            "batch learn p50/p95 s",
            "jobs/s per worker", "Redis KiB/session", "lost", "doubled",
            "load avg (1 min) mean / max during"]  # fmt: skip
    return f"# Load: sessions with background learning\n\n{note}\n\n" + table(head, rows) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=50)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--producers", type=int, default=4)
    parser.add_argument("--batch", type=int, default=64, help="entries a worker learns at once")
    parser.add_argument("--only", choices=["steady", "redis_killed"], help="run one of the two")
    parser.add_argument("--note", default="")
    args = parser.parse_args()
    kinds = [args.only] if args.only else ["steady", "redis_killed"]
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / "load.json"
    data = json.loads(path.read_text()) if args.only and path.exists() else {}
    for kind in kinds:  # one at a time, so --only can re-run a figure and keep the other
        data[kind] = run(
            args.sessions, args.turns, args.workers, kind == "redis_killed", args.producers,
            batch=args.batch,
        )  # fmt: skip
    data["note"] = args.note
    runs = [data[k] for k in ("steady", "redis_killed") if k in data]
    (RESULTS / "load.json").write_text(json.dumps(data, indent=2))
    (RESULTS / "load.md").write_text(report(runs, args.note))
    print(report(runs, args.note))


if __name__ == "__main__":
    main()
