"""Chinese facts as people write them in a chat: several clauses, no subject, a
comment after the fact, a time phrase before it. Each sentence states one fact of the
user (slot, value, polarity) — or none, when it is about the past, someone else, a
hedge, a plan, or the user as the object of someone else's verb."""

from __future__ import annotations

import pytest

from memory_ext.extraction import RuleFactExtractor, value_key

EXTRACT = RuleFactExtractor().extract

EVERYDAY: list[tuple[str, str, str, int]] = [
    # location
    ("我老家是湖南的，现在在深圳打拼。", "location", "深圳", 1),
    ("搬家了！新家在苏州工业园区。", "location", "苏州工业园区", 1),
    ("我们上周刚从上海搬到杭州，东西还没收拾完。", "location", "杭州", 1),
    ("现在定居在大理，每天晒太阳。", "location", "大理", 1),
    ("我已经不在北京住了，回了老家西安。", "location", "西安", 1),
    ("我们在南京买了房，下个月交房。", "location", "南京", 1),
    ("毕业后我留在了武汉。", "location", "武汉", 1),
    ("我现在常驻新加坡。", "location", "新加坡", 1),
    ("公司把我外派到了东京，要待两年。", "location", "东京", 1),
    ("我被调到深圳分公司了。", "location", "深圳", 1),
    ("以前我住在成都，现在住在重庆。", "location", "重庆", 1),
    ("我在杭州上班，住这边快五年了。", "location", "杭州", 1),
    # stays
    ("这周出差在广州，住天河那边。", "current_stay", "广州", 1),
    ("人在成都，吃火锅中。", "current_stay", "成都", 1),
    ("最近在三亚度假，下周回北京。", "current_stay", "三亚", 1),
    ("我来北京看展，住两晚。", "current_stay", "北京", 1),
    ("我在上海，开完会就回。", "current_stay", "上海", 1),
    ("厦门的事办完了，现在人在泉州，再待两天就回去", "current_stay", "泉州", 1),
    ("出差结束，回北京了。", "current_stay", "北京", 1),
    ("旅游结束了，今天回到了上海。", "current_stay", "上海", 1),
    # employer and job
    ("我现在在腾讯做后端开发。", "employer", "腾讯", 1),
    ("我现在在腾讯做后端开发。", "job_title", "后端开发", 1),
    ("我入职字节了，做产品经理。", "employer", "字节", 1),
    ("在美团干了三年，上个月跳到了阿里。", "employer", "阿里", 1),
    ("上个月离职了，现在在家待业。", "employer", "待业", 1),
    ("我被裁员了。", "employer", "待业", 1),
    ("我现在在一家创业公司，叫智谱。", "employer", "智谱", 1),
    ("目前在一家外企，西门子。", "employer", "西门子", 1),
    ("我在滴滴实习。", "employer", "滴滴", 1),
    ("我升职了，现在是高级工程师。", "job_title", "高级工程师", 1),
    ("我转行当律师了。", "job_title", "律师", 1),
    ("我现在是全职妈妈。", "job_title", "全职妈妈", 1),
    ("我今年升了副教授。", "job_title", "副教授", 1),
    ("我退休了。", "job_title", "退休", 1),
    # relationships and family
    ("我和男朋友分了。", "marital_status", "单身", 1),
    ("我们离了。", "marital_status", "离异", 1),
    ("我上个月领证了！", "marital_status", "已婚", 1),
    ("我谈恋爱了。", "marital_status", "恋爱中", 1),
    ("我们家添了个闺女。", "children", "闺女", 1),
    ("我有两个娃。", "children", "两个娃", 1),
    ("我怀二胎了。", "children", "怀孕", 1),
    # pets
    ("我养了只布偶猫，叫雪球。", "pets", "布偶猫", 1),
    ("我新养了一只柯基。", "pets", "柯基", 1),
    ("我家狗狗上个月去世了。", "pets", "狗狗", -1),
    ("前几天把猫送给了朋友。", "pets", "猫", -1),
    # diet, allergies, likes
    ("我开始吃素了，已经一个月了。", "diet", "素食", 1),
    ("我现在只吃素。", "diet", "素食", 1),
    ("我从上个月开始不吃肉了。", "diet", "素食", 1),
    ("我不再是素食者了。", "diet", "吃肉", 1),
    ("我对乳糖不耐受。", "allergies", "乳糖", 1),
    ("我对花粉过敏好了。", "allergies", "花粉", -1),
    ("我们家的狗被送回老家了。", "pets", "狗", -1),
    ("我们有了第一个孩子。", "children", "一个孩子", 1),
    ("我有一个儿子和一个女儿。", "children", "两个孩子", 1),
    ("我对海鲜过敏，一吃就起疹子。", "allergies", "海鲜", 1),
    ("我芒果过敏好了。", "allergies", "芒果", -1),
    ("我现在爱喝美式。", "likes", "美式", 1),
    ("最近迷上了滑雪。", "likes", "滑雪", 1),
    ("我的爱好是摄影。", "likes", "摄影", 1),
    ("我现在对摄影没什么兴趣了。", "likes", "摄影", -1),
    ("我什么都吃。", "diet", "不挑食", 1),
    ("最近迷上了悬疑推理小说，武侠反而看不下去了。", "likes", "武侠", -1),
    # favourites and numbers
    ("我最喜欢的颜色从红色变成了蓝色。", "favourite:colour", "蓝色", 1),
    ("现在我最喜欢的季节是秋天。", "favourite:season", "秋天", 1),
    ("我的房租从3000涨到了3500。", "rent", "3500", 1),
    ("我的工资从1万涨到了1万5", "income", "1万5", 1),
    ("工资降了，现在只有八千。", "income", "八千", 1),
    ("年薪涨到了50万。", "income", "50万", 1),
    ("我瘦了十斤，现在110斤。", "weight", "110斤", 1),
    ("我体重从70公斤降到了65公斤", "weight", "65公斤", 1),
    ("我体重掉到了60公斤。", "weight", "60公斤", 1),
    ("我的年薪从40万涨到了55万。", "income", "55万", 1),
    ("房租每月三千五。", "rent", "三千五", 1),
    ("我租的房子一个月3200。", "rent", "3200", 1),
    ("叫我小王就行。", "name", "小王", 1),
    ("我姓欧阳，叫欧阳明。", "name", "欧阳明", 1),
    ("我改名字了，现在叫陈思。", "name", "陈思", 1),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), EVERYDAY)
def test_everyday_sentences_state_the_fact(text: str, slot: str, value: str, polarity: int) -> None:
    facts = [(value_key(f.value), f.polarity) for f in EXTRACT(text) if f.slot == slot]
    assert (value_key(value), polarity) in facts, EXTRACT(text)
    assert len(facts) == 1 or slot == "likes", EXTRACT(text)


NOTHING = [
    "我老公刚调到上海工作。",
    "我女儿在北京上大学。",
    "我爸妈住在杭州。",
    "朋友推荐我去成都玩。",
    "我下个月要去杭州出差。",
    "我在想要不要搬去深圳。",
    "听说深圳房价很高。",
    "如果有机会我想去谷歌工作。",
    "我同事刚跳槽去了字节。",
    "你觉得我该不该去腾讯？",
    "我梦想有一天能住在海边。",
    "我很想念在成都的日子。",
    "我以前在百度工作。",
    "小时候我对牛奶过敏。",
    "我在帮朋友养狗。",
    "我对象在腾讯上班。",
    "我不确定是不是对花粉过敏。",
    "我可能对青霉素过敏。",
    "医生怀疑我对海鲜过敏。",
    "我姐已经从京东辞职了，下周一去腾讯报到",
    "公司派我去深圳出差。",
    "我回老家了。",
    # experiences (V过) are past, not current
    "去年我在北京工作过。",
    "我在腾讯工作过。",
    "我在上海住过三年。",
    "我养过一只狗。",
    "我对花粉过敏过。",
    "我曾在阿里实习。",
    "我住在北京的时候很开心。",
    # a person is no value
    "我最喜欢我女儿。",
    "我喜欢我现在的工作。",
    "我们公司搬到了杭州。",
    "我老家在成都。",
    "我是成都人。",
    # someone else, a rumour, a dream, an admission to a school
    "房东说下个月房租要涨到5000。",
    "下个月房租涨到5000。",
    "听说明年工资要涨到3万。",
    "我们部门老大跳槽去了字节。",
    "我的前同事搬去了深圳。",
    "我室友养了一只猫。",
    "小王离婚了。",
    "我送了我女朋友一只猫。",
    "张三对花粉过敏。",
    "医生让我少吃辣。",
    "我儿子今年三岁了。",
    "我被北大录取了。",
    "我梦到自己搬到了杭州。",
    "我儿子说他最喜欢蓝色。",
]


@pytest.mark.parametrize("text", NOTHING)
def test_everyday_sentences_about_no_current_fact_of_the_user(text: str) -> None:
    assert EXTRACT(text) == [], EXTRACT(text)


def test_a_past_clause_does_not_hide_a_correction() -> None:
    assert [(f.slot, f.value) for f in EXTRACT("之前说错了，我叫李炜")] == [("name", "李炜")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我在杭州的一家公司上班", [("location", "杭州")]),
        ("我在北京的字节跳动上班", [("employer", "字节跳动")]),
        ("我在上海做老师", [("location", "上海"), ("job_title", "老师")]),
        ("我在学校当老师", [("job_title", "老师")]),
        ("我在一家银行上班", []),
        ("用户和老公搬到了杭州", [("location", "杭州")]),
    ],
)
def test_a_city_or_a_generic_workplace_is_not_an_employer(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert [(f.slot, f.value) for f in EXTRACT(text)] == expected


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("不对，是常州，我记错了。", "location", "常州"),
        ("不对不对，是李婧。", "name", "李婧"),
        ("说错了，应该是王小明", "name", "王小明"),
        ("说错了，是护工。", "job_title", "护工"),
        ("更正一下，我住在常州，不是苏州。", "location", "常州"),
        ("纠正一下，我的月薪是1万8，不是1万5。", "income", "1万8"),
        ("不是上海，是杭州，我搬去的是杭州。", "location", "杭州"),
        ("我没有搬到上海，是搬到了杭州。", "location", "杭州"),
        ("其实我不叫小王，我叫王强。", "name", "王强"),
        ("刚才说错了，我最喜欢的颜色是绿色。", "favourite:colour", "绿色"),
    ],
)
def test_corrections_set_the_corrected_value_in_its_slot(text: str, slot: str, value: str) -> None:
    found = [(f.slot, f.value) for f in EXTRACT(text)]
    assert found == [(slot, value)] + ([("likes", value)] if slot.startswith("favourite:") else [])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我的英文名是Tom。", [("name", "Tom")]),
        ("我今年35了。", [("age", "35")]),
        ("我搬到了New York。", [("location", "New York")]),
        ("这周末在杭州。", [("current_stay", "杭州")]),
        ("我正在东京旅游。", [("current_stay", "东京")]),
        ("我在出差，这周在成都。", [("current_stay", "成都")]),
        ("我每个月房租要交3000块。", [("rent", "3000块")]),
        ("我从小就不吃香菜。", [("likes", "香菜")]),
        ("我戒酒了。", [("likes", "酒")]),
        ("我有一个三岁的女儿。", [("children", "一个女儿")]),
        ("我有个儿子，今年五岁。", [("children", "一个儿子")]),  # his age, not the user's
        ("我养了一只叫豆豆的泰迪。", [("pets", "泰迪叫豆豆")]),
    ],
)
def test_names_ages_mixed_script_and_counted_children(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert [(f.slot, f.value) for f in EXTRACT(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("入职新公司了，是蔚来。", [("employer", "蔚来")]),
        ("我和男朋友在一起三年了。", [("marital_status", "恋爱中")]),
        ("我们在一起了！", [("marital_status", "恋爱中")]),
        ("我和老公在一起八年了。", []),
        ("我和同事在一起吃饭", []),
        ("我们家又添了个儿子，现在两个孩子了。", [("children", "两个孩子")]),
        ("我辞职转行当程序员了。", [("job_title", "程序员")]),
        ("我搬到杭州来了", [("location", "杭州")]),
    ],
)
def test_new_company_couples_and_counts(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(f.slot, f.value) for f in EXTRACT(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我最爱的还是川菜。", [("favourite:thing", "川菜", 1), ("likes", "川菜", 1)]),
        ("我最喜欢吃的是火锅。", [("favourite:food", "火锅", 1), ("likes", "火锅", 1)]),
        (
            "我最喜欢的歌手从周杰伦变成了陈奕迅。",
            [("favourite:singer", "陈奕迅", 1), ("likes", "陈奕迅", 1)],
        ),
        (
            "我最喜欢的季节不是夏天，是秋天。",
            [("favourite:season", "秋天", 1), ("likes", "秋天", 1)],
        ),
        ("论水果我最爱榴莲。", [("favourite:fruit", "榴莲", 1), ("likes", "榴莲", 1)]),
        ("我现在能吃辣了。", [("likes", "辣", 1)]),
        ("我不太能吃辣。", [("likes", "辣", -1)]),
        ("辣的我吃不了。", [("likes", "辣", -1)]),
        ("香菜我不吃。", [("likes", "香菜", -1)]),
        ("我是不是不能吃辣", []),
    ],
)
def test_favourites_and_likes_in_everyday_word_order(
    text: str, expected: list[tuple[str, str, int]]
) -> None:
    assert [(f.slot, f.value, f.polarity) for f in EXTRACT(text)] == expected
