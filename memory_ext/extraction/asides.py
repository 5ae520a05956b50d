"""Asides about the telling, not the fact, taken out of a sentence before it is parsed:
"fyi", "btw", "lol", "by a mile", "hands down", "in case it ever comes up", 顺便说一下,
供参考, 以防万一. They are no part of a value ("Tennis is my favourite sport by a mile" is
tennis), and a condition on the telling ("in case it comes up", 如果需要的话) is none on the
fact ("I'm allergic to penicillin, in case it ever comes up" is an allergy). Pure.
"""

from __future__ import annotations

import re

_I = re.I

#: English asides: a discourse marker, an intensifier of a favourite, a condition on the
#: telling. Each may sit after a comma or dash, or at the end.
_EN_ASIDE = (
    r"fyi|f\.y\.i\.|btw|by the way|tbh|to be honest|honestly|imo|lol|lmao|haha+|hehe|ngl|"
    r"just so you know|for the record|for reference|for context|heads up|just saying|"
    r"by (?:a mile|far|a long shot|a landslide)|hands down|no contest|no question|easily|"
    r"for sure|of course|obviously|"
    r"in case (?:it|that|this) (?:ever )?(?:comes up|matters|helps|is relevant|becomes relevant)|"
    r"in case you (?:need|needed|were wondering|wondered|ask)(?: (?:it|that|to know))?|"
    r"(?:so )?keep (?:that|this|it) in mind"
)
_EN = re.compile(
    # after a bare space, a title-case word is the end of a name ("I work at Aaa Fyi")
    rf"(?:(?<=\w)\s*[,;–—-]\s*|\s+(?!(?-i:[A-Z][a-z])))(?:{_EN_ASIDE})(?=\s*(?:[,.;!?–—-]|$))"
    rf"|^\s*(?:fyi|btw|by the way|tbh|honestly|ngl|just so you know|for the record)\s*[,:–—-]\s*",
    _I,
)
#: Chinese asides: 顺便说一下, 供参考, 以防万一, 如果需要的话 (a condition on the telling),
#: laughter; at a clause boundary or the end.
_ZH_ASIDE = (
    r"顺便说一下|顺便说下|顺便提一句|顺便一提|说一下|跟你说一下|跟你说下|告诉你一声|"
    r"供参考|仅供参考|你参考一下|以防万一|你记一下|你记住哦|记一下哈|记住啊|"
    r"如果(?:需要|有用|有关系|用得上|相关)的话|万一(?:用得上|需要)的话|"
    r"哈哈+|嘿嘿+|嘻嘻+|呵呵+"
)
_ZH = re.compile(
    rf"[，,、]?\s*(?:(?:{_ZH_ASIDE})\s*)+(?=[，,。！!？?~～]|$)|^\s*(?:(?:{_ZH_ASIDE})\s*)+[，,：:]?\s*"
)


def without_asides(sentence: str, lang: str) -> str:
    """``sentence`` without its asides (the text itself is stored as written)."""
    pattern = _ZH if lang == "zh" else _EN
    out = pattern.sub("", sentence)
    return out if out.strip(" ,.!?，。！？") else sentence
