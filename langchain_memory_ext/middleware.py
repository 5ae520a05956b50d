"""``MemoryMiddleware`` for ``langchain.agents.create_agent``: before each model call,
trim the conversation to the budget and add what is known about the user to the system
prompt; after a final answer, learn what the user said into long-term memory.

The agent's conversation belongs to its checkpointer: the middleware never keeps a
second copy of it. It reads the ids the LangGraph way by default: the session is the
run's ``thread_id`` and the user comes from the runtime context
(``agent.invoke(..., context={"user_id": "u1"})`` or a context object with a
``user_id`` attribute), else from ``config["configurable"]["user_id"]``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from langchain_memory_ext._convert import from_message, to_message
from langchain_memory_ext.recorder import learnable_session
from memory_ext.errors import ConfigurationError
from memory_ext.manager import MemoryManager
from memory_ext.model import StoredMessage
from memory_ext.short_term import select_within

IdResolver = Callable[[Any], tuple[str | None, str]]


def _last(messages: list[BaseMessage], kind: type[BaseMessage]) -> BaseMessage | None:
    return next((m for m in reversed(messages) if isinstance(m, kind)), None)


def _configurable() -> Mapping[str, Any]:
    """The running graph's ``configurable`` (empty outside a LangGraph run)."""
    from langgraph.config import get_config

    try:
        return get_config().get("configurable", {}) or {}
    except RuntimeError:  # not inside a runnable context
        return {}


def _field(source: Any, name: str) -> Any:
    if isinstance(source, Mapping):
        return source.get(name)
    return getattr(source, name, None)


def ids_from_run(
    runtime: Any, *, user_id: str | None = None, session_id: str | None = None
) -> tuple[str | None, str]:
    """``(session_id, user_id)`` of the current agent run.

    Session: ``session_id`` if given, else the run's ``thread_id`` (``None`` when the
    agent runs without one, e.g. without a checkpointer). User: ``user_id`` if given,
    else ``runtime.context`` (``user_id`` key or attribute), else
    ``config["configurable"]["user_id"]``.

    Raises:
        ConfigurationError: no user id anywhere.
    """
    configurable = _configurable()
    user = user_id or _field(getattr(runtime, "context", None), "user_id")
    user = user or configurable.get("user_id")
    if not user:
        raise ConfigurationError(
            "MemoryMiddleware needs a user: pass user_id=, run the agent with "
            'context={"user_id": ...}, or config={"configurable": {"user_id": ...}}'
        )
    # A thread id memory-ext cannot record as a session still gets user-level memory.
    session = learnable_session(session_id or configurable.get("thread_id"))
    return session or None, str(user)


class MemoryMiddleware(AgentMiddleware):
    """Memory for a LangChain 1.x agent.

    Args:
        manager: the memory-ext manager.
        user_id, session_id: fixed ids; by default both come from the run (see
            :func:`ids_from_run`): ``thread_id`` and the runtime context / config.
        resolve: ``resolve(runtime) -> (session_id or None, user_id)`` to read them
            some other way.
        token_budget: tokens for the memory block plus the trimmed conversation.

    Example:
        >>> agent = create_agent(model, tools, middleware=[MemoryMiddleware(mm)],
        ...                      checkpointer=InMemorySaver())
        >>> agent.invoke({"messages": [...]}, {"configurable": {"thread_id": "t1"}},
        ...              context={"user_id": "u1"})
    """

    def __init__(
        self,
        manager: MemoryManager,
        *,
        user_id: str | None = None,
        session_id: str | None = None,
        resolve: IdResolver | None = None,
        token_budget: int = 2000,
    ) -> None:
        super().__init__()
        self.manager = manager
        self._fixed = (session_id, user_id)
        self._resolve = resolve
        self.token_budget = token_budget

    def _ids(self, runtime: Any) -> tuple[str | None, str]:
        if self._resolve is not None:
            return self._resolve(runtime)
        session_id, user_id = self._fixed
        return ids_from_run(runtime, user_id=user_id, session_id=session_id)

    def _memory(self, session_id: str | None, user_id: str, query: str) -> str:
        if not query.strip():
            return ""
        # The conversation is the checkpointer's: the context reads only long-term
        # memory (a session that holds no chat buffer reads as empty).
        session = session_id or f"{user_id}.agent"
        return self.manager.build_context(
            session, user_id, query, token_budget=self.token_budget
        ).system

    def _prepare(self, request: ModelRequest) -> ModelRequest:
        session_id, user_id = self._ids(request.runtime)
        human = _last(list(request.messages), HumanMessage)
        memory = self._memory(session_id, user_id, human.text if human is not None else "")
        counter = self.manager.short_term.counter
        system_text = "\n\n".join(p for p in (request.system_prompt or "", memory) if p)
        used = counter.count_message(to_message(SystemMessage(system_text))) if system_text else 0
        stored = [
            StoredMessage(i, counter.count_message(m), m)
            for i, m in enumerate(map(to_message, request.messages))
        ]
        view = select_within(stored, counter, max(1, self.token_budget - used), None)
        return request.override(
            messages=[from_message(m) for m in view.messages],  # type: ignore[misc]
            system_message=SystemMessage(system_text) if system_text else None,
        )

    def wrap_model_call(
        self,
        request: ModelRequest,
        handler: Callable[[ModelRequest], ModelResponse],
    ) -> ModelResponse:
        """Trim and inject memory, then call the model."""
        return handler(self._prepare(request))

    async def awrap_model_call(
        self,
        request: ModelRequest,
        handler: Callable[[ModelRequest], Awaitable[ModelResponse]],
    ) -> ModelResponse:
        """Async twin of :meth:`wrap_model_call` (the long-term read runs in a thread)."""
        return await handler(await asyncio.to_thread(self._prepare, request))

    def _record(self, state: Any, runtime: Any, ids: tuple[str | None, str]) -> None:
        messages = list(state["messages"])
        ai = _last(messages, AIMessage)
        human = _last(messages, HumanMessage)
        if (
            not isinstance(ai, AIMessage)
            or human is None
            or ai.tool_calls
            or not human.text.strip()
        ):
            return  # learn only once the user's turn got its final answer
        session_id, user_id = ids
        # Long-term only: the turn itself is already in the checkpointer's state.
        self.manager.learn(user_id, human.text, session_id=session_id or "")

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Learn from the user's turn once the model answered it."""
        self._record(state, runtime, self._ids(runtime))
        return None

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Async twin of :meth:`after_model`."""
        ids = self._ids(runtime)  # read the run's config here, in the run's context
        await asyncio.to_thread(self._record, state, runtime, ids)
        return None
