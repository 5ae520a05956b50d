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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from memory_ext.model import Fact, MemoryRecord
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
    """A merge plan if ``new`` says nothing that an active candidate does not already say.

    Same slot, value and polarity merge when the new text adds no content unit to the
    stored one ("My name is Li Wei." after "my name is Li Wei"); a cosine at or above
    ``duplicate_cosine`` merges only when both texts have the same content units. An
    embedding alone never decides: an English-only model gives 我的车是红色的 and
    我的车是蓝色的 the same vector, a multilingual one a cosine of 0.96.
    """
    fact = new.fact
    units = content_units(new.content) if new.content else None
    for c in others:
        r = c.record
        stored = content_units(r.content)
        same_fact = fact is not None and r.slot == fact.slot and r.value == fact.value
        adds_nothing = units is None or units <= stored
        if same_fact and r.polarity == fact.polarity and adds_nothing:  # type: ignore[union-attr]
            return ConflictPlan(
                "duplicate", store_new=False, merge_into=r.id, reason=f"same {r.slot}={r.value}"
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
    # 1. duplicate
    dup = duplicate_of(new, others, params)
    if dup is not None:
        return dup
    if fact is None:
        return ConflictPlan("unrelated", reason="no fact to conflict with")
    # 2. temporal update of a single-valued slot
    if fact.single_valued:
        rivals = [c for c in others if c.record.slot == fact.slot and c.record.value != fact.value]
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
        and c.record.value == fact.value
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
