"""English work and money facts said the way people say them in passing: a first week
somewhere ("First week at Stripe done"), a tenure without "for" ("Been at Spotify four
years now"), a promotion with the title on its own ("Officially senior data analyst"),
a job said by its verb ("I teach chemistry"), a correction that names no slot ("I mean
Capgemini", "Typo earlier: 56k, not 65k", "it's Marketing Manager, not Coordinator"),
an accepted offer's sum, a monthly pay or rent said without "salary" or "rent". And the
other half: plans, wishes, questions and other people's news set none of them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor

EXTRACT = RuleFactExtractor().extract

Case = tuple[str, str, str, int]  # text, slot, value as stored, polarity

EMPLOYER: list[Case] = [
    ("First week at Stripe done, the onboarding is no joke.", "employer", "Stripe", 1),
    ("Finished my first week at Monzo!", "employer", "Monzo", 1),
    ("Day one at Figma, wish me luck", "employer", "Figma", 1),
    ("Survived my first month at Deloitte.", "employer", "Deloitte", 1),
    ("first day at Canva went great", "employer", "Canva", 1),
    ("Two weeks in at Shopify and I love it", "employer", "Shopify", 1),
    ("Been at Spotify four years now.", "employer", "Spotify", 1),
    ("I've been at Accenture six months now", "employer", "Accenture", 1),
    ("Been with KPMG nearly three years", "employer", "KPMG", 1),
    ("Four years at Spotify now, time flies", "employer", "Spotify", 1),
    ("Coming up on five years at Atlassian", "employer", "Atlassian", 1),
    (
        "Ugh, no, I keep saying Accenture. I mean Capgemini, Accenture was two years ago.",
        "employer",
        "Capgemini",
        1,
    ),
    (
        "Sorry, I meant Capgemini, not Accenture - I left Accenture ages ago",
        "employer",
        "Capgemini",
        1,
    ),
    ("I mean Initech, Globex was my old job", "employer", "Initech", 1),
    ("Today was my last day at Deloitte.", "employer", "Deloitte", -1),
    ("It's my last day at Monzo, feeling weird", "employer", "Monzo", -1),
    ("Just got my first paycheck from Stripe!", "employer", "Stripe", 1),
    ("Accepted the Stripe offer.", "employer", "Stripe", 1),
    ("Started as a barista at Pret.", "employer", "Pret", 1),
    ("Started as a barista at Pret.", "job_title", "barista", 1),
]

JOB_TITLE: list[Case] = [
    (
        "Got promoted! Officially senior data analyst as of this morning.",
        "job_title",
        "senior data analyst",
        1,
    ),
    ("Promoted today. Officially a team lead now", "job_title", "team lead", 1),
    ("Officially Head of Design as of Monday!", "job_title", "Head of Design", 1),
    ("New title: Staff Engineer", "job_title", "Staff Engineer", 1),
    ("Got bumped up to senior engineer.", "job_title", "senior engineer", 1),
    ("I teach high school chemistry.", "job_title", "high school chemistry teacher", 1),
    ("I teach yoga", "job_title", "yoga teacher", 1),
    ("The user teaches primary school", "job_title", "primary school teacher", 1),
    ("I coach youth football", "job_title", "youth football coach", 1),
    (
        "Small correction: it's Marketing Manager, not Coordinator. Coordinator was the old title.",
        "job_title",
        "Marketing Manager",
        1,
    ),
    ("Sorry, typo: it's Senior Engineer, not Staff Engineer", "job_title", "Senior Engineer", 1),
    ("Correction - it's a nurse practitioner, not a nurse", "job_title", "nurse practitioner", 1),
]

MONEY: list[Case] = [
    ("User accepted a new offer at $118,000 base.", "income", "$118,000", 1),
    ("I took the offer at 95k", "income", "95k", 1),
    ("Accepted their offer of £60,000 a year", "income", "£60,000", 1),
    ("Typo earlier: 56k, not 65k. I wish, lol.", "income", "56k", 1),
    ("Sorry, $72,000, not $27,000", "income", "$72,000", 1),
    ("oops, meant 48k", "income", "48k", 1),
    ("Pay is 6,500 a month.", "income", "6,500", 1),
    ("The raise came through, 78k now.", "income", "78k", 1),
    ("Salary bumped to 70k after review.", "income", "70k", 1),
    ("Base is 110k plus bonus.", "income", "110k", 1),
    ("Got a pay cut, down to 50k.", "income", "50k", 1),
    ("Rent's gone up, now 1,300.", "rent", "1,300", 1),
    ("Paying 950 a month at the new place.", "rent", "950", 1),
    ("Salary is 80,000 a year", "income", "80,000", 1),
    ("Take-home is about 3,200 a month", "income", "3,200", 1),
    ("My take-home is 4,000 a month.", "income", "4,000", 1),
    ("We pay 2400/mo.", "rent", "2400", 1),
    ("I pay 1,150 a month for a one-bed", "rent", "1,150", 1),
    ("New place is cheaper, just 750 per month, though it's further out.", "rent", "750", 1),
    ("The new flat is pricier, 1,400 a month", "rent", "1,400", 1),
]

NOT_SET: list[tuple[str, str]] = [
    ("If I ever quit Spotify I'd probably try a small startup.", "employer"),
    ("If I negotiate hard, could I get 7,500?", "income"),
    ("Would it make sense to buy instead? The mortgage would be like 2,900.", "rent"),
    ("My goal is to earn 100k", "income"),
    ("My sister's first week at Stripe is done", "employer"),
    ("First week at school done for my son!", "employer"),
    ("First week at Stripe done for my husband, he's exhausted.", "employer"),
    ("First day at Disneyland was magical", "employer"),
    ("First week at the gym done, legs are dead", "employer"),
    ("Been at the airport four hours now", "employer"),
    ("Been at Heathrow since 6am", "employer"),
    ("Been at Starbucks two hours now, writing.", "employer"),
    ("Congrats to Sam, officially a senior engineer now", "job_title"),
    ("I mean, whatever works", "employer"),
    ("I mean Paris, London was two years ago", "employer"),
    ("I got an offer at $130,000 but I'm not sure", "income"),
    ("Should I accept an offer at 90k?", "income"),
    ("I pay 15 a month for Netflix", "rent"),
    ("We pay 40/mo for the gym", "rent"),
    ("My brother pays 2000/mo", "rent"),
    ("Gym is just 30 per month", "rent"),
    ("My brother got a raise, 90k now", "income"),
    ("Got a raise, 10 years at the firm", "income"),
    ("Rent's due on the 1st, 3 flatmates now", "rent"),
    ("I teach my kids to cook", "job_title"),
    ("I teach myself guitar in the evenings", "job_title"),
    ("Could you teach me Spanish?", "job_title"),
    ("My wife teaches yoga", "job_title"),
    ("Sorry, it's my manager calling", "job_title"),
    ("Officially a homeowner!", "job_title"),
    ("Got bumped up to first class", "job_title"),
    ("Today was my son's last day at Oak School", "employer"),
    ("My wife got her first paycheck from Stripe", "employer"),
    ("Promoted? I wish", "job_title"),
    ("My husband got promoted! Officially senior engineer as of today.", "job_title"),
    ("My sister got the promotion. Officially a team lead now", "job_title"),
    ("Sorry, it's 5 pm here.", "income"),
    ("Quit teaching; these days I'm an instructional designer.", "likes"),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), EMPLOYER + JOB_TITLE + MONEY)
def test_everyday_work_and_money_phrasing_sets_the_slot(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, f.value): f.polarity for f in EXTRACT(text)}
    assert facts.get((slot, value)) == polarity, EXTRACT(text)


@pytest.mark.parametrize(("text", "slot"), NOT_SET)
def test_plans_questions_and_other_people_set_no_work_or_money_slot(text: str, slot: str) -> None:
    assert slot not in {f.slot for f in EXTRACT(text)}, EXTRACT(text)


_ORGS = st.from_regex(r"[A-Z][a-z]{2,6}(?:ify|ly|soft|tech)", fullmatch=True) | st.sampled_from(
    ["OpenAI", "KPMG", "Deloitte", "Contoso Bank", "Red Hat"]
)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            "First week at {v} done",
            "Finished my first month at {v}!",
            "Been at {v} four years now",
            "Been with {v} nearly two years",
            "Three years at {v} now",
            "I mean {v}, Initrode was two years ago",
        ]
    ),
    _ORGS,
)
def test_any_company_in_a_tenure_frame(frame: str, org: str) -> None:
    facts = [(f.slot, f.value, f.polarity) for f in EXTRACT(frame.format(v=org))]
    assert ("employer", org, 1) in facts, facts


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            ("Pay is {n} a month", "income"),
            ("We pay {n}/mo", "rent"),
            ("Accepted the offer at ${k},000", "income"),
            ("Typo earlier: {k}k, not 9k", "income"),
        ]
    ),
    st.integers(31, 95),
)
def test_any_sum_in_a_pay_frame(frame: tuple[str, str], hundreds: int) -> None:
    text, slot = frame[0].format(n=f"{hundreds * 100:,}", k=hundreds), frame[1]
    assert {f.slot for f in EXTRACT(text)} == {slot}, EXTRACT(text)
