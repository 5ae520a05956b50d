"""A question that names its slot in a roundabout way ("which band does the user like
best?", "我现在人在哪？") still ranks the user's own statement of that slot first, ahead of
someone else's statement of the same kind, through the public API on real Redis + Chroma.
(Which phrasings name which slot is pinned in tests/unit/test_question_slots.py.)"""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

CASES = [
    # (the user's statement, someone else's of the same kind, later, the question)
    (
        "Radiohead is my favourite band, they changed my life at 15",
        "road trip dilemma: the boyfriend's all-time favorite band is Metallica, help",
        "Which band does the user like best?",
    ),
    (
        "My favourite book is Middlemarch.",
        "Gift ideas? The husband's favourite book is Dune.",
        "Which book is my favourite?",
    ),
    (
        "My favourite drink is a flat white.",
        "The roommate's favourite drink is matcha, I don't get it",
        "What drink do I like most?",
    ),
    (
        "我最喜欢的歌手是周杰伦。",
        "我老婆最喜欢的歌手是陈奕迅，她天天循环",
        "我最喜欢的歌手是谁？",
    ),
    (
        "我吃素好几年了",
        "室友最近在搞生酮，冰箱里全是牛排，我看着都腻",
        "我的饮食习惯是什么？",
    ),
    (
        "I'm Tomasz.",
        "new intern started today, his name is Oliver and he already fixed the printer",
        "What's my name?",
    ),
    (
        "我平时很喜欢钓鱼",
        "老公最近迷上了打网球，天天去球场",
        "用户喜欢做什么？",
    ),
    (
        "I eat a vegetarian diet.",
        "new flatmate is doing carnivore, their shelf is all steak",
        "What diet do I follow?",
    ),
    (
        "我这周在成都出差",
        "我同事这周在重庆出差，住解放碑那边",
        "我现在人在哪？",
    ),
    # the later text is a plan or a wish that names a value: no answer about now
    (
        "I'm Ellie btw",
        "sometimes I think about changing my name to something dramatic like Phoenix lol",
        "What is my name?",
    ),
    (
        "I live in Phoenix and work remotely.",
        "I keep thinking about moving to Lisbon, what's the visa situation?",
        "Where does the user live?",
    ),
    (
        "我叫王芳。",
        "有时候想改名叫王一诺，你觉得好听吗",
        "我叫什么名字？",
    ),
    # a question that names its slot in words of its own (dietary, into)
    (
        "I eat gluten-free because of celiac, recommend a pasta brand?",
        "my roommate just went vegan so now our fridge is all tofu",
        "What dietary restriction does the user have?",
    ),
    (
        "I'm a big fan of board games, we do game night every Friday",
        "my husband likes video games more, he thinks board games are boring",
        "What is the user into?",
    ),
]


@pytest.mark.parametrize(("mine", "theirs", "question"), CASES)
def test_the_users_own_statement_answers_first(
    manager: MemoryManager, mine: str, theirs: str, question: str
) -> None:
    own = manager.remember("u1", mine)
    manager.remember("u1", theirs)
    hits = manager.search("u1", question, k=2)
    assert hits[0].record.id == own.memory_id


LIKES = [
    # (an older value, a newer one said with no update, a question about the slot)
    (
        "I love rock climbing.",
        "I've gotten really into birdwatching, it's so calming.",
        "What hobby does the user enjoy these days?",
    ),
    ("I enjoy baking bread.", "I'm really into pottery.", "What do I like doing now?"),
    ("我喜欢打羽毛球。", "我迷上飞盘了，每周都去。", "用户最近喜欢什么运动？"),
    ("我喜欢钓鱼。", "我爱上拼乐高了。", "我现在喜欢干什么？"),
    # with no time in the question: the newer still answers first
    (
        "I have a pollen allergy.",
        "The allergist says I'm allergic to dust mites.",
        "What allergy does the user have?",
    ),
    ("我对青霉素过敏。", "体检查出来我对尘螨过敏。", "用户对什么过敏？"),
    (
        "I hate cilantro.",
        "Olives are the worst, I can't stand them.",
        "What food does the user dislike?",
    ),
]


@pytest.mark.parametrize(("older", "newer", "question"), LIKES)
def test_a_question_about_a_multi_valued_slot_puts_the_newest_of_its_values_first(
    manager: MemoryManager, clock: FixedClock, older: str, newer: str, question: str
) -> None:
    first = manager.remember("u1", older)
    clock.current += timedelta(days=60)
    second = manager.remember("u1", newer)
    for result in (first, second):  # two likes, both still held: nothing superseded
        record = manager.long_term.get("u1", result.memory_id or "")
        assert record is not None
        assert len(record.slot_facts) == 1 and record.slot_facts[0].status == "active"
    hits = manager.search("u1", question, k=2)
    assert [h.record.id for h in hits] == [second.memory_id, first.memory_id]


@pytest.mark.parametrize(
    ("mine", "request_", "question"),
    [
        (
            "I hate cilantro, tastes like soap.",
            "also translate 'enjoy your meal' into German",
            "What does the user dislike?",
        ),
        (
            "I love hiking on weekends.",
            "write a haiku about loving the rain",
            "What does the user enjoy?",
        ),
        (
            "I'm allergic to peanuts.",
            "summarize this article on peanut allergies in kids",
            "What is the user allergic to?",
        ),
    ],
)
def test_a_later_request_that_names_the_topic_does_not_answer_for_the_user(
    manager: MemoryManager, clock: FixedClock, mine: str, request_: str, question: str
) -> None:
    own = manager.remember("u1", mine)
    clock.current += timedelta(days=1)
    manager.remember("u1", request_)
    hits = manager.search("u1", question, k=2)
    assert hits[0].record.id == own.memory_id, [h.record.content for h in hits]
