"""Long-term memories in Chroma: one collection per namespace and embedding model.

Embedded (``PersistentClient``), in-memory (``EphemeralClient``) and client/server
(``HttpClient`` to ``chroma run``) clients all work; pass one in or use the helpers.
Every query carries a ``where`` filter on ``user_id`` built as a dict, never a string.
"""

from __future__ import annotations

import hashlib
import json
import re
import warnings
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Any

import numpy as np
import numpy.typing as npt

from memory_ext.errors import InvalidInputError, StoreUnavailableError
from memory_ext.inputs import facts_from_json, facts_to_json
from memory_ext.model import MemoryRecord
from memory_ext.validation import check_id

_RESERVED = {
    "user_id", "kind", "slot", "value", "polarity", "importance", "created_at", "valid_from",
    "valid_to", "status", "superseded_by", "needs_clarification", "source", "meta_json",
    "facts_json",
}  # fmt: skip
_FILTER_OPS = {"$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin"}
_META_PREFIX = "m_"


def persistent_client(path: str) -> Any:
    """An embedded Chroma client storing under ``path`` (telemetry off).

    The path is made absolute first: Chroma caches clients by the path string, so
    ``"./.memory"`` from two working directories would otherwise share one client.

    Raises:
        ConfigurationError: another process has ``path`` open (embedded Chroma serves one
            process: run a Chroma server to share it), or it is not a usable Chroma directory.
    """
    import os

    import chromadb
    from chromadb.config import Settings

    from memory_ext.stores.chroma_guard import open_checked

    return open_checked(
        path,
        lambda p: chromadb.PersistentClient(
            path=os.path.abspath(p), settings=Settings(anonymized_telemetry=False)
        ),
    )


def ephemeral_client() -> Any:
    """An in-memory Chroma client (notebooks, tests)."""
    import chromadb
    from chromadb.config import Settings

    return chromadb.EphemeralClient(settings=Settings(anonymized_telemetry=False))


def http_client(host: str, port: int = 8000) -> Any:
    """A client of a Chroma server (``chroma run``)."""
    import chromadb
    from chromadb.config import Settings

    return chromadb.HttpClient(host=host, port=port, settings=Settings(anonymized_telemetry=False))


@contextmanager
def chroma_errors() -> Iterator[None]:
    """Turn Chroma/driver failures into :class:`StoreUnavailableError` naming Chroma."""
    try:
        yield
    except (InvalidInputError, StoreUnavailableError):
        raise
    except Exception as exc:  # chromadb raises many unrelated types (httpx, sqlite, rust)
        raise StoreUnavailableError("chroma", f"{type(exc).__name__}: {exc}") from exc


def _ts(value: datetime | None) -> float:
    return value.timestamp() if value is not None else -1.0


def _dt(value: Any) -> datetime | None:
    if value is None or float(value) == -1.0:  # the sentinel of _ts(None)
        return None
    return datetime.fromtimestamp(float(value), tz=timezone.utc)


def to_metadata(record: MemoryRecord) -> dict[str, Any]:
    """Flatten a record into Chroma metadata (scalars only)."""
    meta: dict[str, Any] = {
        "user_id": record.user_id,
        "kind": record.kind,
        "slot": record.slot or "",
        "value": record.value or "",
        "polarity": int(record.polarity),
        "importance": float(record.importance),
        "created_at": _ts(record.created_at),
        "valid_from": _ts(record.valid_from),
        "valid_to": _ts(record.valid_to),
        "status": record.status,
        "superseded_by": record.superseded_by or "",
        "needs_clarification": bool(record.needs_clarification),
        "source": record.source,
        "meta_json": json.dumps(dict(record.metadata), ensure_ascii=False, sort_keys=True),
        "facts_json": facts_to_json(record.facts),
    }
    for key, value in record.metadata.items():  # scalar user metadata is filterable
        if isinstance(value, (str, int, float, bool)):
            meta[_META_PREFIX + key] = value
    return meta


def from_metadata(memory_id: str, document: str, meta: Mapping[str, Any]) -> MemoryRecord:
    """Rebuild a record from what :func:`to_metadata` stored."""
    # A record written before pre-1970 dates were refused still reads (never a poisoned user).
    created = _dt(meta.get("created_at")) or datetime.fromtimestamp(0, tz=timezone.utc)
    return MemoryRecord(
        id=memory_id,
        user_id=str(meta["user_id"]),
        kind=meta["kind"],
        content=document,
        created_at=created,
        importance=float(meta["importance"]),
        slot=meta.get("slot") or None,
        value=meta.get("value") or None,
        polarity=int(meta.get("polarity", 1)),
        valid_from=_dt(meta.get("valid_from")),
        valid_to=_dt(meta.get("valid_to")),
        status=meta.get("status", "active"),
        superseded_by=meta.get("superseded_by") or None,
        needs_clarification=bool(meta.get("needs_clarification", False)),
        source=str(meta.get("source", "user")),
        metadata=json.loads(meta.get("meta_json") or "{}"),
        facts=facts_from_json(meta.get("facts_json")),
    )


def user_filter(
    user_id: str, filters: Mapping[str, Any] | None = None, *, active_only: bool = False
) -> dict[str, Any]:
    """A Chroma ``where`` dict: this user, plus validated equality/range filters.

    ``filters`` keys are record fields (``kind``, ``slot``, ``source`` …) or keys of the
    user's metadata; values are scalars or ``{"$op": value}`` with a comparison operator.

    Raises:
        InvalidInputError: a key starting with ``$``, an unknown operator, a non-scalar value.
    """
    if filters is not None and not isinstance(filters, Mapping):
        raise InvalidInputError("filters", "must be a mapping of field to value or {op: value}")
    if filters is not None and len(filters) > 32:
        raise InvalidInputError("filters", "more than 32 conditions")
    clauses: list[dict[str, Any]] = [{"user_id": {"$eq": user_id}}]
    if active_only:
        clauses.append({"status": {"$eq": "active"}})
    for key, value in (filters or {}).items():
        if (
            not isinstance(key, str)
            or not key
            or key.startswith("$")
            or not re.match(r"^[\w.-]+$", key)
        ):
            raise InvalidInputError("filters", f"bad filter key {key!r}")
        field = key if key in _RESERVED else _META_PREFIX + key
        if isinstance(value, Mapping):
            if len(value) != 1 or next(iter(value)) not in _FILTER_OPS:
                raise InvalidInputError("filters", f"{key}: one operator of {sorted(_FILTER_OPS)}")
            op, operand = next(iter(value.items()))
            _check_scalar(key, operand, allow_list=op in ("$in", "$nin"))
            clauses.append({field: {op: operand}})
        else:
            _check_scalar(key, value, allow_list=False)
            clauses.append({field: {"$eq": value}})
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}


def _check_scalar(key: str, value: Any, *, allow_list: bool) -> None:
    if (
        allow_list
        and isinstance(value, list)
        and all(isinstance(v, (str, int, float, bool)) for v in value)
    ):
        return
    if not isinstance(value, (str, int, float, bool)):
        raise InvalidInputError("filters", f"{key}: value must be a string, number or bool")


def collection_name(namespace: str, model_id: str) -> str:
    """``<namespace>-<model hash>``: a collection holds one model's vectors only."""
    digest = hashlib.sha1(model_id.encode()).hexdigest()[:10]
    return f"{namespace}-{digest}"


class ChromaVectorIndex:
    """Memory records and their embeddings in one Chroma collection.

    Example:
        >>> index = ChromaVectorIndex(persistent_client("./.memory"), "mx", "all-MiniLM-L6-v2-int8", 384)
    """

    #: Records per Chroma ``get`` call.
    page_size = 5000

    def __init__(self, client: Any, namespace: str, model_id: str, dim: int) -> None:
        if not re.match(r"^[A-Za-z0-9][A-Za-z0-9_-]{1,40}$", namespace):
            raise InvalidInputError(
                "namespace", "2-41 characters of [A-Za-z0-9_-], starting alphanumeric"
            )
        self.client = client
        self.name = collection_name(namespace, model_id)
        self.model_id = model_id
        self.dim = dim
        self._collection: Any = None

    @property
    def collection(self) -> Any:
        """The Chroma collection, created on first use with cosine HNSW."""
        if self._collection is None:
            with chroma_errors():
                self._collection = self.client.get_or_create_collection(
                    self.name,
                    metadata={
                        "hnsw:space": "cosine",
                        "embedding_model": self.model_id,
                        "dim": self.dim,
                    },
                    embedding_function=None,
                )
                if self._collection.count() == 0:
                    self._warn_if_stored_elsewhere()
        return self._collection

    def _warn_if_stored_elsewhere(self) -> None:
        """A new, empty collection while the namespace holds another model's memories
        (e.g. after the default embedder changed): say how to carry them over."""
        prefix = self.name.rsplit("-", 1)[0] + "-"
        others = []
        for c in self.client.list_collections():
            name = c if isinstance(c, str) else c.name
            if name != self.name and name.startswith(prefix):
                other = self.client.get_collection(name)
                if other.count():
                    others.append(f"{name} ({(other.metadata or {}).get('embedding_model')})")
        if others:
            warnings.warn(
                f"memories of namespace {prefix[:-1]!r} are stored with another embedder in "
                f"{', '.join(others)}; this one ({self.model_id}) starts empty. Carry them "
                f"over with `memory-ext reindex --embedder ...`, or pass that embedder.",
                stacklevel=4,
            )

    def where(
        self,
        user_id: str,
        filters: Mapping[str, Any] | None = None,
        *,
        active_only: bool = False,
    ) -> dict[str, Any]:
        """This user's records plus validated ``filters`` (see :func:`user_filter`)."""
        return user_filter(user_id, filters, active_only=active_only)

    def where_users(self, user_ids: Sequence[str]) -> dict[str, Any]:
        """Records of any of ``user_ids`` (one read rebuilding several users' views)."""
        return {"user_id": {"$in": [check_id(u, "user_id") for u in user_ids]}}

    def upsert(
        self, records: Sequence[MemoryRecord], embeddings: npt.NDArray[np.float32] | None
    ) -> None:
        """Write records; ``embeddings=None`` updates metadata only. One call per
        ``page_size`` records (Chroma refuses batches above its own limit, ~5,461)."""
        if not records:
            return
        vectors = np.asarray(embeddings, dtype=np.float32) if embeddings is not None else None
        for start in range(0, len(records), self.page_size):
            chunk = records[start : start + self.page_size]
            ids = [r.id for r in chunk]
            metas = [to_metadata(r) for r in chunk]
            with chroma_errors():
                if vectors is None:
                    # metadata only: passing documents would make Chroma re-embed them
                    self.collection.update(ids=ids, metadatas=metas)
                else:
                    self.collection.upsert(
                        ids=ids, embeddings=vectors[start : start + self.page_size],
                        metadatas=metas, documents=[r.content for r in chunk],
                    )  # fmt: skip

    def query(
        self, embedding: npt.NDArray[np.float32], n: int, where: Mapping[str, Any]
    ) -> list[tuple[MemoryRecord, float]]:
        """Nearest records within ``where``, with their cosine similarity."""
        with chroma_errors():
            res = self.collection.query(
                query_embeddings=[np.asarray(embedding, dtype=np.float32)], n_results=max(1, n),
                where=dict(where), include=["documents", "metadatas", "distances"],
            )  # fmt: skip
        return [
            (from_metadata(i, d, m), 1.0 - float(dist))
            for i, d, m, dist in zip(
                res["ids"][0],
                res["documents"][0],
                res["metadatas"][0],
                res["distances"][0],
                strict=True,
            )
        ]

    def get(
        self,
        where: Mapping[str, Any],
        ids: Sequence[str] | None = None,
        *,
        embeddings: bool = False,
    ) -> tuple[list[MemoryRecord], npt.NDArray[np.float32] | None]:
        """Records matching ``where`` (and ``ids``), optionally with their vectors.

        Reads page by page (``page_size``): one unbounded ``get`` of a large user trips
        SQLite's limit on bound variables inside Chroma.
        """
        include = ["documents", "metadatas"] + (["embeddings"] if embeddings else [])
        records: list[MemoryRecord] = []
        vectors: list[npt.NDArray[np.float32]] = []
        id_list = list(ids) if ids is not None else None
        offset = 0
        while True:
            with chroma_errors():
                if id_list is not None:
                    chunk = id_list[offset : offset + self.page_size]
                    res = self.collection.get(ids=chunk, where=dict(where), include=include)
                else:
                    res = self.collection.get(
                        where=dict(where), include=include, limit=self.page_size, offset=offset
                    )
            records += [
                from_metadata(i, d, m)
                for i, d, m in zip(res["ids"], res["documents"], res["metadatas"], strict=True)
            ]
            if embeddings and len(res["ids"]):
                vectors.append(np.asarray(res["embeddings"], dtype=np.float32))
            offset += self.page_size
            done = (
                offset >= len(id_list) if id_list is not None else len(res["ids"]) < self.page_size
            )
            if done:
                break
        matrix = np.concatenate(vectors) if embeddings and vectors else None
        return records, matrix

    def ids(self, where: Mapping[str, Any], ids: Sequence[str] | None = None) -> list[str]:
        """Ids of the records matching ``where`` (and ``ids``), without parsing them."""
        found: list[str] = []
        offset = 0
        while True:
            with chroma_errors():
                if ids is not None:
                    res = self.collection.get(
                        ids=list(ids)[offset : offset + self.page_size], where=dict(where),
                        include=[],
                    )  # fmt: skip
                else:
                    res = self.collection.get(
                        where=dict(where), include=[], limit=self.page_size, offset=offset
                    )
            found += list(res["ids"])
            offset += self.page_size
            if (offset >= len(ids)) if ids is not None else len(res["ids"]) < self.page_size:
                return found

    def page(self, where: Mapping[str, Any] | None, offset: int, limit: int) -> list[MemoryRecord]:
        """Records ``offset`` to ``offset + limit`` of the collection (within ``where``), in
        Chroma's stable insertion order: how a reindex walks a collection resumably."""
        with chroma_errors():
            res = self.collection.get(
                where=dict(where) if where is not None else None,
                include=["documents", "metadatas"],
                limit=limit,
                offset=offset,
            )
        return [
            from_metadata(i, d, m)
            for i, d, m in zip(res["ids"], res["documents"], res["metadatas"], strict=True)
        ]

    def delete(self, where: Mapping[str, Any], ids: Sequence[str] | None = None) -> None:
        """Delete records matching ``where`` (and ``ids``)."""
        with chroma_errors():
            self.collection.delete(ids=list(ids) if ids is not None else None, where=dict(where))

    def count(self) -> int:
        """Records in the collection (all users)."""
        with chroma_errors():
            return int(self.collection.count())
