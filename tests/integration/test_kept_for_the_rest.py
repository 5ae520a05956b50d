"""Issue 10 ("superseding one of its facts supersedes only that slot") and issue 9's
daily-life set (u24-q10): a memory that says more than its one fact stays findable for
the rest after that fact is superseded, on real Redis + Chroma, in Chinese and English.
It never answers a question about the present value of the slot it lost, and it is
never shown as a current fact."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest

from memory_ext.embeddings import DualEmbedder, E5Embedder, MiniLMEmbedder
from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

CASES = [
    # (old statement: a fact and more, the update, slot, old value, new value,
    #  a question about the rest, a question about the slot now, one about its past)
    pytest.param(
        "我月薪七千，周末还去社区做用药咨询志愿者。",
        "调到总部以后月薪涨到九千五了。",
        "income",
        "七千",
        "九千五",
        "用户周末做什么志愿活动？",
        "用户现在月薪多少？",
        "用户以前月薪多少？",
        id="zh",
    ),
    pytest.param(
        "I earn 7,000 a month, and I also volunteer at weekends giving medication advice.",
        "My pay went up to 9,500 a month.",
        "income",
        "7,000",
        "9,500",
        "What volunteering does the user do at weekends?",
        "How much does the user earn now?",
        "How much did the user earn before?",
        id="en",
    ),
]


@pytest.fixture
def dual_manager(
    make_manager: Callable[..., MemoryManager],
    embedder: MiniLMEmbedder,
    multilingual_embedder: E5Embedder,
) -> MemoryManager:
    """A manager with the default embedder (e5+MiniLM), from the session's two models."""
    return make_manager(embedder=DualEmbedder(e5=multilingual_embedder, minilm=embedder))


@pytest.mark.parametrize(
    ("old", "new", "slot", "old_value", "new_value", "about_rest", "now_q", "past_q"), CASES
)
def test_a_memory_that_says_more_stays_findable_after_its_fact_is_superseded(
    dual_manager: MemoryManager,
    clock: FixedClock,
    old: str,
    new: str,
    slot: str,
    old_value: str,
    new_value: str,
    about_rest: str,
    now_q: str,
    past_q: str,
) -> None:
    mm = dual_manager
    first = mm.remember("u", old, ts=clock.current - timedelta(days=200))
    second = mm.remember("u", new, ts=clock.current - timedelta(days=10))
    superseded = [op for op in second.operations if op.kind == "superseded"]
    assert [(op.memory_id, op.slot) for op in superseded] == [(first.memory_id, slot)]
    # history says which part changed
    assert [(h.value, h.status) for h in mm.history("u", slot)] == [
        (old_value, "superseded"),
        (new_value, "active"),
    ]
    # findable for what else it says, with its slot marked superseded
    hits = mm.search("u", about_rest, k=3)
    assert first.memory_id in [h.record.id for h in hits]
    kept = next(h.record for h in hits if h.record.id == first.memory_id)
    assert kept.status == "active"
    fact = kept.fact_for(slot)
    assert fact is not None and fact.status == "superseded"
    assert fact.superseded_by == second.memory_id
    # never an answer to the slot's present value, nor a current fact
    assert [h.record.id for h in mm.search("u", now_q, k=3)] == [second.memory_id]
    facts = mm.build_context("s", "u", now_q).system.split("Relevant memories")[0]
    assert new_value in facts and old_value not in facts
    # a question about the past finds it again
    assert first.memory_id in [h.record.id for h in mm.search("u", past_q, k=3)]


def test_a_memory_that_says_nothing_more_is_wholly_superseded(
    manager: MemoryManager, clock: FixedClock
) -> None:
    old = manager.remember("u", "I live in Paris.", ts=clock.current - timedelta(days=90))
    manager.remember("u", "I moved to Berlin.", ts=clock.current - timedelta(days=5))
    assert old.memory_id not in [h.record.id for h in manager.search("u", "Paris", k=5)]
    exported = {m["id"]: m for m in manager.export("u")["memories"]}
    assert exported[old.memory_id]["status"] == "superseded"
