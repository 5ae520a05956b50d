from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_ext.cli import main


def test_demo_runs_end_to_end_on_embedded_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
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
