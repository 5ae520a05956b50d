"""The English grammar on everyday phrasing, family by family: for each slot the verb
families a native speaker uses for a new value (moved / headed to for good / we're in X
now / closed on a house in X …), as a written corpus with several values each, and as
properties over any value inside each frame. And the other half of the contract: a
question, a wish, a plan not carried out, a stay, or someone else's news sets none of
the user's slots (a false supersession is worse than a miss)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor, question_slot
from memory_ext.model import Fact

EXTRACT = RuleFactExtractor().extract

Case = tuple[str, str, str, int]  # text, slot, value as stored, polarity


def _facts(text: str) -> dict[tuple[str, str], Fact]:
    return {(f.slot, f.value): f for f in EXTRACT(text)}


# -- name and its corrections ------------------------------------------------------------
NAME: list[Case] = [
    ("name's Jon", "name", "Jon", 1),
    ("The name's Bond.", "name", "Bond", 1),
    ("Sorry, typo: it's Kathryn, with a y.", "name", "Kathryn", 1),
    ("sorry, typo up there — it's John, with an h", "name", "John", 1),
    ("Oops, it's Ann with one n", "name", "Ann", 1),
    (
        "Got married last month and took my husband's surname, so it's Daniel Okafor now.",
        "name",
        "Daniel Okafor",
        1,
    ),
    ("I took my wife's last name, so I'm Daniel Okafor now", "name", "Daniel Okafor", 1),
    ("I legally changed my name to Maria Lopez", "name", "Maria Lopez", 1),
    ("My married name is Priya Shah", "name", "Priya Shah", 1),
    ("My new name is Robin", "name", "Robin", 1),
    ("You can call me Liz", "name", "Liz", 1),
    ("hey, I'm Tom btw", "name", "Tom", 1),
    ("it's Sarah, not Sara", "name", "Sarah", 1),
    ("Just call me Bex from now on", "name", "Bex", 1),
    ("I go by Sam these days", "name", "Sam", 1),
]

# -- home: moves said with and without "move" ------------------------------------------
HOME: list[Case] = [
    (
        "We packed up and headed to Denver in March, loving the mountains so far.",
        "location",
        "Denver",
        1,
    ),
    ("We're heading to Berlin for good", "location", "Berlin", 1),
    ("We're moving to Leeds, the van comes at noon", "location", "Leeds", 1),
    ("just got the keys to our new apartment in Oakland!", "location", "Oakland", 1),
    ("I'm a Seattle resident now", "location", "Seattle", 1),
    ("we finally made it to Melbourne, new life starts now", "location", "Melbourne", 1),
    ("Moving day went fine, we're all settled in Austin", "location", "Austin", 1),
    ("Our family moved out to the countryside near Bath", "location", "Bath", 1),
    ("I moved in with my girlfriend in Brooklyn", "location", "Brooklyn", 1),
    ("I'm living with my parents in Ohio again", "location", "Ohio", 1),
    ("I've lived in Chicago my whole life", "location", "Chicago", 1),
    ("Home these days is Vancouver", "location", "Vancouver", 1),
    ("We made the move to Austin last spring", "location", "Austin", 1),
    ("Finally made the big move to Lisbon", "location", "Lisbon", 1),
    ("We're in Denver now", "location", "Denver", 1),
    ("I'm in Chicago, been here about six years.", "location", "Chicago", 1),
    ("oops I meant Houston, not Dallas. been in Houston since 2019", "location", "Houston", 1),
    ("I've been living in Nairobi for years", "location", "Nairobi", 1),
    ("I've been in Leeds since 2015", "location", "Leeds", 1),
    (
        "Big news, we finally closed on a house in Minneapolis and moved in last weekend!",
        "location",
        "Minneapolis",
        1,
    ),
    ("We bought a place in Brooklyn", "location", "Brooklyn", 1),
    ("We just moved into our new place in Seattle", "location", "Seattle", 1),
    ("Our new place in San Luis Obispo is tiny but cute", "location", "San Luis Obispo", 1),
    ("my new flat in Leeds has a balcony", "location", "Leeds", 1),
    ("Lisbon is home now", "location", "Lisbon", 1),
    ("Denver's home for us these days", "location", "Denver", 1),
    ("I call Lisbon home now", "location", "Lisbon", 1),
    ("We've put down roots in Porto", "location", "Porto", 1),
    ("We set up home in Bristol", "location", "Bristol", 1),
    ("I settled in Glasgow last year", "location", "Glasgow", 1),
    ("I ended up in Glasgow", "location", "Glasgow", 1),
    ("We moved back home to Ohio", "location", "Ohio", 1),
    ("I left Chicago for Denver", "location", "Denver", 1),
    ("I live in Dallas btw.", "location", "Dallas", 1),
    ("The user now lives in Cape Town", "location", "Cape Town", 1),
    ("I'm based in Austin, Texas.", "location", "Austin", 1),
    ("Now based out of Atlanta", "location", "Atlanta", 1),
    ("We moved! New address is in Oakland.", "location", "Oakland", 1),
    ("Goodbye Seattle, hello Portland!", "location", "Portland", 1),
    ("Not in Boston anymore — we live in Chicago now.", "location", "Chicago", 1),
    ("I used to live in Paris but now I live in Rome.", "location", "Rome", 1),
]

# -- stays: never the home -------------------------------------------------------------
STAY: list[Case] = [
    ("I'm at the Hilton in Tokyo this week for a conference.", "current_stay", "Tokyo", 1),
    ("this week I'm crashing at an Airbnb in Lisbon", "current_stay", "Lisbon", 1),
    (
        "change of plans — took the train up, I'm in Porto now for the rest of the trip",
        "current_stay",
        "Porto",
        1,
    ),
    ("Now I'm in Kyoto for a couple of days before flying home.", "current_stay", "Kyoto", 1),
    ("Spending the month in Lisbon for work, back home in June.", "current_stay", "Lisbon", 1),
    ("Spending a few days in Rome", "current_stay", "Rome", 1),
    ("Back in Berlin for the week", "current_stay", "Berlin", 1),
    ("Currently in Paris for work", "current_stay", "Paris", 1),
    ("I'm in Berlin till Sunday", "current_stay", "Berlin", 1),
    ("I'm at my parents' in Leeds until Friday", "current_stay", "Leeds", 1),
    (
        "Checked out this morning, staying at a little ryokan in Kyoto for the last few days.",
        "current_stay",
        "Kyoto",
        1,
    ),
    ("I'm in Denver on business", "current_stay", "Denver", 1),
    ("visiting my sister in Boise this weekend", "current_stay", "Boise", 1),
    ("on vacation in Cancun right now!!", "current_stay", "Cancun", 1),
    ("I'm away in Scotland for two weeks", "current_stay", "Scotland", 1),
    ("staying with friends in Berlin for a few days", "current_stay", "Berlin", 1),
    ("Quick trip to Chicago, back Sunday", "current_stay", "Chicago", 1),
    ("I'm over in Dublin for the week", "current_stay", "Dublin", 1),
    ("I'm working from Lisbon this month", "current_stay", "Lisbon", 1),
    ("Working remotely from Bali for a few weeks", "current_stay", "Bali", 1),
]

# -- employer ---------------------------------------------------------------------------
EMPLOYER: list[Case] = [
    (
        "I handed in my notice at Deloitte and I'm starting at KPMG next week.",
        "employer",
        "KPMG",
        1,
    ),
    ("I handed in my notice at Deloitte", "employer", "Deloitte", -1),
    ("Gave notice at Initech today", "employer", "Initech", -1),
    (
        "Left Google in the fall. I've been at Stripe for two weeks now and it's a different vibe.",
        "employer",
        "Stripe",
        1,
    ),
    ("Left Google in the fall.", "employer", "Google", -1),
    ("I've been at Figma since 2021", "employer", "Figma", 1),
    ("I got an offer from Shopify and took it", "employer", "Shopify", 1),
    ("I accepted an offer from Canva", "employer", "Canva", 1),
    ("I left Google for Meta", "employer", "Meta", 1),
    ("I quit Google to join OpenAI", "employer", "OpenAI", 1),
    ("I start at Atlassian on Monday", "employer", "Atlassian", 1),
    ("Stripe hired me last week", "employer", "Stripe", 1),
    ("Initech let me go", "employer", "Initech", -1),
    ("I work at Google on the Maps team.", "employer", "Google", 1),
    ("I switched jobs, now at Figma", "employer", "Figma", 1),
    ("My new job is at Monzo", "employer", "Monzo", 1),
    ("I got laid off", "employer", "unemployed", 1),
    ("I lost my job last month", "employer", "unemployed", 1),
    ("I'm between jobs right now", "employer", "unemployed", 1),
    ("I went freelance", "employer", "self-employed", 1),
    ("I started my own company", "employer", "self-employed", 1),
    ("I'm retired now", "employer", "retired", 1),
    ("I joined a law firm", "employer", "law firm", 1),
    ("I quit the bank", "employer", "bank", -1),
    ("just signed with Accenture, start date is Monday", "employer", "Accenture", 1),
    ("I'm working at a startup called Lumen now", "employer", "Lumen", 1),
    ("after 6 years I said goodbye to IBM", "employer", "IBM", -1),
    ("IBM and I parted ways", "employer", "IBM", -1),
    ("my last day at Twitter was Friday", "employer", "Twitter", -1),
    ("I'm now at Netflix", "employer", "Netflix", 1),
    ("I work remotely for Shopify", "employer", "Shopify", 1),
    ("Started my new role at Airbnb this week!", "employer", "Airbnb", 1),
    ("I'm officially an Amazon employee", "employer", "Amazon", 1),
    ("User no longer works at Google", "employer", "Google", -1),
    ("The user has a new job at Figma", "employer", "Figma", 1),
    ("New job: data engineer at Spotify", "employer", "Spotify", 1),
    ("New job at Spotify!", "employer", "Spotify", 1),
    ("I work at the Denver office of Deloitte", "employer", "Deloitte", 1),
    ("I used to work at IBM, now I'm at Red Hat.", "employer", "Red Hat", 1),
]

# -- job title --------------------------------------------------------------------------
JOB_TITLE: list[Case] = [
    (
        "i quit teaching in june and ended up as a pharmaceutical sales rep, weird switch i know",
        "job_title",
        "pharmaceutical sales rep",
        1,
    ),
    ("I got a job as a barista", "job_title", "barista", 1),
    ("I retrained as a nurse", "job_title", "nurse", 1),
    ("I was hired as a data analyst", "job_title", "data analyst", 1),
    ("I was promoted to director", "job_title", "director", 1),
    ("They promoted me to team lead", "job_title", "team lead", 1),
    ("My new title is Staff Engineer", "job_title", "Staff Engineer", 1),
    ("I made partner this year", "job_title", "partner", 1),
    ("I'm a senior engineer now", "job_title", "senior engineer", 1),
    ("I'm now the head of engineering", "job_title", "head of engineering", 1),
    ("My job title changed to Principal Engineer", "job_title", "Principal Engineer", 1),
    ("I got my nursing license, I'm an RN now!", "job_title", "RN", 1),
]

# -- marital / relationship -------------------------------------------------------------
MARITAL: list[Case] = [
    ("We tied the knot in June", "marital_status", "married", 1),
    ("We finally got hitched!", "marital_status", "married", 1),
    ("We're newlyweds", "marital_status", "married", 1),
    ("My divorce is final", "marital_status", "divorced", 1),
    ("I finalised my divorce", "marital_status", "divorced", 1),
    ("I separated from my husband", "marital_status", "separated", 1),
    ("I broke up with my boyfriend", "marital_status", "single", 1),
    ("I lost my wife last year", "marital_status", "widowed", 1),
    ("My husband passed away in May", "marital_status", "widowed", 1),
    ("Update: Sam proposed over the weekend and I said yes!", "marital_status", "engaged", 1),
    ("I'm seeing someone", "marital_status", "in a relationship", 1),
    ("I started dating Chris", "marital_status", "in a relationship", 1),
    ("We eloped last weekend", "marital_status", "married", 1),
    ("My wife and I split last year", "marital_status", "separated", 1),
    ("My girlfriend and I split", "marital_status", "single", 1),
]

# -- children ---------------------------------------------------------------------------
CHILDREN: list[Case] = [
    ("We had a baby boy in March, so that makes two children.", "children", "two children", 1),
    ("Our third was born on Tuesday! So three kids now, send coffee.", "children", "three kids", 1),
    ("We had our second!", "children", "two children", 1),
    ("We welcomed our third", "children", "three children", 1),
    ("Our son was born last week", "children", "son", 1),
    ("Our twins arrived!", "children", "twins", 1),
    ("No kids for me.", "children", "no children", 1),
    ("I have a son and a daughter", "children", "son and a daughter", 1),
    ("I'm a mom of two", "children", "two children", 1),
    ("We have a toddler", "children", "toddler", 1),
    ("We're expecting!", "children", "expecting a baby", 1),
    ("I'm pregnant", "children", "expecting a baby", 1),
    ("We're expecting our second in May", "children", "expecting a baby", 1),
]

# -- pets -------------------------------------------------------------------------------
PETS: list[Case] = [
    (
        "Rex passed away in the spring :( we've got a parrot now, his name's Kiwi.",
        "pets",
        "Rex",
        -1,
    ),
    (
        "Rex passed away in the spring :( we've got a parrot now, his name's Kiwi.",
        "pets",
        "parrot",
        1,
    ),
    ("wait no, it's a guinea pig, I always mix those two up lol", "pets", "guinea pig", 1),
    ("We had to put Max down, the vet said it was time", "pets", "Max", -1),
    ("We lost our dog last week", "pets", "dog", -1),
    ("We took in a stray cat", "pets", "stray cat", 1),
    ("We brought home a puppy", "pets", "puppy", 1),
    ("We got a second dog", "pets", "second dog", 1),
    ("I don't have any pets", "pets", "no pets", 1),
    ("No pets for me.", "pets", "no pets", 1),
]

# -- diet and allergies -----------------------------------------------------------------
DIET: list[Case] = [
    (
        "My doctor put me on keto, so it's strictly low-carb keto for me these days.",
        "diet",
        "keto",
        1,
    ),
    ("It's vegan all the way for me now", "diet", "vegan", 1),
    ("No more meat for me", "diet", "vegetarian", 1),
    ("I eat pretty much everything, no restrictions.", "diet", "no restrictions", 1),
    ("I cut out meat", "diet", "vegetarian", 1),
    ("I cut out dairy", "diet", "no dairy", 1),
    ("I gave up gluten", "diet", "gluten-free", 1),
    ("I'm no longer vegan", "diet", "vegan", -1),
    ("I started eating meat again", "diet", "eats meat", 1),
    ("I'm eating normally again", "diet", "eating normally", 1),
    ("I'm back to eating meat", "diet", "eats meat", 1),
]
ALLERGIES: list[Case] = [
    (
        "Correction: my allergy is to shrimp specifically, not all shellfish.",
        "allergies",
        "shrimp",
        1,
    ),
    ("New tests say sesame is my allergy now though.", "allergies", "sesame", 1),
    ("Apparently I outgrew the egg thing!", "allergies", "egg", -1),
    ("I grew out of my peanut allergy", "allergies", "peanut", -1),
    ("Turns out I'm allergic to latex", "allergies", "latex", 1),
    ("My allergist says I'm allergic to dust mites", "allergies", "dust mites", 1),
    ("I'm lactose intolerant", "allergies", "lactose", 1),
]

# -- likes and dislikes -----------------------------------------------------------------
LIKES: list[Case] = [
    ("Pottery's my thing now, I'm at the studio three nights a week.", "likes", "Pottery", 1),
    ("Bouldering is my new obsession", "likes", "Bouldering", 1),
    ("Golf is not my thing anymore", "likes", "Golf", -1),
    ("honestly I'm kinda over anime, been bingeing K-dramas instead", "likes", "anime", -1),
    ("honestly I'm kinda over anime, been bingeing K-dramas instead", "likes", "K-dramas", 1),
    ("Big fan of anime.", "likes", "anime", 1),
    ("Weirdly cilantro grew on me.", "likes", "cilantro", 1),
    ("What I really can't stand now is olives.", "likes", "olives", -1),
    ("I've come around on mushrooms", "likes", "mushrooms", 1),
    ("I've gone off coffee", "likes", "coffee", -1),
    ("I lost interest in chess", "likes", "chess", -1),
    ("I've gotten really into sourdough", "likes", "sourdough", 1),
    ("I took up running", "likes", "running", 1),
    ("I quit sugar", "likes", "sugar", -1),
    ("I used to love coffee but now I can't stand it", "likes", "coffee", -1),
    ("I hated olives but now I love them", "likes", "olives", 1),
]

# -- favourite:<x> ----------------------------------------------------------------------
FAVOURITES: list[Case] = [
    (
        "weirdly green is my favorite color now, I even painted my room",
        "favourite:colour",
        "green",
        1,
    ),
    (
        "these days my fave band is Arctic Monkeys, can't stop listening",
        "favourite:band",
        "Arctic Monkeys",
        1,
    ),
    ("Parasite has replaced Inception as my favourite film", "favourite:movie", "Parasite", 1),
    ("Muse overtook Radiohead as my all-time favourite band", "favourite:band", "Muse", 1),
    ("I switched my favourite band to Muse", "favourite:band", "Muse", 1),
    ("my favourite colour's blue", "favourite:colour", "blue", 1),
    ("My favourite film is actually Heat, not Ronin", "favourite:movie", "Heat", 1),
    ("Lychee's my favourite", "favourite:fruit", "Lychee", 1),
    ("My go-to drink is now matcha", "favourite:drink", "matcha", 1),
    ("Favorite band? Radiohead, easy.", "favourite:band", "Radiohead", 1),
    ("Hi! Favourite food? Sushi.", "favourite:food", "Sushi", 1),
]

# -- numbers ----------------------------------------------------------------------------
NUMBERS: list[Case] = [
    ("Got a raise, I'm on 72k now.", "income", "72k", 1),
    ("Negotiated a raise — I'm at 98k now!", "income", "98k", 1),
    ("They bumped me to 90k", "income", "90k", 1),
    ("I got bumped up to $85,000", "income", "$85,000", 1),
    ("They're paying me $70k now", "income", "$70k", 1),
    ("I'm paid 50k a year", "income", "50k", 1),
    ("Salary's 70k now", "income", "70k", 1),
    ("I bring home $4,000 a month", "income", "$4,000", 1),
    ("Pay's gone up to 75k", "income", "75k", 1),
    ("Rent's gone up to $2,000", "rent", "$2,000", 1),
    ("I'm 28", "age", "28", 1),
    ("no wait, I'm 34 not 43", "age", "34", 1),
    ("I just had my 40th birthday", "age", "40", 1),
    ("sorry, misspoke earlier: it's $62,000, not 72", "income", "$62,000", 1),
    ("The landlord raised my rent to $1,350.", "rent", "$1,350", 1),
    ("Landlord raised it to $2,000", "rent", "$2,000", 1),
    ("Rent's $1,800 a month.", "rent", "$1,800", 1),
    ("Moved into a cheaper flat, rent's only £750 now.", "rent", "£750", 1),
    ("We pay $1,800 a month for our flat", "rent", "$1,800", 1),
    ("I weigh 154 now", "weight", "154", 1),
    ("I'm down to 70 kg", "weight", "70 kg", 1),
    ("Finally hit 80kg", "weight", "80kg", 1),
    ("The scale says 72 kg", "weight", "72 kg", 1),
    ("The holidays got me, I'm at 172 pounds now.", "weight", "172 pounds", 1),
]

FAMILIES = NAME + HOME + STAY + EMPLOYER + JOB_TITLE + MARITAL + CHILDREN + PETS + DIET
FAMILIES += ALLERGIES + LIKES + FAVOURITES + NUMBERS


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), FAMILIES)
def test_everyday_phrasing_sets_the_slot_with_a_clean_value(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = _facts(text)
    assert (slot, value) in facts, EXTRACT(text)
    assert facts[(slot, value)].polarity == polarity


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), STAY)
def test_a_stay_never_sets_the_home(text: str, slot: str, value: str, polarity: int) -> None:
    assert "location" not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


# -- what must set nothing ----------------------------------------------------------------
#: (text, slots it must not set): questions, wishes, plans not carried out, someone
#: else's news, and verbs whose object is no value of the slot.
NOT_THE_USERS: list[tuple[str, frozenset[str]]] = [
    (text, frozenset(slots.split()))
    for text, slots in [
        ("I'd love to live in Lisbon someday.", "location"),
        ("I'm thinking about moving to Denver.", "location"),
        ("Next month we're moving to Phoenix", "location"),
        ("We're moving to Austin in two weeks", "location"),
        ("I'm heading to Berlin for good next year", "location"),
        ("I'll be moving to Berlin next year", "location"),
        ("Once we move to Lisbon I'll learn Portuguese", "location"),
        ("When I retire I want to live in Spain", "location employer"),
        ("I was born in Mumbai", "location"),
        ("I grew up in Texas", "location"),
        ("I visited Tokyo last year", "location current_stay"),
        ("I used to work at Google", "employer"),
        ("Maybe I'll quit and join a startup", "employer"),
        ("I'm considering an offer from Meta", "employer"),
        ("I interviewed at Google yesterday", "employer"),
        ("I'm curious whether I'm allergic to dust", "allergies"),
        ("I joined Netflix as a subscriber", "employer"),
        ("I left Twitter because it got toxic", "employer"),
        ("I quit Instagram", "employer"),
        ("I joined a running club", "employer"),
        ("I make 3 cups of coffee a day", "income"),
        ("I have two kids' birthdays this month", "children"),
        ("I'm at Starbucks now", "employer"),
        ("I'm now at the airport, flight's delayed", "employer"),
        ("My cat had kittens", "children"),
        ("Tom and Lisa got married", "marital_status"),
        ("Emma had a baby girl", "children"),
        ("Sarah moved to Boston last week", "location"),
        ("My favourite band? Hmm, hard to say.", "favourite:band"),
        ("I split the bill with my sister", "marital_status"),
        ("We split our time between Leeds and York", "marital_status"),
        ("I'm over in accounts now", "likes"),
        ("I'm 5 minutes away", "age"),
        ("I'm 6 feet tall", "age"),
        ("My son is 5", "age"),
        ("I was married before", "marital_status"),
        ("I was married for ten years", "marital_status"),
        ("I was vegetarian in college", "diet"),
        ("I was a teacher for years", "job_title"),
        ("I was in Tokyo until Friday", "current_stay location"),
        ("We were living in Leeds back then", "location"),
        ("I work from home", "location"),
        ("I'm home in Ohio for Christmas", "location"),
        ("My boss said I'm getting promoted to director", "job_title"),
        ("She moved to Denver", "location"),
        ("Our friends relocated to Lisbon", "location"),
        ("My parents are divorced", "marital_status"),
        ("We used to have a dog", "pets"),
        ("I want to get down to 70kg", "weight"),
        ("If I made 100k I'd be happy", "income"),
        ("The rent in London is crazy, like £2,000", "rent"),
        ("I'm at Google for a meeting", "employer"),
        ("I'm visiting Google HQ", "employer"),
        ("I like jazz, my wife hates it", "favourite:music"),
        ("My sister has no pets", "pets"),
        ("We might move to Austin next year.", "location"),
        ("If I moved to Paris I'd learn French.", "location"),
        ("Should I quit Google?", "employer"),
        ("I might quit my job", "employer"),
        ("I got an offer from Meta.", "employer"),
        ("I hope to get married next year.", "marital_status"),
        ("We're planning to have kids.", "children"),
        ("I'm thinking of going vegan.", "diet"),
        ("I want a dog.", "pets"),
        ("Where do I live now?", "location"),
        ("Am I still allergic to eggs?", "allergies"),
        ("What's my salary?", "income"),
        ("My brother just moved to Denver.", "location"),
        ("My sister lives in Oslo now.", "location"),
        ("He's in Chicago now.", "location"),
        ("My husband got laid off from Amazon.", "employer"),
        ("My wife quit her job at Deloitte.", "employer"),
        ("My husband just got an offer from Amazon, we're celebrating tonight!", "employer"),
        ("Google hired my brother", "employer"),
        ("My friend is vegan now.", "diet"),
        ("My mom is allergic to peanuts.", "allergies"),
        ("The doctor says my dad is allergic to penicillin.", "allergies"),
        ("My best friend just got divorced, it's been rough on him.", "marital_status"),
        ("My brother has twins and they're honestly adorable.", "children"),
        ("My neighbour adopted a puppy.", "pets"),
        ("My husband's salary is 90k", "income"),
        ("I quit smoking last year.", "employer"),
        ("I quit teaching.", "employer"),
        ("I joined a book club", "employer"),
        ("I started at 9am today.", "employer"),
        ("I left my keys at home.", "employer location"),
        ("I left London last year", "employer"),
        ("I got fired up about the game.", "employer"),
        ("I'm over the moon!", "likes"),
        ("I'm over it.", "likes"),
        ("I'm at 10k steps a day.", "income"),
        ("I'm on 5k followers now.", "income"),
        ("I'm at 3 percent battery", "income"),
        ("I was bumped to first class.", "income"),
        ("I'm in a meeting now.", "location current_stay"),
        ("I'm in sales now", "location current_stay"),
        ("I'm in HR now", "location current_stay"),
        ("Moved into a cheaper flat", "location"),
        ("We moved to the suburbs", "location"),
        ("We bought a house in Spain as a holiday home.", "location"),
        ("I'm expecting a package tomorrow.", "children"),
        ("I'm expecting a call from the bank.", "children"),
        ("We had our second date", "children"),
        ("I picked up my kids from school.", "likes"),
        ("I got into Harvard!", "likes"),
        ("I'm married to my work lol", "marital_status"),
        ("I've been at the airport for two hours.", "employer"),
        ("I've been at Heathrow since 6am.", "employer"),
        ("Sorry, it's 5 pm here.", "income"),
        ("Sorry, it's $15 for the ticket.", "income"),
        ("I'm Canadian now.", "name"),
    ]
]


@pytest.mark.parametrize(("text", "slots"), NOT_THE_USERS)
def test_questions_plans_others_and_other_objects_set_no_user_slot(
    text: str, slots: frozenset[str]
) -> None:
    assert not {f.slot for f in EXTRACT(text)} & slots, EXTRACT(text)


# -- properties: any value inside each frame ------------------------------------------
_CITIES = st.from_regex(r"[A-Z][a-z]{2,6}(?:ville|ton|burg|ford|haven)", fullmatch=True) | (
    st.sampled_from(["San Luis Obispo", "Cape Town", "Reykjavik", "Ho Chi Minh City", "Leeds"])
)
_ORGS = st.from_regex(r"[A-Z][a-z]{2,6}(?:ify|ly|soft|tech)", fullmatch=True) | st.sampled_from(
    ["OpenAI", "KPMG", "Deloitte", "Contoso Bank", "Acme Corp"]
)
_THOUSANDS = st.integers(20, 400)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "We packed up and headed to {v} in March",
            "I made the move to {v}",
            "We're in {v} now",
            "I'm in {v}, been here six years",
            "I've been in {v} since 2018",
            "We closed on a house in {v}",
            "Our new place in {v} is lovely",
            "{v} is home now",
            "I call {v} home these days",
            "We put down roots in {v}",
            "I ended up in {v}",
            "I moved back home to {v}",
        ]
    ),
    _CITIES,
)
def test_any_city_in_a_home_frame(frame: str, city: str) -> None:
    facts = EXTRACT(frame.format(v=city))
    assert ("location", city) in [(f.slot, f.value) for f in facts], facts


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "I'm in {v} this week",
            "Spending the month in {v} for work",
            "Back in {v} for a couple of days",
            "I'm at a hotel in {v} until Friday",
            "I'm crashing at an Airbnb in {v} this weekend",
            "I'm in {v} now for the rest of the trip",
        ]
    ),
    _CITIES,
)
def test_any_city_in_a_stay_frame_is_a_stay(frame: str, city: str) -> None:
    facts = [(f.slot, f.value) for f in EXTRACT(frame.format(v=city))]
    assert facts == [("current_stay", city)], facts


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            ("I handed in my notice at {v}", -1),
            ("Left {v} in the fall", -1),
            ("{v} let me go", -1),
            ("I'm starting at {v} next week", 1),
            ("I've been at {v} for two months now", 1),
            ("I got an offer from {v} and took it", 1),
            ("{v} hired me", 1),
            ("My new job is at {v}", 1),
            ("I left Initech for {v}", 1),
        ]
    ),
    _ORGS,
)
def test_any_company_in_an_employer_frame(frame: tuple[str, int], org: str) -> None:
    text, polarity = frame
    facts = _facts(text.format(v=org))
    assert ("employer", org) in facts, facts
    assert facts[("employer", org)].polarity == polarity


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "I'm on {k}k now",
            "I'm at {k}k now",
            "They bumped me to {k}k",
            "Got a raise to {k}k",
            "My salary went up to {k}k",
            "I'm paid {k}k a year",
        ]
    ),
    _THOUSANDS,
)
def test_any_salary_in_an_income_frame(frame: str, thousands: int) -> None:
    facts = [(f.slot, f.value) for f in EXTRACT(frame.format(k=thousands))]
    assert facts == [("income", f"{thousands}k")], facts


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "The landlord raised my rent to ${n}",
            "Landlord raised it to ${n}",
            "Rent's ${n} a month",
            "rent's only ${n} now",
        ]
    ),
    st.integers(300, 9000),
)
def test_any_rent_in_a_rent_frame(frame: str, amount: int) -> None:
    value = f"${amount:,}"
    facts = [(f.slot, f.value) for f in EXTRACT(frame.format(n=f"{amount:,}"))]
    assert facts == [("rent", value)], facts


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "I'd love to live in {v}",
            "I'm thinking about moving to {v}",
            "We might move to {v}",
            "If we moved to {v}, would it be cheaper?",
            "Do I live in {v}?",
            "My brother moved to {v}",
            "My sister is in {v} now",
            "My parents packed up and headed to {v} for good",
            "He's based in {v} these days",
            "Should we buy a house in {v}?",
        ]
    ),
    _CITIES,
)
def test_no_wish_plan_question_or_relative_sets_the_home(frame: str, city: str) -> None:
    assert not {f.slot for f in EXTRACT(frame.format(v=city))} & {"location", "current_stay"}


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "I might quit {v}",
            "Should I join {v}?",
            "I got an offer from {v}",
            "I'm thinking about leaving {v}",
            "My husband joined {v}",
            "My wife left {v}",
            "{v} hired my brother",
            "If {v} hires me I'll move",
        ]
    ),
    _ORGS,
)
def test_no_plan_question_or_relative_sets_the_employer(frame: str, org: str) -> None:
    assert "employer" not in {f.slot for f in EXTRACT(frame.format(v=org))}


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("How much rent does the user pay?", "rent"),
        ("How much rent do I pay now?", "rent"),
        ("How much do I get paid?", "income"),
        ("What is the user's marital status?", "marital_status"),
        ("Is the user dating anyone?", "marital_status"),
        ("What does the user eat?", "diet"),
        ("How much does the user make?", "income"),
        ("What's the user's take-home pay?", "income"),
        ("Where is the user at the moment?", "current_stay"),
        ("What should I call the user?", "name"),
        ("What does the user go by?", "name"),
        ("What hobbies does the user have?", "likes"),
        ("What does the user like to eat?", "likes"),
    ],
)
def test_a_question_names_the_slot_it_asks_about(question: str, slot: str) -> None:
    assert question_slot(question) == slot
