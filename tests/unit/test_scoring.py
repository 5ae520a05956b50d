"""The ranking formula on e5-like numbers (cosines compressed into ~0.75-0.9): keyword
evidence weighs less for a Chinese query, importance breaks ties but does not outrank a
clearer answer, and feedback moves a memory whatever its importance."""

from __future__ import annotations

import math

import numpy as np
import pytest

from memory_ext.errors import InvalidInputError
from memory_ext.scoring import DAY, ScoringParams, recency, relevance, slot_answers_first, total
from memory_ext.segmentation import cjk_share

E5_SCALE = 0.25  # E5Embedder.cosine_scale
PARAMS = ScoringParams()


def _totals(
    cosine: list[float],
    keyword: list[float],
    importance: list[float],
    age_days: list[float],
    feedback: list[float],
    query: str,
    params: ScoringParams = PARAMS,
) -> np.ndarray:
    rel = relevance(np.array(cosine), np.array(keyword), params, E5_SCALE, cjk_share(query))
    imp = np.array(importance)
    rec = recency(np.array(age_days) * DAY, np.zeros(len(imp), dtype=bool), imp, params)
    return total(rel, rec, imp, np.array(feedback), params)


def test_a_chinese_answer_outranks_a_newer_memory_that_only_shares_characters() -> None:
    # the answer (older, no shared bigram) against a week-old memory sharing 我/住/在
    answer, distractor = _totals(
        [0.864, 0.845], [0.0, 0.4], [4, 4], [300, 5], [1, 1], "用户的父母住在哪里？"
    )
    assert answer > distractor
    # with the English keyword share the same numbers would flip: the share follows the script
    english = ScoringParams(keyword_blend_cjk=PARAMS.keyword_blend)
    answer, distractor = _totals(
        [0.864, 0.845], [0.0, 0.4], [4, 4], [300, 5], [1, 1], "用户的父母住在哪里？", english
    )
    assert answer < distractor


def test_importance_breaks_ties_but_does_not_outrank_a_clearer_answer() -> None:
    answer, self_introduction = _totals(
        [0.845, 0.835], [0.0, 0.0], [4, 10], [100, 100], [1, 1], "What is the user's rank now?"
    )
    assert answer > self_introduction
    tie_low, tie_high = _totals(
        [0.84, 0.84], [0.0, 0.0], [4, 10], [100, 100], [1, 1], "What is the user's rank now?"
    )
    assert tie_high > tie_low


def test_feedback_moves_a_memory_whatever_its_importance() -> None:
    liked, other = _totals(
        [0.83, 0.845], [0.0, 0.0], [2, 9], [10, 10], [2.0, 1.0], "what tea does the user like?"
    )
    assert liked > other
    disliked, plain = _totals(
        [0.845, 0.84], [0.0, 0.0], [5, 5], [10, 10], [0.5, 1.0], "what tea does the user like?"
    )
    assert disliked < plain


def test_neutral_feedback_adds_nothing_and_the_total_is_its_parts() -> None:
    params = ScoringParams()
    rel, rec, imp = np.array([0.5]), np.array([0.8]), np.array([6.0])
    for fb in (0.5, 1.0, 1.44, 2.0):
        got = total(rel, rec, imp, np.array([fb]), params)[0]
        expected = (
            params.w_relevance * 0.5
            + params.w_recency * 0.8
            + params.w_importance * 0.6
            + params.w_feedback * math.log2(fb)
        )
        assert got == pytest.approx(expected)


def test_a_mixed_query_gets_a_keyword_share_between_the_two() -> None:
    params = ScoringParams()
    cos, kw = np.array([0.8]), np.array([1.0])
    zh = relevance(cos, kw, params, E5_SCALE, 1.0)[0]
    en = relevance(cos, kw, params, E5_SCALE, 0.0)[0]
    mixed = relevance(cos, kw, params, E5_SCALE, cjk_share("用户在 Google 工作吗"))[0]
    assert zh < mixed < en


@pytest.mark.parametrize("name", ["keyword_blend_cjk", "w_feedback"])
def test_new_weights_are_validated(name: str) -> None:
    with pytest.raises(InvalidInputError):
        ScoringParams(**{name: -0.1})
    if name == "keyword_blend_cjk":
        with pytest.raises(InvalidInputError):
            ScoringParams(keyword_blend_cjk=1.5)


def test_a_superseded_value_is_never_promoted_and_goes_last_only_when_asked() -> None:
    # score order 0..4; row 3 states the slot now, row 1 stated a value since superseded
    order = np.array([0, 1, 2, 3, 4], dtype=np.intp)
    current = np.array([False, False, False, True, False])
    stale = np.array([False, True, False, False, False])
    created = np.arange(5, dtype=np.float64)
    # default: the current answer first, the superseded one keeps its score place
    # ("what was the user's job before retirement?" is answered by it)
    assert slot_answers_first(order, current, stale, created).tolist() == [3, 0, 1, 2, 4]
    assert slot_answers_first(order, current, stale, created, stale_last=True).tolist() == [
        3,
        0,
        2,
        4,
        1,
    ]
    assert ScoringParams().stale_last is False
    # two current answers of a single-valued slot: the newer first
    both = np.array([True, False, False, True, False])
    assert slot_answers_first(order, both, stale, created)[:2].tolist() == [3, 0]


def test_a_question_about_now_puts_the_newest_of_the_best_two_values_first() -> None:
    order = np.array([0, 1, 2, 3], dtype=np.intp)  # by score
    current = np.array([True, True, True, False])
    stale = np.zeros(4, dtype=bool)
    created = np.array([1.0, 2.0, 9.0, 5.0])  # 2 is the newest, but only third by score
    multi = {"single_valued": False}
    assert slot_answers_first(order, current, stale, created, **multi).tolist() == [0, 1, 2, 3]
    now = slot_answers_first(order, current, stale, created, **multi, newest_of=2)
    assert now.tolist() == [
        1,
        0,
        2,
        3,
    ]  # the newer of the two best; a newest of any kind stays third


def test_the_users_feedback_outranks_the_newer_of_two_values() -> None:
    # the notebook-03 case: "what does the user enjoy?" — two likes, both hold; the user
    # marked the older one helpful and the newer one not, so the older answers first
    order = np.array([0, 1, 2], dtype=np.intp)  # by score
    current = np.array([True, True, False])
    stale = np.zeros(3, dtype=bool)
    created = np.array([9.0, 1.0, 5.0])
    multi = {"single_valued": False, "newest_of": 2}
    marked = np.array([0.8, 2.0, 1.0])
    assert slot_answers_first(order, current, stale, created, **multi, feedback=marked)[
        :2
    ].tolist() == [1, 0]
    # with no feedback given (all neutral), the newer of the two still answers first
    neutral = np.ones(3)
    order_old_first = np.array([1, 0, 2], dtype=np.intp)
    assert slot_answers_first(order_old_first, current, stale, created, **multi, feedback=neutral)[
        :2
    ].tolist() == [0, 1]
    # a single-valued slot: the newest value answers whatever the feedback
    assert slot_answers_first(order, current, stale, created, feedback=marked)[:2].tolist() == [
        0,
        1,
    ]
