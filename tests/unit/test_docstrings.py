"""Every public class and function of the three packages documents itself with an example
(the API reference that ``make docs`` renders is only as good as these)."""

from __future__ import annotations

import importlib
import inspect

import pytest

PACKAGES = ("memory_ext", "langchain_memory_ext", "llamaindex_memory_ext")


def public_objects() -> list[tuple[str, object]]:
    out = []
    for package in PACKAGES:
        module = importlib.import_module(package)
        for name in module.__all__:
            obj = getattr(module, name)
            if inspect.isclass(obj) or inspect.isfunction(obj):
                out.append((f"{package}.{name}", obj))
    return out


@pytest.mark.parametrize(("name", "obj"), public_objects(), ids=[n for n, _ in public_objects()])
def test_public_object_has_a_docstring_with_an_example(name: str, obj: object) -> None:
    doc = inspect.getdoc(obj) or ""
    assert doc.strip(), f"{name} has no docstring"
    assert "Example" in doc or ">>>" in doc, f"{name}'s docstring has no example"
