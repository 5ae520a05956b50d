"""Text units for matching, in Chinese and English: keyword terms for BM25, and the
content units that decide whether two statements say the same thing. Pure: no I/O.

* :func:`terms` — BM25 terms. English: lower-cased words without stop words, stemmed
  (Snowball English: "researched" meets "research", "museums" meets "museum"). Chinese:
  character bigrams plus the single characters of each run (see ``benchmarks/chinese.py``
  for why bigrams, not a word segmenter), after third-person references to the user
  (用户/他/她, "the user") are rewritten to the first person the user speaks in, and
  question words (哪里/什么/谁) are dropped, so "用户住在哪里？" meets "我住在杭州".
* :func:`content_units` / :func:`same_statement` — what must agree for a duplicate:
  every content word (English), every content character (Chinese) and every number
  with its unit, so 红色/蓝色, 3万/2万 and Tuesday/Thursday tell two statements apart.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache
from typing import Literal

Segmenter = Literal["bigram", "rjieba"]

_CJK_CLASS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_CJK = re.compile(f"[{_CJK_CLASS}]+")
_WORD = re.compile(r"[0-9a-z]+(?:'[a-z]+)?|[\u00c0-\u024f\u0400-\u04ff]+")
# a number with the unit or multiplier glued to it: 3万, 30k, 3.5kg, 20%
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*(?:[%a-z]+|[万千百亿元块岁年月日号点分度个斤次]?)")

# Word lists as one string each: readable in one glance (hence the SIM905 waivers).
STOP_WORDS = frozenset(
    """a an the and or but if of to in on at by for with from as is are was were be been
    being am i me my mine you your yours he him his she her hers it its we us our they
    them their this that these those what which who whom whose when where why how do does
    did doing have has had having will would shall should can could may might must not no
    so than too very just about into over up down out off again then once there here all
    any both each few more most other some such only own same s t don't i'm it's
    that's""".split()  # noqa: SIM905
)
NEGATIONS = frozenset(
    """not no nor never don't doesn't didn't can't cannot won't isn't aren't wasn't weren't
    haven't hasn't hadn't shouldn't wouldn't couldn't""".split()  # noqa: SIM905
)
# Words that do not change what a statement says (for duplicates only: on the keyword
# side "now" and "still" help questions about the latest state). Negations do.
_EN_FILLER = (STOP_WORDS - NEGATIONS) | frozenset(
    "myself i've i'd i'll really actually now currently still also quite pretty".split()  # noqa: SIM905
)

# Rewritten to 我 on the keyword side: how a question refers to the user.
_ZH_THIRD_PERSON = re.compile(r"用户|该用户|这位用户|他们|她们|他|她|ta|TA|Ta")
# Question words and particles: they never occur in the answer, only add noise.
_ZH_QUESTION = re.compile(
    r"什么时候|什么样|为什么|是不是|有没有|多少|什么|哪里|哪儿|哪个|哪些|哪家|哪所|哪天|哪年|"
    r"怎么样|怎么|如何|几个|几岁|几点|谁|吗|呢|吧|呀|啊|么"
)
# Characters and words that do not change what a Chinese statement says.
_ZH_FUNCTION = re.compile(
    r"现在|目前|已经|真的|其实|一直|非常|特别|还是|就是|一下|一点|有点|比较|挺|很|太|"
    r"的|了|着|过|地|得|是|在|我|你|也|都|就|还|又|呢|吗|吧|啊|呀|哦|嗯|这|那|个|和|与|"
    r"跟|及|并|而|且|但|把|被|给|对|从|向|于|为|以|所|之|其|此|么|刚|才|会|要|想|说"
)


def normalise(text: str) -> str:
    """NFKC (full-width → half-width), lower case, one space between words."""
    folded = unicodedata.normalize("NFKC", text).lower().replace("\u2019", "'")
    return " ".join(folded.split())


def _en_words(text: str, stop: frozenset[str] = STOP_WORDS) -> list[str]:
    return [w for w in _WORD.findall(text) if (w not in stop and len(w) > 1) or w.isdigit()]


@lru_cache(maxsize=1)
def _stemmer() -> Callable[[str], str]:
    import snowballstemmer  # uses PyStemmer's C stemmers when installed (~0.5 µs a word)

    return snowballstemmer.stemmer("english").stemWord  # type: ignore[no-any-return]


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Snowball English stem of a lower-case word; other scripts and numbers as they
    are. Measured on LoCoMo: BM25 recall@10 .569 → .598, our search .625 → .640."""
    if not word.isascii() or not word.isalpha():
        return word
    return _stemmer()(word)


def cjk_share(text: str) -> float:
    """Share of CJK characters among the letters and digits of ``text`` (0 for English,
    1 for Chinese, between for mixed text): how much a query is read as Chinese."""
    cjk = sum(len(run) for run in _CJK.findall(text))
    other = sum(len(w) for w in _WORD.findall(text.lower()))
    return cjk / (cjk + other) if cjk + other else 0.0


def _bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)] + list(run)


@lru_cache(maxsize=1)
def _rjieba_cut() -> Callable[[str], list[str]]:
    import rjieba

    cut: Callable[[str], list[str]] = rjieba.cut_for_search  # untyped module
    return cut


def _words(run: str) -> list[str]:
    return [w for w in _rjieba_cut()(run) if w.strip()]


def terms(text: str, *, query: bool = False, segmenter: Segmenter = "bigram") -> list[str]:
    """BM25 terms of ``text`` in any mix of Chinese and English.

    Args:
        query: a question about the user: third-person references become first person
            and question words are dropped (Chinese; in English both are stop words).
        segmenter: ``"bigram"`` (default, measured best) or ``"rjieba"`` words.

    Example:
        >>> terms("用户住在哪里？", query=True)
        ['我住', '住在', '我', '住', '在']
    """
    lowered = normalise(text)
    if query:
        lowered = _ZH_QUESTION.sub(" ", _ZH_THIRD_PERSON.sub("我", lowered))
    out = [stem(w) for w in _en_words(lowered)]
    split = _bigrams if segmenter == "bigram" else _words
    for run in _CJK.findall(lowered):
        out.extend(split(run))
    return out


def content_units(text: str) -> frozenset[str]:
    """What a statement says, as a set: numbers with their units, English content words,
    Chinese content characters (function words and particles removed)."""
    lowered = normalise(text)
    units = set(_NUMBER.findall(lowered))
    rest = _NUMBER.sub(" ", lowered)
    units.update(w.removesuffix("'s") for w in _en_words(rest, _EN_FILLER))
    for run in _CJK.findall(_ZH_FUNCTION.sub(" ", rest)):
        units.update(run)
    return frozenset(units)


def same_statement(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` say the same thing word for word (up to case, width,
    punctuation and function words): no content word, character or number differs.

    Example:
        >>> same_statement("我的车是红色的。", "我的车是蓝色的")
        False
        >>> same_statement("My name is Li Wei.", "my name is li wei")
        True
    """
    return content_units(a) == content_units(b)
