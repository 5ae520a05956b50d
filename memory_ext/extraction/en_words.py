"""English word lists, adverbials, where an object ends and the value cleaners: what the
frames of :mod:`.en_frames` read (see :mod:`.grammar`)."""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import CURRENCY_SIGN, Cleaner, Frame, frame
from memory_ext.extraction.normalise import clean_display

_I = re.I

# -- adverbials: time phrases and discourse words that may surround the verb ------------
#: A reporting verb between subject and statement: "The user says (that) …".
_REPORTING = (
    r"(?:says|said|mentions|mentioned|told me|tells me|reports|reported|found out|realised|"
    r"realized|learned|discovered|noticed|think|believe|guess)(?:\s+that)?"
)
#: A correction marker before the corrected statement: "sorry, typo:", "oops", "wait no".
_CORRECTING = (
    r"sorry|oops|whoops|wait(?:\s+no)?|no wait|(?:small\s+|quick\s+|slight\s+|minor\s+)?correction|my bad|my mistake|scratch that|"
    r"typo(?:\s+(?:up there|above|earlier|before))?|i misspoke(?:\s+earlier)?|"
    r"misspoke(?:\s+earlier)?|to be clear|let me correct (?:that|myself)"
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
    rf"last \w+)|every day|every week|so|well|oh|ok|okay|um|btw|by the way|honestly|technically|strictly speaking|officially speaking|"
    rf"weirdly|oddly|strangely|funnily enough|surprisingly|ironically|sadly|happily|luckily|"
    rf"thankfully|unfortunately|fortunately|apparently|obviously|anyway|anyways|tbh|ngl|lol|"
    rf"haha|alright|(?:it\s+|as it\s+)?turns out(?:\s+that)?|for the record|in fact|kinda|"
    rf"kind of|sort of|basically|pretty much|totally|literally|definitely|seriously|really|"
    rf"i['’]d say|i would say|i['’]d have to say|i reckon|i suppose|{_REPORTING}|{_CORRECTING}|"
    rf"fwiw|for what it['’]s worth|for context|for reference|for background|as background|iirc|"
    rf"fyi|heads up|just so you know|just fyi|real quick|truly|genuinely|absolutely|honestly now|"
    rf"both"
)
#: A sentence opener that is no time phrase but never part of a fact: "Update:", "Big
#: news!", "Long story short,"; only with its punctuation.
_OPENER = (
    r"(?:(?:quick\s+|small\s+|life\s+)?update|(?:big|good|great|some|sad|exciting)\s+news|"
    r"news|fun fact|long story short|plot twist|guess what)\s*[:!,.—–-]+"
)
ADVERBIAL = re.compile(
    rf"\s*(?:(?:{TIME_PHRASE})\b(?:\s*[,:]|\s+[—–-](?=\s))?\s*|{_OPENER}\s*)", _I
)
#: "we" includes the user: "We moved to Manchester", "we have two kids".
SUBJECT = re.compile(
    r"\s*\b(?:(?:i|the user|user)\s+and\s+(?:my|her|his|their)\s+(?:husband|wife|spouse|partner|ex)|"
    r"i|we|the user|user|me\s+and\s+(?:my|the)\s+[\w-]+(?:\s+[\w-]+)?|(?:my|our|the)\s+"
    r"(?:whole\s+|little\s+)?family(?:\s+and\s+i)?)(?=['’\s])\s*",
    _I,
)
POSSESSIVE = re.compile(
    r"\s*\b(?:my|our|the user['’]s|user['’]s)\s+(?:(?:own|actual|real|personal)\s+(?=\w+\s+(?:is|are|"
    r"was|['’]s|went|has|just)\b))?",
    _I,
)
AUX = re.compile(
    r"\s*(?:['’]m|['’]ve|['’]s|['’]re|am|is|are|was|have|has|had|been|do|does|did)\b\s*", _I
)
#: Modal or planned: "I might move", "I'm thinking about joining", "I want to live in".
BLOCKER = re.compile(
    r"\s*(?:would|could|might|may|will|shall|should|can(?!['’])|['’]ll|['’]d|wish|hope|plan|"
    r"planning|"
    r"want|wanna|gonna|going to|thinking|considering|dream|intend|need to|have to|"
    r"was going|used to)\b|"
    # a state that held once and no longer: "I was vegetarian in college", "was married before"
    r"\s*(?:was|were)\b(?=.*\b(?:before|in (?:college|school|uni|high school)|as a (?:kid|child|"
    r"teen|teenager|student)|back then|back in|years ago|once|at one point|previously|in my "
    r"(?:teens|twenties|thirties|forties|\d0s)|growing up|for (?:a while|years|a decade|\w+ years))"
    r"\b)|"
    # where one was is not where one is: "I was in Tokyo until Friday", "we were living in Leeds"
    r"\s*(?:was|were)\s+(?:in|at|staying|visiting|living|based|travell?ing|crashing)\b",
    _I,
)
#: A conditional word, unless it is a capitalised name inside the sentence ("My favourite
#: song is Imagine", "… is What If") or starts one ("Imagine Dragons …"): at the start of
#: the sentence, or lower-case.
#: An "if" that conditions the telling, not the fact: "… if it helps", "if you must know".
_RELEVANCE = (
    r"(?:it|that|this)\s+(?:helps|matters|makes\s+(?:a\s+)?(?:difference|sense)|counts|is\s+"
    r"relevant|['’]s\s+relevant|changes\s+anything)|you\s+(?:must|need\s+to|want\s+to|care\s+to|"
    r"were\s+wondering|wondered|ask\s+me)(?:\s+know)?|you['’]re\s+(?:curious|wondering|interested)|"
    r"you\s+are\s+(?:curious|wondering|interested)|anyone\s+asks|i['’]m\s+(?:being\s+)?honest|"
    r"memory\s+serves|i\s+recall\s+correctly|relevant|needed|so|not"
)
CONDITIONAL = re.compile(
    # something eyed and weighed up ("found a flat in Leeds at 900 a month, worth
    # switching?"): not the user's yet
    r"\b(?:found|eyeing|looking at|viewed|saw)\b[^.!?]{0,60}\b(?:worth (?:it|switching|moving|"
    r"the move)|should i (?:take|switch|go|move)|do you think i should)\b|"
    rf"(?:(?<![\w'’]\s)|(?=(?-i:[a-z])))\b(?:if(?!\s+(?:{_RELEVANCE})\b)|suppose|supposing|"
    r"imagine(?!\s+(?-i:[A-Z])\w)|assuming|"
    r"unless|what if|in case|pretend|hypothetically|whether|(?:wonder|wondering|not\s+sure|curious)\s+(?:if|whether|what|where|how|when))\b",
    _I,
)
#: A modal before an "if" in the same clause: the clause is its own consequent ("I'd eat
#: them every day if I could"), the rest of the sentence is not conditioned.
MODAL = re.compile(r"\b(?:would|could|might|['’]d|wish)\b", _I)
QUESTION_START = re.compile(
    r"^\s*(?:who|what|where|when|why|how|which|whose|do|does|did|is|are|am|can(?!['’])|could|would|"
    r"should|will|shall|have|has|may|might|any idea|tell me|remind me)\b",
    _I,
)
GREETING = re.compile(
    r"^\W*(?:hi|hello|hey|thanks|thank you|good (?:morning|evening|night|afternoon)|bye)\b\W*$",
    _I,
)
TEMPORARY = re.compile(
    r"\b(?:this (?:week|weekend|month)|for (?:a|the|two|three|few|couple of|\d+) ?(?:few )?"
    r"(?:days?|nights?|weeks?|months?)|on (?:a |an )?(?:business )?(?:trip|vacation|holiday|tour)|"
    r"business trip|for (?:a |the )?(?:conference|work trip|meeting|workshop)|on business|"
    r"hotel|airbnb|visiting|staying|travell?ing|until (?:friday|monday|tuesday|wednesday|"
    r"thursday|saturday|sunday|next \w+|the \w+)|till \w+|right now|at the moment|for the "
    r"rest of the week|for the week|over the weekend|client visit|trade fair|training|"
    r"for (?:a |the |the next |another )?(?:few |couple (?:of )?|two |three |four |five |\d+ )"
    r"(?:more )?(?:days?|nights?|weeks?|months?)|(?:a|the|this|my|our) (?:work |road |school )?trip|"
    r"rest of (?:the|my|our) (?:trip|week|stay|holiday|vacation|visit)|for the (?:month|summer)|"
    r"(?:flying|heading|going|back) home (?:in|on|next|tomorrow|after|at|this|soon)|"
    r"before (?:flying|heading|going) (?:home|back)|layover|stopover|hostel|ryokan|crashing|"
    r"checked (?:in|out))\b",
    _I,
)
CHANGE = re.compile(
    r"\b(?:now|just|recently|moved|relocated|switched|joined|left|quit|anymore|any more|"
    r"no longer|these days|nowadays|finally|became|become|got|started|changed|new|since|"
    r"last (?:week|month|year)|ago|actually|correction|spelled|spelt|turned|promoted|no more|"
    r"went|gone|broke up|split up)\b",
    _I,
)

#: A stay said with its reason or its end: TEMPORARY, or "for work", "till Sunday".
STAY_HINT = re.compile(
    rf"{TEMPORARY.pattern}|\b(?:for work|for a wedding|for a funeral|for (?:a|the) (?:gig|game|"
    r"match|festival|course)|back (?:home )?on \w+day|until \w+|till \w+|for (?:the )?(?:thanksgiving|"
    r"christmas|xmas|easter|holidays|new year|diwali|eid|hanukkah|passover|spring break|half term|"
    r"reading week|summer break|winter break|long weekend|bank holiday))\b",
    _I,
)

# -- where an object ends -----------------------------------------------------------------
_STOP = re.compile(
    rf"\s*(?:[,;:(]|\s-\s|—|\b(?:now|these days|nowadays|anymore|any more|since|because|"
    # a new subject starts a new clause: "moved to Austin I've been looking for a dentist"
    rf"i['’](?:ve|m|d|ll)|we['’](?:ve|re|d|ll)|(?:i|we)(?=\s+(?:am|are|have|was|were|had|think|"
    rf"guess|feel|love|hate|moved|live|work|just|really|also|got|still|can|need|want|"
    # … or any verb in the past: "after moving to Chennai I switched loyalties"
    rf"[a-z]+ed))|"
    # … and so does a verb of its own: "Living in Denver is great"
    rf"(?-i:is|was|were|are|has been|have been|would|will|seems|feels)(?=\s+(?-i:[a-z]))|"
    rf"as (?:a|an|my|the|of)|where|which|who|after|before|when|while|with (?:my|his|her|our|"
    rf"the)|together with|last (?:{_PERIOD})|this (?:{_PERIOD})|next (?:{_PERIOD})|yesterday|"
    rf"today|recently|lately|in (?:19|20)\d\d|in (?:{_MONTHS})|(?:an?|one|two|three|four|five|six|seven|"
    rf"eight|nine|ten|eleven|twelve|a few|a couple of|several|\d+) (?:minutes?|hours?|days?|weeks?|months?|"
    rf"years?|decades?) ago|ago|though|finally|at the "
    rf"moment|right now|for (?:work|good|a while|now|the past|the last|years|months|\d+|a|an|the|"
    rf"my|our|one|two|three|four|five|six|several|a few|a couple)|on "
    rf"(?:business|a trip|vacation|holiday)|no more|but|and|so|to be|to work|to live|to "
    rf"study|because|every (?:day|week|morning|night)|all the time|a lot|very much|so much|"
    rf"too|either|instead|rather than|not|or something|or so|full[- ]time|part[- ]time|already|again|"
    rf"back then|at last|(?-i:btw|tbh|lol|haha|imo|fyi|anyway|tonight|earlier|specifically|actually|"
    rf"starting|effective|apparently|officially|until|till|til|forever)|in the (?:fall|spring|summer|winter|"
    rf"autumn|morning|afternoon|evening|end|meantime)|(?:early|late|mid)[- ]\w+|at the "
    rf"(?:end|start|beginning) of|over the (?:weekend|summer|holidays|winter)|this morning|"
    rf"for me|as well|so far|from now on|from (?:(?:19|20)\d\d|{_MONTHS}|next|the\s+\d+(?:st|nd|rd|th)?|tomorrow|"
    rf"(?:the\s+)?(?:new\s+|next\s+)?(?:term|semester|school\s+year))|on weekends|at weekends|on weekdays|every weekend|"
    rf"in the evenings|i think|i guess|on (?:the|a|an|my|our)|in (?:\w+ )?(?:days|weeks|"
    rf"months|years|ages)|for\s+(?-i:[A-Z])|my whole life|all my life|for ages|for a long time|on\s+(?:monday|tuesday|wednesday|thursday|"
    rf"friday|saturday|sunday|the\s+\d+\w*|{_MONTHS})|to\s+(?:join|start|take|go|become|focus|"
    rf"move|travel|be|pursue|study|look|care|spend|raise|try)|going forward|thank god|thankfully|if that makes sense)\b)",
    _I,
)


def _cut(raw: str) -> str:
    m = _STOP.search(raw)
    return clean_display(raw[: m.start()] if m else raw)


#: Objects that point back instead of naming a value ("I'm over it", "love that").
_PRONOUN = re.compile(
    r"(?:it|that|this|them|those|these|him|her|one|something|anything|everything|"
    r"nothing|stuff|the moon)$"
)


def _np(raw: str) -> str:
    value = _cut(raw)
    value = re.sub(r"^(?:to|in|at|for|of)\s+", "", value, flags=_I)
    value = clean_display(value)
    if re.match(r"(?:i|we|you|he|she|they)\b(?!['’.-])", value, _I):
        return ""
    return value if len(value.split()) <= 6 and not _PRONOUN.match(value) else ""


#: A lower-case object of a move that is a kind of home, not a place: "moved into a
#: cheaper flat", "moved to the suburbs", "live in a studio".
_NOT_A_PLACE = re.compile(
    r"^(?:(?:a|an|the|my|our|his|her|their|this|that|some|another|one|two)\s|"
    r"(?:[a-z-]+\s+){0,3}(?:flat|apartment|house|place|room|studio|home|condo|building|"
    r"dorm|neighbou?rhood|suburbs?|area|city|town|country|countryside|village|street|"
    r"basement|loft|unit|bedroom|one-bed|two-bed|hotel|hostel|motel|airbnb|bnb|inn|campsite|"
    r"spot|one)s?$)"
)


#: "our new place in Seattle", "a flat in central Leeds", "the countryside near Bath":
#: the home, then where it is.
_HOME_IN = re.compile(
    r"^(?:(?:a|an|the|my|our|his|her|their)\s+)?(?:[\w-]+\s+){0,3}?(?:place|flat|apartment|"
    r"house|home|condo|studio|townhouse|bungalow|cottage|loft|room|countryside|suburbs?|"
    r"outskirts|area|coast|village|town|city|farm)\s+(?:in|near|outside|of|just\s+outside)\s+"
    r"(?:(?:central|downtown|north|south|east|west|the)\s+)?(?P<c>.+)$",
    _I,
)


def _place(raw: str) -> str:
    value = _np(raw)
    home = _HOME_IN.match(value)
    if home:
        value = home["c"]
    value = re.sub(r"^(?:the city of|the town of|downtown)\s+", "", value, flags=_I)
    if not value or not value[0].isalpha():
        return ""
    return "" if value == value.lower() and _NOT_A_PLACE.match(value) else value


#: A lodging named in full before its place ("the Hilton Garden Inn in Lisbon"): a chain's
#: bare name ("the Hilton in Tokyo") says less than the city, a full name says more.
_NAMED_LODGING = re.compile(
    r"^(?:at\s+)?(?:the\s+)?(?P<h>(?-i:[A-Z][\w'’&-]*)(?:\s+(?-i:[A-Z][\w'’&-]*)){1,3})\s+(?:in|near|on|by)\s+"
    r"(?-i:[A-Z])",
)
_LODGING_WORD = re.compile(
    r"\b(?:Hotel|Inn|Suites|Lodge|Hostel|Resort|Motel|Marriott|Hilton|Hyatt|Sheraton|Radisson|"
    r"Novotel|Ibis|Westin|Ritz|Four Seasons|Holiday Inn|Travelodge|Premier Inn|Best Western)\b"
)


def _stay(raw: str) -> str:
    value = _cut(raw)
    lodging = _NAMED_LODGING.match(value)
    if lodging and _LODGING_WORD.search(lodging["h"]):  # "the Marriott Marquis in Times Square"
        return lodging["h"]
    places = re.findall(r"\b(?:in|at)\s+([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})", value)
    if places:  # "my parents' place in San Diego" → San Diego
        return str(places[-1])
    value = _place(value)
    # "I'm in sales": no place; a well-known one typed in lower case is ("in frankfurt")
    return value if value and (not value[0].islower() or _known_place(value)) else ""


def _known_place(value: str) -> bool:
    """Whether ``value`` is a well-known place, in any case ("frankfurt", "new york")."""
    return value.casefold() in _PLACE_KEYS


def _stay_at(raw: str) -> str:
    """After "at": a stay only where the text says in which place ("at the Hilton in
    Tokyo"); "at Stripe for two weeks" is no stay."""
    value = _cut(raw)
    places = re.findall(r"\bin\s+([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3})", value)
    return str(places[-1]) if places else ""


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
    return "" if _NOT_A_NAME_START.match(value) or _NOT_A_NAME_START.match(raw.strip()) else value


#: A name never starts with a function word: "called off the wedding", "named my cat Luna".
_NOT_A_NAME_START = re.compile(
    r"(?:my|our|your|his|her|their|the|a|an|this|that|it|him|them|me|us|you|off|up|out|back|"
    r"over|down|away|around|about|after|before|into|onto|to|in|on|at|for|of)\b",
    _I,
)


_AMOUNT = re.compile(
    r"(?:about|around|roughly|only|just|over|almost|nearly)?\s*"
    rf"(?P<a>(?:rs\.?\s?)?{CURRENCY_SIGN}?\s?\d[\d,.]*\s*(?:k\b|m\b|grand|thousand|million|yuan|rmb|usd|"
    r"dollars|euros|pounds|bucks|rupees|lakhs?\b|lacs?\b|crores?\b|lpa\b|kg|kgs|kilos|kilograms|lbs|"
    r"lb)?)",
    _I,
)


def _amount(raw: str) -> str:
    m = _AMOUNT.match(raw.strip())
    return clean_display(m.group("a")) if m else ""


#: The least an adult weighs, per unit: a smaller weight is a baby's or a pet's ("a boy,
#: 7lbs 2oz"), never the user's.
_LEAST = ((re.compile(r"kg|kilo", _I), 25.0), (re.compile(r"lb|pound", _I), 55.0))


def _adult(value: str) -> bool:
    """Whether a weight with a unit is one an adult can weigh."""
    number = re.search(r"\d+(?:\.\d+)?", value.replace(",", ""))
    for unit, least in _LEAST:
        if unit.search(value):
            return number is None or float(number.group()) >= least
    return True


def _weight(raw: str) -> str:
    value = _amount(raw)
    return value if re.search(r"kg|kilo|lb|pound", value, _I) and _adult(value) else ""


def _weighed(raw: str) -> str:
    """After "weigh": a unit is optional ("I weigh 154 now")."""
    value = _amount(raw)
    if re.search(r"kg|kilo|lb|pound", value, _I):
        return value if _adult(value) else ""
    number = value.replace(",", "")
    return value if re.fullmatch(r"\d{2,3}(?:\.\d)?", number) else ""


#: A sum that is money: a currency sign or word, or thousands ("72k", "60 grand").
_MONEY = re.compile(
    rf"{CURRENCY_SIGN}|\brs\.?\s?\d|\d\s*(?:k|m|grand|thousand|million|lakhs?|lacs?|crores?|lpa)\b|yuan|"
    r"rmb|usd|dollars|euros|bucks|rupees",
    _I,
)


def _money(raw: str) -> str:
    value = _amount(raw)
    return value if _MONEY.search(value) else ""


def _pay(raw: str) -> str:
    """After "make"/"earn": money, a sum in thousands, or a sum per period ("I make 3 cups
    of coffee a day" earns nothing)."""
    value = _amount(raw)
    if not value:
        return ""
    digits = re.sub(r"\D", "", value.split(".")[0])
    per = re.match(
        rf"\s*(?:about|around|roughly|only|just|over|almost|nearly)?\s*{CURRENCY_SIGN}?\s?\d[\d,.]*\s*"
        r"(?:k|grand|thousand)?\s*(?:a|an|per|each)\s+(?:year|month|hour|week|annum)\b",
        raw,
        _I,
    )
    return value if _MONEY.search(value) or per or (digits and int(digits) >= 1000) else ""


def _salary(raw: str) -> str:
    """A sum said in a correction with no slot word: a yearly salary is the only one that
    runs to thousands ("sorry, it's $62,000, not 72"); a rent or a weight is left alone. In
    a currency whose every sum runs to thousands (₹, ₩, ¥, rupees) a rent does too, so such
    a sum is left to what the user said before (``anchored``)."""
    value = _money(raw)
    if re.search(r"[₹₩¥]|\brs\b|rupees", value, _I):
        return ""
    digits = re.sub(r"\D", "", value.split(".")[0])
    big = re.search(r"\d\s*(?:k|grand|thousand|million)\b", value, _I) or (
        digits and int(digits) >= 10000
    )
    return value if big else ""


#: Where in an employer one works is no part of its name: "Deloitte in audit", "Google in
#: London", "the NHS in Leeds".
_WHERE_IN_ORG = re.compile(r"\s+in\s+\S.*$", _I)


def _org(raw: str) -> str:
    raw = re.sub(
        r"^(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:office|branch|team|division|department|lab|site)\s+(?:of|at)\s+",
        "",
        raw.strip(),
        flags=_I,
    )
    raw = re.sub(
        r"^(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(?:startup|start-up|company|firm|agency|studio|"
        r"business|shop|place)\s+(?:called|named)\s+",
        "",
        raw.strip(),
        flags=_I,
    )
    value = re.sub(
        r"^(?:my\s+)?(?:old\s+|new\s+)?(?:job|position|role|work|internship)\s+"
        r"(?:at|with|in)\s+",
        "",
        raw.strip(),
        flags=_I,
    )
    return _WHERE_IN_ORG.sub("", _np(value))


#: A lower-case organisation: "the bank", "a startup", "my old firm".
_ORG_NOUN = re.compile(
    r"(?:company|firm|bank|agency|startup|start-up|hospital|clinic|practice|school|college|"
    r"university|uni|store|shop|restaurant|cafe|café|bakery|bar|hotel|lab|office|factory|"
    r"warehouse|studio|team|department|newspaper|magazine|paper|charity|nonprofit|ngo|"
    r"council|government|army|navy|military|police|airline|consultancy|corporation|corp|"
    r"business|brewery|library|museum|publisher|retailer|supermarket|plant|mill|mine|"
    r"station|church|ministry|bakery|salon|garage|dealership|call centre|call center)s?\b",
    _I,
)


def _org_named(raw: str) -> str:
    """An employer after a verb that takes other objects too (left, quit, joined, started
    at): a name ("Google") or an organisation noun ("the bank"); "I quit smoking", "I
    joined a book club", "I started at 9am" name no employer."""
    value = _org(raw)
    # "a choir near Boston" starts lower-case and names no organisation
    if not value or (not value[0].isupper() and not _ORG_NOUN.search(value)):
        return ""
    # "left my laptop at the office" leaves no employer; "left my old firm" does
    if re.match(r"(?:my|our|his|her|their|your)\s", value, _I) and not re.match(
        rf"(?:my|our|his|her|their|your)\s+(?:(?:old|previous|last|former|current|first)\s+)?"
        rf"(?:{_ORG_NOUN.pattern})",
        value,
        _I,
    ):
        return ""
    return value


def _person(raw: str) -> str:
    value = _name(raw)
    return "" if not value or _NOT_NAMES.match(value) else value


def _pet(raw: str) -> str:
    value = re.sub(r"['’]s\s+name\s+is|\s+is\s+(?:called|named)", " named", raw.strip(), flags=_I)
    return _np(value)


def _job(raw: str) -> str:
    value = _np(raw)
    return value if re.search(rf"\b(?:{JOBS})s?\b", value, _I) else ""


_ORDINAL_COUNT = {
    "second": "two",
    "third": "three",
    "fourth": "four",
    "fifth": "five",
    "sixth": "six",
}


def _ordinal(raw: str) -> str:
    """A child born, by its rank: "our third was born" → "three children"."""
    count = _ORDINAL_COUNT.get(raw.strip().lower())
    return f"{count} children" if count else ""


def _count_children(raw: str) -> str:
    """ "a mom of two" → "two children", "a mum of one" → "one child"."""
    count = raw.strip().lower()
    count = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six"}.get(count, count)
    if count in ("1", "one"):
        return "one child"
    return f"{count} children" if count else ""


def _doer(noun: str) -> Cleaner:
    """A job said by its verb: "I teach high school chemistry" → "high school chemistry
    teacher"; where it is done is no part of the title ("I teach at a school" → "teacher")."""

    def clean(raw: str) -> str:
        what = re.split(
            r"\s+(?:at|in|for|to|on|with|from)\b", " " + raw.strip(), maxsplit=1, flags=_I
        )
        subject = _cut(what[0])
        return f"{subject} {noun}" if subject and len(subject.split()) <= 4 else noun

    return clean


def _rent(raw: str) -> str:
    """A monthly sum said without "rent": a home's rent, never a subscription (£15)."""
    value = _amount(raw)
    digits = re.sub(r"\D", "", value.split(".")[0])
    return value if digits and int(digits) >= 200 else ""


def _no_food(raw: str) -> str:
    """A food cut out, as a diet: "cut out dairy" → "no dairy"; gluten → "gluten-free"."""
    food = re.sub(r"\s+", " ", raw.strip().lower())
    return "gluten-free" if food == "gluten" else f"no {food}"


def _lower(raw: str) -> str:
    return _cut(raw).lower()


CLEANERS: dict[str, Cleaner] = {
    "np": _np,
    "place": _place,
    "stay": _stay,
    "stay_at": _stay_at,
    "org": _org,
    "org_named": _org_named,
    "name": _name,
    "amount": _amount,
    "weight": _weight,
    "weighed": _weighed,
    "ordinal": _ordinal,
    "no_food": _no_food,
    "count_children": _count_children,
    "kids": clean_display,
    "money": _money,
    "salary": _salary,
    "pay": _pay,
    "age": lambda raw: raw.strip() if raw.strip().isdigit() else "",
    "lower": _lower,
    "person": _person,
    "pet": _pet,
    "job": _job,
    "teacher": _doer("teacher"),
    "coach": _doer("coach"),
    "tutor": _doer("tutor"),
    "rent": _rent,
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
    r"associate|representative|supervisor|foreman|operator|instructor|counselor|counsellor|"
    r"rn|emt|paramedic|midwife|carpenter|welder|baker|butcher|florist|hairdresser|barber|"
    r"stylist|bartender|actor|actress|dancer|singer|author|novelist|realtor|underwriter|"
    r"planner|strategist|marketer|executive|president|principal|dean|postdoc|caregiver|carer|"
    r"headteacher|headmaster|headmistress|head teacher|"
    r"nanny|gardener|builder|surveyor|inspector|detective|lifeguard|courier|trucker|"
    r"flight attendant|illustrator|animator|producer|curator|trainer|dietitian|nutritionist|"
    r"hygienist|optician|optometrist|physiotherapist|solicitor|barrister|bookkeeper|teller|"
    r"influencer|streamer|youtuber|sysadmin|social worker|housekeeper|janitor|security guard|"
    r"practitioner|dev|swe|sde|copywriter|proofreader|locksmith|roofer|interpreter|concierge|sommelier|"
    r"chiropractor|orthodontist|radiographer|sonographer|phlebotomist|doula|apprentice|trainee|"
    r"coo|svp|evp|cop|postman|mail carrier|dispatcher|machinist|landscaper|dj|"
    r"anaesthetist|anesthetist|paediatrician|homemaker|housewife|househusband|"
    r"stay-at-home\s+(?:mum|mom|dad|parent|mother|father)|[a-z]+ologist|[a-z]+iatrist|[a-z]{3,}ician"
)
#: A job as said: up to three words before its job noun, and a job noun after it that the
#: first one only qualifies ("assistant principal", "head chef", "nurse practitioner").
_JOB_NP = (
    rf"(?:[\w-]+\s+){{0,3}}?(?:{JOBS})s?(?:\s+(?:{JOBS})s?\b)?"
    r"(?:\s+of\s+(?!the\s+(?:year|month)\b)[\w-]+)?"
)
PETS = (
    r"dogs?|cats?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|parrots?|birds?|"
    r"beagles?|labradors?|poodles?|corgis?|huskies|husky|retrievers?|terriers?|bulldogs?|"
    r"dachshunds?|chihuahuas?|pugs?|spaniels?|collies?|shepherds?|budgies?|canar(?:y|ies)|"
    r"fish|goldfish|turtles?|tortoises?|guinea pigs?|horses?|snakes?|lizards?|ferrets?|"
    r"greyhounds?|whippets?|schnauzers?|dalmatians?|rottweilers?|dobermans?|pit\s?bulls?|"
    r"pitties|mutts?|goldendoodles?|labradoodles?|cockapoos?|doodles?|shih tzus?|pomeranians?|"
    r"yorkies|yorkie|malamutes?|akitas?|shibas?|sheepdogs?|chinchillas?|gerbils?|hedgehogs?|"
    r"geckos?|iguanas?|axolotls?|cockatiels?|parakeets?|tabb(?:y|ies)|kitt(?:y|ies)|pupper|"
    r"hens?|chickens?|ducks?|goats?|tarantulas?|bearded\s+dragons?|beardies|leopard\s+geckos?|"
    r"corn\s+snakes?|ball\s+pythons?|pythons?|cockatoos?|macaws?|lovebirds?|ponies|pony|degus?|"
    r"maine\s+coons?|siamese|ragdolls?|bengals?|sphynx(?:es)?|british\s+shorthairs?|russian\s+blues?|"
    r"frenchies|frenchie|staffies|staffie|staffy|cavapoos?|cavaliers?|jack\s+russells?|westies|westie|lurchers?|"
    r"samoyeds?|vizslas?|weimaraners?|great\s+danes?|mastiffs?|sausage\s+dogs?"
)
_COUNT = r"(?:a|an|one|two|three|four|five|six|\d+|another|some|a new|a second|a third|our first|our second)"
DIETS = (
    r"vegetarian|vegan|pescatarian|pescetarian|keto|paleo|gluten[- ]free|lactose[- ]free|"
    r"dairy[- ]free|halal|kosher|plant[- ]based|carnivore|flexitarian"
)
#: A way of eating one follows, drops or does: a diet, or a regime.
_DIET_PLANS = (
    rf"(?:{DIETS}|intermittent fasting|low[- ]carb|atkins|whole30|mediterranean(?:\s+diet)?|"
    r"dash(?:\s+diet)?|low[- ]fat|low[- ]sodium|raw food|whole foods?|sugar[- ]free|no[- ]sugar|"
    r"carnivore|south beach|slimming world|weight watchers|ww|noom|omad|16:8|fasting)"
)
_NEG = r"(?:don['’]t|do not|doesn['’]t|does not|no longer|never|can['’]t|cannot|can not)"
_ADVB = r"(?:fully|completely|totally|strictly|full|mostly|officially)\s+"
_NAME = r"(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})"
#: Capitalised words before "here" that are not names: "Same here", "Monday here".
_NOT_NAME_HERE = (
    r"(?-i:Same|Me|Us|Everyone|Everybody|Nobody|Somebody|Someone|All|Nothing|It|This|That|"
    r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Morning|Evening|Night|Spring|"
    r"Summer|Winter|Autumn|Fall|Weather|Rain|Snow)"
)
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
    r"employed|hired|joined|salary|pay|left|quit|resigned|notice|laid off|onboarding|"
    r"colleagues|coworkers|co-workers|manager|offer|promoted|startup|firm|jobs)\b",
    _I,
)
#: A sentence about a name: the word, a spelling ("with a y", "two n's"), a typo fixed,
#: or a respelling ("Sarah, not Sara": two words that start alike).
_NAME_CONTEXT = re.compile(
    r"name\b|\bspell|\bcall|\btypo\b|misspel|\bwith\s+(?:an?|one|two|double)\s+[a-z]\b|"
    r"\b(?:one|two|double)\s+[a-z]['’]?s?\b|"
    r"\b(?-i:([A-Z][a-z])[a-z]{1,8}),?\s+not\s+(?-i:\1[a-z]{1,8})\b",
    _I,
)
#: A number of days, weeks, months or years: "four", "a couple of".
_SPAN_COUNT = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|a few|a couple of|\d+)"
)
#: An organisation as written: "Stripe", "Red Hat", "AT&T".
_ORG_NAME = r"(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,3}"
#: Named places one spends a first day at that employ nobody: "Disneyland", "Oak School".
_VENUE = (
    r"(?-i:[A-Z])\w*(?:land|park|world|beach|camp|resort|airport|festival)\b|"
    r"(?:[\w-]+\s+)*(?-i:School|College|University|Uni|Academy|High)\b"
)
#: An employer said to be past in a correction: "Accenture was two years ago", "my old job".
_PAST_JOB = re.compile(
    r"\b(?:was\s+(?:\w+\s+){0,3}ago|ages\s+ago|(?:old|previous|last)\s+(?:job|company|employer|"
    r"work|firm)|left|used\s+to\s+work|work|job|company|employer)\b",
    _I,
)
#: At work, not for a few hours ("Been at Starbucks two hours now, writing").
_AT_WORK = re.compile(
    rf"^(?!.*\b{_SPAN_COUNT}\s+(?:minutes?|hours?)\b)(?=.*{_JOB_CONTEXT.pattern})", _I | re.S
)
#: News of the user's own title: "Got promoted! Officially senior data analyst", "new role
#: starting this term: I'm assistant principal now" (not "Congrats to Sam, officially a
#: senior engineer now").
_TITLE_NEWS = re.compile(
    r"^(?!.*\b(?:congrats|congratulations|proud\s+of|happy\s+for)\b)(?=.*\b(?:officially|"
    r"promot\w*|title|new\s+(?:role|job|position|post)|(?:role|position|post)\s+(?:change|starts?|"
    r"starting))\b)",
    _I | re.S,
)
#: A dislike won over: "Horror's fine now, my partner converted me".
_WON_OVER = re.compile(
    r"\b(?:convert\w*|gr[eo]wn?\s+on|come\s+(?:a)?round|came\s+(?:a)?round|changed\s+my\s+mind|"
    r"won\s+me\s+over|warm\w*\s+up|used\s+to\s+(?:hate|dislike)|don['’]t\s+mind)\b",
    _I,
)
#: A home in the sentence, for a monthly sum said without "rent" ("New place is cheaper,
#: just 750 per month").
_HOME_WORD = re.compile(
    r"\b(?:place|flat|apartment|house|studio|room|condo|one-bed|two-bed|rent|lease|landlord)\b",
    _I,
)
#: The first word of a capitalised title: "Senior Engineer", "Marketing Manager".
_RANK = (
    r"(?-i:Senior|Junior|Lead|Head|Chief|Staff|Principal|Associate|Assistant|Deputy|Marketing|"
    r"Sales|Product|Project|Software|Data|Account|Office|General|Regional|Executive|Managing|"
    r"Creative|Art|Technical|Operations|HR|IT)"
)
#: Who is taught or coached when the verb names no job: "I teach my kids to cook".
_NOT_PUPIL = (
    r"(?:my|our|his|her|their|your|them|him|me|us|myself|yourself|himself|herself|people|"
    r"someone|somebody|others|how|it|that|this|a\s+lot)\b"
)
#: A divorce that is done: "divorce went through", "divorce is final".
_DIVORCE_DONE = (
    r"divorce\s+(?:is|was|has|went|finally went|came)\s+(?:now\s+|finally\s+)?(?:been\s+)?"
    r"(?:final|finali[sz]ed|through)\b"
)
#: A pronoun as the subject: "it's not for me" names nothing.
_PRONOUN_SUBJECT = r"(?:i|we|it|this|that|these|those|he|she|they|there|you)"
#: Things named after an animal: "a puppy calendar", "a cat toy" are no pets.
_PET_THINGS = (
    r"calendar|toys?|food|beds?|costume|mugs?|shirt|t-shirt|hoodie|poster|books?|videos?|plush\w*|"
    r"stuffed|stickers?|treats?|sitter|sitting|walker|walking|door|park|show|print|pattern|"
    r"sweater|collar|leash|cage|tank|bowl|figurine|ornament|cards?|cake|cookies?|filter|memes?|"
    r"emoji|lamp|pillow|blanket|onesie|socks|slippers|case|game|magnet|sanctuary|cafe|café"
)
_PET_CONTEXT = re.compile(rf"\b(?:{PETS}|pets?|vet|kittens?|puppy|adopted)\b", _I)


def _f(slot: str, pattern: str, kind: str = "np", **kw: object) -> Frame:
    return frame(slot, re.compile(pattern, _I), kind, **kw)


#: Well-known places, to tell "left Chicago" (a home) from "left Google" (an employer).
#: Not a gazetteer: a place missing here is still a home after "moved to", "live in" …
_PLACE_TEXT = (
    "Argentina, Australia, Austria, Belgium, Brazil, Canada, Chile, China, Colombia, "
    "Croatia, Cuba, Czechia, Denmark, Egypt, England, Estonia, Finland, France, "
    "Germany, Ghana, Greece, Hungary, Iceland, India, Indonesia, Iran, Iraq, Ireland, "
    "Israel, Italy, Jamaica, Japan, Kenya, Korea, Latvia, Lebanon, Lithuania, "
    "Malaysia, Mexico, Morocco, Nepal, Netherlands, Holland, Nigeria, Norway, "
    "Pakistan, Peru, Philippines, Poland, Portugal, Romania, Russia, Scotland, Serbia, "
    "Singapore, Slovakia, Slovenia, Spain, Sweden, Switzerland, Taiwan, Thailand, "
    "Turkey, Ukraine, Uruguay, Venezuela, Vietnam, Wales, Britain, UK, US, USA, "
    "America, Europe, Asia, Africa, Alabama, Alaska, Arizona, Arkansas, California, "
    "Colorado, Connecticut, Delaware, Florida, Georgia, Hawaii, Idaho, Illinois, "
    "Indiana, Iowa, Kansas, Kentucky, Louisiana, Maine, Maryland, Massachusetts, "
    "Michigan, Minnesota, Mississippi, Missouri, Montana, Nebraska, Nevada, Ohio, "
    "Oklahoma, Oregon, Pennsylvania, Tennessee, Texas, Utah, Vermont, Virginia, "
    "Washington, Wisconsin, Wyoming, Ontario, Quebec, Alberta, Manitoba, Amsterdam, "
    "Athens, Atlanta, Austin, Auckland, Baltimore, Bangalore, Bangkok, Barcelona, "
    "Beijing, Belfast, Berlin, Birmingham, Bogota, Boise, Boston, Brighton, Brisbane, "
    "Bristol, Brooklyn, Brussels, Budapest, Cairo, Calgary, Cambridge, Chicago, "
    "Cincinnati, Cleveland, Copenhagen, Cork, Dallas, Delhi, Denver, Detroit, Dubai, "
    "Dublin, Edinburgh, Florence, Frankfurt, Geneva, Glasgow, Hamburg, Helsinki, "
    "Honolulu, Houston, Istanbul, Jakarta, Johannesburg, Kyoto, Lagos, Leeds, Lima, "
    "Lisbon, Liverpool, London, Lyon, Madrid, Manchester, Manila, Melbourne, Miami, "
    "Milan, Minneapolis, Montreal, Moscow, Mumbai, Munich, Nairobi, Nashville, "
    "Newcastle, Oakland, Orlando, Osaka, Oslo, Ottawa, Oxford, Paris, Perth, "
    "Philadelphia, Phoenix, Pittsburgh, Portland, Porto, Prague, Raleigh, Reykjavik, "
    "Rome, Rotterdam, Sacramento, Seattle, Seoul, Shanghai, Shenzhen, Singapore, "
    "Stockholm, Sydney, Taipei, Tokyo, Toronto, Tucson, Vancouver, Venice, Vienna, "
    "Warsaw, Wellington, Zurich, New York, NYC, LA, Los Angeles, San Francisco, SF, "
    "San Diego, San Jose, Bay Area, Hong Kong, New Zealand, South Africa, South Korea, "
    "Costa Rica, Puerto Rico, Saudi Arabia, Sri Lanka, Czech Republic, United States, "
    "United Kingdom, the States, the US, the UK, the Netherlands, the city, "
    "New Jersey, New Mexico, New Orleans, North Carolina, South Carolina, "
    "North Dakota, South Dakota, Rhode Island, West Virginia, New Hampshire, "
    "British Columbia, Nova Scotia, Las Vegas, Vegas, Salt Lake City, St Louis, "
    "St. Louis, Kansas City, Mexico City, Buenos Aires, Rio, Sao Paulo, São Paulo, "
    "Tel Aviv, Cape Town, Ho Chi Minh City, Kuala Lumpur, Abu Dhabi, Washington DC, "
    "DC, D.C., the Midwest, the East Coast, the West Coast"
)
_PLACE_NAMES = _PLACE_TEXT.split(", ")
_PLACE_KEYS = frozenset(p.casefold() for p in _PLACE_NAMES)
#: Any of :data:`_PLACE_NAMES`, as written (case-sensitive), longest first.
_PLACE_ALTERNATION = "|".join(
    re.escape(p) for p in sorted(set(_PLACE_NAMES), key=len, reverse=True)
)
PLACES = f"(?-i:{_PLACE_ALTERNATION})" + r"(?![\w-])"
#: … in any case ("im in austin"): a well-known place typed in lower case too.
ANY_CASE_PLACES = f"(?:{_PLACE_ALTERNATION})" + r"(?![\w-])"
#: A place name as written: capitalised words ("Denver", "San Luis Obispo").
_CITY = (
    r"(?-i:[A-Z][\w'’.-]*(?:\s+(?:(?:de|del|da|do|la|le|upon|on|am|sur)\s+)?(?!I\b|I['’])[A-Z][\w'’.-]*)"
    r"{0,3})"
)
#: How a number changes: "went up to", "was raised to", "is down to".
_NUMBER_CHANGE = (
    r"(?:(?:just|finally|recently|officially|already)\s+)?(?:(?:went|jumped|rose|increased|grew|"
    rf"climbed|dropped|fell|changed|moved|has\s+gone)\s+(?:up\s+|down\s+)?from\s+{CURRENCY_SIGN}?\s?\d[\d,.]*"
    r"\s*(?:k|grand)?\s+(?:up\s+|down\s+)?to|is\s+now|went\s+up\s+to|went\s+down\s+to|rose\s+to|increased\s+to|has\s+gone\s+up\s+to|"
    r"jumped\s+to|dropped\s+to|fell\s+to|is\s+up\s+to|is\s+down\s+to|changed\s+to|went\s+to|"
    r"was\s+(?:raised|bumped|increased|cut|lowered|reduced)\s+to|(?:got|has\s+been)\s+"
    r"(?:raised|bumped|increased|cut|lowered|reduced)\s+to|(?:bumped|raised|upped|cut)\s+(?:up\s+)?to)"
)
#: "'s" or "'s gone up to" after a sum's noun ("rent's $900", "pay's gone up to 75k").
_S_CHANGE = (
    r"['’]s(?:\s+(?:gone|been\s+(?:raised|bumped|increased|cut|lowered))\s+(?:up\s+|down\s+)?to)?"
)
_NUMBER_WORD = r"(?:two|three|four|five|six|seven|\d+)"
#: One child or a count of them: "a son", "two little girls", "twins".
_KID = (
    r"(?:a|an|one|two|three|four|five|six|\d+)\s+(?:[\w-]+\s+){0,2}?(?:kids?|children|child|sons?|"
    r"daughters?|boys?|girls?|twins|bab(?:y|ies)|toddlers?|newborns?|infants?|teenagers?|"
    r"stepsons?|stepdaughters?|stepkids?)"
)
_KIDS_COUNT = rf"{_NUMBER_WORD}\s+(?:kids|children|boys|girls|sons|daughters)"
#: "X has officially replaced Y as my favourite …".
_DETHRONED = (
    r"(?:has\s+|have\s+)?(?:officially\s+|finally\s+|now\s+|just\s+)?(?:replaced|overtaken|"
    r"overtook|dethroned|beaten|beat\s+out|bumped|knocked\s+out|taken\s+over\s+from|took\s+"
    r"over\s+from|edged\s+out)"
)
#: A correction marker in the sentence: "sorry", "typo", "I meant", "wait no".
CORRECTION_MARK = re.compile(
    r"\b(?:sorry|typo|correction|i meant|i mean|my bad|my mistake|oops|whoops|i misspoke|"
    r"misspoke|actually|wait|scratch that)\b",
    _I,
)

_FAV = (
    r"(?:new\s+|current\s+|all[- ]time\s+|absolute\s+)?(?:favou?rite|fave|fav|go-to|number\s+one|"
    r"number\s+1|#1)"
)
_NOW = (
    r"(?:now|these days|right now|rn|atm|lately|currently|at the moment|of all time|ever|by far|"
    r"again|since)"
)
#: The category of a favourite, and what it is for ("my favourite sport to watch").
_X = (
    rf"(?P<x>(?!{_NOW}\b)[a-z][\w-]*(?:\s+(?!{_NOW}\b|(?:is|are|to|has|have|had|was|were|would|"
    r"must|remains|changed|became|'s)\b)[a-z][\w-]*)?)"
    r"(?:\s+to\s+(?:watch|play|eat|drink|cook|make|read|listen\s+to|wear|visit|do))?"
)
_STAY_VERB = r"(?:staying|travell?ing|living|crashing|bunking|holed up|put up|camping|lodging)"
#: The sentence says the user lives somewhere, not that they are passing through.
_RESIDENT = re.compile(
    r"\b(?:now|these days|nowadays|for good|permanently|been here|lived here|living here|"
    r"as of (?:last|this) (?:week|month|year)|the move|moving (?:went|was|day)|for context|fwiw|"
    r"for what it['’]s worth|for reference|just so you know|where i live|here in|around here|"
    r"time ?zone|local time|seasons|"
    r"since (?:(?:19|20)\d\d|{_MONTHS})|(?:\w+\s+)?years?|moved|relocated|settled|for keeps|"
    r"call (?:it|this place) home)\b".replace("{_MONTHS}", _MONTHS),
    _I,
)
#: The sentence says a move is for good: "we packed up and headed to Denver".
_SETTLING = re.compile(
    r"\b(?:packed up|packed everything|for good|permanently|for the long haul|for keeps|"
    r"new (?:place|home|house|flat|apartment)|settled|to live|moving truck|moving van|"
    r"sold (?:the|our|my) (?:house|flat|apartment|place)|relocat\w*|emigrat\w*|new life|"
    r"new chapter|fresh start|new start)\b",
    _I,
)
#: A sentence not about homes: "left X" there is an employer.
_NOT_ABOUT_HOME = re.compile(
    r"^(?!.*\b(?:moved|move|moving|relocat\w*|live|lived|living|city|town|country|flat|"
    r"apartment|house|home|hometown|emigrat\w*|for good|behind|staying|spending|cottage|trip|"
    r"holiday|vacation|visit|visiting|hotel|airbnb)\b)",
    _I | re.S,
)
#: An offer that was taken: "… and took it", "accepted", "I start Monday".
_OFFER_TAKEN = re.compile(
    r"\b(?:took it|taken it|accepted|accepting|said yes|signed|start(?:ing)? (?:on|next|in|"
    r"monday|tuesday|wednesday|thursday|friday)|starting there|i start)\b",
    _I,
)
#: Out and about, not at work: "I'm now at JFK, boarding soon".
_NOT_OUT_AND_ABOUT = re.compile(
    r"^(?!.*\b(?:boarding|flight|airport|gate|terminal|station|train|hotel|lobby|restaurant|"
    r"bar|cafe|café|mall|gym|dentist|hospital|party|concert|game|stadium|beach|park|queue|line|"
    r"trip|vacation|holiday|visiting|this week|tonight|today)\b)",
    _I | re.S,
)
#: A proposal accepted.
_ACCEPTED = re.compile(
    r"\bi said yes\b|\bwe(?:['’]re| are) engaged\b|\bi(?:['’]m| am) engaged\b", _I
)
#: A time still to come: "next month", "tomorrow", "in two weeks", "soon".
_FUTURE = (
    r"\b(?:next\s+(?:week|weekend|month|year|spring|summer|fall|autumn|winter|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)|tomorrow|soon|in\s+(?:a|an|one|two|three|four|"
    r"five|six|a\s+few|a\s+couple\s+of|\d+)\s+(?:days?|weeks?|months?|years?)|this\s+coming|later\s+"
    r"this|someday|one\s+day|eventually|at\s+the\s+end\s+of\s+(?:the|this|next)\s+\w+)\b"
)
_NOT_FUTURE = re.compile(rf"^(?!.*{_FUTURE})", _I | re.S)
#: A move of home just made: "we moved last month", "moved house!" (not "moved the
#: meeting", not "moving next year").
_MOVED_HOME = re.compile(
    rf"^(?=.*\b(?:moved|relocated)\b(?!\s+(?:the|my|our|a|an|it|them|this|that|some|his|her|"
    rf"their)\b))(?!.*{_FUTURE})",
    _I | re.S,
)
#: Words before a home that say it is not yet one: "viewing", "might buy".
_NOT_YET = (
    r"(?:would|could|might|may|will|want|wanna|hope|hoping|plan|planning|thinking|considering|"
    r"looking|viewing|view|see|seeing|visit|visiting|if|buy|buying|rent|renting)"
)
#: An arrival that is a move: "Landed in Denver, this is home now".
_NOT_SETTLING = re.compile(rf"^(?!.*(?:{_SETTLING.pattern}|\bhome\s+now\b|\bmoved\b))", _I | re.S)
#: A move for good, said now (not dated in the future).
_SETTLING_NOW = re.compile(rf"^(?=.*{_SETTLING.pattern})(?!.*{_FUTURE})", _I | re.S)
#: Apps and networks one joins or quits as a user, not as an employee.
_APPS = (
    r"(?-i:Twitter|X|Instagram|Facebook|TikTok|Reddit|Snapchat|WhatsApp|LinkedIn|Threads|"
    r"Bluesky|Mastodon|Discord|Tinder|Hinge|Bumble|Pinterest|Tumblr|YouTube|Strava|Duolingo)"
    r"(?![\w-])"
)
#: "in Sales now" names a team, not a city.
_TEAMS = r"(?:HR|IT|PR|QA|R&D|Sales|Marketing|Finance|Legal|Ops|Operations|Engineering|Support)\b"
