from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.errors import InvalidInputError
from memory_ext.model import Message, StoredMessage, Summary, ToolCall
from memory_ext.short_term import (
    BudgetTooSmallError,
    SlidingWindow,
    SummaryBuffer,
    TokenBudget,
    summary_message,
)
from memory_ext.tokens import TiktokenCounter

COUNTER = TiktokenCounter("gpt-4o-mini")


def stored(messages: list[Message]) -> list[StoredMessage]:
    return [StoredMessage(i + 1, COUNTER.count_message(m), m) for i, m in enumerate(messages)]


def turn(i: int) -> list[Message]:
    return [
        Message(role="user", content=f"question number {i} about my loan"),
        Message(role="assistant", content=f"answer number {i}, with some detail about rates"),
    ]


def tool_exchange(i: int) -> list[Message]:
    return [
        Message(role="user", content=f"what is the rate for a {i}-year term?"),
        Message(role="assistant", content="", tool_calls=(ToolCall(f"c{i}", "rate", {"term": i}),)),
        Message(role="tool", content=f"{3 + i / 10}%", tool_call_id=f"c{i}"),
        Message(role="assistant", content=f"The rate is {3 + i / 10}%."),
    ]


def test_sliding_window_keeps_last_messages_in_order() -> None:
    msgs = stored([m for i in range(10) for m in turn(i)])
    view = SlidingWindow(max_messages=4).select(msgs, COUNTER)
    assert [m.content for m in view.messages] == [m.message.content for m in msgs[-4:]]
    assert view.dropped == 16
    assert view.tokens == COUNTER.count_messages(list(view.messages))


def test_sliding_window_never_starts_on_orphan_tool_result() -> None:
    msgs = stored(tool_exchange(1) + tool_exchange(2))
    # a window of 6 starts on the first exchange's tool result: it must be dropped
    view = SlidingWindow(max_messages=6).select(msgs, COUNTER)
    assert view.messages[0].role == "user"
    assert view.messages[0].content == "what is the rate for a 2-year term?"


def test_token_budget_selection_matches_tiktoken_counts_exactly() -> None:
    msgs = stored([m for i in range(40) for m in turn(i)])
    for budget in (40, 60, 100, 250, 500, 1000, 5000):
        view = TokenBudget(max_tokens=budget).select(msgs, COUNTER)
        assert view.tokens == COUNTER.count_messages(list(view.messages)) <= budget
        # maximal: one more (whole, user-starting) turn would not fit
        n = len(view.messages)
        if n < len(msgs):
            bigger = [m.message for m in msgs[-(n + 2) :]]
            assert COUNTER.count_messages(bigger) > budget


def test_token_budget_reserve_is_left_free() -> None:
    msgs = stored([m for i in range(40) for m in turn(i)])
    view = TokenBudget(max_tokens=500, reserve_tokens=200).select(msgs, COUNTER)
    assert view.tokens <= 300


def test_token_budget_keeps_tool_call_with_its_results() -> None:
    msgs = stored([m for i in range(8) for m in tool_exchange(i)])
    for budget in range(60, 400, 7):
        view = TokenBudget(max_tokens=budget).select(msgs, COUNTER)
        call_ids = {c.id for m in view.messages for c in m.tool_calls}
        result_ids = {m.tool_call_id for m in view.messages if m.role == "tool"}
        assert call_ids == result_ids
        assert view.messages[0].role == "user"


def test_token_budget_always_keeps_newest_user_message() -> None:
    msgs = stored(
        [m for i in range(5) for m in turn(i)] + [Message(role="user", content="x " * 50)]
    )
    view = TokenBudget(max_tokens=80).select(msgs, COUNTER)
    assert view.messages[-1].content == "x " * 50


def test_token_budget_too_small_for_newest_user_message_raises_typed_error() -> None:
    msgs = stored([Message(role="user", content="word " * 200)])
    with pytest.raises(BudgetTooSmallError) as info:
        TokenBudget(max_tokens=50).select(msgs, COUNTER)
    assert isinstance(info.value, ValueError)
    assert info.value.field == "max_tokens"


@settings(max_examples=60, deadline=None)
@given(
    n_turns=st.integers(min_value=1, max_value=30),
    budget=st.integers(min_value=60, max_value=3000),
    tools=st.lists(st.booleans(), min_size=30, max_size=30),
)
def test_token_budget_never_exceeds_budget(n_turns: int, budget: int, tools: list[bool]) -> None:
    raw: list[Message] = []
    for i in range(n_turns):
        raw += tool_exchange(i) if tools[i] else turn(i)
    msgs = stored(raw)
    try:
        view = TokenBudget(max_tokens=budget).select(msgs, COUNTER)
    except BudgetTooSmallError:
        return
    assert view.tokens <= budget
    assert view.messages[-1] == raw[-1]


@pytest.mark.parametrize(
    ("factory", "field"),
    [
        (lambda: SlidingWindow(max_messages=0), "max_messages"),
        (lambda: TokenBudget(max_tokens=0), "max_tokens"),
        (lambda: TokenBudget(max_tokens=100, reserve_tokens=100), "reserve_tokens"),
        (lambda: SummaryBuffer(keep_last=-1), "keep_last"),
    ],
)
def test_bad_policy_settings_are_rejected(factory, field: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidInputError) as info:
        factory()
    assert info.value.field == field


def test_summary_buffer_does_not_fold_while_everything_fits() -> None:
    msgs = stored([m for i in range(3) for m in turn(i)])
    assert SummaryBuffer(keep_last=2, max_tokens=5000).plan_fold(msgs, COUNTER, None) is None


def test_summary_buffer_folds_all_but_keep_last_in_one_plan() -> None:
    msgs = stored([m for i in range(20) for m in turn(i)])
    policy = SummaryBuffer(keep_last=4, max_tokens=300)
    plan = policy.plan_fold(msgs, COUNTER, None)
    assert plan is not None
    assert len(plan.to_fold) == len(msgs) - 4
    assert plan.covered_seq == msgs[-5].seq
    assert "question number 0" in plan.prompt
    summary = policy.extractive(plan, COUNTER)
    assert summary.method == "extractive"
    view = policy.select(msgs, COUNTER, summary)
    assert len(view.messages) == 4
    assert view.tokens == COUNTER.count_messages([summary_message(summary), *view.messages])


def test_summary_buffer_plan_builds_on_previous_summary() -> None:
    msgs = stored([m for i in range(20) for m in turn(i)])
    previous = Summary(text="User earns 9000 a month.", covered_seq=10)
    plan = SummaryBuffer(keep_last=2, max_tokens=100).plan_fold(msgs, COUNTER, previous)
    assert plan is not None
    assert plan.to_fold[0].seq == 11
    assert "User earns 9000 a month." in plan.prompt


def test_extractive_summary_respects_its_token_cap() -> None:
    msgs = stored([m for i in range(200) for m in turn(i)])
    policy = SummaryBuffer(keep_last=2, max_tokens=100, max_summary_tokens=120)
    plan = policy.plan_fold(msgs, COUNTER, None)
    assert plan is not None
    summary = policy.extractive(plan, COUNTER)
    assert COUNTER.count_text(summary.text) <= 120
    assert "199" not in summary.text  # the kept turn is not in the summary
    assert "question number 197" in summary.text  # the newest folded turns survive the cap


def test_timestamps_do_not_affect_selection() -> None:
    ts = datetime(2026, 1, 1, tzinfo=timezone.utc)
    msgs = stored([Message(role="user", content="hi", timestamp=ts)])
    assert SlidingWindow(1).select(msgs, COUNTER).messages[0].timestamp == ts
