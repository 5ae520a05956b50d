"""The English grammar's fifth pass (:mod:`memory_ext.extraction.en_everyday`), family by
family: phrasings written from how people talk — a move with its object or direction,
a home acquired, a bare fragment, a switch between employers, a slot before a colon,
endings — each with a clean value, and the distractors and non-updates of the same
families (a plan, a visit, a meeting, someone else's news) that must set nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor
from memory_ext.model import Fact

EXTRACT = RuleFactExtractor().extract

Case = tuple[str, str, str, int]  # text, slot, value as stored, polarity


def _facts(text: str) -> dict[tuple[str, str], Fact]:
    return {(f.slot, f.value): f for f in EXTRACT(text)}


HOME: list[Case] = [
    ("Relocated the family to Austin over the summer.", "location", "Austin", 1),
    ("We moved across the country to Seattle.", "location", "Seattle", 1),
    ("Moved up to Edinburgh last year.", "location", "Edinburgh", 1),
    ("We moved the whole family down to Brighton in May", "location", "Brighton", 1),
    ("User relocated to Austin.", "location", "Austin", 1),
    ("Got transferred to London.", "location", "London", 1),
    ("I was transferred to the Chicago office in March", "location", "Chicago", 1),
    ("Work moved me to Dallas.", "location", "Dallas", 1),
    ("My company relocated us to Denver", "location", "Denver", 1),
    ("Now calling Denver home.", "location", "Denver", 1),
    ("Denver now.", "location", "Denver", 1),
    ("Austin these days.", "location", "Austin", 1),
    ("Since the move to Denver things have been hectic.", "location", "Denver", 1),
    ("Our move to Leeds went smoothly", "location", "Leeds", 1),
    ("Moving went well, we're in Denver as of last week.", "location", "Denver", 1),
    ("Just signed a lease in Boston!", "location", "Boston", 1),
    ("We ended up buying a house in Raleigh.", "location", "Raleigh", 1),
    ("Signed the lease on a two-bed in Glasgow", "location", "Glasgow", 1),
    ("My home base is Atlanta now.", "location", "Atlanta", 1),
    ("I live out in Boulder now", "location", "Boulder", 1),
    ("We're Chicago-based now.", "location", "Chicago", 1),
    ("Current city: Denver", "location", "Denver", 1),
]

WORK: list[Case] = [
    ("Landed a job at Pfizer.", "employer", "Pfizer", 1),
    ("Just scored a job with Monzo", "employer", "Monzo", 1),
    ("Jumped ship to Canva.", "employer", "Canva", 1),
    ("I moved over to Atlassian in March.", "employer", "Atlassian", 1),
    ("Moved from Google to Meta.", "employer", "Meta", 1),
    ("Switched from Google to Meta last month.", "employer", "Meta", 1),
    ("Left Google for a startup called Foobar.", "employer", "Foobar", 1),
    ("Signed my contract with Stripe today!", "employer", "Stripe", 1),
    ("I've moved on from Google, I'm at Anthropic now.", "employer", "Anthropic", 1),
    ("I've moved on from Google, happy to be done", "employer", "Google", -1),
    ("I'm at Meta now.", "employer", "Meta", 1),
    ("My new employer is Unilever.", "employer", "Unilever", 1),
    ("I'm the new head of marketing.", "job_title", "head of marketing", 1),
    ("New title: Staff Engineer", "job_title", "Staff Engineer", 1),
]

HOUSEHOLD: list[Case] = [
    ("Getting married next month!", "marital_status", "engaged", 1),
    ("We're getting married in June", "marital_status", "engaged", 1),
    ("We got married last weekend!", "marital_status", "married", 1),
    ("I'm newly single.", "marital_status", "single", 1),
    ("Officially divorced as of Friday", "marital_status", "divorced", 1),
    ("Baby arrived last week!", "children", "baby", 1),
    ("Our second child was born yesterday.", "children", "two children", 1),
    ("Adopted a rescue greyhound.", "pets", "rescue greyhound", 1),
    ("We got a labradoodle", "pets", "labradoodle", 1),
    ("The dog passed.", "pets", "dog", -1),
    ("Our old cat died last night", "pets", "cat", -1),
    ("We had to put our dog down.", "pets", "dog", -1),
]

FOOD_AND_TASTES: list[Case] = [
    ("Going plant-based.", "diet", "plant-based", 1),
    ("Done with keto.", "diet", "keto", -1),
    ("No longer doing keto.", "diet", "keto", -1),
    ("Diagnosed with a nut allergy.", "allergies", "nut", 1),
    ("My peanut allergy is gone.", "allergies", "peanut", -1),
    ("My cat allergy has cleared up", "allergies", "cat", -1),
    ("Not really into sushi anymore.", "likes", "sushi", -1),
    ("I'm done with running.", "likes", "running", -1),
    ("Fave food rn: tacos", "favourite:food", "tacos", 1),
    ("Favourite show at the moment: Severance.", "favourite:show", "Severance", 1),
    ("My favourite book has to be Dune.", "favourite:book", "Dune", 1),
    ("My favourite colour used to be blue but now it's green.", "favourite:colour", "green", 1),
]

NUMBERS: list[Case] = [
    ("Pay bump to 80k!", "income", "80k", 1),
    ("New salary: 85k.", "income", "85k", 1),
    ("My rent just went up to 2,100.", "rent", "2,100", 1),
    ("My rent used to be 1,200 but now it's 1,450", "rent", "1,450", 1),
    ("Weighed in at 80kg this morning.", "weight", "80kg", 1),
]

FAMILIES = HOME + WORK + HOUSEHOLD + FOOD_AND_TASTES + NUMBERS


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), FAMILIES)
def test_everyday_phrasing_of_the_fifth_pass_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = _facts(text)
    assert (slot, value) in facts, EXTRACT(text)
    assert facts[(slot, value)].polarity == polarity


#: (text, slots it must not set): the same families as plans, visits, others' news.
NOT_THE_USERS = [
    (text, frozenset(slots.split()))
    for text, slots in [
        ("My sister just moved across the country to Seattle.", "location"),
        ("My brother relocated the family to Austin.", "location"),
        ("Our move to Denver is next month.", "location"),
        ("The move to Denver fell through.", "location"),
        ("We're planning the move to Leeds", "location"),
        ("We're buying a house in Raleigh next year.", "location"),
        ("We're thinking about buying a house in Raleigh.", "location"),
        ("Work might transfer me to London.", "location"),
        ("Denver next week.", "location"),
        ("In Denver now for the conference.", "location"),
        ("Tuesday now.", "location"),
        ("I'm at Google for a meeting", "employer"),
        ("I'm at Amazon for an interview today", "employer"),
        ("My wife jumped ship to Canva.", "employer"),
        ("My husband moved from Google to Meta.", "employer"),
        ("We went to Disney last week", "employer"),
        ("I made the jump to Stripe", "location"),
        ("Switched from Spotify to Apple Music", "employer"),
        ("Thinking of moving over to Atlassian.", "employer"),
        ("I'm done with dinner", "likes"),
        ("I'm done with the dishes", "likes"),
        ("Going vegan in January!", "diet"),
        ("Going vegan next month", "diet"),
        ("My sister is going vegan.", "diet"),
        ("My son's peanut allergy is gone.", "allergies"),
        ("My neighbour's dog passed away.", "pets"),
        ("My sister's cat died.", "pets"),
        ("My brother got married last weekend", "marital_status"),
        ("My friend's baby arrived last week!", "children"),
        ("My wife's salary used to be 50k but now it's 60k", "income"),
        ("My brother's new salary: 85k", "income"),
        ("I want a pay bump to 80k", "income"),
        ("Should I ask for a raise to 90k?", "income"),
    ]
]


@pytest.mark.parametrize(("text", "slots"), NOT_THE_USERS)
def test_plans_visits_and_others_news_of_the_fifth_pass_set_nothing(
    text: str, slots: frozenset[str]
) -> None:
    assert not {f.slot for f in EXTRACT(text)} & slots, EXTRACT(text)


_CITIES = st.from_regex(r"[A-Z][a-z]{2,6}(?:ville|ton|burg|ford|haven)", fullmatch=True)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "We relocated the family to {v} last year",
            "I moved across the country to {v}",
            "Since the move to {v} I've been busy",
            "We ended up buying a house in {v}",
            "Just signed a lease in {v}",
            "Now calling {v} home",
            "I live out in {v} now",
        ]
    ),
    _CITIES,
)
def test_any_city_in_a_fifth_pass_home_frame(frame: str, city: str) -> None:
    facts = EXTRACT(frame.format(v=city))
    assert ("location", city) in [(f.slot, f.value) for f in facts], facts


@settings(deadline=None)
@given(
    st.sampled_from(
        [
            "My sister {verb} to {v}",
            "We might have {verb} to {v}",
            "Should we get {verb} to {v}?",
            "If we {verb} to {v} we'd need a car",
        ]
    ),
    st.sampled_from(["moved across the country", "relocated the family", "moved up"]),
    _CITIES,
)
def test_no_relative_plan_or_question_moves_the_home(frame: str, verb: str, city: str) -> None:
    facts = EXTRACT(frame.format(verb=verb, v=city))
    assert "location" not in {f.slot for f in facts}, facts
