"""Input checks shared by every entry point; each failure names the offending field."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any

from memory_ext.errors import InvalidInputError

MAX_ID_LENGTH = 256
# Ids become part of Redis keys and Chroma filters. Braces would break the Cluster
# hash tag, glob characters would leak into SCAN patterns, whitespace and control
# characters make keys unreadable in every tool. Everything else (incl. CJK) is fine.
_BAD_ID_CHARS = re.compile(r"[\s{}*?\[\]\\\x00-\x1f\x7f\"'$]")
_PREFIX = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")


def check_id(value: object, field: str) -> str:
    """Return ``value`` if it is usable as a user id, else raise (session ids follow the
    looser :func:`check_session_id`: they are escaped into keys, user ids are not).

    Raises:
        InvalidInputError: not a string, empty, longer than 256 characters, or
            containing whitespace, braces, quotes, ``$``, backslashes or glob characters.
    """
    if not isinstance(value, str):
        raise InvalidInputError(field, f"must be a string, got {type(value).__name__}")
    if not value:
        raise InvalidInputError(field, "must not be empty")
    if len(value) > MAX_ID_LENGTH:
        raise InvalidInputError(field, f"longer than {MAX_ID_LENGTH} characters")
    bad = _BAD_ID_CHARS.search(value)
    if bad:
        raise InvalidInputError(field, f"contains a forbidden character {bad.group()!r}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInputError(field, f"lone surrogate at {exc.start}") from None
    return value


# Characters that would break the Cluster hash tag (braces), leak into SCAN patterns
# (glob characters, backslash) or make keys unreadable (whitespace, controls, quotes),
# plus ``%`` itself so the escaping is injective: two different ids never share keys.
_UNSAFE_IN_KEY = re.compile(r"[\s{}*?\[\]\\\x00-\x1f\x7f\"'$%]")


def check_session_id(session_id: object, field: str = "session_id") -> str:
    """Any non-empty string is a session id (langchain-redis accepts any string too):
    every key it goes into is built with :func:`escape_session`.

    Raises:
        InvalidInputError: not a string, empty, over 1024 characters or a lone surrogate.
    """
    if not isinstance(session_id, str):
        raise InvalidInputError(field, f"must be a string, got {type(session_id).__name__}")
    if not session_id:
        raise InvalidInputError(field, "must not be empty")
    if len(session_id) > 1024:
        raise InvalidInputError(field, "longer than 1024 characters")
    try:
        session_id.encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate cannot become a key
        raise InvalidInputError(field, f"lone surrogate at {exc.start}") from None
    return session_id


def escape_session(session_id: str) -> str:
    """The session id as it appears inside a key: unsafe characters percent-escaped
    (UTF-8), so ``"a b"``, ``"a*"`` and ``"a%20b"`` get three different keys."""
    check_session_id(session_id)
    return _UNSAFE_IN_KEY.sub(
        lambda m: "".join(f"%{byte:02X}" for byte in m.group().encode()), session_id
    )


def check_prefix(value: str) -> str:
    """Validate a key prefix: 1-64 characters of ``[A-Za-z0-9_.:-]``."""
    if not isinstance(value, str) or not _PREFIX.match(value):
        raise InvalidInputError("key_prefix", "must be 1-64 characters of [A-Za-z0-9_.:-]")
    return value


MAX_QUERY_CHARS = 8000
MAX_METADATA_BYTES = 16_384
MAX_METADATA_KEYS = 64
MAX_METADATA_KEY_CHARS = 128
MAX_SESSIONS = 1000
_INT64 = 2**63
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def check_text(value: object, field: str, max_chars: int, *, allow_empty: bool = False) -> str:
    """Return ``value`` if it is a string of at most ``max_chars`` characters that UTF-8
    can encode (no lone surrogates), non-blank unless ``allow_empty``; else raise.

    The length is checked first, so a 10 MB argument costs nothing before it is refused.
    """
    if not isinstance(value, str):
        raise InvalidInputError(field, f"must be a string, got {type(value).__name__}")
    if len(value) > max_chars:
        raise InvalidInputError(field, f"longer than {max_chars} characters ({len(value)})")
    if not allow_empty and not value.strip():
        raise InvalidInputError(field, "must not be empty or whitespace")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInputError(
            field, f"not valid Unicode (lone surrogate at {exc.start})"
        ) from None
    return value


def check_bool(value: object, field: str) -> bool:
    """Return ``value`` if it is a real bool (``"no"`` is not ``False``)."""
    if not isinstance(value, bool):
        raise InvalidInputError(field, f"must be True or False, got {value!r:.40}")
    return value


def check_sessions(value: object, field: str = "sessions") -> list[str]:
    """A list of session ids (a bare string is refused: it is not a list of ids)."""
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple, set, frozenset)):
        raise InvalidInputError(field, "must be a list of session ids, not a single string")
    if len(value) > MAX_SESSIONS:
        raise InvalidInputError(field, f"more than {MAX_SESSIONS} sessions")
    return [check_session_id(s, field) for s in value]


def _check_json(value: object, field: str, depth: int) -> None:  # noqa: PLR0912 - one branch per JSON type
    if depth > 16:
        raise InvalidInputError(field, "nested more than 16 levels")
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int):
        if not -_INT64 <= value < _INT64:
            raise InvalidInputError(field, "integers must fit in 64 bits")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInputError(field, "numbers must be finite")
    elif isinstance(value, str):
        check_text(value, field, MAX_METADATA_BYTES, allow_empty=True)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _check_json(item, field, depth + 1)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidInputError(field, f"keys must be strings, got {key!r:.40}")
            _check_json(item, field, depth + 1)
    else:
        raise InvalidInputError(field, f"not JSON-serialisable: {type(value).__name__}")


def check_metadata(value: object, field: str = "metadata") -> dict[str, Any]:
    """Metadata as stored with a memory: a mapping of at most 64 keys (non-empty strings
    of at most 128 characters without control characters, not starting with ``$``) to
    JSON values (64-bit integers, finite numbers, valid Unicode, at most 16 levels), at
    most 16 KB as JSON."""
    if not isinstance(value, Mapping):
        raise InvalidInputError(field, "must be a mapping")
    if len(value) > MAX_METADATA_KEYS:
        raise InvalidInputError(field, f"more than {MAX_METADATA_KEYS} keys")
    for key in value:
        if (
            not isinstance(key, str)
            or not key
            or len(key) > MAX_METADATA_KEY_CHARS
            or key.startswith("$")
            or _CONTROL.search(key)
        ):
            raise InvalidInputError(field, f"bad key {key!r:.60}")
    _check_json(value, field, 0)
    size = len(json.dumps(dict(value), ensure_ascii=False, allow_nan=False).encode("utf-8"))
    if size > MAX_METADATA_BYTES:
        raise InvalidInputError(field, f"{size} bytes as JSON, more than {MAX_METADATA_BYTES}")
    return dict(value)
