"""Re-embedding a namespace from MiniLM to multilingual-e5-small keeps every memory, its
history and its feedback, and an interrupted run resumes where it stopped."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
import redis

from memory_ext import cli
from memory_ext.embeddings import DualEmbedder, E5Embedder, MiniLMEmbedder
from memory_ext.errors import AlreadyRunningError
from memory_ext.locks import RedisLease
from memory_ext.manager import MemoryManager
from memory_ext.model import MemoryRecord
from memory_ext.reindex import RedisCheckpoints, reindex
from memory_ext.stores.chroma import ChromaVectorIndex, http_client
from tests.conftest import FixedClock


def _fill(mm: MemoryManager, clock: FixedClock) -> str:
    """A user with an update (history), Chinese and English memories, and feedback."""
    old = clock.current - timedelta(days=90)
    mm.remember("u", "I live in Shanghai", ts=old)
    mm.remember("u", "I just moved to Beijing")
    mm.remember("u", "我在阿里巴巴工作", ts=old)
    mm.remember("u", "我跳槽到腾讯了")
    liked = mm.remember("u", "我对花生过敏。", importance=8).memory_id
    mm.remember("u", "We hiked the Great Wall on my birthday", kind="episodic")
    mm.remember("v", "My daughter Lily loves drawing.", importance=6)
    assert liked is not None
    mm.feedback("u", liked, helpful=True)
    return liked


def _snapshot(mm: MemoryManager, user: str) -> list[dict[str, Any]]:
    return sorted(mm.export(user)["memories"], key=lambda m: m["id"])


class FailingAfter:
    """An embedder that breaks after ``calls`` batches: a crash in the middle of a reindex."""

    def __init__(self, inner: E5Embedder, calls: int) -> None:
        self.inner, self.left = inner, calls
        self.model_id, self.dim = inner.model_id, inner.dim

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if self.left == 0:
            raise RuntimeError("killed mid-way")
        self.left -= 1
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        return self.inner.embed_query(text)


@pytest.fixture
def before_and_after(
    make_manager: Callable[..., MemoryManager],
    embedder: MiniLMEmbedder,
    multilingual_embedder: E5Embedder,
) -> tuple[MemoryManager, MemoryManager]:
    return make_manager(embedder=embedder), make_manager(embedder=multilingual_embedder)


def test_reindex_keeps_every_memory_its_history_and_feedback(
    before_and_after: tuple[MemoryManager, MemoryManager],
    multilingual_embedder: E5Embedder,
    redis_client: redis.Redis,
    key_prefix: str,
    clock: FixedClock,
) -> None:
    old, new = before_and_after
    liked = _fill(old, clock)
    with pytest.warns(UserWarning, match="memory-ext reindex"):  # the new model starts empty
        assert new.long_term.index.count() == 0
    report = reindex(
        old.long_term.index,
        new.long_term.index,
        multilingual_embedder,
        RedisCheckpoints(redis_client, key_prefix),
        page_size=3,
        on_user=new.long_term.stats.bump,
    )
    assert report.copied == 7 and report.users == {"u", "v"} and report.resumed_from == 0
    for user in ("u", "v"):
        assert _snapshot(new, user) == _snapshot(old, user)
    assert [(h.value.lower(), h.status) for h in new.history("u", "location")] == [
        ("shanghai", "superseded"),
        ("beijing", "active"),
    ]
    assert [(h.value, h.status) for h in new.history("u", "employer")] == [
        ("阿里巴巴", "superseded"),
        ("腾讯", "active"),
    ]
    hit = new.search("u", "用户对什么过敏？", k=1)[0]
    assert hit.record.id == liked and hit.feedback > 1.0
    assert not list(redis_client.scan_iter(match=f"{key_prefix}:reindex:*"))


def test_reindex_from_e5_alone_to_the_dual_default_keeps_everything(
    make_manager: Callable[..., MemoryManager],
    embedder: MiniLMEmbedder,
    multilingual_embedder: E5Embedder,
    redis_client: redis.Redis,
    key_prefix: str,
    clock: FixedClock,
) -> None:
    """The previous default (e5 alone) moved to e5 + MiniLM: every memory, its history and
    feedback kept, and a Chinese question answered as before."""
    dual = DualEmbedder(e5=multilingual_embedder, minilm=embedder)
    old = make_manager(embedder=multilingual_embedder)
    liked = _fill(old, clock)
    new = make_manager(embedder=dual)
    assert new.long_term.index.name != old.long_term.index.name
    report = reindex(
        old.long_term.index,
        new.long_term.index,
        dual,
        RedisCheckpoints(redis_client, key_prefix),
        page_size=4,
        on_user=new.long_term.stats.bump,
    )
    assert report.copied == 7
    for user in ("u", "v"):
        assert _snapshot(new, user) == _snapshot(old, user)
    assert [h.status for h in new.history("u", "employer")] == ["superseded", "active"]
    for question in ("用户对什么过敏？", "What is the user allergic to?"):
        hit = new.search("u", question, k=1)[0]
        assert hit.record.id == liked and hit.feedback > 1.0
    records, vectors = new.long_term.index.get(new.long_term.index.where("u"), embeddings=True)
    assert vectors is not None and np.asarray(vectors).shape == (len(records), 768)


def test_an_interrupted_reindex_resumes_where_it_stopped(
    before_and_after: tuple[MemoryManager, MemoryManager],
    multilingual_embedder: E5Embedder,
    redis_client: redis.Redis,
    key_prefix: str,
    clock: FixedClock,
) -> None:
    old, new = before_and_after
    _fill(old, clock)
    checkpoints = RedisCheckpoints(redis_client, key_prefix)
    crashing = FailingAfter(multilingual_embedder, calls=1)
    with pytest.raises(RuntimeError, match="killed"):
        reindex(old.long_term.index, new.long_term.index, crashing, checkpoints, page_size=3)
    assert new.long_term.index.count() == 3  # one page made it before the crash
    report = reindex(
        old.long_term.index,
        new.long_term.index,
        multilingual_embedder,
        checkpoints,
        page_size=3,
        on_user=new.long_term.stats.bump,
    )
    assert report.resumed_from == 3 and report.copied == 4
    for user in ("u", "v"):
        assert _snapshot(new, user) == _snapshot(old, user)


def test_reindex_command_re_embeds_a_namespace(
    redis_url: str, redis_client: redis.Redis, tmp_path: Path, clock: FixedClock,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    path = str(tmp_path / "chroma")
    old = MemoryManager.from_url(redis_url, chroma_path=path, namespace="reidx", embedder="minilm")
    try:
        old.remember("u", "我住在杭州", importance=6)
        old.remember("u", "I work at Tencent", importance=6)
    finally:
        old.close()
    argv = ["--redis-url", redis_url, "--chroma-path", path, "--namespace", "reidx"]
    try:
        assert cli.main([*argv, "reindex", "--embedder", "e5+minilm"]) == 0
        assert "re-embedded 2 memories of 1 users" in capsys.readouterr().out
        new = MemoryManager.from_url(redis_url, chroma_path=path, namespace="reidx")  # default
        assert new.long_term.embedder.model_id == DualEmbedder().model_id
        try:
            assert new.search("u", "用户住在哪里？", k=1)[0].record.content == "我住在杭州"
        finally:
            new.close()
    finally:
        for key in redis_client.scan_iter(match="mx:*"):
            redis_client.delete(key)


_REINDEX_IN_A_PROCESS = """
import sys
import redis
from memory_ext.embeddings import MiniLMEmbedder
from memory_ext.errors import AlreadyRunningError
from memory_ext.reindex import RedisCheckpoints, reindex
from memory_ext.stores.chroma import ChromaVectorIndex, http_client

redis_url, port, prefix, pause = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4] == "pause"
# no socket timeout: this client waits (BLPOP) for the test's go, however busy the machine
client = redis.Redis.from_url(redis_url, decode_responses=True, socket_timeout=None)
chroma = http_client("127.0.0.1", port)
minilm = MiniLMEmbedder()


class Pausing:
    '''MiniLM that, on its first page, says so and waits for the test's go.'''

    def __init__(self):
        self.model_id, self.dim, self.first = minilm.model_id, minilm.dim, True

    def embed_documents(self, texts):
        if pause and self.first:
            self.first = False
            client.set(f"{prefix}:test:holding", "1")
            assert client.blpop([f"{prefix}:test:go"], timeout=120)
        return minilm.embed_documents(texts)

    def embed_query(self, text):
        return minilm.embed_query(text)


source = ChromaVectorIndex(chroma, prefix, "old-model", 4)
target = ChromaVectorIndex(chroma, prefix, minilm.model_id, minilm.dim)
try:
    report = reindex(source, target, Pausing(), RedisCheckpoints(client, prefix), page_size=2)
    print("copied", report.copied)
except AlreadyRunningError as exc:
    print("refused:", exc)
"""


def test_a_second_reindex_process_is_refused_while_the_first_runs(
    chroma_server: tuple[subprocess.Popen[bytes], int],
    redis_url: str,
    redis_client: redis.Redis,
    key_prefix: str,
) -> None:
    """Two real processes reindex the same collection: the second gets AlreadyRunningError
    before copying anything; once the first is done, a new run may go."""
    _, port = chroma_server
    source = ChromaVectorIndex(http_client("127.0.0.1", port), key_prefix, "old-model", 4)
    texts = ["I live in Paris", "I love jazz", "我在腾讯工作", "My sister is Ann", "I play chess"]
    records = [
        MemoryRecord(id=f"m{i}", user_id="u", kind="episodic", content=t,
                     created_at=datetime(2026, 1, 1, tzinfo=timezone.utc), importance=5.0)
        for i, t in enumerate(texts)
    ]  # fmt: skip
    source.upsert(records, np.eye(len(texts), 4, dtype=np.float32))
    argv = [sys.executable, "-c", _REINDEX_IN_A_PROCESS, redis_url, str(port), key_prefix]
    first = subprocess.Popen([*argv, "pause"], stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120  # a bound on start-up, not a timing assertion
        while not redis_client.get(f"{key_prefix}:test:holding"):
            assert first.poll() is None and time.monotonic() < deadline, "first run never began"
            time.sleep(0.1)
        second = subprocess.run(
            [*argv, "go"], check=True, capture_output=True, text=True, timeout=120
        )
        assert second.stdout.startswith("refused:"), second.stdout + second.stderr
        assert "already running" in second.stdout
        redis_client.rpush(f"{key_prefix}:test:go", "1")
        out, _ = first.communicate(timeout=120)
    finally:
        first.kill()
    assert out.strip() == "copied 5"
    target = ChromaVectorIndex(
        http_client("127.0.0.1", port), key_prefix, MiniLMEmbedder().model_id, 384
    )
    assert sorted(r.content for r in target.get(target.where("u"))[0]) == sorted(texts)
    again = subprocess.run([*argv, "go"], check=True, capture_output=True, text=True, timeout=120)
    assert again.stdout.strip() == "copied 5"  # the lease was released: a new run may go
    assert not redis_client.get(f"{key_prefix}:reindex:lock:{target.name}")


def test_a_run_that_lost_its_lease_stops_and_leaves_the_new_holder_alone(
    redis_client: redis.Redis, key_prefix: str
) -> None:
    key = f"{key_prefix}:reindex:lock:target"
    with RedisLease(redis_client, key, "reindex into target").hold() as lease:
        lease.renew()  # still ours
        redis_client.set(key, "another-run")  # ours expired and another run took it
        with pytest.raises(AlreadyRunningError, match="another-run"):
            lease.renew()
    assert redis_client.get(key) == "another-run"  # our release did not free their lease
