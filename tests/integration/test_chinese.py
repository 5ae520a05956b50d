"""Chinese as a first-class language, through the public API on real Redis and Chroma:
updates, duplicates that are not, mixed Chinese/English users, and the duplicate rule
under every embedder we ship."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import HealthCheck, given, settings

from memory_ext.conflict import Candidate, NewMemory, plan
from memory_ext.embeddings import DualEmbedder, E5Embedder, MiniLMEmbedder
from memory_ext.manager import MemoryManager
from memory_ext.model import MemoryRecord
from memory_ext.types import Embedder
from tests.conftest import FixedClock
from tests.sentence_pairs import EN, ZH, en_pairs, zh_pairs

PROPERTY = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture(params=["minilm", "multilingual-e5-small", "e5+minilm"])
def shipped(
    request: pytest.FixtureRequest, embedder: MiniLMEmbedder, multilingual_embedder: E5Embedder
) -> Embedder:
    """Each embedder memory-ext ships, the default ``e5+minilm`` included (a document
    cosine there is the mean of the two models')."""
    if request.param == "minilm":
        return embedder
    if request.param == "multilingual-e5-small":
        return multilingual_embedder
    return DualEmbedder(e5=multilingual_embedder, minilm=embedder)


_VECTORS: dict[tuple[str, str], npt.NDArray[np.float32]] = {}


def _vector(embedder: Embedder, text: str) -> npt.NDArray[np.float32]:
    """Every sentence the pairs can draw is embedded once per embedder, in one batch."""
    if (embedder.model_id, text) not in _VECTORS:
        sentences = [t.format(w) for t, words in ZH + EN for w in words]
        for sentence, vector in zip(sentences, embedder.embed_documents(sentences), strict=True):
            _VECTORS[embedder.model_id, sentence] = vector
    return _VECTORS[embedder.model_id, text]


def _merged(embedder: Embedder, old: str, new: str) -> bool:
    now = datetime(2026, 6, 1, tzinfo=timezone.utc)
    record = MemoryRecord("old", "u", "semantic", old, now, 5.0, valid_from=now)
    cosine = float(_vector(embedder, old) @ _vector(embedder, new))
    decided = plan(NewMemory("new", None, 5.0, now, content=new), [Candidate(record, cosine)], now)
    return decided.merge_into is not None


@PROPERTY
@given(pair=zh_pairs)
def test_no_chinese_pair_differing_in_a_word_merges_under_any_embedder(
    shipped: Embedder, pair: tuple[str, str]
) -> None:
    assert not _merged(shipped, *pair)


@PROPERTY
@given(pair=en_pairs)
def test_no_english_pair_differing_in_a_word_merges_under_any_embedder(
    shipped: Embedder, pair: tuple[str, str]
) -> None:
    assert not _merged(shipped, *pair)


@pytest.fixture
def zh_manager(
    make_manager: Callable[..., MemoryManager], multilingual_embedder: E5Embedder
) -> MemoryManager:
    return make_manager(embedder=multilingual_embedder)


def test_red_then_blue_car_keeps_both_and_the_newer_is_current(
    zh_manager: MemoryManager, clock: FixedClock
) -> None:
    red = zh_manager.remember("u", "我的车是红色的。", ts=clock.current - timedelta(days=30))
    blue = zh_manager.remember("u", "我的车是蓝色的。")
    assert red.added and blue.added and blue.merged_into is None
    stored = {m["content"]: m for m in zh_manager.export("u")["memories"]}
    assert set(stored) == {"我的车是红色的。", "我的车是蓝色的。"}
    assert stored["我的车是蓝色的。"]["status"] == "active"
    top = zh_manager.search("u", "用户的车是什么颜色？", k=2)
    assert top[0].record.id == blue.memory_id


def test_a_true_duplicate_reports_the_memory_it_merged_into(zh_manager: MemoryManager) -> None:
    first = zh_manager.remember("u", "我对花生过敏。")
    again = zh_manager.remember("u", "我对花生过敏")
    assert again.merged_into == first.memory_id and not again.added
    assert len(zh_manager.export("u")["memories"]) == 1


@pytest.mark.parametrize(
    ("old", "new", "slot", "values"),
    [
        ("I live in Shanghai", "I just moved to Beijing", "location", ("Shanghai", "Beijing")),
        ("我住在上海", "我刚搬到北京", "location", ("上海", "北京")),
        ("我在阿里巴巴工作", "我跳槽到腾讯了", "employer", ("阿里巴巴", "腾讯")),
    ],
)
def test_updates_supersede_in_both_languages(
    zh_manager: MemoryManager,
    clock: FixedClock,
    old: str,
    new: str,
    slot: str,
    values: tuple[str, str],
) -> None:
    zh_manager.remember("u", old, ts=clock.current - timedelta(days=90))
    result = zh_manager.remember("u", new)
    assert result.added and len(result.ids("superseded")) == 1
    history = zh_manager.history("u", slot)
    assert [(h.value, h.status) for h in history] == [
        (values[0], "superseded"),
        (values[1], "active"),
    ]


def test_one_user_with_chinese_and_english_memories(zh_manager: MemoryManager) -> None:
    ids = {
        text: zh_manager.remember("u", text, importance=6).memory_id
        for text in [
            "I live in Hangzhou with my wife.",
            "我在腾讯做产品经理。",
            "My daughter Lily loves drawing.",
            "我对花生过敏，一点都不能吃。",
            "I play badminton every Sunday morning.",
            "我妈妈是一名中学老师。",
        ]
    }
    asked = {  # each question in the language its memory was said in
        "Where does the user live?": "I live in Hangzhou with my wife.",
        "用户在哪里工作？": "我在腾讯做产品经理。",
        "What does the user's daughter love?": "My daughter Lily loves drawing.",
        "用户对什么过敏？": "我对花生过敏，一点都不能吃。",
        "What sport does the user play on Sundays?": "I play badminton every Sunday morning.",
        "用户的妈妈是做什么的？": "我妈妈是一名中学老师。",
    }
    for question, answer in asked.items():
        top = zh_manager.search("u", question, k=1)
        assert top[0].record.id == ids[answer], (question, top[0].record.content)
