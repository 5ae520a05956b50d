"""Keyword terms and content units in Chinese and English, and the duplicate rule that
rests on them: a differing content word is never a duplicate, whatever the cosine."""

from __future__ import annotations

from datetime import datetime, timezone

from hypothesis import given

from memory_ext.conflict import Candidate, NewMemory, plan
from memory_ext.keyword import BM25Index
from memory_ext.model import MemoryRecord
from memory_ext.segmentation import cjk_share, content_units, same_statement, terms
from tests.sentence_pairs import en_pairs, zh_pairs

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def _stored(text: str) -> Candidate:
    record = MemoryRecord("old", "u", "semantic", text, NOW, 5.0, valid_from=NOW)
    return Candidate(record, cosine=1.0)  # an embedder that cannot tell them apart


@given(zh_pairs)
def test_chinese_statements_differing_in_one_word_are_never_merged(pair: tuple[str, str]) -> None:
    old, new = pair
    assert not same_statement(old, new)
    decided = plan(NewMemory("new", None, 5.0, NOW, content=new), [_stored(old)], NOW)
    assert decided.store_new and decided.merge_into is None


@given(en_pairs)
def test_english_statements_differing_in_one_word_are_never_merged(pair: tuple[str, str]) -> None:
    old, new = pair
    assert not same_statement(old, new)
    decided = plan(NewMemory("new", None, 5.0, NOW, content=new), [_stored(old)], NOW)
    assert decided.store_new and decided.merge_into is None


def test_the_same_statement_up_to_case_width_and_particles_is_a_duplicate() -> None:
    assert same_statement("My name is Li Wei.", "my name is li wei")
    assert same_statement("我住在北京。", "我现在住在北京")
    assert same_statement("ＡＢＣ公司", "abc公司")  # full-width folds to half-width
    decided = plan(
        NewMemory("new", None, 5.0, NOW, content="my name is li wei"),
        [_stored("My name is Li Wei.")],
        NOW,
    )
    assert decided.case == "duplicate" and decided.merge_into == "old"


def test_negations_and_numbers_are_content() -> None:
    assert not same_statement("I like cats", "I don't like cats")
    assert not same_statement("我喜欢猫", "我不喜欢猫")
    assert "3万" in content_units("我月薪3万") and "2万" in content_units("我月薪2万")


def test_questions_about_the_user_meet_first_person_memories() -> None:
    assert "我住" in terms("用户住在哪里？", query=True)
    assert not {"哪里", "在哪", "用户"} & set(terms("用户住在哪里？", query=True))
    index = BM25Index()
    index.add_many([("home", "我住在杭州"), ("job", "我在腾讯上班"), ("pet", "她养了一只猫")])
    assert index.search("用户住在哪里？", 3)[0][0] == "home"


def test_mixed_script_text_yields_both_kinds_of_terms() -> None:
    got = terms("I moved to 北京 in 2023")
    assert {"move", "2023", "北京"} <= set(got)  # English words are stemmed


def test_english_inflections_meet_on_the_keyword_side() -> None:
    index = BM25Index()
    index.add_many(
        [
            ("museum", "Caroline: I visited two museums and painted all weekend"),
            ("dog", "Melanie: my dog loves the beach"),
        ]
    )
    assert index.search("Which museum did Caroline visit? Does she paint?", 2)[0][0] == "museum"
    assert terms("researched adoption") == terms("research adopting")
    assert terms("用户住在哪里？", query=True) == ["我住", "住在", "我", "住", "在"]  # untouched


def test_cjk_share_reads_the_script_of_a_query() -> None:
    assert cjk_share("Where does the user live?") == 0.0
    assert cjk_share("用户住在哪里？") == 1.0
    assert 0.0 < cjk_share("用户在 Google 工作吗") < 1.0
