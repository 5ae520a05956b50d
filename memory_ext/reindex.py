"""Re-embed stored memories with another embedder, resumably.

A Chroma collection holds one model's vectors (its name carries the model id), so
changing the embedder means copying every record of the old collection into the new
one with fresh vectors. Records keep their ids, content, metadata, status and links
(superseded history included); the hot counters (feedback, access) live in Redis keyed
by memory id and so carry over untouched.

Resumable: after each page the next offset is written to a Redis checkpoint
(``<prefix>:reindex:<source>:<target>:<user or *>``); a run that crashed starts again
from there, and re-copying a page is harmless because upserts by id are idempotent.

Exclusive: one run per target collection at a time, across processes. A run holds a
Redis lease (``<prefix>:reindex:lock:<target>``, renewed after every page); a second
run raises :class:`~memory_ext.errors.AlreadyRunningError` before it copies anything,
so two runs never interleave their pages and checkpoints.

    memory-ext reindex --embedder e5+minilm [--user U] [--from multilingual-e5-small]
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from memory_ext.errors import AlreadyRunningError, ConfigurationError
from memory_ext.locks import RedisLease
from memory_ext.stores.chroma import ChromaVectorIndex, chroma_errors, user_filter
from memory_ext.types import Embedder


class Lease(Protocol):
    """A held exclusive job."""

    def renew(self) -> None:
        """Keep holding it (raises AlreadyRunningError if it was lost)."""
        ...


class Checkpoints(Protocol):
    """Where a reindex remembers how far it got, and who is running it."""

    def load(self, key: str) -> int: ...
    def save(self, key: str, offset: int) -> None: ...
    def clear(self, key: str) -> None: ...
    def hold(self, job: str) -> AbstractContextManager[Lease]:
        """Run ``job`` exclusively (raises AlreadyRunningError if it is running)."""
        ...


class RedisCheckpoints:
    """Checkpoints in Redis: one string per (source, target, user) run; the exclusive
    lease of a run lives beside them."""

    def __init__(self, client: Any, key_prefix: str = "mx", *, lease_ms: int = 120_000) -> None:
        self.client = client
        self.prefix = f"{key_prefix}:reindex"
        self.lease_ms = lease_ms

    def hold(self, job: str) -> AbstractContextManager[Lease]:
        """A Redis lease on ``job`` (see :class:`~memory_ext.locks.RedisLease`)."""
        lease = RedisLease(
            self.client, f"{self.prefix}:lock:{job}", f"reindex into {job}", lease_ms=self.lease_ms
        )
        return lease.hold()

    def load(self, key: str) -> int:
        raw = self.client.get(f"{self.prefix}:{key}")
        return int(raw) if raw is not None else 0

    def save(self, key: str, offset: int) -> None:
        self.client.set(f"{self.prefix}:{key}", offset)

    def clear(self, key: str) -> None:
        self.client.delete(f"{self.prefix}:{key}")


class _Held:
    def renew(self) -> None:
        """Nothing to renew: an in-process lock does not expire."""


class MemoryCheckpoints:
    """Checkpoints in this process only (no Redis): resumable within one process."""

    def __init__(self) -> None:
        self.offsets: dict[str, int] = {}
        self._running: set[str] = set()
        self._guard = threading.Lock()

    @contextmanager
    def hold(self, job: str) -> Iterator[Lease]:
        """Run ``job`` exclusively within this process."""
        with self._guard:
            if job in self._running:
                raise AlreadyRunningError(f"reindex into {job}", f"{os.getpid()}")
            self._running.add(job)
        try:
            yield _Held()
        finally:
            with self._guard:
                self._running.discard(job)

    def load(self, key: str) -> int:
        return self.offsets.get(key, 0)

    def save(self, key: str, offset: int) -> None:
        self.offsets[key] = offset

    def clear(self, key: str) -> None:
        self.offsets.pop(key, None)


@dataclass(frozen=True, slots=True)
class ReindexReport:
    """What a reindex did.

    Attributes:
        copied: records written to the target collection in this run.
        resumed_from: the offset a previous, interrupted run had reached (0 if none).
        users: users whose memories were copied.
        source, target: collection names.
    """

    copied: int
    resumed_from: int
    users: frozenset[str]
    source: str
    target: str


def source_collections(client: Any, namespace: str, exclude: str) -> list[tuple[str, str]]:
    """``(collection name, model id)`` of the namespace's other embedders' collections."""
    with chroma_errors():
        collections = client.list_collections()
    found = []
    for c in collections:
        name = c if isinstance(c, str) else c.name
        if name == exclude or not name.startswith(f"{namespace}-"):
            continue
        with chroma_errors():
            meta = client.get_collection(name).metadata or {}
        found.append((name, str(meta.get("embedding_model", "?"))))
    return found


def reindex(
    source: ChromaVectorIndex,
    target: ChromaVectorIndex,
    embedder: Embedder,
    checkpoints: Checkpoints,
    *,
    user_id: str | None = None,
    page_size: int = 256,
    progress: Callable[[int, int], None] | None = None,
    on_user: Callable[[str], None] | None = None,
) -> ReindexReport:
    """Copy ``source``'s records (one user's, or all) into ``target`` with vectors from
    ``embedder``, page by page, saving a checkpoint after each page.

    Args:
        on_user: called once per copied user at the end (e.g. to bump the user's version
            so that running processes rebuild their view).

    Raises:
        ConfigurationError: source and target are the same collection, or the embedder
            is not the target's model.
        AlreadyRunningError: another run into ``target`` is going (nothing was copied),
            or this run lost its lease to one (it stopped after its last full page).
        StoreUnavailableError: Chroma or Redis failed; run again to resume.
    """
    if source.name == target.name:
        raise ConfigurationError(f"{source.name} is already embedded with {embedder.model_id}")
    if embedder.model_id != target.model_id:
        raise ConfigurationError(f"target {target.name} holds {target.model_id} vectors")
    with checkpoints.hold(target.name) as lease:  # one run into a collection at a time
        where = user_filter(user_id) if user_id is not None else None
        key = f"{source.name}:{target.name}:{user_id if user_id is not None else '*'}"
        start = offset = checkpoints.load(key)
        with chroma_errors():
            total = (
                len(source.collection.get(where=where, include=[])["ids"])
                if where is not None
                else source.count()
            )
        users: set[str] = set()
        copied = 0
        while True:
            records = source.page(where, offset, page_size)
            if not records:
                break
            vectors = embedder.embed_documents([r.content for r in records])
            target.upsert(records, vectors)
            users.update(r.user_id for r in records)
            offset += len(records)
            copied += len(records)
            lease.renew()  # still ours: else stop before a checkpoint another run relies on
            checkpoints.save(key, offset)
            if progress is not None:
                progress(min(offset, total), total)
            if len(records) < page_size:
                break
        for user in sorted(users):
            if on_user is not None:
                on_user(user)
        checkpoints.clear(key)
        return ReindexReport(copied, start, frozenset(users), source.name, target.name)


def add_reindex_command(sub: Any) -> None:
    """The ``reindex`` subcommand's arguments (``sub``: argparse subparsers)."""
    p = sub.add_parser("reindex", help="re-embed stored memories with another embedder (resumable)")
    p.add_argument(
        "--embedder", required=True, help="e5+minilm (the default), multilingual-e5-small or minilm"
    )
    p.add_argument("--from", dest="source", help="the embedder they are stored with now")
    p.add_argument("--user", help="only this user's memories")
    p.add_argument("--page-size", type=int, default=256)


def run_reindex(args: argparse.Namespace, make_manager: Callable[[argparse.Namespace], Any]) -> int:
    """``memory-ext reindex``: re-embed the namespace's memories with ``--embedder``."""
    from memory_ext.embeddings import CachedEmbedder, make_embedder
    from memory_ext.stores.stats import RedisMemoryStats

    mm = make_manager(args)
    try:
        long_term = mm.long_term
        target: ChromaVectorIndex = long_term.index
        embedder = long_term.embedder
        if isinstance(embedder, CachedEmbedder):
            embedder = embedder.inner  # every text is embedded once: no cache round trips
        client = target.client
        if args.source:
            model = make_embedder(args.source).model_id
            name = ChromaVectorIndex(client, args.namespace, model, 0).name
            candidates = [(n, m) for n, m in source_collections(client, args.namespace, "")
                          if n == name]  # fmt: skip
        else:
            candidates = source_collections(client, args.namespace, target.name)
        if len(candidates) != 1:
            found = ", ".join(f"{n} ({m})" for n, m in candidates) or "none"
            print(
                f"error: need exactly one source collection in namespace {args.namespace!r} "
                f"(found: {found}); name it with --from",
                file=sys.stderr,
            )
            return 2
        name, model = candidates[0]
        source = ChromaVectorIndex(client, args.namespace, model, 0)
        with chroma_errors():
            source._collection = client.get_collection(name, embedding_function=None)
        stats = long_term.stats
        checkpoints: Checkpoints = (
            RedisCheckpoints(stats.client, stats.prefix)
            if isinstance(stats, RedisMemoryStats)
            else MemoryCheckpoints()
        )

        def bar(done: int, total: int, width: int = 30) -> None:
            filled = int(width * done / max(total, 1))
            end = "\n" if done >= total else ""
            print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end=end,
                  file=sys.stderr, flush=True)  # fmt: skip

        report = reindex(
            source,
            target,
            embedder,
            checkpoints,
            user_id=args.user,
            page_size=args.page_size,
            progress=bar,
            on_user=stats.bump,
        )
    finally:
        mm.close()
    resumed = f", resumed at {report.resumed_from}" if report.resumed_from else ""
    print(
        f"re-embedded {report.copied} memories of {len(report.users)} users "
        f"from {report.source} ({model}) into {report.target} ({target.model_id}){resumed}"
    )
    return 0
