"""Behaviour every chat store must have; run against the Redis store and its twin."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from memory_ext.errors import InvalidInputError
from memory_ext.model import Message, Summary, ToolCall
from memory_ext.short_term import ShortTermMemory, SummaryBuffer, TokenBudget
from memory_ext.stores.chat_codec import AFTER_SUMMARY
from tests.fakes import ScriptedLLM

TZ8 = timezone(timedelta(hours=8))

FIDELITY = [
    Message(role="system", content="You are a loan officer.", id="m0"),
    Message(
        role="user",
        content="我叫张三，月收入两万 🎉",
        name="zhang",
        id="m1",
        timestamp=datetime(2026, 3, 1, 9, 30, tzinfo=TZ8),
        metadata={"channel": "app", "nested": {"a": [1, 2, None]}},
    ),
    Message(
        role="assistant",
        content="",
        id="m2",
        tool_calls=(
            ToolCall(
                id="call_1", name="credit_score", arguments={"user": "张三", "deep": {"x": 1}}
            ),
            ToolCall(id="call_2", name="rates", arguments={}),
        ),
        metadata={"usage": {"input_tokens": 12, "output_tokens": 3}},
    ),
    Message(role="tool", content='{"score": 742}', tool_call_id="call_1", id="m3"),
    Message(role="tool", content="3.1%", tool_call_id="call_2", id="m4"),
    Message(
        role="user",
        content=[
            {"type": "text", "text": "here is my payslip"},
            {"type": "image_url", "image_url": {"url": "data:,x"}},
        ],
        id="m5",
    ),
]


def turns(n: int, start: int = 0) -> list[Message]:
    out = []
    for i in range(start, start + n):
        out.append(Message(role="user", content=f"user message {i}"))
        out.append(Message(role="assistant", content=f"assistant message {i}"))
    return out


class ChatStoreContract:
    """Subclasses provide a ``store`` fixture."""

    def test_order_of_1000_messages_is_kept(self, store: Any) -> None:
        msgs = [Message(role="user", content=f"m{i}") for i in range(1000)]
        for i in range(0, 1000, 100):
            store.append("order", msgs[i : i + 100])
        got = store.all_messages("order")
        assert [m.content for m in got] == [f"m{i}" for i in range(1000)]
        assert [m.message.content for m in store.tail("order", max_messages=3).messages] == [
            "m997",
            "m998",
            "m999",
        ]

    def test_every_field_round_trips(self, store: Any) -> None:
        store.append("fid", FIDELITY)
        assert store.all_messages("fid") == FIDELITY
        assert [s.message for s in store.tail("fid", max_messages=10).messages] == FIDELITY

    def test_sessions_are_isolated(self, store: Any) -> None:
        store.append("a", turns(2))
        store.append("b", turns(1, start=50))
        assert len(store.all_messages("a")) == 4
        assert [m.content for m in store.all_messages("b")] == [
            "user message 50",
            "assistant message 50",
        ]
        store.clear("a")
        assert store.all_messages("a") == []
        assert len(store.all_messages("b")) == 2
        assert "b" in set(store.sessions()) and "a" not in set(store.sessions())

    def test_unknown_session_reads_empty(self, store: Any) -> None:
        window = store.tail("never-written", max_messages=5)
        assert window.messages == () and window.summary is None and window.total_messages == 0

    def test_token_tail_covers_the_budget_and_the_newest_user_turn(self, store: Any) -> None:
        store.append("tok", turns(100))
        window = store.tail("tok", max_tokens=200)
        tokens = sum(m.tokens for m in window.messages)
        assert tokens > 200  # one element past the budget, so the policy can trim exactly
        assert tokens - window.messages[0].tokens <= 200
        assert len(window.messages) < 100  # O(window), not the history
        assert [m.message for m in window.messages] == store.all_messages("tok")[
            -len(window.messages) :
        ]

    def test_stored_counts_are_the_counters_counts(self, store: Any) -> None:
        store.append("cnt", FIDELITY)
        for item in store.tail("cnt", max_messages=10).messages:
            assert item.tokens == store.counter.count_message(item.message)

    def test_bad_input_is_rejected_and_nothing_changes(self, store: Any) -> None:
        store.append("bad", turns(1))
        before = store.all_messages("bad")
        bad_batches: list[tuple[Any, str]] = [
            (
                [Message(role="user", content="ok"), Message(role="robot", content="x")],
                "messages[1].role",
            ),  # type: ignore[arg-type]
            ([Message(role="user", content=42)], "messages[0].content"),  # type: ignore[arg-type]
            ([Message(role="user", content="x" * 1_100_000)], "content"),  # over 1 MiB
            ([Message(role="user", content="x", metadata={"f": object()})], "messages[0].metadata"),
            ("not a list", "messages"),
        ]
        for batch, field in bad_batches:
            with pytest.raises(InvalidInputError) as info:
                store.append("bad", batch)
            assert info.value.field == field
        assert store.all_messages("bad") == before

    @pytest.mark.parametrize("session", ["", 7, None, b"s1"])
    def test_non_string_or_empty_session_ids_are_rejected(self, store: Any, session: Any) -> None:
        with pytest.raises(InvalidInputError) as info:
            store.append(session, turns(1))
        assert info.value.field == "session_id"

    def test_any_non_empty_string_is_a_session_and_hostile_ids_stay_isolated(
        self, store: Any
    ) -> None:
        # langchain-redis accepts any string; glob and hash-tag characters must neither
        # be rejected nor match (or share keys with) another session.
        hostile = ["*", "?", "[", "{", "}", "a b", " ", "a*", "a?", "[ab]", "{a}", "a%20b",
                   "a\nb", "x" * 300, "用户 一", "a\\b", "'\"$", "%", "%25"]  # fmt: skip
        for n, session in enumerate(hostile):
            store.append(session, [Message(role="user", content=f"msg {n}")])
        for n, session in enumerate(hostile):
            assert [m.text for m in store.all_messages(session)] == [f"msg {n}"], session
        assert set(hostile) <= set(store.sessions())
        store.clear("*")
        assert store.all_messages("*") == [] and store.all_messages("a*") != []

    def test_retried_append_with_same_token_is_applied_once(self, store: Any) -> None:
        store.append("idem", turns(1), token="tok-1")
        store.append("idem", turns(1), token="tok-1")
        store.append("idem", turns(1), token="tok-2")
        assert len(store.all_messages("idem")) == 4

    def test_cap_trims_oldest(self, capped_store: Any) -> None:
        capped_store.append("cap", turns(10))
        got = capped_store.all_messages("cap")
        assert len(got) == 5
        assert got[-1].content == "assistant message 9"

    def test_summary_is_compare_and_set(self, store: Any) -> None:
        store.append("sum", turns(3))
        assert store.set_summary("sum", Summary("newer", covered_seq=4))
        assert not store.set_summary("sum", Summary("older", covered_seq=2))
        assert store.tail("sum", max_messages=1).summary == Summary("newer", covered_seq=4)
        fresh = store.tail("sum", after_seq=AFTER_SUMMARY).messages
        assert [m.seq for m in fresh] == [5, 6]

    def test_summary_buffer_folds_once_per_overflow_and_persists(self, store: Any) -> None:
        llm = ScriptedLLM("the user asked many loan questions")
        stm = ShortTermMemory(store, SummaryBuffer(llm=llm, keep_last=4, max_tokens=150))
        for i in range(30):
            stm.add_messages("fold", turns(1, start=i))
            view = stm.view("fold")
            assert view.tokens <= 150 + 60  # one turn may overflow until the next fold
        # Each fold keeps 4 messages (~60 tokens) and frees ~90 before the next overflow:
        # far fewer calls than turns.
        assert 1 <= len(llm.prompts) <= 12
        stored_summary = store.tail("fold", max_messages=1).summary
        assert stored_summary is not None and stored_summary.method == "llm"
        assert stored_summary.text == f"the user asked many loan questions #{len(llm.prompts)}"
        # a new reader (e.g. another process) sees the persisted summary, no new call
        calls = len(llm.prompts)
        view = ShortTermMemory(store, SummaryBuffer(llm=llm, keep_last=4, max_tokens=150)).view(
            "fold"
        )
        assert len(llm.prompts) == calls
        assert view.summary == stored_summary
        assert len(store.all_messages("fold")) == 60  # the transcript is untouched

    def test_summary_buffer_without_llm_is_extractive_and_says_so(self, store: Any) -> None:
        stm = ShortTermMemory(store, SummaryBuffer(llm=None, keep_last=2, max_tokens=80))
        stm.add_messages("ext", turns(10))
        view = stm.view("ext")
        assert view.summary is not None and view.summary.method == "extractive"
        assert "user message 8" in view.summary.text  # newest folded turn
        assert "assistant message" not in view.summary.text

    def test_summary_buffer_survives_a_failing_llm(self, store: Any) -> None:
        stm = ShortTermMemory(
            store, SummaryBuffer(llm=ScriptedLLM(fail=True), keep_last=2, max_tokens=80)
        )
        stm.add_messages("fail", turns(10))
        view = stm.view("fail")
        assert view.summary is not None and view.summary.method == "extractive"

    def test_token_budget_view_through_the_store_is_exact(self, store: Any) -> None:
        stm = ShortTermMemory(store, TokenBudget(max_tokens=300))
        stm.add_messages("tb", turns(200))
        view = stm.view("tb")
        assert view.tokens == store.counter.count_messages(list(view.messages)) <= 300
        everything = store.all_messages("tb")
        assert list(view.messages) == everything[-len(view.messages) :]
        assert store.counter.count_messages(everything[-len(view.messages) - 2 :]) > 300

    async def test_async_face_matches_sync(self, store: Any) -> None:
        await store.aappend("async", FIDELITY)
        assert await store.aall_messages("async") == FIDELITY
        window = await store.atail("async", max_messages=2)
        assert [m.message for m in window.messages] == FIDELITY[-2:]
        stm = ShortTermMemory(store, SummaryBuffer(llm=ScriptedLLM(), keep_last=2, max_tokens=60))
        await stm.aadd_messages("async2", turns(10))
        view = await stm.aview("async2")
        assert view.summary is not None and view.summary.method == "llm"
        await store.aclear("async")
        assert await store.aall_messages("async") == []

    def test_replace_delete_at_and_pop_keep_order(self, store: Any) -> None:
        store.append("edit", turns(3))
        store.replace("edit", turns(2, start=10))
        assert [m.content for m in store.all_messages("edit")] == [
            "user message 10", "assistant message 10", "user message 11", "assistant message 11",
        ]  # fmt: skip
        assert store.delete_at("edit", 1).content == "assistant message 10"
        assert [m.content for m in store.all_messages("edit")] == [
            "user message 10", "user message 11", "assistant message 11",
        ]  # fmt: skip
        assert store.delete_at("edit", 99) is None
        assert store.pop_last("edit").content == "assistant message 11"
        assert [m.content for m in store.all_messages("edit")] == [
            "user message 10",
            "user message 11",
        ]
        seqs = [m.seq for m in store.tail("edit", max_messages=5).messages]
        assert seqs == sorted(seqs)
