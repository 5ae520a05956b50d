"""A clause without a subject belongs to the subject of the clause before it: when that is
someone else (我老公叫蒋涛，是个程序员 / "My mom is a teacher and lives in Boston"), the
clause states nothing about the user. These used to become the user's facts and
supersede the user's own job, home or employer."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor, question_slot

EXTRACT = RuleFactExtractor().extract

#: (someone else's clause, a subjectless clause that would be a user fact on its own)
SOMEONE_ELSE = [
    "我老公叫蒋涛，是个程序员。",
    "我妈妈是老师，住在成都。",
    "我女朋友在腾讯工作，是产品经理。",
    "我同事搬到了深圳，在华为上班。",
    "我儿子今年五岁，喜欢恐龙。",
    "他是医生，住在北京。",
    "她上个月跳槽了，去了字节。",
    "昨天我爸爸说他退休了，搬到了大理。",
    "用户的室友刚搬到了杭州，在阿里上班。",
    "My mom is a teacher and lives in Boston.",
    "My roommate moved to Denver and works at Apple.",
    "My husband works at Google, and is a designer.",
    "My best friend just got divorced and moved to Austin.",
    "He is a nurse and lives in Leeds.",
    "Last week my sister quit her job and joined Stripe.",
    "The user's brother lives in Oslo and loves jazz.",
]


@pytest.mark.parametrize("text", SOMEONE_ELSE)
def test_a_subjectless_clause_after_someone_else_is_not_the_users_fact(text: str) -> None:
    facts = EXTRACT(text)
    assert not [f for f in facts if f.slot != "marital_status"], facts  # "my husband" ⇒ married


#: the user's own subject carries on, also after someone else's clause ended the sentence
USERS_OWN = [
    ("我叫张三，是个程序员。", "job_title", "程序员"),
    ("我住在上海，在阿里工作。", "employer", "阿里"),
    ("我老婆是护士。我在银行工作。", "employer", "银行"),
    ("我今天很累，住在新宿的酒店。", "current_stay", None),
    ("I left Google and joined OpenAI.", "employer", "OpenAI"),
    ("I'm tired today, staying at a hotel in Rome.", "current_stay", "Rome"),
    ("My sister lives in Paris, but I live in Lyon.", "location", "Lyon"),
]


@pytest.mark.parametrize(("text", "slot", "value"), USERS_OWN)
def test_the_users_own_subject_still_carries_on(text: str, slot: str, value: str | None) -> None:
    facts = EXTRACT(text)
    if value is None:  # the slot must not be taken from the other clause either
        assert all(f.slot != "location" for f in facts), facts
        return
    assert any(f.slot == slot and f.value == value for f in facts), facts


PEOPLE_ZH = ["老公", "老婆", "妈妈", "爸爸", "儿子", "女儿", "哥哥", "妹妹", "同事", "室友", "男朋友", "朋友"]  # fmt: skip
PEOPLE_EN = ["husband", "wife", "mom", "dad", "son", "daughter", "brother", "sister",
             "colleague", "roommate", "boyfriend", "friend"]  # fmt: skip
TAILS_ZH = ["住在杭州", "在华为上班", "是个程序员", "喜欢爵士乐", "搬到了深圳"]
TAILS_EN = ["lives in Denver", "works at Apple", "is a designer", "loves jazz", "moved to Austin"]


@given(st.sampled_from(PEOPLE_ZH), st.sampled_from(["", "的"]), st.sampled_from(TAILS_ZH),
       st.sampled_from(["今年三十岁", "叫小王", "人很好", "上个月回国了"]))  # fmt: skip
def test_any_relative_then_a_bare_clause_zh(person: str, de: str, tail: str, first: str) -> None:
    facts = EXTRACT(f"我{de}{person}{first}，{tail}。")
    assert not [f for f in facts if f.slot != "marital_status"], facts


@given(st.sampled_from(PEOPLE_EN), st.sampled_from(["My", "my new", "Our"]),
       st.sampled_from(TAILS_EN), st.sampled_from(["is 30", "is called Sam", "is great"]))  # fmt: skip
def test_any_relative_then_a_bare_clause_en(person: str, my: str, tail: str, first: str) -> None:
    facts = EXTRACT(f"{my} {person} {first} and {tail}.")
    assert not [f for f in facts if f.slot != "marital_status"], facts


@pytest.mark.parametrize(
    "question",
    ["用户的母亲是做什么的？", "用户的新伴侣叫什么？", "用户父亲住在哪里？", "What does the user's mother do?",
     "Where does the user's partner work?"],
)  # fmt: skip
def test_a_question_about_someone_else_is_no_question_about_the_users_slot(question: str) -> None:
    assert question_slot(question) is None
