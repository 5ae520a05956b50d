"""English fact grammar: the frames (:mod:`.en_frames`) over the word lists and cleaners
(:mod:`.en_words`), the rewrites and answers read before them, and the language they make
(see :mod:`.grammar`)."""

from __future__ import annotations

import re

from memory_ext.extraction.en_frames import frames
from memory_ext.extraction.en_words import (
    _CITY,
    _I,
    _KID,
    ADVERBIAL,
    AUX,
    BLOCKER,
    CHANGE,
    CLEANERS,
    CONDITIONAL,
    CORRECTION_MARK,
    GREETING,
    MODAL,
    POSSESSIVE,
    QUESTION_START,
    SUBJECT,
    TEMPORARY,
)
from memory_ext.extraction.grammar import Frame, Language
from memory_ext.extraction.normalise import clean_display

FRAMES: tuple[Frame, ...] = frames()


def x_key(x: str) -> str:
    """The ``<x>`` of ``favourite:<x>``: lower-case, British spelling, singular."""
    x = clean_display(x).casefold()
    x = re.sub(r"^(?:kind of|type of|sort of)\s+", "", x)
    x = x.replace("color", "colour").replace("flavor", "flavour")
    if re.fullmatch(r"[a-z ]{3,}s", x) and not x.endswith("ss"):
        x = x[:-1]
    x = x.strip()
    return {
        "film": "movie",
        "tv show": "show",
        "musician": "artist",
        "dish": "food",
        "meal": "food",
        # a team by its league is a team of its sport ("my favourite IPL team")
        "ipl team": "cricket team",
        "nba team": "basketball team",
        "nfl team": "football team",
        "premier league team": "football team",
        "epl team": "football team",
        "mlb team": "baseball team",
        "nhl team": "hockey team",
    }.get(x, x)


#: A clause that goes on a statement's subject, not a question: "(User has left Bath and)
#: is spending the rest of the month in Cornwall", "(… and) has moved to Leeds".
_CONTINUATION = re.compile(
    r"(?:is|are|am|was|were|has|have|had)\s+(?:(?:now|also|currently|still|just|finally|already|"
    r"really|since)\s+)*(?:\w+ing|been|\w+ed|got|gone)\b",
    _I,
)


def non_statement(clause: str) -> bool:
    """Questions and greetings state no fact."""
    stripped = clause.strip()
    return (
        stripped.endswith("?")
        or (bool(QUESTION_START.match(stripped)) and not _CONTINUATION.match(stripped))
        or bool(GREETING.match(stripped))
    )


#: Verbs of liking and disliking, for a pronoun that points back to what was liked.
_TASTE = (
    r"love|loved|loves|like|liked|likes|enjoy|enjoyed|adore|adored|hate|hated|hates|"
    r"can['’]t\s+stand|couldn['’]t\s+stand|don['’]t\s+like|dislike|disliked|am\s+into|was\s+into|"
    r"['’]m\s+into|sick\s+of|tired\s+of|over"
)
_LEAD_WORDS = r"(?P<pre>(?:(?:sorry|actually|no|well|oh|correction|oops|wait|so|honestly)\W+)*)"
_SUBJ = r"(?:i|we|the user|user)\b"
_TRAIL = r"(?P<t>\s+(?:now|these days|anymore|any more|(?:the\s+)?most|best))?"
#: Clefts back in statement order: "it's sulfa drugs (that) I'm allergic to", "what I
#: really love is hiking", "the one thing I can't stand is traffic".
REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            rf"^{_LEAD_WORDS}(?:it['’]s|it is|it was|its)\s+(?P<x>.+?)\s+(?:that\s+|which\s+)?"
            rf"(?P<s>{_SUBJ}.*?\b(?:to|for|in|at|with|of|on|like|likes|love|loves|enjoy|enjoys|"
            rf"prefer|prefers|hate|hates|stand|adore|adores|dislike|dislikes)){_TRAIL}\s*[.!]?$",
            _I,
        ),
        r"\g<pre>\g<s> \g<x>\g<t>",
    ),
    (
        re.compile(
            rf"^{_LEAD_WORDS}(?:what|the\s+(?:one\s+|only\s+)?things?)\s+(?:that\s+)?"
            rf"(?P<s>{_SUBJ}.+?){_TRAIL}\s+(?:is|are|was|were|['’]s)\s+(?P<x>[^?]+?)\s*[.!]?$",
            _I,
        ),
        r"\g<pre>\g<s> \g<x>\g<t>",
    ),
    # a child of the user as the subject: "our son was born" → "we had a son"
    (
        re.compile(
            r"\b(?:our|my)\s+(?:first\s+|new\s+|little\s+)*(?P<c>son|daughter|baby\s+boy|baby\s+"
            r"girl|baby|little\s+(?:boy|girl))\s+(?:was\s+born|arrived|is\s+here)\b",
            _I,
        ),
        r"we had a \g<c>",
    ),
    (
        re.compile(r"\b(?:our|my)\s+twins\s+(?:were\s+born|arrived|are\s+here)\b", _I),
        "we had twins",
    ),
    # "I used to love coffee but now I can't stand it": the pronoun is the thing liked
    (
        re.compile(
            rf"(?P<a>\b(?:{_TASTE})\s+(?P<o>(?!(?:it|them|that|this)\b)[\w'’-]+(?:\s+(?!(?:but|and|"
            rf"now|so|though|anymore|too|a lot|lately)\b)[\w'’-]+){{0,2}})\b(?P<m>[^.!?]*?\b(?:{_TASTE})"
            r"\s+))(?:it|them)\b",
            _I,
        ),
        r"\g<a>\g<o>",
    ),
    # "I'm hooked on hockey, it's overtaken football as my favourite": the pronoun is hockey
    (
        re.compile(
            r"(?P<a>\b(?:hooked\s+on|obsessed\s+with|into|love|loving|enjoying)\s+(?P<o>[\w'’ -]+?))"
            r"\s*,\s*(?:it|they)(?:['’]s|['’]ve|\s+has|\s+have)?\s+(?=(?:officially\s+|finally\s+|now\s+|"
            r"just\s+)?(?:replaced|overtaken|overtook|dethroned|beaten|bumped|knocked\s+out|edged\s+out)\b)",
            _I,
        ),
        r"\g<a>, \g<o> ",
    ),
    # "Goodbye Seattle, hello Portland!" → "we moved to Portland"
    (
        re.compile(
            rf"\b(?:goodbye|bye|farewell|so\s+long)\s+{_CITY}\s*[,!.—–-]*\s*hello\s+(?P<c>{_CITY})",
            _I,
        ),
        r"we moved to \g<c>",
    ),
    # "IBM and I parted ways" → "I parted ways with IBM"
    (
        re.compile(
            r"\b(?P<o>(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,3})\s+and\s+I\s+(?:have\s+"
            r"|['’]ve\s+)?(?:officially\s+|finally\s+)?parted\s+ways\b",
            _I,
        ),
        r"I parted ways with \g<o>",
    ),
    # someone else acting on the user's fact, put as the user's own statement
    (
        re.compile(
            r"\b(?:(?:my|the|our)\s+)?(?:doctor|gp|physician|dietitian|dietician|nutritionist|"
            r"trainer|allergist|cardiologist)\s+(?:has\s+|just\s+|finally\s+)*(?:put|started|"
            r"switched|moved)\s+me\s+on\b",
            _I,
        ),
        "I'm on",
    ),
    (
        re.compile(
            r"^(?P<pre>\W*)(?:(?:the|my|new|blood|allergy|skin)\s+)*(?:tests?|test\s+results|"
            r"results|blood\s*work|doctor|allergist|gp|dermatologist)\s+(?:says?|said|shows?|"
            r"showed|confirmed|found|came\s+back\s+and\s+said)\s+(?:that\s+)?",
            _I,
        ),
        r"\g<pre>",
    ),
    (
        re.compile(
            r"\b(?:the|my|our)?\s*landlord\s+(?:has\s+|just\s+|finally\s+)*(?:raised|bumped|hiked|"
            r"upped|increased|put\s+up|jacked\s+up|dropped|lowered|cut|reduced)\s+(?:it|the\s+rent|"
            r"(?:my|our)\s+rent)\s+(?:up\s+|down\s+)?to\b",
            _I,
        ),
        "my rent went to",
    ),
    (
        re.compile(
            r"\b(?:they|my\s+boss|my\s+manager|the\s+company|work|hr|my\s+employer|my\s+company)"
            r"\s+(?:have\s+|has\s+|just\s+|finally\s+)*promoted\s+me\s+to\b",
            _I,
        ),
        "I got promoted to",
    ),
    (
        re.compile(
            r"\b(?:they|my\s+boss|my\s+manager|the\s+company|work|hr|my\s+employer|my\s+company)"
            r"\s+(?:have\s+|has\s+|just\s+|finally\s+)*(?:bumped|raised|upped|moved|increased)\s+"
            r"(?:me|my\s+(?:pay|salary))\s+(?:up\s+)?to\b",
            _I,
        ),
        "my salary went to",
    ),
    (
        re.compile(
            r"\b(?:they|my\s+(?:new\s+)?(?:job|boss|employer|company)|the\s+(?:new\s+)?(?:job|"
            r"company))(?:\s+(?:are|is)\s+|['’](?:re|s)\s+|\s+)(?:now\s+)?pay(?:ing|s)?\s+me\b",
            _I,
        ),
        "I make",
    ),
)
#: Text naming a value the sentence replaces: "…, not jazz", "rather than tea",
#: "instead of football", "switched from coffee to …".
CONTRAST = re.compile(
    r"(?:^|[,;:(—]\s*|\s-\s)(?:(?:but|and|so|sorry|no|oh)\W+)*not\s+"
    r"(?!sure\b|really\b|quite\b|that\b|much\b|anymore\b|any more\b|at all\b|really\b|yet\b)"
    r"([^,;.!?]+)|\b(?:rather than|instead of)\s+([^,;.!?]+)|"
    r"\bswitch(?:ed|ing)?\s+(?:over\s+)?from\s+(.+?)\s+to\b",
    _I,
)
SWITCH = re.compile(
    r"\bswitch(?:ed|ing)?\s+(?:over\s+)?(?:from\s+.+?\s+)?to\b|\bchanged\s+to\b", _I
)
CORRECTION = CORRECTION_MARK
ADDITIVE = re.compile(r"\b(?:also|too|as well|another|second|both|and|plus|in addition|more)\b", _I)

#: Whole-text rewrites before sentences are cut: a question the user answers themselves
#: ("Favourite band? Radiohead, easy."), and a verdict or a correction that points back
#: to the sentence before.
ANSWERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"(?:^|(?<=[.!\n]\s)|(?<=[.!\n]))\s*(?:my\s+)?(?:favou?rite|fave|fav)\s+"
            r"(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*\?\s+(?!(?:hmm+|um+|uh+|not sure|hard|dunno|"
            r"idk|no idea|tough|good question|i don['’]t|don['’]t|can['’]t|cannot|too many|so many|"
            r"depends|who knows|you tell me|no|none|nothing)\b)(?P<v>[^.!?\n]+)",
            _I,
        ),
        r"My favourite \g<x> is \g<v>",
    ),
    # someone else's favourite, then the user's by "mine": "Adele is my mom's favourite, I
    # was typing her list. mine is Florence Welch" → "… My favourite is Florence Welch"
    (
        re.compile(
            r"(?P<a>\bfavou?rite\b[^?\n]*?(?:[,;.!—–-]\s*|\s+(?=(?:but|whereas|while)\s)))"
            r"(?P<c>(?:but|and|whereas|while)\s+)?(?:mine|my\s+own)\s+(?:is|['’]s|has\s+(?:always\s+)?"
            r"been)\s+",
            _I,
        ),
        r"\g<a>\g<c>my favourite is ",
    ),
    # a topic, then the verdict on it: "Musicals though... nope, can't sit through them"
    (
        re.compile(
            r"(?:^|(?<=[.!\n]))(?P<s>\s*)(?!(?:I|We|It|This|That|He|She|They|My|Our|Your|His|"
            r"Her|Their|What|Why|How|Who|Do|Does|Did|Is|Are)\b)(?P<x>(?-i:[A-Z])[\w'’ -]{1,40}?)"
            r"(?:\s+though|\s+tho)?\s*(?:\?|\.{2,}|…|,)\s*(?:(?:nope|no|nah|ugh|honestly|sorry)\W+)*"
            r"(?:i\s+)?(?P<v>can['’]t\s+(?:stand|sit\s+through|handle|stomach|get\s+into|bear)|cannot\s+"
            r"stand|hate|don['’]t\s+(?:like|get|enjoy))\s+(?:it|them)\b",
            _I,
        ),
        r"\g<s>I \g<v> \g<x>",
    ),
    # a promotion and its title are one sentence, whoever was promoted: "Got promoted!
    # Officially senior data analyst" (and "My wife got promoted! Officially …" is hers)
    (
        re.compile(
            r"(?P<p>\bpromot(?:ed|ion)\b[^.!?\n]{0,40}?)\s*[!.]+\s+(?=(?:it['’]s\s+)?officially\b)",
            _I,
        ),
        r"\g<p>, ",
    ),
    # … and so are a move and where to: "Moved house! Now in Brighton."
    (
        re.compile(
            r"(?P<p>\b(?:moved|relocated)\b[^.!?\n]{0,40}?)\s*[!.]+\s+(?=now\s+(?:in|living|based)\b)",
            _I,
        ),
        r"\g<p>, ",
    ),
    # an allergy's cause corrected after the test: "Got the allergy panel back. It was
    # never the cats, it's dust mites."
    (
        re.compile(
            r"(?P<a>\ballerg\w*[^.!?\n]*(?:[.!?:]\s*|\s+))(?:but\s+|turns\s+out\s+)?it(?:\s+was|\s+is|['’]s)"
            r"\s+(?:never|not)\s+(?:the\s+|my\s+)?(?P<x>[^,.;!?]+?)\s*[,;]\s*it['’]?s\s+(?:actually\s+|"
            r"really\s+)?(?:the\s+)?(?P<y>[^,.;!?]+)",
            _I,
        ),
        r"\g<a>I'm allergic to \g<y>, not \g<x>",
    ),
)

#: A full stop that ends an abbreviation, not a clause: "St. Louis", "Dr. Patel".
_ABBREVIATION = (
    r"(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMt\.)(?<!\bFt\.)(?<!\bJr\.)(?<!\bSr\.)"
    r"(?<!\bMrs\.)(?<!\bInc\.)(?<!\bvs\.)(?<!\bNo\.)(?<!\bProf\.)"
)
#: Someone of their own acting on the user: "a mckinsey recruiter pinged me", "the new
#: manager asked me", "a teacher at my kid's school texted me" (a person, then a verb with
#: the user as its object).
OWN_SUBJECT = re.compile(
    # not the user ("the user asked me to note…") and no subject of the user's inside
    # ("this week I hired a tutor who helped me")
    r"\s*(?:a|an|the|some|one|this|that|another)\s+(?!user\b)"
    r"(?:(?!(?:i|we|i['’]m|we['’]re|i['’]ve)\s)[\w'’-]+\s+){0,6}?"
    r"(?:[a-z]+ed|told|sent|gave|got|rang|met|saw|hit|took|brought|wrote|made|let|kept|"
    r"asked|offered|reached\s+out\s+to|messaged|dm['’]?d|pinged|called|texted|emailed|"
    r"helped|thanked|invited|hired|paid|showed|taught|bought|left|found)\s+(?:me|us)\b",
    _I,
)
#: "me and my …", "the user and her …": one subject, not two clauses.
_AND_MINE = r"(?:(?<=\b(?i:me)\sand)|(?<=\b(?i:user)\sand))\s+(?i:my|the|our|her|his|their)\s"

ENGLISH = Language(
    code="en",
    clause_split=re.compile(
        # "and" joins no clauses in "two kids and a dog", "me and my goldfish", "the user
        # and her husband"
        rf"(?<=[.!?;]){_ABBREVIATION}\s+|\s*[;]\s*|,?\s+(?:and(?!\s+{_KID}\b)(?!{_AND_MINE})|but|so|then)\s+(?=\S)|"
        r",\s+|\s*—\s*|"
        r"\s+--\s+|"
        r"\s+[:;]-?[()DPp/](?=\s|$)\s*|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]+\s*"
    ),
    subject=SUBJECT,
    possessive=POSSESSIVE,
    adverbial=ADVERBIAL,
    aux=AUX,
    blocker=BLOCKER,
    conditional=CONDITIONAL,
    modal=MODAL,
    temporary=TEMPORARY,
    frames=FRAMES,
    cleaners=CLEANERS,
    non_statement=non_statement,
    change_marker=CHANGE,
    x_key=x_key,
    rewrites=REWRITES,
    contrast=CONTRAST,
    own_subject=OWN_SUBJECT,
    switch=SWITCH,
    correction=CORRECTION,
    additive=ADDITIVE,
    answers=ANSWERS,
)
