"""Every README code block marked ``<!-- readme-test: run -->`` runs as pasted.

Each block runs in a fresh folder (so ``./.memory`` is new) with its own globals; the only
change is ``redis://localhost:6379/0`` pointed at the test server. A block may print; it
fails the test only by raising.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

README = Path(__file__).resolve().parents[2] / "README.md"
MARKER = "<!-- readme-test: run -->"
_BLOCK = re.compile(
    re.escape(MARKER) + r"\s*\n(?P<indent>[ \t]*)```python\n(?P<code>.*?)\n(?P=indent)```",
    re.DOTALL,
)
_HEADING = re.compile(r"#{1,4} (.+)")
README_REDIS_URL = "redis://localhost:6379/0"


def _last_heading(text: str) -> str:
    """The last Markdown heading in ``text``, ignoring ``#`` comments inside code fences."""
    heading, in_fence = "top", False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        elif not in_fence and (match := _HEADING.fullmatch(line)):
            heading = match.group(1)
    return heading


def readme_blocks(text: str) -> list[tuple[str, str]]:
    """``(id, code)`` of each marked block; the id is the heading above it plus a count."""
    blocks: list[tuple[str, str]] = []
    seen: dict[str, int] = {}
    for match in _BLOCK.finditer(text):
        heading = re.sub(r"\W+", "-", _last_heading(text[: match.start()])).strip("-").lower()
        seen[heading] = seen.get(heading, 0) + 1
        indent = match.group("indent")
        lines = match.group("code").split("\n")
        code = "\n".join(line.removeprefix(indent) for line in lines)
        blocks.append((f"{heading}-{seen[heading]}", code))
    return blocks


BLOCKS = readme_blocks(README.read_text(encoding="utf-8"))


def test_the_readme_marks_its_quickstarts_for_execution() -> None:
    ids = [block_id for block_id, _ in BLOCKS]
    for section in ("langchain-quickstart", "llamaindex-quickstart", "without-a-framework"):
        assert any(i.startswith(section) for i in ids), f"no executed block under {section}"
    # every marker is followed by a python block the pattern found
    lines = README.read_text(encoding="utf-8").split("\n")
    assert sum(line.strip() == MARKER for line in lines) == len(BLOCKS)


def test_the_readme_starts_with_the_two_commands() -> None:
    head = README.read_text(encoding="utf-8").split("\n")[:6]
    assert head[2] == "```bash"
    assert head[3].startswith("make demo") and head[4].startswith("make test")


@pytest.fixture
def in_fresh_folder(tmp_path: Path) -> Iterator[Path]:
    before = Path.cwd()
    os.chdir(tmp_path)
    try:
        yield tmp_path
    finally:
        os.chdir(before)


@pytest.mark.parametrize(("block_id", "code"), BLOCKS, ids=[b for b, _ in BLOCKS])
def test_readme_block_runs(block_id: str, code: str, redis_url: str, in_fresh_folder: Path) -> None:
    source = code.replace(README_REDIS_URL, redis_url)
    namespace: dict[str, object] = {"__name__": f"readme_{block_id.replace('-', '_')}"}
    try:
        exec(compile(source, f"README.md[{block_id}]", "exec"), namespace)
    finally:
        closer = namespace.get("mm")
        if closer is not None and hasattr(closer, "close"):
            closer.close()  # a block that failed midway still stops its local server
        client = redis.Redis.from_url(redis_url)
        # README blocks use the default key prefix
        for key in client.scan_iter(match="mx:*", count=1000):
            client.delete(key)
        client.close()
