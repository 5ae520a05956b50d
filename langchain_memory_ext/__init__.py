"""LangChain integration for memory-ext: chat history, retriever, recorder, and (with
the ``langgraph`` extra) a LangGraph store and ``create_agent`` middleware.

Wrappers only: every memory decision lives in :mod:`memory_ext`.
"""

from typing import Any

from langchain_memory_ext.history import LangChainLLM, RedisChatMessageHistory
from langchain_memory_ext.recorder import with_memory
from langchain_memory_ext.retriever import MemoryRetriever
from langchain_memory_ext.tools import memory_tools

__all__ = [
    "LangChainLLM",
    "MemoryMiddleware",
    "MemoryRetriever",
    "MemoryStore",
    "RedisChatMessageHistory",
    "memory_tools",
    "with_memory",
]


def __getattr__(name: str) -> Any:
    # langgraph / langchain are a separate extra: import them only when asked for.
    if name == "MemoryStore":
        from langchain_memory_ext.store import MemoryStore

        return MemoryStore
    if name == "MemoryMiddleware":
        from langchain_memory_ext.middleware import MemoryMiddleware

        return MemoryMiddleware
    raise AttributeError(name)
