"""Chinese families of the sixth pass, each a corpus of everyday phrasings (subject 我 /
用户 / none, time words, word order and values varied) and its negative twins: the same
phrasing about someone else, as a plan, a wish, a hypothetical or a question, which must
set nothing in the slot. Found on the development set (blind 4), fixed by family."""

from __future__ import annotations

import pytest

from memory_ext.extraction import MULTI_VALUED
from tests.unit import _facts_zh

EXTRACT = _facts_zh.EXTRACT
_find = _facts_zh.find

#: family → (text, slot, value, polarity)
STATES: dict[str, list[tuple[str, str, str, int]]] = {
    "a new favourite ranked first in one's heart": [
        ("看完《流浪地球2》我宣布它现在是我心里的第一名了，霸王别姬往后稍稍", "favourite:movie", "流浪地球2", 1),
        ("二刷完《奥本海默》，它成了我心中的No.1", "favourite:movie", "奥本海默", 1),
        ("刚看了《热辣滚烫》，我觉得它是我心里的第一名", "favourite:movie", "热辣滚烫", 1),
        ("读完《三体》，它现在是我心目中的第一名了", "favourite:book", "三体", 1),
        ("用户看了《漫长的季节》，感觉它已经是用户心里的第一名", "favourite:movie", "漫长的季节", 1),
        ("《繁花》现在是我心里的第一名了", "favourite:thing", "繁花", 1),
        ("最近在追《繁花》，它已经是我心里的第一名了", "favourite:show", "繁花", 1),
        ("重温了《大话西游》，它依然是我心中的No.1", "favourite:movie", "大话西游", 1),
        ("以前最喜欢《霸王别姬》，现在《流浪地球2》才是我心里的第一名", "favourite:thing", "流浪地球2", 1),
        ("看了三遍《奥本海默》，我决定它就是我心里的第一名", "favourite:movie", "奥本海默", 1),
    ],
    "a new first favourite, the old one demoted": [
        ("哦不，应该说是糖醋排骨，红烧肉只能排第二。", "favourite:thing", "糖醋排骨", 1),
        ("说错了，是糖醋排骨，红烧肉只能排第二", "favourite:thing", "糖醋排骨", 1),
        ("现在是《流浪地球2》，霸王别姬往后稍稍", "favourite:thing", "流浪地球2", 1),
        ("其实是周杰伦，陈奕迅只能排第二了", "favourite:thing", "周杰伦", 1),
        ("应该说是秋天才是第一，夏天往后排", "favourite:season", "秋天", 1),
    ],
    "a favourite stated topic first": [
        ("奶茶的话我最爱霸王茶姬的伯牙绝弦", "favourite:奶茶", "霸王茶姬的伯牙绝弦", 1),
        ("说到水果，我最喜欢荔枝", "favourite:fruit", "荔枝", 1),
        ("运动方面我现在最喜欢游泳", "favourite:sport", "游泳", 1),
        ("电影的话，我最爱《霸王别姬》", "favourite:movie", "霸王别姬", 1),
        ("咖啡的话用户最喜欢燕麦拿铁", "favourite:coffee", "燕麦拿铁", 1),
        ("水果里面我最爱吃荔枝", "favourite:fruit", "荔枝", 1),
        ("面包的话我最喜欢可颂", "favourite:面包", "可颂", 1),
        ("咖啡里我最喜欢的是燕麦拿铁", "favourite:coffee", "燕麦拿铁", 1),
    ],
    "a trade said as what one does": [
        ("我是送外卖的，一天跑十个小时，腿都不是自己的了", "job_title", "送外卖", 1),
        ("我现在是开出租的", "job_title", "开出租", 1),
        ("用户是跑滴滴的", "job_title", "跑滴滴", 1),
        ("我是做金融的", "job_title", "做金融", 1),
        ("我是教书的，在一所中学", "job_title", "教书", 1),
        ("我是卖保险的", "job_title", "卖保险", 1),
        ("我是搞装修的，一年到头没闲着", "job_title", "搞装修", 1),
        ("辞职了，现在送外卖", "job_title", "送外卖", 1),
        ("现在在跑滴滴", "job_title", "跑滴滴", 1),
        ("我之前是做销售的，现在是送外卖的", "job_title", "送外卖", 1),
    ],
    "a workplace and what one does there (在X干Y)": [
        ("现在在京东物流干分拣", "employer", "京东物流", 1),
        ("现在在京东物流干分拣", "job_title", "分拣", 1),
        ("我在顺丰干快递员", "employer", "顺丰", 1),
        ("用户在美团干骑手", "job_title", "骑手", 1),
        ("我去年在富士康干质检", "employer", "富士康", 1),
        ("用户现在在链家干中介", "employer", "链家", 1),
    ],
    "an employer by its kind, then its name": [
        ("在外企，具体是宝洁", "employer", "宝洁", 1),
        ("我在外企上班，具体来说是宝洁", "employer", "宝洁", 1),
        ("现在在一家国企，具体是中石化", "employer", "中石化", 1),
        ("用户在大厂，具体是字节跳动", "employer", "字节跳动", 1),
        ("在一家银行上班，具体是招商银行", "employer", "招商银行", 1),
        ("现在在一家外企，具体是西门子，做销售", "employer", "西门子", 1),
        ("我在互联网公司，具体是字节", "employer", "字节", 1),
    ],
    "a promotion": [
        ("竞聘上护士长了！这周开始正式带科室", "job_title", "护士长", 1),
        ("我上个月竞聘上了科室主任", "job_title", "科室主任", 1),
        ("用户竞聘成功，当上了护士长", "job_title", "护士长", 1),
        ("我现在升护士长了", "job_title", "护士长", 1),
        ("最近晋升为高级工程师了", "job_title", "高级工程师", 1),
        ("我被提拔成部门经理了", "job_title", "部门经理", 1),
        ("刚竞聘上主管，压力好大", "job_title", "主管", 1),
        ("终于评上副教授了", "job_title", "副教授", 1),
        ("这个月开始当上店长了", "job_title", "店长", 1),
        ("升主管了！工资涨了两千", "job_title", "主管", 1),
    ],
    "married (领证), which says more than 脱单": [
        ("上个月领证了！终于脱单成功🎉", "marital_status", "已婚", 1),
        ("我们领证了，终于脱单了", "marital_status", "已婚", 1),
        ("用户上周领了证，总算脱单成功", "marital_status", "已婚", 1),
        ("结婚了！终于脱单了", "marital_status", "已婚", 1),
        ("终于脱单了！上个月刚领证", "marital_status", "已婚", 1),
        ("我们上周扯证了，终于脱单", "marital_status", "已婚", 1),
        ("我们俩上周去民政局领证了", "marital_status", "已婚", 1),
        ("我们昨天领的证", "marital_status", "已婚", 1),
        ("这不领证了嘛，正式成为已婚人士", "marital_status", "已婚", 1),
    ],
    "a diet summed up after its details (…，算蛋奶素)": [
        ("啊不对，我刚才说错了，蛋和奶我是吃的，只是不吃肉，算蛋奶素", "diet", "蛋奶素", 1),
        ("我不吃肉，但是蛋奶都吃，算是蛋奶素", "diet", "蛋奶素", 1),
        ("用户不吃肉也不吃蛋，算纯素", "diet", "纯素", 1),
        ("我海鲜也吃，只是不吃红肉，算是海鲜素", "diet", "海鲜素", 1),
        ("现在不吃肉了，算蛋奶素吧", "diet", "蛋奶素", 1),
    ],
    "a full name beside a nickname": [
        ("你可以叫我小周，全名周建国", "name", "周建国", 1),
        ("叫我阿杰就行，大名李俊杰", "name", "李俊杰", 1),
        ("用户的全名是王晓明，平时大家叫他小明", "name", "王晓明", 1),
        ("我全名叫陈嘉怡", "name", "陈嘉怡", 1),
        ("大家都叫我老张，本名张伟", "name", "张伟", 1),
        ("我老公叫我小胖，我全名叫王丽", "name", "王丽", 1),
    ],
    "a stay at a named hotel: the hotel, not its district": [
        ("现在住在三亚亚特兰蒂斯", "current_stay", "三亚亚特兰蒂斯", 1),
        ("换酒店了，搬到海棠湾的希尔顿，这边人少安静", "current_stay", "希尔顿", 1),
        ("这周出差住在上海虹桥的全季酒店", "current_stay", "全季", 1),
        ("这几天住在外滩的华尔道夫", "current_stay", "华尔道夫", 1),
        ("用户换了家酒店，现在住在国贸的洲际", "current_stay", "洲际", 1),
        ("我这周住在静安的亚朵", "current_stay", "亚朵", 1),
        ("换了一家酒店，住进了西湖边的凯悦", "current_stay", "凯悦", 1),
        ("从希尔顿搬到了万豪", "current_stay", "万豪", 1),
        ("从如家换到了全季", "current_stay", "全季", 1),
        ("今天退房了，换到了外滩附近的希尔顿", "current_stay", "希尔顿", 1),
        # a city before the hotel stays the value
        ("这周住在上海的全季酒店，过来开会", "current_stay", "上海", 1),
    ],
    "a stay that moves on (现在在丽江 / 到香格里拉了)": [
        ("这几天在云南玩，现在在丽江", "current_stay", "丽江", 1),
        ("这周在日本旅游，今天在京都", "current_stay", "京都", 1),
        ("用户这几天在新疆自驾，目前在喀什", "current_stay", "喀什", 1),
        ("到香格里拉了，海拔一下子上来了，走两步就喘", "current_stay", "香格里拉", 1),
        ("今天到了大理，风好大", "current_stay", "大理", 1),
        ("刚抵达拉萨，有点高反", "current_stay", "拉萨", 1),
        ("用户已经到成都了", "current_stay", "成都", 1),
        ("昨天到的成都，今天转到重庆了", "current_stay", "重庆", 1),
        ("刚落地昆明，明天去大理", "current_stay", "昆明", 1),
        ("今天从丽江到了香格里拉", "current_stay", "香格里拉", 1),
    ],
    "a baby born, by its sex": [
        ("宝宝出生啦，男孩，七斤二两！", "children", "儿子", 1),
        ("我家宝宝昨天出生了，是个女孩", "children", "女儿", 1),
        ("用户的宝宝上周出生了，一个男宝", "children", "儿子", 1),
        ("孩子顺利出生啦，是个女宝，母女平安", "children", "女儿", 1),
        ("我们家宝宝上周出生了，一个男孩，七斤二两！", "children", "儿子", 1),
        ("宝宝出生了，是个大胖小子！", "children", "儿子", 1),
        ("宝宝出生了，是个千金", "children", "女儿", 1),
    ],
    "a son and a daughter now (儿女双全 = 一儿一女)": [
        ("二胎生了，是个闺女，现在儿女双全了😄", "children", "一儿一女", 1),
        ("生了个闺女，现在一儿一女了", "children", "一儿一女", 1),
        ("用户二胎是个儿子，现在儿女双全", "children", "一儿一女", 1),
        ("我们家现在儿女双全了", "children", "一儿一女", 1),
        ("老二出生了，现在儿女双全了", "children", "一儿一女", 1),
        ("二胎是个女儿，儿女双全啦", "children", "一儿一女", 1),
    ],
    "a pet replaced: the one at home now": [
        ("橘猫送我妈那儿养了，现在家里的是一只柯基", "pets", "柯基", 1),
        ("橘猫送我妈那儿养了，现在家里的是一只柯基", "pets", "橘猫", -1),
        ("现在家里养的是两只仓鼠", "pets", "仓鼠", 1),
        ("我家的宠物现在是一只兔子", "pets", "兔子", 1),
        ("金毛送人了，现在家里的是一只布偶猫", "pets", "布偶猫", 1),
        ("用户现在家里养的是一条柯基", "pets", "柯基", 1),
        ("橘猫送走了，现在家里只有一条金毛", "pets", "金毛", 1),
        ("橘猫送走了，现在家里只有一条金毛", "pets", "橘猫", -1),
        ("猫咪送给邻居了，现在家里是两只仓鼠", "pets", "仓鼠", 1),
        ("现在陪着我的是一只柯基", "pets", "柯基", 1),
        ("家里的柯基送人了，换成养了一只布偶", "pets", "柯基", -1),
    ],
    "an allergy that moved (反而对Y过敏了)": [
        ("最近不知道怎么回事，芒果吃了没事了，反而对海鲜过敏了，上周吃虾起了一身疹子", "allergies", "海鲜", 1),
        ("最近不知道怎么回事，芒果吃了没事了，反而对海鲜过敏了", "allergies", "芒果", -1),
        ("花粉不过敏了，反而对尘螨过敏了", "allergies", "尘螨", 1),
        ("用户现在对牛奶不过敏了，反而对鸡蛋过敏", "allergies", "鸡蛋", 1),
        ("青霉素现在没事了，反而对头孢过敏了", "allergies", "头孢", 1),
        ("我以前对猫毛过敏，现在反而对狗毛过敏了", "allergies", "狗毛", 1),
        ("芒果现在吃了没事，反倒对菠萝过敏了", "allergies", "菠萝", 1),
        ("虾现在吃了没事，反而开始对芒果过敏", "allergies", "芒果", 1),
        ("乳糖不耐受好了，现在反而对麸质过敏", "allergies", "乳糖", -1),
    ],
    "an allergen corrected, the old one eaten without trouble": [
        ("说错了，不是花生，是腰果，花生我吃没事", "allergies", "腰果", 1),
        ("说错了，不是花生，是腰果，花生我吃没事", "allergies", "花生", -1),
        ("不好意思说错了，不是芒果，是菠萝，芒果我吃了没问题", "allergies", "菠萝", 1),
        ("刚才说错了，不是虾，是螃蟹，虾我吃没事", "allergies", "螃蟹", 1),
        ("我记错了，不是牛奶，是鸡蛋，牛奶我喝了没事", "allergies", "鸡蛋", 1),
        ("打错了，不是桃子，是樱桃，桃子我吃了也没事", "allergies", "樱桃", 1),
    ],
    "a pastime dropped and the one that took over": [
        ("钓鱼不怎么去了，现在周末都窝在家拼乐高，根本停不下来", "likes", "钓鱼", -1),
        ("钓鱼不怎么去了，现在周末都窝在家拼乐高，根本停不下来", "likes", "拼乐高", 1),
        ("羽毛球好久没碰了，现在每天下班都去游泳", "likes", "游泳", 1),
        ("用户篮球不怎么打了，最近周末都在家打游戏", "likes", "打游戏", 1),
        ("尤克里里不怎么弹了，现在一有空就画画", "likes", "画画", 1),
        ("尤克里里不怎么弹了，现在一有空就画画", "likes", "尤克里里", -1),
        ("我跑步跑腻了，现在周末都去爬山", "likes", "爬山", 1),
        ("羽毛球不打了，现在迷上了网球", "likes", "羽毛球", -1),
        ("健身房好久没去了，最近每天都在家跳绳", "likes", "跳绳", 1),
        ("篮球不怎么打了，现在天天游泳", "likes", "游泳", 1),
        ("篮球很久没打了，现在周末都去攀岩", "likes", "攀岩", 1),
        ("不爱喝可乐了，现在只喝气泡水", "likes", "气泡水", 1),
    ],
    "a dislike said as a no-go, with no verb of eating in its value": [
        ("现在香菜我能接受了，但是葱真的不行，一点都吃不了", "likes", "葱", -1),
        ("现在香菜我能接受了，但是葱真的不行，一点都吃不了", "likes", "香菜", 1),
        ("榴莲我实在接受不了", "likes", "榴莲", -1),
        ("香菜还能接受，但是芹菜是真不行", "likes", "芹菜", -1),
        ("我最讨厌吃香菜", "likes", "香菜", -1),
        ("用户特别讨厌吃茄子", "likes", "茄子", -1),
        ("我受不了喝豆浆", "likes", "豆浆", -1),
        ("葱姜蒜都行，就是香菜不行", "likes", "香菜", -1),
    ],
    "the rent of a flat named by its rooms": [
        ("搬出来自己住了，一室一厅每个月5200，肉疼但是自由", "rent", "5200", 1),
        ("自己租了个两居室，6800一个月", "rent", "6800", 1),
        ("用户搬家了，现在单间每月3000", "rent", "3000", 1),
        ("换了个开间，每个月4500", "rent", "4500", 1),
        ("一室一厅每个月5200", "rent", "5200", 1),
        ("搬出来住了，房子是一室一厅，5200一个月", "rent", "5200", 1),
        ("现在和朋友合租，每月2500", "rent", "2500", 1),
        ("搬家了，两室一厅，每月6500", "rent", "6500", 1),
    ],
}  # fmt: skip

#: family → (text, slot): someone else's, a plan, a wish, a hypothetical or a question
SETS_NOTHING: dict[str, list[tuple[str, str]]] = {
    "a new favourite ranked first in one's heart": [
        ("看完《流浪地球2》，我老婆说它是她心里的第一名", "favourite:movie"),
        ("如果《流浪地球2》拿奖，它就是我心里的第一名", "favourite:movie"),
        ("《流浪地球2》会不会成为我心里的第一名？", "favourite:movie"),
        ("《流浪地球2》会不会成为我心里的第一名？", "favourite:thing"),
    ],
    "a new first favourite, the old one demoted": [
        ("我老婆说应该是糖醋排骨，红烧肉只能排第二", "favourite:thing"),
        ("要是糖醋排骨的话，红烧肉只能排第二", "favourite:thing"),
        ("红烧肉只能排第二？", "favourite:thing"),
        ("应该是糖醋排骨", "favourite:thing"),
    ],
    "a favourite stated topic first": [
        ("奶茶的话同事最喜欢喜茶的多肉葡萄", "favourite:奶茶"),
        ("同事最喜欢喜茶的多肉葡萄，每天下午雷打不动要点一杯", "favourite:thing"),
        ("奶茶的话我老婆最爱伯牙绝弦", "favourite:奶茶"),
        ("奶茶的话我最爱哪个来着？", "favourite:奶茶"),
        ("如果是奶茶的话我最爱伯牙绝弦", "favourite:奶茶"),
        ("下雨的话我最喜欢睡觉", "favourite:thing"),
    ],
    "a trade said as what one does": [
        ("我表弟是送外卖的", "job_title"),
        ("我表弟刚考上交警，家里人都挺高兴", "job_title"),
        ("我是开玩笑的", "job_title"),
        ("我是开车来的", "job_title"),
        ("我想去送外卖", "job_title"),
        ("我老公在跑滴滴", "job_title"),
        ("要不要辞职去跑滴滴？", "job_title"),
    ],
    "a workplace and what one does there (在X干Y)": [
        ("我同事在京东物流干分拣", "employer"),
        ("我想在京东物流干分拣", "employer"),
        ("想投简历去顺丰，你觉得顺丰待遇会好点吗", "employer"),
        ("在京东物流干了三年了", "job_title"),
    ],
    "an employer by its kind, then its name": [
        ("我老婆在外企，具体是宝洁", "employer"),
        ("我在考虑外企，具体是宝洁", "employer"),
        ("要是能在外企就好了，具体是宝洁", "employer"),
    ],
    "a promotion": [
        ("我同事竞聘上护士长了", "job_title"),
        ("我想竞聘护士长", "job_title"),
        ("要是能竞聘上护士长就好了", "job_title"),
        ("我明年打算竞聘护士长", "job_title"),
        ("我升学了", "job_title"),
    ],
    "married (领证), which says more than 脱单": [
        ("我闺蜜领证了，终于脱单成功", "marital_status"),
        ("打算明年领证，终于要脱单了", "marital_status"),
        ("要是能领证就好了", "marital_status"),
    ],
    "a diet summed up after its details (…，算蛋奶素)": [
        ("我老婆不吃肉，算蛋奶素", "diet"),
        ("我想试试不吃肉，算蛋奶素吧？", "diet"),
        ("如果不吃肉，算不算蛋奶素", "diet"),
    ],
    "a full name beside a nickname": [
        ("我儿子叫小宝，全名刘子轩", "name"),
        ("我想改个名字，全名叫周杰怎么样？", "name"),
        ("想给自己取个英文名，Jason怎么样？", "name"),
    ],
    "a stay at a named hotel: the hotel, not its district": [
        ("我同事住陆家嘴那边的亚朵，明早我们在客户公司碰头", "current_stay"),
        ("要不要换到海棠湾的希尔顿？", "current_stay"),
        ("我打算换酒店，搬到海棠湾的希尔顿", "current_stay"),
        ("从如家换到了全季", "employer"),
        ("今天退房了，换到了外滩附近的希尔顿", "employer"),
        ("换了一家酒店，住进了西湖边的凯悦", "location"),
        ("换酒店了，搬到海棠湾的希尔顿，这边人少安静", "location"),
        ("现在住在三亚亚特兰蒂斯", "location"),
    ],
    "a stay that moves on (现在在丽江 / 到香格里拉了)": [
        ("我老公到香格里拉了", "current_stay"),
        ("我妈到香格里拉了，说风景特别好", "current_stay"),
        ("要是明天能到香格里拉就好了", "current_stay"),
        ("快到香格里拉了", "current_stay"),
        ("明天到香格里拉", "current_stay"),
        ("到香格里拉了吗？", "current_stay"),
        ("我到深圳了，以后就在这边工作了", "current_stay"),
        ("到香格里拉了，海拔一下子上来了", "location"),
    ],
    "a baby born, by its sex": [
        ("我同事家宝宝出生啦，男孩", "children"),
        ("我表姐的宝宝出生了，是个女孩", "children"),
        ("宝宝什么时候出生啊？", "children"),
        ("如果宝宝出生了是个男孩就叫小宝", "children"),
        ("宝宝出生啦，男孩，七斤二两！", "weight"),
    ],
    "a son and a daughter now (儿女双全 = 一儿一女)": [
        ("我姐二胎生了，是个闺女，儿女双全了", "children"),
        ("我想要二胎，凑个儿女双全", "children"),
        ("要是能儿女双全就好了", "children"),
    ],
    "a pet replaced: the one at home now": [
        ("我同事家里的是一只柯基", "pets"),
        ("我想养只柯基，家里的是不是太小了？", "pets"),
        ("要不要把橘猫送我妈那儿养？", "pets"),
    ],
    "an allergy that moved (反而对Y过敏了)": [
        ("我老婆芒果吃了没事了，反而对海鲜过敏了", "allergies"),
        ("要是对海鲜过敏了怎么办", "allergies"),
        ("会不会反而对海鲜过敏？", "allergies"),
    ],
    "an allergen corrected, the old one eaten without trouble": [
        ("我老公说不是花生，是腰果，花生他吃没事", "allergies"),
        ("辣的我吃没事", "allergies"),
        ("花生我吃没事吗？", "allergies"),
    ],
    "a pastime dropped and the one that took over": [
        ("我老公钓鱼不怎么去了，现在周末都窝在家拼乐高", "likes"),
        ("要是钓鱼不怎么去了，周末都在家拼乐高就好了", "likes"),
        ("打算以后周末都在家拼乐高，你觉得呢", "likes"),
        ("要不要周末都在家拼乐高？", "likes"),
    ],
    "a dislike said as a no-go, with no verb of eating in its value": [
        ("最近身体真的不行了，吃什么都没胃口", "likes"),
        ("我老婆葱真的不行", "likes"),
        ("网速真的不行，吃个饭都卡", "likes"),
        ("葱真的不行吗？", "likes"),
    ],
    "the rent of a flat named by its rooms": [
        ("我朋友的一室一厅每个月5200", "rent"),
        ("看中一个一室一厅，每个月5200，值不值", "rent"),
        ("如果租一室一厅每个月要5200吗", "rent"),
        ("想租个一室一厅，每个月5200左右", "rent"),
        ("跟女朋友合租了个两居，房租一人一半", "rent"),
        ("看了一套一室一厅，每个月5200，要不要租", "rent"),
        ("一室一厅每个月5200贵不贵？", "rent"),
        ("现在一个人住单间，一个月2300", "location"),
    ],
}


def _cases_of(table: dict[str, list[tuple[str, str, str, int]]]) -> list[object]:
    return [
        pytest.param(*row, id=f"{family}: {row[0]}")
        for family, rows in table.items()
        for row in rows
    ]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), _cases_of(STATES))
def test_everyday_phrasing_of_the_family_states_the_fact(
    text: str, slot: str, value: str, polarity: int
) -> None:
    if slot in MULTI_VALUED:  # other values of the slot may come in the same sentence
        _facts_zh.assert_fact(text, slot, value, polarity)
    else:
        _facts_zh.assert_only(text, slot, value, polarity)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        pytest.param(text, slot, id=f"{family}: {text}")
        for family, rows in SETS_NOTHING.items()
        for text, slot in rows
    ],
)
def test_someone_elses_plans_wishes_and_questions_set_nothing(text: str, slot: str) -> None:
    assert not _find(text, slot), EXTRACT(text)


def test_every_family_has_five_phrasings_and_negative_twins() -> None:
    for family, rows in STATES.items():
        assert len({text for text, *_ in rows}) >= 5, family
        assert len(SETS_NOTHING[family]) >= 3, family


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我最讨厌吃香菜", "香菜"),
        ("我喜欢吃火锅", "火锅"),
        ("用户爱喝燕麦拿铁", "燕麦拿铁"),
        ("我很喜欢吃辣", "吃辣"),  # 辣 alone is no thing: the verb stays
        ("换酒店了，搬到海棠湾的希尔顿，这边人少安静", "希尔顿"),
    ],
)
def test_values_keep_no_verb_of_eating_nor_the_district_of_a_hotel(text: str, value: str) -> None:
    assert [f.value for f in EXTRACT(text) if f.slot in ("likes", "current_stay")] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "我打算以后搬到杭州",
        "我想毕业以后搬到杭州",
        "准备结婚以后搬到杭州",
        "我打算换工作，去字节跳动上班",
        "我准备下个月换酒店，搬到外滩的希尔顿",
    ],
)
def test_a_plan_opening_the_sentence_states_nothing(text: str) -> None:
    assert EXTRACT(text) == [], EXTRACT(text)
