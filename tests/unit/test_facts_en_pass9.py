"""The English grammar's ninth pass, family by family (blind 8's misses): each everyday
phrasing the user says of themselves sets its slot with a clean value, and its negative
twins (someone else, a plan, a question, a word that only looks alike) set nothing of the
user's in that slot."""

from __future__ import annotations

import pytest

from tests.unit._facts_en import EXTRACT, Case, corpus_tests

#: family → phrasings and the fact each states (slot, value as stored, polarity)
STATES: dict[str, list[Case]] = {
    "typed without the apostrophe (im, ive, dont, cant)": [
        ("im allergic to tree nuts so no almond milk for me", "allergies", "tree nuts", 1),
        ("Im allergic to peanuts", "allergies", "peanuts", 1),
        ("ive been vegetarian for years", "diet", "vegetarian", 1),
        ("i dont eat meat anymore", "diet", "vegetarian", 1),
        ("i cant stand olives", "likes", "olives", -1),
        ("im on 62k a year rn, is that decent?", "income", "62k", 1),
        ("im a high school chemistry teacher", "job_title", "high school chemistry teacher", 1),
    ],
    "a favourite said without 'my' (fav, fave)": [
        (
            "fav colour is blue obviously, has been since i was like 5",
            "favourite:colour",
            "blue",
            1,
        ),
        ("fave food is pizza hands down", "favourite:food", "pizza", 1),
        ("favourite band is Muse", "favourite:band", "Muse", 1),
        ("fav drink's a flat white", "favourite:drink", "flat white", 1),
        ("Fave movie is Heat", "favourite:movie", "Heat", 1),
    ],
    "a favourite crowned, then when or how sure": [
        (
            "ramen has officially dethroned pad thai as my favourite dish after this trip 🍜",
            "favourite:food",
            "ramen",
            1,
        ),
        (
            "Arrival has replaced Inception as my favourite movie now",
            "favourite:movie",
            "Arrival",
            1,
        ),
        (
            "green has overtaken blue as my favourite colour this year",
            "favourite:colour",
            "green",
            1,
        ),
        (
            "Dune beat out Alien as my favourite film since the rewatch",
            "favourite:movie",
            "Dune",
            1,
        ),
        ("tea has replaced coffee as my favourite drink tbh", "favourite:drink", "tea", 1),
    ],
    "an agent's note that reports the user": [
        ("User said the divorce was finalized last month.", "marital_status", "divorced", 1),
        ("User mentioned being engaged.", "marital_status", "engaged", 1),
        ("The user mentioned being vegan.", "diet", "vegan", 1),
        (
            "User said that after three rewatches, Arrival has replaced Inception as their "
            "all-time favourite movie.",
            "favourite:movie",
            "Arrival",
            1,
        ),
        (
            "User said the cat allergy note is wrong: they own a cat with zero problems; "
            "it's dogs they're allergic to.",
            "allergies",
            "dogs",
            1,
        ),
        ("User noted that the move to Denver went fine.", "location", "Denver", 1),
    ],
    "a raise and its figure, a sum said with 's": [
        ("got the raise!!! 70k starting next month 😎", "income", "70k", 1),
        ("I got a raise to 85k", "income", "85k", 1),
        ("finally got the pay rise, 52k now", "income", "52k", 1),
        ("my salary's 4.5k a month after tax", "income", "4.5k", 1),
        ("my rent's 1,200 a month", "rent", "1,200", 1),
    ],
    "a pet corrected in passing, or named after its kind": [
        ("he's a malamute btw not a husky", "pets", "malamute", 1),
        ("she's a corgi tbh, not a beagle", "pets", "corgi", 1),
        ("it's a rabbit lol not a hamster", "pets", "rabbit", 1),
        ("my corgi waffles is snoring next to me", "pets", "corgi", 1),
        ("my cat mochi keeps knocking stuff over", "pets", "cat", 1),
    ],
    "what one lives for, a dislike that began, a diet gone all the way": [
        ("i live for hiking, out on a trail every weekend", "likes", "hiking", 1),
        ("I honestly live for karaoke", "likes", "karaoke", 1),
        ("i've started hating olives", "likes", "olives", -1),
        ("I'm starting to hate crowds", "likes", "crowds", -1),
        ("went fully vegan in january!! dropped dairy + eggs", "diet", "vegan", 1),
        ("I went full keto last month", "diet", "keto", 1),
    ],
    "an employer said by the work done there": [
        ("i do backend at spotify, mostly kafka stuff", "employer", "spotify", 1),
        ("I do marketing for Nike", "employer", "Nike", 1),
        ("im at shopify on the checkout team", "employer", "shopify", 1),
        ("yeah im at deloitte, audit side, busy season is killing me", "employer", "deloitte", 1),
        ("I'm at KPMG, tax side", "employer", "KPMG", 1),
    ],
    "a status said as one, or corrected": [
        (
            "my status is separated, how do I file taxes this year?",
            "marital_status",
            "separated",
            1,
        ),
        ("my relationship status is single", "marital_status", "single", 1),
        ("ugh sorry, I should've said divorced, not separated", "marital_status", "divorced", 1),
        ("I meant engaged, not married", "marital_status", "engaged", 1),
        (
            "User is in a long-term relationship but not married.",
            "marital_status",
            "in a long-term relationship",
            1,
        ),
        ("we're in a committed relationship", "marital_status", "in a committed relationship", 1),
    ],
    "a new role, an employer named as mine, a pet one lives with": [
        (
            "User switched roles to product manager in the spring, same company.",
            "job_title",
            "product manager",
            1,
        ),
        ("I moved into a team lead role", "job_title", "team lead", 1),
        ("my employer Shopify gives a learning stipend", "employer", "Shopify", 1),
        ("my employer Acme pays for lunch", "employer", "Acme", 1),
        (
            "it's just me and a hamster named Chewie in a tiny apartment",
            "pets",
            "hamster named Chewie",
            1,
        ),
        ("it's just me and my cat", "pets", "cat", 1),
    ],
    "news told in disbelief (??) is stated, not asked": [
        (
            "allergist says I outgrew the egg thing, but now I'm allergic to tree nuts?? body is chaos",
            "allergies",
            "tree nuts",
            1,
        ),
        ("turns out I'm lactose intolerant??", "allergies", "lactose", 1),
        ("so apparently I'm a senior engineer now??", "job_title", "senior engineer", 1),
        ("I'm vegan now?? who am I", "diet", "vegan", 1),
        ("I've been promoted to team lead?? wild", "job_title", "team lead", 1),
    ],
    "a label before the news (Update:, quick update -, weird news:)": [
        (
            "Update for you: got transferred to the Seattle office in August, so that's home now.",
            "location",
            "Seattle",
            1,
        ),
        ("quick update - I'm vegan now", "diet", "vegan", 1),
        ("weird news: I'm allergic to cats", "allergies", "cats", 1),
        ("big news: I got hired at Stripe!", "employer", "Stripe", 1),
        ("life update — we moved to Denver", "location", "Denver", 1),
    ],
    "the city one is in, with no trip and no 'now'": [
        (
            "I'm in Glasgow and the weather is grim, can you suggest indoor activities?",
            "location",
            "Glasgow",
            1,
        ),
        (
            "I'm in Manchester so anything 'outdoor' needs a rain plan lol",
            "location",
            "Manchester",
            1,
        ),
        ("I'm in Melbourne, what's a good gift for my mum's 60th?", "location", "Melbourne", 1),
        ("im in austin fwiw, so recommend bbq places near me", "location", "austin", 1),
        ("hey I'm based in Leeds", "location", "Leeds", 1),
    ],
    "a stay said without I'm, a home said by how long one has been there": [
        ("at the hilton in frankfurt till wed for client stuff", "current_stay", "frankfurt", 1),
        (
            "on a lil getaway in Seville rn 🌞 airbnb right by the cathedral",
            "current_stay",
            "Seville",
            1,
        ),
        ("toronto winters are brutal but i've been here like 6 yrs", "location", "toronto", 1),
        (
            "born and raised in manchester and still here lol never left",
            "location",
            "manchester",
            1,
        ),
        (
            "ngl leeds has been good to me, moving here for the new job was the right call even if the flat is tiny",
            "location",
            "leeds",
            1,
        ),
        ("Chicago summers are the best, I've lived here 10 years", "location", "Chicago", 1),
    ],
    "having no allergies": [
        ("no allergies that i know of, i can eat anything", "allergies", "none", 1),
        ("I have no allergies", "allergies", "none", 1),
        ("no known allergies", "allergies", "none", 1),
        ("I don't have any allergies", "allergies", "none", 1),
        ("I'm not allergic to anything", "allergies", "none", 1),
    ],
    "a title said with where, a new role by its title": [
        ("User works as a barista at a café downtown.", "job_title", "barista", 1),
        ("I work as a nurse at St Mary's", "job_title", "nurse", 1),
        ("I work as a nurse at St Mary's", "employer", "St Mary's", 1),
        (
            "User has started a new role as a UX designer at a fintech startup.",
            "job_title",
            "UX designer",
            1,
        ),
        ("I started a new job as a data analyst", "job_title", "data analyst", 1),
    ],
}

#: family → texts that set none of the space-separated slots of the user
NOTHING: dict[str, list[tuple[str, str]]] = {
    "typed without the apostrophe (im, ive, dont, cant)": [
        ("my sister is allergic to peanuts, im fine", "allergies"),
        ("im thinking of going vegetarian", "diet"),
        ("can u send the im.png file", "allergies diet likes"),
        ("ive no idea what to cook", "diet likes"),
    ],
    "a favourite said without 'my' (fav, fave)": [
        ("fav colour? hmm hard to say", "favourite:colour"),
        ("Favourite food is a tough question", "favourite:food"),
        ("fave movie is hard to pick", "favourite:movie"),
        ("my sister's fav colour is pink", "favourite:colour"),
        ("what's your fave food?", "favourite:food"),
    ],
    "a favourite crowned, then when or how sure": [
        ("my sister says ramen has dethroned pad thai as her favourite dish", "favourite:food"),
        ("has ramen dethroned pad thai as my favourite dish?", "favourite:food"),
    ],
    "an agent's note that reports the user": [
        ("User said her sister got married.", "marital_status"),
        ("User said their brother is vegan.", "diet"),
        ("User clarified that her sister is vegan.", "diet"),
        ("User mentioned their friend's divorce was finalized.", "marital_status"),
        (
            "User said a colleague has replaced Inception as their favourite movie.",
            "favourite:movie",
        ),
    ],
    "a raise and its figure, a sum said with 's": [
        ("got a raise of 5k", "income"),
        ("Got a raise, 10 years at the firm", "income"),
        ("my sister got the raise, 90k now", "income"),
        ("if I got the raise, 70k would be nice", "income"),
        ("got the raise!!! 10% more", "income"),
    ],
    "a pet corrected in passing, or named after its kind": [
        ("my sister's dog is a malamute btw not a husky", "pets"),
        ("my neighbour's cat mochi keeps coming over", "pets"),
        ("My cat allergy has cleared up", "pets"),
        ("my dog walker is on holiday", "pets"),
        ("should I get a corgi or a beagle?", "pets"),
    ],
    "what one lives for, a dislike that began, a diet gone all the way": [
        ("I live for free at my parents' place", "likes"),
        ("i live for now in a sublet", "likes"),
        ("my brother has started hating school", "likes"),
        ("one day i'm gonna crack and go full keto", "diet"),
        ("thinking I might go fully vegan", "diet"),
    ],
    "an employer said by the work done there": [
        ("my wife does backend at Google", "employer"),
        ("I'm at home, audit side of things", "employer"),
        ("my sister is at deloitte, audit side", "employer"),
        ("I'm at the gym on the treadmill", "employer"),
    ],
    "a status said as one, or corrected": [
        ("my sister's status is divorced", "marital_status"),
        ("what should my status be on the form?", "marital_status"),
        ("I meant the other form, not this one", "marital_status"),
    ],
    "a new role, an employer named as mine, a pet one lives with": [
        ("my husband switched roles to product manager", "job_title"),
        ("should I move into a team lead role?", "job_title"),
        ("my sister's employer Shopify gives a stipend", "employer"),
        ("it's just me and a friend this weekend", "pets"),
    ],
    "news told in disbelief (??) is stated, not asked": [
        ("are you serious i'm allergic to that??", "allergies"),
        ("am I allergic to peanuts??", "allergies"),
        ("is my sister vegan now??", "diet"),
    ],
    "a label before the news (Update:, quick update -, weird news:)": [
        ("news: my sister moved to Paris", "location"),
        ("update: thinking about moving to Denver", "location"),
        ("quick update - would you say I'm vegan if I eat fish?", "diet"),
    ],
    "the city one is in, with no trip and no 'now'": [
        ("I'm in Tokyo this week", "location"),
        ("I'm in Paris for a conference", "location"),
        ("I'm in Rome rn, any gelato tips?", "location"),
        ("I'm in Lisbon till Friday", "location"),
        ("I'm in London visiting my sister", "location"),
        ("I'm in Berlin for work", "location"),
        ("my sister's in Austin", "location"),
        ("I'm in Austin?", "location"),
    ],
    "a stay said without I'm, a home said by how long one has been there": [
        ("paris is lovely, i've been here two days", "location"),
        ("my sister moved to leeds, she says moving here was great", "location"),
        ("even if I moved to Leeds it would rain", "location"),
        ("I'd move to Leeds even if it rains", "location"),
    ],
    "having no allergies": [
        ("my son has no allergies", "allergies"),
        ("no allergies? really?", "allergies"),
        ("does he have any allergies", "allergies"),
    ],
    "a title said with where, a new role by its title": [
        ("My sister works as a nurse at Kaiser", "job_title employer"),
        ("I might take a new role as a manager", "job_title"),
    ],
    "'like' as filler is no like": [
        ("it has been blue since i was like 5", "likes"),
        ("I'm like so tired today", "likes"),
        ("like genuinely can't even look at them", "likes"),
    ],
}


(
    test_everyday_phrasing_of_the_family_states_the_fact,
    test_someone_elses_plans_and_look_alikes_set_nothing,
    test_every_family_has_five_phrasings_and_negative_twins,
) = corpus_tests(STATES, NOTHING)


@pytest.mark.parametrize(
    "text",
    [
        "yep that was right, just the one, BUT update: baby #2 arrived tuesday!!! a boy, 7lbs 2oz.",
        "our little girl was born at 6lb 8oz",
        "the puppy weighs 4 kg already",
    ],
)
def test_a_babys_or_a_pets_weight_is_not_the_users(text: str) -> None:
    assert "weight" not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


def test_a_second_baby_by_its_number_counts_two_children() -> None:
    facts = {f.slot: f.value for f in EXTRACT("update: baby #2 arrived tuesday!!! a boy")}
    assert facts.get("children") == "two children"


def test_a_named_diet_wins_over_what_it_leaves_out_in_one_message() -> None:
    facts = [
        f for f in EXTRACT("went fully vegan in january!! dropped dairy + eggs") if f.slot == "diet"
    ]
    assert [f.value for f in facts] == ["vegan"]


def test_a_pets_kind_said_after_its_name_is_kept() -> None:
    assert [f.value for f in EXTRACT("My dog Biscuit is a beagle") if f.slot == "pets"] == [
        "beagle called Biscuit"
    ]


def test_born_somewhere_then_living_elsewhere_is_the_later_home() -> None:
    facts = [
        f
        for f in EXTRACT("born and raised in Leeds but I live in York now")
        if f.slot == "location"
    ]
    assert [f.value for f in facts] == ["York"]


def test_a_concession_after_a_statement_does_not_void_it() -> None:
    assert [
        f.value for f in EXTRACT("I moved to Leeds even if it rains a lot") if f.slot == "location"
    ] == ["Leeds"]
