"""Shared helpers of the Chinese fact corpora (``test_facts_zh_*.py``): extract, find a
slot's facts, assert one fact, and expand templates over values."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memory_ext.extraction import MULTI_VALUED, RuleFactExtractor, value_key
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


def family_params(
    states: dict[str, list[tuple[str, str, str, int]]],
) -> list[object]:
    """The ``(text, slot, value, polarity)`` rows of a family corpus, each named by family."""
    return [
        pytest.param(*row, id=f"{family}: {row[0]}")
        for family, rows in states.items()
        for row in rows
    ]


def twin_params(sets_nothing: dict[str, list[tuple[str, str]]]) -> list[object]:
    """The ``(text, slot)`` negative twins of a family corpus, each named by family."""
    return [
        pytest.param(*row, id=f"{family}: {row[0]}")
        for family, rows in sets_nothing.items()
        for row in rows
    ]


def assert_family_fact(text: str, slot: str, value: str, polarity: int) -> None:
    """A family row holds: a single-valued slot holds this value only (a clean value)."""
    if slot in MULTI_VALUED:  # other values of the slot may come in the same sentence
        assert_fact(text, slot, value, polarity)
    else:
        assert_only(text, slot, value, polarity)


def assert_corpus_complete(
    states: dict[str, list[tuple[str, str, str, int]]],
    sets_nothing: dict[str, list[tuple[str, str]]],
) -> None:
    """Every family has five phrasings of its own and three negative twins at least."""
    for family, rows in states.items():
        assert len({text for text, *_ in rows}) >= 5, family
        assert len(sets_nothing[family]) >= 3, family


def corpus_tests(
    states: dict[str, list[tuple[str, str, str, int]]],
    sets_nothing: dict[str, list[tuple[str, str]]],
) -> tuple[Callable[..., None], Callable[..., None], Callable[[], None]]:
    """The three tests of a family corpus, for a pass's module to bind to test_* names:
    each phrasing states its fact, each negative twin sets nothing in its slot, and every
    family has its five phrasings and three twins."""

    @pytest.mark.parametrize(("text", "slot", "value", "polarity"), family_params(states))
    def states_the_fact(text: str, slot: str, value: str, polarity: int) -> None:
        assert_family_fact(text, slot, value, polarity)

    @pytest.mark.parametrize(("text", "slot"), twin_params(sets_nothing))
    def sets_nothing_of_the_user(text: str, slot: str) -> None:
        assert not find(text, slot), EXTRACT(text)

    def complete() -> None:
        assert_corpus_complete(states, sets_nothing)

    return states_the_fact, sets_nothing_of_the_user, complete
