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


@dataclass(frozen=True, slots=True)
class Summary:
    """The running summary of a session's older turns.

    Attributes:
        text: the summary itself.
        covered_seq: sequence number of the last message folded into it.
        method: ``"llm"`` or ``"extractive"`` (no LLM was available).
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
    """

    messages: tuple[Message, ...]
    summary: Summary | None = None
    tokens: int = 0
    dropped: int = 0
