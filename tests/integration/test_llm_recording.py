"""The recorded-response harness of the LLM conflicts benchmark: a recorded run replays to
the same rows, a stale recording is caught, and the structured capability is the model's.

Real Redis and real Chroma (the conftest fixtures); only the model is scripted."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
import redis

from benchmarks import conflicts_llm
from benchmarks.conflicts import StepClock
from benchmarks.conflicts_llm import LLMUsage, llm_report, run_cases
from benchmarks.llm_recording import (
    RecordedFailureError,
    Recording,
    RecordingLLM,
    ReplayLLM,
    ReplayMissError,
    StructuredRecordingLLM,
    StructuredReplayLLM,
    recording,
    replay,
)
from memory_ext.embeddings import MiniLMEmbedder
from memory_ext.errors import InvalidInputError, MemoryExtError
from memory_ext.manager import MemoryManager
from memory_ext.types import StructuredLLM


def _case(
    case_id: str, slot: str, kind: str, steps: list[str], question: str, history: list[str]
) -> dict[str, Any]:
    return {
        "id": case_id,
        "lang": "en",
        "slot": slot,
        "type": kind,
        "steps": [{"ts": f"2024-0{i + 1}-01T10:00:00Z", "text": t} for i, t in enumerate(steps)],
        "question": question,
        "expected_top1_step": len(history) - 1,
        "expected_current": history[-1],
        "expected_history": history,
    }


#: "Lisbon feels like home" is a wording the rules do not know: the model is asked for it.
CASES = [
    _case(
        "move",
        "location",
        "update",
        ["I live in Porto", "Lisbon feels like home to me now"],
        "Where do I live?",
        ["Porto", "Lisbon"],
    ),
    _case(
        "pet",
        "pets",
        "distractor",
        ["I have a beagle", "My brother got a cat, lovely pizza night"],
        "What pet do I have?",
        ["beagle"],
    ),
]
UNRECORDED = _case(
    "job", "employer", "update", ["Work is Contoso Bank now"], "Where do I work?", ["Contoso"]
)


class ScriptedModel:
    """A plain text model: facts as a JSON array, importance 7, and one unreadable reply."""

    def complete(self, prompt: str) -> str:
        if prompt.startswith("On a scale"):
            return "no idea" if "pizza" in prompt else "7"
        if prompt.startswith("Extract durable") and "Lisbon" in prompt:
            return '[{"slot": "location", "value": "Lisbon", "temporal": true}]'
        if prompt.startswith("Extract durable"):
            return "[]"
        return "update"

    async def acomplete(self, prompt: str) -> str:
        return self.complete(prompt)


class ScriptedStructuredModel(ScriptedModel):
    """The same model with structured output, failing on one prompt (a provider error)."""

    def complete_structured(self, prompt: str, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        if schema["title"] == "conflict_decision":
            return {"decision": "update"}
        if "Lisbon" in prompt:
            return {"facts": [{"slot": "location", "value": "Lisbon", "temporal": True}]}
        raise TimeoutError("provider timed out")

    async def acomplete_structured(
        self, prompt: str, schema: Mapping[str, Any]
    ) -> Mapping[str, Any]:
        return self.complete_structured(prompt, schema)


@pytest.fixture
def fresh_manager(
    redis_url: str, redis_client: redis.Redis, chroma_client: Any, embedder: MiniLMEmbedder
) -> Iterator[Callable[[StepClock], MemoryManager]]:
    """MemoryManagers on the real Redis and Chroma, each in a namespace of its own (a
    replay must start from nothing, as its recording did); all cleaned up afterwards."""
    made: list[tuple[str, MemoryManager]] = []

    def make(clock: StepClock) -> MemoryManager:
        prefix = f"t{uuid.uuid4().hex[:12]}"
        mm = MemoryManager.from_url(
            redis_url, chroma_client=chroma_client, namespace=prefix, key_prefix=prefix,
            clock=clock, embedder=embedder,
        )  # fmt: skip
        made.append((prefix, mm))
        return mm

    yield make
    for prefix, mm in made:
        mm.close()
        for key in redis_client.scan_iter(match=f"{prefix}:*", count=1000):
            redis_client.delete(key)
        if mm.long_term.index._collection is not None:
            chroma_client.delete_collection(mm.long_term.index.name)


def _run(
    fresh_manager: Callable[[StepClock], MemoryManager],
    llm: RecordingLLM | ReplayLLM,
    cases: list[dict[str, Any]],
) -> tuple[list[dict[str, Any]], LLMUsage]:
    clock = StepClock()
    return run_cases(fresh_manager(clock), clock, cases, llm)


@pytest.mark.parametrize("model", [ScriptedModel(), ScriptedStructuredModel()], ids=type)
def test_a_replayed_run_gives_the_recorded_rows(
    model: ScriptedModel,
    fresh_manager: Callable[[StepClock], MemoryManager],
    tmp_path: Path,
) -> None:
    path = tmp_path / "conflicts.jsonl"
    recorded, recorded_usage = _run(fresh_manager, recording(model, path, model="m1"), CASES)
    replayer = replay(path)
    replayed, replayed_usage = _run(fresh_manager, replayer, CASES)

    assert replayed == recorded
    assert replayed_usage == recorded_usage
    assert replayer.misses == [] and replayer.model == "m1"
    # the model was asked, and its answer used: the rules alone miss this move
    assert recorded_usage.asked["fact extraction"] >= 1
    assert next(r for r in recorded if r["id"] == "move")["current_fact"] is True
    # the unreadable importance, and the structured model's timed-out call: replayed too
    structured = isinstance(model, ScriptedStructuredModel)
    failures = 2 if structured else 1
    assert sum(recorded_usage.fell_back.values()) == failures
    assert recorded_usage.answered == recorded_usage.calls - failures
    assert ("structured" in recorded_usage.by_kind) is structured
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert {line["kind"] for line in lines} <= {"complete", "structured"}
    assert all(("schema" in line) == (line["kind"] == "structured") for line in lines)
    assert any("error" in line for line in lines) is structured


def test_the_report_says_rules_and_llm_and_counts_the_calls(
    fresh_manager: Callable[[StepClock], MemoryManager], tmp_path: Path
) -> None:
    rows, usage = _run(fresh_manager, recording(ScriptedModel(), tmp_path / "r.jsonl"), CASES)
    text = llm_report(rows, usage, "Tiny set", "m1")
    assert "Rules only" not in text and "memory-ext (rules + LLM)" in text
    assert "Rules first, then the LLM (m1)." in text
    assert f"LLM calls: {usage.calls} (complete {usage.calls})" in text
    assert "| importance | 4 | 3 | 1 |" in text
    assert "Replay misses: 0." in text


def test_a_prompt_not_recorded_is_a_typed_error_and_counted(
    fresh_manager: Callable[[StepClock], MemoryManager], tmp_path: Path
) -> None:
    path = tmp_path / "conflicts.jsonl"
    _run(fresh_manager, recording(ScriptedModel(), path), CASES[:1])
    replayer = replay(path)
    with pytest.raises(ReplayMissError, match=r"complete reply for 'a prompt nobody") as caught:
        replayer.complete("a prompt nobody recorded")
    assert isinstance(caught.value, MemoryExtError) and isinstance(caught.value, LookupError)
    assert caught.value.kind == "complete" and len(replayer.misses) == 1
    # inside a run the core swallows the miss and uses its rules: the usage still counts it
    _, usage = _run(fresh_manager, replayer, [CASES[0], UNRECORDED])
    assert len(usage.misses) >= 1 and len(replayer.misses) == 1 + len(usage.misses)
    assert "Work is Contoso Bank now" in usage.misses[0]


def test_a_stale_recording_fails_the_benchmark_and_writes_nothing(
    fresh_manager: Callable[[StepClock], MemoryManager],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "conflicts.jsonl"
    _run(fresh_manager, recording(ScriptedModel(), path), CASES[:1])
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(CASES), encoding="utf-8")  # a case more than was recorded
    monkeypatch.setenv("MEMORY_EXT_EMBEDDER", "minilm")
    out = tmp_path / "conflicts_llm.md"
    code = conflicts_llm.main(["--replay", str(path), "--data", str(data), "--out", str(out)])
    assert code == 1
    assert "not in the recording" in capsys.readouterr().err
    assert not out.exists() and not out.with_suffix(".json").exists()


def test_a_recorded_failure_replays_as_a_failure(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    recorder = recording(ScriptedStructuredModel(), path)
    assert isinstance(recorder, StructuredRecordingLLM)
    with pytest.raises(TimeoutError):
        recorder.complete_structured("nothing here", {"title": "user_facts"})
    replayer = replay(path)
    assert isinstance(replayer, StructuredReplayLLM)
    with pytest.raises(RecordedFailureError, match="TimeoutError: provider timed out"):
        replayer.complete_structured("nothing here", {"title": "user_facts"})


def test_the_structured_capability_follows_the_inner_model(tmp_path: Path) -> None:
    plain = recording(ScriptedModel(), tmp_path / "plain.jsonl")
    structured = recording(ScriptedStructuredModel(), tmp_path / "structured.jsonl")
    assert isinstance(plain, RecordingLLM) and not isinstance(plain, StructuredLLM)
    assert isinstance(structured, StructuredRecordingLLM) and isinstance(structured, StructuredLLM)
    # a structured model that was only ever asked in text still replays as structured
    plain.complete("On a scale of 1 to 10 …")
    structured.complete("On a scale of 1 to 10 …")
    assert not isinstance(replay(tmp_path / "plain.jsonl"), StructuredLLM)
    assert isinstance(replay(tmp_path / "structured.jsonl"), StructuredReplayLLM)
    assert isinstance(replay(tmp_path / "plain.jsonl", structured=True), StructuredLLM)
    assert Recording.read(tmp_path / "structured.jsonl").structured


def test_the_classes_take_built_arguments_and_touch_no_file(tmp_path: Path) -> None:
    path = tmp_path / "never.jsonl"
    recorder = RecordingLLM(ScriptedModel(), path, "m1")
    assert not path.exists() and recorder.model == "m1"  # nothing written before a call
    assert ReplayLLM(Recording(())).model == "(empty recording)"  # nothing read
    with pytest.raises(InvalidInputError, match="no structured output"):
        StructuredRecordingLLM(ScriptedModel(), path, "m1")  # type: ignore[arg-type]


async def test_async_calls_are_recorded_and_replayed(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    recorder = recording(ScriptedStructuredModel(), path)
    assert isinstance(recorder, StructuredRecordingLLM)
    schema = {"title": "conflict_decision", "type": "object"}
    assert await recorder.acomplete("On a scale of 1 to 10: hi") == "7"
    assert await recorder.acomplete_structured("old vs new", schema) == {"decision": "update"}
    replayer = replay(path)
    assert isinstance(replayer, StructuredReplayLLM)
    assert await replayer.acomplete("On a scale of 1 to 10: hi") == "7"
    assert await replayer.acomplete_structured("old vs new", dict(reversed(schema.items()))) == {
        "decision": "update"
    }  # the key is over the schema's canonical JSON: key order does not matter
    assert replayer.misses == []


def test_the_cli_without_a_model_or_a_recording_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert conflicts_llm.main([]) == 2
    assert "needs a model or a recording" in capsys.readouterr().err
