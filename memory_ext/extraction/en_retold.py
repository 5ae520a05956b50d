"""English facts of the seventh pass: facts retold in words the grammar read only in plainer
ones, each family with the guards its distractors need.

A fact an agent passes on with a pronoun for the user ("User now says their favourite dish
is pad thai", "Correction from user: their title is product owner, not product manager"),
news told as a teaser ("guess who got promoted to senior developer today"), a dislike said
as an enemy ("olives are my nemesis now"), a like said by comparison ("I'm way more into
bouldering these days") and the pastime it replaced said by its verb ("haven't hiked in
months": hiking), and an employer named after the team one works in ("I work in audit at
Deloitte"). A favourite crowned after praise ("nothing beats a flat white, it's my
favourite drink") widens :mod:`.en_reworded`; a first stretch at an employer ("Just wrapped
my first week at KPMG"), a bare title as news of a new role ("new role: I'm assistant
principal now"), a title of two job nouns ("assistant manager"), a parent of one and an
employer's team or office ("Deloitte in audit") widen :mod:`.en`. Rewrites, frames and a
cleaner for :mod:`.en_everyday`. Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction.en_news import _REPORT
from memory_ext.extraction.en_passing import _PUT_DOWN, LAPSE
from memory_ext.extraction.en_reworded import _DISLIKE_SUBJECT
from memory_ext.extraction.en_words import _ORG_NAME, _f
from memory_ext.extraction.grammar import Cleaner, Frame
from memory_ext.extraction.people import MENTIONS_OTHER, PEOPLE_EN

_I = re.I

# -- the user passed on by an agent ----------------------------------------------------------
#: A pronoun for the user before what is theirs, not before another person ("their title",
#: not "her sister's").
_THEIRS = rf"(?:their|his|her)\s+(?!(?:[\w-]+\s+){{0,2}}?(?:{PEOPLE_EN})s?\b)"
#: The user named as the source of what follows: "Correction from user:", "According to
#: the user,".
_FROM_USER = (
    r"\b(?:(?P<c>correction|update|clarification|note)\s+from|according\s+to|per)\s+"
    r"(?:the\s+)?user\s*[:,—–-]*\s*(?=(?:their|his|her|they|she|he)\b)"
)

# -- news told as a teaser -------------------------------------------------------------------
#: "guess who …" as the user's news: not when someone else is named in it ("guess who got
#: promoted: my sister!", "guess who got promoted — Sam!") nor when "who" is its object
#: ("guess who I ran into").
_TEASER = (
    r"(?:^|(?<=[,;:.!]\s))(?P<pre>\W*(?:(?:ok|okay|so|well|omg|and|hey|um|soo+)\W+)*)guess\s+who"
    rf"(?!.*(?:{MENTIONS_OTHER.pattern}))(?![^.!?]*[:—–-]\s*(?-i:[A-Z])[\w'’-]*\W*$)"
)

# -- a dislike said as an enemy --------------------------------------------------------------
_ENEMY = (
    r"(?:(?:my|the\s+user['’]s)\s+(?:(?:new|absolute|personal|sworn|worst|mortal|biggest|ultimate|"
    r"arch|number\s+one|#1)\s+)*(?:arch-?)?(?:nemesis|nemeses|enemy|enemies|pet\s+peeves?)|"
    r"the\s+bane\s+of\s+my\s+(?:existence|life))\b"
)

#: Sentences put in statement order (see ``Language.rewrites``).
REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "Correction from user: their title is …" → "Correction user says their title is …"
    (re.compile(_FROM_USER, _I), r"\g<c> user says "),
    # "User now says their favourite dish is pad thai" → "… says the user's favourite dish …"
    (
        re.compile(rf"(?P<a>\b(?:the\s+)?user\s+{_REPORT}\s+(?:that\s+)?){_THEIRS}", _I),
        r"\g<a>the user's ",
    ),
    # "guess who got promoted today" → "I got promoted today"
    (re.compile(rf"{_TEASER}(?:['’]s|\s+is)\b", _I | re.S), r"\g<pre>I'm"),
    (
        re.compile(
            rf"{_TEASER}(?=\s+(?!(?:i|we|you|he|she|they|it|my|the|this|that|what)\b)\w)",
            _I | re.S,
        ),
        r"\g<pre>I",
    ),
    # "olives are my nemesis now" → "I hate olives now"
    (
        re.compile(
            r"(?:^|(?<=[,;:.!]\s))(?P<pre>\W*(?:(?:ok|okay|so|well|honestly|and|but|also)\W+)*)"
            rf"{_DISLIKE_SUBJECT}(?P<v>[^,;.!?]+?)\s+(?:are|is|['’]s|['’]re)\s+(?:(?:now|still|"
            rf"officially|honestly|basically|literally|truly|just|always|definitely)\s+)*{_ENEMY}",
            _I,
        ),
        r"\g<pre>I hate \g<v>",
    ),
)

# -- a pastime said by its verb --------------------------------------------------------------
_PAST_FORMS = {
    "ran": "running",
    "swam": "swimming",
    "rode": "riding",
    "sang": "singing",
    "drew": "drawing",
    "flew": "flying",
}
#: Verbs done in months that are no pastime: "haven't worked in months", "been sleeping".
_NOT_A_PASTIME = (
    r"(?:worked|working|showered|called|texted|talked|posted|visited|cleaned|checked|replied|"
    r"logged|paid|paying|moved|changed|updated|used|using|needed|wanted|tried|trying|managed|"
    r"started|finished|stopped|returned|shaved|washed|dated|dating|smoked|smoking|vaped|"
    r"vaping|drinking|sleeping|eating|heard|noticed|missed|relaxed|rested|laughed|cried|bathed|"
    r"weighed|answered|responded|emailed|messaged|looked|looking|asked|lived|living|stayed|"
    r"staying|feeling|doing|going|getting|thinking|talking|seeing|waiting|saved|saving|"
    r"earned|earning|spent|spending|bled|needed|showed|played|drank)"
)


#: A like the user has now, not one wished for, tried for or had once ("I wish I was more
#: into running", "I was way more into jazz").
_HAS_NOW = re.compile(
    r"^(?!.*\b(?:wish|hope|hoping|want|wanna|trying|try|should|would|could|if|was|were)\b)(?!.*\?)",
    _I | re.S,
)
#: A pastime put down for another, said as a statement ("haven't hiked in months, I'm into
#: bouldering now"; not "…, should I get into bouldering?").
_PUT_DOWN_NOW = re.compile(rf"(?!.*\?){_PUT_DOWN.pattern}", _I | re.S)


def _pastime(raw: str) -> str:
    """A pastime by the verb it was done with: "hiked" → "hiking", "studied" → "studying",
    "skied" → "skiing", "ran" → "running", "been climbing" → "climbing"."""
    word = raw.strip().lower()
    if word in _PAST_FORMS:
        return _PAST_FORMS[word]
    if word.endswith("ing"):
        return word
    stem = word.removesuffix("ed")
    if stem.endswith("i") and len(stem) > 3:
        stem = stem[:-1] + "y"
    return stem + "ing"


CLEANERS: dict[str, Cleaner] = {"pastime": _pastime}


def frames() -> tuple[Frame, ...]:
    """The frames of likes by comparison and employers by team, tried after the others."""
    return (
        # a like said by comparison: "I'm way more into bouldering these days"
        _f(
            "likes",
            r"(?:(?:way|much|a\s+lot|far|so\s+much|even|lots|loads|a\s+bit|kinda|kind\s+of)\s+)?"
            r"(?:(?:getting|got|gotten|grown|growing)\s+)?more\s+into\s+(?P<v>.+?)(?=\s+than\b|$)",
            temporal=True,
            needs=_HAS_NOW,
        ),
        # … and the pastime it replaced, by its verb: "haven't hiked in months"
        _f(
            "likes",
            r"(?:have|has)(?:n['’]t|\s+not)\s+(?:really\s+|even\s+|actually\s+)?(?:(?:been|gone)\s+)?"
            rf"(?!{_NOT_A_PASTIME}\b)(?P<v>[a-z]{{2,}}(?:ed|ing)|{'|'.join(_PAST_FORMS)})\s+{LAPSE}",
            "pastime",
            polarity=-1,
            temporal=True,
            needs=_PUT_DOWN_NOW,
        ),
        # an employer after the team one works in: "I work in audit at Deloitte"
        _f(
            "employer",
            rf"(?:work|works|working)\s+in\s+(?:[\w&-]+\s+){{1,3}}?(?:at|for)\s+(?P<v>{_ORG_NAME})",
            "org",
        ),
    )
