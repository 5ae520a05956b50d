"""Who the user is, as people say it in passing: a name without 叫 (我是陈嘉怡, 本人姓李，
李婷), the home city as a tag (坐标杭州, 现居成都), a formal employer (本人就职于德勤), a
corrected employer (说错了，华为我早就离开了，现在在荣耀), a new full-time job (今年开始全职
做自媒体博主). And what must not count: words that look like names (我是高中生), someone
else's name, a place that is no employer, a question, a plan."""

from __future__ import annotations

import pytest

from tests.unit._facts_zh import EXTRACT, assert_only, cases, find

NAMES = ["陈嘉怡", "李婷", "王芳", "欧阳娜娜", "张伟"]
NAME = [
    "我是{v}，请多关照。",
    "你好，我是{v}。",
    "本人{v}。",
    "本人{v}，做设计的。",
    "大家好，我是{v}",
]


@pytest.mark.parametrize(
    ("text", "value"), cases(NAME, NAMES) + cases(["我是{v}。"], ["陈嘉怡", "欧阳娜娜", "王小明"])
)
def test_a_full_name_after_shi_is_the_name(text: str, value: str) -> None:
    assert_only(text, "name", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("本人姓李，李婷。", "李婷"),
        ("我姓王，王芳。", "王芳"),
        ("我姓欧阳，欧阳娜娜。", "欧阳娜娜"),
        ("我姓张，叫张伟。", "张伟"),
        ("本人姓陈，名字叫陈嘉怡。", "陈嘉怡"),
    ],
)
def test_a_surname_then_the_full_name_is_the_name(text: str, value: str) -> None:
    assert_only(text, "name", value)


NOT_A_NAME = [
    "我是高中生。",
    "我是单身狗一枚。",
    "我是江西人。",
    "我是金牛座。",
    "我是程序员。",
    "我是白领。",
    "我是路痴。",
    "我是房奴。",
    "我是常客。",
    "我是左撇子。",
    "我是文科生。",
    "我是李老师。",
    "我是王总。",
    "我是张伟的妈妈。",
    "我是高手。",
    "我是独生女。",
    "我是东北人。",
    "我是宝妈。",
    "我是车主。",
    "我是学生党。",
    "我是周末才有空。",
    "我是周末。",
    "我是夏天。",
    "我是高铁。",
    "我是金融。",
    "我是李婷吗？",
    "我室友叫张伟。",
    "我是陈嘉怡吗？",
    "他是陈嘉怡。",
    "我老婆是陈嘉怡。",
    "这是陈嘉怡。",
    "我姓李。",
]


@pytest.mark.parametrize("text", NOT_A_NAME)
def test_words_that_look_like_names_and_others_names_set_no_name(text: str) -> None:
    assert not find(text, "name"), EXTRACT(text)


CITIES = ["杭州", "成都", "深圳", "青岛"]
HOME_TAG = [
    "坐标{v}。",
    "坐标{v}，在这边待了五年了。",
    "本人坐标{v}。",
    "现居{v}。",
    "我现居{v}，做设计的。",
    "目前base{v}。",
    "我base在{v}。",
]


@pytest.mark.parametrize(("text", "value"), cases(HOME_TAG, CITIES))
def test_a_home_tag_sets_the_home(text: str, value: str) -> None:
    assert_only(text, "location", value)


@pytest.mark.parametrize(
    "text",
    ["我老公坐标杭州。", "坐标在哪里？", "这个坐标不对。", "我表哥现居成都。", "我室友base上海。"],
)
def test_someone_elses_home_tag_or_a_question_sets_no_home(text: str) -> None:
    assert not find(text, "location"), EXTRACT(text)


COMPANIES = ["德勤", "腾讯", "招商银行", "Google"]
FORMAL = [
    "本人就职于{v}。",
    "我就职于{v}。",
    "我目前任职于{v}。",
    "我供职于{v}。",
    "本人现就职于{v}，做审计。",
    "用户就职于{v}。",
]


@pytest.mark.parametrize(("text", "value"), cases(FORMAL, COMPANIES))
def test_a_formal_employer_is_the_employer(text: str, value: str) -> None:
    assert_only(text, "employer", value)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("说错了，华为我早就离开了，现在在荣耀。", "华为", "荣耀"),
        ("华为我已经离开了，现在在荣耀。", "华为", "荣耀"),
        ("不好意思说错了，美团我去年就离职了，现在在京东。", "美团", "京东"),
        ("腾讯我早就不干了，现在在网易。", "腾讯", "网易"),
        ("我早就离开阿里了，现在在字节。", "阿里", "字节"),
    ],
)
def test_a_left_employer_and_where_one_is_now(text: str, old: str, new: str) -> None:
    assert_only(text, "employer", new)  # one value per single-valued slot: the new one
    assert_only(text.split("，现在", maxsplit=1)[0], "employer", old, -1)


@pytest.mark.parametrize(
    "text",
    [
        "我离开北京了，现在在杭州。",
        "我从华为离职了，现在在家带娃。",
        "我辞职了，现在在准备考研。",
        "我离开腾讯了，现在在休息。",
        "我离职了，现在在上学。",
        "我辞职了，现在在忙别的。",
        "我离职了，现在在一家小公司。",
        "我老公早就离开华为了，现在在荣耀。",
        "现在在荣耀吗？",
    ],
)
def test_where_one_is_after_leaving_is_no_employer_unless_a_company(text: str) -> None:
    assert all(f.polarity < 0 or f.value in ("待业",) for f in find(text, "employer")), EXTRACT(
        text
    )


JOBS = ["自媒体博主", "摄影师", "插画师", "独立开发者"]
NEW_JOB = [
    "不教书了，今年开始全职做{v}。",
    "我今年开始全职做{v}了。",
    "辞职了，现在全职当{v}。",
    "我开始做{v}了。",
    "我现在是全职{v}。",
]


@pytest.mark.parametrize(("text", "value"), cases(NEW_JOB, JOBS[:3]))
def test_a_new_full_time_job_sets_the_title(text: str, value: str) -> None:
    assert_only(text, "job_title", value)


@pytest.mark.parametrize(
    "text",
    [
        "我打算全职做自媒体博主。",
        "如果全职做自媒体博主能养活自己就好了。",
        "我老婆今年开始全职做自媒体博主。",
        "全职做自媒体博主赚钱吗？",
        "我想开始做摄影师。",
    ],
)
def test_a_planned_or_someone_elses_job_sets_no_title(text: str) -> None:
    assert not find(text, "job_title"), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我姓刘，单名一个洋字。", "刘洋"),
        ("本人姓王，单名一个芳。", "王芳"),
        ("我姓张，名字就一个伟字。", "张伟"),
    ],
)
def test_a_surname_and_a_one_character_given_name(text: str, value: str) -> None:
    assert_only(text, "name", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我是做金融的，在中信证券。", "中信证券"),
        ("我做产品的，在网易。", "网易"),
        ("干销售的，在华润。", "华润"),
    ],
)
def test_a_trade_then_a_bare_workplace_is_the_employer(text: str, value: str) -> None:
    assert_only(text, "employer", value)


@pytest.mark.parametrize(
    "text",
    ["我是做金融的，在上海。", "我是做金融的，在家办公。", "我老公是做金融的，在中信证券。"],
)
def test_a_trade_then_a_place_or_someone_elses_is_no_employer(text: str) -> None:
    assert not find(text, "employer"), EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我现在自己当老板了。", "job_title", "老板"),
        ("我失业三个月了。", "employer", "待业"),
        ("失业半年了。", "employer", "待业"),
        ("我在读研，研二。", "job_title", "研究生"),
        ("我在读博。", "job_title", "博士生"),
        ("我今年三十二。", "age", "三十二"),
        ("我叫小林，今年28。", "age", "28"),
    ],
)
def test_work_study_and_age_in_passing(text: str, slot: str, value: str) -> None:
    assert_only(text, slot, value)


@pytest.mark.parametrize(
    "text",
    [
        "我老公失业三个月了。",
        "我儿子在读研。",
        "我打算读研。",
        "今年三十二个人报名。",
        "他今年28。",
    ],
)
def test_others_or_plans_set_no_work_or_age(text: str) -> None:
    got = [f for f in EXTRACT(text) if f.slot in ("employer", "job_title", "age")]
    assert not got, EXTRACT(text)
