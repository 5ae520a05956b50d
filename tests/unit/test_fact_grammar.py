"""The fact grammar as a written corpus (many phrasings per slot, Chinese and English)
and as properties over families of inputs (any favourite:<x>, any time adverbial between
subject and verb, any casing, any question or hypothetical)."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor, question_slot, value_key
from memory_ext.extraction.questions import asks_about_past

EXTRACT = RuleFactExtractor().extract

# (text, slot, value as stored, polarity)
CORPUS: list[tuple[str, str, str, int]] = [
    # name and corrections
    ("My name is Ana Souza.", "name", "Ana Souza", 1),
    ("Call me Theo", "name", "Theo", 1),
    ("I go by Sam at work", "name", "Sam", 1),
    ("Actually it's spelled Jon, not John", "name", "Jon", 1),
    ("The user's name is Priya", "name", "Priya", 1),
    ("I'm Marcus Lee.", "name", "Marcus Lee", 1),
    ("我叫王芳", "name", "王芳", 1),
    ("我的名字是陈晨。", "name", "陈晨", 1),
    ("更正一下，我叫李炜", "name", "李炜", 1),
    ("大家都叫我阿明", "name", "阿明", 1),
    # location / home
    ("I live in Porto", "location", "Porto", 1),
    ("I'm living in Berlin now", "location", "Berlin", 1),
    ("I moved to Beijing last week", "location", "Beijing", 1),
    ("We relocated to Oslo in March", "location", "Oslo", 1),
    ("I've been living in Nairobi for years", "location", "Nairobi", 1),
    ("User moved to Beijing", "location", "Beijing", 1),
    ("The user lives in Cape Town with her dog", "location", "Cape Town", 1),
    ("I don't live in Rome anymore", "location", "Rome", -1),
    ("I moved from Lyon to Nice", "location", "Nice", 1),
    ("我住在上海", "location", "上海", 1),
    ("我上个月搬到了深圳", "location", "深圳", 1),
    ("我们一家去年在厦门定居了", "location", "厦门", 1),
    ("用户搬到了北京", "location", "北京", 1),
    ("我家在成都高新区", "location", "成都高新区", 1),
    ("我已经不住在广州了", "location", "广州", -1),
    # temporary stays
    ("I'm in Tokyo this week", "current_stay", "Tokyo", 1),
    ("I'm on a business trip to Seoul", "current_stay", "Seoul", 1),
    ("Staying at a hotel in Lima for a few days", "current_stay", "Lima", 1),
    ("Staying at my sister's place in Porto for three weeks", "current_stay", "Porto", 1),
    ("这周我住在东京的酒店出差", "current_stay", "东京", 1),
    ("我在杭州出差", "current_stay", "杭州", 1),
    ("我这几天在三亚度假", "current_stay", "三亚", 1),
    # employer
    ("I work at Contoso Bank", "employer", "Contoso Bank", 1),
    ("I left Google and joined OpenAI", "employer", "OpenAI", 1),
    ("I was hired by Stripe", "employer", "Stripe", 1),
    ("I quit my job at Initech", "employer", "Initech", -1),
    ("I started working at Figma last month", "employer", "Figma", 1),
    ("I'm a nurse at St Mary's", "employer", "St Mary's", 1),
    ("I'm a sales associate at a bookshop", "employer", "bookshop", 1),
    ("我在阿里巴巴工作", "employer", "阿里巴巴", 1),
    ("我上个月跳槽到了腾讯", "employer", "腾讯", 1),
    ("我从微软离职了", "employer", "微软", -1),
    ("我入职了字节跳动", "employer", "字节跳动", 1),
    ("用户在京东上班", "employer", "京东", 1),
    # job title
    ("I work as a data analyst", "job_title", "data analyst", 1),
    ("I got promoted to senior engineer", "job_title", "senior engineer", 1),
    ("I'm a software engineer", "job_title", "software engineer", 1),
    ("我是一名产品经理", "job_title", "产品经理", 1),
    ("我升职为技术总监了", "job_title", "技术总监", 1),
    # marital / relationship
    ("I got married", "marital_status", "married", 1),
    ("I'm single", "marital_status", "single", 1),
    ("We're divorced now", "marital_status", "divorced", 1),
    ("I just got engaged!", "marital_status", "engaged", 1),
    ("我结婚了", "marital_status", "已婚", 1),
    ("我离婚了", "marital_status", "离异", 1),
    ("我现在单身", "marital_status", "单身", 1),
    ("我和男朋友分手了", "marital_status", "单身", 1),
    # children
    ("I have two kids", "children", "two kids", 1),
    ("We don't have any children", "children", "no children", 1),
    ("我有两个孩子", "children", "两个孩子", 1),
    ("我们还没有孩子", "children", "没有孩子", 1),
    # pets
    ("I have a dog named Rex", "pets", "dog named Rex", 1),
    ("We adopted two kittens", "pets", "two kittens", 1),
    ("我养了一只猫", "pets", "猫", 1),
    ("我家的狗叫豆豆", "pets", "狗叫豆豆", 1),
    # diet and allergies
    ("I became a vegetarian last month, no more meat for me", "diet", "vegetarian", 1),
    ("I'm vegan now", "diet", "vegan", 1),
    ("I don't eat meat anymore", "diet", "vegetarian", 1),
    ("我开始吃素了", "diet", "素食", 1),
    ("我不吃肉", "diet", "素食", 1),
    ("I'm allergic to shellfish", "allergies", "shellfish", 1),
    ("I have a peanut allergy", "allergies", "peanut", 1),
    ("我对花生过敏", "allergies", "花生", 1),
    ("我芒果过敏", "allergies", "芒果", 1),
    # likes / dislikes with normalised objects
    ("I love spicy food", "likes", "spicy food", 1),
    ("I can't stand spicy food anymore", "likes", "spicy food", -1),
    ("I'm really into bouldering", "likes", "bouldering", 1),
    ("我很喜欢吃辣", "likes", "吃辣", 1),
    ("我现在不吃辣了，胃不好", "likes", "辣", -1),
    ("我讨厌下雨天", "likes", "下雨天", -1),
    # favourites (open family)
    ("My favourite colour is now blue", "favourite:colour", "blue", 1),
    ("My favorite color is green", "favourite:colour", "green", 1),
    ("Blue is my favourite colour now", "favourite:colour", "Blue", 1),
    ("My favourite film these days is Arrival", "favourite:movie", "Arrival", 1),
    ("我最喜欢的颜色是蓝色", "favourite:colour", "蓝色", 1),
    ("我现在最喜欢的电影变成了《活着》", "favourite:movie", "活着", 1),
    # numbers that change
    ("I now earn 30k", "income", "30k", 1),
    ("My salary went up to $95,000", "income", "$95,000", 1),
    ("我的工资涨到3万了", "income", "3万", 1),
    ("我月薪两万五", "income", "两万五", 1),
    ("My rent went up to $2,000", "rent", "$2,000", 1),
    ("我房租涨到了5000元", "rent", "5000元", 1),
    ("I weigh 70kg", "weight", "70kg", 1),
    ("我体重降到了65公斤", "weight", "65公斤", 1),
    ("I just turned 40", "age", "40", 1),
    ("我今年30岁了", "age", "30", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), CORPUS)
def test_corpus_phrasings_give_clean_values(
    text: str, slot: str, value: str, polarity: int
) -> None:
    facts = {(f.slot, f.value): f for f in EXTRACT(text)}
    assert (slot, value) in facts, EXTRACT(text)
    assert facts[(slot, value)].polarity == polarity


NO_FACTS = [
    "Where do I live?",
    "Do you think I should move to Paris?",
    "If I moved to Paris, I would learn French",
    "I'm thinking about joining Google",
    "I might get a dog next year",
    "I used to live in London",
    "My brother just moved to Lisbon",
    "My wife works at Microsoft",
    "Hello!",
    "Thanks, that helps",
    "我住在哪里？",
    "你知道我在哪工作吗",
    "如果我搬到巴黎，我会学法语",
    "我想搬到深圳",
    "我打算跳槽去阿里",
    "我妹妹刚搬到了长沙",
    "今天天气不错",
    "你好",
]


@pytest.mark.parametrize("text", NO_FACTS)
def test_questions_hypotheticals_greetings_and_others_state_no_user_fact(text: str) -> None:
    assert [f for f in EXTRACT(text) if f.slot != "marital_status"] == []


def test_a_temporary_stay_is_never_the_home() -> None:
    for text in [
        "I'm in Tokyo this week",
        "这周我住在东京的酒店出差",
        "I'm staying in Rome for a week",
    ]:
        assert {f.slot for f in EXTRACT(text)} == {"current_stay"}


def test_one_sentence_can_set_several_slots() -> None:
    facts = {(f.slot, f.value) for f in EXTRACT("I moved to Berlin and joined SAP")}
    assert facts == {("location", "Berlin"), ("employer", "SAP")}
    facts = {(f.slot, f.value) for f in EXTRACT("我入职了字节跳动做产品经理")}
    assert facts == {("employer", "字节跳动"), ("job_title", "产品经理")}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("吃辣", "辣"),
        ("spicy food", "Spicy"),
        ("Contoso Bank", "contoso bank"),
        ("30,000", "30000"),
        # an animal's measure word after a count
        ("一只猫一只狗", "一猫一狗"),
        ("两条金鱼", "两金鱼"),
        ("3只仓鼠", "3仓鼠"),
    ],
)
def test_values_match_by_key(a: str, b: str) -> None:
    assert value_key(a) == value_key(b)


@pytest.mark.parametrize(("a", "b"), [("一只猫", "一只狗"), ("两只猫", "三只猫")])
def test_values_of_another_count_or_kind_stay_apart(a: str, b: str) -> None:
    assert value_key(a) != value_key(b)


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("Where do I live?", "location"),
        ("where does the user live now?", "location"),
        ("Where do I work?", "employer"),
        ("What do I do for a living?", "job_title"),
        ("What's my favourite colour?", "favourite:colour"),
        ("What is my dog called?", "pets"),
        ("我住在哪里？", "location"),
        ("用户在哪家公司上班？", "employer"),
        ("我最喜欢的颜色是什么？", "favourite:colour"),
        ("What did Caroline paint?", None),
        ("What does the user's mother do?", None),
        ("用户的妈妈是做什么的？", None),
    ],
)
def test_question_slot(question: str, slot: str | None) -> None:
    assert question_slot(question) == slot


def test_asks_about_the_past() -> None:
    assert asks_about_past("Where did I live before?")
    assert asks_about_past("我以前住在哪？")
    assert not asks_about_past("Where do I live?")


# -- properties ------------------------------------------------------------------------
_EN_ADVERBIALS = ["", "just", "recently", "finally", "last month", "two weeks ago", "already"]
_ZH_ADVERBIALS = ["", "上个月", "现在", "已经", "最近", "刚", "去年", "终于", "这个月"]
_CITIES_EN = ["Berlin", "New York", "São Paulo", "Kyoto", "Cape Town", "Reykjavik"]
_CITIES_ZH = ["北京", "深圳", "杭州", "成都", "西安", "青岛"]
_THINGS = ["colour", "movie", "book", "song", "city", "drink", "board game", "season"]
#: English words the grammar reads as time, additive or linking words ("I work at Acme
#: too", "… now", "… and"), not as names: "I work at Too" is no company a user names.
_FUNCTION_WORDS = frozenset(
    [
        "too",
        "now",
        "so",
        "again",
        "today",
        "anymore",
        "lately",
        "recently",
        "already",
        "ago",
        "yesterday",
        "either",
        "instead",
        "though",
        "and",
        "but",
        "not",
        "who",
        "when",
        "where",
        "which",
        "yet",
        "soon",
        "then",
        "also",
        "still",
        # pronouns: "I work at She" names no organisation
        "she",
        "her",
        "him",
        "his",
        "they",
        "them",
        "you",
        "its",
        "our",
        "we",
    ]
)
_VALUES = st.from_regex(r"[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8})?", fullmatch=True).filter(
    lambda v: not set(v.lower().split()) & _FUNCTION_WORDS
)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(st.sampled_from(_EN_ADVERBIALS), st.sampled_from(_CITIES_EN))
def test_any_time_adverbial_between_subject_and_verb_en(adverbial: str, city: str) -> None:
    text = " ".join(w for w in ["I", adverbial, "moved to", city] if w)
    assert [(f.slot, f.value) for f in EXTRACT(text)] == [("location", city)]


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(st.sampled_from(_ZH_ADVERBIALS), st.sampled_from(_CITIES_ZH), st.booleans())
def test_any_time_adverbial_between_subject_and_verb_zh(
    adverbial: str, city: str, le: bool
) -> None:
    text = f"我{adverbial}搬到{'了' if le else ''}{city}"
    assert [(f.slot, f.value) for f in EXTRACT(text)] == [("location", city)]


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(st.sampled_from(_THINGS), _VALUES, st.booleans())
def test_any_favourite_x(thing: str, value: str, now: bool) -> None:
    text = f"My favourite {thing} is {'now ' if now else ''}{value}"
    facts = EXTRACT(text)
    assert [(f.slot, f.value) for f in facts] == [(f"favourite:{thing}", value), ("likes", value)]
    assert facts[0].single_valued


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(
    st.sampled_from(["颜色", "电影", "水果", "歌", "运动"]),
    st.sampled_from(["蓝色", "苹果", "游泳"]),
)
def test_any_favourite_x_zh(thing: str, value: str) -> None:
    facts = EXTRACT(f"我最喜欢的{thing}是{value}")
    assert [f.value for f in facts] == [value, value]  # the favourite, and it is liked
    assert facts[0].slot.startswith("favourite:") and facts[1].slot == "likes"


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(_VALUES)
@example("Aaa Fyi")  # a title-case aside word ends a name, it is not an aside
def test_casing_is_kept_for_display_and_ignored_for_matching(org: str) -> None:
    facts = EXTRACT(f"I work at {org}")
    assert [(f.slot, f.value) for f in facts] == [("employer", org)]
    assert value_key(org.lower()) == value_key(org.upper()) == value_key(facts[0].value)


@settings(deadline=None)  # no timing assertions: a busy machine is not a failure
@given(st.sampled_from(_CITIES_EN + _CITIES_ZH))
def test_questions_and_hypotheticals_never_become_facts(city: str) -> None:
    for text in [
        f"Do I live in {city}?",
        f"If I moved to {city}, would I be happier?",
        f"What if I moved to {city}",
        f"我住在{city}吗？",
        f"如果我搬到{city}，会更好吗",
        f"要是我搬到{city}就好了",
    ]:
        assert EXTRACT(text) == [], text
