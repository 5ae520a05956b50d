from __future__ import annotations

from typing import Any

import pytest

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
    assert one == two and one is not two  # messages carrying mutable data are decoded fresh
