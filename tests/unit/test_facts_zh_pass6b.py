"""Chinese families of the sixth pass, second round, each a corpus of everyday phrasings
(subject 我 / 用户 / none, time words, word order and values varied) and its negative twins:
the same phrasing about someone else, as a plan, a wish, a hypothetical or a question, which
must set nothing in the slot. Found on the development set (blind 5), fixed by family."""

from __future__ import annotations

import pytest

from tests.unit import _facts_zh

EXTRACT = _facts_zh.EXTRACT
_find = _facts_zh.find

#: family → (text, slot, value, polarity)
STATES: dict[str, list[tuple[str, str, str, int]]] = {
    "a home said as how long one has lived there (a stay if days or weeks)": [
        ("我在成都住了快五年了，想找个周末能带爸妈去的近郊景点", "location", "成都", 1),
        ("在成都已经住了五年多了", "location", "成都", 1),
        ("我住成都快三年了", "location", "成都", 1),
        ("用户在南京生活了十年", "location", "南京", 1),
        ("我在重庆待了快两年了", "location", "重庆", 1),
        ("我在成都住了三天了", "current_stay", "成都", 1),
        ("用户在西安住了一周", "current_stay", "西安", 1),
    ],
    "a move said as an arrival that makes one a 漂": [
        ("终于落地深圳了，以后就是深漂一族", "location", "深圳", 1),
        ("我上周终于落地北京了，从此就是北漂一族了", "location", "北京", 1),
        ("用户已经来到上海，以后就是沪漂了", "location", "上海", 1),
        ("到了杭州，以后就成了杭漂", "location", "杭州", 1),
        ("总算落地广州了，正式成为一名广漂", "location", "广州", 1),
    ],
    "a move said in an agent's register (称已于本周…搬至…定居)": [
        ("用户称已于本周从武汉搬至长沙定居。", "location", "长沙", 1),
        ("用户表示已于上个月搬至成都定居", "location", "成都", 1),
        ("我已于近期从北京搬至大连定居", "location", "大连", 1),
        ("该用户称已经搬至厦门定居", "location", "厦门", 1),
        ("用户已于日前搬至苏州安家", "location", "苏州", 1),
    ],
    "a move, then the district one rents in": [
        ("上个月我已经搬到杭州了，工作调动，现在在滨江租房", "location", "杭州", 1),
        ("我搬到上海了，目前在浦东租房子", "location", "上海", 1),
        ("用户已经搬到深圳，暂时住在南山", "location", "深圳", 1),
        ("刚搬来北京，在朝阳区租了个房子", "location", "北京", 1),
        ("去年搬到成都了，现在在武侯那边租房", "location", "成都", 1),
    ],
    "a favourite called the best-looking one": [
        ("我心目中最好看的电影一直是《霸王别姬》", "favourite:movie", "霸王别姬", 1),
        ("用户心里最好看的电影是《星际穿越》", "favourite:movie", "星际穿越", 1),
        ("最好看的剧还是《漫长的季节》", "favourite:show", "漫长的季节", 1),
        ("我心里最好听的歌是《晴天》", "favourite:song", "晴天", 1),
        ("我心中最好看的书是《活着》", "favourite:book", "活着", 1),
    ],
    "a favourite that takes another's place": [
        (
            "昨天二刷了《星际穿越》，我宣布它取代霸王别姬成为我的最爱电影了",
            "favourite:movie",
            "星际穿越",
            1,
        ),
        ("《奥本海默》取代了星际穿越，成为我的最爱电影", "favourite:movie", "奥本海默", 1),
        ("看完《繁花》，它已经取代琅琊榜成了我最喜欢的剧", "favourite:show", "繁花", 1),
        ("《三体》正式取代活着成为用户最喜欢的书", "favourite:book", "三体", 1),
        ("刚听了《稻香》，我觉得它超过晴天成了我的最爱歌", "favourite:song", "稻香", 1),
    ],
    "a correction whose old value belongs to someone else": [
        ("诶我打错了，是周杰伦，陈奕迅是我老公喜欢的", "favourite:thing", "周杰伦", 1),
        ("我说错了，是林俊杰，周杰伦是我女儿最喜欢的", "favourite:thing", "林俊杰", 1),
        ("不好意思写错了，是蓝色，红色是我妈喜欢的", "favourite:colour", "蓝色", 1),
        ("搞错了，是火锅，烤肉其实是我男朋友爱吃的", "favourite:food", "火锅", 1),
        ("口误，是秋天，夏天是我室友喜欢的", "favourite:season", "秋天", 1),
    ],
    "a correction said bare (是对X过敏, 其实是三个孩子, 只是单纯不吃)": [
        ("等下我记错了，是对腰果过敏，花生其实没事", "allergies", "腰果", 1),
        ("我说错了，其实是对芒果过敏", "allergies", "芒果", 1),
        ("用户更正：其实是三个孩子，之前漏算了刚满月的小女儿。", "children", "三个孩子", 1),
        ("不好意思说错了，是两个孩子", "children", "两个孩子", 1),
        ("刚才表述不太对，我不是清真，只是单纯不吃猪肉，其它都可以", "diet", "不吃猪肉", 1),
        ("我说错了，我不吃素，只是单纯不吃牛肉", "diet", "不吃牛肉", 1),
    ],
    "an allergy found out (发现还对X过敏)": [
        ("最近去医院做了过敏原检测，除了青霉素，发现还对尘螨过敏", "allergies", "尘螨", 1),
        ("做了过敏原检测，发现对猫毛过敏", "allergies", "猫毛", 1),
        ("用户上周确诊对花粉过敏", "allergies", "花粉", 1),
        ("我发现自己也对海鲜过敏", "allergies", "海鲜", 1),
        ("前几天发现还对芒果过敏", "allergies", "芒果", 1),
    ],
    "a salary by an offer taken": [
        ("跳槽谈下来了，新offer年包45万，已经入职了", "income", "45万", 1),
        ("新offer年薪50万，上周已经入职", "income", "50万", 1),
        ("用户的新offer总包60万，已经签了", "income", "60万", 1),
        ("拿到新工作的年包40万，已入职", "income", "40万", 1),
        ("我年包30万", "income", "30万", 1),
    ],
    "a trip that moves on to the next city": [
        ("用户行程变更：已从成都转到重庆，预计待到周五。", "current_stay", "重庆", 1),
        ("出差行程变了，已经从上海转到苏州", "current_stay", "苏州", 1),
        ("我这周从北京转到天津出差", "current_stay", "天津", 1),
        ("从广州换到深圳了，出差要待到周四", "current_stay", "深圳", 1),
        ("用户本周已从杭州转去宁波，行程延长", "current_stay", "宁波", 1),
    ],
    "a job said with its years": [
        ("做UI设计师第四年了，有点倦怠", "job_title", "UI设计师", 1),
        ("我当老师第十年了", "job_title", "老师", 1),
        ("用户做产品经理五年了", "job_title", "产品经理", 1),
        ("干程序员第三年了，头发都少了", "job_title", "程序员", 1),
        ("我做会计已经八年了", "job_title", "会计", 1),
    ],
    "a weight stuck at a figure": [
        ("体重卡在80kg一个月了", "weight", "80kg", 1),
        ("我的体重一直卡在65公斤", "weight", "65公斤", 1),
        ("用户体重稳定在120斤", "weight", "120斤", 1),
        ("最近体重维持在58kg", "weight", "58kg", 1),
        ("体重停在70kg好久了", "weight", "70kg", 1),
    ],
    "a rent said of the flat one rents": [
        ("我在上海租的房子月租6000，占工资一半了", "rent", "6000", 1),
        ("在杭州租的房子每个月3500", "rent", "3500", 1),
        ("用户在北京租的公寓月租8000", "rent", "8000", 1),
        ("我租的房子房租4200", "rent", "4200", 1),
        ("现在在浦东租的单间每月2800", "rent", "2800", 1),
    ],
    "a hotel by its brand after the city": [
        ("这几天在上海出差，住在静安的全季", "current_stay", "全季", 1),
        ("出差到西安了，住钟楼旁边的汉庭，这周都在这", "current_stay", "汉庭", 1),
        ("用户本周在广州出差，住在天河的亚朵", "current_stay", "亚朵", 1),
        ("我这周在成都出差，住春熙路附近的如家", "current_stay", "如家", 1),
        ("在深圳出差，这次住的是南山的希尔顿", "current_stay", "希尔顿", 1),
    ],
    "a nickname after the name": [
        ("我叫陈晓，大家都叫我小陈", "name", "陈晓", 1),
        ("我叫王磊，朋友们一般叫我磊子", "name", "王磊", 1),
        ("用户叫李娜，同事都喊她娜娜", "name", "李娜", 1),
        ("本人叫张伟，家里人都叫我阿伟", "name", "张伟", 1),
        ("我叫刘洋，身边的人都叫我洋洋", "name", "刘洋", 1),
    ],
}

#: family → (text, slot) that must set nothing in the slot
SETS_NOTHING: dict[str, list[tuple[str, str]]] = {
    "a home said as how long one has lived there (a stay if days or weeks)": [
        ("我朋友在成都住了快五年了", "location"),
        ("我想在成都住五年", "location"),
        ("如果在成都住了五年，能落户吗", "location"),
        ("我在成都住了三天了", "location"),
    ],
    "a move said as an arrival that makes one a 漂": [
        ("我朋友终于落地深圳了，以后就是深漂一族", "location"),
        ("我老公上周落地北京了，从此就是北漂", "location"),
        ("如果落地深圳了，以后就是深漂一族", "location"),
        ("我想去深圳，以后就是深漂一族了吗", "location"),
    ],
    "a move said in an agent's register (称已于本周…搬至…定居)": [
        ("用户称其父母已于本周搬至长沙定居", "location"),
        ("用户的儿子已于上个月搬至成都定居", "location"),
        ("用户打算下个月搬至长沙定居", "location"),
        ("用户询问要不要搬至长沙定居", "location"),
    ],
    "a move, then the district one rents in": [
        ("我朋友搬到杭州了，现在在滨江租房", "location"),
        ("我打算搬到上海，在浦东租房子", "location"),
        ("如果搬到深圳，住在南山怎么样", "location"),
    ],
    "a favourite called the best-looking one": [
        ("我老公心目中最好看的电影是《霸王别姬》", "favourite:movie"),
        ("你觉得最好看的电影是哪部", "favourite:movie"),
        ("我朋友说最好看的剧是《繁花》", "favourite:show"),
    ],
    "a favourite that takes another's place": [
        ("我老公说《星际穿越》取代霸王别姬成为他的最爱电影", "favourite:movie"),
        ("《星际穿越》会不会取代霸王别姬成为我的最爱电影？", "favourite:movie"),
        ("如果《奥本海默》取代星际穿越成为我的最爱电影就好了", "favourite:movie"),
    ],
    "a correction whose old value belongs to someone else": [
        ("我老公最喜欢陈奕迅，我女儿喜欢周杰伦", "name"),
        ("诶我打错了，是周杰伦，陈奕迅是我老公喜欢的", "name"),
        ("是周杰伦吗，陈奕迅是我老公喜欢的", "favourite:thing"),
    ],
    "a correction said bare (是对X过敏, 其实是三个孩子, 只是单纯不吃)": [
        ("我儿子其实是对腰果过敏", "allergies"),
        ("是对腰果过敏吗", "allergies"),
        ("我姐姐更正了一下，其实是三个孩子", "children"),
        ("用户的朋友只是单纯不吃猪肉", "diet"),
        ("如果是三个孩子，房子就不够住了", "children"),
    ],
    "an allergy found out (发现还对X过敏)": [
        ("我儿子去医院做了过敏原检测，发现对尘螨过敏", "allergies"),
        ("我想去做个过敏原检测", "allergies"),
        ("最近去医院做了过敏原检测", "allergies"),
        ("发现我老公对花粉过敏", "allergies"),
    ],
    "a salary by an offer taken": [
        ("新offer年包45万，要不要接", "income"),
        ("我老公新offer年包45万，已经入职了", "income"),
        ("新offer年包45万，还在考虑", "income"),
        ("如果新offer年包45万，我就入职", "income"),
    ],
    "a trip that moves on to the next city": [
        ("我同事的行程变了，已从成都转到重庆", "current_stay"),
        ("打算从成都转到重庆，预计待到周五", "current_stay"),
        ("要不要从成都转到重庆出差？", "current_stay"),
    ],
    "a job said with its years": [
        ("我老公做UI设计师第四年了", "job_title"),
        ("如果做UI设计师第四年了还没升职怎么办", "job_title"),
        ("我朋友当老师十年了", "job_title"),
    ],
    "a weight stuck at a figure": [
        ("我老公体重卡在80kg一个月了", "weight"),
        ("目标是体重稳定在60kg", "weight"),
        ("如果体重卡在80kg怎么办", "weight"),
    ],
    "a rent said of the flat one rents": [
        ("我朋友在上海租的房子月租6000", "rent"),
        ("我朋友在成都租两室才2000，差距太大了吧", "rent"),
        ("如果在上海租的房子月租6000，划算吗", "rent"),
    ],
    "a hotel by its brand after the city": [
        ("我同事在上海出差，住在静安的全季", "current_stay"),
        ("下次来西安想住曲江那边的酒店，你有推荐吗", "current_stay"),
        ("我打算下周去上海出差，住在静安的全季", "current_stay"),
    ],
    "a nickname after the name": [
        ("我老公叫张伟，大家都叫他阿伟", "name"),
        ("想给自己取个笔名写网文，'夜阑'怎么样？", "name"),
        ("我儿子叫乐乐，大家都叫他乐仔", "name"),
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
        ("我最讨厌吃香菜，闻着都受不了", "香菜"),
        ("用户很讨厌榴莲，闻到就想吐", "榴莲"),
        ("我最爱喝的是冰美式，一天不喝就犯困", "冰美式"),
        ("我特别讨厌吃芹菜，看着都受不了", "芹菜"),
        ("我爱喝奶茶，一天不喝就难受", "奶茶"),
    ],
)
def test_how_much_one_likes_or_hates_a_thing_is_no_value(text: str, value: str) -> None:
    assert [f.value for f in EXTRACT(text) if f.slot == "likes"] == [value]


@pytest.mark.parametrize(
    ("text", "hotel"),
    [
        ("出差到西安了，上次住钟楼旁边的汉庭", "汉庭"),
        ("这几天在上海出差，下次想住静安的全季", "全季"),
        ("这周在广州出差，我同事住在天河的亚朵", "亚朵"),
    ],
)
def test_a_hotel_of_another_time_or_person_is_not_the_stay(text: str, hotel: str) -> None:
    assert hotel not in [f.value for f in _find(text, "current_stay")], EXTRACT(text)
