"""Chinese and English daily-life retrieval in ONE run: keyword, dense and our ``search``.

The set (``benchmarks/data/life_zh.json`` and its English translation ``life_en.json``)
holds users' memories (moves, jobs, family, health, preferences, dated events) and
questions whose answering memories are known. For each language we report
recall@1/5/10 of:

* BM25 over character bigrams (the keyword side before issue 9), over rjieba words, and
  over our terms (bigrams + single characters, questions read in the first person);
* cosine alone, for all-MiniLM-L6-v2, multilingual-e5-small (query/passage prefixes) and
  the default e5+MiniLM (``cos_e5 + w·cos_MiniLM``, w = 0.2 for an English query, 0 for a
  Chinese one);
* ``MemoryManager.search`` (default settings, memories written through ``remember_many``
  with their timestamps) with each embedder, and the default under other weightings.

Plus embedding time per 1,000 texts, query p50/p95, and peak RSS per embedder and batch
size (each measured in a fresh subprocess). Writes ``results/chinese.md`` and ``.json``.

    python benchmarks/chinese.py
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
import warnings
from collections import defaultdict
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

import numpy as np

from benchmarks._common import percentiles, table
from memory_ext.embedded import LocalRedisServer
from memory_ext.embeddings import embed_queries, make_embedder
from memory_ext.keyword import BM25Index
from memory_ext.manager import MemoryManager
from memory_ext.scoring import ScoringParams
from memory_ext.segmentation import terms as our_terms
from memory_ext.stores.chroma import persistent_client
from memory_ext.types import Embedder

KS = (1, 5, 10)
DATA = Path(__file__).parent / "data"
RESULTS = Path(__file__).parent / "results"
OUTCOMES = ("added", "merged", "skipped")
# other weightings of the default search, scored in the same run on the same memories
VARIANTS = {
    "previous ranking (stale_last, keyword_blend_cjk 0.05)": ScoringParams(
        stale_last=True, keyword_blend_cjk=0.05
    ),
    "keyword_blend_cjk 0.05": ScoringParams(keyword_blend_cjk=0.05),
    "keyword_blend_cjk 0": ScoringParams(keyword_blend_cjk=0.0),
    "stale_last (superseded values of the asked slot last)": ScoringParams(stale_last=True),
}
#: the first half of the users (u01-u13) is where the weights were tuned; the rest is held out
TUNED_USERS = 13
RSS_COLUMNS = ("RSS before load MB", "peak RSS MB", "peak − before MB")
EMBEDDERS = {
    "MiniLM": "minilm",
    "multilingual-e5-small": "multilingual-e5-small",
    "e5+MiniLM": "e5+minilm",
}
#: how each embedder's ``search`` row is named (the default's variants are scored too)
SEARCH_ROWS = {
    "MiniLM": 'search, MiniLM (default ranking, embedder="minilm")',
    "multilingual-e5-small": (
        'search, multilingual-e5-small alone (default ranking, embedder="multilingual-e5-small",'
        " the previous default embedder)"
    ),
    "e5+MiniLM": "search, e5+MiniLM (default)",
}
DEFAULT = "e5+MiniLM"


def old_bigram_terms(text: str, query: bool = False) -> list[str]:
    """The keyword terms before issue 9: words, and CJK character bigrams only."""
    import re

    from memory_ext.segmentation import STOP_WORDS

    lowered = text.lower()
    words = re.findall(r"[0-9a-z]+(?:'[a-z]+)?|[\u00c0-\u024f\u0400-\u04ff]+", lowered)
    out = [w for w in words if (w not in STOP_WORDS and len(w) > 1) or w.isdigit()]
    for run in re.findall(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+", lowered):
        out.extend(run[i : i + 2] for i in range(max(1, len(run) - 1)))
    return out


def rjieba_terms(text: str, query: bool = False) -> list[str]:
    return our_terms(text, query=query, segmenter="rjieba")


TERMS: dict[str, Callable[..., list[str]]] = {
    "BM25 bigrams (before)": old_bigram_terms,
    "BM25 rjieba words": rjieba_terms,
    "BM25 ours (bigrams+chars, 1st person)": our_terms,
}


def load(lang: str) -> list[dict[str, Any]]:
    return list(json.loads((DATA / f"life_{lang}.json").read_text())["users"])


def recall(found: list[str], answers: list[str], k: int) -> float:
    return len(set(found[:k]) & set(answers)) / len(answers)


def bm25_rank(terms: Callable[..., list[str]], user: dict[str, Any]) -> dict[str, list[str]]:
    from memory_ext import keyword

    index = BM25Index()
    saved = keyword.terms
    try:
        keyword.terms = terms  # type: ignore[assignment]  # the term function under test
        index.add_many((m["id"], m["text"]) for m in user["memories"])
        return {q["id"]: [d for d, _ in index.search(q["question"], 10)] for q in user["questions"]}
    finally:
        keyword.terms = saved


def dense_rank(
    embedder: Embedder,
    user: dict[str, Any],
    docs: np.ndarray,
    queries: np.ndarray,
    memories_of: dict[str, Any] | None = None,
) -> dict[str, list[str]]:
    """Each question's 10 nearest memories (of ``memories_of``, default the same user's:
    the translation's ids are the same)."""
    ids = [m["id"] for m in (memories_of or user)["memories"]]
    return {
        q["id"]: [ids[i] for i in np.argsort(-(docs @ queries[j]), kind="stable")[:10]]
        for j, q in enumerate(user["questions"])
    }


def search_rank(
    embedder: Embedder,
    users: list[dict[str, Any]],
    url: str,
    name: str,
    variants: dict[str, dict[str, list[str]]] | None = None,
) -> tuple[dict[str, list[str]], list[float], dict[str, int]]:
    """Every user's memories written through remember_many, every question searched
    (and searched again under each weighting of ``VARIANTS`` into ``variants``)."""
    mm = MemoryManager.from_url(
        url,
        chroma_client=persistent_client(tempfile.mkdtemp(prefix="zh-bench-")),
        embedder=embedder,
        namespace=name,
        key_prefix=name,
        cache_embeddings=False,
    )
    mm.long_term.settings = type(mm.long_term.settings)(touch_on_search=False)
    found: dict[str, list[str]] = {}
    latency: list[float] = []
    outcome: dict[str, int] = defaultdict(int)
    for user in users:
        uid = user["user_id"]
        items = [
            {"text": m["text"], "kind": m["kind"], "ts": datetime.fromisoformat(m["ts"])}
            for m in user["memories"]
        ]
        id_of: dict[str, str] = {}
        for m, result in zip(user["memories"], mm.remember_many(uid, items), strict=True):
            if result.added:
                outcome["added"] += 1
            elif result.merged_into:
                outcome["merged"] += 1
            else:
                outcome["skipped"] += 1
            if result.memory_id:
                id_of.setdefault(result.memory_id, m["id"])
        now = max(datetime.fromisoformat(m["ts"]) for m in user["memories"]) + timedelta(days=1)
        for q in user["questions"]:
            start = time.perf_counter()
            hits = mm.search(uid, q["question"], k=10, now=now)
            latency.append(time.perf_counter() - start)
            found[q["id"]] = [id_of.get(h.record.id, h.record.id) for h in hits]
            for label, params in VARIANTS.items() if variants is not None else ():
                mm.long_term.scoring = params
                alt = mm.search(uid, q["question"], k=10, now=now)
                variants.setdefault(label, {})[q["id"]] = [
                    id_of.get(h.record.id, h.record.id) for h in alt
                ]
            mm.long_term.scoring = ScoringParams()
    mm.close()
    return found, latency, dict(outcome)


def scores(users: list[dict[str, Any]], found: dict[str, list[str]]) -> list[float]:
    per_k = [
        [recall(found.get(q["id"], []), q["answers"], k) for u in users for q in u["questions"]]
        for k in KS
    ]
    return [round(float(np.mean(v)), 3) for v in per_k]


PROBE = r"""
import json, sys, time, types
from pathlib import Path

root, name, batch = sys.argv[1], sys.argv[2], int(sys.argv[3])


def status_mb(field: str) -> float:
    # /proc/self/status, not getrusage: Linux carries ru_maxrss over fork and exec, so a
    # child of a large process reports its parent's peak (every row read 480 MB that way)
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no {field} in /proc/self/status")


# memory_ext's package __init__ imports the whole stack (manager, Redis, Chroma adapters);
# a bare package object lets memory_ext.embeddings load with only what it imports itself
package = types.ModuleType("memory_ext")
package.__path__ = [str(Path(root) / "memory_ext")]
sys.modules["memory_ext"] = package
from memory_ext.embeddings import make_embedder  # noqa: E402

texts = [
    m["text"]
    for lang in ("zh", "en")
    for u in json.loads((Path(root) / "benchmarks" / "data" / f"life_{lang}.json").read_text())["users"]
    for m in u["memories"]
]
texts = (texts * (1 + 1000 // len(texts)))[:1000]
base = status_mb("VmRSS")  # current resident set before the model loads
start = time.perf_counter()
embedder = make_embedder(name)
embedder.batch_size = batch
embedder.embed_query("warm up")
load_s = time.perf_counter() - start
start = time.perf_counter()
embedder.embed_documents(texts)
per_1000 = time.perf_counter() - start
lat = []
for text in texts[:100]:
    start = time.perf_counter()
    embedder.embed_query(text)
    lat.append(time.perf_counter() - start)
lat.sort()
peak = status_mb("VmHWM")  # this process's own peak resident set
print(json.dumps({
    "load_s": round(load_s, 2),
    "per_1000_s": round(per_1000, 1),
    "query_p50_ms": round(lat[len(lat) // 2] * 1000, 1),
    "query_p95_ms": round(lat[round(0.95 * (len(lat) - 1))] * 1000, 1),
    "baseline_rss_mb": round(base),
    "peak_rss_mb": round(peak),
    "model_rss_mb": round(peak - base),
}))
"""


def probe(name: str, batch: int) -> dict[str, float]:
    """In a fresh process that imports only the embedder (not the rest of memory-ext):
    load time, embedding time per 1,000 texts, query latency, the resident set before the
    model loads and its peak after embedding 1,000 texts at ``batch``."""
    root = str(Path(__file__).resolve().parent.parent)
    out = subprocess.run(
        [sys.executable, "-c", PROBE, root, name, str(batch)],
        capture_output=True,
        text=True,
        check=True,
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", default=str(RESULTS / "chinese.md"))
    parser.add_argument("--users", type=int, default=None, help="first N users (smoke runs)")
    parser.add_argument("--batches", default="16,32,64", help="batch sizes to probe ('' = none)")
    args = parser.parse_args()

    langs = {lang: load(lang)[: args.users] for lang in ("zh", "en")}
    recalls: dict[str, dict[str, list[float]]] = defaultdict(dict)
    founds: dict[str, dict[str, dict[str, list[str]]]] = defaultdict(dict)
    latency: dict[str, dict[str, tuple[float, float]]] = defaultdict(dict)
    writes: dict[str, dict[str, dict[str, int]]] = defaultdict(dict)
    embedders = {label: make_embedder(name) for label, name in EMBEDDERS.items()}
    server = LocalRedisServer.start()
    try:
        for lang, users in langs.items():
            for label, terms in TERMS.items():
                found: dict[str, list[str]] = {}
                for user in users:
                    found.update(bm25_rank(terms, user))
                recalls[lang][label] = scores(users, found)
                founds[lang][label] = found
            for label, embedder in embedders.items():
                found = {}
                for user in users:
                    docs = embedder.embed_documents([m["text"] for m in user["memories"]])
                    qs = embed_queries(embedder, [q["question"] for q in user["questions"]])
                    found.update(dense_rank(embedder, user, docs, qs))
                recalls[lang][f"cosine {label}"] = scores(users, found)
                founds[lang][f"cosine {label}"] = found
            for label, embedder in embedders.items():
                name = f"zh{lang}{EMBEDDERS[label].replace('+', '')[:8]}"
                extra: dict[str, dict[str, list[str]]] = {}
                found, lat, outcome = search_rank(
                    embedder, users, server.url, name, extra if label == DEFAULT else None
                )
                for weighting, alt in extra.items():
                    recalls[lang][f"search, {label}, {weighting}"] = scores(users, alt)
                    founds[lang][f"search, {label}, {weighting}"] = alt
                key = SEARCH_ROWS[label]
                recalls[lang][key] = scores(users, found)
                founds[lang][key] = found
                latency[lang][key] = percentiles(lat)
                writes[lang][key] = outcome
                print(f"{lang} {key}: {recalls[lang][key]}", file=sys.stderr)
        # cross-lingual: questions in one language over the other's memories
        for label in ("multilingual-e5-small", "e5+MiniLM"):
            for qlang, mlang in (("zh", "en"), ("en", "zh")):
                found = {}
                for q_user, m_user in zip(langs[qlang], langs[mlang], strict=True):
                    docs = embedders[label].embed_documents([m["text"] for m in m_user["memories"]])
                    qs = embed_queries(
                        embedders[label], [q["question"] for q in q_user["questions"]]
                    )
                    found.update(dense_rank(embedders[label], q_user, docs, qs, m_user))
                recalls[f"{qlang}→{mlang}"][f"cosine {label}"] = scores(langs[qlang], found)
    finally:
        server.stop()

    probes = {
        f"{label}, batch {batch}": probe(name, batch)
        for label, name in EMBEDDERS.items()
        for batch in (int(b) for b in args.batches.split(",") if b)
    }

    n_mem = sum(len(u["memories"]) for u in langs["zh"])
    n_q = sum(len(u["questions"]) for u in langs["zh"])
    lines = [
        f"Daily-life retrieval: {len(langs['zh'])} users, {n_mem} memories and {n_q} questions "
        "per language (Chinese, and its English translation). One run on a shared 2-core "
        "machine; absolute times are noisy, ratios less so.\n",
        "Recall@1 / @5 / @10:\n",
    ]
    methods = list(recalls["zh"])
    lines.append(
        table(
            ["method", *[f"zh R@{k}" for k in KS], *[f"en R@{k}" for k in KS]],
            [[m, *recalls["zh"][m], *recalls["en"][m]] for m in methods],
        )
    )
    lines.append(
        f"\nRecall@5 on the users the weights were tuned on (the first {TUNED_USERS}) and on "
        "the held-out rest:\n"
    )
    halves = {lang: (users[:TUNED_USERS], users[TUNED_USERS:]) for lang, users in langs.items()}
    split = {
        lang: {m: [scores(half, founds[lang][m])[1] for half in halves[lang]] for m in methods}
        for lang in langs
    }
    lines.append(
        table(
            ["method", "zh tuned", "zh held out", "en tuned", "en held out"],
            [[m, *split["zh"][m], *split["en"][m]] for m in methods],
        )
    )
    lines.append(
        "\nCross-lingual, cosine only (questions in one language over the other's memories):\n"
    )
    lines.append(
        table(
            [
                "embedder",
                "zh→en R@1",
                "zh→en R@5",
                "zh→en R@10",
                "en→zh R@1",
                "en→zh R@5",
                "en→zh R@10",
            ],
            [[m, *recalls["zh→en"][m], *recalls["en→zh"][m]] for m in recalls["zh→en"]],
        )
    )
    lines.append("")
    lines.append("`search` query latency (embedding included) and what the write path did:\n")
    lines.append(
        table(
            ["search", "lang", "p50 ms", "p95 ms", "added", "merged", "skipped"],
            [
                [k, lang, *latency[lang][k], *(writes[lang][k].get(x, 0) for x in OUTCOMES)]
                for lang in langs
                for k in latency[lang]
            ],
        )
    )
    lines.append(
        "\nEmbedders (each row a fresh process that imports only the embedder, not the rest "
        "of memory-ext; 1,000 mixed zh/en memory texts; RSS before the model loads, and the "
        "peak after embedding them):\n"
    )
    lines.append(
        table(
            ["embedder", "load s", "s per 1,000", "query p50 ms", "query p95 ms", *RSS_COLUMNS],
            [[k, *v.values()] for k, v in probes.items()],
        )
    )
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    out.with_suffix(".json").write_text(
        json.dumps(
            {
                "recall": recalls,
                "recall_at_5_tuned_held_out": split,
                "tuned_users": TUNED_USERS,
                "ks": KS,
                "search_latency_ms": latency,
                "writes": writes,
                "embedders": probes,
            },
            ensure_ascii=False,
            indent=1,
        )
    )
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
