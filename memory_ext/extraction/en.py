"""English fact grammar: word lists, verb frames and value cleaners (see :mod:`.grammar`)."""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import Cleaner, Frame, Language
from memory_ext.extraction.normalise import clean_display

_I = re.I

# -- adverbials: time phrases and discourse words that may surround the verb ------------
#: A reporting verb between subject and statement: "The user says (that) …".
_REPORTING = (
    r"(?:says|said|mentions|mentioned|told me|tells me|reports|reported|found out|realised|"
    r"realized|learned|discovered|noticed|think|believe|guess)(?:\s+that)?"
)
_MONTHS = r"january|february|march|april|may|june|july|august|september|october|november|december"
_PERIOD = r"week|weekend|month|year|summer|winter|spring|fall|autumn|semester|quarter|term"
TIME_PHRASE = (
    rf"now|right now|currently|recently|lately|just|finally|already|still|actually|also|"
    rf"officially|eventually|again|back|since then|these days|nowadays|at the moment|"
    rf"at present|as of (?:today|now|this \w+)|for now|today|yesterday|"
    rf"(?:last|this|past|earlier this) (?:{_PERIOD})|"
    rf"(?:a|one|two|three|four|five|six|a few|a couple of|several|\d+) (?:days?|weeks?|"
    rf"months?|years?) ago|in (?:(?:19|20)\d\d|{_MONTHS})|since (?:(?:19|20)\d\d|{_MONTHS}|"
    rf"last \w+)|every day|every week|so|well|oh|ok|okay|um|btw|by the way|honestly|"
    rf"{_REPORTING}"
)
ADVERBIAL = re.compile(rf"\s*(?:(?:{TIME_PHRASE})\b[,]?\s*)", _I)
#: "we" includes the user: "We moved to Manchester", "we have two kids".
SUBJECT = re.compile(r"\s*\b(?:i|we|the user|user)(?=['’\s])\s*", _I)
POSSESSIVE = re.compile(r"\s*\b(?:my|our|the user['’]s|user['’]s)\s+", _I)
AUX = re.compile(
    r"\s*(?:['’]m|['’]ve|['’]s|['’]re|am|is|are|was|have|has|had|been|do|does|did)\b\s*", _I
)
#: Modal or planned: "I might move", "I'm thinking about joining", "I want to live in".
BLOCKER = re.compile(
    r"\s*(?:would|could|might|may|will|shall|should|can(?!['’])|['’]ll|['’]d|wish|hope|plan|"
    r"planning|"
    r"want|wanna|gonna|going to|thinking|considering|dream|intend|need to|have to|"
    r"was going|used to)\b",
    _I,
)
CONDITIONAL = re.compile(
    r"\b(?:if|suppose|supposing|imagine|assuming|unless|what if|in case|pretend|hypothetically)\b",
    _I,
)
QUESTION_START = re.compile(
    r"^\s*(?:who|what|where|when|why|how|which|whose|do|does|did|is|are|am|can|could|would|"
    r"should|will|shall|have|has|may|might|any idea|tell me|remind me)\b",
    _I,
)
GREETING = re.compile(
    r"^\W*(?:hi|hello|hey|thanks|thank you|good (?:morning|evening|night|afternoon)|bye)\b\W*$",
    _I,
)
TEMPORARY = re.compile(
    r"\b(?:this (?:week|weekend|month)|for (?:a|the|two|three|few|couple of|\d+) ?(?:few )?"
    r"(?:days?|nights?|weeks?)|on (?:a |an )?(?:business )?(?:trip|vacation|holiday|tour)|"
    r"business trip|for (?:a |the )?(?:conference|work trip|meeting|workshop)|on business|"
    r"hotel|airbnb|visiting|staying|travell?ing|until (?:friday|monday|tuesday|wednesday|"
    r"thursday|saturday|sunday|next \w+|the \w+)|till \w+|right now|at the moment|for the "
    r"rest of the week|for the week|over the weekend|client visit|trade fair|training)\b",
    _I,
)
CHANGE = re.compile(
    r"\b(?:now|just|recently|moved|relocated|switched|joined|left|quit|anymore|any more|"
    r"no longer|these days|nowadays|finally|became|become|got|started|changed|new|since|"
    r"last (?:week|month|year)|ago|actually|correction|spelled|spelt|turned|promoted|no more|"
    r"went|gone|broke up|split up)\b",
    _I,
)

# -- where an object ends -----------------------------------------------------------------
_STOP = re.compile(
    rf"\s*(?:[,;:(]|\s-\s|—|\b(?:now|these days|nowadays|anymore|any more|since|because|"
    rf"as (?:a|an|my|the|of)|where|which|who|after|before|when|while|with (?:my|his|her|our|"
    rf"the)|together with|last (?:{_PERIOD})|this (?:{_PERIOD})|next (?:{_PERIOD})|yesterday|"
    rf"today|recently|lately|in (?:19|20)\d\d|in (?:{_MONTHS})|(?:a|one|two|three|a few|a "
    rf"couple of|several|\d+) (?:days?|weeks?|months?|years?) ago|ago|though|finally|at the "
    rf"moment|right now|for (?:work|good|a while|now|the past|the last|years|months|\d+|a|an|the|"
    rf"my|our|one|two|three|four|five|six|several|a few|a couple)|on "
    rf"(?:business|a trip|vacation|holiday)|no more|but|and|so|to be|to work|to live|to "
    rf"study|because|every (?:day|week|morning|night)|all the time|a lot|very much|so much|"
    rf"too|either|instead|rather than|not|or something|or so|full[- ]time|part[- ]time|already|again|"
    rf"back then|at last)\b)",
    _I,
)


def _cut(raw: str) -> str:
    m = _STOP.search(raw)
    return clean_display(raw[: m.start()] if m else raw)


def _np(raw: str) -> str:
    value = _cut(raw)
    value = re.sub(r"^(?:to|in|at|for|of)\s+", "", value, flags=_I)
    return clean_display(value) if len(value.split()) <= 6 else ""


def _place(raw: str) -> str:
    value = _np(raw)
    value = re.sub(r"^(?:the city of|the town of|downtown)\s+", "", value, flags=_I)
    return value if value and value[0].isalpha() else ""


def _stay(raw: str) -> str:
    value = _cut(raw)
    places = re.findall(r"\b(?:in|at)\s+([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})", value)
    if places:  # "my parents' place in San Diego" → San Diego
        return str(places[-1])
    value = _place(value)
    return value if value and not value[0].islower() else ""  # "I'm in sales": no place


def _name(raw: str) -> str:
    value = re.split(
        r"\s*(?:,|;|\bnot\b|\bbut\b|\band\b|\bby the way\b|\bbtw\b|\bfrom\b|"
        r"\bwith\b|\bby\b|\bnow\b|\bactually\b|\bthough\b|\bplease\b|\bat\b|\bin\b|"
        r"\bfor\b|\bto\b|\bon\b|\bsince\b|\bthese days\b|\bhere\b)",
        raw,
        maxsplit=1,
        flags=_I,
    )[0]
    value = clean_display(value)
    words = value.split()
    if not words or len(words) > 4 or not all(re.fullmatch(r"[\w'’.-]+", w) for w in words):
        return ""
    return value


_AMOUNT = re.compile(
    r"(?:about|around|roughly|only|just|over|almost|nearly)?\s*"
    r"(?P<a>[$€£¥]?\s?\d[\d,.]*\s*(?:k\b|m\b|grand|thousand|million|yuan|rmb|usd|dollars|euros|"
    r"pounds|bucks|kg|kgs|kilos|kilograms|lbs|lb)?)",
    _I,
)


def _amount(raw: str) -> str:
    m = _AMOUNT.match(raw.strip())
    return clean_display(m.group("a")) if m else ""


def _weight(raw: str) -> str:
    value = _amount(raw)
    return value if re.search(r"kg|kilo|lb|pound", value, _I) else ""


def _org(raw: str) -> str:
    value = re.sub(
        r"^(?:my\s+)?(?:old\s+|new\s+)?(?:job|position|role|work|internship)\s+"
        r"(?:at|with|in)\s+",
        "",
        raw.strip(),
        flags=_I,
    )
    return _np(value)


def _person(raw: str) -> str:
    value = _name(raw)
    return "" if not value or _NOT_NAMES.match(value) else value


def _pet(raw: str) -> str:
    value = re.sub(r"['’]s\s+name\s+is|\s+is\s+(?:called|named)", " named", raw.strip(), flags=_I)
    return _np(value)


def _job(raw: str) -> str:
    value = _np(raw)
    return value if re.search(rf"\b(?:{JOBS})s?\b", value, _I) else ""


def _lower(raw: str) -> str:
    return _cut(raw).lower()


CLEANERS: dict[str, Cleaner] = {
    "np": _np,
    "place": _place,
    "stay": _stay,
    "org": _org,
    "name": _name,
    "amount": _amount,
    "weight": _weight,
    "age": lambda raw: raw.strip() if raw.strip().isdigit() else "",
    "lower": _lower,
    "person": _person,
    "pet": _pet,
    "job": _job,
}

JOBS = (
    r"engineer|developer|programmer|designer|manager|director|teacher|professor|lecturer|"
    r"doctor|physician|surgeon|nurse|dentist|pharmacist|lawyer|attorney|accountant|analyst|"
    r"scientist|researcher|consultant|architect|writer|journalist|editor|chef|cook|student|"
    r"intern|founder|ceo|cto|cfo|vp|officer|administrator|admin|technician|mechanic|electrician|"
    r"plumber|driver|pilot|clerk|cashier|salesperson|sales rep|recruiter|therapist|"
    r"psychologist|artist|musician|photographer|translator|librarian|economist|banker|trader|"
    r"broker|agent|specialist|coordinator|assistant|lead|head|owner|freelancer|contractor|"
    r"entrepreneur|data scientist|product owner|scrum master|tester|tutor|coach|veterinarian|"
    r"vet|firefighter|police officer|soldier|farmer|barista|waiter|waitress|"
    r"paralegal|secretary|receptionist|auditor|actuary|statistician|biologist|chemist|physicist|"
    r"associate|representative|supervisor|foreman|operator|instructor|counselor|counsellor"
)
_JOB_NP = rf"(?:[\w-]+\s+){{0,3}}?(?:{JOBS})s?"
PETS = (
    r"dogs?|cats?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|parrots?|birds?|"
    r"beagles?|labradors?|poodles?|corgis?|huskies|husky|retrievers?|terriers?|bulldogs?|"
    r"dachshunds?|chihuahuas?|pugs?|spaniels?|collies?|shepherds?|budgies?|canar(?:y|ies)|"
    r"fish|goldfish|turtles?|tortoises?|guinea pigs?|horses?|snakes?|lizards?|ferrets?"
)
_COUNT = r"(?:a|an|one|two|three|four|five|six|\d+|another|some|a new)"
DIETS = (
    r"vegetarian|vegan|pescatarian|pescetarian|keto|paleo|gluten[- ]free|lactose[- ]free|"
    r"dairy[- ]free|halal|kosher|plant[- ]based|carnivore|flexitarian"
)
_NEG = r"(?:don['’]t|do not|doesn['’]t|does not|no longer|never|can['’]t|cannot|can not)"
_ADVB = r"(?:fully|completely|totally|strictly|full|mostly|officially)\s+"
_NAME = r"(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})"
#: Capitalised words after "I'm" that are not names.
_NOT_NAMES = re.compile(
    r"(?:American|British|English|Chinese|Canadian|German|French|Indian|Japanese|Korean|"
    r"Mexican|Italian|Spanish|Irish|Scottish|Welsh|Australian|Catholic|Christian|Muslim|"
    r"Jewish|Buddhist|Hindu|Fine|Good|Okay|Ok|Sorry|Happy|Sad|Back|Here|Ready|Done|Sure|Tired|"
    r"Busy|Free|Single|Married|Vegan|Vegetarian|In|On|At|So|Not|Just|Very|Still|Also)\b"
)
_RENT = re.compile(r"\b(?:rent|landlord|lease|apartment|flat|studio)\b", _I)
_JOB_CONTEXT = re.compile(
    r"\b(?:work|job|hours|shift|company|employer|boss|drive|driving|team|office|career|"
    r"employed|hired|joined|salary|pay)\b",
    _I,
)
_NAME_CONTEXT = re.compile(r"\bname\b|\bspell|\bcall", _I)
_PET_CONTEXT = re.compile(rf"\b(?:{PETS}|pets?|vet|kittens?|puppy|adopted)\b", _I)


def _f(slot: str, pattern: str, kind: str = "np", **kw: object) -> Frame:
    return Frame(slot, re.compile(pattern, _I), kind, **kw)  # type: ignore[arg-type]


_FAV = r"(?:new\s+|current\s+|all[- ]time\s+|absolute\s+)?(?:favou?rite|fave|fav)"
_NOW = r"(?:now|these days|right now|currently|at the moment|of all time|ever|by far|again|since)"
_X = rf"(?P<x>(?!{_NOW}\b)[a-z][\w-]*(?:\s+(?!{_NOW}\b|is\b|are\b)[a-z][\w-]*)?)"
_STAY_VERB = r"(?:staying|travell?ing|living)"


def _frames() -> tuple[Frame, ...]:
    none, poss = {"subject": "none"}, {"subject": "possessive"}
    return (
        # -- whole clause (no subject in front) ----------------------------------------------
        _f("name", r"(?:please\s+)?call\s+me\s+(?P<v>.+)", "name", **none),
        _f(
            "name",
            r"(?:everyone|everybody|people|friends|my friends|they|most people)\s+calls?\s+me\s+"
            r"(?P<v>.+)",
            "name",
            **none,
        ),
        _f(
            "name",
            r"(?:actually|sorry|correction|oops|wait)[,:!.]?\s*(?:it['’]?s|its|it is|that['’]s|my "
            r"name is|my name['’]s|the name is|name['’]s)?\s*(?:spelled|spelt|written)\s+(?P<v>.+)",
            "name",
            temporal=True,
            **none,
        ),
        _f(
            "name",
            r"(?:actually|sorry|correction|oops)[,:!.]?\s*(?:my name is|my name['’]s|it['’]s|it is)"
            r"\s+(?P<v>(?-i:[A-Z]).+)",
            "name",
            temporal=True,
            **none,
        ),
        _f("name", r"it['’]?s\s+(?:spelled|spelt)\s+(?P<v>.+)", "name", temporal=True, **none),
        _f(
            "name",
            r"it['’]?s\s+(?:now\s+)?(?P<v>" + _NAME + r")(?:\s+now)?\s*$",
            "name",
            temporal=True,
            needs=_NAME_CONTEXT,
            **none,
        ),
        _f(
            "location",
            r"home\s+(?:for\s+(?:me|the user|us)\s+)?is\s+(?:now\s+)?(?:in\s+)?(?P<v>.+)",
            "place",
            **none,
        ),
        _f(
            "rent",
            r"(?:the\s+)?(?:monthly\s+)?rent\s+(?:for|on)\s+(?:my|our|the user['’]s|user['’]s)\s+"
            r"(?:[\w-]+\s+)?(?:place|flat|apartment|house|room|studio|home)\s+(?:is\s+now|is|['’]s)\s+"
            r"(?P<v>.+)",
            "amount",
            **none,
        ),
        _f(
            "income",
            r"(?:(?:the|my|our)\s+)?new\s+(?:job|position|role|gig)\s+pays\s+(?P<v>.+)",
            "amount",
            temporal=True,
            **none,
        ),
        _f(
            "favourite:{x}",
            rf"(?:(?:my|the user['’]s)\s+)?{_FAV}\s+{_X}\s*[:：–-]\s*(?P<v>.+)",
            temporal=True,
            **none,
        ),
        _f(
            "favourite:{x}",
            r"(?P<v>.+?)\s+(?:is|are|has become|have become|became|['’]s)\s+(?:now\s+|still\s+)?"
            rf"(?:my|the user['’]s|user['’]s|our)\s+{_FAV}\s+{_X}(?=\s*$|\s*[,.!;]|\s+{_NOW}\b)",
            **none,
        ),
        # a favourite without a category: "Lychee is my favourite" (see .categories)
        _f(
            "favourite:{x}",
            rf"(?!(?:i|we|it|this|that|he|she|they|my|our|your|his|her|their)\b)(?P<v>.+?)\s+"
            r"(?:is|are|has become|have become|became|['’]s)\s+(?:now\s+|still\s+)?"
            rf"(?:my|the user['’]s|user['’]s|our)\s+{_FAV}(?=\s*$|\s*[,.!;]|\s+{_NOW}\b)",
            **none,
        ),
        # a pet that died, by its name ("Mochi passed away, the vet …"): needs a pet word
        _f(
            "pets",
            r"(?:sadly\s+|poor\s+|our\s+|my\s+)?(?P<v>(?-i:[A-Z][\w'’-]+))\s+(?:sadly\s+|finally\s+)?"
            r"(?:died|passed away|passed|ran away|was put down|was put to sleep|is gone)\b",
            "name",
            polarity=-1,
            temporal=True,
            needs=_PET_CONTEXT,
            **none,
        ),
        # -- possessive: my X / the user's X -------------------------------------------------
        _f(
            "name",
            r"(?:full\s+|real\s+|first\s+|legal\s+)?name\s+(?:is|['’]s)\s+(?:now\s+|actually\s+)?"
            r"(?:spelled\s+|spelt\s+)?(?P<v>.+)",
            "name",
            **poss,
        ),
        _f("name", r"name['’]s\s+(?P<v>.+)", "name", **poss),
        _f(
            "name",
            r"name\s+(?:is\s+)?(?:spelled|spelt|written)\s+(?P<v>.+)",
            "name",
            temporal=True,
            **poss,
        ),
        _f(
            "favourite:{x}",
            rf"{_FAV}\s+{_X}\s+(?:{_NOW}\s+)?(?:is|are|has become|became|changed to|['’]s)\s+"
            r"(?:now\s+|still\s+|definitely\s+|probably\s+)?(?P<v>.+)",
            **poss,
        ),
        _f(
            "income",
            r"(?:monthly\s+|annual\s+|yearly\s+|new\s+|take[- ]home\s+)?(?:income|salary|pay|wage|"
            r"wages|paycheck)\s+(?:is\s+now|is|was raised to|went up to|rose to|increased to|has "
            r"gone up to|jumped to|grew to|dropped to|fell to|got bumped to|is up to|is down to|"
            r"has risen to|changed to|was cut to)\s+(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f(
            "rent",
            r"(?:monthly\s+)?rent\s+(?:is\s+now|is|went up to|rose to|increased to|has gone up to|"
            r"jumped to|dropped to|went down to|is up to|changed to|fell to)\s+(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f(
            "weight",
            r"weight\s+(?:is\s+now|is|went down to|dropped to|went up to|is down to|is up to)\s+"
            r"(?P<v>.+)",
            "weight",
            **poss,
        ),
        _f(
            "credit_score",
            r"credit\s+score\s+(?:is\s+now|is|went up to|rose to|dropped to|fell to|is up to|is "
            r"down to)\s+(?P<v>\d{3})",
            "amount",
            **poss,
        ),
        _f(
            "favourite:{x}",
            rf"{_FAV}\s+(?:{_NOW}\s+)?(?:is|['’]s)\s+(?:now\s+|still\s+|definitely\s+)?(?P<v>.+)",
            **poss,
        ),
        _f("employer", r"(?:employer|company)\s+is\s+(?:now\s+)?(?P<v>.+)", "org", **poss),
        _f(
            "job_title",
            r"(?:job title|title|role|position|job)\s+is\s+(?:now\s+)?(?P<v>.+)",
            **poss,
        ),
        _f(
            "location",
            r"(?:home|house|apartment|flat|place)\s+is\s+(?:now\s+)?(?:in\s+)?(?P<v>.+)",
            "place",
            **poss,
        ),
        _f(
            "pets",
            rf"(?P<v>(?:{PETS})(?:['’]s\s+name\s+is|\s+is\s+(?:called|named))\s+\w+)",
            "pet",
            **poss,
        ),
        _f(
            "pets",
            rf"(?P<v>{PETS})\s+(?:\w+\s+)?(?:died|passed away|ran away|is gone|was put down)",
            polarity=-1,
            temporal=True,
            **poss,
        ),
        _f("marital_status", r"(?:wife|husband|spouse)\b", constant="married", **poss),
        _f(
            "marital_status",
            r"(?:girlfriend|boyfriend|partner)\b",
            constant="in a relationship",
            **poss,
        ),
        # -- subject: I … / we … / the user … / User … --------------------------------------
        _f("name", r"(?:am|['’]m|is)?\s*(?:called|named)\s+(?P<v>.+)", "name"),
        _f("name", r"go(?:es)?\s+by\s+(?P<v>.+)", "name"),
        _f(
            "name",
            r"spells?\s+(?:it|(?:my|her|his|their)\s+name)\s+(?P<v>.+)",
            "name",
            temporal=True,
        ),
        _f("name", r"(?:['’]m|am)\s+(?P<v>" + _NAME + r")\s*$", "person"),
        # temporary stays: never the home
        _f(
            "current_stay",
            rf"(?:am|['’]m|is|are|['’]re)?\s*{_STAY_VERB}\s+(?:in|at)\s+(?P<v>.+)",
            "stay",
            temporal=True,
            needs=TEMPORARY,
        ),
        _f(
            "current_stay",
            r"(?:am|['’]m|is|are|['’]re)?\s*(?:on\s+(?:a|an)\s+(?:business\s+|work\s+)?trip|here)\s+"
            r"(?:to|in)\s+(?P<v>.+)",
            "stay",
            temporal=True,
        ),
        _f("current_stay", r"(?:am|['’]m|is)\s+visiting\s+(?P<v>.+)", "stay", temporal=True),
        _f(
            "current_stay",
            r"(?:am|['’]m|is|are|['’]re)\s+(?:currently\s+|now\s+)?in\s+(?P<v>.+)",
            "stay",
            temporal=True,
            needs=TEMPORARY,
        ),
        # location / home
        _f(
            "location",
            rf"{_NEG}\s+(?:live|reside)\s+in\s+(?P<v>.+)",
            "place",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "location",
            r"(?:not|no longer)\s+(?:living|based)\s+in\s+(?P<v>.+)",
            "place",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "location",
            r"(?:moved|move|moving|relocated|relocating|relocate|have moved|['’]ve moved)"
            r"\s+(?:back\s+)?from\s+.+?\s+to\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"(?:moved|moving|relocated|relocating|emigrated|immigrated)\s+(?:back\s+|over\s+|out\s+)?"
            r"(?:to|into)\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"(?:settled|settle)\s+(?:down\s+)?in\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f("location", r"(?:live|lives|living|reside|resides|residing)\s+in\s+(?P<v>.+)", "place"),
        _f(
            "location",
            r"(?:have|has|['’]ve)\s+(?:been\s+)?(?:lived|living)\s+in\s+(?P<v>.+)",
            "place",
        ),
        _f("location", r"(?:based|located)\s+in\s+(?P<v>.+)", "place"),
        _f(
            "location",
            r"(?:bought|got)\s+(?:a|an)\s+(?:house|flat|apartment|home|place)\s+in\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        # employer (+ job title)
        _f(
            "employer",
            r"(?:left|quit|leave|leaving|quitting|resigned\s+from|(?:was|got)\s+(?:laid\s+off|"
            r"fired|let go)\s+(?:from|by)|retired\s+from)\s+(?P<v>.+)",
            "org",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "employer",
            rf"{_NEG}\s+work\s+(?:at|for)\s+(?P<v>.+)",
            "org",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "employer",
            r"switched\s+(?:jobs\s+)?to\s+(?P<v>(?-i:[A-Z]).+)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:joined|join|joining|have joined|started\s+(?:working\s+|a\s+(?:new\s+)?job\s+|"
            r"a\s+(?:new\s+)?position\s+)?(?:at|for|with)|(?:got|was|been|have been|get)\s+hired"
            r"\s+(?:by|at)|hired\s+(?:by|at)|(?:got|landed|accepted|took|started)\s+(?:a|an|the)"
            r"\s+(?:new\s+)?(?:job|position|role|offer)\s+(?:at|with|from))\s+(?P<v>.+)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:work|works|working)\s+(?:at|for)\s+(?P<v>.+?)\s+as\s+(?:an?\s+)?(?P<t>.+)",
            "org",
        ),
        _f("employer", r"(?:work|works|working)\s+(?:at|for)\s+(?P<v>.+)", "org"),
        _f(
            "employer",
            r"(?:drive|drives|driving|deliver|delivers|code|codes|teach|teaches|consult|"
            r"consults|freelance|freelances|write|writes|design|designs|cook|cooks)\s+for\s+"
            r"(?P<v>(?-i:[A-Z]).+)",
            "org",
        ),
        _f("employer", r"(?:employed|hired)\s+(?:by|at)\s+(?P<v>.+)", "org"),
        _f("employer", r"(?:now\s+)?at\s+(?P<v>(?-i:[A-Z]).+)", "org", needs=_JOB_CONTEXT),
        _f("job_title", r"(?:work|works|working)\s+as\s+(?:an?\s+)?(?P<v>.+)"),
        _f(
            "job_title",
            r"(?:became|become|was made|got made|was named|was appointed)\s+(?:an?\s+|the\s+)?"
            r"(?P<v>.+)",
            "job",
            temporal=True,
        ),
        _f(
            "job_title",
            r"(?:got\s+|was\s+|been\s+)?promoted\s+to\s+(?:an?\s+)?(?P<v>.+)",
            temporal=True,
        ),
        # marital / relationship status
        _f(
            "marital_status",
            r"(?:got|get|getting|am getting)\s+married\b",
            constant="married",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:got|get|getting)\s+divorced\b",
            constant="divorced",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:got|get|getting)\s+engaged\b",
            constant="engaged",
            temporal=True,
        ),
        _f("marital_status", r"(?:broke|broken|split)\s+up\b", constant="single", temporal=True),
        _f("marital_status", r"married\b", constant="married"),
        _f(
            "marital_status",
            r"(?:now\s+)?(?P<v>single|divorced|engaged|widowed|separated)\b",
            "lower",
        ),
        _f(
            "marital_status",
            r"(?:in\s+a\s+relationship|seeing\s+someone|dating\s+someone)\b",
            constant="in a relationship",
        ),
        _f(
            "marital_status",
            r"(?:have|has|got)\s+(?:a\s+)?(?:new\s+)?(?:girlfriend|boyfriend)\b",
            constant="in a relationship",
            temporal=True,
        ),
        # diet (before likes: "don't eat meat" is a diet, "don't eat cilantro" a dislike)
        _f(
            "diet",
            rf"(?:became|become|went|gone|turned|switched to|now)\s+(?:an?\s+)?(?:{_ADVB})?"
            rf"(?P<v>{DIETS})\b",
            "lower",
            temporal=True,
        ),
        _f("diet", rf"(?:an?\s+)?(?:{_ADVB})?(?P<v>{DIETS})\b", "lower"),
        _f(
            "diet",
            rf"(?:doing|trying|following|started|start|on)\s+(?:an?\s+|the\s+)?(?P<v>{DIETS}|"
            r"intermittent fasting|low[- ]carb|atkins|whole30)\b",
            "lower",
        ),
        _f("diet", r"on\s+(?:an?\s+)?(?P<v>[\w-]+)\s+diet\b", "lower"),
        _f(
            "diet",
            rf"(?:{_NEG}|stopped|quit|gave up)\s+(?:eat|eating)?\s*meat\b",
            constant="vegetarian",
            temporal=True,
        ),
        _f(
            "diet",
            r"(?:eats?|eating)\s+(?P<v>no\s+(?:pork|beef|meat|dairy|gluten|fish|sugar))\b",
            "lower",
        ),
        _f(
            "diet",
            r"(?:eating|eat)\s+(?:normally|everything|anything)\b",
            constant="eating normally",
            temporal=True,
        ),
        _f("diet", r"(?:eat|eats)\s+meat\b", constant="eats meat"),
        # allergies
        _f(
            "allergies",
            r"(?:not|no longer)\s+allergic\s+to\s+(?P<v>.+)",
            polarity=-1,
            temporal=True,
        ),
        _f("allergies", r"(?:severely\s+|very\s+|mildly\s+)?allergic\s+to\s+(?P<v>.+)"),
        _f(
            "allergies",
            r"(?:have|has|developed|(?:was|got|been)\s+diagnosed\s+with)\s+(?:an?\s+)?allergy\s+to"
            r"\s+(?P<v>.+)",
        ),
        _f(
            "allergies",
            r"(?:have|has|developed|(?:was|got|been)\s+diagnosed\s+with|tested\s+positive\s+for)"
            r"\s+(?:an?\s+|severe\s+|mild\s+)?(?P<v>[\w -]+?)\s+allergy",
        ),
        # children
        _f(
            "children",
            r"(?:don['’]t|do not|doesn['’]t)\s+have\s+(?:any\s+)?(?:kids|children)\b",
            constant="no children",
        ),
        _f("children", r"(?:have|has)\s+no\s+(?:kids|children)\b", constant="no children"),
        _f(
            "children",
            r"(?:have|has|['’]ve got|got)\s+(?P<v>(?:a|an|one|two|three|four|five|six|\d+)\s+"
            r"(?:[\w-]+\s+){0,2}?(?:kids?|children|child|sons?|daughters?|boys?|girls?|twins|"
            r"bab(?:y|ies)))\b",
        ),
        _f(
            "children",
            r"(?:adopted|welcomed|had)\s+(?P<v>(?:an?|our|my)\s+(?:first\s+|second\s+|third\s+)?"
            r"(?:little\s+|baby\s+|new\s+)?(?:boy|girl|son|daughter|baby|child)(?:\s+(?:boy|girl))?)"
            r"\b",
            temporal=True,
        ),
        _f(
            "children",
            r"(?:became|become)\s+(?:a\s+)?(?:father|mother|dad|mom|mum|parent)\b",
            constant="a baby",
            temporal=True,
        ),
        # pets: gone (given away, rehomed, no longer had), then had
        _f(
            "pets",
            rf"(?:gave|give|given|giving)\s+(?:away\s+)?(?:the|my|our|his|her)\s+"
            rf"(?P<v>(?:[\w-]+\s+)?(?:{PETS}))\b",
            "pet",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "pets",
            rf"(?:to\s+)?(?:rehomed?|rehoming|sold)\s+(?:the|my|our)\s+(?P<v>(?:[\w-]+\s+)?(?:{PETS}))\b",
            "pet",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "pets",
            rf"{_NEG}\s+(?:have|own|keep)\s+(?:a|an|any|the|my)?\s*(?P<v>{PETS})\b",
            "pet",
            polarity=-1,
            temporal=True,
        ),
        # pets
        _f(
            "pets",
            r"(?:have|has|got|own|owns|adopted|rescued|bought|keep|keeps)\s+"
            rf"(?P<v>{_COUNT}\s+(?:[\w-]+\s+)?(?:{PETS})(?:\s+(?:named|called)\s+\w+)?)",
        ),
        # numbers
        _f(
            "income",
            r"(?:now\s+)?(?:earn|earns|earning|make|makes|making|take home|bring in)\s+(?P<v>.+)",
            "amount",
        ),
        _f(
            "income",
            r"got\s+a\s+(?:pay\s+)?raise\s+to\s+(?P<v>.+)",
            "amount",
            temporal=True,
        ),
        _f(
            "rent",
            r"(?:pay|pays|paying)\s+(?P<v>\S+(?:\s+\S+)?)\s+(?:a\s+month\s+|per\s+month\s+)?"
            r"(?:in|for)\s+(?:rent|my\s+(?:studio|flat|apartment|place|room))",
            "amount",
        ),
        _f("rent", r"(?:pay|pays|paying)\s+(?P<v>.+)", "amount", needs=_RENT),
        _f("weight", r"(?:weigh|weighs)\s+(?P<v>.+)", "weight"),
        _f("weight", r"(?:down|up)\s+to\s+(?P<v>.+)", "weight", temporal=True),
        _f(
            "weight",
            r"(?:at\s+)?(?P<v>\d[\d.,]*\s*(?:kg|kgs|kilos?|kilograms|lbs?|pounds)\b.*)",
            "weight",
        ),
        _f("age", r"(?P<v>\d{1,3})\s+(?:years?\s+old|yo)\b", "age"),
        _f("age", r"(?:just\s+)?turned\s+(?P<v>\d{1,3})\b", "age", temporal=True),
        # "I'm a nurse (at X)" — after diets, so "a vegetarian" is not a job
        _f("employer", rf"(?:an?\s+|the\s+)(?P<t>{_JOB_NP})\s+(?:at|for|with)\s+(?P<v>.+)", "org"),
        _f("job_title", rf"(?:became|become|now)?\s*(?:an?\s+|the\s+)(?P<v>{_JOB_NP})\b"),
        # a superlative without a category: "I like autumn best", "I love mangoes the most"
        _f(
            "favourite:{x}",
            r"(?:really\s+|absolutely\s+)?(?:like|likes|love|loves|enjoy|enjoys|prefer|prefers)\s+"
            r"(?P<v>(?:(?!\b(?:more|better|than)\b).)+?)\s+(?:the\s+)?(?:most|best)(?:\s+of\s+all)?\b",
        ),
        # likes / dislikes (multi-valued; the object is normalised by value_key)
        _f(
            "likes",
            rf"(?:{_NEG}|really\s+don['’]t)\s+(?:really\s+)?(?:like|love|enjoy|eat|want|drink|"
            r"care\s+for)\s+(?P<v>.+)",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:not|no longer)\s+(?:into|a\s+(?:big\s+)?fan\s+of)\s+(?P<v>.+)",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:no longer|stopped)\s+(?:like|liking|love|loving|enjoy|enjoying|eat|eating|drink|"
            r"drinking)\s+(?P<v>.+)",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            rf"(?:hate|hates|dislike|dislikes|detest|detests|loathe|loathes|{_NEG}\s+stand|"
            r"can['’]t\s+(?:stand|handle)|cannot\s+(?:stand|handle))\s+(?P<v>.+)",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:switched|switching|moved|changed)\s+(?:over\s+)?(?:from\s+.+?\s+)?to\s+(?P<v>.+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:really\s+|absolutely\s+|totally\s+|also\s+)?(?:like|likes|love|loves|enjoy|"
            r"enjoys|adore|adores|prefer|prefers)\s+(?P<v>.+)",
        ),
        _f(
            "likes",
            r"(?:really\s+)?(?:into|a\s+(?:big\s+|huge\s+)?fan\s+of|crazy\s+about|obsessed"
            r"\s+with|hooked\s+on)\s+(?P<v>.+)",
        ),
    )


FRAMES: tuple[Frame, ...] = _frames()


def x_key(x: str) -> str:
    """The ``<x>`` of ``favourite:<x>``: lower-case, British spelling, singular."""
    x = clean_display(x).casefold()
    x = re.sub(r"^(?:kind of|type of|sort of)\s+", "", x)
    x = x.replace("color", "colour").replace("flavor", "flavour")
    x = {"film": "movie", "tv show": "show", "musician": "artist"}.get(x, x)
    if re.fullmatch(r"[a-z ]{3,}s", x) and not x.endswith("ss"):
        x = x[:-1]
    return x.strip()


def non_statement(clause: str) -> bool:
    """Questions and greetings state no fact."""
    stripped = clause.strip()
    return (
        stripped.endswith("?")
        or bool(QUESTION_START.match(stripped))
        or bool(GREETING.match(stripped))
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
CORRECTION = re.compile(
    r"\b(?:sorry|typo|correction|i meant|i mean|my bad|oops|i misspoke|actually|wait)\b", _I
)
ADDITIVE = re.compile(r"\b(?:also|too|as well|another|second|both|and|plus|in addition|more)\b", _I)

ENGLISH = Language(
    code="en",
    clause_split=re.compile(r"(?<=[.!?;])\s+|\s*[;]\s*|,?\s+(?:and|but|so|then)\s+(?=\S)|,\s+"),
    subject=SUBJECT,
    possessive=POSSESSIVE,
    adverbial=ADVERBIAL,
    aux=AUX,
    blocker=BLOCKER,
    conditional=CONDITIONAL,
    temporary=TEMPORARY,
    frames=FRAMES,
    cleaners=CLEANERS,
    non_statement=non_statement,
    change_marker=CHANGE,
    x_key=x_key,
    rewrites=REWRITES,
    contrast=CONTRAST,
    switch=SWITCH,
    correction=CORRECTION,
    additive=ADDITIVE,
)
