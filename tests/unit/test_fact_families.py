"""Grammar families closed after the first pass, as written corpora and properties in
Chinese and English: clefts and pseudo-clefts ("it's sulfa drugs I'm allergic to",
我过敏的是头孢), superlatives without a category (现在最爱荔枝, "lychee is my favourite"),
and revisions of a multi-valued slot ("not jazz", 而不是, switched to, sorry typo)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.conflict import replaced_values, stale_flags
from memory_ext.extraction import RuleFactExtractor, value_key
from memory_ext.extraction.categories import CATEGORIES, GENERIC_FAVOURITE
from memory_ext.model import MemoryRecord, SlotFact

EXTRACT = RuleFactExtractor().extract

# (text, slot, value, polarity)
CLEFTS: list[tuple[str, str, str, int]] = [
    ("It's sulfa drugs I'm allergic to", "allergies", "sulfa drugs", 1),
    ("It is peanuts that I'm allergic to", "allergies", "peanuts", 1),
    ("It's jazz I really love", "likes", "jazz", 1),
    ("It was Lisbon we moved to", "location", "Lisbon", 1),
    ("It's Stripe I work for now", "employer", "Stripe", 1),
    ("It's cilantro that I can't stand", "likes", "cilantro", -1),
    ("What I'm allergic to is latex", "allergies", "latex", 1),
    ("What I really love is hiking", "likes", "hiking", 1),
    ("What the user likes is sushi", "likes", "sushi", 1),
    ("What I can't stand is traffic", "likes", "traffic", -1),
    ("我过敏的是头孢", "allergies", "头孢", 1),
    ("让我过敏的是花粉", "allergies", "花粉", 1),
    ("是尘螨让我过敏", "allergies", "尘螨", 1),
    ("我喜欢的是摇滚", "likes", "摇滚", 1),
    ("我讨厌的是下雨天", "likes", "下雨天", -1),
    ("我现在喜欢的其实是爵士", "likes", "爵士", 1),
    ("用户喜欢的是羽毛球", "likes", "羽毛球", 1),
    ("我是在腾讯上班的", "employer", "腾讯", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), CLEFTS)
def test_clefts_and_pseudo_clefts_state_the_fact(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, f.value): f for f in EXTRACT(text)}
    assert (slot, value) in facts, EXTRACT(text)
    assert facts[(slot, value)].polarity == polarity


NOT_CLEFTS = [
    "It's Stripe that my brother works for",
    "What my sister is allergic to is peanuts",
    "What are you allergic to?",
    "It's my sister who is allergic to cats",
    "是我妈妈对花粉过敏",
    "我妹妹喜欢的是摇滚",
]


@pytest.mark.parametrize("text", NOT_CLEFTS)
def test_clefts_about_someone_else_or_questions_state_no_user_fact(text: str) -> None:
    assert [f for f in EXTRACT(text) if f.slot in {"allergies", "likes", "employer"}] == [], text


# -- superlatives without a category ------------------------------------------------------
SUPERLATIVES: list[tuple[str, str, str]] = [
    ("现在最爱荔枝", "favourite:fruit", "荔枝"),
    ("我最喜欢春天了", "favourite:season", "春天"),
    ("我最爱吃饺子", "favourite:food", "饺子"),
    ("我最喜欢喝奶茶", "favourite:drink", "奶茶"),
    ("我最喜欢蓝色", "favourite:colour", "蓝色"),
    ("我最喜欢游泳", "favourite:sport", "游泳"),
    ("我最喜欢周杰伦", GENERIC_FAVOURITE, "周杰伦"),
    ("我最喜欢的是荔枝", "favourite:fruit", "荔枝"),
    ("用户最爱的是秋天", "favourite:season", "秋天"),
    ("Lychee is my favourite", "favourite:fruit", "Lychee"),
    ("Spring is my favourite now", "favourite:season", "Spring"),
    ("I like autumn best", "favourite:season", "autumn"),
    ("I love mangoes the most", "favourite:fruit", "mangoes"),
    ("My favourite is green", "favourite:colour", "green"),
    ("Tennis is my favorite", "favourite:sport", "Tennis"),
    ("Radiohead is my all-time favourite", GENERIC_FAVOURITE, "Radiohead"),
    ("What I love most is dumplings", "favourite:food", "dumplings"),
]


@pytest.mark.parametrize(("text", "slot", "value"), SUPERLATIVES)
def test_a_superlative_without_a_category_infers_it_or_uses_the_generic_slot(
    text: str, slot: str, value: str
) -> None:
    facts = [(f.slot, f.value) for f in EXTRACT(text)]
    assert (slot, value) in facts, facts
    assert all(f.single_valued for f in EXTRACT(text) if f.slot.startswith("favourite:"))


@pytest.mark.parametrize(
    "text",
    ["我更喜欢荔枝", "I like lychee more than mango", "我最喜欢的水果是什么？", "我妈最爱荔枝"],
)
def test_comparatives_questions_and_others_are_no_superlative(text: str) -> None:
    assert [f for f in EXTRACT(text) if f.slot.startswith("favourite:")] == []


_ITEMS = sorted((word, category) for category, words in CATEGORIES.items() for word in words)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from([i for i in _ITEMS if not i[0].isascii()]),
    st.sampled_from(["", "现在", "其实"]),
)
def test_any_known_object_gives_its_category_zh(item: tuple[str, str], adverbial: str) -> None:
    word, category = item
    for text in (f"我{adverbial}最喜欢{word}", f"{adverbial}最爱{word}了", f"我最喜欢的是{word}"):
        facts = [(f.slot, f.value) for f in EXTRACT(text)]
        assert (f"favourite:{category}", word) in facts, (text, facts)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(st.sampled_from([i for i in _ITEMS if i[0].isascii()]), st.booleans())
def test_any_known_object_gives_its_category_en(item: tuple[str, str], capital: bool) -> None:
    word, category = item
    shown = word.capitalize() if capital else word
    for text in (f"{shown} is my favourite", f"I like {word} best", f"{shown} is my favorite now"):
        facts = [(f.slot, value_key(f.value)) for f in EXTRACT(text)]
        assert (f"favourite:{category}", value_key(word)) in facts, (text, facts)


# -- revisions of a multi-valued slot --------------------------------------------------
# (text, slot, new value, a value it replaces)
REVISIONS: list[tuple[str, str, str, str]] = [
    ("I like rock, not jazz", "likes", "rock", "jazz"),
    ("I like rock not jazz anymore", "likes", "rock", "jazz"),
    ("These days I prefer coffee rather than tea", "likes", "coffee", "tea"),
    ("I'm into basketball now instead of football", "likes", "basketball", "football"),
    ("Sorry, not penicillin, it's sulfa drugs I'm allergic to.", "allergies", "sulfa drugs",
     "penicillin"),
    ("Correction: I'm allergic to shrimp, not crab", "allergies", "shrimp", "crab"),
    ("I switched from coffee to green tea", "likes", "green tea", "coffee"),
    ("I switched to tea, coffee was wrecking my sleep", "likes", "tea", "coffee"),
    ("我现在喜欢摇滚，而不是爵士乐", "likes", "摇滚", "爵士乐"),
    ("我喜欢的是摇滚，不是爵士乐", "likes", "摇滚", "爵士乐"),
    ("说错了，我是对头孢过敏，不是青霉素", "allergies", "头孢", "青霉素"),
    ("我喜欢的不是篮球，是网球", "likes", "网球", "篮球"),
    ("我把咖啡换成了茶", "likes", "茶", "咖啡"),
    ("我从咖啡改喝茶了", "likes", "茶", "咖啡"),
    ("我现在改喝茶了，咖啡喝多了睡不着", "likes", "茶", "咖啡"),
    ("Sorry, typo, my dog's name is Mack.", "pets", "dog named Mack", "dog"),
    ("说错了，我家的猫叫团团。", "pets", "猫叫团团", "猫"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "slot", "value", "old"), REVISIONS)
def test_a_revision_names_what_it_replaces(text: str, slot: str, value: str, old: str) -> None:
    facts = {(f.slot, f.value): f for f in EXTRACT(text)}
    assert (slot, value) in facts, EXTRACT(text)
    replaced = facts[(slot, value)].replaces
    assert any(value_key(old) in value_key(r) for r in replaced), replaced


@pytest.mark.parametrize(
    "text",
    [
        "I also like rock",
        "Actually I'm also allergic to latex",
        "I like rock and jazz",
        "我也喜欢摇滚",
        "其实我对芒果也过敏",
        "我们又养了一只狗",
        "I'm not sure, I like rock",
    ],
)
def test_an_addition_replaces_nothing(text: str) -> None:
    assert all(f.replaces == () for f in EXTRACT(text)), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Mochi passed away last spring, we still miss our cat", "pets", "Mochi"),
        ("I gave the goldfish to my neighbour", "pets", "goldfish"),
        ("We had to rehome our beagle", "pets", "beagle"),
        ("I don't have a hamster anymore", "pets", "hamster"),
        ("狗送给乡下的奶奶了", "pets", "狗"),
        ("我把猫送人了", "pets", "猫"),
        ("我的仓鼠死了", "pets", "仓鼠"),
        ("我不养猫了", "pets", "猫"),
    ],
)
def test_a_pet_that_is_gone_is_a_negative_pet_fact(text: str, slot: str, value: str) -> None:
    facts = [(f.slot, f.value, f.polarity) for f in EXTRACT(text)]
    assert (slot, value, -1) in facts, facts


# -- flags that lost their partner ------------------------------------------------------
_T = datetime(2026, 1, 1, tzinfo=timezone.utc)


def _rec(
    i: str, value: str, polarity: int, *, flagged: bool = True, active: bool = True
) -> MemoryRecord:
    return MemoryRecord(
        i, "u", "semantic", f"{polarity} {value}", _T + timedelta(seconds=len(i)),
        slot="likes", value=value, polarity=polarity, needs_clarification=flagged,
        status="active" if active else "superseded",
        facts=(SlotFact("likes", value, polarity, "active" if active else "superseded"),),
    )  # fmt: skip


def test_a_flag_without_an_active_flagged_partner_is_stale() -> None:
    yes, no = _rec("a", "cats", 1), _rec("b", "Cats", -1)
    assert stale_flags([yes, no]) == set()
    assert stale_flags([yes]) == {"a"}
    assert stale_flags([yes, _rec("b", "cats", -1, active=False)]) == {"a"}
    assert stale_flags([yes, _rec("c", "dogs", -1)]) == {"a", "c"}
    assert stale_flags([yes, _rec("d", "cats", -1, flagged=False)]) == {"a"}


def test_a_chinese_move_with_a_time_word_is_the_users_relation() -> None:
    from memory_ext.graph import USER, RuleTripleExtractor

    triples = RuleTripleExtractor().extract("我上个月搬到柏林了")
    assert [(t.subject, t.relation, t.object) for t in triples] == [(USER, "lives_in", "柏林")]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("The user tested positive for a dust mite allergy last week.", "allergies", "dust mite"),
        ("I was diagnosed with a latex allergy", "allergies", "latex"),
        ("I got diagnosed with an allergy to penicillin", "allergies", "penicillin"),
        ("用户最近查出来对尘螨过敏", "allergies", "尘螨"),
        ("我被诊断出花粉过敏", "allergies", "花粉"),
        ("我上周检查出来对芒果过敏", "allergies", "芒果"),
        ("Rent for my place is £1,300.", "rent", "£1,300"),
        ("The rent on our two-bed flat is $2,100", "rent", "$2,100"),
    ],
)
def test_diagnosed_allergies_and_rent_for_a_place(text: str, slot: str, value: str) -> None:
    assert (slot, value) in [(f.slot, f.value) for f in EXTRACT(text)], EXTRACT(text)


@pytest.mark.parametrize(
    ("question", "slot"),
    [("What animal does the user keep?", "pets"), ("用户养的是什么动物？", "pets")],
)
def test_a_question_about_the_users_animal_is_about_pets(question: str, slot: str) -> None:
    from memory_ext.extraction import question_slot

    assert question_slot(question) == slot


@pytest.mark.parametrize(
    ("text", "value"),
    [("我现在不怎么喜欢篮球了", "篮球"), ("我不怎么爱喝咖啡", "咖啡"), ("用户不怎么吃辣", "辣")],
)
def test_not_very_is_a_negation_not_a_question(text: str, value: str) -> None:
    """不怎么 ("not much") was read as the question word 怎么, so the frame never matched."""
    facts = [(f.slot, value_key(f.value), f.polarity) for f in EXTRACT(text)]
    assert ("likes", value_key(value), -1) in facts, facts
    assert EXTRACT("我怎么才能不喜欢篮球") == []


_LIKED_EN = ["jazz", "rock", "tea", "coffee", "hiking", "chess", "sushi", "tennis", "opera"]
_LIKED_ZH = ["爵士乐", "摇滚", "茶", "咖啡", "爬山", "象棋", "寿司", "网球", "京剧"]
_CONTRAST_EN = ["I like {y}, not {x}", "I like {y} now, not {x}", "I prefer {y} rather than {x}",
                "These days I'm into {y} instead of {x}"]  # fmt: skip
_CONTRAST_ZH = ["我喜欢{y}，不是{x}", "我现在喜欢{y}，而不是{x}", "我喜欢的不是{x}，是{y}",
                "我喜欢的是{y}，不是{x}"]  # fmt: skip


def _liked(i: str, value: str) -> MemoryRecord:
    return MemoryRecord(
        i, "u", "semantic", f"I like {value}", _T, slot="likes", value=value,
        facts=(SlotFact("likes", value),),
    )  # fmt: skip


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from([(_LIKED_EN, _CONTRAST_EN), (_LIKED_ZH, _CONTRAST_ZH)]).flatmap(
        lambda lang: st.tuples(
            st.permutations(lang[0]).map(lambda p: (p[0], p[1], p[2])),
            st.sampled_from(lang[1]),
        )
    )
)
def test_any_contrast_retires_the_named_value_and_nothing_else(
    case: tuple[tuple[str, str, str], str],
) -> None:
    (x, y, other), template = case
    text = template.format(x=x, y=y)
    facts = [f for f in EXTRACT(text) if f.slot == "likes"]
    assert [value_key(f.value) for f in facts] == [value_key(y)], (text, facts)
    stored = [_liked("old", x), _liked("kept", other)]
    retired = replaced_values(facts[0], stored, _T + timedelta(days=1))
    assert [(r.id, value_key(v)) for r, v in retired] == [("old", value_key(x))], text


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(
        [
            (v, t)
            for v in _LIKED_EN
            for t in ("I also like {y}", "I like {y} too", "Actually I also love {y}")
        ]
        + [(v, t) for v in _LIKED_ZH for t in ("我也喜欢{y}", "其实我也爱{y}", "我还喜欢{y}")]
    )
)
def test_any_addition_retires_nothing(case: tuple[str, str]) -> None:
    y, template = case
    text = template.format(y=y)
    facts = [f for f in EXTRACT(text) if f.slot == "likes"]
    assert [value_key(f.value) for f in facts] == [value_key(y)], (text, facts)
    assert replaced_values(facts[0], [_liked("old", "anything else")], _T + timedelta(days=1)) == []
    assert facts[0].replaces == ()
