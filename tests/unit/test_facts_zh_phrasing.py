"""Chinese facts in phrasing the other corpora do not hold, written per family from how
people talk: tags (现居杭州), the fact after its reason (…所以搬来了苏州), a move then a bare
place (搬回老家了，在合肥), agent notes (用户已搬至成都), endings (把婚离了, 狗狗去世了) and
numbers with their units; plus what must set nothing of the user (someone else's fact,
a trip, a plan, a question)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_ext.extraction import MULTI_VALUED, zh_words
from memory_ext.extraction.people import PEOPLE_ZH
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
    ("换酒店了，搬到外滩的希尔顿了", "current_stay", "希尔顿", 1),
    ("今天坐高铁到了苏州，接下来两天住这边", "current_stay", "苏州", 1),
    ("刚坐飞机到了昆明，要待三天", "current_stay", "昆明", 1),
    ("出差来了南京，住三晚。", "current_stay", "南京", 1),
    ("这几天带娃在三亚玩。", "current_stay", "三亚", 1),
    ("下飞机了，现在在重庆。", "current_stay", "重庆", 1),
    # a corrected place, with what it is not
    ("不好意思打错了，是南昌不是南京", "location", "南昌", 1),
    # diets switched, upgraded, kept, said as a cleft
    ("低碳停了，现在改成16:8轻断食", "diet", "轻断食", 1),
    ("我在做轻断食16+8。", "diet", "轻断食", 1),
    ("现在升级成纯素了，蛋奶也不碰了", "diet", "纯素", 1),
    ("我换成全素了。", "diet", "全素", 1),
    ("说错了，我做的是生酮，不是低碳", "diet", "生酮", 1),
    ("我平时按地中海饮食来吃", "diet", "地中海", 1),
    ("我一直遵循低GI饮食。", "diet", "低GI", 1),
    # income and rent: news, then the figure; an offer's figure; the landlord's rise
    ("涨薪了！一个月1.2万了，终于过万", "income", "1.2万", 1),
    ("加薪了！现在月薪两万。", "income", "两万", 1),
    ("跳槽成功，新公司给到年薪45万，爽", "income", "45万", 1),
    ("新东家开了月薪3万。", "income", "3万", 1),
    ("续租的时候房东给涨到3800了，气死", "rent", "3800", 1),
    ("房东又给涨了，现在4200。", "rent", "4200", 1),
    # children: a count without 有, the sex of a baby just born
    ("家里就一个女儿，上小学二年级了", "children", "一个女儿", 1),
    ("二胎生了，是个闺女！现在一儿一女", "children", "一儿一女", 1),
    ("我们家宝宝上周出生了，一个男孩，七斤二两！", "children", "男孩", 1),
    ("宝宝出生了，是个女孩。", "children", "女孩", 1),
    # pets given to family, a new one in the same message
    ("狗送我爸妈那儿养了，我这边新养了只布偶", "pets", "狗", -1),
    ("我这边新养了只布偶", "pets", "布偶", 1),
    # allergies: nearly over, only one of a kind
    ("复查了，尘螨过敏基本好了", "allergies", "尘螨", -1),
    ("结果新查出来对芒果过敏", "allergies", "芒果", 1),
    ("更正一下，不是所有坚果，只是对花生过敏", "allergies", "花生", 1),
    # likes dropped: gear gathering dust, an app uninstalled
    ("最近迷上攀岩了，网球拍都落灰了", "likes", "网球", -1),
    ("钢琴好久没碰了。", "likes", "钢琴", -1),
    ("王者早卸载了，现在沉迷钓鱼", "likes", "王者", -1),
    ("神奇，现在芹菜我能吃了，反倒受不了茴香那个味儿", "likes", "茴香", -1),
    # names offered
    ("你可以叫我阿杰", "name", "阿杰", 1),
    ("直接叫我老周就行。", "name", "老周", 1),
    # a bare workplace with what kind it is
    ("我在中石化，国企，稳定是稳定就是没意思", "employer", "中石化", 1),
    ("我在宝洁，外企，福利还行", "employer", "宝洁", 1),
    # a corrected workplace, named by what the sentence says of the other
    ("哦不对，说错了，是建设银行，中行是我之前实习的地方", "employer", "建设银行", 1),
    # a favourite colour named by its head (墨绿色), a work that ranks first
    ("现在最爱墨绿色，衣柜都快变成一片绿了", "favourite:colour", "墨绿色", 1),
    ("我最喜欢的是雾霾蓝色", "favourite:colour", "雾霾蓝色", 1),
    # values cut where the tail starts: a span (快一个月了), whose home it was (老婆老家),
    # a dwelling that names no place (自己买的房子)
    ("搬来昆明快一个月了，还在适应", "location", "昆明", 1),
    ("来深圳有三年了。", "location", "深圳", 1),
    ("现在住在老婆老家绍兴，离上海也不远", "location", "绍兴", 1),
    ("我已经从出租屋搬到了自己买的房子，在嘉兴", "location", "嘉兴", 1),
    ("我人已经到新加坡了，以后就在这边工作了", "location", "新加坡", 1),
    ("用户常住地：深圳。", "location", "深圳", 1),
    ("我住的地方是苏州。", "location", "苏州", 1),
    ("我工作的地方是腾讯。", "employer", "腾讯", 1),
    ("现在的家在天津。", "location", "天津", 1),
    ("我们一家三口在长沙定居了", "location", "长沙", 1),
    ("离职了！明天开始去网易上班", "employer", "网易", 1),
    ("用户从普通员工升为部门经理。", "job_title", "部门经理", 1),
    ("我现在的工作是数据分析师", "job_title", "数据分析师", 1),
    ("做了十年会计，今年转行当了律师", "job_title", "律师", 1),
    ("到手工资现在是一万三", "income", "一万三", 1),
    ("生完孩子以后，我现在是135斤。", "weight", "135斤", 1),
    # a work that now ranks first, named by 它
    (
        "刚二刷完《星际穿越》，宣布它现在是我心里的第一名，盗梦空间退居第二了",
        "favourite:movie",
        "星际穿越",
        1,
    ),
    ("看完《让子弹飞》之后，它就成了我的心头好，排第一了。", "favourite:movie", "让子弹飞", 1),
    ("读完《百年孤独》，它成了我的最爱。", "favourite:book", "百年孤独", 1),
    # households: side by side, a pet's years, left with someone, a birth without 了
    ("目前住在公司宿舍，在东莞。", "location", "东莞", 1),
    ("我们家有三只猫两条狗。", "pets", "狗", 1),
    ("我们家有三只猫两条狗。", "pets", "猫", 1),
    ("养了十年的狗上个月去世了。", "pets", "狗", -1),
    ("家里的猫去年走了，现在没养宠物。", "pets", "猫", -1),
    ("我把猫留给了前任。", "pets", "猫", -1),
    ("老大上小学了，老二刚出生。", "children", "两个孩子", 1),
    ("孩子出生了，是对双胞胎。", "children", "双胞胎", 1),
    ("我戒肉了。", "diet", "素食", 1),
    ("我现在单着。", "marital_status", "单身", 1),
    ("我的本命是周深。", "favourite:thing", "周深", 1),
    ("工资到手九千五。", "income", "九千五", 1),
    ("税后年包50个。", "income", "50", 1),
    ("膝盖不行了，山爬不动了，现在迷上了游泳。", "likes", "爬山", -1),
    ("年纪大了，球踢不动了。", "likes", "踢球", -1),
    ("恐怖片现在还行，看多了就习惯了。", "likes", "恐怖片", 1),
    ("我在麦当劳兼职。", "employer", "麦当劳", 1),
    # the fact after its reason, or in passing
    ("疫情之后回了老家洛阳，现在远程办公。", "location", "洛阳", 1),
    ("原来的公司倒闭了，现在去了一家外企叫博世。", "employer", "博世", 1),
    ("家里给介绍了个对象，我们下个月办酒，证已经领了。", "marital_status", "已婚", 1),
    ("谈了三年的男朋友分手了。", "marital_status", "单身", 1),
    ("最近被诊断出乳糖不耐受，喝牛奶就拉肚子。", "allergies", "乳糖", 1),
    ("最近瘦回了100斤。", "weight", "100斤", 1),
    ("因为胃不好，辣的基本不碰了。", "likes", "辣", -1),
    ("自从看了《繁花》，我最喜欢的剧就变成了它。", "favourite:show", "繁花", 1),
    # 在X当/做: the employer, with a title only when one follows (not a span)
    ("我在Shopee做了三年了。", "employer", "Shopee", 1),
    ("我在麦当劳当店长。", "employer", "麦当劳", 1),
    ("我在麦当劳当店长。", "job_title", "店长", 1),
    ("搬来京都快一个月了", "location", "京都", 1),
    # a city left, then the next one; a span lived elsewhere, then a return
    ("现在不在上海了，去了杭州。", "location", "杭州", 1),
    ("我离开北京了，现在在沈阳。", "location", "沈阳", 1),
    ("在深圳待了五年，今年回了成都。", "location", "成都", 1),
    ("新工作是在华为做测试。", "employer", "华为", 1),
    ("我已经是字节的人了。", "employer", "字节", 1),
    ("我现在自己开公司了。", "job_title", "创业", 1),
    ("我被提拔成了店长。", "job_title", "店长", 1),
    ("婚已经结了。", "marital_status", "已婚", 1),
    ("我越来越讨厌吃香菜了。", "likes", "香菜", -1),
    ("月薪刚过两万。", "income", "两万", 1),
    ("换了份工作，在宁德时代。", "employer", "宁德时代", 1),
    ("我找到工作了，在招行。", "employer", "招行", 1),
    ("终于上岸了，考上了公务员。", "job_title", "公务员", 1),
    # where one lives, said beside where one works, with whom, or what it lies in
    ("在上海工作，住在昆山。", "location", "昆山", 1),
    ("我和室友合租在上海。", "location", "上海", 1),
    ("我一个人住在广州。", "location", "广州", 1),
    ("我住在女朋友家，在南京。", "location", "南京", 1),
    ("现在住在杭州下面的桐庐。", "location", "桐庐", 1),
    ("我在杭州上班，住这边快五年了。", "location", "杭州", 1),
    # ranges: a tilde between figures ends no clause
    ("这次在上海待3~5天，开完会就走", "current_stay", "上海", 1),
    ("月薪1~2万，看提成。", "income", "1~2万", 1),
    # agent notes: the user reported, with 他/其 for the user
    ("据用户说，他现在在京东上班。", "employer", "京东", 1),
    ("用户称其月薪为两万。", "income", "两万", 1),
    ("用户不再吃素。", "diet", "吃肉", 1),
    ("用户的宠物狗去世了。", "pets", "狗", -1),
    ("用户现任产品总监。", "job_title", "产品总监", 1),
    ("工作：产品经理。", "job_title", "产品经理", 1),
    ("职业是律师。", "job_title", "律师", 1),
    # an allergen without how it shows
    ("我不能喝酒，一喝就过敏。", "allergies", "酒", 1),
    ("我海鲜一吃就过敏。", "allergies", "海鲜", 1),
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
    ("我们家宝宝上周出生了，一个男孩，七斤二两！", "weight"),
    ("我家猫现在十二斤了", "weight"),
    ("想试试生酮减肥，会不会伤身体啊？", "diet"),
    ("我打算按地中海饮食来吃", "diet"),
    ("老板说明年给到年薪45万", "income"),
    ("新公司要是给到45万我就去", "income"),
    ("朋友的房东给涨到3800了", "rent"),
    ("我表姐家就一个女儿", "children"),
    ("我同事家二胎生了，是个闺女", "children"),
    ("我老公王者早卸载了", "likes"),
    ("说错了，是5600，哪有那么多", "employer"),
    ("说错了，是护士，中行是我之前实习的地方", "employer"),
    ("我在考虑去宝洁，外企，福利还行", "employer"),
    ("明天开始去网易上班", "employer"),
    ("明天去公司上班", "employer"),
    ("我老婆老家在绍兴", "location"),
    ("我搬到了自己买的房子", "location"),
    ("我朋友住的地方是苏州。", "location"),
    ("用户不再吃素。", "likes"),
    ("我不能喝酒，一喝就过敏。", "likes"),
    ("一喝就过敏，难受。", "allergies"),
    ("据用户说，他老婆在京东上班。", "employer"),
    ("用户称其老公月薪两万。", "income"),
    ("我闺蜜谈了三年的男朋友分手了。", "marital_status"),
    ("过年回了老家洛阳。", "location"),
    ("上大学的时候我在麦当劳兼职。", "employer"),
    ("上大学的时候我在麦当劳兼职。", "job_title"),
    ("刚毕业那会儿我住在城中村。", "location"),
    ("年轻时我在深圳当过老师。", "job_title"),
    ("我在麦当劳兼职。", "job_title"),
    ("我在Shopee做了三年了。", "job_title"),
    ("新工作是在华为做测试。", "job_title"),
    ("用户已离开三亚，这几天在海口朋友家借住。", "location"),
    ("我已经是他的人了。", "employer"),
    ("以后就住公司了。", "location"),
    ("我考上了北大。", "job_title"),
    ("找到工作了，在路上。", "employer"),
    ("出差来了南京，住三晚。", "location"),
    ("这几天带娃在三亚玩。", "location"),
    ("下飞机了，现在在重庆。", "location"),
    ("又搬家了，这次是公司附近。", "location"),
    ("我离开深圳了，这几天在长沙玩。", "location"),
    ("恐怖片还行吧。", "likes"),
    ("我老公山爬不动了。", "likes"),
    ("公司倒闭了，现在在找工作。", "employer"),
    ("养了十年的狗上个月去世了。", "location"),
    ("我朋友养了十年的狗上个月去世了。", "pets"),
    ("看完《让子弹飞》之后，我老婆说它成了她的心头好", "favourite:movie"),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), STATED)
def test_everyday_phrasing_states_the_fact(text: str, slot: str, value: str, polarity: int) -> None:
    if slot in MULTI_VALUED:  # other values of the slot may come in the same sentence
        _facts_zh.assert_fact(text, slot, value, polarity)
    else:
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


_CITY_NAMES = sorted(
    c for c in zh_words._CITIES.split("|") if len(c) >= 2 and c not in ("老家", "家乡", "国内")
)
_BARE_KIN = sorted(w for w in PEOPLE_ZH.split("|") if len(w) >= 2)
_MOVES = [
    "搬回老家了，在{v}",
    "换了个城市生活，现在在{v}",
    "又搬家了😂这次是{v}，应该能长住",
    "工作调动，现在人在{v}了，租了个小单间",
    "我人已经到{v}了，以后就在这边工作了",
    "搬来{v}快一个月了，还在适应",
]


@settings(max_examples=150, deadline=None)
@given(city=st.sampled_from(_CITY_NAMES), frame=st.sampled_from(_MOVES))
def test_any_city_after_a_move_is_the_home_never_a_stay(city: str, frame: str) -> None:
    text = frame.format(v=city)
    _facts_zh.assert_only(text, "location", city)
    assert not _find(text, "current_stay"), EXTRACT(text)


@settings(max_examples=150, deadline=None)
@given(
    kin=st.sampled_from(_BARE_KIN),
    city=st.sampled_from(_CITY_NAMES),
    frame=st.sampled_from(
        [
            "{k}搬回老家了，在{v}",
            "{k}最近减肥挺狠，已经瘦到70kg了",
            "{k}今年当医生了",
            "{k}这几天在{v}旅游，天天发照片",
            "{k}上个月跳槽去了字节",
        ]
    ),
)
def test_a_bare_kin_subject_never_sets_a_fact_of_the_user(kin: str, city: str, frame: str) -> None:
    text = frame.format(k=kin, v=city)
    assert [f for f in EXTRACT(text) if f.slot != "marital_status"] == [], EXTRACT(text)
