"""``RedisChatMessageHistory``: LangChain chat history on memory-ext's Redis chat store.

Note: langchain-core ≥ 1.6.4 deprecates ``BaseChatMessageHistory`` and
``RunnableWithMessageHistory`` (removal in 2.0) in favour of LangGraph persistence and
``create_agent`` middleware; their deprecation warnings are passed on, not silenced.
For new agents use :class:`langchain_memory_ext.MemoryMiddleware` or
:class:`langchain_memory_ext.MemoryStore`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.messages import BaseMessage

from langchain_memory_ext._convert import from_message, to_messages
from memory_ext.llm_fallback import json_object, schema_instruction
from memory_ext.short_term import Policy, ShortTermMemory, SummaryBuffer, summary_message
from memory_ext.stores.chat_codec import DEFAULT_MAX_MESSAGE_BYTES
from memory_ext.stores.redis_chat import RedisChatStore
from memory_ext.validation import check_session_id


class LangChainLLM:
    """Any LangChain chat model (or LLM) as memory-ext's ``LLM`` port (for summaries,
    extraction and importance).

    Example:
        >>> mm.use_llm(LangChainLLM(ChatOpenAI(model="gpt-4o-mini")))
    """

    def __init__(self, model: Any) -> None:
        self.model = model

    @staticmethod
    def _text(reply: Any) -> str:
        content = getattr(reply, "content", reply)
        if isinstance(content, list):
            return " ".join(
                str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content
            )
        return str(content)

    def complete(self, prompt: str) -> str:
        """The model's reply to ``prompt`` as text."""
        return self._text(self.model.invoke(prompt))

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        return self._text(await self.model.ainvoke(prompt))

    def _structured(self, schema: Mapping[str, Any]) -> Any:
        try:  # chat models with tool calling; others answer in text
            return self.model.with_structured_output(dict(schema))
        except (NotImplementedError, AttributeError):
            return None

    def complete_structured(self, prompt: str, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        """The model's answer as a dict matching the JSON ``schema`` (LangChain
        ``with_structured_output``; JSON read from text for models without tools)."""
        runnable = self._structured(schema)
        if runnable is None:
            return json_object(self.complete(prompt + schema_instruction(schema)))
        return _as_dict(runnable.invoke(prompt))

    async def acomplete_structured(
        self, prompt: str, schema: Mapping[str, Any]
    ) -> Mapping[str, Any]:
        """Async twin of :meth:`complete_structured`."""
        runnable = self._structured(schema)
        if runnable is None:
            return json_object(await self.acomplete(prompt + schema_instruction(schema)))
        return _as_dict(await runnable.ainvoke(prompt))


def _as_dict(answer: Any) -> Mapping[str, Any]:
    if isinstance(answer, Mapping):
        return answer
    raise ValueError(f"structured output is not an object: {answer!r:.80}")


def _policy_with_llm(policy: Policy | None) -> Policy | None:
    """Wrap a LangChain model given to ``SummaryBuffer(llm=...)`` as an ``LLM``."""
    if (
        isinstance(policy, SummaryBuffer)
        and policy.llm is not None
        and not hasattr(policy.llm, "complete")
    ):
        from dataclasses import replace

        return replace(policy, llm=LangChainLLM(policy.llm))
    return policy


class RedisChatMessageHistory(BaseChatMessageHistory):
    """Chat history in Redis: one round trip per write and per read, any message type
    round-trips exactly, and an optional policy decides what ``messages`` returns.

    Args:
        session_id: the conversation: any non-empty string (escaped into the key).
        redis_url: where Redis is (positional, as in langchain-redis); or pass
            ``client`` / ``async_client`` / ``store``. Histories built from a URL share
            one connection pool per process (:mod:`memory_ext.stores.connections`), so
            a new history per request costs no new connection; async calls work in
            every event loop (several ``asyncio.run`` calls included).
        ttl: seconds a session lives after its last write (``None``: forever).
        policy: ``SlidingWindow``, ``TokenBudget`` or ``SummaryBuffer`` (whose ``llm``
            may be any LangChain chat model); ``None`` returns the whole history.
        max_message_bytes: size limit of one stored message (default 1 MiB).

    Raises:
        ValueError (``InvalidInputError``): empty or non-string ``session_id``.

    Example:
        >>> history = RedisChatMessageHistory("s1", "redis://localhost:6379/0",
        ...                                   policy=TokenBudget(max_tokens=2000))
        >>> RunnableWithMessageHistory(chain, lambda sid: RedisChatMessageHistory(sid, url))
    """

    def __init__(
        self,
        session_id: str,
        redis_url: str | None = None,
        *,
        client: Any = None,
        async_client: Any = None,
        store: RedisChatStore | None = None,
        ttl: int | None = 24 * 3600,
        key_prefix: str = "mx",
        policy: Policy | None = None,
        max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
    ) -> None:
        self.session_id = check_session_id(session_id)
        self.store = store or RedisChatStore(
            redis_url,
            client=client,
            async_client=async_client,
            key_prefix=key_prefix,
            ttl_seconds=ttl,
            max_message_bytes=max_message_bytes,
        )
        self.policy = _policy_with_llm(policy)
        self._memory = ShortTermMemory(self.store, self.policy) if self.policy is not None else None

    def _view(self, view: Any) -> list[BaseMessage]:
        out: list[BaseMessage] = []
        if view.summary is not None:
            out.append(from_message(summary_message(view.summary)))  # user role: user text
        out.extend(from_message(m) for m in view.messages)
        return out

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        """What the model should see: the policy's view (summary first), or everything."""
        if self._memory is None:
            return self.all_messages()
        return self._view(self._memory.view(self.session_id))

    def all_messages(self) -> list[BaseMessage]:
        """The full stored transcript."""
        return [from_message(m) for m in self.store.all_messages(self.session_id)]

    async def aget_messages(self) -> list[BaseMessage]:
        """Async twin of :attr:`messages` (native redis.asyncio)."""
        if self._memory is None:
            return [from_message(m) for m in await self.store.aall_messages(self.session_id)]
        return self._view(await self._memory.aview(self.session_id))

    def add_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Append messages in one round trip; a bad message stores nothing."""
        self.store.append(self.session_id, to_messages(list(messages)))

    async def aadd_messages(self, messages: Sequence[BaseMessage]) -> None:
        """Async twin of :meth:`add_messages`."""
        await self.store.aappend(self.session_id, to_messages(list(messages)))

    def clear(self) -> None:
        """Delete this session only."""
        self.store.clear(self.session_id)

    async def aclear(self) -> None:
        """Async twin of :meth:`clear`."""
        await self.store.aclear(self.session_id)
