"""Recorded LLM exchanges: measure a benchmark's LLM path once, replay it offline after.

:func:`recording` wraps a real model so every call passes through and its exchange is
appended to a JSONL file; :func:`replay` answers the same prompts from that file, with no
model and no key, so a committed recording makes the LLM figures reproducible. One line per
exchange::

    {"key": "<sha256>", "kind": "complete" | "structured", "prompt": "...",
     "schema": {...},                       # structured only
     "reply": "..." | {...},                # null when the model failed
     "error": "RateLimitError: ...",        # only when the model failed
     "model": "gpt-4o-mini via models:gpt4o", "structured_output": true}

The key is the SHA-256 of the kind, the prompt and the schema's canonical JSON. A failure
is recorded too and replayed as a failure, so the rules' fallback on it replays as well.
``structured_output`` says whether the recorded model had structured output: a replay is a
:class:`~memory_ext.types.StructuredLLM` exactly when the recording's model was, since the
core picks its prompts by that ``isinstance`` check.

The core swallows LLM errors and falls back to its rules (``memory_ext.llm_fallback``), so
a prompt missing from the recording would pass unnoticed: a :class:`ReplayLLM` keeps every
miss in ``misses`` for the benchmark to report and fail on.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, ClassVar, Literal

from memory_ext.errors import InvalidInputError, LLMError, MemoryExtError
from memory_ext.types import LLM, StructuredLLM

Kind = Literal["complete", "structured"]
Schema = Mapping[str, Any] | None
#: How much of a prompt's start and end a miss shows: the start tells which question it is,
#: the end what it was asked about.
PROMPT_SHOWN = 60


def exchange_key(kind: Kind, prompt: str, schema: Schema = None) -> str:
    """The SHA-256 that finds an exchange: kind, prompt and the schema's canonical JSON."""
    canonical = (
        ""
        if schema is None
        else json.dumps(schema, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    )
    return hashlib.sha256("\0".join((kind, prompt, canonical)).encode()).hexdigest()


class ReplayMissError(MemoryExtError, LookupError):
    """A replay was asked a prompt the recording does not hold: the rules or the prompts
    changed since it was made, so it must be recorded again. ``kind`` and ``prompt`` say
    what was asked.

    Example:
        >>> replay("conflicts.jsonl").complete("a prompt nobody recorded")
        Traceback (most recent call last):
        ReplayMissError: no recorded complete reply for 'a prompt nobody recorded'; the recording is stale, record it again
    """

    def __init__(self, kind: Kind, prompt: str) -> None:
        self.kind = kind
        self.prompt = prompt
        shown = repr(prompt)
        if len(prompt) > 2 * PROMPT_SHOWN:  # the core's prompts differ at their end
            shown = f"{prompt[:PROMPT_SHOWN]!r} … {prompt[-PROMPT_SHOWN:]!r}"
        super().__init__(
            f"no recorded {kind} reply for {shown}; the recording is stale, record it again"
        )


class RecordedFailureError(LLMError):
    """The recorded model failed on this prompt; the replay fails the same way, so the
    rules answer it as they did when it was recorded.

    Example:
        >>> replay("conflicts.jsonl").complete(prompt_that_timed_out)
        Traceback (most recent call last):
        RecordedFailureError: the recorded model failed: TimeoutError: ...
    """


@dataclass(frozen=True)
class Exchange:
    """One recorded call: what was asked, what came back (or how it failed), from which model.

    Example:
        >>> Exchange.from_json(line).reply
        '7'
    """

    kind: Kind
    prompt: str
    schema: Schema
    reply: str | Mapping[str, Any] | None
    error: str | None
    model: str
    structured_output: bool

    @property
    def key(self) -> str:
        """The key a replay finds this exchange by."""
        return exchange_key(self.kind, self.prompt, self.schema)

    def to_json(self) -> str:
        """The exchange as one JSONL line (no newline)."""
        line: dict[str, Any] = {"key": self.key, "kind": self.kind, "prompt": self.prompt}
        if self.schema is not None:
            line["schema"] = dict(self.schema)
        line["reply"] = dict(self.reply) if isinstance(self.reply, Mapping) else self.reply
        if self.error is not None:
            line["error"] = self.error
        line["model"] = self.model
        line["structured_output"] = self.structured_output
        return json.dumps(line, ensure_ascii=False)

    @classmethod
    def from_json(cls, line: str) -> Exchange:
        """Parse one JSONL line; InvalidInputError when it is not an exchange."""
        try:
            item = json.loads(line)
            kind = item["kind"]
            if kind not in ("complete", "structured"):
                raise ValueError(f"unknown kind {kind!r}")
            exchange = cls(
                kind=kind,
                prompt=str(item["prompt"]),
                schema=item.get("schema"),
                reply=item.get("reply"),
                error=item.get("error"),
                model=str(item.get("model", "")),
                structured_output=bool(item.get("structured_output", kind == "structured")),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise InvalidInputError("recording", f"not an exchange ({exc}): {line[:80]!r}") from exc
        if item.get("key") != exchange.key:  # edited by hand, or another key scheme
            raise InvalidInputError("recording", f"key does not match its prompt: {line[:80]!r}")
        return exchange


@dataclass(frozen=True)
class Recording:
    """The exchanges of a JSONL recording, in the order they were made.

    Example:
        >>> Recording.read("benchmarks/recordings/conflicts.jsonl").model
        'gpt-4o-mini via models:gpt4o'
    """

    exchanges: tuple[Exchange, ...]

    @classmethod
    def read(cls, path: str | Path) -> Recording:
        """Read a recording (blank lines skipped)."""
        lines = Path(path).read_text(encoding="utf-8").splitlines()
        return cls(tuple(Exchange.from_json(line) for line in lines if line.strip()))

    @property
    def structured(self) -> bool:
        """Whether the recorded model had structured output."""
        return any(e.structured_output for e in self.exchanges)

    @property
    def model(self) -> str:
        """The recorded model's label (labels, if several models wrote to the file)."""
        return ", ".join(sorted({e.model for e in self.exchanges})) or "(empty recording)"


class RecordingLLM:
    """Passes calls through to ``inner`` and appends each exchange to ``path`` (JSONL),
    labelled ``model``. Build one with :func:`recording`, which picks the structured kind.
    What a call returns is what a replay of it will return (after its JSON round trip).

    Example:
        >>> llm = RecordingLLM(text_model, Path("conflicts.jsonl"), "gpt-4o-mini")
        >>> llm.complete("On a scale of 1 to 10: hi")  # appended to conflicts.jsonl
        '7'
    """

    #: Whether ``inner`` has structured output (written with each exchange).
    structured_output: ClassVar[bool] = False

    def __init__(self, inner: LLM, path: Path, model: str) -> None:
        self.inner = inner
        self.path = path
        self.model = model
        self.asked: list[tuple[Kind, str]] = []  # (kind, prompt) of every call, in order

    def complete(self, prompt: str) -> str:
        """``inner``'s completion of ``prompt``, recorded."""
        return str(self._record("complete", prompt, None, lambda: self.inner.complete(prompt)))

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        return str(await self._arecord("complete", prompt, None, self.inner.acomplete(prompt)))

    def _record(self, kind: Kind, prompt: str, schema: Schema, call: Callable[[], Any]) -> Any:
        """Make ``call`` and record it: its reply as a replay will give it (after its JSON
        round trip), or its failure, re-raised."""
        self.asked.append((kind, prompt))
        try:
            reply = _recordable(kind, call())
        except Exception as exc:  # a provider error, or an unrecordable reply: replayed as such
            self._append(kind, prompt, schema, None, exc)
            raise
        return json.loads(self._append(kind, prompt, schema, reply))["reply"]

    async def _arecord(self, kind: Kind, prompt: str, schema: Schema, call: Awaitable[Any]) -> Any:
        """Async twin of :meth:`_record`, awaiting ``call``."""
        self.asked.append((kind, prompt))
        try:
            reply = _recordable(kind, await call)
        except Exception as exc:  # a provider error, or an unrecordable reply: replayed as such
            self._append(kind, prompt, schema, None, exc)
            raise
        return json.loads(self._append(kind, prompt, schema, reply))["reply"]

    def _append(
        self, kind: Kind, prompt: str, schema: Schema, reply: Any, failure: Exception | None = None
    ) -> str:
        """Append one exchange (a failure as its type and message); the line written."""
        error = None if failure is None else f"{type(failure).__name__}: {failure}"
        exchange = Exchange(kind, prompt, schema, reply, error, self.model, self.structured_output)
        line = exchange.to_json()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as out:
            out.write(line + "\n")
        return line


def _recordable(kind: Kind, reply: Any) -> Any:
    """``reply`` as it is recorded; LLMError, recorded so it replays, when it cannot be."""
    if kind == "complete":
        return str(reply)
    if not isinstance(reply, str | Mapping):
        raise LLMError(f"structured output is not an object: {reply!r:.80}")
    return reply


class StructuredRecordingLLM(RecordingLLM):
    """A :class:`RecordingLLM` around a model with structured output (what
    :func:`recording` gives for one); records ``complete_structured`` too.

    Example:
        >>> isinstance(recording(LangChainLLM(chat_model), "x.jsonl"), StructuredRecordingLLM)
        True
    """

    inner: StructuredLLM
    structured_output: ClassVar[bool] = True

    def __init__(self, inner: StructuredLLM, path: Path, model: str) -> None:
        if not isinstance(inner, StructuredLLM):
            raise InvalidInputError("inner", "has no structured output (use RecordingLLM)")
        super().__init__(inner, path, model)

    def complete_structured(self, prompt: str, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        """``inner``'s answer in ``schema``, recorded."""
        call = partial(self.inner.complete_structured, prompt, schema)
        return dict(self._record("structured", prompt, schema, call))

    async def acomplete_structured(
        self, prompt: str, schema: Mapping[str, Any]
    ) -> Mapping[str, Any]:
        """Async twin of :meth:`complete_structured`."""
        call = self.inner.acomplete_structured(prompt, schema)
        return dict(await self._arecord("structured", prompt, schema, call))


class ReplayLLM:
    """Answers from a recording, by key; a prompt it does not hold raises
    :class:`ReplayMissError` and is kept in ``misses``.

    Build one from a file with :func:`replay`, which picks the structured kind. A prompt
    recorded several times gets its replies in the recorded order, the last one again once
    they run out.

    Example:
        >>> llm = ReplayLLM(Recording.read("benchmarks/recordings/conflicts.jsonl"))
        >>> mm.use_llm(llm)  # … run the benchmark …
        >>> llm.misses  # prompts the recording lacked: the figures are not the LLM's
        []
    """

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        self.model = recording.model
        self.asked: list[tuple[Kind, str]] = []  # (kind, prompt) of every call, in order
        self.misses: list[ReplayMissError] = []
        self._replies: defaultdict[str, deque[Exchange]] = defaultdict(deque)
        for exchange in recording.exchanges:
            self._replies[exchange.key].append(exchange)

    def complete(self, prompt: str) -> str:
        """The recorded completion of ``prompt``."""
        return str(self._answer("complete", prompt, None))

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        return self.complete(prompt)

    def _answer(self, kind: Kind, prompt: str, schema: Schema) -> Any:
        self.asked.append((kind, prompt))
        replies = self._replies.get(exchange_key(kind, prompt, schema))
        if not replies:
            miss = ReplayMissError(kind, prompt)
            self.misses.append(miss)
            raise miss
        exchange = replies.popleft() if len(replies) > 1 else replies[0]
        if exchange.error is not None:
            raise RecordedFailureError(f"the recorded model failed: {exchange.error}")
        return exchange.reply


class StructuredReplayLLM(ReplayLLM):
    """A :class:`ReplayLLM` of a model with structured output (what :func:`replay` gives
    for its recording); replays ``complete_structured`` too.

    Example:
        >>> isinstance(replay("recorded_with_langchain.jsonl"), StructuredLLM)
        True
    """

    def complete_structured(self, prompt: str, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        """The recorded answer to ``prompt`` in ``schema``."""
        reply = self._answer("structured", prompt, schema)
        if not isinstance(reply, Mapping):
            raise LLMError(f"the recorded structured reply is not an object: {reply!r:.80}")
        return dict(reply)

    async def acomplete_structured(
        self, prompt: str, schema: Mapping[str, Any]
    ) -> Mapping[str, Any]:
        """Async twin of :meth:`complete_structured`."""
        return self.complete_structured(prompt, schema)


def recording(inner: LLM, path: str | Path, model: str | None = None) -> RecordingLLM:
    """A :class:`RecordingLLM` of ``inner`` (a memory-ext ``LLM``: wrap framework models in
    ``LangChainLLM`` or ``LlamaIndexLLM`` first) appending to ``path``, each exchange labelled
    ``model`` (default: ``inner``'s class name). It is a :class:`StructuredRecordingLLM` when
    ``inner`` has structured output, so ``isinstance(x, StructuredLLM)`` answers as for it.

    Example:
        >>> llm = recording(LangChainLLM(chat_model), "conflicts.jsonl", model="gpt-4o-mini")
        >>> isinstance(llm, StructuredLLM)  # LangChainLLM has structured output
        True
    """
    label = model or type(inner).__qualname__
    if isinstance(inner, StructuredLLM):
        return StructuredRecordingLLM(inner, Path(path), label)
    return RecordingLLM(inner, Path(path), label)


def replay(path: str | Path, *, structured: bool | None = None) -> ReplayLLM:
    """A :class:`ReplayLLM` of the JSONL recording at ``path`` (read here, once): a
    :class:`StructuredReplayLLM` when the recorded model had structured output, or when
    ``structured`` says so (it overrides the recording's capability either way).

    Example:
        >>> llm = replay("benchmarks/recordings/conflicts.jsonl")
        >>> mm.use_llm(llm)  # … run the benchmark, then check llm.misses …
    """
    recorded = Recording.read(path)
    if recorded.structured if structured is None else structured:
        return StructuredReplayLLM(recorded)
    return ReplayLLM(recorded)
