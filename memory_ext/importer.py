"""Read a conversation log (JSON or JSONL) into validated rows; pure except for reading.

Each row: ``{"user_id": str, "session_id": str, "role": "user"|"assistant"|...,
"content": str, "ts": ISO-8601 (optional)}``. A JSON file holds a list of rows or
``{"messages": [...]}``; defaults for ``user_id`` / ``session_id`` may come from the
command line. Errors name the line (JSONL) or the item, counted from 1 (JSON array).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from memory_ext.errors import InvalidInputError
from memory_ext.model import ROLES
from memory_ext.validation import check_id, check_session_id


@dataclass(frozen=True, slots=True)
class LogRow:
    """One validated message of a conversation log."""

    line: int
    user_id: str
    session_id: str
    role: str
    content: str
    ts: datetime | None


def _row(
    raw: Any, line: int, user_id: str | None, session_id: str | None, unit: str = "line"
) -> LogRow:
    where = f"{unit} {line}"
    if not isinstance(raw, dict):
        raise InvalidInputError(where, "each entry must be a JSON object")
    try:
        user = check_id(raw.get("user_id", user_id), "user_id")
        session = check_session_id(raw.get("session_id", session_id))
    except InvalidInputError as exc:
        raise InvalidInputError(where, str(exc)) from None
    role = raw.get("role")
    if role not in ROLES:
        raise InvalidInputError(where, f"role must be one of {sorted(ROLES)}, got {role!r}")
    content = raw.get("content")
    if not isinstance(content, str) or not content.strip():
        raise InvalidInputError(where, "content must be a non-empty string")
    ts = raw.get("ts")
    parsed = None
    if ts is not None:
        try:
            parsed = datetime.fromisoformat(str(ts))
        except ValueError:
            raise InvalidInputError(where, f"ts is not ISO-8601: {ts!r}") from None
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=timezone.utc)
    return LogRow(line, user, session, role, content, parsed)


def read_log(
    path: Path,
    *,
    user_id: str | None = None,
    session_id: str | None = None,
    continue_on_error: bool = False,
) -> tuple[list[LogRow], list[InvalidInputError]]:
    """Every valid row of the file, and the errors (raised at once unless ``continue_on_error``).

    Raises:
        InvalidInputError: the first bad line or item (``field`` says which), when not
            continuing; or a file that is not UTF-8 text.
        OSError: the file cannot be read.
    """
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidInputError(
            str(path), f"not UTF-8 text (byte 0x{exc.object[exc.start]:02x} at offset {exc.start})"
        ) from None
    rows: list[LogRow] = []
    errors: list[InvalidInputError] = []
    for line, raw, unit in _entries(text, path.suffix.lower()):
        try:
            if isinstance(raw, InvalidInputError):
                raise raw
            rows.append(_row(raw, line, user_id, session_id, unit))
        except InvalidInputError as exc:
            if not continue_on_error:
                raise
            errors.append(exc)
    return rows, errors


def _entries(text: str, suffix: str) -> Iterator[tuple[int, Any, str]]:
    """``(number, entry or error, unit)``: a JSON file's entries are items (1-based), a
    JSONL file's are lines."""
    stripped = text.lstrip()
    if suffix == ".json" or stripped.startswith(("[", "{\n", '{"messages"')):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            error = InvalidInputError(f"line {exc.lineno}", f"invalid JSON: {exc.msg}")
            yield exc.lineno, error, "line"
            return
        items = data.get("messages") if isinstance(data, dict) else data
        if not isinstance(items, list):
            yield 1, InvalidInputError("file", 'expected a list or {"messages": [...]}'), "item"
            return
        for number, item in enumerate(items, start=1):
            yield number, item, "item"
        return
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            yield number, json.loads(line), "line"
        except json.JSONDecodeError as exc:
            yield number, InvalidInputError(f"line {number}", f"invalid JSON: {exc.msg}"), "line"
