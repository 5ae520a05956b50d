"""LlamaIndex integration for memory-ext: a ``BaseMemory`` for chat engines and agents,
memory blocks for ``Memory``, and a ``BaseChatStore`` on Redis.

Wrappers only: every memory decision lives in :mod:`memory_ext`.
"""

from memory_ext.extras import require

require("llama_index.core", "llamaindex", "llamaindex_memory_ext")  # fail early, naming the extra

from llamaindex_memory_ext.blocks import GraphMemoryBlock, LongTermMemoryBlock
from llamaindex_memory_ext.chat_store import RedisChatStore, RedisDBChatStore
from llamaindex_memory_ext.memory import ConflictAwareMemory, LlamaIndexLLM
from llamaindex_memory_ext.tools import memory_tools

__all__ = [
    "ConflictAwareMemory",
    "GraphMemoryBlock",
    "LlamaIndexLLM",
    "LongTermMemoryBlock",
    "RedisChatStore",
    "RedisDBChatStore",
    "memory_tools",
]
