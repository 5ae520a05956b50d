"""English household facts said in passing: a divorce finalised by "the user and her
husband", a child counted by its rank ("Our third arrived" → 3) or by the house ("so
it's two kids in the house now"), a pet named with "just me and my goldfish" or
mourned with "RIP". And the other half: "my partner" as someone who does something is
no relationship status, other people's children and pets are not the user's."""

from __future__ import annotations

import pytest

from memory_ext.extraction import RuleFactExtractor, value_key

EXTRACT = RuleFactExtractor().extract

Case = tuple[str, str, str, int]  # text, slot, value (compared by key), polarity

HOUSEHOLD: list[Case] = [
    (
        "The user and her husband finalized their divorce last month.",
        "marital_status",
        "divorced",
        1,
    ),
    ("My husband and I finalised our divorce in May", "marital_status", "divorced", 1),
    ("User and his wife finalized the divorce", "marital_status", "divorced", 1),
    ("We signed the divorce papers yesterday", "marital_status", "divorced", 1),
    ("The divorce went through last week", "marital_status", "divorced", 1),
    ("Our third arrived on Tuesday, a baby girl, everyone's healthy!", "children", "3 kids", 1),
    ("Our second was born last night", "children", "2 kids", 1),
    (
        "We adopted a little boy recently, so it's two kids in the house now.",
        "children",
        "two kids",
        1,
    ),
    ("That's three kids now!", "children", "3 kids", 1),
    ("We're up to four kids", "children", "4 kids", 1),
    ("Kid number two arrived last week!", "children", "2 kids", 1),
    ("We have a third on the way.", "children", "expecting a baby", 1),
    ("I'm a married woman now.", "marital_status", "married", 1),
    ("Got back together with my ex.", "marital_status", "in a relationship", 1),
    ("Just me and my goldfish.", "pets", "goldfish", 1),
    ("It's just me and the dog these days", "pets", "dog", 1),
    ("Just me and my two cats", "pets", "two cats", 1),
    ("Goldfish situation: RIP.", "pets", "goldfish", -1),
    ("RIP to my hamster", "pets", "hamster", -1),
]

NOT_SET: list[tuple[str, str]] = [
    ("Horror's fine now, my partner converted me.", "marital_status"),
    ("My business partner and I signed the lease", "marital_status"),
    ("My partner in crime for this project is Dave", "marital_status"),
    ("My sister finalized her divorce", "marital_status"),
    ("Their divorce went through last week", "marital_status"),
    ("My sister's third arrived on Tuesday", "children"),
    ("It's two kids per table at the party", "children"),
    ("My brother has two kids now", "children"),
    ("Me and my dog went hiking", "children"),
    ("RIP to my phone", "pets"),
    ("My neighbour's dog died", "pets"),
    ("Just me and my thoughts", "pets"),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), HOUSEHOLD)
def test_everyday_household_phrasing_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, value_key(f.value)): f.polarity for f in EXTRACT(text)}
    assert facts.get((slot, value_key(value))) == polarity, EXTRACT(text)


@pytest.mark.parametrize(("text", "slot"), NOT_SET)
def test_other_people_and_other_partners_set_no_household_slot(text: str, slot: str) -> None:
    assert slot not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("3 kids", "three children"),
        ("two kids", "2 children"),
        ("eggs", "egg"),
        ("cats", "cat"),
        ("peanuts", "peanut"),
        ("dogs", "Dog"),
        ("Tree nuts", "tree nut"),
    ],
)
def test_number_words_and_short_plurals_share_a_key(a: str, b: str) -> None:
    assert value_key(a) == value_key(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("bus", "bu"), ("this", "thi"), ("glass", "glas"), ("猫", "猫们"), ("two", "twenty")],
)
def test_other_words_keep_their_own_key(a: str, b: str) -> None:
    assert value_key(a) != value_key(b)
