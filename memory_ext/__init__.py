"""memory-ext: a memory layer for LLM agents.

Short-term chat buffers in Redis under a policy (sliding window, token budget,
summary), long-term memory in Chroma, and a knowledge graph, behind one core that
LangChain and LlamaIndex wrappers share.
"""

from memory_ext.errors import (
    ConfigurationError,
    InvalidInputError,
    LLMError,
    MemoryExtError,
    ModelUnavailableError,
    StoreUnavailableError,
)
from memory_ext.model import BufferView, Message, Summary, ToolCall
from memory_ext.short_term import (
    BudgetTooSmallError,
    ShortTermMemory,
    SlidingWindow,
    SummaryBuffer,
    TokenBudget,
)
from memory_ext.stores import InMemoryChatStore, RedisChatStore
from memory_ext.tokens import ApproximateCounter, TiktokenCounter

__all__ = [
    "ApproximateCounter",
    "BudgetTooSmallError",
    "BufferView",
    "ConfigurationError",
    "InMemoryChatStore",
    "InvalidInputError",
    "LLMError",
    "MemoryExtError",
    "Message",
    "ModelUnavailableError",
    "RedisChatStore",
    "ShortTermMemory",
    "SlidingWindow",
    "StoreUnavailableError",
    "Summary",
    "SummaryBuffer",
    "TiktokenCounter",
    "TokenBudget",
    "ToolCall",
]
