"""A memory the grammar read no fact from can still answer a question about a slot: when
one of its sentences is a plain statement of the user about that slot that names a value
(``questions.about_slot``), the ranking puts it with the slot's current answers, newest
first. These are the phrasings the rules do not know yet; the rule must take the user's
own statement and leave someone else's, a plan, a question or what held once.

Each row is (text, slot, states): ``states`` is whether the text answers for the user."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_ext.extraction.questions import about_slot
from memory_ext.model import MemoryRecord


def _record(text: str) -> MemoryRecord:
    return MemoryRecord(
        id="m1",
        user_id="u1",
        kind="semantic",
        content=text,
        created_at=datetime(2024, 1, 1, tzinfo=UTC),
    )


CORPUS = [
    # a Chinese sentence with no subject is the speaker's
    ("减肥三个月终于到68kg了！！超额完成", "weight", True),
    ("这半年瘦到了52kg", "weight", True),
    ("神奇的是最近最受不了的反而是榴莲", "likes", True),
    # … unless it names a group or hearsay
    ("我们组平均体重都70kg了", "weight", False),
    ("听说最近大家都受不了榴莲", "likes", False),
    # a plan counts in its own clause only: the engagement is said, the wedding planned
    ("啊不对，准确说是订婚了，还没领证，明年五月才办酒", "marital_status", True),
    ("明年五月打算订婚", "marital_status", False),
    ("Quick correction, I'm engaged, the wedding is planned for next May", "marital_status", True),
    ("I might get engaged next May", "marital_status", False),
    # a statement followed by a request is judged by the statement (an English one with no
    # subject is not taken as the user's: it names no one)
    ("Down to 68 kg after the cut! Can you plan my maintenance calories?", "weight", False),
    ("I'm down to 68 kg after the cut. Can you plan my maintenance calories?", "weight", True),
    ("我现在68kg了。帮我算下每天该吃多少？", "weight", True),
    # … and a decimal point is no end of a sentence
    ("I'm down to 68.5 kg. Can you plan my maintenance calories?", "weight", True),
    # a question in the same sentence still is one
    ("would I be healthier at 68 kg?", "weight", False),
    ("我要是瘦到68kg会不会好看点？", "weight", False),
    # what held in childhood or back then is not now
    ("小时候最喜欢的水果是西瓜，那会儿夏天几毛钱一斤", "favourite:fruit", False),
    ("As a kid my favourite fruit was Watermelon", "favourite:fruit", False),
    # a pet's or a child's weight is theirs
    ("用户家的狗都快30kg了。", "weight", False),
    ("My dog weighs 30 kg now", "weight", False),
    ("宝宝满月了，6kg了", "weight", False),
    # someone else named in the sentence
    ("My brother weighs 90 kg", "weight", False),
    ("室友最近瘦到60kg了", "weight", False),
    # "we" is the user's household for what it shares: a home, its rent, pets, children
    ("We live in Bristol these days, the hills are brutal", "location", True),
    ("We're paying $2,050 in rent since the renewal", "rent", True),
    ("We've got two cats and a dog these days", "pets", True),
    # … not for what is one person's own
    ("We weigh 80 kg between the two bags", "weight", False),
    ("Our salary bands are 40k to 60k", "income", False),
    # … and not when someone else is named
    ("Our neighbours moved to Bristol", "location", False),
    # "one day" names no value: a plan in another clause stays a plan
    ("lol one day i'm gonna crack and go full keto, bacon every meal", "diet", False),
]


@pytest.mark.parametrize(("text", "slot", "states"), CORPUS)
def test_a_factless_statement_answers_for_the_user_only_when_it_is_theirs_and_now(
    text: str, slot: str, states: bool
) -> None:
    now, stale = about_slot([_record(text)], slot)
    assert bool(now[0]) is states
    assert not stale[0]  # no fact of the slot was ever set, so none was superseded
