"""``RedisChatStore`` for LlamaIndex (``BaseChatStore``) on memory-ext's Redis chat store:
atomic ``set_messages``, order-preserving deletes, one round trip per append, SCAN for
keys, TTL. Usable by ``ChatMemoryBuffer`` and ``ChatSummaryMemoryBuffer``."""

from __future__ import annotations

from typing import Any

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.storage.chat_store.base import BaseChatStore
from pydantic import PrivateAttr

from llamaindex_memory_ext._convert import from_message, to_message, to_messages
from memory_ext.stores.redis_chat import RedisChatStore as CoreRedisChatStore


class RedisChatStore(BaseChatStore):
    """LlamaIndex chat store; a key is a memory-ext session id.

    Example:
        >>> store = RedisChatStore(redis_url="redis://localhost:6379/0", ttl=3600)
        >>> ChatMemoryBuffer.from_defaults(chat_store=store, chat_store_key="s1")
    """

    redis_url: str = "redis://localhost:6379/0"
    key_prefix: str = "mx"
    ttl: int | None = 24 * 3600
    _store: CoreRedisChatStore = PrivateAttr()

    def __init__(self, store: CoreRedisChatStore | None = None, **data: Any) -> None:
        super().__init__(**data)
        self._store = store or CoreRedisChatStore(
            self.redis_url, key_prefix=self.key_prefix, ttl_seconds=self.ttl
        )

    @classmethod
    def class_name(cls) -> str:
        """Name used by LlamaIndex serialisation."""
        return "MemoryExtRedisChatStore"

    def set_messages(self, key: str, messages: list[ChatMessage]) -> None:
        """Replace the history atomically (one round trip)."""
        self._store.replace(key, to_messages(messages))

    def get_messages(self, key: str) -> list[ChatMessage]:
        """The whole history, oldest first."""
        return [from_message(m) for m in self._store.all_messages(key)]

    def add_message(self, key: str, message: ChatMessage, idx: int | None = None) -> None:
        """Append one message (one round trip); ``idx`` inserts (read + atomic replace)."""
        if idx is None:
            self._store.append(key, [to_message(message)])
            return
        messages = self._store.all_messages(key)
        messages.insert(idx, to_message(message))
        self._store.replace(key, messages)

    def delete_messages(self, key: str) -> list[ChatMessage] | None:
        """Delete the session; returns what it held."""
        messages = self.get_messages(key)
        self._store.clear(key)
        return messages or None

    def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Delete one message by position, keeping the order of the rest."""
        removed = self._store.delete_at(key, idx)
        return from_message(removed) if removed is not None else None

    def delete_last_message(self, key: str) -> ChatMessage | None:
        """Delete the newest message."""
        removed = self._store.pop_last(key)
        return from_message(removed) if removed is not None else None

    def get_keys(self) -> list[str]:
        """Session ids, found with SCAN."""
        return sorted(self._store.sessions())

    async def aset_messages(self, key: str, messages: list[ChatMessage]) -> None:
        """Async twin of :meth:`set_messages` (native redis.asyncio)."""
        await self._store.areplace(key, to_messages(messages))

    async def aget_messages(self, key: str) -> list[ChatMessage]:
        """Async twin of :meth:`get_messages`."""
        return [from_message(m) for m in await self._store.aall_messages(key)]

    async def async_add_message(
        self, key: str, message: ChatMessage, idx: int | None = None
    ) -> None:
        """Async twin of :meth:`add_message`."""
        if idx is None:
            await self._store.aappend(key, [to_message(message)])
            return
        messages = await self._store.aall_messages(key)
        messages.insert(idx, to_message(message))
        await self._store.areplace(key, messages)

    async def adelete_messages(self, key: str) -> list[ChatMessage] | None:
        """Async twin of :meth:`delete_messages`."""
        messages = await self.aget_messages(key)
        await self._store.aclear(key)
        return messages or None

    async def adelete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Async twin of :meth:`delete_message`."""
        removed = await self._store.adelete_at(key, idx)
        return from_message(removed) if removed is not None else None

    async def adelete_last_message(self, key: str) -> ChatMessage | None:
        """Async twin of :meth:`delete_last_message`."""
        removed = await self._store.apop_last(key)
        return from_message(removed) if removed is not None else None

    async def aget_keys(self) -> list[str]:
        """Async twin of :meth:`get_keys` (SCAN runs on the sync client)."""
        return self.get_keys()
