"""One turn in, one context out: graph memory and build_context on real Redis + Chroma."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory_ext.demo import BANK_LOAN, FINAL_QUESTION
from memory_ext.errors import InvalidInputError
from memory_ext.manager import MemoryManager
from memory_ext.short_term import BudgetTooSmallError
from tests.conftest import FixedClock

SEED = ["张三在ABC公司工作", "李四负责Project X", "王五是李四的上级"]


def _seed_graph(manager: MemoryManager) -> None:
    for text in SEED:
        manager.process_interaction("s1", "u1", text, "好的，记下了。")


@pytest.mark.parametrize(
    "question", ["Who owns Project X, and whom do they report to?", "谁负责Project X？他向谁汇报？"]
)
def test_the_two_hop_question_gets_both_hops_in_its_context(
    manager: MemoryManager, question: str
) -> None:
    _seed_graph(manager)
    context = manager.build_context("s1", "u1", question, token_budget=1000)
    assert "李四 works on Project X" in context.system
    assert "李四 reports to 王五" in context.system
    assert context.messages[-1].content == question
    paths = manager.graph.paths("u1", "Project X", "王五")
    assert [[e.relation for e in p] for p in paths] == [["works_on", "reports_to"]]


def test_a_new_manager_supersedes_the_old_one_and_keeps_history(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.process_interaction(
        "s1", "u1", "Alice reports to Bob", "noted", ts=clock.current - timedelta(days=30)
    )
    manager.process_interaction("s1", "u1", "Alice now reports to Carol", "noted", ts=clock.current)
    history = manager.graph.history("u1", "Alice", "reports_to")
    assert [(e.object, e.status) for e in history] == [("Bob", "superseded"), ("Carol", "active")]
    assert history[0].valid_to == clock.current
    context = manager.build_context("s1", "u1", "Who does Alice report to?")
    assert "Alice reports to Carol" in context.system
    assert "Alice reports to Bob" not in context.system


def test_aliases_merge_entities(manager: MemoryManager) -> None:
    _seed_graph(manager)
    manager.graph.alias("u1", "Zhang San", "张三")
    assert [e.text() for e in manager.graph.neighbours("u1", "  zhang   SAN ")] == [
        "张三 works for ABC公司"
    ]
    context = manager.build_context("s1", "u1", "Where does Zhang San work?")
    assert "张三 works for ABC公司" in context.system


def test_bank_loan_question_gets_income_job_and_credit(manager: MemoryManager) -> None:
    for user_text, assistant_text in BANK_LOAN:
        manager.process_interaction("loan", "li", user_text, assistant_text)
    context = manager.build_context("loan", "li", FINAL_QUESTION, token_budget=1500)
    assert context.tokens <= 1500
    system = context.system
    assert "income: 30,000 yuan" in system
    assert "employer: Contoso Bank" in system
    assert "credit_score: 742" in system
    full = manager.short_term.counter.count_messages(manager.short_term.all_messages("loan"))
    assert context.breakdown["query"] > 0 and full > 0


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(budget=st.integers(min_value=50, max_value=8000))
def test_context_never_exceeds_its_budget_and_keeps_the_new_user_turn(
    manager: MemoryManager, budget: int
) -> None:
    if not manager.short_term.all_messages("prop"):
        for user_text, assistant_text in BANK_LOAN:
            manager.process_interaction("prop", "p", user_text, assistant_text)
        _seed_graph(manager)
    context = manager.build_context("prop", "p", FINAL_QUESTION, token_budget=budget)
    assert context.tokens == manager.short_term.counter.count_messages(list(context.messages))
    assert context.tokens <= budget
    assert context.messages[-1].role == "user" and context.messages[-1].content == FINAL_QUESTION


def test_cut_order_drops_memories_before_facts(manager: MemoryManager) -> None:
    for user_text, assistant_text in BANK_LOAN:
        manager.process_interaction("cut", "c", user_text, assistant_text)
    roomy = manager.build_context("cut", "c", FINAL_QUESTION, token_budget=4000)
    tight = manager.build_context("cut", "c", FINAL_QUESTION, token_budget=250)
    assert roomy.dropped == {}
    assert tight.dropped.get("memories", 0) > 0
    assert len(tight.memory_ids) < len(roomy.memory_ids)
    assert tight.memory_ids == roomy.memory_ids[: len(tight.memory_ids)]  # the best ones stay
    assert tight.breakdown["facts"] > 0  # facts survive longer than memories and turns


def test_budget_too_small_for_the_new_user_message_is_a_typed_error(manager: MemoryManager) -> None:
    with pytest.raises(BudgetTooSmallError):
        manager.build_context("s1", "u1", "word " * 100, token_budget=50)


def test_unknown_session_and_user_give_just_the_query(manager: MemoryManager) -> None:
    context = manager.build_context("nobody-session", "nobody", "hello?", token_budget=100)
    assert [m.role for m in context.messages] == ["user"]
    assert context.system == ""


def test_bad_interaction_input_changes_nothing(manager: MemoryManager) -> None:
    with pytest.raises(InvalidInputError):
        manager.process_interaction("s1", "u1", "   ", "hi")
    with pytest.raises(InvalidInputError):
        manager.process_interaction("s1", "u1", 42, "hi")  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        manager.process_interaction(
            "", "u1", "I live in Paris", "ok"
        )  # any other string is a session
    assert manager.short_term.all_messages("s1") == []
    assert manager.export("u1")["memories"] == []


def test_export_and_forget_cover_every_store(
    manager: MemoryManager, redis_client: Any, key_prefix: str
) -> None:
    _seed_graph(manager)
    data = manager.export("u1")  # the user's sessions are known without being named
    assert len(data["graph"]) == 3 and len(data["sessions"]["s1"]) == 6
    assert len(data["memories"]) == 3
    manager.forget("u1")
    data = manager.export("u1", sessions=["s1"])
    assert data == {"user_id": "u1", "memories": [], "graph": [], "sessions": {"s1": []}}
    # no key of the user survives (other processes see a new epoch instead, issue 11)
    assert list(redis_client.scan_iter(match=f"{key_prefix}:{{u:u1}}*")) == []
    assert list(redis_client.scan_iter(match=f"{key_prefix}:{{s1}}*")) == []


async def test_async_twins(manager: MemoryManager) -> None:
    await manager.aprocess_interaction("s1", "u1", "I work at Contoso Bank", "noted")
    context = await manager.abuild_context("s1", "u1", "Where do I work?")
    assert "employer: Contoso Bank" in context.system
