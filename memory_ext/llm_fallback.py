"""One way to ask an LLM with the rules as fallback, shared by fact, relation and
importance extraction: any provider error or unparseable reply falls back to the rules,
and the caller learns which of the two answered."""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Literal, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")
Method = Literal["llm", "rules"]


def json_array(reply: str) -> list[Any]:
    """The first-to-last ``[...]`` span of an LLM reply, parsed; ValueError if there is none."""
    start, end = reply.find("["), reply.rfind("]")
    if start == -1 or end < start:
        raise ValueError("no JSON array in the reply")
    items = json.loads(reply[start : end + 1])
    if not isinstance(items, list):
        raise ValueError("the reply's JSON is not an array")
    return items


def json_object(reply: str) -> dict[str, Any]:
    """The first-to-last ``{...}`` span of an LLM reply, parsed; ValueError if there is none."""
    start, end = reply.find("{"), reply.rfind("}")
    if start == -1 or end < start:
        raise ValueError("no JSON object in the reply")
    item = json.loads(reply[start : end + 1])
    if not isinstance(item, dict):
        raise ValueError("the reply's JSON is not an object")
    return item


def schema_instruction(schema: Mapping[str, Any]) -> str:
    """The line asking a plain text model for one JSON object matching ``schema``."""
    return "\nAnswer with one JSON object matching this JSON schema:\n" + json.dumps(
        schema, ensure_ascii=False
    )


def ask(
    call: Callable[[], str], parse: Callable[[str], T], rules: Callable[[], T], what: str
) -> tuple[T, Method]:
    """``parse(call())``, or ``rules()`` when the call or the parse fails."""
    try:
        return parse(call()), "llm"
    except Exception as exc:  # provider errors and malformed replies alike
        log.warning("LLM %s failed (%s); using rules", what, exc)
        return rules(), "rules"


async def aask(
    call: Callable[[], Awaitable[str]], parse: Callable[[str], T], rules: Callable[[], T], what: str
) -> tuple[T, Method]:
    """Async twin of :func:`ask`."""
    try:
        return parse(await call()), "llm"
    except Exception as exc:  # provider errors and malformed replies alike
        log.warning("LLM %s failed (%s); using rules", what, exc)
        return rules(), "rules"
