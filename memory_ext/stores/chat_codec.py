"""The pure half of the chat stores: key layout, validation, encoding and Lua sources.

Sync and async Redis shells (and the in-process twin) share everything here, so a
message is encoded, validated and decoded by exactly one piece of code.

Stored element layout (one JSON object per list element)::

    {"s": seq, "t": tokens, "r": role, "c": content, ...optional fields}

``s`` (a per-session sequence number) is stamped by the append script; ``t`` and ``r``
come first so the read script can budget tokens and spot user turns with one anchored
pattern match instead of decoding JSON.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from types import MappingProxyType
from typing import Any, cast

from memory_ext.errors import InvalidInputError
from memory_ext.model import AFTER_SUMMARY, ROLES, Message, Role, StoredMessage, Summary, ToolCall
from memory_ext.types import TokenCounter
from memory_ext.validation import check_prefix, escape_session

DEFAULT_TTL_SECONDS = 24 * 3600
#: Size limit of one encoded message; ``max_message_bytes=`` of the stores changes it.
DEFAULT_MAX_MESSAGE_BYTES = 1024 * 1024
#: How many recent append tokens a session remembers, so a retried append is a no-op.
RECENT_APPEND_TOKENS = 64


@dataclass(frozen=True, slots=True)
class SessionKeys:
    """The keys of one session; all share the hash tag ``{session}`` (one Cluster slot)."""

    msgs: str
    summary: str
    meta: str
    ops: str

    @classmethod
    def of(cls, prefix: str, session_id: str) -> SessionKeys:
        """Keys for ``session_id`` under ``prefix`` (any non-empty string, escaped)."""
        check_prefix(prefix)
        base = f"{prefix}:{{{escape_session(session_id)}}}"
        return cls(f"{base}:msgs", f"{base}:summary", f"{base}:meta", f"{base}:ops")

    @property
    def all(self) -> tuple[str, str, str, str]:
        """Every key of the session, for deletion."""
        return (self.msgs, self.summary, self.meta, self.ops)


def unescape_session(part: str) -> str:
    """Invert :func:`escape_session`."""
    from urllib.parse import unquote

    return unquote(part, errors="strict")


def session_from_meta_key(prefix: str, key: str) -> str | None:
    """Invert :meth:`SessionKeys.of` for a ``meta`` key found by SCAN."""
    head, tail = f"{prefix}:{{", "}:meta"
    if key.startswith(head) and key.endswith(tail):
        return unescape_session(key[len(head) : -len(tail)])
    return None


def _json_or_error(value: Any, field: str) -> Any:
    try:
        json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except (TypeError, ValueError) as exc:  # UnicodeEncodeError (a lone surrogate) included
        raise InvalidInputError(field, f"not JSON-serialisable: {exc}") from None
    return value


def validate_message(message: object, index: int = 0) -> Message:  # noqa: PLR0912 - a branch per field keeps each error beside its check
    """Check one message; raise :class:`InvalidInputError` naming the field if it is bad."""
    where = f"messages[{index}]"
    if not isinstance(message, Message):
        raise InvalidInputError(where, f"must be a Message, got {type(message).__name__}")
    if message.role not in ROLES:
        raise InvalidInputError(f"{where}.role", f"unknown role {message.role!r}")
    content: object = message.content
    if isinstance(content, str):
        try:
            content.encode("utf-8")
        except UnicodeEncodeError as exc:  # a lone surrogate: no store can hold it
            raise InvalidInputError(f"{where}.content", f"lone surrogate at {exc.start}") from None
    elif isinstance(content, Sequence) and not isinstance(content, (bytes, bytearray)):
        for j, part in enumerate(content):
            if not isinstance(part, Mapping):
                raise InvalidInputError(f"{where}.content[{j}]", "a content part must be a mapping")
        _json_or_error(list(content), f"{where}.content")
    else:
        raise InvalidInputError(
            f"{where}.content", f"must be a string or a list of parts, got {type(content).__name__}"
        )
    for field_name in ("name", "tool_call_id", "id"):
        value = getattr(message, field_name)
        if value is not None and not isinstance(value, str):
            raise InvalidInputError(f"{where}.{field_name}", "must be a string or None")
    for j, call in enumerate(message.tool_calls):
        if not isinstance(call, ToolCall) or not isinstance(call.id, str) or not call.name:
            raise InvalidInputError(
                f"{where}.tool_calls[{j}]", "must be a ToolCall with id and name"
            )
        _json_or_error(dict(call.arguments), f"{where}.tool_calls[{j}].arguments")
    if message.timestamp is not None and not isinstance(message.timestamp, datetime):
        raise InvalidInputError(f"{where}.timestamp", "must be a datetime or None")
    if not isinstance(message.metadata, Mapping):
        raise InvalidInputError(f"{where}.metadata", "must be a mapping")
    _json_or_error(dict(message.metadata), f"{where}.metadata")
    return message


def encode_message(
    message: Message, counter: TokenCounter, max_bytes: int = DEFAULT_MAX_MESSAGE_BYTES
) -> str:
    """Serialise one validated message to its stored JSON (without the ``s`` field)."""
    record: dict[str, Any] = {
        "t": counter.count_message(message),
        "r": message.role,
        "c": message.content if isinstance(message.content, str) else list(message.content),
    }
    if message.name is not None:
        record["n"] = message.name
    if message.tool_calls:
        record["tc"] = [
            {"id": c.id, "name": c.name, "args": dict(c.arguments)} for c in message.tool_calls
        ]
    if message.tool_call_id is not None:
        record["ti"] = message.tool_call_id
    if message.id is not None:
        record["id"] = message.id
    if message.timestamp is not None:
        record["ts"] = message.timestamp.isoformat()
    if message.metadata:
        record["m"] = dict(message.metadata)
    encoded = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
    if len(encoded.encode()) > max_bytes:
        raise InvalidInputError("content", f"message larger than the {max_bytes}-byte limit")
    return encoded


def encode_messages(
    messages: Sequence[Message], counter: TokenCounter, max_bytes: int = DEFAULT_MAX_MESSAGE_BYTES
) -> list[str]:
    """Validate and encode a batch; nothing is written if any message is bad."""
    if isinstance(messages, (str, Message)) or not isinstance(messages, Sequence):
        raise InvalidInputError("messages", "must be a sequence of Message")
    return [
        encode_message(validate_message(m, i), counter, max_bytes) for i, m in enumerate(messages)
    ]


class FrozenList(list[Any]):
    """A list that refuses changes: still equal to (and serialised as) a plain list."""

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("a decoded message is shared and read-only; thaw() it to change it")

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self))


class FrozenDict(dict[str, Any]):
    """A dict that refuses changes: still equal to (and serialised as) a plain dict."""

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("a decoded message is shared and read-only; thaw() it to change it")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(self.items()))


def freeze(value: Any) -> Any:
    """A JSON value made read-only (dicts → :class:`FrozenDict`, lists →
    :class:`FrozenList`), still equal to the original and JSON-serialisable, so a
    decoded message can be shared through the cache."""
    if isinstance(value, dict):
        return FrozenDict({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return FrozenList(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """Plain, mutable JSON from :func:`freeze`'s output (a fresh copy every call)."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(v) for v in value]
    return value


def _decode(raw: str | bytes, frozen: bool = False) -> StoredMessage:
    record = json.loads(raw)
    timestamp = record.get("ts")
    content = record["c"]
    keep = freeze if frozen else (lambda v: v)
    message = Message(
        role=cast(Role, record["r"]),
        content=content,
        name=record.get("n"),
        tool_calls=tuple(
            ToolCall(id=c["id"], name=c["name"], arguments=keep(c.get("args", {})))
            for c in record.get("tc", ())
        ),
        tool_call_id=record.get("ti"),
        id=record.get("id"),
        timestamp=datetime.fromisoformat(timestamp) if timestamp else None,
        metadata=keep(record["m"]) if "m" in record else _NO_METADATA,
    )
    return StoredMessage(seq=int(record.get("s", 0)), tokens=int(record["t"]), message=message)


_NO_METADATA: Mapping[str, Any] = MappingProxyType({})
# Every turn an agent re-reads the same window: decoded messages are cached by their
# exact stored text (which includes the sequence number, so a hit is always correct).
# Cached messages share nothing mutable: metadata and tool-call arguments are frozen
# (LangChain and LlamaIndex messages carry their extra fields in metadata, so those
# hit the cache too); converters :func:`thaw` them. Messages whose content is a list of
# parts are decoded afresh (the marker can only be our own key: inside a JSON string a
# quote is always escaped).
_LIST_CONTENT = ',"c":['
_cached_decode = lru_cache(maxsize=16384)(lambda raw: _decode(raw, frozen=True))


def decode_message(raw: str | bytes) -> StoredMessage:
    """Parse one stored element back into a :class:`StoredMessage`."""
    if isinstance(raw, str) and _LIST_CONTENT not in raw:
        return _cached_decode(raw)
    return _decode(raw)


def encode_summary(summary: Summary) -> str:
    """Serialise a summary; ``covered_seq`` first so Lua can compare it with a match."""
    return json.dumps(
        {"covered_seq": summary.covered_seq, "method": summary.method, "text": summary.text},
        ensure_ascii=False,
        separators=(",", ":"),
    )


def decode_summary(raw: str | bytes | None) -> Summary | None:
    """Parse a stored summary (``None`` when the session has none)."""
    if not raw:
        return None
    record = json.loads(raw)
    return Summary(
        text=record["text"], covered_seq=int(record["covered_seq"]), method=record["method"]
    )


def ttl_arg(ttl_seconds: int | None) -> int:
    """TTL as the scripts expect it: seconds, 0 meaning "never expires".

    ``ttl_seconds=0`` is refused: it reads as "expire now" to some and "never" to others;
    ``None`` means never.
    """
    if ttl_seconds is None:
        return 0
    if isinstance(ttl_seconds, bool) or not isinstance(ttl_seconds, (int, float)):
        raise InvalidInputError("ttl_seconds", "must be a positive number of seconds or None")
    if math.isnan(ttl_seconds) or ttl_seconds < 1:
        raise InvalidInputError("ttl_seconds", "must be >= 1 second, or None for no expiry")
    return int(ttl_seconds)


def check_tail_args(
    max_messages: int | None, max_tokens: int | None, after_seq: int | None
) -> None:
    """Validate the bounds of a tail read (``after_seq=AFTER_SUMMARY`` is allowed)."""
    if after_seq == AFTER_SUMMARY:
        after_seq = None
    for name, value in (("max_messages", max_messages), ("max_tokens", max_tokens)):
        if value is not None and (not isinstance(value, int) or value < 0):
            raise InvalidInputError(name, "must be a non-negative integer or None")
    if after_seq is not None and (not isinstance(after_seq, int) or after_seq < 0):
        raise InvalidInputError("after_seq", "must be a non-negative integer or None")


# KEYS: msgs, meta, summary, ops. ARGV: ttl, cap, append token, element...
# Returns {new length, last seq, 1 if this token was already applied}.
APPEND_LUA = """
local ttl = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local token = ARGV[3]
if token ~= '' and redis.call('LPOS', KEYS[4], token) then
  return {redis.call('LLEN', KEYS[1]), tonumber(redis.call('HGET', KEYS[2], 'seq') or 0), 1}
end
local n = #ARGV - 3
local last = redis.call('HINCRBY', KEYS[2], 'seq', n)
local first = last - n + 1
local items = {}
for i = 1, n do
  items[i] = '{"s":' .. (first + i - 1) .. ',' .. string.sub(ARGV[i + 3], 2)
end
for i = 1, n, 1000 do
  redis.call('RPUSH', KEYS[1], unpack(items, i, math.min(i + 999, n)))
end
local len = redis.call('LLEN', KEYS[1])
if cap > 0 and len > cap then
  redis.call('LTRIM', KEYS[1], -cap, -1)
  len = cap
end
if token ~= '' then
  redis.call('LPUSH', KEYS[4], token)
  redis.call('LTRIM', KEYS[4], 0, %(recent)d - 1)
end
if ttl > 0 then
  for i = 1, 4 do redis.call('EXPIRE', KEYS[i], ttl) end
end
return {len, last, 0}
""".replace("%(recent)d", str(RECENT_APPEND_TOKENS))

# KEYS: msgs, summary. ARGV: max_messages (0 = no bound), max_tokens (0 = no bound),
# after_seq (-1 = none, -2 = whatever the stored summary covers), chunk size.
# Walks from the newest element backwards, LRANGE
# chunk by chunk, so the cost is O(window) whatever the history length.
# With a token bound it stops once the budget is exceeded AND a user turn was seen
# (the policy then trims exactly, and the newest user message is always available).
# Returns {elements newest first, summary or false, list length}.
TAIL_LUA = """
local max_messages = tonumber(ARGV[1])
local max_tokens = tonumber(ARGV[2])
local after_seq = tonumber(ARGV[3])
local chunk = tonumber(ARGV[4])
local summary = redis.call('GET', KEYS[2])
if after_seq == -2 then
  after_seq = summary and tonumber(string.match(summary, '^{"covered_seq":(%d+)')) or -1
end
local len = redis.call('LLEN', KEYS[1])
local out = {}
local total = 0
local seen_user = false
local stop = false
local hi = len - 1
while hi >= 0 and not stop do
  local lo = math.max(0, hi - chunk + 1)
  local items = redis.call('LRANGE', KEYS[1], lo, hi)
  for i = #items, 1, -1 do
    local item = items[i]
    local s, t, r = string.match(item, '^{"s":(%d+),"t":(%d+),"r":"(%a+)"')
    s = tonumber(s)
    if after_seq >= 0 and s <= after_seq then stop = true break end
    if max_messages > 0 and #out >= max_messages then stop = true break end
    if max_tokens > 0 and total > max_tokens and seen_user then stop = true break end
    out[#out + 1] = item
    total = total + tonumber(t)
    if r == 'user' then seen_user = true end
  end
  hi = lo - 1
end
return {out, summary or false, len}
"""

# KEYS: summary, msgs. ARGV: encoded summary, covered_seq. Compare-and-set: a summary
# never replaces one that already covers more of the session (two folding writers).
SET_SUMMARY_LUA = """
local cur = redis.call('GET', KEYS[1])
if cur then
  local c = tonumber(string.match(cur, '^{"covered_seq":(%d+)'))
  if c and c >= tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[2])
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1
"""

# Same as APPEND_LUA after dropping the session's messages and summary: an atomic
# "set the whole history" (sequence numbers keep growing, so summaries stay ordered).
REPLACE_LUA = (
    "redis.call('DEL', KEYS[1], KEYS[3])\n"
    # the meta key (sequence counter) must live exactly as long as the new history
    "if tonumber(ARGV[1]) == 0 then redis.call('PERSIST', KEYS[2]) "
    "else redis.call('EXPIRE', KEYS[2], tonumber(ARGV[1])) end\n" + APPEND_LUA
)

# KEYS: msgs. ARGV: index. Removes one element by position, order-preserving and atomic.
DELETE_AT_LUA = """
local v = redis.call('LINDEX', KEYS[1], ARGV[1])
if not v then return false end
redis.call('LSET', KEYS[1], ARGV[1], '\\0mx-deleted')
redis.call('LREM', KEYS[1], 1, '\\0mx-deleted')
return v
"""
