"""A bounded cache of user views: least recently used first out, sized in bytes.

Each process keeps views only of the users it served lately, up to ``capacity_bytes``
(``LongTermSettings.view_cache_mb``, env ``MEMORY_EXT_VIEW_CACHE_MB``, default 256 MB).
Whole users are evicted; a user whose view alone would not fit is not cached at all and
is searched through the vector store directly (slower, still correct). Counters say
what happened. Pure: no I/O.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from memory_ext.user_view import UserView

#: Default bound of one process's views, in MiB.
DEFAULT_VIEW_CACHE_MB = 256
#: Bytes per memory assumed before a view exists (measured ≈1.0-1.3 KiB with 384-d
#: vectors); used to decide up front whether a user can fit.
ESTIMATED_BYTES_PER_MEMORY = 1200


@dataclass(frozen=True, slots=True)
class CacheStats:
    """What the view cache did since it was made.

    Attributes:
        hits: a search or write found the user's view in step.
        misses: the view was missing or stale and was (re)built from the store.
        evictions: views dropped to stay within the bound.
        direct_searches: searches and writes of users too large for the cache, served
            by the vector store directly.
        users: views held now.
        bytes: their approximate size now.
        capacity_bytes: the bound.
    """

    hits: int
    misses: int
    evictions: int
    direct_searches: int
    users: int
    bytes: int
    capacity_bytes: int


class ViewCache:
    """User id → :class:`UserView`, evicting least recently used users past a byte bound.

    Example:
        >>> cache = ViewCache(256 * 2**20)
        >>> cache.put("u1", view); cache.get("u1") is view
        True
    """

    def __init__(self, capacity_bytes: int) -> None:
        self.capacity_bytes = int(capacity_bytes)
        self._views: OrderedDict[str, UserView] = OrderedDict()
        self._sizes: dict[str, int] = {}
        self._total = 0
        self._lock = threading.RLock()
        self.hits = self.misses = self.evictions = self.direct_searches = 0

    def __len__(self) -> int:
        return len(self._views)

    def __contains__(self, user_id: object) -> bool:
        return user_id in self._views

    def fits(self, memories: int) -> bool:
        """Whether a view of ``memories`` records is expected to fit the bound."""
        return memories * ESTIMATED_BYTES_PER_MEMORY <= self.capacity_bytes

    def get(self, user_id: str) -> UserView | None:
        """The user's view (now the most recently used), or None."""
        with self._lock:
            view = self._views.get(user_id)
            if view is not None:
                self._views.move_to_end(user_id)
            return view

    def put(self, user_id: str, view: UserView) -> bool:
        """Cache ``view``, evicting others as needed; False (and not cached) if it alone
        exceeds the bound."""
        with self._lock:
            self.pop(user_id)
            size = view.nbytes()
            if size > self.capacity_bytes:
                return False
            self._views[user_id] = view
            self._sizes[user_id] = size
            self._total += size
            self._evict(keep=user_id)
            return True

    def resize(self, user_id: str) -> bool:
        """Re-measure a view that grew in place; False if it had to go (too large)."""
        with self._lock:
            view = self._views.get(user_id)
            if view is None:
                return False
            size = view.nbytes()
            self._total += size - self._sizes[user_id]
            self._sizes[user_id] = size
            if size > self.capacity_bytes:
                self.pop(user_id)
                self.evictions += 1
                return False
            self._evict(keep=user_id)
            return True

    def _evict(self, keep: str) -> None:
        while self._total > self.capacity_bytes and len(self._views) > 1:
            oldest = next(iter(self._views))
            if oldest == keep:  # pragma: no cover - keep is always the newest
                break
            self.pop(oldest)
            self.evictions += 1

    def pop(self, user_id: str) -> UserView | None:
        """Drop the user's view (no eviction counted)."""
        with self._lock:
            view = self._views.pop(user_id, None)
            self._total -= self._sizes.pop(user_id, 0)
            return view

    def clear(self) -> None:
        """Drop every view."""
        with self._lock:
            self._views.clear()
            self._sizes.clear()
            self._total = 0

    def stats(self) -> CacheStats:
        """The counters and current size."""
        with self._lock:
            return CacheStats(
                self.hits,
                self.misses,
                self.evictions,
                self.direct_searches,
                len(self._views),
                self._total,
                self.capacity_bytes,
            )
