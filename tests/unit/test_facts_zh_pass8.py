"""Chinese families of the eighth pass, each a corpus of everyday phrasings and its negative
twins (someone else, a plan, a wish, a hypothetical, a question), which must set nothing in
the slot. Found on blind 8 (casual chat: a space for a pause, no punctuation), fixed by
family."""

from __future__ import annotations

from tests.unit import _facts_zh

EXTRACT = _facts_zh.EXTRACT
_find = _facts_zh.find

#: family → (text, slot, value, polarity)
STATES: dict[str, list[tuple[str, str, str, int]]] = {
    "a space for a pause between clauses, as a comma would be": [
        ("跟你讲 上个月搬到成都了 房子还没收拾好", "location", "成都", 1),
        ("老家大连的 现在也还在大连住着", "location", "大连", 1),
        ("涨薪了 现在月薪两万 开心", "income", "两万", 1),
        ("减脂两个月 瘦到60公斤了 衣服都大了", "weight", "60公斤", 1),
        ("啊说错了 是常州 不是无锡", "location", "常州", 1),
        ("这周在厦门出差 住酒店 家在福州", "current_stay", "厦门", 1),
        ("用户表示　已入职美团　下周开始上班", "employer", "美团", 1),
    ],
    "a move said without 到 (搬杭州了, 搬去成都啦, 迁深圳了)": [
        ("上礼拜搬杭州了", "location", "杭州", 1),
        ("我搬南京了，离公司近", "location", "南京", 1),
        ("我们搬去成都啦", "location", "成都", 1),
        ("全家迁深圳了", "location", "深圳", 1),
        ("用户上个月搬厦门了", "location", "厦门", 1),
        ("前阵子搬回长沙了", "location", "长沙", 1),
    ],
}

#: family → (text, slot): each sets nothing in the slot
SETS_NOTHING: dict[str, list[tuple[str, str]]] = {
    "a space for a pause between clauses, as a comma would be": [
        ("你说我要是搬去昆明咋样 天气好 就是工资低", "location"),
        ("我姐 上个月搬到成都了 说那边吃得好", "location"),
        ("我要是涨薪了 月薪两万 就换车", "income"),
        ("我朋友 在腾讯上班 说加班多", "employer"),
    ],
    "a move said without 到 (搬杭州了, 搬去成都啦, 迁深圳了)": [
        ("我想搬杭州", "location"),
        ("如果搬杭州了怎么办", "location"),
        ("我姐搬杭州了", "location"),
        ("搬杭州了吗", "location"),
        ("搬回老家了", "location"),
        ("搬这边了", "location"),
        ("要不要搬去成都啦", "location"),
    ],
}


(
    test_everyday_phrasing_of_the_family_states_the_fact,
    test_someone_elses_plans_wishes_and_questions_set_nothing,
    test_every_family_has_five_phrasings_and_negative_twins,
) = _facts_zh.corpus_tests(STATES, SETS_NOTHING)


def test_a_latin_word_keeps_its_spaces() -> None:
    # the space split is between Chinese characters only: 在 Google 上班 stays one clause
    assert [f.value for f in _find("我在 Google 上班", "employer")] == ["Google"], EXTRACT(
        "我在 Google 上班"
    )
