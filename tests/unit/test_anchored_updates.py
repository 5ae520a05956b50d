"""The second pass of extraction: a statement read against the user's current facts
(``memory_ext.extraction.anchored``). Corpora of everyday updates and corrections that
name no slot on their own, in Chinese and English, and the distractors and non-updates
that must set nothing; properties over amounts, places and who is speaking."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_ext.extraction import RuleFactExtractor, only_asks, slot_key
from memory_ext.extraction.anchored import Known, infer, may_update
from memory_ext.extraction.places import ZH_PLACES
from memory_ext.model import Fact

AT = datetime(2025, 3, 1, tzinfo=timezone.utc)
EXTRACT = RuleFactExtractor()


def _inferred(slot: str, old: str, text: str, *more: Known) -> dict[str, str]:
    """What the write path sets from ``text``: the grammar's facts, then the second pass."""
    known = [Known(slot, old, AT), *more]
    stated = EXTRACT.extract(text)
    found = {f.slot: f.value for f in stated if f.polarity > 0}
    return found | {f.slot: f.value for f in infer(text, known, stated)}


UPDATES = [
    # (slot, the current value, the new statement, the value it sets)
    ("income", "7000", "打错了，是7600，刚才手滑", "7600"),
    ("income", "9000", "加薪了！现在一个月1.1万", "1.1万"),
    ("income", "25万", "换了工作，新东家给到年薪32万", "32万"),
    ("income", "65k", "got a pay bump, 71k now", "71k"),
    ("income", "$90,000", "Sorry, typo earlier: it's $99,000", "$99,000"),
    ("rent", "2800", "房东又把房租涨到3000了，气人", "3000"),
    ("rent", "4200", "更正一下，房租是2400，前面写反了", "2400"),
    ("rent", "1,600", "landlord just raised the rent, it's 1,750 now", "1,750"),
    ("rent", "950", "oops, I meant 905, not 950", "905"),
    ("weight", "70公斤", "上秤一看，66公斤了，这个月没白练", "66公斤"),
    ("weight", "130斤", "最近瘦了不少，现在118斤", "118斤"),
    ("weight", "200 lbs", "scale says 188 lbs this morning, 12 lbs down!", "188 lbs"),
    ("weight", "80 kg", "Down to 77 kg now, slowly but surely", "77 kg"),
    ("location", "武汉", "终于搬完家了，现在在长沙住，房子比以前大", "长沙"),
    ("location", "天津", "不好意思写错了，是南通，不是天津", "南通"),
    ("location", "Austin", "we finally moved! unpacking boxes in Seattle all week", "Seattle"),
    ("location", "Leeds", "moved again lol, Glasgow this time", "Glasgow"),
    ("current_stay", "大阪", "今天坐高铁到京都了，这两天住这边", "京都"),
    ("current_stay", "Rome", "took the train down to Naples, staying here till Friday", "Naples"),
    ("employer", "工商银行", "说错了，是招商银行，工行是我以前实习的地方", "招商银行"),
    ("diet", "素食", "现在改成纯素了，牛奶鸡蛋也不碰了", "纯素"),
    ("diet", "paleo", "quit paleo, doing keto now and it's way easier", "keto"),
]


@pytest.mark.parametrize(("slot", "old", "text", "value"), UPDATES)
def test_an_update_that_names_no_slot_is_read_against_the_current_value(
    slot: str, old: str, text: str, value: str
) -> None:
    assert _inferred(slot, old, text).get(slot) == value


NOT_UPDATES = [
    # someone else's fact
    ("income", "1万", "我老公月薪涨到1.5万了，我还是老样子"),
    ("income", "60k", "My sister just got a raise to 75k, so proud of her"),
    ("rent", "3000", "室友说他那边房租涨到3500了"),
    ("rent", "2,000", "My friend in Boston pays 2,600 for a studio now, crazy"),
    ("weight", "60kg", "老妈最近瘦到55kg了，天天跳广场舞"),
    ("weight", "75 kg", "hubby's been bulking and he's 90 kg now"),
    ("location", "成都", "我弟弟搬到重庆了，离我挺近"),
    ("location", "Denver", "my parents moved to Phoenix for the sun"),
    # plans, wishes, goals, questions, conditionals
    ("weight", "70kg", "目标是减到65kg，争取夏天前做到"),
    ("weight", "180 lbs", "My goal is to get down to 170 lbs by summer"),
    ("income", "8000", "如果跳槽能到1万吗？"),
    ("income", "50k", "thinking about asking for 60k now, is that too much?"),
    ("location", "西安", "等退休了想去昆明养老"),
    ("location", "Paris", "If I moved to Lyon, would it be cheaper?"),
    ("employer", "Google", "got an interview with Stripe next week, any tips?"),
    ("rent", "2400", "would it make sense to buy? the mortgage would be like 2,900 now"),
    # a trip moves no home
    ("location", "Boston", "I'm in Chicago this week for a conference, back Friday"),
    ("location", "北京", "这周在上海出差，住外滩附近"),
    # a delta is no weight, a time no amount
    ("weight", "90 kg", "lost 4 kg this month, feeling great now"),
    ("income", "8000", "涨薪了，不过要等3个月才生效"),
]


@pytest.mark.parametrize(("slot", "old", "text"), NOT_UPDATES)
def test_someone_elses_fact_a_plan_or_a_trip_updates_nothing(
    slot: str, old: str, text: str
) -> None:
    assert slot not in _inferred(slot, old, text)


def test_a_correction_fixes_the_fact_stated_last() -> None:
    earlier = Known("rent", "3000", AT - timedelta(days=30))
    assert _inferred("income", "6500", "打错了，是5600", earlier) == {"income": "5600"}
    # … and the one whose old value it names, whenever that was said
    older = Known("income", "6500", AT - timedelta(days=30))
    assert _inferred("rent", "3000", "打错了，是5600不是6500", older) == {"income": "5600"}


def test_a_plausible_amount_of_the_grammar_stands_an_implausible_one_is_replaced() -> None:
    anchor = Known("weight", "190 lbs", AT)
    text = "weigh-in today: 182 lbs, 8 lbs down since January"
    misread = [Fact("weight", "8 lbs", 1, True, True)]  # the delta, not the weight
    assert {f.value for f in infer(text, [anchor], misread)} == {"182 lbs"}
    read = [Fact("weight", "182 lbs", 1, True, True)]
    assert infer(text, [anchor], read) == []  # a plausible reading stands


def test_a_text_with_no_change_word_is_not_read_at_all() -> None:
    assert not may_update("我月薪8000")
    assert may_update("涨薪了！一个月1.2万")
    assert infer("Rent is 2100 a month", [Known("rent", "2200", AT)]) == []


@given(
    old=st.integers(3000, 90000),
    ratio=st.floats(0.5, 2.0),
    unit=st.sampled_from(["", "元", "块"]),
    cue=st.sampled_from(
        ["涨薪了，现在一个月{}", "打错了，是{}", "说错了，工资是{}", "降薪了，现在{}"]
    ),
)
def test_any_new_monthly_pay_in_chinese_is_read_against_the_old(
    old: int, ratio: float, unit: str, cue: str
) -> None:
    new = round(old * ratio)
    if new == old:
        return
    text = cue.format(f"{new}{unit}")
    assert _inferred("income", str(old), text) == {"income": f"{new}{unit}"}


@given(
    old=st.integers(40, 150),
    delta=st.integers(1, 20),
    who=st.sampled_from(
        ["my husband", "my wife", "my brother", "my mom", "my roommate", "he", "she"]
    ),
)
def test_nobody_elses_weight_is_ever_the_users(old: int, delta: int, who: str) -> None:
    text = f"{who} is down to {old - delta} kg now"
    assert "weight" not in _inferred("weight", f"{old} kg", text)


@given(
    pair=st.lists(
        st.sampled_from(sorted(set(ZH_PLACES.pattern.split("|")))),
        min_size=2,
        max_size=2,
        unique=True,
    ),
    frame=st.sampled_from(["又搬家了，这次是{}", "搬完家了，现在在{}住", "打错了，是{}不是{old}"]),
    other=st.sampled_from(["", "我姐", "我同事", "我室友", "我老公"]),
)
def test_a_move_to_any_known_place_is_the_users_unless_someone_else_moved(
    pair: list[str], frame: str, other: str
) -> None:
    old, new = pair
    if old in new or new in old:
        return
    text = other + frame.format(new, old=old)
    found = _inferred("location", old, text).get("location")
    assert found == (None if other else new)


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("Where do I live?", True),
        ("用户住在哪里？", True),
        ("Hi! Where do I live?", True),
        ("你好！我住在哪？", True),
        ("Would a second rabbit be a good idea, or would they fight?", True),
        ("Finally unpacked in Portland, what a week. Any plant tips for low light?", False),
        ("我搬到苏州了！你能推荐几家餐厅吗？", False),
        ("涨薪了！要不要换个车？", False),
        ("打错了，是5600，哪有那么多😂", False),
        ("东坡肉和红烧肉到底有啥区别？哪个更好吃？", True),
    ],
)
def test_a_message_is_only_a_question_when_every_sentence_asks(text: str, asks: bool) -> None:
    assert only_asks(text) is asks


FAVOURITES = [
    # (the user's favourites, the new statement, the slot its favourite goes to)
    ({"favourite:band": "Radiohead"}, "Arctic Monkeys are my number one now", "favourite:band"),
    (
        {"favourite:movie": "Inception", "favourite:colour": "green"},
        "Actually Interstellar is my favourite; Inception is a close second",
        "favourite:movie",
    ),
    ({"favourite:colour": "蓝色", "favourite:fruit": "芒果"}, "现在最爱墨绿色", "favourite:colour"),
    ({"favourite:singer": "周杰伦"}, "现在最喜欢陈奕迅了", "favourite:singer"),
]


@pytest.mark.parametrize(("mine", "text", "slot"), FAVOURITES)
def test_a_favourite_with_no_category_is_read_against_the_users_favourites(
    mine: dict[str, str], text: str, slot: str
) -> None:
    stated = EXTRACT.extract(text)
    known = [Known(s, v, AT) for s, v in mine.items()]
    placed = slot in {f.slot for f in stated}  # the grammar placed it (墨绿色: a colour by its 色)
    assert placed or may_update(text, stated)
    found = {f.slot for f in infer(text, known, stated)}
    if not placed:
        assert found == {slot}


def test_a_favourite_with_no_category_stays_generic_when_nothing_ties_it() -> None:
    mine = [Known("favourite:colour", "green", AT), Known("favourite:food", "ramen", AT)]
    text = "Arctic Monkeys are my number one now"
    assert not [f for f in infer(text, mine, EXTRACT.extract(text)) if f.slot.startswith("fav")]


@pytest.mark.parametrize(
    ("asked", "stored"),
    [
        ("favourite:color", "favourite:colour"),
        ("favourite:颜色", "favourite:colour"),
        ("favourite:电影", "favourite:movie"),
        ("favourite:films", "favourite:movie"),
        ("location", "location"),
    ],
)
def test_a_favourite_slot_is_asked_for_by_any_spelling_of_its_category(
    asked: str, stored: str
) -> None:
    assert slot_key(asked) == stored
