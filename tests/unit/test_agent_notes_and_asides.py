"""Two families of untuned phrasing, in both languages: an agent's "key: value" note
(用户月收入：2万。, "User's employer: Shopify") sets the slot its key names, and an aside about
the telling ("fyi", "by a mile", "in case it ever comes up", 顺便说一下, 如果需要的话) is no
part of a value and no condition on the fact."""

from __future__ import annotations

import pytest

from memory_ext.extraction import RuleFactExtractor

EXTRACT = RuleFactExtractor()


def _facts(text: str) -> list[tuple[str, str, int]]:
    return [(f.slot, f.value, f.polarity) for f in EXTRACT.extract(text)]


NOTES = [
    ("用户姓名：张浩然。", [("name", "张浩然", 1)]),
    ("用户月收入：2万。", [("income", "2万", 1)]),
    ("用户常住地：武汉。", [("location", "武汉", 1)]),
    ("用户职业：护士。", [("job_title", "护士", 1)]),
    ("用户饮食：低碳水，控糖。", [("diet", "低碳水", 1)]),
    ("用户的房租：4500", [("rent", "4500", 1)]),
    ("体重：62kg", [("weight", "62kg", 1)]),
    ("用户过敏：青霉素、尘螨", [("allergies", "青霉素", 1), ("allergies", "尘螨", 1)]),
    ("用户工作：产品经理", [("job_title", "产品经理", 1)]),
    ("用户不喜欢：香菜", [("likes", "香菜", -1)]),
    ("孩子：无", [("children", "没有孩子", 1)]),
    ("用户孩子：无", [("children", "没有孩子", 1)]),
    ("User's employer: Shopify", [("employer", "Shopify", 1)]),
    ("Name: Priya", [("name", "Priya", 1)]),
    ("Diet: vegan", [("diet", "vegan", 1)]),
    ("Allergies: peanuts, shellfish", [("allergies", "peanuts", 1), ("allergies", "shellfish", 1)]),
    ("User location: Denver", [("location", "Denver", 1)]),
    ("Occupation: pharmacist.", [("job_title", "pharmacist", 1)]),
    ("The user's salary: 85k", [("income", "85k", 1)]),
    ("Hobbies: hiking and chess", [("likes", "hiking", 1), ("likes", "chess", 1)]),
    ("Allergies: none", []),
]


@pytest.mark.parametrize(("text", "expected"), NOTES)
def test_an_agent_note_sets_the_slot_its_key_names(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    assert _facts(text) == expected


def test_a_favourite_note_is_a_favourite_of_its_category_and_liked() -> None:
    assert _facts("用户最喜欢的运动：羽毛球") == [
        ("favourite:sport", "羽毛球", 1),
        ("likes", "羽毛球", 1),
    ]
    assert _facts("Favourite colour: navy blue") == [
        ("favourite:colour", "navy blue", 1),
        ("likes", "navy blue", 1),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "用户询问：如果明年年薪目标定到30万，需要做哪些准备。",  # a question, not a key
        "Salary: depends on experience.",
        "Rent: still negotiating with the landlord.",
        "体重：不确定",
        "Job: finish the slide deck",
        "City: pick one for the offsite",
        "Reminder: dentist at 3pm",
        "Time: 3pm",
        "Q: where do I live?",
        "用户的儿子：张一诺",  # someone else's
        "Wife's name: Anna",
    ],
)
def test_other_notes_set_no_slot_of_the_user(text: str) -> None:
    slots = {s for s, _, _ in _facts(text)}
    assert not slots & {"name", "job_title", "location", "income", "employer"}


ASIDES = [
    ("I'm allergic to penicillin, fyi, in case it ever comes up", "allergies", "penicillin"),
    ("Tennis is my favourite sport by a mile, I play every Saturday", "favourite:sport", "Tennis"),
    ("My favourite film is Alien, hands down.", "favourite:movie", "Alien"),
    ("btw I live in Leeds", "location", "Leeds"),
    ("I have a cat, in case you need to know", "pets", "cat"),
    ("I'm vegan lol", "diet", "vegan"),
    ("我对青霉素过敏，顺便说一下", "allergies", "青霉素"),
    ("顺便说一下，我住在杭州", "location", "杭州"),
    ("我是素食者，如果需要的话你记一下", "diet", "素食"),
    ("我住在杭州哈哈哈", "location", "杭州"),
]


@pytest.mark.parametrize(("text", "slot", "value"), ASIDES)
def test_an_aside_is_no_part_of_a_value_and_no_condition(text: str, slot: str, value: str) -> None:
    assert (slot, value, 1) in _facts(text)


@pytest.mark.parametrize(
    "text",
    [
        "If I moved to Paris, fyi, I would learn French",
        "如果我搬到上海，哈哈",
        "I could easily live in Paris",
        "btw my sister lives in Leeds",
        "顺便说一下，我老公在杭州上班",
    ],
)
def test_an_aside_does_not_make_a_plan_or_someone_elses_fact_the_users(text: str) -> None:
    assert not {s for s, _, _ in _facts(text)} & {"location", "employer"}
