"""Chinese families of the seventh pass, each a corpus of everyday phrasings (subject 我 /
用户 / none, time words, word order and values varied) and its negative twins: the same
phrasing about someone else, as a plan, a wish, a hypothetical or a question, which must set
nothing in the slot. Found on the development set (blind 6), fixed by family."""

from __future__ import annotations

import pytest

from tests.unit import _facts_zh

EXTRACT = _facts_zh.EXTRACT
_find = _facts_zh.find

#: family → (text, slot, value, polarity)
STATES: dict[str, list[tuple[str, str, str, int]]] = {
    "a home in the city one is in, named by its neighbourhood (人在X，家住Y这边)": [
        ("我人在武汉，家住光谷这边，想问下这边去哪里办居住证", "location", "武汉", 1),
        ("人在成都，家就在高新区", "location", "成都", 1),
        ("用户人在上海，家住浦东", "location", "上海", 1),
        ("我现在在杭州，家住西湖区附近", "location", "杭州", 1),
        ("最近人在深圳，家住南山那边", "location", "深圳", 1),
    ],
    "statements, then a follow-up question with its own condition (…的话呢？)": [
        (
            "不好意思刚才说错了，我其实住在镇江，只是在南京上班，从镇江出发的话呢？",
            "location",
            "镇江",
            1,
        ),
        ("我住在苏州，要是从上海出发呢？", "location", "苏州", 1),
        ("说错了，用户住在无锡，从无锡去的话呢", "location", "无锡", 1),
        ("我在合肥上班，如果从合肥出发呢？", "location", "合肥", 1),
        ("我其实住在嘉兴，从嘉兴过去的话呢？", "location", "嘉兴", 1),
    ],
    "a work just watched, then 这 (这部, 这本) is one's new favourite": [
        (
            "昨天二刷了《星际穿越》，哭成狗😭 我宣布这就是我新的最爱了",
            "favourite:movie",
            "星际穿越",
            1,
        ),
        ("刚看完《奥本海默》，这部片子现在是我心中的第一名", "favourite:movie", "奥本海默", 1),
        ("读完《三体》，我觉得这本书就是我的新最爱", "favourite:book", "三体", 1),
        ("用户追完了《繁花》，这部剧成了用户心里的本命", "favourite:show", "繁花", 1),
        ("单曲循环了《晴天》，这首歌是我新的最爱", "favourite:song", "晴天", 1),
    ],
    "a new favourite with its category left out (最爱的变成X了)": [
        ("最近减脂，红烧肉不敢碰了，现在最爱的变成白灼虾了", "favourite:thing", "白灼虾", 1),
        ("我最爱吃的变成了火锅", "favourite:food", "火锅", 1),
        ("用户最喜欢喝的换成了美式", "favourite:drink", "美式", 1),
        ("这两年最喜欢的变成了蓝色", "favourite:colour", "蓝色", 1),
        ("现在最爱听的成了民谣", "favourite:music", "民谣", 1),
    ],
    "a job left, then the next one joined (离职了，上周正式入职X)": [
        ("我已经离职了，上周正式入职字节跳动，新环境还在适应中", "employer", "字节跳动", 1),
        ("辞职了，昨天入职了美团", "employer", "美团", 1),
        ("用户已离职，本月加入蚂蚁集团", "employer", "蚂蚁集团", 1),
        ("从老东家离职了，正式入职拼多多", "employer", "拼多多", 1),
        ("裸辞了，上个月跳槽到了小红书", "employer", "小红书", 1),
    ],
    "a promotion said with 升 and a rank (升高级产品经理了)": [
        ("好消息！年中绩效评完我升高级产品经理了🎉", "job_title", "高级产品经理", 1),
        ("用户升资深工程师了", "job_title", "资深工程师", 1),
        ("我今年升高级经理了", "job_title", "高级经理", 1),
        ("刚升了部门主管", "job_title", "部门主管", 1),
        ("我上个月升副总监了", "job_title", "副总监", 1),
    ],
    "a title in an agent's record (用户实际职位为X)": [
        ("更正：用户实际职位为全栈工程师，此前记录有误。", "job_title", "全栈工程师", 1),
        ("用户职位为高级测试工程师", "job_title", "高级测试工程师", 1),
        ("用户的岗位为运营专员", "job_title", "运营专员", 1),
        ("我的实际职位是架构师", "job_title", "架构师", 1),
        ("该用户目前职位为销售总监", "job_title", "销售总监", 1),
    ],
    "a divorce dated by a season of the year (今年春天离婚了)": [
        ("我们今年春天离婚了，孩子跟我，现在一个人带娃挺累的", "marital_status", "离异", 1),
        ("用户去年冬天离婚了", "marital_status", "离异", 1),
        ("我前年秋天和前夫离了婚", "marital_status", "离异", 1),
        ("今年夏天我们办了离婚", "marital_status", "离异", 1),
        ("去年春天我离婚了，现在一个人住", "marital_status", "离异", 1),
    ],
    "engaged, not married (还没结婚，只是订婚了)": [
        ("啊刚才说得不对，其实还没结婚，只是订婚了，婚礼明年才办", "marital_status", "订婚", 1),
        ("说错了，我没结婚，是订婚了", "marital_status", "订婚", 1),
        ("更正：用户未婚，已订婚，婚期在明年", "marital_status", "订婚", 1),
        ("我还没结婚，不过上个月订了婚", "marital_status", "订婚", 1),
        ("不对，没有结婚，只是和男朋友订婚了", "marital_status", "订婚", 1),
    ],
    "a diet one adopts (采用/实行/保持 X饮食)": [
        ("用户采用低碳水饮食，米饭面条基本不碰。", "diet", "低碳水", 1),
        ("我现在实行生酮饮食", "diet", "生酮", 1),
        ("最近一直保持低脂饮食", "diet", "低脂", 1),
        ("这段时间采取地中海饮食", "diet", "地中海", 1),
        ("用户奉行低盐饮食", "diet", "低盐", 1),
    ],
    "a check-out, then the next stop of a trip (退房到杭州了)": [
        ("行程变了，今天已经退房到杭州了，住西湖边的一家民宿", "current_stay", "杭州", 1),
        ("用户今天退房到了南京", "current_stay", "南京", 1),
        ("我昨天退房飞到成都了", "current_stay", "成都", 1),
        ("刚退房，转到厦门了", "current_stay", "厦门", 1),
        ("用户已退房，今天到苏州了", "current_stay", "苏州", 1),
    ],
    "a stay by its verb (暂住/借住/小住 X), without the street one sleeps in": [
        ("用户本周出差，暂住成都春熙路附近的酒店。", "current_stay", "成都", 1),
        ("我这几天暂住在上海的亚朵", "current_stay", "上海", 1),
        ("用户暂住杭州", "current_stay", "杭州", 1),
        ("最近借住在北京朋友家", "current_stay", "北京", 1),
        ("这周在深圳小住，住福田附近", "current_stay", "深圳", 1),
    ],
    "what a doctor or a test says of the user (医生说…, 查出来…对X过敏)": [
        (
            "最近复查做了皮试，医生说青霉素已经不过敏了，但查出来现在对头孢过敏",
            "allergies",
            "头孢",
            1,
        ),
        (
            "最近复查做了皮试，医生说青霉素已经不过敏了，但查出来现在对头孢过敏",
            "allergies",
            "青霉素",
            -1,
        ),
        ("皮试结果显示对青霉素过敏", "allergies", "青霉素", 1),
        ("医生告诉我花粉已经不过敏了", "allergies", "花粉", -1),
        ("用户复查后医生确认对海鲜不再过敏", "allergies", "海鲜", -1),
        ("检查结果表明我对尘螨过敏", "allergies", "尘螨", 1),
        ("用户体检查出来最近对尘螨过敏", "allergies", "尘螨", 1),
    ],
    "a habit of others one can't stand (受不了别人吃东西吧唧嘴)": [
        ("我最受不了别人吃东西吧唧嘴", "likes", "吃东西吧唧嘴", -1),
        ("最烦有人插队", "likes", "插队", -1),
        ("用户讨厌别人抖腿", "likes", "抖腿", -1),
        ("我特别受不了别人约会迟到", "likes", "约会迟到", -1),
        ("我一直很反感旁边的人大声打电话", "likes", "大声打电话", -1),
    ],
    "a home said beside a stay (人在X出差，家在Y)": [
        ("我人在上海，家在苏州", "location", "苏州", 1),
        ("这周人在上海出差，家在苏州", "location", "苏州", 1),
        ("用户这周在厦门出差，家住福州", "location", "福州", 1),
        ("我人在北京开会，但家在天津", "location", "天津", 1),
        ("最近在成都出差，我家在重庆", "location", "重庆", 1),
        ("I'm in Tokyo this week, home is Osaka", "location", "Osaka", 1),
    ],
}

#: family → (text, slot) that must set nothing in the slot
SETS_NOTHING: dict[str, list[tuple[str, str]]] = {
    "a home in the city one is in, named by its neighbourhood (人在X，家住Y这边)": [
        ("我哥人在武汉，家住光谷这边", "location"),
        ("要是我人在武汉，家住光谷这边，居住证怎么办", "location"),
        ("人在武汉，家住光谷这边的话，去哪办居住证", "location"),
        ("我人在北京出差，家住朝阳区这边", "location"),
    ],
    "statements, then a follow-up question with its own condition (…的话呢？)": [
        ("我朋友住在镇江，从镇江出发的话呢？", "location"),
        ("要是我住在镇江呢？", "location"),
        ("我住在苏州，如果搬到上海，通勤要多久？", "location"),
        ("如果我住在苏州的话，去上海方便吗", "location"),
    ],
    "a work just watched, then 这 (这部, 这本) is one's new favourite": [
        ("我老公二刷了《星际穿越》，他宣布这就是他新的最爱", "favourite:movie"),
        ("我想二刷《星际穿越》，看看这是不是我新的最爱", "favourite:movie"),
        ("如果看完《三体》，这本书会是我的新最爱吗", "favourite:book"),
        ("看完《奥本海默》，这部片子是我心中的第一名吗？", "favourite:movie"),
    ],
    "a home said beside a stay (人在X出差，家在Y)": [
        ("这几天在厦门出差，住鼓浪屿附近", "location"),
        ("我人在上海，我哥家在苏州", "location"),
        ("我人在上海出差，要是家在苏州就好了", "location"),
        ("我人在上海，家在哪儿比较好？", "location"),
    ],
    "a new favourite with its category left out (最爱的变成X了)": [
        ("我老婆最爱的变成白灼虾了", "favourite:thing"),
        ("要是最爱的变成白灼虾了，我会怎样", "favourite:thing"),
        ("我最爱的会不会变成白灼虾", "favourite:thing"),
        ("我最爱的可能变成白灼虾", "favourite:thing"),
        ("你最爱的变成什么了？", "favourite:thing"),
    ],
    "a job left, then the next one joined (离职了，上周正式入职X)": [
        ("我哥离职了，上周入职字节跳动", "employer"),
        ("如果我离职了，入职字节跳动能涨多少", "employer"),
        ("我老婆辞职了，昨天入职了美团", "employer"),
    ],
    "a promotion said with 升 and a rank (升高级产品经理了)": [
        ("我同事升高级产品经理了", "job_title"),
        ("我希望今年能升高级产品经理", "job_title"),
        ("如果升高级产品经理了，工资能涨多少", "job_title"),
        ("我什么时候能升高级产品经理？", "job_title"),
    ],
    "a title in an agent's record (用户实际职位为X)": [
        ("用户同事的职位为全栈工程师", "job_title"),
        ("用户的职位可能为全栈工程师", "job_title"),
        ("如果用户职位为全栈工程师，薪资范围是多少", "job_title"),
        ("用户的职位为前端工程师吗？", "job_title"),
    ],
    "a divorce dated by a season of the year (今年春天离婚了)": [
        ("我姐今年春天离婚了", "marital_status"),
        ("我们打算明年春天离婚", "marital_status"),
        ("如果今年春天离婚了，房子怎么分", "marital_status"),
        ("我今年春天离婚的事你还记得吗？", "marital_status"),
    ],
    "engaged, not married (还没结婚，只是订婚了)": [
        ("我妹还没结婚，只是订婚了", "marital_status"),
        ("如果订婚了，彩礼给多少", "marital_status"),
        ("我们订婚了吗？", "marital_status"),
    ],
    "a diet one adopts (采用/实行/保持 X饮食)": [
        ("我室友采用低碳水饮食", "diet"),
        ("我打算采用生酮饮食", "diet"),
        ("如果采用低碳水饮食，一周能瘦多少", "diet"),
        ("采用低碳水饮食有用吗？", "diet"),
    ],
    "a check-out, then the next stop of a trip (退房到杭州了)": [
        ("我同事退房到杭州了", "current_stay"),
        ("我明天退房去杭州", "current_stay"),
        ("要是退房到杭州了，住哪好", "current_stay"),
        ("退房到杭州要多久？", "current_stay"),
    ],
    "a stay by its verb (暂住/借住/小住 X), without the street one sleeps in": [
        ("我哥暂住成都春熙路附近的酒店", "current_stay"),
        ("我想暂住成都几天", "current_stay"),
        ("如果暂住成都，住哪好", "current_stay"),
        ("暂住成都需要办居住证吗？", "current_stay"),
    ],
    "what a doctor or a test says of the user (医生说…, 查出来…对X过敏)": [
        ("医生说我妈对青霉素过敏", "allergies"),
        ("医生说我可能对头孢过敏", "allergies"),
        ("如果医生说对头孢过敏，还能打针吗", "allergies"),
        ("医生说我对什么过敏？", "allergies"),
        ("我哥体检查出来对尘螨过敏", "allergies"),
    ],
    "a habit of others one can't stand (受不了别人吃东西吧唧嘴)": [
        ("我妈最受不了别人吃东西吧唧嘴", "likes"),
        ("我男朋友讨厌别人抖腿", "likes"),
        ("如果别人吃东西吧唧嘴，我该怎么说", "likes"),
        ("你受不了别人吃东西吧唧嘴吗？", "likes"),
    ],
}


(
    test_everyday_phrasing_of_the_family_states_the_fact,
    test_someone_elses_plans_wishes_and_questions_set_nothing,
    test_every_family_has_five_phrasings_and_negative_twins,
) = _facts_zh.corpus_tests(STATES, SETS_NOTHING)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我还没结婚，打算明年订婚", "单身"),
        ("我还没结婚，也没订婚", "单身"),
        ("我离职了，打算下个月入职字节", "待业"),
        ("我离职了，该不该入职字节跳动？", "待业"),
    ],
)
def test_a_planned_step_leaves_the_present_state(text: str, value: str) -> None:
    slot = "marital_status" if "婚" in text else "employer"
    assert [f.value for f in _find(text, slot)] == [value], EXTRACT(text)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我人在北京出差，家住朝阳区这边", "current_stay", "北京"),
        ("我住在女朋友家，在南京。", "location", "南京"),
        ("我住在杭州老婆家", "location", "杭州"),
        ("我最喜欢的季节是秋天", "favourite:season", "秋天"),
    ],
)
def test_the_place_or_value_stays_whole(text: str, slot: str, value: str) -> None:
    assert [f.value for f in _find(text, slot)] == [value], EXTRACT(text)
