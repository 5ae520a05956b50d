"""LangChain integration for memory-ext: chat history, retriever, recorder, and (with
the ``langgraph`` extra) a LangGraph store and ``create_agent`` middleware.

Wrappers only: every memory decision lives in :mod:`memory_ext`.
"""

from typing import Any

from memory_ext.extras import require

require("langchain_core", "langchain", "langchain_memory_ext")  # fail early, naming the extra

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
    if name not in ("MemoryStore", "MemoryMiddleware"):
        raise AttributeError(name)
    try:
        if name == "MemoryStore":
            from langchain_memory_ext.store import MemoryStore

            return MemoryStore
        from langchain_memory_ext.middleware import MemoryMiddleware

        return MemoryMiddleware
    except ModuleNotFoundError as exc:
        raise ModuleNotFoundError(
            f"{name} needs LangGraph and LangChain ({exc.name} is missing): "
            'pip install "memory-ext[langgraph]"',
            name=exc.name,
        ) from exc
