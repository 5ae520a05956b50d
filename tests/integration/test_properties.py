"""Property: for random and hostile input to the public methods of the core and both
wrappers, a call either succeeds or raises an ``InvalidInputError`` naming the field, and
a rejected call leaves Redis and Chroma exactly as they were (issue 11)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

import pytest
import redis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langgraph.store.base import InvalidNamespaceError

from memory_ext.errors import InvalidInputError, MemoryExtError
from memory_ext.manager import MemoryManager
from memory_ext.model import Message

_ANY_CHAR = st.characters(codec=None, exclude_categories=())  # lone surrogates included
hostile_text = st.one_of(
    st.text(_ANY_CHAR, max_size=40),
    st.sampled_from(["", "   ", "x" * 9000, "a{b}", "s p", "$where", "*", "\x00", "\ud800",
                     "I live in Paris", "我住在北京", "my password is hunter2"]),
)  # fmt: skip
hostile_scalar = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=True),
    st.binary(max_size=8), hostile_text,
)  # fmt: skip
hostile_value = st.recursive(
    hostile_scalar,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(st.one_of(hostile_text, st.integers()), inner, max_size=3),
    ),
    max_leaves=6,
)
hostile_ts = st.one_of(
    st.none(), st.just("2020-01-01"), st.integers(),
    st.datetimes(min_value=datetime(1900, 1, 1), max_value=datetime(2100, 1, 1)),
    st.datetimes(
        min_value=datetime(1900, 1, 1), max_value=datetime(2100, 1, 1), timezones=st.just(timezone.utc)
    ),
)  # fmt: skip
ident = st.one_of(st.sampled_from(["u", "s", "alice", "会话"]), hostile_text, hostile_scalar)


def _snapshot(raw: redis.Redis, prefix: str, manager: MemoryManager) -> Any:
    keys = sorted(raw.scan_iter(match=f"{prefix}:*".encode(), count=1000))
    got = manager.long_term.index.collection.get(include=["metadatas", "documents"])
    metas = [json.dumps(m, sort_keys=True) for m in got["metadatas"]]
    rows = sorted(zip(got["ids"], got["documents"], metas, strict=True))
    return {k: raw.dump(k) for k in keys}, rows


CALLS: dict[str, Callable[[MemoryManager, st.DataObject], Any]] = {
    "remember": lambda m, d: m.remember(
        d.draw(ident), d.draw(hostile_text), kind=d.draw(st.sampled_from(["semantic", "episodic", "x", 1])),
        ts=d.draw(hostile_ts), importance=d.draw(st.one_of(st.none(), hostile_scalar)),
        metadata=d.draw(st.one_of(st.none(), hostile_value)),
    ),
    "remember_many": lambda m, d: m.remember_many(
        d.draw(ident),
        d.draw(st.lists(st.one_of(
            st.fixed_dictionaries({"text": hostile_text}, optional={"metadata": hostile_value, "ts": hostile_ts}),
            hostile_value), max_size=3)),
    ),
    "search": lambda m, d: m.search(
        d.draw(ident), d.draw(hostile_text), k=d.draw(st.one_of(st.integers(-2, 2000), hostile_scalar)),
        filters=d.draw(st.one_of(st.none(), hostile_value)),
        include_superseded=d.draw(hostile_scalar),
    ),
    "feedback": lambda m, d: m.feedback(d.draw(ident), d.draw(hostile_text), d.draw(hostile_scalar)),
    "history": lambda m, d: m.history(d.draw(ident), d.draw(hostile_scalar)),
    "forget": lambda m, d: m.forget(
        d.draw(ident), d.draw(st.one_of(st.none(), hostile_scalar)),
        sessions=d.draw(st.one_of(hostile_text, st.lists(ident, max_size=2))),
    ),
    "export": lambda m, d: m.export(d.draw(ident), sessions=d.draw(st.one_of(hostile_text, st.lists(ident, max_size=2)))),
    "process_interaction": lambda m, d: m.process_interaction(
        d.draw(ident), d.draw(ident), d.draw(hostile_text), d.draw(hostile_text), ts=d.draw(hostile_ts)
    ),
    "learn": lambda m, d: m.learn(d.draw(ident), d.draw(hostile_text), session_id=d.draw(ident)),
    "build_context": lambda m, d: m.build_context(
        d.draw(ident), d.draw(ident), d.draw(hostile_text),
        token_budget=d.draw(st.one_of(st.none(), st.integers(-5, 10**8), hostile_scalar)),
    ),
    "add_messages": lambda m, d: m.add_messages(
        d.draw(ident), [Message("user", d.draw(hostile_text), metadata=d.draw(st.dictionaries(st.text(max_size=5), hostile_scalar, max_size=2)))]
    ),
    "langgraph_put": lambda m, d: _langgraph(m).put(
        d.draw(st.tuples(ident, ident)), d.draw(hostile_text), d.draw(hostile_value)
    ),
    "langgraph_search": lambda m, d: _langgraph(m).search(
        d.draw(st.tuples(ident)), query=d.draw(st.one_of(st.none(), hostile_text)),
        filter=d.draw(st.one_of(st.none(), hostile_value)),
    ),
    "llamaindex_put": lambda m, d: _llamaindex(m, d.draw(ident), d.draw(ident), d.draw(hostile_text)),
}  # fmt: skip


def _langgraph(manager: MemoryManager) -> Any:
    from langchain_memory_ext.store import MemoryStore

    return MemoryStore(manager)


def _llamaindex(manager: MemoryManager, session: Any, user: Any, text: Any) -> None:
    from llama_index.core.base.llms.types import ChatMessage

    from llamaindex_memory_ext import ConflictAwareMemory

    try:
        memory = ConflictAwareMemory.from_defaults(
            session_id=session, user_id=user, manager=manager
        )
        message = ChatMessage(role="user", content=text)
    except (ValueError, TypeError):  # pydantic refused the fields: nothing was called
        return
    memory.put(message)


@pytest.fixture(scope="module")
def shared(redis_url: str, tmp_path_factory: pytest.TempPathFactory, embedder: Any) -> Any:
    from memory_ext.stores.chroma import persistent_client

    prefix = "tprop"
    mm = MemoryManager.from_url(
        redis_url, chroma_client=persistent_client(str(tmp_path_factory.mktemp("prop"))),
        embedder=embedder, namespace=prefix, key_prefix=prefix,
    )  # fmt: skip
    mm.remember("u", "I live in Paris", importance=8)
    raw = redis.Redis.from_url(redis_url)
    yield mm, raw, prefix
    for key in raw.scan_iter(match=f"{prefix}:*".encode()):
        raw.delete(key)
    raw.close()


@pytest.mark.parametrize("method", sorted(CALLS))
def test_hostile_input_is_typed_and_a_rejected_call_writes_nothing(
    shared: Any, method: str
) -> None:
    manager, raw, prefix = shared

    @settings(
        max_examples=int(os.environ.get("MX_PROPERTY_EXAMPLES", "25")), deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )  # fmt: skip
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        # Earlier examples' searches left access counts waiting (written within a second,
        # by a timer): write them now, so the snapshots see only what this call does.
        manager.long_term.stats.flush()
        before = _snapshot(raw, prefix, manager)
        rejected: Exception | None = None
        try:
            CALLS[method](manager, data)
        except (InvalidInputError, InvalidNamespaceError) as exc:
            rejected = exc
        except MemoryExtError as exc:  # pragma: no cover - a store error here is a bug
            pytest.fail(f"{method}: untyped rejection {type(exc).__name__}: {exc}")
        if isinstance(rejected, InvalidNamespaceError):  # LangGraph's own check, before ours
            assert method.startswith("langgraph"), method
        elif rejected is not None:
            assert getattr(rejected, "field", ""), rejected
        if rejected is not None:
            after = _snapshot(raw, prefix, manager)
            changed = sorted(k for k in after[0].keys() | before[0].keys()
                             if after[0].get(k) != before[0].get(k))  # fmt: skip
            assert after == before, f"{method} wrote {changed}, then {rejected!r}"

    check()
