"""``memory_tools``: long-term memory as LangChain tools an agent calls itself
(remember, search, forget a memory, the history of a slot), with argument schemas.

The tool bodies live in :mod:`memory_ext.agent_tools`; this module only gives them
LangChain's tool type. Bad arguments come back to the model as a tool error message
(``handle_tool_error``), never as an exception that ends the run.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import BaseModel, Field

from memory_ext.agent_tools import DESCRIPTIONS, Kind, MemoryTools
from memory_ext.errors import ConfigurationError, MemoryExtError
from memory_ext.manager import MemoryManager


class RememberArgs(BaseModel):
    """Arguments of ``remember``."""

    text: str = Field(description="the fact or event, in the user's words")
    kind: Kind = Field(
        default="semantic", description="semantic: a lasting fact; episodic: an event"
    )


class SearchArgs(BaseModel):
    """Arguments of ``search_memory``."""

    query: str = Field(description="what to look for, in natural language")
    k: int = Field(default=5, ge=1, le=50, description="how many memories to return")


class ForgetArgs(BaseModel):
    """Arguments of ``forget_memory``."""

    memory_id: str = Field(description="the id shown in brackets by search_memory")


class HistoryArgs(BaseModel):
    """Arguments of ``memory_history``."""

    slot: str = Field(description="a profile slot such as location, employer, name")


def _user_from_config(config: RunnableConfig | None, fixed: str | None) -> str:
    if fixed:
        return fixed
    user = ((config or {}).get("configurable") or {}).get("user_id")
    if not user:
        raise ConfigurationError(
            'memory_tools needs user_id= or config={"configurable": {"user_id": ...}}'
        )
    return str(user)


def _tool(
    name: str, schema: type[BaseModel], call: Callable[[MemoryTools, dict[str, Any]], str],
    manager: MemoryManager, user_id: str | None,
) -> BaseTool:  # fmt: skip
    def run(config: RunnableConfig, **kwargs: Any) -> str:
        tools = MemoryTools(manager, lambda: _user_from_config(config, user_id))
        try:
            return call(tools, kwargs)
        except MemoryExtError as exc:  # the model can read it and retry
            raise ToolException(str(exc)) from exc

    async def arun(config: RunnableConfig, **kwargs: Any) -> str:
        return await asyncio.to_thread(run, config, **kwargs)

    return StructuredTool.from_function(
        func=run, coroutine=arun, name=name, description=DESCRIPTIONS[name],
        args_schema=schema, handle_tool_error=True,
    )  # fmt: skip


def memory_tools(manager: MemoryManager, *, user_id: str | None = None) -> list[BaseTool]:
    """The four memory tools for ``create_agent`` / ``bind_tools``.

    Args:
        manager: the memory-ext manager.
        user_id: whose memory; ``None`` reads ``config["configurable"]["user_id"]`` of
            each run, so one tool list serves every user.

    Example:
        >>> agent = create_agent(model, memory_tools(mm, user_id="u1"))
    """
    return [
        _tool("remember", RememberArgs, lambda t, a: t.remember(a["text"], a.get("kind", "semantic")), manager, user_id),
        _tool("search_memory", SearchArgs, lambda t, a: t.search(a["query"], a.get("k", 5)), manager, user_id),
        _tool("forget_memory", ForgetArgs, lambda t, a: t.forget(a["memory_id"]), manager, user_id),
        _tool("memory_history", HistoryArgs, lambda t, a: t.history(a["slot"]), manager, user_id),
    ]  # fmt: skip
