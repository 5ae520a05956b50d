"""Pin the public API and the import rules, so a rename or a wrong import never slips out."""

from __future__ import annotations

import ast
from pathlib import Path

import langchain_memory_ext
import llamaindex_memory_ext
import memory_ext

ROOT = Path(__file__).resolve().parents[2]


def test_core_public_api() -> None:
    assert sorted(memory_ext.__all__) == [
        "ApproximateCounter", "BudgetTooSmallError", "BufferView", "ConfigurationError", "Context",
        "ContextPolicy", "InMemoryChatStore", "InvalidInputError", "LLMError", "MemoryExtError",
        "MemoryManager", "MemoryRecord", "Message", "ModelUnavailableError", "RedisChatStore",
        "ScoredMemory", "ScoringParams", "Settings", "ShortTermMemory", "SlidingWindow",
        "StoreUnavailableError", "Summary", "SummaryBuffer", "TiktokenCounter", "TokenBudget", "ToolCall",
        "WriteResult",
    ]  # fmt: skip
    for name in memory_ext.__all__:
        assert getattr(memory_ext, name) is not None


def test_wrapper_public_apis() -> None:
    assert sorted(langchain_memory_ext.__all__) == [
        "LangChainLLM", "MemoryMiddleware", "MemoryRetriever", "MemoryStore", "RedisChatMessageHistory", "memory_tools",
        "with_memory",
    ]  # fmt: skip
    assert sorted(llamaindex_memory_ext.__all__) == [
        "ConflictAwareMemory", "GraphMemoryBlock", "LlamaIndexLLM", "LongTermMemoryBlock", "RedisChatStore",
        "RedisDBChatStore", "memory_tools",
    ]  # fmt: skip
    for module in (langchain_memory_ext, llamaindex_memory_ext):
        for name in module.__all__:
            assert getattr(module, name) is not None


def _imports(package: str) -> set[tuple[str, str]]:
    found = set()
    for path in (ROOT / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                found |= {(path.name, a.name.split(".")[0]) for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.add((path.name, node.module.split(".")[0]))
    return found


def test_the_core_never_imports_a_framework() -> None:
    frameworks = {
        "langchain",
        "langchain_core",
        "langgraph",
        "llama_index",
        "langchain_memory_ext",
        "llamaindex_memory_ext",
    }
    assert {(f, m) for f, m in _imports("memory_ext") if m in frameworks} == set()


def test_the_wrappers_never_import_each_other() -> None:
    assert not {m for _, m in _imports("langchain_memory_ext")} & {
        "llama_index",
        "llamaindex_memory_ext",
    }
    assert not {m for _, m in _imports("llamaindex_memory_ext")} & {
        "langchain",
        "langchain_core",
        "langgraph",
        "langchain_memory_ext",
    }
