"""Pure: superseding a memory's last current fact keeps the memory active when its text
says more than its facts (issue 10: "superseding one of its facts supersedes only that
slot"); a memory that says nothing else is superseded as a whole, as before."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from memory_ext.conflict import Candidate, plan_record, supersede_slot
from memory_ext.extraction import RuleFactExtractor
from memory_ext.extraction.coverage import says_more
from memory_ext.model import MemoryRecord, SlotFact

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)


def _record(text: str, slot: str, value: str, *, flagged: bool = False) -> MemoryRecord:
    return MemoryRecord(
        "old", "u", "semantic", text, NOW - timedelta(days=90), slot=slot, value=value,
        facts=(SlotFact(slot, value),), needs_clarification=flagged,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("text", "more"),
    [
        ("我月薪七千，周末还去社区做用药咨询志愿者。", True),
        ("I earn 7,000 a month, and I also volunteer at weekends in the community.", True),
        ("我在阿里巴巴工作，另外每个周末都去公园跑步。", True),
        # an unmarked clause elaborates the fact and goes out of date with it
        ("I live in Chicago, near Wicker Park.", False),
        ("I'm doing keto, zero carbs.", False),
        ("我在阿里巴巴工作，做电商产品。", False),
        ("I'm single; my friends say I'm too picky.", False),  # "too" is no addition
        ("调到总部以后月薪涨到九千五了。", False),
        ("I moved to Berlin.", False),
        ("我住在上海，你呢？", False),  # a question is not more
        ("我在阿里巴巴工作，已经三年了。", False),  # a duration alone is not
        ("I live in Paris, thanks!", False),
    ],
)
def test_says_more_finds_added_clauses_no_fact_covers(text: str, more: bool) -> None:
    assert says_more(text) is more


def test_a_memory_that_says_more_stays_active_with_its_slot_superseded() -> None:
    old = _record("我月薪七千，周末还去社区做用药咨询志愿者。", "income", "七千", flagged=True)
    kept = supersede_slot(old, "income", "new", NOW)
    assert kept.status == "active" and kept.valid_to is None and kept.superseded_by is None
    assert kept.facts == (SlotFact("income", "七千", 1, "superseded", NOW, "new"),)
    assert not kept.needs_clarification  # the open question was about the fact


def test_a_memory_that_says_nothing_more_is_superseded_whole() -> None:
    old = _record("我月薪七千。", "income", "七千")
    gone = supersede_slot(old, "income", "new", NOW)
    assert (gone.status, gone.valid_to, gone.superseded_by) == ("superseded", NOW, "new")


def test_an_imported_older_memory_that_says_more_is_stored_active() -> None:
    """Out-of-order import: the new memory's only fact loses to a later stored value,
    but the rest of what it says is current."""
    later = MemoryRecord(
        "later", "u", "semantic", "调到总部以后月薪涨到九千五了。", NOW - timedelta(days=10),
        slot="income", value="九千五", valid_from=NOW - timedelta(days=10),
        facts=(SlotFact("income", "九千五"),),
    )  # fmt: skip
    text = "我月薪七千，周末还去社区做用药咨询志愿者。"
    facts = RuleFactExtractor().extract(text)
    plan = plan_record(
        "new", facts, [Candidate(later, 0.8)], content=text, importance=6.0,
        at=NOW - timedelta(days=200), now=NOW,
    )  # fmt: skip
    assert plan.new_active
    assert [(f.slot, f.status, f.superseded_by) for f in plan.facts] == [
        ("income", "superseded", "later")
    ]
