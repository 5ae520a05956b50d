"""English sentences of the sixth pass put back in statement order before they are parsed:
a favourite that has long been one, a job and a home in one breath, a
stay someone else booked, a correction that names only two allergens, a diet one has to
keep, a pet talked into or described by its breed, a food won over, a label before the
news ("food update: …"), a leg of a trip reached by bus or train, a title with "and" in
it, "so" before a verdict, and a cleft after "now". Frames and cleaners are in
:mod:`.en_passing` and :mod:`.en_values`, whole-text rewrites in :mod:`.en_answers`.
Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction import en_words
from memory_ext.extraction.en_passing import _LODGING, PAST_STATE
from memory_ext.extraction.en_values import _CAP, _FAVOURITE_TITLED, _SMALL, _TITLED
from memory_ext.extraction.en_words import _FAV, DIETS, PETS

_I = re.I

#: Sentences put back in statement order (see ``Language.rewrites``).
REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a favourite that has long been one: "Radiohead has been my favourite band since uni"
    (
        re.compile(
            r"(?<!\bwould)(?<!\bcould)(?<!\bmight)(?<!\bshould)(?<!\bmust)(?<!\bmay)"
            r"(?<!\bwill)(?<!\balways)(?<!\bstill)(?<!\bever)(?:\s+(?:has|have)|['’](?:s|ve))\s+(?:always\s+|"
            r"long\s+|officially\s+|basically\s+|"
            r"pretty\s+much\s+|forever\s+|kind\s+of\s+)?been\s+(?=(?:my|our|the\s+user['’]s|user['’]s)\s+"
            rf"{_FAV}\b)",
            _I,
        ),
        " is ",
    ),
    (re.compile(rf"\bremains\s+(?=(?:my|our)\s+{_FAV}\b)", _I), "is "),
    # … and the same the other way round: "My favourite band has always been Radiohead",
    # "Favourite band of all time has to be Radiohead"
    (
        re.compile(
            rf"^(?P<pre>\W*)(?:(?P<o>my|our|the\s+user['’]s|user['’]s)\s+)?(?P<f>{_FAV}\s+[a-z][\w-]*)(?:\s+of\s+all\s+"
            r"time|\s+ever)?\s+(?:(?:has|have)\s+(?:always\s+|long\s+|forever\s+)?been|has\s+to\s+be|must\s+be)\s+"
            r"(?=(?-i:[A-Z0-9]))",
            _I,
        ),
        r"\g<pre>My \g<f> is ",
    ),
    # a hedge before the value of a label: "Favourite band: still Radiohead"
    (
        re.compile(
            rf"(?P<l>\b{_FAV}\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*[:：–-]\s*)(?:still|definitely|probably|easily|"
            r"hands\s+down|obviously|always|forever)\s+",
            _I,
        ),
        r"\g<l>",
    ),
    # … "for years" is how long, not part of it: "… has been my favourite book for years"
    (
        re.compile(
            rf"(?P<f>\b(?:my|our|the\s+user['’]s|user['’]s)\s+{_FAV}\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
            r"(?:after\s+all\s+(?:these|those|this)\s+(?:years|time)|for\s+(?:years|ages|decades|forever|a\s+long\s+time|"
            r"as\s+long\s+as\s+i\s+can\s+remember|"
            r"(?:\w+\s+)?(?:years|months)(?:\s+now)?)|since\s+[^,.!?;]+)",
            _I,
        ),
        r"\g<f>",
    ),
    # a favourite in apposition: "Interstellar, hands down my favourite film"
    (
        re.compile(
            r"^(?P<pre>\W*)(?!(?:it|this|that|they|he|she|you|we|i|my|our|his|her|their|your)\b)"
            r"(?P<v>(?-i:[A-Z0-9])[\w'’:.&-]*(?:\s+[\w'’:.&-]+){0,6}?)\s*[,—–-]+\s*(?:(?:hands\s+down|easily|"
            r"definitely|by\s+far|still|probably|officially|now)\s+)*(?=(?:my|our)\s+(?:all[- ]time\s+)?"
            r"(?:favou?rite|fave|fav)\s+[a-z][\w-]*(?:\s+(?:ever|of\s+all\s+time))?\s*[.!]*$)",
            _I,
        ),
        r"\g<pre>\g<v> is ",
    ),
    # a job said with the city it is done in: "I work as a nurse in Auckland" (the title
    # is "nurse"; the city of a job is not always the home)
    (
        re.compile(
            rf"(?P<a>\bas\s+(?:an?\s+)?(?:[\w-]+\s+){{0,3}}?(?:{en_words.JOBS})s?)\s+in\s+(?-i:[A-Z])[\w'’-]+"
            r"(?:\s+(?-i:[A-Z])[\w'’-]+)*",
            _I,
        ),
        r"\g<a>",
    ),
    # a diet eaten: "I eat plant-based now", "User eats vegan"
    (
        re.compile(
            r"\b(?P<s>i|we|user|the\s+user)\s+(?:now\s+|mostly\s+|only\s+|just\s+)?eats?\s+(?:strictly\s+|"
            rf"fully\s+|completely\s+)?(?P<d>{DIETS})\b(?!\s+(?:food|meals?|dish\w*|options?|recipes?|"
            r"snacks?|restaurants?|places?|stuff|versions?|once|sometimes|occasionally|when|on|at|a\s+few|most|"
            r"twice|every|if|for\s+(?:lunch|dinner|breakfast)))",
            _I,
        ),
        r"\g<s> follow a \g<d> diet",
    ),
    # a job with its city or age before it: "I'm an Auckland-based nurse", "a 34-year-old nurse"
    (
        re.compile(
            r"\b(?P<a>(?:i['’]m|i\s+am|user\s+is|the\s+user\s+is)\s+an?\s+)(?P<c>(?-i:[A-Z])[\w'’]+(?:\s+(?-i:[A-Z])"
            rf"[\w'’]+)?)-based\s+(?P<j>(?:[\w-]+\s+){{0,2}}?(?:{en_words.JOBS}))\b",
            _I,
        ),
        r"\g<a>\g<j> based in \g<c>",
    ),
    (
        re.compile(
            r"\b(?P<a>(?:i['’]m|i\s+am|user\s+is|the\s+user\s+is)\s+an?\s+)\d{1,2}[- ]year[- ]old\s+"
            rf"(?=(?:[\w-]+\s+){{0,2}}?(?:{en_words.JOBS})\b)",
            _I,
        ),
        r"\g<a>",
    ),
    # "As a nurse living in Auckland, I …": the user's job and home
    (
        re.compile(
            rf"^(?P<pre>\W*)as\s+an?\s+(?P<j>(?:[\w-]+\s+){{0,3}}?(?:{en_words.JOBS})s?)\s+(?P<v>living|based)\s+"
            r"(?P<p>in|out\s+of)\s+(?P<x>(?-i:[A-Z])[^,]*?)\s*,\s*(?=[^.!?]*?\b(?:i|we)(?:['’]\w+)?\s(?!(?:think|"
            r"guess|believe|wonder|hope)\b))",
            _I,
        ),
        r"\g<pre>I'm a \g<j>, I'm \g<v> \g<p> \g<x>, ",
    ),
    # "I'm a nurse who lives in Auckland" → "…, living in Auckland"
    (
        re.compile(
            r"(?P<a>\b(?:i['’]m|i\s+am|user\s+is|the\s+user\s+is)\s+an?\s+(?:[\w-]+\s+){0,3}?"
            rf"(?:{en_words.JOBS})s?)\s+who\s+(?:lives?|is\s+based|['’]s\s+based)\s+in\b",
            _I,
        ),
        r"\g<a>, living in",
    ),
    # a job and a home in one breath: "I'm a nurse living in Auckland"
    (
        re.compile(
            r"(?P<a>\b(?P<s>i['’]m|i\s+am|user\s+is|the\s+user\s+is)\s+(?:an?\s+)(?:[\w-]+\s+){0,3}?"
            rf"(?:{en_words.JOBS})s?)\s+(?P<v>living|based|working|settled)\s+(?P<p>in|at|for|out\s+of)\b",
            _I,
        ),
        r"\g<a>, \g<s> \g<v> \g<p>",
    ),
    # a stay someone else booked: "airline moved me to the Premier Inn for the night"
    (
        re.compile(
            r"\b(?:(?:the|my)\s+)?(?:[\w'’-]+\s+)?(?:has\s+|have\s+|just\s+|kindly\s+)*(?:moved|put|"
            r"rebooked|relocated|transferred|switched|bumped|booked)\s+(?:me|us)\s+(?:up\s+)?(?:to|into|in|"
            rf"at)\s+(?P<l>{_LODGING})",
            _I,
        ),
        r"I'm staying at \g<l>,",
    ),
    (
        re.compile(
            r"(?:^\W*|\b(?:i|we|user|the\s+user)\s+)(?:got|were|was|have\s+been|['’]ve\s+been|has\s+been)\s+(?:moved|put\s+up|rebooked|bumped|"
            rf"relocated|transferred|switched)\s+(?:to|into|in|at)\s+(?P<l>{_LODGING})",
            _I,
        ),
        r"I'm staying at \g<l>,",
    ),
    # a switch of hotels: "Switched to the Novotel after the Ibis lost my booking"
    (
        re.compile(
            r"(?:^\W*|\b(?:i|we|user|the\s+user)\s+(?:just\s+|have\s+|['’]ve\s+)?)(?:switched|moved|changed)\s+"
            rf"(?:hotels?\s+|over\s+)?(?:to|into)\s+(?P<l>{_LODGING})",
            _I,
        ),
        r"I'm staying at \g<l>,",
    ),
    # a correction naming two allergens: "wait no, peanuts, not shellfish"
    (
        re.compile(
            rf"^(?=.*{en_words.CORRECTION_MARK.pattern}|.*\bno\b)"
            r"(?P<pre>\W*(?:(?:wait|no|sorry|oops|whoops|actually|correction|i\s+mean|i\s+meant|my\s+bad)\W+)+)"
            r"(?:it['’]s\s+|it\s+is\s+|make\s+that\s+)?(?P<v>(?:tree\s+)?nuts|peanuts?|shellfish|"
            r"penicillin|amoxicillin|latex|sesame|sulfa(?:\s+drugs)?|aspirin|ibuprofen|bee\s+stings|"
            r"wasp\s+stings|pollen|dust\s+mites?|shrimp|prawns|soy|cashews|almonds|walnuts|kiwi)\s*,?\s+"
            r"not\s+(?P<o>(?:tree\s+)?nuts|peanuts?|shellfish|penicillin|amoxicillin|latex|sesame|"
            r"sulfa(?:\s+drugs)?|aspirin|ibuprofen|bee\s+stings|wasp\s+stings|pollen|dust\s+mites?|shrimp|"
            r"prawns|soy|cashews|almonds|walnuts|kiwi)\b(?=\s*(?:$|[.!;]|,\s*(?:sorry|my\s+bad|typo|oops|"
            r"long\s+day|lol|haha|i\s+mean|brain\s+fog|mixed\s+(?:them|those)\s+up|it['’]s\s+the\s+other\s+way|"
            r"the\s+other\s+way)\b))",
            _I,
        ),
        r"\g<pre>I'm allergic to \g<v>, not \g<o>",
    ),
    # a diet one has to keep, or eats: "I have to eat gluten-free", "I eat a plant-based diet"
    (
        re.compile(
            r"\b(?P<s>i|we|user|the\s+user)\s+(?:have|has)\s+to\s+(?:eat|be|stay|keep|live)\s+"
            rf"(?:strictly\s+|fully\s+|completely\s+)?(?P<d>{DIETS})\b(?![^.!?]*\b(?:for\s+(?:this|the|a|an|my|two|"
            r"three|\d+)|till|until|when|while|during|this\s+(?:week|month)|for\s+now|next|tomorrow|before)\b)",
            _I,
        ),
        r"\g<s> follow a \g<d> diet",
    ),
    (
        re.compile(
            r"\b(?P<v>eat|eats|keep|keeps)\s+(?:a\s+|an\s+)?(?:mostly\s+|strictly\s+|fully\s+|completely\s+)?"
            rf"(?P<d>{DIETS})\s+diet\b",
            _I,
        ),
        r"follow a \g<d> diet",
    ),
    # a pet one was talked into: "my kid talked me into a bearded dragon"
    (
        re.compile(
            r"\b(?:(?:my|our|the)\s+)?(?:[\w'’-]+\s+)?[\w'’-]+\s+(?:finally\s+|eventually\s+|totally\s+)?"
            r"(?:talked|convinced|persuaded|guilted|pressured|sweet-talked)\s+(?:me|us)\s+into\s+"
            r"(?:getting\s+|adopting\s+|buying\s+|taking\s+in\s+)?(?P<p>(?:a|an|another)\s+"
            rf"(?:[\w-]+\s+){{0,2}}?(?:{PETS}|bearded\s+dragons?|dragons?))\b",
            _I,
        ),
        r"I got \g<p>",
    ),
    # a pet by its breed: "My dog Biscuit is a beagle" → "I have a beagle called Biscuit"
    (
        re.compile(
            r"\b(?:my|our|the\s+user['’]s|user['’]s)\s+(?:dog|cat|pup|puppy|kitten|boy|girl)\s+"
            rf"(?P<n>(?-i:[A-Z])[\w'’-]+)\s+(?:is|['’]s)\s+(?:a|an)\s+(?P<b>(?:[\w-]+\s+)?(?:{PETS})"
            r"(?:\s+(?:mix|cross))?)\b",
            _I,
        ),
        r"I have a \g<b> called \g<n>",
    ),
    # a food won over: "my wife converted me on mushrooms, they're fine now"
    (
        re.compile(
            r"(?P<w>\b(?:(?:my|our)\s+)?[\w'’-]+\s+(?:finally\s+|totally\s+)?(?:converted|won)\s+me"
            r"(?:\s+over)?)\s+(?:on|to|with)\s+(?P<v>[\w'’ -]+?)\s*,\s*(?:they|it)(?:['’]re|\s+are|['’]s|"
            r"\s+is)\s+(?:actually\s+|totally\s+)?(?P<a>fine|ok|okay|alright)(?:\s+now)?\b",
            _I,
        ),
        r"\g<v> are \g<a> now, \g<w>",
    ),
    # "Just a heads up, …" announces; it names no job ("a heads")
    (
        re.compile(
            r"\b(?:just\s+)?(?:a\s+)?(?:quick\s+|small\s+|friendly\s+)?heads[- ]up\b\s*[:,!.–—-]*\s*"
            r"(?:that\s+)?",
            _I,
        ),
        "",
    ),
    # a rent raised by the landlord, its object first: "Landlord put the rent up to £1,100"
    (
        re.compile(
            r"\b(?:(?:the|my|our)\s+)?landlord\s+(?:has\s+|just\s+|finally\s+)*(?:put|bumped|jacked|pushed|"
            r"knocked|brought)\s+(?:the|my|our)\s+rent\s+(?:up|down)\s+to\b",
            _I,
        ),
        "my rent went to",
    ),
    # a state told in the past after its time: "Last year I was 14 stone", "Back in London I
    # was paying £950" (the blocker reads "used to")
    (
        re.compile(
            r"(?P<t>\b(?:back\s+in|last\s+(?:year|month|summer|winter|spring|autumn|fall)|(?:a|one|two|three|"
            r"a\s+few|a\s+couple\s+of)\s+(?:years?|months?)\s+ago|in\s+(?:19|20)\d\d|at\s+(?:uni|university|"
            r"college|school)|in\s+(?:college|school|uni)|before\s+(?:the|my|i|we)\b|when\s+i\s+was)[^.!?]*?)"
            rf"\b(?P<s>i|we)\s+(?={PAST_STATE})(?:was|were)\b",
            _I,
        ),
        r"\g<t>\g<s> used to be",
    ),
    # a weight then and now, the unit said once: "I was 90 kg, now I'm 85" (not age 85)
    (
        re.compile(
            r"(?P<a>\b(?:was|were|used\s+to\s+be|started\s+at)\s+(?:about\s+|around\s+)?\d[\d.]*\s*"
            r"(?P<u>kg|kgs|kilos|lbs?|pounds|stone|st)\b[^.!?]*?[,;]\s*(?:but\s+|and\s+)?(?:now|today|these\s+days)"
            r"\s+(?:i['’]m|i\s+am|i\s+weigh|i['’]m\s+down\s+to|down\s+to|it['’]s)\s+(?:about\s+|around\s+)?"
            r"\d+(?:\.\d+)?)(?!\.?\d)(?!\s*(?:kg|kgs|kilos|lbs?|pounds|stone|st|years?)\b)",
            _I,
        ),
        r"\g<a> \g<u>",
    ),
    # a proposal said yes to: "He proposed and I said yes!"
    (
        re.compile(
            r"\b(?:he|she|they|my\s+(?:boyfriend|girlfriend|partner|bf|gf))\s+(?:finally\s+|just\s+|actually\s+)?"
            r"(?:proposed|popped\s+the\s+question)\b(?=[^.!?]*\b(?:i|we)\s+said\s+yes\b)",
            _I,
        ),
        "I got engaged",
    ),
    # an allergy named as "it": "it's actually a cat allergy, not dust" (no pet)
    (
        re.compile(
            r"\b(?:it['’]s|it\s+is|it\s+was|turns\s+out\s+it['’]s)\s+(?:actually\s+|really\s+|just\s+)?an?\s+"
            r"(?P<a>(?:[\w-]+\s+){0,2}?[\w-]+)\s+allergy\b",
            _I,
        ),
        r"I have a \g<a> allergy",
    ),
    # a label before the news: "food update: …", "Quick context: …"
    (
        re.compile(
            r"^(?P<pre>\W*)(?:(?:quick|small|tiny|random|big|life|food|diet|health|pet|work|job|house|"
            r"home|personal|some)\s+)?(?:update|news|fyi|psa|context|background|heads[- ]up)\s*[:–—-]\s*",
            _I,
        ),
        r"\g<pre>",
    ),
    # a leg of a trip reached by bus, train or plane: "Took the sleeper bus down, I'm in
    # Hoi An now" is a stay, not a home
    (
        re.compile(
            r"^(?!.*\b(?:moved|relocat\w*|for\s+good|live|lives|living|settled|home)\b)(?P<t>\W*(?:(?:just|"
            r"finally|so)\s+)?(?:(?:took|caught|got|hopped\s+on|jumped\s+on|rode)\s+(?:the|a|an)\s+(?:[\w-]+\s+)?"
            r"(?:bus|train|coach|ferry|flight|plane|boat|shuttle|minibus)\b|(?:flew|drove|sailed|bussed|"
            r"hitchhiked)\s+(?:in|into|up|down|over|across|on)\b)[^.!?]*?(?:,|\band\b)\s*)(?:now\s+)?"
            r"(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:now\s+)?in\s+(?=(?-i:[A-Z]))",
            _I,
        ),
        r"\g<t>I'm staying in ",
    ),
    # a title with "and" in it kept whole, before "and" cuts the clause: "my fav book is
    # Pride and Prejudice", "Romeo and Juliet is my favourite play"
    (
        re.compile(
            rf"(?P<a>{_FAVOURITE_TITLED}\s+(?:is|was|['’]s)\s+(?:still\s+|probably\s+|definitely\s+|easily\s+|"
            rf"now\s+)?)(?P<l>{_CAP}(?:\s+{_CAP})*)\s+and\s+(?P<r>(?:the\s+)?{_CAP})",
            _I,
        ),
        "\\g<a>\\g<l>\u2060and\u2060\\g<r>",
    ),
    (
        re.compile(
            rf"(?P<l>{_CAP}(?:\s+{_CAP})*)\s+and\s+(?P<r>(?:the\s+)?{_CAP}(?:\s+(?:{_SMALL}\s+)*{_CAP})*)"
            rf"(?=\s+(?:is|are|['’]s)\s+(?:now\s+|still\s+)?(?:my|our|the\s+user['’]s|user['’]s)\s+{_FAV}\s+"
            rf"{_TITLED})",
            _I,
        ),
        "\\g<l>\u2060and\u2060\\g<r>",
    ),
    # "so" before a verdict is no clause break: "Olives are so gross"
    (
        re.compile(
            r"\b(?P<b>is|are|['’]s|['’]re)\s+so\s+(?=(?:disgusting|gross|vile|revolting|nauseating)\b)",
            _I,
        ),
        r"\g<b> truly ",
    ),
    # "Now it's olives I can't stand" → "it's olives I can't stand now" (the base cleft)
    (
        re.compile(
            r"^(?P<pre>\W*)(?P<n>now|these\s+days|lately|nowadays),?\s+(?P<c>(?:it['’]s|it\s+is)\s[^.!?]*?)"
            r"(?P<e>[.!]*)$",
            _I,
        ),
        r"\g<pre>\g<c> \g<n>\g<e>",
    ),
)
