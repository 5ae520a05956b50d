"""A question that names its slot in a roundabout way ("which band does the user like
best?", "我现在人在哪？") still ranks the user's own statement of that slot first, ahead of
someone else's statement of the same kind, through the public API on real Redis + Chroma.
(Which phrasings name which slot is pinned in tests/unit/test_question_slots.py.)"""

from __future__ import annotations

import pytest

from memory_ext.manager import MemoryManager

CASES = [
    # (the user's statement, someone else's of the same kind, later, the question)
    (
        "Radiohead is my favourite band, they changed my life at 15",
        "road trip dilemma: the boyfriend's all-time favorite band is Metallica, help",
        "Which band does the user like best?",
    ),
    (
        "My favourite book is Middlemarch.",
        "Gift ideas? The husband's favourite book is Dune.",
        "Which book is my favourite?",
    ),
    (
        "My favourite drink is a flat white.",
        "The roommate's favourite drink is matcha, I don't get it",
        "What drink do I like most?",
    ),
    (
        "我最喜欢的歌手是周杰伦。",
        "我老婆最喜欢的歌手是陈奕迅，她天天循环",
        "我最喜欢的歌手是谁？",
    ),
    (
        "我这周在成都出差",
        "我同事这周在重庆出差，住解放碑那边",
        "我现在人在哪？",
    ),
]


@pytest.mark.parametrize(("mine", "theirs", "question"), CASES)
def test_the_users_own_statement_answers_first(
    manager: MemoryManager, mine: str, theirs: str, question: str
) -> None:
    own = manager.remember("u1", mine)
    manager.remember("u1", theirs)
    hits = manager.search("u1", question, k=2)
    assert hits[0].record.id == own.memory_id
