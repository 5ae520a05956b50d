"""Plain, frozen data that every layer shares; no I/O here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, TypeAlias

Role: TypeAlias = Literal["system", "user", "assistant", "tool"]
ROLES: frozenset[str] = frozenset({"system", "user", "assistant", "tool"})

#: Message content: plain text, or a list of content parts (multimodal), each a
#: JSON-serialisable mapping such as ``{"type": "text", "text": "hi"}``.
Content: TypeAlias = "str | Sequence[Mapping[str, Any]]"


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One function/tool call requested by an assistant message.

    Example:
        >>> ToolCall(id="call_1", name="get_rate", arguments={"term": 30})
    """

    id: str
    name: str
    arguments: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Message:
    """One chat message, framework-neutral.

    ``metadata`` carries anything a framework needs for an exact round trip
    (e.g. LangChain's ``usage_metadata``) and is stored unchanged.

    Example:
        >>> Message(role="user", content="I earn 9,000 a month")
    """

    role: Role
    content: Content
    name: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    id: str | None = None
    timestamp: datetime | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """The textual part of the content (parts of type ``text`` joined)."""
        if isinstance(self.content, str):
            return self.content
        return " ".join(
            str(part.get("text", "")) for part in self.content if part.get("type") == "text"
        )


#: ``after_seq`` value of a chat store read meaning "only messages the stored summary
#: does not cover yet".
AFTER_SUMMARY = -2


@dataclass(frozen=True, slots=True)
class Summary:
    """The running summary of a session's older turns.

    Attributes:
        text: the summary itself.
        covered_seq: sequence number of the last message folded into it.
        method: ``"llm"`` or ``"extractive"`` (no LLM was available).

    Example:
        >>> view = ShortTermMemory(store, SummaryBuffer(llm, keep_last=6, max_tokens=1500)).view("s1")
        >>> view.summary.text, view.summary.method
    """

    text: str
    covered_seq: int
    method: str = "llm"


@dataclass(frozen=True, slots=True)
class StoredMessage:
    """A message as read back from a chat store, with its position in the session."""

    seq: int
    tokens: int
    message: Message


@dataclass(frozen=True, slots=True)
class Window:
    """What one read of the chat store returned: a tail of messages and the summary."""

    messages: tuple[StoredMessage, ...]
    summary: Summary | None
    total_messages: int


@dataclass(frozen=True, slots=True)
class BufferView:
    """What the model sees from short-term memory, and why.

    Attributes:
        messages: the selected messages, oldest first.
        summary: the running summary shown before them, if any.
        tokens: tokens of ``messages`` plus the summary, by the policy's counter.
        dropped: how many stored messages were left out of this view.

    Example:
        >>> view = ShortTermMemory(store, TokenBudget(max_tokens=3000)).view("s1")
        >>> view.messages, view.tokens, view.dropped
    """

    messages: tuple[Message, ...]
    summary: Summary | None = None
    tokens: int = 0
    dropped: int = 0


MemoryKind: TypeAlias = Literal["semantic", "episodic"]
MEMORY_KINDS: frozenset[str] = frozenset({"semantic", "episodic"})
MemoryStatus: TypeAlias = Literal["active", "superseded"]


@dataclass(frozen=True, slots=True)
class Fact:
    """A slot/value fact extracted from text ("I live in Beijing" → location=Beijing).

    Attributes:
        slot: what the fact is about (``location``, ``employer``, ``likes``,
            ``favourite:colour`` …).
        value: its clean value in the user's casing (matched case-insensitively, see
            :func:`memory_ext.extraction.value_key`).
        polarity: +1 for "likes X", -1 for "does not like X / hates X".
        single_valued: a person has one current value (location, employer, name);
            multi-valued slots (likes) hold many at once.
        temporal: the text marks a change ("moved to", "刚搬到", "now work at").
        replaces: for a multi-valued slot, text naming the values this fact retires
            ("I like rock, **not jazz**", 我把**咖啡**换成了茶, "sorry typo, my **dog**'s
            name is Mack"): an active value of the slot that the text names is superseded.
    """

    slot: str
    value: str
    polarity: int = 1
    single_valued: bool = True
    temporal: bool = False
    replaces: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SlotFact:
    """One slot a stored memory sets, with its own validity: a sentence stating two facts
    is one memory, and superseding one of them leaves the other current.

    Example:
        >>> SlotFact("employer", "OpenAI", status="superseded", superseded_by="…")
    """

    slot: str
    value: str
    polarity: int = 1
    status: MemoryStatus = "active"
    valid_to: datetime | None = None
    superseded_by: str | None = None


@dataclass(frozen=True, slots=True)
class MemoryRecord:
    """One long-term memory.

    Example:
        >>> MemoryRecord(id="…", user_id="u1", kind="semantic", content="I live in Beijing",
        ...              slot="location", value="beijing", importance=8, created_at=now)
    """

    id: str
    user_id: str
    kind: MemoryKind
    content: str
    created_at: datetime
    importance: float = 5.0
    slot: str | None = None
    value: str | None = None
    polarity: int = 1
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    status: MemoryStatus = "active"
    superseded_by: str | None = None
    needs_clarification: bool = False
    source: str = "user"
    metadata: Mapping[str, Any] = field(default_factory=dict)
    #: Every slot the memory sets (``slot``/``value``/``polarity`` are the first of them);
    #: empty on records written before memories carried several facts.
    facts: tuple[SlotFact, ...] = ()

    @property
    def slot_facts(self) -> tuple[SlotFact, ...]:
        """The slots this memory sets, each with its own status."""
        if self.facts:
            return self.facts
        if self.slot is None:
            return ()
        return (
            SlotFact(
                self.slot,
                self.value or "",
                self.polarity,
                self.status,
                self.valid_to,
                self.superseded_by,
            ),
        )

    def fact_for(self, slot: str) -> SlotFact | None:
        """What this memory says about ``slot``, or None."""
        return next((f for f in self.slot_facts if f.slot == slot), None)


@dataclass(frozen=True, slots=True)
class ScoredMemory:
    """A retrieved memory and every part of its score, so a ranking can be explained.

    ``total = w_rel·relevance + w_rec·recency + w_imp·importance/10 + w_fb·log2(feedback)``
    with the weights of the :class:`~memory_ext.scoring.ScoringParams` used.

    Example:
        >>> best = mm.search("u1", "where does the user live?")[0]
        >>> best.record.content, best.relevance, best.recency, best.importance, best.total
    """

    record: MemoryRecord
    relevance: float
    recency: float
    importance: float
    feedback: float
    total: float
    cosine: float = 0.0
    keyword: float = 0.0


OperationKind: TypeAlias = Literal["added", "merged", "superseded", "flagged", "skipped"]


@dataclass(frozen=True, slots=True)
class Operation:
    """One change a write made (or chose not to make), with the ids involved.

    ``superseded``: ``memory_id`` is the old memory, ``other_id`` the one replacing it.
    ``merged``: ``memory_id`` is the kept memory the new text was merged into.
    ``flagged``: ``memory_id`` and ``other_id`` contradict each other; both are kept.
    """

    kind: OperationKind
    memory_id: str | None
    other_id: str | None = None
    reason: str = ""
    #: The slot a supersession concerns (a memory can set several slots).
    slot: str | None = None


@dataclass(frozen=True, slots=True)
class WriteResult:
    """What one ``remember`` call did.

    ``redacted``: the kinds of secret masked before storing (``("email", "password")``).

    Example:
        >>> result = mm.remember("u1", "I just moved to Beijing")
        >>> [(op.kind, op.reason) for op in result.operations]
        [('added', 'location changed to beijing'), ('superseded', 'location changed to beijing')]
        >>> result.ids("superseded")  # the Shanghai memory, kept as history
    """

    operations: tuple[Operation, ...]
    memory_id: str | None = None
    redacted: tuple[str, ...] = ()

    def ids(self, kind: OperationKind) -> list[str]:
        """Ids touched by operations of ``kind``."""
        return [op.memory_id for op in self.operations if op.kind == kind and op.memory_id]

    @property
    def merged_into(self) -> str | None:
        """The stored memory this text was merged into as a duplicate, if it was."""
        return next((op.memory_id for op in self.operations if op.kind == "merged"), None)

    @property
    def added(self) -> bool:
        """Whether a new memory was stored."""
        return any(op.kind == "added" for op in self.operations)

    @property
    def skipped(self) -> bool:
        """Whether the text was not stored (below the importance threshold)."""
        return any(op.kind == "skipped" for op in self.operations)


@dataclass(frozen=True, slots=True)
class LearnTask:
    """One user turn waiting to be learned (an entry of the learning stream; an empty
    ``entry_id`` means the turn was not queued)."""

    entry_id: str
    user_id: str
    session_id: str
    text: str
    ts: datetime | None
