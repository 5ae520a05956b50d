"""LlamaIndex ↔ memory-ext conversions: the only place the two message models meet.

Text is mapped to ``Message.content`` (so token counts, extraction and search see it);
anything else (non-text blocks, ``additional_kwargs``, roles memory-ext folds together)
is kept as LlamaIndex's own JSON in ``metadata["li"]``, so a round trip is exact.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from llama_index.core.base.llms.types import ChatMessage, TextBlock
from pydantic import BaseModel, Field, create_model

from memory_ext.errors import InvalidInputError
from memory_ext.model import Message, ToolCall
from memory_ext.stores.chat_codec import thaw

_ROLE = {"user": "user", "assistant": "assistant", "system": "system", "tool": "tool",
         "developer": "system", "chatbot": "assistant", "model": "assistant", "function": "tool"}  # fmt: skip


def _tool_calls(kwargs: dict[str, Any]) -> tuple[ToolCall, ...]:
    out = []
    for call in kwargs.get("tool_calls") or []:
        if isinstance(call, dict) and call.get("id"):
            fn = call.get("function") or {}
            name = call.get("name") or fn.get("name") or "tool"
            args = call.get("args") or fn.get("arguments") or {}
            if isinstance(args, str):
                try:
                    args = json.loads(args)
                except ValueError:
                    args = {"raw": args}
            out.append(
                ToolCall(
                    str(call["id"]), str(name), args if isinstance(args, dict) else {"value": args}
                )
            )
    return tuple(out)


def to_message(message: ChatMessage) -> Message:
    """A LlamaIndex ``ChatMessage`` as a memory-ext :class:`Message` (lossless)."""
    if not isinstance(message, ChatMessage):
        raise InvalidInputError("messages", f"expected a ChatMessage, got {type(message).__name__}")
    role = message.role.value if hasattr(message.role, "value") else str(message.role)
    text = "".join(b.text for b in message.blocks if isinstance(b, TextBlock))
    plain = all(isinstance(b, TextBlock) for b in message.blocks) and not message.additional_kwargs
    metadata = (
        {}
        if plain and role in ("user", "assistant", "system", "tool")
        else {"li": message.model_dump(mode="json")}
    )
    kwargs = message.additional_kwargs or {}
    return Message(
        role=_ROLE.get(role, "user"),  # type: ignore[arg-type]
        content=text,
        tool_calls=_tool_calls(kwargs),
        tool_call_id=kwargs.get("tool_call_id")
        if isinstance(kwargs.get("tool_call_id"), str)
        else None,
        metadata=metadata,
    )


def from_message(message: Message) -> ChatMessage:
    """A memory-ext message back as the ``ChatMessage`` it came from."""
    dumped = message.metadata.get("li")
    if dumped is not None:
        return ChatMessage.model_validate(thaw(dumped))  # a fresh copy of shared data
    return ChatMessage(role=message.role, content=message.text)


def to_messages(messages: list[ChatMessage]) -> list[Message]:
    """Convert a batch, failing before anything is stored."""
    return [to_message(m) for m in messages]


_JSON_TYPES: dict[str, Any] = {"string": str, "integer": int, "number": float, "boolean": bool}


def pydantic_model(schema: Mapping[str, Any], name: str | None = None) -> type[BaseModel]:
    """A pydantic model for a (simple) JSON schema of objects, arrays and scalars, as
    ``structured_predict`` wants a class."""
    fields: dict[str, Any] = {}
    required = set(schema.get("required", ()))
    for key, prop in schema.get("properties", {}).items():
        kind = _field_type(prop, f"{name or schema.get('title', 'Answer')}_{key}")
        default = ... if key in required else None
        fields[key] = (
            kind if key in required else kind | None,
            Field(default, description=prop.get("description")),
        )
    return create_model(name or str(schema.get("title", "Answer")), **fields)


def _field_type(prop: Mapping[str, Any], name: str) -> Any:
    if prop.get("type") == "object":
        return pydantic_model(prop, name)
    if prop.get("type") == "array":
        return list[_field_type(prop.get("items", {}), name + "_item")]  # type: ignore[misc]
    return _JSON_TYPES.get(str(prop.get("type")), Any)
