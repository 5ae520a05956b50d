"""Shared helpers of the Chinese fact corpora (``test_facts_zh_*.py``): extract, find a
slot's facts, assert one fact, and expand templates over values."""

from __future__ import annotations

from memory_ext.extraction import RuleFactExtractor, value_key
from memory_ext.model import Fact

EXTRACT = RuleFactExtractor().extract


def find(text: str, slot: str) -> list[Fact]:
    """The facts of ``slot`` that ``text`` states."""
    return [f for f in EXTRACT(text) if f.slot == slot]


def assert_fact(text: str, slot: str, value: str, polarity: int = 1) -> None:
    """``text`` states ``value`` in ``slot`` with ``polarity`` (values compared by key)."""
    facts = find(text, slot)
    assert facts, f"{text!r}: no {slot} in {EXTRACT(text)}"
    match = [f for f in facts if value_key(f.value) == value_key(value)]
    assert match, f"{text!r}: {slot} is {[f.value for f in facts]}, expected {value!r}"
    assert match[0].polarity == polarity, f"{text!r}: polarity {match[0].polarity}"


def assert_only(text: str, slot: str, value: str, polarity: int = 1) -> None:
    """Like :func:`assert_fact`, and ``slot`` holds no other value (a clean value)."""
    assert_fact(text, slot, value, polarity)
    assert len(find(text, slot)) == 1, f"{text!r}: {EXTRACT(text)}"


def cases(templates: list[str], values: list[str]) -> list[tuple[str, str]]:
    """Every template filled with every value: ``(text, value)`` pairs."""
    return [(t.format(v=v), v) for t in templates for v in values]
