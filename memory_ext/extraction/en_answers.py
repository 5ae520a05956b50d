"""English whole-text rewrites of the sixth pass, applied before a text is cut into
sentences (``Language.answers``): a favourite question the user answers ("Favorite movie
of all time? X, easy."), a name taken at a wedding and given in the next sentence, a flat
no after a topic ("Eggplant though, absolutely not"), a change told in disbelief
("… doesn't bother me anymore??"), "13 and a half stone". Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction.en_words import _NAME

_I = re.I

_QUESTION_WORD = (
    r"(?:who|what|where|when|why|how|which|whose|do|does|did|is|are|am|can|could|would|should|will|"
    r"shall|have|has|may|might|any|anyone|anybody|so|right|really|seriously|wait)\b"
)

#: Whole-text rewrites before sentences are cut (see ``Language.answers``).
ANSWERS: tuple[tuple[re.Pattern[str], str], ...] = (
    # "Favorite movie of all time? The Shawshank Redemption, easy."
    (
        re.compile(
            r"(?:^|(?<=[.!\n]\s)|(?<=[.!\n]))\s*(?:my\s+)?(?:(?:all[- ]time|absolute|current)\s+)?(?:favou?rite|"
            r"fave|fav)\s+(?P<x>[a-z][\w-]*(?:\s+(?!of\b|ever\b)[a-z][\w-]*)?)(?:\s+(?:of\s+all\s+time|ever|"
            r"right\s+now|these\s+days|atm|rn|at\s+the\s+moment|at\s+present))?\s*\?\s+(?!(?:hmm+|um+|uh+|not sure|hard|"
            r"dunno|idk|no idea|tough|good question|i don['’]t|don['’]t|can['’]t|cannot|too many|so many|"
            r"depends|who knows|you tell me|no|none|nothing)\b)(?P<v>[^.!?\n]+)",
            _I,
        ),
        r"My favourite \g<x> is \g<v>",
    ),
    # a name taken at a wedding, then the name: "I changed my name after the wedding.
    # It's Samantha Ortiz now." (not "my wife took my surname, so it's …": hers)
    (
        re.compile(
            r"(?P<a>(?:\b(?:i|i['’]ve|i\s+have|we|user|the\s+user|user\s+has|the\s+user\s+has)\s+|^\W*|(?<=[.!?]\s))"
            r"(?:finally\s+|"
            r"officially\s+|legally\s+|just\s+)*(?:changed\s+(?:my|her|his|their)\s+(?:last\s+|sur|family\s+)?"
            r"name|took\s+(?:my|her|his|their)\s+(?:husband|wife|partner|spouse)['’]s\s+(?:last\s+|sur)?name|"
            r"went\s+back\s+to\s+(?:my|her|his|their)\s+maiden\s+name)\b[^.!?\n]{0,60}?)\s*(?:[.!]+\s*)"
            r"(?:so\s+)?(?:it['’]s|it\s+is|now\s+it['’]s|i['’]m)\s+(?:now\s+|officially\s+)?"
            rf"(?P<n>{_NAME})",
            _I,
        ),
        r"\g<a>. My name is \g<n>",
    ),
    # a topic, then a flat no: "Eggplant though, absolutely not" (the base grammar reads
    # "… though, can't stand it")
    (
        re.compile(
            r"(?:^|(?<=[.!\n]))(?P<s>\s*)(?!(?:I|We|It|This|That|He|She|They|My|Our|Your|His|"
            r"Her|Their|What|Why|How|Who|Do|Does|Did|Is|Are)\b)(?P<x>(?-i:[A-Z])[\w'’ -]{1,40}?)"
            r"\s+(?:though|tho)\s*(?:\?|\.{2,}|…|,|—|-)\s*(?:absolutely\s+not|hard\s+pass|no\s+thanks|"
            r"not\s+a\s+chance|hell\s+no|no\s+way|yuck|ew+|blech|bleh|never\s+again|absolutely\s+no(?:pe)?)"
            r"(?=\s*(?:[,.!;]|$))",
            _I,
        ),
        r"\g<s>I don't like \g<x>",
    ),
    # a change told in disbelief, not asked: "Weirdly cilantro doesn't bother me anymore??"
    (
        re.compile(
            rf"(?P<s>(?:^|(?<=[.!?\n])\s*)(?!\s*{_QUESTION_WORD})(?![^.!?\n]*\b(?:you|your|u)\b)[^.!?\n]*?"
            r"\b(?:anymore|any\s+more|these\s+days|nowadays)\b)\s*\?{2,}[!?]*",
            _I,
        ),
        r"\g<s>!",
    ),
    # "13 and a half stone" is one weight, not "13" and a clause
    (re.compile(r"\b(?P<n>\d{1,2})\s+and\s+a\s+half\s+(?P<u>stone|st)\b", _I), r"\g<n>.5 \g<u>"),
)
