"""LoCoMo turn-level evidence recall, memory-ext against four baselines in ONE run.

Every turn of each conversation is indexed as an episodic memory with its session
time; each question of categories 1-4 is asked once the conversation is over
(one day after its last session). A question's recall@k is the share of its
evidence turns found among the top k; we report the mean per category and overall.

Baselines on the same turns and the same embeddings (memory-ext's default embedder unless
--embedder names another):
BM25 over single turns, plain Chroma cosine, BM25 + cosine reciprocal-rank fusion
(no rescoring), and LangChain's TimeWeightedVectorStoreRetriever.

    python benchmarks/locomo.py --data ../shared/data/locomo10.json

The data is CC BY-NC 4.0 and is never copied into this repository.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
import warnings
from collections import defaultdict
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

import numpy as np

from benchmarks._common import percentiles, table, write_results
from memory_ext.embedded import LocalRedisServer
from memory_ext.embeddings import embed_queries, make_embedder
from memory_ext.keyword import BM25Index
from memory_ext.long_term import MemoryInput
from memory_ext.manager import MemoryManager
from memory_ext.scoring import ScoringParams
from memory_ext.stores.chroma import persistent_client, user_filter
from memory_ext.tokens import TiktokenCounter
from memory_ext.types import Embedder

KS = (1, 5, 10, 25)
# other weightings, scored in the same run on the same index
VARIANTS = {
    "w_importance 0.1 (the previous weight)": ScoringParams(w_importance=0.1),
    "keyword_blend 0.45": ScoringParams(keyword_blend=0.45),
    "raw cosine": ScoringParams(spread_cosine=False),
}
#: the weights were tuned on conversations 0-4; 5-9 are held out
TUNED_CONVERSATIONS = 5
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}


def parse_time(value: str) -> datetime:
    """'1:56 pm on 8 May, 2023' → an aware datetime."""
    return datetime.strptime(value.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=timezone.utc)


def repair_evidence(evidence: list[str]) -> list[str]:
    """Split 'D8:6; D9:17' and fix 'D:11:26' → 'D11:26'."""
    out = []
    for item in evidence:
        for raw in re.split(r"[;,]\s*", item):
            fixed = re.sub(r"^D:(\d+):(\d+)$", r"D\1:\2", raw.strip())
            if re.match(r"^D\d+:\d+$", fixed):
                out.append(fixed)
    return out


class PrecomputedEmbedder:
    """Serves query vectors computed up front, so query timings can exclude embedding."""

    def __init__(self, inner: Embedder, queries: dict[str, np.ndarray]) -> None:
        self.inner, self.queries = inner, queries
        self.model_id, self.dim = inner.model_id, inner.dim
        # search stretches compressed (e5) cosines by this; without it every row ranked raw
        self.cosine_scale = float(getattr(inner, "cosine_scale", 1.0))
        self.documents: dict[str, np.ndarray] = {}  # the LangChain baseline re-embeds turns

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if t not in self.documents]
        if missing:
            self.documents.update(zip(missing, self.inner.embed_documents(missing), strict=True))
        return np.asarray([self.documents[t] for t in texts], dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        vector = self.queries.get(text)
        return vector if vector is not None else self.inner.embed_query(text)


def recall(found: list[str], evidence: list[str], k: int) -> float:
    top = set(found[:k])
    return sum(1 for e in evidence if e in top) / len(evidence)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", required=True, help="path to locomo10.json")
    parser.add_argument("--out", default=str(Path(__file__).parent / "results" / "locomo.md"))
    parser.add_argument("--conversations", type=int, default=10)
    parser.add_argument("--embedder", default=None, help="default: memory-ext's default")
    args = parser.parse_args()

    data = json.loads(Path(args.data).read_text())[: args.conversations]
    counter = TiktokenCounter("gpt-4o-mini")
    base = make_embedder(args.embedder)
    print(f"embedder: {base.model_id}", file=sys.stderr)
    skipped_empty, repaired = 0, 0
    questions: list[dict[str, Any]] = []
    for ci, sample in enumerate(data):
        for qa in sample["qa"]:
            if qa.get("category") not in CATEGORIES:
                continue
            evidence = repair_evidence(qa.get("evidence", []))
            if evidence != qa.get("evidence", []):
                repaired += 1
            if not evidence:
                skipped_empty += 1
                continue
            questions.append(
                {"conv": ci, "q": qa["question"], "evidence": evidence, "cat": qa["category"]}
            )
    t0 = time.perf_counter()
    qvecs = {
        q["q"]: v
        for q, v in zip(questions, embed_queries(base, [q["q"] for q in questions]), strict=True)
    }
    embed_each = []
    for q in questions[:200]:  # per-query embedding cost, timed one by one
        start = time.perf_counter()
        base.embed_query(q["q"])
        embed_each.append(time.perf_counter() - start)
    print(
        f"embedded {len(questions)} questions in {time.perf_counter() - t0:.1f}s", file=sys.stderr
    )

    server = LocalRedisServer.start()
    tmp = tempfile.mkdtemp(prefix="locomo-chroma-")
    embedder = PrecomputedEmbedder(base, qvecs)
    mm = MemoryManager.from_url(
        server.url,
        chroma_client=persistent_client(tmp),
        embedder=embedder,
        namespace="locomo",
        cache_embeddings=False,
    )
    mm.long_term.settings = type(mm.long_term.settings)(touch_on_search=False)
    results: dict[str, dict[int, list[list[float]]]] = defaultdict(lambda: defaultdict(list))
    halves: dict[str, dict[bool, list[float]]] = defaultdict(lambda: defaultdict(list))
    timings: dict[str, list[float]] = defaultdict(list)
    index_seconds, n_turns = 0.0, 0
    tokens_top10: list[int] = []
    tokens_full: list[int] = []

    from langchain_classic.retrievers import TimeWeightedVectorStoreRetriever
    from langchain_core.documents import Document
    from langchain_core.embeddings import Embeddings
    from langchain_core.utils import mock_now
    from langchain_core.vectorstores import InMemoryVectorStore

    class LCEmbeddings(Embeddings):
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return embedder.embed_documents(texts).tolist()

        def embed_query(self, text: str) -> list[float]:
            return embedder.embed_query(text).tolist()

    class CosineStore(InMemoryVectorStore):
        def _select_relevance_score_fn(self) -> Any:
            return lambda score: score  # InMemoryVectorStore already returns cosine

    for ci, sample in enumerate(data):
        conv = sample["conversation"]
        user = f"conv{ci}"
        turns: list[tuple[str, str, datetime]] = []
        n = 1
        while f"session_{n}" in conv:
            at = parse_time(conv[f"session_{n}_date_time"])
            for j, turn in enumerate(conv[f"session_{n}"]):
                turns.append(
                    (
                        turn["dia_id"],
                        f"{turn['speaker']}: {turn['text']}",
                        at + timedelta(seconds=j),
                    )
                )
            n += 1
        start = time.perf_counter()
        mm.remember_many(
            user,
            [
                MemoryInput(text, "episodic", at, None, {"dia_id": dia}, "import")
                for dia, text, at in turns
            ],
        )
        index_seconds += time.perf_counter() - start
        n_turns += len(turns)
        now = max(at for _, _, at in turns) + timedelta(days=1)
        records, vectors = mm.long_term.index.get(user_filter(user), embeddings=True)
        dia_of = {r.id: r.metadata["dia_id"] for r in records}
        text_of = {r.metadata["dia_id"]: r.content for r in records}
        full_tokens = counter.count_text("\n".join(t for _, t, _ in turns))
        bm25 = BM25Index()
        bm25.add_many((r.id, r.content) for r in records)
        matrix = np.asarray(vectors)
        ids = [r.id for r in records]
        store = CosineStore(LCEmbeddings())
        retriever = TimeWeightedVectorStoreRetriever(
            vectorstore=store, k=25, search_kwargs={"k": 100}, decay_rate=0.01
        )
        with mock_now(now):
            retriever.add_documents(
                [
                    Document(
                        page_content=t,
                        metadata={"dia_id": d, "created_at": a, "last_accessed_at": a},
                    )
                    for d, t, a in turns
                ]
            )
        for q in (x for x in questions if x["conv"] == ci):
            qv = qvecs[q["q"]]
            start = time.perf_counter()
            hits = mm.search(user, q["q"], k=25, now=now)
            timings["memory-ext"].append(time.perf_counter() - start)
            ours = [h.record.metadata["dia_id"] for h in hits]
            variants = {}
            for label, params in VARIANTS.items():
                mm.long_term.scoring = params
                alt = mm.search(user, q["q"], k=25, now=now)
                variants[f"memory-ext, {label}"] = [h.record.metadata["dia_id"] for h in alt]
            mm.long_term.scoring = ScoringParams()
            kw = [dia_of[i] for i, _ in bm25.search(q["q"], 100)]
            cos = [dia_of[ids[i]] for i in np.argsort(-(matrix @ qv))[:100]]
            rrf: dict[str, float] = defaultdict(float)
            for rank, d in enumerate(kw):
                rrf[d] += 1 / (60 + rank)
            for rank, d in enumerate(cos):
                rrf[d] += 1 / (60 + rank)
            fused = sorted(rrf, key=lambda d: -rrf[d])
            start = time.perf_counter()
            with mock_now(now):
                lc = [d.metadata["dia_id"] for d in retriever.invoke(q["q"])]
            timings["TimeWeightedVectorStoreRetriever"].append(time.perf_counter() - start)
            for name, found in (
                ("memory-ext", ours),
                *variants.items(),
                ("BM25", kw),
                ("Chroma cosine", cos),
                ("BM25 + cosine RRF", fused),
                ("TimeWeightedVectorStoreRetriever", lc),
            ):
                results[name][q["cat"]].append([recall(found, q["evidence"], k) for k in KS])
                halves[name][ci < TUNED_CONVERSATIONS].append(recall(found, q["evidence"], 10))
            tokens_top10.append(counter.count_text("\n".join(text_of[d] for d in ours[:10])))
            tokens_full.append(full_tokens)
        print(f"conversation {ci}: {len(turns)} turns", file=sys.stderr)
    server.stop()

    lines = [
        f"LoCoMo ({len(data)} conversations, {n_turns} turns, {len(questions)} questions of categories 1-4; "
        f"{skipped_empty} skipped for empty evidence, {repaired} with repaired evidence ids). One run, embedder {base.model_id}; the memory-ext rows use the default ScoringParams unless the row names a change.\n",
        "Evidence recall@1 / @5 / @10 / @25, all categories 1-4:\n",
    ]
    rows = []
    for name, per_cat in results.items():
        every = [r for rs in per_cat.values() for r in rs]
        means = np.mean(every, axis=0)
        rows.append([name, *[f"{m:.3f}" for m in means]])
    lines.append(table(["retriever", *[f"R@{k}" for k in KS]], rows))
    lines.append("\nRecall@10 by category:\n")
    rows = []
    for name, per_cat in results.items():
        rows.append([name, *[f"{np.mean([r[2] for r in per_cat[c]]):.3f}" for c in CATEGORIES]])
    lines.append(
        table(
            ["retriever", *[f"{CATEGORIES[c]} (n={len(results['BM25'][c])})" for c in CATEGORIES]],
            rows,
        )
    )
    lines.append(
        f"\nRecall@10 on the conversations the weights were tuned on (0-{TUNED_CONVERSATIONS - 1}) "
        f"and on the held-out rest ({TUNED_CONVERSATIONS}-{len(data) - 1}):\n"
    )
    split = {
        name: [
            float(np.mean(h[True])) if h[True] else float("nan"),
            float(np.mean(h[False])) if h[False] else float("nan"),
        ]
        for name, h in halves.items()
    }
    lines.append(
        table(
            ["retriever", "tuned R@10", "held-out R@10"],
            [[name, *[f"{v:.3f}" for v in split[name]]] for name in split],
        )
    )
    p50, p95 = percentiles(timings["memory-ext"])
    e50, e95 = percentiles(embed_each)
    both = [
        a + b
        for a, b in zip(
            timings["memory-ext"],
            embed_each * (len(timings["memory-ext"]) // len(embed_each) + 1),
            strict=False,
        )
    ]
    w50, w95 = percentiles(both)
    l50, l95 = percentiles(timings["TimeWeightedVectorStoreRetriever"])
    lines.append("\nSpeed and size:\n")
    lines.append(
        table(
            ["figure", "value"],
            [
                [
                    "index time per 1,000 turns (embedding + Chroma upsert + BM25)",
                    f"{index_seconds / n_turns * 1000:.2f} s",
                ],
                ["memory-ext query p50 / p95, excluding embedding", f"{p50:.2f} / {p95:.2f} ms"],
                ["query embedding p50 / p95", f"{e50:.2f} / {e95:.2f} ms"],
                ["memory-ext query p50 / p95, with embedding", f"{w50:.2f} / {w95:.2f} ms"],
                [
                    "TimeWeightedVectorStoreRetriever query p50 / p95 (incl. its embedding)",
                    f"{l50:.2f} / {l95:.2f} ms",
                ],
                ["tokens of memory-ext top-10, mean", f"{np.mean(tokens_top10):.0f}"],
                ["tokens of the full conversation, mean", f"{np.mean(tokens_full):.0f}"],
            ],
        )
    )
    report = "\n".join(lines)
    print(report)
    write_results(
        args.out,
        report,
        {
            "benchmark": "locomo",
            "embedder": base.model_id,
            "conversations": len(data),
            "turns": n_turns,
            "questions": len(questions),
            "ks": list(KS),
            "categories": {str(c): name for c, name in CATEGORIES.items()},
            "recall": {
                name: {
                    "all": [
                        float(m)
                        for m in np.mean([r for rs in per_cat.values() for r in rs], axis=0)
                    ],
                    "by_category": {
                        CATEGORIES[c]: [float(m) for m in np.mean(per_cat[c], axis=0)]
                        for c in CATEGORIES
                    },
                }
                for name, per_cat in results.items()
            },
            "query_ms": {
                "memory-ext (excl. embedding)": {"p50": p50, "p95": p95},
                "query embedding": {"p50": e50, "p95": e95},
                "memory-ext (with embedding)": {"p50": w50, "p95": w95},
                "TimeWeightedVectorStoreRetriever (with embedding)": {"p50": l50, "p95": l95},
            },
            "recall_at_10_tuned_held_out": split,
            "tuned_conversations": list(range(TUNED_CONVERSATIONS)),
            "index_seconds_per_1000_turns": index_seconds / n_turns * 1000,
            "tokens_top10_mean": float(np.mean(tokens_top10)),
            "tokens_full_mean": float(np.mean(tokens_full)),
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
