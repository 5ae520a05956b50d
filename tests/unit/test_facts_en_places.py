"""English home, stay and name facts said in passing: a home dated by when it became one
("Denver is home as of last weekend"), a new home named while unpacking ("unpacking
boxes in our new flat in Bristol"), an arrival on a trip ("Landed in Kuala Lumpur"), the
rest of a stay somewhere else ("spending the rest of the month at a friend's cottage in
Cornwall", where "left Bath" is no employer), a name introduced with "here" ("Laura Chen
here") or changed "from now on". And the other half: viewings, plans, someone else's
news and questions set none of them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor

EXTRACT = RuleFactExtractor().extract

Case = tuple[str, str, str, int]  # text, slot, value as stored, polarity

HOME: list[Case] = [
    (
        "Lease is up and we're out of Texas. Denver is home as of last weekend.",
        "location",
        "Denver",
        1,
    ),
    ("Leeds is home since March", "location", "Leeds", 1),
    ("Glasgow's officially home now", "location", "Glasgow", 1),
    ("Lisbon is our home for good", "location", "Lisbon", 1),
    (
        "We finally moved! Unpacking boxes in our new flat in Bristol, which is closer to my "
        "parents.",
        "location",
        "Bristol",
        1,
    ),
    ("First night in our new house in Leeds!", "location", "Leeds", 1),
    ("Settling into my new apartment in Chicago", "location", "Chicago", 1),
    ("Loving our new place in Porto so far", "location", "Porto", 1),
    ("Relocated for work, Seattle is where we live now.", "location", "Seattle", 1),
    ("We've left London for good, Bristol is our new home.", "location", "Bristol", 1),
    ("Moved house! Now in Brighton.", "location", "Brighton", 1),
    ("We moved last month, now living in Leeds", "location", "Leeds", 1),
]

STAY: list[Case] = [
    (
        "Landed in Kuala Lumpur for the second leg of the trip, here until Friday.",
        "current_stay",
        "Kuala Lumpur",
        1,
    ),
    ("Just landed in Tokyo!", "current_stay", "Tokyo", 1),
    ("Arrived in Lisbon for the conference", "current_stay", "Lisbon", 1),
    ("We touched down in Reykjavik an hour ago", "current_stay", "Reykjavik", 1),
    ("Checked into a hotel in Madrid for the week.", "current_stay", "Madrid", 1),
    ("Flew into Chicago this morning for meetings until Thursday.", "current_stay", "Chicago", 1),
    ("Made it to Lisbon, staying till Sunday.", "current_stay", "Lisbon", 1),
    (
        "User has left Bath and is spending the rest of the month at a friend's cottage in "
        "Cornwall.",
        "current_stay",
        "Cornwall",
        1,
    ),
    ("Spending the rest of the week in Rome", "current_stay", "Rome", 1),
    ("I'm spending the rest of the summer at my aunt's place in Devon", "current_stay", "Devon", 1),
]

NAME: list[Case] = [
    ("hey, Laura Chen here, nice to meet you", "name", "Laura Chen", 1),
    ("Hi! Tom here.", "name", "Tom", 1),
    ("Hello, Priya Shah here", "name", "Priya Shah", 1),
    ("My name's actually Katherine with a K.", "name", "Katherine", 1),
    (
        "Heads up: I took my wife's surname when we married, so it's Laura Whitfield from now on.",
        "name",
        "Laura Whitfield",
        1,
    ),
    ("I took my husband's last name, so it's Ana Costa going forward", "name", "Ana Costa", 1),
]

NOT_SET: list[tuple[str, str]] = [
    ("We're viewing a couple of flats in Bristol this weekend, fingers crossed.", "location"),
    ("My sister's new flat in Bristol is tiny", "location"),
    ("Our new flat in Bristol will be ready next month", "location"),
    ("Denver would be home if we could afford it", "location"),
    ("Is Denver home now?", "location"),
    ("My parents moved! Now in Brighton.", "location"),
    ("We moved the meeting, now in Room B", "location"),
    ("Seattle is where my sister lives", "location"),
    ("User has left Bath and is spending the rest of the month in Cornwall.", "employer"),
    ("Left Bath on Friday, staying with friends in Cornwall for a bit", "employer"),
    ("My flight landed in Tokyo late", "location"),
    ("My parents landed in Tokyo", "current_stay"),
    ("Landed in Denver, this is home now", "current_stay"),
    ("We finally made it to Melbourne, new life starts now", "current_stay"),
    ("Same here, nice to meet you", "name"),
    ("London here is rainy", "name"),
    ("Tom here is my brother", "name"),
    ("Monday here", "name"),
    ("Hey, Mum here, using Laura's phone.", "name"),
    ("Doctor here, quick question", "name"),
    ("My wife took my surname, so it's Laura Whitfield from now on", "name"),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), HOME + STAY + NAME)
def test_everyday_home_stay_and_name_phrasing_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, f.value): f.polarity for f in EXTRACT(text)}
    assert facts.get((slot, value)) == polarity, EXTRACT(text)


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), STAY)
def test_an_arrival_or_the_rest_of_a_stay_is_never_the_home(
    text: str, slot: str, value: str, polarity: int
) -> None:
    assert not {f.slot for f in EXTRACT(text)} & {"location", "employer"}, EXTRACT(text)


@pytest.mark.parametrize(("text", "slot"), NOT_SET)
def test_viewings_plans_and_other_people_set_no_home_stay_or_name(text: str, slot: str) -> None:
    assert slot not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


_CITIES = st.from_regex(r"[A-Z][a-z]{2,6}(?:ville|ton|burg|ford|haven)", fullmatch=True) | (
    st.sampled_from(["San Luis Obispo", "Cape Town", "Kuala Lumpur", "Leeds"])
)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            ("{v} is home as of last weekend", "location"),
            ("Unpacking boxes in our new flat in {v}", "location"),
            ("Landed in {v} for the second leg of the trip", "current_stay"),
            ("Spending the rest of the month at a friend's cottage in {v}", "current_stay"),
        ]
    ),
    _CITIES,
)
def test_any_city_in_a_home_or_stay_frame(frame: tuple[str, str], city: str) -> None:
    facts = [(f.slot, f.value) for f in EXTRACT(frame[0].format(v=city))]
    assert facts == [(frame[1], city)], facts
