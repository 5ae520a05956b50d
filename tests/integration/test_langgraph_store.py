"""``MemoryStore`` against LangGraph's ``BaseStore`` contract, on real Redis + Chroma.

langgraph 1.2 ships no store conformance suite, so the cases of its own store tests
(put/get/delete by key, batch order, namespace listing with match conditions and depth,
filters with operators, pagination, TTL and refresh on read, timestamps) are re-expressed
here, plus what memory-ext adds: conflict resolution ranks and never hides a key, and
memories learned elsewhere (middleware, recorder) show in the user's namespace.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from langgraph.store.base import GetOp, Item, ListNamespacesOp, MatchCondition, PutOp, SearchOp

from langchain_memory_ext import MemoryStore
from memory_ext.manager import MemoryManager


@pytest.fixture
def store(manager: MemoryManager) -> MemoryStore:
    return MemoryStore(manager)


def test_put_get_delete_by_key(store: MemoryStore) -> None:
    ns = ("memories", "u1")
    store.put(ns, "home-2023", {"text": "I live in Shanghai"})
    store.put(ns, "home-2024", {"text": "I just moved to Beijing"})
    assert store.get(ns, "home-2023").value == {"text": "I live in Shanghai"}  # type: ignore[union-attr]
    assert store.get(ns, "home-2024").value == {"text": "I just moved to Beijing"}  # type: ignore[union-attr]
    store.delete(ns, "home-2024")
    assert store.get(ns, "home-2024") is None
    assert store.get(ns, "home-2023") is not None
    assert store.get(ns, "never-put") is None


def test_the_same_text_under_two_keys_is_two_items(store: MemoryStore) -> None:
    ns = ("memories", "u2")
    store.put(ns, "a", {"content": "I like green tea"})
    store.put(ns, "b", {"content": "I like green tea"})
    assert {i.key for i in store.search(ns)} == {"a", "b"}
    store.delete(ns, "a")
    assert store.get(ns, "b").value == {"content": "I like green tea"}  # type: ignore[union-attr]
    assert [i.key for i in store.search(ns, query="tea")] == ["b"]


def test_index_false_is_stored_but_not_indexed(store: MemoryStore, manager: MemoryManager) -> None:
    ns = ("memories", "u3")
    store.put(ns, "raw", {"content": "My passport number is in the drawer"}, index=False)
    assert store.get(ns, "raw") is not None
    assert manager.search("u3", "passport") == []  # nothing reached long-term memory
    hits = store.search(ns, query="passport")
    assert [(i.key, i.score) for i in hits] == [("raw", None)]  # listed, unscored


def test_index_fields_choose_the_indexed_text(store: MemoryStore, manager: MemoryManager) -> None:
    ns = ("memories", "u3b")
    store.put(ns, "k", {"title": "I work at Contoso Bank", "noise": "zzz"}, index=["title"])
    assert [h.record.content for h in manager.search("u3b", "employer")] == [
        "I work at Contoso Bank"
    ]


def test_created_at_is_kept_and_updated_at_moves_on_update(store: MemoryStore) -> None:
    ns = ("memories", "u4")
    store.put(ns, "k", {"content": "I like tea"})
    first = store.get(ns, "k")
    time.sleep(0.01)
    store.put(ns, "k", {"content": "I like coffee"})
    second = store.get(ns, "k")
    assert first is not None and second is not None
    assert second.created_at == first.created_at and second.updated_at > first.updated_at
    assert second.value == {"content": "I like coffee"}
    assert [i.key for i in store.search(ns)] == ["k"]  # an update replaces, never adds


def test_ttl_expires_items_and_reads_refresh_it(manager: MemoryManager) -> None:
    # Margins of seconds on every step: a loaded machine only makes the sleeps longer,
    # which can only expire what must expire.
    store = MemoryStore(manager, ttl={"default_ttl": 3 / 60, "refresh_on_read": True})
    ns = ("memories", "u5")
    store.put(ns, "short", {"content": "lunch at noon"}, ttl=0.5 / 60)  # 0.5 s
    store.put(ns, "kept", {"content": "I have a dog"}, ttl=None)  # never expires
    store.put(ns, "default", {"content": "temporary note"})  # default_ttl: 3 s
    time.sleep(1.0)
    assert store.get(ns, "default") is not None  # read at ~1 s: expires at ~4 s now
    time.sleep(1.0)
    assert store.get(ns, "short") is None
    assert store.get(ns, "default", refresh_ttl=False) is not None
    assert store.get(ns, "kept") is not None
    time.sleep(2.5)
    assert {i.key for i in store.search(ns)} == {"kept"}
    left = [h.record.content for h in manager.search("u5", "lunch")]
    assert "lunch at noon" not in left and "I have a dog" in left  # expired memory went too


def test_search_filters_with_operators_and_paginates(store: MemoryStore) -> None:
    ns = ("docs", "u6")
    for n in range(6):
        store.put(ns, f"d{n}", {"content": f"note number {n}", "n": n, "tag": {"k": n % 2}})
    assert {i.key for i in store.search(ns, filter={"n": {"$gte": 4}})} == {"d4", "d5"}
    assert {i.key for i in store.search(ns, filter={"n": {"$ne": 0, "$lt": 2}})} == {"d1"}
    assert {i.key for i in store.search(ns, filter={"tag": {"k": 1}})} == {"d1", "d3", "d5"}
    page1 = store.search(ns, limit=4)
    page2 = store.search(ns, limit=4, offset=4)
    assert len(page1) == 4 and len(page2) == 2
    assert {i.key for i in page1 + page2} == {f"d{n}" for n in range(6)}
    assert [i.key for i in page1] == ["d5", "d4", "d3", "d2"]  # newest first without a query


def test_search_over_a_prefix_spans_namespaces_and_stays_isolated(store: MemoryStore) -> None:
    store.put(("memories", "alice"), "a", {"content": "Alice likes tea"})
    store.put(("memories", "bob"), "b", {"content": "Bob likes coffee"})
    store.put(("other", "carol"), "c", {"content": "Carol likes juice"})
    assert {(i.namespace, i.key) for i in store.search(("memories",))} == {
        (("memories", "alice"), "a"), (("memories", "bob"), "b"),
    }  # fmt: skip
    assert [i.key for i in store.search(("memories", "bob"))] == ["b"]


def test_list_namespaces_with_conditions_depth_and_pagination(store: MemoryStore) -> None:
    for ns in [("a", "b", "u1"), ("a", "c", "u2"), ("x", "b", "u3"), ("a", "b", "u4")]:
        store.put(ns, "k", {"content": f"item in {'.'.join(ns)}"}, index=False)
    listed = store.list_namespaces(prefix=("a",))
    assert ("a", "b", "u1") in listed and ("x", "b", "u3") not in listed
    assert ("a", "b", "u4") in store.list_namespaces(prefix=("a", "*"), suffix=("u4",))
    assert store.list_namespaces(prefix=("a",), max_depth=2) == [("a", "b"), ("a", "c")]
    assert len(store.list_namespaces(prefix=("a",), limit=1)) == 1


def test_batch_runs_operations_in_order(store: MemoryStore) -> None:
    ns = ("memories", "u7")
    results = store.batch(
        [
            PutOp(ns, "k", {"content": "I live in Shanghai"}),
            GetOp(ns, "k"),
            SearchOp(ns, None, 10, 0, None),
            PutOp(ns, "k", None),
            GetOp(ns, "k"),
            ListNamespacesOp((MatchCondition("prefix", ("memories",)),)),
        ]
    )
    assert results[0] is None and isinstance(results[1], Item)
    assert [i.key for i in results[2]] == ["k"]  # type: ignore[union-attr]
    assert results[3] is None and results[4] is None


def test_async_face_is_equivalent(store: MemoryStore) -> None:
    ns = ("memories", "u8")

    async def run() -> Any:
        await store.aput(ns, "k", {"content": "I work at Contoso Bank"})
        got = await store.aget(ns, "k")
        hits = await store.asearch(ns, query="where do I work?")
        await store.adelete(ns, "k")
        return got, hits, await store.aget(ns, "k")

    got, hits, gone = asyncio.run(run())
    assert got.value["content"] == "I work at Contoso Bank" and hits[0].key == "k" and gone is None


def test_conflict_resolution_ranks_and_never_hides_a_key(store: MemoryStore) -> None:
    ns = ("memories", "u9")
    store.put(ns, "home-2023", {"content": "I live in Shanghai"})
    store.put(ns, "home-2024", {"content": "I just moved to Beijing"})
    hits = store.search(ns, query="where do I live?")
    assert [i.key for i in hits][:2] == ["home-2024", "home-2023"]
    assert hits[0].score is not None and hits[1].score is not None
    assert hits[0].score > hits[1].score
    assert store.get(ns, "home-2023") is not None


def test_memories_learned_elsewhere_show_in_the_users_namespace(
    store: MemoryStore, manager: MemoryManager
) -> None:
    manager.learn("u10", "I work at Contoso Bank", session_id="thread-1")  # e.g. the middleware
    store.put(("memories", "u10"), "pet", {"content": "I have a dog named Max"})
    found = store.search(("memories", "u10"), query="where do I work?")
    by_key = {i.key: i for i in found}
    learned = [i for i in found if i.key != "pet"]
    assert learned and learned[0].value["content"] == "I work at Contoso Bank"
    assert learned[0].value["source"] == "memory-ext"
    again = store.get(("memories", "u10"), learned[0].key)
    assert again is not None and again.value == learned[0].value
    assert "pet" in by_key or "pet" in {i.key for i in store.search(("memories", "u10"))}
    store.delete(("memories", "u10"), learned[0].key)  # forgetting it from LangGraph works
    assert "I work at Contoso Bank" not in [h.record.content for h in manager.search("u10", "job")]


@pytest.mark.parametrize("bad", [{"$where": 1}, {"kind": {"$regex": "x"}}])
def test_a_search_with_an_unknown_filter_operator_is_rejected_before_it_writes_anything(
    manager: MemoryManager, redis_url: str, bad: dict[str, Any]
) -> None:
    import redis

    from memory_ext.errors import InvalidInputError

    store = MemoryStore(manager)
    store.put(("u",), "k1", {"text": "I live in Paris", "kind": "home"})
    raw = redis.Redis.from_url(redis_url)
    try:
        before = sorted(raw.scan_iter())
        with pytest.raises(InvalidInputError, match="unsupported operator"):
            store.search(
                ("u",), query="where does the user live, asked for the first time", filter=bad
            )
        assert sorted(raw.scan_iter()) == before  # not even the query's cached vector
    finally:
        raw.close()
