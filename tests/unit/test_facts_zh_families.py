"""Chinese fact families as written corpora: for every slot, the everyday verb frames
a native speaker uses (many phrasings × several values), each asserting slot, value and
polarity; and the sentences that must set nothing (questions, hypotheticals, plans,
someone else's facts). Properties put any city, company or amount inside each frame."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit import _facts_zh

EXTRACT = _facts_zh.EXTRACT
_find = _facts_zh.find
_assert_fact = _facts_zh.assert_fact
_cases = _facts_zh.cases

CITIES = ["杭州", "成都", "深圳", "西安", "厦门", "大理", "青岛", "长沙"]
COMPANIES = ["腾讯", "阿里巴巴", "字节跳动", "华为", "美团", "Google", "微软", "招商银行"]


# -- location: moves, settling, living, working in a city ---------------------------------
LOCATION = [
    "我搬到{v}了",
    "我上个月搬到了{v}",
    "去年年底我们全家搬去了{v}",
    "我已经搬来{v}了",
    "我们去年搬家到{v}",
    "我刚搬到{v}，房子还在收拾",
    "我最近迁到了{v}",
    "我在{v}定居了",
    "我终于定居{v}了",
    "我们一家在{v}安家了",
    "我落户{v}了",
    "我在{v}安顿下来了",
    "我现在住在{v}",
    "我现在住{v}",
    "我一直住在{v}",
    "我家在{v}",
    "我们家现在在{v}",
    "我回老家{v}发展了",
    "终于回老家{v}定居了，不用再租房了",
    "我来{v}三年了",
    "我在{v}住了五年了",
    "我在{v}生活",
    "我在{v}上班",
    "我去{v}工作了",
    "我从北京搬到了{v}",
    "我和老公搬到了{v}",
    "用户搬到了{v}",
    "用户现在住在{v}",
    "该用户已定居{v}",
    "用户说他搬到了{v}",
    "三个月前我搬到了{v}",
    "我在{v}买了房，不走了",
]


@pytest.mark.parametrize(("text", "value"), _cases(LOCATION, CITIES))
def test_location_frames_set_the_home(text: str, value: str) -> None:
    _assert_fact(text, "location", value)
    assert not _find(text, "current_stay")
    assert not _find(text, "employer")


# -- temporary stays: never the home -------------------------------------------------------
STAYS = [
    "我这周在{v}出差",
    "我在{v}出差",
    "我这几天在{v}",
    "我去{v}旅游了",
    "我来{v}探亲了",
    "我今天到了{v}，要待三天",
    "现在人在{v}，再待两天就回去",
    "我出差到了{v}",
    "我在{v}度假",
    "这两天我在{v}开会",
    "这周住在{v}的全季酒店，过来开会",
    "这周我在{v}参加培训",
    "会开完了，今天转到{v}，住朋友家",
    "我这几天在{v}出差，住在公司附近",
    "我们去{v}自驾游了",
]


@pytest.mark.parametrize(("text", "value"), _cases(STAYS, CITIES))
def test_stay_frames_set_the_stay_never_the_home(text: str, value: str) -> None:
    _assert_fact(text, "current_stay", value)
    assert not _find(text, "location"), EXTRACT(text)


# -- employer: joining, leaving, being hired -----------------------------------------------
EMPLOYER = [
    "我在{v}工作",
    "我在{v}上班",
    "我现在在{v}上班了",
    "我入职{v}了",
    "我上个月入职了{v}",
    "我加入了{v}",
    "我跳槽到{v}了",
    "我上个月跳槽到了{v}",
    "我从美团跳槽到了{v}",
    "我被{v}录用了",
    "我去{v}报到了",
    "我下周一去{v}报到",
    "我已经从京东辞职了，下周一去{v}报到",
    "我下个月入职{v}",
    "我拿到了{v}的offer",
    "我换到{v}工作了",
    "我去{v}上班了",
    "我是在{v}上班的",
    "我现在是{v}的员工了",
    "用户在{v}工作",
    "跳槽了，最近去了{v}，加班多但钱也多",
]


@pytest.mark.parametrize(("text", "value"), _cases(EMPLOYER, COMPANIES))
def test_employer_frames_set_the_employer(text: str, value: str) -> None:
    _assert_fact(text, "employer", value)


LEFT = [
    "我从{v}离职了",
    "我离开了{v}",
    "我从{v}辞职了",
    "我被{v}裁了",
    "我不在{v}干了",
    "我已经不在{v}上班了",
]


@pytest.mark.parametrize(("text", "value"), _cases(LEFT, COMPANIES))
def test_leaving_an_employer_is_a_negative_fact(text: str, value: str) -> None:
    _assert_fact(text, "employer", value, -1)


@pytest.mark.parametrize("city", CITIES)
def test_a_city_is_never_an_employer(city: str) -> None:
    for text in (f"我在{city}上班", f"我去了{city}", f"我转到{city}了", f"我在{city}工作"):
        assert not _find(text, "employer"), (text, EXTRACT(text))


# -- job title -----------------------------------------------------------------------------
JOBS = ["产品经理", "前端工程师", "销售总监", "主治医生", "高中老师", "数据分析师", "护士长"]
JOB = [
    "我是{v}",
    "我现在是{v}了",
    "我是一名{v}",
    "我升职为{v}了",
    "我当上了{v}",
    "我升成{v}了",
    "我转岗做{v}了",
    "我现在做{v}",
    "我的职位是{v}",
    "我被提拔为{v}",
    "用户是一名{v}",
    "说错了，我是{v}，不是实习生",
]


@pytest.mark.parametrize(("text", "value"), _cases(JOB, JOBS))
def test_job_frames_set_the_title_never_the_name(text: str, value: str) -> None:
    _assert_fact(text, "job_title", value)
    assert not _find(text, "name")


# -- name, and corrections of it -----------------------------------------------------------
NAMES = ["王小明", "李婧", "张伟", "欧阳娜娜", "陈一"]
NAME = [
    "我叫{v}",
    "我的名字是{v}",
    "我改名叫{v}了",
    "不好意思，打错了，是{v}",
    "打错字了，是{v}，女字旁那个",
    "更正一下，我叫{v}",
    "说错了，应该是{v}",
    "我名字改成{v}了",
]


@pytest.mark.parametrize(("text", "value"), _cases(NAME, NAMES))
def test_name_frames_and_corrections(text: str, value: str) -> None:
    _assert_fact(text, "name", value)


# -- marital status ------------------------------------------------------------------------
MARITAL = [
    ("我结婚了", "已婚"),
    ("我上个月结婚了", "已婚"),
    ("我和女朋友领证了", "已婚"),
    ("我们领证了", "已婚"),
    ("我嫁人了", "已婚"),
    ("我已婚", "已婚"),
    ("我离婚了", "离异"),
    ("我和老公离婚了", "离异"),
    ("我去年离了婚", "离异"),
    ("我和男朋友分手了", "单身"),
    ("我分手了", "单身"),
    ("我现在单身", "单身"),
    ("我还是单身", "单身"),
    ("我恢复单身了", "单身"),
    ("我没对象", "单身"),
    ("我有对象了", "恋爱中"),
    ("我脱单了", "恋爱中"),
    ("我交了个女朋友", "恋爱中"),
    ("我订婚了", "订婚"),
    ("我和女朋友订婚了", "订婚"),
    ("用户去年离婚了", "离异"),
]


@pytest.mark.parametrize(("text", "value"), MARITAL)
def test_marital_frames(text: str, value: str) -> None:
    _assert_fact(text, "marital_status", value)


# -- children ------------------------------------------------------------------------------
CHILDREN = [
    ("我生了一个女儿", "女儿"),
    ("我上个月生了个儿子", "儿子"),
    ("我有两个孩子", "两个孩子"),
    ("我家有一个儿子", "一个儿子"),
    ("我当妈妈了", "有了孩子"),
    ("我升级当爸爸了", "有了孩子"),
    ("我们有了二胎", "两个孩子"),
    ("我喜得千金", "千金"),
    ("我有一儿一女", "一儿一女"),
    ("我没有孩子", "没有孩子"),
    ("我们还没孩子", "没有孩子"),
    ("我怀孕了", "怀孕"),
]


@pytest.mark.parametrize(("text", "value"), CHILDREN)
def test_children_frames(text: str, value: str) -> None:
    _assert_fact(text, "children", value)


# -- pets ----------------------------------------------------------------------------------
PETS = [
    ("我养了一只猫", "猫", 1),
    ("我养了一条狗", "狗", 1),
    ("我最近领养了一只橘猫", "橘猫", 1),
    ("我家养了两只兔子", "兔子", 1),
    ("我收养了一只柯基", "柯基", 1),
    ("我的狗去世了", "狗", -1),
    ("我家的猫上个月走了", "猫", -1),
    ("我把狗送人了", "狗", -1),
    ("我不养猫了", "猫", -1),
    ("我的猫去了喵星", "猫", -1),
    ("家里没有宠物", "没有宠物", 1),
    ("我没养宠物", "没有宠物", 1),
]


def test_a_new_pet_replaces_having_none() -> None:
    (fact,) = EXTRACT("最近领养了一只橘猫，叫大橘。")
    assert "没有宠物" in fact.replaces


@pytest.mark.parametrize(("text", "value", "polarity"), PETS)
def test_pet_frames(text: str, value: str, polarity: int) -> None:
    _assert_fact(text, "pets", value, polarity)


# -- diet ----------------------------------------------------------------------------------
DIET = [
    ("我吃素", "素食"),
    ("我开始吃素了", "素食"),
    ("我是素食主义者", "素食"),
    ("我上个月成了素食者", "素食"),
    ("我吃全素", "全素"),
    ("我已经改成纯素了", "纯素"),
    ("我现在是蛋奶素", "蛋奶素"),
    ("最近开始吃鱼了，算是海鲜素吧", "海鲜素"),
    ("我不吃肉了", "素食"),
    ("我开荤了", "吃肉"),
    ("我不吃素了", "吃肉"),
    ("我在做生酮饮食", "生酮"),
    ("我这个月开始轻断食", "轻断食"),
    ("我什么都吃，不挑食", "不挑食"),
    ("我不吃猪肉", "不吃猪肉"),
    ("我从来不吃牛肉", "不吃牛肉"),
    ("我恢复正常饮食了", "正常饮食"),
]


@pytest.mark.parametrize(("text", "value"), DIET)
def test_diet_frames(text: str, value: str) -> None:
    _assert_fact(text, "diet", value)


# -- allergies -----------------------------------------------------------------------------
ALLERGENS = ["花粉", "芒果", "青霉素", "海鲜", "尘螨", "花生"]
ALLERGY = [
    "我对{v}过敏",
    "我对{v}有点过敏",
    "我{v}过敏",
    "我有{v}过敏",
    "我最近体检查出来对{v}过敏",
    "我被诊断出{v}过敏",
    "我一吃{v}就过敏",
    "我过敏的是{v}",
    "不对，我记错了，过敏的是{v}",
    "用户对{v}过敏",
]
NO_ALLERGY = [
    "我对{v}不过敏了",
    "我对{v}已经不过敏了",
    "我不再对{v}过敏了",
    "脱敏治疗以后{v}已经不过敏了",
    "我的{v}过敏已经好了",
]


@pytest.mark.parametrize(("text", "value"), _cases(ALLERGY, ALLERGENS))
def test_allergy_frames(text: str, value: str) -> None:
    _assert_fact(text, "allergies", value)


@pytest.mark.parametrize(("text", "value"), _cases(NO_ALLERGY, ALLERGENS))
def test_an_allergy_that_is_gone_is_negative(text: str, value: str) -> None:
    _assert_fact(text, "allergies", value, -1)


def test_a_corrected_allergy_names_both_sides() -> None:
    text = "不对不对，我记错了，过敏的是菠萝，芒果没事。"
    _assert_fact(text, "allergies", "菠萝", 1)
    _assert_fact(text, "allergies", "芒果", -1)


# -- likes and dislikes, with normalised objects --------------------------------------------
THINGS = ["爵士乐", "羽毛球", "日料", "摇滚", "徒步", "悬疑小说"]
LIKE = [
    "我喜欢{v}",
    "我很喜欢{v}",
    "我爱上了{v}",
    "我迷上了{v}",
    "我最近喜欢上了{v}",
    "我对{v}很感兴趣",
    "我超爱{v}",
    "我现在更喜欢{v}",
    "我喜欢的是{v}",
    "用户喜欢{v}",
]
DISLIKE = [
    "我不喜欢{v}",
    "我不怎么喜欢{v}",
    "我现在不怎么喜欢{v}了",
    "我讨厌{v}",
    "我受不了{v}",
    "我对{v}没兴趣",
    "我不再喜欢{v}了",
    "我最受不了的是{v}",
    "{v}已经看腻了",
]


@pytest.mark.parametrize(("text", "value"), _cases(LIKE, THINGS))
def test_like_frames(text: str, value: str) -> None:
    _assert_fact(text, "likes", value, 1)


@pytest.mark.parametrize(("text", "value"), _cases(DISLIKE, THINGS))
def test_dislike_frames(text: str, value: str) -> None:
    _assert_fact(text, "likes", value, -1)


@pytest.mark.parametrize(
    ("text", "value", "polarity"),
    [
        ("我很喜欢吃辣", "辣", 1),
        ("我现在不吃辣了，胃不好", "辣", -1),
        ("我吃不惯辣的", "辣", -1),
        ("膝盖受伤后就不打篮球了", "篮球", -1),
        ("咖啡已经戒了，现在更喜欢喝茶", "咖啡", -1),
        ("咖啡已经戒了，现在更喜欢喝茶", "茶", 1),
        ("我喜欢喝咖啡", "咖啡", 1),
    ],
)
def test_likes_objects_are_normalised(text: str, value: str, polarity: int) -> None:
    _assert_fact(text, "likes", value, polarity)


# -- favourites ----------------------------------------------------------------------------
FAVOURITE = [
    ("我最喜欢的颜色是{v}", "colour", ["蓝色", "绿色"]),
    ("我最喜欢的颜色变成了{v}", "colour", ["蓝色", "绿色"]),
    ("我现在最喜欢的电影是{v}", "movie", ["霸王别姬", "让子弹飞"]),
    ("我最爱的水果是{v}", "fruit", ["荔枝", "西瓜"]),
    ("最喜欢吃的水果是{v}", "fruit", ["荔枝", "西瓜"]),
    ("{v}是我最喜欢的运动", "sport", ["游泳", "羽毛球"]),
    ("我最喜欢的运动换成{v}了", "sport", ["游泳", "羽毛球"]),
    ("我现在最爱{v}", "fruit", ["荔枝", "西瓜"]),
    ("{v}成了我的最爱", "fruit", ["荔枝", "芒果"]),
]


@pytest.mark.parametrize(
    ("text", "x", "value"),
    [(t.format(v=v), x, v) for t, x, values in FAVOURITE for v in values],
)
def test_favourite_frames(text: str, x: str, value: str) -> None:
    _assert_fact(text, f"favourite:{x}", value)


# -- numbers -------------------------------------------------------------------------------
AMOUNTS = ["2万", "1万5", "两万五", "1.5万", "30000", "8000元", "25k"]
INCOME = [
    "我月薪{v}",
    "我的工资涨到{v}了",
    "我月薪涨到了{v}",
    "我现在一个月到手{v}",
    "我加薪到{v}了",
    "我税前月薪{v}",
    "我一个月能挣{v}",
    "涨工资了，现在一个月{v}",
    "用户每月工资{v}",
]
RENT = [
    "我房租{v}",
    "我的房租涨到了{v}",
    "房东把房租涨到了{v}",
    "我每个月房租{v}",
    "我每月交{v}房租",
    "房东涨租了，这个月开始交{v}",
    "我现在房租变成{v}了",
]
WEIGHTS = ["60公斤", "120斤", "一百二十斤", "55kg"]
WEIGHT = ["我体重{v}", "我瘦到了{v}", "我现在{v}", "我胖到{v}了", "我的体重降到了{v}"]


@pytest.mark.parametrize(("text", "value"), _cases(INCOME, AMOUNTS))
def test_income_frames(text: str, value: str) -> None:
    _assert_fact(text, "income", value)


@pytest.mark.parametrize(("text", "value"), _cases(RENT, ["3500", "4800元", "5千", "1万2"]))
def test_rent_frames(text: str, value: str) -> None:
    _assert_fact(text, "rent", value)


@pytest.mark.parametrize(("text", "value"), _cases(WEIGHT, WEIGHTS))
def test_weight_frames(text: str, value: str) -> None:
    _assert_fact(text, "weight", value)


# -- values stay clean ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我上个月跳槽到了腾讯", "employer", "腾讯"),
        ("我在Google工作", "employer", "Google"),
        ("我搬到杭州了呢", "location", "杭州"),
        ("我搬到了成都啦，房子还在收拾", "location", "成都"),
        ("我的工资涨到3万了", "income", "3万"),
        ("这周住在上海的全季酒店，过来开会", "current_stay", "上海"),
    ],
)
def test_values_are_clean(text: str, slot: str, value: str) -> None:
    assert [f.value for f in _find(text, slot)] == [value]


# -- set nothing ---------------------------------------------------------------------------
QUESTIONS = [
    "我搬到杭州了吗？",
    "我是不是该搬到杭州",
    "你知道我住在哪里吗",
    "我在腾讯工作吗",
    "用户住在哪里？",
    "我应该跳槽到字节吗",
    "我结婚了吗",
    "难道我对花粉过敏",
    "我月薪多少来着？",
    "你说我什么时候能结婚啊？",
]
HYPOTHETICALS = [
    "如果我搬到杭州",
    "要是我跳槽到腾讯就好了",
    "假如我月薪3万",
    "等我搬到杭州再说",
    "一旦我离婚了，房子归谁",
    "要是能拿到2万就好了",
    "万一我对青霉素过敏怎么办",
    "我要是养了一只猫就好了",
]
PLANS = [
    "我准备下个月搬到杭州",
    "我打算跳槽到字节",
    "我想搬到成都",
    "我考虑从腾讯辞职",
    "我计划明年结婚",
    "我下个月搬到杭州",
    "我下周要去深圳出差",
    "我正在考虑去腾讯",
    "我在犹豫要不要养狗",
    "我想养只猫",
    "我以后想当老师",
    "我快要结婚了",
    "我明年要生二胎",
    "我希望能去阿里工作",
    "我们打算在杭州定居",
    "我可能会搬到上海",
    "以后我就住在杭州了",
    "我在考虑搬到杭州住",
    "我会搬到上海",
    "我拿到了字节的offer，还在犹豫去不去",
    "我还没搬到杭州",
    "我没有跳槽",
]
OTHERS = [
    "我姐搬到了杭州",
    "我老公在腾讯上班",
    "我同事对花粉过敏",
    "我朋友养了一只猫",
    "我妈吃素",
    "我室友是素食主义者",
    "我女朋友月薪2万",
    "我老婆怀孕了",
    "我爸退休了",
    "他搬到了杭州",
    "她对芒果过敏",
    "我闺蜜离婚了",
    "我儿子喜欢恐龙",
    "我同事在三亚度假",
    "我哥哥上周结婚了，我当的伴郎",
    "我老公的工资涨到2万了",
    "我儿子现在30公斤了",
    "我姐姐家生了第三个孩子",
    "我们老板跳槽到字节了",
    "同事搬到了杭州",
    "我邻居家的猫老是跑到我家阳台上",
    "张伟这个名字太常见了，我们班就有三个张伟",
]


@pytest.mark.parametrize("text", QUESTIONS + HYPOTHETICALS + PLANS + OTHERS)
def test_questions_hypotheticals_plans_and_others_set_nothing(text: str) -> None:
    assert EXTRACT(text) == [], EXTRACT(text)


# -- properties: any value inside each frame ------------------------------------------------
_HAN = st.text(alphabet=list("云川江河山海湖林松竹梅兰桥港湾泉石"), min_size=2, max_size=3)
_COMPANY = st.sampled_from(COMPANIES) | st.from_regex(r"[A-Z][a-z]{3,7}", fullmatch=True)
_DIGITS = st.integers(min_value=1000, max_value=99999).map(str)


@settings(max_examples=60, deadline=None)
@given(place=_HAN.map(lambda s: s + "市"), template=st.sampled_from(LOCATION))
def test_any_city_in_a_location_frame_is_the_home(place: str, template: str) -> None:
    _assert_fact(template.format(v=place), "location", place)


@settings(max_examples=60, deadline=None)
@given(
    place=st.sampled_from(CITIES) | _HAN.map(lambda s: s + "县"), template=st.sampled_from(STAYS)
)
def test_any_place_in_a_stay_frame_is_a_stay(place: str, template: str) -> None:
    text = template.format(v=place)
    _assert_fact(text, "current_stay", place)
    assert not _find(text, "location")


@settings(max_examples=60, deadline=None)
@given(company=_COMPANY, template=st.sampled_from(EMPLOYER))
def test_any_company_in_an_employer_frame_is_the_employer(company: str, template: str) -> None:
    _assert_fact(template.format(v=company), "employer", company)


@settings(max_examples=60, deadline=None)
@given(amount=_DIGITS, template=st.sampled_from(INCOME + RENT))
def test_any_amount_in_a_number_frame_is_the_value(amount: str, template: str) -> None:
    slot = "rent" if template in RENT else "income"
    _assert_fact(template.format(v=amount), slot, amount)


@settings(max_examples=60, deadline=None)
@given(
    value=st.sampled_from(CITIES + COMPANIES),
    template=st.sampled_from(
        [t.replace("我", "我姐", 1) for t in LOCATION + EMPLOYER if t.startswith("我")]
        + ["如果" + t for t in LOCATION + EMPLOYER if t.startswith("我")]
        + [t.replace("我", "我打算", 1) for t in ("我搬到{v}", "我跳槽到{v}", "我入职{v}")]
    ),
)
def test_frames_about_someone_else_or_hypothetical_set_nothing(value: str, template: str) -> None:
    assert EXTRACT(template.format(v=value)) == [], template


# -- third person, as agents write memories (用户 / 该用户) ----------------------------------
_THIRD_PERSON = [
    (template, values[0], slot)
    for templates, values, slot in (
        (LOCATION, CITIES, "location"),
        (STAYS, CITIES, "current_stay"),
        (EMPLOYER, COMPANIES, "employer"),
        (JOB, JOBS, "job_title"),
        (ALLERGY, ALLERGENS, "allergies"),
        (LIKE, THINGS, "likes"),
        (INCOME, AMOUNTS, "income"),
        (WEIGHT, WEIGHTS, "weight"),
    )
    for template in templates
    if "我" in template and "我们" not in template
]


@pytest.mark.parametrize(("template", "value", "slot"), _THIRD_PERSON)
@pytest.mark.parametrize("subject", ["用户", "该用户"])
def test_third_person_frames_state_the_same_fact(
    template: str, value: str, slot: str, subject: str
) -> None:
    text = template.replace("我的", subject + "的", 1).replace("我", subject, 1)
    _assert_fact(text.format(v=value), slot, value)
