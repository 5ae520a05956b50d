"""``MemoryManager.local(path)`` keeps everything under ``path``: a second run still knows
the chat turns, the feedback counters and the graph, not only Chroma's memories."""

from __future__ import annotations

from pathlib import Path

from memory_ext.embeddings import MiniLMEmbedder
from memory_ext.manager import MemoryManager


def test_a_second_local_run_keeps_chat_turns_counters_and_graph(
    tmp_path: Path, embedder: MiniLMEmbedder
) -> None:
    first = MemoryManager.local(str(tmp_path), embedder=embedder)
    try:
        assert "kept in" in first.backend
        first.process_interaction("s1", "u1", "李四负责Project X", "好的")
        first.process_interaction("s1", "u1", "I just moved to Beijing", "Congratulations!")
        hit = first.search("u1", "where does the user live?")[0]
        first.feedback("u1", hit.record.id, helpful=True)
    finally:
        first.close()

    second = MemoryManager.local(str(tmp_path), embedder=embedder)
    try:
        assert len(second.short_term.store.all_messages("s1")) == 4
        again = second.search("u1", "where does the user live?")[0]
        assert again.record.id == hit.record.id
        assert again.feedback > 1.0
        system = second.build_context("s1", "u1", "Who owns Project X?", token_budget=500).system
        assert "李四 works on Project X" in system
    finally:
        second.close()


def test_a_path_already_served_gets_a_temporary_server_and_says_so(
    tmp_path: Path, embedder: MiniLMEmbedder
) -> None:
    first = MemoryManager.local(str(tmp_path), embedder=embedder)
    try:
        second = MemoryManager.local(str(tmp_path), embedder=embedder)
        try:
            assert "NOT kept" in second.backend
            assert "in use" in second.backend
        finally:
            second.close()
    finally:
        first.close()


def test_a_path_open_in_another_process_is_refused_and_leaves_no_server(
    tmp_path: Path, embedder: MiniLMEmbedder
) -> None:
    import subprocess
    import sys

    import pytest

    from memory_ext.embedded import LocalRedisServer
    from memory_ext.errors import ConfigurationError

    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from memory_ext.stores.chroma_guard import claim; "
         f"claim({str(tmp_path)!r}); print('held', flush=True); time.sleep(60)"],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(ConfigurationError):
            MemoryManager.local(str(tmp_path), embedder=embedder)
        # the persistent server it had started was stopped: its data dir is free again
        LocalRedisServer.start_persistent(tmp_path / "redis").stop()
    finally:
        holder.kill()
        holder.wait()


def test_from_config_without_a_redis_url_honours_every_setting(
    tmp_path: Path, embedder: MiniLMEmbedder
) -> None:
    """The embedded branch of ``from_config`` used to drop the key prefix, budget, TTL,
    view-cache bound and token-counting model on the floor."""
    from memory_ext.config import Settings

    settings = Settings(
        chroma_path=str(tmp_path), key_prefix="cfgx", token_budget=321, ttl_seconds=600,
        view_cache_mb=7, model="gpt-4",
    )  # fmt: skip
    mm = MemoryManager.from_config(settings, embedder=embedder)
    try:
        mm.process_interaction("s1", "u1", "I live in Oslo", "ok")
        client = mm.short_term.store.client
        keys = set(client.scan_iter(match="*"))
        assert keys and all(str(k).startswith("cfgx:") for k in keys)
        assert 0 < client.ttl(next(k for k in keys if str(k).endswith(":msgs"))) <= 600
        assert mm.token_budget == 321
        assert mm.long_term.settings.view_cache_mb == 7
        assert mm.short_term.counter.encoding_name == "cl100k_base"  # gpt-4's tokenizer
    finally:
        mm.close()


def test_from_config_with_a_redis_url_counts_tokens_with_the_configured_model(
    redis_url: str, key_prefix: str, embedder: MiniLMEmbedder
) -> None:
    """``Settings.model`` (``MEMORY_EXT_MODEL``) was read and then never passed on: every
    manager counted with gpt-4o-mini's tokenizer whatever the user configured."""
    from memory_ext.config import Settings

    counted = {}
    for model, encoding in (("gpt-4", "cl100k_base"), ("gpt-4o-mini", "o200k_base")):
        settings = Settings(redis_url=redis_url, key_prefix=key_prefix, model=model)
        mm = MemoryManager.from_config(settings, embedder=embedder)
        try:
            assert mm.short_term.counter.encoding_name == encoding
            mm.process_interaction(f"s-{model}", "u1", "我住在上海，喜欢喝乌龙茶。", "好的")
            counted[model] = mm.view(f"s-{model}").tokens
        finally:
            mm.close()
    # the two tokenizers really count the same Chinese turn differently
    assert counted["gpt-4"] != counted["gpt-4o-mini"]
