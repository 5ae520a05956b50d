"""The English grammar's eighth pass, family by family (blind 8's misses): each phrasing
the user says of themselves sets its slot with a clean value, and its negative twins
(someone else acting on the user) set nothing of the user's."""

from __future__ import annotations

import pytest

from tests.unit._facts_en import Case, assert_sets_none_of, assert_states

# -- a clause whose own subject is someone acting on the user -----------------------------
# "a mckinsey recruiter pinged me": the recruiter is the subject, not the user's title
ACTED_ON_ME = [
    "a mckinsey recruiter pinged me on linkedin lol",
    "A recruiter from Google called me yesterday",
    "a nurse helped me at the clinic this morning",
    "the pilot told us we'd be landing early",
    "some consultant emailed me about a contract role",
    "a recruiter reached out to me, said it's a director role",
    "an architect friend sent me her portfolio",
    "the new manager asked me to stay late",
    "a teacher at my kid's school texted me",
]

STILL_MINE: list[Case] = [
    ("a software engineer, been at it 5 years", "job_title", "software engineer", 1),
    ("a recruiter, mostly tech hiring", "job_title", "recruiter", 1),
    ("I'm a nurse and a patient thanked me today", "job_title", "nurse", 1),
    ("I'm a recruiter, a hiring manager pinged me today", "job_title", "recruiter", 1),
]


@pytest.mark.parametrize("text", ACTED_ON_ME)
def test_someone_acting_on_the_user_gives_the_user_no_title(text: str) -> None:
    assert_sets_none_of(text, "job_title employer")


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), STILL_MINE)
def test_the_users_own_title_still_holds(text: str, slot: str, value: str, polarity: int) -> None:
    assert_states(text, slot, value, polarity)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("This week I joined Stripe, a recruiter there had pinged me", "employer", "Stripe"),
        ("this year I started as a nurse and a patient thanked me", "job_title", "nurse"),
    ],
)
def test_the_user_or_i_inside_the_clause_is_no_one_elses_subject(
    text: str, slot: str, value: str
) -> None:
    assert_states(text, slot, value, 1)
