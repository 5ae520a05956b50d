"""Diet, allergies and tastes as they change in conversation: a diet given up for another
(生酮太难坚持了，改成轻断食), a doctor's order (医生让我低盐饮食), an allergy test that
corrects the allergen (其实不是猫毛，是尘螨), a taste dropped with its topic first (爵士我已经
不再听了), a dislike joined across a comma (倒是歌舞片，实在看不下去), a smell one can't
stand (受不了榴莲那个味儿). Values stay clean; complaints, advice and others' tastes set
nothing."""

from __future__ import annotations

import pytest

from tests.unit._facts_zh import EXTRACT, assert_fact, assert_only, find

DIETS = ["轻断食", "低碳", "生酮", "地中海", "低盐", "控糖"]
SWITCH = [
    "生酮太难坚持了，改成{v}。",
    "控糖坚持不下去了，换成{v}了。",
    "我改成{v}了，16+8那种。",
    "最近开始{v}了。",
    "医生让我{v}饮食。",
    "医生要求我{v}。",
    "我现在{v}饮食。",
]


@pytest.mark.parametrize("template", SWITCH)
@pytest.mark.parametrize("diet", ["轻断食", "低盐", "地中海"])
def test_a_new_diet_is_the_diet(template: str, diet: str) -> None:
    assert_only(template.format(v=diet), "diet", diet)


@pytest.mark.parametrize(
    "text",
    [
        "生酮太难坚持了。",
        "控糖倒是可以放一放了。",
        "生酮饮食好不好？",
        "医生建议我试试生酮。",
        "我老婆在控糖。",
        "我打算下个月开始轻断食。",
        "如果生酮有用我就试试。",
        "生酮对身体不好。",
    ],
)
def test_a_complaint_advice_or_plan_sets_no_diet(text: str) -> None:
    assert not find(text, "diet"), EXTRACT(text)


def test_a_doctors_order_replaces_the_diet_it_relaxes() -> None:
    assert_only("医生让我低盐饮食，控糖倒是可以放一放了。", "diet", "低盐")


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("过敏原检测结果出来了，其实不是猫毛，是尘螨。", "猫毛", "尘螨"),
        ("查了过敏原，不是花粉，是尘螨。", "花粉", "尘螨"),
        ("医生说我过敏的不是海鲜，而是芒果。", "海鲜", "芒果"),
        ("测了过敏原，原来不是芒果，是菠萝。", "芒果", "菠萝"),
    ],
)
def test_an_allergy_test_corrects_the_allergen(text: str, old: str, new: str) -> None:
    assert_fact(text, "allergies", new)
    facts = find(text, "allergies")
    assert all(f.value != old or f.polarity < 0 for f in facts), facts
    assert any(old in r for f in facts for r in f.replaces) or any(
        f.value == old and f.polarity < 0 for f in facts
    ), facts


@pytest.mark.parametrize(
    "text",
    [
        "我对花粉过敏，是遗传的。",
        "不是花粉的问题，是天气太干。",
        "我同事过敏的不是花粉，是尘螨。",
    ],
)
def test_a_reason_or_someone_elses_allergy_is_no_allergen(text: str) -> None:
    assert all(f.value in ("花粉",) for f in find(text, "allergies")), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("爵士我已经不再听了，现在天天单曲循环民谣。", "爵士"),
        ("摇滚我早就不听了。", "摇滚"),
        ("综艺我现在不看了。", "综艺"),
        ("王者荣耀我已经不玩了。", "王者荣耀"),
        ("奶茶我不再喝了。", "奶茶"),
    ],
)
def test_a_taste_dropped_topic_first_is_a_dislike(text: str, value: str) -> None:
    assert_fact(text, "likes", value, -1)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("爵士我已经不再听了，现在天天单曲循环民谣。", "民谣"),
        ("最近天天单曲循环民谣。", "民谣"),
        ("我最近循环播放周杰伦。", "周杰伦"),
        ("现在香菜倒是能接受了。", "香菜"),
        ("香菜我现在能接受了。", "香菜"),
        ("我现在能接受香菜了。", "香菜"),
    ],
)
def test_a_taste_taken_up_is_a_like(text: str, value: str) -> None:
    assert_fact(text, "likes", value, 1)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("现在香菜倒是能接受了，就是受不了榴莲那个味儿。", "榴莲"),
        ("就是受不了榴莲的味道。", "榴莲"),
        ("倒是歌舞片，实在看不下去。", "歌舞片"),
        ("至于恐怖片，真的看不下去。", "恐怖片"),
        ("倒是说唱，实在听不下去。", "说唱"),
        ("我受不了臭豆腐那股味。", "臭豆腐"),
    ],
)
def test_a_dislike_has_a_clean_value(text: str, value: str) -> None:
    assert_only(text, "likes", value, -1) if "香菜" not in text else assert_fact(
        text, "likes", value, -1
    )


@pytest.mark.parametrize(
    "text",
    [
        "实在看不下去。",
        "实在太累了，看不下去。",
        "我老公受不了榴莲那个味儿。",
        "你能接受香菜吗？",
        "如果能接受香菜就好了。",
        "我想试着接受香菜。",
        "我室友天天单曲循环民谣。",
    ],
)
def test_no_topic_someone_elses_or_a_wish_sets_no_taste(text: str) -> None:
    assert not find(text, "likes"), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我是个咖啡控。", "咖啡"),
        ("我是周杰伦的歌迷。", "周杰伦"),
        ("我是资深猫奴。", "猫"),
        ("我是漫威的忠实粉丝。", "漫威"),
        ("我是摄影爱好者。", "摄影"),
    ],
)
def test_a_fan_of_something_likes_it(text: str, value: str) -> None:
    assert_only(text, "likes", value)


@pytest.mark.parametrize(
    "text", ["我是球迷。", "我老婆是个咖啡控。", "我是吃货。", "你是周杰伦的歌迷吗？"]
)
def test_no_object_or_someone_elses_fandom_sets_no_like(text: str) -> None:
    assert not find(text, "likes"), EXTRACT(text)
