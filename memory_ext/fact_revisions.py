"""What revises a fact beyond a plain new value; pure, used by :mod:`memory_ext.conflict`.

* the same fact in another wording (:func:`restates`): "User moved to Berlin" (an agent's
  tool) and "I finally moved to Berlin last month" (a learned turn) are one fact;
* a correction inside a multi-valued slot (:func:`replaced_values`): "I like rock, not
  jazz", 我把咖啡换成了茶, "sorry, typo: my dog's name is Mack", a pet that died — the old
  value is superseded (kept as history), while "I also like rock" only adds;
* a contradiction that lost one side (:func:`stale_flags`): the survivor's
  ``needs_clarification`` flag is cleared, so the agent is not asked about it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from memory_ext.extraction.grammar import is_single_valued
from memory_ext.extraction.normalise import names_value, same_value
from memory_ext.model import Fact, MemoryRecord, SlotFact
from memory_ext.segmentation import content_units

#: Words that say who or when, not what: "User moved to Berlin" and "I finally moved to
#: Berlin last month" state the same fact.
_NEUTRAL = re.compile(
    r"(?<![\w])(?:the user|user|i|we|i['’]m|i['’]ve|we['’]ve|we['’]re|now|just|finally|recently|"
    r"already|actually|currently|officially|last (?:week|month|year)|this (?:week|month|year)|"
    r"these days|nowadays|today|yesterday|(?:a|one|two|three|a few) (?:days?|weeks?|months?|"
    r"years?) ago)(?![\w])|该用户|用户|我们|我|上个月|上周|去年|今年|现在|目前|如今|最近|已经|终于|"
    r"刚刚|刚|前几天|昨天|今天",
    re.I,
)


def _stem(unit: str) -> str:
    return re.sub(r"(?:ing|ed|es|e|s)$", "", unit) if unit.isascii() and len(unit) >= 4 else unit


def restates(new: str, stored: str) -> bool:
    """Whether ``new`` says nothing ``stored`` does not, once who and when are set aside
    ("I finally moved to Berlin last month" restates "User moved to Berlin")."""
    units = {_stem(u) for u in content_units(_NEUTRAL.sub(" ", new))}
    return units <= {_stem(u) for u in content_units(stored)}


def _start(record: MemoryRecord) -> datetime:
    return record.valid_from or record.created_at


def gone_pet(fact: Fact) -> bool:
    """A pet that died or was given away ("Mochi passed away", 狗送人了)."""
    return fact.slot == "pets" and fact.polarity < 0


def replaced_values(
    fact: Fact, records: Sequence[MemoryRecord], at: datetime
) -> list[tuple[MemoryRecord, str]]:
    """The active values of a multi-valued slot that ``fact`` retires (see
    ``Fact.replaces``): stated before ``at``, named by what it replaces, never its own
    value. A pet that is gone retires the pet; any other revision retires values of its
    own polarity ("I like rock, not jazz" ends liking jazz, not disliking it). A like that
    turns ("hiking is out", "horror's fine now") also retires the opposite like of the
    same thing in other words ("hiking on weekends", "horror movies"); in the same words
    it is a contradiction, planned by :func:`memory_ext.conflict.plan`."""
    turned = fact.slot == "likes" and fact.temporal
    if fact.single_valued or not (fact.replaces or turned):
        return []
    polarity = 1 if fact.slot == "pets" and fact.polarity < 0 else fact.polarity
    found = []
    for r in records:
        if r.status != "active" or _start(r) > at:
            continue
        for f in r.slot_facts:
            if f.slot != fact.slot or f.status != "active":
                continue
            revised = (
                f.polarity == polarity
                and not (same_value(f.value, fact.value) and f.polarity == fact.polarity)
                and any(names_value(text, f.value, f.slot) for text in fact.replaces)
            )
            turned_from = (
                turned
                and f.polarity == -fact.polarity
                and not same_value(f.value, fact.value)
                and names_value(fact.value, f.value, f.slot)
            )
            if revised or turned_from:
                found.append((r, f.value))
    return found


def stale_flags(records: Sequence[MemoryRecord]) -> set[str]:
    """Ids of active memories flagged ``needs_clarification`` whose contradiction is
    gone: no other active, flagged memory still opposes them (the other side was
    forgotten or superseded). A flag on a memory without slots is left alone."""
    flagged = [r for r in records if r.status == "active" and r.needs_clarification]
    return {
        r.id
        for r in flagged
        if r.slot_facts and not any(o.id != r.id and _opposed(r, o) for o in flagged)
    }


def shares_fact(stored: SlotFact, facts: Sequence[Fact]) -> bool:
    """Whether a stored fact is about the same thing as one of ``facts``: the same
    (slot, value), or the same single-valued slot."""
    return any(
        stored.slot == f.slot and (f.single_valued or same_value(stored.value, f.value))
        for f in facts
    )


def _opposed(a: MemoryRecord, b: MemoryRecord) -> bool:
    return any(
        fa.slot == fb.slot
        and fa.status == fb.status == "active"
        and (
            (same_value(fa.value, fb.value) and fa.polarity != fb.polarity)
            or (is_single_valued(fa.slot) and not same_value(fa.value, fb.value))
        )
        for fa in a.slot_facts
        for fb in b.slot_facts
    )


__all__ = ["gone_pet", "replaced_values", "restates", "shares_fact", "stale_flags"]
