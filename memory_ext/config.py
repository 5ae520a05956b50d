"""Typed settings, from code or from ``MEMORY_EXT_*`` environment variables; no global instance."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields

from memory_ext.errors import ConfigurationError


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything needed to build a :class:`~memory_ext.manager.MemoryManager`.

    Environment variables (all optional): ``MEMORY_EXT_REDIS_URL``,
    ``MEMORY_EXT_CHROMA_PATH`` or ``MEMORY_EXT_CHROMA_HOST`` (+ ``MEMORY_EXT_CHROMA_PORT``),
    ``MEMORY_EXT_NAMESPACE``, ``MEMORY_EXT_KEY_PREFIX``, ``MEMORY_EXT_TTL_SECONDS``,
    ``MEMORY_EXT_TOKEN_BUDGET``, ``MEMORY_EXT_MODEL`` (for token counting),
    ``MEMORY_EXT_VIEW_CACHE_MB`` (bound of the in-process views of users' long-term
    memories, default 256 MiB; see :class:`~memory_ext.inputs.LongTermSettings`),
    ``MEMORY_EXT_EMBEDDER`` (``e5+minilm``, the default, ``multilingual-e5-small`` or ``minilm``).

    Example:
        >>> settings = Settings.from_env()
        >>> mm = MemoryManager.from_config(settings)
    """

    redis_url: str | None = None
    chroma_path: str | None = None
    chroma_host: str | None = None
    chroma_port: int = 8000
    namespace: str = "memories"
    key_prefix: str = "mx"
    ttl_seconds: int = 24 * 3600
    token_budget: int = 2000
    model: str = "gpt-4o-mini"
    view_cache_mb: int = 256
    embedder: str = "e5+minilm"

    def __post_init__(self) -> None:
        from memory_ext.embeddings import embedder_names

        if self.embedder.strip().lower() not in embedder_names():
            raise ConfigurationError(
                f"embedder must be one of {', '.join(embedder_names())}, got {self.embedder!r}"
            )
        if self.chroma_path and self.chroma_host:
            raise ConfigurationError("set chroma_path (embedded) or chroma_host (server), not both")
        if self.view_cache_mb < 0:
            raise ConfigurationError("view_cache_mb must be >= 0")
        if self.token_budget < 1 or self.ttl_seconds < 0 or not 0 < self.chroma_port < 65536:
            raise ConfigurationError(
                "token_budget must be >= 1, ttl_seconds >= 0, chroma_port a port"
            )

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """Settings from ``MEMORY_EXT_*`` variables (``environ`` defaults to ``os.environ``).

        Raises:
            ConfigurationError: a numeric variable is not a number.
        """
        env = os.environ if environ is None else environ
        values: dict[str, object] = {}
        for f in fields(cls):
            raw = env.get(f"MEMORY_EXT_{f.name.upper()}")
            if raw is None or raw == "":
                continue
            if f.type in ("int", int):
                try:
                    values[f.name] = int(raw)
                except ValueError:
                    raise ConfigurationError(
                        f"MEMORY_EXT_{f.name.upper()} must be an integer, got {raw!r}"
                    ) from None
            else:
                values[f.name] = raw
        return cls(**values)  # type: ignore[arg-type]
