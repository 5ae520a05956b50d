"""Adapters for the ports in :mod:`memory_ext.types` (Redis, Chroma, in-process twins)."""

from memory_ext.stores.connections import close_shared_clients
from memory_ext.stores.memory_chat import InMemoryChatStore
from memory_ext.stores.redis_chat import RedisChatStore

__all__ = ["InMemoryChatStore", "RedisChatStore", "close_shared_clients"]
