"""Pure parts of the graph, context assembly, settings and the log importer."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from memory_ext.config import Settings
from memory_ext.context import ContextPolicy, assemble
from memory_ext.errors import ConfigurationError, InvalidInputError
from memory_ext.graph import GraphView, LLMTripleExtractor, RuleTripleExtractor, Triple, plan_edge
from memory_ext.importer import read_log
from memory_ext.model import Message, StoredMessage, Summary
from memory_ext.short_term import BudgetTooSmallError
from memory_ext.tokens import TiktokenCounter
from tests.fakes import FixedReplyLLM, ScriptedLLM

COUNTER = TiktokenCounter("gpt-4o-mini")
T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("张三在ABC公司工作", ["张三 works for ABC公司"]),
        ("李四负责Project X", ["李四 works on Project X"]),
        ("王五是李四的上级", ["李四 reports to 王五"]),
        ("Alice reports to Bob", ["Alice reports to Bob"]),
        ("Li Si now reports to Zhao Liu.", ["Li Si reports to Zhao Liu"]),
        ("Carol manages Dave", ["Carol manages Dave"]),
        ("I work at Contoso Bank", ["user works for Contoso Bank"]),
        ("我刚搬到北京", ["user lives in 北京"]),
        ("the weather is nice", []),
    ],
)
def test_rules_extract_relations(text: str, expected: list[str]) -> None:
    assert sorted(t.text() for t in RuleTripleExtractor().extract(text)) == sorted(expected)


def test_llm_triples_parse_and_fall_back() -> None:
    llm = LLMTripleExtractor(
        FixedReplyLLM('[{"subject": "A", "relation": "Reports_To", "object": "B"}]')
    )
    assert [t.text() for t in llm.extract("x")] == ["A reports to B"]
    broken = LLMTripleExtractor(ScriptedLLM(fail=True))
    assert [t.text() for t in broken.extract("Alice reports to Bob")] == ["Alice reports to Bob"]
    assert broken.last_method == "rules"


def test_single_valued_relations_supersede_and_others_accumulate() -> None:
    old = Triple("Alice", "reports_to", "Bob", valid_from=T0)
    plan = plan_edge(Triple("alice ", "reports_to", "Carol", valid_from=T0), [old], {})
    assert [(e.object, e.status) for e in plan.superseded] == [("Bob", "superseded")]
    assert plan_edge(Triple("ALICE", "reports_to", "bob"), [old], {}).duplicate
    managed = Triple("Alice", "manages", "Dave")
    assert plan_edge(Triple("Alice", "manages", "Eve"), [managed], {}).superseded == ()


def test_paths_are_bounded_by_depth_and_aliases_resolve() -> None:
    edges = [
        Triple("a", "r", "b"),
        Triple("b", "r", "c"),
        Triple("c", "r", "d"),
        Triple("d", "r", "e"),
    ]
    view = GraphView(edges, {"alpha": "a"})
    assert len(view.paths("alpha", "d", 3)) == 1
    assert view.paths("a", "e", 3) == []
    assert {e.text() for e in view.neighbourhood(["a"], depth=2)} == {"a r b", "b r c"}
    assert view.mentioned("what about ALPHA and c?") == ["a", "c"]


def _stored(messages: list[Message]) -> list[StoredMessage]:
    return [StoredMessage(i, COUNTER.count_message(m), m) for i, m in enumerate(messages, 1)]


def test_assemble_cuts_in_order_and_never_exceeds() -> None:
    recent = _stored(
        [Message("user" if i % 2 == 0 else "assistant", f"turn {i} " * 10) for i in range(20)]
    )
    kwargs = {
        "counter": COUNTER,
        "query": Message("user", "how much can I borrow?"),
        "facts": ["income: 30,000"],
        "memories": [f"memory {i} " * 5 for i in range(8)],
        "graph": ["li works for contoso"],
        "summary": Summary("earlier: greetings", 3),
        "recent": recent,
    }
    roomy = assemble(budget=5000, **kwargs)  # type: ignore[arg-type]
    assert roomy.dropped == {}
    for budget in (60, 120, 300, 700):
        ctx = assemble(budget=budget, **kwargs)  # type: ignore[arg-type]
        assert ctx.tokens == COUNTER.count_messages(list(ctx.messages)) <= budget
        assert ctx.messages[-1].content == "how much can I borrow?"
    mid = assemble(budget=400, **kwargs)  # type: ignore[arg-type]
    assert mid.dropped.get("recent", 0) > 0 and "facts" not in mid.dropped
    facts_last = assemble(
        budget=400, policy=ContextPolicy(cut_order=("facts", "memories", "recent")), **kwargs
    )  # type: ignore[arg-type]
    assert "income" not in facts_last.system
    with pytest.raises(BudgetTooSmallError):
        assemble(budget=10, **kwargs)  # type: ignore[arg-type]


def test_settings_from_env() -> None:
    s = Settings.from_env(
        {"MEMORY_EXT_REDIS_URL": "redis://x:1/0", "MEMORY_EXT_TOKEN_BUDGET": "900"}
    )
    assert s.redis_url == "redis://x:1/0" and s.token_budget == 900
    with pytest.raises(ConfigurationError):
        Settings.from_env({"MEMORY_EXT_TOKEN_BUDGET": "lots"})
    with pytest.raises(ConfigurationError):
        Settings(chroma_path="/a", chroma_host="h")


def test_import_errors_name_the_line_and_can_be_skipped(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text(
        '{"user_id": "u", "session_id": "s", "role": "user", "content": "I live in Paris"}\n'
        "\n"
        '{"user_id": "u", "session_id": "s", "role": "robot", "content": "x"}\n'
        "not json\n"
        '{"user_id": "u", "session_id": "s", "role": "assistant", "content": "ok", "ts": "2026-01-01T10:00:00"}\n'
    )
    with pytest.raises(InvalidInputError) as info:
        read_log(log)
    assert info.value.field == "line 3"
    rows, errors = read_log(log, continue_on_error=True)
    assert [r.line for r in rows] == [1, 5] and [e.field for e in errors] == ["line 3", "line 4"]
    assert rows[1].ts == datetime(2026, 1, 1, 10, tzinfo=timezone.utc)
    as_json = tmp_path / "log.json"
    as_json.write_text('{"messages": [{"role": "user", "content": "hi"}]}')
    rows, _ = read_log(as_json, user_id="u", session_id="s")
    assert rows[0].user_id == "u"


def test_the_in_process_graph_twin_supersedes_and_aliases() -> None:
    from memory_ext.graph import GraphMemory
    from memory_ext.stores.redis_graph import InMemoryGraphStore

    graph = GraphMemory(InMemoryGraphStore())
    graph.add_text("u", "Alice reports to Bob", at=T0)
    graph.add_text("u", "Alice now reports to Carol", at=T0.replace(year=2027))
    assert [(e.object, e.status) for e in graph.history("u", "alice", "reports_to")] == [
        ("Bob", "superseded"),
        ("Carol", "active"),
    ]
    graph.alias("u", "Ally", "Alice")
    assert [e.text() for e in graph.neighbours("u", "ally")] == ["Alice reports to Carol"]
    graph.store.delete("u")
    assert graph.store.edges("u") == []


def test_a_missing_embedding_model_names_the_extra(tmp_path: Path) -> None:
    from memory_ext.embeddings import MiniLMEmbedder
    from memory_ext.errors import ModelUnavailableError

    with pytest.raises(ModelUnavailableError, match=r"memory-ext\[local\]"):
        MiniLMEmbedder(model_dir=tmp_path)
