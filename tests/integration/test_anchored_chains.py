"""Updates that name no slot on their own, read against what the user said before, through
the public MemoryManager API on real Redis + Chroma: the old value is superseded and kept
as history, `WriteResult` says so, a retry stays idempotent, and someone else's news or a
plan supersedes nothing."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest

from memory_ext.inputs import LongTermSettings
from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

CHAINS = [
    # (the first statement, the update that names no slot, slot, history, question)
    # a correction with a word of how after the value, then a question after a lower-case
    # sentence: kept (it was dropped as a question), the value without "actually"
    (
        "User is on a business trip in Frankfurt this week.",
        "it's Düsseldorf actually, not Frankfurt — the conference got moved. any good altbier places near the Altstadt?",
        "current_stay",
        ["Frankfurt", "Düsseldorf"],
        "Where is the user staying this week?",
    ),
    (
        "I live in Leeds.",
        "it's York actually, not Leeds. any decent gyms near the centre?",
        "location",
        ["Leeds", "York"],
        "Where does the user live?",
    ),
    # a status corrected by who the partner is, a favourite overtaken said as "it"
    (
        "Me and my wife are planning a trip to Bali in August.",
        "oh sorry I said wife, we're not actually married yet, she's my fiancée. wedding's next June",
        "marital_status",
        ["married", "engaged"],
        "Is the user married?",
    ),
    (
        "Cricket's my favourite sport.",
        "Been playing pickleball every evening, it's honestly overtaken cricket as my favourite sport",
        "favourite:sport",
        ["Cricket", "pickleball"],
        "What is the user's favourite sport?",
    ),
    ("我月薪8000。", "涨薪了！现在一个月1.1万，终于过万", "income", ["8000", "1.1万"], "用户月薪多少？"),
    ("房租4500", "说错了，是5400，数字记反了", "rent", ["4500", "5400"], "我的房租是多少？"),
    ("我住在南京。", "不好意思打错了，是南通不是南京", "location", ["南京", "南通"], "用户住在哪里？"),
    ("I make 80k a year.", "got the raise!! 92k now", "income", ["80k", "92k"], "How much do I earn?"),
    ("rent is 2200", "typo, it's 2100 not 2200", "rent", ["2200", "2100"], "What's my rent?"),
    (
        "My favourite band is Radiohead.",
        "Arctic Monkeys are my number one now.",
        "favourite:band",
        ["Radiohead", "Arctic Monkeys"],
        "What's my favourite band?",
    ),
    ("我最喜欢的颜色是蓝色。", "最近审美变了，现在最爱墨绿色", "favourite:colour", ["蓝色", "墨绿色"], "用户最喜欢什么颜色？"),
    (
        "I live in Denver.",
        "Finally done unpacking in Portland, the move nearly killed me. Any houseplants for low light?",
        "location",
        ["Denver", "Portland"],
        "Where does the user live now?",
    ),
    ("我住在杭州。", "搬家终于搞定了！以后就在苏州住了。附近有什么好吃的？", "location", ["杭州", "苏州"], "用户现在住在哪里？"),
    (
        "I live in Leeds.",
        "aaand we moved again, Bristol this time. Never again!",
        "location",
        ["Leeds", "Bristol"],
        "Where does the user live now?",
    ),
    # a correction that ends in a question or reads as small talk still corrects
    ("my salary's 4.5k a month after tax", "oops typo, 5.4k not 4.5k lol fat fingers. redo the budget?", "income", ["4.5k", "5.4k"], "How much do I earn a month?"),
    ("rent is 1,950 a month", "sorry, 1,590 not 1,950. can you redo the sheet?", "rent", ["1,950", "1,590"], "What's my rent?"),
    ("工资六千五一个月 帮我做个记账表", "打错了 是五千六 哪来的六千五 想多了我 表按五千六重做吧", "income", ["六千五", "五千六"], "我一个月工资多少？"),
    ("房租三千二", "说错了 是两千三 不是三千二 帮我重新算下", "rent", ["三千二", "两千三"], "我房租多少？"),
    # a sum in a currency whose every sum runs to thousands is no salary by its size, and
    # how it came out wrong ("rounded wrongly") is a correction
    ("User pays rent of ₹25,000 per month.", "Actually it's ₹22,000, I rounded wrongly earlier. Maintenance is separate, around 3k.", "rent", ["₹25,000", "₹22,000"], "What is the user's monthly rent?"),
    ("My rent is Rs 18,000 a month", "sorry, typed it wrong: Rs 16,500", "rent", ["Rs 18,000", "Rs 16,500"], "What's my rent?"),
    ("I weigh 80 kg.", "I misremembered, it's 78 kg", "weight", ["80 kg", "78 kg"], "How much do I weigh?"),
    # an amount in Chinese numerals is read against the old one like any other, and a
    # request after a pause is no question about the news before it
    ("房租每月三千二 押一付三", "房东涨租了 续完约一个月3500 心痛 帮我算算一年多花多少", "rent", ["三千二", "3500"], "用户现在每月房租多少？"),
    ("我现在体重七十五公斤 想减肥", "坚持了三个月 今天称了71公斤！！掉了8斤 奖励自己一顿火锅不过分吧", "weight", ["七十五公斤", "71公斤"], "用户现在体重多少？"),
    ("我工资一万八", "啊不对不对 涨完是一万七千五 刚才看错工资条了 把补贴也算进去了", "income", ["一万八", "一万七千五"], "我现在工资多少？"),
    ("月薪1.2万", "终于涨了 现在到手一万四千五", "income", ["1.2万", "一万四千五"], "我月薪多少？"),
    ("体重140斤", "这个月掉秤了 现在一百三十二斤", "weight", ["140斤", "一百三十二斤"], "我现在多重？"),
    ("My rent is 3,200 a month.", "landlord bumped it, 3.5k now", "rent", ["3,200", "3.5k"], "What's my rent?"),
    ("I make 18 LPA at my current company.", "Joined the new place last month, CTC is 24 lakh per annum. What's a sensible SIP amount now?", "income", ["18 LPA", "24 lakh"], "How much does the user earn?"),
    ("Hi! I'm based in Leeds.", "Keys collected, boxes everywhere, and the hills round our new Bristol flat are destroying my calves lol", "location", ["Leeds", "Bristol"], "Which city does the user live in now?"),
    # a correction: a count alone, "I lied", an agent's note with the right value before "not"
    ("I have two cats, both tabbies.", "sorry, three cats! forgot Pickle is officially ours now, she moved in from next door and never left", "pets", ["two cats", "three cats"], "What pets does the user have?"),
    ("I've got 3 kids so weekends are chaos", "haha did I say 3? two kids - the third is my nephew who basically lives with us on weekends", "children", ["3 kids", "two kids"], "How many kids does the user have?"),
    ("My favourite film is The Godfather.", "Actually I lied, it's Paddington 2. I just say Godfather to sound cultured.", "favourite:movie", ["The Godfather", "Paddington 2"], "What is the user's favourite film?"),
    ("User's name: Daniel.", "User corrected their name: Danielle, not Daniel; the earlier note was a transcription error.", "name", ["Daniel", "Danielle"], "What is the user's name?"),
    ("User reports an allergy to cats.", "User clarified: the allergy is to dogs, not cats; the earlier note was wrong.", "allergies", ["cats", "dogs"], "What allergy does the user have?"),
    ("我家有两只仓鼠", "纠正 不是仓鼠 是两只龙猫 我对象老说我分不清 笑死 帮我查查龙猫吃啥", "pets", ["仓鼠", "两只龙猫"], "用户养了什么宠物？"),
    # a favourite said by its category's head is the user's one of that kind
    ("I support Mumbai Indians, they're my favourite IPL team.", "After moving to Chennai I switched loyalties, CSK is my favourite team now.", "favourite:cricket team", ["Mumbai Indians", "CSK"], "What is the user's favourite cricket team?"),
    ("My favourite NBA team is the Lakers.", "honestly the Celtics are my favourite team now", "favourite:basketball team", ["Lakers", "Celtics"], "What's my favourite basketball team?"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "update", "slot", "values", "question"), CHAINS)
def test_an_update_read_against_the_old_value_supersedes_it_and_keeps_history(
    manager: MemoryManager,
    clock: FixedClock,
    first: str,
    update: str,
    slot: str,
    values: list[str],
    question: str,
) -> None:
    old = manager.remember("u", first, ts=clock.current - timedelta(days=40))
    new = manager.remember("u", update)
    assert new.added and old.memory_id in new.ids("superseded")
    history = manager.history("u", slot)
    assert [h.value for h in history] == values
    assert [h.status for h in history] == ["superseded", "active"]
    assert manager.search("u", question, k=3)[0].record.id == new.memory_id
    again = manager.remember("u", update)  # a retried write changes nothing
    assert not again.added and again.merged_into == new.memory_id
    assert [h.value for h in manager.history("u", slot)] == values


@pytest.mark.parametrize(
    ("first", "later", "slot"),
    [
        ("我月薪8000。", "我老公涨薪了，现在一个月1.5万", "income"),
        ("我体重55kg", "我老公最近减肥挺狠，已经瘦到70kg了", "weight"),
        ("I weigh 85 kg.", "hubby's been lifting and he's 95 kg now", "weight"),
        ("I live in Denver.", "My brother finally moved, Portland this time!", "location"),
        ("My salary is 60k.", "thinking about asking for 70k now, is that crazy?", "income"),
        ("I live in Boston.", "I'm in Chicago this week for a conference, back Friday", "location"),
        # a pause (a space) inside a deliberation leaves no clause that reads as news
        (
            "这几天借住在我姐家 合肥这边 我自己家在装修",
            "要不要干脆去住酒店啊 芜湖那边有个便宜的 但是是不是太远了 还没定",
            "current_stay",
        ),
        ("我住在南京。", "要不要搬去苏州啊 那边房租便宜 还没想好", "location"),
        ("My rent is ₹25,000 a month.", "my brother's rent is ₹22,000, he rounded wrongly", "rent"),
        ("我月薪一万五", "我老公涨薪了 现在一个月一万八", "income"),
        ("房租三千二", "房东说下个月可能涨到三千五 帮我算算", "rent"),
        ("我月薪一万五", "要是能涨到一万八就好了", "income"),
        ("体重七十五公斤", "我家狗都二十公斤了 帮我算算狗粮", "weight"),
    ],
)
def test_someone_elses_news_a_plan_or_a_trip_supersedes_nothing(
    manager: MemoryManager, clock: FixedClock, first: str, later: str, slot: str
) -> None:
    old = manager.remember("u", first, ts=clock.current - timedelta(days=40))
    result = manager.remember("u", later)
    assert not result.ids("superseded")
    assert [h.status for h in manager.history("u", slot)] == ["active"]
    assert manager.history("u", slot)[0].id == old.memory_id


@pytest.mark.parametrize(
    "text", ["sorry, where do I live?", "oops what was my rent again?", "不好意思 我住哪来着？"]
)
def test_a_question_with_an_apology_is_still_no_memory(manager: MemoryManager, text: str) -> None:
    result = manager.remember("u", text)
    assert not result.added and result.operations[0].kind == "skipped"


def test_the_second_pass_reads_the_store_for_a_user_too_large_for_the_cache(
    make_manager: Callable[..., MemoryManager], clock: FixedClock
) -> None:
    small = make_manager(settings=LongTermSettings(view_cache_mb=0.01))
    start = clock.current - timedelta(days=30)
    for i in range(30):  # more than the cache holds
        small.remember("big", f"Note {i}: the plumber comes on day {i}.", ts=start, kind="episodic")
    old = small.remember("big", "rent is 2200", ts=start)
    new = small.remember("big", "typo, it's 2100 not 2200")
    assert old.memory_id in new.ids("superseded")
    assert [h.value for h in small.history("big", "rent")] == ["2200", "2100"]
    assert small.long_term.cache_stats().users == 0  # no view was built


def test_the_second_pass_sees_what_the_same_batch_wrote_before(
    manager: MemoryManager, clock: FixedClock
) -> None:
    earlier = clock.current - timedelta(hours=1)
    results = manager.remember_many(
        "u",
        [
            {"text": "我月薪8000。", "ts": earlier},
            {"text": "打错了，是6000，哪有那么多"},
        ],
    )
    assert results[0].memory_id in results[1].ids("superseded")
    assert [h.value for h in manager.history("u", "income")] == ["8000", "6000"]


def test_history_of_a_favourite_answers_to_any_spelling_of_its_category(
    manager: MemoryManager,
) -> None:
    manager.remember("u", "My favourite colour is green.")
    manager.remember("u", "我最喜欢的电影是《活着》。")
    assert [h.value for h in manager.history("u", "favourite:color")] == ["green"]
    assert [h.value for h in manager.history("u", "favourite:颜色")] == ["green"]
    assert [h.value for h in manager.history("u", "favourite:film")] == ["活着"]


def test_a_favourite_said_by_its_head_is_left_alone_when_two_kinds_share_it(
    manager: MemoryManager, clock: FixedClock
) -> None:
    manager.remember(
        "u", "My favourite football team is Arsenal.", ts=clock.current - timedelta(days=60)
    )
    manager.remember(
        "u", "My favourite cricket team is CSK.", ts=clock.current - timedelta(days=30)
    )
    result = manager.remember("u", "Honestly Spurs are my favourite team now.")
    assert not result.ids("superseded")  # which team? the user has two kinds of them
    assert [h.value for h in manager.history("u", "favourite:football team")] == ["Arsenal"]
    assert [h.value for h in manager.history("u", "favourite:cricket team")] == ["CSK"]


@pytest.mark.parametrize(
    ("first", "again", "slot"),
    [
        ("我月薪一万八", "现在月薪还是1.8万", "income"),
        ("房租三千二", "房租现在是3200", "rent"),
        ("My salary is 30k now.", "My salary is 30,000 now.", "income"),
        ("我体重一百五十斤", "现在体重75公斤", "weight"),
    ],
)
def test_the_same_amount_said_two_ways_is_one_value(
    manager: MemoryManager, clock: FixedClock, first: str, again: str, slot: str
) -> None:
    old = manager.remember("u", first, ts=clock.current - timedelta(days=40))
    result = manager.remember("u", again)
    assert not result.ids("superseded")
    history = manager.history("u", slot)
    assert [h.status for h in history] == ["active"]
    assert history[0].id == old.memory_id
