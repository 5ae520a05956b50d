"""What goes into long-term memory: the input record, its validation, deterministic
ids, and the JSON form of stored records; pure."""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any

from memory_ext.errors import InvalidInputError
from memory_ext.model import MEMORY_KINDS, Fact, MemoryRecord, SlotFact
from memory_ext.validation import check_metadata, check_text


@dataclass(frozen=True, slots=True)
class MemoryInput:
    """One item of :meth:`LongTermMemory.remember_many`."""

    text: str
    kind: str = "semantic"
    ts: datetime | None = None
    importance: float | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    source: str = "user"
    #: Facts found elsewhere (e.g. relations from the graph extractor), added to the
    #: extractor's own so they take part in conflict resolution.
    facts: tuple[Fact, ...] = ()


@dataclass(frozen=True, slots=True)
class LongTermSettings:
    """Limits and switches of the write and search paths (documented defaults).

    Attributes:
        importance_threshold: semantic memories scoring below this are not stored.
        max_text_chars: longest text accepted by ``remember``.
        candidate_multiplier: search fetches ``k × multiplier`` candidates per retriever.
        min_candidates: ...but at least this many.
        hybrid: fuse BM25 keyword candidates with dense ones (reciprocal-rank fusion).
        touch_on_search: count accesses of returned memories (deferred: no round trip
            of its own, written within a second; see :mod:`memory_ext.stores.touches`).
        view_cache_mb: bound of this process's in-memory views of users' memories, in
            MiB (least recently used users are evicted; a user larger than the bound is
            searched in the vector store directly). ``Settings.view_cache_mb`` /
            ``MEMORY_EXT_VIEW_CACHE_MB`` set it for ``from_config``.
    """

    importance_threshold: float = 3.0
    max_text_chars: int = 8000
    candidate_multiplier: int = 4
    min_candidates: int = 20
    hybrid: bool = True
    touch_on_search: bool = True
    view_cache_mb: float = 256


_NORMALISE = re.compile(r"\s+")


def memory_id(user_id: str, kind: str, slot: str | None, content: str) -> str:
    """Deterministic id: the same user, kind, slot and normalised content → the same id,
    so a retried write is idempotent."""
    norm = _NORMALISE.sub(" ", content.strip().lower()).rstrip(".!?。！？")
    return hashlib.sha256(f"{user_id}\x00{kind}\x00{slot or ''}\x00{norm}".encode()).hexdigest()[
        :32
    ]


def as_aware(ts: datetime) -> datetime:
    return ts if ts.tzinfo is not None else ts.replace(tzinfo=timezone.utc)


EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def check_ts(ts: object, field: str = "ts") -> datetime | None:
    """A timestamp as stored: timezone-aware, not before 1970 (stores keep epoch
    seconds; earlier dates are refused at the door rather than poisoning the user)."""
    if ts is None:
        return None
    if not isinstance(ts, datetime):
        raise InvalidInputError(field, "must be a datetime")
    aware = as_aware(ts)
    if aware < EPOCH:
        raise InvalidInputError(field, "dates before 1970-01-01 are not supported")
    return aware


def validate_input(item: MemoryInput, max_chars: int) -> MemoryInput:
    """Reject bad input with the offending field named; nothing is stored on failure."""
    if not isinstance(item, MemoryInput):
        raise InvalidInputError("items", f"must be MemoryInput or a mapping, got {item!r:.40}")
    check_text(item.text, "text", max_chars)
    if not isinstance(item.kind, str) or item.kind not in MEMORY_KINDS:
        raise InvalidInputError("kind", f"must be one of {sorted(MEMORY_KINDS)}, got {item.kind!r}")
    if item.importance is not None:
        if isinstance(item.importance, bool) or not isinstance(item.importance, (int, float)):
            raise InvalidInputError("importance", "must be a number from 1 to 10")
        if not math.isfinite(item.importance) or not 1 <= item.importance <= 10:
            raise InvalidInputError("importance", f"must be within 1-10, got {item.importance!r}")
    ts = check_ts(item.ts)
    metadata = check_metadata(item.metadata)
    check_text(item.source, "source", 64)
    if not isinstance(item.facts, tuple) or not all(isinstance(f, Fact) for f in item.facts):
        raise InvalidInputError("facts", "must be a tuple of Fact")
    return replace(item, ts=ts, metadata=metadata)


def record_to_json(
    record: MemoryRecord, counters: Mapping[str, float] | None = None
) -> dict[str, Any]:
    """A record (and its counters) as plain JSON types."""

    def iso(value: datetime | None) -> str | None:
        return value.isoformat() if value is not None else None

    return {
        "id": record.id,
        "kind": record.kind,
        "content": record.content,
        "slot": record.slot,
        "value": record.value,
        "polarity": record.polarity,
        "importance": record.importance,
        "created_at": iso(record.created_at),
        "valid_from": iso(record.valid_from),
        "valid_to": iso(record.valid_to),
        "status": record.status,
        "superseded_by": record.superseded_by,
        "needs_clarification": record.needs_clarification,
        "source": record.source,
        "metadata": dict(record.metadata),
        "counters": dict(counters or {}),
        "facts": [_slot_fact_json(f) for f in record.slot_facts],
    }


def _slot_fact_json(fact: SlotFact) -> dict[str, Any]:
    return {
        "slot": fact.slot,
        "value": fact.value,
        "polarity": fact.polarity,
        "status": fact.status,
        "valid_to": fact.valid_to.isoformat() if fact.valid_to else None,
        "superseded_by": fact.superseded_by,
    }


def facts_to_json(facts: tuple[SlotFact, ...]) -> str:
    """The slots of a memory as a JSON string (stored in Chroma metadata)."""
    return json.dumps([_slot_fact_json(f) for f in facts], ensure_ascii=False)


def facts_from_json(raw: str | None) -> tuple[SlotFact, ...]:
    """Inverse of :func:`facts_to_json` ("" or None → no facts)."""
    if not raw:
        return ()
    return tuple(
        SlotFact(
            str(d["slot"]),
            str(d["value"]),
            int(d.get("polarity", 1)),
            "superseded" if d.get("status") == "superseded" else "active",
            datetime.fromisoformat(d["valid_to"]) if d.get("valid_to") else None,
            d.get("superseded_by"),
        )
        for d in json.loads(raw)
    )


def from_mapping(item: Mapping[str, Any]) -> MemoryInput:
    if not isinstance(item, Mapping):
        raise InvalidInputError("items", f"must be MemoryInput or a mapping, got {item!r:.40}")
    if not all(isinstance(k, str) for k in item):
        raise InvalidInputError("items", "keys must be strings")
    unknown = set(item) - {"text", "kind", "ts", "importance", "metadata", "source", "facts"}
    if unknown:
        raise InvalidInputError("items", f"unknown keys {sorted(unknown)}")
    if "text" not in item:
        raise InvalidInputError("text", "missing")
    facts = item.get("facts", ())
    return MemoryInput(**{**item, "facts": tuple(facts) if isinstance(facts, list) else facts})
