from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_ext.stores.memory_chat import InMemoryChatStore
from memory_ext.tokens import TiktokenCounter
from tests.chat_store_contract import ChatStoreContract, turns


class TestInMemoryChatStore(ChatStoreContract):
    @pytest.fixture
    def store(self, counter: TiktokenCounter) -> Any:
        return InMemoryChatStore(counter=counter)

    @pytest.fixture
    def capped_store(self, counter: TiktokenCounter) -> Any:
        return InMemoryChatStore(counter=counter, max_messages=5)


def test_ttl_expires_sessions_and_writes_refresh_it(counter: TiktokenCounter) -> None:
    now = [1000.0]
    store = InMemoryChatStore(counter=counter, ttl_seconds=60, monotonic=lambda: now[0])
    store.append("s", turns(1))
    now[0] += 50
    store.append("s", turns(1))  # refreshes the TTL
    now[0] += 50
    assert len(store.all_messages("s")) == 4
    now[0] += 61
    assert store.all_messages("s") == []


def test_decoded_messages_that_are_cached_cannot_be_mutated(counter: TiktokenCounter) -> None:
    from memory_ext.model import Message
    from memory_ext.stores import chat_codec

    raw = '{"s":7,' + chat_codec.encode_message(Message(role="user", content="hi"), counter)[1:]
    first, second = chat_codec.decode_message(raw), chat_codec.decode_message(raw)
    assert first is second and first.seq == 7 and first.message.content == "hi"
    with pytest.raises(TypeError):
        first.message.metadata["x"] = 1  # type: ignore[index]
    rich = (
        '{"s":8,'
        + chat_codec.encode_message(Message(role="user", content="hi", metadata={"a": 1}), counter)[
            1:
        ]
    )
    one, two = chat_codec.decode_message(rich), chat_codec.decode_message(rich)
    # Metadata (where LangChain/LlamaIndex fields ride) is cached too, read-only.
    assert one is two and one.message.metadata == {"a": 1}
    with pytest.raises(TypeError):
        one.message.metadata["b"] = 2  # type: ignore[index]
    nested = (
        '{"s":9,'
        + chat_codec.encode_message(
            Message(role="user", content="hi", metadata={"lc": {"k": [1, {"x": 2}]}}), counter
        )[1:]
    )
    decoded = chat_codec.decode_message(nested).message
    with pytest.raises(TypeError):
        decoded.metadata["lc"]["k"].append(3)
    with pytest.raises(TypeError):
        decoded.metadata["lc"]["k"][1]["x"] = 3
    thawed = chat_codec.thaw(decoded.metadata)
    thawed["lc"]["k"].append(3)  # a thawed copy is the caller's own
    assert chat_codec.decode_message(nested).message.metadata == {"lc": {"k": [1, {"x": 2}]}}


@given(st.text(min_size=1), st.text(min_size=1))
def test_session_escaping_is_injective_and_safe(first: str, second: str) -> None:
    from memory_ext.stores import chat_codec
    from memory_ext.validation import escape_session

    a, b = escape_session(first), escape_session(second)
    assert chat_codec.unescape_session(a) == first
    assert (a == b) == (first == second)
    assert not set(a) & set("{}*?[]\\ \n\t\"'$")


@pytest.mark.parametrize(
    "session", ["用户 一", "客服会话*", "[vip]", "{tenant}:42", "a%20b", "thread 9f? x"]
)
def test_hostile_session_ids_in_chinese_and_english_round_trip(session: str) -> None:
    from memory_ext.stores import chat_codec

    key = chat_codec.SessionKeys.of("mx", session).meta
    assert chat_codec.session_from_meta_key("mx", key) == session
    assert key.count("{") == 1 and key.count("}") == 1
