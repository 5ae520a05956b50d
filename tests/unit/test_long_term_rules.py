"""Pure parts of long-term memory: extraction, importance, redaction, conflict plans, BM25."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from memory_ext.conflict import Candidate, ConflictParams, NewMemory, plan
from memory_ext.extraction import LLMFactExtractor, RuleFactExtractor
from memory_ext.importance import LLMImportanceScorer, RuleImportanceScorer
from memory_ext.keyword import BM25Index, terms
from memory_ext.model import Fact, MemoryRecord
from memory_ext.redaction import RedactionPolicy, redact
from tests.fakes import FixedReplyLLM, ScriptedLLM

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("text", "slot", "value", "polarity", "temporal"),
    [
        ("我住在上海", "location", "上海", 1, False),
        ("我刚搬到北京", "location", "北京", 1, True),
        ("I moved to Berlin", "location", "Berlin", 1, True),
        ("I live in Shanghai.", "location", "Shanghai", 1, False),
        ("My name is Li Wei.", "name", "Li Wei", 1, False),
        ("我叫张三", "name", "张三", 1, False),
        ("I love spicy food", "likes", "spicy food", 1, False),
        ("I can't stand spicy food anymore", "likes", "spicy food", -1, True),
        ("I work at Contoso Bank as a software engineer.", "employer", "Contoso Bank", 1, False),
        ("我在ABC公司工作", "employer", "ABC公司", 1, False),
        ("My monthly income is 30,000 yuan before tax.", "income", "30,000 yuan", 1, False),
        ("My credit score is 742", "credit_score", "742", 1, False),
    ],
)
def test_rules_extract_slot_value_facts(
    text: str, slot: str, value: str, polarity: int, temporal: bool
) -> None:
    facts = {f.slot: f for f in RuleFactExtractor().extract(text)}
    assert facts[slot].value == value
    assert facts[slot].polarity == polarity
    assert facts[slot].temporal == temporal


def test_small_talk_has_no_facts_and_low_importance() -> None:
    assert RuleFactExtractor().extract("今天天气不错") == []
    assert RuleImportanceScorer().score("今天天气不错") < 3
    assert RuleImportanceScorer().score("Nice weather today, isn't it?") < 3


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("我叫张三", 10, 10),
        ("my name is Ann", 10, 10),
        ("I just moved to Beijing", 7, 9),
        ("我确诊了糖尿病", 7, 9),
        ("I like tea", 4, 6),
    ],
)
def test_rule_importance_tiers(text: str, low: float, high: float) -> None:
    assert low <= RuleImportanceScorer().score(text, RuleFactExtractor().extract(text)) <= high


def test_llm_extractor_asks_only_when_the_rules_find_nothing_and_falls_back() -> None:
    reply = FixedReplyLLM('[{"slot": "location", "value": "Paris", "temporal": true}]')
    extractor = LLMFactExtractor(reply)
    # a first-person statement the grammar does not know: the LLM answers
    assert extractor.extract("Paris feels like home to me now") == [
        Fact("location", "Paris", 1, True, True)
    ]
    assert extractor.last_method == "llm"
    # the grammar knows it: no LLM call
    assert extractor.extract("I moved to Berlin") == [Fact("location", "Berlin", 1, True, True)]
    assert extractor.last_method == "rules"
    broken = LLMFactExtractor(FixedReplyLLM("not json"))
    assert broken.extract("Paris feels like home to me now") == []
    assert broken.last_method == "rules"
    failing = LLMFactExtractor(ScriptedLLM(fail=True))
    assert failing.extract("我叫张三")[0].value == "张三"
    assert failing.last_method == "rules"


def test_llm_importance_parses_and_falls_back() -> None:
    assert LLMImportanceScorer(FixedReplyLLM("7")).score("x") == 7.0
    scorer = LLMImportanceScorer(FixedReplyLLM("no idea"))
    assert scorer.score("我叫张三") == 10.0
    assert scorer.last_method == "rules"


@pytest.mark.parametrize(
    ("text", "secret", "kind"),
    [
        ("我的密码是123456", "123456", "password"),
        ("my password is hunter2, ok", "hunter2", "password"),
        ("card 4111 1111 1111 1111 thanks", "4111 1111 1111 1111", "card_number"),
        ("key sk-proj-abcdefghijklmnopqrstuv", "sk-proj-abcdefghijklmnopqrstuv", "api_key"),
        ("身份证 11010519491231002X", "11010519491231002X", "national_id"),
        ("call me at 13812345678", "13812345678", "phone"),
    ],
)
def test_secrets_are_masked(text: str, secret: str, kind: str) -> None:
    result = redact(text)
    assert secret not in result.text
    assert f"[REDACTED:{kind}]" in result.text


def test_redaction_leaves_ordinary_numbers_and_can_be_configured() -> None:
    assert not redact("I earn 30,000 a month and was born in 1990").found
    assert not redact("order 4111 1111 1111 1112").found  # fails Luhn
    kept = redact("我的密码是123456", RedactionPolicy(mode="keep"))
    assert kept.found and "123456" in kept.text


def _record(
    rid: str, slot: str, value: str, polarity: int = 1, days_ago: float = 30, importance: float = 5
) -> MemoryRecord:
    at = NOW - timedelta(days=days_ago)
    return MemoryRecord(
        rid,
        "u",
        "semantic",
        f"{slot} {value}",
        at,
        importance,
        slot,
        value,
        polarity,
        valid_from=at,
    )


def test_plan_cases_follow_the_design_table() -> None:
    old_city = Candidate(_record("old", "location", "shanghai", days_ago=90), 0.5)
    move = NewMemory("new", Fact("location", "beijing", temporal=True), 8, NOW)
    assert plan(move, [old_city], NOW).supersede == ("old",)
    same = NewMemory("new", Fact("location", "shanghai"), 8, NOW)
    assert plan(same, [old_city], NOW).merge_into == "old"
    likes = Candidate(_record("l", "likes", "spicy food", days_ago=0), 0.6)
    hate_now = NewMemory("n", Fact("likes", "spicy food", -1, single_valued=False), 5, NOW)
    assert plan(hate_now, [likes], NOW).case == "uncertain"
    hate_later = NewMemory(
        "n", Fact("likes", "spicy food", -1, single_valued=False, temporal=True), 5, NOW
    )
    assert plan(hate_later, [likes], NOW).supersede == ("l",)
    other_like = NewMemory("n", Fact("likes", "tea", single_valued=False), 5, NOW)
    assert plan(other_like, [likes], NOW).case == "unrelated"
    loved = Candidate(_record("l", "likes", "spicy food", importance=10), 0.6, feedback=2.0)
    weak = NewMemory("n", Fact("likes", "spicy food", -1, single_valued=False), 3, NOW)
    lost = plan(weak, [loved], NOW, ConflictParams(margin=0.1))
    assert lost.case == "contradiction" and not lost.new_active and lost.new_superseded_by == "l"


def test_bm25_ranks_rare_terms_and_handles_chinese() -> None:
    index = BM25Index()
    index.add_many(
        [("a", "I moved to Beijing last week"), ("b", "the weather is nice"), ("c", "我刚搬到北京")]
    )
    assert index.search("Beijing", 3)[0][0] == "a"
    assert index.search("北京", 3)[0][0] == "c"
    index.remove("a")
    assert [d for d, _ in index.search("Beijing", 3)] == []
    assert "北京" in terms("我刚搬到北京")
