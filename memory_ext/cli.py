"""The ``memory-ext`` command.

Every failure is one line on stderr, ``error: …``, with exit status 2 for bad input or
configuration (a bad argument, an unknown user, a malformed file, a missing extra) and
1 when a store (Redis, Chroma) fails. Subcommands are registered in
:func:`build_parser` and dispatched through ``_COMMANDS``: adding one is a parser
entry and a handler.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from typing import Any, NoReturn

from memory_ext.demo import BANK_LOAN, FINAL_QUESTION
from memory_ext.model import Message
from memory_ext.reindex import add_reindex_command, run_reindex
from memory_ext.short_term import ShortTermMemory, SlidingWindow, SummaryBuffer, TokenBudget
from memory_ext.types import DualChatStore


def _open_chat_store(stack: ExitStack, out: list[str], redis_url: str | None) -> DualChatStore:
    """The given Redis; else a local Redis-compatible server if one can be started, else
    the in-process twin."""
    from memory_ext.embedded import LocalRedisServer
    from memory_ext.errors import StoreUnavailableError
    from memory_ext.stores import InMemoryChatStore, RedisChatStore

    if redis_url:
        out.append(f"[store] Redis at {redis_url}")
        return RedisChatStore(redis_url, key_prefix="demo")
    try:
        server = stack.enter_context(LocalRedisServer.start())
    except StoreUnavailableError as exc:
        out.append(f"[store] no Redis-compatible server ({exc}); using the in-process chat store")
        return InMemoryChatStore()
    out.append(f"[store] started a local {server.kind} server ({server.binary}) at {server.url}")
    store = RedisChatStore(server.url, key_prefix="demo")
    stack.callback(store.close)
    return store


def _show(
    title: str, messages: Sequence[Message], tokens: int, note: str = "", count: int | None = None
) -> str:
    total = len(messages) if count is None else count
    lines = [f"\n== {title}: {total} messages, {tokens} tokens {note}".rstrip()]
    for m in messages:
        text = m.text if len(m.text) <= 90 else m.text[:87] + "..."
        lines.append(f"   {m.role:>9}: {text}")
    return "\n".join(lines)


def run_demo(redis_url: str | None = None) -> int:
    """The bank-loan conversation through each short-term policy (on ``redis_url`` when
    given, else on a local server started for the demo)."""
    out: list[str] = []
    with ExitStack() as stack:
        store = _open_chat_store(stack, out, redis_url)
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
                count=len(everything),
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


def _check_redis_url(url: str) -> str:
    from urllib.parse import urlparse

    from memory_ext.errors import ConfigurationError

    if urlparse(url).scheme not in ("redis", "rediss", "unix", "valkey", "valkeys"):
        raise ConfigurationError(
            f"--redis-url {url!r} needs a scheme, e.g. redis://localhost:6379/0"
        )
    return url


def _manager(args: argparse.Namespace) -> Any:
    from memory_ext.config import Settings
    from memory_ext.manager import MemoryManager

    settings = Settings.from_env()
    redis_url = args.redis_url or settings.redis_url
    path = args.chroma_path or settings.chroma_path or "./.memory"
    embedder = getattr(args, "embedder", None)  # reindex names its target embedder
    if redis_url:
        _check_redis_url(redis_url)
        mm = MemoryManager.from_url(
            redis_url, chroma_path=path, namespace=args.namespace, embedder=embedder
        )
        mm.short_term.store.tail("memory-ext-cli", max_messages=1)  # Redis down: exit 1 now
        return mm
    mm = MemoryManager.local(path, namespace=args.namespace, embedder=embedder)
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
    long-term, graph); nothing is half-imported unless --continue-on-error.

    Each session is linked to its user (so ``forget`` removes its buffer) and appended
    with a token derived from its rows, so importing the same file again adds nothing.
    """
    from pathlib import Path

    from memory_ext.importer import read_log

    rows, errors = read_log(
        Path(args.file),
        user_id=args.user,
        session_id=args.session,
        continue_on_error=args.continue_on_error,
    )
    for err in errors:
        print(f"skipped: {args.file}: {err}", file=sys.stderr)
    mm = _manager(args)
    try:
        sessions: dict[str, list[Any]] = {}
        for row in rows:
            sessions.setdefault(row.session_id, []).append(row)
        for session, batch in sessions.items():  # every check before the first write
            users = {row.user_id for row in batch}
            if len(users) > 1:
                from memory_ext.errors import InvalidInputError

                raise InvalidInputError(
                    f"line {batch[0].line}", f"session {session!r} has rows of several users"
                )
            mm.owners.check(session, batch[0].user_id)
        for session, batch in sessions.items():
            user = batch[0].user_id
            mm.owners.bind(session, user)
            mm.long_term.stats.add_session(user, session)
            messages = [Message(r.role, r.content, timestamp=r.ts) for r in batch]
            mm.add_messages(session, messages, token=_import_token(session, batch))
        for done, row in enumerate(rows, start=1):
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


def _import_token(session: str, batch: Sequence[Any]) -> str:
    """The same rows of a session give the same token: a re-import appends nothing."""
    digest = hashlib.sha256(session.encode())
    for row in batch:
        stamp = row.ts.isoformat() if row.ts else ""
        digest.update(json.dumps([row.role, row.content, stamp]).encode())
    return "import:" + digest.hexdigest()


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2, default=str))


def _known(mm: Any, user: str) -> bool:
    """Whether anything is stored about ``user`` (memories or recorded sessions)."""
    from memory_ext.stores.chroma import user_filter
    from memory_ext.validation import check_id

    check_id(user, "user_id")
    if mm.long_term.stats.sessions(user):
        return True
    return bool(mm.long_term.index.ids(user_filter(user)))


def _unknown(user: str) -> NoReturn:
    from memory_ext.errors import InvalidInputError

    raise InvalidInputError("user", f"unknown user {user!r}: nothing is stored about them")


def run_search(args: argparse.Namespace, mm: Any) -> int:
    """Print the best memories with their score parts."""
    hits = mm.search(args.user, args.query, k=args.k)
    if not hits and not _known(mm, args.user):
        _unknown(args.user)
    if not hits:
        print(f"no memories of {args.user!r} match {args.query!r}", file=sys.stderr)
    for hit in hits:
        print(f"{hit.total:.3f}  rel {hit.relevance:.2f} rec {hit.recency:.2f} imp {hit.importance:g} "
              f"fb {hit.feedback:g}  {hit.record.content}  [{hit.record.id}]")  # fmt: skip
    return 0


def run_history(args: argparse.Namespace, mm: Any) -> int:
    """Print every value a slot had."""
    records = mm.history(args.user, args.slot)
    if not records and not _known(mm, args.user):
        _unknown(args.user)
    if not records:
        print(f"no values recorded for {args.slot!r} of {args.user!r}", file=sys.stderr)
    for record in records:
        until = record.valid_to.isoformat() if record.valid_to else "now"
        print(f"{record.value}\t{record.status}\t{record.valid_from} → {until}")
    return 0


def run_export(args: argparse.Namespace, mm: Any) -> int:
    """Print everything stored about a user as JSON."""
    if not args.session and not _known(mm, args.user):
        _unknown(args.user)
    _print_json(mm.export(args.user, sessions=args.session))
    return 0


def run_forget(args: argparse.Namespace, mm: Any) -> int:
    """Delete one memory or everything about a user."""
    known = _known(mm, args.user)
    count = mm.forget(args.user, args.memory_id, sessions=args.session)
    note = "" if known or args.session else f" (unknown user {args.user!r}: nothing was stored)"
    print(f"forgot {count} memories{note}")
    return 0


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got {text!r}")
    return value


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line, ``error: …``, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


_RAW = argparse.RawDescriptionHelpFormatter

_EXAMPLES = {
    "demo": """examples:
  memory-ext demo                                  # starts a local Redis-compatible server
  memory-ext --redis-url redis://localhost:6379/0 demo""",
    "search": """examples:
  memory-ext search li-wei "where does the user live?"
  memory-ext search li-wei "income" -k 3""",
    "history": """examples:
  memory-ext history li-wei location               # shanghai → beijing, with dates
  memory-ext history li-wei employer""",
    "export": """examples:
  memory-ext export li-wei > li-wei.json           # memories, graph, recorded sessions
  memory-ext export li-wei --session loan-chat""",
    "forget": """examples:
  memory-ext forget li-wei                         # everything about the user
  memory-ext forget li-wei --memory-id 3f2a9c...   # one memory""",
    "import": """examples:
  memory-ext import chat.jsonl                     # rows carry user_id and session_id
  memory-ext import chat.json --user li-wei --session loan-chat --episodic
  rows: {"user_id", "session_id", "role", "content", "ts" (ISO-8601, optional)}""",
}


def build_parser() -> argparse.ArgumentParser:
    """The command line: global options, then one subcommand."""
    from memory_ext import __version__

    parser = _Parser(
        prog="memory-ext",
        description="A memory layer for LLM agents: short-term chat buffers in Redis, "
        "long-term memory in Chroma with decay and conflict resolution, a knowledge graph.",
        epilog="examples:\n"
        "  memory-ext demo\n"
        "  memory-ext --redis-url redis://localhost:6379/0 import chat.jsonl\n"
        '  memory-ext search li-wei "where does the user live?" -k 3\n'
        "  memory-ext history li-wei location\n"
        "  memory-ext forget li-wei\n\n"
        "exit status: 0 ok, 1 a store failed, 2 bad input or configuration\n"
        "environment: MEMORY_EXT_REDIS_URL, MEMORY_EXT_CHROMA_PATH, MEMORY_EXT_NAMESPACE, ...\n"
        "run 'memory-ext COMMAND --help' for each command's options and examples",
        formatter_class=_RAW,
    )
    parser.add_argument("--version", action="version", version=f"memory-ext {__version__}")
    parser.add_argument("--redis-url", help="default: $MEMORY_EXT_REDIS_URL, else a local server")
    parser.add_argument("--chroma-path", help="default: $MEMORY_EXT_CHROMA_PATH or ./.memory")
    parser.add_argument("--namespace", default="memories", help="memory collection name")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, help_text: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help_text, description=help_text,
                              epilog=_EXAMPLES.get(name), formatter_class=_RAW)  # fmt: skip

    command("demo", "run the bank-loan demo (on --redis-url, or embedded defaults)")
    p = command("search", "search a user's long-term memory")
    p.add_argument("user")
    p.add_argument("query")
    p.add_argument("-k", type=_positive_int, default=5, help="how many memories (default 5)")
    p = command("history", "every value a slot had (e.g. location)")
    p.add_argument("user")
    p.add_argument("slot")
    p = command("export", "everything stored about a user, as JSON")
    p.add_argument("user")
    p.add_argument("--session", action="append", default=[], help="also this session's chat")
    p = command("forget", "delete one memory or everything about a user")
    p.add_argument("user")
    p.add_argument("--memory-id", help="forget only this memory")
    p.add_argument("--session", action="append", default=[], help="also this session's chat")
    p = command("import", "import a JSON/JSONL conversation log")
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
    add_reindex_command(sub)
    return parser


#: Subcommands that need a manager: name → handler(args, manager).
_COMMANDS: dict[str, Callable[[argparse.Namespace, Any], int]] = {
    "search": run_search,
    "history": run_history,
    "export": run_export,
    "forget": run_forget,
}


def _run(args: argparse.Namespace) -> int:
    if args.command == "reindex":
        return run_reindex(args, _manager)
    if args.command == "demo":
        from memory_ext.config import Settings

        url = args.redis_url or Settings.from_env().redis_url
        return run_demo(_check_redis_url(url) if url else None)
    if args.command == "import":
        return run_import(args)
    mm = _manager(args)
    try:
        return _COMMANDS[args.command](args, mm)
    finally:
        mm.close()


_EXTRAS = {"chromadb": "local", "onnxruntime": "local", "tokenizers": "local"}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``memory-ext`` console script."""
    from memory_ext.errors import MemoryExtError, StoreUnavailableError

    try:
        args = build_parser().parse_args(argv)
    except SystemExit as done:  # --help, --version, or a usage error already printed
        return int(done.code or 0)
    try:
        return _run(args)
    except StoreUnavailableError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except MemoryExtError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except ModuleNotFoundError as exc:
        extra = _EXTRAS.get((exc.name or "").split(".")[0], "local")
        print(f'error: {exc.name} is not installed: pip install "memory-ext[{extra}]"',
              file=sys.stderr)  # fmt: skip
        return 2
    except OSError as exc:  # a file that cannot be read
        print(f"error: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
