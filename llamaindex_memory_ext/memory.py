"""``ConflictAwareMemory``: memory-ext as a LlamaIndex ``BaseMemory`` (``memory=`` of
chat engines and agents).

``get(input=...)`` returns the chat history within ``token_limit`` led by a system
message with what is known about the user (current facts, relevant memories, relations,
clarifications), built by :meth:`MemoryManager.build_context`. User messages written
with ``put`` also go to long-term memory (conflict-aware). The serialised form holds
settings only, never a live client: ``from_dict`` reconnects from ``redis_url`` /
``chroma_path``, or re-attaches the live manager a memory was built around (same
process), or raises :class:`~memory_ext.errors.ConfigurationError` — never a silently
fresh, empty store.
"""

from __future__ import annotations

import uuid
import weakref
from collections.abc import Mapping
from typing import Any

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory.types import BaseMemory
from llama_index.core.prompts import PromptTemplate
from pydantic import ConfigDict, Field, PrivateAttr

from llamaindex_memory_ext._convert import from_message, pydantic_model, to_messages
from memory_ext.context import Context
from memory_ext.errors import ConfigurationError
from memory_ext.extraction import LLMFactExtractor
from memory_ext.manager import MemoryManager
from memory_ext.model import Message, StoredMessage, Window
from memory_ext.short_term import BudgetTooSmallError, select_within
from memory_ext.types import TokenCounter

# Managers that memories were built around, so ``from_dict(to_dict())`` in the same
# process re-attaches the live manager instead of connecting somewhere else.
_MANAGERS: weakref.WeakValueDictionary[str, MemoryManager] = weakref.WeakValueDictionary()


def _newest_that_fit(
    items: tuple[StoredMessage, ...], counter: TokenCounter, limit: int
) -> list[Message]:
    """The newest whole messages within ``limit`` tokens, starting on a user turn (or
    nothing): the fallback when even the newest turn is larger than the limit."""
    chosen: list[Message] = []
    used = 0
    for item in reversed(items):
        used += counter.count_message(item.message)
        if used > limit:
            break
        chosen.insert(0, item.message)
    while chosen and chosen[0].role != "user":
        chosen.pop(0)
    return chosen


class LlamaIndexLLM:
    """Any LlamaIndex ``LLM`` as memory-ext's ``LLM`` port.

    Example:
        >>> mm.use_llm(LlamaIndexLLM(OpenAI(model="gpt-4o-mini")))
    """

    def __init__(self, llm: Any) -> None:
        self.llm = llm

    def complete(self, prompt: str) -> str:
        """The LLM's completion of ``prompt``."""
        return str(self.llm.complete(prompt).text)

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        return str((await self.llm.acomplete(prompt)).text)

    def complete_structured(self, prompt: str, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        """The LLM's answer as a dict matching the JSON ``schema`` (LlamaIndex
        ``structured_predict``: function calling, or JSON parsed from text)."""
        template = PromptTemplate(prompt.replace("{", "{{").replace("}", "}}"))
        return self.llm.structured_predict(pydantic_model(schema), template).model_dump()  # type: ignore[no-any-return]

    async def acomplete_structured(
        self, prompt: str, schema: Mapping[str, Any]
    ) -> Mapping[str, Any]:
        """Async twin of :meth:`complete_structured`."""
        template = PromptTemplate(prompt.replace("{", "{{").replace("}", "}}"))
        answer = await self.llm.astructured_predict(pydantic_model(schema), template)
        return answer.model_dump()  # type: ignore[no-any-return]


class ConflictAwareMemory(BaseMemory):
    """Durable, conflict-aware chat memory for LlamaIndex.

    Unknown keywords are rejected (``token_limt=`` is a ``ValueError``, not ignored).

    Example:
        >>> memory = ConflictAwareMemory.from_defaults(session_id="s1", user_id="u1",
        ...     token_limit=3000, redis_url="redis://localhost:6379/0", chroma_path="./.memory")
        >>> SimpleChatEngine.from_defaults(llm=llm, memory=memory).chat("I moved to Beijing")
    """

    model_config = ConfigDict(extra="forbid")

    session_id: str
    user_id: str
    token_limit: int = 3000
    redis_url: str | None = None
    chroma_path: str | None = None
    namespace: str = "memories"
    key_prefix: str = "mx"
    k: int = Field(default=6, description="memories retrieved per get()")
    process_ref: str | None = Field(
        default=None,
        description="id of the live MemoryManager this memory was built around, in this process",
    )
    _manager: MemoryManager | None = PrivateAttr(default=None)
    _llm: Any = PrivateAttr(default=None)

    @classmethod
    def class_name(cls) -> str:
        """Name used by LlamaIndex serialisation."""
        return "ConflictAwareMemory"

    @classmethod
    def from_defaults(
        cls,
        *,
        session_id: str | None = None,
        user_id: str = "default",
        token_limit: int = 3000,
        redis_url: str | None = None,
        chroma_path: str | None = None,
        manager: MemoryManager | None = None,
        llm: Any = None,
        **kwargs: Any,
    ) -> ConflictAwareMemory:
        """Build from settings (connecting lazily) or around an existing manager.

        ``llm``: any LlamaIndex LLM to extract facts and relations and score importance
        (the rules stay as fallback); without it, rules only.
        """
        # No shared default session: without one, each user gets their own.
        session_id = session_id if session_id is not None else f"{user_id}.chat"
        ref = None
        if manager is not None:
            ref = uuid.uuid4().hex
            _MANAGERS[ref] = manager
            store = manager.short_term.store
            redis_url = redis_url or getattr(store, "_url", None)
            kwargs.setdefault("key_prefix", getattr(store, "key_prefix", "mx"))
        memory = cls(
            session_id=session_id, user_id=user_id, token_limit=token_limit,
            redis_url=redis_url, chroma_path=chroma_path, process_ref=ref, **kwargs,
        )  # fmt: skip
        memory._manager = manager
        memory._llm = llm
        return memory

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], manager: MemoryManager | None = None, **kwargs: Any
    ) -> ConflictAwareMemory:
        """Rebuild from :meth:`to_dict`; ``manager=`` re-attaches a live manager (e.g. in
        another process, for a memory that was built around one)."""
        data = {k: v for k, v in data.items() if k != "class_name"}
        memory = cls(**{**data, **kwargs})
        memory._manager = manager
        return memory

    @property
    def manager(self) -> MemoryManager:
        """The manager: the one given or re-attached, else created from the settings.

        Raises:
            ConfigurationError: this memory was built around a manager that is not in
                this process (pass ``from_dict(data, manager=mm)``).
        """
        if self._manager is None and self.process_ref is not None:
            live = _MANAGERS.get(self.process_ref)
            if live is None:
                raise ConfigurationError(
                    "this ConflictAwareMemory was built around a MemoryManager that is not "
                    "in this process; re-attach it with ConflictAwareMemory.from_dict(data, "
                    "manager=mm), or build the memory with redis_url= and chroma_path="
                )
            self._manager = live
        if self._manager is None:
            if self.redis_url is None:
                self._manager = MemoryManager.local(
                    self.chroma_path or "./.memory", namespace=self.namespace
                )
            else:
                self._manager = MemoryManager.from_url(
                    self.redis_url,
                    chroma_path=self.chroma_path,
                    namespace=self.namespace,
                    key_prefix=self.key_prefix,
                )
        if self._llm is not None and not isinstance(
            self._manager.long_term.extractor, LLMFactExtractor
        ):
            self._manager.use_llm(LlamaIndexLLM(self._llm))
        return self._manager

    # -- reading: get and aget share every decision; they differ only in awaited I/O ---
    _RECENT_FOR_QUERY = 20  # messages searched for the latest user text when no input is given

    @staticmethod
    def _last_user_text(window: Window) -> str | None:
        for item in reversed(window.messages):
            if item.message.role == "user" and item.message.text.strip():
                return item.message.text
        return None

    def _trimmed(self, window: Window, reserve: int = 0) -> list[ChatMessage]:
        """No context fits (or no query): the newest turns within ``token_limit``, a
        shorter window when even the newest turn is too large, never an error."""
        counter = self.manager.short_term.counter
        limit = max(0, self.token_limit - reserve)
        try:
            shown = list(select_within(window.messages, counter, limit, None).messages)
        except BudgetTooSmallError:
            shown = _newest_that_fit(window.messages, counter, limit)
        return [from_message(m) for m in shown]

    @staticmethod
    def _shown(context: Context, *, drop_query: bool) -> list[ChatMessage]:
        # The context ends with the query as a user message. A chat engine passes the
        # new message as ``input`` and appends it itself; when the query was only read
        # back from a history ending on an assistant/tool message, it is not a new turn.
        # Both drop it here. An agent has already put it in memory: then it stays.
        messages = context.messages[:-1] if drop_query else context.messages
        return [from_message(m) for m in messages]

    def _query(self, input: str | None, recent: Window) -> tuple[str | None, bool]:  # noqa: A002
        """The text to search memory for, and whether the context must drop it again."""
        newest = recent.messages[-1].message if recent.messages else None
        ends_on_user = newest is not None and newest.role == "user"
        if input:
            # A chat engine passes a message it has not stored yet (drop it: the engine
            # appends it). An agent after tool calls passes the question it already put
            # in memory as the newest turn: that one is part of the history, keep it.
            return input, not (ends_on_user and newest is not None and newest.text == input)
        return self._last_user_text(recent), not ends_on_user

    def _reserve(self, input: str | None) -> int:  # noqa: A002
        counter = self.manager.short_term.counter
        return counter.count_message(Message("user", input)) if input else 0

    def get(self, input: str | None = None, **kwargs: Any) -> list[ChatMessage]:  # noqa: A002 - LlamaIndex's name
        """History within ``token_limit``, led by what is known about the user."""
        store = self.manager.short_term.store
        recent = store.tail(self.session_id, max_messages=self._RECENT_FOR_QUERY)
        query, drop_query = self._query(input, recent)
        if query and query.strip():
            try:
                context = self.manager.build_context(
                    self.session_id, self.user_id, query, token_budget=self.token_limit, k=self.k
                )
                return self._shown(context, drop_query=drop_query)
            except BudgetTooSmallError:
                pass  # not even the newest turn fits: a shorter plain window instead
        window = store.tail(self.session_id, max_tokens=self.token_limit)
        return self._trimmed(window, self._reserve(input))

    async def aget(self, input: str | None = None, **kwargs: Any) -> list[ChatMessage]:  # noqa: A002 - LlamaIndex's name
        """Async twin of :meth:`get`: the chat buffer is read with ``redis.asyncio``;
        the long-term search (embedding, Chroma) runs in a worker thread."""
        store = self.manager.short_term.store
        recent = await store.atail(self.session_id, max_messages=self._RECENT_FOR_QUERY)
        query, drop_query = self._query(input, recent)
        if query and query.strip():
            try:
                context = await self.manager.abuild_context(
                    self.session_id, self.user_id, query, token_budget=self.token_limit, k=self.k
                )
                return self._shown(context, drop_query=drop_query)
            except BudgetTooSmallError:
                pass
        window = await store.atail(self.session_id, max_tokens=self.token_limit)
        return self._trimmed(window, self._reserve(input))

    def get_all(self) -> list[ChatMessage]:
        """The whole stored transcript."""
        return [from_message(m) for m in self.manager.short_term.all_messages(self.session_id)]

    async def aget_all(self) -> list[ChatMessage]:
        """Async twin of :meth:`get_all` (native redis.asyncio)."""
        return [
            from_message(m) for m in await self.manager.short_term.aall_messages(self.session_id)
        ]

    # -- writing ----------------------------------------------------------------------
    def _learn_from(self, messages: list[Message]) -> list[str]:
        return [m.text for m in messages if m.role == "user" and m.text.strip()]

    def put(self, message: ChatMessage) -> None:
        """Append one message; a user message also goes to long-term memory."""
        self.put_messages([message])

    def put_messages(self, messages: list[ChatMessage]) -> None:
        """Append messages in one round trip; user messages go to long-term memory."""
        converted = to_messages(messages)
        for text in self._learn_from(converted):  # validate all before the first write
            self.manager.check_turn(self.session_id, self.user_id, text)
        self.manager.owners.bind(self.session_id, self.user_id)
        self.manager.add_messages(self.session_id, converted)
        for text in self._learn_from(converted):
            self.manager.learn(self.user_id, text, session_id=self.session_id)

    async def aput(self, message: ChatMessage) -> None:
        """Async twin of :meth:`put`."""
        await self.aput_messages([message])

    async def aput_messages(self, messages: list[ChatMessage]) -> None:
        """Async twin of :meth:`put_messages` (native append; learning in a thread)."""
        converted = to_messages(messages)
        for text in self._learn_from(converted):  # validate all before the first write
            self.manager.check_turn(self.session_id, self.user_id, text)
        self.manager.owners.bind(self.session_id, self.user_id)
        await self.manager.aadd_messages(self.session_id, converted)
        for text in self._learn_from(converted):
            await self.manager.alearn(self.user_id, text, session_id=self.session_id)

    def set(self, messages: list[ChatMessage]) -> None:
        """Replace the session's history atomically (long-term memory is untouched)."""
        self.manager.short_term.store.replace(self.session_id, to_messages(messages))  # type: ignore[attr-defined]

    async def aset(self, messages: list[ChatMessage]) -> None:
        """Async twin of :meth:`set`."""
        await self.manager.short_term.store.areplace(self.session_id, to_messages(messages))  # type: ignore[attr-defined]

    def reset(self) -> None:
        """Forget this session's chat history (long-term memory stays; use
        ``manager.forget(user_id)`` to erase the user)."""
        self.manager.short_term.clear(self.session_id)

    async def areset(self) -> None:
        """Async twin of :meth:`reset`."""
        await self.manager.short_term.aclear(self.session_id)
