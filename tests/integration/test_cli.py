from __future__ import annotations

import pytest

from memory_ext.cli import main


def test_demo_runs_end_to_end_on_embedded_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "TokenBudget(250)" in out
    assert "So, how much can I borrow?" in out
    assert "history of location: shanghai [superseded" in out
    assert "beijing [active]" in out
    assert "skipped as small talk" in out
    assert "income: 30,000 yuan" in out
    assert "tokens (budget 350) vs" in out
