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


#: Names, titles, households and tastes said the everyday way (values compared
#: case-insensitively: "Thai" and "thai" are one value).
EVERYDAY_MORE: list[Case] = [
    ("Please call me Alex from now on — I stopped using Alexander.", "name", "Alex", 1),
    ("Actually, I go by my middle name, Lee.", "name", "Lee", 1),
    ("The user prefers to be called Kate.", "name", "Kate", 1),
    ("I prefer to be called Kate.", "name", "Kate", 1),
    ("User's name: Daniel", "name", "Daniel", 1),
    ("We've relocated to Calgary for my husband's job.", "location", "Calgary", 1),
    ("User moved to Tokyo in April.", "location", "Tokyo", 1),
    ("Just bought a place in Lisbon and moved in last week.", "location", "Lisbon", 1),
    ("I've been in Berlin since the spring.", "location", "Berlin", 1),
    ("We left Chicago and we're now in Milwaukee.", "location", "Milwaukee", 1),
    ("I live in Brooklyn now (moved from Queens).", "location", "Brooklyn", 1),
    ("I'm now working for Google.", "employer", "Google", 1),
    ("User started working at Amazon.", "employer", "Amazon", 1),
    ("Started my new job at Deloitte today.", "employer", "Deloitte", 1),
    ("Bye bye Oracle, hello Salesforce!", "employer", "Salesforce", 1),
    ("I work for the NHS now.", "employer", "NHS", 1),
    ("I got a job offer from Google and accepted it.", "employer", "Google", 1),
    ("I'm a senior software engineer now.", "job_title", "senior software engineer", 1),
    ("User is a data scientist.", "job_title", "data scientist", 1),
    ("Got promoted to Engineering Manager last week!", "job_title", "Engineering Manager", 1),
    ("Just made senior associate.", "job_title", "senior associate", 1),
    ("I'm now the team lead.", "job_title", "team lead", 1),
    ("I work in marketing as a copywriter.", "job_title", "copywriter", 1),
    ("I'm a radiologist.", "job_title", "radiologist", 1),
    ("I'm a pediatrician now.", "job_title", "pediatrician", 1),
    ("We broke off the engagement.", "marital_status", "single", 1),
    ("We called off the wedding.", "marital_status", "single", 1),
    ("I'm separated from my wife.", "marital_status", "separated", 1),
    ("User got engaged to Mark.", "marital_status", "engaged", 1),
    ("I'm a new mom!", "children", "a baby", 1),
    ("First-time dad here!", "children", "a baby", 1),
    ("Kids: two.", "children", "two", 1),
    ("We just welcomed our third child.", "children", "three children", 1),
    ("We said goodbye to our old dog Max last week.", "pets", "Max", -1),
    ("The user's dog, Max, died.", "pets", "dog", -1),
    ("I've gone back to eating meat.", "diet", "eats meat", 1),
    ("I started eating fish again, so pescatarian now.", "diet", "pescatarian", 1),
    ("Allergy test came back: I'm allergic to dust mites.", "allergies", "dust mites", 1),
    ("Not a big coffee person anymore.", "likes", "coffee", -1),
    ("I'm more of a tea person now.", "likes", "tea", 1),
    ("I'm a cat person.", "likes", "cat", 1),
    ("I have a new favorite show: Severance.", "favourite:show", "Severance", 1),
    ("Found a new favourite coffee shop, Blue Bottle.", "favourite:coffee shop", "Blue Bottle", 1),
    ("My favorite food has changed to Thai.", "favourite:food", "Thai", 1),
    ("Took a pay cut, 60k now.", "income", "60k", 1),
    ("My base salary went from 70k to 80k.", "income", "80k", 1),
    ("My rent went from 1,500 to 1,650.", "rent", "1,650", 1),
    ("We're paying 1,700 now for the new flat.", "rent", "1,700", 1),
    ("Lost a bunch of weight — 72 kg today.", "weight", "72 kg", 1),
    ("At a conference in Vegas till Thursday.", "current_stay", "Vegas", 1),
    ("Checked into a hotel in Rome.", "current_stay", "Rome", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), EVERYDAY_MORE)
def test_more_everyday_phrasing_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, f.value.lower()): f for f in EXTRACT(text)}
    assert (slot, value.lower()) in facts, EXTRACT(text)
    assert facts[(slot, value.lower())].polarity == polarity


NOT_THE_USERS_MORE = [
    (text, frozenset(slots.split()))
    for text, slots in [
        ("My new boss is called Priya.", "name"),
        ("I named my cat Luna.", "name"),
        ("My daughter's name is Emma.", "name"),
        ("Working from my sister's place in Boston this week.", "location"),
        ("Is Denver a good place to live?", "location"),
        ("We might end up in Denver.", "location"),
        ("My friend just joined Stripe.", "employer"),
        ("I have a meeting at Google.", "employer"),
        ("I'm interviewing with Meta.", "employer"),
        ("I'm a hard worker.", "job_title"),
        ("My sister got divorced.", "marital_status"),
        ("My sister had a baby.", "children"),
        ("Babysitting my nephew this weekend.", "children"),
        ("I'm dog-sitting for a friend.", "pets"),
        ("Cooking a vegan dinner for friends.", "diet"),
        ("I'm trying to eat less meat.", "diet"),
        ("I'm a people person.", "likes"),
        ("I'm a morning person.", "likes"),
        ("Rent is going up to $2,400 next month.", "rent"),
        ("My dog weighs 30 kg.", "weight"),
        ("The average rent here is $2,000.", "rent"),
        ("I called off the meeting", "marital_status name"),
        ("We called off the trip", "marital_status name"),
        ("I named the file Report", "name pets"),
        ("I'm a details person", "likes"),
        ("My wife is a new mom", "children"),
    ]
]


@pytest.mark.parametrize(("text", "slots"), NOT_THE_USERS_MORE)
def test_more_of_the_same_families_set_nothing_for_others_and_plans(
    text: str, slots: frozenset[str]
) -> None:
    assert not {f.slot for f in EXTRACT(text)} & slots, EXTRACT(text)


#: Requests, small talk, other people's news, plans, trips and things done that
#: are no facts of the user's: none of them sets any slot at all.
SMALL_TALK = [
    "Can you help me write an email to my landlord about the broken heater?",
    "What's a good recipe for banana bread?",
    "My brother just moved to Denver and he loves it there.",
    "Our neighbours got a new puppy, it barks all night.",
    "My daughter is vegetarian now, any dinner ideas for the family?",
    "My mom is allergic to shellfish, what can I cook for her birthday?",
    "My colleague Sam relocated to Austin, we miss him.",
    "I'm thinking about moving to Portland next year, what's the rent like?",
    "Should I take the job offer from Amazon or stay where I am?",
    "If I got a raise to 90k, how much more tax would I pay?",
    "I'm flying to Boston tomorrow for a conference.",
    "We're heading to Lisbon next month for our anniversary.",
    "Can you recommend some hotels in Rome? We'll be there in May.",
    "What's the weather like in Tokyo this week?",
    "I watched Inception again last night, still a great movie.",
    "My boss wants me to move to the London office, but I said no.",
    "My friend's cat died yesterday and she's devastated.",
    "How do I tell my roommate I'm moving out?",
    "I'm helping my sister move to Chicago this weekend.",
    "Our team lead got promoted to director.",
    "My son just turned 5 and wants a dog for his birthday.",
    "I dropped my phone in the lake lol",
    "I moved the meeting to Thursday.",
    "I left my laptop at the office.",
    "I joined a running club last week.",
    "Just got back from a trip to Mexico, it was amazing.",
    "Just finished a book about Berlin in the 1920s.",
    "I'm reading a novel set in Seattle.",
    "Planning a trip to Japan, any tips?",
    "Is it worth moving to Canada for a better job?",
    "Do I need a visa to visit Brazil?",
    "My parents are vegan and I'm cooking for them this weekend.",
    "What should I feed a new kitten?",
    "I'm dog-sitting my friend's labrador this week.",
    "Can you explain how rent control works in New York?",
    "How much do software engineers make in Seattle?",
    "The average salary at Google is pretty high.",
    "My sister's rent went up to $2,500, crazy.",
    "I'd love to live in Barcelona one day.",
    "We might get a cat next year.",
    "I'm not sure whether to go vegan.",
    "Do you think I should quit my job at Deloitte?",
    "If we had kids, we'd need a bigger place.",
    "My best friend got divorced last month.",
    "I got an email from Stripe about a job, haven't replied yet.",
    "I have an interview at Microsoft on Friday.",
    "I visited the Google office in Zurich for a workshop.",
    "I had lunch at Meta with a friend who works there.",
    "I'm at the airport heading to Denver for a wedding.",
    "I'm in a meeting, will reply later.",
    "I used to live in Chicago, back in college.",
    "When I lived in Paris I learned French.",
    "I grew up in Texas.",
    "Years ago I worked at IBM.",
    "I used to be vegetarian.",
    "My ex moved to Miami.",
    "My old roommate works at Spotify now.",
    "Dana from accounting just had a baby girl!",
    "Congrats to my cousin, she's engaged!",
    "The user asked about moving to Denver.",
    "User asked how to cook for a vegan friend.",
    "User wants to know about jobs at Stripe.",
    "My favourite colour? Hmm, hard to pick.",
    "What's your favourite movie?",
    "My kid's favourite food is pizza.",
    "My brother's new salary is 85k, jealous.",
    "My dad weighs 90 kg and needs to lose weight.",
    "Can you convert 70 kg to pounds?",
    "How much is 1,500 a month in rent per year?",
    "Remind me to pay rent on Friday.",
    "Rent is due tomorrow, ugh.",
    "I paid 40 dollars for dinner.",
    "We moved our wedding to June.",
    "I moved my savings to a new bank.",
    "I switched phones to an iPhone.",
    "I'm done with this week honestly.",
    "Going home now, long day.",
    "Heading to the gym.",
    "Back at my desk.",
    "In a taxi to the hotel now.",
    "Staying late at work tonight.",
    "I'm at Starbucks working on my laptop.",
    "I'm at Target picking up groceries.",
    "The new apartment my sister rented in Boston is huge.",
    "I saw a house in Denver online that I love.",
    "My company is opening an office in Berlin.",
    "Dune is playing at the cinema tonight.",
    "We're thinking of adopting a rescue greyhound.",
    "Lost my keys again!",
    "I lost my wallet in Paris.",
    "I'm so done with my commute.",
    "Honestly, my job is the bane of my existence lately.",
    "I'd eat pizza every day if I could.",
    "Got a puppy calendar for Christmas.",
]


@pytest.mark.parametrize("text", SMALL_TALK)
def test_small_talk_plans_and_others_news_set_no_fact(text: str) -> None:
    assert EXTRACT(text) == []


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I love Tokyo, it's my favourite city to visit.", "favourite:city", "Tokyo"),
        ("I'm obsessed with Wet Leg, they're my favourite band now", "favourite:band", "Wet Leg"),
        ("We have two cats and a dog", "pets", "dog"),
        ("I have a cat and a dog named Rex", "pets", "dog named Rex"),
        ("Got two guinea pigs instead, the kids are obsessed.", "pets", "two guinea pigs"),
    ],
)
def test_a_pronoun_or_a_list_points_back_to_the_value(text: str, slot: str, value: str) -> None:
    assert (slot, value) in [(f.slot, f.value) for f in EXTRACT(text)], EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I left my laptop at the office.", "employer"),
        ("My company is opening an office in Berlin.", "employer"),
        ("Honestly, my job is the bane of my existence lately.", "job_title"),
        ("Got a puppy calendar for Christmas.", "pets"),
        ("We got the kids a cat toy", "pets"),
        ("I want a cat and a dog", "pets"),
        ("My sister has a cat and a dog", "pets"),
    ],
)
def test_an_object_that_is_no_value_sets_nothing(text: str, slot: str) -> None:
    assert slot not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


#: Values as the user wrote them, whole: an abbreviation's full stop is no sentence end,
#: a home near a city is the city, a known employer typed in lower case is still one.
CLEAN_VALUES: list[Case] = [
    ("I moved to St. Louis", "location", "St. Louis", 1),
    ("We just relocated to Ft. Lauderdale, loving the beach", "location", "Ft. Lauderdale", 1),
    ("I live just outside Boston", "location", "Boston", 1),
    ("I live near Seattle now", "location", "Seattle", 1),
    ("We're based north of Denver these days", "location", "Denver", 1),
    ("joined stripe last week", "employer", "stripe", 1),
    ("I left google in may", "employer", "google", -1),
    ("Dr. Patel says I'm allergic to latex", "allergies", "latex", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), CLEAN_VALUES)
def test_the_value_is_whole_and_as_written(text: str, slot: str, value: str, polarity: int) -> None:
    facts = {(f.slot, f.value): f for f in EXTRACT(text)}
    assert (slot, value) in facts, EXTRACT(text)
    assert facts[(slot, value)].polarity == polarity


@pytest.mark.parametrize(
    "text", ["I joined a gym", "I left early", "I quit smoking", "we joined a choir near Boston"]
)
def test_a_lower_case_object_is_an_employer_only_when_known(text: str) -> None:
    assert "employer" not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


#: Endings said with "no longer" / "anymore", or of the spouse.
ENDINGS: list[Case] = [
    ("I'm no longer married", "marital_status", "married", -1),
    ("I'm not engaged anymore", "marital_status", "engaged", -1),
    ("We're not together anymore", "marital_status", "single", 1),
    ("we're no longer together", "marital_status", "single", 1),
    ("my wife left me", "marital_status", "separated", 1),
    ("My husband left me for his coworker", "marital_status", "separated", 1),
    ("my husband and I are separating", "marital_status", "separated", 1),
    ("We're divorcing", "marital_status", "separated", 1),
    ("I'm not single anymore", "marital_status", "in a relationship", 1),
    ("I'm off the market", "marital_status", "in a relationship", 1),
    ("I'm not working at Google anymore", "employer", "Google", -1),
    ("I stopped working at Google", "employer", "Google", -1),
    ("I'm no longer with Accenture", "employer", "Accenture", -1),
    ("I'm no longer a teacher", "job_title", "teacher", -1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), ENDINGS)
def test_an_ending_sets_the_slot(text: str, slot: str, value: str, polarity: int) -> None:
    facts = _facts(text)
    assert (slot, value) in facts, EXTRACT(text)
    assert facts[(slot, value)].polarity == polarity


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My wife left me a note", "separated"),
        ("my wife left me for the weekend", "separated"),
        ("we might be separating", "separated"),
        ("My parents are divorcing", "separated"),
        ("I'm not married", "married"),
        ("I'm no longer with Sam", "Sam"),
        ("My brother is no longer a teacher", "teacher"),
    ],
)
def test_no_ending_in_a_note_a_plan_or_someone_elses_life(text: str, value: str) -> None:
    assert value not in {f.value for f in EXTRACT(text)}, EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("My wife and I moved to Denver", "location", "Denver"),
        ("My husband's job moved us to Seattle", "location", "Seattle"),
        ("My husband and I both work at Google", "employer", "Google"),
        ("We both love hiking", "likes", "hiking"),
        ("My daughter and I are vegetarian", "diet", "vegetarian"),
    ],
)
def test_the_user_with_someone_else_is_still_the_user(text: str, slot: str, value: str) -> None:
    assert (slot, value) in [(f.slot, f.value) for f in EXTRACT(text)], EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("My brother's job moved him to Seattle", "location"),
        ("My brother and his wife moved to Denver", "location"),
        ("My husband's company moved him to Austin", "location"),
    ],
)
def test_someone_else_moved_by_their_job_moves_no_home(text: str, slot: str) -> None:
    assert slot not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)
