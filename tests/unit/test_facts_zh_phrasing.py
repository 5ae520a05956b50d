"""Chinese facts in phrasing the other corpora do not hold, written per family from how
people talk: tags (现居杭州), the fact after its reason (…所以搬来了苏州), a move then a bare
place (搬回老家了，在合肥), agent notes (用户已搬至成都), endings (把婚离了, 狗狗去世了) and
numbers with their units; plus what must set nothing of the user (someone else's fact,
a trip, a plan, a question)."""

from __future__ import annotations

import pytest

from tests.unit import _facts_zh

EXTRACT = _facts_zh.EXTRACT
_find = _facts_zh.find

# (text, slot, value, polarity)
STATED: list[tuple[str, str, str, int]] = [
    # location: a move, then where one is now
    ("用户已搬至成都。", "location", "成都", 1),
    ("用户已从北京迁居至广州。", "location", "广州", 1),
    ("我搬回老家了，在合肥。", "location", "合肥", 1),
    ("终于从北京搬出来了，现在在天津。", "location", "天津", 1),
    ("换了个城市生活，现在在成都。", "location", "成都", 1),
    ("换了城市，现在在广州。", "location", "广州", 1),
    ("我们搬新家了，在浦东。", "location", "浦东", 1),
    ("房子租到期了，索性搬到了佛山，离公司近。", "location", "佛山", 1),
    ("我在长沙租了个房子，住下来了。", "location", "长沙", 1),
    ("北京待不下去了，回了郑州。", "location", "郑州", 1),
    ("北漂十年，今年终于回了老家长沙。", "location", "长沙", 1),
    # chat marks end a clause: an emoji, a tilde
    ("坐标成都～周末想找个地方爬山", "location", "成都", 1),
    ("又搬家了😂这次是青岛，应该能长住", "location", "青岛", 1),
    ("现在沉迷钓鱼🎣，周末都在水库边", "likes", "钓鱼", 1),
    # from now on (以后就…了) is a settled change, not a plan
    ("搬家终于搞定了！以后就在无锡住了，离公司近多了", "location", "无锡", 1),
    ("以后就在成都生活了。", "location", "成都", 1),
    # 人在X is a stay, unless the sentence settles there
    ("工作调动，现在人在武汉了，租了个小单间", "location", "武汉", 1),
    ("顺便说一下，我人在南京，以后问天气默认南京就行", "location", "南京", 1),
    # where one sleeps on a trip: an inn, a hotel by its brand
    ("现在在凤凰古城，住江边一家客栈", "current_stay", "凤凰古城", 1),
    ("换酒店了，搬到外滩的希尔顿了", "current_stay", "外滩的希尔顿", 1),
    ("今天坐高铁到了苏州，接下来两天住这边", "current_stay", "苏州", 1),
    ("刚坐飞机到了昆明，要待三天", "current_stay", "昆明", 1),
    # a corrected place, with what it is not
    ("不好意思打错了，是南昌不是南京", "location", "南昌", 1),
    # employer: a bare place of work after leaving one
    ("在美团干得不开心，上个月辞了，现在去了快手。", "employer", "快手", 1),
    ("已经不在华为了，去年去了小米。", "employer", "小米", 1),
    ("新工作在美团。", "employer", "美团", 1),
    ("现在的公司是华为。", "employer", "华为", 1),
    ("我现在给京东打工。", "employer", "京东", 1),
    ("工作换了，现在在一家叫米哈游的公司。", "employer", "米哈游", 1),
    ("入职新东家了：宁德时代。", "employer", "宁德时代", 1),
    # name
    ("我户口本上的名字改成了周嘉宁。", "name", "周嘉宁", 1),
    ("用户自称李明。", "name", "李明", 1),
    ("我是李娜，很高兴认识你。", "name", "李娜", 1),
    ("刚才说错了，是王磊不是王雷。", "name", "王磊", 1),
    # marital status: endings said by their object first
    ("我们俩领证了。", "marital_status", "已婚", 1),
    ("终于把证领了！", "marital_status", "已婚", 1),
    ("婚离了。", "marital_status", "离异", 1),
    ("我终于把婚离了。", "marital_status", "离异", 1),
    ("用户已与妻子离婚。", "marital_status", "离异", 1),
    ("婚姻状况：已婚。", "marital_status", "已婚", 1),
    # children
    ("我女儿出生了。", "children", "女儿", 1),
    ("我们有宝宝了。", "children", "有了孩子", 1),
    ("我们是丁克，不要孩子。", "children", "没有孩子", 1),
    ("二胎生了，是个儿子。", "children", "两个孩子", 1),
    ("用户育有一子。", "children", "一子", 1),
    # pets
    ("我新领养了一只橘猫。", "pets", "橘猫", 1),
    ("新添了一只布偶猫，叫奶糖。", "pets", "布偶猫", 1),
    ("家里现在养了三只猫。", "pets", "猫", 1),
    ("我把狗送回老家了。", "pets", "狗", -1),
    ("前几天从救助站领回来一只小狗。", "pets", "小狗", 1),
    # diet
    ("用户为素食主义者。", "diet", "素食", 1),
    # allergies: found, ended, said topic first
    ("过敏原查出来是尘螨。", "allergies", "尘螨", 1),
    ("我对猫毛过敏，不过现在好了。", "allergies", "猫毛", -1),
    ("小时候对牛奶过敏，现在已经好了。", "allergies", "牛奶", -1),
    ("芒果我现在吃了不过敏了。", "allergies", "芒果", -1),
    ("我不能吃花生，会过敏。", "allergies", "花生", 1),
    # likes, topic first
    ("火锅我现在不怎么吃了。", "likes", "火锅", -1),
    ("榴莲我是真受不了。", "likes", "榴莲", -1),
    ("我开始喜欢跑步了。", "likes", "跑步", 1),
    # favourites
    ("要说最喜欢的城市，那肯定是成都。", "favourite:city", "成都", 1),
    # numbers with their units
    ("用户月收入约2万元。", "income", "2万元", 1),
    ("今年降薪了，到手只有九千多。", "income", "九千多", 1),
    ("新房子房租5500，比以前贵了1000。", "rent", "5500", 1),
    ("用户现在的月租是3600元。", "rent", "3600元", 1),
    ("我们合租，我每月出1800房租。", "rent", "1800", 1),
    ("我房租4500一个月。", "rent", "4500", 1),
    ("我现在的房租是一个月三千二。", "rent", "三千二", 1),
    ("用户月租金5000元。", "rent", "5000元", 1),
    ("最近胖了不少，现在有150斤了。", "weight", "150斤", 1),
    ("减肥三个月，从140斤瘦到了120斤。", "weight", "120斤", 1),
    ("我体重涨到150了。", "weight", "150", 1),
]

# (text, slot): the sentence states nothing in this slot
NOT_OF: list[tuple[str, str]] = [
    ("前几天从救助站领回来一只小狗。", "location"),
    ("终于从北京搬出来了，现在在天津。", "employer"),
    ("我在长沙租了个房子，住下来了。", "employer"),
    ("我搬家了，在收拾东西。", "location"),
    ("过年回了老家长沙。", "location"),
    ("我姐搬回老家了，在合肥。", "location"),
    ("搬家了，在上海出差。", "location"),
    ("我在等字节的面试结果。", "employer"),
    ("我不在家了，去了超市。", "employer"),
    ("我想给孩子起名叫思思，好听吗", "name"),
    ("我表姐把婚离了。", "marital_status"),
    ("我姐家宝宝出生了。", "children"),
    ("我们在考虑要不要当丁克。", "children"),
    ("我朋友新领养了一只猫。", "pets"),
    ("我朋友把狗送回老家了。", "pets"),
    ("芒果我现在吃了不过敏了。", "likes"),
    ("我吃了药不过敏了。", "allergies"),
    ("我老公对猫毛过敏，不过现在好了。", "allergies"),
    ("火锅我老婆现在不怎么吃了。", "likes"),
    ("要说最喜欢的城市，我老婆肯定是成都。", "favourite:city"),
    ("我哥房租5500，比我贵。", "rent"),
    ("我家狗现在有30斤了。", "weight"),
    ("目标是从140斤瘦到120斤。", "weight"),
    ("坐标成都～想找个地方爬山", "employer"),
    ("以后想在成都生活。", "location"),
    ("以后再说吧，先在上海待着", "location"),
    ("人在成都，吃火锅中。", "location"),
    ("现在在凤凰古城，住江边一家客栈", "location"),
    ("换酒店了，搬到外滩的希尔顿了", "location"),
    ("我老公坐高铁到了苏州，接下来两天住这边", "current_stay"),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), STATED)
def test_everyday_phrasing_states_the_fact(text: str, slot: str, value: str, polarity: int) -> None:
    _facts_zh.assert_only(text, slot, value, polarity)


@pytest.mark.parametrize(("text", "slot"), NOT_OF)
def test_everyday_phrasing_sets_nothing_in_the_slot(text: str, slot: str) -> None:
    assert not _find(text, slot), EXTRACT(text)


#: Someone named bare at the start (表妹…, 老公…, 爸妈…): the clause and the subjectless
#: ones after it are theirs.
SOMEONE_ELSE = [
    "表妹今年考上了医院的编制，当医生了，全家都高兴坏了",
    "老公最近减肥挺狠，已经瘦到70kg了，我都有点羡慕",
    "爸妈这几天在云南旅游，天天在家庭群里发照片",
    "闺蜜昨天订婚了，朋友圈全是她的戒指照，酸了",
    "男朋友最爱薛之谦，车里天天循环",
    "室友在搞生酮，冰箱里全是牛排黄油",
    "老婆最近喜欢上了跳爵士舞，一周去三次课",
    "同事上个月跳槽去了字节，做产品经理",
    "前男友搬去了成都，听说过得不错",
]


@pytest.mark.parametrize("text", SOMEONE_ELSE)
def test_a_bare_kin_subject_states_nothing_of_the_user(text: str) -> None:
    assert EXTRACT(text) == [], EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("同事都叫我老王。", "name", "老王"),  # what others call the user
        ("家人们，我搬到杭州了！", "location", "杭州"),  # a vocative
        ("老婆和我搬到了杭州。", "location", "杭州"),  # the user too
        ("宝宝上周出生了。", "children", "有了孩子"),  # the user's own child
    ],
)
def test_a_kin_word_that_is_no_other_subject(text: str, slot: str, value: str) -> None:
    _facts_zh.assert_only(text, slot, value)
