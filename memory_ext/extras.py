"""Name the pip extra when an optional framework is missing, instead of a bare
``ModuleNotFoundError`` deep in an import chain."""

from __future__ import annotations

import importlib


def require(module: str, extra: str, who: str) -> None:
    """Import ``module`` or raise ``ModuleNotFoundError`` saying which extra installs it.

    Example:
        >>> require("langchain_core", "langchain", "langchain_memory_ext")
    """
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as exc:
        raise ModuleNotFoundError(
            f'{who} needs {module} ({exc.name} is missing): pip install "memory-ext[{extra}]"',
            name=exc.name,
        ) from exc
