"""One exception tree for memory-ext.

Every error raised on purpose derives from :class:`MemoryExtError`; each subclass
also inherits the stdlib type it stands for, so ``except ValueError`` keeps working
for callers who do not know about this library.
"""

from __future__ import annotations


class MemoryExtError(Exception):
    """Root of every error memory-ext raises on purpose."""


class InvalidInputError(MemoryExtError, ValueError):
    """An argument was rejected before anything was stored.

    Args:
        field: the name of the offending field, e.g. ``"session_id"``.
        reason: what is wrong with it.
    """

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


class StoreUnavailableError(MemoryExtError, ConnectionError):
    """A backing store (Redis, Chroma) could not be reached or failed mid-call.

    Args:
        store: which store, e.g. ``"redis"`` or ``"chroma"``.
        detail: what went wrong, from the driver.
    """

    def __init__(self, store: str, detail: str) -> None:
        self.store = store
        self.detail = detail
        super().__init__(f"{store} unavailable: {detail}")


class ModelUnavailableError(MemoryExtError, RuntimeError):
    """An embedding model or tokenizer is not installed or cannot be loaded offline."""


class ConfigurationError(MemoryExtError, ValueError):
    """Settings are inconsistent or incomplete."""


class LLMError(MemoryExtError, RuntimeError):
    """An LLM call failed or returned something that could not be parsed."""


class SessionOwnedError(InvalidInputError, PermissionError):
    """A chat session is bound to another user (sessions belong to the user who used
    them first, until that user is forgotten).

    Args:
        session_id: the session.
        field: the argument that named it (``"session_id"`` or ``"sessions"``).
    """

    def __init__(self, session_id: str, field: str = "session_id") -> None:
        self.session_id = session_id
        super().__init__(field, f"session {session_id!r} belongs to another user")


class LockTimeoutError(MemoryExtError, TimeoutError):
    """A bounded wait ran out: another writer held the user's write lock, or no pooled
    connection became free. Nothing was written; the call can be retried.

    Args:
        what: what was waited for.
        seconds: how long.
    """

    def __init__(self, what: str, seconds: float) -> None:
        self.what = what
        self.seconds = seconds
        super().__init__(f"gave up waiting {seconds:g}s for {what}")
