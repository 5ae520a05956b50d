"""Forget means forgotten: every store, every process, every queued turn (issue 11)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest
import redis

from memory_ext.errors import InvalidInputError, SessionOwnedError
from memory_ext.manager import MemoryManager
from memory_ext.model import MemoryRecord
from memory_ext.stores.chroma import to_metadata
from memory_ext.validation import escape_session


def _user_keys(client: redis.Redis, prefix: str, user: str, sessions: list[str]) -> list[str]:
    """Every Redis key that names the user or one of their sessions."""
    marks = [f"{{u:{user}}}"] + [f"{{{escape_session(s)}}}" for s in sessions]
    return sorted(
        k for k in client.scan_iter(match=f"{prefix}:*", count=1000) if any(m in k for m in marks)
    )


def test_a_timestamp_before_1970_is_rejected_at_the_door(manager: MemoryManager) -> None:
    with pytest.raises(InvalidInputError) as err:
        manager.remember("u", "I was born in Harbin", ts=datetime(1969, 7, 20, tzinfo=timezone.utc))
    assert err.value.field == "ts"
    assert manager.export("u")["memories"] == []


def test_a_user_poisoned_by_an_old_pre_1970_record_can_still_be_read_and_forgotten(
    manager: MemoryManager, embedder: Any
) -> None:
    # a record written by an older version, before the door was closed
    old = MemoryRecord(
        id="m-old", user_id="u", kind="semantic", content="I was born in Harbin",
        created_at=datetime(1969, 7, 20, tzinfo=timezone.utc),
        valid_from=datetime(1969, 7, 20, tzinfo=timezone.utc),
    )  # fmt: skip
    manager.long_term.index.collection.upsert(
        ids=[old.id], embeddings=embedder.embed_documents([old.content]).tolist(),
        metadatas=[to_metadata(old)], documents=[old.content],
    )  # fmt: skip
    assert [h.record.id for h in manager.search("u", "where was I born?")] == ["m-old"]
    assert manager.forget("u") == 1
    assert manager.export("u")["memories"] == []


def test_forget_invalidates_the_view_of_every_other_process(
    make_manager: Any,
) -> None:
    writer, reader = make_manager(), make_manager()  # two processes' worth of state
    for text in ("I live in Paris", "I work at Contoso", "I love jazz", "My dog is Rex"):
        writer.remember("u", text, importance=8)
    assert len(reader.search("u", "jazz", k=10)) == 4  # reader caches its view
    writer.forget("u")
    for text in ("I like tea", "I play chess", "I read novels"):
        writer.remember("u", text, importance=8)
    seen = {h.record.content for h in reader.search("u", "jazz", k=10)}
    assert seen == {"I like tea", "I play chess", "I read novels"}


def test_a_redis_restart_cannot_make_a_stale_view_look_current(
    make_manager: Any, redis_client: redis.Redis, key_prefix: str
) -> None:
    writer, reader = make_manager(), make_manager()
    first = writer.remember("u", "I live in Paris", importance=8).memory_id
    assert [h.record.id for h in reader.search("u", "Paris")] == [first]
    for key in redis_client.scan_iter(match=f"{key_prefix}:*"):  # what a restart without
        redis_client.delete(key)  # persistence does to every counter
    assert first is not None
    writer.forget("u", first)
    assert reader.search("u", "Paris") == []


def test_turns_queued_for_learning_are_not_learned_after_forget(
    make_manager: Any, redis_client: redis.Redis, key_prefix: str
) -> None:
    mm = make_manager(background_learning=True)
    mm.process_interaction("s1", "u", "I work at Contoso Bank and my boss is Ann", "ok")
    mm.process_interaction("s1", "u", "I live in Paris", "ok")
    assert mm.learn_queue is not None
    taken = mm.learn_queue.read("w-early")  # one worker has read them, not yet acked
    mm.process_interaction("s1", "u", "I love jazz", "ok")  # and one more is only queued
    assert len(taken) == 2
    mm.forget("u")
    assert mm.worker("w2", min_idle_ms=0).run_once() >= 0
    for task in taken:  # the early worker finally gets to learn what it had read
        mm.learn(task.user_id, task.text, session_id=task.session_id, entry_id=task.entry_id)
    assert mm.export("u")["memories"] == []
    assert mm.graph.store.edges("u") == []
    entries = redis_client.xrange(f"{key_prefix}:learn")
    assert all(fields.get("u") != "u" for _, fields in entries)
    assert _user_keys(redis_client, key_prefix, "u", ["s1"]) == []


def test_forget_leaves_no_key_of_the_user(
    manager: MemoryManager, redis_client: redis.Redis, key_prefix: str
) -> None:
    manager.process_interaction("s1", "u", "I work at Contoso Bank and my boss is Ann", "ok")
    memory = manager.search("u", "where do I work?")[0].record.id
    manager.feedback("u", memory, True)
    assert _user_keys(redis_client, key_prefix, "u", ["s1"]) != []
    manager.forget("u")
    assert _user_keys(redis_client, key_prefix, "u", ["s1"]) == []


def test_learn_rejects_a_bad_session_id_and_forget_keeps_working(manager: MemoryManager) -> None:
    for bad in (42, "x" * 1025, "s\ud800"):  # "" means "no session" here
        with pytest.raises(InvalidInputError) as err:
            manager.learn("u", "I live in Paris", session_id=bad)  # type: ignore[arg-type]
        assert err.value.field == "session_id"
    manager.remember("u", "I live in Paris")
    assert manager.forget("u") == 1


@pytest.mark.parametrize(
    "session", ["bad session", "a*b?[c]", "{tag}", "会话 一", "s%20", "line\nbreak", "$x'\"y"]
)
def test_any_non_empty_session_id_works_end_to_end_and_is_forgotten(
    manager: MemoryManager, redis_client: redis.Redis, key_prefix: str, session: str
) -> None:
    """The manager takes the same session ids as the chat stores (any non-empty string):
    they are escaped into keys, bound to one user, exported and erased like any other."""
    manager.process_interaction(session, "u", "I live in Paris", "ok")
    manager.process_interaction("plain", "v", "I live in Rome", "ok")
    with pytest.raises(SessionOwnedError):
        manager.process_interaction(session, "v", "hello", "hi")
    assert session in manager.export("u")["sessions"]
    assert len(manager.build_context(session, "u", "where do I live?").messages) >= 2
    manager.forget("u")
    assert _user_keys(redis_client, key_prefix, "u", [session]) == []
    assert manager.short_term.all_messages(session) == []
    assert len(manager.short_term.all_messages("plain")) == 2  # another user's session stays
    manager.process_interaction(session, "v", "I live in Oslo", "ok")  # released by forget


@pytest.mark.parametrize("method", ["forget", "export"])
def test_sessions_given_as_one_string_are_not_split_into_characters(
    manager: MemoryManager, method: str
) -> None:
    manager.process_interaction("s1", "u", "I live in Paris", "ok")
    with pytest.raises(InvalidInputError) as err:
        getattr(manager, method)("u", sessions="s1")
    assert err.value.field == "sessions"


def test_a_session_belongs_to_the_user_who_used_it_first(manager: MemoryManager) -> None:
    manager.process_interaction("shared", "alice", "I live in Paris", "ok")
    with pytest.raises(SessionOwnedError) as err:
        manager.process_interaction("shared", "bob", "I live in Rome", "ok")
    assert err.value.field == "session_id"
    with pytest.raises(SessionOwnedError):
        manager.build_context("shared", "bob", "where do I live?")
    with pytest.raises(SessionOwnedError):
        manager.export("bob", sessions=["shared"])
    with pytest.raises(SessionOwnedError):
        manager.forget("bob", sessions=["shared"])
    assert len(manager.short_term.all_messages("shared")) == 2  # bob changed nothing
    assert "shared" not in manager.export("bob")["sessions"]
    manager.forget("alice")
    manager.process_interaction("shared", "bob", "I live in Rome", "ok")  # erased: free again


@pytest.mark.parametrize("text", ["I live in Rome now", "我现在住在罗马"])
def test_learning_into_another_users_session_is_refused_before_anything_is_written(
    manager: MemoryManager, redis_client: redis.Redis, key_prefix: str, text: str
) -> None:
    """``learn`` embedded the turn (writing the embedding cache) before it found that the
    session was someone else's: a rejected call must write nothing."""
    manager.process_interaction("taken", "alice", "I live in Paris", "ok")
    manager.long_term.stats.flush()
    before = {k: redis_client.dump(k) for k in redis_client.scan_iter(match=f"{key_prefix}:*")}
    with pytest.raises(SessionOwnedError) as err:
        manager.learn("bob", text, session_id="taken")
    assert err.value.field == "session_id"
    after = {k: redis_client.dump(k) for k in redis_client.scan_iter(match=f"{key_prefix}:*")}
    assert after == before
    assert manager.export("bob")["memories"] == []
