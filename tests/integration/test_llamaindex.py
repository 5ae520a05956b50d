"""LlamaIndex integration on real Redis + Chroma, with MockLLM (it echoes its prompt, so
a reply shows exactly what the model saw)."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from llama_index.core import Document, VectorStoreIndex
from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.chat_engine import CondensePlusContextChatEngine, SimpleChatEngine
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.llms.mock import MockFunctionCallingLLM, MockLLM
from llama_index.core.memory import ChatMemoryBuffer, Memory

from llamaindex_memory_ext import (
    ConflictAwareMemory,
    GraphMemoryBlock,
    LlamaIndexLLM,
    LongTermMemoryBlock,
    RedisChatStore,
)
from llamaindex_memory_ext._convert import to_messages
from memory_ext.manager import MemoryManager
from memory_ext.stores.redis_chat import RedisChatStore as CoreStore
from tests.conftest import FixedClock


@pytest.fixture
def memory(manager: MemoryManager) -> ConflictAwareMemory:
    return ConflictAwareMemory.from_defaults(
        session_id="li-s", user_id="li-u", token_limit=1500, manager=manager
    )


def test_simple_chat_engine_keeps_context_across_turns(memory: ConflictAwareMemory) -> None:
    engine = SimpleChatEngine.from_defaults(llm=MockLLM(), memory=memory)
    engine.chat("My name is Li Wei and I work at Contoso Bank.")
    seen = engine.chat("Where do I work?").response
    assert "employer: Contoso Bank" in seen  # the memory block reached the model
    assert "My name is Li Wei and I work at Contoso Bank." in seen  # and the previous turn
    assert [m.role.value for m in memory.get_all()] == ["user", "assistant", "user", "assistant"]


def test_context_chat_engine_with_our_memory(memory: ConflictAwareMemory) -> None:
    index = VectorStoreIndex.from_documents(
        [Document(text="Mortgages run up to 30 years.")], embed_model=MockEmbedding(embed_dim=8)
    )
    engine = index.as_chat_engine(chat_mode="context", llm=MockLLM(), memory=memory)
    engine.chat("I just moved to Beijing.")
    seen = engine.chat("How long can a mortgage run?").response
    assert "Mortgages run up to 30 years." in seen and "location: Beijing" in seen


def test_condense_plus_context_engine_with_our_memory(memory: ConflictAwareMemory) -> None:
    index = VectorStoreIndex.from_documents(
        [Document(text="Rates are 3.1%.")], embed_model=MockEmbedding(embed_dim=8)
    )
    engine = CondensePlusContextChatEngine.from_defaults(
        index.as_retriever(), llm=MockLLM(), memory=memory
    )
    engine.chat("My credit score is 742.")
    assert "credit_score: 742" in engine.chat("What rate would I get?").response


async def test_function_agent_runs_with_our_memory(memory: ConflictAwareMemory) -> None:
    from llama_index.core.agent.workflow import FunctionAgent

    memory.put(ChatMessage(role="user", content="I live in Shanghai."))
    seen: list[list[ChatMessage]] = []

    def echo_what_it_saw(messages: list[ChatMessage], **kwargs: Any) -> ChatMessage:
        seen.append(list(messages))
        return ChatMessage(role="assistant", content="You live in Shanghai.")

    llm = MockFunctionCallingLLM(response_generator=echo_what_it_saw)
    agent = FunctionAgent(tools=[], llm=llm, system_prompt="You help with loans.")
    result = await agent.run(user_msg="Where do I live?", memory=memory)
    assert str(result) == "You live in Shanghai."
    prompt = "\n".join(str(m.content) for m in seen[0])
    assert "location: Shanghai" in prompt
    assert seen[0][-1].content == "Where do I live?"
    assert [m.content for m in memory.get_all()][-2:] == [
        "Where do I live?",
        "You live in Shanghai.",
    ]


def test_moving_shows_the_new_city_in_the_next_get(
    memory: ConflictAwareMemory, clock: FixedClock
) -> None:
    memory.manager.remember("li-u", "I live in Shanghai", ts=clock.current - timedelta(days=90))
    memory.put(ChatMessage(role="user", content="I just moved to Beijing."))
    system = memory.get(input="Where do I live?")[0].content or ""
    assert "location: Beijing" in system and "shanghai" not in system.lower()


def test_get_never_exceeds_the_token_limit(manager: MemoryManager) -> None:
    counter = manager.short_term.counter
    for limit in (120, 300, 800, 3000):
        memory = ConflictAwareMemory.from_defaults(
            session_id=f"lim{limit}", user_id="lim", token_limit=limit, manager=manager
        )
        for i in range(40):
            memory.put_messages(
                [
                    ChatMessage(role="user", content=f"question {i} about loans"),
                    ChatMessage(role="assistant", content=f"answer {i} " * 8),
                ]
            )
        got = memory.get(input="what about loans?")
        assert counter.count_messages(to_messages(got)) <= limit
        if limit >= 800:  # tight budgets cut the memory block after older turns
            assert got[0].role.value == "system"


def test_restart_in_a_new_process_still_knows_the_user(
    redis_url: str, tmp_path: Path, key_prefix: str
) -> None:
    settings = {"session_id": "rs", "user_id": "ru", "token_limit": 800, "redis_url": redis_url,
                "chroma_path": str(tmp_path / "chroma"), "namespace": key_prefix, "key_prefix": key_prefix}  # fmt: skip
    memory = ConflictAwareMemory.from_defaults(**settings)
    SimpleChatEngine.from_defaults(llm=MockLLM(), memory=memory).chat("I work at Contoso Bank.")
    saved = memory.to_dict()
    assert "manager" not in json.dumps(saved) and saved["redis_url"] == redis_url  # no live client
    memory.manager.close()  # embedded Chroma serves one process at a time (issue 11)
    script = (
        "import json, sys\n"
        "from llamaindex_memory_ext import ConflictAwareMemory\n"
        "memory = ConflictAwareMemory.from_dict(json.loads(sys.argv[1]))\n"
        "print(memory.get(input='Where do I work?')[0].content)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, json.dumps(saved)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert "employer: Contoso Bank" in out.stdout


# --- llama-index-core tests/memory behaviours, re-expressed ---


def test_peer_trimming_never_starts_on_assistant_or_tool(manager: MemoryManager) -> None:
    memory = ConflictAwareMemory.from_defaults(
        session_id="trim", user_id="trim", token_limit=120, manager=manager
    )
    memory.put_messages(
        [ChatMessage(role="user", content="hi " * 30), ChatMessage(role="assistant", content="hello " * 5),
         ChatMessage(role="tool", content="42", additional_kwargs={"tool_call_id": "c1"}),
         ChatMessage(role="assistant", content="ok"), ChatMessage(role="user", content="next question"),
         ChatMessage(role="assistant", content="answer")]
    )  # fmt: skip
    turns = [m for m in memory.get(input="next?") if m.role.value != "system"]
    assert turns and turns[0].role.value == "user"


def test_peer_get_all_versus_get(manager: MemoryManager) -> None:
    memory = ConflictAwareMemory.from_defaults(
        session_id="all", user_id="all", token_limit=100, manager=manager
    )
    memory.put_messages(
        [ChatMessage(role="user", content=f"message number {i}") for i in range(30)]
    )
    assert len(memory.get_all()) == 30
    assert len([m for m in memory.get() if m.role.value == "user"]) < 30


def test_peer_to_and_from_dict(manager: MemoryManager) -> None:
    memory = ConflictAwareMemory.from_defaults(
        session_id="ser", user_id="ser", token_limit=321, manager=manager
    )
    clone = ConflictAwareMemory.from_dict(memory.to_dict())
    assert (clone.session_id, clone.user_id, clone.token_limit) == ("ser", "ser", 321)


def test_peer_set_and_reset(memory: ConflictAwareMemory) -> None:
    memory.put(ChatMessage(role="user", content="old"))
    memory.set(
        [
            ChatMessage(role="user", content="new one"),
            ChatMessage(role="assistant", content="reply"),
        ]
    )
    assert [m.content for m in memory.get_all()] == ["new one", "reply"]
    memory.reset()
    assert memory.get_all() == []


async def test_peer_async_twins(memory: ConflictAwareMemory) -> None:
    await memory.aput(ChatMessage(role="user", content="I work at Contoso Bank."))
    await memory.aput(ChatMessage(role="assistant", content="Noted."))
    assert [m.content for m in await memory.aget_all()] == ["I work at Contoso Bank.", "Noted."]
    assert "employer: Contoso Bank" in ((await memory.aget(input="job?"))[0].content or "")
    await memory.areset()
    assert await memory.aget_all() == []


async def test_peer_blocks_truncate_by_priority_and_score(manager: MemoryManager) -> None:
    for text in [
        "I like green tea",
        "I like hiking",
        "I live in Beijing",
        "I work at Contoso Bank",
        "I own a cat",
    ]:
        manager.remember("blk", text)
    manager.process_interaction("blk-s", "blk", "Alice reports to Bob", "ok")
    long_term = LongTermMemoryBlock(manager=manager, user_id="blk", k=5, priority=1)
    graph = GraphMemoryBlock(manager=manager, user_id="blk", priority=0)
    messages = [ChatMessage(role="user", content="Tell me about Alice and my drinks")]
    full = await long_term.aget(messages)
    cut = await long_term.atruncate(full, 15)
    assert (
        cut is not None and full.startswith(cut) and len(cut.splitlines()) < len(full.splitlines())
    )
    memory = Memory.from_defaults(
        session_id="blk-mem",
        token_limit=70,
        memory_blocks=[long_term, graph],
        chat_history_token_ratio=0.3,
    )
    await memory.aput_messages(messages)
    shown = await memory.aget()
    text = " ".join(str(m.content) for m in shown)
    assert "- Alice reports to Bob" in text  # priority 0 is never truncated
    assert 0 < text.count("- [") < 5  # priority 1 lost its lowest-scored memories, not all


async def test_peer_insert_into_user_message(manager: MemoryManager) -> None:
    from llama_index.core.memory.memory import InsertMethod

    manager.remember("ins", "I live in Beijing")
    memory = Memory.from_defaults(
        session_id="ins-mem",
        memory_blocks=[LongTermMemoryBlock(manager=manager, user_id="ins")],
        insert_method=InsertMethod.USER,
    )
    await memory.aput_messages([ChatMessage(role="user", content="where do I live?")])
    shown = await memory.aget()
    assert shown[-1].role.value == "user" and "I live in Beijing" in str(shown[-1].content)


# --- chat store ---


def test_chat_store_is_atomic_order_preserving_and_works_with_chat_memory_buffer(
    redis_url: str, key_prefix: str
) -> None:
    store = RedisChatStore(store=CoreStore(redis_url, key_prefix=key_prefix))
    store.set_messages("k1", [ChatMessage(role="user", content=f"m{i}") for i in range(5)])
    assert [m.content for m in store.get_messages("k1")] == ["m0", "m1", "m2", "m3", "m4"]
    assert store.delete_message("k1", 1).content == "m1"  # type: ignore[union-attr]
    assert [m.content for m in store.get_messages("k1")] == ["m0", "m2", "m3", "m4"]
    store.add_message("k1", ChatMessage(role="assistant", content="inserted"), idx=1)
    assert [m.content for m in store.get_messages("k1")][:3] == ["m0", "inserted", "m2"]
    assert store.delete_last_message("k1").content == "m4"  # type: ignore[union-attr]
    store.add_message("k2", ChatMessage(role="user", content="other"))
    assert store.get_keys() == ["k1", "k2"]
    buffer = ChatMemoryBuffer.from_defaults(token_limit=3000, chat_store=store, chat_store_key="k3")
    buffer.put(ChatMessage(role="user", content="hello"))
    assert [m.content for m in buffer.get()] == ["hello"]
    assert store.delete_messages("k1") is not None and store.get_messages("k1") == []


def test_a_llamaindex_llm_extracts_facts_and_the_rules_catch_its_failures(
    manager: MemoryManager,
) -> None:
    from llama_index.core.llms import CompletionResponse, CustomLLM, LLMMetadata

    class JsonLLM(CustomLLM):
        reply: str

        @property
        def metadata(self) -> LLMMetadata:
            return LLMMetadata()

        def complete(
            self, prompt: str, formatted: bool = False, **kwargs: Any
        ) -> CompletionResponse:
            if "Importance:" in prompt:
                return CompletionResponse(text="8")
            return CompletionResponse(text=self.reply if "user_facts" in prompt else "[]")

        def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> Any:
            raise NotImplementedError

    # structured_predict: the facts schema's JSON read from a text model's answer
    good = JsonLLM(reply='{"facts": [{"slot": "employer", "value": "Initech", "temporal": false}]}')
    memory = ConflictAwareMemory.from_defaults(
        session_id="llm-s", user_id="llm-u", manager=manager, llm=good
    )
    memory.put(ChatMessage(role="user", content="I have a new badge."))  # no rule would match this
    assert manager.long_term.extractor.last_method == "llm"  # type: ignore[attr-defined]
    assert "employer: Initech" in (memory.get(input="where do I work?")[0].content or "")
    manager.use_llm(LlamaIndexLLM(JsonLLM(reply="not json")))
    memory.put(ChatMessage(role="user", content="I moved to Berlin."))
    assert manager.long_term.extractor.last_method == "rules"  # type: ignore[attr-defined]
    assert manager.history("llm-u", "location")[-1].value == "Berlin"


async def test_memory_survives_workflow_context_serialisation(
    redis_url: str, key_prefix: str, tmp_path: Path
) -> None:
    from llama_index.core.agent.workflow import FunctionAgent
    from workflows import Context

    memory = ConflictAwareMemory.from_defaults(
        session_id="wf-s", user_id="wf-u", redis_url=redis_url, chroma_path=str(tmp_path / "chroma"),
        namespace=key_prefix, key_prefix=key_prefix,
    )  # fmt: skip
    seen: list[str] = []

    def reply(messages: list[ChatMessage], **kwargs: Any) -> ChatMessage:
        seen.append("\n".join(str(m.content) for m in messages))
        return ChatMessage(role="assistant", content="ok")

    agent = FunctionAgent(tools=[], llm=MockFunctionCallingLLM(response_generator=reply))
    ctx = Context(agent)
    await agent.run(user_msg="I work at Contoso Bank.", memory=memory, ctx=ctx)
    data = json.loads(json.dumps(ctx.to_dict()))  # must be plain JSON
    stored = json.loads(data["state"]["state_data"]["_data"]["memory"])
    assert stored["qualified_name"] == "llamaindex_memory_ext.memory.ConflictAwareMemory"
    assert stored["value"]["redis_url"] == redis_url and "manager" not in stored["value"]
    restored = Context.from_dict(agent, data)
    await agent.run(user_msg="Where do I work?", ctx=restored)  # memory comes from the context
    assert "employer: Contoso Bank" in seen[-1]


# --- issue 12: async across event loops ---


def test_aput_works_across_asyncio_run_calls(memory: ConflictAwareMemory) -> None:
    import asyncio

    for n in range(3):
        asyncio.run(memory.aput(ChatMessage(role="user", content=f"question {n}")))
        asyncio.run(memory.aput(ChatMessage(role="assistant", content=f"answer {n}")))
    assert len(asyncio.run(memory.aget_all())) == 6


def _tool_calling_llm(tool_name: str, kwargs: dict[str, Any]) -> Any:
    """A fake model that calls ``tool_name`` for each new user turn, then answers with
    what the tool returned."""
    from llama_index.core.base.llms.types import ToolCallBlock

    def respond(messages: list[ChatMessage], **_: Any) -> ChatMessage:
        last = messages[-1]
        if last.role.value == "tool":
            return ChatMessage(role="assistant", content=f"Tool said: {last.content}")
        call = ToolCallBlock(tool_call_id=f"call-{len(messages)}", tool_name=tool_name,
                             tool_kwargs=dict(kwargs))  # fmt: skip
        return ChatMessage(role="assistant", blocks=[call])

    return MockFunctionCallingLLM(response_generator=respond)


def test_function_agent_run_per_asyncio_run_works_every_turn(manager: MemoryManager) -> None:
    import asyncio

    from llama_index.core.agent.workflow import FunctionAgent
    from llama_index.core.tools import FunctionTool

    def rate(years: int = 30) -> str:
        """The mortgage rate for a term."""
        return f"3.1% for {years} years"

    memory = ConflictAwareMemory.from_defaults(
        session_id="per-run", user_id="per-run-u", token_limit=2000, manager=manager
    )
    agent = FunctionAgent(
        tools=[FunctionTool.from_defaults(rate)], llm=_tool_calling_llm("rate", {"years": 30})
    )

    async def turn(n: int) -> str:
        return str(await agent.run(user_msg=f"What rate, turn {n}?", memory=memory))

    for n in range(3):  # a web handler or CLI calling asyncio.run once per turn
        assert asyncio.run(turn(n)) == "Tool said: 3.1% for 30 years"
    roles = [m.role.value for m in memory.get_all()]
    assert roles.count("user") == 3 and roles.count("tool") == 3


# --- issue 12: get() keeps LlamaIndex's contract ---


def _roles(messages: list[ChatMessage]) -> list[str]:
    return [m.role.value for m in messages if m.role.value != "system"]


@pytest.mark.parametrize("last", ["assistant", "tool"])
def test_get_never_repeats_the_last_user_message(manager: MemoryManager, last: str) -> None:
    memory = ConflictAwareMemory.from_defaults(
        session_id=f"rep-{last}", user_id="rep", token_limit=2000, manager=manager
    )
    memory.put(ChatMessage(role="user", content="I live in Shanghai."))
    kwargs = {"tool_call_id": "c1"} if last == "tool" else {}
    memory.put(ChatMessage(role=last, content="Noted.", additional_kwargs=kwargs))
    shown = memory.get()
    assert _roles(shown) == ["user", last]
    assert "location: Shanghai" in (shown[0].content or "")


def _long_session(manager: MemoryManager, session: str, turns_: int = 12) -> ConflictAwareMemory:
    memory = ConflictAwareMemory.from_defaults(
        session_id=session, user_id=f"{session}-u", token_limit=2000, manager=manager
    )
    for n in range(turns_):
        memory.put_messages(
            [ChatMessage(role="user", content=f"question {n}: " + "ask " * (n % 4 + 1)),
             ChatMessage(role="assistant", content=f"answer {n}: " + "long reply " * 25)]
        )  # fmt: skip
    return memory


@pytest.mark.parametrize("limit", [60, 90, 130, 200, 333, 500])
def test_a_cut_window_never_starts_on_a_reply_without_its_question(
    manager: MemoryManager, limit: int
) -> None:
    memory = _long_session(manager, f"cut{limit}")
    memory.token_limit = limit
    for shown in (memory.get(), memory.get(input="what did I ask?")):
        roles = _roles(shown)
        assert not roles or roles[0] == "user", roles


def test_a_small_token_limit_returns_a_shorter_window_instead_of_raising(
    manager: MemoryManager,
) -> None:
    memory = _long_session(manager, "tiny", turns_=3)
    memory.put(ChatMessage(role="user", content="word " * 200))  # alone over the limit
    memory.token_limit = 50
    counter = manager.short_term.counter
    for shown in (memory.get(), memory.get(input="and now?")):
        tokens = sum(counter.count_text(m.content or "") for m in shown)
        assert tokens <= 50


def test_to_dict_of_a_memory_built_around_a_manager_keeps_its_connection(
    manager: MemoryManager, redis_url: str
) -> None:
    from memory_ext.errors import ConfigurationError

    memory = ConflictAwareMemory.from_defaults(
        session_id="conn", user_id="conn-u", token_limit=400, manager=manager
    )
    memory.put(ChatMessage(role="user", content="I work at Contoso Bank."))
    data = memory.to_dict()
    assert data["redis_url"] == redis_url
    clone = ConflictAwareMemory.from_dict(data)
    assert clone.manager is manager  # same process: the live manager is re-attached
    assert [m.content for m in clone.get_all()] == ["I work at Contoso Bank."]
    elsewhere = {**data, "process_ref": "gone-in-another-process"}
    with pytest.raises(ConfigurationError, match="manager"):
        ConflictAwareMemory.from_dict(elsewhere).get_all()


def test_unknown_keywords_are_rejected(manager: MemoryManager) -> None:
    with pytest.raises(ValueError, match="token_limt"):
        ConflictAwareMemory.from_defaults(
            session_id="kw", user_id="kw", token_limt=5, manager=manager
        )
    with pytest.raises(ValueError, match="token_limt"):
        ConflictAwareMemory(session_id="kw", user_id="kw", token_limt=5)  # type: ignore[call-arg]


def test_llama_index_memory_accepts_our_redis_store(redis_url: str, key_prefix: str) -> None:
    import asyncio

    from llamaindex_memory_ext import RedisDBChatStore

    store = RedisDBChatStore(redis_url=redis_url, key_prefix=key_prefix)
    memory = Memory.from_defaults(session_id="li-mem", token_limit=200, chat_store=store,
                                  chat_history_token_ratio=0.5, token_flush_size=60)  # fmt: skip
    for n in range(12):
        memory.put(ChatMessage(role="user", content=f"question {n} " + "x " * 20))
        memory.put(ChatMessage(role="assistant", content=f"answer {n}"))
    shown = memory.get()
    assert shown and shown[-1].content == "answer 11"
    every = asyncio.run(store.get_messages("li-mem", status=None))
    assert len(every) == 24  # what Memory flushed is archived, not lost
    assert asyncio.run(store.count_messages("li-mem")) < 24
    assert asyncio.run(store.get_keys()) == ["li-mem"]


# --- memory tools for agents ---


def test_memory_tools_are_function_tools_with_schemas(manager: MemoryManager) -> None:
    from llama_index.core.tools import FunctionTool

    from llamaindex_memory_ext import memory_tools

    tools = {t.metadata.name: t for t in memory_tools(manager, user_id="u")}
    assert set(tools) == {"remember", "search_memory", "forget_memory", "memory_history"}
    assert all(isinstance(t, FunctionTool) for t in tools.values())
    schema = tools["remember"].metadata.fn_schema.model_json_schema()  # type: ignore[union-attr]
    assert schema["required"] == ["text"] and set(schema["properties"]) == {"text", "kind"}
    assert "error: k" in tools["search_memory"](query="x", k=0).content


async def test_function_agent_uses_the_memory_tools(manager: MemoryManager) -> None:
    from llama_index.core.agent.workflow import FunctionAgent

    from llamaindex_memory_ext import memory_tools

    tools = memory_tools(manager, user_id="li-tool-u")
    remember = FunctionAgent(
        tools=tools, llm=_tool_calling_llm("remember", {"text": "I work at Contoso Bank"})
    )
    assert str(await remember.run(user_msg="remember my job")).startswith("Tool said: Stored")
    search = FunctionAgent(
        tools=tools, llm=_tool_calling_llm("search_memory", {"query": "where do I work?"})
    )
    assert "I work at Contoso Bank" in str(await search.run(user_msg="where do I work?"))
    history = FunctionAgent(
        tools=tools, llm=_tool_calling_llm("memory_history", {"slot": "employer"})
    )
    assert "Contoso Bank (active" in str(await history.run(user_msg="my jobs?"))
    (hit,) = manager.search("li-tool-u", "job", k=1)
    forget = FunctionAgent(
        tools=tools, llm=_tool_calling_llm("forget_memory", {"memory_id": hit.record.id})
    )
    assert f"Forgot memory {hit.record.id}" in str(await forget.run(user_msg="forget it"))
    assert manager.search("li-tool-u", "job") == []


async def test_function_agent_keeps_the_users_question_after_a_tool_call(
    manager: MemoryManager,
) -> None:
    """After tool results llama-index asks ``aget(input=question)`` while the question is
    already the stored user turn: the model's next call must still see it, before the
    tool call, not lose it."""
    from llama_index.core.agent.workflow import FunctionAgent
    from llama_index.core.base.llms.types import ToolCallBlock

    from llamaindex_memory_ext import memory_tools

    seen: list[list[ChatMessage]] = []

    def respond(messages: list[ChatMessage], **_: Any) -> ChatMessage:
        seen.append(list(messages))
        if messages[-1].role.value == "tool":
            return ChatMessage(role="assistant", content="You live in Beijing.")
        call = ToolCallBlock(tool_call_id="c1", tool_name="memory_history",
                             tool_kwargs={"slot": "location"})  # fmt: skip
        return ChatMessage(role="assistant", blocks=[call])

    manager.remember("q-u", "I live in Beijing")
    memory = ConflictAwareMemory.from_defaults(
        session_id="q-s", user_id="q-u", token_limit=1500, manager=manager
    )
    agent = FunctionAgent(
        tools=memory_tools(manager, user_id="q-u"),
        llm=MockFunctionCallingLLM(response_generator=respond),
    )
    await agent.run(user_msg="Where have I lived?", memory=memory)
    roles = [m.role.value for m in seen[1]]
    assert "user" in roles, roles
    assert roles.index("user") < roles.index("tool")
    assert [m.content for m in seen[1] if m.role.value == "user"] == ["Where have I lived?"]
