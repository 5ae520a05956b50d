"""LangChain integration on real Redis + Chroma, with langchain-core's fake chat models."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.language_models.fake_chat_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnableLambda
from langchain_core.runnables.history import RunnableWithMessageHistory
from langchain_tests.integration_tests import RetrieversIntegrationTests

from langchain_memory_ext import MemoryRetriever, RedisChatMessageHistory, with_memory
from memory_ext.manager import MemoryManager
from memory_ext.short_term import SummaryBuffer, TokenBudget
from memory_ext.tokens import TiktokenCounter

EVERY_TYPE: list[BaseMessage] = [
    SystemMessage("You are a loan officer.", id="s0"),
    HumanMessage("我叫张三 🎉", id="h1", name="zhang", additional_kwargs={"channel": "app"}),
    AIMessage(
        "",
        id="a1",
        tool_calls=[
            {"name": "credit_score", "args": {"user": "张三"}, "id": "call_1", "type": "tool_call"}
        ],
        usage_metadata={"input_tokens": 12, "output_tokens": 3, "total_tokens": 15},
        response_metadata={"model_name": "fake", "finish_reason": "tool_calls"},
    ),
    ToolMessage('{"score": 742}', tool_call_id="call_1", id="t1", artifact={"raw": [1, 2]}),
    HumanMessage(
        content=[
            {"type": "text", "text": "my payslip"},
            {"type": "image_url", "image_url": {"url": "data:,x"}},
        ]
    ),
    AIMessage("You can borrow about 2.4M.", id="a2"),
]


@pytest.fixture
def history_factory(redis_url: str, key_prefix: str) -> Iterator[Any]:
    made: list[RedisChatMessageHistory] = []

    def make(session_id: str, **kwargs: Any) -> RedisChatMessageHistory:
        history = RedisChatMessageHistory(
            session_id, redis_url=redis_url, key_prefix=key_prefix, **kwargs
        )
        made.append(history)
        return history

    yield make
    for history in made:
        history.store.close()


def test_every_message_type_round_trips_exactly(history_factory: Any) -> None:
    history = history_factory("types")
    history.add_messages(EVERY_TYPE)
    assert history.messages == EVERY_TYPE
    assert isinstance(history, BaseChatMessageHistory)


async def test_async_methods_are_native_and_equivalent(history_factory: Any) -> None:
    history = history_factory("async")
    await history.aadd_messages(EVERY_TYPE)
    assert await history.aget_messages() == EVERY_TYPE
    await history.aclear()
    assert await history.aget_messages() == []


class _Capture:
    def __init__(self) -> None:
        self.inputs: list[list[BaseMessage]] = []

    def __call__(self, value: Any) -> Any:
        self.inputs.append(value.to_messages())
        return value


def _chain(capture: _Capture, replies: list[str]) -> Any:
    prompt = ChatPromptTemplate.from_messages(
        [("system", "You are helpful."), MessagesPlaceholder("history"), ("human", "{input}")]
    )
    return prompt | RunnableLambda(capture) | FakeListChatModel(responses=replies)


def test_runnable_with_message_history_keeps_context_and_isolates_sessions(
    history_factory: Any,
) -> None:
    capture = _Capture()
    with warnings.catch_warnings():
        warnings.simplefilter(
            "ignore", DeprecationWarning
        )  # LangChain deprecates this class itself
        chain = RunnableWithMessageHistory(
            _chain(capture, ["Nice to meet you, Li.", "Your name is Li.", "I don't know yet."]),
            history_factory,
            input_messages_key="input",
            history_messages_key="history",
        )
        chain.invoke({"input": "My name is Li."}, config={"configurable": {"session_id": "a"}})
        chain.invoke({"input": "What is my name?"}, config={"configurable": {"session_id": "a"}})
        chain.invoke({"input": "What is my name?"}, config={"configurable": {"session_id": "b"}})
    second, other = capture.inputs[1], capture.inputs[2]
    assert [m.content for m in second[1:3]] == ["My name is Li.", "Nice to meet you, Li."]
    assert "My name is Li." not in [m.content for m in other]
    assert len(history_factory("a").messages) == 4 and len(history_factory("b").messages) == 2


def test_token_budget_view_never_exceeds_its_budget_over_200_turns(history_factory: Any) -> None:
    counter = TiktokenCounter()
    history = history_factory("long", policy=TokenBudget(max_tokens=500))
    for i in range(200):
        history.add_messages(
            [
                HumanMessage(f"turn {i}: question about loan option {i % 7}"),
                AIMessage(f"answer {i} " * (i % 9 + 1)),
            ]
        )
        if i % 10 == 9:
            view = history.messages
            from langchain_memory_ext._convert import to_messages

            assert counter.count_messages(to_messages(view)) <= 500
            assert view[-1].content.startswith(f"answer {i}")
    assert len(history.all_messages()) == 400


def test_summary_buffer_with_a_langchain_model_as_summariser(history_factory: Any) -> None:
    model = FakeListChatModel(responses=["The user asked about loans."] * 20)
    history = history_factory("sum", policy=SummaryBuffer(llm=model, keep_last=2, max_tokens=120))
    for i in range(12):
        history.add_messages(
            [HumanMessage(f"question {i} about a mortgage"), AIMessage(f"answer {i}")]
        )
    view = history.messages
    # a summary is made of user text: a human message, never a system one (issue 11)
    assert isinstance(view[0], HumanMessage) and "The user asked about loans." in view[0].content
    assert len(history.all_messages()) == 24


# --- langchain-redis chat-history behaviours, re-expressed (Redis-Stack-only cases left out:
# index creation/search by content, JSON document layout, RediSearch query syntax) ---


def test_peer_order_of_more_than_100_messages(history_factory: Any) -> None:
    history = history_factory("order")
    for i in range(150):
        history.add_message(HumanMessage(f"m{i}"))
    assert [m.content for m in history.messages] == [f"m{i}" for i in range(150)]


def test_peer_clear_only_its_own_session(history_factory: Any) -> None:
    a, b = history_factory("clear-a"), history_factory("clear-b")
    a.add_messages([HumanMessage("a")])
    b.add_messages([HumanMessage("b")])
    a.clear()
    assert a.messages == [] and [m.content for m in b.messages] == ["b"]


def test_peer_two_instances_share_one_session(history_factory: Any) -> None:
    one, two = history_factory("shared"), history_factory("shared")
    one.add_messages([HumanMessage("from one")])
    two.add_messages([AIMessage("from two")])
    assert (
        [m.content for m in one.messages]
        == ["from one", "from two"]
        == [m.content for m in two.messages]
    )


def test_peer_ttl_is_applied(history_factory: Any, redis_client: Any) -> None:
    history = history_factory("ttl", ttl=60)
    history.add_messages([HumanMessage("x")])
    assert 0 < redis_client.ttl(history.store.keys("ttl").msgs) <= 60


def test_peer_unicode_empty_and_huge_content(history_factory: Any) -> None:
    history = history_factory("content")
    texts = ["你好，世界 🌍 ñ", "", "x" * 100_000]
    history.add_messages([HumanMessage(t) for t in texts])
    assert [m.content for m in history.messages] == texts


def test_peer_tool_message_ids_survive(history_factory: Any) -> None:
    history = history_factory("tools")
    history.add_messages([ToolMessage("42", tool_call_id="abc-123", name="calc")])
    (back,) = history.messages
    assert isinstance(back, ToolMessage) and back.tool_call_id == "abc-123" and back.name == "calc"


@pytest.mark.parametrize("session", ["", None])
def test_peer_empty_or_none_session_id_is_a_value_error(history_factory: Any, session: Any) -> None:
    with pytest.raises(ValueError, match="session_id"):
        history_factory(session)


def test_redis_url_is_positional_like_langchain_redis(redis_url: str, key_prefix: str) -> None:
    history = RedisChatMessageHistory("s1", redis_url, key_prefix=key_prefix)
    history.add_messages([HumanMessage("hi")])
    assert RedisChatMessageHistory("s1", redis_url, key_prefix=key_prefix).messages == [
        HumanMessage("hi")
    ]


def test_any_string_is_a_session_id_and_hostile_ids_are_isolated(history_factory: Any) -> None:
    hostile = ["*", "a?", "[x]", "{t}", "a b", "用户 *", "s1", "s1 "]
    for n, session in enumerate(hostile):
        history_factory(session).add_messages([HumanMessage(f"m{n}")])
    for n, session in enumerate(hostile):
        assert [m.content for m in history_factory(session).messages] == [f"m{n}"]
    history_factory("*").clear()
    assert history_factory("*").messages == [] and history_factory("s1").messages != []


def test_a_200k_character_message_fits_and_the_limit_is_configurable(history_factory: Any) -> None:
    huge = "长" * 200_000  # 600 KB of UTF-8
    history_factory("huge").add_messages([HumanMessage(huge)])
    assert history_factory("huge").messages[0].content == huge
    with pytest.raises(ValueError, match="limit"):
        history_factory("small", max_message_bytes=10_000).add_messages([HumanMessage(huge)])


def test_the_decode_cache_serves_langchain_messages(history_factory: Any) -> None:
    from memory_ext.stores import chat_codec

    history = history_factory("cache")
    history.add_messages(EVERY_TYPE[:4] + EVERY_TYPE[5:])  # all but the multi-part one
    first = history.messages
    hits = chat_codec._cached_decode.cache_info().hits
    second = history.messages
    assert chat_codec._cached_decode.cache_info().hits - hits == len(second) == 5
    assert first == second
    second[1].additional_kwargs["channel"] = "changed"  # the caller's copy only
    assert history.messages[1].additional_kwargs == {"channel": "app"}


def test_async_history_works_across_asyncio_run_calls(history_factory: Any) -> None:
    import asyncio

    history = history_factory("loops")
    for n in range(3):
        asyncio.run(history.aadd_messages([HumanMessage(f"q{n}"), AIMessage(f"a{n}")]))
        assert len(asyncio.run(history.aget_messages())) == 2 * (n + 1)


def test_200_histories_share_one_connection_pool(
    redis_url: str, key_prefix: str, redis_client: Any
) -> None:
    RedisChatMessageHistory("warm", redis_url, key_prefix=key_prefix).messages  # noqa: B018
    before = {c["id"] for c in redis_client.client_list()}  # ids: the server is shared
    for n in range(200):  # a new history per request, as RunnableWithMessageHistory does
        history = RedisChatMessageHistory(f"req-{n}", redis_url, key_prefix=key_prefix)
        history.add_messages([HumanMessage("hi"), AIMessage("hello")])
    assert len({c["id"] for c in redis_client.client_list()} - before) <= 1


# --- retriever ---


@pytest.fixture
def filled_manager(manager: MemoryManager) -> MemoryManager:
    for text in [
        "I live in Beijing",
        "I work at Contoso Bank",
        "I like hiking in the mountains",
        "My sister lives in Paris",
        "I own a grey cat",
    ]:
        manager.remember("lc-user", text)
    return manager


class TestMemoryRetrieverStandard(RetrieversIntegrationTests):
    @pytest.fixture(autouse=True)
    def _manager(self, filled_manager: MemoryManager) -> None:
        type(self)._mm = filled_manager

    @property
    def retriever_constructor(self) -> type[MemoryRetriever]:
        return MemoryRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"manager": type(self)._mm, "user_id": "lc-user"}

    @property
    def retriever_query_example(self) -> str:
        return "where does the user live?"


def test_retriever_documents_carry_ids_and_score_parts(filled_manager: MemoryManager) -> None:
    retriever = MemoryRetriever(manager=filled_manager, user_id="lc-user", k=4)
    docs = retriever.invoke("where does the user live?", k=2)
    assert len(docs) == 2 and docs[0].page_content == "I live in Beijing"
    assert {"id", "score", "relevance", "recency", "importance", "feedback"} <= set(
        docs[0].metadata
    )
    assert docs[0].id == docs[0].metadata["id"]


def test_with_memory_records_an_lcel_chain_into_long_term_memory(manager: MemoryManager) -> None:
    prompt = ChatPromptTemplate.from_messages([("human", "{input}")])
    chain = with_memory(
        prompt | FakeListChatModel(responses=["Congratulations on the move!"]), manager
    )
    config = {"configurable": {"user_id": "rec", "session_id": "rec-s"}}
    reply = chain.invoke({"input": "I just moved to Berlin"}, config=config)
    assert reply.content == "Congratulations on the move!"
    assert manager.search("rec", "where does the user live?", k=1)[0].record.value == "Berlin"
    assert manager.short_term.all_messages("rec-s") == []  # chat history is not its job
    assert "rec-s" in manager.long_term.stats.sessions("rec")  # forget finds the session


def test_with_memory_inside_runnable_with_message_history_stores_each_turn_once(
    manager: MemoryManager, redis_url: str, key_prefix: str
) -> None:
    prompt = ChatPromptTemplate.from_messages(
        [MessagesPlaceholder("history"), ("human", "{input}")]
    )
    model = FakeListChatModel(responses=["Noted.", "Beijing, you said."])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        chain = RunnableWithMessageHistory(
            with_memory(prompt | model, manager),
            lambda sid: RedisChatMessageHistory(sid, redis_url, key_prefix=key_prefix),
            input_messages_key="input",
            history_messages_key="history",
        )
        config = {"configurable": {"session_id": "once", "user_id": "once-u"}}
        chain.invoke({"input": "I just moved to Beijing"}, config=config)
        chain.invoke({"input": "Where do I live?"}, config=config)
    stored = RedisChatMessageHistory("once", redis_url, key_prefix=key_prefix).messages
    assert [m.content for m in stored] == [
        "I just moved to Beijing", "Noted.", "Where do I live?", "Beijing, you said.",
    ]  # fmt: skip
    assert manager.history("once-u", "location")[-1].value == "Beijing"


# --- LangGraph store and create_agent middleware ---


def test_langgraph_graph_with_memory_store_remembers_across_threads(manager: MemoryManager) -> None:
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.store.base import BaseStore

    from langchain_memory_ext import MemoryStore

    store = MemoryStore(manager)

    def node(state: MessagesState, *, store: BaseStore) -> dict[str, Any]:
        text = state["messages"][-1].content
        namespace = ("memories", "graph-user")
        if "moved" in text or ("live" in text and "?" not in text):
            store.put(namespace, f"m{len(store.search(namespace))}", {"content": text})
            return {"messages": [AIMessage("Noted.")]}
        hits = store.search(namespace, query=text, limit=1)
        return {"messages": [AIMessage(hits[0].value["content"] if hits else "I don't know.")]}

    builder = StateGraph(MessagesState)
    builder.add_node("remember", node)
    builder.add_edge(START, "remember")
    graph = builder.compile(checkpointer=InMemorySaver(), store=store)
    graph.invoke(
        {"messages": [HumanMessage("I live in Shanghai")]}, {"configurable": {"thread_id": "t1"}}
    )
    graph.invoke(
        {"messages": [HumanMessage("I just moved to Beijing")]},
        {"configurable": {"thread_id": "t2"}},
    )
    out = graph.invoke(
        {"messages": [HumanMessage("Where do I live now?")]}, {"configurable": {"thread_id": "t3"}}
    )
    assert out["messages"][-1].content == "I just moved to Beijing"
    # Conflict resolution ranks (the newer home first), it never makes a key unreadable.
    assert store.get(("memories", "graph-user"), "m0").value == {"content": "I live in Shanghai"}  # type: ignore[union-attr]
    assert ("memories", "graph-user") in store.list_namespaces()


def test_memory_store_put_get_delete_filter_and_ttl(manager: MemoryManager) -> None:
    from langchain_memory_ext import MemoryStore

    store = MemoryStore(manager)
    ns = ("prefs", "u1")
    store.put(ns, "tea", {"content": "I like green tea", "topic": "drinks"})
    store.put(ns, "hike", {"content": "I like hiking", "topic": "sports"})
    assert store.get(ns, "tea").value == {"content": "I like green tea", "topic": "drinks"}  # type: ignore[union-attr]
    assert [i.key for i in store.search(ns, filter={"topic": "sports"})] == ["hike"]
    assert store.search(ns, query="what drinks?", limit=1)[0].key == "tea"
    store.put(ns, "tea", {"content": "I like black tea", "topic": "drinks"})  # replaces the item
    assert store.get(ns, "tea").value["content"] == "I like black tea"  # type: ignore[union-attr]
    store.delete(ns, "hike")
    assert store.get(ns, "hike") is None
    store.put(ns, "gone", {"content": "temporary note about lunch"}, ttl=-1)  # already expired
    assert store.get(ns, "gone") is None
    other_process_view = MemoryStore(manager)  # the namespace registry lives in Redis
    assert ns in other_process_view.list_namespaces()
    assert other_process_view.get(ns, "tea").value["content"] == "I like black tea"  # type: ignore[union-attr]


class _SeenByModel(BaseCallbackHandler):
    def __init__(self) -> None:
        self.prompts: list[list[BaseMessage]] = []

    def on_chat_model_start(
        self, serialized: Any, messages: list[list[BaseMessage]], **kwargs: Any
    ) -> None:
        self.prompts.extend(messages)


def test_create_agent_with_memory_middleware_sees_the_users_facts(manager: MemoryManager) -> None:
    from langchain.agents import create_agent

    from langchain_memory_ext import MemoryMiddleware

    manager.process_interaction("agent-s", "agent-u", "My monthly income is 30,000 yuan", "Noted.")
    manager.process_interaction("agent-s", "agent-u", "I work at Contoso Bank", "Noted.")
    model = GenericFakeChatModel(messages=iter([AIMessage("You could borrow about 2.4M yuan.")]))
    agent = create_agent(
        model, [], middleware=[MemoryMiddleware(manager, user_id="agent-u", session_id="agent-s")]
    )
    seen = _SeenByModel()
    agent.invoke({"messages": [HumanMessage("How much can I borrow?")]}, {"callbacks": [seen]})
    system = seen.prompts[0][0]
    assert isinstance(system, SystemMessage)
    assert "income: 30,000 yuan" in system.content and "employer: Contoso Bank" in system.content
    assert len(manager.short_term.all_messages("agent-s")) == 4  # no second copy of the turn


async def test_memory_middleware_async_hooks(manager: MemoryManager) -> None:
    from langchain.agents import create_agent

    from langchain_memory_ext import MemoryMiddleware

    manager.process_interaction("agent-as", "agent-au", "I just moved to Berlin", "Noted.")
    model = GenericFakeChatModel(messages=iter([AIMessage("Berlin has great hotpot too.")]))
    agent = create_agent(
        model, [], middleware=[MemoryMiddleware(manager, user_id="agent-au", session_id="agent-as")]
    )
    seen = _SeenByModel()
    await agent.ainvoke({"messages": [HumanMessage("Any hotpot near me?")]}, {"callbacks": [seen]})
    assert "location: Berlin" in seen.prompts[0][0].content
    assert len(manager.short_term.all_messages("agent-as")) == 2  # the checkpointer's job


def _tool_calling_model(*answers: str) -> Any:
    """A fake chat model that binds tools (GenericFakeChatModel cannot) and replies in turn."""

    class ToolCallingFake(GenericFakeChatModel):
        def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
            return self

    return ToolCallingFake(messages=iter([AIMessage(a) for a in answers]))


def test_middleware_takes_the_session_from_the_thread_and_the_user_from_the_context(
    manager: MemoryManager,
) -> None:
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    from langchain_memory_ext import MemoryMiddleware

    agent = create_agent(
        _tool_calling_model("Noted.", "You work at Contoso Bank."),
        [],
        middleware=[MemoryMiddleware(manager)],
        checkpointer=InMemorySaver(),
    )
    seen = _SeenByModel()
    agent.invoke(
        {"messages": [HumanMessage("I work at Contoso Bank")]},
        {"configurable": {"thread_id": "thread-1"}},
        context={"user_id": "ctx-u"},
    )
    agent.invoke(
        {"messages": [HumanMessage("Where do I work?")]},
        {"configurable": {"thread_id": "thread-2"}, "callbacks": [seen]},
        context={"user_id": "ctx-u"},
    )
    assert "employer: Contoso Bank" in seen.prompts[-1][0].content  # recalled across threads
    assert manager.short_term.all_messages("thread-1") == []  # the checkpointer holds the chat
    assert {"thread-1", "thread-2"} <= manager.long_term.stats.sessions("ctx-u")


def test_middleware_works_without_a_checkpointer_and_with_the_user_in_config(
    manager: MemoryManager,
) -> None:
    from langchain.agents import create_agent

    from langchain_memory_ext import MemoryMiddleware

    agent = create_agent(_tool_calling_model("Noted."), [], middleware=[MemoryMiddleware(manager)])
    agent.invoke(
        {"messages": [HumanMessage("I just moved to Berlin")]},
        {"configurable": {"user_id": "cfg-u"}},
    )
    assert manager.history("cfg-u", "location")[-1].value == "Berlin"


def test_middleware_without_a_user_says_how_to_give_one(manager: MemoryManager) -> None:
    from langchain.agents import create_agent

    from langchain_memory_ext import MemoryMiddleware
    from memory_ext.errors import ConfigurationError

    agent = create_agent(_tool_calling_model("x"), [], middleware=[MemoryMiddleware(manager)])
    with pytest.raises(ConfigurationError, match="user_id"):
        agent.invoke({"messages": [HumanMessage("hi")]})


# --- memory tools for agents ---


def _calling(*steps: tuple[str, dict[str, Any]] | str) -> Any:
    """A fake tool-calling chat model: each step is a (tool, args) call or a final text."""
    replies = [
        AIMessage("", tool_calls=[{"name": s[0], "args": s[1], "id": f"c{n}", "type": "tool_call"}])
        if isinstance(s, tuple)
        else AIMessage(s)
        for n, s in enumerate(steps)
    ]
    return _tool_calling_model().model_copy(update={"messages": iter(replies)})


def test_memory_tools_have_argument_schemas() -> None:
    from langchain_memory_ext import memory_tools

    tools = {t.name: t for t in memory_tools(None, user_id="u")}  # type: ignore[arg-type]
    assert set(tools) == {"remember", "search_memory", "forget_memory", "memory_history"}
    assert set(tools["remember"].args) == {"text", "kind"}
    assert (
        tools["search_memory"].tool_call_schema.model_json_schema()["properties"]["k"]["maximum"]
        == 50
    )
    assert set(tools["forget_memory"].args) == {"memory_id"}
    assert set(tools["memory_history"].args) == {"slot"}
    assert all(t.description for t in tools.values())


def test_create_agent_uses_the_memory_tools(manager: MemoryManager) -> None:
    from langchain.agents import create_agent

    from langchain_memory_ext import memory_tools

    tools = memory_tools(manager, user_id="tool-u")
    steps = [
        ("remember", {"text": "I live in Shanghai"}),
        ("remember", {"text": "I just moved to Beijing"}),
        ("memory_history", {"slot": "location"}),
        ("search_memory", {"query": "where does the user live?", "k": 2}),
        ("search_memory", {"query": "x", "k": 500}),  # a bad argument goes back to the model
        "Done.",
    ]
    out = create_agent(_calling(*steps), tools).invoke({"messages": [HumanMessage("go")]})
    results = [m.content for m in out["messages"] if isinstance(m, ToolMessage)]
    assert results[0].startswith("Stored as memory")
    assert "superseded" in results[1]
    assert results[2].splitlines()[0].startswith("Shanghai (superseded")
    assert results[2].splitlines()[1].startswith("Beijing (active")
    assert "I just moved to Beijing" in results[3].splitlines()[0]
    assert "k: Input should be less than or equal to 50" in results[4]  # back to the model
    memory_id = results[3].split("]")[0].lstrip("[")
    forget = create_agent(_calling(("forget_memory", {"memory_id": memory_id}), "Gone."), tools)
    out = forget.invoke({"messages": [HumanMessage("forget where I live")]})
    assert [m.content for m in out["messages"] if isinstance(m, ToolMessage)] == [
        f"Forgot memory {memory_id}."
    ]
    assert all(h.record.id != memory_id for h in manager.search("tool-u", "Beijing"))


def test_memory_tools_read_the_user_from_the_run_config(manager: MemoryManager) -> None:
    from langchain.agents import create_agent

    from langchain_memory_ext import memory_tools

    agent = create_agent(
        _calling(("remember", {"text": "I work at Contoso Bank"}), "ok"), memory_tools(manager)
    )
    agent.invoke({"messages": [HumanMessage("go")]}, {"configurable": {"user_id": "cfg-tool"}})
    assert manager.history("cfg-tool", "employer")[-1].value == "Contoso Bank"
