"""The English grammar's tenth pass, family by family (blind 9's misses, `en_idioms` and
the money of every currency): each everyday phrasing the user says of themselves sets its
slot with a clean value, and its negative twins (someone else, a plan, a question, a word
that only looks alike) set nothing of the user's in that slot."""

from __future__ import annotations

from tests.unit._facts_en import EXTRACT, Case, corpus_tests

#: family → phrasings and the fact each states (slot, value as stored, polarity)
STATES: dict[str, list[Case]] = {
    "money in any currency (₹, ₩, Rs, lakh, LPA)": [
        ("My rent is ₹25,000 per month.", "rent", "₹25,000", 1),
        ("My rent is Rs 25,000 a month", "rent", "Rs 25,000", 1),
        ("my rent is 15,000 rupees a month", "rent", "15,000 rupees", 1),
        ("My salary is 18 LPA.", "income", "18 LPA", 1),
        ("I earn 18 lakhs a year", "income", "18 lakhs", 1),
        ("My salary is ₩3,500,000 a month.", "income", "₩3,500,000", 1),
    ],
    "a move the Indian-English way (shifted to)": [
        ("I have shifted to Bangalore since March", "location", "Bangalore", 1),
        ("I've shifted to Pune for good", "location", "Pune", 1),
        ("we shifted to Hyderabad last month", "location", "Hyderabad", 1),
        ("User has shifted to Chennai.", "location", "Chennai", 1),
        ("I recently shifted to Noida, the commute is better", "location", "Noida", 1),
    ],
    "pay as a CTC, a package, or what one's company pays": [
        ("The user's CTC is 18 LPA.", "income", "18 LPA", 1),
        ("my CTC is 24 lakhs", "income", "24 lakhs", 1),
        ("My salary package is 12 LPA now", "income", "12 LPA", 1),
        ("My new company is paying 26 LPA, joined last week.", "income", "26 LPA", 1),
        ("my employer is paying me $85,000 a year", "income", "$85,000", 1),
    ],
    "a rent said as rent of a sum": [
        ("User pays rent of ₹25,000 per month.", "rent", "₹25,000", 1),
        ("I pay rent of $1,800 a month", "rent", "$1,800", 1),
        ("we pay a monthly rent of £950", "rent", "£950", 1),
        ("I'm paying rent of €1,200 for a one-bed", "rent", "€1,200", 1),
        ("The user pays rent of Rs 18,000.", "rent", "Rs 18,000", 1),
    ],
    "a pet corrected with the old kind first": [
        ("Not a rabbit mate, he's a guinea pig!", "pets", "guinea pig", 1),
        ("not a cat, she's a ferret.", "pets", "ferret", 1),
        ("Nah not a hamster, it's a gerbil", "pets", "gerbil", 1),
        ("not a husky lol, he's a malamute!", "pets", "malamute", 1),
        ("Not a parrot, she's a cockatiel.", "pets", "cockatiel", 1),
    ],
    "a name corrected as 'it's X actually' about what one is called": [
        ("it's Jonathan actually, nobody calls me Jon lol", "name", "Jonathan", 1),
        ("It's Katherine actually, please don't call me Kate", "name", "Katherine", 1),
        ("it's Siobhan actually, spelled with a bh", "name", "Siobhan", 1),
        ("no, it's Alejandro actually, I go by my full name", "name", "Alejandro", 1),
        ("It's Liz actually, that's my name at work too", "name", "Liz", 1),
    ],
    "a like one has fallen for": [
        ("I've totally fallen for swimming instead", "likes", "swimming", 1),
        ("I have fallen in love with pottery", "likes", "pottery", 1),
        ("I fell for bouldering this year", "likes", "bouldering", 1),
        ("I've completely fallen for jazz", "likes", "jazz", 1),
        ("I've fallen head over heels for sourdough baking", "likes", "sourdough baking", 1),
    ],
    "a favourite named first, then called one": [
        (
            "I support Mumbai Indians, they're my favourite IPL team.",
            "favourite:cricket team",
            "Mumbai Indians",
            1,
        ),
        ("I love Radiohead, they're my favourite band", "favourite:band", "Radiohead", 1),
        ("I follow Arsenal - they're my favourite team", "favourite:team", "Arsenal", 1),
        ("I adore Paddington, it's my favourite film", "favourite:movie", "Paddington", 1),
        ("I watch Bluey, it's my fav show", "favourite:show", "Bluey", 1),
    ],
    "unmarried, read as single": [
        ("I am unmarried and live alone in a 1BHK.", "marital_status", "single", 1),
        ("I'm unmarried", "marital_status", "single", 1),
        ("The user is unmarried.", "marital_status", "single", 1),
        ("I'm still unmarried, no plans yet", "marital_status", "single", 1),
        ("I am unmarried, 29, working in Pune", "marital_status", "single", 1),
    ],
}

NOTHING: dict[str, list[tuple[str, str]]] = {
    "money in any currency (₹, ₩, Rs, lakh, LPA)": [
        ("My brother's rent is ₹25,000 per month.", "rent"),
        ("what would a rent of ₹25,000 get me in Pune?", "rent"),
        ("If my salary were 18 LPA I'd move out", "income"),
    ],
    "a move the Indian-English way (shifted to)": [
        ("we shifted to remote work in March", "location"),
        ("my parents shifted to Goa last year", "location"),
        ("I might get shifted to Mumbai next year", "location"),
        ("the meeting shifted to Monday", "location"),
    ],
    "pay as a CTC, a package, or what one's company pays": [
        ("My friend's company is paying 26 LPA.", "income"),
        ("my wife's CTC is 30 LPA", "income"),
        ("is a CTC of 20 LPA good for Bangalore?", "income"),
        ("the package is arriving on Monday", "income"),
    ],
    "a rent said as rent of a sum": [
        ("my sister pays rent of $2,000", "rent"),
        ("would you pay rent of $3,000 for a studio?", "rent"),
        ("if I paid rent of $900 I'd save more", "rent"),
    ],
    "a pet corrected with the old kind first": [
        ("not a fan, he's a nightmare", "pets"),
        ("Not a problem, she's a star", "pets"),
        ("not a rabbit? what is it then", "pets"),
    ],
    "a name corrected as 'it's X actually' about what one is called": [
        ("it's Friday actually, the deadline moved", "name"),
        ("It's Paris actually, not Lyon", "name"),
        ("it's Monday actually, nobody told me", "name"),
    ],
    "a like one has fallen for": [
        ("I fell for her in college", "likes"),
        ("I fell for the scam, ugh", "likes"),
        ("my sister has fallen for pottery", "likes"),
    ],
    "a favourite named first, then called one": [
        ("My brother supports Arsenal, they're his favourite team.", "favourite:team"),
        ("I support Arsenal, they're my brother's favourite team", "favourite:team"),
        ("I follow Arsenal - are they your favourite team?", "favourite:team"),
    ],
    "unmarried, read as single": [
        ("my sister is unmarried", "marital_status"),
        ("are unmarried couples taxed differently?", "marital_status"),
        ("If I stay unmarried will my parents freak out", "marital_status"),
    ],
}

(
    test_everyday_phrasing_of_the_family_states_the_fact,
    test_someone_elses_plans_and_look_alikes_set_nothing,
    test_every_family_has_five_phrasings_and_negative_twins,
) = corpus_tests(STATES, NOTHING)


def test_a_place_ends_where_a_new_clause_with_a_past_verb_starts() -> None:
    facts = [
        f
        for f in EXTRACT("After moving to Chennai I switched loyalties, CSK is my favourite team")
        if f.slot == "location"
    ]
    assert [f.value for f in facts] == ["Chennai"]


def test_a_team_by_its_league_is_a_team_of_its_sport() -> None:
    facts = [f for f in EXTRACT("my favourite IPL team is CSK") if f.slot.startswith("favourite:")]
    assert [(f.slot, f.value) for f in facts] == [("favourite:cricket team", "CSK")]


def test_what_ones_company_pays_names_no_employer() -> None:
    facts = EXTRACT("My new company is paying 26 LPA, joined last week.")
    assert not [f for f in facts if f.slot == "employer"]
