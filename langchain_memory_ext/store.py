"""``MemoryStore``: memory-ext as a LangGraph ``BaseStore`` (``store=`` of a graph,
``langmem``-style tools). Namespaces map to users; writes go through conflict resolution.

A namespace ``("memories", "u1")`` is the user ``memories/u1``. An item's value is stored
as one long-term memory whose text is ``value["content"]`` (or ``"text"``, or the JSON
of the value); scalar fields of the value are filterable (``filter={"city": "Paris"}``).
"""

from __future__ import annotations

import asyncio
import json
import math
import threading
import time
from collections.abc import Iterable
from datetime import datetime, timezone
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
)

from memory_ext.errors import InvalidInputError
from memory_ext.inputs import MemoryInput, validate_input
from memory_ext.manager import MemoryManager
from memory_ext.model import MemoryRecord
from memory_ext.stores.chroma import user_filter
from memory_ext.validation import check_id, check_metadata

_KEY = "lg_key"
_VALUE = "lg_value"
_EXPIRES = "lg_expires"
_FIELD = "v."


def user_of(namespace: tuple[str, ...]) -> str:
    """The memory-ext user id of a namespace."""
    if not namespace or not all(isinstance(p, str) and p and "/" not in p for p in namespace):
        raise InvalidInputError(
            "namespace", "must be a non-empty tuple of non-empty labels without '/'"
        )
    return check_id("/".join(namespace), "namespace")


def _text(value: dict[str, Any]) -> str:
    for field in ("content", "text", "memory", "data"):
        if isinstance(value.get(field), str) and value[field].strip():
            return str(value[field])
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


class MemoryStore(BaseStore):
    """LangGraph store backed by a :class:`~memory_ext.manager.MemoryManager`.

    Example:
        >>> store = MemoryStore(mm)
        >>> graph = builder.compile(store=store)
        >>> store.put(("memories", "u1"), "home", {"content": "I just moved to Beijing"})
        >>> store.search(("memories", "u1"), query="where does the user live?")
    """

    supports_ttl = True

    def __init__(self, manager: MemoryManager, *, ttl: TTLConfig | None = None) -> None:
        self.manager = manager
        self.ttl_config = ttl
        self._namespaces: set[tuple[str, ...]] = set()
        self._lock = threading.Lock()
        # With Redis behind the manager, the namespace registry is shared by every
        # process; with the in-process stores it lives here.
        stats = manager.long_term.stats
        self._redis = getattr(stats, "client", None)
        self._registry_key = f"{getattr(stats, 'prefix', 'mx')}:lg:namespaces"

    def _register(self, namespace: tuple[str, ...]) -> None:
        with self._lock:
            self._namespaces.add(namespace)
        if self._redis is not None:
            self._redis.sadd(self._registry_key, json.dumps(list(namespace), ensure_ascii=False))

    def _known(self) -> set[tuple[str, ...]]:
        with self._lock:
            known = set(self._namespaces)
        if self._redis is not None:
            known |= {tuple(json.loads(raw)) for raw in self._redis.smembers(self._registry_key)}
        return known

    # -- the one required method ------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run get/put/search/list operations in order."""
        out: list[Result] = []
        for op in ops:
            if isinstance(op, GetOp):
                out.append(self._get(op))
            elif isinstance(op, PutOp):
                self._put(op)
                out.append(None)
            elif isinstance(op, SearchOp):
                out.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                out.append(self._list(op))
            else:  # pragma: no cover - LangGraph defines only these four
                raise InvalidInputError("op", f"unknown operation {type(op).__name__}")
        return out

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Async twin of :meth:`batch` (embedded Chroma and the embedder block)."""
        return await asyncio.to_thread(self.batch, list(ops))

    # -- operations -------------------------------------------------------------------
    def _records(self, user: str, key: str | None = None) -> list[MemoryRecord]:
        filters = {_KEY: key} if key is not None else None
        records, _ = self.manager.long_term.index.get(user_filter(user, filters, active_only=True))
        live = []
        now = time.time()
        for record in records:
            if _KEY not in record.metadata:
                continue
            expires = record.metadata.get(_EXPIRES)
            if expires is not None and float(expires) < now:
                self.manager.forget(user, record.id)  # lazily expired
                continue
            live.append(record)
        return live

    def _item(
        self, namespace: tuple[str, ...], record: MemoryRecord, score: float | None = None
    ) -> SearchItem:
        return SearchItem(
            namespace=namespace,
            key=str(record.metadata[_KEY]),
            value=json.loads(record.metadata[_VALUE]),
            created_at=record.created_at,
            updated_at=record.created_at,
            score=score,
        )

    def _get(self, op: GetOp) -> Item | None:
        records = self._records(user_of(op.namespace), op.key)
        if not records:
            return None
        record = max(records, key=lambda r: r.created_at)
        found = self._item(op.namespace, record)
        return Item(
            value=found.value,
            key=found.key,
            namespace=found.namespace,
            created_at=found.created_at,
            updated_at=found.updated_at,
        )

    def _put(self, op: PutOp) -> None:
        user = user_of(op.namespace)
        if not isinstance(op.key, str) or not op.key or len(op.key) > 256:
            raise InvalidInputError("key", "must be a non-empty string of at most 256 characters")
        item = self._input(op) if op.value is not None else None  # all checks before writes
        for record in self._records(user, op.key):  # a put replaces the item under this key
            self.manager.forget(user, record.id)
        if item is None:
            return
        self.manager.remember_many(user, [item])
        self._register(tuple(op.namespace))

    def _input(self, op: PutOp) -> MemoryInput:
        """The memory a put stores, validated (nothing is written if this raises)."""
        if not isinstance(op.value, dict):
            raise InvalidInputError("value", "must be a dict")
        check_metadata(op.value, "value")
        metadata: dict[str, Any] = {_KEY: op.key, _VALUE: json.dumps(op.value, ensure_ascii=False)}
        metadata.update(
            {_FIELD + k: v for k, v in op.value.items() if isinstance(v, (str, int, float, bool))}
        )
        minutes = op.ttl if op.ttl is not None else (self.ttl_config or {}).get("default_ttl")
        if minutes is not None:
            if isinstance(minutes, bool) or not isinstance(minutes, (int, float)):
                raise InvalidInputError(
                    "ttl", "must be a number of minutes (<= 0: expired) or None"
                )
            if not math.isfinite(minutes):
                raise InvalidInputError("ttl", "must be finite")
            metadata[_EXPIRES] = time.time() + float(minutes) * 60
        now = datetime.now(timezone.utc)
        item = MemoryInput(_text(op.value), importance=5, metadata=metadata, ts=now)
        return validate_input(item, self.manager.long_term.settings.max_text_chars)

    def _users(self, prefix: tuple[str, ...]) -> list[tuple[str, ...]]:
        matches = [ns for ns in self._known() if ns[: len(prefix)] == tuple(prefix)]
        return matches or ([tuple(prefix)] if prefix else [])

    def _search(self, op: SearchOp) -> list[SearchItem]:
        if op.filter is not None and (
            not isinstance(op.filter, dict) or not all(isinstance(k, str) for k in op.filter)
        ):
            raise InvalidInputError("filter", "must be a dict of field name to value")
        filters = {_FIELD + k: v for k, v in (op.filter or {}).items()}
        items: list[SearchItem] = []
        for namespace in self._users(op.namespace_prefix):
            user = user_of(namespace)
            if op.query:
                hits = self.manager.search(
                    user, op.query, k=op.limit + op.offset, filters=filters or None
                )
                now = time.time()
                items += [
                    self._item(namespace, h.record, h.total)
                    for h in hits
                    if _KEY in h.record.metadata
                    and float(h.record.metadata.get(_EXPIRES, now + 1)) >= now  # not expired
                ]
            else:
                records = [
                    r
                    for r in self._records(user)
                    if all(r.metadata.get(k) == v for k, v in filters.items())
                ]
                records.sort(key=lambda r: r.created_at, reverse=True)
                items += [self._item(namespace, r) for r in records]
        if op.query:
            items.sort(key=lambda i: -(i.score or 0.0))
        return items[op.offset : op.offset + op.limit]

    def _list(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        namespaces = sorted(self._known())
        for condition in op.match_conditions or ():
            path = tuple(condition.path)
            if condition.match_type == "prefix":
                namespaces = [n for n in namespaces if _match(n[: len(path)], path)]
            else:
                namespaces = [
                    n for n in namespaces if len(n) >= len(path) and _match(n[-len(path) :], path)
                ]
        if op.max_depth is not None:
            namespaces = sorted({n[: op.max_depth] for n in namespaces})
        return namespaces[op.offset : op.offset + op.limit]


def _match(part: tuple[str, ...], pattern: tuple[str, ...]) -> bool:
    return len(part) == len(pattern) and all(
        p in ("*", q) for q, p in zip(part, pattern, strict=True)
    )
