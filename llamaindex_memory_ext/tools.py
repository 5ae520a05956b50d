"""``memory_tools``: long-term memory as LlamaIndex ``FunctionTool``s an agent calls
itself (remember, search, forget a memory, the history of a slot), with argument schemas.

The tool bodies live in :mod:`memory_ext.agent_tools`; this module only gives them
LlamaIndex's tool type. A bad argument comes back to the model as the tool's output
(an ``error: …`` line), so the agent can correct itself.
"""

import asyncio
from collections.abc import Callable
from typing import Annotated

from llama_index.core.tools import FunctionTool
from pydantic import Field

from memory_ext.agent_tools import DESCRIPTIONS, Kind, MemoryTools
from memory_ext.errors import MemoryExtError
from memory_ext.manager import MemoryManager


def _guarded(call: Callable[[], str]) -> str:
    try:
        return call()
    except MemoryExtError as exc:
        return f"error: {exc}"


def memory_tools(manager: MemoryManager, *, user_id: str | Callable[[], str]) -> list[FunctionTool]:
    """The four memory tools for ``FunctionAgent`` / ``ReActAgent``.

    Args:
        manager: the memory-ext manager.
        user_id: whose memory: an id, or a function returning the current user's id.

    Example:
        >>> agent = FunctionAgent(tools=memory_tools(mm, user_id="u1"), llm=llm)
    """
    user_of = user_id if callable(user_id) else (lambda: user_id)
    tools = MemoryTools(manager, user_of)

    def remember(
        text: Annotated[str, Field(description="the fact or event, in the user's words")],
        kind: Annotated[
            Kind, Field(description="semantic: a lasting fact; episodic: an event")
        ] = "semantic",
    ) -> str:
        return _guarded(lambda: tools.remember(text, kind))

    def search_memory(
        query: Annotated[str, Field(description="what to look for, in natural language")],
        k: Annotated[int, Field(ge=1, le=50, description="how many memories to return")] = 5,
    ) -> str:
        return _guarded(lambda: tools.search(query, k))

    def forget_memory(
        memory_id: Annotated[str, Field(description="the id shown in brackets by search_memory")],
    ) -> str:
        return _guarded(lambda: tools.forget(memory_id))

    def memory_history(
        slot: Annotated[str, Field(description="a profile slot such as location, employer, name")],
    ) -> str:
        return _guarded(lambda: tools.history(slot))

    out = []
    for fn in (remember, search_memory, forget_memory, memory_history):

        async def afn(*args: object, _fn: Callable[..., str] = fn, **kwargs: object) -> str:
            return await asyncio.to_thread(_fn, *args, **kwargs)

        out.append(
            FunctionTool.from_defaults(
                fn=fn, async_fn=afn, name=fn.__name__, description=DESCRIPTIONS[fn.__name__]
            )
        )
    return out
