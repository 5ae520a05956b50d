"""English sentences of the sixth pass's second round, put in statement order before they
are parsed: everyday phrasings of facts the grammar reads in plainer words.

A home said as a base or an address ("Home base is Melbourne for me", "I'm in Denver,
CO."), a favourite crowned in passing or after praise ("obsessed with sage green, it's
basically my favourite colour now", "nothing beats a flat white, it's my favourite drink",
"rewatched Parasite and it dethroned Shawshank", "khao soi is hands down my favourite thing
to eat"), an employer named after its kind ("now I'm at a small
fintech startup called Fernway"), a job said as a role ("As a chemistry teacher I …"), a
name said as a greeting or respelt ("hey it's Jon here", "oops, autocorrect: it's Jan, not
Jon"), a count of children corrected or an only child ("should've said: two daughters",
"he's my only kid"), a pet talked about or corrected ("my hamster keeps escaping", "he's
actually a gerbil, not a hamster"), a like drifted from or all about ("I've drifted away
from jazz", "it's all about techno for me"), a dislike said as a verdict ("horror movies
are a hard no for me", "crowds really stress me out"), and a rent said with the home
("I rent a studio for 950/month"). Each is guarded against other people's facts, plans and
questions. Composed into :data:`.en_everyday.ENGLISH`. Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction import en_words
from memory_ext.extraction.en_words import _CITY, _FAV, _KIDS_COUNT, PETS, PLACES
from memory_ext.extraction.grammar import CURRENCY_SIGN
from memory_ext.extraction.people import PEOPLE_EN

_I = re.I

#: Someone else in the sentence whose pet or child a pronoun may stand for.
_OTHERS = (
    r"(?:son|daughter|kid|child|friend|sister|brother|mom|mum|dad|mother|father|neighbou?r|"
    r"coworker|co-worker|colleague|cousin|boss|roommate|flatmate|partner|husband|wife|"
    r"boyfriend|girlfriend|his|her|their)"
)
#: Greetings before a name: "hey it's Jon here".
_GREETING = r"(?:hey|hi|hello|hiya|heya|yo|morning|good\s+(?:morning|afternoon|evening))"
#: Capitalised words that are times, not names ("it's Monday here").
_NOT_A_NAME = (
    r"(?!(?-i:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|"
    r"March|April|May|June|July|August|September|October|November|December|Christmas|Easter|"
    r"Thanksgiving|Halloween|Diwali|Ramadan|Eid|Hanukkah|Spring|Summer|Autumn|Fall|Winter|"
    r"Noon|Midnight|Morning|Evening|Night|Today|Tomorrow)\b)"
    rf"(?!{PLACES})"
)
_ONE_NAME = r"(?-i:[A-Z][a-z'’-]+)"
#: A US state or a country code after a city: "Denver, CO", "Austin, Texas".
_REGION = r"(?:(?-i:[A-Z]{2})(?![\w-])|(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?=\s*[.!]?\s*$))"
#: A stay, not a home: "I'm in Denver, CO for a conference".
_PASSING = (
    r"(?!.*\b(?:trip|visit\w*|conference|vacation|holiday|until|till|layover|tonight|"
    r"weekend|this\s+week|for\s+(?:a|the|work|business|\d+)|staying|hotel|flying|next)\b)"
)
_HOME_NOUN = r"(?:studio|flat|apartment|room|house|place|condo|one-bed|two-bed|loft|unit)"
#: Words that tell how much a favourite is one: "is hands down my favourite".
_INTENSIFIER = (
    r"(?:hands\s+down|easily|by\s+far|far\s+and\s+away|without\s+a\s+doubt|no\s+question|"
    r"officially|definitely|absolutely|honestly|basically|truly|legit|lowkey|totally|"
    r"pretty\s+much|probably|now)"
)
_ORG_KIND = (
    r"(?:startup|start-up|company|firm|agency|studio|consultancy|bank|lab|nonprofit|"
    r"non-profit|charity|school|hospital|clinic|outfit|business|brand|shop)"
)
#: A person of the user's, who is loved but is no favourite thing: "I love my sisters, …".
_SOMEONES = rf"(?:my|our|his|her|their|your)\s+(?:[\w-]+\s+)?(?:{PEOPLE_EN})s?"
_DISLIKE_SUBJECT = (
    r"(?!(?:my|his|her|their|our|your|the|this|that|these|those|it|he|she|they|you|we|"
    r"i|what|which|who|do|does|did|why|how)\b)"
)

#: A word of a dislike's subject that is a verb or a modal: "crowds used to stress me out".
_NOT_A_VERB = (
    r"(?!(?:used|would|might|could|can|will|may|did|didn['’]t|don['’]t|doesn['’]t|won['’]t|never|"
    r"no|not|sometimes|once|still)\b)"
)

REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a home said as a base: "Home base is Melbourne for me", "my home base these days is Leeds"
    (
        re.compile(
            r"(?<!['’]s\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\byour\s)"
            r"\b(?:(?:my|the\s+user['’]s|user['’]s)\s+)?home\s*base\s+(?:for\s+me\s+)?"
            r"(?:(?:these\s+days|now|still)\s+)?(?:is|['’]s)\s+(?:still\s+|now\s+)?"
            rf"(?P<v>{_CITY})(?:\s+for\s+me)?\b",
            _I,
        ),
        r"I live in \g<v>",
    ),
    # an address said as where one is: "I'm in Denver, CO." (not "for a conference")
    (
        re.compile(
            rf"^(?P<pre>\W*){_PASSING}(?P<s>I['’]m|I\s+am|(?:the\s+)?user\s+is)\s+"
            rf"(?:currently\s+|now\s+)?(?:in|based\s+in|based\s+out\s+of)\s+(?P<v>{_CITY}),\s*"
            rf"(?P<r>{_REGION})",
            _I | re.S,
        ),
        r"\g<pre>\g<s> living in \g<v>",
    ),
    # a favourite crowned in passing or after praise: "obsessed with sage green, it's
    # basically my favourite colour now", "nothing beats a flat white, it's my favourite
    # drink" → "… sage green is my favourite colour now"
    (
        re.compile(
            r"(?P<pre>\b(?:(?:I['’]m|I\s+am|I['’]ve\s+been|I\s+have\s+been|(?:the\s+)?user\s+is)\s+"
            r"(?:\w+\s+)?(?:obsessed\s+with|hooked\s+on|in\s+love\s+with|crazy\s+about|mad\s+about|"
            r"loving|into)|nothing\s+(?:beats|tops|compares\s+to|comes\s+close\s+to)|(?:you|I)\s+"
            r"can['’]t\s+beat|I\s+(?:really\s+|absolutely\s+|just\s+)?(?:love|adore))\s+)"
            rf"(?!(?:him|her|them|you|it|this|that)\b|{_SOMEONES}\b)(?P<v>[^,;.!?]+?)\s*(?:,|;|—|\s-\s|\band\b)\s*(?:and\s+)?"
            r"(?:I\s+think\s+)?(?:it['’]s|it\s+is|that['’]s|they['’]re|they\s+are)\s+"
            rf"(?:{_INTENSIFIER}\s+)*(?=(?:my|the\s+user['’]s)\s+{_FAV}\b)",
            _I,
        ),
        r"\g<pre>\g<v>, \g<v> is ",
    ),
    # … or crowned by what it beat: "rewatched Parasite and I think it dethroned Shawshank"
    (
        re.compile(
            r"(?P<pre>\bI\s+(?:just\s+|finally\s+)?(?:re-?watched|watched|saw|re-?read|read|tried|"
            r"listened\s+to|played|finished)\s+)(?P<v>[^,;.!?]+?)\s*(?:,|\band\b)\s*(?:and\s+)?"
            r"(?:I\s+think\s+|honestly\s+|I\s+swear\s+)?it\s+(?P<d>(?:has\s+|just\s+|officially\s+)*"
            r"(?:dethroned|overtook|beat\s+out|knocked\s+out))\s+"
            r"(?!(?:my|his|her|their|our|your|me|us|him|them|it|a|an|every|all|any|some)\b)"
            r"(?P<o>[^,;.!?]+?)(?!.*\bas\s+(?:my|the))(?=\s*(?:[,;.!]|$))",
            _I,
        ),
        r"\g<pre>\g<v>, \g<v> \g<d> \g<o> as my favourite",
    ),
    # a favourite that has long been one, in lower case: "my favourite colour has always
    # been navy blue" (not "… has always been a mystery")
    (
        re.compile(
            rf"^(?P<pre>\W*)(?:my|the\s+user['’]s|user['’]s)\s+(?P<f>{_FAV}\s+[a-z][\w-]*)\s+"
            r"(?:has|['’]s)\s+(?:always|long|forever)\s+been\s+(?=(?-i:[a-z]))(?!(?:a|an|the|hard|tough|"
            r"difficult|impossible|easy|changing|something|different|tricky|obvious|my|his|her|"
            r"their|whatever|whichever|up)\b)",
            _I,
        ),
        r"\g<pre>my \g<f> is ",
    ),
    # a discourse opener, not a negation: "not gonna lie I've drifted away from jazz"
    (re.compile(r"^\W*(?:not\s+gonna\s+lie|not\s+going\s+to\s+lie|ngl)\b[\s,]*", _I), ""),
    # "is hands down my favourite": the verdict without its intensifier
    (
        re.compile(
            rf"\b(?P<is>is|are|['’]s)\s+(?:{_INTENSIFIER}\s+)+(?=(?:my|the\s+user['’]s)\s+{_FAV}\b)",
            _I,
        ),
        r"\g<is> ",
    ),
    # "my favourite thing to eat / drink": a food, a drink
    (re.compile(r"\b(?P<f>favou?rite|fave|fav)\s+(?:thing|stuff)\s+to\s+eat\b", _I), r"\g<f> food"),
    (
        re.compile(r"\b(?P<f>favou?rite|fave|fav)\s+(?:thing|stuff)\s+to\s+drink\b", _I),
        r"\g<f> drink",
    ),
    # an employer named after its kind: "now I'm at a small fintech startup called Fernway"
    (
        re.compile(
            r"\b(?:I['’]m|I\s+am)\s+(?:now\s+)?(?:at|with)\s+(?:a|an|this)\s+(?:[\w-]+\s+){0,4}?"
            rf"{_ORG_KIND}\s+(?:called|named)\s+(?=(?-i:[A-Z]))",
            _I,
        ),
        "I work at ",
    ),
    (
        re.compile(
            r"(?P<pre>\b(?:work(?:s|ing)?\s+(?:at|for)|joined|started\s+at|hired\s+(?:at|by))\s+)"
            rf"(?:a|an|this)\s+(?:[\w-]+\s+){{0,4}}?{_ORG_KIND}\s+(?:called|named)\s+(?=(?-i:[A-Z]))",
            _I,
        ),
        r"\g<pre>",
    ),
    # a job said as a role: "As a high school chemistry teacher I'm always …"
    (
        re.compile(
            r"^(?P<pre>\W*(?:(?:so|well|ok|okay|hey|hi|honestly)\b[\s,]*)?)as\s+"
            r"(?!an?\s+(?:former|ex-|retired|one-time|future|aspiring|wannabe|would-be|student|"
            r"trainee\s+wannabe)\b)"
            rf"(?P<t>an?\s+{en_words._JOB_NP})\s*,?\s+(?=I\b|I['’])",
            _I,
        ),
        r"\g<pre>I'm \g<t>, ",
    ),
    # a name said as a greeting: "hey it's Jon here", "hi, Jon here"
    (
        re.compile(
            rf"^(?P<pre>\W*{_GREETING})\b[\s,!.]*(?:it['’]s\s+|this\s+is\s+)?{_NOT_A_NAME}"
            rf"(?P<v>{_ONE_NAME})\s+here\b",
            _I,
        ),
        r"\g<pre>, my name is \g<v>",
    ),
    (
        re.compile(rf"^(?P<pre>\W*)this\s+is\s+{_NOT_A_NAME}(?P<v>{_ONE_NAME})\s+here\b", _I),
        r"\g<pre>my name is \g<v>",
    ),
    # a name respelt: "oops, autocorrect. it's Jan, not Jon" (same initial, spelling talk)
    (
        re.compile(
            rf"^(?!.*\b{_OTHERS}\b)"
            r"(?=.*\b(?:autocorrect\w*|auto-correct\w*|typo|spell\w*|spelt|misspel\w*|name)\b)"
            rf"(?P<pre>.*?)\bit['’]s\s+{_NOT_A_NAME}(?P<v>(?P<f>(?-i:[A-Z]))[a-z'’-]+),?\s+not\s+"
            r"(?P<o>(?P=f)[a-z'’-]+)\b",
            _I | re.S,
        ),
        r"\g<pre>, my name is \g<v>, not \g<o>",
    ),
    # a count of children corrected: "sorry, should've said: two daughters"
    (
        re.compile(
            r"(?:^|(?<=[,;:.!]\s)|(?<=[,;:.!]))\s*(?:I\s+)?(?:should['’]ve\s+said|should\s+have\s+said|"
            r"meant\s+to\s+say|I\s+meant|correction|make\s+that)\s*[:,-]?\s*"
            rf"(?=(?:{_KIDS_COUNT}|one\s+(?:kid|child|son|daughter|boy|girl))\b)",
            _I,
        ),
        " I have ",
    ),
    # an only child: "my son is 12 (he's my only kid)"
    (
        re.compile(
            r"\s*\(\s*(?:he|she)['’]s\s+(?:my|our)\s+(?:one\s+and\s+)?only\s+(?:kid|child|son|"
            r"daughter)\s*\)",
            _I,
        ),
        ", I have one child,",
    ),
    (
        re.compile(
            r"\b(?:he|she)['’]s\s+(?:my|our)\s+(?:one\s+and\s+)?only\s+(?:kid|child|son|daughter)\b",
            _I,
        ),
        "I have one child",
    ),
    # a pet talked about: "my hamster keeps escaping his cage"
    (
        re.compile(
            r"^(?P<pre>\W*(?:(?:so|ok|okay|ugh|help|hey|hi|well|lol|omg|oh|argh)\b[\s,!.]*)*)"
            rf"my\s+(?:(?:little|old|new|pet|baby)\s+)?(?P<k>{PETS})\s+(?!is\s+(?:called|named)\b)"
            r"(?=(?:keeps|is|has|"
            r"won['’]t|doesn['’]t|just|always|loves|hates|ate|chewed|escaped|needs|seems|sleeps|"
            r"eats|bit|barks|scratches|refuses)\b)",
            _I,
        ),
        r"\g<pre>I have a \g<k>, my \g<k> ",
    ),
    # a pet corrected: "he's actually a gerbil, not a hamster"
    (
        re.compile(
            rf"^(?!.*\b{_OTHERS}\b)(?P<pre>.*?)\b(?:he|she|it)['’]s\s+(?:actually\s+|really\s+)?"
            rf"an?\s+(?P<v>{PETS}),?\s+not\s+an?\s+(?P<o>{PETS})\b",
            _I | re.S,
        ),
        r"\g<pre>I have a \g<v>, not a \g<o>",
    ),
    # a like drifted from: "I've drifted away from jazz"
    (
        re.compile(
            r"\b(?P<s>I['’]ve|I\s+have|I|(?:the\s+)?user\s+has)\s+(?:kind\s+of\s+|kinda\s+|sort\s+of\s+|"
            r"totally\s+|really\s+|slowly\s+|definitely\s+)?(?:drifted|grown|moved)\s+away\s+from\s+"
            r"(?P<v>[^,;.!?]+?)(?=\s*(?:[,;.!?]|$|\b(?:and|but|so)\b))",
            _I,
        ),
        r"I don't like \g<v> anymore",
    ),
    # … and what took its place: "these days it's all about techno for me"
    (
        re.compile(
            r"(?:\bit['’]s\s+all\s+about\s+(?P<v>[^,;.!?]+?)\s+(?:for|with)\s+me|"
            r"\bfor\s+me\s*,?\s*it['’]s\s+all\s+about\s+(?P<w>[^,;.!?]+?)(?=\s+(?:now|these\s+days|"
            r"lately|nowadays)\b|\s*(?:[,;.!]|$)))\b",
            _I,
        ),
        r"I'm into \g<v>\g<w> now",
    ),
    # a dislike said as a verdict: "horror movies are a hard no for me"
    (
        re.compile(
            rf"(?:^|(?<=[,;:.!]\s))(?P<pre>\W*){_DISLIKE_SUBJECT}(?P<v>[^,;.!?]+?)\s+(?:are|is|['’]s)\s+"
            r"(?:always\s+|just\s+|honestly\s+)?a\s+(?:hard|firm|big|definite|total|strict|absolute)\s+"
            r"(?:no|nope|pass)\s+for\s+me\b",
            _I,
        ),
        r"\g<pre>I hate \g<v>",
    ),
    (
        re.compile(
            rf"(?:^|(?<=[,;:.!]\s))(?P<pre>\W*){_DISLIKE_SUBJECT}(?P<v>[a-z][\w-]*(?:\s+{_NOT_A_VERB}[a-z][\w-]*){{0,3}}?)\s+"
            r"(?:really\s+|totally\s+|always\s+|seriously\s+|honestly\s+|kind\s+of\s+|kinda\s+|just\s+)?"
            r"(?:stress(?:es)?\s+me\s+out|freaks?\s+me\s+out|gross(?:es)?\s+me\s+out|gives?\s+me\s+(?:anxiety|"
            r"the\s+creeps)|makes?\s+me\s+anxious|drives?\s+me\s+(?:crazy|nuts|mad|up\s+the\s+wall))\b",
            re.S,
        ),
        r"\g<pre>I can't stand \g<v>",
    ),
    # a rent said with the home: "I rent a studio for 950/month"
    (
        re.compile(
            r"\bI\s+(?:currently\s+|now\s+)?rent\s+(?:a|an|my|the|this)\s+(?:[\w-]+\s+){0,2}?"
            rf"{_HOME_NOUN}\s+(?:\w+\s+){{0,3}}?for\s+(?={CURRENCY_SIGN}?\s?\d)",
            _I,
        ),
        "my rent is ",
    ),
)
