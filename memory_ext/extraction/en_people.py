"""English people and endings of the fifth pass: a status, a title or a taste that ended
("no longer married", "not together anymore", "no longer a teacher"), a name preferred,
a pet named, a title in a field, an engagement called off, a first child, a like by kind
of person ("more of a tea person now"). Frames for :mod:`.en_everyday`. Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction import en_words
from memory_ext.extraction.en_words import _f
from memory_ext.extraction.grammar import Frame

_I = re.I
_PET_WORDS = en_words.PETS

#: A state that ended: "no longer married", "not together anymore".
_ENDED = re.compile(r"\b(?:no longer|anymore|any more|these days|now)\b", _I)
#: "X person" words that are no taste: "a people person", "a morning person".
_NOT_A_TASTE = (
    r"(?:people|morning|night|evening|early|late|nice|good|bad|better|different|private|"
    r"practical|visual|detail|details|big-picture|numbers|words|details-oriented|new|changed|"
    r"whole|real|normal|busy|lucky|happy|shy|social|outdoorsy|indoor|outdoor|one|type|kind|sort)"
)


def frames() -> tuple[Frame, ...]:
    """The frames of people and endings, tried after the base grammar's."""
    return (
        # endings said with "no longer" / "anymore": of a status, a title
        _f(
            "marital_status",
            r"(?:no\s+longer|not)\s+(?P<v>married|engaged)\b",
            "lower",
            polarity=-1,
            temporal=True,
            needs=_ENDED,
        ),
        _f(
            "marital_status",
            r"(?:separating|divorcing|getting\s+(?:a\s+)?divorced?|splitting\s+up)\b",
            constant="separated",
            temporal=True,
            needs=re.compile(
                r"^(?!.*\b(?:might|may|thinking|considering|if|should|could|would)\b)", _I | re.S
            ),
        ),
        _f(
            "marital_status",
            r"(?:(?:not|no\s+longer)\s+together|not\s+a\s+couple)\b",
            constant="single",
            temporal=True,
            needs=_ENDED,
        ),
        _f(
            "marital_status",
            r"(?:not\s+single|off\s+the\s+market(?=\s*$|\s*[,.!;]|\s+(?:now|officially|finally|lol|haha)\b)|"
            r"(?:officially\s+)?taken)\b",
            constant="in a relationship",
            temporal=True,
            needs=re.compile(r"\b(?:anymore|any more|now|officially|finally)\b|off the market", _I),
        ),
        _f(
            "job_title",
            rf"(?:no\s+longer|not)\s+(?:an?\s+|the\s+)(?P<v>{en_words._JOB_NP})\b",
            "job",
            polarity=-1,
            temporal=True,
            needs=_ENDED,
        ),
        # a name preferred: "The user prefers to be called Kate", "I go by my middle name, Lee"
        _f("name", r"prefers?\s+to\s+be\s+(?:called|known\s+as)\s+(?P<v>.+)", "person"),
        # a pet named: "I named my cat Luna"
        _f(
            "pets",
            rf"named\s+(?:my|our)\s+(?:new\s+)?(?P<k>(?:[\w-]+\s+)?(?:{_PET_WORDS}))\s+(?P<v>{en_words._NAME})",
            "name",
        ),
        # a title in a field: "I work in marketing as a copywriter"
        _f(
            "job_title",
            r"(?:work|works|working)\s+in\s+(?:[\w&-]+\s+){1,3}?as\s+(?:an?\s+|the\s+)?(?P<v>.+)",
            "job",
        ),
        # an engagement ended: "We broke off the engagement", "called off the wedding"
        _f(
            "marital_status",
            r"(?:broke|broken|breaking|called|calling)\s+off\s+(?:the|our|my)\s+(?:engagement|wedding)\b",
            constant="single",
            temporal=True,
        ),
        # a first child: "I'm a new mom!", "first-time dad here"
        _f(
            "children",
            r"(?:an?\s+)?(?:brand\s+)?(?:new|first[- ]time)\s+(?:mom|mum|mother|dad|father|parent|mama|"
            r"papa)(?=\s*$|\s*[,.!;]|\s+(?:here|now|life|alert|lol|haha|and|so|btw|again|of\s+(?:a|an|two|"
            r"twins))\b)",
            constant="a baby",
            temporal=True,
        ),
        # a like by kind of person: "I'm more of a tea person now", "not a big coffee person"
        _f(
            "likes",
            r"(?:not|no\s+longer)\s+(?:really\s+)?(?:an?\s+)?(?:big\s+|huge\s+)?"
            rf"(?!{_NOT_A_TASTE}\b)(?P<v>[\w-]+)\s+person\b",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:more\s+of\s+)?(?:an?\s+)(?:big\s+|huge\s+|total\s+|real\s+|die-hard\s+)?"
            rf"(?!{_NOT_A_TASTE}\b)(?P<v>[\w-]+)\s+person\b",
        ),
    )
