"""The English grammar's seventh pass (:mod:`memory_ext.extraction.en_retold` and the
families it widens), family by family: facts retold in everyday words — each phrasing
with its clean value — and the negative twins of the same family (someone else's fact, a
plan, a wish, a hypothetical, a question) that must set nothing of the user's."""

from __future__ import annotations

import pytest

from tests.unit._facts_en import EXTRACT, Case, assert_sets_none_of, assert_states
from tests.unit._facts_en import facts_of as _facts

# -- a fact an agent passes on with a pronoun for the user -------------------------------
REPORTED: list[Case] = [
    ("User now says their favourite dish is pad thai, after a trip to Bangkok.",
     "favourite:food", "pad thai", 1),
    ("Correction from user: their title is product owner, not product manager.",
     "job_title", "product owner", 1),
    ("The user mentioned her employer is Stripe now.", "employer", "Stripe", 1),
    ("User says his rent went up to $1,900.", "rent", "$1,900", 1),
    ("According to the user, their favourite colour is teal.", "favourite:colour", "teal", 1),
    ("Update from user: their job title is Staff Engineer.", "job_title", "Staff Engineer", 1),
    ("User clarified that her name is Katie, not Kate", "name", "Katie", 1),
    ("Correction from user: they're vegetarian, not vegan", "diet", "vegetarian", 1),
    ("Note from user: she moved to Leeds last month", "location", "Leeds", 1),
]  # fmt: skip
NOT_REPORTED = [
    "User says their sister's favourite dish is pad thai.",
    "User says her husband's employer is Stripe.",
    "Correction from user: their mom's title is product owner.",
    "User says if their rent goes up to 2000 they'll move.",
    "User says their favourite dish might be pad thai",
    "User asks whether their title should be product owner?",
    "Note from user: her sister moved to Leeds",
]

# -- news told as a teaser -----------------------------------------------------------------
TEASER: list[Case] = [
    ("guess who got promoted to senior developer today 🎉", "job_title", "senior developer", 1),
    ("Guess who just moved to Lisbon!", "location", "Lisbon", 1),
    ("omg guess who's vegan now", "diet", "vegan", 1),
    ("so guess who got engaged last night 💍", "marital_status", "engaged", 1),
    ("guess who adopted a beagle this weekend", "pets", "beagle", 1),
    ("guess who started at Spotify today", "employer", "Spotify", 1),
]
NOT_MY_NEWS = [
    "guess who got promoted to senior developer today: my sister!",
    "guess who got promoted today — Sam!",
    "guess who I ran into in Lisbon",
    "guess who got promoted?",
    "my brother said guess who moved to Lisbon",
    "guess who's thinking about moving to Lisbon",
]

# -- a favourite crowned after praise ------------------------------------------------------
CROWNED: list[Case] = [
    ("nothing beats a flat white, it's my favourite drink by far", "favourite:drink",
     "flat white", 1),
    ("Nothing tops carbonara, it's my favourite dish", "favourite:food", "carbonara", 1),
    ("you can't beat autumn, it's my favourite season", "favourite:season", "autumn", 1),
    ("I love teal, it's my favourite colour", "favourite:colour", "teal", 1),
    ("I adore sunflowers, they're my favourite flowers", "favourite:flower", "sunflowers", 1),
    ("nothing compares to Lisbon, it's basically my favourite city", "favourite:city",
     "Lisbon", 1),
]  # fmt: skip
NOT_CROWNED = [
    "nothing beats a flat white, it's my wife's favourite drink",
    "nothing beats a flat white, is it your favourite drink too?",
    "my dad says nothing beats a flat white, it's his favourite drink",
    "I love my sisters, they're my favourite people",
    "I keep meaning to try matcha lattes, everyone says they're amazing. maybe next week",
]

# -- a dislike said as an enemy ------------------------------------------------------------
ENEMY: list[Case] = [
    ("ok plot twist, I've come around on cilantro. olives are my nemesis now though",
     "likes", "olives", -1),
    ("ok plot twist, I've come around on cilantro. olives are my nemesis now though",
     "likes", "cilantro", 1),
    ("Mondays are my sworn enemy", "likes", "Mondays", -1),
    ("cilantro is the bane of my existence", "likes", "cilantro", -1),
    ("honestly, slow walkers are my biggest pet peeve", "likes", "slow walkers", -1),
    ("Excel is my arch-nemesis", "likes", "Excel", -1),
]  # fmt: skip
NOT_MY_ENEMY = [
    "my brother is my nemesis",
    "olives are my sister's nemesis",
    "are olives my nemesis?",
    "he's my arch-nemesis at chess",
    "if olives were my nemesis I'd starve",
]

# -- a like said by comparison, and the pastime it replaced by its verb ---------------------
MORE_INTO: list[Case] = [
    ("these days I'm way more into bouldering, haven't hiked in months", "likes",
     "bouldering", 1),
    ("these days I'm way more into bouldering, haven't hiked in months", "likes", "hiking", -1),
    ("I'm much more into podcasts than audiobooks now", "likes", "podcasts", 1),
    ("User is more into jazz these days", "likes", "jazz", 1),
    ("lately I've gotten more into sourdough baking", "likes", "sourdough baking", 1),
    ("I haven't been running in months, I'm all about cycling now", "likes", "running", -1),
    ("haven't skied in years, I'm way more into snowboarding", "likes", "skiing", -1),
    ("User hasn't painted in ages, she's into pottery instead", "likes", "painting", -1),
    ("I haven't gone climbing in months, I'm into running now", "likes", "climbing", -1),
]  # fmt: skip
NOT_MORE_INTO = [
    "my brother is way more into bouldering",
    "I wish I was more into running",
    "should I get more into climbing?",
    "if I were more into jazz I'd go to the festival",
    "I want to get more into yoga",
    "I'm trying to get more into yoga",
]
NOT_PUT_DOWN = [
    "I haven't hiked in months because of my knee",
    "my brother hasn't hiked in months, he's into bouldering now",
    "I haven't hiked in months and I miss it, though I'm into bouldering too",
    "I haven't hiked in months, should I get into bouldering?",
]

# -- a first stretch at an employer, said with how it went ---------------------------------
FIRST_STRETCH: list[Case] = [
    ("Just wrapped my first week at KPMG! handed in my Deloitte laptop on Friday, feels weird",
     "employer", "KPMG", 1),
    ("Finally got through my first week at Ocado, exhausted", "employer", "Ocado", 1),
    ("I wrapped up my first day at Canva today", "employer", "Canva", 1),
    ("nailed my first shift at Pret", "employer", "Pret", 1),
    ("kicked off my first week at Deloitte", "employer", "Deloitte", 1),
]  # fmt: skip
NOT_MY_FIRST_STRETCH = [
    "my son just wrapped his first week at Oak Academy",
    "my husband wrapped his first week at KPMG",
    "hoping to get through my first week at KPMG",
    "Just wrapped my first week at Disneyland!",
    "If I survive my first week at KPMG, drinks are on me",
    "wrapped my first week at the gym",
]

# -- a bare title as news of a new role; a title of two job nouns ---------------------------
TITLE: list[Case] = [
    ("new role starting this term: I'm assistant principal now, so fewer classes and way "
     "more meetings", "job_title", "assistant principal", 1),
    ("New job: I'm head of marketing now", "job_title", "head of marketing", 1),
    ("started a new position this month, I'm team lead now", "job_title", "team lead", 1),
    ("My new role is official, I'm senior analyst as of today", "job_title",
     "senior analyst", 1),
    ("role change this week — I'm engineering manager now", "job_title",
     "engineering manager", 1),
    ("I'm an assistant manager at a bank", "job_title", "assistant manager", 1),
    ("I'm the head chef now", "job_title", "head chef", 1),
    ("User is a lead developer.", "job_title", "lead developer", 1),
    ("I work as a nurse practitioner", "job_title", "nurse practitioner", 1),
]  # fmt: skip
NOT_MY_TITLE = [
    "my wife has a new role: she's assistant principal now",
    "new role for my brother, he's team lead now",
    "I might take a new role, I'd be team lead then",
    "if I get the new role I'm team lead",
    "New role starting this term: is assistant principal a step up?",
    "my mom is an assistant manager",
    "I want to be a head chef",
    "should I become an assistant principal?",
    "if I were a head chef I'd never cook at home",
]

# -- a parent of one -----------------------------------------------------------------------
ONE_CHILD: list[Case] = [
    ("I'm a mum of one — my son Leo is 3", "children", "one child", 1),
    ("proud dad of one here", "children", "one child", 1),
    ("User is a mother of one.", "children", "one child", 1),
    ("I'm a mom of 1, and she keeps me busy", "children", "one child", 1),
    ("I'm a mum of two", "children", "two children", 1),
]
NOT_MY_CHILD = [
    "my sister is a mum of one",
    "I'm the mother of one of the kids in the class",
    "I'd love to be a mum of one",
    "if I were a dad of one I'd travel more",
    "we're thinking about trying for a second next year, what's a good age gap?",
]

# -- an employer with the team or office one works in ---------------------------------------
EMPLOYER: list[Case] = [
    ("I work at Deloitte in audit and I need help with a nested IF formula in Excel",
     "employer", "Deloitte", 1),
    ("I work for Google in London", "employer", "Google", 1),
    ("I work in audit at Deloitte", "employer", "Deloitte", 1),
    ("User works in marketing at Spotify.", "employer", "Spotify", 1),
    ("I work in IT at Barclays", "employer", "Barclays", 1),
    ("I just joined Monzo in the payments team", "employer", "Monzo", 1),
]  # fmt: skip
NOT_MY_EMPLOYER = [
    "my wife works in audit at Deloitte",
    "I used to work in audit at Deloitte",
    "I want to work in audit at Deloitte",
    "should I work in audit at Deloitte?",
    "If I worked at Google in London, would I need a visa?",
]

# -- someone else's favourite, then the user's by "mine" ------------------------------------
MINE: list[Case] = [
    ("lol ignore that, Adele is my mom's favourite, I was typing her list. mine is Florence "
     "Welch, always has been", "favourite:thing", "Florence Welch", 1),
    ("Her favourite colour is red, mine is green", "favourite:colour", "green", 1),
    ("my husband's favourite film is Jaws but mine is Alien", "favourite:movie", "Alien", 1),
    ("my sister's favourite band is Muse, mine is Blur", "favourite:band", "Blur", 1),
    ("Dad's favourite drink is whisky; mine has always been gin", "favourite:drink", "gin", 1),
]  # fmt: skip
NOT_MINE = [
    "her favourite is pizza. mine? not sure",
    "my brother's favourite band is Muse, is mine Blur?",
    "my sister's favourite band is Muse, mine would be Blur if I had to pick",
    "mine is bigger than his",
    "my sister's favourite band is Muse",
]

POSITIVE = [
    *MINE,
    *REPORTED,
    *TEASER,
    *CROWNED,
    *ENEMY,
    *MORE_INTO,
    *FIRST_STRETCH,
    *TITLE,
    *ONE_CHILD,
    *EMPLOYER,
]

SOMEONE_ELSE_OR_NOT_YET: list[tuple[str, str]] = [
    *((t, "favourite:food employer job_title rent location") for t in NOT_REPORTED),
    *((t, "job_title location diet marital_status pets employer") for t in NOT_MY_NEWS),
    *((t, "favourite:drink favourite:people favourite:person") for t in NOT_CROWNED),
    *((t, "likes") for t in NOT_MY_ENEMY),
    *((t, "likes") for t in NOT_MORE_INTO),
    *((t, "likes") for t in NOT_PUT_DOWN if "bouldering too" not in t),
    *((t, "employer") for t in NOT_MY_FIRST_STRETCH),
    *((t, "job_title") for t in NOT_MY_TITLE),
    *((t, "children") for t in NOT_MY_CHILD),
    *((t, "employer") for t in NOT_MY_EMPLOYER),
    *((t, "favourite:band favourite:thing") for t in NOT_MINE),
]  # fmt: skip


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), POSITIVE)
def test_a_retold_fact_sets_the_slot_with_a_clean_value(
    text: str, slot: str, value: str, polarity: int
) -> None:
    assert_states(text, slot, value, polarity)


@pytest.mark.parametrize(("text", "slots"), SOMEONE_ELSE_OR_NOT_YET)
def test_someone_elses_fact_a_plan_or_a_question_sets_nothing_of_the_user(
    text: str, slots: str
) -> None:
    assert_sets_none_of(text, slots)


@pytest.mark.parametrize("text", NOT_PUT_DOWN)
def test_a_pastime_on_a_break_is_not_put_down(text: str) -> None:
    assert ("likes", "hiking") not in _facts(text), EXTRACT(text)


@pytest.mark.parametrize(
    ("verb", "pastime"),
    [("hiked", "hiking"), ("skied", "skiing"), ("studied", "studying"), ("ran", "running"),
     ("jogged", "jogging"), ("danced", "dancing")],
)  # fmt: skip
def test_a_pastime_is_named_by_its_verb(verb: str, pastime: str) -> None:
    text = f"I haven't {verb} in months, I'm way more into chess now"
    assert ("likes", pastime) in _facts(text), EXTRACT(text)
