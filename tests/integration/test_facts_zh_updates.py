"""Chinese update chains through the public MemoryManager API on real Redis + Chroma:
each everyday update supersedes the old value and keeps it as history; a stay, a plan,
a question or someone else's news supersedes nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memory_ext.manager import MemoryManager
from tests.conftest import FixedClock

CHAINS = [
    # (statements oldest first, slot, expected history values oldest → newest)
    (["我家在成都。", "去年年底我们全家搬去了重庆。"], "location", ["成都", "重庆"]),
    (
        ["我在杭州上班，住这边快五年了。", "上个月刚搬到成都了，房子还在收拾。"],
        "location",
        ["杭州", "成都"],
    ),
    (["我家在武汉。", "终于回老家长沙定居了，不用再租房了"], "location", ["武汉", "长沙"]),
    (
        ["我在华为上班。", "我已经从华为辞职了，下周一去字节报到。"],
        "employer",
        ["华为", "字节"],
    ),
    (["我是护士。", "说错了，我是护工，不是护士。"], "job_title", ["护士", "护工"]),
    (["我叫王晓明。", "不好意思，打错了，是王小明。"], "name", ["王晓明", "王小明"]),
    (["我房租每月4500。", "房东把房租涨到了5000。"], "rent", ["4500", "5000"]),
    (["我吃全素。", "最近我开始吃鱼了，算是半素吧。"], "diet", ["全素", "半素"]),
    (
        ["我这周在西安开会。", "我今天到了成都，要待三天。"],
        "current_stay",
        ["西安", "成都"],
    ),
    (
        ["我单身。", "我和女朋友领证了。", "我们离婚了。"],
        "marital_status",
        ["单身", "已婚", "离异"],
    ),
    (["我住在苏州。", "公司把我外派到了东京，要待两年。"], "location", ["苏州", "东京"]),
    (["我在京东上班。", "我被裁员了，现在在找工作。"], "employer", ["京东", "待业"]),
    (
        ["我有一个女儿。", "我们家又添了个儿子，现在两个孩子了。"],
        "children",
        ["一个女儿", "两个孩子"],
    ),
    (["家里没有宠物。", "我养了只布偶猫，叫雪球。"], "pets", ["没有宠物", "布偶猫"]),
    (["我房租3000。", "我的房租从3000涨到了3500。"], "rent", ["3000", "3500"]),
]


@pytest.mark.parametrize(("statements", "slot", "values"), CHAINS)
def test_chinese_update_chains_keep_history_and_end_with_the_newest(
    manager: MemoryManager, clock: FixedClock, statements: list[str], slot: str, values: list[str]
) -> None:
    ids = []
    for age, text in zip(range(len(statements) * 30, 0, -30), statements, strict=True):
        result = manager.remember("u", text, ts=clock.current - timedelta(days=age))
        ids.append(result.memory_id)
    history = manager.history("u", slot)
    assert [h.value for h in history] == values
    assert [h.status for h in history] == ["superseded"] * (len(values) - 1) + ["active"]
    hits = manager.search("u", "用户现在的情况", k=10)
    assert ids[-1] in [h.record.id for h in hits]


def test_an_allergy_that_is_gone_is_superseded_and_the_new_one_kept(
    manager: MemoryManager, clock: FixedClock
) -> None:
    old = manager.remember("u", "我对花粉过敏。", ts=clock.current - timedelta(days=90))
    new = manager.remember("u", "脱敏治疗以后花粉已经不过敏了，不过最近体检查出来对尘螨过敏。")
    assert old.memory_id in new.ids("superseded")
    active = {
        (h.value, h.polarity) for h in manager.history("u", "allergies") if h.status == "active"
    }
    assert ("尘螨", 1) in active
    assert ("花粉", 1) not in active


@pytest.mark.parametrize(
    "distractor",
    [
        "这几天在厦门出差，住鼓浪屿附近。",
        "我准备下个月搬到杭州。",
        "如果我搬到上海，房租会贵很多。",
        "我姐搬到了深圳。",
        "我同事在三亚度假。",
        "我是不是该搬到杭州？",
        "以后我就住在杭州了",
    ],
)
def test_stays_plans_questions_and_others_supersede_nothing(
    manager: MemoryManager, clock: FixedClock, distractor: str
) -> None:
    home = manager.remember("u", "我住在北京。", ts=clock.current - timedelta(days=30))
    result = manager.remember("u", distractor)
    assert result.ids("superseded") == []
    history = manager.history("u", "location")
    assert [(h.id, h.value, h.status) for h in history] == [(home.memory_id, "北京", "active")]


def test_a_new_pet_ends_having_none(manager: MemoryManager, clock: FixedClock) -> None:
    none = manager.remember("u", "家里没有宠物。", ts=clock.current - timedelta(days=60))
    cat = manager.remember("u", "最近领养了一只橘猫，叫大橘。")
    assert none.memory_id in cat.ids("superseded")
    assert [(h.value, h.status) for h in manager.history("u", "pets")] == [
        ("没有宠物", "superseded"),
        ("橘猫", "active"),
    ]
