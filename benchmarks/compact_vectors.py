"""What the compact views' int8 vectors cost in dense retrieval, on real embeddings.

For LoCoMo (all-MiniLM-L6-v2, every turn of every conversation) and the daily-life sets
in Chinese and English (multilingual-e5-small, the default embedder), per user: the
exact float32 top-10 by cosine against the view's int8 scan + float re-rank top-10, in
the same run. Reports the mean overlap of the two top-10 lists, the largest cosine
error, and dense recall@10 of the evidence with each. (End-to-end recall of ``search``
with the compact views is in locomo.md and chinese.md.)

    python benchmarks/compact_vectors.py --locomo ../shared/data/locomo10.json
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

import numpy as np

from benchmarks._common import table
from memory_ext.embeddings import E5Embedder, MiniLMEmbedder
from memory_ext.model import MemoryRecord
from memory_ext.user_view import UserView

RESULTS = Path(__file__).parent / "results"
HEADER = [
    "set", "questions", "top-10 overlap", "max |Δcos|", "dense R@10 float32",
    "dense R@10 int8 view",
]  # fmt: skip
DATA = Path(__file__).parent / "data"


def compare(docs: np.ndarray, queries: np.ndarray, answers: list[list[int]]) -> dict[str, float]:
    """Exact vs int8 top-10 for one user's documents and questions."""
    from datetime import datetime, timezone

    at = datetime(2025, 1, 1, tzinfo=timezone.utc)
    view = UserView(1, docs.shape[1], "u")
    view.apply([MemoryRecord(f"m{i}", "u", "episodic", "x", at) for i in range(len(docs))], docs)
    overlap, error, exact_recall, int8_recall = [], 0.0, [], []
    for q, wanted in zip(queries, answers, strict=True):
        cos = docs @ q
        exact = list(np.argsort(-cos, kind="stable")[:10])
        rows, approx = view.dense(q, 10, None)
        overlap.append(len(set(exact) & set(rows.tolist())) / min(10, len(docs)))
        error = max(error, float(np.abs(approx - cos[rows]).max()))
        if wanted:
            exact_recall.append(len(set(exact) & set(wanted)) / len(wanted))
            int8_recall.append(len(set(rows.tolist()) & set(wanted)) / len(wanted))
    return {
        "overlap": float(np.mean(overlap)), "max_cos_error": error, "n": len(overlap),
        "exact_recall": float(np.sum(exact_recall)), "int8_recall": float(np.sum(int8_recall)),
        "answered": len(exact_recall),
    }  # fmt: skip


def merge(parts: list[dict[str, float]]) -> dict[str, float]:
    n = sum(p["n"] for p in parts)
    answered = sum(p["answered"] for p in parts) or 1
    return {
        "questions": n,
        "top10_overlap": sum(p["overlap"] * p["n"] for p in parts) / n,
        "max_cos_error": max(p["max_cos_error"] for p in parts),
        "dense_recall10_float32": sum(p["exact_recall"] for p in parts) / answered,
        "dense_recall10_int8": sum(p["int8_recall"] for p in parts) / answered,
    }


def locomo(path: str) -> dict[str, float]:
    from benchmarks.locomo import CATEGORIES, repair_evidence

    data = json.loads(Path(path).read_text())
    model = MiniLMEmbedder()
    parts = []
    for sample in data:
        conv, turns, n = sample["conversation"], [], 1
        while f"session_{n}" in conv:
            turns += [(t["dia_id"], f"{t['speaker']}: {t['text']}") for t in conv[f"session_{n}"]]
            n += 1
        row = {d: i for i, (d, _) in enumerate(turns)}
        qs = [q for q in sample["qa"] if q.get("category") in CATEGORIES]
        docs = model.embed_documents([t for _, t in turns])
        queries = np.stack([model.embed_query(q["question"]) for q in qs])
        answers = [[row[e] for e in repair_evidence(q.get("evidence", [])) if e in row] for q in qs]
        parts.append(compare(docs, queries, answers))
        print(f"locomo conversation {len(parts)}", file=sys.stderr)
    return merge(parts)


def life(lang: str, model: Any) -> dict[str, float]:
    users = json.loads((DATA / f"life_{lang}.json").read_text())["users"]
    parts = []
    for user in users:
        row = {m["id"]: i for i, m in enumerate(user["memories"])}
        docs = model.embed_documents([m["text"] for m in user["memories"]])
        queries = np.stack([model.embed_query(q["question"]) for q in user["questions"]])
        answers = [[row[a] for a in q["answers"]] for q in user["questions"]]
        parts.append(compare(docs, queries, answers))
    return merge(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--locomo", default=str(Path(__file__).resolve().parents[2] / "shared/data/locomo10.json"))  # fmt: skip
    parser.add_argument("--out", default=str(RESULTS / "compact_vectors.md"))
    args = parser.parse_args()
    e5 = E5Embedder()
    results = {
        "LoCoMo (all-MiniLM-L6-v2)": locomo(args.locomo),
        "daily life, Chinese (multilingual-e5-small)": life("zh", e5),
        "daily life, English (multilingual-e5-small)": life("en", e5),
    }
    rows = [
        [name, f"{r['questions']:,}", f"{r['top10_overlap']:.4f}", f"{r['max_cos_error']:.4f}",
         f"{r['dense_recall10_float32']:.3f}", f"{r['dense_recall10_int8']:.3f}"]
        for name, r in results.items()
    ]  # fmt: skip
    text = "\n".join(
        [
            "Compact views: int8 vectors (one scale per row) scanned, then the best rows "
            "re-ranked in float against the float query, vs the exact float32 top-10. One run.\n",
            table(HEADER, rows),
        ]
    )
    print(text)
    Path(args.out).write_text(text + "\n")
    Path(args.out).with_suffix(".json").write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
