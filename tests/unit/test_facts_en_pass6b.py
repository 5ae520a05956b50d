"""The English grammar's sixth pass, second round (:mod:`memory_ext.extraction.en_reworded`),
family by family: everyday phrasings nobody tuned for — each with its clean value — and
the negative twins of the same family (someone else's fact, a plan, a wish, a
hypothetical, a question) that must set nothing of the user's."""

from __future__ import annotations

import pytest

from memory_ext.extraction import slot_key
from tests.unit._facts_en import EXTRACT, Case, assert_sets_none_of, assert_states
from tests.unit._facts_en import facts_of as _facts

# -- a home said as a base or an address ------------------------------------------------
HOME: list[Case] = [
    ("Home base is Melbourne for me, been here since uni", "location", "Melbourne", 1),
    ("My home base these days is Leeds.", "location", "Leeds", 1),
    ("home base for me is Porto", "location", "Porto", 1),
    ("The user's home base is Calgary.", "location", "Calgary", 1),
    ("I'm in Denver, CO. Looking for good hikes nearby", "location", "Denver", 1),
    ("I am based in Austin, TX.", "location", "Austin", 1),
    ("User is in Boise, ID", "location", "Boise", 1),
]
NOT_MY_HOME = [
    "My sister's home base is Melbourne.",
    "His home base is Leeds, mine keeps changing",
    "I'm in Denver, CO for a conference",
    "I'm in Austin, TX until Friday.",
    "I'm in Boise, ID this week, any food tips?",
    "Should I make Lisbon my home base?",
    "If I moved, home base would be Porto.",
]

# -- a favourite crowned in passing ------------------------------------------------------
FAVOURITE: list[Case] = [
    ("lately I'm obsessed with sage green, it's basically my favourite colour now",
     "favourite:colour", "sage green", 1),
    ("I've been hooked on oolong and it's officially my favourite drink",
     "favourite:drink", "oolong", 1),
    ("User is obsessed with padel, it's the user's favourite sport now",
     "favourite:sport", "padel", 1),
    ("ok I just rewatched Parasite and I think it dethroned Shawshank. new number one.",
     "favourite:movie", "Parasite", 1),
    ("I finally watched Heat, and it knocked out Alien", "favourite:movie", "Heat", 1),
    ("khao soi is hands down my favourite thing to eat", "favourite:food", "khao soi", 1),
    ("Tennis is easily my favourite sport", "favourite:sport", "Tennis", 1),
    ("Hozier is by far my fave singer", "favourite:singer", "Hozier", 1),
    ("my favourite colour has always been navy blue, so keep that in mind",
     "favourite:colour", "navy blue", 1),
    ("My favourite dish is lasagna", "favourite:food", "lasagna", 1),
]  # fmt: skip
NOT_MY_FAVOURITE = [
    "my son is obsessed with dinosaurs, it's his favourite thing",
    "I'm obsessed with sage green, it's my sister's favourite colour",
    "My son watched Cars and it dethroned Toy Story as his favourite",
    "I wonder if it's my favourite colour now?",
    "If I rewatched Heat, maybe it would beat Alien",
    "I watched Dune and it knocked me out",
    "I just tried the new ramen place and it dethroned my usual lunch spot",
    "khao soi is hands down my wife's favourite thing to eat",
    "my favourite colour has always been a mystery to me",
    "my favourite colour has always been hard to pick",
]

# -- an employer named after its kind -----------------------------------------------------
EMPLOYER: list[Case] = [
    ("I left Shopify in January, now I'm at a small fintech startup called Fernway",
     "employer", "Fernway", 1),
    ("I'm at a design agency called Pentagram now", "employer", "Pentagram", 1),
    ("I work for a tiny nonprofit called Open Roads", "employer", "Open Roads", 1),
    ("Last month I joined a climate startup called Verdant", "employer", "Verdant", 1),
    ("User works at a consultancy named Brightline", "employer", "Brightline", 1),
]  # fmt: skip
NOT_MY_EMPLOYER = [
    "my wife is at a startup called Fernway now",
    "I'm thinking about joining a startup called Verdant",
    "Should I apply to a company called Brightline?",
    "I had lunch at a cafe called Bloom today",
    "If I joined a startup called Fernway, would I get equity?",
]

# -- a job said as a role ----------------------------------------------------------------
JOB: list[Case] = [
    ("As a high school chemistry teacher I'm always looking for safe demos",
     "job_title", "high school chemistry teacher", 1),
    ("As a nurse, I work a lot of night shifts", "job_title", "nurse", 1),
    ("so as a software engineer I think about this a lot", "job_title", "software engineer", 1),
    ("As an accountant I dread April", "job_title", "accountant", 1),
    ("I switched careers this summer, I'm an instructional designer now",
     "job_title", "instructional designer", 1),
]  # fmt: skip
NOT_MY_JOB = [
    "As a former teacher I still grade everything",
    "As a teacher's kid I hated homework",
    "As a nurse would say, drink water",
    "my mom, as a nurse, works nights",
]

# -- a name said as a greeting or respelt ------------------------------------------------
NAME: list[Case] = [
    ("hey it's Jon here, quick question about my resume", "name", "Jon", 1),
    ("Hi, Priya here!", "name", "Priya", 1),
    ("hello, this is Marco here", "name", "Marco", 1),
    ("oops, autocorrect. it's Jan, not Jon.", "name", "Jan", 1),
    ("typo on my name: it's Katie, not Kate", "name", "Katie", 1),
    ("sorry, spelling: it's Aaron not Arron", "name", "Aaron", 1),
]
NOT_MY_NAME = [
    "hey it's Monday here, so slow",
    "hi, Denver here is freezing",
    "it's Tuesday, not Thursday, sorry",
    "oops autocorrect, it's Paris not Lyon",
    "my son's name: it's Liam, not Leo",
    "hey it's my sister Ana here",
]

# -- a count of children corrected, an only child ---------------------------------------
KIDS: list[Case] = [
    ("sorry, should've said: two daughters, the 9 yo and a 5 yo", "children",
     "two daughters", 1),
    ("I meant: three kids, not two", "children", "three kids", 1),
    ("correction, two sons", "children", "two sons", 1),
    ("my son is 12 (he's my only kid) and he wants a phone", "children", "one child", 1),
    ("my daughter starts school soon, she's my only child", "children", "one child", 1),
    ("she's our one and only kid, so we spoil her", "children", "one child", 1),
]  # fmt: skip
NOT_MY_KIDS = [
    "my sister should've said two kids",
    "I'm an only child",
    "he's her only kid",
    "she's my only sister",
    "we're thinking about having another one, should we?",
    "if he's my only kid, will he be lonely?",
]

# -- a pet talked about or corrected -----------------------------------------------------
PETS: list[Case] = [
    ("my hamster keeps escaping his cage, how do I make it escape-proof?", "pets",
     "hamster", 1),
    ("ugh, my cat is scratching the sofa again", "pets", "cat", 1),
    ("my dog won't stop barking at night", "pets", "dog", 1),
    ("oh wait he's actually a gerbil, not a hamster, my bad", "pets", "gerbil", 1),
    ("sorry she's a rabbit, not a guinea pig", "pets", "rabbit", 1),
]  # fmt: skip
NOT_MY_PET = [
    "my son's hamster keeps escaping",
    "my neighbour's dog won't stop barking",
    "should I get a hamster?",
    "my friend has a pet, he's actually a gerbil, not a hamster",
    "I'm thinking about getting a cat",
]

# -- a like drifted from, and what took its place ----------------------------------------
LIKES: list[Case] = [
    ("not gonna lie I've drifted away from jazz, these days it's all about techno for me",
     "likes", "jazz", -1),
    ("not gonna lie I've drifted away from jazz, these days it's all about techno for me",
     "likes", "techno", 1),
    ("I've kind of grown away from running", "likes", "running", -1),
    ("User has drifted away from chess", "likes", "chess", -1),
    ("for me it's all about bouldering now", "likes", "bouldering", 1),
    ("honestly it's all about sourdough for me", "likes", "sourdough", 1),
]  # fmt: skip
NOT_MY_LIKE = [
    "my brother has drifted away from jazz",
    "it's all about location when buying a house",
    "for my son it's all about Minecraft",
    "I hope I don't drift away from jazz",
    "should I drift away from techno?",
]

# -- a dislike said as a verdict ---------------------------------------------------------
DISLIKES: list[Case] = [
    ("horror movies are a hard no for me, can't deal with them", "likes", "horror movies", -1),
    ("olives are a firm no for me", "likes", "olives", -1),
    ("cilantro is a hard pass for me", "likes", "cilantro", -1),
    ("crowds really stress me out, I avoid concerts", "likes", "crowds", -1),
    ("loud restaurants drive me crazy", "likes", "loud restaurants", -1),
    ("spiders totally freak me out", "likes", "spiders", -1),
]  # fmt: skip
NOT_MY_DISLIKE = [
    "my boyfriend can't stand musicals",
    "my boss really stresses me out",
    "it really stresses me out",
    "do crowds stress you out?",
    "horror movies are a hard no for my wife",
    "I wish festivals didn't stress me out",
    "crowds used to stress me out",
]

# -- a stay at a lodging named in full ---------------------------------------------------
STAY: list[Case] = [
    ("I'm staying at the Hilton Garden Inn in Lisbon this week for a conference",
     "current_stay", "Hilton Garden Inn", 1),
    ("User is currently staying at the Marriott Marquis in Times Square for a work trip.",
     "current_stay", "Marriott Marquis", 1),
    ("this week I'm staying at the Ace Hotel in Kyoto", "current_stay", "Ace Hotel", 1),
    ("Staying at the Holiday Inn Express near Heathrow tonight", "current_stay",
     "Holiday Inn Express", 1),
    ("I'm at the Hilton in Tokyo this week for a conference.", "current_stay", "Tokyo", 1),
    ("I'm staying at my parents' place in San Diego this week", "current_stay", "San Diego", 1),
]  # fmt: skip
NOT_MY_STAY = [
    "My sister is staying at the Ace Hotel in Kyoto",
    "my coworker's at the Hyatt Regency down the street",
    "Should I stay at the Hilton Garden Inn in Lisbon?",
    "I'm thinking about staying at the Ace Hotel in Kyoto",
    "If I stayed at the Marriott Marquis in Times Square, would it be loud?",
]

# -- a rent said with the home -----------------------------------------------------------
RENT: list[Case] = [
    ("I rent a studio for 950/month", "rent", "950", 1),
    ("I rent a two-bed flat for £1,400 a month", "rent", "£1,400", 1),
    ("I currently rent an apartment downtown for $2,100 a month", "rent", "$2,100", 1),
    ("I rent a room for 600 a month", "rent", "600", 1),
    ("I now rent a small house for 1800 per month", "rent", "1800", 1),
]
NOT_MY_RENT = [
    "if I moved to a two bedroom it'd probably be around 1400",
    "I could rent a studio for 950/month",
    "I rent out a room for 600 a month",
    "my sister rents a studio for 950/month",
    "should I rent a studio for 1100 a month?",
    "I rent a car for 50 a day",
]

POSITIVE = [
    *HOME,
    *FAVOURITE,
    *EMPLOYER,
    *JOB,
    *NAME,
    *KIDS,
    *PETS,
    *LIKES,
    *DISLIKES,
    *STAY,
    *RENT,
]

SOMEONE_ELSE_OR_NOT_YET: list[tuple[str, str]] = [
    *((t, "location") for t in NOT_MY_HOME),
    *((t, "favourite:colour favourite:movie favourite:food favourite:thing") for t in NOT_MY_FAVOURITE),
    *((t, "employer") for t in NOT_MY_EMPLOYER),
    *((t, "job_title") for t in NOT_MY_JOB),
    *((t, "name") for t in NOT_MY_NAME),
    *((t, "children") for t in NOT_MY_KIDS),
    *((t, "pets") for t in NOT_MY_PET),
    *((t, "likes") for t in NOT_MY_LIKE),
    *((t, "likes") for t in NOT_MY_DISLIKE),
    *((t, "current_stay location") for t in NOT_MY_STAY),
    *((t, "rent") for t in NOT_MY_RENT),
]  # fmt: skip


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), POSITIVE)
def test_an_everyday_phrasing_sets_the_slot_with_a_clean_value(
    text: str, slot: str, value: str, polarity: int
) -> None:
    assert_states(text, slot, value, polarity)


@pytest.mark.parametrize(("text", "slots"), SOMEONE_ELSE_OR_NOT_YET)
def test_someone_elses_fact_a_plan_or_a_question_sets_nothing_of_the_user(
    text: str, slots: str
) -> None:
    assert_sets_none_of(text, slots)


def test_a_corrected_pet_replaces_the_animal_it_was_taken_for() -> None:
    fact = _facts("oh wait he's actually a gerbil, not a hamster, my bad")[("pets", "gerbil")]
    assert any("hamster" in old for old in fact.replaces)


def test_a_named_pet_stays_one_pet() -> None:
    assert [f.value for f in EXTRACT("My dog is called Max.") if f.slot == "pets"] == [
        "dog named Max"
    ]


def test_a_dish_and_a_food_are_one_favourite() -> None:
    assert slot_key("favourite:dish") == slot_key("favourite:food") == "favourite:food"
