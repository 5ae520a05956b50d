"""Graph memory in Redis: per user, under the user's hash tag (one Cluster slot).

``<prefix>:{u:<user>}:g:edges``  hash  edge id → triple JSON (history included)
``<prefix>:{u:<user>}:g:adj:<entity>``  set of edge ids touching the entity
``<prefix>:{u:<user>}:g:alias``  hash  alias key → canonical key

A write (new edge + superseded edges + adjacency) is one MULTI/EXEC round trip.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from memory_ext.graph import GraphPlan, Triple, canonical, normalise_entity
from memory_ext.stores.redis_chat import redis_errors
from memory_ext.validation import check_id, check_prefix


class RedisGraphStore:
    """Triples and aliases per user in Redis.

    Example:
        >>> graph = RedisGraphStore(redis.Redis(decode_responses=True))
        >>> graph.edges("u1")
    """

    def __init__(self, client: Any, key_prefix: str = "mx") -> None:
        self.client = client
        self.prefix = check_prefix(key_prefix)

    def _base(self, user_id: str) -> str:
        return f"{self.prefix}:{{u:{check_id(user_id, 'user_id')}}}:g"

    def edges(self, user_id: str) -> list[Triple]:
        """Every edge of the user, superseded ones included."""
        with redis_errors():
            raw = self.client.hvals(f"{self._base(user_id)}:edges")
        return [Triple.from_json(r) for r in raw]

    def aliases(self, user_id: str) -> dict[str, str]:
        """Alias key → canonical key."""
        with redis_errors():
            return dict(self.client.hgetall(f"{self._base(user_id)}:alias"))

    def apply(self, user_id: str, plan: GraphPlan, aliases: dict[str, str]) -> None:
        """Write a plan atomically (MULTI/EXEC, one round trip)."""
        if plan.duplicate:
            return
        base = self._base(user_id)
        with redis_errors():
            pipe = self.client.pipeline(transaction=True)
            for edge in (plan.new, *plan.superseded):
                pipe.hset(f"{base}:edges", edge.id, edge.to_json())
                for end in (edge.subject, edge.object):
                    pipe.sadd(f"{base}:adj:{canonical(end, aliases)}", edge.id)
            pipe.execute()

    def add_alias(self, user_id: str, alias: str, name: str) -> None:
        """Declare that ``alias`` names the same entity as ``name``."""
        with redis_errors():
            self.client.hset(
                f"{self._base(user_id)}:alias", normalise_entity(alias), normalise_entity(name)
            )

    def delete(self, user_id: str, edge_ids: Sequence[str] | None = None) -> None:
        """Delete some edges, or the user's whole graph (SCAN, never KEYS)."""
        base = self._base(user_id)
        with redis_errors():
            if edge_ids is not None:
                if edge_ids:
                    self.client.hdel(f"{base}:edges", *edge_ids)
                return
            keys = list(self.client.scan_iter(match=f"{base}:*", count=500))
            if keys:
                self.client.delete(*keys)


class InMemoryGraphStore:
    """The in-process twin of :class:`RedisGraphStore`."""

    def __init__(self) -> None:
        self._edges: dict[str, dict[str, Triple]] = {}
        self._aliases: dict[str, dict[str, str]] = {}
        self._lock = threading.Lock()

    def edges(self, user_id: str) -> list[Triple]:
        """See :meth:`RedisGraphStore.edges`."""
        with self._lock:
            return list(self._edges.get(check_id(user_id, "user_id"), {}).values())

    def aliases(self, user_id: str) -> dict[str, str]:
        """See :meth:`RedisGraphStore.aliases`."""
        with self._lock:
            return dict(self._aliases.get(check_id(user_id, "user_id"), {}))

    def apply(self, user_id: str, plan: GraphPlan, aliases: dict[str, str]) -> None:
        """See :meth:`RedisGraphStore.apply`."""
        if plan.duplicate:
            return
        with self._lock:
            edges = self._edges.setdefault(check_id(user_id, "user_id"), {})
            for edge in (plan.new, *plan.superseded):
                edges[edge.id] = edge

    def add_alias(self, user_id: str, alias: str, name: str) -> None:
        """See :meth:`RedisGraphStore.add_alias`."""
        with self._lock:
            self._aliases.setdefault(check_id(user_id, "user_id"), {})[normalise_entity(alias)] = (
                normalise_entity(name)
            )

    def delete(self, user_id: str, edge_ids: Sequence[str] | None = None) -> None:
        """See :meth:`RedisGraphStore.delete`."""
        with self._lock:
            if edge_ids is None:
                self._edges.pop(user_id, None)
                self._aliases.pop(user_id, None)
            else:
                for edge_id in edge_ids:
                    self._edges.get(user_id, {}).pop(edge_id, None)
