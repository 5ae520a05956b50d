"""The ``memory-ext`` command."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from contextlib import ExitStack

from memory_ext.demo import BANK_LOAN, FINAL_QUESTION
from memory_ext.model import Message
from memory_ext.short_term import ShortTermMemory, SlidingWindow, SummaryBuffer, TokenBudget
from memory_ext.types import DualChatStore


def _open_chat_store(stack: ExitStack, out: list[str]) -> DualChatStore:
    """A local Redis-compatible server if one can be started, else the in-process twin."""
    from memory_ext.embedded import LocalRedisServer
    from memory_ext.errors import StoreUnavailableError
    from memory_ext.stores import InMemoryChatStore, RedisChatStore

    try:
        server = stack.enter_context(LocalRedisServer.start())
    except StoreUnavailableError as exc:
        out.append(f"[store] no Redis-compatible server ({exc}); using the in-process chat store")
        return InMemoryChatStore()
    out.append(f"[store] started a local {server.kind} server ({server.binary}) at {server.url}")
    store = RedisChatStore(server.url, key_prefix="demo")
    stack.callback(store.close)
    return store


def _show(title: str, messages: Sequence[Message], tokens: int, note: str = "") -> str:
    lines = [f"\n== {title}: {len(messages)} messages, {tokens} tokens {note}".rstrip()]
    for m in messages:
        text = m.text if len(m.text) <= 90 else m.text[:87] + "..."
        lines.append(f"   {m.role:>9}: {text}")
    return "\n".join(lines)


def run_demo() -> int:
    """The bank-loan conversation through each short-term policy."""
    out: list[str] = []
    with ExitStack() as stack:
        store = _open_chat_store(stack, out)
        session = "bank-loan"
        store.clear(session)
        for user, assistant in BANK_LOAN:
            store.append(session, [Message("user", user), Message("assistant", assistant)])
        store.append(session, [Message("user", FINAL_QUESTION)])
        counter = store.counter
        everything = store.all_messages(session)
        out.append(
            f"[tokens] {counter.encoding_name} ({'exact' if counter.exact else 'APPROXIMATE'})"
        )
        out.append(
            _show(
                "full history",
                everything[-3:],
                counter.count_messages(everything),
                "(last 3 shown)",
            )
        )
        for title, policy in (
            ("SlidingWindow(6)", SlidingWindow(max_messages=6)),
            ("TokenBudget(250)", TokenBudget(max_tokens=250)),
            (
                "SummaryBuffer(keep_last=4, max_tokens=300), no LLM",
                SummaryBuffer(keep_last=4, max_tokens=300),
            ),
        ):
            view = ShortTermMemory(store, policy).view(session)
            shown = list(view.messages)
            if view.summary is not None:
                shown.insert(
                    0,
                    Message(
                        "system",
                        f"[summary, {view.summary.method}] " + view.summary.text.replace("\n", " "),
                    ),
                )
            out.append(_show(title, shown, view.tokens))
        out.append(
            "\nNote: without an LLM the summary is extractive; "
            "pass any LLM to SummaryBuffer(llm=...)."
        )
        store.clear(session)
        url = getattr(store, "_url", None)
        if url is not None:
            out.extend(_long_term_demo(url))
        else:
            out.append("\n[long-term] skipped: it needs a Redis-compatible server")
    print("\n".join(out))
    return 0


def _long_term_demo(redis_url: str) -> list[str]:
    """The bank-loan facts and the Shanghai → Beijing move through long-term memory."""
    from datetime import timedelta

    from memory_ext.demo import MOVE
    from memory_ext.errors import ModelUnavailableError
    from memory_ext.manager import MemoryManager

    out = ["\n== long-term memory (Chroma in memory, MiniLM offline embeddings)"]
    try:
        mm = MemoryManager.from_url(redis_url, key_prefix="demo", namespace="demo")
    except ModelUnavailableError as exc:
        return [*out, f"   skipped: {exc}"]
    user = "li-wei"
    mm.forget(user)
    now = mm.long_term.clock.now()
    for text, days_ago in MOVE:
        result = mm.remember(user, text, ts=now - timedelta(days=days_ago))
        out.append(f"   remember {text!r}: " + ", ".join(f"{op.kind}" for op in result.operations))
    stored = skipped = 0
    for user_text, _ in BANK_LOAN:
        result = mm.remember(user, user_text)
        stored += result.added
        skipped += result.skipped
    out.append(f"   the bank-loan turns: {stored} stored, {skipped} skipped as small talk")
    for question in ("where does the user live?", FINAL_QUESTION):
        out.append(f"   search {question!r}:")
        for hit in mm.search(user, question, k=4):
            out.append(
                f"     {hit.total:.3f} (rel {hit.relevance:.2f} rec {hit.recency:.2f} "
                f"imp {hit.importance:g} fb {hit.feedback:g}) {hit.record.content}"
            )
    history = ", ".join(
        f"{h.value} [{h.status}{', until ' + h.valid_to.date().isoformat() if h.valid_to else ''}]"
        for h in mm.history(user, "location")
    )
    out.append(f"   history of location: {history}")
    mm.forget(user)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``memory-ext`` console script."""
    parser = argparse.ArgumentParser(
        prog="memory-ext", description="A memory layer for LLM agents."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("demo", help="run the bank-loan demo on embedded defaults")
    args = parser.parse_args(argv)
    if args.command == "demo":
        return run_demo()
    return 2  # pragma: no cover - argparse rejects unknown commands


if __name__ == "__main__":
    sys.exit(main())
