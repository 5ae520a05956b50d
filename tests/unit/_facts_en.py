"""Shared helpers of the English fact corpora (``test_facts_en_pass*.py``): extract, the
facts and slots a text sets, and the two checks every family corpus makes — a phrasing
sets its slot with a clean value, a negative twin sets none of the slots named."""

from __future__ import annotations

from memory_ext.extraction import RuleFactExtractor
from memory_ext.model import Fact

EXTRACT = RuleFactExtractor().extract

Case = tuple[str, str, str, int]  # text, slot, value as stored, polarity


def facts_of(text: str) -> dict[tuple[str, str], Fact]:
    """The facts ``text`` states, by (slot, value as stored)."""
    return {(f.slot, f.value): f for f in EXTRACT(text)}


def slots_of(text: str) -> set[str]:
    """The slots ``text`` sets."""
    return {f.slot for f in EXTRACT(text)}


def assert_states(text: str, slot: str, value: str, polarity: int) -> None:
    """``text`` states exactly ``value`` (as stored: clean, the user's casing) in ``slot``."""
    facts = facts_of(text)
    assert (slot, value) in facts, EXTRACT(text)
    assert facts[(slot, value)].polarity == polarity, EXTRACT(text)


def assert_sets_none_of(text: str, slots: str) -> None:
    """``text`` (someone else's fact, a plan, a question) sets none of the space-separated
    ``slots`` of the user."""
    assert not slots_of(text) & set(slots.split()), EXTRACT(text)
