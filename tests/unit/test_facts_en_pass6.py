"""The English grammar's sixth pass (:mod:`memory_ext.extraction.en_passing`), family by
family: facts said in passing, topic first or as a fragment — each phrasing with its
clean value, and the negative twins of the same family (someone else's fact, a plan, a
wish, a hypothetical, a question) that must set nothing of the user's."""

from __future__ import annotations

import pytest

from memory_ext.importance import RuleImportanceScorer
from tests.unit._facts_en import EXTRACT, Case, assert_sets_none_of, assert_states
from tests.unit._facts_en import facts_of as _facts
from tests.unit._facts_en import slots_of as _slots

# -- a favourite stated topic first, or as a question answered --------------------------
FAVOURITE: list[Case] = [
    ("Radiohead has been my favourite band since uni.", "favourite:band", "Radiohead", 1),
    ("The Wire has always been my favourite show.", "favourite:show", "The Wire", 1),
    ("Pizza's been my favourite food since I was a kid.", "favourite:food", "Pizza", 1),
    ("Blue remains my favourite colour.", "favourite:colour", "Blue", 1),
    ("Radiohead are still my favourite band after all these years.", "favourite:band",
     "Radiohead", 1),
    ("My favourite band has always been Radiohead.", "favourite:band", "Radiohead", 1),
    ("Favourite band: still Radiohead.", "favourite:band", "Radiohead", 1),
    ("Favourite band of all time has to be Radiohead.", "favourite:band", "Radiohead", 1),
    ("Dune has long been the user's favourite book.", "favourite:book", "Dune", 1),
    ("Favorite movie of all time? The Shawshank Redemption, easy.", "favourite:movie",
     "The Shawshank Redemption", 1),
    ("Fave song ever? Bohemian Rhapsody, no contest.", "favourite:song", "Bohemian Rhapsody", 1),
    ("favourite book right now? Circe, by a mile.", "favourite:book", "Circe", 1),
    ("My all-time favourite band? Radiohead.", "favourite:band", "Radiohead", 1),
    ("Interstellar, hands down my favourite film.", "favourite:movie", "Interstellar", 1),
    ("I've rewatched Interstellar like 4 times this year and it has officially dethroned "
     "Shawshank as my #1", "favourite:movie", "Interstellar", 1),
    ("Watched Arrival three times and it's dethroned Jurassic Park as my favourite movie",
     "favourite:movie", "Arrival", 1),
    ("Finally read Piranesi and honestly it's my new favourite book.", "favourite:book",
     "Piranesi", 1),
]  # fmt: skip
NOT_MY_FAVOURITE = [
    "My daughter's favourite band has been BTS since she was ten.",
    "BTS has been my daughter's favourite band for years.",
    "Radiohead could have been my favourite band if they'd kept making rock.",
    "Has Radiohead always been my favourite band?",
    "Dune would have been my favourite book, honestly.",
    "My husband's favourite band has always been Radiohead.",
    "Your favourite band has always been Radiohead, right?",
    "His all-time favourite book is Dune, so maybe something sci-fi?",
    "My wife's favourite movie of all time? Titanic, obviously.",
    "My son watched Dune twice and says it's his favourite film now.",
    "Titanic, my wife's favourite film.",
    "Interstellar, my favourite film? Not sure anymore.",
]

# -- a title with "and" in it --------------------------------------------------------------
TITLES: list[Case] = [
    ("my fav book is Pride and Prejudice, I reread it every winter", "favourite:book",
     "Pride and Prejudice", 1),
    ("My favourite film is Romeo and Juliet.", "favourite:movie", "Romeo and Juliet", 1),
    ("Harry Potter and the Prisoner of Azkaban is my favourite book.", "favourite:book",
     "Harry Potter and the Prisoner of Azkaban", 1),
    ("The user's favourite show is Law and Order.", "favourite:show", "Law and Order", 1),
    ("My favourite album is still Rumours.", "favourite:album", "Rumours", 1),
    ("Sense and Sensibility has always been my favourite novel.", "favourite:novel",
     "Sense and Sensibility", 1),
]  # fmt: skip
NOT_MY_TITLE = [
    "My husband's favourite film is Romeo and Juliet.",
    "Is Pride and Prejudice my favourite book?",
    "Her favourite book is Pride and Prejudice.",
    "My son's favourite show is Bluey and he watches it daily.",
    "If Pride and Prejudice were my favourite book I'd say so.",
]

# -- a job and a home in one breath --------------------------------------------------------
IN_PASSING: list[Case] = [
    ("Quick context: I'm a nurse living in Auckland.", "location", "Auckland", 1),
    ("I'm a nurse living in Auckland.", "job_title", "nurse", 1),
    ("User is a teacher based in Leeds.", "location", "Leeds", 1),
    ("I'm a software engineer working at Google.", "employer", "Google", 1),
    ("I'm a junior doctor living in Bristol these days.", "location", "Bristol", 1),
    ("The user is a chef based out of Lisbon.", "location", "Lisbon", 1),
    ("I work as a nurse in Auckland.", "job_title", "nurse", 1),
    ("As a nurse living in Auckland, I work a lot of nights.", "location", "Auckland", 1),
    ("I'm an Auckland-based nurse.", "location", "Auckland", 1),
    ("I'm an Auckland-based nurse.", "job_title", "nurse", 1),
    ("I'm a 34-year-old nurse living in Auckland.", "job_title", "nurse", 1),
    ("I'm a nurse who lives in Auckland.", "location", "Auckland", 1),
]
NOT_MY_JOB_OR_HOME = [
    ("My sister is a nurse living in Auckland.", "location job_title"),
    ("My boyfriend is an engineer working at Google.", "employer job_title"),
    ("I'd love to be a nurse living in Auckland.", "location job_title"),
    ("If I were a teacher based in Leeds I'd be happier.", "location job_title"),
    ("Am I a nurse living in Auckland?", "location job_title"),
    ("As a nurse living in Auckland, would you recommend night shifts?", "location job_title"),
    ("As a nurse living in Auckland, my sister works nights.", "location job_title"),
    ("My sister is an Auckland-based nurse.", "location job_title"),
    ("My wife is a nurse who lives in Auckland.", "location job_title"),
]

# -- a move done this week is a home; a move still to come is nothing -----------------------
MOVED: list[Case] = [
    ("We finally moved into the new place in Boulder this weekend!", "location", "Boulder", 1),
    ("Moved to Leeds this week, still unpacking.", "location", "Leeds", 1),
    ("We relocated to Austin this month.", "location", "Austin", 1),
    ("User moved into a flat in Glasgow this weekend.", "location", "Glasgow", 1),
    ("I moved back to Cork this week.", "location", "Cork", 1),
]
NOT_MOVED = [
    ("We're moving into the new place in Boulder this weekend!", "location current_stay"),
    ("We're moving to Boulder this weekend.", "location current_stay"),
    ("Thinking of moving to Leeds this month.", "location current_stay"),
    ("My brother moved to Austin this week.", "location current_stay"),
    ("We might move to Denver this weekend.", "location current_stay"),
    ("Are we moving into the new place this weekend?", "location current_stay"),
    ("I'm moving out tomorrow", "location current_stay"),
]

# -- a stay someone else booked; a leg of a trip reached by bus or train --------------------
STAYS: list[Case] = [
    ("Flight got cancelled 🙃 airline moved me to the Premier Inn at Terminal 4 for the night",
     "current_stay", "Premier Inn", 1),
    ("They put me up at the Hilton near the airport tonight.", "current_stay", "Hilton", 1),
    ("Got moved to the Holiday Inn Express, the first hotel flooded.", "current_stay",
     "Holiday Inn Express", 1),
    ("The conference rebooked us into the Marriott downtown.", "current_stay", "Marriott", 1),
    ("User was bumped to the Travelodge for tonight.", "current_stay", "Travelodge", 1),
    ("Took the sleeper bus down, I'm in Hoi An now.", "current_stay", "Hoi An", 1),
    ("Caught the night train, I'm in Krakow now.", "current_stay", "Krakow", 1),
    ("Hopped on a ferry over, we're in Naxos now.", "current_stay", "Naxos", 1),
    ("Switched to the Novotel after the Ibis lost my booking.", "current_stay", "Novotel", 1),
    ("Took the train down, I live in Brighton now.", "location", "Brighton", 1),
]  # fmt: skip
NOT_MY_STAY = [
    ("The airline moved my sister to the Premier Inn for the night.", "current_stay location"),
    ("They might put me up at the Hilton tonight.", "current_stay location"),
    ("If the airline moves me to the Premier Inn I'll complain.", "current_stay location"),
    ("Should I ask them to move me to the Marriott?", "current_stay location"),
    ("My colleague got bumped to the Travelodge.", "current_stay location"),
    ("My sister switched to the Novotel.", "current_stay location likes"),
    ("My brother took the bus down, he's in Leeds now.", "current_stay location"),
    ("Thinking of taking the night train, I'd be in Krakow by morning.", "current_stay location"),
]

# -- rent per calendar month or per week, in a currency code --------------------------------
RENT: list[Case] = [
    ("paying £950 pcm for a room in Zone 3", "rent", "£950", 1),
    ("moved into a studio, £1,250 pcm now but no more flatmates!!", "rent", "£1,250", 1),
    ("I pay AUD 620 a week in rent.", "rent", "AUD 620 a week", 1),
    ("User pays $400 a week for a room in Sydney.", "rent", "$400 a week", 1),
    ("My rent is AUD 2,400 a month.", "rent", "AUD 2,400", 1),
    ("Rent's NZD 550 a week now.", "rent", "NZD 550 a week", 1),
    ("I'm paying €1,100 a month for the flat now.", "rent", "€1,100", 1),
    ("paying 620 AUD a week for a room", "rent", "620 AUD a week", 1),
    ("User pays $400 pw for a room in Sydney.", "rent", "$400 pw", 1),
    ("New flat is £1,100 pcm.", "rent", "£1,100", 1),
    ("New flat is NZD 560 a week, but it's worth it.", "rent", "NZD 560 a week", 1),
    ("The new place is AUD 650 a week.", "rent", "AUD 650 a week", 1),
    ("I'm renting a studio for £1,050 a month.", "rent", "£1,050", 1),
    ("typo, £950 pcm not £590", "rent", "£950", 1),
]
NOT_MY_RENT = [
    "Found a flat in Leeds at £900 pcm, worth switching?",
    "My sister pays £950 pcm for a room in Zone 3.",
    "If I moved further out and paid like 480 a week, would the extra train costs cancel it out?",
    "Studios round here go for £1,100 pcm.",
    "Looking at a studio, £1,250 pcm, should I take it?",
    "Could I afford AUD 620 a week in rent?",
    "My sister's new flat is £1,100 pcm.",
    "Is the new place £1,100 pcm?",
    "Saw a new flat at £1,100 pcm.",
    "My brother is renting a studio for £1,050 a month.",
    "I'm thinking of renting a studio for £1,050 a month.",
    "My flatmate pays £700 pcm for the box room, typo, not £600",
]

# -- a weight in stone, and a weight corrected by its unit ----------------------------------
WEIGHT: list[Case] = [
    ("I'm 14 stone.", "weight", "14 stone", 1),
    ("User weighs 13 st 4.", "weight", "13 st 4", 1),
    ("I'm about 11 stone now.", "weight", "11 stone", 1),
    ("The user is 15 stone.", "weight", "15 stone", 1),
    ("I weigh 12 stone 6 lb these days.", "weight", "12 stone 6 lb", 1),
    ("I'm 13 and a half stone.", "weight", "13.5 stone", 1),
    ("oops, 13 stone not 14, typo", "weight", "13 stone", 1),
    ("sorry, 82 kg not 85", "weight", "82 kg", 1),
]
NOT_MY_WEIGHT = [
    "My son is 5 stone.",
    "I want to get down to 12 stone.",
    "I've lost 2 stone since January.",
    "My husband is 16 stone.",
    "Should I be 11 stone at my height?",
    "I'd like to be 12 stone by summer.",
    "I'm 2 stone lighter than last year.",
]

# -- a correction that names only the allergens ---------------------------------------------
ALLERGY_FIX = [
    ("wait no, peanuts, not shellfish. sorry, long day", "peanuts", "shellfish"),
    ("Sorry, I meant penicillin, not amoxicillin.", "penicillin", "amoxicillin"),
    ("correction: sesame, not soy", "sesame", "soy"),
    ("oops no, tree nuts not peanuts", "tree nuts", "peanuts"),
    ("Actually it's latex, not penicillin, my bad", "latex", "penicillin"),
    ("sorry, I meant shellfish, not peanuts, it's the other way round", "shellfish", "peanuts"),
]
NOT_MY_ALLERGY_FIX = [
    "My daughter is allergic to peanuts, not shellfish.",
    "Is it peanuts, not shellfish, that cause most reactions?",
    "No, peanuts, not shellfish, are the most common allergy in kids, sorry.",
    "Peanuts, not shellfish, are what my son reacts to.",
    "If it's peanuts, not shellfish, what should I avoid?",
]

# -- a diet one has to keep, or eats -------------------------------------------------------
DIET: list[Case] = [
    ("I have to eat gluten-free, I'm coeliac.", "diet", "gluten-free", 1),
    ("User has to eat gluten-free.", "diet", "gluten-free", 1),
    ("We have to keep kosher at home.", "diet", "kosher", 1),
    ("I eat a plant-based diet.", "diet", "plant-based", 1),
    ("The user eats a strictly vegan diet.", "diet", "vegan", 1),
    ("I keep a halal diet.", "diet", "halal", 1),
    ("I eat plant-based now.", "diet", "plant-based", 1),
    ("User eats vegan.", "diet", "vegan", 1),
]
NOT_MY_DIET = [
    "My partner has to eat gluten-free.",
    "I might have to eat gluten-free.",
    "If I have to eat gluten-free, what can I bake?",
    "Do I have to eat gluten-free forever?",
    "I'll have to go gluten-free soon.",
    "My partner's just gone keto so cooking dinner is going to be a fun puzzle",
    "Thinking about trying a plant-based diet at some point.",
    "Should I eat a plant-based diet?",
    "My mum eats a plant-based diet.",
    "I have to be vegan for this challenge week.",
    "I have to eat keto for the study till March.",
    "We have to eat halal when my in-laws visit.",
    "I eat vegan food sometimes.",
    "I eat vegan once a week.",
]

# -- a name and a marriage at a wedding -----------------------------------------------------
WEDDING: list[Case] = [
    ("Heads up, I changed my name after the wedding. It's Samantha Ortiz now.", "name",
     "Samantha Ortiz", 1),
    ("I took my wife's surname. It's Jordan Blake now.", "name", "Jordan Blake", 1),
    ("User changed her name last month. It's Maria Lopez now.", "name", "Maria Lopez", 1),
    ("I changed my name after the wedding, it's Samantha Ortiz now", "name", "Samantha Ortiz", 1),
    ("Took my husband's surname after the wedding. It's Rachel Geller now.", "name",
     "Rachel Geller", 1),
    ("Officially Mrs. Patel as of last Saturday 💍 still can't believe it", "marital_status",
     "married", 1),
    ("I'm officially Mrs. Okafor now!", "marital_status", "married", 1),
    ("We're officially Mr and Mrs Smith as of yesterday.", "marital_status", "married", 1),
]  # fmt: skip
NOT_MY_WEDDING = [
    ("My wife changed her name after the wedding. It's Laura Ortiz now.", "name"),
    ("I'm thinking about changing my name after the wedding. Maybe to Samantha Ortiz.", "name"),
    ("Should I change my name after the wedding? It's a big decision.", "name"),
    ("My wife took my surname, so it's Laura Whitfield now.", "name"),
    ("My wife took my surname after the wedding. It's Rachel Geller now.", "name"),
    ("Mrs. Patel is my new boss.", "marital_status"),
    ("Mrs. Patel now teaches my son.", "marital_status"),
    ("My sister is officially Mrs. Patel as of last Saturday!", "marital_status"),
    ("My neighbour Mrs. Patel just got back from India.", "marital_status"),
]

# -- an offer from an employer as the subject, taken ----------------------------------------
OFFER: list[Case] = [
    ("Walmart made me an offer I couldn't refuse, started there last week.", "employer",
     "Walmart", 1),
    ("Stripe made me an offer and I accepted.", "employer", "Stripe", 1),
    ("Deloitte finally gave me an offer, said yes on the spot.", "employer", "Deloitte", 1),
    ("Left Target after 8 years. Walmart made me an offer I couldn't refuse, started there "
     "last week.", "employer", "Walmart", 1),
    ("Monzo made me an offer and I signed it yesterday.", "employer", "Monzo", 1),
    ("Legal & General made me an offer and I accepted, starting Monday.", "employer",
     "Legal & General", 1),
]  # fmt: skip
NOT_MY_OFFER = [
    "Walmart made me an offer but I'm still deciding.",
    "Walmart made my brother an offer he couldn't refuse.",
    "If Walmart made me an offer I'd take it.",
    "Should I accept if Walmart makes me an offer?",
    "Walmart might make me an offer next week.",
    "Walmart made me an offer, I start next month if I accept.",
]

# -- a pet talked into, or described by its breed --------------------------------------------
PETS: list[Case] = [
    ("the hamster passed away sadly, so my kid talked me into a bearded dragon. what do "
     "they eat??", "pets", "bearded dragon", 1),
    ("the hamster passed away sadly, so my kid talked me into a bearded dragon.", "pets",
     "hamster", -1),
    ("My partner talked me into getting a puppy last month.", "pets", "puppy", 1),
    ("My dog Biscuit is a beagle, very food motivated.", "pets", "beagle called Biscuit", 1),
    ("Our cat Mochi is a Maine Coon.", "pets", "Maine Coon called Mochi", 1),
    ("The user's dog Rex is a labrador.", "pets", "labrador called Rex", 1),
]  # fmt: skip
NOT_MY_PET = [
    "My kid is trying to talk me into a bearded dragon.",
    "My kid talked my wife into a bearded dragon.",
    "Could you talk me into a bearded dragon?",
    "My cousin's dog Rex is a beagle.",
    "My mum's dog Biscuit is a beagle.",
    "My dog Biscuit is a menace.",
    "My cousin just got a parrot that swears. It's hilarious.",
]

# -- a count of children as a fragment -------------------------------------------------------
KIDS: list[Case] = [
    ("Two kids (twins, both 3) so bedtime is chaos.", "children", "two kids", 1),
    ("Three kids.", "children", "three kids", 1),
    ("Got two kids (6 and 9).", "children", "two kids", 1),
    ("Four children (all under ten), send coffee", "children", "four children", 1),
    ("Two boys (5 and 7) so the house is loud.", "children", "two boys", 1),
    ("We welcomed baby #3 on Friday.", "children", "three children", 1),
    ("My two boys keep me busy.", "children", "two boys", 1),
]
NOT_MY_KIDS = [
    "Two kids at my school got suspended.",
    "Two kids (my nephews) are staying over this weekend.",
    "Two kids were yelling on the bus.",
    "We keep talking about maybe having a third... how do people afford it??",
    "Three kids would be too many for us.",
    "My sister welcomed baby #3 on Friday.",
    "My sister's two kids are here.",
    "Two kids (not mine!) screaming next to me on the plane.",
    "My sister has two kids (twins) so she's exhausted.",
]

# -- tastes that end or start ----------------------------------------------------------------
TASTES: list[Case] = [
    ("haven't touched chess in ages tbh, I'm all about pickleball now", "likes", "chess", -1),
    ("haven't touched chess in ages tbh, I'm all about pickleball now", "likes", "pickleball", 1),
    ("Haven't played guitar in years, I'm into drums now.", "likes", "guitar", -1),
    ("User hasn't touched Fortnite in months, lost interest.", "likes", "Fortnite", -1),
    ("Pride and Prejudice has been my favourite book for years.", "favourite:book",
     "Pride and Prejudice", 1),
    ("Radiohead has been my favourite band for as long as I can remember.", "favourite:band",
     "Radiohead", 1),
    ("Mushrooms are disgusting to me, please leave them out of recipes.", "likes", "Mushrooms", -1),
    ("Olives are so gross, never put them in my salad.", "likes", "Olives", -1),
    ("Cilantro is vile to me.", "likes", "Cilantro", -1),
    ("food update: my wife converted me on mushrooms, they're fine now.", "likes", "mushrooms", 1),
    ("My husband won me over on sushi, it's fine now.", "likes", "sushi", 1),
    ("Eggplant though, absolutely not, please skip eggplant.", "likes", "Eggplant", -1),
    ("Karaoke though? hard pass.", "likes", "Karaoke", -1),
    ("Weirdly cilantro doesn't bother me anymore?? Now it's olives I can't stand.", "likes",
     "olives", -1),
    ("These days it's raisins I can't stand.", "likes", "raisins", -1),
    ("Weirdly cilantro doesn't bother me anymore?? Now it's olives I can't stand.", "likes",
     "cilantro", 1),
    ("Cilantro doesn't bother me anymore.", "likes", "Cilantro", 1),
    ("I don't mind olives these days.", "likes", "olives", 1),
]  # fmt: skip
NOT_MY_TASTE = [
    "I haven't touched my savings in years.",
    "Haven't played guitar in years.",
    "Haven't done pottery in a while because of work, but I'll get back to it.",
    "Haven't touched chess in months, I miss it.",
    "My brother hasn't played guitar in years.",
    "Haven't seen my parents in ages.",
    "Mushrooms are disgusting to my husband.",
    "My kids think mushrooms are disgusting.",
    "Are mushrooms disgusting?",
    "The hotel room is disgusting.",
    "Paris though, amazing city.",
    "Eggplant though? I love it.",
    "My husband can't stand olives.",
    "Now it's my partner who can't stand olives.",
    "Cilantro doesn't bother my wife anymore.",
    "The noise doesn't bother me anymore.",
    "You don't like cilantro anymore??",
    "My husband doesn't mind olives anymore.",
]

POSITIVE = (
    FAVOURITE + TITLES + IN_PASSING + MOVED + STAYS + RENT + WEIGHT + DIET + WEDDING + OFFER
    + PETS + KIDS + TASTES
)  # fmt: skip


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), POSITIVE)
def test_a_fact_said_in_passing_sets_the_slot_with_a_clean_value(
    text: str, slot: str, value: str, polarity: int
) -> None:
    assert_states(text, slot, value, polarity)


SOMEONE_ELSE_OR_NOT_YET: list[tuple[str, str]] = [
    *((t, "favourite:band favourite:book favourite:movie") for t in NOT_MY_FAVOURITE),
    *((t, "favourite:book favourite:movie favourite:show") for t in NOT_MY_TITLE),
    *NOT_MY_JOB_OR_HOME,
    *NOT_MOVED,
    *NOT_MY_STAY,
    *((t, "rent location") for t in NOT_MY_RENT),
    *((t, "weight") for t in NOT_MY_WEIGHT),
    *((t, "allergies") for t in NOT_MY_ALLERGY_FIX),
    *((t, "diet") for t in NOT_MY_DIET),
    *NOT_MY_WEDDING,
    *((t, "employer") for t in NOT_MY_OFFER),
    *((t, "pets") for t in NOT_MY_PET),
    *((t, "children") for t in NOT_MY_KIDS),
    *((t, "likes") for t in NOT_MY_TASTE),
]


@pytest.mark.parametrize(("text", "slots"), SOMEONE_ELSE_OR_NOT_YET)
def test_someone_elses_fact_a_plan_or_a_question_sets_nothing_of_the_user(
    text: str, slots: str
) -> None:
    assert_sets_none_of(text, slots)


@pytest.mark.parametrize(("text", "value", "old"), ALLERGY_FIX)
def test_a_correction_naming_two_allergens_replaces_the_old_one(
    text: str, value: str, old: str
) -> None:
    fact = _facts(text)[("allergies", value)]
    assert fact.polarity == 1 and old in fact.replaces


def test_a_favourite_that_dethroned_another_names_it() -> None:
    text = "I've rewatched Interstellar like 4 times this year and it has dethroned Shawshank"
    assert ("favourite:movie", "Interstellar") in _facts(text + " as my #1")


@pytest.mark.parametrize(
    "text",
    [
        "ok I've rewatched Interstellar and it has officially dethroned Shawshank as my #1",
        "ok so Radiohead has been my favourite band since uni",
        "cool, I'm 14 stone now",
    ],
)
def test_a_fact_stated_after_a_small_talk_opener_is_kept(text: str) -> None:
    facts = EXTRACT(text)
    assert facts
    assert RuleImportanceScorer().score(text, facts) > 2.0
    assert RuleImportanceScorer().score("ok cool", []) == 2.0


# -- openers and units that are no fact of their own ------------------------------------------
@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Just a heads up, I'm based in Cape Town.", "location", "Cape Town"),
        ("Heads up: the user moved to Leeds.", "location", "Leeds"),
        ("I'm in Bali for a month.", "current_stay", "Bali"),
        ("Currently in Bali for a month.", "current_stay", "Bali"),
        ("In Lisbon for a couple of months for work.", "current_stay", "Lisbon"),
        ("Landlord put the rent up to £1,100 a month.", "rent", "£1,100"),
        ("Our landlord just bumped the rent up to $2,400.", "rent", "$2,400"),
        ("I'm a stay-at-home dad now.", "job_title", "stay-at-home dad"),
        ("User is a stay-at-home mum.", "job_title", "stay-at-home mum"),
    ],
)
def test_an_opener_or_a_period_leaves_the_fact_clean(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _facts(text), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("Just a heads up, I moved.", "job_title"),
        ("Quick heads up that my sister is a nurse now.", "job_title"),
        ("My wife is a stay-at-home mom.", "job_title"),
        ("I'd love to be a stay-at-home dad.", "job_title"),
        ("My sister's landlord put the rent up to £1,100.", "rent"),
        ("What if the landlord puts the rent up to £1,100?", "rent"),
        ("My brother is in Bali for a month.", "current_stay location"),
        ("Might be in Bali for a month next year.", "current_stay location"),
    ],
)
def test_the_same_openers_and_periods_about_someone_else_or_later_set_nothing(
    text: str, slots: str
) -> None:
    assert not _slots(text) & set(slots.split()), EXTRACT(text)


# -- a state told in the past is not the current one ------------------------------------------
@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("Back in London I was paying £950 pcm.", "rent"),
        ("I was 14 stone at uni.", "weight"),
        ("Last year I was 14 stone.", "weight"),
        ("I was 90 kg until January.", "weight"),
        ("Two years ago I was a teacher.", "job_title"),
        ("In 2019 we were renting a flat for $1,800 a month.", "rent"),
        ("When I was a student I was paying £400 pcm.", "rent"),
    ],
)
def test_a_state_told_in_the_past_sets_nothing(text: str, slots: str) -> None:
    assert not _slots(text) & set(slots.split()), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Last year I was promoted to manager.", "job_title", "manager"),
        ("I was engaged last month!", "marital_status", "engaged"),
        ("I was diagnosed with a peanut allergy last year.", "allergies", "peanut"),
        ("I was 90 kg, now I'm 85.", "weight", "85 kg"),
        ("I was 14 stone, now I'm 12.", "weight", "12 stone"),
        ("Started at 95 kg, now I'm 88", "weight", "88 kg"),
        ("I was 14 stone at uni, now I'm 12 and a half stone.", "weight", "12.5 stone"),
    ],
)
def test_a_past_event_still_counts_and_the_weight_now_takes_the_unit_said_before(
    text: str, slot: str, value: str
) -> None:
    assert (slot, value) in _facts(text), EXTRACT(text)
    assert "age" not in _slots(text)


# -- a length of service or a pay period is part of no employer, and stays with its sum -------
@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I've been a nurse for the NHS for ten years.", "employer", "NHS"),
        ("Joined Monzo five months ago.", "employer", "Monzo"),
        ("Moved to Leeds five months ago.", "location", "Leeds"),
        ("I make $28 an hour.", "income", "$28 an hour"),
        ("I'm making $24/hour right now as an apprentice.", "income", "$24/hour"),
        ("I'm on £12.50 per hour.", "income", "£12.50 per hour"),
        ("Bumped to $31 an hour last week.", "income", "$31 an hour"),
        ("User makes 900 a week.", "income", "900 a week"),
        ("I earn £45k a year.", "income", "£45k"),
    ],
)
def test_a_duration_or_a_pay_period_leaves_the_value_clean(
    text: str, slot: str, value: str
) -> None:
    assert (slot, value) in _facts(text), EXTRACT(text)


@pytest.mark.parametrize(
    "text", ["I've been a nurse for ten years.", "Worked at the bakery for six months."]
)
def test_a_length_of_service_is_no_employer(text: str) -> None:
    assert all("year" not in f.value and "month" not in f.value for f in EXTRACT(text))


# -- an allergy had, a fan, a proposal said yes to ---------------------------------------------
@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I've got a peanut allergy, so no satay please.", "allergies", "peanut"),
        ("Severe shellfish allergy, carry an EpiPen.", "allergies", "shellfish"),
        ("I have a severe shellfish allergy.", "allergies", "shellfish"),
        ("User has a mild dust allergy.", "allergies", "dust"),
        ("Tree nut allergy here.", "allergies", "Tree nut"),
        ("Allergist says it's actually a cat allergy, not dust.", "allergies", "cat"),
        ("I'm a huge Arsenal fan.", "likes", "Arsenal"),
        ("Huge Taylor Swift fan here.", "likes", "Taylor Swift"),
        ("The user is a lifelong Leeds United fan.", "likes", "Leeds United"),
        ("He proposed and I said yes!", "marital_status", "engaged"),
        ("My boyfriend popped the question last night and I said yes", "marital_status", "engaged"),
    ],
)
def test_an_allergy_had_a_fan_or_a_yes_sets_the_slot(text: str, slot: str, value: str) -> None:
    assert (slot, value) in _facts(text), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("My son has a peanut allergy.", "allergies"),
        ("Peanut allergy is common in kids.", "allergies"),
        ("Do you have a peanut allergy?", "allergies"),
        ("No peanut allergy, just a dislike.", "allergies"),
        ("Peanut allergy test came back negative.", "allergies"),
        ("My son's doctor says it's a cat allergy.", "allergies"),
        ("Allergist says it's actually a cat allergy, not dust.", "pets"),
        ("I might have a peanut allergy.", "allergies"),
        ("I don't have a peanut allergy.", "allergies"),
        ("My dad is a huge Arsenal fan.", "likes"),
        ("Are you a huge Arsenal fan?", "likes"),
        ("Big Arsenal fan, my husband, not me.", "likes"),
        ("Peanut allergy, not mine, my daughter's.", "allergies"),
        ("He proposed to my sister and she said yes!", "marital_status"),
        ("What if he proposes and I say yes?", "marital_status"),
    ],
)
def test_the_same_about_someone_else_or_not_yet_sets_nothing(text: str, slots: str) -> None:
    assert not _slots(text) & set(slots.split()), EXTRACT(text)
