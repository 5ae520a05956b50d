"""English fact grammar: word lists, verb frames and value cleaners (see :mod:`.grammar`)."""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import CURRENCY_SIGN, Cleaner, Frame, Language, frame
from memory_ext.extraction.normalise import clean_display
from memory_ext.extraction.people import PEOPLE_EN

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
    rf"last \w+)|every day|every week|so|well|oh|ok|okay|um|btw|by the way|honestly|"
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
    rf"back then|at last|(?-i:btw|tbh|lol|haha|imo|fyi|anyway|tonight|earlier|specifically|"
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
    r"frenchies|frenchie|staffies|staffy|cavapoos?|cavaliers?|jack\s+russells?|westies|westie|lurchers?|"
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


def _frames() -> tuple[Frame, ...]:
    none, poss = {"subject": "none"}, {"subject": "possessive"}
    return (
        # -- whole clause (no subject in front) ----------------------------------------------
        # a title corrected: "Small correction: it's Marketing Manager, not
        # Coordinator" (a title starts lower-case or with a rank: "it's Sarah Cook" is a name)
        _f(
            "job_title",
            r"it['’]?s\s+(?:actually\s+)?(?:an?\s+)?(?!(?:my|your|his|her|our|their|the)\b)"
            rf"(?=(?-i:[a-z])|{_RANK}\b)(?P<v>{_JOB_NP})(?=\s*(?:$|,|\bnot\b|\bnow\b))",
            "job",
            temporal=True,
            needs=CORRECTION_MARK,
            **none,
        ),
        _f(
            "name",
            r"(?:please\s+|you\s+can\s+|feel\s+free\s+to\s+|just\s+)?call\s+me\s+(?P<v>.+)",
            "name",
            **none,
        ),
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
            r"it['’]?s\s+(?:now\s+)?(?P<v>"
            + _NAME
            + r")(?:\s+(?:now|from\s+now\s+on|going\s+forward|"
            r"officially))?(?:\s+with\s+(?:an?|one|two|"
            r"double)\s+[a-z]['’]?s?)?\s*$",
            "name",
            temporal=True,
            needs=_NAME_CONTEXT,
            **none,
        ),
        _f(
            "location",
            rf"home\s+(?:for\s+(?:me|the user|us)\s+)?(?:{_NOW}\s+)?is\s+(?:now\s+)?(?:in\s+)?(?P<v>.+)",
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
            rf"(?:(?:my|the user['’]s)\s+)?{_FAV}\s+{_X}(?:\s+{_NOW})?\s*[:：–-]\s*(?P<v>.+)",
            temporal=True,
            **none,
        ),
        _f(
            "favourite:{x}",
            r"(?P<v>.+?)(?:\s+(?:is|are|has become|have become|became)|['’]s)\s+(?:now\s+|still\s+)?"
            rf"(?:my|the user['’]s|user['’]s|our)\s+{_FAV}\s+{_X}(?=\s*$|\s*[,.!;]|\s+{_NOW}\b)",
            **none,
        ),
        # a favourite without a category: "Lychee is my favourite" (see .categories)
        _f(
            "favourite:{x}",
            rf"(?!(?:i|we|it|this|that|he|she|they|my|our|your|his|her|their)\b)(?P<v>.+?)"
            r"(?:\s+(?:is|are|has become|have become|became)|['’]s)\s+(?:now\s+|still\s+)?"
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
        # -- whole clause, everyday families of the second pass ----------------------------
        _f(
            "current_stay",
            r"(?:a\s+)?(?:quick\s+|short\s+|little\s+|work\s+|business\s+|weekend\s+|family\s+)*"
            r"(?:trip|visit|getaway)\s+to\s+(?P<v>.+)",
            "stay",
            temporal=True,
            needs=_NOT_FUTURE,
            **none,
        ),
        _f(
            "allergies",
            r"(?:(?:i['’]m|i\s+am|the\s+user\s+is)\s+)?(?:also\s+|now\s+|severely\s+|mildly\s+)?"
            r"(?P<v>lactose|gluten|dairy|fructose|histamine|wheat|egg|soy|caffeine)\s+intolerant\b",
            "lower",
            **none,
        ),
        _f(
            "employer",
            r"new\s+(?:job|role|position|gig)(?:\s*[:!—–-]\s*|\s+)(?:[\w -]+?\s+)?(?:at|with)\s+"
            r"(?P<v>(?-i:[A-Z]).+)",
            "org",
            temporal=True,
            **none,
        ),
        _f(
            "location",
            r"(?:(?:my|our|the)\s+)?(?:new\s+)?(?:home\s+)?address\s+is\s+(?:now\s+)?in\s+(?P<v>.+)",
            "place",
            temporal=True,
            **none,
        ),
        # a proposal the user accepted: "Sam proposed and I said yes"
        _f(
            "marital_status",
            r"(?:(?-i:[A-Z])[\w'’-]+|he|she|they)\s+(?:finally\s+|just\s+)?(?:proposed|popped\s+the\s+"
            r"question)\b",
            constant="engaged",
            temporal=True,
            needs=_ACCEPTED,
            **none,
        ),
        # an employer as the subject: "Stripe hired me", "Initech let me go"
        _f(
            "employer",
            r"(?P<v>(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,3})\s+(?:finally\s+|just\s+|"
            r"officially\s+)?(?:hired\s+me|took\s+me\s+on|offered\s+me\s+(?:a|the)\s+job\s+and\s+I\s+"
            r"(?:took|accepted)\s+it)\b",
            "org",
            temporal=True,
            **none,
        ),
        _f(
            "employer",
            r"(?P<v>(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,3})\s+(?:finally\s+|just\s+)?"
            r"(?:let\s+me\s+go|laid\s+me\s+off|fired\s+me|made\s+me\s+redundant)\b",
            "org",
            polarity=-1,
            temporal=True,
            **none,
        ),
        _f(
            "income",
            rf"(?:the\s+)?(?:salary|pay|take[- ]home(?:\s+pay)?|base(?:\s+salary|\s+pay)?)(?:\s+(?:"
            rf"{_NUMBER_CHANGE}|is)|{_S_CHANGE})"
            r"\s+(?:only\s+|just\s+|now\s+)?(?P<v>.+)",
            "pay",
            needs=re.compile(r"^(?!.*\b(?:his|her|their|my\s+(?:wife|husband|partner))\b)", _I),
            **none,
        ),
        _f("name", r"(?:the\s+)?name['’]s\s+(?P<v>.+)", "name", **none),
        # "Today was my last day at Deloitte", "it's my last day at Monzo"
        _f(
            "employer",
            r"(?:(?:it|this|that)?\s*(?:was|is|['’]s)\s+)?(?:officially\s+)?my\s+last\s+day\s+(?:at|with)\s+"
            rf"(?P<v>{_ORG_NAME})",
            "org",
            polarity=-1,
            temporal=True,
            **none,
        ),
        _f("marital_status", rf"the\s+{_DIVORCE_DONE}", constant="divorced", temporal=True, **none),
        # children counted by the house: "so it's two kids in the house now", "we're up to four"
        _f(
            "children",
            rf"(?:(?:it|that)(?:['’]s|\s+is)|(?:we['’]re|we\s+are)\s+up\s+to|making\s+it|makes\s+it)\s+"
            rf"(?:now\s+)?(?P<v>{_KIDS_COUNT})\b",
            temporal=True,
            needs=re.compile(
                r"\b(?:now|in the house|at home|total|altogether|officially|up to)\b", _I
            ),
            **none,
        ),
        # a pet that is all the company: "Just me and my goldfish", "it's me and the dog now"
        _f(
            "pets",
            r"(?:it['’]s\s+)?(?:just\s+)?(?:me|us)\s+and\s+(?:my|the|our)\s+"
            rf"(?P<v>(?:{_COUNT}\s+)?(?:[\w-]+\s+)?(?:{PETS}))(?:\s+(?:these days|now|at home|here))?\s*$",
            "pet",
            **none,
        ),
        # a pet mourned: "Goldfish situation: RIP", "RIP to my hamster"
        _f(
            "pets",
            rf"(?:rip|r\.i\.p\.?)\s+(?:to\s+)?(?:my|our|the)\s+(?P<v>(?:[\w-]+\s+)?(?:{PETS}))\b",
            "pet",
            polarity=-1,
            temporal=True,
            **none,
        ),
        _f(
            "pets",
            rf"(?:(?:my|our|the)\s+)?(?P<v>(?:[\w-]+\s+)?(?:{PETS}))(?:\s+(?:situation|update|news))?\s*"
            r"[:,—–-]?\s*(?:rip|r\.i\.p)\b",
            "pet",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # an introduction: "hey, Laura Chen here, nice to meet you"
        _f(
            "name",
            rf"(?!{PLACES}|{_NOT_NAME_HERE}\b|(?i:{DIETS}|{JOBS}|{PEOPLE_EN}|mom|mommy|mummy|daddy)\b)"
            rf"(?P<v>{_NAME})\s+here\s*$",
            "person",
            **none,
        ),
        _f(
            "job_title",
            r"(?:(?:my|the\s+user['’]s)\s+)?(?:new|official|current)\s+(?:job\s+)?title\s*[:：–-]\s*"
            r"(?P<v>.+)",
            temporal=True,
            **none,
        ),
        # a new home named while settling in: "Unpacking boxes in our new flat in Bristol"
        _f(
            "location",
            rf"(?:(?!{_NOT_YET}\b)[\w'’]+\s+){{0,4}}?(?:our|my)\s+new\s+(?:[\w-]+\s+)?(?:place|home|house|"
            rf"flat|apartment|condo|pad)\s+(?:in|out\s+in|over\s+in)\s+(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=_NOT_FUTURE,
            **none,
        ),
        # a home named first: "Lisbon is home now", "Denver's home for us these days"
        _f(
            "location",
            rf"(?P<v>{_CITY})(?:\s+(?:is|has become|became)|['’]s)\s+(?:(?:now|finally|officially)\s+)*"
            r"(?:my\s+|our\s+)?(?:new\s+)?home(?:\s+(?:for|to)\s+(?:me|us|the user))?(?=\s*$|\s+(?:now|these "
            r"days|as\s+of|since|for\s+good|officially|again)\b)",
            "place",
            temporal=True,
            **none,
        ),
        # rent with no owner: "Rent's $1,800 a month", "rent went up to £950"
        _f(
            "rent",
            rf"(?:the\s+)?(?:monthly\s+)?rent(?:\s+(?:{_NUMBER_CHANGE}|is|was)|{_S_CHANGE})\s+"
            r"(?:only\s+|just\s+|now\s+|still\s+)?(?P<v>.+)",
            "amount",
            **none,
        ),
        _f(
            "weight",
            r"(?:the\s+)?scales?\s+(?:says?|said|shows?|showed|read|reads)\s+(?P<v>.+)",
            "weighed",
            temporal=True,
            **none,
        ),
        # children counted: "that makes two children", "so three kids now", "no kids for me"
        _f(
            "children",
            rf"(?:that|which|this)\s+makes?\s+(?:it\s+|us\s+)?(?P<v>{_KIDS_COUNT})\b",
            temporal=True,
            **none,
        ),
        _f("children", rf"(?P<v>{_KIDS_COUNT})\s+now\b", temporal=True, **none),
        _f(
            "children",
            r"no\s+(?:kids|children)(?:\s+(?:for\s+(?:me|us)|yet|here))?\s*$",
            constant="no children",
            **none,
        ),
        _f(
            "children",
            r"(?:our|my)\s+(?P<v>second|third|fourth|fifth|sixth)(?:\s+(?:child|baby|kid|son|"
            r"daughter|boy|girl|little one))?\s+(?:was\s+born|arrived|is\s+here|came|has\s+"
            r"arrived|joined us)\b",
            "ordinal",
            temporal=True,
            **none,
        ),
        # a pet corrected: "wait no, it's a guinea pig"
        _f(
            "pets",
            rf"it['’]?s\s+(?:actually\s+)?(?:an?\s+)(?P<v>(?:[\w-]+\s+)?(?:{PETS}))(?![\w-])",
            "pet",
            temporal=True,
            needs=CORRECTION_MARK,
            **none,
        ),
        # a pet gone by its name: "we had to put Rex down", "we lost Bella last week"
        _f(
            "pets",
            r"(?:we\s+|i\s+)?(?:had\s+to\s+)?(?:put|lost|buried|said\s+goodbye\s+to)\s+"
            r"(?:(?:our|my|the)\s+(?:[\w-]+\s+)?)?(?P<v>(?-i:[A-Z][\w'’-]+))(?:\s+(?:down|to sleep)"
            r")?\b",
            "name",
            polarity=-1,
            temporal=True,
            needs=_PET_CONTEXT,
            **none,
        ),
        # diet said of "me": "strictly keto for me these days", "no more meat for me"
        _f(
            "diet",
            rf"(?:it['’]?s\s+|it\s+is\s+)?(?:{_ADVB})?(?:strictly\s+)?(?:[\w-]+\s+)?"
            rf"(?P<v>{DIETS})(?:\s+all the way)?\s+for\s+(?:me|us)\b",
            "lower",
            temporal=True,
            **none,
        ),
        _f(
            "diet",
            r"no\s+(?:more\s+)?meat\s+for\s+(?:me|us)\b",
            constant="vegetarian",
            temporal=True,
            **none,
        ),
        _f(
            "pets",
            r"no\s+pets(?:\s+(?:for\s+(?:me|us)|yet|here|at\s+the\s+moment|right\s+now))?\s*$",
            constant="no pets",
            **none,
        ),
        _f(
            "diet",
            r"no\s+(?:dietary\s+|food\s+)?restrictions\b",
            constant="no restrictions",
            **none,
        ),
        # "sesame is my allergy now"
        _f(
            "allergies",
            r"(?!(?:i|we|it|this|that|he|she|they|my|our)\b)(?P<v>[\w -]+?)(?:\s+(?:is|are)|['’]s)\s+"
            r"(?:now\s+)?(?:my|our)\s+(?:only\s+|new\s+|main\s+|big\s+|real\s+)?allerg(?:y|ies)\b",
            **none,
        ),
        # likes named first: "pottery's my thing now", "cilantro grew on me"
        _f(
            "likes",
            r"(?!(?:i|we|it|this|that|he|she|they|my|our|your|his|her|their)\b)(?P<v>.+?)"
            r"(?:\s+(?:is|are|has become|became)|['’]s)\s+(?:not|no longer)\s+(?:really\s+)?"
            r"(?:my|our)\s+(?:thing|jam|cup of tea)\b",
            polarity=-1,
            temporal=True,
            **none,
        ),
        _f(
            "likes",
            r"(?!(?:i|we|it|this|that|he|she|they|my|our|your|his|her|their)\b)(?P<v>.+?)"
            r"(?:\s+(?:is|are|has become|have become|became)|['’]s)\s+(?:now\s+|really\s+|totally\s+)?"
            r"(?:my|our)\s+(?:new\s+|latest\s+|current\s+|big\s+|main\s+|whole\s+)?(?:thing|jam|"
            r"obsession|hobby|passion|addiction|go-to|happy place|guilty pleasure)\b",
            temporal=True,
            **none,
        ),
        # a dislike, or a like that stopped ("anymore" marks the change): "jazz doesn't do it
        # for me anymore", "running isn't for me"
        _f(
            "likes",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>.+?)\s+(?:just\s+|really\s+)?(?:(?:doesn['’]t|don['’]t|"
            r"does\s+not|do\s+not)\s+(?:really\s+)?do\s+(?:it|much|anything)|no\s+longer\s+does\s+it|"
            r"(?:isn['’]t|is\s+not|aren['’]t|are\s+not|['’]s\s+not|['’]re\s+not)\s+(?:really\s+)?)\s*"
            r"for\s+(?:me|us)\b",
            polarity=-1,
            **none,
        ),
        _f(
            "likes",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>.+?)\s+(?:(?:really|just|kind\s+of)\s+)?(?:bores|bore|"
            r"leaves|leave)\s+me(?:\s+cold)?\b",
            polarity=-1,
            **none,
        ),
        # a home said by who lives there: "Seattle is where we live now"
        _f(
            "location",
            rf"(?P<v>{_CITY})\s+is\s+where\s+(?:i|we|the\s+user)\s+(?:live|lives|am\s+based|are\s+based|"
            r"call\s+home|settled)\b",
            "place",
            temporal=True,
            **none,
        ),
        # a child counted on arrival: "Kid number two arrived last week!"
        _f(
            "children",
            r"(?:kid|baby|child)\s+(?:number|no\.?|#)\s*(?P<v>two|three|four|five|six|[2-6])\s+(?:arrived|is\s+"
            r"here|was\s+born|has\s+arrived|came)\b",
            "count_children",
            temporal=True,
            **none,
        ),
        # a favourite said without "my": "Favourite food is now ramen"
        _f(
            "favourite:{x}",
            rf"{_FAV}\s+{_X}\s+(?:is|['’]s)\s+(?:now|officially)\s+(?P<v>.+)",
            temporal=True,
            **none,
        ),
        # an activity given up: "Knees are shot so hiking is out"
        _f(
            "likes",
            r"(?P<v>[a-z]+ing)\s+(?:is|['’]s)\s+(?:out|off\s+the\s+table)(?:\s+for\s+(?:me|now))?"
            r"(?=\s*$|\s*[,;.!])",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # an allergy gone: "Finished oral immunotherapy, peanuts are fine now!"
        _f(
            "allergies",
            rf"(?!{_PRONOUN_SUBJECT}\b)(?P<v>[\w -]+?)\s+(?:are|is|['’]re|['’]s)\s+(?:totally\s+|"
            r"completely\s+|all\s+|perfectly\s+)?(?:fine|ok|okay|safe|no\s+problem|not\s+a\s+"
            r"problem)\s+(?:now|again|these\s+days)\b",
            polarity=-1,
            temporal=True,
            needs=re.compile(
                r"\b(?:allerg\w*|immunotherapy|epipen|challenge|reaction|outgr\w+)", _I
            ),
            **none,
        ),
        # … and elsewhere a dislike that turned: "Horror's fine now, my partner converted me"
        _f(
            "likes",
            rf"(?!{_PRONOUN_SUBJECT}\b|(?:the|my|our|your|his|her|their|everything|all|things)\b)"
            r"(?P<v>[\w-]+(?:\s+[\w-]+)?)(?:\s+(?:are|is)|['’]s|['’]re)\s+(?:fine|ok|okay|alright)\s+"
            r"(?:by\s+me\s+)?(?:now|these\s+days)\b",
            temporal=True,
            needs=_WON_OVER,
            **none,
        ),
        _f(
            "likes",
            r"(?!(?:it|this|that|he|she|they)\b)(?P<v>.+?)\s+(?:has\s+|have\s+|kind of\s+|"
            r"kinda\s+|really\s+|is\s+|are\s+|['’]s\s+|['’]re\s+)?(?:grew|grown|growing)\s+on\s+(?:me|us)\b",
            temporal=True,
            **none,
        ),
        # a favourite that took another's place: "X has replaced Inception as my favourite film"
        _f(
            "favourite:{x}",
            rf"(?!(?:i|we|it|this|that|he|she|they)\b)(?P<v>.+?)\s+{_DETHRONED}\s+.+?\s+as\s+"
            rf"(?:my|our|the user['’]s)\s+{_FAV}\s+{_X}(?=\s*$|\s*[,.!;]|\s+(?:after|since|now|these\s+days|this\s+year|for\s+sure|tbh|lol)\b)",
            temporal=True,
            **none,
        ),
        _f(
            "favourite:{x}",
            rf"(?!(?:i|we|it|this|that|he|she|they)\b)(?P<v>.+?)\s+{_DETHRONED}\s+(?P<o>.+?)\s+as\s+"
            rf"(?:my|our|the user['’]s)\s+{_FAV}(?=\s*$|\s*[,.!;]|\s+(?:after|since|now|these\s+days|this\s+year|for\s+sure|tbh|lol)\b)",
            temporal=True,
            **none,
        ),
        # a correction that names no slot: a yearly-salary-sized sum ("sorry, misspoke:
        # it's $62,000, not 72"); a rent or a weight needs its word
        _f(
            "income",
            rf"it['’]?s\s+(?:actually\s+|really\s+)?(?P<v>{CURRENCY_SIGN}?\s?\d.*)",
            "salary",
            temporal=True,
            needs=CORRECTION_MARK,
            **none,
        ),
        # -- possessive: my X / the user's X -------------------------------------------------
        _f(
            "name",
            r"(?:full\s+|real\s+|first\s+|legal\s+|new\s+|married\s+)?name\s+(?:is|['’]s)\s+"
            r"(?:now\s+|actually\s+|officially\s+)?"
            r"(?:spelled\s+|spelt\s+)?(?P<v>.+)",
            "name",
            **poss,
        ),
        _f("name", r"name['’]s\s+(?:actually\s+|now\s+|officially\s+)?(?P<v>.+)", "name", **poss),
        _f(
            "name",
            r"name\s+(?:is\s+)?(?:spelled|spelt|written)\s+(?P<v>.+)",
            "name",
            temporal=True,
            **poss,
        ),
        _f(
            "favourite:{x}",
            rf"{_FAV}\s+{_X}(?:\s+(?:{_NOW}\s+)?(?:is|are|has become|became|changed to|has changed to|has to be|"
            r"would (?:have to )?be|['’]d (?:have to )?be|must be|remains)|['’]s)\s+"
            r"(?:(?:now|still|definitely|probably|actually|officially|currently|easily|hands\s+down|"
            r"by\s+far)\s+)*(?P<v>.+)",
            **poss,
        ),
        _f(
            "income",
            r"(?:monthly\s+|annual\s+|yearly\s+|new\s+|take[- ]home\s+)?(?:income|salary|pay|wage|"
            r"wages|paycheck|take[- ]home)\s+(?:is\s+now|is|was raised to|went up to|rose to|increased to|has "
            r"gone up to|jumped to|grew to|dropped to|fell to|got bumped to|is up to|is down to|"
            r"has risen to|changed to|was cut to|['’]s)\s+(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f(
            "income",
            rf"(?:monthly\s+|annual\s+|yearly\s+|base\s+)?(?:income|salary|pay|wage|wages)\s+"
            rf"(?:{_NUMBER_CHANGE})\s+(?P<v>.+)",
            "amount",
            temporal=True,
            **poss,
        ),
        _f(
            "location",
            rf"new\s+(?:place|home|house|flat|apartment|condo|pad|digs)\s+(?:is\s+)?(?:in|out in|"
            rf"over in|down in|up in)\s+(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=_NOT_FUTURE,
            **poss,
        ),
        _f(
            "employer",
            r"new\s+(?:job|position|role|gig|employer|company)\s+(?:is\s+)?(?:at|with)\s+(?P<v>.+)",
            "org",
            temporal=True,
            **poss,
        ),
        _f(
            "allergies",
            r"(?:only\s+|real\s+|actual\s+)?allerg(?:y|ies)\s+(?:is|are|['’]s)\s+(?:actually\s+|"
            r"really\s+|now\s+|just\s+|only\s+)*to\s+(?P<v>.+)",
            temporal=True,
            **poss,
        ),
        _f(
            "employer",
            r"last\s+day\s+(?:at|with)\s+(?P<v>.+?)\s+(?:was|is|will\s+be)\b",
            "org_named",
            polarity=-1,
            temporal=True,
            **poss,
        ),
        _f(
            "marital_status",
            r"(?:wife|husband|spouse)\s+(?:\w+\s+)?(?:passed away|died|passed)\b",
            constant="widowed",
            temporal=True,
            **poss,
        ),
        _f(
            "marital_status",
            _DIVORCE_DONE,
            constant="divorced",
            temporal=True,
            **poss,
        ),
        _f(
            "rent",
            rf"(?:monthly\s+)?rent(?:\s+(?:{_NUMBER_CHANGE}|is)|{_S_CHANGE})\s+(?:only\s+|just\s+|now\s+)?"
            r"(?P<v>.+)",
            "amount",
            **poss,
        ),
        _f(
            "weight",
            rf"weight\s+(?:{_NUMBER_CHANGE}|is|['’]s)\s+(?:now\s+|only\s+|just\s+)?(?P<v>.+)",
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
        # "my company is opening an office" says what it does, not who it is
        _f(
            "employer",
            r"(?:employer|company)\s+is\s+(?:now\s+)?(?!(?:\w+ing|an?|the|so|very|really|pretty|great|"
            r"good|bad|awful|huge|small|big|hiring|based)\b)(?P<v>.+)",
            "org",
            **poss,
        ),
        _f(
            "job_title",
            r"(?:new\s+|current\s+|official\s+)?(?:job title|title)\s+(?:is|"
            r"changed\s+to|has\s+changed\s+to|became|is\s+changing\s+to)\s+(?:now\s+)?(?P<v>.+)",
            **poss,
        ),
        # "my job is the bane of my existence" names no title: a job noun must be said
        _f(
            "job_title",
            r"(?:new\s+|current\s+|official\s+)?(?:role|position|job)\s+(?:is|"
            r"changed\s+to|has\s+changed\s+to|became|is\s+changing\s+to)\s+(?:now\s+)?(?P<v>.+)",
            "job",
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
        _f(
            "marital_status",
            r"(?:wife|husband|spouse)\s+and\s+I\s+(?:have\s+|just\s+|finally\s+)*(?:split|separated|"
            r"broke\s+up)\b",
            constant="separated",
            temporal=True,
            **poss,
        ),
        _f(
            "marital_status",
            r"(?:wife|husband|spouse)\s+and\s+I\s+(?:have\s+|just\s+|finally\s+)*(?:got\s+)?divorced\b",
            constant="divorced",
            temporal=True,
            **poss,
        ),
        _f(
            "marital_status",
            r"(?:girlfriend|boyfriend|partner|fianc[eé]e?)\s+and\s+I\s+(?:have\s+|just\s+|finally\s+)*"
            r"(?:split|separated|broke\s+up|called\s+it\s+off)\b",
            constant="single",
            temporal=True,
            **poss,
        ),
        _f("marital_status", r"(?:wife|husband|spouse)\b", constant="married", **poss),
        _f(
            "marital_status",
            r"(?:girlfriend|boyfriend)\b",  # "my partner" may be in business or in crime
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
        _f(
            "name",
            r"(?:['’]m|am)\s+(?P<v>"
            + _NAME
            + r")(?:\s+(?:now|btw|by the way|here|lol|haha|again))*"
            r"\s*$",
            "person",
        ),
        _f(
            "name",
            r"(?:legally\s+|officially\s+)?(?:changed|change)\s+(?:my|our|her|his|their)\s+"
            r"(?:first\s+|full\s+|legal\s+)?name\s+to\s+(?P<v>.+)",
            "name",
            temporal=True,
        ),
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
            r"(?:am|['’]m|is|are|['’]re)?\s*(?:(?:currently\s+|now\s+)?on\s+(?:(?:a|an|my|our)\s+)?"
            r"(?:business\s+|work\s+|family\s+|road\s+|ski\s+|solo\s+)?(?:trip|vacation|holiday|"
            r"honeymoon|getaway|break|tour|retreat)|here)\s+(?:to|in)\s+(?P<v>.+)",
            "stay",
            temporal=True,
        ),
        _f(
            "current_stay",
            r"(?:(?:am|['’]m|is|are|['’]re)\s+)?(?:currently\s+|now\s+)?visiting\s+(?P<v>.+)",
            "stay",
            temporal=True,
        ),
        _f(
            "current_stay",
            r"(?:(?:am|['’]m|is|are|['’]re)\s+)?(?:currently\s+|now\s+|back\s+|still\s+|out\s+|"
            r"away\s+|over\s+|down\s+|up\s+)?in\s+(?P<v>.+)",
            "stay",
            temporal=True,
            needs=STAY_HINT,
        ),
        _f(
            "current_stay",
            r"(?:(?:am|['’]m|is|are|['’]re)\s+)?(?:currently\s+|now\s+|still\s+)?at\s+(?P<v>.+)",
            "stay_at",
            temporal=True,
            needs=STAY_HINT,
        ),
        _f(
            "current_stay",
            rf"(?:am|['’]m|is|are|['’]re)?\s*{_STAY_VERB}\s+with\s+.+?\s+in\s+(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=STAY_HINT,
        ),
        _f(
            "current_stay",
            r"(?:am|['’]m|are|['’]re)?\s*(?:working|work)\s+(?:remotely\s+)?from\s+(?P<v>.+)",
            "stay",
            temporal=True,
            needs=STAY_HINT,
        ),
        _f(
            "current_stay",
            r"(?:am|['’]m|are|['’]re|is)?\s*(?:spending|spend|spent)\s+(?:the\s+rest\s+of\s+(?:the|this|"
            r"my|our)\s+|the|a|this|next|two|three|a few|a couple of|\d+)\s*(?:\w+\s+)?(?:week|weekend|"
            r"month|days|nights|weeks|summer|holidays|trip|stay)\s+(?:in|at)\s+(?P<v>.+)",
            "stay",
            temporal=True,
        ),
        # an arrival on a trip: "Landed in Kuala Lumpur for the second leg of the trip"
        _f(
            "current_stay",
            r"(?:just\s+)?(?:landed|arrived|touched\s+down|got\s+in|flew\s+in(?:to)?|checked\s+in(?:to)?|"
            r"made\s+it)\s+(?:in|at|to|into)?\s*(?P<v>.+)",
            "stay",
            temporal=True,
            needs=_NOT_SETTLING,
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
            r"(?:moved|have moved|['’]ve moved|relocated)\s+(?:back\s+)?from\s+.+?\s+to\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"(?:moving|relocating)\s+(?:back\s+)?from\s+.+?\s+to\s+(?P<v>.+)",
            "place",
            temporal=True,
            needs=_NOT_FUTURE,
        ),
        _f(
            "location",
            r"(?:moved|relocated|emigrated|immigrated)\s+(?:back\s+|over\s+|out\s+)?"
            r"(?:home\s+)?(?:to|into)\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        # "we're moving to Phoenix": a move under way, unless it is dated in the future
        _f(
            "location",
            r"(?:moving|relocating)\s+(?:back\s+|over\s+|out\s+)?(?:home\s+)?(?:to|into)\s+(?P<v>.+)",
            "place",
            temporal=True,
            needs=_NOT_FUTURE,
        ),
        _f(
            "location",
            r"(?:all\s+)?(?:settled|settle)\s+(?:down\s+)?in\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f("location", r"(?:live|lives|living|reside|resides|residing)\s+in\s+(?P<v>.+)", "place"),
        _f(
            "location",
            r"(?:have|has|['’]ve)\s+(?:been\s+)?(?:lived|living)\s+in\s+(?P<v>.+)",
            "place",
        ),
        _f("location", r"(?:based|located)\s+(?:in|out\s+of)\s+(?P<v>.+)", "place"),
        _f(
            "location",
            r"(?!.*\b(?:holiday|vacation|second|summer|weekend|beach)\s+(?:home|house|place)\b|"
            r".*\b(?:investment|rent\s+it\s+out|to\s+rent\s+out|rental\s+property)\b)"
            r"(?:bought|got|closed\s+on|purchased|found|rented|signed\s+(?:a|the)\s+lease\s+on|"
            r"got\s+the\s+keys\s+to|picked\s+up\s+the\s+keys\s+to|"
            r"moved\s+into)\s+(?:a|an|our|my|the)\s+(?:new\s+)?(?:[\w-]+\s+)?(?:house|flat|"
            r"apartment|home|place|condo|townhouse|bungalow|cottage)\s+in\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            rf"(?:now\s+)?(?:an?\s+)(?P<v>{_CITY})\s+(?:resident|local|homeowner)\b",
            "place",
        ),
        _f(
            "location",
            rf"(?:moved|moving)\s+in\s+with\s+.+?\s+in\s+(?P<v>{_CITY})",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            rf"(?:living|live|lives)\s+with\s+.+?\s+in\s+(?P<v>{_CITY})",
            "place",
        ),
        _f(
            "location",
            rf"ended\s+up\s+(?:living\s+|settling\s+)?(?:in|out\s+in)\s+(?P<v>{_CITY})",
            "place",
            temporal=True,
        ),
        # "left Chicago for Denver": a known place left is a home left, never an employer
        _f(
            "location",
            rf"(?:left|leaving)\s+(?:{PLACES})\s+(?:for|to\s+live\s+in)\s+(?P<v>{_CITY})",
            "place",
            temporal=True,
        ),
        # a move said without "move": "made the move to", "put down roots in", "call X home"
        _f(
            "location",
            r"(?:made|make|making)\s+the\s+(?:big\s+)?(?:move|jump|leap)\s+(?:back\s+|over\s+)?"
            r"to\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"(?:(?:put|putting)\s+down\s+roots|(?:set|setting)\s+up\s+(?:home|shop|house))\s+"
            r"in\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            rf"(?:call|calls)\s+(?P<v>{_CITY})\s+home\b",
            "place",
        ),
        _f(
            "location",
            r"(?:packed\s+up\s+and\s+)?(?:headed|heading|went|gone|came|come|coming|went\s+back|"
            r"shipped\s+off|took\s+off|made\s+it)\s+(?:back\s+|over\s+|out\s+|up\s+|down\s+|home\s+)?"
            r"to\s+(?P<v>.+)",
            "place",
            temporal=True,
            needs=_SETTLING_NOW,
        ),
        # "we're in Denver now", "I'm in Chicago, been here six years": a home (a trip
        # marker in the sentence makes it a stay, see grammar._facts)
        _f(
            "location",
            rf"(?:am|['’]m|are|['’]re|is)\s+(?:now\s+|finally\s+)?(?:living\s+|out\s+|over\s+|"
            rf"down\s+|up\s+|back\s+)?in\s+(?!{_TEAMS})(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=_RESIDENT,
        ),
        # the same with no verb after a move: "Moved house! Now in Brighton."
        _f(
            "location",
            rf"(?:living\s+|based\s+|settled\s+)?in\s+(?!{_TEAMS})(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=_MOVED_HOME,
        ),
        _f(
            "location",
            rf"(?:have\s+|['’]ve\s+|has\s+)?been\s+(?:living\s+|based\s+)?(?:here\s+)?in\s+"
            rf"(?!{_TEAMS})(?P<v>{_CITY})(?=\s+(?:since|for\s+(?:\w+\s+){{0,2}}(?:years?|decades?)"
            rf"|(?:\w+\s+)?years)\b)",
            "place",
        ),
        # employer (+ job title); "left Google for Meta", "quit X to join Y" first
        _f(
            "employer",
            r"(?:left|quit)\s+(?-i:[A-Z])\S*(?:\s+(?-i:[A-Z])\S*){0,3}\s+(?:for|to\s+join)\s+"
            r"(?:(?:an?|the)\s+(?:[\w-]+\s+)?(?:startup|start-up|company|firm|agency|studio|"
            r"business)\s+(?:called|named)\s+)?(?P<v>(?-i:[A-Z]).+)",
            "org_named",
            temporal=True,
            needs=_NOT_ABOUT_HOME,
        ),
        _f(
            "employer",
            r"(?:quit|quitting|resigned\s+from|(?:was|got|been)\s+(?:laid\s+off|fired|let go|made "
            r"redundant)\s+(?:from|by|at)|retired\s+from|(?:handed|handing|gave|giving|put|putting|"
            r"turned)\s+in\s+(?:my\s+)?(?:notice|resignation|two\s+weeks['’]?(?:\s+notice)?)\s+"
            r"(?:at|to)|gave\s+(?:my\s+)?notice\s+(?:at|to))\s+"
            rf"(?!{_APPS})(?P<v>.+)",
            "org_named",
            polarity=-1,
            temporal=True,
        ),
        # "left X": a company, unless the sentence is about homes ("left London and moved")
        _f(
            "employer",
            rf"(?:left|leaving)\s+(?!{PLACES}|{_APPS})(?P<v>.+)",
            "org_named",
            polarity=-1,
            temporal=True,
            needs=_NOT_ABOUT_HOME,
        ),
        # no employer now: "I got laid off", "I lost my job", "I went freelance"
        _f(
            "employer",
            r"(?:(?:was|got|been)\s+(?:laid\s+off|let\s+go|made\s+redundant|fired(?!\s+up))|lost\s+my\s+"
            r"job|(?:quit|left)\s+my\s+job(?!\s+(?:at|with)\b))(?!\s+(?:from|by|at)\b)",
            constant="unemployed",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:(?:now\s+)?(?:unemployed|jobless|out\s+of\s+work|between\s+jobs))\b",
            constant="unemployed",
        ),
        _f(
            "employer",
            r"(?:went|gone|going)\s+(?:freelance|self-employed|solo)|(?:now\s+)?(?:self-employed|"
            r"freelancing\s+full[- ]time)|work\s+for\s+myself|started\s+my\s+own\s+(?:business|"
            r"company|firm|practice|agency)",
            constant="self-employed",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:(?:am|['’]m|is)\s+(?:now\s+)?retired|retired)\b(?!\s+(?:from|as)\b)",
            constant="retired",
            temporal=True,
        ),
        _f(
            "employer",
            rf"{_NEG}\s+(?:work|works|working)\s+(?:at|for)\s+(?P<v>.+)",
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
            r"(?!.*\bas\s+an?\s+(?:subscriber|member|customer|user|volunteer|fan|guest|donor|"
            r"patient|student|client)\b)(?:joined|joining|have joined|started\s+(?:working\s+|"
            r"a\s+(?:new\s+)?job\s+|"
            r"a\s+(?:new\s+)?position\s+)?(?:at|for|with)|(?:got|was|been|have been|get)\s+hired"
            r"\s+(?:by|at)|hired\s+(?:by|at)|(?:got|landed|accepted|took|started|have|has)\s+(?:a|an|the|my)"
            r"\s+(?:new\s+)?(?:job|position|role|gig)\s+(?:at|with|from)|(?:accepted|took)\s+(?:an?|"
            r"the)\s+(?:job\s+)?offer\s+(?:at|with|from))\s+(?P<v>.+)",
            "org_named",
            temporal=True,
        ),
        # an offer is news only once taken: "got an offer from Shopify and took it"
        _f(
            "employer",
            r"(?:got|received|had)\s+(?:an?|the)\s+(?:job\s+)?offer\s+(?:from|at|with)\s+(?P<v>.+)",
            "org",
            temporal=True,
            needs=_OFFER_TAKEN,
        ),
        _f(
            "employer",
            r"(?:now\s+|officially\s+)*(?:an?\s+)(?P<v>(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*)"
            r"{0,2})\s+(?:employee|staffer|intern|contractor)\b",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:signed|signing)\s+(?:on\s+)?with\s+(?P<v>(?-i:[A-Z]).+)",
            "org",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:(?:said\s+)?goodbye\s+to|parted\s+ways\s+with|(?:am|['’]m|is)\s+no\s+longer\s+at|"
            r"no\s+longer\s+at)\s+(?P<v>.+)",
            "org_named",
            polarity=-1,
            temporal=True,
            needs=_NOT_ABOUT_HOME,
        ),
        _f(
            "employer",
            rf"(?:now\s+|(?<=\bnow\s))at\s+(?!{PLACES})(?P<v>(?-i:[A-Z]).+)",
            "org",
            temporal=True,
            needs=_NOT_OUT_AND_ABOUT,
        ),
        _f(
            "employer",
            r"(?:starting|start|started|begin|beginning|began)\s+(?:work\s+|working\s+|my\s+new\s+"
            r"job\s+|a\s+new\s+job\s+)?(?:at|with)\s+(?P<v>(?-i:[A-Z]).+)",
            "org",
            temporal=True,
        ),
        # "I've been at Stripe for two weeks now": weeks or more, never hours or days
        _f(
            "employer",
            r"(?:(?<=\bbeen\s)|been\s+)(?:working\s+)?(?:at|with)\s+(?P<v>(?-i:[A-Z]).+?)(?=\s+"
            r"(?:(?:for\s+)?(?:about\s+|"
            r"almost\s+|over\s+|nearly\s+)?(?:a|an|one|two|three|four|five|six|several|a few|a "
            rf"couple of|\d+)\s+(?:weeks?|months?|years?)|since\s+(?:(?:19|20)\d\d|{_MONTHS}|last|"
            r"the\s+(?:spring|summer|fall|autumn|winter|start|beginning)))\b)",
            "org",
        ),
        # a first stretch somewhere: "First week at Stripe done", "day one at Figma", "Just
        # wrapped my first week at KPMG!"
        _f(
            "employer",
            r"(?:(?:finished|survived|completed|wrapped(?:\s+up)?|got\s+through|made\s+it\s+through|"
            r"nailed|smashed|started|kicked\s+off)\s+)?(?:my\s+)?(?:(?:first|1st)\s+"
            rf"(?:day|week|month|shift)|(?:day|week)\s+one|{_SPAN_COUNT}\s+(?:days?|weeks?|months?)\s+"
            rf"in)\s+at\s+(?!{PLACES}|{_VENUE})(?P<v>{_ORG_NAME})",
            "org",
            temporal=True,
            needs=re.compile(
                rf"^(?!.*\bfor\s+(?:my|our|his|her|their)\s+(?:{PEOPLE_EN})\b)", _I | re.S
            ),
        ),
        _f(
            "employer",
            rf"(?:accepted|took|signed|said\s+yes\s+to)\s+(?:the|an?)\s+(?P<v>{_ORG_NAME})\s+(?:job\s+)?offer\b",
            "org",
            temporal=True,
        ),
        # a job and where, started together: "Started as a barista at Pret"
        _f(
            "employer",
            rf"(?:started|start|starting|joined|hired|taken\s+on)\s+as\s+(?:an?\s+|the\s+)?(?P<t>{_JOB_NP})\s+"
            rf"(?:at|with|for)\s+(?P<v>{_ORG_NAME})",
            "org",
            temporal=True,
        ),
        # a start said by the first pay: "Just got my first paycheck from Stripe"
        _f(
            "employer",
            r"(?:got|received|cashed)\s+my\s+first\s+(?:paycheck|paycheque|payslip|pay\s+check|"
            rf"salary)\s+(?:from|at)\s+(?!{PLACES})(?P<v>{_ORG_NAME})",
            "org",
            temporal=True,
        ),
        # a tenure said first: "Four years at Spotify now", "coming up on five years at X"
        _f(
            "employer",
            rf"(?:(?:coming\s+up\s+on|almost|nearly|over|about)\s+)?{_SPAN_COUNT}\s+(?:months?|"
            rf"years?)\s+(?:now\s+)?(?:at|with)\s+(?!{PLACES}|{_VENUE})(?P<v>{_ORG_NAME})",
            "org",
        ),
        # a correction that names no slot: "I mean Capgemini, Accenture was two years ago"
        _f(
            "employer",
            rf"(?:mean|meant)\s+(?!{PLACES})(?P<v>{_ORG_NAME})(?=\s*(?:$|,|\bnot\b))",
            "org",
            temporal=True,
            needs=_PAST_JOB,
        ),
        _f(
            "employer",
            r"(?:work|works|working)\s+(?:at|for)\s+(?P<v>.+?)\s+as\s+(?:an?\s+)?(?P<t>.+)",
            "org",
        ),
        _f(
            "employer",
            r"(?:work|works|working)\s+(?:remotely\s+|full[- ]time\s+|part[- ]time\s+|freelance\s+|"
            r"currently\s+|now\s+|still\s+|mostly\s+)?(?:at|for)\s+(?P<v>.+)",
            "org",
        ),
        _f(
            "employer",
            r"(?:drive|drives|driving|deliver|delivers|code|codes|teach|teaches|consult|"
            r"consults|freelance|freelances|write|writes|design|designs|cook|cooks)\s+for\s+"
            r"(?P<v>(?-i:[A-Z]).+)",
            "org",
        ),
        _f("employer", r"(?:employed|hired)\s+(?:by|at)\s+(?P<v>.+)", "org"),
        _f("employer", r"(?:now\s+)?at\s+(?P<v>(?-i:[A-Z]).+)", "org", needs=_AT_WORK),
        # the title, then where: "I work as a barista at a café downtown" (the title alone;
        # an employer named with capitals is the employer, the title said with it)
        _f(
            "employer",
            rf"(?:work|works|working)\s+as\s+(?:an?\s+)?(?P<t>{_JOB_NP})\s+(?:at|for|with)\s+"
            r"(?P<v>(?-i:[A-Z]).+)",
            "org",
        ),
        _f(
            "job_title",
            rf"(?:work|works|working)\s+as\s+(?:an?\s+)?(?P<v>{_JOB_NP})(?=\s+(?:at|for|with|in|on)\s)",
        ),
        _f("job_title", r"(?:work|works|working)\s+as\s+(?:an?\s+)?(?P<v>.+)"),
        # a new role by its title: "started a new role as a UX designer at a fintech startup"
        _f(
            "job_title",
            r"(?:just\s+|recently\s+)?(?:started|began|starting|took|taken|accepted|landed|got)\s+"
            rf"(?:a|an|the|my)\s+(?:new\s+)?(?:role|job|position|gig)\s+as\s+(?:an?\s+)?(?P<v>{_JOB_NP})\b",
            "job",
            temporal=True,
        ),
        # a job said by its verb: "I teach high school chemistry", "I coach youth football"
        _f("job_title", rf"(?:teach|teaches)\s+(?!{_NOT_PUPIL})(?P<v>.+)", "teacher"),
        _f("job_title", rf"(?:coach|coaches)\s+(?!{_NOT_PUPIL})(?P<v>.+)", "coach"),
        _f("job_title", rf"(?:tutor|tutors)\s+(?!{_NOT_PUPIL})(?P<v>.+)", "tutor"),
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
        _f(
            "job_title",
            r"(?:got\s+|was\s+|been\s+)?(?:bumped|moved|stepped)\s+up\s+to\s+(?:an?\s+)?(?P<v>.+)",
            "job",
            temporal=True,
        ),
        _f(
            "job_title",
            r"(?:ended\s+up|started|start|starting|was\s+hired|got\s+hired|hired|taken\s+on|took\s+"
            r"(?:a|the)\s+job|got\s+(?:a|the)\s+job|landed\s+(?:a|the)\s+job|retrained|qualified|"
            r"signed\s+on|came\s+on|joined|moved\s+into\s+(?:a\s+)?(?:role|job)|switched\s+"
            r"careers?\s+and\s+(?:am|['’]m)\s+now|now\s+working|working\s+now)\s+as\s+(?:an?\s+|"
            r"the\s+)?(?P<v>.+)",
            "job",
            temporal=True,
        ),
        _f(
            "favourite:{x}",
            rf"(?:switched|changed|updated)\s+(?:my|our)\s+{_FAV}\s+{_X}\s+(?:from\s+.+?\s+)?to\s+"
            r"(?P<v>.+)",
            temporal=True,
        ),
        _f(
            "job_title",
            rf"(?:made|make|making)\s+(?:(?:a|an|the)\s+)?(?P<v>partner|senior partner|principal|{_JOB_NP})\b",
            "lower",
            temporal=True,
        ),
        # marital / relationship status
        _f("marital_status", r"got\s+married\b", constant="married", temporal=True),
        # "we're getting married (in June)": engaged, not yet married
        _f(
            "marital_status",
            r"(?:get|getting|am getting)\s+married\b",
            constant="engaged",
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
        # "my wife and I split": the clause after "and" says it; a spouse makes it a separation
        _f(
            "marital_status",
            r"(?:have\s+|just\s+|finally\s+)*(?:split|separated|broke\s+up)(?:\s+up)?\b(?!\s+(?:the|a|an|"
            r"it|them|our\s+(?!marriage)|my|this|that|\w+ing)\b)",
            constant="separated",
            temporal=True,
            needs=re.compile(r"\b(?:wife|husband|spouse|marriage)\b", _I),
        ),
        _f(
            "marital_status",
            r"(?:broke|broken|split)\s+up\b|split\b(?!\s+(?:the|a|an|it|them|our|my|this|that|\w+ing)\b)",
            constant="single",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:eloped|ran\s+off\s+and\s+got\s+married)\b",
            constant="married",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:tied|tie|tying)\s+the\s+knot|(?:got|get|getting)\s+hitched|walked\s+down\s+the\s+"
            r"aisle|said\s+(?:['’]?i\s+do['’]?|our\s+vows)|(?:am|['’]m|are|['’]re)\s+(?:now\s+)?"
            r"(?:newlyweds?|husband\s+and\s+wife|wife\s+and\s+husband|wed)\b",
            constant="married",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:finali[sz]ed|finished|completed)\s+(?:my|our|their|the)\s+divorce|divorced\s+(?:my|him|"
            r"her)\b|signed\s+(?:my|our|their|the)\s+divorce\s+papers",
            constant="divorced",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:left|separated\s+from|split\s+(?:up\s+)?(?:from|with)|walked\s+out\s+on)\s+my\s+"
            r"(?:husband|wife|spouse)\b",
            constant="separated",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:broke\s+up|split\s+(?:up\s+)?(?:from|with)|left|dumped|got\s+dumped\s+by|called\s+it"
            r"\s+off\s+with)\s+my\s+(?:boyfriend|girlfriend|partner|fianc[eé]e?)\b",
            constant="single",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"lost\s+my\s+(?:husband|wife|spouse)\b|(?:am|['’]m)\s+(?:now\s+)?a\s+widow(?:er)?\b",
            constant="widowed",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:proposed|popped\s+the\s+question)\b",
            constant="engaged",
            temporal=True,
            needs=_ACCEPTED,
        ),
        _f(
            "marital_status",
            r"(?:started\s+)?(?:dating|seeing)\s+(?:someone|somebody|(?-i:[A-Z])\w+)\b|got\s+"
            r"(?:back\s+)?together\s+with\s+(?:someone|my\s+ex|(?-i:[A-Z])\w+)|(?:am|['’]m)\s+taken\b",
            constant="in a relationship",
            temporal=True,
        ),
        _f(
            "marital_status",
            r"(?:an?\s+(?:happily\s+)?married\s+(?:woman|man|lady|guy|person)|married)\b(?!\s+to\s+"
            r"(?:my|the|his|her)\s+(?:work|job|career))",
            constant="married",
        ),
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
        # the kind of relationship kept as said: "in a long-term relationship"
        _f(
            "marital_status",
            r"(?P<v>in\s+a\s+(?:long[- ]term|serious|committed|long[- ]distance|steady|stable|happy|new)\s+"
            r"relationship)\b",
            "lower",
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
        # "I'm vegan" (not "keto is overrated", said with no subject)
        _f(
            "diet",
            rf"(?:an?\s+)?(?:{_ADVB})?(?P<v>{DIETS})\b(?!\s+(?:(?:is|are|was|were)\s+(?!(?:more\s+|"
            r"probably\s+|actually\s+)?(?:accurate|correct|right|true|closer|the\s+(?:word|term|label))"
            r")|isn['’]t|wasn['’]t|didn['’]t|did\s+not|doesn['’]t|does\s+not|won['’]t|never|seems?|"
            r"sounds?|looks?|sucks|works?|has|have|can|could|would|will|might|diets?\s+"
            r"(?:is|are|was)))",
            "lower",
        ),
        _f(
            "diet",
            r"(?:doing|trying|following|follow|follows|sticking\s+to|stick\s+to|sticks\s+to|started|"
            rf"start|on|do|does)\s+(?:an?\s+|the\s+)?(?P<v>{_DIET_PLANS})\b",
            "lower",
        ),
        # a diet dropped: "User dropped keto", "I ditched paleo last month"
        _f(
            "diet",
            r"(?:dropped|ditched|quit|stopped|gave\s+up|abandoned|came\s+off|went\s+off)\s+(?:the\s+|"
            rf"my\s+)?(?P<v>{_DIET_PLANS})\b",
            "lower",
            polarity=-1,
            temporal=True,
        ),
        _f("diet", r"on\s+(?:an?\s+)?(?P<v>[\w-]+)\s+diet\b", "lower"),
        _f(
            "diet",
            rf"(?:no\s+longer|not|stopped\s+being|quit\s+being|gave\s+up\s+being)\s+(?:an?\s+)?"
            rf"(?:{_ADVB})?(?P<v>{DIETS})\b",
            "lower",
            polarity=-1,
            temporal=True,
            needs=re.compile(r"\b(?:no longer|anymore|any more|stopped|quit|gave up)\b", _I),
        ),
        _f(
            "diet",
            r"(?:(?:started|start|back\s+to)\s+eating\s+meat|eat(?:ing)?\s+meat)\s+again\b|"
            r"(?:gone|went|going|got|am|['’]m)\s+back\s+to\s+eating\s+meat\b|(?:back\s+|"
            r"(?<=\bback\s))to\s+eating\s+meat\b",
            constant="eats meat",
            temporal=True,
        ),
        _f(
            "diet",
            rf"(?:{_NEG}|stopped|quit|gave up|giving up|given up|cut out|cutting out|dropped|ditched|off)\s+"
            r"(?:eat|eating)?\s*(?:meat|all meat|red meat and chicken)\b",
            constant="vegetarian",
            temporal=True,
        ),
        _f(
            "diet",
            r"(?:cut\s+out|cutting\s+out|gave\s+up|given\s+up|giving\s+up|quit|stopped\s+eating|dropped|"
            r"ditched)\s+"
            r"(?:all\s+)?(?P<v>dairy|animal\s+products|gluten)\b",
            "no_food",
            temporal=True,
        ),
        _f(
            "diet",
            r"(?:eats?|eating)\s+(?P<v>no\s+(?:pork|beef|meat|dairy|gluten|fish|sugar))\b",
            "lower",
        ),
        _f(
            "diet",
            r"(?:eating|eat|eats)\s+normally\b",
            constant="eating normally",
            temporal=True,
        ),
        _f(
            "diet",
            r"(?:eating|eat|eats)\s+(?:pretty\s+much\s+|just\s+about\s+|basically\s+|literally\s+)?"
            r"(?:everything|anything)\b",
            constant="no restrictions",
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
            r"(?:outgrew|outgrown|grew\s+out\s+of|grown\s+out\s+of|got\s+over|beat)\s+(?:my|the|"
            r"that|this|an?)\s+(?P<v>[\w -]+?)\s+(?:allergy|allergies|thing|intolerance)\b",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "allergies",
            r"(?:have|has|developed|(?:was|got|been)\s+diagnosed\s+with)\s+(?:an?\s+)?(?:(?:mild|severe|"
            r"slight|bad|serious|new|nasty|real)\s+)*allergy\s+to"
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
            rf"(?:have|has|['’]ve got|got)\s+(?P<v>{_KID}(?:\s+and\s+{_KID})?)\b(?!['’])",
            "kids",
        ),
        _f(
            "children",
            r"(?:adopted|welcomed|had)\s+(?P<v>(?:an?|our|my)\s+(?:first\s+)?"
            r"(?:little\s+|baby\s+|new\s+)?(?:boy|girl|son|daughter|baby|child)(?:\s+(?:boy|girl))?)"
            r"\b",
            temporal=True,
        ),
        _f(
            "children",
            r"(?:gave\s+birth\s+to|welcomed|had)\s+(?:our|my)\s+(?P<v>second|third|fourth|fifth|"
            r"sixth)\b(?!\s+(?:date|time|dog|cat|pet|house|car|job|round|interview|try|go))",
            "ordinal",
            temporal=True,
        ),
        _f(
            "children",
            r"(?:gave\s+birth\s+to|welcomed|had)\s+(?P<v>twins|triplets|(?:a|our)\s+(?:baby\s+)?"
            r"(?:boy|girl|son|daughter))\b",
            temporal=True,
        ),
        _f(
            "children",
            r"(?:now\s+)?(?:pregnant\b|expecting(?:\s+(?:a|an|our|my|another)\s+(?:baby|child|kid|"
            r"little\s+one|boy|girl|first|second|third|fourth)\b|\s+twins\b|\s+again\b)?"
            r"(?=\s*$|\s*[,.!;]|\s+(?:in|next|this|any|soon|again|now)\b))",
            constant="expecting a baby",
            temporal=True,
        ),
        _f(
            "children",
            r"(?:have|has|got|['’]ve\s+got)\s+(?:a|an|our|my|another)\s+(?:baby|second|third|fourth|fifth|"
            r"little\s+one|kid|child)\s+on\s+the\s+way\b",
            constant="expecting a baby",
            temporal=True,
        ),
        _f(
            "children",
            rf"(?:an?\s+)?(?:proud\s+|busy\s+|single\s+)?(?:mom|mum|mother|dad|father|parent|mama|"
            rf"papa)\s+(?:of|to)\s+(?P<v>one|{_NUMBER_WORD})\b(?!\s+of\b)",
            "count_children",
        ),
        _f(
            "children",
            r"(?:became|become)\s+(?:a\s+)?(?:father|mother|dad|mom|mum|parent)\b",
            constant="a baby",
            temporal=True,
        ),
        # no pet at all: "no pets" (a pet that comes later replaces it, see .revisions)
        _f(
            "pets",
            rf"(?:{_NEG}|never)\s+(?:have|had|own|owned|keep)\s+(?:any\s+)?pets\b|(?:have|has)\s+no\s+"
            r"pets\b",
            constant="no pets",
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
            rf"(?:lost|buried)\s+(?:our|my)\s+(?P<v>(?:[\w-]+\s+)?(?:{PETS}))\b",
            "pet",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "pets",
            r"(?:have|has|got|own|owns|adopted|rescued|bought|keep|keeps|took\s+in|taken\s+in|"
            r"brought\s+home|welcomed|picked\s+up|gotten)\s+"
            rf"(?P<v>{_COUNT}\s+(?:[\w-]+\s+)?(?:{PETS})(?:\s+(?:named|called)\s+\w+)?)(?![\w-])"
            # the animal itself, not a thing named after it ("a puppy calendar")
            rf"(?!\s+(?:{_PET_THINGS})\b)",
        ),
        # numbers
        _f(
            "income",
            r"(?:now\s+)?(?:earn|earns|earning|make|makes|making|take home|bring in|bring home|bringing home|"
            r"pull in|pulling in)\s+(?P<v>.+)",
            "pay",
        ),
        _f(
            "income",
            r"(?:got|negotiated|received|landed|was\s+given|given)\s+(?:a\s+)?(?:pay\s+|salary\s+|"
            r"big\s+|nice\s+|small\s+)?(?:raise|rise|bump|increase|pay\s+cut|cut)\s+(?:up\s+|"
            r"down\s+)?to\s+(?P<v>.+)",
            "amount",
            temporal=True,
        ),
        _f(
            "income",
            r"(?:got\s+|was\s+|been\s+)?(?:bumped|raised|moved)\s+(?:up\s+)?to\s+(?P<v>.+)",
            "money",
            temporal=True,
        ),
        _f(
            "income",
            r"(?:get|gets|getting|am|['’]m|is|are)\s+paid\s+(?P<v>.+)",
            "money",
        ),
        # "I'm on 72k now", "I'm at 98k": a sum of money, not rent
        _f(
            "income",
            r"(?!.*\b(?:rent|steps|followers|subscribers|miles|km|calories|words|views|points|"
            r"users|downloads|battery|percent)\b)(?:now\s+)?(?:on|at)\s+(?:about\s+|around\s+|"
            rf"roughly\s+)?(?P<v>{CURRENCY_SIGN}?\s?\d[^,;]*)",
            "money",
            temporal=True,
        ),
        _f(
            "rent",
            r"(?:pay|pays|paying)\s+(?P<v>\S+(?:\s+\S+)?)\s+(?:a\s+month\s+|per\s+month\s+)?"
            r"(?:in|for)\s+(?:rent|(?:my|our)\s+(?:[\w-]+\s+)?(?:studio|flat|apartment|place|room|"
            r"house))",
            "amount",
        ),
        _f("rent", r"(?:pay|pays|paying)\s+(?P<v>.+)", "amount", needs=_RENT),
        _f("weight", r"(?:weigh|weighs|weighing)\s+(?:in\s+at\s+)?(?P<v>.+)", "weighed"),
        _f(
            "weight",
            r"(?:(?:got|gotten|am|['’]m|is|are)\s+)?(?:down|up)\s+to\s+(?P<v>.+)",
            "weight",
            temporal=True,
        ),
        _f(
            "weight",
            r"(?:hit|reached|finally\s+hit|dropped\s+to|got\s+to)\s+(?P<v>.+)",
            "weight",
            temporal=True,
        ),
        _f(
            "weight",
            r"(?:at\s+)?(?P<v>\d[\d.,]*\s*(?:kg|kgs|kilos?|kilograms|lbs?|pounds)\b(?!\s*(?:down|up|"
            r"lighter|heavier|off|less|more|lost|gained|to\s+go|overweight|underweight)\b).*)",
            "weight",
        ),
        _f("age", r"(?P<v>\d{1,3})\s+(?:years?\s+old|yo)\b", "age"),
        _f("age", r"(?:just\s+)?turned\s+(?P<v>\d{1,3})\b", "age", temporal=True),
        _f(
            "age",
            r"(?:['’]m|am|is)\s+(?:now\s+|actually\s+)?(?P<v>[1-9]\d)(?=\s*(?:$|,|\bnow\b|\bnot\b|"
            r"\bthis\s+year\b|\bas\s+of\b))",
            "age",
        ),
        _f(
            "age",
            r"(?:had|celebrated|turned)\s+(?:my\s+)?(?P<v>\d{1,3})(?:st|nd|rd|th)\s+birthday\b",
            "age",
            temporal=True,
        ),
        # an offer's sum, once taken: "accepted a new offer at $118,000 base"
        _f(
            "income",
            r"(?:accepted|took|signed|accepting|taking)\s+(?:an?|the|their|his|her)\s+(?:new\s+|job\s+)*"
            rf"offer\s+(?:(?:from|with|at)\s+{_ORG_NAME}\s+)?(?:at|for|of|worth|paying)\s+"
            rf"(?P<v>{CURRENCY_SIGN}?\s?\d.*)",
            "pay",
            temporal=True,
        ),
        # a correction that is only a sum: "Typo earlier: 56k, not 65k", "oops, meant 48k"
        _f(
            "income",
            r"(?:(?:meant|mean)(?:\s+to\s+say)?\s+|should(?:\s+have|['’]ve)\s+said\s+)?"
            rf"(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*\s*(?:k|grand|thousand)?)(?:\s*,?\s*not\s+"
            rf"{CURRENCY_SIGN}?\s?\d\S*)?\s*$",
            "salary",
            temporal=True,
            needs=CORRECTION_MARK,
        ),
        # a monthly sum with no other object: "We pay 2400/mo", "just 750 per month" (of a
        # new place); "I pay 15 a month for Netflix" is no rent
        _f(
            "rent",
            rf"(?:pay|pays|paying)\s+(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*k?)\s*(?:/\s*mo(?:nth)?\b|(?:a|per)\s+"
            r"month|monthly)(?:\s+(?:for|at|on|in)\s+(?:a|an|the|my|our)\s+(?:new\s+)?(?:[\w-]+\s+)?"
            r"(?:one-bed|two-bed|studio|flat|apartment|place|room|house|condo))?\s*$",
            "rent",
        ),
        # a clause that is only the new sum, after its news: "The raise came through, 78k
        # now", "Rent's gone up, now 1,300", "Got a pay cut, down to 50k"
        _f(
            "rent",
            rf"(?:(?:up|down)\s+to\s+)?(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*)(?:\s+now)?\s*$",
            "rent",
            temporal=True,
            needs=re.compile(r"\brent\b", _I),
        ),
        _f(
            "income",
            rf"(?:(?:up|down)\s+to\s+)?(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*\s*(?:k|grand|thousand)?)(?:\s+now)?\s*$",
            "salary",
            temporal=True,
            needs=re.compile(
                r"^(?!.*\brent\b)(?=.*\b(?:raise|salary|pay|paid|offer|promot\w*|bonus|base|comp|"
                r"compensation)\b)",
                _I | re.S,
            ),
        ),
        _f(
            "rent",
            rf"(?:only\s+|about\s+|around\s+)?(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*k?)\s*(?:/\s*mo(?:nth)?\b|"
            r"(?:a|per)\s+month)\s*$",
            "rent",
            temporal=True,
            needs=_HOME_WORD,
        ),
        # "I'm a nurse (at X)" — after diets, so "a vegetarian" is not a job
        _f("employer", rf"(?:an?\s+|the\s+)(?P<t>{_JOB_NP})\s+(?:at|for|with)\s+(?P<v>.+)", "org"),
        _f(
            "job_title",
            rf"(?:became|become|now)?\s*(?:an?\s+|the\s+)(?:(?:new|current|newly\s+(?:appointed|"
            rf"promoted|minted))\s+)?(?P<v>{_JOB_NP})\b",
        ),
        # a title on its own after a promotion: "Got promoted! Officially senior data analyst"
        _f(
            "job_title",
            rf"(?:an?\s+|the\s+)?(?!(?:my|your|his|her|our|their|this|that)\b)(?P<v>{_JOB_NP})"
            r"(?=\s*$|\s+(?:now|as\s+of|from|starting|effective|today)\b)",
            "job",
            temporal=True,
            needs=_TITLE_NEWS,
        ),
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
            r"can['’]t\s+(?:stand|handle|sit\s+through|stomach|bear|get\s+into)|cannot\s+(?:stand|"
            r"handle|bear))\s+(?P<v>.+)",
            polarity=-1,
        ),
        _f(
            "likes",
            r"(?:(?:kinda|kind\s+of|so|totally|completely|pretty\s+much|really|just)\s+)?over\s+"
            r"(?P<v>(?!(?:it|that|this|them|the\s+moon|here|there|in|at|to|for|from|with|by|on)\b)"
            r"(?!(?-i:[A-Z])\S*\s+(?:for|until|till|this|on)\b).+)",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:(?:gone|went|going)\s+off|(?:fell|fallen|falling)\s+out\s+of\s+love\s+with|"
            r"(?:lost|losing)\s+(?:all\s+)?interest\s+in|(?:sick|tired)\s+of|fed\s+up\s+"
            r"with)\s+(?P<v>.+)",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:quit|gave\s+up|cut\s+out|cutting\s+out|ditched|stopped\s+(?:eating|drinking|having))"
            r"\s+(?P<v>(?!(?:my|the|his|her|their|our|on|trying|being|it|that|this|teaching|nursing|"
            r"coaching|tutoring|consulting|freelancing|bartending|waitressing|lecturing)\b)[a-z].*)",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:switched|switching|moved|changed)\s+(?:over\s+)?(?:from\s+.+?\s+)?to\s+(?P<v>.+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:(?:come|came|coming)\s+(?:a)?round\s+(?:on|to)|(?:warmed|warming)\s+up\s+to)\s+"
            r"(?P<v>.+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:got|gotten|getting)\s+(?:really\s+|super\s+|very\s+)?into\s+(?P<v>(?!(?:college|"
            r"uni|university|school|grad school|law school|med school|the program|trouble|debt|bed|"
            r"(?:a|an|the)\s+\w+\s+(?:accident|fight|argument|crash)|a fight|an argument|an? car|"
            r"the car|Harvard|Yale|Oxford|Cambridge|Stanford|MIT|Princeton)\b).+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:took|taken|taking|picked|picking)\s+up\s+(?P<v>(?!(?:my|the|a|an|his|her|our|"
            r"their|some|it|that|this|them|him|me|us)\b).+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:fell|fallen|falling)\s+in\s+love\s+with\s+(?P<v>(?!(?:him|her|them|someone|"
            r"somebody|my|(?-i:[A-Z])\w+\b)).+)",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:been\s+)?(?:bingeing|binging|binge-watching|binge\s+watching|addicted\s+to|"
            r"hooked\s+on|obsessed\s+with|loving)\s+(?P<v>.+)",
            temporal=True,
        ),
        _f("likes", r"(?:can['’]t|cannot)\s+get\s+enough\s+of\s+(?P<v>.+)"),
        _f(
            "likes",
            r"(?:started|starting|begun|begin|began)\s+(?:to\s+)?(?:like|love|enjoy|liking|loving|"
            r"enjoying)\s+(?P<v>.+)",
            temporal=True,
        ),
        # a like by how much of it there is: "living on techno lately", "X on repeat"
        _f(
            "likes",
            r"(?:living\s+on|playing|listening\s+to|blasting)\s+(?!(?:a|an|the|my|our|his|her|their|"
            r"savings|benefits|credit|welfare|loans?|nothing|little|fumes)\b)(?P<v>.+?)\s+(?:nonstop|"
            r"non-stop|on\s+repeat|constantly|all\s+the\s+time|lately|recently|these\s+days)\b",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:had|have|got|['’]ve\s+had)\s+(?P<v>(?!(?:it|that|this|them)\b).+?)\s+on\s+repeat\b",
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:really\s+|absolutely\s+|totally\s+|also\s+)?(?:like|likes|love|loves|enjoy|"
            r"enjoys|adore|adores|prefer|prefers)\s+(?P<v>.+)",
        ),
        _f(
            "likes",
            r"(?:really\s+)?(?:into|(?:a\s+)?(?:big\s+|huge\s+|massive\s+)?fan\s+of|crazy\s+about|"
            r"obsessed\s+with|hooked\s+on|mad\s+about)\s+(?P<v>.+)",
        ),
    )


FRAMES: tuple[Frame, ...] = _frames()


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
