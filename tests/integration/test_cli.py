from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from memory_ext.cli import main


def test_demo_runs_end_to_end_on_the_given_redis(
    redis_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--redis-url", redis_url, "demo"]) == 0
    out = capsys.readouterr().out
    assert f"[store] Redis at {redis_url}" in out and "started a local" not in out
    assert "full history: 41 messages" in out  # the banner counts the session, not the 3 shown
    assert "TokenBudget(250)" in out
    assert "So, how much can I borrow?" in out
    assert "history of location: Shanghai [superseded" in out
    assert "Beijing [active]" in out
    assert "skipped as small talk" in out
    assert "income: 30,000 yuan" in out
    assert "tokens (budget 350) vs" in out


def test_import_then_search_history_export_forget(
    tmp_path: Path, redis_url: str, key_prefix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "chat.jsonl"
    rows = [
        {
            "user_id": "cli-user",
            "session_id": "cli-s",
            "role": "user",
            "content": "I live in Shanghai",
            "ts": "2026-01-01T09:00:00+00:00",
        },
        {"user_id": "cli-user", "session_id": "cli-s", "role": "assistant", "content": "Noted."},
        {
            "user_id": "cli-user",
            "session_id": "cli-s",
            "role": "user",
            "content": "I just moved to Beijing",
            "ts": "2026-03-01T09:00:00+00:00",
        },
    ]
    log.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    base = [
        "--redis-url",
        redis_url,
        "--chroma-path",
        str(tmp_path / "chroma"),
        "--namespace",
        key_prefix,
    ]
    assert main([*base, "import", str(log)]) == 0
    assert "imported 3 messages" in capsys.readouterr().out
    assert main([*base, "search", "cli-user", "where does the user live?", "-k", "1"]) == 0
    assert "Beijing" in capsys.readouterr().out
    assert main([*base, "history", "cli-user", "location"]) == 0
    out = capsys.readouterr().out
    assert out.index("Shanghai\tsuperseded") < out.index("Beijing\tactive")
    assert main([*base, "export", "cli-user", "--session", "cli-s"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert len(exported["sessions"]["cli-s"]) == 3 and len(exported["memories"]) == 2
    assert main([*base, "forget", "cli-user", "--session", "cli-s"]) == 0
    assert "forgot 2 memories" in capsys.readouterr().out


def test_a_malformed_import_names_the_line_and_imports_nothing(
    tmp_path: Path, redis_url: str, key_prefix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "bad.jsonl"
    log.write_text(
        '{"user_id": "u9", "session_id": "s9", "role": "user", "content": "I live in Rome"}\n{"oops": \n'
    )
    base = [
        "--redis-url",
        redis_url,
        "--chroma-path",
        str(tmp_path / "chroma"),
        "--namespace",
        key_prefix,
    ]
    assert main([*base, "import", str(log)]) == 2
    assert "line 2" in capsys.readouterr().err
    assert main([*base, "export", "u9", "--session", "s9"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert exported["memories"] == [] and exported["sessions"]["s9"] == []
    assert main([*base, "import", str(log), "--continue-on-error"]) == 0
    captured = capsys.readouterr()
    assert "imported 1 messages (1 skipped)" in captured.out and "line 2" in captured.err


# --- errors are one line, exit 2 (1 when a store fails) ---


def _one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    err = [line for line in err if not line.startswith("[store]")]
    assert len(err) == 1 and err[0].startswith("error: "), err
    return err[0]


@pytest.fixture
def base(tmp_path: Path, redis_url: str, key_prefix: str) -> list[str]:
    return ["--redis-url", redis_url, "--chroma-path", str(tmp_path / "chroma"),
            "--namespace", key_prefix]  # fmt: skip


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["search", "u1", "query", "-k", "x"], "-k"),
        (["search", "u1", "query", "-k", "0"], "positive"),
        (["nosuchcommand"], "invalid choice"),
        (["search", "", "query"], "user_id"),
        (["history", "nobody-at-all", "location"], "unknown user 'nobody-at-all'"),
        (["search", "nobody-at-all", "anything"], "unknown user"),
        (["export", "nobody-at-all"], "unknown user"),
    ],
)
def test_bad_input_is_one_error_line_and_exit_2(
    argv: list[str], says: str, base: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*base, *argv]) == 2
    assert says in _one_line_error(capsys)


def test_a_url_without_scheme_is_a_configuration_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--redis-url", "localhost:6379", "search", "u", "q"]) == 2
    assert "scheme" in _one_line_error(capsys)


def test_an_unreachable_redis_is_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    from memory_ext.embedded import free_port

    url = f"redis://127.0.0.1:{free_port()}/0"
    assert main(["--redis-url", url, "search", "u", "q"]) == 1
    assert "redis unavailable" in _one_line_error(capsys)


def test_a_bad_environment_integer_is_exit_2(
    monkeypatch: pytest.MonkeyPatch, base: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MEMORY_EXT_TOKEN_BUDGET", "lots")
    assert main([*base, "search", "u", "q"]) == 2
    assert "MEMORY_EXT_TOKEN_BUDGET" in _one_line_error(capsys)


def test_a_non_utf8_file_and_a_missing_file_are_exit_2(
    tmp_path: Path, base: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    latin = tmp_path / "latin1.jsonl"
    latin.write_bytes(
        '{"user_id": "u", "session_id": "s", "role": "user", "content": "café"}'.encode("latin-1")
    )
    assert main([*base, "import", str(latin)]) == 2
    assert "not UTF-8" in _one_line_error(capsys)
    assert main([*base, "import", str(tmp_path / "missing.jsonl")]) == 2
    assert "missing.jsonl" in _one_line_error(capsys)


def test_a_json_array_error_names_the_item(
    tmp_path: Path, base: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "chat.json"
    log.write_text(json.dumps([
        {"user_id": "u", "session_id": "s", "role": "user", "content": "hi"},
        {"user_id": "u", "session_id": "s", "role": "robot", "content": "x"},
    ]))  # fmt: skip
    assert main([*base, "import", str(log)]) == 2
    line = _one_line_error(capsys)
    assert "item 2" in line and "line" not in line


def test_a_missing_extra_is_named(tmp_path: Path, redis_url: str) -> None:
    code = (
        "import sys; sys.modules['chromadb'] = None\n"
        "from memory_ext.cli import main\n"
        f"sys.exit(main(['--redis-url', {redis_url!r}, '--chroma-path', {str(tmp_path)!r}, "
        "'search', 'u', 'q']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1] == (
        'error: chromadb is not installed: pip install "memory-ext[local]"'
    )


@pytest.mark.parametrize(
    ("hidden", "statement", "extra"),
    [
        ("langchain_core", "import langchain_memory_ext", "langchain"),
        ("llama_index", "import llamaindex_memory_ext", "llamaindex"),
        ("langgraph", "from langchain_memory_ext import MemoryStore", "langgraph"),
    ],
)
def test_a_face_without_its_framework_names_the_extra(
    hidden: str, statement: str, extra: str
) -> None:
    code = f"import sys; sys.modules[{hidden!r}] = None\n{statement}"
    done = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1
    assert f'pip install "memory-ext[{extra}]"' in done.stderr.strip().splitlines()[-1]


def test_version_comes_from_package_metadata(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    import memory_ext

    assert memory_ext.__version__ == version("memory-ext")
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"memory-ext {memory_ext.__version__}"


def test_the_top_level_help_has_examples_and_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "examples:" in out and "memory-ext search" in out and "exit status" in out


@pytest.mark.parametrize("command", ["demo", "search", "history", "export", "forget", "import"])
def test_every_subcommand_has_help_with_examples(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([command, "--help"]) == 0
    out = capsys.readouterr().out
    assert "examples:" in out and f"memory-ext {command}" in out.split("examples:")[1]


def test_import_links_sessions_to_users_and_a_reimport_adds_nothing(
    tmp_path: Path, base: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "chat.jsonl"
    rows = [
        {"user_id": "imp-u", "session_id": "imp-s-1", "role": "user", "content": "I live in Rome"},
        {"user_id": "imp-u", "session_id": "imp-s-1", "role": "assistant", "content": "Nice."},
    ]
    log.write_text("\n".join(json.dumps(r) for r in rows))
    assert main([*base, "import", str(log)]) == 0
    assert main([*base, "import", str(log)]) == 0  # again: nothing doubles
    capsys.readouterr()
    assert main([*base, "export", "imp-u"]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert len(exported["sessions"]["imp-s-1"]) == 2 and len(exported["memories"]) == 1
    assert main([*base, "forget", "imp-u"]) == 0  # no --session: the link finds the buffer
    capsys.readouterr()
    assert main([*base, "export", "imp-u", "--session", "imp-s-1"]) == 0
    assert json.loads(capsys.readouterr().out)["sessions"]["imp-s-1"] == []
