"""LangChain ↔ memory-ext conversions: the only place the two message models meet.

Fields memory-ext models directly (role, content, name, id, tool calls, tool_call_id)
are mapped; everything else LangChain carries (additional_kwargs, response_metadata,
usage_metadata, invalid_tool_calls, artifact, status…) rides in ``metadata["lc"]`` so
a round trip is exact.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    message_to_dict,
    messages_from_dict,
)

from memory_ext.errors import InvalidInputError
from memory_ext.model import Message, ToolCall
from memory_ext.stores.chat_codec import thaw

_ROLE = {"human": "user", "ai": "assistant", "system": "system", "tool": "tool"}
_TYPE = {"user": "human", "assistant": "ai", "system": "system", "tool": "tool"}
_MAPPED = {"content", "name", "id", "tool_calls", "tool_call_id", "type"}


def to_message(message: BaseMessage) -> Message:
    """A LangChain message as a memory-ext :class:`Message` (lossless).

    Raises:
        InvalidInputError: not a ``BaseMessage``.
    """
    if not isinstance(message, BaseMessage):
        raise InvalidInputError(
            "messages", f"expected a LangChain BaseMessage, got {type(message).__name__}"
        )
    data = message_to_dict(message)
    kind = data["type"]
    body: dict[str, Any] = data["data"]
    role = _ROLE.get(kind)
    if role is None:  # ChatMessage with a custom role, FunctionMessage: keep as metadata
        role = "assistant" if isinstance(message, (ChatMessage, FunctionMessage)) else "user"
    extra = {k: v for k, v in body.items() if k not in _MAPPED}
    calls = tuple(
        ToolCall(id=c.get("id") or "", name=c["name"], arguments=c.get("args", {}))
        for c in body.get("tool_calls", []) or []
    )
    return Message(
        role=role,  # type: ignore[arg-type]
        content=body.get("content", ""),
        name=body.get("name"),
        tool_calls=calls,
        tool_call_id=body.get("tool_call_id"),
        id=body.get("id"),
        metadata={"lc": {"type": kind, **extra}},
    )


def from_message(message: Message) -> BaseMessage:
    """A memory-ext message back as the LangChain message it came from."""
    # Decoded messages are shared read-only (chat_codec's cache): take fresh copies.
    lc = thaw(message.metadata.get("lc", {}))
    kind = lc.pop("type", _TYPE[message.role])
    body: dict[str, Any] = {
        **lc,
        "content": message.content if isinstance(message.content, str) else thaw(message.content),
    }
    if message.name is not None:
        body["name"] = message.name
    if message.id is not None:
        body["id"] = message.id
    if message.tool_call_id is not None:
        body["tool_call_id"] = message.tool_call_id
    if kind == "ai":
        body["tool_calls"] = [
            {"name": c.name, "args": thaw(c.arguments), "id": c.id or None, "type": "tool_call"}
            for c in message.tool_calls
        ]
    return messages_from_dict([{"type": kind, "data": body}])[0]


def to_messages(messages: list[BaseMessage]) -> list[Message]:
    """Convert a batch, failing before anything is stored."""
    return [to_message(m) for m in messages]


__all__ = [
    "AIMessage",
    "HumanMessage",
    "SystemMessage",
    "ToolMessage",
    "from_message",
    "to_message",
    "to_messages",
]
