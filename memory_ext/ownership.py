"""Sessions belong to users: a session id is bound to the first user who uses it, and
another user touching it gets :class:`~memory_ext.errors.SessionOwnedError`.

The binding lives in ``<prefix>:{<session>}:owner`` (the session's own hash tag, one
Cluster slot with its buffer), is set atomically with ``SET NX GET``, and is deleted when
the owner is forgotten, after which the id is free again.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from typing import Any, Protocol

from memory_ext.errors import SessionOwnedError
from memory_ext.stores.redis_chat import redis_errors
from memory_ext.validation import check_prefix, check_session_id, escape_session


class SessionOwners(Protocol):
    """Who owns which session."""

    def bind(self, session_id: str, user_id: str, field: str = "session_id") -> None: ...
    def owner(self, session_id: str) -> str | None: ...
    def check(self, session_id: str, user_id: str, field: str = "session_id") -> None: ...
    def release(self, session_ids: Iterable[str]) -> None: ...


class RedisSessionOwners:
    """Session → user bindings in Redis.

    Example:
        >>> owners = RedisSessionOwners(redis.Redis(decode_responses=True), "mx")
        >>> owners.bind("s1", "alice")
        >>> owners.bind("s1", "bob")
        Traceback (most recent call last):
        SessionOwnedError: session_id: session 's1' belongs to another user
    """

    def __init__(self, client: Any, key_prefix: str = "mx") -> None:
        self.client = client
        self.prefix = check_prefix(key_prefix)

    def key(self, session_id: str) -> str:
        """The session's owner key."""
        return f"{self.prefix}:{{{escape_session(session_id)}}}:owner"

    def bind(self, session_id: str, user_id: str, field: str = "session_id") -> None:
        """Bind an unbound session to ``user_id``; raise if another user owns it."""
        with redis_errors():
            previous = self.client.set(self.key(session_id), user_id, nx=True, get=True)
        if previous is not None and previous != user_id:
            raise SessionOwnedError(session_id, field)

    def owner(self, session_id: str) -> str | None:
        """The owner, or None when the session is unbound."""
        with redis_errors():
            found = self.client.get(self.key(session_id))
        return str(found) if found is not None else None

    def check(self, session_id: str, user_id: str, field: str = "session_id") -> None:
        """Raise if another user owns the session (an unbound session passes)."""
        found = self.owner(session_id)
        if found is not None and found != user_id:
            raise SessionOwnedError(session_id, field)

    def release(self, session_ids: Iterable[str]) -> None:
        """Unbind sessions (their owner was forgotten)."""
        keys = [self.key(s) for s in session_ids]
        with redis_errors():
            for key in keys:  # one key per slot: no cross-slot DEL in a Cluster
                self.client.delete(key)


class InProcessSessionOwners:
    """The in-process twin of :class:`RedisSessionOwners`."""

    def __init__(self) -> None:
        self._owners: dict[str, str] = {}
        self._lock = threading.Lock()

    def bind(self, session_id: str, user_id: str, field: str = "session_id") -> None:
        """See :meth:`RedisSessionOwners.bind`."""
        with self._lock:
            found = self._owners.setdefault(check_session_id(session_id), user_id)
        if found != user_id:
            raise SessionOwnedError(session_id, field)

    def owner(self, session_id: str) -> str | None:
        """See :meth:`RedisSessionOwners.owner`."""
        with self._lock:
            return self._owners.get(session_id)

    def check(self, session_id: str, user_id: str, field: str = "session_id") -> None:
        """See :meth:`RedisSessionOwners.check`."""
        found = self.owner(session_id)
        if found is not None and found != user_id:
            raise SessionOwnedError(session_id, field)

    def release(self, session_ids: Iterable[str]) -> None:
        """See :meth:`RedisSessionOwners.release`."""
        with self._lock:
            for session in session_ids:
                self._owners.pop(session, None)
