"""Two families found by the sealed blind set 4 after its final run (zh-b4-mar-04,
zh-b4-rent-04), fixed by family and pinned here in both languages: someone else's
marriage news says nothing of the user's (only the user's spouse as the subject does), and
something eyed and weighed up ("worth switching?", 值不值得换) is not the user's yet."""

from __future__ import annotations

import pytest

from memory_ext.extraction import RuleFactExtractor

EXTRACT = RuleFactExtractor()


def _slots(text: str) -> dict[str, str]:
    return {f.slot: f.value for f in EXTRACT.extract(text)}


@pytest.mark.parametrize(
    "text",
    [
        "我同事刚离婚，情绪很差，我该怎么安慰她",
        "我闺蜜下个月结婚，我是伴娘",
        "我表哥离婚了，孩子归他",
        "室友昨天领证了",
        "My colleague just got divorced and she's a mess",
        "My brother got married in June, I was best man",
        "my best friend is engaged!",
    ],
)
def test_someone_elses_marriage_news_sets_no_status_of_the_user(text: str) -> None:
    assert "marital_status" not in _slots(text)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("my wife is a teacher", "married"),
        ("My husband works nights", "married"),
        ("my girlfriend is a nurse", "in a relationship"),
        ("My boyfriend works at Google", "in a relationship"),
    ],
)
def test_the_users_spouse_as_the_subject_still_says_the_user_is_married(
    text: str, status: str
) -> None:
    assert _slots(text).get("marital_status") == status


@pytest.mark.parametrize(
    "text",
    [
        "看中一个新小区，月租3200，你觉得值不值得换",
        "看上了一套两居室，房租4000，要不要搬过去",
        "相中一个离公司近的房子，月租2800，划不划算",
        "Found a flat in Leeds at 900 a month, worth switching?",
        "Looking at a place in Denver for 1,900 a month, should I take it?",
    ],
)
def test_a_place_eyed_and_weighed_up_sets_no_rent_or_home(text: str) -> None:
    assert not {"rent", "location"} & set(_slots(text))


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("现在月租2500", "rent", "2500"),
        ("我月租2500，你觉得贵吗？", "rent", "2500"),
        ("Rent is 900 a month, is that worth it?", "rent", "900"),
    ],
)
def test_the_users_own_rent_asked_about_is_still_the_users(
    text: str, slot: str, value: str
) -> None:
    assert _slots(text).get(slot) == value
