"""Which slot of the user a question asks about, over a written corpus of the ways users
and agents ask (first person, third person, terse, with "now"/现在), in both languages.

The slot a question names decides the ranking inside that slot (the current value first,
superseded ones last); a question whose slot is missed falls back to plain relevance,
where an older or someone else's statement can come first.
"""

from __future__ import annotations

import pytest

from memory_ext.extraction import asks_about_now, question_slot

CORPUS: dict[str, list[str]] = {
    "name": [
        "What's my name?",
        "What is the user's name?",
        "What should you call me?",
        "What does the user go by?",
        "How do you spell my name?",
        "我叫什么名字？",
        "用户叫什么？",
        "我的名字是什么？",
        "用户的全名是什么？",
        "你该怎么称呼我？",
    ],
    "location": [
        "Where do I live?",
        "Which city does the user live in now?",
        "What city am I based in?",
        "Where is the user's home?",
        "Where's home for me these days?",
        "Where am I living at the moment?",
        "我住在哪？",
        "用户现在住在哪个城市？",
        "我家在哪里？",
        "用户现在定居在哪？",
        "我现在在哪个城市生活？",
        "用户目前住哪儿？",
    ],
    "current_stay": [
        "Where is the user staying right now?",
        "Which hotel am I at?",
        "Where am I staying this week?",
        "Where is the user on their trip?",
        "用户这次出差住在哪？",
        "我这几天住哪个酒店？",
        "用户现在住在哪家酒店？",
        "我这周在哪出差？",
        "我现在人在哪？",
    ],
    "employer": [
        "Where do I work?",
        "Where does the user work now?",
        "Which company does the user work for?",
        "Who is my employer?",
        "Who do I work for these days?",
        "我在哪上班？",
        "用户在哪家公司工作？",
        "我现在在哪个公司？",
        "用户的雇主是谁？",
        "我现在在哪工作？",
    ],
    "job_title": [
        "What is my job title?",
        "What does the user do for a living?",
        "What's the user's role?",
        "What position do I hold?",
        "What's my profession?",
        "我是做什么工作的？",
        "用户的职业是什么？",
        "我现在是什么职位？",
        "用户是干什么的？",
        "我的岗位是什么？",
    ],
    "marital_status": [
        "Am I married?",
        "What is the user's marital status?",
        "Is the user single?",
        "What's my relationship status?",
        "Is the user in a relationship?",
        "我结婚了吗？",
        "用户的婚姻状况是？",
        "我是单身吗？",
        "用户有对象吗？",
        "我的感情状态是什么？",
    ],
    "children": [
        "How many kids do I have?",
        "Does the user have children?",
        "How many children does the user have?",
        "Do I have a son or a daughter?",
        "我有几个孩子？",
        "用户有孩子吗？",
        "我家有几个娃？",
        "用户有几个小孩？",
    ],
    "pets": [
        "What pet do I have?",
        "What kind of animal is the user's pet?",
        "Does the user have a dog?",
        "What pets does the user own?",
        "我养了什么宠物？",
        "用户家里养的是什么？",
        "用户有宠物吗？",
        "我养的是猫还是狗？",
    ],
    "diet": [
        "What diet do I follow?",
        "Is the user vegetarian?",
        "What kind of diet does the user eat?",
        "Do I eat meat?",
        "用户是哪种饮食？",
        "我吃素吗？",
        "用户有什么忌口？",
        "我的饮食习惯是什么？",
        "What dietary restriction does the user have?",
        "Any dietary requirements I have?",
        "What are the user's eating habits?",
    ],
    "allergies": [
        "What am I allergic to?",
        "Does the user have any allergies?",
        "Which allergies does the user have?",
        "我对什么过敏？",
        "用户有什么过敏？",
        "我过敏的东西是什么？",
    ],
    "income": [
        "How much do I earn?",
        "What is the user's salary?",
        "What's my income now?",
        "How much does the user make a year?",
        "What do I get paid?",
        "我一个月工资多少？",
        "用户的月薪是多少？",
        "我现在收入多少？",
        "用户年薪多少？",
        "我现在一个月挣多少？",
    ],
    "rent": [
        "How much rent do I pay?",
        "What's my rent?",
        "What is the user's monthly rent?",
        "我现在每月房租多少？",
        "用户的房租是多少？",
        "我租金多少钱一个月？",
    ],
    "weight": [
        "How much do I weigh?",
        "What's the user's weight now?",
        "What is my current weight?",
        "我现在多重？",
        "用户体重多少？",
        "我现在多少斤？",
        "我现在几斤？",
    ],
    "likes": [
        "What do I enjoy doing?",
        "What hobby does the user enjoy these days?",
        "What are the user's hobbies?",
        "What does the user like doing?",
        "我喜欢什么？",
        "用户的爱好是什么？",
        "我现在喜欢干什么？",
        "用户平时喜欢做什么？",
        "What is the user into?",
        "What music am I into these days?",
        "What does the user do for fun?",
        "What do I do in my free time?",
        "用户业余时间喜欢干什么？",
    ],
}

FAVOURITES: list[tuple[str, str]] = [
    ("What's my favourite colour?", "favourite:colour"),
    ("What is the user's favorite color now?", "favourite:colour"),
    ("Which book is my favourite?", "favourite:book"),
    ("Which band is the user's favourite?", "favourite:band"),
    ("What's my favorite movie?", "favourite:movie"),
    ("What is the user's favourite film?", "favourite:movie"),
    ("Which season does the user like best?", "favourite:season"),
    ("What drink do I like most?", "favourite:drink"),
    ("我最喜欢的电影是哪部？", "favourite:movie"),
    ("用户最喜欢什么颜色？", "favourite:colour"),
    ("我最喜欢的歌手是谁？", "favourite:singer"),
    ("用户最爱喝什么？", "favourite:drink"),
    # a time word after the category is no part of it
    ("what's my favorite dish these days?", "favourite:food"),
    ("What was the user's favourite film before?", "favourite:movie"),
    ("What is my favourite colour right now?", "favourite:colour"),
    ("Who is the user's favourite singer at the moment?", "favourite:singer"),
    ("What's my favourite drink nowadays?", "favourite:drink"),
]

NOT_ABOUT_ONE_SLOT = [
    "What's the weather in Tokyo?",
    "Where does my sister live?",
    "What does the user's mother do?",
    "我同事在哪上班？",
    "帮我写个周报开头",
    "Tell me a joke.",
    "I live in Berlin.",
    "我住在北京。",
]


@pytest.mark.parametrize(
    ("question", "slot"), [(q, slot) for slot, qs in CORPUS.items() for q in qs]
)
def test_a_question_about_one_slot_of_the_user_names_it(question: str, slot: str) -> None:
    assert question_slot(question) == slot


@pytest.mark.parametrize(("question", "slot"), FAVOURITES)
def test_a_favourite_question_names_its_category(question: str, slot: str) -> None:
    assert question_slot(question) == slot


@pytest.mark.parametrize("text", NOT_ABOUT_ONE_SLOT)
def test_other_people_statements_and_chat_name_no_slot(text: str) -> None:
    assert question_slot(text) is None


@pytest.mark.parametrize(
    "question",
    [
        "What hobby does the user enjoy these days?",
        "What do I like doing now?",
        "What pets does the user currently have?",
        "What am I into lately?",
        "Do I still like jazz?",
        "用户最近喜欢什么运动？",
        "我现在喜欢干什么？",
        "用户目前养了什么宠物？",
        "我这阵子爱吃什么？",
    ],
)
def test_a_question_about_now_asks_about_now(question: str) -> None:
    assert asks_about_now(question)


@pytest.mark.parametrize(
    "question",
    [
        "What do I like?",
        "What are the user's hobbies?",
        "What did I use to enjoy before?",
        "我喜欢什么？",
        "我以前喜欢干什么？",
        "我喜欢猫还是狗？",
    ],
)
def test_a_question_with_no_time_or_about_the_past_does_not(question: str) -> None:
    assert not asks_about_now(question)
