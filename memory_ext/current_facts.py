"""Which facts a context shows: the current value of every slot, and — only when the
question asks about the past ("where did I live before?", 以前) — the dated history of
the slot it asks about. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from memory_ext.extraction import asks_about_past, question_slot, value_key
from memory_ext.extraction.questions import topic_slots
from memory_ext.model import MemoryRecord, SlotFact


def _line(slot: str, fact: SlotFact) -> str:
    value = fact.value if fact.polarity > 0 else f"not {fact.value}"
    if slot.startswith("favourite:"):
        return f"favourite {slot.partition(':')[2]}: {value}"
    relation, _, subject = slot.partition(":")
    return f"{subject} {relation.replace('_', ' ')} {value}" if subject else f"{slot}: {value}"


def _day(at: datetime | None) -> str:
    return at.date().isoformat() if at else "?"


def current_facts(records: Sequence[MemoryRecord]) -> list[str]:
    """One line per current fact: active slots of active memories only, each (slot,
    value) once (a favourite's value not again as a like), most important first."""
    seen: dict[tuple[str, str, int], tuple[MemoryRecord, SlotFact]] = {}
    for r in records:
        if r.status != "active":
            continue
        for fact in r.slot_facts:
            if fact.status != "active":
                continue
            key = (fact.slot, value_key(fact.value), fact.polarity)
            old = seen.get(key)
            if old is None or (old[0].valid_from or old[0].created_at) > (
                r.valid_from or r.created_at
            ):
                seen[key] = (r, fact)  # the first time it was stated is "since"
    favourites = {k[1] for k in seen if k[0].startswith("favourite:") and k[2] > 0}
    for key in [k for k in seen if k[0] == "likes" and k[2] > 0 and k[1] in favourites]:
        del seen[key]  # a favourite is liked too: shown once, as the favourite
    ordered = sorted(
        seen.values(), key=lambda rf: (-rf[0].importance, rf[1].slot, rf[0].created_at.timestamp())
    )
    return [
        _line(f.slot, f) + (f" (since {_day(r.valid_from)})" if r.valid_from else "")
        for r, f in ordered
    ]


def past_slots(query: str) -> set[str]:
    """The slots whose history a question asks for: none unless it asks about the past
    ("where did I live before?", 我以前住在哪) — then the slot it names."""
    if not asks_about_past(query):
        return set()
    slot = question_slot(query)
    return {slot} if slot is not None else topic_slots(query)


def past_facts(history: Sequence[MemoryRecord]) -> list[str]:
    """Dated lines for the superseded values in ``history`` (records as seen by one
    slot, see :meth:`LongTermMemory.history`), oldest first."""
    rows = sorted(history, key=lambda r: r.valid_from or r.created_at)
    return [
        f"{_line(r.slot or '', SlotFact(r.slot or '', r.value or '', r.polarity))} "
        f"(from {_day(r.valid_from)} until {_day(r.valid_to)})"
        for r in rows
        if r.slot and r.status == "superseded"
    ]


def fact_lines(
    records: Sequence[MemoryRecord], history: Sequence[MemoryRecord] = ()
) -> tuple[list[str], list[str]]:
    """Current facts (active values only), then ``history``'s past values when a question
    asked for them, and the open clarifications."""
    facts = current_facts(records)
    facts += ["previously: " + line for line in past_facts(history)]
    flagged = [r for r in records if r.status == "active" and r.needs_clarification]
    clarifications = [f'"{r.content}" ({r.created_at.date().isoformat()})' for r in flagged]
    return facts, clarifications
