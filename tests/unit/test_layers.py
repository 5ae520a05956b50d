"""Imports run downhill: the services see ports, not adapters; no import cycles."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "memory_ext"


def _imports(module: str) -> set[str]:
    """Every ``memory_ext`` module imported by ``module`` (at any level of the file)."""
    tree = ast.parse((CORE / f"{module}.py").read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {m for m in found if m.startswith("memory_ext")}


@pytest.mark.parametrize("service", ["long_term", "short_term", "user_view", "direct_search"])
def test_services_take_nothing_from_the_store_adapters(service: str) -> None:
    assert not {m for m in _imports(service) if m.startswith("memory_ext.stores")}


def test_background_does_not_import_the_manager() -> None:
    assert not {m for m in _imports("background") if m.startswith("memory_ext.manager")}


def test_long_term_reaches_the_vector_store_through_its_port() -> None:
    imported = _imports("long_term")
    assert "memory_ext.types.VectorIndex" in imported
    assert not any("chroma" in m.lower() for m in imported)
