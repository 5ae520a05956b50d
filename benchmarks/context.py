"""build_context on LoCoMo: tokens of the context vs the full history, and whether the
evidence turns made it in, against long-term search alone (same k). One run.

Each conversation's turns are episodic memories (with session times) AND the chat
buffer of one session (speaker A as "user", B as "assistant"). Each question of
categories 1-4 is asked after the conversation: the full history is every turn.

    python benchmarks/context.py --data ../shared/data/locomo10.json [--budget 1500]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import warnings
from collections import defaultdict
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

import numpy as np

from benchmarks._common import percentiles, table, write_results
from benchmarks.locomo import CATEGORIES, PrecomputedEmbedder, parse_time, repair_evidence
from memory_ext.context import ContextPolicy
from memory_ext.embedded import LocalRedisServer
from memory_ext.embeddings import MiniLMEmbedder
from memory_ext.long_term import LongTermSettings, MemoryInput
from memory_ext.manager import MemoryManager
from memory_ext.model import Message
from memory_ext.stores.chroma import persistent_client, user_filter


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", required=True)
    parser.add_argument("--budget", type=int, default=1500)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--conversations", type=int, default=10)
    parser.add_argument("--out", default=str(Path(__file__).parent / "results" / "context.md"))
    args = parser.parse_args()
    data = json.loads(Path(args.data).read_text())[: args.conversations]
    base = MiniLMEmbedder()
    questions = [
        (ci, qa["question"], repair_evidence(qa.get("evidence", [])), qa["category"])
        for ci, sample in enumerate(data)
        for qa in sample["qa"]
        if qa.get("category") in CATEGORIES
    ]
    questions = [q for q in questions if q[2]]
    qvecs = dict(
        zip([q[1] for q in questions], base.embed_documents([q[1] for q in questions]), strict=True)
    )
    server = LocalRedisServer.start()
    mm = MemoryManager.from_url(
        server.url, chroma_client=persistent_client(tempfile.mkdtemp()), embedder=PrecomputedEmbedder(base, qvecs),
        namespace="ctxbench", key_prefix="ctxbench", cache_embeddings=False,
        settings=LongTermSettings(touch_on_search=False), ttl_seconds=None,
    )  # fmt: skip
    mm.context_policy = ContextPolicy(max_memories=args.k)
    counter = mm.short_term.counter
    rows_ctx: dict[int, list[float]] = defaultdict(list)
    rows_search: dict[int, list[float]] = defaultdict(list)
    ratios, ctx_tokens, full_tokens, latencies = [], [], [], []
    for ci, sample in enumerate(data):
        conv = sample["conversation"]
        user, session = f"conv{ci}", f"conv{ci}"
        speaker_a = conv["speaker_a"]
        turns, messages = [], []
        n = 1
        while f"session_{n}" in conv:
            at = parse_time(conv[f"session_{n}_date_time"])
            for j, turn in enumerate(conv[f"session_{n}"]):
                text = f"{turn['speaker']}: {turn['text']}"
                ts = at + timedelta(seconds=j)
                turns.append((turn["dia_id"], text, ts))
                role = "user" if turn["speaker"] == speaker_a else "assistant"
                messages.append(Message(role, text, timestamp=ts))  # type: ignore[arg-type]
            n += 1
        mm.remember_many(
            user,
            [MemoryInput(t, "episodic", ts, None, {"dia_id": d}, "import") for d, t, ts in turns],
        )
        for i in range(0, len(messages), 500):
            mm.add_messages(session, messages[i : i + 500])
        text_of = {d: t for d, t, _ in turns}
        records, _ = mm.long_term.index.get(user_filter(user))
        dia_of = {r.id: r.metadata["dia_id"] for r in records}
        full = counter.count_messages(messages)
        for _, question, evidence, category in (q for q in questions if q[0] == ci):
            start = time.perf_counter()
            context = mm.build_context(session, user, question, token_budget=args.budget, k=args.k)
            latencies.append(time.perf_counter() - start)
            # evidence counts as present if its memory is shown (by id: memories are
            # redacted, so their text may differ) or its turn is among the recent messages
            shown_turns = {m.text for m in context.messages}
            shown_dias = {dia_of[i] for i in context.memory_ids}
            present = [e for e in evidence if e in shown_dias or text_of.get(e) in shown_turns]
            rows_ctx[category].append(len(present) / len(evidence))
            hits = [h.record.metadata["dia_id"] for h in mm.search(user, question, k=args.k)]
            rows_search[category].append(sum(e in hits for e in evidence) / len(evidence))
            ctx_tokens.append(context.tokens)
            full_tokens.append(full + counter.count_message(Message("user", question)))
            ratios.append(1 - context.tokens / full_tokens[-1])
        print(f"conversation {ci}", file=sys.stderr)
    server.stop()
    every_ctx = [r for rs in rows_ctx.values() for r in rs]
    every_search = [r for rs in rows_search.values() for r in rs]
    p50, p95 = percentiles(latencies)
    report = "\n".join(
        [
            f"build_context on LoCoMo ({len(every_ctx)} questions, budget {args.budget} tokens, k={args.k}). One run.\n",
            table(
                ["figure", "value"],
                [
                    [
                        "context tokens, mean (p95)",
                        f"{np.mean(ctx_tokens):.0f} ({np.percentile(ctx_tokens, 95):.0f})",
                    ],
                    ["full history tokens, mean", f"{np.mean(full_tokens):.0f}"],
                    [
                        "token reduction vs full history, mean (min)",
                        f"{np.mean(ratios):.1%} ({min(ratios):.1%})",
                    ],
                    ["evidence in context, recall", f"{np.mean(every_ctx):.3f}"],
                    [f"long-term search alone, recall@{args.k}", f"{np.mean(every_search):.3f}"],
                    ["build_context p50 / p95 (excl. embedding)", f"{p50:.1f} / {p95:.1f} ms"],
                ],
            ),
            "\nEvidence recall by category (context / search alone):\n",
            table(
                ["", *[CATEGORIES[c] for c in CATEGORIES]],
                [
                    ["context", *[f"{np.mean(rows_ctx[c]):.3f}" for c in CATEGORIES]],
                    [f"search@{args.k}", *[f"{np.mean(rows_search[c]):.3f}" for c in CATEGORIES]],
                ],
            ),
        ]
    )
    print(report)
    write_results(
        args.out,
        report,
        {
            "benchmark": "context",
            "questions": len(every_ctx),
            "budget": args.budget,
            "k": args.k,
            "context_tokens_mean": float(np.mean(ctx_tokens)),
            "context_tokens_p95": float(np.percentile(ctx_tokens, 95)),
            "full_history_tokens_mean": float(np.mean(full_tokens)),
            "token_reduction_mean": float(np.mean(ratios)),
            "token_reduction_min": float(min(ratios)),
            "evidence_recall": {
                "context": {CATEGORIES[c]: float(np.mean(rows_ctx[c])) for c in CATEGORIES}
                | {"all": float(np.mean(every_ctx))},
                f"search@{args.k}": {
                    CATEGORIES[c]: float(np.mean(rows_search[c])) for c in CATEGORIES
                }
                | {"all": float(np.mean(every_search))},
            },
            "build_context_ms": {"p50": p50, "p95": p95},
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
