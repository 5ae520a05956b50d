"""Chains of everyday English updates through the public MemoryManager API on real Redis
+ Chroma: each new phrasing supersedes the value before it, history keeps every value in
order, and the news of a stay, a plan or someone else supersedes nothing."""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest

from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

CHAINS = [
    # (slot, [(statement, value it sets)], a distractor that must change nothing, question)
    (
        "location",
        [
            ("I'm based in Austin, Texas.", "Austin"),
            ("We packed up and headed to Denver in March, loving the mountains.", "Denver"),
            ("We're in Boulder now, closer to the trails.", "Boulder"),
        ],
        "Spending the month in Lisbon for work, back home in June.",
        "Where does the user live now?",
    ),
    (
        "employer",
        [
            ("I work at Deloitte as an auditor.", "Deloitte"),
            ("I handed in my notice at Deloitte and I'm starting at KPMG next week.", "KPMG"),
            ("Left KPMG in the fall. I've been at Stripe for two weeks now.", "Stripe"),
        ],
        "My husband just got an offer from Amazon, we're celebrating tonight!",
        "Which company does the user work for?",
    ),
    (
        "income",
        [
            ("I make 60k a year.", "60k"),
            ("Got a raise, I'm on 72k now.", "72k"),
            ("They bumped me to 80k", "80k"),
        ],
        "I'm at 10k steps a day, feeling great.",
        "How much does the user earn?",
    ),
    (
        "rent",
        [
            ("Rent's $1,800 a month.", "$1,800"),
            ("The landlord raised my rent to $1,950.", "$1,950"),
        ],
        "My sister's rent is $3,000, it's crazy.",
        "How much rent does the user pay?",
    ),
    (
        "name",
        [
            ("name's Jon", "Jon"),
            ("sorry, typo up there — it's John, with an h", "John"),
        ],
        "My brother's name is Dave.",
        "What is the user's name?",
    ),
]


@pytest.mark.parametrize(("slot", "steps", "distractor", "question"), CHAINS)
def test_an_everyday_update_chain_keeps_history_and_ranks_the_latest_first(
    manager: MemoryManager,
    clock: FixedClock,
    slot: str,
    steps: list[tuple[str, str]],
    distractor: str,
    question: str,
) -> None:
    ids = []
    for days_ago, (text, _) in zip(range(90, 0, -30), steps, strict=False):
        ids.append(manager.remember("u", text, ts=clock.current - timedelta(days=days_ago)))
    for before, after in itertools.pairwise(ids):
        assert before.memory_id in after.ids("superseded")
    noise = manager.remember("u", distractor, ts=clock.current - timedelta(hours=1))
    assert noise.ids("superseded") == []
    history = manager.history("u", slot)
    assert [h.value for h in history] == [value for _, value in steps]
    assert [h.status for h in history] == ["superseded"] * (len(steps) - 1) + ["active"]
    assert manager.search("u", question, k=3)[0].record.id == ids[-1].memory_id


def test_a_pet_that_died_is_history_and_the_new_one_is_current(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember("u", "I have a beagle called Rex.", ts=clock.current - timedelta(days=200))
    manager.remember(
        "u", "Rex passed away in the spring :( we've got a parrot now, his name's Kiwi."
    )
    history = {h.value: h.status for h in manager.history("u", "pets")}
    assert history["beagle called Rex"] == "superseded"
    assert history["parrot"] == "active"


def test_a_stay_between_two_homes_supersedes_neither(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember("u", "I live in Portland.", ts=clock.current - timedelta(days=60))
    stay = manager.remember("u", "I'm at the Hilton in Tokyo this week for a conference.")
    assert stay.ids("superseded") == []
    assert [(h.value, h.status) for h in manager.history("u", "location")] == [
        ("Portland", "active")
    ]
    assert [h.value for h in manager.history("u", "current_stay")] == ["Tokyo"]


@pytest.mark.parametrize(
    "text",
    [
        "I'd love to live in Lisbon someday.",
        "I'm thinking about moving to Denver.",
        "My brother just moved to Denver.",
        "I left my keys at home.",
        "We bought a house in Spain as a holiday home.",
    ],
)
def test_wishes_plans_and_others_keep_the_home(
    manager: MemoryManager, clock: FixedClock, text: str
) -> None:
    manager.remember("u", "I live in Portland.", ts=clock.current - timedelta(days=60))
    assert manager.remember("u", text).ids("superseded") == []
    assert [h.status for h in manager.history("u", "location")] == ["active"]


def test_a_first_pet_ends_having_no_pets(manager: MemoryManager, clock: FixedClock) -> None:
    manager.remember("u", "I don't have any pets.", ts=clock.current - timedelta(days=90))
    manager.remember("u", "We adopted a rescue cat last week!")
    history = {h.value: h.status for h in manager.history("u", "pets")}
    assert history == {"no pets": "superseded", "rescue cat": "active"}


@pytest.mark.parametrize(
    ("none_said", "found"),
    [
        ("no allergies that i know of, i can eat anything", "turns out i'm allergic to penicillin"),
        ("I don't have any allergies.", "The doctor says I'm allergic to shellfish."),
        ("User has no known allergies.", "User is allergic to latex."),
    ],
)
def test_an_allergy_found_ends_having_no_allergies(
    manager: MemoryManager, clock: FixedClock, none_said: str, found: str
) -> None:
    manager.remember("u", none_said, ts=clock.current - timedelta(days=90))
    manager.remember("u", found)
    history = [(h.value, h.status) for h in manager.history("u", "allergies")]
    assert history[0] == ("none", "superseded") and history[-1][1] == "active", history
    assert len(history) == 2, history


def test_a_note_said_to_be_wrong_replaces_the_allergy_it_names(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember("u", "User is allergic to cats.", ts=clock.current - timedelta(days=30))
    manager.remember(
        "u",
        "User said the cat allergy note is wrong: they own a cat with zero problems; "
        "it's dogs they're allergic to.",
    )
    history = {h.value: h.status for h in manager.history("u", "allergies")}
    assert history == {"cats": "superseded", "dogs": "active"}


def test_a_second_allergy_does_not_end_the_first(manager: MemoryManager, clock: FixedClock) -> None:
    manager.remember("u", "I'm allergic to cats.", ts=clock.current - timedelta(days=30))
    manager.remember("u", "I'm also allergic to penicillin.")
    history = {h.value: h.status for h in manager.history("u", "allergies")}
    assert history == {"cats": "active", "penicillin": "active"}
