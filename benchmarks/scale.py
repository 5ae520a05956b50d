"""How long-term memory costs grow with size: search p50/p95 at 10k and 100k memories for
one user and across 1,000 users, and batched write throughput.

Vectors come from a deterministic random embedder (384 dimensions, seeded by the text)
so that store and search costs are measured without the embedding model; the model's
own cost is measured by benchmarks/locomo.py (and, for writes, here at 2,000 texts).
For reference, the same queries also go straight to Chroma (filtered HNSW query).

    python benchmarks/scale.py [--sizes 10000 100000] [--users 1000] [--queries 200]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import tempfile
import time
import warnings
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

import numpy as np

from benchmarks._common import percentiles, table, timed
from memory_ext.embedded import LocalRedisServer
from memory_ext.embeddings import MiniLMEmbedder
from memory_ext.long_term import LongTermSettings, MemoryInput
from memory_ext.manager import MemoryManager
from memory_ext.stores.chroma import persistent_client, user_filter

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


class RandomEmbedder:
    """Deterministic unit vectors seeded by the text: store/search cost without a model."""

    model_id = "random-384"
    dim = 384

    def _vec(self, text: str) -> np.ndarray:
        seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")
        v = np.random.default_rng(seed).standard_normal(self.dim).astype(np.float32)
        return v / np.linalg.norm(v)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return (
            np.stack([self._vec(t) for t in texts])
            if texts
            else np.zeros((0, self.dim), np.float32)
        )

    def embed_query(self, text: str) -> np.ndarray:
        return self._vec(text)


def sentence(rng: random.Random, i: int) -> str:
    return f"memory {i}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 14)))


def items(rng: random.Random, n: int, offset: int = 0) -> list[MemoryInput]:
    return [
        MemoryInput(
            sentence(rng, offset + i), "episodic", START + timedelta(minutes=offset + i), 5.0
        )
        for i in range(n)
    ]


def write(mm: MemoryManager, user: str, memories: list[MemoryInput], batch: int = 2000) -> float:
    start = time.perf_counter()
    for i in range(0, len(memories), batch):
        mm.remember_many(user, memories[i : i + batch])
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--per-user", type=int, default=100)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--out", default=str(Path(__file__).parent / "results" / "scale.md"))
    args = parser.parse_args()
    rng = random.Random(7)
    server = LocalRedisServer.start()
    embedder = RandomEmbedder()
    rows = []
    now = START + timedelta(days=400)
    queries = [" ".join(rng.choice(WORDS) for _ in range(4)) for _ in range(args.queries)]
    settings = LongTermSettings(touch_on_search=False)
    try:
        for size in args.sizes:
            mm = MemoryManager.from_url(
                server.url, chroma_client=persistent_client(tempfile.mkdtemp()), embedder=embedder,
                namespace=f"scale{size}", key_prefix=f"scale{size}", cache_embeddings=False, settings=settings,
            )  # fmt: skip
            seconds = write(mm, "big", items(rng, size))
            mm.long_term.drop_views()
            start = time.perf_counter()
            mm.search("big", queries[0], k=10, now=now)
            cold = time.perf_counter() - start
            qi = iter(queries * 2)
            p50, p95 = percentiles(
                timed(lambda: mm.search("big", next(qi), k=10, now=now), args.queries)
            )
            index = mm.long_term.index
            where = user_filter("big", active_only=True)
            qj = iter(queries * 2)
            c50, c95 = percentiles(
                timed(
                    lambda: index.query(embedder.embed_query(next(qj)), 40, where),
                    min(args.queries, 100),
                )
            )
            rows.append(
                [
                    f"1 user × {size:,}",
                    f"{size / seconds:,.0f}",
                    f"{p50:.2f} / {p95:.2f}",
                    f"{cold * 1000:,.0f}",
                    f"{c50:.2f} / {c95:.2f}",
                ]
            )
            print(rows[-1], file=sys.stderr)
        total = args.users * args.per_user
        mm = MemoryManager.from_url(
            server.url, chroma_client=persistent_client(tempfile.mkdtemp()), embedder=embedder,
            namespace="scaleusers", key_prefix="scaleusers", cache_embeddings=False, settings=settings,
        )  # fmt: skip
        start = time.perf_counter()
        for u in range(args.users):
            mm.remember_many(f"user{u}", items(rng, args.per_user))
        seconds = time.perf_counter() - start
        mm.long_term.drop_views()
        users = [f"user{rng.randrange(args.users)}" for _ in range(args.queries)]
        pairs = iter(list(zip(users, queries, strict=True)))
        cold_samples = timed(lambda: mm.search(*next(pairs), k=10, now=now), args.queries)
        pairs = iter(list(zip(users, queries, strict=True)))
        warm_samples = timed(lambda: mm.search(*next(pairs), k=10, now=now), args.queries)
        index = mm.long_term.index
        pairs = iter(list(zip(users, queries, strict=True)))

        def chroma_query() -> None:
            user, query = next(pairs)
            index.query(embedder.embed_query(query), 40, user_filter(user, active_only=True))

        c50, c95 = percentiles(timed(chroma_query, min(args.queries, 100)))
        p50, p95 = percentiles(warm_samples)
        k50, _ = percentiles(cold_samples)
        rows.append(
            [
                f"{args.users:,} users × {args.per_user} ({total:,})",
                f"{total / seconds:,.0f}",
                f"{p50:.2f} / {p95:.2f}",
                f"{k50:.0f} (p50)",
                f"{c50:.2f} / {c95:.2f}",
            ]
        )
        # the real model's write cost, for scale
        real = MiniLMEmbedder()
        mm = MemoryManager.from_url(
            server.url, chroma_client=persistent_client(tempfile.mkdtemp()), embedder=real,
            namespace="scalereal", key_prefix="scalereal", cache_embeddings=False, settings=settings,
        )  # fmt: skip
        seconds = write(mm, "real", items(rng, 2000), batch=500)
        real_rate = 2000 / seconds
    finally:
        server.stop()
    report = "\n".join(
        [
            "Long-term memory at scale (random 384-d vectors; one run; 2-core machine).\n",
            table(
                [
                    "memories",
                    "batched writes / s",
                    "search p50 / p95 ms (warm view)",
                    "first search ms (view build)",
                    "Chroma filtered query p50 / p95 ms",
                ],
                rows,
            ),
            f"\nBatched writes with the real MiniLM embedder (2,000 texts, batches of 500): {real_rate:,.0f} memories/s.",
        ]
    )
    print(report)
    Path(args.out).write_text(report + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
