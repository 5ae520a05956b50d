"""Worker throughput alone, before/after a change: the same queued turns learned by two
workers taking turns in one process (so neither waits on the other or on producers).

Run with the code to measure first on ``sys.path``, e.g. an older checkout:
``python -m benchmarks.load_probe /path/to/checkout`` (default: this tree).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    code = sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).parents[1])
    sys.path.insert(0, code)
    from benchmarks.load import _start_chroma, turn_text
    from memory_ext.embedded import LocalRedisServer
    from memory_ext.embeddings import MiniLMEmbedder
    from memory_ext.manager import MemoryManager
    from memory_ext.stores.chroma import http_client

    work = Path(tempfile.mkdtemp(prefix="mx-probe-"))
    chroma, port = _start_chroma(str(work / "chroma"))
    redis_args = ("--appendonly", "yes", "--appendfsync", "always", "--dir", str(work))
    server = LocalRedisServer.start(extra_args=redis_args)

    def manager() -> MemoryManager:
        return MemoryManager.from_url(
            server.url, chroma_client=http_client("127.0.0.1", port), namespace="probe",
            key_prefix="probe", background_learning=True, embedder=MiniLMEmbedder(),
        )  # fmt: skip

    try:
        producer = manager()
        for turn in range(3):
            for session in range(200):
                text = turn_text(session, turn)
                producer.process_interaction(f"s{session}", f"u{session // 2}", text, "ok")
        workers = [manager().worker(f"w{i}", min_idle_ms=60_000) for i in range(2)]
        done, busy, load = [0, 0], [0.0, 0.0], os.getloadavg()[0]
        while True:
            learned = 0
            for i, worker in enumerate(workers):
                began = time.perf_counter()
                n = worker.run_once(count=64)
                busy[i] += time.perf_counter() - began
                done[i] += n
                learned += n
            if not learned:
                break
        rates = " / ".join(f"{d / b:.1f}" for d, b in zip(done, busy, strict=True))
        import memory_ext

        print(f"{Path(memory_ext.__file__).parents[1]}: {rates} jobs/s per worker; load average {load:.2f} -> "
              f"{os.getloadavg()[0]:.2f}")  # fmt: skip
    finally:
        server.stop()
        chroma.kill()


if __name__ == "__main__":
    main()
