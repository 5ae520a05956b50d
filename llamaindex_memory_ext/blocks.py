"""Memory blocks for ``llama_index.core.memory.Memory``: long-term memories and graph
facts, each retrieved for the latest messages and truncated item by item."""

from __future__ import annotations

import asyncio
from typing import Any

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory.memory import BaseMemoryBlock
from pydantic import ConfigDict, Field

from llamaindex_memory_ext._convert import to_message
from memory_ext.manager import MemoryManager
from memory_ext.tokens import TiktokenCounter


def _latest_user_text(messages: list[ChatMessage] | None) -> str:
    for message in reversed(messages or []):
        converted = to_message(message)
        if converted.role == "user" and converted.text.strip():
            return converted.text
    return ""


def _drop_lines(content: str, tokens_to_truncate: int) -> str | None:
    """Drop whole lines from the end (the lowest-ranked items) until enough tokens go."""
    counter = TiktokenCounter()
    lines = content.splitlines()
    budget = counter.count_text(content) - tokens_to_truncate
    while lines and counter.count_text("\n".join(lines)) > budget:
        lines.pop()
    return "\n".join(lines) or None


class LongTermMemoryBlock(BaseMemoryBlock[str]):
    """Long-term memories relevant to the latest user message, best first.

    ``_aput`` writes user messages through conflict resolution; truncation drops the
    lowest-scored memories first rather than the whole block.

    Example:
        >>> Memory.from_defaults(session_id="s1", memory_blocks=[LongTermMemoryBlock(manager=mm, user_id="u1")])
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = "long_term_memory"
    description: str | None = "What memory-ext remembers about the user"
    manager: MemoryManager = Field(exclude=True)
    user_id: str
    k: int = 5

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        query = _latest_user_text(messages)
        if not query:
            return ""
        hits = await self.manager.asearch(self.user_id, query, k=self.k)
        return "\n".join(
            f"- [{h.record.created_at.date().isoformat()}] {h.record.content}" for h in hits
        )

    async def _aput(self, messages: list[ChatMessage]) -> None:
        for message in messages:
            converted = to_message(message)
            if converted.role == "user" and converted.text.strip():
                await self.manager.alearn(self.user_id, converted.text)

    async def atruncate(self, content: str, tokens_to_truncate: int) -> str | None:
        """Drop the lowest-ranked memories (the last lines) first."""
        return _drop_lines(content, tokens_to_truncate)


class GraphMemoryBlock(BaseMemoryBlock[str]):
    """Relations (knowledge-graph facts) around the entities the latest message names.

    With ``priority=0`` llama-index never truncates it; otherwise the farthest relations
    (the last lines) go first.

    Example:
        >>> Memory.from_defaults(session_id="s1",
        ...     memory_blocks=[GraphMemoryBlock(manager=mm, user_id="u1", priority=0)])
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = "graph_memory"
    description: str | None = "Known relations between people, companies and projects"
    manager: MemoryManager = Field(exclude=True)
    user_id: str

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        query = _latest_user_text(messages)
        if not query:
            return ""
        facts = await asyncio.to_thread(self.manager.graph.facts_for, self.user_id, query)
        return "\n".join(f"- {t.text()}" for t in facts)

    async def _aput(self, messages: list[ChatMessage]) -> None:
        for message in messages:
            converted = to_message(message)
            if converted.role == "user" and converted.text.strip():
                await asyncio.to_thread(self.manager.graph.add_text, self.user_id, converted.text)

    async def atruncate(self, content: str, tokens_to_truncate: int) -> str | None:
        """Drop the farthest relations (the last lines) first."""
        return _drop_lines(content, tokens_to_truncate)
