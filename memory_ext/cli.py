"""The ``memory-ext`` command."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from contextlib import ExitStack
from typing import Any

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
    """The whole loop: every turn through process_interaction, the Shanghai → Beijing
    move, then the context built for the final question next to the full history."""
    from datetime import timedelta

    from memory_ext.demo import MOVE
    from memory_ext.errors import ModelUnavailableError
    from memory_ext.manager import MemoryManager

    out = ["\n== long-term memory + graph, one turn in, one context out"]
    try:
        mm = MemoryManager.from_url(redis_url, key_prefix="demo", namespace="demo")
    except ModelUnavailableError as exc:
        return [*out, f"   skipped: {exc}"]
    user, session = "li-wei", "bank-loan-2"
    mm.forget(user, sessions=[session])
    now = mm.long_term.clock.now()
    for text, days_ago in MOVE:
        result = mm.process_interaction(
            session, user, text, "Noted.", ts=now - timedelta(days=days_ago)
        )
        out.append(f"   {text!r}: " + ", ".join(op.kind for op in result.memory.operations))
    stored = skipped = 0
    for user_text, assistant_text in BANK_LOAN:
        result = mm.process_interaction(session, user, user_text, assistant_text)
        stored += result.memory.added
        skipped += result.memory.skipped
    out.append(f"   bank-loan turns: {stored} stored long-term, {skipped} skipped as small talk")
    history = ", ".join(
        f"{h.value} [{h.status}{', until ' + h.valid_to.date().isoformat() if h.valid_to else ''}]"
        for h in mm.history(user, "location")
    )
    out.append(f"   history of location: {history}")
    context = mm.build_context(session, user, FINAL_QUESTION, token_budget=350)
    full = mm.short_term.counter.count_messages(
        [*mm.short_term.all_messages(session), Message("user", FINAL_QUESTION)]
    )
    out.append(
        f"\n== context for {FINAL_QUESTION!r}: {context.tokens} tokens (budget 350) "
        f"vs {full} tokens of full history"
    )
    out.append("   breakdown: " + ", ".join(f"{k} {v}" for k, v in context.breakdown.items() if v))
    if context.dropped:
        out.append("   cut to fit: " + ", ".join(f"{k} {v}" for k, v in context.dropped.items()))
    for m in context.messages:
        for n, line in enumerate(m.text.splitlines() or [""]):
            out.append(f"   {m.role if n == 0 else '':>9}: {line}")
    mm.forget(user, sessions=[session])
    return out


def _manager(args: argparse.Namespace) -> Any:
    from memory_ext.config import Settings
    from memory_ext.manager import MemoryManager

    settings = Settings.from_env()
    redis_url = args.redis_url or settings.redis_url
    path = args.chroma_path or settings.chroma_path or "./.memory"
    if redis_url:
        return MemoryManager.from_url(redis_url, chroma_path=path, namespace=args.namespace)
    mm = MemoryManager.local(path, namespace=args.namespace)
    print(f"[store] {mm.backend}; set MEMORY_EXT_REDIS_URL to use your own Redis",
          file=sys.stderr)  # fmt: skip
    return mm


def _progress(done: int, total: int, width: int = 30) -> None:
    filled = int(width * done / max(total, 1))
    end = "\n" if done >= total else ""
    print(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}",
        end=end,
        file=sys.stderr,
        flush=True,
    )


def run_import(args: argparse.Namespace) -> int:
    """Import a JSON/JSONL log: validate everything first, then write (short-term,
    long-term, graph); nothing is half-imported unless --continue-on-error."""
    from pathlib import Path

    from memory_ext.errors import InvalidInputError
    from memory_ext.importer import read_log

    try:
        rows, errors = read_log(
            Path(args.file),
            user_id=args.user,
            session_id=args.session,
            continue_on_error=args.continue_on_error,
        )
    except InvalidInputError as exc:
        print(f"error: {args.file}: {exc} (nothing imported)", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for err in errors:
        print(f"skipped: {args.file}: {err}", file=sys.stderr)
    mm = _manager(args)
    try:
        for done, row in enumerate(rows, start=1):
            message = Message(row.role, row.content, timestamp=row.ts)  # type: ignore[arg-type]
            mm.add_messages(row.session_id, [message])
            if row.role == "user":
                mm.remember(
                    row.user_id,
                    row.content,
                    ts=row.ts,
                    kind="episodic" if args.episodic else "semantic",
                )
                mm.graph.add_text(row.user_id, row.content, at=row.ts)
            if done % 10 == 0 or done == len(rows):
                _progress(done, len(rows))
    finally:
        mm.close()
    print(f"imported {len(rows)} messages ({len(errors)} skipped)")
    return 0


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2, default=str))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``memory-ext`` console script."""
    parser = argparse.ArgumentParser(
        prog="memory-ext", description="A memory layer for LLM agents."
    )
    parser.add_argument("--redis-url", help="default: $MEMORY_EXT_REDIS_URL, else a local server")
    parser.add_argument("--chroma-path", help="default: $MEMORY_EXT_CHROMA_PATH or ./.memory")
    parser.add_argument("--namespace", default="memories")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("demo", help="run the bank-loan demo on embedded defaults")
    p = sub.add_parser("search", help="search a user's long-term memory")
    p.add_argument("user")
    p.add_argument("query")
    p.add_argument("-k", type=int, default=5)
    p = sub.add_parser("history", help="every value a slot had (e.g. location)")
    p.add_argument("user")
    p.add_argument("slot")
    p = sub.add_parser("export", help="everything stored about a user, as JSON")
    p.add_argument("user")
    p.add_argument("--session", action="append", default=[])
    p = sub.add_parser("forget", help="delete one memory or everything about a user")
    p.add_argument("user")
    p.add_argument("--memory-id")
    p.add_argument("--session", action="append", default=[])
    p = sub.add_parser("import", help="import a JSON/JSONL conversation log")
    p.add_argument("file")
    p.add_argument("--user", help="user_id for rows that have none")
    p.add_argument("--session", help="session_id for rows that have none")
    p.add_argument(
        "--episodic", action="store_true", help="store every user turn as an episodic memory"
    )
    p.add_argument(
        "--continue-on-error",
        action="store_true",
        help="skip bad lines instead of importing nothing",
    )
    args = parser.parse_args(argv)
    if args.command == "demo":
        return run_demo()
    if args.command == "import":
        return run_import(args)
    mm = _manager(args)
    try:
        if args.command == "search":
            for hit in mm.search(args.user, args.query, k=args.k):
                print(f"{hit.total:.3f}  rel {hit.relevance:.2f} rec {hit.recency:.2f} imp {hit.importance:g} "
                      f"fb {hit.feedback:g}  {hit.record.content}  [{hit.record.id}]")  # fmt: skip
        elif args.command == "history":
            for record in mm.history(args.user, args.slot):
                until = record.valid_to.isoformat() if record.valid_to else "now"
                print(f"{record.value}\t{record.status}\t{record.valid_from} → {until}")
        elif args.command == "export":
            _print_json(mm.export(args.user, sessions=args.session))
        elif args.command == "forget":
            count = mm.forget(args.user, args.memory_id, sessions=args.session)
            print(f"forgot {count} memories")
    finally:
        mm.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
