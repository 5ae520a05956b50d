"""Whether a text says more than the facts the grammar takes from it. Pure.

A memory is stored once however many facts it states ("我月薪七千，周末还去社区做用药咨询
志愿者": an income, and a volunteer job no slot holds). When a newer memory supersedes its
one fact, the rest of what it says is still true and still worth finding: such a memory
stays active with that slot superseded (:func:`memory_ext.conflict.supersede_slot`).

Only a clause the user marks as an addition counts ("also", "besides", 还/也/另外/而且 …):
an unmarked clause after a fact mostly elaborates it ("I live in Chicago, near Wicker
Park", "I'm doing keto, zero carbs", 我在阿里巴巴工作，做电商产品) and goes out of date with
it. Of the 740 statements of a fact in the conflicts sets 47 have a clause no fact covers,
nearly all such elaborations; 3 count as saying more. In the daily-life sets 4 of 176
Chinese and 1 of 168 English statements of a fact do.
"""

from __future__ import annotations

import re

from memory_ext.extraction import _SENTENCE, _rewrite, language_of
from memory_ext.extraction.grammar import Language, consume, parse_clause
from memory_ext.segmentation import content_units

#: content units an uncovered clause needs, after its leading time words, to count as
#: saying something, per language: English words, Chinese characters (a word is about
#: two: "已经三年了" does not, "周末还去社区做志愿者" does)
MIN_UNITS = {"en": 2, "zh": 3}
#: an addition in Chinese: 还/也 ("also"; not 还好/还行/还是/还没/还不 "fortunately, OK,
#: still"), 另外, 而且, 并且, 此外, 同时
_ZH_ADDED = re.compile(r"还(?![好行算可是没不在有])|也|另外|而且|并且|此外|同时")
#: an addition in English says so ("also", "as well", "besides", "in addition", a final
#: ", too"); a bare "and" joins an elaboration as often as news ("… in Qujiang, and you
#: can see the pagoda from the balcony": 44 of the English daily-life set's 168
#: statements of a fact would count)
_EN_ADDED = re.compile(r"\b(?:also|as well|besides|in addition)\b|,?\s+too\W*$", re.I)


def _added(clause: str, lang: Language) -> bool:
    """Whether the user marks ``clause`` as an addition."""
    return bool((_ZH_ADDED if lang.code == "zh" else _EN_ADDED).search(clause))


def _says_something(clause: str, sentence: str) -> bool:
    """Whether one clause adds something no fact covers."""
    lang = language_of(clause)
    if lang.non_statement(clause) or not _added(clause, lang):
        return False  # questions, greetings; elaborations of the fact before
    found, _ = parse_clause(clause, lang, sentence)
    if found:
        return False
    implied, _ = parse_clause(lang.implied_subject + clause, lang, sentence)
    if implied:
        return False
    rest = clause[consume(lang.adverbial, clause, 0) :]
    return len(content_units(rest)) >= MIN_UNITS[lang.code]


#: English: a second predicate of the same subject joined by a bare "and" ("I earn 7,000
#: a month and volunteer at weekends giving medication advice"), not a new clause after a
#: comma ("…, and running feels much easier"), nor a new subject ("and you can see the
#: pagoda"), nor a short tail ("… and love it")
_EN_AND_PREDICATE = re.compile(
    r"(?<!,)\s+and\s+(?!(?:i|you|he|she|it|we|they|the|my|our|his|her|their|your|a|an|this|that|"
    r"these|those|there|here|then|so|now|also|still|i'm|it's|that's|there's|not|no|am|is|are|"
    r"was|were|have|has|had|do|does|did)\b)(?P<p>[a-z][a-z'’-]+\b[^.;!?]*)",
    re.I,
)
#: content units such a predicate needs to count as news of its own
MIN_PREDICATE_UNITS = 4


def _and_predicate(sentence: str, lang: Language) -> bool:
    """Whether an English sentence goes on, after a bare "and", with a predicate of the
    same subject that no fact covers and that says enough to stand on its own."""
    for m in _EN_AND_PREDICATE.finditer(sentence):
        part = m["p"].strip()
        if lang.non_statement(part) or parse_clause(lang.implied_subject + part, lang, sentence)[0]:
            continue
        if len(content_units(part)) >= MIN_PREDICATE_UNITS:
            return True
    return False


def says_more(text: str) -> bool:
    """Whether ``text`` adds a clause that sets no slot and is not a question or
    greeting, i.e. it would still say something if its facts were taken away.

    Example:
        >>> says_more("我月薪七千，周末还去社区做用药咨询志愿者")
        True
        >>> says_more("I live in Chicago, near Wicker Park.")
        False
        >>> says_more("I earn 7,000 a month and volunteer at weekends in the community.")
        True
    """
    for sentence in _SENTENCE.split(text):
        if not sentence or not sentence.strip():
            continue
        lang = language_of(sentence)
        if lang.conditional.search(sentence):
            continue  # a hypothetical sets nothing and says nothing about the user
        rewritten = _rewrite(sentence.strip(), lang)
        if lang.code == "en" and _and_predicate(rewritten, lang):
            return True
        for part in lang.clause_split.split(rewritten):
            if part and part.strip() and _says_something(part.strip(), rewritten):
                return True
    return False


__all__ = ["MIN_UNITS", "says_more"]
