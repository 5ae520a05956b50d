"""English frames of the sixth pass: facts said in passing, topic first, or as a fragment.

Families written from how people talk, each with the guards its distractors need: a job
and a home in one breath ("I'm a nurse living in Auckland"), a favourite named before
its frame ("Radiohead has been my favourite band since uni", "Favourite movie of all
time? X, easy.", a title with "and" in it), a move done this weekend (a home, not a
stay), a stay someone else booked ("the airline moved me to the Premier Inn"), a leg of a
trip reached by bus or train, a rent per calendar month or per week and in a currency
code ("£950 pcm", "AUD 620 a week"), a weight in stone, a correction that names only the
values ("wait no, peanuts, not shellfish", "13 stone not 14"), a diet one has to keep
("I have to eat gluten-free", "I eat a plant-based diet"), a name taken at a wedding
("changed my name … It's Samantha Ortiz now", "Officially Mrs. Patel"), an offer taken
from an employer as the subject, a pet talked into or described by its breed, a count of
children as a fragment, and tastes that end or start ("haven't touched chess in ages",
"mushrooms are disgusting to me", "Eggplant though, absolutely not").

Its cleaners are in :mod:`.en_values`, its sentence rewrites in :mod:`.en_restated`;
composed into :data:`.en_everyday.ENGLISH`. Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction import en_words
from memory_ext.extraction.en_values import _CODE, _MONTHLY, _TITLED, _WEEKLY
from memory_ext.extraction.en_words import _FAV, _KIDS_COUNT, _NOW, _ORG_NAME, _f
from memory_ext.extraction.grammar import CURRENCY_SIGN, Frame

_I = re.I

# -- a move done this week is a home -------------------------------------------------------
_THIS_PERIOD = r"this (?:week|weekend|month)|"
assert en_words.TEMPORARY.pattern.startswith(r"\b(?:" + _THIS_PERIOD)
#: A move made (not "moving this weekend", not "moved into a hotel").
_MOVE_MADE = (
    r"\b(?:moved|relocated)\s+(?:in(?:to)?|to|here|there|out|over|back|down|up|across|house|home)\b"
)
#: TEMPORARY, but "this week" turns no home into a stay when the clause says the user
#: moved ("We finally moved into the new place in Boulder this weekend").
TEMPORARY = re.compile(
    r"\b(?:"
    + en_words.TEMPORARY.pattern.removeprefix(r"\b(?:" + _THIS_PERIOD)
    + rf"|^(?!.*{_MOVE_MADE}).*?\b(?:{_THIS_PERIOD[:-1]})\b",
    _I | re.S,
)
#: The base blockers, and a move still to come this week: "We're moving into the new place
#: this weekend" is neither a home yet nor a stay.
#: A state told in the past: "I was 14 stone at uni", "was paying £950 until I moved" (not
#: an event: "we were married last summer", "I was engaged last month" still count).
PAST_STATE = (
    r"(?:was|were)\s+(?=(?:about\s+|around\s+|only\s+|still\s+)?\d|paying|earning|making|living|based|"
    r"renting|single|vegan|vegetarian|pescatarian|keto|an?\s+|on\s+)"
)
BLOCKER = re.compile(
    en_words.BLOCKER.pattern
    + r"|\s*(?:moving|relocating)\b(?=[^.!?]*\b(?:this\s+(?:coming\s+)?(?:week|weekend|month)|tomorrow|"
    r"tonight|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b)"
    + rf"|\s*{PAST_STATE}(?=.*\b(?:at\s+(?:uni|university|college|school)|last\s+(?:year|month|summer|"
    r"winter|spring|autumn|fall)|when\s+i\s+was|before\s+(?:the|my|i|we)|until|till|ago|at\s+my\s+(?:old|"
    r"last|previous))\b)",
    _I,
)

# -- guards ---------------------------------------------------------------------------------
_HOME = r"(?:room|flat|apartment|studio|place|house|condo|one-bed|two-bed|rent|lease|landlord|houseshare|flatshare)"
#: Not a home eyed up, asked about or weighed: "Found a flat at £900 pcm, worth it?".
_NOT_EYED = (
    r"^(?!.*\b(?:looking|viewing|viewed|found|considering|thinking|might|could|would|should|"
    r"worth\s+(?:switching|moving|taking|considering|a\s+look)|"
    r"if|listed|advertised|asking|going\s+for|go\s+for|offered|quoted|cheaper\s+than|saw|seen|spotted|"
    r"listing|advert|ad)\b)(?!.*\?)"
)
#: A rent of the user's own home: "moved into a studio, £1,250 pcm now".
_OWN_RENT = re.compile(
    rf"{_NOT_EYED}(?=.*\b{_HOME}s?\b)(?=.*\b(?:moved|now|paying|pay|signed|renting|rent|my|our)\b)",
    _I | re.S,
)
_FOOD_TALK = re.compile(
    r"\bto\s+me\b|\b(?:recipes?|eat\w*|food|tastes?|dish\w*|meals?|cook\w*|menu|order\w*|salads?|"
    r"sandwich\w*|pizzas?|plate|put\s+(?:them|it)\s+in|"
    r"leave\s+(?:them|it)\s+out|skip\s+(?:them|it))\b",
    _I,
)
#: Other people's children in the sentence: "Two kids (my nephews) are staying over".
_OWN_KIDS = re.compile(
    r"^(?!.*\b(?:nephews?|nieces?|neighbou?rs?|their|his|her|friend['’]?s|sister['’]?s|brother['’]?s|"
    r"cousins?|students?|pupils?|school|class|babysit\w*|nann\w*|looking\s+after|watching|were|was|"
    r"not\s+(?:mine|ours|my\s+own)|plane|flight|train|bus|restaurant|cafe|next\s+to\s+me|behind\s+me|"
    r"screaming|yelling|crying|kicking)\b)",
    _I | re.S,
)
_LODGING = (
    r"(?:the\s+|a\s+)?(?:[\w'’&-]+\s+){0,3}?(?:hotels?|inn|motel|hostel|lodge|suites|resort|airbnb|"
    r"b&b|guesthouse|marriott|hilton|hyatt|travelodge|ibis|novotel|sheraton|radisson|"
    r"best\s+western|holiday\s+inn)\b(?:\s+(?-i:Express|Suites|Hotel|Resort|Lodge))?"
)


#: A like put down for good, not a break: something else took its place or the interest
#: went ("I'm all about pickleball now"), and no wish to return ("I'll get back to it").
_PUT_DOWN = re.compile(
    r"^(?!.*\b(?:miss(?:ing)?|get\s+back|back\s+(?:to|into)|can['’]t\s+wait|hope|hoping|want|wanna|plan\w*|"
    r"soon|busy|because|due\s+to|injur\w*|broke|broken|work|time|yet|still\s+love)\b)(?=.*\b(?:all\s+about|"
    r"into|obsessed|hooked|instead|anymore|any\s+more|lost\s+interest|over\s+it|bored|moved\s+on|prefer|"
    r"switched)\b)",
    _I | re.S,
)
#: Not the user's, said right after: "Big Arsenal fan, my husband, not me", "Peanut
#: allergy, not mine, my daughter's".
_NOT_ME = re.compile(
    r"^(?!.*\bnot\s+(?:me|mine|really|anymore|any\s+more|us|ours)\b)(?!.*[,;—–-]\s*(?:my|his|her|our|their)\s+"
    r"[\w-]+(?:['’]s)?\s*(?:[,;.!]|$))",
    _I | re.S,
)
#: Long enough to be a like put down, not a busy spell: "in ages", "for months".
LAPSE = (
    r"(?:in|for)\s+(?:ages|years|months|forever|a\s+(?:long\s+)?while|a\s+long\s+time|"
    r"(?:a\s+)?(?:few|couple\s+of|\w+)\s+(?:years|months))\b"
)
_ALLERGY_GRADE = (
    r"(?:mild|severe|slight|bad|serious|new|nasty|real|life-threatening|deadly|pretty\s+bad|really\s+bad|"
    r"very\s+bad|major|minor)"
)


def _early() -> tuple[Frame, ...]:
    none = {"subject": "none"}
    fav = r"(?:(?:my|our|the\s+user['’]s|user['’]s)\s+)"
    return (
        # a favourite title, "and" kept: "my fav book is Pride and Prejudice"
        _f(
            "favourite:{x}",
            rf"{fav}{_FAV}\s+{_TITLED}(?:\s+{_NOW})?\s+(?:is|was|['’]s|has\s+always\s+been)\s+"
            r"(?:still\s+|probably\s+|definitely\s+|easily\s+|now\s+|hands\s+down\s+)?(?P<v>(?-i:[A-Z0-9\"'“]).+)",
            "title",
            **none,
        ),
        _f(
            "favourite:{x}",
            rf"(?P<v>(?-i:[A-Z0-9\"“]).+?)\s+(?:is|are|['’]s)\s+(?:now\s+|still\s+)?{fav}{_FAV}\s+"
            rf"{_TITLED}(?=\s*$|\s*[,.!;]|\s+{_NOW}\b)",
            "title",
            **none,
        ),
        # rent per calendar month or per week: "paying £950 pcm for a room", "I pay AUD
        # 620 a week in rent"
        _f(
            "rent",
            rf"(?:pay|pays|paying)\s+(?P<v>(?:about\s+|around\s+|like\s+|just\s+)?(?:{_CODE}\s?)?{CURRENCY_SIGN}?\s?\d[\d,.]*"
            rf"\s*(?:(?-i:{_CODE})\s*)?(?:{_WEEKLY}|{_MONTHLY}))(?=\s*$|\s+(?:in|for|on)\s+(?:rent|(?:a|the|my|our|this)\s+"
            rf"(?:[\w-]+\s+){{0,2}}?{_HOME}s?)\b|\s+now\b|\s+rent\b)",
            "rent_sum",
        ),
        _f(
            "rent",
            rf"(?:(?:it['’]s|that['’]s|now|only|just|paying)\s+)*(?P<v>(?:{_CODE}\s?)?{CURRENCY_SIGN}?\s?\d[\d,.]*\s*"
            rf"(?:pcm|p/cm|per\s+calendar\s+month|pw|p/w|(?:a|per)\s+week|(?:a|per)\s+month|/\s?(?:mo|month|wk|week)\b))"
            r"(?=\s*$|\s+now\b|\s+(?:for|in)\s+(?:rent|(?:a|the|my|our)\s+))",
            "rent_sum",
            needs=_OWN_RENT,
            **none,
        ),
        # a rent said with its currency code: "My rent is AUD 620 a week"
        _f(
            "rent",
            r"(?:(?:my|our|the\s+user['’]s|user['’]s)\s+)?(?:monthly\s+|weekly\s+)?rent(?:\s+is|['’]s)\s+"
            rf"(?:now\s+|only\s+|just\s+)?(?=(?-i:{_CODE})\s?\d|[^,;]*?\d\s*(?:{_WEEKLY})\b)(?P<v>.+)",
            "rent_sum",
            **none,
        ),
        # the rent of the new home: "New flat is £1,100 pcm", "The new place is AUD 650 a week"
        _f(
            "rent",
            rf"(?:(?:my|our|the)\s+)?new\s+(?:[\w-]+\s+)?{_HOME}\s+(?:is|costs|['’]s|comes\s+to)\s+(?:only\s+|just\s+|"
            rf"about\s+)?(?P<v>(?:{_CODE}\s?)?{CURRENCY_SIGN}?\s?\d[\d,.]*\s*(?:(?-i:{_CODE})\s*)?(?:{_WEEKLY}|{_MONTHLY})\b)",
            "rent_sum",
            temporal=True,
            needs=re.compile(_NOT_EYED, _I | re.S),
            **none,
        ),
        # a home rented at a price: "I'm renting a studio for £1,050 a month"
        _f(
            "rent",
            rf"renting\s+(?:a|an|the|this|my|our)\s+(?:[\w-]+\s+){{0,2}}?{_HOME}s?\s+(?:[\w-]+\s+){{0,3}}?(?:for|at)\s+"
            rf"(?P<v>(?:{_CODE}\s?)?{CURRENCY_SIGN}?\s?\d[\d,.]*\s*(?:(?-i:{_CODE})\s*)?(?:{_WEEKLY}|{_MONTHLY})\b)",
            "rent_sum",
        ),
        # a rent corrected by its period alone: "typo, £950 pcm not £590"
        _f(
            "rent",
            rf"(?:(?:it['’]s|i\s+meant|make\s+that|i\s+pay)\s+)?(?P<v>{CURRENCY_SIGN}?\s?\d[\d,.]*\s*(?:pcm|pw|p/w|a\s+week|"
            rf"per\s+week|a\s+month|per\s+month))\s*,?\s+not\s+{CURRENCY_SIGN}?\d",
            "rent_sum",
            temporal=True,
            needs=en_words.CORRECTION_MARK,
            **none,
        ),
        # a weight corrected by its unit alone: "oops, 13 stone not 14, typo"
        _f(
            "weight",
            r"(?:(?:it['’]s|i['’]m|i\s+am|i\s+meant|make\s+that)\s+)?(?P<v>\d[\d.]*\s*(?:stone|st|kg|kgs|"
            r"kilos|lbs?))\s*,?\s+not\s+\d",
            "weight",
            temporal=True,
            needs=en_words.CORRECTION_MARK,
            **none,
        ),
        # marriage by the new title: "Officially Mrs. Patel as of last Saturday"
        _f(
            "marital_status",
            r"(?:(?:i['’]m|i\s+am|i\s+became|became|we['’]re|we\s+are|user\s+is|the\s+user\s+is)\s+)?"
            r"(?:(?:now|officially|finally|just|the\s+new)\s+)*(?-i:(?:Mr\.?\s+(?:and|&)\s+)?Mrs\.?|"
            r"Mr\.?\s+(?:and|&)\s+Mr\.?|Mrs\.?\s+(?:and|&)\s+Mrs\.?)\s+(?-i:[A-Z])[\w'’-]+(?:-(?-i:[A-Z])\w+)?"
            r"(?=\s*$|\s+now\s*$|\s+(?:as\s+of|since)\s+[^,;]*$)",
            constant="married",
            temporal=True,
            needs=re.compile(
                r"\b(?:officially|finally|became|the\s+new|as\s+of|now|at\s+last|wedding|married|since)\b|💍",
                _I,
            ),
            **none,
        ),
        # a weight in stone: "I'm 14 stone", "User is 13 st 4"
        _f(
            "weight",
            r"(?:at\s+|about\s+|around\s+|roughly\s+|nearly\s+|just\s+)?(?P<v>\d{1,2}(?:\.\d)?\s*(?:stone|st)\b"
            r"(?:\s*(?:and\s+)?\d{1,2}\s*(?:lbs?|pounds?)?\b)?)(?!\s*(?:down|up|lighter|heavier|off|less|more|"
            r"lost|gained|to\s+go|overweight|underweight|heavy)\b)",
            "weight",
        ),
        # an offer from an employer as the subject, taken: "Walmart made me an offer I
        # couldn't refuse, started there last week"
        _f(
            "employer",
            r"(?!(?:my|our|the|they|he|she|it|we|you|i|his|her|their|someone|somebody|nobody|"
            rf"everyone)\b)(?P<v>{_ORG_NAME}(?:\s+&\s+{_ORG_NAME})?)\s+(?:finally\s+)?(?:made|gave)\s+me\s+"
            r"(?:an?\s+|the\s+)?"
            r"(?:job\s+|new\s+)?offer\b",
            "org",
            temporal=True,
            needs=re.compile(
                r"^(?=.*\b(?:couldn['’]t\s+refuse|accepted|took\s+it|said\s+yes|"
                r"signed|started\s+there|i\s+started|started\s+(?:last|yesterday|on))\b)",
                _I | re.S,
            ),
            **none,
        ),
        # a count of children as a fragment: "Two kids (twins, both 3) so bedtime is chaos"
        _f(
            "children",
            rf"(?:(?:got|have|with)\s+)?(?P<v>{_KIDS_COUNT})(?=\s*(?:\(|$))",
            "lower",
            needs=_OWN_KIDS,
            **none,
        ),
        # a child counted as it arrives: "We welcomed baby #3 on Friday"
        _f(
            "children",
            r"(?:welcomed|had|delivered)\s+(?:baby|kid|child)\s+(?:number|no\.?|#)\s*(?P<v>two|three|four|five|"
            r"six|[2-6])\b",
            "count_children",
            temporal=True,
        ),
        # a dislike that ended: "cilantro doesn't bother me anymore", "I don't mind olives now"
        _f(
            "likes",
            r"(?!(?:it|this|that|they|he|she|you|we|i|there|my|our|his|her|their|the\s+(?:noise|smell|"
            r"heat|cold|weather|traffic|pain|commute))\b)(?P<v>[\w'’ -]+?)\s+(?:doesn['’]t|don['’]t|does\s+not|"
            r"do\s+not)\s+(?:really\s+|even\s+)?(?:bother|bug|gross\s+out)\s+me\s+(?:anymore|any\s+more)\b",
            temporal=True,
            **none,
        ),
        _f(
            "likes",
            r"(?:don['’]t|do\s+not|doesn['’]t|does\s+not)\s+(?:really\s+|even\s+)?mind\s+(?P<v>[\w'’ -]+?)\s+"
            r"(?:anymore|any\s+more|these\s+days|now)\b",
            temporal=True,
        ),
        # an allergy had or carried: "I've got a peanut allergy", "Severe shellfish allergy,
        # carry an EpiPen"
        _f(
            "allergies",
            rf"(?:have|has|['’]ve\s+got|got|carry|live\s+with)\s+(?:an?\s+)?(?:{_ALLERGY_GRADE}\s+)*"
            rf"(?!(?:no|not|any|my|his|her|their|our)\b|{_ALLERGY_GRADE}\s+allerg)(?P<v>[\w -]+?)\s+allerg(?:y|ies)\b"
            r"(?!\s+(?:to|test|"
            r"testing|season|medication|meds|pills?|clinic|appointment|doctor)\b)",
        ),
        _f(
            "allergies",
            rf"(?:{_ALLERGY_GRADE}\s+)*(?!(?:no|not|any|my|his|her|their|our|the|a|an|this|that|what|which)\b)"
            r"(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+allerg(?:y|ies)(?=\s*$|\s+here\b|\s*[,;.!]\s*(?:carry|so|btw|fyi|"
            r"please|no\b|always|can['’]t|cannot|have\s+to|need\s+to|$))",
            needs=_NOT_ME,
            **none,
        ),
        # a fan of a team or a name: "I'm a huge Arsenal fan", "Huge Taylor Swift fan here"
        _f(
            "likes",
            r"(?:a\s+)?(?:huge|big|massive|die-?hard|lifelong|life-long|long-?time|total|proper|devoted|"
            r"diehard)\s+(?P<v>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3})\s+fan\b",
            needs=_NOT_ME,
        ),
        _f(
            "likes",
            r"(?:huge|big|massive|die-?hard|lifelong|life-long|long-?time|total|proper|devoted|diehard)\s+"
            r"(?P<v>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3})\s+fan\b(?=\s*$|\s+here\b|\s*[,;.!])",
            needs=_NOT_ME,
            **none,
        ),
        # children counted by the user's own: "My two boys keep me busy"
        _f(
            "children",
            rf"(?:my|our)\s+(?P<v>{_KIDS_COUNT})\b(?!['’])",
            "lower",
            **none,
        ),
        # a like put down: "haven't touched chess in ages"
        _f(
            "likes",
            r"(?:have|has)(?:n['’]t|\s+not)\s+(?:really\s+|even\s+)?(?:touched|played|picked\s+up|done|"
            r"been\s+into)\s+(?:any\s+)?(?!(?:my|our|his|her|their|your|the|a|an|this|that|it|them|those|"
            rf"these|anything|anyone|anybody|food|work|him|me)\b)(?P<v>[\w'’ -]+?)\s+{LAPSE}",
            polarity=-1,
            temporal=True,
            needs=_PUT_DOWN,
        ),
        # a food that disgusts: "Mushrooms are disgusting to me"
        _f(
            "likes",
            r"(?!(?:it|this|that|they|he|she|you|we|i|there|my|our|his|her|their|the\s+(?:hotel|room|"
            r"place|weather|traffic|bathroom|toilet|smell))\b)(?P<v>[\w'’ -]+?)\s+(?:is|are|['’]s|['’]re)\s+"
            r"(?:truly\s+|absolutely\s+|just\s+|really\s+|honestly\s+|genuinely\s+|utterly\s+)?(?:disgusting|"
            r"gross|vile|revolting|inedible|nauseating)(?:\s+to\s+me)?(?=\s*$|\s*[,.!;]|\s+to\s+me\b)",
            polarity=-1,
            needs=_FOOD_TALK,
            **none,
        ),
    )


EARLY = _early()
