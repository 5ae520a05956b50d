"""English news said in passing (:mod:`memory_ext.extraction.en_news`): a fact inside a
longer message — a move told by its last chore or by the destination alone after "we
moved", a standing fact after "fwiw" / "for context", a favourite asked and answered or
taking over from another, a value in the sentence after its news ("got the raise!! 92k
now"), a stay at a hotel by its name or a trip by its transport, an allergy by the
reaction — and the sentences of the same families that must set nothing (someone
else's move, a plan, a real conditional, a café, a weight lost)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor
from memory_ext.extraction.categories import category_of
from memory_ext.model import Fact

EXTRACT = RuleFactExtractor().extract

Case = tuple[str, str, str, int]  # text, slot, value as stored, polarity


def _facts(text: str) -> dict[tuple[str, str], Fact]:
    return {(f.slot.lower(), f.value.lower()): f for f in EXTRACT(text)}


IN_PASSING: list[Case] = [
    # settling in
    ("Still unpacking boxes in Tucson, send help", "location", "Tucson", 1),
    ("Finally settled in Leeds after the move", "location", "Leeds", 1),
    ("Getting settled in Halifax, the new flat is lovely", "location", "Halifax", 1),
    ("Unpacked the last box in Cork today!", "location", "Cork", 1),
    ("Settling into Porto nicely", "location", "Porto", 1),
    # moved + fragment
    ("We moved! Boise, of all places.", "location", "Boise", 1),
    ("Moved again lol. Tucson this time.", "location", "Tucson", 1),
    ("so we moved — Bristol now, closer to family", "location", "Bristol", 1),
    # context openers
    ("for context, I'm in Auckland so timezones are weird", "location", "Auckland", 1),
    ("fwiw I live in Ottawa", "location", "Ottawa", 1),
    ("just so you know I'm in Perth, so it's late here", "location", "Perth", 1),
    ("fwiw I'm a nurse, so keep it practical", "job_title", "nurse", 1),
    ("for reference I'm a data analyst", "job_title", "data analyst", 1),
    # relevance conditionals
    ("I'm vegan, if that helps", "diet", "vegan", 1),
    ("I live in Denver, if that matters", "location", "Denver", 1),
    ("I work at Stripe, if you must know", "employer", "Stripe", 1),
    ("I'm allergic to cats, I'd have one if I could", "allergies", "cats", 1),
    # favourite answers & takeovers
    ("fave band ever? easy: Radiohead", "favourite:band", "Radiohead", 1),
    ("favourite food? obviously pizza.", "favourite:food", "pizza", 1),
    (
        "Watched Dune again and it's overtaken Alien as my favourite movie",
        "favourite:movie",
        "Dune",
        1,
    ),
    (
        "Read Piranesi last week, I think it's replaced The Hobbit as my favourite book",
        "favourite:book",
        "Piranesi",
        1,
    ),
    ("pizza used to be my favourite but now ramen has taken over", "favourite:food", "ramen", 1),
    (
        "blue used to be my favourite colour but green has taken its place",
        "favourite:colour",
        "green",
        1,
    ),
    # diets
    ("doing the Mediterranean diet now", "diet", "mediterranean diet", 1),
    ("I'm on whole30 this month", "diet", "whole30", 1),
    ("Trying intermittent fasting these days", "diet", "intermittent fasting", 1),
    # news + value
    ("Got the promotion! 110k now.", "income", "110k", 1),
    ("Raise came through. 85k!", "income", "85k", 1),
    ("Weigh-in went well. 82 kg", "weight", "82 kg", 1),
    ("The scale says 70kg. 5 kg down!", "weight", "70kg", 1),
    # possessive own/actual
    ("my actual salary is 64k", "income", "64k", 1),
    ("our household income is 150k, my own salary is 80k", "income", "80k", 1),
    ("my own place is in Leeds", "location", "Leeds", 1),
    # lodging
    ("Checked into the Ritz, so fancy", "current_stay", "Ritz", 1),
    ("moved to a different hotel, now at the Hyatt near the station", "current_stay", "Hyatt", 1),
    ("staying at the Ace Hotel this week", "current_stay", "Ace Hotel", 1),
    # travel
    ("Flew to Chicago this morning for meetings", "current_stay", "Chicago", 1),
    ("Took the ferry over to Victoria for the weekend", "current_stay", "Victoria", 1),
    ("Drove up to Tahoe with friends", "current_stay", "Tahoe", 1),
    # team
    ("I'm at Deloitte, in their audit practice", "employer", "Deloitte", 1),
    ("I'm at Monzo in the payments team", "employer", "Monzo", 1),
    # react
    ("I react badly to penicillin", "allergies", "penicillin", 1),
    ("I react to shellfish, hives every time", "allergies", "shellfish", 1),
    # allergy here / diet here
    ("nut allergy here, please keep it nut-free", "allergies", "nut", 1),
    ("vegetarian here, so no meat recipes", "diet", "vegetarian", 1),
    # all about / lost spark
    ("I'm all about pickleball lately", "likes", "pickleball", 1),
    ("running has lost its appeal for me", "likes", "running", -1),
    # idioms
    ("Traffic drives me crazy", "likes", "Traffic", -1),
    ("Mondays are my pet peeve", "likes", "Mondays", -1),
    # rent correction
    ("sorry, it's 1850 not 1800", "rent", "1850", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), IN_PASSING)
def test_a_fact_said_in_passing_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = _facts(text)
    assert (slot, value.lower()) in facts, EXTRACT(text)
    assert facts[(slot, value.lower())].polarity == polarity


#: (text, slots it must not set)
NOT_THE_USERS = [
    (text, frozenset(slots.split()))
    for text, slots in [
        # settling in
        ("Unpacking in the hotel in Rome before the conference", "location"),
        # moved + fragment
        ("My sister moved again, Bristol this time", "location"),
        ("We moved the meeting, Boston this time", "location"),
        ("We're moving soon, Denver probably", "location"),
        # relevance conditionals
        ("We moved to Denver, if all goes well", "location"),
        ("If I move to Denver I'll get a dog", "location"),
        ("I'd move to Denver if I could", "location"),
        ("We're moving to Denver and buying a house if the job comes through", "location"),
        ("I love my new job at Stripe, I'd work there forever if I could", "employer"),
        # favourite answers & takeovers
        ("Favourite book? Hard to say.", "favourite:book"),
        ("My sister watched Dune and it's replaced Alien as her favourite", "favourite:movie"),
        # news + value
        ("Landlord called. 1,650 from next month", "rent"),
        # lodging
        ("the hotel is awful, I'm at Starbucks now using their wifi", "current_stay"),
        # travel
        ("I'm taking the train to Porto tomorrow", "current_stay"),
        ("My sister flew to Chicago", "current_stay"),
        # react
        ("I react to stress by baking", "allergies"),
        # all about / lost spark
        ("My son is all about dinosaurs", "likes"),
        # idioms
        ("My kid drives me nuts", "likes"),
        # rent correction
        ("typo: it's 62k not 65k", "rent"),
        ("oops it's 9 not 8", "rent"),
        # weight delta
        ("10 pounds down this month!", "weight"),
        ("5 kg lighter since January", "weight"),
    ]
]


@pytest.mark.parametrize(("text", "slots"), NOT_THE_USERS)
def test_the_same_families_set_nothing_for_plans_conditionals_and_others(
    text: str, slots: frozenset[str]
) -> None:
    assert not {f.slot for f in EXTRACT(text)} & slots, EXTRACT(text)


_CITIES = st.from_regex(r"[A-Z][a-z]{2,6}(?:ville|ton|burg|ford|haven)", fullmatch=True)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "Finally done unpacking in {v}, the move was brutal",
            "we've moved again 😅 {v} this time, long story",
            "We moved! {v}, of all places.",
            "for context I'm in {v}, so keep the weather in mind",
        ]
    ),
    _CITIES,
)
def test_any_city_said_in_passing_is_the_home(frame: str, city: str) -> None:
    facts = EXTRACT(frame.format(v=city))
    assert ("location", city) in [(f.slot, f.value) for f in facts], facts


@settings(deadline=None)
@given(
    st.sampled_from(
        [
            "My brother moved again, {v} this time",
            "If we moved, {v} would be my pick",
            "We might have moved, {v} maybe",
            "for context my parents are in {v}",
        ]
    ),
    _CITIES,
)
def test_no_one_elses_move_or_a_conditional_sets_the_home(frame: str, city: str) -> None:
    facts = EXTRACT(frame.format(v=city))
    assert "location" not in {f.slot for f in facts}, facts


@settings(deadline=None)
@given(
    st.integers(40, 250), st.sampled_from(["got the raise!! {v}k now", "Raise came through. {v}k!"])
)
def test_a_value_after_its_news_is_the_new_income(thousands: int, frame: str) -> None:
    facts = EXTRACT(frame.format(v=thousands))
    assert ("income", f"{thousands}k") in [(f.slot, f.value) for f in facts], facts


@pytest.mark.parametrize(
    ("value", "category"),
    [
        ("birria tacos", "food"),
        ("iced green tea", "drink"),
        ("tacos", "food"),
        ("Arrival", "thing"),
    ],
)
def test_a_favourite_is_categorised_by_its_head_noun(value: str, category: str) -> None:
    assert category_of(value) == category


def test_a_favourite_without_a_category_takes_the_one_it_replaced() -> None:
    facts = EXTRACT("Birria has dethroned sushi as my favourite.")
    assert [(f.slot, f.value) for f in facts] == [("favourite:food", "Birria"), ("likes", "Birria")]


#: Corrections, a role that opens the sentence ("As a nurse, I …"), a fact in a "since"
#: clause, an agent's note with a pronoun for the user, trips by what one does there.
FRAMED: list[Case] = [
    ("wait no, I live in Oakland, not Berkeley", "location", "Oakland", 1),
    ("typo — the company is Stripe, not Strip", "employer", "Stripe", 1),
    ("correction: I work at Lyft, not Uber", "employer", "Lyft", 1),
    ("oops, I'm a pharmacist, not a pharmacy tech", "job_title", "pharmacist", 1),
    ("I misspoke — we have three kids, not two", "children", "three kids", 1),
    ("sorry, my dog's name is Biscuit, not Cookie", "pets", "dog named Biscuit", 1),
    ("actually I'm pescatarian, not vegetarian", "diet", "pescatarian", 1),
    ("I meant to say 85k, not 58k", "income", "85k", 1),
    ("scratch that, rent is 1,900", "rent", "1,900", 1),
    ("Let me correct that: I moved to Phoenix, not Tucson", "location", "Phoenix", 1),
    ("Now that I'm in Denver, what are some good hiking trails?", "location", "Denver", 1),
    ("Now that I live in Denver, where should I ski?", "location", "Denver", 1),
    (
        "Since I moved to Austin I've been looking for a dentist — any tips?",
        "location",
        "Austin",
        1,
    ),
    ("I just started at Google and I need tips for my first week", "employer", "Google", 1),
    ("As a new vegan, what should I eat for protein?", "diet", "vegan", 1),
    ("As a nurse, I work a lot of night shifts.", "job_title", "nurse", 1),
    ("As someone who's allergic to nuts, I check every label.", "allergies", "nuts", 1),
    ("As a mom of two, I never have time.", "children", "two children", 1),
    ("Being vegan now, I need new recipes.", "diet", "vegan", 1),
    ("Since going keto I've lost 5 kg.", "diet", "keto", 1),
    ("User mentioned they moved to Denver.", "location", "Denver", 1),
    ("The user said she works at Google now.", "employer", "Google", 1),
    ("User says he is allergic to shellfish.", "allergies", "shellfish", 1),
    ("User's current employer: Stripe.", "employer", "Stripe", 1),
    ("The user and their partner moved to Lisbon.", "location", "Lisbon", 1),
    ("In Chicago for a work thing until Thursday", "current_stay", "Chicago", 1),
    ("Just got to Seattle for the conference", "current_stay", "Seattle", 1),
    ("Holidaying in Crete this week", "current_stay", "Crete", 1),
    ("Vacationing in Maui!", "current_stay", "Maui", 1),
    ("Backpacking through Vietnam right now", "current_stay", "Vietnam", 1),
    ("Here in Tokyo for the week", "current_stay", "Tokyo", 1),
    ("After quitting Amazon, I took a month off.", "employer", "Amazon", -1),
    ("Ever since joining Monzo I've been busier", "employer", "Monzo", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), FRAMED)
def test_a_fact_inside_a_framing_clause_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = _facts(text)
    assert (slot, value.lower()) in facts, EXTRACT(text)
    assert facts[(slot, value.lower())].polarity == polarity


NOT_FRAMED = [
    (text, frozenset(slots.split()))
    for text, slots in [
        ("As a kid I lived in Ohio.", "location"),
        ("As a vegan, would you eat honey?", "diet"),
        ("The user said his wife works at Google.", "employer"),
        ("I got to go", "current_stay"),
        ("I got to work late", "current_stay"),
        ("My parents are vacationing in Maui", "current_stay"),
        ("Dreaming of vacationing in Maui", "current_stay"),
        ("As a former nurse, I know the drill.", "job_title"),
        ("After leaving Google, my wife joined Meta.", "employer"),
        ("Since moving to Austin, my brother has been happier.", "location"),
        ("The user said his wife works at Google.", "employer"),
        ("The user mentioned her sister moved to Denver.", "location"),
        ("As someone who's allergic to nothing, would you eat this?", "allergies"),
    ]
]


@pytest.mark.parametrize(("text", "slots"), NOT_FRAMED)
def test_a_framing_clause_about_someone_else_or_a_question_sets_nothing(
    text: str, slots: frozenset[str]
) -> None:
    assert not {f.slot for f in EXTRACT(text)} & slots, EXTRACT(text)


#: Casual news with emoji, lowercase and a request attached.
CASUAL: list[Case] = [
    (
        "ok so we officially live in Phoenix now 🌵 what should I know about the heat?",
        "location",
        "Phoenix",
        1,
    ),
    ("the move to Raleigh is done!", "location", "Raleigh", 1),
    ("just moved into a flat in Edinburgh", "location", "Edinburgh", 1),
    ("packed up the whole house and we're in Tucson now", "location", "Tucson", 1),
    ("goodbye NYC 👋 hello Philly", "location", "Philly", 1),
    ("I'm living in Lyon these days", "location", "Lyon", 1),
    ("I'm at Shopify now, left Amazon in March", "employer", "Shopify", 1),
    ("the Stripe offer came through and I said yes!", "employer", "Stripe", 1),
    ("I work remotely for a Berlin startup called Tandem", "employer", "Tandem", 1),
    ("Amazon let me go last week", "employer", "Amazon", -1),
    ("I'm freelancing now", "employer", "self-employed", 1),
    ("officially a senior dev now 🎉", "job_title", "senior dev", 1),
    ("they bumped me to 95k", "income", "95k", 1),
    ("My paycheck is now $4,200 a month", "income", "$4,200", 1),
    ("pay rise came through — £48k now", "income", "£48k", 1),
    ("new lease: $2,150/mo", "rent", "$2,150", 1),
    ("down to 165 lbs 💪", "weight", "165 lbs", 1),
    ("scale said 82.5 kg this morning", "weight", "82.5 kg", 1),
    ("I've gained a few pounds, 78 kg now", "weight", "78 kg", 1),
    ("back on keto since Monday", "diet", "keto", 1),
    ("giving up meat for good", "diet", "vegetarian", 1),
    ("no more dairy for me", "diet", "no dairy", 1),
    ("allergist confirmed a tree nut allergy", "allergies", "tree nut", 1),
    ("gave up on running, my knees hate it", "likes", "running", -1),
    ("cilantro is dead to me", "likes", "cilantro", -1),
    ("baby #2 arrived on Sunday!", "children", "two children", 1),
    ("stuck in Frankfurt overnight, flight cancelled", "current_stay", "Frankfurt", 1),
    ("moved on to Kyoto for the last leg of the trip", "current_stay", "Kyoto", 1),
    ("I'm at my parents' place in Ohio for Thanksgiving", "current_stay", "Ohio", 1),
    ("crashing at a friend's in Brooklyn for a few nights", "current_stay", "Brooklyn", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), CASUAL)
def test_casual_news_sets_the_slot(text: str, slot: str, value: str, polarity: int) -> None:
    facts = _facts(text)
    assert (slot, value.lower()) in facts, EXTRACT(text)
    assert facts[(slot, value.lower())].polarity == polarity


NOT_CASUAL = [
    (text, frozenset(slots.split()))
    for text, slots in [
        ("moved on to Kyoto for the last leg of the trip", "location"),
        ("My friend is stuck in Frankfurt", "current_stay"),
        ("gave up on the idea of moving", "likes"),
        ("the Stripe offer came through but I said no", "employer"),
        ("My sister's offer from Stripe came through and she said yes", "employer"),
        ("my brother is freelancing now", "employer"),
        ("no more dairy for my son", "diet"),
        ("Test results came back: sesame is fine", "allergies"),
    ]
]


@pytest.mark.parametrize(("text", "slots"), NOT_CASUAL)
def test_casual_news_of_others_or_refusals_sets_nothing(text: str, slots: frozenset[str]) -> None:
    assert not {f.slot for f in EXTRACT(text)} & slots, EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("We visited friends who just moved, Bristol this time", "location"),
        ("My sister moved! Boise, of all places.", "location"),
        ("flew to Chicago for my cousin's wedding last year", "current_stay"),
        ("took the train to Porto back in 2019", "current_stay"),
        ("we're at the Marriott again next month, the hotel is fine", "current_stay"),
        ("stuck in Friday meetings all day", "current_stay"),
        ("After leaving Google, I think she regretted it", "employer"),
        ("Since joining Stripe, my husband is happier", "employer"),
        ("I named my son Leo", "name pets"),
        ("Weigh-in for my dog: 30 kg", "weight"),
        ("New city: still deciding", "location"),
    ],
)
def test_news_of_others_past_trips_and_plans_set_nothing(text: str, slots: str) -> None:
    assert not {f.slot for f in EXTRACT(text)} & set(slots.split()), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        (
            "Rewatched Interstellar last night, it's my favourite now",
            "favourite:movie",
            "Interstellar",
        ),
        ("Read Piranesi this week, it's my new favourite book", "favourite:book", "Piranesi"),
        (
            "Arctic Monkeys are my number one now, been listening nonstop",
            "favourite:band",
            "Arctic Monkeys",
        ),
        ("Wet Leg is my favourite now, their album is perfect", "favourite:band", "Wet Leg"),
        ("Birria is my new favourite, ate it three times this week", "favourite:food", "Birria"),
        ("Interstellar is my favourite", "favourite:thing", "Interstellar"),
    ],
)
def test_an_uncategorised_favourite_takes_its_category_from_the_words_around_it(
    text: str, slot: str, value: str
) -> None:
    assert [(f.slot, f.value) for f in EXTRACT(text) if f.slot.startswith("favourite:")] == [
        (slot, value)
    ]


@pytest.mark.parametrize(
    "text",
    ["My sister watched Dune, it's her favourite", "We're buying a house in Denver"],
)
def test_someone_elses_favourite_or_a_purchase_under_way_sets_nothing(text: str) -> None:
    assert not [f for f in EXTRACT(text) if f.slot.startswith("favourite:") or f.slot == "location"]


#: Sentences that look like the news families of the fifth pass but are none: a phrase
#: with the same words ("off the market for a new car"), a label without a value, a
#: trip long over, someone else's news, a reaction to criticism.
LOOKALIKES = [
    "My sister isn't married anymore.",
    "Are you still married?",
    "I'm not married to the idea of moving.",
    "I stopped working at 5 today.",
    "I'm not working at the moment, on leave.",
    "I'm no longer a fan of early meetings.",
    "We're not together on this decision.",
    "I'm not single-handedly doing this project.",
    "I'm off the market for a new car.",
    "The market is off today.",
    "As a teacher, what would you recommend for my class?",
    "As someone who hates mornings, any tips?",
    "Being a nurse must be hard, right?",
    "Since moving is expensive, we stayed put.",
    "After joining the call, I muted myself.",
    "Since starting the project I've learned a lot.",
    "User asked whether they should move to Denver.",
    "The user said they might join Google.",
    "User mentioned their brother moved to Austin.",
    "Name: John's dog is called Max.",
    "Salary: depends on experience.",
    "Rent: still negotiating with the landlord.",
    "Weight: not sure, haven't checked.",
    "Current city: no idea where we'll end up.",
    "Job title: TBD.",
    "I watched a documentary about vegans.",
    "I read a book about moving to Spain.",
    "Watched Dune, it was fine.",
    "I tried sushi, not my favourite.",
    "My favourite? Hard to say.",
    "Took the bus to work this morning.",
    "Took the train to the airport.",
    "Flew to Denver years ago for a wedding.",
    "Stuck in traffic in Chicago traffic lol",
    "My flight got delayed in Denver.",
    "The hotel in Rome was lovely last year.",
    "We stayed at the Hilton in Paris back in 2019.",
    "Got to go, talk later!",
    "Got to Chicago? Let me know.",
    "Gave up on the crossword today.",
    "Traffic is the worst today.",
    "My son drives me crazy sometimes.",
    "My boss is my pet peeve.",
    "Baby #2 for my sister arrived!",
    "Kids: my sister has three.",
    "I'm a new member of the gym.",
    "First-time caller, long-time listener.",
    "New mom friends are the best.",
    "The new apartment in Boston fell through.",
    "My friend finally done unpacking in Portland.",
    "We helped my parents get settled in Florida.",
    "Unpacking my suitcase in the hotel in Rome.",
    "for context, my team is in London.",
    "just so you know, my brother lives in Perth.",
    "I react to criticism badly.",
    "I react to that news with shock.",
    "Peanut allergy awareness week is coming up.",
    "Shellfish allergy here? No, that's my husband.",
    "Vegan here? Nope, my sister.",
    "The company is great, not sure about the team.",
    "Sorry, the company is called something else, I forget.",
    "It's 2100 steps not 2200.",
    "Typo, it's 10 not 12 people coming.",
    "I'm at the Marriott for a meeting with a client tomorrow.",
    "I'm in the hotel lobby waiting for a friend.",
]


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalikes_of_the_news_families_set_no_fact(text: str) -> None:
    assert EXTRACT(text) == []


@pytest.mark.parametrize(
    ("text", "slot", "value", "polarity"),
    [
        ("Moving to Denver was the best decision", "location", "Denver", 1),
        ("Relocating to Austin has been great", "location", "Austin", 1),
        ("Quitting Google was hard", "employer", "Google", -1),
        ("Leaving Google was the right call", "employer", "Google", -1),
        ("Joining Stripe was the best thing I did", "employer", "Stripe", 1),
        ("Going vegan was easy", "diet", "vegan", 1),
        ("Living in Denver is great", "location", "Denver", 1),
    ],
)
def test_a_past_event_as_the_subject_is_the_users_news(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, f.value): f.polarity for f in EXTRACT(text)}
    assert facts.get((slot, value)) == polarity, EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Moving to Denver would be great", "location"),
        ("Moving to Denver is scary", "location"),
        ("Going vegan is hard", "diet"),
        ("Quitting Google would be a mistake", "employer"),
        ("Joining Stripe sounds exciting", "employer"),
    ],
)
def test_a_thought_about_an_event_not_yet_done_sets_nothing(text: str, slot: str) -> None:
    assert slot not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)
