"""Validate first, write after: a rejected call is a typed error naming the field and
changes nothing (issue 11)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from memory_ext.errors import ConfigurationError, InvalidInputError
from memory_ext.manager import MemoryManager
from memory_ext.stores.chroma import persistent_client
from memory_ext.stores.chroma_guard import release


def _field(call: Any) -> str:
    with pytest.raises(InvalidInputError) as err:
        call()
    return err.value.field


def test_an_over_long_turn_is_rejected_before_the_chat_append(manager: MemoryManager) -> None:
    assert _field(lambda: manager.process_interaction("s", "u", "x" * 8001, "ok")) == "user_text"
    assert manager.short_term.all_messages("s") == []
    assert (
        _field(lambda: manager.process_interaction("s", "u", "hi", "y" * 8001)) == "assistant_text"
    )
    assert manager.short_term.all_messages("s") == []


def test_remember_many_with_one_bad_item_stores_nothing(manager: MemoryManager) -> None:
    good = {"text": "I live in Paris", "importance": 8}
    for bad in (
        {"text": "I work at Contoso", "metadata": {1: "int key"}},
        {"text": "I work at Contoso", "metadata": {"n": 2**70}},
        {"text": "I work at Contoso", "metadata": {"blob": "x" * 20_000}},
        {"text": "I work at Contoso", "ts": "2020-01-01"},
        "I work at Contoso",
    ):
        with pytest.raises(InvalidInputError):
            manager.remember_many("u", [good, bad])  # type: ignore[list-item]
    assert manager.export("u")["memories"] == []


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda m: m.remember("u", "I live in \ud800 Paris"), "text"),
        (lambda m: m.search("u", "where \udfff?"), "query"),
        (lambda m: m.remember("u", "I live in Paris", metadata={"k": "\ud800"}), "metadata"),
        (lambda m: m.search("u", "Paris", include_superseded="no"), "include_superseded"),
        (lambda m: m.search("u", "Paris", k=10**9), "k"),
        (lambda m: m.build_context("s", "u", "q" * 10_000_000), "query"),
        (lambda m: m.remember("u", "I live in Paris", metadata={"k": float("nan")}), "metadata"),
        (lambda m: m.history("u", 42), "slot"),
        (lambda m: m.forget("u", 42), "memory_id"),
    ],
)
def test_caller_mistakes_are_typed_and_name_the_field(
    manager: MemoryManager, call: Any, field: str
) -> None:
    started = time.perf_counter()
    assert _field(lambda: call(manager)) == field
    assert time.perf_counter() - started < 30  # a 10 MB query is refused, not tokenised


def test_feedback_needs_a_real_bool(manager: MemoryManager) -> None:
    memory = manager.remember("u", "I live in Paris", importance=8).memory_id
    assert memory is not None
    assert _field(lambda: manager.feedback("u", memory, "no")) == "helpful"  # type: ignore[arg-type]
    assert manager.export("u")["memories"][0]["counters"] == {}


def test_a_corrupt_chroma_path_is_a_configuration_error(tmp_path: Path) -> None:
    (tmp_path / "chroma.sqlite3").write_text("not a database")
    with pytest.raises(ConfigurationError, match="chroma_path"):
        persistent_client(str(tmp_path))
    (tmp_path / "file").write_text("x")
    with pytest.raises(ConfigurationError, match="chroma_path"):
        persistent_client(str(tmp_path / "file"))


_OPEN_IN_A_CHILD = (
    "import sys\n"
    "from memory_ext.errors import ConfigurationError\n"
    "from memory_ext.stores.chroma import persistent_client\n"
    "try:\n"
    "    persistent_client(sys.argv[1]).list_collections()\n"
    "    print('opened')\n"
    "except ConfigurationError as exc:\n"
    "    print('refused:', exc)\n"
    "except Exception as exc:\n"
    "    print('untyped:', type(exc).__module__, type(exc).__name__, exc)\n"
)
#: Root ignores file modes (CAP_DAC_OVERRIDE): the child drops those capabilities.
_NO_DAC = ["--inh-caps=-dac_override,-dac_read_search,-fowner",
           "--bounding-set=-dac_override,-dac_read_search,-fowner"]  # fmt: skip


def _as_unprivileged(argv: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return argv
    setpriv = shutil.which("setpriv")
    if setpriv is None or subprocess.run([setpriv, *_NO_DAC, "true"], check=False).returncode:
        pytest.skip("running as root and cannot drop CAP_DAC_OVERRIDE: modes bind no root")
    return [setpriv, *_NO_DAC, *argv]


@pytest.mark.parametrize("what", ["the whole directory", "the database file"])
def test_a_read_only_chroma_path_is_a_configuration_error(tmp_path: Path, what: str) -> None:
    path = tmp_path / "chroma"
    client = persistent_client(str(path))
    client.get_or_create_collection("kept").add(ids=["a"], embeddings=[[0.1, 0.2]])
    release(str(path))  # the child process is to open it
    made_read_only = [path / "chroma.sqlite3"]
    if what == "the whole directory":
        made_read_only = [*path.rglob("*"), path]
    for item in made_read_only:
        item.chmod(0o555 if item.is_dir() else 0o444)
    try:
        out = subprocess.run(
            _as_unprivileged([sys.executable, "-c", _OPEN_IN_A_CHILD, str(path)]),
            capture_output=True, text=True, timeout=120, check=True,
        )  # fmt: skip
    finally:
        for item in made_read_only:
            item.chmod(0o755 if item.is_dir() else 0o644)
    assert out.stdout.startswith("refused:"), out.stdout + out.stderr
    assert "read-only" in out.stdout and str(path) in out.stdout


def test_a_second_process_is_refused_embedded_chroma_and_told_to_run_a_server(
    tmp_path: Path,
) -> None:
    path = str(tmp_path / "shared")
    persistent_client(path)
    script = (
        "import sys\n"
        "from memory_ext.stores.chroma import persistent_client\n"
        "from memory_ext.errors import ConfigurationError\n"
        "try:\n"
        "    persistent_client(sys.argv[1])\n"
        "except ConfigurationError as exc:\n"
        "    print('refused:', exc)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script, path], capture_output=True, text=True, timeout=120,
        check=True,
    )  # fmt: skip
    assert "refused:" in out.stdout and "chroma run" in out.stdout


def test_llamaindex_put_with_a_bad_user_writes_nothing(manager: MemoryManager) -> None:
    from llama_index.core.base.llms.types import ChatMessage

    from llamaindex_memory_ext import ConflictAwareMemory

    memory = ConflictAwareMemory.from_defaults(session_id="s", user_id="bad user", manager=manager)
    with pytest.raises(InvalidInputError):
        memory.put(ChatMessage(role="user", content="I live in Paris"))
    assert manager.short_term.all_messages("s") == []


def test_llamaindex_users_without_a_session_id_do_not_share_one(manager: MemoryManager) -> None:
    from llama_index.core.base.llms.types import ChatMessage

    from llamaindex_memory_ext import ConflictAwareMemory

    alice = ConflictAwareMemory.from_defaults(user_id="alice", manager=manager)
    bob = ConflictAwareMemory.from_defaults(user_id="bob", manager=manager)
    alice.put(ChatMessage(role="user", content="I live in Paris"))
    assert bob.get_all() == []
    assert manager.export("bob")["sessions"] == {}
    bob.put(ChatMessage(role="user", content="I live in Rome"))
    manager.forget("bob")
    assert len(alice.get_all()) == 1
