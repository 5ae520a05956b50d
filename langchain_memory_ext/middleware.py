"""``MemoryMiddleware`` for ``langchain.agents.create_agent``: before each model call,
trim the conversation to the budget and add what is known about the user to the system
prompt; after it, record the exchange in memory."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from langchain_memory_ext._convert import from_message, to_message
from memory_ext.manager import MemoryManager
from memory_ext.model import StoredMessage
from memory_ext.short_term import select_within

IdResolver = Callable[[Any], tuple[str, str]]


def _last(messages: list[BaseMessage], kind: type[BaseMessage]) -> BaseMessage | None:
    return next((m for m in reversed(messages) if isinstance(m, kind)), None)


class MemoryMiddleware(AgentMiddleware):
    """Memory for a LangChain 1.x agent.

    Args:
        manager: the memory-ext manager.
        user_id, session_id: fixed ids; or ``resolve(runtime) -> (session_id, user_id)``
            to read them from the agent's runtime context.
        token_budget: tokens for the memory block plus the trimmed conversation.

    Example:
        >>> agent = create_agent(model, tools, middleware=[MemoryMiddleware(mm, user_id="u1", session_id="s1")])
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

    def _ids(self, runtime: Any) -> tuple[str, str]:
        if self._resolve is not None:
            return self._resolve(runtime)
        session_id, user_id = self._fixed
        if session_id is None or user_id is None:
            raise ValueError("MemoryMiddleware needs user_id and session_id, or resolve=")
        return session_id, user_id

    def _prepare(self, request: ModelRequest) -> ModelRequest:
        session_id, user_id = self._ids(request.runtime)
        human = _last(list(request.messages), HumanMessage)
        query = human.text if human is not None else ""
        counter = self.manager.short_term.counter
        memory = ""
        if query.strip():
            memory = self.manager.build_context(
                session_id, user_id, query, token_budget=self.token_budget
            ).system
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
        """Async twin of :meth:`wrap_model_call`."""
        return await handler(self._prepare(request))

    def _record(self, state: Any, runtime: Any) -> None:
        messages = list(state["messages"])
        ai = _last(messages, AIMessage)
        human = _last(messages, HumanMessage)
        if (
            not isinstance(ai, AIMessage)
            or human is None
            or ai.tool_calls
            or not human.text.strip()
        ):
            return  # record only a finished answer to a user turn
        session_id, user_id = self._ids(runtime)
        self.manager.process_interaction(session_id, user_id, human.text, ai.text)

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Record the exchange once the model answered."""
        self._record(state, runtime)
        return None

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Async twin of :meth:`after_model`."""
        import asyncio

        await asyncio.to_thread(self._record, state, runtime)
        return None
