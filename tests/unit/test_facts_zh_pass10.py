"""Chinese families of the tenth pass, each a corpus of everyday phrasings and its negative
twins (someone else, a plan, a wish, a hypothetical, a question, a past value), which must
set nothing in the slot. Found on blind 9 (a correction said as how one put it before, a
diet named beside what it leaves out, a weight reached, a lodging named with where it is),
fixed by family."""

from __future__ import annotations

from tests.unit import _facts_zh

#: family → (text, slot, value, polarity)
STATES: dict[str, list[tuple[str, str, str, int]]] = {
    "an allergen, with 也/都 before 过敏, found by a test of 过敏原 (发现芒果也过敏)": [
        ("最近去医院查了过敏原，发现芒果也过敏", "allergies", "芒果", 1),
        ("我芒果也过敏", "allergies", "芒果", 1),
        ("现在花生和芒果都过敏", "allergies", "花生和芒果", 1),
        ("做了过敏原检测，结果虾也过敏", "allergies", "虾", 1),
        ("查了过敏原，猫毛也过敏", "allergies", "猫毛", 1),
    ],
    "a correction opened by how one put it before (用户说之前表达有误：…)": [
        ("用户说之前表达有误：自己喜欢的是韩料，日料只是一般。", "likes", "韩料", 1),
        ("之前表达有误：自己喜欢的是韩料", "likes", "韩料", 1),
        ("用户表示此前表述有误：自己喜欢的是爵士乐", "likes", "爵士乐", 1),
        ("我之前描述不准确：自己喜欢的是羽毛球", "likes", "羽毛球", 1),
        ("用户说之前说的有误：自己喜欢的是川菜", "likes", "川菜", 1),
    ],
    "what one likes or can't stand, set against before (最受不了的反而是榴莲)": [
        ("神奇的是最近居然能接受香菜了，现在最受不了的反而是榴莲，闻到就想跑", "likes", "榴莲", -1),
        ("现在最受不了的反而是榴莲", "likes", "榴莲", -1),
        ("我最讨厌的反倒是香菜", "likes", "香菜", -1),
        ("我最反感的反而是香水", "likes", "香水", -1),
        ("最接受不了的反而是香菜", "likes", "香菜", -1),
    ],
    "a weight reached, after a span of dieting (减肥三个月终于到68kg了)": [
        ("减肥三个月终于到68kg了！！超额完成", "weight", "68kg", 1),
        ("终于到68kg了", "weight", "68kg", 1),
        ("总算到了120斤", "weight", "120斤", 1),
        ("减肥半年终于到60公斤了", "weight", "60公斤", 1),
        ("健身一年终于达到了65公斤", "weight", "65公斤", 1),
    ],
    "a correction said as what it is exactly (啊不对，准确说是订婚了)": [
        ("啊不对，准确说是订婚了，还没领证，明年五月才办酒", "marital_status", "订婚", 1),
        ("不对，准确地说是订婚了", "marital_status", "订婚", 1),
        ("不对不对，确切地说是订婚了", "marital_status", "订婚", 1),
        ("说错了，准确来说是离异", "marital_status", "离异", 1),
        ("啊不对，具体说是订婚了", "marital_status", "订婚", 1),
    ],
    "a diet said by its topic, the rule it makes said beside it (饮食清真，不吃猪肉)": [
        ("我是回族，饮食清真，不吃猪肉", "diet", "清真", 1),
        ("饮食清真", "diet", "清真", 1),
        ("我饮食上是清真", "diet", "清真", 1),
        ("用户饮食方面是低脂", "diet", "低脂", 1),
        ("饮食清真，也不吃猪肉", "diet", "清真", 1),
    ],
    "a diet given up, then the one taken up (已不再吃素，最近在做生酮饮食)": [
        ("用户表示已不再吃素，最近两个月在做生酮饮食，主要吃肉蛋和蔬菜。", "diet", "生酮", 1),
        ("已经不吃素了，最近在做生酮饮食", "diet", "生酮", 1),
        ("我不吃素了，改吃低碳水", "diet", "低碳水", 1),
        ("早就不吃素了，在搞轻断食", "diet", "轻断食", 1),
        ("开荤了，不过在控糖", "diet", "控糖", 1),
    ],
    "a new trade at a new place (转行去教培机构做课程顾问)": [
        (
            "今年不当老师了，转行去教培机构做课程顾问，说实话压力不比以前小",
            "job_title",
            "课程顾问",
            1,
        ),
        ("转行去教培机构做课程顾问", "employer", "教培机构", 1),
        ("转行去做课程顾问了", "job_title", "课程顾问", 1),
        ("改行去当销售了", "job_title", "销售", 1),
        ("我转行到链家当房产经纪人了", "job_title", "房产经纪人", 1),
    ],
    "a job said bare after 本人 (本人前端开发 天天写react)": [
        ("本人前端开发 天天写react", "job_title", "前端开发", 1),
        ("本人会计 天天对账", "job_title", "会计", 1),
        ("本人小学老师", "job_title", "小学老师", 1),
        ("本人产品经理，在杭州", "job_title", "产品经理", 1),
        ("你好，本人测试工程师", "job_title", "测试工程师", 1),
    ],
    "a lodging named with where it is, as said (住春熙路附近的汉庭)": [
        ("出差到成都了 住春熙路附近的汉庭", "current_stay", "汉庭", 1),
        ("出差到西安了 住钟楼旁边的汉庭", "current_stay", "汉庭", 1),
        ("我这几天住在三亚亚龙湾的一家民宿，海景超美", "current_stay", "三亚亚龙湾的民宿", 1),
        ("这几天住在大理古城的一家客栈", "current_stay", "大理古城的客栈", 1),
        ("用户本周出差，住在深圳南山的希尔顿欢朋。", "current_stay", "希尔顿欢朋", 1),
        ("用户更正：住的是福田那家希尔顿欢朋，不是南山。", "current_stay", "福田的希尔顿欢朋", 1),
    ],
}

#: family → (text, slot) that must set nothing in the slot
SETS_NOTHING: dict[str, list[tuple[str, str]]] = {
    "an allergen, with 也/都 before 过敏, found by a test of 过敏原 (发现芒果也过敏)": [
        ("最近去医院查了过敏原", "allergies"),
        ("我姐芒果也过敏", "allergies"),
        ("要不要去查一下过敏原？", "allergies"),
        ("芒果也过敏吗？", "allergies"),
    ],
    "a correction opened by how one put it before (用户说之前表达有误：…)": [
        ("我姐说之前表达有误：她喜欢的是韩料", "likes"),
        ("之前表达有误：你喜欢的是韩料吗？", "likes"),
        ("之前表达有误：如果喜欢的是韩料就好了", "likes"),
    ],
    "what one likes or can't stand, set against before (最受不了的反而是榴莲)": [
        ("我姐最受不了的反而是榴莲", "likes"),
        ("最受不了的反而是榴莲吗？", "likes"),
        ("要是最受不了的反而是榴莲就好笑了", "likes"),
    ],
    "a weight reached, after a span of dieting (减肥三个月终于到68kg了)": [
        ("我姐减肥三个月终于到68kg了", "weight"),
        ("希望能到60kg", "weight"),
        ("要是能到60kg就好了", "weight"),
        ("减肥三个月能到60kg吗", "weight"),
    ],
    "a correction said as what it is exactly (啊不对，准确说是订婚了)": [
        ("我姐准确说是订婚了", "marital_status"),
        ("准确说是订婚了吗？", "marital_status"),
        ("不对，准确说我姐是订婚了", "marital_status"),
    ],
    "a diet said by its topic, the rule it makes said beside it (饮食清真，不吃猪肉)": [
        ("我姐饮食清真", "diet"),
        ("饮食清真吗？", "diet"),
        ("如果饮食清真，要注意什么", "diet"),
    ],
    "a diet given up, then the one taken up (已不再吃素，最近在做生酮饮食)": [
        ("我姐不吃素了，在做生酮", "diet"),
        ("不再吃素的话，做生酮行吗", "diet"),
        ("如果不吃素了，做生酮怎么样", "diet"),
    ],
    "a new trade at a new place (转行去教培机构做课程顾问)": [
        ("我姐转行去教培机构做课程顾问", "job_title"),
        ("打算转行去教培机构做课程顾问", "job_title"),
        ("转行去教培机构做课程顾问怎么样？", "job_title"),
        ("要是转行去做销售呢", "job_title"),
    ],
    "a job said bare after 本人 (本人前端开发 天天写react)": [
        ("本人想当老师", "job_title"),
        ("本人是老师吗？", "job_title"),
        ("本人以前会计", "job_title"),
        ("我姐本人会计", "job_title"),
        ("本人陈嘉怡", "job_title"),
    ],
    "a lodging named with where it is, as said (住春熙路附近的汉庭)": [
        ("我姐住在春熙路附近的汉庭", "current_stay"),
        ("我打算住春熙路附近的汉庭", "current_stay"),
        ("住春熙路附近的汉庭怎么样？", "current_stay"),
        ("我姐到成都了 住春熙路附近的汉庭", "current_stay"),
    ],
}


(
    test_everyday_phrasing_of_the_family_states_the_fact,
    test_someone_elses_plans_wishes_and_questions_set_nothing,
    test_every_family_has_five_phrasings_and_negative_twins,
) = _facts_zh.corpus_tests(STATES, SETS_NOTHING)
