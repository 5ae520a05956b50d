"""English typed without apostrophes or capitals, respelt before a text is parsed: "im at
shopify", "ive been vegan for years", "i dont eat meat", "cant stand olives" read as
"I'm at shopify", "I've been vegan …", "I don't eat meat", "can't stand olives". Only
spellings that are no other English word are respelt ("its", "were", "ill", "id", "wed",
"shell" are words, so they are left alone). Composed into :data:`.en_everyday.ENGLISH`
(``Language.respellings``). Pure: no I/O.
"""

from __future__ import annotations

import re

_I = re.I

#: (missing-apostrophe spelling, contraction): a spelling is respelt only where it stands
#: as a whole word, in any case.
_CONTRACTIONS = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "isnt": "isn't",
    "wasnt": "wasn't",
    "arent": "aren't",
    "werent": "weren't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "hadnt": "hadn't",
    "wouldnt": "wouldn't",
    "couldnt": "couldn't",
    "shouldnt": "shouldn't",
    "aint": "ain't",
    "thats": "that's",
    "whats": "what's",
    "theres": "there's",
    "hes": "he's",
    "shes": "she's",
    "theyre": "they're",
    "youre": "you're",
    "weve": "we've",
    "theyve": "they've",
    "youve": "you've",
    "ima": "I'm going to",
    "imma": "I'm going to",
}

RESPELLINGS: tuple[tuple[re.Pattern[str], str], ...] = (
    # "rn" in lower case is "right now" ("in Seville rn"); "RN" is a registered nurse
    (re.compile(r"(?<![\w'’@./-])rn(?![\w'’@/-])"), "right now"),
    # "im" as its own word; not in a path, a handle or a file name ("im.png", "@im")
    *(
        (re.compile(rf"(?<![\w'’@./-]){word}(?![\w'’@/-]|\.\w)", _I), contraction)
        for word, contraction in _CONTRACTIONS.items()
    ),
)
