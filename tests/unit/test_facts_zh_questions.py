"""Which slot a Chinese question asks about: the newest statement of that slot answers
it, so a question that names no slot falls back to plain score order."""

from __future__ import annotations

import pytest

from memory_ext.extraction import question_slot


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("用户现在住在哪里？", "location"),
        ("用户住哪？", "location"),
        ("用户目前定居在哪？", "location"),
        ("用户这几天人在哪里？", "current_stay"),
        ("用户在哪里度假？", "current_stay"),
        ("用户叫什么名字？", "name"),
        ("怎么称呼用户？", "name"),
        ("用户在哪家公司上班？", "employer"),
        ("用户现在的东家是哪家？", "employer"),
        ("用户是做什么的？", "job_title"),
        ("用户结婚了吗？", "marital_status"),
        ("我的感情状况是？", "marital_status"),
        ("用户有几个孩子？", "children"),
        ("用户养了什么宠物？", "pets"),
        ("用户有什么忌口？", "diet"),
        ("用户还在吃生酮吗？", "diet"),
        ("用户对什么过敏？", "allergies"),
        ("用户最讨厌什么？", "likes"),
        ("用户最喜欢什么？", "likes"),
        ("用户最喜欢什么颜色？", "favourite:colour"),
        ("用户最喜欢哪个季节？", "favourite:season"),
        ("用户最爱吃什么？", "favourite:food"),
        ("用户最喜欢吃什么水果？", "favourite:fruit"),
        ("用户最喜欢的电影是哪部？", "favourite:movie"),
        ("用户月薪多少？", "income"),
        ("用户每月租金多少？", "rent"),
        ("用户现在几斤？", "weight"),
        ("用户今年几岁？", "age"),
        ("用户的妈妈住在哪里？", None),
    ],
)
def test_chinese_questions_name_their_slot(question: str, slot: str | None) -> None:
    assert question_slot(question) == slot
