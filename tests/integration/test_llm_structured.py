"""Issue 10, bullet 5: with an LLM, extraction and conflict decisions use the framework's
structured output (LangChain ``with_structured_output``, LlamaIndex
``structured_predict``); the rules stay the first pass and the fallback."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from llama_index.core.llms import CompletionResponse, CustomLLM, LLMMetadata

from langchain_memory_ext.history import LangChainLLM
from llamaindex_memory_ext.memory import LlamaIndexLLM
from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock


class ToolCallingFake(BaseChatModel):
    """A chat model with tool calling that answers each schema (tool) with fixed
    arguments and records which schemas it was asked for."""

    answers: dict[str, Any]
    asked: list[str]  # shared with the copies bind_tools makes
    bound: str | None = None
    fail: bool = False

    @property
    def _llm_type(self) -> str:
        return "tool-calling-fake"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Any:
        name = tools[0]["title"] if isinstance(tools[0], dict) else str(tools[0])
        return self.model_copy(update={"bound": name})

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        if self.bound is None:  # plain text calls (importance, relations)
            return ChatResult(generations=[ChatGeneration(message=AIMessage(content="[]"))])
        self.asked.append(self.bound)
        if self.fail:
            raise RuntimeError("model unavailable")
        call = {"name": self.bound, "args": self.answers[self.bound], "id": "call-1"}
        message = AIMessage(content="", tool_calls=[call])
        return ChatResult(generations=[ChatGeneration(message=message)])


def _fake(**answers: Any) -> ToolCallingFake:
    return ToolCallingFake(answers=answers, asked=[])


def test_langchain_structured_output_extracts_what_the_rules_miss(manager: MemoryManager) -> None:
    model = _fake(user_facts={"facts": [{"slot": "location", "value": "Lisbon"}]})
    manager.use_llm(LangChainLLM(model))
    manager.remember("u", "Lisbon feels like home to me now")
    assert model.asked == ["user_facts"]  # with_structured_output, not JSON sliced from text
    assert manager.long_term.extractor.last_method == "llm"  # type: ignore[attr-defined]
    assert [h.value for h in manager.history("u", "location")] == ["Lisbon"]


def test_the_rules_answer_first_and_the_llm_is_not_called(manager: MemoryManager) -> None:
    model = _fake(user_facts={"facts": [{"slot": "location", "value": "Wrong"}]})
    manager.use_llm(LangChainLLM(model))
    manager.remember("u", "我上个月搬到北京了")
    manager.remember("u", "Where do I live?")  # a question: no LLM either
    assert model.asked == []
    assert [h.value for h in manager.history("u", "location")] == ["北京"]


def test_a_failing_model_falls_back_to_the_rules(manager: MemoryManager) -> None:
    model = ToolCallingFake(answers={}, asked=[], fail=True)
    manager.use_llm(LangChainLLM(model))
    manager.remember("u", "Lisbon feels like home to me now")
    assert model.asked == ["user_facts"]
    assert manager.long_term.extractor.last_method == "rules"  # type: ignore[attr-defined]
    assert manager.history("u", "location") == []


def test_an_uncertain_contradiction_is_decided_by_the_llm(
    manager: MemoryManager, clock: FixedClock
) -> None:
    model = _fake(conflict_decision={"decision": "update", "reason": "changed taste"})
    first = manager.remember("u", "I love spicy food", ts=clock.current - timedelta(hours=1))
    manager.use_llm(LangChainLLM(model))
    second = manager.remember("u", "I hate spicy food")
    assert "conflict_decision" in model.asked
    assert second.ids("superseded") == [first.memory_id]
    assert second.ids("flagged") == []


def test_without_an_llm_the_same_contradiction_stays_flagged(
    manager: MemoryManager, clock: FixedClock
) -> None:
    first = manager.remember("u", "I love spicy food", ts=clock.current - timedelta(hours=1))
    second = manager.remember("u", "I hate spicy food")
    assert second.ids("flagged") == [first.memory_id]


class JsonTextLLM(CustomLLM):
    """A LlamaIndex LLM without function calling: ``structured_predict`` reads the
    schema's JSON from its text."""

    reply: str
    prompts: list[str]

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata()

    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.prompts.append(prompt)
        return CompletionResponse(text=self.reply if "user_facts" in prompt else "5")

    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> Any:
        raise NotImplementedError


def test_llamaindex_structured_predict_extracts_facts(manager: MemoryManager) -> None:
    llm = JsonTextLLM(reply='{"facts": [{"slot": "employer", "value": "Initech"}]}', prompts=[])
    manager.use_llm(LlamaIndexLLM(llm))
    manager.remember("u", "I badge in at Initech every morning")
    assert any("user_facts" in p for p in llm.prompts)
    assert [h.value for h in manager.history("u", "employer")] == ["Initech"]


async def test_async_structured_extraction(manager: MemoryManager) -> None:
    model = _fake(user_facts={"facts": [{"slot": "favourite:tea", "value": "Oolong"}]})
    extractor = LangChainLLM(model)
    from memory_ext.extraction import LLMFactExtractor

    facts = await LLMFactExtractor(extractor).aextract("Oolong wins for me, always")
    assert [(f.slot, f.value) for f in facts] == [("favourite:tea", "Oolong")]
