from __future__ import annotations

import json
from pathlib import Path

import pytest
import tiktoken

from memory_ext.model import Message, ToolCall
from memory_ext.tokens import (
    TOKENS_PER_MESSAGE,
    TOKENS_REPLY_PRIMING,
    ApproximateCounter,
    TiktokenCounter,
    encoding_for_model,
)


@pytest.mark.parametrize(
    ("model", "encoding"),
    [
        ("gpt-4o-mini", "o200k_base"),
        ("gpt-4.1", "o200k_base"),
        ("o3-mini", "o200k_base"),
        ("gpt-4", "cl100k_base"),
        ("gpt-3.5-turbo", "cl100k_base"),
        ("cl100k_base", "cl100k_base"),
        ("some-unknown-model", "cl100k_base"),
    ],
)
def test_encoding_is_chosen_by_model_name(model: str, encoding: str) -> None:
    assert encoding_for_model(model) == encoding


@pytest.mark.parametrize("model", ["gpt-4", "gpt-4o"])
def test_text_counts_match_tiktoken_exactly(model: str) -> None:
    counter = TiktokenCounter(model)
    assert counter.exact
    reference = tiktoken.get_encoding(encoding_for_model(model))
    for text in ["hello world", "我住在上海，刚搬到北京 🎉", "", "a" * 1000, "<|endoftext|>"]:
        assert counter.count_text(text) == len(reference.encode(text, disallowed_special=()))


def test_message_overhead_follows_the_openai_cookbook() -> None:
    counter = TiktokenCounter("gpt-4o")
    enc = tiktoken.get_encoding("o200k_base")
    msgs = [
        Message(role="system", content="You are helpful."),
        Message(role="user", content="How much can I borrow?", name="alice"),
    ]
    expected = TOKENS_REPLY_PRIMING
    expected += TOKENS_PER_MESSAGE + len(enc.encode("system")) + len(enc.encode("You are helpful."))
    expected += (
        TOKENS_PER_MESSAGE + len(enc.encode("user")) + len(enc.encode("How much can I borrow?"))
    )
    expected += 1 + len(enc.encode("alice"))
    assert counter.count_messages(msgs) == expected


def test_tool_calls_and_parts_are_counted() -> None:
    counter = TiktokenCounter("gpt-4o")
    plain = Message(role="assistant", content="")
    call = Message(role="assistant", content="", tool_calls=(ToolCall("c1", "rate", {"term": 30}),))
    args_tokens = counter.count_text(json.dumps({"term": 30}))
    assert counter.count_message(call) - counter.count_message(plain) >= args_tokens
    parts = Message(role="user", content=[{"type": "text", "text": "hi"}, {"type": "image_url"}])
    assert counter.count_message(parts) > counter.count_message(Message(role="user", content="hi"))


def test_approximate_counter_says_it_is_approximate() -> None:
    approx = ApproximateCounter()
    assert not approx.exact
    assert approx.encoding_name == "approximate"
    assert approx.count_text("你好") == 2
    assert approx.count_text("abcdefgh") == 2


def test_missing_tokenizer_files_fall_back_to_approximate(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from memory_ext import tokens

    tokens._load_encoding.cache_clear()
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(tmp_path / "empty"))
    monkeypatch.setattr(tokens, "_shipped_bpe", lambda name, key: None)
    # tiktoken would now try the network; make that fail deterministically and offline.
    import tiktoken.load

    def no_network(blobpath: str) -> bytes:
        raise OSError("offline")

    monkeypatch.setattr(tiktoken.load, "read_file", no_network)
    import tiktoken.registry

    monkeypatch.setattr(tiktoken.registry, "ENCODINGS", {})
    try:
        counter = tokens.TiktokenCounter("gpt-4")
        assert not counter.exact
        assert counter.encoding_name == "approximate"
        assert counter.count_text("abcd") == 1
    finally:
        tokens._load_encoding.cache_clear()


def test_offline_files_are_seeded_into_tiktokens_own_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tiktoken.registry

    from memory_ext import tokens

    tokens._load_encoding.cache_clear()
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(tiktoken.registry, "ENCODINGS", {})
    try:
        counter = tokens.TiktokenCounter("gpt-4")
        assert counter.exact
        assert len(list(tmp_path.iterdir())) == 1  # exactly the cl100k file, under tiktoken's name
    finally:
        tokens._load_encoding.cache_clear()
