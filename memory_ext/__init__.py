"""memory-ext: a memory layer for LLM agents.

Short-term chat buffers in Redis under a policy (sliding window, token budget,
summary), long-term memory in Chroma, and a knowledge graph, behind one core that
LangChain and LlamaIndex wrappers share.
"""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _version

from memory_ext.config import Settings
from memory_ext.context import Context, ContextPolicy
from memory_ext.errors import (
    ConfigurationError,
    InvalidInputError,
    LLMError,
    MemoryExtError,
    ModelUnavailableError,
    StoreUnavailableError,
)
from memory_ext.manager import MemoryManager
from memory_ext.model import (
    BufferView,
    MemoryRecord,
    Message,
    ScoredMemory,
    Summary,
    ToolCall,
    WriteResult,
)
from memory_ext.scoring import ScoringParams
from memory_ext.short_term import (
    BudgetTooSmallError,
    ShortTermMemory,
    SlidingWindow,
    SummaryBuffer,
    TokenBudget,
)
from memory_ext.stores import InMemoryChatStore, RedisChatStore
from memory_ext.tokens import ApproximateCounter, TiktokenCounter

try:
    #: The installed distribution's version (from package metadata, so it never drifts).
    __version__ = _version("memory-ext")
except PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0+unknown"

__all__ = [
    "ApproximateCounter",
    "BudgetTooSmallError",
    "BufferView",
    "ConfigurationError",
    "Context",
    "ContextPolicy",
    "InMemoryChatStore",
    "InvalidInputError",
    "LLMError",
    "MemoryExtError",
    "MemoryManager",
    "MemoryRecord",
    "Message",
    "ModelUnavailableError",
    "RedisChatStore",
    "ScoredMemory",
    "ScoringParams",
    "Settings",
    "ShortTermMemory",
    "SlidingWindow",
    "StoreUnavailableError",
    "Summary",
    "SummaryBuffer",
    "TiktokenCounter",
    "TokenBudget",
    "ToolCall",
    "WriteResult",
]
