"""LlamaIndex chat stores on memory-ext's Redis chat store: atomic ``set_messages``,
order-preserving deletes, one round trip per append, SCAN for keys, TTL, a shared
connection pool per URL and asyncio clients per event loop.

- :class:`RedisChatStore` is a ``BaseChatStore`` (``ChatMemoryBuffer``,
  ``ChatSummaryMemoryBuffer``).
- :class:`RedisDBChatStore` is an ``AsyncDBChatStore``, the type LlamaIndex's new
  ``Memory`` validates its ``chat_store`` against.
"""

from __future__ import annotations

from typing import Any

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.storage.chat_store.base import BaseChatStore
from llama_index.core.storage.chat_store.base_db import AsyncDBChatStore, MessageStatus
from pydantic import PrivateAttr

from llamaindex_memory_ext._convert import from_message, to_message, to_messages
from memory_ext.model import Message
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


class RedisDBChatStore(AsyncDBChatStore):
    """Chat store for LlamaIndex's new ``Memory`` (which takes an ``AsyncDBChatStore``,
    a different interface from ``BaseChatStore``): active messages in one Redis list per
    session, the messages ``Memory`` flushes out of its window archived in a second one.

    Example:
        >>> store = RedisDBChatStore(redis_url="redis://localhost:6379/0")
        >>> Memory.from_defaults(session_id="s1", chat_store=store, token_limit=3000)

    Known difference from ``SQLAlchemyChatStore``: archiving moves messages with two
    round trips (read, then an atomic replace of each list), not one transaction.
    """

    redis_url: str = "redis://localhost:6379/0"
    key_prefix: str = "mx"
    ttl: int | None = 24 * 3600
    _active: CoreRedisChatStore = PrivateAttr()
    _archived: CoreRedisChatStore = PrivateAttr()

    def __init__(self, **data: Any) -> None:
        super().__init__(**data)
        self._active = CoreRedisChatStore(
            self.redis_url, key_prefix=self.key_prefix, ttl_seconds=self.ttl
        )
        # Same session hash tag under a sibling prefix: both lists share a Cluster slot.
        self._archived = CoreRedisChatStore(
            self.redis_url, key_prefix=f"{self.key_prefix}.archived", ttl_seconds=self.ttl
        )

    @classmethod
    def class_name(cls) -> str:
        """Name used by LlamaIndex serialisation."""
        return "MemoryExtRedisDBChatStore"

    def _stores(self, status: MessageStatus | None) -> list[CoreRedisChatStore]:
        if status is None:
            return [self._archived, self._active]  # oldest first
        return [self._active if status == MessageStatus.ACTIVE else self._archived]

    async def get_messages(
        self,
        key: str,
        status: MessageStatus | None = MessageStatus.ACTIVE,
        limit: int | None = None,
        offset: int | None = None,
    ) -> list[ChatMessage]:
        """Messages of ``key`` with ``status`` (``None``: archived then active), oldest first."""
        messages = [m for store in self._stores(status) for m in await store.aall_messages(key)]
        start = offset or 0
        end = None if limit is None else start + limit
        return [from_message(m) for m in messages[start:end]]

    async def count_messages(
        self, key: str, status: MessageStatus | None = MessageStatus.ACTIVE
    ) -> int:
        """How many messages ``key`` holds with ``status``."""
        return sum([await store.alength(key) for store in self._stores(status)])

    async def add_message(
        self, key: str, message: ChatMessage, status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """Append one message (one round trip)."""
        await self._stores(status)[0].aappend(key, [to_message(message)])

    async def add_messages(
        self, key: str, messages: list[ChatMessage], status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """Append messages in one round trip; a bad message stores nothing."""
        await self._stores(status)[0].aappend(key, to_messages(messages))

    async def set_messages(
        self, key: str, messages: list[ChatMessage], status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """Replace the messages with ``status`` atomically."""
        await self._stores(status)[0].areplace(key, to_messages(messages))

    async def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Delete one active message by position, keeping the order of the rest."""
        removed = await self._active.adelete_at(key, idx)
        return from_message(removed) if removed is not None else None

    async def delete_messages(self, key: str, status: MessageStatus | None = None) -> None:
        """Delete the messages with ``status`` (``None``: all of them)."""
        for store in self._stores(status):
            await store.aclear(key)

    async def _take_oldest(self, key: str, n: int) -> list[Message]:
        messages = await self._active.aall_messages(key)
        taken, kept = messages[:n], messages[n:]
        if taken:
            await self._active.areplace(key, kept)
        return taken

    async def delete_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Remove and return the ``n`` oldest active messages."""
        return [from_message(m) for m in await self._take_oldest(key, n)]

    async def archive_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Move the ``n`` oldest active messages to the archive; return them."""
        taken = await self._take_oldest(key, n)
        if taken:
            await self._archived.aappend(key, taken)
        return [from_message(m) for m in taken]

    async def get_keys(self) -> list[str]:
        """Session ids with active or archived messages (SCAN, never KEYS)."""
        return sorted(set(self._active.sessions()) | set(self._archived.sessions()))
