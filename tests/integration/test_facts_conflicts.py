"""Issue 10, every bullet under "Why", through the public MemoryManager API on real
Redis + Chroma: updates in everyday phrasing, clean values, no false supersession, no
noise, nothing stale shown as current, time inside a slot, third person."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

UPDATES = [
    # (old statement, new statement, slot, current value after the update)
    ("My favourite colour is red", "My favourite colour is now blue", "favourite:colour", "blue"),
    ("我在阿里巴巴工作", "我上个月跳槽到了腾讯", "employer", "腾讯"),
    ("I work at Google", "I left Google and joined OpenAI", "employer", "OpenAI"),
    ("I live in Paris", "I'm living in Berlin now", "location", "Berlin"),
    ("I'm single", "I got married", "marital_status", "married"),
    ("我单身", "我结婚了", "marital_status", "已婚"),
    ("我结婚了", "我离婚了", "marital_status", "离异"),
    (
        "I eat meat every day",
        "I became a vegetarian last month, no more meat for me",
        "diet",
        "vegetarian",
    ),
    ("User lives in Shanghai", "User moved to Beijing", "location", "Beijing"),
    ("用户住在上海", "用户搬到了北京", "location", "北京"),
    ("My salary is 20k", "I now earn 30k", "income", "30k"),
    ("我的工资是2万", "我工资涨到3万了", "income", "3万"),
]


@pytest.mark.parametrize(("old", "new", "slot", "current"), UPDATES)
def test_everyday_updates_supersede_the_old_value(
    manager: MemoryManager, clock: FixedClock, old: str, new: str, slot: str, current: str
) -> None:
    first = manager.remember("u", old, ts=clock.current - timedelta(days=60))
    second = manager.remember("u", new, ts=clock.current - timedelta(days=1))
    assert first.memory_id in second.ids("superseded")
    history = manager.history("u", slot)
    assert [h.status for h in history] == ["superseded", "active"]
    assert history[-1].value == current


def test_no_longer_liking_spicy_supersedes_loving_it_in_chinese(
    manager: MemoryManager, clock: FixedClock
) -> None:
    old = manager.remember("u", "我很喜欢吃辣", ts=clock.current - timedelta(days=60))
    new = manager.remember("u", "我现在不吃辣了，胃不好")  # 吃辣 and 辣 are one object
    assert new.ids("superseded") == [old.memory_id]
    context = manager.build_context("s", "u", "我能吃辣吗？")
    assert "likes: not 辣" in context.system
    assert "likes: 吃辣" not in context.system


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I moved to Beijing last week", "location", "Beijing"),
        ("我的工资涨到3万了", "income", "3万"),
        ("Actually it's spelled Jon", "name", "Jon"),
        ("这周我住在东京的酒店出差", "current_stay", "东京"),
        ("My name is Li Wei", "name", "Li Wei"),
        ("I work at Contoso Bank as a software engineer", "employer", "Contoso Bank"),
    ],
)
def test_values_are_clean_and_keep_the_users_casing(
    manager: MemoryManager, text: str, slot: str, value: str
) -> None:
    manager.remember("u", text)
    assert [h.value for h in manager.history("u", slot)] == [value]
    shown = f"{slot}: {value}"
    assert shown in manager.build_context("s", "u", "what do you know about me?").system


def test_a_spelling_correction_replaces_the_name(manager: MemoryManager, clock: FixedClock) -> None:
    manager.remember("u", "My name is John", ts=clock.current - timedelta(days=1))
    manager.remember("u", "Actually it's spelled Jon")
    assert [(h.value, h.status) for h in manager.history("u", "name")] == [
        ("John", "superseded"),
        ("Jon", "active"),
    ]


@pytest.mark.parametrize(
    ("home", "stay", "stay_value"),
    [
        ("我住在上海", "这周我住在东京的酒店出差", "东京"),
        ("I live in London", "I'm in Tokyo this week", "Tokyo"),
        ("I live in London", "I'm staying at a hotel in Paris for a conference", "Paris"),
        ("我住在上海", "我这几天在北京出差", "北京"),
    ],
)
def test_a_temporary_stay_never_supersedes_the_home(
    manager: MemoryManager, clock: FixedClock, home: str, stay: str, stay_value: str
) -> None:
    manager.remember("u", home, ts=clock.current - timedelta(days=30))
    result = manager.remember("u", stay)
    assert result.ids("superseded") == []
    assert [h.status for h in manager.history("u", "location")] == ["active"]
    assert [h.value for h in manager.history("u", "current_stay")] == [stay_value]


@pytest.mark.parametrize("question", ["Where do I live?", "我住在哪里？", "What's my name?"])
def test_questions_are_not_stored_as_facts(manager: MemoryManager, question: str) -> None:
    result = manager.remember("u", question)
    assert result.skipped
    assert manager.export("u")["memories"] == []


@pytest.mark.parametrize(
    "text", ["If I moved to Paris I would learn French", "如果我搬到巴黎，我会学法语"]
)
def test_hypotheticals_set_no_slot(manager: MemoryManager, text: str) -> None:
    manager.remember("u", "I live in London")
    manager.remember("u", text)
    assert [h.value for h in manager.history("u", "location")] == ["London"]


def test_a_sentence_with_two_facts_is_one_memory_returned_once(manager: MemoryManager) -> None:
    result = manager.remember("u", "I live in Berlin and work at SAP")
    memories = manager.export("u")["memories"]
    assert len(memories) == 1
    assert {f["slot"] for f in memories[0]["facts"]} == {"location", "employer"}
    hits = manager.search("u", "Berlin SAP", k=5)
    assert [h.record.id for h in hits] == [result.memory_id]
    context = manager.build_context("s", "u", "where do I live and work?")
    assert context.memory_ids == (result.memory_id,)
    assert context.system.count("I live in Berlin and work at SAP") == 1


def test_superseding_one_fact_of_a_sentence_keeps_the_other(
    manager: MemoryManager, clock: FixedClock
) -> None:
    both = manager.remember(
        "u", "I live in Berlin and work at SAP", ts=clock.current - timedelta(days=30)
    )
    job = manager.remember("u", "I joined Siemens")
    superseded = [op for op in job.operations if op.kind == "superseded"]
    assert [(op.memory_id, op.slot) for op in superseded] == [(both.memory_id, "employer")]
    assert [(h.value, h.status) for h in manager.history("u", "employer")] == [
        ("SAP", "superseded"),
        ("Siemens", "active"),
    ]
    assert [(h.value, h.status) for h in manager.history("u", "location")] == [("Berlin", "active")]
    # the sentence stays findable for the slot that still holds
    hits = manager.search("u", "where do I live?", k=3)
    assert hits[0].record.id == both.memory_id
    system = manager.build_context("s", "u", "where do I work?").system
    assert "employer: Siemens" in system and "location: Berlin" in system
    assert "employer: SAP" not in system


def test_current_facts_never_show_superseded_values(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember("u", "I work at Microsoft", ts=clock.current - timedelta(days=300))
    manager.remember("u", "I'm single", ts=clock.current - timedelta(days=300))
    manager.remember(
        "u", "I left Microsoft and joined Google", ts=clock.current - timedelta(days=5)
    )
    manager.remember("u", "I got married", ts=clock.current - timedelta(days=2))
    system = manager.build_context("s", "u", "tell me about my situation").system
    facts = system.split("Relevant memories")[0]
    assert "employer: Google" in facts and "marital_status: married" in facts
    assert "Microsoft" not in facts and "single" not in facts


@pytest.mark.parametrize(
    ("question", "old_value"),
    [("Where did I live before?", "Shanghai"), ("我以前住在哪里？", "Shanghai")],
)
def test_the_past_is_shown_dated_only_when_asked_for(
    manager: MemoryManager, clock: FixedClock, question: str, old_value: str
) -> None:
    manager.remember("u", "I live in Shanghai", ts=clock.current - timedelta(days=90))
    manager.remember("u", "I moved to Beijing", ts=clock.current - timedelta(days=10))
    now_facts = manager.build_context("s", "u", "Where do I live?").system
    assert "Shanghai" not in now_facts.split("Relevant memories")[0]
    past = manager.build_context("s", "u", question).system.split("Relevant memories")[0]
    start = (clock.current - timedelta(days=90)).date().isoformat()
    until = (clock.current - timedelta(days=10)).date().isoformat()
    assert f"location: {old_value} (from {start} until {until})" in past
    assert "location: Beijing" in past


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("I live in Shanghai", "Lisbon feels like home to me now", "where do I live?"),
        ("我住在上海", "杭州才是我现在的家", "我住在哪里？"),
    ],
)
def test_newer_memory_of_a_slot_ranks_first_when_no_update_was_detected(
    manager: MemoryManager, clock: FixedClock, old: str, new: str, question: str
) -> None:
    older = manager.remember("u", old, ts=clock.current - timedelta(days=120))
    newer = manager.remember("u", new, ts=clock.current - timedelta(days=3))
    assert newer.ids("superseded") == []  # the grammar does not know this phrasing
    hits = manager.search("u", question, k=2)
    assert [h.record.id for h in hits] == [newer.memory_id, older.memory_id]


def test_third_person_memories_update_first_person_ones(
    manager: MemoryManager, clock: FixedClock
) -> None:
    old = manager.remember("u", "I live in Shanghai", ts=clock.current - timedelta(days=90))
    new = manager.remember("u", "The user moved to Beijing")
    assert new.ids("superseded") == [old.memory_id]


def test_values_match_case_insensitively(manager: MemoryManager, clock: FixedClock) -> None:
    first = manager.remember("u", "I work at Contoso Bank", ts=clock.current - timedelta(days=9))
    again = manager.remember("u", "i work at CONTOSO BANK")
    assert again.ids("merged") == [first.memory_id]
    reworded = manager.remember("u", "I'm still working at contoso bank these days")
    assert reworded.ids("superseded") == []  # the same employer, whatever the casing
    facts = manager.build_context("s", "u", "where do I work?").system.split("Relevant")[0]
    assert facts.count("employer:") == 1 and "employer: Contoso Bank" in facts
