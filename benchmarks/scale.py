"""How long-term memory costs grow: one user at N ∈ {1k, 10k, 50k, 100k} memories and a
process serving 1,000 users × 500 memories under the default view cache. One run.

Vectors are synthetic (a deterministic random embedder seeded by the text, 768-d by
default: the width of the default e5+MiniLM vectors), so
store and search costs are measured without the embedding model; the model's own cost
is in benchmarks/locomo.py. Per N, in the same run and on the same vectors:

* search p50/p95 (BLAS pinned to one thread, as the int8 scan is) with ``from_url``'s defaults (access counting on, hybrid on, default
  view cache), excluding query embedding (query vectors are computed up front), next to
  the exact floor: a float32 matrix-vector product + argpartition over the same vectors;
* Redis round trips per search with the defaults *including* the embedding cache;
* the first search after a write over a warm one (median ratio of 30 pairs);
* bytes per memory of the user's view (tracemalloc, keyword index included) and its
  build time (Chroma read + build);
* writes/s: episodic (batches of 2,000), semantic (``remember_many`` batches of 50 and
  one ``remember`` at a time).

Then writes/s of multi-valued slots (a user with 100 and with 2,000 existing "likes"),
and the many-users run: 1,000 users × 500 memories served by one process with the
default 256 MiB view cache. That run reads from a synthetic in-process vector store
(``SyntheticIndex``: records and vectors generated on demand, nothing stored), so the
RSS measured is the process and its views, not Chroma's HNSW index of 500k vectors.

    python benchmarks/scale.py [--sizes 1000 10000 50000 100000] [--users 1000]
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import os
import random
import sys
import tempfile
import time
import tracemalloc
import warnings
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")
# One BLAS thread, as our own int8 scan has: on a shared 2-core machine a multi-threaded
# BLAS spins against other processes and the "floor" stops being one.
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import numpy as np
import redis

from benchmarks._common import percentiles, table, timed
from memory_ext.embedded import LocalRedisServer
from memory_ext.inputs import MemoryInput
from memory_ext.long_term import LongTermMemory
from memory_ext.manager import MemoryManager
from memory_ext.model import MemoryRecord
from memory_ext.stores.chroma import persistent_client
from memory_ext.stores.stats import InMemoryStats
from memory_ext.user_view import UserView
from memory_ext.view_cache import DEFAULT_VIEW_CACHE_MB

RESULTS = Path(__file__).parent / "results"
WORDS = [
    "loan",
    "bank",
    "income",
    "salary",
    "credit",
    "score",
    "mortgage",
    "flat",
    "house",
    "car",
    "wife",
    "child",
    "school",
    "travel",
    "Beijing",
    "Shanghai",
    "Berlin",
    "Paris",
    "tea",
    "coffee",
    "hiking",
    "music",
    "guitar",
    "doctor",
    "dentist",
    "meeting",
    "project",
    "deadline",
    "report",
    "budget",
    "invoice",
    "holiday",
    "birthday",
    "dinner",
    "lunch",
    "gym",
    "running",
    "swimming",
    "book",
    "film",
]
START = datetime(2025, 1, 1, tzinfo=timezone.utc)
NOW = START + timedelta(days=400)


#: width of the synthetic vectors: the default embedder's (e5+MiniLM, 384 + 384)
DIM = 768


def unit(text: str, dim: int | None = None) -> np.ndarray:
    seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")
    v = np.random.default_rng(seed).standard_normal(dim or DIM).astype(np.float32)
    return v / np.linalg.norm(v)


class RandomEmbedder:
    """Deterministic unit vectors seeded by the text: store/search cost without a model."""

    def __init__(self) -> None:
        self.dim = DIM
        self.model_id = f"random-{DIM}"

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([unit(t) for t in texts]) if texts else np.zeros((0, DIM), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return unit(text)


def sentence(rng: random.Random, i: int) -> str:
    return f"memory {i}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 14)))


def episodic(rng: random.Random, n: int, offset: int) -> list[MemoryInput]:
    return [
        MemoryInput(sentence(rng, offset + i), "episodic", START + timedelta(minutes=offset + i), 5.0)
        for i in range(n)
    ]  # fmt: skip


class RoundTrips:
    """Counts redis-py round trips (one per packed send) while active."""

    def __init__(self) -> None:
        self.count = 0
        self._original: Any = None

    def __enter__(self) -> RoundTrips:
        self._original = redis.connection.AbstractConnection.send_packed_command
        original = self._original

        def counted(conn: Any, command: Any, check_health: bool = True) -> None:
            self.count += 1
            original(conn, command, check_health)

        redis.connection.AbstractConnection.send_packed_command = counted  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        redis.connection.AbstractConnection.send_packed_command = self._original  # type: ignore[method-assign]


def manager(url: str, name: str, *, cache_embeddings: bool, chroma: Any = None) -> MemoryManager:
    return MemoryManager.from_url(
        url, chroma_client=chroma or persistent_client(tempfile.mkdtemp(prefix=f"scale-{name}-")),
        embedder=RandomEmbedder(), namespace=name, key_prefix=name,
        cache_embeddings=cache_embeddings,
    )  # fmt: skip


def load() -> float:
    """The 1-minute load average (other processes on the machine disturb timings)."""
    return os.getloadavg()[0]


def recall_at_10(mm: MemoryManager, user: str, matrix: np.ndarray, ids: list[str], qvecs: list[np.ndarray]) -> dict[str, float]:  # fmt: skip
    """Share of the exact float32 top-10 (same vectors) that the view's dense search
    returns: as a search with k=10 uses it (n = 40 candidates, re-ranked from the 120
    best int8 scores, then their top 10), and asked for 10 alone (re-ranked from 30)."""
    view = mm.long_term._source(user)
    assert isinstance(view, UserView)
    settings = mm.long_term.settings
    n = max(settings.min_candidates, 10 * settings.candidate_multiplier)
    found: dict[str, list[float]] = {"search": [], "alone": []}
    for q in qvecs:
        exact = {ids[i] for i in np.argpartition(-(matrix @ q), 9)[:10]}
        for name, wanted in (("search", n), ("alone", 10)):
            rows, _ = view.dense(q, wanted, None)
            found[name].append(len(exact & {view.ids[int(r)] for r in rows[:10]}) / 10)
    return {name: float(np.mean(v)) for name, v in found.items()}


def view_bytes(mm: MemoryManager, user: str) -> tuple[float, int]:
    """Seconds to build the user's view from Chroma, and the bytes it keeps (tracemalloc)."""
    mm.long_term.drop_views()
    gc.collect()
    start = time.perf_counter()
    mm.long_term._source(user)
    seconds = time.perf_counter() - start
    mm.long_term.drop_views()
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    view = mm.long_term._source(user)
    gc.collect()
    kept = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    del view
    return seconds, kept


def one_user(
    url: str, sizes: list[int], queries: list[str], rng: random.Random
) -> list[dict[str, Any]]:
    chroma = persistent_client(tempfile.mkdtemp(prefix="scale-scale1-"))
    mm = manager(url, "scale1", cache_embeddings=False, chroma=chroma)
    # the same stores with the default embedding cache (a Redis lookup per query)
    cached = manager(url, "scale1", cache_embeddings=True, chroma=chroma)
    out = []
    have = 0
    for size in sizes:
        start = time.perf_counter()
        for i in range(have, size, 2000):
            mm.remember_many("big", episodic(rng, min(2000, size - i), i))
        episodic_rate = (size - have) / (time.perf_counter() - start)
        have = size
        build_s, kept = view_bytes(mm, "big")
        records, vectors = mm.long_term.index.get(mm.long_term.index.where("big"), embeddings=True)
        assert vectors is not None
        matrix = np.ascontiguousarray(vectors, dtype=np.float32)
        qvecs = [unit(q) for q in queries]
        qi = iter(qvecs * 3)

        def floor() -> None:
            scores = matrix @ next(qi)
            np.argpartition(-scores, 40)[:40]

        pairs = iter(queries * 3)
        mm.search("big", queries[0], k=10, now=NOW)  # warm
        load_before = load()
        ours = timed(lambda: mm.search("big", next(pairs), k=10, now=NOW), len(queries))
        exact = timed(floor, len(queries))
        load_after = load()
        p50, p95 = percentiles(ours)
        f50, f95 = percentiles(exact)
        recall = recall_at_10(mm, "big", matrix, [r.id for r in records], qvecs)
        for q in queries[:21]:
            cached.search("big", q, k=10, now=NOW)  # warm view, embeddings cached
        with RoundTrips() as trips:
            for q in queries[1:21]:
                mm.search("big", q, k=10, now=NOW)
        with RoundTrips() as cached_trips:
            for q in queries[1:21]:
                cached.search("big", q, k=10, now=NOW)
        first, warm = [], []
        for j in range(30):
            mm.remember("big", f"note {size}-{j}: " + queries[j], kind="episodic", ts=NOW)
            t0 = time.perf_counter()
            mm.search("big", queries[(j + 1) % len(queries)], k=10, now=NOW)
            first.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            mm.search("big", queries[(j + 2) % len(queries)], k=10, now=NOW)
            warm.append(time.perf_counter() - t0)
        sem = [MemoryInput(f"semantic {size}-{i}: " + sentence(rng, i), importance=5.0) for i in range(200)]  # fmt: skip
        t0 = time.perf_counter()
        for i in range(0, 150, 50):
            mm.remember_many("big", sem[i : i + 50])
        batched = 150 / (time.perf_counter() - t0)
        t0 = time.perf_counter()
        for item in sem[150:]:
            mm.remember("big", item.text, importance=5.0)
        single = 50 / (time.perf_counter() - t0)
        have += 230
        row = {
            "memories": size,
            "search_p50_ms": p50, "search_p95_ms": p95,
            "floor_p50_ms": f50, "floor_p95_ms": f95,
            "search_over_floor_p50": p50 / f50,
            "redis_round_trips_per_search": trips.count / 20,
            "redis_round_trips_per_search_with_embedding_cache": cached_trips.count / 20,
            "dense_recall_at_10_vs_exact": recall["search"],
            "dense_recall_at_10_vs_exact_alone": recall["alone"],
            "load_average": [load_before, load_after],
            "first_after_write_over_warm": float(np.median(first) / np.median(warm)),
            "view_bytes_per_memory": kept / len(records),
            "view_build_s": build_s,
            "episodic_writes_per_s": episodic_rate,
            "semantic_writes_per_s_batched": batched,
            "semantic_writes_per_s_single": single,
        }  # fmt: skip
        out.append(row)
        print(json.dumps(row), file=sys.stderr)
    return out


def likes(url: str, counts: list[int]) -> dict[int, float]:
    """Writes/s of one more "like" for a user who already has ``count`` of them."""
    out = {}
    for count in counts:
        mm = manager(url, f"likes{count}", cache_embeddings=False)
        for i in range(0, count, 500):
            mm.remember_many(
                "u", [MemoryInput(f"I like dish number {j}", importance=5.0) for j in range(i, min(count, i + 500))]
            )  # fmt: skip
        slots = {r.slot for r in mm.long_term._source("u").active_fact_records()}
        assert slots == {"likes"}, slots
        t0 = time.perf_counter()
        for j in range(50):
            mm.remember("u", f"I like new dish {j}", importance=5.0)
        out[count] = 50 / (time.perf_counter() - t0)
        print(f"likes {count}: {out[count]:.0f} writes/s", file=sys.stderr)
    return out


class SyntheticIndex:
    """A vector store that generates each user's records on demand (nothing stored):
    the many-users run measures the views a process keeps, not a store's memory."""

    def __init__(self, per_user: int) -> None:
        self.per_user = per_user
        self.dim = DIM
        self.model_id = f"random-{DIM}"

    def where(self, user_id: str, filters: Mapping[str, Any] | None = None, *, active_only: bool = False) -> dict[str, Any]:  # fmt: skip
        return {"user_id": user_id}

    def _records(self, user_id: str) -> list[MemoryRecord]:
        rng = random.Random(user_id)
        return [
            MemoryRecord(f"{user_id}-{i:04d}-" + "0" * 20, user_id, "episodic", sentence(rng, i),
                         START + timedelta(minutes=i), 5.0)
            for i in range(self.per_user)
        ]  # fmt: skip

    def get(self, where: Mapping[str, Any], ids: Sequence[str] | None = None, *, embeddings: bool = False) -> tuple[list[MemoryRecord], np.ndarray | None]:  # fmt: skip
        records = self._records(where["user_id"])
        rng = np.random.default_rng(abs(hash(where["user_id"])) % 2**32)
        v = rng.standard_normal((len(records), DIM)).astype(np.float32)
        return records, (v / np.linalg.norm(v, axis=1, keepdims=True)) if embeddings else None

    def ids(self, where: Mapping[str, Any], ids: Sequence[str] | None = None) -> list[str]:
        return [f"{i}" for i in range(self.per_user)]

    def upsert(self, records: Sequence[MemoryRecord], embeddings: Any) -> None:
        raise NotImplementedError

    def query(self, embedding: Any, n: int, where: Mapping[str, Any]) -> list[tuple[MemoryRecord, float]]:  # fmt: skip
        raise NotImplementedError

    def delete(self, where: Mapping[str, Any], ids: Sequence[str] | None = None) -> None:
        raise NotImplementedError


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def many_users(users: int, per_user: int, queries: list[str], rounds: int) -> dict[str, Any]:
    ltm = LongTermMemory(SyntheticIndex(per_user), RandomEmbedder(), InMemoryStats())
    rng = random.Random(11)
    load_before = load()
    gc.collect()
    base = rss_mib()
    samples, rss = [], []
    order = [f"user{u}" for u in range(users)]
    for r in range(rounds):
        rng.shuffle(order)
        for i, user in enumerate(order):
            t0 = time.perf_counter()
            ltm.search(user, queries[i % len(queries)], k=10, now=NOW)
            samples.append(time.perf_counter() - t0)
            if i % 100 == 0:
                rss.append(rss_mib())
        print(f"round {r}: rss {rss[-1]:.0f} MiB, {ltm.cache_stats()}", file=sys.stderr)
    stats = ltm.cache_stats()
    p50, p95 = percentiles(samples)
    return {
        "users": users, "memories_per_user": per_user, "searches": len(samples),
        "cache_mib": stats.capacity_bytes / 2**20, "views_held": stats.users,
        "views_mib": stats.bytes / 2**20, "hits": stats.hits, "misses": stats.misses,
        "evictions": stats.evictions, "direct_searches": stats.direct_searches,
        "rss_before_mib": base, "rss_peak_mib": max(rss), "rss_end_mib": rss[-1],
        "search_p50_ms": p50, "search_p95_ms": p95, "load_average": [load_before, load()],
    }  # fmt: skip


def report(rows: list[dict[str, Any]], like_rates: dict[int, float], crowd: dict[str, Any]) -> str:
    def f(v: float, d: int = 2) -> str:
        return f"{v:,.{d}f}"

    lines = [
        f"Long-term memory at scale: one run, 2 shared cores, synthetic {DIM}-d vectors "
        "(benchmarks/scale.py). Search excludes query embedding (the timed manager runs "
        "without the embedding cache, whose Redis lookup is counted in the round-trips "
        "column); every other setting is `MemoryManager.from_url`'s default: access "
        "counting on (deferred), hybrid, the 256 MiB view cache. Dense recall@10: the "
        "view's int8 scan + float re-rank against the exact float32 top-10 of the same "
        "vectors, as a k=10 search uses it (40 candidates re-ranked from the 120 best int8 "
        "scores; in brackets: 10 asked for alone, re-ranked from 30). Load average: "
        "1-minute, before → after the search timing.\n",
        table(
            [
                "memories (1 user)",
                "search p50 / p95 ms",
                "exact floor p50 / p95 ms",
                "p50 ÷ floor",
                "dense recall@10 vs exact",
                "Redis round trips / search (+ embedding cache)",
                "first search after a write ÷ warm",
                "view bytes / memory",
                "view build s",
                "episodic writes/s",
                "semantic writes/s (batch 50 / one by one)",
                "load avg (search timing)",
            ],
            [
                [
                    f"{r['memories']:,}",
                    f"{f(r['search_p50_ms'])} / {f(r['search_p95_ms'])}",
                    f"{f(r['floor_p50_ms'])} / {f(r['floor_p95_ms'])}",
                    f(r["search_over_floor_p50"]),
                    f"{f(r['dense_recall_at_10_vs_exact'], 3)} "
                    f"({f(r['dense_recall_at_10_vs_exact_alone'], 3)})",
                    f"{f(r['redis_round_trips_per_search'], 2)} "
                    f"({f(r['redis_round_trips_per_search_with_embedding_cache'], 2)})",
                    f(r["first_after_write_over_warm"]),
                    f"{r['view_bytes_per_memory']:,.0f}",
                    f(r["view_build_s"]),
                    f"{r['episodic_writes_per_s']:,.0f}",
                    f"{r['semantic_writes_per_s_batched']:,.0f} / {r['semantic_writes_per_s_single']:,.0f}",
                    " → ".join(f"{x:.1f}" for x in r["load_average"]),
                ]
                for r in rows
            ],
        ),
        "",
        'One more "like" (a multi-valued slot), one `remember` at a time: '
        + ", ".join(f"{f(v, 0)} writes/s with {k:,} existing likes" for k, v in like_rates.items())
        + ".",
        "",
        f"Many users: {crowd['users']:,} users × {crowd['memories_per_user']} memories, "
        f"{crowd['searches']:,} searches in random order, default view cache "
        f"({crowd['cache_mib']:.0f} MiB): RSS {crowd['rss_before_mib']:.0f} MiB before, "
        f"peak {crowd['rss_peak_mib']:.0f} MiB; {crowd['views_held']} views held "
        f"({crowd['views_mib']:.0f} MiB), {crowd['evictions']:,} evictions, "
        f"{crowd['hits']:,} hits / {crowd['misses']:,} misses; search p50 / p95 "
        f"{f(crowd['search_p50_ms'])} / {f(crowd['search_p95_ms'])} ms (a miss rebuilds the "
        "user's view). Synthetic in-process store: the RSS is the process and its views. "
        f"Load average {crowd['load_average'][0]:.1f} → {crowd['load_average'][1]:.1f}.",
    ]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 50_000, 100_000])
    parser.add_argument("--likes", type=int, nargs="+", default=[100, 2_000])
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--per-user", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--out", default=str(RESULTS / "scale.md"))
    args = parser.parse_args()
    rng = random.Random(7)
    queries = [
        " ".join(rng.choice(WORDS) for _ in range(4)) + f" #{i}" for i in range(args.queries)
    ]
    crowd = many_users(args.users, args.per_user, queries, args.rounds)  # first: a clean heap
    server = LocalRedisServer.start()
    try:
        rows = one_user(server.url, sorted(args.sizes), queries, rng)
        like_rates = likes(server.url, args.likes)
    finally:
        server.stop()
    text = report(rows, like_rates, crowd)
    print(text)
    Path(args.out).write_text(text + "\n")
    payload = {
        "one_user": rows,
        "likes_writes_per_s": {str(k): v for k, v in like_rates.items()},
        "many_users": crowd,
        "default_view_cache_mb": DEFAULT_VIEW_CACHE_MB,
        "vectors": f"synthetic random {DIM}-d unit vectors",
    }
    Path(args.out).with_suffix(".json").write_text(json.dumps(payload, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
