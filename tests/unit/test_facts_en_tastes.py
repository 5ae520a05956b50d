"""English tastes said in passing: a diet one follows or drops ("User follows a keto
diet", "dropped keto; now does intermittent fasting"), an allergy cleared or corrected
("peanuts are fine now", "It was never the cats, it's dust mites"), a like that stopped
("jazz doesn't do it for me anymore", "hiking is out", "Musicals though... nope, can't
sit through them") or started ("living on techno lately"), a favourite said with a hedge
("I'd say my favourite colour is navy blue"), a purpose ("my favourite sport to watch"),
a rank ("my number one now") or as the one it replaced ("it's overtaken football as my
favourite"). A like that turns retires the opposite like of the same thing. A conditional word used as a name ("My favourite song is Imagine") is no
conditional. And the other half: goals, wishes, questions and other people's tastes set
none of them."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.conflict import replaced_values
from memory_ext.extraction import RuleFactExtractor, value_key
from memory_ext.model import MemoryRecord, SlotFact

EXTRACT = RuleFactExtractor().extract
_T = datetime(2024, 1, 1, tzinfo=timezone.utc)

Case = tuple[str, str, str, int]  # text, slot, value (compared by key), polarity

DIET: list[Case] = [
    ("User follows a keto diet.", "diet", "keto", 1),
    ("I follow a vegan diet", "diet", "vegan", 1),
    ("I stick to a paleo diet", "diet", "paleo", 1),
    ("I do keto", "diet", "keto", 1),
    ("User dropped keto; now does intermittent fasting, 16:8.", "diet", "intermittent fasting", 1),
    ("User dropped keto.", "diet", "keto", -1),
    ("I ditched paleo last month", "diet", "paleo", -1),
    ("I've given up dairy.", "diet", "no dairy", 1),
    ("Off meat since January.", "diet", "vegetarian", 1),
    ("Technically I still eat fish, so pescatarian is more accurate.", "diet", "pescatarian", 1),
    ("Gluten-free here, doctor's orders.", "diet", "gluten-free", 1),
]

ALLERGIES: list[Case] = [
    (
        "Got the allergy panel back. It was never the cats, it's dust mites.",
        "allergies",
        "dust mites",
        1,
    ),
    ("Allergy test results: it's not pollen, it's mould.", "allergies", "mould", 1),
    (
        "Finished oral immunotherapy, peanuts are fine now! But of all things I've developed a "
        "shellfish allergy.",
        "allergies",
        "peanuts",
        -1,
    ),
    ("Did the allergy challenge, eggs are totally fine now", "allergies", "eggs", -1),
    ("I have a mild allergy to pollen now.", "allergies", "pollen", 1),
    ("Lactose intolerant since last year.", "allergies", "lactose", 1),
]

LIKES: list[Case] = [
    (
        "Honestly jazz doesn't do it for me anymore, I've been living on techno lately.",
        "likes",
        "jazz",
        -1,
    ),
    (
        "Honestly jazz doesn't do it for me anymore, I've been living on techno lately.",
        "likes",
        "techno",
        1,
    ),
    ("Sushi just doesn't do it for me", "likes", "sushi", -1),
    ("Running isn't for me anymore", "likes", "running", -1),
    (
        "Knees are shot so hiking is out; I've gotten really into swimming instead.",
        "likes",
        "hiking",
        -1,
    ),
    (
        "Knees are shot so hiking is out; I've gotten really into swimming instead.",
        "likes",
        "swimming",
        1,
    ),
    ("Love hiking on weekends.", "likes", "hiking", 1),
    (
        "Horror's fine now, my partner converted me. Musicals though... nope, can't sit through "
        "them.",
        "likes",
        "musicals",
        -1,
    ),
    ("Opera? Nope, can't stand it.", "likes", "opera", -1),
    ("I can't sit through musicals", "likes", "musicals", -1),
    ("Football bores me now.", "likes", "Football", -1),
    ("I've started liking olives.", "likes", "olives", 1),
    ("Olives are growing on me.", "likes", "Olives", 1),
    ("Can't get enough of sourdough baking lately.", "likes", "sourdough baking", 1),
    ("Been playing padel nonstop lately", "likes", "padel", 1),
    ("I've had Taylor Swift on repeat lately", "likes", "Taylor Swift", 1),
    ("Horror's fine now, my partner converted me.", "likes", "Horror", 1),
    ("Mornings are OK now, they grew on me", "likes", "Mornings", 1),
]

FAVOURITES: list[Case] = [
    ("These days I'd say my favourite colour is navy blue.", "favourite:colour", "navy blue", 1),
    ("I'd have to say my favourite food is ramen", "favourite:food", "ramen", 1),
    ("Football's my favourite sport to watch.", "favourite:sport", "Football", 1),
    ("My favourite thing to cook is risotto", "favourite:thing", "risotto", 1),
    (
        "Since the Olympics I'm hooked on hockey, it's overtaken football as my favourite.",
        "favourite:sport",
        "hockey",
        1,
    ),
    (
        "I'm obsessed with tennis, it's replaced golf as my favourite sport",
        "favourite:sport",
        "tennis",
        1,
    ),
    (
        "OK 'forever' lasted a decade. Arctic Monkeys are my number one now.",
        "favourite:thing",
        "Arctic Monkeys",
        1,
    ),
    ("Pizza is my number one food", "favourite:food", "Pizza", 1),
    ("Favourite food is now ramen.", "favourite:food", "ramen", 1),
    ("My favourite song is Imagine", "favourite:song", "Imagine", 1),
    ("My favourite show is What If", "favourite:show", "What If", 1),
    ("Imagine Dragons is my favourite band", "favourite:band", "Imagine Dragons", 1),
]

NOT_SET: list[tuple[str, str]] = [
    ("Imagine if I moved to Paris", "location"),
    ("Imagine if I was vegan", "diet"),
    ("Imagine I moved to Paris", "location"),
    ("If my favourite colour were blue, I'd paint the house", "favourite:colour"),
    ("My sister follows a keto diet", "diet"),
    ("Should I follow a keto diet?", "diet"),
    ("I'd say keto is overrated", "diet"),
    ("My goal is to eat keto", "diet"),
    ("My wife's allergy panel came back: it's dust mites, not cats", "allergies"),
    ("It was never the money, it's the people", "allergies"),
    ("The new iPhone is out", "likes"),
    ("The sun is out", "likes"),
    ("My brother says jazz doesn't do it for him", "likes"),
    ("Does jazz do it for you?", "likes"),
    ("keto is overrated", "diet"),
    ("Gluten-free here, doctor's orders.", "name"),
    ("My dog is my number one", "favourite:thing"),
    ("Favourite food is a tough question", "favourite:food"),
    ("My brother bores me", "likes"),
    ("My son is lactose intolerant", "allergies"),
    ("She's my number one", "favourite:thing"),
    ("We were number one in the league", "favourite:thing"),
    ("Been living on savings lately", "likes"),
    ("Been living on a boat lately", "likes"),
    ("My back is fine now", "likes"),
    ("Everything's fine now", "likes"),
    ("It's fine now", "likes"),
    ("Kids are fine now, they're with grandma.", "likes"),
    ("Work's fine now.", "likes"),
    ("Coffee's fine now, the machine is fixed.", "likes"),
]


@pytest.mark.parametrize(
    ("text", "slot", "value", "polarity"), DIET + ALLERGIES + LIKES + FAVOURITES
)
def test_everyday_taste_phrasing_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, value_key(f.value)): f.polarity for f in EXTRACT(text)}
    assert facts.get((slot, value_key(value))) == polarity, EXTRACT(text)


def test_a_dislike_without_a_change_word_is_no_change() -> None:
    facts = EXTRACT("Horror films aren't for me, never have been.")
    assert [(f.value, f.polarity, f.temporal) for f in facts] == [("Horror films", -1, False)]


def test_a_like_keeps_no_time_phrase() -> None:
    assert [f.value for f in EXTRACT("Love hiking on weekends.")] == ["hiking"]


@pytest.mark.parametrize(("text", "slot"), NOT_SET)
def test_conditionals_goals_and_other_people_set_no_taste(text: str, slot: str) -> None:
    assert slot not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


def _like(record_id: str, value: str, polarity: int) -> MemoryRecord:
    return MemoryRecord(
        record_id, "u", "semantic", value, _T, slot="likes", value=value,
        facts=(SlotFact("likes", value, polarity),),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("old", "polarity", "text"),
    [
        ("hiking on weekends", 1, "Knees are shot so hiking is out"),
        ("horror movies", -1, "Horror's fine now, my partner converted me."),
        ("jazz records", 1, "Honestly jazz doesn't do it for me anymore"),
    ],
)
def test_a_like_that_turns_retires_the_opposite_like_in_other_words(
    old: str, polarity: int, text: str
) -> None:
    fact = next(f for f in EXTRACT(text) if f.slot == "likes")
    stored = [_like("old", old, polarity), _like("kept", "chess", polarity)]
    retired = replaced_values(fact, stored, _T + timedelta(days=1))
    assert [(r.id, v) for r, v in retired] == [("old", old)]


def test_a_like_that_does_not_turn_retires_nothing() -> None:
    fact = next(f for f in EXTRACT("I love hiking") if f.slot == "likes")
    assert replaced_values(fact, [_like("old", "hiking trips", -1)], _T) == []


_TASTES = st.sampled_from(["jazz", "sushi", "hiking", "opera", "k-pop", "running", "olives"])


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            ("Honestly {v} doesn't do it for me anymore", -1),
            ("{v} isn't for me anymore", -1),
            ("{v} bores me now", -1),
            ("I can't sit through {v}", -1),
            ("{v}? Nope, can't stand it.", -1),
            ("I've been living on {v} lately", 1),
            ("I've started liking {v}", 1),
            ("{v} is growing on me", 1),
        ]
    ),
    _TASTES,
)
def test_any_taste_in_a_like_frame(frame: tuple[str, int], taste: str) -> None:
    text = frame[0].format(v=taste)
    text = text[0].upper() + text[1:]
    facts = [(f.slot, value_key(f.value), f.polarity) for f in EXTRACT(text)]
    assert facts == [("likes", value_key(taste), frame[1])], (text, facts)
