"""Helpers shared by the benchmarks: percentiles, a round-trip counting connection, tables."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import redis


def percentiles(samples: list[float]) -> tuple[float, float]:
    """p50 and p95 of ``samples`` (seconds) in milliseconds."""
    ordered = sorted(samples)
    p50 = statistics.median(ordered)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return p50 * 1000, p95 * 1000


def timed(fn: Callable[[], Any], repeat: int, max_seconds: float = float("inf")) -> list[float]:
    """Wall time of up to ``repeat`` calls of ``fn``, stopping early after ``max_seconds``
    (at least 5 samples), so a slow peer cannot stall the whole run."""
    out: list[float] = []
    deadline = time.perf_counter() + max_seconds
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
        if len(out) >= 5 and start > deadline:
            break
    return out


class RoundTrips:
    """Counts network round trips: one per packed send a redis-py connection makes."""

    def __init__(self) -> None:
        self.count = 0

    def connection_class(self) -> type[redis.Connection]:
        counter = self

        class CountingConnection(redis.Connection):
            def send_packed_command(self, command: Any, check_health: bool = True) -> None:
                counter.count += 1
                super().send_packed_command(command, check_health)

        return CountingConnection

    def client(self, url: str, **kwargs: Any) -> redis.Redis:
        pool = redis.ConnectionPool.from_url(
            url, connection_class=self.connection_class(), **kwargs
        )
        return redis.Redis(connection_pool=pool)

    def measure(self, fn: Callable[[], Any]) -> int:
        before = self.count
        fn()
        return self.count - before


def commands_processed(client: redis.Redis) -> int:
    """Server-side command count (INFO stats), for commandstats-style deltas."""
    return int(client.info("stats")["total_commands_processed"])


def table(header: Iterable[str], rows: Iterable[Iterable[Any]]) -> str:
    """A GitHub-flavoured markdown table."""
    head = list(header)
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        lines.append("| " + " | ".join(_fmt(v) for v in row) + " |")
    return "\n".join(lines)


def _fmt(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}" if value < 10 else f"{value:.1f}"
    return str(value)


def write_results(md_path: str | Path, report: str, figures: Mapping[str, Any]) -> Path:
    """Write the markdown ``report`` to ``md_path`` and the same ``figures`` as JSON next to
    it (``<name>.json``, read by ``notebooks/06_benchmarks.ipynb``). Returns the JSON path."""
    md = Path(md_path)
    md.write_text(report + "\n")
    out = md.with_suffix(".json")
    out.write_text(json.dumps(figures, indent=1, ensure_ascii=False, default=float) + "\n")
    return out
