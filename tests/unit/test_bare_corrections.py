"""A correction that gives the right value alone (``anchored._bare_correction``) and a
correction of a like (``extraction.revisions``): corpora in Chinese and English of what
people type right after a slip ("oops, I meant blues, not jazz", 哦说错了，是汉庭,
我说反了，我喜欢的是脱口秀), and the twins that must fix nothing: no correction word, a
hypothetical, someone else's clause, a value of another kind, a slip about an old fact
that names it not."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from memory_ext.extraction import RuleFactExtractor
from memory_ext.extraction.anchored import Known, infer, may_update
from memory_ext.extraction.normalise import names_value

SAID = datetime(2025, 3, 1, 9, 0, tzinfo=timezone.utc)
SOON = SAID + timedelta(minutes=7)
EXTRACT = RuleFactExtractor()


def _fixed(known: Known, text: str, at: datetime = SOON) -> list[tuple[str, str, int]]:
    """What the write path sets from ``text``: the grammar's facts, then the second pass."""
    stated = EXTRACT.extract(text)
    assert may_update(text, stated), text
    found = [*stated, *infer(text, [known], stated, at)]
    return [(f.slot, f.value, f.polarity) for f in found]


#: (the fact said just before, the correction, the value it gives)
BARE: list[tuple[Known, str, str]] = [
    (Known("current_stay", "希尔顿", SAID), "哦说错了，是汉庭，公司报销标准没那么高😂", "汉庭"),
    (Known("current_stay", "希尔顿", SAID), "不好意思打错了，应该是亚朵", "亚朵"),
    (
        Known("current_stay", "Marriott", SAID),
        "correction — it's the Hyatt, not the Marriott",
        "Hyatt",
    ),
    (Known("current_stay", "Marriott", SAID), "sorry, I meant the Westin. long day", "Westin"),
    (Known("job_title", "前端工程师", SAID), "说错了，其实是全栈工程师", "全栈工程师"),
    (Known("job_title", "product manager", SAID), "oops, I meant product owner", "product owner"),
    (
        Known("job_title", "product manager", SAID),
        "typo: it's program manager, not product manager",
        "program manager",
    ),
    (Known("favourite:singer", "Adele", SAID), "sorry — I meant Florence Welch", "Florence Welch"),
    (
        Known("favourite:singer", "Adele", SAID),
        "lol ignore that, Adele is my mom's favourite, I was typing her list. mine is Florence Welch",
        "Florence Welch",
    ),
    (Known("favourite:歌手", "周杰伦", SAID), "刚才那句不算，我最喜欢的其实是陈奕迅", "陈奕迅"),
    (Known("favourite:菜", "红烧肉", SAID), "啊说错了，是糖醋排骨", "糖醋排骨"),
    (Known("income", "6500", SAID), "等下，我打反了，是5600不是6500", "5600"),
    # the wrong value named beside the right one, with or without a correction word
    (
        Known("location", "Ottawa", SAID),
        "wait no, Toronto, not Ottawa. brain's fried today lol",
        "Toronto",
    ),
    (Known("location", "Leeds", SAID), "Bradford, not Leeds — autocorrect", "Bradford"),
    (Known("pets", "金毛", SAID), "用户澄清：养的是拉布拉多，不是金毛。", "拉布拉多"),
    (Known("current_stay", "希尔顿", SAID), "住的是亚朵，不是希尔顿", "亚朵"),
    (
        Known("rent", "£1,200", SAID),
        "User corrected the figure: rent is £1,400 a month, not £1,200.",
        "£1,400",
    ),
    (
        Known("marital_status", "separated", SAID),
        "ugh sorry, I should've said divorced, not separated",
        "divorced",
    ),
    # 不是X 是Y: the 是 of 不是 gives no value (纠正 不是仓鼠 是两只龙猫 gave 仓鼠)
    (Known("pets", "仓鼠", SAID), "纠正 不是仓鼠 是两只龙猫 我对象老说我分不清", "两只龙猫"),
    (Known("pets", "仓鼠", SAID), "说错了，不是仓鼠，是龙猫", "龙猫"),
    (Known("current_stay", "希尔顿", SAID), "打错了 不是希尔顿 是亚朵", "亚朵"),
    # the right value at the end of a clause, after a colon or "is (to)", then "not …"
    (
        Known("name", "Daniel", SAID),
        "User corrected their name: Danielle, not Daniel; the earlier note was a transcription error.",
        "Danielle",
    ),
    (
        Known("allergies", "cats", SAID),
        "User clarified: the allergy is to dogs, not cats; the earlier note was wrong.",
        "dogs",
    ),
    (
        Known("allergies", "peanuts", SAID),
        "sorry, my allergy is to cashews, not peanuts",
        "cashews",
    ),
    (Known("name", "Jon", SAID), "correction: my name is John, not Jon", "John"),
    # "I lied", and a figure asked back before the right one
    (
        Known("favourite:movie", "The Godfather", SAID),
        "Actually I lied, it's Paddington 2. I just say Godfather to sound cultured.",
        "Paddington 2",
    ),
    (
        Known("favourite:book", "Ulysses", SAID),
        "ok I lied, it's Harry Potter, not Ulysses",
        "Harry Potter",
    ),
    # a count alone, of the same things the user has a count of
    (
        Known("pets", "two cats", SAID),
        "sorry, three cats! forgot Pickle is officially ours now",
        "three cats",
    ),
    (
        Known("children", "3 kids", SAID),
        "haha did I say 3? two kids - the third is my nephew",
        "two kids",
    ),
    (Known("children", "two kids", SAID), "oops, three kids, not two", "three kids"),
    (Known("pets", "两只猫", SAID), "说错了 三只猫", "三只猫"),
]


@pytest.mark.parametrize(("known", "text", "value"), BARE)
def test_a_bare_correction_fixes_the_fact_just_said(known: Known, text: str, value: str) -> None:
    assert (known.slot, value) in [(slot, v) for slot, v, _ in _fixed(known, text)]


#: (a like or dislike said before, the correction, the value and polarity it gives)
LIKES: list[tuple[Known, str, str, int]] = [
    (
        Known("likes", "jazz", SAID, 1),
        "oops, I meant blues, not jazz. BB King is my guy",
        "blues",
        1,
    ),
    (Known("likes", "hiking", SAID, 1), "sorry, I meant climbing, not hiking", "climbing", 1),
    (Known("likes", "cilantro", SAID, -1), "typo — it's olives I hate, not cilantro", "olives", -1),
    # an agent's note: the pronoun is the user's
    (
        Known("likes", "jazz", SAID, 1),
        "User clarified that it's blues they love, not jazz.",
        "blues",
        1,
    ),
]


@pytest.mark.parametrize(("known", "text", "value", "polarity"), LIKES)
def test_a_bare_correction_of_a_like_replaces_the_value_it_names(
    known: Known, text: str, value: str, polarity: int
) -> None:
    stated = EXTRACT.extract(text)
    found = [f for f in infer(text, [known], stated, SOON) if f.slot == "likes"] or [
        f for f in stated if f.slot == "likes"
    ]
    assert [(f.value, f.polarity) for f in found] == [(value, polarity)]
    assert any(names_value(r, known.value, "likes") for r in found[0].replaces)


#: (a fact, a text that must fix nothing of it, when it is said)
FIXES_NOTHING: list[tuple[Known, str, datetime]] = [
    # no correction word
    (Known("current_stay", "希尔顿", SAID), "是汉庭的会员卡吗？", SOON),
    (Known("job_title", "product manager", SAID), "it's product owner week at work lol", SOON),
    # a slip that names no old value, long after the fact: about something else
    (
        Known("current_stay", "Marriott", SAID),
        "sorry, I meant the Westin",
        SAID + timedelta(days=9),
    ),
    (Known("job_title", "前端工程师", SAID), "说错了，是周四不是周三", SAID + timedelta(days=30)),
    # a value of another kind: a number for a name, a name for a number
    (Known("income", "6500", SAID), "sorry, I meant Tuesday", SOON),
    (Known("favourite:singer", "Adele", SAID), "oops I meant 2019", SOON),
    # no value at all
    (Known("favourite:singer", "Adele", SAID), "sorry, it's fine", SOON),
    (Known("job_title", "前端工程师", SAID), "不好意思，是我", SOON),
    # a hypothetical, or someone else's slip
    (
        Known("job_title", "product manager", SAID),
        "if I'd said product owner, sorry, would it change?",
        SOON,
    ),
    (Known("current_stay", "Marriott", SAID), "my brother says sorry, he meant the Hilton", SOON),
    # "not" beside a value that is not the user's
    (Known("location", "Ottawa", SAID), "Toronto, not Ottawa, is where my sister lives", SOON),
    (Known("location", "Ottawa", SAID), "I'm not sure, not Ottawa anyway?", SOON),
    (Known("pets", "金毛", SAID), "我朋友养的是拉布拉多，不是金毛", SOON),
    # a status must be a status word
    (Known("marital_status", "single", SAID), "sorry, I meant Tuesday, not single day", SOON),
    # 不是X with no 是Y: nothing to set
    (Known("pets", "仓鼠", SAID), "纠正一下 不是仓鼠", SOON),
    # a count of something else, the same count, or someone else's
    (Known("pets", "two cats", SAID), "sorry, three dogs! my sister's", SOON),
    (Known("pets", "two cats", SAID), "sorry, two cats!", SOON),
    (Known("children", "3 kids", SAID), "sorry, two coffees please", SOON),
    (Known("children", "3 kids", SAID), "my brother said sorry, two kids not three", SOON),
    # a colon's tail that names someone else's value
    (Known("allergies", "cats", SAID), "sorry: my sister's allergy is to dogs, not cats", SOON),
    # a question that asks back, with no right value
    (Known("children", "3 kids", SAID), "did I say 3?", SOON),
]


@pytest.mark.parametrize(("known", "text", "at"), FIXES_NOTHING)
def test_what_is_no_correction_of_the_fact_fixes_nothing(
    known: Known, text: str, at: datetime
) -> None:
    stated = EXTRACT.extract(text)
    assert known.slot not in {f.slot for f in infer(text, [known], stated, at)}


def test_a_correction_naming_the_wrong_value_fixes_that_fact_not_the_last() -> None:
    text = "sorry, it's the Hyatt, not the Marriott"
    older = Known("current_stay", "Marriott", SAID - timedelta(days=3))
    last = Known("favourite:singer", "Adele", SAID)
    found = infer(text, [older, last], EXTRACT.extract(text), SOON)
    assert [(f.slot, f.value) for f in found] == [("current_stay", "Hyatt")]


#: A correction that states a like anew ends the other like of the same polarity it names.
LIKE_REVISIONS: list[tuple[str, str, int, str]] = [
    ("啊我说反了，我喜欢的是脱口秀，相声其实听不太进去", "脱口秀", 1, "相声"),
    ("更正：用户不喜欢的是大风天，下雨天其实无所谓。", "大风天", -1, "下雨天"),
    ("不对不对，我爱吃的是川菜，粤菜一般", "川菜", 1, "粤菜"),
    (
        "To correct my earlier message: I don't mind horror, it's musicals I can't stand",
        "musicals",
        -1,
        "horror movies",
    ),
    ("sorry, mixed it up: I love sushi, ramen is just ok", "sushi", 1, "ramen"),
]


@pytest.mark.parametrize(("text", "value", "polarity", "old"), LIKE_REVISIONS)
def test_a_corrected_like_retires_the_one_it_names(
    text: str, value: str, polarity: int, old: str
) -> None:
    likes = [f for f in EXTRACT.extract(text) if f.slot == "likes" and f.polarity == polarity]
    assert [f.value for f in likes] == [value]
    assert any(names_value(r, old, "likes") for r in likes[0].replaces)
    assert not any(names_value(r, value, "likes") for r in likes[0].replaces)


@pytest.mark.parametrize(
    "text",
    [
        "我也喜欢脱口秀，相声也还行",  # additive, no slip
        "I love sushi, ramen is just ok",  # no slip: both may hold
        "sorry, I also love sushi, ramen too",
    ],
)
def test_a_like_said_without_a_slip_retires_nothing(text: str) -> None:
    assert all(not f.replaces for f in EXTRACT.extract(text) if f.slot == "likes")


#: (a pet of the user's, a statement naming it with another kind, the pet it now is)
PET_KINDS: list[tuple[str, str, str]] = [
    ("golden retriever named Max", "actually Max is a labrador, people always mix them up", "labrador named Max"),
    ("cat named Mochi", "Mochi's a ragdoll btw, not a regular cat", "ragdoll named Mochi"),
    ("dog named Biscuit", "fun fact: Biscuit is really a beagle", "beagle named Biscuit"),
    ("金毛叫豆豆", "豆豆其实是拉布拉多，大家总认错", "拉布拉多叫豆豆"),
    ("猫叫咪咪", "咪咪是一只布偶，不是普通的猫", "布偶叫咪咪"),
]  # fmt: skip


@pytest.mark.parametrize(("old", "text", "new"), PET_KINDS)
def test_a_pet_named_with_another_kind_is_the_same_pet_revised(
    old: str, text: str, new: str
) -> None:
    stated = EXTRACT.extract(text)
    assert may_update(text, stated)
    pets = [f for f in [*stated, *infer(text, [Known("pets", old, SAID)], stated, SOON)]
            if f.slot == "pets"]  # fmt: skip
    assert [f.value for f in pets] == [new]
    assert any(names_value(r, old, "pets") for r in pets[0].replaces)


@pytest.mark.parametrize(
    "text",
    [
        "my neighbour says Max is a labrador",  # someone else's word for it
        "我妈说豆豆是拉布拉多",
        "is Max a labrador, do you think?",  # a question
        "Max is a good boy",  # no kind of pet
        "if Max were a labrador he'd swim more",
        "Rex is a labrador, my brother's dog",  # not the user's pet's name
    ],
)
def test_what_is_no_kind_of_the_users_pet_revises_nothing(text: str) -> None:
    known = [Known("pets", "golden retriever named Max", SAID), Known("pets", "金毛叫豆豆", SAID)]
    assert not [f for f in infer(text, known, EXTRACT.extract(text), SOON) if f.slot == "pets"]


def test_a_favourite_said_to_replace_another_is_put_in_its_category() -> None:
    text = "Okay, Everything Everywhere All at Once has officially replaced Inception as my all-time favorite."
    stated = EXTRACT.extract(text)
    assert may_update(text, stated)
    found = infer(text, [Known("favourite:movie", "Inception", SAID)], stated, SOON)
    assert [(f.slot, f.value) for f in found] == [
        ("favourite:movie", "Everything Everywhere All at Once")
    ]
