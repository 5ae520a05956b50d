"""English news said in passing: a fact inside a longer message, with its reason, an
emoji or a joke around it — "Finally done unpacking in Portland", "we've moved again 😅
Bristol this time", "got the raise!! 92k now", "now at the Marriott on 5th", "chess kind
of lost its spark for me", "correction — it's sulfa drugs I react to".

Frames (tried after the base grammar's), whole-text joins (a piece of news and the value
that follows it in the next sentence) and rewrites (a favourite that "took over" from
another) for :mod:`.en_everyday`. Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction import en_words
from memory_ext.extraction.en_words import _CITY, _FUTURE, _ORG_NAME, PLACES, _f
from memory_ext.extraction.grammar import CURRENCY_SIGN, Frame

_I = re.I

#: Where one sleeps on a trip: "switched hotels", "the Airbnb", "checked in".
_LODGING = re.compile(
    r"\b(?:hotels?|motels?|inns?|hostels?|airbnbs?|resorts?|b&bs?|guesthouses?|lodges?|"
    r"check(?:ed)?\s+(?:in|out)|room\s+service|front\s+desk)\b",
    _I,
)
#: The user moved, and said nowhere to yet: "aaand we've moved again 😅 …", "Moved! …"
#: (not "we visited friends who just moved").
_USER_MOVED = re.compile(
    r"^\W*(?:(?:so|and|aa+nd|well|ok|okay|yeah|welp|lol|omg|update|news|guess\s+what)\W+)*"
    r"(?:(?:i|we|the\s+user|user)(?:['’]ve|['’]re|\s+have|\s+had|\s+just|\s+finally|\s+officially|"
    r"\s+actually|\s+all|\s+both|\s+recently|\s+have\s+just)*\s+|(?:just|finally|officially)\s+)?"
    r"(?:moved|relocated)\b(?!\s+(?:to|into|from|the|my|our|a|an|it|them|this|that|some|his|her|their|"
    rf"in|out\s+of|on)\b)(?!.*{_FUTURE})",
    _I | re.S,
)
#: A trip over and done ("flew to Chicago last year") is no stay.
_PAST_TRIP = (
    r"last\s+(?:year|month|summer|winter|spring|fall|autumn|christmas)|\d+\s+(?:years?|months?)\s+ago|"
    r"years\s+ago|back\s+in|in\s+(?:19|20)\d\d|once|when\s+i\s+was|as\s+a\s+kid|used\s+to"
)
#: Not a move home, not a plan, not a trip long over: a trip made ("took the train up to
#: Porto this morning").
_TRIP_MADE = re.compile(
    rf"^(?!.*{_FUTURE})(?!.*\b(?:moved|relocat\w*|for\s+good|{_PAST_TRIP})\b)", _I | re.S
)
#: Capitalised words that are no place one stays in: "stuck in Friday meetings".
_NOT_A_STAY = (
    r"(?-i:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|"
    r"May|June|July|August|September|October|November|December|Zoom|Teams|Slack|Excel|Outlook|"
    r"HR|IT|Jira)\b"
)
#: A team or practice of an employer: "I'm at Accenture, in their consulting practice".
_IN_THEIR_TEAM = re.compile(
    r"\bin\s+(?:their|its|the)\s+(?:[\w-]+\s+){0,3}(?:practice|team|department|division|group|"
    r"office|org|unit|arm|branch)\b",
    _I,
)
#: A thing one reacts to: a drug, a food, an allergen (not "I react to stress").
_ALLERGEN_CONTEXT = re.compile(
    r"\b(?:allerg\w*|reaction|hives|epipen|anaphyla\w*|intoleran\w*|drugs?|medications?|"
    r"antibiotics?|penicillin|sulfa|amoxicillin|nsaids?|aspirin|ibuprofen|latex|pollen|nuts?|"
    r"peanuts?|shellfish|dairy|gluten|eggs?|soy|sesame)\b",
    _I,
)
#: A number corrected with the number it replaces: "typo, it's 2100 not 2200".
_NUMBER_CORRECTED = re.compile(
    rf"(?={en_words.CORRECTION_MARK.pattern})(?=.*\bnot\s+{CURRENCY_SIGN}?\s?\d)",
    _I | re.S,
)
_PRONOUN_SUBJECT = r"(?:i|we|it|this|that|these|those|he|she|they|there|you|my|our|his|her|their)"


def _lodging(raw: str) -> str:
    """A place to stay by its name: "the Marriott on 5th" → "Marriott"."""
    m = re.match(rf"\s*(?:the\s+)?(?P<n>{_ORG_NAME})", raw, _I)
    return m["n"] if m else ""


def _monthly(raw: str) -> str:
    """A sum a correction gives alone, of a monthly size (300–9,999, no unit): a rent."""
    value = en_words.CLEANERS["amount"](raw)
    if not value or re.search(r"[a-z]", value, _I):
        return ""
    digits = re.sub(r"\D", "", value.split(".")[0])
    return value if digits and 300 <= int(digits) <= 9999 else ""


CLEANERS = {"lodging": _lodging, "monthly": _monthly}


def frames() -> tuple[Frame, ...]:
    """The frames of news said in passing, tried after the base grammar's."""
    none = {"subject": "none"}
    return (
        # a move said by its last chore: "Finally done unpacking in Portland"
        _f(
            "location",
            r"(?:(?:finally|just|almost|still)\s+)?(?:(?:done|finished)\s+)?(?:unpacking|unpacked|settling|"
            r"settled|getting\s+settled)(?:\s+(?:the\s+)?(?:last\s+)?(?:boxes|box))?\s+"
            rf"(?:here\s+)?(?:in|into)\s+(?!{_CITY}\s+(?:hotel|airbnb))(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=re.compile(rf"^(?!.*{_FUTURE})", _I | re.S),
        ),
        # the destination alone after a move: "we've moved again 😅 Bristol this time"
        _f(
            "location",
            rf"(?:to\s+)?(?P<v>{_CITY})(?:\s+(?:this\s+time|now|it\s+is|of\s+all\s+places|for\s+"
            r"now|baby))?\s*$",
            "place",
            temporal=True,
            needs=_USER_MOVED,
            **none,
        ),
        # a stay at a place by its name: "now at the Marriott on 5th" (hotels in the text)
        _f(
            "current_stay",
            r"(?:(?:am|['’]m|are|['’]re)\s+)?(?:now\s+|currently\s+)?(?:staying\s+)?(?:at|in)\s+the\s+"
            rf"(?!{PLACES})(?P<v>{_ORG_NAME})",
            "lodging",
            temporal=True,
            needs=re.compile(
                rf"^(?=.*{_LODGING.pattern})(?!.*{_FUTURE})(?!.*\b(?:{_PAST_TRIP})\b)", _I | re.S
            ),
        ),
        # a trip by its transport: "took the train up to Porto this morning"
        _f(
            "current_stay",
            r"(?:took|caught|got|hopped\s+on|jumped\s+on)\s+(?:the|a|an)\s+(?:early\s+|late\s+|night\s+|"
            r"overnight\s+|quick\s+|short\s+|red-eye\s+)?(?:train|bus|ferry|flight|plane|boat|coach)\s+"
            r"(?:up\s+|down\s+|over\s+|across\s+|out\s+)?(?:to|into)\s+(?P<v>.+)",
            "stay",
            temporal=True,
            needs=_TRIP_MADE,
        ),
        _f(
            "current_stay",
            r"(?:drove|flew|road-tripped|hopped)\s+(?:up\s+|down\s+|over\s+|across\s+|out\s+)?(?:to|into)\s+"
            rf"(?P<v>{_CITY})",
            "stay",
            temporal=True,
            needs=_TRIP_MADE,
        ),
        # an arrival on a trip: "Just got to Seattle for the conference"
        _f(
            "current_stay",
            r"(?:just\s+|finally\s+)?got\s+to\s+(?=(?-i:[A-Z]))(?P<v>.+)",
            "stay",
            temporal=True,
            needs=re.compile(
                rf"^(?=.*(?:{en_words.STAY_HINT.pattern}))(?!.*{en_words._SETTLING.pattern})(?!.*\b(?:{_PAST_TRIP})\b)",
                _I | re.S,
            ),
        ),
        # a trip by what one does there: "Holidaying in Crete", "backpacking through Vietnam"
        _f(
            "current_stay",
            r"(?:(?:am|['’]m|are|['’]re)\s+)?(?:currently\s+|now\s+)?(?:holidaying|vacationing|vacaying|"
            r"backpacking|interrailing|road-tripping|roadtripping|island-hopping|sightseeing|honeymooning)"
            rf"\s+(?:in|through|around|across|on)\s+(?P<v>{_CITY})",
            "stay",
            temporal=True,
        ),
        # work on one's own: "I'm freelancing now"
        _f(
            "employer",
            r"(?:now\s+)?(?:freelancing|contracting|self-employed)(?=\s+(?:now|these\s+days|full[- ]time|"
            r"again|for\s+myself)\b|\s*$)",
            constant="self-employed",
            temporal=True,
        ),
        # a like given up on: "gave up on running, my knees hate it"
        _f(
            "likes",
            r"(?:gave|given|giving)\s+up\s+on\s+(?!(?:the|my|our|it|that|this|him|her|them|me|us|you|"
            r"trying|getting|finding|ever|life|people|love|dating|hope)\b)(?P<v>[a-z].*)",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>.+?)\s+(?:is|are|['’]s|['’]re)\s+(?:officially\s+|now\s+|"
            r"basically\s+)?dead\s+to\s+me\b",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # "no more dairy for me": a food cut out
        _f(
            "diet",
            r"no\s+more\s+(?P<v>dairy|gluten|animal\s+products)\s+for\s+(?:me|us)\b",
            "no_food",
            temporal=True,
            **none,
        ),
        # a stay one did not choose: "stuck in Frankfurt overnight"
        _f(
            "current_stay",
            rf"(?:(?:am|['’]m|are|['’]re)\s+)?(?:stuck|stranded|snowed\s+in|delayed)\s+(?:here\s+)?in\s+"
            rf"(?!{_NOT_A_STAY})(?P<v>{_CITY})",
            "stay",
            temporal=True,
            needs=_TRIP_MADE,
        ),
        # the next leg of a trip: "moved on to Kyoto for the last leg of the trip"
        _f(
            "current_stay",
            r"(?:moved|headed|went|continued|pushed|carried|pressed)\s+on\s+to\s+(?P<v>.+)",
            "stay",
            temporal=True,
            needs=en_words.STAY_HINT,
        ),
        # a correction that names the employer: "typo — the company is Stripe, not Strip"
        _f(
            "employer",
            r"(?:the\s+)?(?:company|employer|firm)\s+(?:is|['’]s)\s+(?:actually\s+|called\s+)?(?P<v>.+)",
            "org_named",
            temporal=True,
            needs=en_words.CORRECTION_MARK,
            **none,
        ),
        # an employer by its team: "I'm at Accenture, in their tech consulting practice"
        _f(
            "employer",
            rf"(?:(?:am|['’]m|is)\s+)?(?:now\s+)?at\s+(?!{PLACES}|{en_words._VENUE})(?P<v>{_ORG_NAME})",
            "org",
            needs=_IN_THEIR_TEAM,
        ),
        # an allergy by the reaction: "it's sulfa drugs I react to"
        _f(
            "allergies",
            r"(?:(?:badly|really|also|actually)\s+)?(?:react|reacts|reacted)\s+(?:badly\s+)?to\s+"
            r"(?P<v>.+)",
            needs=_ALLERGEN_CONTEXT,
        ),
        # "shellfish allergy here", "vegan here, so …": a self-introduction by the fact
        _f(
            "allergies",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>[\w -]+?)\s+(?:allergy|allergies)\s+here\b",
            **none,
        ),
        _f(
            "diet",
            rf"(?:strict\s+|lifelong\s+|proud\s+)?(?P<v>{en_words.DIETS})\s+here\b",
            "lower",
            **none,
        ),
        # a like by devotion: "I'm all about birdwatching these days"
        _f("likes", r"all\s+about\s+(?P<v>.+)", temporal=True),
        # a like that faded: "chess kind of lost its spark for me"
        _f(
            "likes",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>.+?)\s+(?:has\s+|have\s+|kind\s+of\s+|kinda\s+|sort\s+of\s+|"
            r"totally\s+|really\s+|just\s+)*lost\s+(?:all\s+|some\s+of\s+)?(?:its|their|the)\s+"
            r"(?:spark|appeal|charm|magic|shine|luster|lustre|allure|fun|novelty)\b",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # a dislike by idiom: "country music is the bane of my existence"
        _f(
            "likes",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>.+?)\s+(?:is|are|['’]s|['’]re)\s+(?:honestly\s+|literally\s+|"
            r"officially\s+|now\s+)?(?:the\s+bane\s+of\s+my\s+(?:existence|life)|my\s+(?:biggest\s+|"
            r"number\s+one\s+|#1\s+)?pet\s+peeve|my\s+kryptonite)\b",
            polarity=-1,
            **none,
        ),
        _f(
            "likes",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>.+?)\s+(?:(?:really|just|honestly|seriously)\s+)?(?:drives|drive)"
            r"\s+me\s+(?:crazy|nuts|mad|insane|up\s+the\s+wall|bonkers|bananas)\b",
            polarity=-1,
            **none,
        ),
        # a rent corrected by its number alone: "typo, it's 2100 not 2200"
        _f(
            "rent",
            rf"it['’]?s\s+(?:actually\s+|really\s+)?(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*)\s*,?\s*not\s+{CURRENCY_SIGN}?\s?\d",
            "monthly",
            temporal=True,
            needs=_NUMBER_CORRECTED,
            **none,
        ),
        # a weigh-in: "Weigh-in this morning: 176 lbs"
        _f(
            "weight",
            r"(?:(?:my|today['’]s|this\s+morning['’]s|the)\s+)?weigh[- ]?in(?:\s+(?:this\s+morning|today|"
            r"this\s+week))?\s*[:：=–-]\s*(?P<v>.+)",
            "weighed",
            temporal=True,
            **none,
        ),
    )


#: Whole-text rewrites before sentences are cut (see ``Language.answers``).
ANSWERS: tuple[tuple[re.Pattern[str], str], ...] = (
    # a favourite asked and answered, with filler: "fav movie of all time? easy. Jurassic Park"
    (
        re.compile(
            r"(?:^|(?<=[.!\n]\s)|(?<=[.!\n]))\s*(?:my\s+)?(?:favou?rite|fave|fav)\s+"
            r"(?P<x>[a-z][\w-]*(?:\s+(?!of\b|ever\b|rn\b|right\b|these\b|at\b)[a-z][\w-]*)?)"
            r"(?:\s+(?:of\s+all\s+time|ever|rn|right\s+now|these\s+days|at\s+the\s+moment|atm))?\s*\?\s*"
            r"(?:(?:easy|easily|obviously|hands\s+down|duh|definitely|no\s+question|"
            r"that['’]s\s+easy)(?:\s*[.!,:]+\s*|\s+))+"
            r"(?!\s*(?:hmm+|um+|uh+|not sure|hard|dunno|idk|no idea|tough|i don['’]t|don['’]t|"
            r"can['’]t|depends|no|none|nothing)\b)(?P<v>[^.!?\n]+)",
            _I,
        ),
        r"My favourite \g<x> is \g<v>",
    ),
    # a move, then where to in the next sentence: "We moved! Boise, of all places."
    (
        re.compile(
            r"(?P<p>\b(?:moved|relocated)(?:\s+(?:again|house|home|cities|countries|finally))*"
            r"(?:\s+(?:lol|haha|finally))?)\s*[!.]+\s+(?=(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)"
            r"{0,2}\s*(?:,|this\s+time\b|now\b|[.!]|$))",
            _I,
        ),
        r"\g<p>, ",
    ),
    # a piece of news, then its value in the next sentence: "got the raise!! 92k now",
    # "Weigh-in went well. 176 lbs"
    (
        re.compile(
            r"(?P<p>\b(?:raise|pay\s+(?:rise|bump)|bump|promot\w*|salary|new\s+job|offer|weigh[- ]?in|"
            r"scales?|rent|landlord)\b[^.!?\n]{0,40}?)\s*[!.]+\s+(?=(?:now\s+|up\s+to\s+|down\s+to\s+|"
            rf"only\s+|just\s+)?{CURRENCY_SIGN}?\d)",
            _I,
        ),
        r"\g<p>, ",
    ),
)

#: Sentences put back in statement order (see ``Language.rewrites``).
#: The rest of a sentence says something of the user: "…, I work nights", "… I check".
_USERS_REST = (
    r"[^.!?]*?(?:,\s*|\s)(?:i|we)(?:['’]\w+)?\s(?!(?:think|guess|believe|feel|heard|hear|know|"
    r"suppose|bet|wonder|hope|reckon|assume)\b)"
)
_USERS_MAIN = rf"(?={_USERS_REST})"
#: A role taken as the user's own when the sentence goes on about them.
_ROLE = (
    r"(?!(?:former|ex|retired|past|one-time|onetime|recovering|then|kid|child|teen|student)\b)"
    r"(?:(?:new|recent|lifelong|longtime|long-time|practising|practicing|working|proud|busy|"
    rf"single)\s+)*(?P<x>(?:{en_words.DIETS})|(?:[\w-]+\s+){{0,2}}?(?:{en_words.JOBS})|"
    r"(?:mom|mum|dad|mother|father|parent)\s+(?:of|to)\s+\w+)"
)
_GERUND_PAST = {
    "going": "went", "becoming": "became", "turning": "turned", "starting": "started",
    "moving": "moved", "relocating": "relocated", "joining": "joined", "leaving": "left",
    "quitting": "quit", "adopting": "adopted", "switching": "switched", "getting": "got",
}  # fmt: skip
#: An agent's verb of telling, after "the user" and a time word or two ("User now says").
_REPORT = (
    r"(?:(?:now|also|just|again|later|since|then|recently|today|has|had)\s+)*"
    r"(?:says|said|mentions|mentioned|reports|reported|notes|noted|shares|shared|states|stated|"
    r"explains|explained|confirms|confirmed|clarifies|clarified|corrects|corrected|adds|added|"
    r"writes|wrote|updated|told\s+me|tells\s+me|indicates|indicated)"
)

#: A gerund that opens a sentence as its subject: "Moving to Denver was the best decision".
_GERUND_SUBJECTS = "|".join(_GERUND_PAST)

REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a past event as the subject: "Moving to Denver was the best decision" → "I moved to
    # Denver, and it was …"
    *(
        (
            re.compile(
                rf"^(?P<pre>\W*){gerund}\b(?P<rest>[^.!?,;]*?)\s+(?-i:was|has\s+been|['’]s\s+been|"
                r"turned\s+out(?:\s+to\s+be)?|ended\s+up\s+being|felt)\b",
                _I,
            ),
            rf"\g<pre>I {past}\g<rest>, and it was",
        )
        for gerund, past in _GERUND_PAST.items()
    ),
    # … a thought about one, not yet done: "Moving to Denver would be great" → "if …"
    (
        re.compile(
            rf"^(?P<pre>\W*)(?P<g>{_GERUND_SUBJECTS})\b(?P<rest>[^.!?,;]*?)\s+(?=(?-i:is|would|will|could|"
            r"might|seems?|sounds?|feels?|must|can|should|scares?|terrifies|excites?)\b)",
            _I,
        ),
        r"\g<pre>if \g<g>\g<rest> ",
    ),
    # "goodbye NYC 👋 hello Philly": a move, whatever stands between
    (
        re.compile(
            rf"\b(?:goodbye|bye|farewell|so\s+long)\s+{_CITY}[\W_]*hello\s+(?P<c>{_CITY})", _I
        ),
        r"we moved to \g<c>",
    ),
    # an offer taken: "the Stripe offer came through and I said yes!"
    (
        re.compile(
            rf"\bthe\s+(?P<o>{_ORG_NAME})\s+(?:job\s+)?offer\s+(?:finally\s+)?(?:came\s+through|went\s+"
            r"through|is\s+official|arrived)\b(?=[^.!?]*\b(?:said\s+yes|accepted|took\s+it|signed)\b)",
            _I,
        ),
        r"I accepted the \g<o> offer",
    ),
    # a test that found an allergy: "allergist confirmed a tree nut allergy"
    (
        re.compile(
            r"^(?P<pre>\W*)(?:(?:the|my|an?|new)\s+)*(?:tests?|results?|allergist|doctor|gp|blood\s*work|"
            r"skin\s+prick\s+test)\s+(?:says?|said|shows?|showed|confirmed|found|came\s+back\s+"
            r"(?:positive\s+for|with))\s+(?:that\s+)?(?:i\s+have\s+)?"
            r"(?=(?:an?\s+)?(?:(?!(?:is|are|was|my|i|it)\b)[\w-]+\s+){1,3}allerg)",
            _I,
        ),
        r"\g<pre>I have ",
    ),
    # "As a nurse, I work nights" → "I'm a nurse, I work nights" (not "As a vegan, would you …")
    (
        re.compile(rf"^(?P<pre>\W*)as\s+(?:an?\s+){_ROLE}\s*,\s*{_USERS_MAIN}", _I),
        r"\g<pre>I'm a \g<x>, ",
    ),
    (
        re.compile(
            rf"^(?P<pre>\W*)as\s+(?:someone|somebody|a\s+person|one)\s+who(?:['’]s|\s+is)\s+"
            rf"(?P<x>[^,.!?]+?)\s*,\s*{_USERS_MAIN}",
            _I,
        ),
        r"\g<pre>I'm \g<x>, ",
    ),
    (
        re.compile(
            rf"^(?P<pre>\W*)being\s+(?:an?\s+)?{_ROLE}(?P<t>\s+now)?\s*,\s*{_USERS_MAIN}", _I
        ),
        r"\g<pre>I'm a \g<x>\g<t>, ",
    ),
    # "Since going keto I've lost 5 kg" → "Since I went keto …"
    *(
        (
            re.compile(rf"\b(?P<c>since|after|ever\s+since)\s+{gerund}\b{_USERS_MAIN}", _I),
            rf"\g<c> I {past}",
        )
        for gerund, past in _GERUND_PAST.items()
    ),
    # an agent's note with a pronoun for the user: "User mentioned they moved to Denver"
    (
        re.compile(
            rf"\b(?P<u>(?:the\s+)?user)\s+{_REPORT}\s+(?:that\s+)?(?:they|she|he)['’](?:s|re)\b", _I
        ),
        r"\g<u> is",
    ),
    (
        re.compile(
            rf"\b(?P<u>(?:the\s+)?user)\s+{_REPORT}\s+(?:that\s+)?(?:they|she|he)['’]ve\b", _I
        ),
        r"\g<u> has",
    ),
    (
        re.compile(rf"\b(?P<u>(?:the\s+)?user)\s+{_REPORT}\s+(?:that\s+)?(?:they|she|he)\b", _I),
        r"\g<u>",
    ),
    # "sushi used to be my #1 but honestly birria tacos have taken over"
    (
        re.compile(
            r"(?P<o>(?!(?:it|that|this|they)\b)[\w'’ -]+?)\s+used\s+to\s+be\s+(?P<f>(?:my|our)\s+"
            r"(?:favou?rite|fave|fav|#1|number\s+one|number\s+1|go-to)(?:\s+[a-z]+)?)\s*,?\s+but\s+"
            r"(?:(?:now|honestly|these\s+days|lately|tbh|recently)\s*,?\s+)*(?P<n>(?!(?:it|that|this|they|"
            r"i|we)\b)[\w'’ -]+?)\s+(?:has|have|['’]s|['’]ve)\s+(?:totally\s+|completely\s+|kind\s+of\s+|"
            r"officially\s+|now\s+)?(?:taken\s+over|taken\s+(?:its|their|the\s+top)\s+(?:place|spot)|"
            r"replaced\s+(?:it|them))\b",
            _I,
        ),
        r"\g<n> has replaced \g<o> as \g<f>",
    ),
    # "I love Tokyo, it's my favourite city", "Rewatched Interstellar, it's my favourite
    # now": the pronoun is what is loved, watched or read
    (
        re.compile(
            r"(?P<a>\b(?:love|adore|like|enjoy|into|obsessed\s+with|hooked\s+on|watched|rewatched|re-watched|"
            r"saw|read|reread|re-read|finished|tried|discovered|listened\s+to|heard|played)\s+"
            r"(?P<o>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}))(?:\s+(?:again|last\s+\w+|yesterday|"
            r"today|recently|this\s+\w+|finally|twice|(?:\d+|two|three|four|five|a\s+few)\s+times))*"
            r"(?:\s*[,;—–-]+\s*|\s+and\s+)(?:(?:honestly|tbh|and|i\s+think|i\s+swear|yeah)\s+)*(?:it['’]s|it\s+is|"
            r"that['’]s|they['’]re|they\s+are)"
            rf"\s+(?=(?:now\s+|officially\s+|definitely\s+)?(?:my|our)\s+(?:new\s+)?{en_words._FAV}\b)",
            _I,
        ),
        r"\g<a>, \g<o> is ",
    ),
    # "Rewatched Arrival last night and I think it's officially dethroned Jurassic Park":
    # the pronoun is what was watched, read or tried
    (
        re.compile(
            r"\b(?P<a>(?:watched|rewatched|re-watched|saw|read|reread|re-read|finished|tried|"
            r"discovered|listened\s+to|heard|played|replayed|visited)\s+(?P<o>(?-i:[A-Z])[\w'’:-]*"
            r"(?:\s+(?-i:[A-Z0-9])[\w'’:-]*){0,5}))(?:\s+(?:again|last\s+\w+|yesterday|today|"
            r"recently|this\s+\w+|twice|(?:like\s+|about\s+|maybe\s+|at\s+least\s+)?(?:\d+|two|three|"
            r"four|five|six|a\s+dozen|a\s+few|several|so\s+many|a\s+million)\s+times))*\s*(?:,|and)\s*(?:(?:i\s+think|honestly|i\s+swear|tbh)\s+)*"
            r"(?:it|they)(?:['’]s|['’]ve|\s+has|\s+have)?\s+(?=(?:officially\s+|finally\s+|now\s+|just\s+)?"
            r"(?:replaced|overtaken|overtook|dethroned|beaten|bumped|knocked\s+out|edged\s+out)\b)",
            _I,
        ),
        r"\g<a>, \g<o> has ",
    ),
)
