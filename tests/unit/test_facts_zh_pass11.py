"""Chinese families of the eleventh pass, each a corpus of everyday phrasings and its negative
twins (someone else, a plan, a hypothetical, a question, a past value), which must set
nothing in the slot: a diet with its reason after it, a pastime liked whenever one is free, a
home since a move (with its district), a trip's next city by train or plane (and the area one
sleeps in there), a trip moved on to the next city, a favourite said before its category, a
lodging moved to, a city one was transferred to (with its district), a new employer after
leaving the old one, not married (said by the user or an agent's note), and a job said bare
with its level."""

from __future__ import annotations

from tests.unit import _facts_zh

#: family → (text, slot, value, polarity)
STATES: dict[str, list[tuple[str, str, str, int]]] = {
    "a diet, with why one keeps to it said after (我现在吃素 主要是为了健康)": [
        ("我现在吃素 主要是为了健康", "diet", "素食", 1),
        ("我现在吃素，主要是为了健康", "diet", "素食", 1),
        ("用户目前吃素，主要是出于健康考虑", "diet", "素食", 1),
        ("吃素两年了 主要是为了环保", "diet", "素食", 1),
        ("我已经吃素了，主要是想减肥", "diet", "素食", 1),
    ],
    "a pastime liked whenever one is free (我没事就喜欢拼乐高)": [
        ("我没事就喜欢拼乐高 一拼一下午", "likes", "拼乐高", 1),
        ("没事就喜欢拼乐高", "likes", "拼乐高", 1),
        ("我有空就喜欢拼乐高，一拼就是一下午", "likes", "拼乐高", 1),
        ("平时就喜欢拼乐高", "likes", "拼乐高", 1),
        ("用户一有空就喜欢拼乐高", "likes", "拼乐高", 1),
        ("闲着没事就喜欢钓鱼", "likes", "钓鱼", 1),
    ],
    "a home since a move, its district after the city (自从搬来苏州园区以后…)": [
        ("自从搬来苏州园区以后 周末回南京看爸妈都得坐高铁", "location", "苏州", 1),
        ("自从搬到苏州以后，周末回南京都得坐高铁", "location", "苏州", 1),
        ("自从搬来杭州滨江以后 上班近多了", "location", "杭州", 1),
        ("用户自从搬到成都高新区之后，通勤方便多了", "location", "成都", 1),
        ("自打搬来苏州园区 周末都不怎么出门了", "location", "苏州", 1),
    ],
    "a trip's next city by train or plane, the area one sleeps in no home (到大阪了 住难波附近)": [
        ("东京的事办完了 今天坐新干线到大阪了 住难波附近 明天去见客户", "current_stay", "大阪", 1),
        ("北京的事办完了，今天坐高铁到上海了，住外滩附近，明天见客户", "current_stay", "上海", 1),
        ("今天坐飞机到深圳了 住南山附近 明天去见客户", "current_stay", "深圳", 1),
        ("成都的会开完了 今天坐高铁到重庆了 住解放碑附近", "current_stay", "重庆", 1),
        ("广州的事办完了 坐动车到厦门了 住中山路附近 明天出差见客户", "current_stay", "厦门", 1),
    ],
    "a trip moved on to the next city, its hotel by area (周三转至重庆继续出差)": [
        (
            "用户已结束成都行程，周三转至重庆继续出差，入住解放碑附近的酒店",
            "current_stay",
            "重庆",
            1,
        ),
        ("成都这边结束了，今天转到重庆继续出差，住解放碑附近的酒店", "current_stay", "重庆", 1),
        ("用户结束西安行程后转战成都，入住春熙路附近的酒店", "current_stay", "成都", 1),
        ("杭州的活动结束了 转至上海继续出差 住在外滩附近的酒店", "current_stay", "上海", 1),
        ("已结束深圳行程，今天转到广州出差，入住天河附近的宾馆", "current_stay", "广州", 1),
    ],
    "a favourite said before its category (周杰伦yyds 我最喜欢的歌手没有之一)": [
        ("周杰伦yyds 我最喜欢的歌手没有之一", "favourite:singer", "周杰伦", 1),
        ("周杰伦，我最喜欢的歌手，没有之一", "favourite:singer", "周杰伦", 1),
        ("陈奕迅永远的神 我最喜欢的歌手", "favourite:singer", "陈奕迅", 1),
        ("霸王别姬 我最喜欢的电影没有之一", "favourite:movie", "霸王别姬", 1),
        ("苏打绿YYDS！我最爱的乐队", "favourite:band", "苏打绿", 1),
    ],
    "a lodging moved to (挪到了海棠湾的一家民宿)": [
        ("酒店太贵了 续住不起哈哈 挪到了海棠湾的一家民宿", "current_stay", "海棠湾的民宿", 1),
        ("酒店太贵了，换到了亚龙湾的一家民宿", "current_stay", "亚龙湾的民宿", 1),
        ("续住不起 搬到了大理古城的一家客栈", "current_stay", "大理古城的客栈", 1),
        ("用户因酒店价格过高，已挪到海棠湾的一家民宿", "current_stay", "海棠湾的民宿", 1),
        ("今天退房了 挪到了西湖边的一家民宿", "current_stay", "西湖边的民宿", 1),
    ],
    "a city one was transferred to, its district after it (又被公司调去深圳了 现在住南山)": [
        ("跳槽了 人到广州了 … 又被公司调去深圳了😭 现在住南山", "location", "深圳", 1),
        ("被公司调到深圳了，现在住南山", "location", "深圳", 1),
        ("去年被派到上海了 现在住浦东", "location", "上海", 1),
        ("用户被公司调往杭州，目前住在滨江", "location", "杭州", 1),
        ("又被调到成都了 住高新区那边", "location", "成都", 1),
    ],
    "a new employer after leaving the old one (从字节出来以后到了美团)": [
        ("好消息 从字节出来以后到了美团 作息终于正常点了", "employer", "美团", 1),
        ("从阿里出来之后去了腾讯", "employer", "腾讯", 1),
        ("离开华为后去了小米", "employer", "小米", 1),
        ("用户离开百度以后到了京东", "employer", "京东", 1),
        ("从字节出来以后 去了美团", "employer", "美团", 1),
    ],
    "not married, said by the user or an agent's note (其并未结婚，只是与男友同居多年)": [
        ("用户更正：此前记录有误，其并未结婚，只是与男友同居多年", "marital_status", "未婚", 1),
        ("我并未结婚，只是和男朋友同居", "marital_status", "未婚", 1),
        ("更正一下 我还没结婚 只是跟女朋友住一起", "marital_status", "未婚", 1),
        ("其实我没有结婚，只是和男友同居多年", "marital_status", "未婚", 1),
        ("用户并未结婚", "marital_status", "未婚", 1),
        ("我还没结婚 和女朋友同居三年了", "marital_status", "未婚", 1),
    ],
    "a job said bare with its level (我现在是初级前端)": [
        ("我现在是初级前端 天天切图写页面", "job_title", "初级前端", 1),
        ("我是高级后端，主要写Java", "job_title", "高级后端", 1),
        ("用户目前是中级运维", "job_title", "中级运维", 1),
        ("我现在是资深测试 天天写用例", "job_title", "资深测试", 1),
        ("我是高级产品 天天写需求", "job_title", "高级产品", 1),
    ],
    "an agent's note with no colon (用户称单身, 用户自述对猫毛过敏)": [
        ("用户称单身。", "marital_status", "单身", 1),
        ("用户称月收入约8000元。", "income", "8000元", 1),
        ("用户自述对猫毛过敏，接触后会流眼泪、打喷嚏。", "allergies", "猫毛", 1),
        ("用户表示在腾讯工作", "employer", "腾讯", 1),
        ("用户说自己住在杭州", "location", "杭州", 1),
    ],
    "halal said by faith, no restrictions said of one's diet (我是穆斯林, 饮食无特殊限制)": [
        ("不好意思之前没说清楚，我是穆斯林，只吃清真的", "diet", "清真", 1),
        ("我是穆斯林", "diet", "清真", 1),
        ("我只吃清真的", "diet", "清真", 1),
        ("用户表示饮食无特殊限制。", "diet", "不挑食", 1),
        ("我饮食上没什么忌口", "diet", "不挑食", 1),
    ],
    "two said as 俩, a title said as title (俩儿子, 现在title是产品总监)": [
        ("俩儿子一个初二一个五年级", "children", "两个儿子", 1),
        ("我家俩娃", "children", "两个娃", 1),
        ("升职了～现在title是产品总监，手底下管三个PM", "job_title", "产品总监", 1),
        ("我的职位是高级工程师", "job_title", "高级工程师", 1),
        ("目前头衔是运营总监", "job_title", "运营总监", 1),
    ],
    "the user's worst said as 最烦的就是 (最烦的就是早高峰挤地铁)": [
        ("最烦的就是早高峰挤地铁，每天都是一场折磨", "likes", "早高峰挤地铁", -1),
        ("我最烦的就是开会", "likes", "开会", -1),
        ("最受不了的就是香菜", "likes", "香菜", -1),
        ("最讨厌的是下雨天", "likes", "下雨天", -1),
        ("最烦的是排队", "likes", "排队", -1),
    ],
    "a band named 五月天 is no month (最喜欢的乐队是五月天)": [
        ("最喜欢的乐队一直是五月天，演唱会都去了好几回", "favourite:band", "五月天", 1),
        ("我最喜欢的乐队是五月天", "favourite:band", "五月天", 1),
        ("我最喜欢的乐队还是五月天", "favourite:band", "五月天", 1),
        ("用户最喜欢的乐队是五月天", "favourite:band", "五月天", 1),
        ("我最爱的乐队是五月天", "favourite:band", "五月天", 1),
    ],
    "an allergy mostly gone, said with how far (花粉基本不过敏了)": [
        ("脱敏治疗做了两年 花粉基本不过敏了", "allergies", "花粉", -1),
        ("花粉基本不过敏了", "allergies", "花粉", -1),
        ("我对花粉几乎不过敏了", "allergies", "花粉", -1),
        ("青霉素基本上不过敏了", "allergies", "青霉素", -1),
        ("我对芒果完全不过敏了", "allergies", "芒果", -1),
    ],
    "vegan, said as no meat, eggs or dairy (吃素三年了 肉蛋奶都不碰)": [
        ("我吃素三年了 肉蛋奶都不碰", "diet", "纯素", 1),
        ("我吃素，蛋奶也不吃", "diet", "纯素", 1),
        ("我不吃肉蛋奶", "diet", "纯素", 1),
        ("用户不吃任何动物制品", "diet", "纯素", 1),
        ("肉蛋奶我都不碰了", "diet", "纯素", 1),
    ],
    "the district one lives in, after the city one works in (在长沙上班 住岳麓区)": [
        ("我湖南人 现在在长沙上班 住岳麓区", "location", "长沙", 1),
        ("我在上海工作 住浦东", "location", "上海", 1),
        ("我在上海工作，住浦东那边", "location", "上海", 1),
        ("我在深圳上班 住南山 帮我找找附近的健身房", "location", "深圳", 1),
        ("用户在杭州工作，住滨江", "location", "杭州", 1),
    ],
}

#: family → (text, slot) that must set nothing in the slot
SETS_NOTHING: dict[str, list[tuple[str, str]]] = {
    "a diet, with why one keeps to it said after (我现在吃素 主要是为了健康)": [
        ("我朋友现在吃素 主要是为了健康", "diet"),
        ("我打算吃素 主要是为了健康", "diet"),
        ("如果吃素 主要是为了健康吗", "diet"),
        ("吃素主要是为了健康吗？", "diet"),
        ("我以前吃素 主要是为了健康", "diet"),
    ],
    "a pastime liked whenever one is free (我没事就喜欢拼乐高)": [
        ("我老公没事就喜欢拼乐高 一拼一下午", "likes"),
        ("我儿子有空就喜欢拼乐高", "likes"),
        ("你没事就喜欢拼乐高吗？", "likes"),
        ("小时候没事就喜欢拼乐高", "likes"),
        ("要是有空就喜欢拼乐高就好了", "likes"),
    ],
    "a home since a move, its district after the city (自从搬来苏州园区以后…)": [
        ("我朋友自从搬来苏州园区以后 周末都回南京", "location"),
        ("如果搬来苏州园区以后 周末回南京方便吗", "location"),
        ("我打算搬来苏州园区 周末回南京看爸妈", "location"),
        ("搬来苏州园区以后周末回南京方便吗？", "location"),
        ("我以前住苏州园区 周末回南京看爸妈", "location"),
    ],
    "a trip's next city by train or plane, the area one sleeps in no home (到大阪了 住难波附近)": [
        ("东京的事办完了 今天坐新干线到大阪了 住难波附近 明天去见客户", "location"),
        ("今天坐飞机到深圳了 住南山附近 明天去见客户", "location"),
        ("成都的会开完了 今天坐高铁到重庆了 住解放碑附近", "location"),
        ("我老公今天坐新干线到大阪了 住难波附近", "current_stay"),
        ("下个月坐新干线到大阪 住难波附近", "current_stay"),
        ("如果坐新干线到大阪 住难波附近方便吗", "current_stay"),
        ("坐新干线到大阪要多久？", "current_stay"),
    ],
    "a trip moved on to the next city, its hotel by area (周三转至重庆继续出差)": [
        ("我同事已结束成都行程，周三转至重庆继续出差", "current_stay"),
        ("我打算周三转至重庆继续出差", "current_stay"),
        ("如果周三转至重庆出差，住哪里好", "current_stay"),
        ("要不要转至重庆继续出差？", "current_stay"),
        ("用户已结束成都行程，周三转至重庆继续出差，入住解放碑附近的酒店", "location"),
    ],
    "a favourite said before its category (周杰伦yyds 我最喜欢的歌手没有之一)": [
        ("周杰伦yyds 我老公最喜欢的歌手没有之一", "favourite:singer"),
        ("周杰伦是你最喜欢的歌手吗？", "favourite:singer"),
        ("周杰伦 我以前最喜欢的歌手", "favourite:singer"),
        ("周杰伦yyds 我女朋友最喜欢的歌手", "favourite:singer"),
        ("如果周杰伦是我最喜欢的歌手就好了", "favourite:singer"),
    ],
    "a lodging moved to (挪到了海棠湾的一家民宿)": [
        ("我朋友挪到了海棠湾的一家民宿", "current_stay"),
        ("打算挪到海棠湾的一家民宿", "current_stay"),
        ("要不要挪到海棠湾的一家民宿？", "current_stay"),
        ("如果挪到海棠湾的民宿会便宜点吗", "current_stay"),
        ("酒店太贵了 续住不起哈哈 挪到了海棠湾的一家民宿", "location"),
    ],
    "a city one was transferred to, its district after it (又被公司调去深圳了 现在住南山)": [
        ("我老公被公司调去深圳了 现在住南山", "location"),
        ("可能要被调去深圳了", "location"),
        ("如果被调去深圳 住南山方便吗", "location"),
        ("下个月要被公司调去深圳", "location"),
        ("被调去深圳了吗？", "location"),
    ],
    "a new employer after leaving the old one (从字节出来以后到了美团)": [
        ("我老公从字节出来以后到了美团", "employer"),
        ("打算从字节出来以后去美团", "employer"),
        ("如果从字节出来以后去美团怎么样", "employer"),
        ("从字节出来以后去美团好吗？", "employer"),
        ("以前从百度出来以后去了美团", "employer"),
    ],
    "not married, said by the user or an agent's note (其并未结婚，只是与男友同居多年)": [
        ("我朋友并未结婚，只是与男友同居多年", "marital_status"),
        ("打算明年结婚", "marital_status"),
        ("并未结婚吗？", "marital_status"),
        ("如果没结婚的话 可以申请吗", "marital_status"),
        ("我姐还没结婚 和男朋友同居三年了", "marital_status"),
    ],
    "a job said bare with its level (我现在是初级前端)": [
        ("我老公是高级后端", "job_title"),
        ("我想当高级前端", "job_title"),
        ("我以前是初级前端", "job_title"),
        ("你是初级前端吗？", "job_title"),
        ("要是我是高级前端就好了", "job_title"),
    ],
    "an agent's note with no colon (用户称单身, 用户自述对猫毛过敏)": [
        ("用户称他老公在上海工作", "location"),
        ("用户表示想搬到上海", "location"),
        ("用户称单身吗？", "marital_status"),
    ],
    "halal said by faith, no restrictions said of one's diet (我是穆斯林, 饮食无特殊限制)": [
        ("我不是穆斯林", "diet"),
        ("我同事是穆斯林", "diet"),
        ("如果饮食无特殊限制的话就好办了", "diet"),
    ],
    "two said as 俩, a title said as title (俩儿子, 现在title是产品总监)": [
        ("我老公的title是总监", "job_title"),
        ("我姐家俩儿子", "children"),
        ("你的职位是什么？", "job_title"),
    ],
    "the user's worst said as 最烦的就是 (最烦的就是早高峰挤地铁)": [
        ("我室友最烦的是下雨天", "likes"),
        ("你最烦的是什么？", "likes"),
        ("我老公最讨厌的是开会", "likes"),
    ],
    "a band named 五月天 is no month (最喜欢的乐队是五月天)": [
        ("我老公最喜欢的乐队是五月天", "favourite:band"),
        ("你最喜欢的乐队是五月天吗？", "favourite:band"),
        ("如果我最喜欢的乐队是五月天呢", "favourite:band"),
    ],
    "an allergy mostly gone, said with how far (花粉基本不过敏了)": [
        ("我老公花粉基本不过敏了", "allergies"),
        ("花粉基本不过敏了吗？", "allergies"),
        ("如果花粉基本不过敏了就好了", "allergies"),
    ],
    "vegan, said as no meat, eggs or dairy (吃素三年了 肉蛋奶都不碰)": [
        ("我老公吃素 蛋奶也不吃", "diet"),
        ("如果我不吃肉蛋奶会不会缺营养？", "diet"),
        ("我妈肉蛋奶都不碰", "diet"),
    ],
    "the district one lives in, after the city one works in (在长沙上班 住岳麓区)": [
        ("我老公在上海工作 住浦东", "location"),
        ("如果我在上海工作 住浦东方便吗？", "location"),
        ("我朋友在深圳上班，住南山", "location"),
    ],
}


(
    test_everyday_phrasing_of_the_family_states_the_fact,
    test_someone_elses_plans_wishes_and_questions_set_nothing,
    test_every_family_has_five_phrasings_and_negative_twins,
) = _facts_zh.corpus_tests(STATES, SETS_NOTHING)
