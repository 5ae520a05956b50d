"""A favourite is also liked, in both languages: "what do I like?" finds it, and a later
"haven't touched X in ages" / 羽毛球好久没碰了 has a like to retire. A like is no favourite, and
someone else's favourite is not the user's like. The context shows such a value once."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from memory_ext.current_facts import current_facts
from memory_ext.extraction import RuleFactExtractor
from memory_ext.model import MemoryRecord, SlotFact

EXTRACT = RuleFactExtractor()


def _likes(text: str) -> list[str]:
    return [f.value for f in EXTRACT.extract(text) if f.slot == "likes" and f.polarity > 0]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("平时最喜欢打羽毛球", "羽毛球"),
        ("我最喜欢的水果是西瓜。", "西瓜"),
        ("用户最喜欢的歌手是周杰伦。", "周杰伦"),
        ("My favourite band is Radiohead.", "Radiohead"),
        ("Radiohead is my favourite band.", "Radiohead"),
        ("The user's favorite sport is tennis.", "tennis"),
        ("My favourite colour is now blue", "blue"),
    ],
)
def test_a_favourite_is_also_a_like(text: str, value: str) -> None:
    assert value in _likes(text)


@pytest.mark.parametrize(
    "text",
    [
        "我老婆最喜欢的歌手是陈奕迅",
        "我同事最爱喝奶茶",
        "My daughter's favourite band is BTS.",
        "My husband's all-time favourite book is Dune.",
        "如果要选的话，我最喜欢的可能是蓝色吧",
        "What's my favourite colour?",
        "我最喜欢什么颜色？",
    ],
)
def test_someone_elses_favourite_a_hypothetical_or_a_question_is_no_like(text: str) -> None:
    assert _likes(text) == []


@pytest.mark.parametrize("text", ["I like jazz.", "我喜欢爬山。"])
def test_a_like_is_no_favourite(text: str) -> None:
    assert not [f for f in EXTRACT.extract(text) if f.slot.startswith("favourite:")]


def test_the_context_shows_a_liked_favourite_once() -> None:
    at = datetime(2026, 1, 1, tzinfo=timezone.utc)
    record = MemoryRecord(
        id="m1",
        user_id="u1",
        content="My favourite band is Radiohead.",
        kind="semantic",
        created_at=at,
        facts=(SlotFact("favourite:band", "Radiohead"), SlotFact("likes", "Radiohead")),
    )
    other = MemoryRecord(
        id="m2", user_id="u1", content="I like jazz.", kind="semantic", created_at=at,
        facts=(SlotFact("likes", "jazz"),),
    )  # fmt: skip
    assert current_facts([record, other]) == ["favourite band: Radiohead", "likes: jazz"]


def test_a_superseded_favourite_is_no_answer_about_favourites_for_its_like() -> None:
    from dataclasses import replace

    from memory_ext.conflict import kept_for_the_rest

    at = datetime(2026, 1, 1, tzinfo=timezone.utc)
    old = MemoryRecord(
        id="m1", user_id="u1", content="My favourite band is Radiohead.", kind="semantic",
        created_at=at,
        facts=(SlotFact("favourite:band", "Radiohead", status="superseded"),
               SlotFact("likes", "Radiohead")),
    )  # fmt: skip
    assert kept_for_the_rest(old)  # still liked, but no current favourite
    current = replace(
        old, facts=(SlotFact("favourite:band", "Radiohead"), SlotFact("likes", "Radiohead"))
    )
    assert not kept_for_the_rest(current)
    other = replace(old, facts=(old.facts[0], SlotFact("location", "Leeds")))
    assert not kept_for_the_rest(other)  # it still says where the user lives


@pytest.mark.parametrize(
    "text",
    [
        "My favourite colour was red. Now my favourite colour is blue.",
        "我最喜欢的颜色是红色。现在我最喜欢的颜色是蓝色。",
    ],
)
def test_only_the_last_favourite_of_a_text_is_liked(text: str) -> None:
    likes = _likes(text)
    assert len(likes) == 1 and likes[0] in ("blue", "蓝色")
