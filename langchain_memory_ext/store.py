"""``MemoryStore``: memory-ext as a LangGraph ``BaseStore`` (``store=`` of a graph,
LangMem-style tools), honouring the store's key/value contract exactly.

- **Items are a key/value table** (a Redis hash per user, or a dict with the in-process
  stores), with secrets masked by memory-ext's redaction policy: ``put``/``get``/``delete`` work by key, two keys with the same text are two
  items, ``created_at`` survives an update, TTLs (minutes) expire items and are refreshed
  on read. Nothing conflict resolution does can make a key unreadable.
- **Indexed items are also long-term memories** (unless ``index=False``): their text goes
  through ``remember`` (extraction, conflict resolution), so ``search(query=...)`` ranks
  them by relevance × recency × importance × feedback. A memory that a newer one
  superseded still comes back, ranked lower (its score is halved).
- **A namespace's last label is the user** (LangGraph's ``("memories", user_id)``
  convention; change it with ``user_of=``). Searching a user's namespace also returns
  what the user's other memory paths learned (``MemoryMiddleware``, ``with_memory``,
  ``mm.remember``), keyed by memory id, with value
  ``{"content", "kind", "slot", "value", "status", "source": "memory-ext"}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import threading
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime, timedelta, timezone
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

from langchain_memory_ext._items import Entry, ItemTable, check_filter, matches
from memory_ext.errors import InvalidInputError
from memory_ext.manager import MemoryManager
from memory_ext.model import MemoryRecord
from memory_ext.redaction import redact_value
from memory_ext.stores.chroma import user_filter
from memory_ext.validation import check_id, check_metadata, check_text

#: A superseded or contradicted memory keeps its place in results at this share of its score.
SUPERSEDED_WEIGHT = 0.5


def last_label(namespace: tuple[str, ...]) -> str:
    """The default namespace → user mapping: the last label (``("memories", "u1")`` → u1)."""
    return namespace[-1]


def _check_namespace(namespace: tuple[str, ...]) -> tuple[str, ...]:
    if not namespace or not all(isinstance(p, str) and p and "." not in p for p in namespace):
        raise InvalidInputError(
            "namespace", "must be a non-empty tuple of non-empty labels without '.'"
        )
    return tuple(namespace)


def _text(value: Mapping[str, Any], fields: list[str] | None) -> str:
    if fields:
        parts = [value.get(f) for f in fields if f != "$"]
        return "\n".join(p if isinstance(p, str) else json.dumps(p) for p in parts if p)
    for field in ("content", "text", "memory", "data"):
        if isinstance(value.get(field), str) and value[field].strip():
            return str(value[field])
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


class MemoryStore(BaseStore):
    """LangGraph store backed by a :class:`~memory_ext.manager.MemoryManager`.

    Args:
        manager: the memory-ext manager (its Redis, when it has one, holds the items).
        ttl: LangGraph's ``TTLConfig`` (``default_ttl`` minutes, ``refresh_on_read``).
        user_of: namespace → memory-ext user id (default: the last label).

    Example:
        >>> store = MemoryStore(mm)
        >>> graph = builder.compile(store=store)
        >>> store.put(("memories", "u1"), "home", {"content": "I just moved to Beijing"})
        >>> store.search(("memories", "u1"), query="where does the user live?")
    """

    supports_ttl = True

    def __init__(
        self,
        manager: MemoryManager,
        *,
        ttl: TTLConfig | None = None,
        user_of: Callable[[tuple[str, ...]], str] = last_label,
    ) -> None:
        self.manager = manager
        self.ttl_config = ttl
        self.user_of = user_of
        self._namespaces: set[tuple[str, ...]] = set()
        self._lock = threading.Lock()
        # With Redis behind the manager, items and the namespace registry are shared by
        # every process; with the in-process stores they live here.
        stats = manager.long_term.stats
        self._redis = getattr(stats, "client", None)
        prefix = getattr(stats, "prefix", "mx")
        self._registry_key = f"{prefix}:lg:namespaces"
        self._table = ItemTable(self._redis, prefix)

    def _user(self, namespace: tuple[str, ...]) -> str:
        return check_id(self.user_of(_check_namespace(namespace)), "user_id")

    # -- namespaces --------------------------------------------------------------------
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

    # -- the one required method ---------------------------------------------------------
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

    # -- items ---------------------------------------------------------------------------
    def _live(self, user: str, field: str, entry: Entry, refresh: bool) -> Entry | None:
        """``entry`` unless it expired (then it is deleted); refreshes its TTL on read."""
        now = datetime.now(timezone.utc).timestamp()
        if entry.expires_at is not None and entry.expires_at <= now:
            self._drop(user, field, entry)
            return None
        if refresh and entry.ttl is not None:
            entry.expires_at = now + entry.ttl * 60
            self._table.set(user, field, entry)
        return entry

    def _drop(self, user: str, field: str, entry: Entry) -> None:
        self._table.delete(user, field)
        if entry.memory_id and entry.owns_memory:
            others = [e for f, e in self._table.all(user).items() if e.memory_id == entry.memory_id]
            if not others:  # nothing else points at the memory this item created
                self.manager.forget(user, entry.memory_id)

    def _record(self, user: str, memory_id: str) -> MemoryRecord | None:
        records, _ = self.manager.long_term.index.get(user_filter(user), ids=[memory_id])
        return records[0] if records else None

    @staticmethod
    def _memory_value(record: MemoryRecord) -> dict[str, Any]:
        return {"content": record.content, "kind": record.kind, "slot": record.slot,
                "value": record.value, "status": record.status, "source": "memory-ext"}  # fmt: skip

    def _get(self, op: GetOp) -> Item | None:
        namespace = _check_namespace(op.namespace)
        user = self._user(namespace)
        field = self._table.field(namespace, check_text(op.key, "key", 1024))
        entry = self._table.get(user, field)
        if entry is not None:
            live = self._live(user, field, entry, op.refresh_ttl)
            if live is None:
                return None
            return Item(value=live.value, key=op.key, namespace=namespace,
                        created_at=live.created_at, updated_at=live.updated_at)  # fmt: skip
        # A memory learned outside the store is readable under the id search returned.
        record = self._record(user, op.key)
        if record is None or self._referenced(user, record.id):
            return None
        return Item(value=self._memory_value(record), key=record.id, namespace=namespace,
                    created_at=record.created_at, updated_at=record.created_at)  # fmt: skip

    def _referenced(self, user: str, memory_id: str) -> bool:
        return any(e.memory_id == memory_id for e in self._table.all(user).values())

    def _put(self, op: PutOp) -> None:
        namespace = _check_namespace(op.namespace)
        user = self._user(namespace)
        field = self._table.field(namespace, check_text(op.key, "key", 1024))
        old = self._table.get(user, field)
        if op.value is None:  # delete
            if old is not None:
                self._drop(user, field, old)
            elif (record := self._record(user, op.key)) is not None and not self._referenced(
                user, record.id
            ):
                self.manager.forget(user, record.id)
            return
        if not isinstance(op.value, dict):
            raise InvalidInputError("value", "must be a dict")
        check_metadata(op.value, "value")  # JSON-able, bounded: checked before any write
        if op.ttl is not None and (
            isinstance(op.ttl, bool) or not isinstance(op.ttl, (int, float))
            or not math.isfinite(op.ttl)
        ):  # fmt: skip
            raise InvalidInputError("ttl", "must be a finite number of minutes or None")
        # A store item is long-term memory too: secrets are masked before anything is
        # kept (memory-ext's redaction policy), so ``get`` returns the masked value.
        policy = self.manager.long_term.redaction
        value, found = redact_value(op.value, policy)
        if found and policy.mode == "drop":
            raise InvalidInputError("value", "contains a secret (redaction mode 'drop')")
        now = datetime.now(timezone.utc)
        memory_id, owns = None, False
        if op.index is not False:
            text = _text(value, op.index if isinstance(op.index, list) else None)
            if text.strip():
                result = self.manager.remember(
                    user, text, importance=5, ts=now,
                    metadata={"source": "langgraph-store", "namespace": ".".join(namespace)},
                )  # fmt: skip
                memory_id, owns = result.memory_id, result.added
        minutes = op.ttl
        entry = Entry(
            value=dict(value),
            created_at=old.created_at if old is not None else now,
            updated_at=now,
            ttl=minutes,
            expires_at=(now + timedelta(minutes=minutes)).timestamp()
            if minutes is not None
            else None,
            memory_id=memory_id,
            owns_memory=owns or bool(old and old.owns_memory and old.memory_id == memory_id),
        )
        self._table.set(user, field, entry)
        replaced = old is not None and old.owns_memory and old.memory_id not in (None, memory_id)
        if replaced and old is not None and not self._referenced(user, str(old.memory_id)):
            self.manager.forget(user, str(old.memory_id))
        self._register(namespace)

    # -- search --------------------------------------------------------------------------
    def _users(self, prefix: tuple[str, ...]) -> dict[str, list[tuple[str, ...]]]:
        """Users under a namespace prefix, with their registered namespaces."""
        out: dict[str, list[tuple[str, ...]]] = {}
        for ns in self._known():
            if ns[: len(prefix)] == tuple(prefix):
                out.setdefault(self._user(ns), []).append(ns)
        if prefix:
            with contextlib.suppress(InvalidInputError):  # a prefix that maps to no user
                out.setdefault(self._user(tuple(prefix)), []).append(tuple(prefix))
        return out

    def _scores(self, user: str, op: SearchOp, candidates: int) -> dict[str, float]:
        """Memory id → score for the query; superseded memories rank lower, never vanish."""
        if not op.query:
            return {}
        k = max(op.limit + op.offset, candidates) + 10
        return {
            hit.record.id: hit.total * (1.0 if hit.record.status == "active" else SUPERSEDED_WEIGHT)
            for hit in self.manager.search(user, op.query, k=k, include_superseded=True)
        }

    def _items(
        self, user: str, entries: dict[str, Entry], op: SearchOp, scores: dict[str, float]
    ) -> list[SearchItem]:
        """The user's live items under the prefix that pass the filter."""
        prefix = tuple(op.namespace_prefix)
        found = []
        for field, entry in entries.items():
            *ns, key = json.loads(field)
            if tuple(ns[: len(prefix)]) != prefix:
                continue
            live = self._live(user, field, entry, op.refresh_ttl)
            if live is not None and matches(live.value, op.filter or {}):
                found.append(
                    SearchItem(namespace=tuple(ns), key=key, value=live.value,
                               created_at=live.created_at, updated_at=live.updated_at,
                               score=scores.get(live.memory_id or ""))
                )  # fmt: skip
        return found

    def _search(self, op: SearchOp) -> list[SearchItem]:
        check_filter(op.filter)  # a bad filter is rejected before the query is embedded
        prefix = tuple(op.namespace_prefix)
        found: list[SearchItem] = []
        for user, namespaces in self._users(prefix).items():
            entries = self._table.all(user)
            scores = self._scores(user, op, len(entries))
            found += self._items(user, entries, op, scores)
            if prefix in namespaces and self._user(prefix) == user:
                referenced = {e.memory_id for e in entries.values()}
                found += self._other_memories(user, prefix, op, scores, referenced)
        if not op.query:
            ranked = sorted(found, key=lambda i: i.updated_at, reverse=True)
        else:  # scored best first, then the unscored (index=False) as LangGraph does
            scored = sorted(
                (i for i in found if i.score is not None), key=lambda i: -(i.score or 0)
            )
            ranked = scored + [i for i in found if i.score is None]
        return ranked[op.offset : op.offset + op.limit]

    def _other_memories(
        self,
        user: str,
        namespace: tuple[str, ...],
        op: SearchOp,
        scores: dict[str, float],
        referenced: set[str | None],
    ) -> list[SearchItem]:
        """What the user's other memory paths learned (middleware, recorder, remember)."""
        if op.query:
            ids = [i for i in scores if i not in referenced]
            records = self.manager.long_term.index.get(user_filter(user), ids=ids)[0] if ids else []
        else:
            records = self.manager.long_term.index.get(user_filter(user, active_only=True))[0]
            records = [r for r in records if r.id not in referenced]
        return [
            SearchItem(namespace=namespace, key=r.id, value=self._memory_value(r),
                       created_at=r.created_at, updated_at=r.created_at, score=scores.get(r.id))
            for r in records
            if r.metadata.get("source") != "langgraph-store"
            and matches(self._memory_value(r), op.filter or {})
        ]  # fmt: skip

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
