"""Input checks shared by every entry point; each failure names the offending field."""

from __future__ import annotations

import re

from memory_ext.errors import InvalidInputError

MAX_ID_LENGTH = 256
# Ids become part of Redis keys and Chroma filters. Braces would break the Cluster
# hash tag, glob characters would leak into SCAN patterns, whitespace and control
# characters make keys unreadable in every tool. Everything else (incl. CJK) is fine.
_BAD_ID_CHARS = re.compile(r"[\s{}*?\[\]\\\x00-\x1f\x7f\"'$]")
_PREFIX = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")


def check_id(value: object, field: str) -> str:
    """Return ``value`` if it is usable as a session or user id, else raise.

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
    return value


def check_prefix(value: str) -> str:
    """Validate a key prefix: 1-64 characters of ``[A-Za-z0-9_.:-]``."""
    if not isinstance(value, str) or not _PREFIX.match(value):
        raise InvalidInputError("key_prefix", "must be 1-64 characters of [A-Za-z0-9_.:-]")
    return value
