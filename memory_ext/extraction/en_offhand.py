"""English said offhand, found on blind 8 (the eighth pass's casual set) and put in the
plainer words the grammar reads, before a sentence is parsed.

A favourite said without "my" ("fav colour is blue", "fave food is pizza"), an agent's
note that reports the user ("User said the divorce was finalized", "User mentioned being
engaged", "… has replaced Inception as their favourite movie"), a raise and its figure in
the next breath ("got the raise!!! 70k starting next month"), a sum said with "'s" ("my
salary's 4.5k"), a second child by its number ("baby #2 arrived"), a pet corrected in
passing ("he's a malamute btw not a husky"), a pet named after its kind ("my corgi waffles
is snoring"), a like said as what one lives for ("i live for hiking"), a dislike that
began ("I've started hating olives"), a diet gone all the way ("went fully vegan") and
having no allergies; also an employer said by the work done there ("i do backend at
spotify"), a marital status said or corrected ("my status is separated", "I should've said
divorced"), a new role by its title, a label before the news ("Update for you: …"), a home
said by how long one has been there ("toronto winters are brutal but i've been here 6 yrs"),
a stay said without "I'm" ("at the hilton in frankfurt till wed"), "I'm in Glasgow" with no
trip, no "now" and no way back in the sentence as the home, news told in disbelief ("now
I'm allergic to tree nuts??"), a concession after a statement ("… even if the flat is
tiny") and "like" as filler. Each is guarded against other people's facts, plans and
questions.
Composed into :data:`.en_everyday.ENGLISH`. Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction.en_reworded import _PASSING
from memory_ext.extraction.en_words import _CITY, _JOB_NP, ANY_CASE_PLACES, PETS
from memory_ext.extraction.grammar import CURRENCY_SIGN, Frame, frame
from memory_ext.extraction.people import PEOPLE_EN

_I = re.I

#: A reporting verb of an agent's note: "User said (that) …", "The user mentioned …".
_REPORTS = (
    r"(?:said|says|mentioned|mentions|noted|notes|shared|shares|reported|reports|explained|"
    r"confirmed|confirms|clarified|clarifies|added|adds|stated|states|told\s+(?:me|us))"
)
#: The user as a note's subject.
_USER = r"(?:the\s+)?user"
#: Someone else in a note, whose news is theirs ("User said their sister got married").
_SOMEONE = rf"(?:\b(?:{PEOPLE_EN})s?\b)"
#: Kinds of work one does at a company: "I do backend at Spotify".
_FIELDS = (
    r"backend|back-end|frontend|front-end|full-stack|fullstack|devops|data|design|marketing|"
    r"sales|ops|research|support|hr|recruiting|finance|accounting|audit|tax|qa|infra|security|"
    r"product|engineering|ml|ai|it|pr|comms|legal|analytics|admin|payroll|compliance"
)
#: Where one is now, not where one lives: "I'm in Rome rn", "… today", "back home Friday".
_HERE_NOW = (
    r"(?!.*\b(?:rn|right\s+now|today|tonight|atm|at\s+the\s+moment|for\s+now|back|home|airport|"
    r"flight|layover|holiday|vacation|getaway|staying|stopover|passing|road\s*trip|tour|festival|"
    r"wedding|funeral|meeting|meetings|client|office\s+for)\b)"
)
_ORDINALS = {"2": "second", "3": "third", "4": "fourth", "5": "fifth"}

_QUESTION_WORD = (
    r"(?:who|what|where|when|why|how|which|whose|do|does|did|is|are|am|can|could|would|should|"
    r"will|shall|have|has|may|might|any|right|really|seriously|wait|or)\b"
)
_STATUS = r"(?:single|married|separated|divorced|engaged|widowed)"

#: Whole-text rewrites, before the text is cut into sentences (``Language.answers``).
ANSWERS: tuple[tuple[re.Pattern[str], str], ...] = (
    # a concession after a statement is no condition on it: "moving here was the right call
    # even if the flat is the size of a shoebox" (the concession is dropped; "even if I
    # moved…" opening a sentence stays a hypothetical)
    (re.compile(r"(?<=[\w'’)])\s*,?\s+even\s+if\b[^.!?\n]*", _I), ""),
    # news told in disbelief, not asked: "… but now I'm allergic to tree nuts?? body is chaos"
    (
        re.compile(
            rf"(?P<s>(?:^|(?<=[.!?\n])\s*)(?!\s*(?:(?:so|and|but|ok|okay)\s+)?{_QUESTION_WORD})(?![^.!?\n]*\b(?:you|your|u|if)\b)[^.!?\n]*?"
            r"\b(?:I['’]m|I\s+am|I['’]ve|I\s+have|turns\s+out|apparently)\b[^.!?\n]*?)\s*\?{2,}[!?]*",
            _I,
        ),
        r"\g<s>!",
    ),
    # a raise, then its figure: "got the raise!!! 70k starting next month" (not a raise
    # "of" a sum, which is how much it went up by)
    (
        re.compile(
            r"\b(?P<s>I\s+|we\s+|(?:the\s+)?user\s+)?(?P<g>got|get|landed|received)\s+(?:the|a|my|that)\s+"
            r"(?:raise|pay\s+rise|pay\s+bump|bump|payrise)\b[\s!.,:—-]*(?:to\s+|so\s+(?:now\s+)?)?"
            rf"(?:it['’]?s\s+|now\s+|i['’]m\s+on\s+)?(?P<v>{CURRENCY_SIGN}\s?\d[\d,.]*\s?(?:k|grand)?|\d[\d,.]*\s?(?:k|grand)\b|"
            r"\d{1,3},\d{3}\b|\d{4,}\b)"
            r"(?![\d%])(?!\s*(?:%|percent|more|extra|bump|raise|increase|years?|months?))",
            _I,
        ),
        r"\g<s>\g<g> a raise to \g<v>.",
    ),
)

REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a label before the news: "Update for you: got transferred …", "quick update — …",
    # "weird news: …"
    (
        re.compile(
            r"^(?P<pre>\W*)(?:(?:so|ok|okay|and|but|also)\s+)?(?:(?:quick|small|big|little|an?|some|weird|"
            r"good|bad|sad|fun|random|life|personal)\s+)?(?:update|news|fyi|heads\s+up|psa)(?:\s+(?:for|to)\s+"
            r"(?:you|u|ya|the\s+record))?\s*(?:[:：—–]|\s-)\s*",
            _I,
        ),
        r"\g<pre>",
    ),
    # "like" as filler, never the verb: after a form of "be" ("since i was like 5", "I'm like
    # so tired") or opening a clause before an adverb or a subject ("like genuinely can't
    # even look at them")
    (
        re.compile(r"\b(?P<b>am|is|are|was|were|be|been|['’]m|['’]re|['’]s)\s+like\b,?", _I),
        r"\g<b>",
    ),
    (
        re.compile(
            r"^(?P<pre>\W*)like\s*,?\s+(?=(?:genuinely|literally|honestly|really|totally|so|just|"
            r"seriously|actually|i|it|you|we|they|he|she|there|every|all)\b)",
            _I,
        ),
        r"\g<pre>",
    ),
    # a favourite without "my": "fav colour is blue obviously", "fave food is pizza"
    (
        re.compile(
            r"^(?P<pre>\W*)(?:fav|fave|favou?rite)\s+(?P<x>[a-z]+)(?:\s+is|['’]s|\s+=)\s+(?!(?:a|an|the)\s+"
            r"(?:[\w-]+\s+)?(?:question|mystery|toss-up|one|call|choice|debate|thing\s+to\s+pick)\b|hard|tough|"
            r"impossible|difficult|tricky|changing|up\s+for\s+debate)",
            _I,
        ),
        r"\g<pre>my favourite \g<x> is ",
    ),
    # a note's "their favourite" is the user's: "User said X has replaced Inception as their
    # all-time favourite movie"
    (
        re.compile(
            rf"^(?P<pre>\W*{_USER}\b(?:(?!{_SOMEONE})[^.!?])*?\bas\s+)their(?=\s+(?:all[- ]time\s+|new\s+)?"
            r"(?:favou?rite|fave)\b)",
            _I,
        ),
        r"\g<pre>my",
    ),
    # a note's cleft of an allergy: "User said the cat note is wrong: it's dogs they're
    # allergic to" → "… the user is allergic to dogs"
    (
        re.compile(
            rf"^(?P<pre>\W*{_USER}\b(?:(?!{_SOMEONE})[^.!?])*?)\bit['’]s\s+(?P<x>[^,;.!?]+?)\s+(?:that\s+)?"
            r"(?P<s>they['’]re|they\s+are)\s+allergic\s+to\b",
            _I,
        ),
        r"\g<pre>the user is allergic to \g<x>",
    ),
    # a note that reports being something: "User mentioned being engaged" → "User is engaged"
    (
        re.compile(rf"^(?P<pre>\W*{_USER})\s+{_REPORTS}\s+being\s+", _I),
        r"\g<pre> is ",
    ),
    # a note that reports the user's news with another subject: "User said the divorce was
    # finalized" → "the divorce was finalized"; "User said that after three rewatches, …"
    # (not "User said they …" or "User said her sister …", which other rules read)
    (
        re.compile(
            rf"^(?P<pre>\W*){_USER}\s+{_REPORTS}\s+(?:that\s+)?(?!(?:that|they|he|she|the\s+user|user|their|his|"
            rf"her|it|i|we|you|someone|somebody|a|an)\b)(?!(?:[\w-]+\s+){{0,2}}{_SOMEONE})",
            _I,
        ),
        r"\g<pre>",
    ),
    # a stay said without "I'm": "at the hilton in frankfurt till wed", "on a lil getaway
    # in Seville rn"
    (
        re.compile(
            r"^(?P<pre>\W*(?:(?:so|well|yeah|ok|okay|currently|rn|now)\W+)*)(?:at\s+(?:the|an?|my)\s+(?:[\w'’-]+\s+){0,2}?"
            r"(?:hilton|marriott|hyatt|sheraton|westin|holiday\s+inn|premier\s+inn|ibis|novotel|hotel|hostel|"
            r"airbnb|motel|inn|b&b|resort)\s+in\s+|on\s+(?:an?|my)\s+(?:(?:lil|little|quick|short|long|work|"
            r"business|weekend|solo|family|girls['’]?|boys['’]?)\s+)?(?:trip|getaway|holiday|vacation|break|retreat)\s+"
            r"(?:in|to)\s+)(?=(?-i:[A-Z])|[a-z]+\b)",
            _I,
        ),
        r"\g<pre>I'm on a trip in ",
    ),
    # a home said by how long one has been there: "toronto winters are brutal but i've been
    # here like 6 yrs", "born and raised in manchester and still here", "leeds has been good
    # to me, moving here for the new job was the right call"
    (
        re.compile(
            rf"^(?P<pre>\W*(?:(?:ngl|tbh|honestly|so|well|yeah|ok|okay|lol|man|ugh)\W+)*)(?P<c>{ANY_CASE_PLACES})\b(?=[^.!?]*\b(?:i['’]ve|i\s+have)\s+(?:been|lived)\s+here\b"
            r"[^.!?]*\b(?:years?|yrs?|decades?|months|ages|forever|since)\b|[^.!?]*\bmov(?:ing|ed)\s+here\b)",
            _I,
        ),
        r"\g<pre>I live in \g<c>. \g<c>",
    ),
    (
        re.compile(
            rf"\bborn\s+and\s+(?:raised|bred)\s+in\s+(?P<c>{ANY_CASE_PLACES}|{_CITY})\s*,?\s*(?:and\s+)?(?:i['’]m\s+|am\s+)?"
            r"(?:still\s+(?:here|there|living\s+(?:here|there)|live\s+(?:here|there))|never\s+left)\b",
            _I,
        ),
        r"I live in \g<c>",
    ),
    # a sum said with "'s": "my salary's 4.5k a month" → "my salary is 4.5k a month"
    (
        re.compile(
            r"\b(?P<p>my|the\s+user['’]s|user['’]s)\s+(?P<n>salary|pay|income|rent|weight|take-home(?:\s+pay)?)"
            rf"['’]s\s+(?={CURRENCY_SIGN}?\d|around|about|like|only|just|now)",
            _I,
        ),
        r"\g<p> \g<n> is ",
    ),
    # a child by its number: "baby #2 arrived tuesday" → "we had our second"
    *(
        (
            re.compile(
                rf"^(?P<pre>\W*(?:\w+\W+){{0,8}}?)(?:our\s+|my\s+)?baby\s+(?:#|no\.?\s*|number\s+){n}\s+"
                r"(?:arrived|is\s+here|was\s+born|came|has\s+arrived)\b",
                _I,
            ),
            rf"\g<pre>we had our {ordinal}",
        )
        for n, ordinal in _ORDINALS.items()
    ),
    # a pet corrected in passing: "he's a malamute btw not a husky"
    (
        re.compile(
            rf"^(?!.*\b(?:{PEOPLE_EN}|his|her|their)\b)(?P<pre>.*?)\b(?:he|she|it)['’]s\s+(?:actually\s+|really\s+)?"
            rf"an?\s+(?P<v>{PETS})\s*,?\s*(?:btw|tbh|fyi|lol|though|tho|by\s+the\s+way|actually)?\s*,?\s*"
            rf"not\s+an?\s+(?P<o>{PETS})\b",
            _I | re.S,
        ),
        r"\g<pre>I have a \g<v>, not a \g<o>",
    ),
    # a pet one lives with: "it's just me and a hamster named Chewie" → "I have a hamster …"
    (
        re.compile(
            rf"\bit['’]s\s+(?:just\s+|only\s+)?me\s+and\s+(?:an?|my|our)\s+(?P<v>(?:{PETS})(?:\s+(?:named|called)\s+"
            r"(?-i:[A-Z])[\w'’-]*)?)",
            _I,
        ),
        r"I have a \g<v>",
    ),
    # a pet named after its kind: "my corgi waffles is snoring" → "my corgi is snoring"
    (
        re.compile(
            rf"\b(?P<p>my|our)\s+(?P<k>{PETS})\s+(?!(?:is|was|has|had|and|who|that|keeps|just|"
            r"really|always|never|still|loves|hates|likes|will|can|got|gets|allerg\w*|food|toys?|bed|vet|"
            r"litter|tree|sitter|walker|hair|fur|bowl|insurance|door|flap|carrier|crate|lead|leash|collar|"
            r"treats?|nails?|meds?|medicine|box|person|people|lady|guy|phase|videos?|pics?|photos?|"
            r"cafe|café|show|breed|breeder|rescue|shelter|situation|problem|issue|thing|obsession|"
            r"era|days|years|life|friends?|mom|dad|mum|owner)\b)[a-z][\w'’-]*\s+"
            r"(?=(?:is|was)\s+(?!(?:a|an|the|my|our|actually|really)\b)|(?:has|keeps|just|loves|hates|likes|"
            r"always|never|still)\b)",
            _I,
        ),
        r"\g<p> \g<k> ",
    ),
    # what one lives for is loved: "i live for hiking" (not "I live for free", "… for now")
    (
        re.compile(
            r"\b(?P<s>I|(?:the\s+)?user)\s+(?:just\s+|honestly\s+|literally\s+)?(?:live|lives)\s+for\s+"
            r"(?!(?:free|now|cheap|a\s+while|the\s+moment|the\s+time\s+being|\d|my|his|her|their|our|"
            r"the\s+(?:weekend|summer))\b)(?=[a-z])",
            _I,
        ),
        r"\g<s> love ",
    ),
    # a dislike that began: "I've started hating olives", "I'm starting to hate crowds"
    (
        re.compile(
            r"\b(?P<s>I['’]ve|I\s+have|I|I['’]m|I\s+am|(?:the\s+)?user\s+has)\s+(?:kind\s+of\s+|kinda\s+|"
            r"really\s+|recently\s+|lately\s+|just\s+)?(?:started|starting|begun|began|come|came|grown|"
            r"grew)\s+(?:hating|to\s+hate|disliking|to\s+dislike|loathing|to\s+loathe)\s+",
            _I,
        ),
        "I now hate ",
    ),
    # a diet gone all the way: "went fully vegan in january" → "I went vegan in january"
    (
        re.compile(
            r"^(?P<pre>\W*(?:(?:so|and|well|ok|okay|yeah|update)\W+)?)(?:(?P<s>I|we|(?:the\s+)?user)\s+)?"
            r"(?:have\s+|has\s+|just\s+|finally\s+|officially\s+)*(?:went|gone)\s+(?:fully|full|completely|100%|totally|"
            r"all\s+the\s+way|strictly)\s+(?P<d>vegan|vegetarian|pescatarian|keto|plant-based)\b",
            _I,
        ),
        r"\g<pre>I went \g<d>",
    ),
)

#: The value of having no allergies (an allergy found later replaces it).
NO_ALLERGIES = "none"


def frames() -> tuple[Frame, ...]:
    """Frames read before the others: having no allergies ("no allergies that I know of",
    "I don't have any allergies", "not allergic to anything")."""
    none = {"subject": "none"}
    no_allergy = dict(constant=NO_ALLERGIES, kind="np")
    return (
        # an employer said by the work done there: "i do backend at spotify", "I'm at
        # shopify on the checkout team", "im at deloitte, audit side"
        frame(
            "employer",
            re.compile(
                rf"do\s+(?:{_FIELDS})(?:\s+(?:work|stuff|things|dev|engineering))?\s+(?:at|for)\s+"
                r"(?P<v>[\w&.'’-]+(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2})(?=\s*(?:$|[,.!;]|\s(?:now|these|and|but|so)\b))",
                _I,
            ),
            kind="org",
        ),
        frame(
            "employer",
            re.compile(
                r"(?:['’]m|am|is)\s+(?:now\s+|still\s+|currently\s+)?at\s+(?P<v>[\w&.'’-]+(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2})"
                r"(?=\s+on\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,3}team\b)",
                _I,
            ),
            kind="org",
        ),
        frame(
            "employer",
            re.compile(
                r"(?:['’]m|am|is)\s+(?:now\s+|still\s+|currently\s+)?at\s+(?!(?:home|work|the|a|an|my|school|uni)\b)"
                r"(?P<v>[\w&.'’-]+(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2})\s*$",
                _I,
            ),
            kind="org",
            needs=re.compile(
                rf"\bat\s+[\w&.'’-]+\s*,\s*(?:the\s+)?(?:{_FIELDS})\s+(?:side|team)\b", _I
            ),
        ),
        # the city one is in, said with no trip, no "now" and no way back anywhere in the
        # sentence: "I'm in Glasgow and the weather is grim", "I'm in Melbourne, what's a
        # good gift…", "im in austin fwiw"
        frame(
            "location",
            re.compile(
                rf"(?:based\s+)?in\s+(?P<v>{ANY_CASE_PLACES}|{_CITY})(?:\s+(?:fwiw|btw|lol|haha|tbh))?\s*[.!]*\s*$",
                _I,
            ),
            kind="place",
            needs=re.compile(
                rf"^{_PASSING}{_HERE_NOW}(?!.*\b(?:my|his|her|their|our)\s+(?:\w+\s+)?(?:{PEOPLE_EN})s?\b.*\bin\s)",
                _I | re.S,
            ),
        ),
        # a status said as one: "my status is separated" (possessive)
        frame(
            "marital_status",
            re.compile(
                rf"(?:relationship\s+|marital\s+)?status\s+(?:is|['’]s)\s+(?:now\s+|officially\s+)?(?P<v>{_STATUS})\b",
                _I,
            ),
            kind="lower",
            temporal=True,
            subject="possessive",
        ),
        # a status corrected: "I should've said divorced, not separated"
        frame(
            "marital_status",
            re.compile(
                rf"(?:I\s+)?(?:should(?:['’]ve|\s+have)\s+said|meant(?:\s+to\s+say)?)\s+(?P<v>{_STATUS})\b",
                _I,
            ),
            kind="lower",
            temporal=True,
            **none,
        ),
        # a new role by its title: "User switched roles to product manager", "I moved into
        # a team lead role"
        frame(
            "job_title",
            re.compile(
                r"(?:switched|changed|moved|shifted)\s+(?:roles?|jobs?|positions?|tracks?)\s+(?:internally\s+)?(?:to|into)\s+"
                rf"(?:an?\s+|the\s+)?(?P<v>{_JOB_NP})(?:\s+role)?\b",
                _I,
            ),
            kind="job",
            temporal=True,
        ),
        frame(
            "job_title",
            re.compile(
                rf"(?:moved|stepped|switched|transitioned)\s+(?:into|to)\s+(?:an?|the)\s+(?P<v>{_JOB_NP})\s+"
                r"(?:role|position|job)\b",
                _I,
            ),
            kind="job",
            temporal=True,
        ),
        # "my employer Shopify …", "my company, Acme, …" (possessive)
        frame(
            "employer",
            re.compile(
                r"(?:employer|company|workplace|firm)\s*,?\s+(?P<v>(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2})"
                r"(?=\s*(?:,|$|\s(?:gives|pays|is|has|offers|just|does|lets|wants|said|says)\b))",
                _I,
            ),
            kind="org",
            subject="possessive",
        ),
        frame(
            "allergies",
            re.compile(
                r"(?:no|zero|0)\s+(?:known\s+|food\s+)?allergies(?:\s+(?:that\s+)?i\s+know\s+of|\s+at\s+all)?"
                r"\s*(?:$|[,.!;]|(?=\s+(?:so|and|but|i)\b))",
                _I,
            ),
            **no_allergy,
            **none,
        ),
        frame(
            "allergies",
            re.compile(
                r"(?:have|['’]ve\s+got|got|has)\s+(?:no|zero)\s+(?:known\s+|food\s+)?allergies\b|"
                r"(?:don['’]t|do\s+not|doesn['’]t|does\s+not)\s+have\s+any\s+(?:known\s+|food\s+)?allergies\b|"
                r"(?:['’]m|am|is|are)\s+not\s+allergic\s+to\s+anything\b",
                _I,
            ),
            **no_allergy,
        ),
    )
