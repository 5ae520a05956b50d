"""Classify a new memory against existing ones and return a plan; pure, takes ``now``.

| case            | test                                              | plan                         |
|-----------------|---------------------------------------------------|------------------------------|
| duplicate       | same slot+value+polarity and no new content, or   | merge into the existing one  |
|                 | cosine ≥ dup and the same content words           |                              |
| temporal update | same single-valued slot, other value, newer       | supersede the old one        |
| contradiction   | same slot+value, opposite polarity                | keep the higher effective    |
|                 |                                                   | score if the margin is clear,|
|                 |                                                   | else the newest              |
| uncertain       | contradiction, scores within margin, no time order| keep both, flag both         |
| unrelated       | none of the above                                 | add                          |

Nothing is deleted: a superseded memory keeps its content with ``valid_to`` set.
A duplicate never rests on embedding similarity alone: the two texts must also agree
word for word (:func:`memory_ext.segmentation.same_statement`), so statements that
differ in one content word (红色/蓝色, 3万/2万, Tuesday/Thursday) are both kept.

A memory may set several slots ("I moved to Berlin and joined SAP"): :func:`plan_record`
plans each of its facts against the candidates as seen by that slot, and a supersession
ends only the slot it concerns (:func:`supersede_slot`). A memory whose text says more
than its facts (我月薪七千，周末还去社区做用药咨询志愿者: an income, and volunteering no slot
holds) stays active when its last fact is superseded, so that it is found for the rest;
its fact is superseded all the same (history, "Current facts"). Values match by key
(case-insensitive, 吃辣 ≡ 辣), never by their display form.

Beyond a new value (:mod:`memory_ext.fact_revisions`): the same fact in another wording
merges (a text that says more is kept without it, ``RecordPlan.known``); a revision of a
multi-valued slot ("I like rock, not jazz", 我把咖啡换成了茶) supersedes the value it names;
a flagged contradiction that lost one side is no longer flagged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Literal

from memory_ext.extraction.coverage import says_more
from memory_ext.extraction.normalise import same_value, value_key
from memory_ext.fact_revisions import (
    gone_pet,
    replaced_values,
    restates,
    shares_fact,
    stale_flags,
)
from memory_ext.model import Fact, MemoryRecord, SlotFact
from memory_ext.scoring import ScoringParams, effective_score
from memory_ext.segmentation import content_units

Case = Literal["duplicate", "temporal_update", "contradiction", "uncertain", "unrelated"]


@dataclass(frozen=True, slots=True)
class ConflictParams:
    """Thresholds of conflict resolution.

    Attributes:
        duplicate_cosine: cosine at or above which two texts are the same memory.
        candidate_cosine: cosine above which an existing memory is a candidate at all.
        margin: effective scores closer than this (absolute, on 0-1) are "near-equal".
        simultaneous_seconds: two statements closer in time than this have no time order
            unless the new text marks a change ("anymore", "now", 不再).
    """

    duplicate_cosine: float = 0.95
    candidate_cosine: float = 0.75
    margin: float = 0.1
    simultaneous_seconds: float = 24 * 3600.0


@dataclass(frozen=True, slots=True)
class Candidate:
    """An existing memory the new one may conflict with."""

    record: MemoryRecord
    cosine: float
    feedback: float = 1.0


@dataclass(frozen=True, slots=True)
class NewMemory:
    """The memory being written, before it has been stored.

    ``content`` is its text: without it only the same slot and value make a duplicate,
    never a cosine.
    """

    id: str
    fact: Fact | None
    importance: float
    at: datetime
    episodic: bool = False
    content: str = ""


@dataclass(frozen=True, slots=True)
class ConflictPlan:
    """What to do with a new memory.

    Attributes:
        case: which row of the table applied.
        store_new: whether the new memory is written at all (False when merged).
        new_active: False when the new memory loses and is stored only as history.
        new_superseded_by: the memory that wins over the new one, if it lost.
        new_valid_to: end of validity of a new memory that lost (imported old history).
        merge_into: the existing memory a duplicate merges into.
        supersede: existing memories the new one supersedes.
        flag: existing memories to mark ``needs_clarification`` (and the new one too).
        reason: a sentence saying why, for logs and ``WriteResult``.
    """

    case: Case
    store_new: bool = True
    new_active: bool = True
    new_superseded_by: str | None = None
    new_valid_to: datetime | None = None
    merge_into: str | None = None
    supersede: tuple[str, ...] = ()
    flag: tuple[str, ...] = ()
    reason: str = ""


def _start(record: MemoryRecord) -> datetime:
    return record.valid_from or record.created_at


def duplicate_of(
    new: NewMemory, others: Sequence[Candidate], params: ConflictParams = ConflictParams()
) -> ConflictPlan | None:
    """A merge plan if ``new`` states a fact an active candidate already holds.

    Same slot, value and polarity is the same fact, in whatever wording ("User moved to
    Berlin" from an agent's tool, "I moved to Berlin" learned from the turn): the new text
    merges when it adds nothing else (:func:`restates`); when it does ("… and the flat
    has a balcony") it is kept (``store_new``) without the known fact. A cosine at or
    above ``duplicate_cosine`` merges only when both texts have the same content units.
    An embedding alone never decides: an English-only model gives 我的车是红色的 and
    我的车是蓝色的 the same vector, a multilingual one a cosine of 0.96.
    """
    fact = new.fact
    units = content_units(new.content) if new.content else None
    for c in others:
        r = c.record
        stored = content_units(r.content)
        same_fact = fact is not None and r.slot == fact.slot and same_value(r.value, fact.value)
        if same_fact and r.polarity == fact.polarity:  # type: ignore[union-attr]
            adds_nothing = not new.content or restates(new.content, r.content)
            return ConflictPlan(
                "duplicate",
                store_new=not adds_nothing,
                merge_into=r.id,
                reason=f"same {r.slot}={r.value}",
            )
        if (
            c.cosine >= params.duplicate_cosine
            and (fact is None or r.slot in (None, fact.slot))
            and not same_fact
            and units == stored
        ):
            return ConflictPlan(
                "duplicate",
                store_new=False,
                merge_into=r.id,
                reason=f"cosine {c.cosine:.3f} and the same words",
            )
    return None


def plan(
    new: NewMemory,
    candidates: Sequence[Candidate],
    now: datetime,
    params: ConflictParams = ConflictParams(),
    scoring: ScoringParams = ScoringParams(),
) -> ConflictPlan:
    """Decide what happens to ``new`` given the active ``candidates`` (pure)."""
    others = [c for c in candidates if c.record.id != new.id and c.record.status == "active"]
    fact = new.fact
    # 1. duplicate (a known fact in a text with news is kept, see duplicate_of)
    dup = duplicate_of(new, others, params)
    opposite = fact is not None and any(
        c.record.slot == fact.slot
        and same_value(c.record.value, fact.value)
        and c.record.polarity != fact.polarity
        for c in others
    )
    if dup is not None and not (dup.store_new and opposite):
        return dup  # a known fact that also settles a contradiction is planned as one
    if fact is None:
        return ConflictPlan("unrelated", reason="no fact to conflict with")
    # 2. temporal update of a single-valued slot
    if fact.single_valued:
        rivals = [
            c
            for c in others
            if c.record.slot == fact.slot and not same_value(c.record.value, fact.value)
        ]
        if rivals:
            newer = [c.record.id for c in rivals if _start(c.record) <= new.at]
            older_than_new = [c.record for c in rivals if _start(c.record) > new.at]
            if older_than_new:
                # Imported history arriving out of order: the new memory was true before
                # the current one, so it is stored as already superseded.
                winner = min(older_than_new, key=_start)
                return ConflictPlan(
                    "temporal_update",
                    new_active=False,
                    new_superseded_by=winner.id,
                    new_valid_to=_start(winner),
                    supersede=tuple(newer),
                    reason=f"{fact.slot}: an already stored later value wins",
                )
            return ConflictPlan(
                "temporal_update",
                supersede=tuple(newer),
                reason=f"{fact.slot} changed to {fact.value}",
            )
    # 3. contradiction: same slot and value, opposite polarity
    opposed = [
        c
        for c in others
        if c.record.slot == fact.slot
        and same_value(c.record.value, fact.value)
        and c.record.polarity != fact.polarity
    ]
    if not opposed:
        return ConflictPlan("unrelated", reason="no conflicting memory")
    old = max(opposed, key=lambda c: _start(c.record))
    old_age = (now - _start(old.record)).total_seconds()
    old_score = effective_score(
        old.record.importance, old.feedback, old_age, old.record.kind == "episodic", scoring
    )
    new_score = effective_score(
        new.importance, 1.0, (now - new.at).total_seconds(), new.episodic, scoring
    )
    ids = tuple(c.record.id for c in opposed)
    if abs(new_score - old_score) > params.margin:
        if new_score > old_score:
            return ConflictPlan(
                "contradiction",
                supersede=ids,
                reason=f"new score {new_score:.2f} > {old_score:.2f}",
            )
        return ConflictPlan(
            "contradiction",
            new_active=False,
            new_superseded_by=old.record.id,
            new_valid_to=new.at,
            reason=f"kept score {old_score:.2f} > new {new_score:.2f}",
        )
    gap = (new.at - _start(old.record)).total_seconds()
    if fact.temporal or abs(gap) >= params.simultaneous_seconds:
        if gap >= 0:
            return ConflictPlan(
                "contradiction", supersede=ids, reason="near-equal scores: newest wins"
            )
        return ConflictPlan(
            "contradiction",
            new_active=False,
            new_superseded_by=old.record.id,
            new_valid_to=_start(old.record),
            reason="near-equal scores: the stored memory is newer",
        )
    return ConflictPlan(
        "uncertain", flag=ids, reason="contradiction with near-equal scores and no time order"
    )


# -- memories that set several slots ------------------------------------------------------
_PRIORITY: tuple[Case, ...] = (
    "temporal_update", "contradiction", "uncertain", "duplicate", "unrelated",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class RecordPlan:
    """What to do with a new memory and each slot it sets.

    Attributes:
        case: the most telling case among its facts (an update over a duplicate …).
        store_new: False when every fact (or the fact-less text) merged into ``merge_into``.
        merge_into: the existing memory it merged into.
        facts: the new memory's slots, each active or already superseded.
        supersede: (existing memory id, slot, value) that end; slot None ends every slot,
            value None every value of the slot (a multi-valued slot names its value).
        flag: existing memories to mark ``needs_clarification`` (and the new one too).
        reasons: one sentence per fact, for logs and ``WriteResult``.
        known: (existing memory id, slot) of facts the new memory restates in a text that
            says more: the text is stored, the fact stays with the existing memory.
    """

    case: Case
    store_new: bool = True
    merge_into: str | None = None
    facts: tuple[SlotFact, ...] = ()
    supersede: tuple[tuple[str, str | None, str | None], ...] = ()
    flag: tuple[str, ...] = ()
    reasons: tuple[str, ...] = ()
    new_active: bool = True
    new_superseded_by: str | None = None
    new_valid_to: datetime | None = None
    known: tuple[tuple[str, str], ...] = ()

    @property
    def reason(self) -> str:
        """All reasons in one line."""
        return "; ".join(r for r in self.reasons if r)


def as_slot(record: MemoryRecord, slot: str, value: str | None = None) -> MemoryRecord:
    """``record`` as seen by one slot: its fact for ``slot`` (value, polarity, status) —
    the one with ``value`` when the memory holds several values of the slot."""
    facts = [f for f in record.slot_facts if f.slot == slot]
    fact = next((f for f in facts if same_value(f.value, value)), facts[0] if facts else None)
    if fact is None:
        return record
    return as_fact(record, fact)


def as_fact(record: MemoryRecord, fact: SlotFact) -> MemoryRecord:
    """``record`` as seen by one of its facts."""
    return replace(
        record,
        slot=fact.slot,
        value=fact.value,
        polarity=fact.polarity,
        status=fact.status,
        valid_to=fact.valid_to,
        superseded_by=fact.superseded_by,
    )


def plan_record(
    new_id: str,
    facts: Sequence[Fact],
    candidates: Sequence[Candidate],
    *,
    content: str = "",
    importance: float,
    at: datetime,
    now: datetime,
    params: ConflictParams = ConflictParams(),
    scoring: ScoringParams = ScoringParams(),
) -> RecordPlan:
    """Plan every fact of one new memory (pure); see :func:`plan` for one fact."""
    if not facts:
        new = NewMemory(new_id, None, importance, at, content=content)
        p = plan(new, candidates, now, params, scoring)
        return RecordPlan(
            p.case,
            p.store_new,
            p.merge_into,
            (),
            tuple((i, None, None) for i in p.supersede),
            p.flag,
            (p.reason,),
        )
    plans = []
    for fact in facts:
        seen = [
            Candidate(as_slot(c.record, fact.slot, fact.value), c.cosine, c.feedback)
            for c in candidates
        ]
        new = NewMemory(new_id, fact, importance, at, content=content)
        plans.append((fact, plan(new, seen, now, params, scoring)))
    case = min((p.case for _, p in plans), key=_PRIORITY.index)
    if all(not p.store_new for _, p in plans):
        first = plans[0][1]
        return RecordPlan(case, False, first.merge_into, reasons=tuple(p.reason for _, p in plans))
    # a fact already held by another memory stays there; the text (it says more) is kept
    known = tuple(
        (p.merge_into, f.slot) for f, p in plans if p.case == "duplicate" and p.merge_into
    )
    records = [c.record for c in candidates]
    plans = [
        (f, p)
        for f, p in plans
        if not (p.case == "duplicate" and p.merge_into)
        # a pet that is gone only says something about a pet the user has
        and not (gone_pet(f) and p.case == "unrelated" and not replaced_values(f, records, at))
    ]
    slot_facts = tuple(
        SlotFact(
            f.slot,
            f.value,
            f.polarity,
            "active" if p.new_active else "superseded",
            p.new_valid_to,
            p.new_superseded_by,
        )
        for f, p in plans
    )
    lost = [f for f in slot_facts if f.status == "superseded"]
    # lost every fact: stored as history, unless the text says more (then it is current
    # for the rest, its facts superseded)
    lost_all = bool(lost) and len(lost) == len(slot_facts) and not says_more(content)
    retired = tuple(
        (r.id, f.slot, value) for f, _ in plans for r, value in replaced_values(f, records, at)
    )
    return RecordPlan(
        case,
        facts=slot_facts,
        supersede=tuple(
            dict.fromkeys(
                (i, f.slot, None if f.single_valued else f.value)
                for f, p in plans
                for i in p.supersede
            )
        )
        + retired,
        flag=tuple(dict.fromkeys(i for _, p in plans for i in p.flag)),
        reasons=tuple(f"{f.slot}: {p.reason}" for f, p in plans)
        + tuple(f"{slot}: already known" for _, slot in known)
        + tuple(f"{slot}: {value} replaced" for _, slot, value in retired),
        new_active=not lost_all,
        new_superseded_by=lost[0].superseded_by if lost_all else None,
        new_valid_to=max((f.valid_to for f in lost if f.valid_to), default=None)
        if lost_all
        else None,
        known=known,
    )


def supersede_slot(
    record: MemoryRecord,
    slot: str | None,
    by: str,
    at: datetime | None,
    value: str | None = None,
) -> MemoryRecord:
    """End ``slot`` of ``record`` (every slot when None; only ``value`` of it when given).

    The memory as a whole is superseded only when none of its slots is current any more
    and its text says nothing else (:func:`~memory_ext.extraction.coverage.says_more`);
    a memory that says more stays active, findable for the rest, with every fact ended.
    """
    facts = tuple(
        replace(f, status="superseded", valid_to=at, superseded_by=by)
        if f.status == "active"
        and slot in (None, f.slot)
        and (value is None or same_value(f.value, value))
        else f
        for f in record.slot_facts
    )
    if facts and any(f.status == "active" for f in facts):
        return replace(record, facts=facts)
    # the open question (if any) was about a fact, and no fact is current any more
    if facts and record.status == "active" and says_more(record.content):
        return replace(record, facts=facts, needs_clarification=False)
    # a superseded memory asks nothing any more: its open question (if any) is settled
    return replace(
        record,
        facts=facts,
        status="superseded",
        valid_to=at,
        superseded_by=by,
        needs_clarification=False,
    )


def kept_for_the_rest(record: MemoryRecord) -> bool:
    """Whether ``record`` is current only for what its text says besides its facts (every
    fact superseded, the memory kept active, see :func:`supersede_slot`): it answers no
    question about the present value of those slots. The like a favourite implies (a
    superseded favourite is still liked) does not keep it as an answer about favourites."""
    facts = record.slot_facts
    favourites = {value_key(f.value) for f in facts if f.slot.startswith("favourite:")}
    return (
        record.status == "active"
        and bool(facts)
        and all(
            f.status != "active" or (f.slot == "likes" and value_key(f.value) in favourites)
            for f in facts
        )
    )


def settle_uncertain(plan: RecordPlan, updates: Sequence[str], merged: str | None) -> RecordPlan:
    """An uncertain plan after a judge (an LLM) looked at it: flagged memories it calls
    updated by the new one are superseded (in the slots they share with it), a duplicate
    merges, the rest stay flagged."""
    if merged is not None:
        return RecordPlan("duplicate", False, merged, reasons=(*plan.reasons, "judged duplicate"))
    if not updates:
        return plan
    slots: list[str | None] = [f.slot for f in plan.facts] or [None]
    return replace(
        plan,
        case="contradiction",
        supersede=plan.supersede + tuple((i, s, None) for i in updates for s in slots),
        flag=tuple(i for i in plan.flag if i not in updates),
        reasons=(*plan.reasons, "judged an update: the newest wins"),
    )


__all__ = [
    "Candidate",
    "ConflictParams",
    "ConflictPlan",
    "NewMemory",
    "RecordPlan",
    "as_fact",
    "as_slot",
    "duplicate_of",
    "gone_pet",
    "kept_for_the_rest",
    "plan",
    "plan_record",
    "replaced_values",
    "restates",
    "settle_uncertain",
    "shares_fact",
    "stale_flags",
    "supersede_slot",
]
