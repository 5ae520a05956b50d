"""Shared helpers of the English fact corpora (``test_facts_en_pass*.py``): extract, the
facts and slots a text sets, and the two checks every family corpus makes — a phrasing
sets its slot with a clean value, a negative twin sets none of the slots named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

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


def corpus_tests(
    states: dict[str, list[Case]], nothing: dict[str, list[tuple[str, str]]]
) -> tuple[Callable[..., None], Callable[..., None], Callable[[], None]]:
    """The three tests of a family corpus, for a pass's module to bind to test_* names:
    each phrasing states its fact, each negative twin sets none of its slots, and every
    family has five phrasings and negative twins."""
    rows = [
        pytest.param(*case, id=f"{family}: {case[0][:50]}")
        for family, cases in states.items()
        for case in cases
    ]
    twins = [
        pytest.param(text, slots, id=f"{family}: {text[:50]}")
        for family, cases in nothing.items()
        for text, slots in cases
    ]

    @pytest.mark.parametrize(("text", "slot", "value", "polarity"), rows)
    def states_the_fact(text: str, slot: str, value: str, polarity: int) -> None:
        assert_states(text, slot, value, polarity)

    @pytest.mark.parametrize(("text", "slots"), twins)
    def sets_nothing_of_the_user(text: str, slots: str) -> None:
        assert_sets_none_of(text, slots)

    def complete() -> None:
        for family, cases in states.items():
            assert len(cases) >= 5, family
            assert nothing.get(family), family

    return states_the_fact, sets_nothing_of_the_user, complete
