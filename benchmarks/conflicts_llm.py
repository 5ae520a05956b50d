"""Facts and conflicts with an LLM: the cases and figures of conflicts.py, with ``use_llm``.

The same cases, scored the same way (``benchmarks/conflicts.py``: ``run_case``, ``report``,
``summary``), with ``mm.use_llm(model)``: the rules stay the first pass, the model is asked
where they are unsure (facts, conflict decisions), and it also scores importance and
extracts graph triples. Either live, recording every exchange, or from a recording, offline
and deterministic:

    python benchmarks/conflicts_llm.py --record benchmarks/recordings/conflicts.jsonl \
        --model my_models:gpt4o_mini
    python benchmarks/conflicts_llm.py --replay benchmarks/recordings/conflicts.jsonl

``--model module:attr`` names a zero-argument factory returning a LangChain chat model, a
LlamaIndex LLM or a memory-ext ``LLM`` (the module is imported from the current folder or
the repository). ``--record`` starts its file afresh.

Besides conflicts.py's tables, each set reports the LLM calls by kind (complete,
structured) and, per purpose, how often the LLM answered and how often the rules fell back
(the core logs each fallback). A replay asked a prompt its recording lacks (the rules or the
prompts changed since) fails the run: the core would have used its rules there without a
word, so the run prints the misses and exits 1 without writing results.
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import sys
import warnings
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
warnings.filterwarnings("ignore")

from benchmarks._common import table
from benchmarks.conflicts import (
    HELD_OUT_SETS,
    HERE,
    TUNED_SET,
    StepClock,
    report,
    run_case,
    set_manager,
    summary,
)
from benchmarks.llm_recording import RecordingLLM, ReplayLLM, recording, replay
from memory_ext import llm_fallback
from memory_ext.errors import InvalidInputError
from memory_ext.extraction.llm import CONFLICT_PROMPT, EXTRACTION_PROMPT
from memory_ext.graph import TRIPLE_PROMPT
from memory_ext.importance import IMPORTANCE_PROMPT
from memory_ext.manager import MemoryManager
from memory_ext.types import LLM

#: The sets conflicts.py runs by default (its ``--data`` and ``--heldout``), in its order.
DEFAULT_SETS = (TUNED_SET, *HELD_OUT_SETS)
#: What the core asks the LLM for, told by the opening of its prompt; the names are the
#: ones ``llm_fallback`` logs a fallback with.
PURPOSES = {
    "fact extraction": EXTRACTION_PROMPT.split("{", 1)[0],
    "conflict decision": CONFLICT_PROMPT.split("{", 1)[0],
    "importance": IMPORTANCE_PROMPT.split("{", 1)[0],
    "triple extraction": TRIPLE_PROMPT.split("{", 1)[0],
}
#: conflicts.py's report says "rules only"; these lines say what ran here instead.
_RELABEL = (
    ("Rules only, no LLM.", "Rules first, then the LLM ({model})."),
    ("memory-ext (rules)", "memory-ext (rules + LLM)"),
)
NEEDS_MODEL = (
    "conflicts_llm.py needs a model or a recording:\n"
    "  --record FILE --model module:attr   ask a live model and record every exchange\n"
    "  --replay FILE                       answer from a recording, offline\n"
    "(for the rules alone, run benchmarks/conflicts.py)"
)

Recorder = RecordingLLM | ReplayLLM


@dataclass(frozen=True)
class LLMUsage:
    """What the LLM did on one set: calls by kind; per purpose, how often it was asked and
    how often the rules answered instead (a failed call or an unreadable reply).

    Example:
        >>> usage.by_kind, usage.asked["importance"], usage.fell_back["importance"]
        ({'complete': 12, 'structured': 3}, 9, 1)
    """

    by_kind: Mapping[str, int]
    asked: Mapping[str, int]
    fell_back: Mapping[str, int]
    misses: tuple[str, ...] = ()

    @property
    def calls(self) -> int:
        """Every call made to the LLM."""
        return sum(self.by_kind.values())

    @property
    def answered(self) -> int:
        """Calls whose reply the core used."""
        return self.calls - sum(self.fell_back.values())

    def as_json(self) -> dict[str, Any]:
        """The figures for the results file."""
        return {
            "calls": self.calls,
            "answered": self.answered,
            "by_kind": dict(self.by_kind),
            "asked": dict(self.asked),
            "fell_back": dict(self.fell_back),
            "replay_misses": list(self.misses),
        }


def purpose_of(prompt: str) -> str:
    """Which of the core's questions ``prompt`` is (``"other"`` for none of them)."""
    return next((name for name, opening in PURPOSES.items() if prompt.startswith(opening)), "other")


class _FallbackCounter(logging.Handler):
    """Counts ``llm_fallback``'s "LLM <what> failed" warnings by what."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.counts: Counter[str] = Counter()

    def emit(self, record: logging.LogRecord) -> None:
        args = record.args if isinstance(record.args, tuple) else ()
        self.counts[str(args[0]) if args else "other"] += 1


@contextmanager
def counting_fallbacks() -> Iterator[Counter[str]]:
    """The rules' fallbacks in the ``with`` body, by purpose."""
    counter = _FallbackCounter()
    llm_fallback.log.addHandler(counter)
    try:
        yield counter.counts
    finally:
        llm_fallback.log.removeHandler(counter)


def run_cases(
    mm: MemoryManager, clock: StepClock, cases: Sequence[dict[str, Any]], llm: Recorder
) -> tuple[list[dict[str, Any]], LLMUsage]:
    """conflicts.py's rows for ``cases`` with ``mm.use_llm(llm)``, and what the LLM did."""
    mm.use_llm(llm)
    asked_before = len(llm.asked)
    misses_before = len(llm.misses) if isinstance(llm, ReplayLLM) else 0
    with counting_fallbacks() as fell_back:
        rows = [run_case(mm, clock, case) for case in cases]
    asked = llm.asked[asked_before:]
    misses = llm.misses[misses_before:] if isinstance(llm, ReplayLLM) else []
    usage = LLMUsage(
        by_kind=dict(Counter(kind for kind, _ in asked)),
        asked=dict(Counter(purpose_of(prompt) for _, prompt in asked)),
        fell_back=dict(fell_back),
        misses=tuple(str(m) for m in misses),
    )
    return rows, usage


def run_set(path: str, llm: Recorder) -> tuple[list[dict[str, Any]], LLMUsage]:
    """Every case of one set, as conflicts.py's ``run_set`` runs it, with the LLM."""
    cases = json.loads(Path(path).read_text(encoding="utf-8"))
    with set_manager() as (mm, clock):
        return run_cases(mm, clock, cases, llm)


def llm_report(rows: list[dict[str, Any]], usage: LLMUsage, title: str, model: str) -> str:
    """conflicts.py's report of one set, labelled as rules + LLM, and what the LLM did."""
    text = report(rows, len(rows), title)
    for old, new in _RELABEL:
        if old not in text:  # conflicts.py's wording changed: relabel it here as well
            raise RuntimeError(f"conflicts.report no longer says {old!r}")
        text = text.replace(old, new.format(model=model))
    kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(usage.by_kind.items())) or "none"
    body = []
    for name in (*PURPOSES, "other"):
        calls, lost = usage.asked.get(name, 0), usage.fell_back.get(name, 0)
        if calls or lost:
            body.append([name, calls, calls - lost, lost])
    lines = [
        text,
        f"\nLLM calls: {usage.calls} ({kinds}); the LLM answered {usage.answered}, "
        f"the rules fell back on {usage.calls - usage.answered}.\n",
        table(["asked for", "calls", "LLM answered", "rules fell back"], body),
        f"\nReplay misses: {len(usage.misses)}.",
    ]
    lines.extend(f"* {miss}" for miss in usage.misses[:10])
    return "\n".join(lines)


def as_llm(model: object) -> LLM:
    """``model`` as memory-ext's ``LLM`` port: LangChain models through ``LangChainLLM``,
    LlamaIndex LLMs through ``LlamaIndexLLM``, a memory-ext ``LLM`` as it is.

    The frameworks are checked first: a LlamaIndex LLM has ``complete`` and ``acomplete``
    too, so it passes the ``LLM`` protocol check while answering response objects."""
    if _instance_of(model, "langchain_core.language_models", "BaseLanguageModel"):
        from langchain_memory_ext import LangChainLLM

        return LangChainLLM(model)
    if _instance_of(model, "llama_index.core.base.llms.base", "BaseLLM"):
        from llamaindex_memory_ext import LlamaIndexLLM

        return LlamaIndexLLM(model)
    if isinstance(model, LLM):
        return model
    raise InvalidInputError(
        "--model",
        f"the factory returned a {type(model).__name__}, not a LangChain chat model, "
        "a LlamaIndex LLM or a memory-ext LLM",
    )


def _instance_of(obj: object, module: str, name: str) -> bool:
    # A model of a framework means the framework is imported: look, do not import it.
    base = getattr(sys.modules.get(module), name, None)
    return isinstance(base, type) and isinstance(obj, base)


def load_model(spec: str) -> tuple[LLM, str]:
    """The model ``module:attr`` makes (``attr`` called with no arguments), and its label."""
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise InvalidInputError("--model", f"expected module:attr, got {spec!r}")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    model = getattr(importlib.import_module(module_name), attr)()
    name = next(
        (
            value
            for key in ("model_name", "model", "model_id")
            if isinstance(value := getattr(model, key, None), str) and value
        ),
        type(model).__name__,
    )
    return as_llm(model), f"{name} via {spec}"


def _title(path: str) -> str:
    name = Path(path).name  # conflicts.py's titles, so the two results read side by side
    return (
        f"Tuned set: {name} (not held out)" if name == "conflicts.json" else f"Held-out set: {name}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--record", metavar="FILE", help="ask a live model, recording into FILE")
    source.add_argument("--replay", metavar="FILE", help="answer from the recording FILE")
    parser.add_argument("--model", metavar="MODULE:ATTR", help="with --record: the model factory")
    parser.add_argument("--data", nargs="+", help="sets to run (default: conflicts.py's sets)")
    parser.add_argument("--out", default=str(HERE / "results" / "conflicts_llm.md"))
    args = parser.parse_args(argv)
    if args.record is None and args.replay is None:
        print(NEEDS_MODEL, file=sys.stderr)
        return 2
    if args.record is not None and args.model is None:
        parser.error("--record needs --model module:attr")
    if args.replay is not None and args.model is not None:
        parser.error("--model goes with --record; a replay's model is the recorded one")
    if args.replay is not None and not Path(args.replay).is_file():
        parser.error(f"no recording at {args.replay}")
    llm: Recorder
    if args.record is not None:
        model, label = load_model(args.model)
        Path(args.record).unlink(missing_ok=True)  # one run per recording
        llm = recording(model, args.record, model=label)
    else:
        llm = replay(args.replay)
    sets = args.data or [p for p in DEFAULT_SETS if Path(p).exists()]
    parts, result = [], {}
    for path in sets:
        rows, usage = run_set(path, llm)
        parts.append(llm_report(rows, usage, _title(path), llm.model))
        result[Path(path).stem.removeprefix("conflicts_")] = {
            **summary(rows),
            "llm": usage.as_json(),
        }
    mode = "recorded" if args.record is not None else "replayed"
    text = (
        f"# Facts and conflicts, with an LLM\n\nModel: {llm.model}; {mode} "
        f"({args.record or args.replay}). One run.\n\n" + "\n\n".join(parts)
    )
    print(text)
    misses = len(llm.misses) if isinstance(llm, ReplayLLM) else 0
    if misses:
        print(
            f"\n{misses} prompts were not in the recording, so the rules answered them: these "
            "are not the LLM's figures. Record again. Nothing written.",
            file=sys.stderr,
        )
        return 1
    out = Path(args.out)
    out.write_text(text + "\n", encoding="utf-8")
    payload = {"model": llm.model, mode: args.record or args.replay, "sets": result}
    out.with_suffix(".json").write_text(
        json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
