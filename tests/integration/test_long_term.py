"""The seed's long-term scenarios, end to end on real Redis + real Chroma."""

from __future__ import annotations

import math
from datetime import timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory_ext.errors import InvalidInputError
from memory_ext.manager import MemoryManager
from memory_ext.scoring import ScoringParams
from memory_ext.stores.chroma import user_filter
from tests.conftest import FixedClock


def test_moving_supersedes_the_old_city_and_keeps_history(
    manager: MemoryManager, clock: FixedClock
) -> None:
    start = clock.current
    old = manager.remember("u1", "I live in Shanghai", ts=start - timedelta(days=90))
    new = manager.remember("u1", "I just moved to Beijing", ts=start - timedelta(days=1))
    assert new.ids("superseded") == [old.memory_id]
    top = manager.search("u1", "where does the user live?", k=3)
    assert "Beijing" in top[0].record.content
    assert all("Shanghai" not in m.record.content for m in top)  # superseded are hidden
    history = manager.history("u1", "location")
    assert [(h.value, h.status) for h in history] == [
        ("Shanghai", "superseded"),
        ("Beijing", "active"),
    ]
    assert history[0].valid_to == start - timedelta(days=1)
    assert history[0].superseded_by == new.memory_id
    shown = manager.search("u1", "where does the user live?", k=3, include_superseded=True)
    assert any("Shanghai" in m.record.content for m in shown)


def test_importing_history_out_of_order_keeps_the_newer_fact_current(
    manager: MemoryManager, clock: FixedClock
) -> None:
    start = clock.current
    manager.remember("u1", "I just moved to Beijing", ts=start - timedelta(days=1))
    result = manager.remember("u1", "I live in Shanghai", ts=start - timedelta(days=90))
    assert result.ids("superseded") == [result.memory_id]
    assert [(h.value, h.status) for h in manager.history("u1", "location")] == [
        ("Shanghai", "superseded"),
        ("Beijing", "active"),
    ]


def test_name_given_twice_is_one_memory(manager: MemoryManager) -> None:
    first = manager.remember("u1", "My name is Li Wei.")
    second = manager.remember("u1", "my name is Li Wei")
    assert second.ids("merged") == [first.memory_id]
    assert len(manager.export("u1")["memories"]) == 1


def test_newer_contradiction_wins_when_it_marks_a_change(
    manager: MemoryManager, clock: FixedClock
) -> None:
    old = manager.remember("u1", "I love spicy food", ts=clock.current - timedelta(days=90))
    new = manager.remember("u1", "I can't stand spicy food anymore")
    assert new.ids("superseded") == [old.memory_id]
    top = manager.search("u1", "does the user like spicy food?", k=2)
    assert top[0].record.id == new.memory_id


def test_simultaneous_contradiction_is_flagged_for_clarification(manager: MemoryManager) -> None:
    first = manager.remember("u1", "I love spicy food")
    second = manager.remember("u1", "I hate spicy food")
    assert second.ids("flagged") == [first.memory_id]
    both = {m.record.id: m.record for m in manager.search("u1", "spicy food", k=5)}
    assert both[first.memory_id].needs_clarification and both[second.memory_id].needs_clarification


def test_contradiction_with_a_clear_margin_keeps_the_stronger_memory(
    manager: MemoryManager, clock: FixedClock
) -> None:
    old = manager.remember("u1", "I love spicy food", importance=10)
    for _ in range(4):
        manager.feedback("u1", old.memory_id, helpful=True)
    new = manager.remember("u1", "I hate spicy food", importance=4)
    assert new.ids("superseded") == [new.memory_id]  # stored as history only
    assert manager.search("u1", "spicy food", k=1)[0].record.id == old.memory_id


def test_small_talk_is_not_stored(manager: MemoryManager) -> None:
    assert manager.remember("u1", "今天天气不错").skipped
    assert manager.remember("u1", "今天天气不错", kind="episodic").added  # events are always kept
    assert manager.remember("u2", "今天天气不错", importance=6).added  # explicit importance wins


def test_a_password_is_never_stored(manager: MemoryManager) -> None:
    result = manager.remember("u1", "我的密码是123456")
    assert result.added
    dump = str(manager.export("u1"))
    assert "123456" not in dump
    assert "[REDACTED:password]" in dump


def test_feedback_changes_ranking(manager: MemoryManager) -> None:
    a = manager.remember("u1", "I like green tea", importance=5)
    b = manager.remember("u1", "I like black tea", importance=5)
    first = manager.search("u1", "tea", k=2)
    loser = first[1].record.id
    for _ in range(5):
        manager.feedback("u1", loser, helpful=True)
        manager.feedback("u1", first[0].record.id, helpful=False)
    again = manager.search("u1", "tea", k=2)
    assert again[0].record.id == loser
    assert {a.memory_id, b.memory_id} == {m.record.id for m in again}
    assert again[0].feedback == pytest.approx(ScoringParams().feedback_max)


def test_decay_reproduces_its_formula_with_an_injected_now(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember(
        "u1", "We went hiking in the Alps", kind="episodic", importance=4, ts=clock.current
    )
    params = ScoringParams()
    for days in (0, 10, 30, 365):
        hit = manager.search("u1", "hiking", k=1, now=clock.current + timedelta(days=days))[0]
        half_life = params.half_life_episodic_days * (1 + params.importance_stretch * (4 - 1) / 9)
        assert hit.recency == pytest.approx(math.exp(-math.log(2) * days / half_life), rel=1e-9)
        expected = (
            params.w_relevance * hit.relevance
            + params.w_recency * hit.recency
            + params.w_importance * 0.4
            + params.w_feedback * math.log2(hit.feedback)
        )
        assert hit.total == pytest.approx(expected, rel=1e-9)


def test_metadata_and_timestamps_round_trip(manager: MemoryManager, clock: FixedClock) -> None:
    ts = clock.current - timedelta(days=3)
    meta = {"source_app": "crm", "tags": ["a", "b"], "score": 0.5}
    result = manager.remember("u1", "I work at Contoso Bank", ts=ts, metadata=meta)
    record = manager.long_term.get("u1", result.memory_id or "")
    assert record is not None
    assert dict(record.metadata) == meta
    assert record.created_at == ts
    assert [m.record.id for m in manager.search("u1", "job", filters={"source_app": "crm"})] == [
        result.memory_id
    ]
    assert manager.search("u1", "job", filters={"source_app": "other"}) == []


def test_retried_write_is_idempotent(manager: MemoryManager) -> None:
    for _ in range(3):
        manager.remember("u1", "We visited Kyoto last spring", kind="episodic")
    assert len(manager.export("u1")["memories"]) == 1


def test_the_same_text_twice_in_one_batch_is_stored_once(manager: MemoryManager) -> None:
    results = manager.remember_many(
        "u1", [{"text": "Bye!", "kind": "episodic"}, {"text": "bye", "kind": "episodic"}]
    )
    assert results[0].added and results[1].ids("merged") == [results[0].memory_id]
    assert len(manager.export("u1")["memories"]) == 1


def test_remember_many_batches_and_validates_everything_first(
    manager: MemoryManager, clock: FixedClock
) -> None:
    items = [
        {"text": f"turn {i}: we talked about item {i}", "kind": "episodic", "ts": clock.current}
        for i in range(50)
    ]
    results = manager.remember_many("u1", items)
    assert all(r.added for r in results)
    with pytest.raises(InvalidInputError):
        manager.remember_many("u1", [{"text": "fine", "kind": "episodic"}, {"text": "   "}])
    assert len(manager.export("u1")["memories"]) == 50


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"text": ""}, "text"),
        ({"text": "   \n"}, "text"),
        ({"text": "x" * 9000}, "text"),
        ({"text": "ok", "importance": 11}, "importance"),
        ({"text": "ok", "importance": float("nan")}, "importance"),
        ({"text": "ok", "kind": "procedural"}, "kind"),
        ({"text": "ok", "metadata": {"x": object()}}, "metadata"),
    ],
)
def test_bad_input_is_rejected_and_nothing_changes(
    manager: MemoryManager, kwargs: dict[str, Any], field: str
) -> None:
    manager.remember("u1", "My name is Li Wei")
    before = manager.export("u1")
    with pytest.raises(InvalidInputError) as info:
        manager.remember("u1", **kwargs)
    assert info.value.field == field
    assert manager.export("u1") == before


@pytest.mark.parametrize("user", ['a" or "1"="1', "$ne", "u1'; drop", "", "a{b}", "x" * 300])
def test_user_ids_that_try_to_break_a_filter_are_rejected(
    manager: MemoryManager, user: str
) -> None:
    with pytest.raises(InvalidInputError):
        manager.remember(user, "I live in Paris")
    with pytest.raises(InvalidInputError):
        manager.search(user, "Paris")


def test_filters_that_try_operators_are_rejected(manager: MemoryManager) -> None:
    with pytest.raises(InvalidInputError):
        manager.search("u1", "x", filters={"$or": [{"user_id": "u2"}]})
    with pytest.raises(InvalidInputError):
        manager.search("u1", "x", filters={"user_id": {"$ne": "u1"}, "kind": {"$where": 1}})


def test_forget_removes_from_every_store(manager: MemoryManager) -> None:
    kept = manager.remember("u1", "I work at Contoso Bank")
    gone = manager.remember("u1", "I like green tea")
    manager.feedback("u1", gone.memory_id or "", helpful=True)
    assert manager.forget("u1", gone.memory_id) == 1
    export = manager.export("u1")
    assert [m["id"] for m in export["memories"]] == [kept.memory_id]
    assert all(m["counters"] == {} for m in export["memories"])
    assert manager.forget("u1") == 1
    assert manager.export("u1")["memories"] == []
    assert manager.search("u1", "Contoso") == []


async def test_async_twins(manager: MemoryManager) -> None:
    result = await manager.aremember("u1", "I moved to Berlin")
    hits = await manager.asearch("u1", "Berlin", k=1)
    assert hits[0].record.id == result.memory_id
    assert (await manager.aexport("u1"))["memories"][0]["value"] == "Berlin"


_ids = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_-", min_size=1, max_size=12)


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    a=_ids,
    b=_ids,
    words=st.lists(
        st.sampled_from(["tea", "Paris", "loan", "hiking", "cats", "bank"]), min_size=1, max_size=4
    ),
)
def test_user_a_never_sees_user_b(manager: MemoryManager, a: str, b: str, words: list[str]) -> None:
    if a == b:
        return
    text = " and ".join(f"I like {w}" for w in words)
    manager.remember(a, f"user {a} secret: {text}", kind="episodic")
    manager.remember(b, f"user {b} note: {text}", kind="episodic")
    for user, other in ((a, b), (b, a)):
        for hit in manager.search(user, text, k=10):
            assert hit.record.user_id == user
            assert f"user {other} " not in hit.record.content


def test_a_write_by_another_instance_is_seen_by_the_next_search(
    manager: MemoryManager, make_manager: Any
) -> None:
    manager.remember("u1", "I work at Contoso Bank")
    assert len(manager.search("u1", "bank", k=5)) == 1  # builds this instance's view
    other = make_manager()
    written = other.remember("u1", "I just moved to Beijing")
    hits = manager.search("u1", "where does the user live?", k=5)
    assert written.memory_id in [h.record.id for h in hits]
    other.remember("u1", "I moved to Berlin")  # supersedes Beijing, written elsewhere
    contents = [h.record.content for h in manager.search("u1", "where does the user live?", k=5)]
    assert "I moved to Berlin" in contents and "I just moved to Beijing" not in contents


def test_filters_on_record_fields_and_operators(manager: MemoryManager, clock: FixedClock) -> None:
    manager.remember("u1", "We met at the cafe", kind="episodic", metadata={"rating": 3})
    manager.remember("u1", "We met at the park", kind="episodic", metadata={"rating": 5})
    manager.remember("u1", "I like the cafe near work")
    assert {h.record.kind for h in manager.search("u1", "cafe", filters={"kind": "episodic"})} == {
        "episodic"
    }
    hits = manager.search("u1", "met", filters={"rating": {"$gte": 4}})
    assert [h.record.content for h in hits] == ["We met at the park"]
    assert manager.search("u1", "met", filters={"rating": {"$in": [1, 2]}}) == []
    later = clock.current.timestamp() + 1
    assert manager.search("u1", "met", filters={"created_at": {"$gte": later}}) == []
    assert (
        len(manager.search("u1", "met", filters={"created_at": {"$lt": later}, "kind": "episodic"}))
        == 2
    )


def test_large_users_are_read_page_by_page(manager: MemoryManager, clock: FixedClock) -> None:
    manager.long_term.index.page_size = 40  # Chroma's SQLite caps bound variables per query
    items = [
        {"text": f"event number {i}", "kind": "episodic", "ts": clock.current} for i in range(130)
    ]
    written = {r.memory_id for r in manager.remember_many("u1", items)}
    records, vectors = manager.long_term.index.get(user_filter("u1"), embeddings=True)
    assert {r.id for r in records} == written
    assert vectors is not None and vectors.shape == (130, 384)
    picked = sorted(written)[:90]
    assert {r.id for r in manager.long_term.index.get(user_filter("u1"), ids=picked)[0]} == set(
        picked
    )
    manager.long_term.drop_views()
    assert manager.search("u1", "event number 77", k=1)[0].record.content == "event number 77"
