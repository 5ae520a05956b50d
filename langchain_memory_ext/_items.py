"""The key/value side of :class:`~langchain_memory_ext.store.MemoryStore`: one entry per
item, kept in a Redis hash per user (shared by processes) or in a dict, and LangGraph's
filter semantics over item values."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memory_ext.errors import InvalidInputError

#: LangGraph's filter operators.
_CHECKS: dict[str, Callable[[Any, Any], bool]] = {
    "$eq": lambda a, b: a == b,
    "$ne": lambda a, b: a != b,
    "$gt": lambda a, b: a is not None and float(a) > float(b),
    "$gte": lambda a, b: a is not None and float(a) >= float(b),
    "$lt": lambda a, b: a is not None and float(a) < float(b),
    "$lte": lambda a, b: a is not None and float(a) <= float(b),
}


def _operators(condition: dict[Any, Any]) -> bool:
    return any(str(k).startswith("$") for k in condition)


def check_filter(condition: Any) -> None:
    """Raise :class:`InvalidInputError` for an operator LangGraph's filters do not have,
    anywhere in ``condition``: before a search does any work (embeds its query, caches
    the vector), not when the first item is compared."""
    if not isinstance(condition, dict):
        return
    if _operators(condition):
        for op in condition:
            if op not in _CHECKS:
                raise InvalidInputError("filter", f"unsupported operator {op!r}")
        return
    for v in condition.values():
        check_filter(v)


def matches(value: Any, condition: Any) -> bool:
    """LangGraph's filter semantics: equality, nested dicts, and $eq/$ne/$gt/$gte/$lt/$lte."""
    if isinstance(condition, dict) and _operators(condition):
        for op, operand in condition.items():
            if op not in _CHECKS:
                raise InvalidInputError("filter", f"unsupported operator {op!r}")
            if not _CHECKS[op](value, operand):
                return False
        return True
    if isinstance(condition, dict):
        return isinstance(value, dict) and all(
            matches(value.get(k), v) for k, v in condition.items()
        )
    return bool(value == condition)


@dataclass(slots=True)
class Entry:
    """One stored item (the JSON kept per key)."""

    value: dict[str, Any]
    created_at: datetime
    updated_at: datetime
    ttl: float | None  # minutes
    expires_at: float | None  # epoch seconds
    memory_id: str | None
    owns_memory: bool

    def dump(self) -> str:
        return json.dumps(
            {"v": self.value, "c": self.created_at.isoformat(), "u": self.updated_at.isoformat(),
             "t": self.ttl, "e": self.expires_at, "m": self.memory_id, "o": self.owns_memory},
            ensure_ascii=False,
        )  # fmt: skip

    @classmethod
    def load(cls, raw: str) -> Entry:
        d = json.loads(raw)
        return cls(
            d["v"], datetime.fromisoformat(d["c"]), datetime.fromisoformat(d["u"]),
            d.get("t"), d.get("e"), d.get("m"), bool(d.get("o")),
        )  # fmt: skip


class ItemTable:
    """The key/value side: per user, field ``[*namespace, key]`` → entry JSON.
    A Redis hash when the manager has Redis (shared by processes), else a dict."""

    def __init__(self, redis: Any, prefix: str) -> None:
        self.redis = redis
        self.prefix = prefix
        self._local: dict[str, dict[str, str]] = {}
        self._lock = threading.Lock()

    def _key(self, user: str) -> str:
        return f"{self.prefix}:lg:{{u:{user}}}:items"

    @staticmethod
    def field(namespace: tuple[str, ...], key: str) -> str:
        return json.dumps([*namespace, key], ensure_ascii=False)

    def get(self, user: str, field: str) -> Entry | None:
        if self.redis is not None:
            raw = self.redis.hget(self._key(user), field)
        else:
            with self._lock:
                raw = self._local.get(user, {}).get(field)
        return Entry.load(raw) if raw else None

    def set(self, user: str, field: str, entry: Entry) -> None:
        if self.redis is not None:
            self.redis.hset(self._key(user), field, entry.dump())
            return
        with self._lock:
            self._local.setdefault(user, {})[field] = entry.dump()

    def delete(self, user: str, field: str) -> None:
        if self.redis is not None:
            self.redis.hdel(self._key(user), field)
            return
        with self._lock:
            self._local.get(user, {}).pop(field, None)

    def all(self, user: str) -> dict[str, Entry]:
        if self.redis is not None:
            raw = self.redis.hgetall(self._key(user))
        else:
            with self._lock:
                raw = dict(self._local.get(user, {}))
        return {f: Entry.load(v) for f, v in raw.items()}
