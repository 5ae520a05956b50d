"""Memory tools for agents, framework-free: what LangMem and Letta users give a model
(remember, search, forget a memory, the history of a slot), as plain functions over a
:class:`~memory_ext.manager.MemoryManager` that return text a model can read.

The LangChain and LlamaIndex faces (``memory_tools(mm, user_id=...)``) only wrap these
with their tool types and argument schemas; every decision stays here and in the manager.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from memory_ext.errors import InvalidInputError

if TYPE_CHECKING:
    from memory_ext.manager import MemoryManager

Kind = Literal["semantic", "episodic"]

#: Tool name → description the model reads (shared by both faces).
DESCRIPTIONS = {
    "remember": (
        "Store a fact or event about the user in long-term memory. Contradictions with "
        "what is stored are resolved (a newer home supersedes the older one). Use for "
        "durable facts (name, job, location, preferences), not small talk."
    ),
    "search_memory": (
        "Search the user's long-term memory; returns the best memories with their ids, "
        "ranked by relevance, recency and importance."
    ),
    "forget_memory": "Delete one memory by its id (as returned by search_memory).",
    "memory_history": (
        "Every value a slot of the user's profile had over time (e.g. location, employer), "
        "oldest first, with the dates each was valid."
    ),
}


@dataclass(frozen=True)
class MemoryTools:
    """The four tools, bound to a manager and a way to find the user.

    Args:
        manager: where the memories live.
        user_of: returns the user id for the current call (a fixed id, or read from the
            framework's run config).

    Example:
        >>> tools = MemoryTools(mm, lambda: "u1")
        >>> tools.remember("I just moved to Beijing")
        'Stored as memory 3f2a…; superseded 91bc… (the older value).'
    """

    manager: MemoryManager
    user_of: Callable[[], str]

    def remember(self, text: str, kind: Kind = "semantic") -> str:
        """Store ``text``; say what conflict resolution did."""
        if kind not in ("semantic", "episodic"):
            raise InvalidInputError("kind", "must be 'semantic' or 'episodic'")
        result = self.manager.remember(self.user_of(), text, kind=kind)
        if result.skipped:
            return "Not stored: it reads as small talk (below the importance threshold)."
        parts = [f"Stored as memory {result.memory_id}." if result.added else ""]
        for op in result.operations:
            if op.kind == "merged":
                parts.append(f"Already known: merged into memory {op.memory_id}.")
            elif op.kind == "superseded":
                parts.append(f"Memory {op.memory_id} is superseded by it (the older value).")
            elif op.kind == "flagged":
                parts.append(
                    f"It contradicts memory {op.other_id}; both kept, ask the user which holds."
                )
        return " ".join(p for p in parts if p) or "Nothing changed."

    def search(self, query: str, k: int = 5) -> str:
        """The best ``k`` memories for ``query``, one per line, with id and date."""
        if not isinstance(k, int) or not 1 <= k <= 50:
            raise InvalidInputError("k", "must be an integer from 1 to 50")
        hits = self.manager.search(self.user_of(), query, k=k)
        if not hits:
            return "No memories found."
        return "\n".join(
            f"[{h.record.id}] ({h.record.created_at.date().isoformat()}, score {h.total:.2f}) "
            f"{h.record.content}"
            for h in hits
        )

    def forget(self, memory_id: str) -> str:
        """Delete one memory of the user."""
        count = self.manager.forget(self.user_of(), memory_id)
        return f"Forgot memory {memory_id}." if count else f"No memory {memory_id} to forget."

    def history(self, slot: str) -> str:
        """Every value ``slot`` had, oldest first."""
        records = self.manager.history(self.user_of(), slot)
        if not records:
            return f"Nothing recorded for {slot}."
        lines = []
        for r in records:
            since = r.valid_from.date().isoformat() if r.valid_from else "?"
            until = r.valid_to.date().isoformat() if r.valid_to else "now"
            lines.append(f"{r.value} ({r.status}, {since} → {until})")
        return "\n".join(lines)


__all__ = ["DESCRIPTIONS", "MemoryTools"]
