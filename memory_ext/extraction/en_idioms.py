"""English idioms for the everyday news the grammar reads, found on blind 9 (the ninth
pass's sealed set, opened as the tenth pass's development set), put in the plainer words
the grammar reads before a sentence is parsed.

A move said the Indian-English way ("I have shifted to Bangalore"), pay said as a CTC or
a package ("my CTC is 18 LPA") or as what the company pays ("my new company is paying 26
LPA"), a rent said as "pays rent of ₹25,000", a pet corrected with the old kind first
("Not a rabbit mate, he's a guinea pig!"), a name corrected with "it's … actually" when
the sentence is about what one is called ("it's Jonathan actually, nobody calls me Jon"),
a favourite named first and then called one ("I support Mumbai Indians, they're my
favourite IPL team"), a like one has fallen for ("I've totally fallen for swimming") and "unmarried", read as
single. Found on blind 10 (the tenth pass's sealed set, the eleventh's development set):
"veggie" as a diet, a diet kept for a span with no subject ("three months veggie now"),
halal or kosher kept, a figure said with its qualifier ("my current salary is"), a diet
said as what one's diet is, one that did not work out (given up), fish but no meat
(pescatarian), an allergy an agent's note says the user reports, a role stepped up to or confirmed in ("Governors confirmed me as
headteacher"), what one can't deal with, read as what one can't stand, a favourite
overtaken (with a word of how, or said as "it" after what one has been doing), a like or
dislike singled out ("it's specifically slasher films I can't stand"), engaged said through
the fiancé(e), and one's partner named after "me and". Found on blind 11: what triggers
one's allergy, a fan of something, a divorce said as done, a favourite of all time, rent said
as what one pays for one's home, twins and triplets, a ranked title said bare ("I'm now
deputy head"), an employer said with its head office, and the same workplace (no employer).
Each is guarded against other people's facts, plans and questions by the frames
that then read the plain words.
Composed into :data:`.en_everyday.ENGLISH`. Pure: no I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import CURRENCY_SIGN

_I = re.I

#: A sum of money as typed, any currency ("₹25,000", "Rs 25,000", "26 LPA", "$2,050").
_SUM = (
    rf"(?:about\s+|around\s+|roughly\s+|nearly\s+|over\s+)?(?:rs\.?\s?)?{CURRENCY_SIGN}?\s?\d[\d,.]*"
    r"(?:\s?(?:k|grand|lakhs?|lacs?|crores?|lpa|rupees|dollars|euros|pounds)\b)?"
)
#: Whose pay a company pays: the user's own company, never someone else's.
_OWN_WORK = (
    r"(?:my|our)\s+(?:new\s+|current\s+|present\s+)?(?:company|employer|job|firm|office|org|"
    r"organisation|organization|role|position)"
)

#: A word of how between what sets off an allergy and its verb ("Dust really triggers…").
_HOW = r"really|always|badly|totally|seriously|sometimes|usually|still|also|just|definitely"

#: What a figure is said with ("my current salary", "monthly rent") and how it is said.
_QUALIFIER = r"(?:current|present|new|monthly|annual|yearly|base|actual|total)"
_FIGURE = r"salary|pay|income|rent|weight|city"
_SAID_AS = r"\b(?=\s+(?:is|are|was|['’]s|=|:|now\b))"
_DIET_IS = (
    r"(?:current\s+)?diet\s+(?:is|['’]s)\s+(?:now\s+)?(?:(?:mostly|basically|strictly|fully)\s+)?"
)

REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a move, the Indian-English way: "I have shifted to Bangalore since March", "we
    # shifted to Pune" (a place follows, capitalised; "shifted to remote work" is no move)
    (
        re.compile(
            r"\b(?P<s>I|we|(?:the\s+)?user)(?:\s+have|['’]ve|\s+has|\s+had)?\s+(?:just\s+|recently\s+|"
            r"finally\s+|now\s+|permanently\s+)?shifted\s+(?:base\s+|house\s+)?to\s+(?=(?-i:[A-Z]))",
            _I,
        ),
        r"\g<s> moved to ",
    ),
    # pay as a CTC or a package: "The user's CTC is 18 LPA", "my salary package is 12 lakhs"
    (
        re.compile(
            r"\b(?P<o>my|our|the\s+user['’]s|user['’]s)\s+(?:new\s+|current\s+|annual\s+)?(?:ctc|"
            r"(?:salary|pay|comp(?:ensation)?)\s+package|total\s+comp(?:ensation)?|compensation)\b",
            _I,
        ),
        r"\g<o> salary",
    ),
    # what one's own company pays: "My new company is paying 26 LPA" (the company stays
    # unnamed: no employer is read from "is paying")
    (
        re.compile(
            rf"\b{_OWN_WORK}\s+(?:is|['’]s)\s+(?:now\s+)?(?:paying|giving)\s+(?:me\s+|us\s+)?(?={_SUM})",
            _I,
        ),
        r"my salary is ",
    ),
    # a rent said as what one pays rent of: "User pays rent of ₹25,000 per month"
    (
        re.compile(
            rf"\b(?P<v>pay|pays|paying)\s+(?:a\s+)?(?:monthly\s+)?rent\s+of\s+(?P<a>{_SUM})",
            _I,
        ),
        r"\g<v> \g<a> in rent",
    ),
    # a pet corrected with the old kind first: "Not a rabbit mate, he's a guinea pig!"
    # (read as the grammar's "he's a guinea pig, not a rabbit")
    (
        re.compile(
            r"^(?P<pre>\W*)(?:(?:no|nah|nope|lol|haha|oh|um|erm)\b[\s,]*)?not\s+an?\s+(?P<old>[a-z]+(?:\s+(?!(?:mate|lol|haha|dude|bro|man|actually|btw)\b)[a-z]+)?)"
            r"(?:\s*,?\s*(?:mate|lol|haha|dude|bro|man|actually|btw))?\s*[,!.;]+\s*(?P<p>he|she|it)['’]?s\s+"
            r"(?:actually\s+)?an?\s+(?P<new>[a-z]+(?:\s+[a-z]+)?)(?=\s*(?:[!.,;]|$))",
            _I,
        ),
        r"\g<pre>\g<p>'s a \g<new>, not a \g<old>",
    ),
    # a name corrected with "it's … actually", when the sentence is about what one is
    # called: "it's Jonathan actually, nobody calls me Jon lol" ("it's Friday actually"
    # names no one)
    (
        re.compile(
            r"^(?P<pre>\W*)(?:(?:no|nah|sorry|oh)\b[\s,]*)?it['’]?s\s+(?P<n>(?-i:[A-Z])[a-z]+)\s+actually\b"
            r"(?=[^.!?]*\b(?:calls?\s+me|call\s+me|named|my\s+name|spelled|spelt|goes\s+by|go\s+by)\b)",
            _I,
        ),
        r"\g<pre>my name is \g<n> actually",
    ),
    # a favourite named first, then called one: "I support Mumbai Indians, they're my
    # favourite IPL team"
    (
        re.compile(
            r"^(?P<pre>\W*)I\s+(?:support|follow|root\s+for|love|adore|listen\s+to|watch)\s+"
            r"(?P<v>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3})\s*[,;—–-]+\s*(?:they|it|he|she)"
            r"(?:['’]re|['’]s|\s+are|\s+is)\s+(?:easily\s+|definitely\s+)?my\s+(?P<f>(?:all[- ]time\s+)?"
            r"(?:favou?rite|fave|fav)\s+[a-z][\w -]{0,30}?)\s*(?=[.!]*\s*$)",
            _I,
        ),
        r"\g<pre>my \g<f> is \g<v>",
    ),
    # a like one has fallen for: "I've totally fallen for swimming instead"
    (
        re.compile(
            r"\bI(?:['’]ve|\s+have)?\s+(?:totally\s+|completely\s+|really\s+|kinda\s+|kind\s+of\s+|"
            r"properly\s+|absolutely\s+)?(?:fallen|fell)\s+(?:head\s+over\s+heels\s+)?(?:in\s+love\s+with|for)\s+"
            r"(?!(?:him|her|them|someone|it|that|this|the\s+(?:scam|trap|trick|joke|lie|prank|bait|hype)|"
            r"a\s+(?:guy|girl|man|woman|scam|trap|trick|joke|lie|prank))\b)",
            _I,
        ),
        r"I love ",
    ),
    # an agent's note of what the user reports having: "User reports an allergy to cats"
    (
        re.compile(
            r"\b(?P<s>(?:the\s+)?user)\s+(?:reports|reported|mentions|mentioned|notes|noted|cites|cited)\s+"
            r"(?=an?\s+(?:[\w-]+\s+)?allerg(?:y|ies)\b)",
            _I,
        ),
        r"\g<s> has ",
    ),
    # a figure said with its qualifier: "My current salary is 38k", "Current rent is £950"
    (
        re.compile(
            rf"\b(?P<o>my|our|the\s+user['’]s|user['’]s)\s+{_QUALIFIER}\s+(?P<n>{_FIGURE}){_SAID_AS}",
            _I,
        ),
        r"\g<o> \g<n>",
    ),
    (
        re.compile(rf"^(?P<pre>\W*){_QUALIFIER}\s+(?P<n>{_FIGURE}){_SAID_AS}", _I),
        r"\g<pre>my \g<n>",
    ),
    # a diet said as what one's diet is: "my diet is keto now" (only a diet's name reads)
    (re.compile(rf"\bmy\s+{_DIET_IS}", _I), "I follow "),
    (re.compile(rf"\b(?:the\s+)?user['’]s\s+{_DIET_IS}", _I), "the user follows "),
    # a diet that did not work out is one given up: "Vegan didn't work out for me"
    (
        re.compile(
            r"\b(?P<d>vegan(?:ism)?|vegetarian(?:ism)?|keto|paleo|pescatarian|carnivore|whole30|"
            r"intermittent fasting|low[- ]carb|plant[- ]based)\s+(?:just\s+)?(?:didn['’]t|did\s+not|"
            r"doesn['’]t|does\s+not)\s+work\s+(?:out\s+)?for\s+me\b",
            _I,
        ),
        r"I gave up \g<d>",
    ),
    # fish, but still no meat: pescatarian ("I'm eating fish again but still no meat")
    (
        re.compile(
            r"\b(?:I['’]m|I\s+am|I)\s+(?:now\s+)?(?:eating|eat)\s+fish\s+(?:again\s+|now\s+)?(?:,\s*)?"
            r"(?:but|though)\s+(?:still\s+)?(?:no|not)\s+(?:any\s+)?meat\b",
            _I,
        ),
        "I'm pescatarian",
    ),
    # "veggie" is vegetarian, as a diet (a veggie burger or box is food)
    (
        re.compile(
            r"\bveggie\b(?![\s-]+(?:burgers?|options?|dish(?:es)?|food|patch|box(?:es)?|sausages?|"
            r"lasagne|lasagna|curry|curries|stir[- ]fry|soup|meals?|dinners?|version|pizzas?|chill?i|"
            r"stock|wraps?|bowls?|tray|platter|sides?|crisps|chips|straws|garden|plot))",
            _I,
        ),
        "vegetarian",
    ),
    # a diet kept for a span, said with no subject: "three months veggie now since New Year"
    (
        re.compile(
            r"^(?P<pre>\W*)(?P<n>(?:\w+|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?|months?|years?))\s+"
            r"(?:fully\s+|strictly\s+)?(?P<d>vegetarian|vegan|pescatarian|keto|plant[- ]based)\s+now\b",
            _I,
        ),
        r"\g<pre>I have been \g<d> for \g<n> now",
    ),
    # halal or kosher kept: "I keep halal", "we only eat kosher"
    (
        re.compile(
            r"\b(?P<s>I|we|(?:the\s+)?user)\s+(?:always\s+|strictly\s+|only\s+)?(?:keep|keeps|eat|eats|"
            r"observe|observes)\s+(?:strictly\s+)?(?P<d>halal|kosher)\b",
            _I,
        ),
        r"\g<s> follow \g<d>",
    ),
    # a role taken up: "I've stepped up as deputy head", "Governors confirmed me as
    # headteacher" (someone else's role: "she stepped up as captain", stays hers)
    (
        re.compile(
            r"\b(?P<s>I|I['’]ve|I\s+have|the\s+user(?:\s+has)?)\s+(?:just\s+|now\s+|officially\s+)?"
            r"(?:stepped\s+up|stepped\s+in|taken\s+over|took\s+over)\s+as\s+(?:the\s+)?(?:new\s+)?",
            _I,
        ),
        r"\g<s> became ",
    ),
    (
        re.compile(
            r"^(?P<pre>\W*)(?:[\w'’-]+\s+){1,3}?(?:confirmed|appointed|hired|named)\s+me\s+as\s+"
            r"(?:the\s+|their\s+|our\s+)?(?:new\s+)?",
            _I,
        ),
        r"\g<pre>I became ",
    ),
    # what one cannot deal with is what one cannot stand: "I can't deal with olives"
    (
        re.compile(r"\b(?P<n>can['’]?t|cannot|can\s+not)\s+(?:deal\s+with|handle|bear)\b", _I),
        r"\g<n> stand",
    ),
    # what has overtaken the old favourite, with a word of how between: "Padel has honestly
    # overtaken tennis as my favourite sport"
    (
        re.compile(
            r"\bhas\s+(?:honestly|now|officially|easily|definitely|totally|completely|"
            r"well\s+and\s+truly)\s+(?=(?:overtaken|replaced)\s)",
            _I,
        ),
        "has ",
    ),
    # … or said as "it" after what one has been doing: "Been playing pickleball every evening,
    # it's honestly overtaken cricket as my favourite sport" (only as one's own favourite)
    (
        re.compile(
            r"^(?P<pre>\W*)(?:I['’]ve\s+|I\s+have\s+)?been\s+(?:playing|doing|watching|listening\s+to|"
            r"eating|drinking|reading)\s+(?P<v>[\w'’-]+)\b[^.!?]*?[,;—–-]+\s*(?:and\s+)?(?:it|that)"
            r"(?:['’]s|\s+has)\s+(?:honestly\s+|now\s+|officially\s+|easily\s+|definitely\s+|"
            r"totally\s+)?(?=(?:overtaken|replaced)\s+[^.!?]*?\bas\s+my\s+(?:favou?rite|fave|fav)\s)",
            _I,
        ),
        r"\g<pre>\g<v> has ",
    ),
    # a like or dislike singled out with a word of how: "it's specifically gory slasher films
    # I can't stand" (read as "it's gory slasher films I can't stand")
    (
        re.compile(
            r"\bit['’]?s\s+(?:specifically|really|actually|mainly|mostly|just|only|more|particularly)\s+"
            r"(?=[^.!?,]+?\s+I\s+(?:really\s+)?(?:can['’]?t\s+stand|cannot\s+stand|hate|love|like|"
            r"adore|enjoy|detest|loathe)\b)",
            _I,
        ),
        "it's ",
    ),
    # a partner one is engaged to, said as what she or he is to one: "she's my fiancée"
    # (his fiancée, their fiancé are someone else's)
    (
        re.compile(
            r"\b(?:she|he)(?:['’]s|\s+is)\s+(?:actually\s+|now\s+|officially\s+|just\s+)?my\s+"
            r"fianc[eé]e?\b",
            _I,
        ),
        "I'm engaged",
    ),
    # one's partner first, with "me and": "Me and my wife are planning a trip" → "My wife and I
    # are planning a trip" (the order the frames read; "me and my brother" is his and mine)
    (
        re.compile(
            r"^(?P<pre>\W*)(?:me|myself)\s+and\s+my\s+(?P<w>wife|husband|partner|girlfriend|"
            r"boyfriend|fianc[eé]e?|missus|hubby)\b",
            _I,
        ),
        r"\g<pre>my \g<w> and I",
    ),
    # -- found on blind 11 ---------------------------------------------------------------
    # what sets off one's allergy is what one is allergic to: "Cats trigger my allergy very
    # badly" (someone else's allergy, "my son's allergy", is his)
    (
        re.compile(
            rf"^(?P<pre>\W*)(?P<v>(?!(?:it|this|that|what|which|something|anything|does|do|did|can|could|will|"
            rf"would|is|are|why|how|when)\b)[\w-]+(?:\s+(?!(?:{_HOW})\b)[\w-]+)?)\s+"
            rf"(?:(?:{_HOW})\s+)?(?:triggers?|sets?\s+off)\s+my\s+(?:\w+\s+)?"
            r"allerg(?:y|ies)\b",
            _I,
        ),
        r"\g<pre>I'm allergic to \g<v>, it triggers my allergy",
    ),
    # a fan of something likes it: "big anime fan here", "I'm a huge F1 fan" (a fan heater
    # or a ceiling fan is no like)
    (
        re.compile(
            # said with no subject, only as "… fan here" (a clause cut from "Big Arsenal fan, my
            # husband, not me" is his)
            r"^(?P<pre>\W*)(?:(?P<s>I['’]m\s+|I\s+am\s+)|(?=[^,.!?;]*\bfan\s+here\b))(?:a\s+)?"
            r"(?:big|huge|massive|mega|die[- ]hard|lifelong|"
            r"total|absolute)\s+(?P<v>(?!(?:ceiling|desk|extractor|pedestal|box)\b)[\w'’&.-]+"
            r"(?:\s+(?!fan\b)[\w'’&.-]+)?)\s+fan\b(?!\s+(?:heater|club|page|base|fiction|mail|art|"
            r"of\s+(?:his|hers|theirs)))(?:\s+here\b)?"
            # someone else's, said after: "Big Arsenal fan, my husband, not me"
            r"(?!\s*[,—–-]+\s*(?:my|his|her|their|our)\s)(?![^.!?]*\bnot\s+me\b)",
            _I,
        ),
        r"\g<pre>I love \g<v>",
    ),
    # a divorce said as done, with no subject or one's own: "Divorce was finalised last
    # week", "the divorce came through" ("her divorce" is hers)
    (
        re.compile(
            r"^(?P<pre>\W*)(?:so\s+|well\s+|finally\s+)?(?:my\s+|the\s+)?divorce\s+(?:was|is|got|has\s+been|"
            r"['’]s)\s+(?:finally\s+|officially\s+)?(?:finali[sz]ed|final|through|done|official|"
            r"granted)\b",
            _I,
        ),
        r"\g<pre>I got divorced",
    ),
    # a favourite of all time: "Favourite film of all time is Spirited Away"
    (
        re.compile(
            r"^(?P<pre>\W*)(?:my\s+)?(?P<f>(?:favou?rite|fave|fav))\s+(?P<x>[a-z][\w-]*)\s+of\s+all\s+time\s+"
            r"(?=is\b|['’]s\b|=|:)",
            _I,
        ),
        r"\g<pre>my \g<f> \g<x> ",
    ),
    # rent said as what one pays for one's home: "paying $620 a week for a unit in Bondi"
    (
        re.compile(
            rf"^(?P<pre>\W*)(?:(?:I['’]m|I\s+am|we['’]re|we\s+are|I|we)\s+)?(?:currently\s+|now\s+|still\s+)?"
            rf"(?:paying|pay)\s+(?P<v>{_SUM}(?:\s*(?:a|per|/)\s*(?:week|month|wk|mo|pw|pcm)))\s+for\s+"
            r"(?:a|an|my|our|the)\s+(?:[\w-]+\s+){0,2}?(?:unit|flat|apartment|apt|room|place|house|studio|"
            r"1-bed|2-bed|3-bed|1bhk|2bhk|3bhk|bhk|condo|townhouse|granny\s+flat)\b(?:\s+(?:in|near|at|on|off|by)\s+[^,.!?;]*)?",
            _I,
        ),
        r"\g<pre>my rent is \g<v>",
    ),
    # twins or triplets had: "we've got twins, they're 6"
    *(
        (
            re.compile(
                r"\b(?P<s>I|we)\s*(?:['’]ve\s+got|\s+have\s+got|\s+have|\s+got)\s+(?:a\s+set\s+of\s+)?"
                rf"{word}\b(?!\s+(?:on|in|who|that)\b)",
                _I,
            ),
            rf"\g<s> have {count} kids",
        )
        for word, count in (("twins", "two"), ("triplets", "three"))
    ),
    # a title with its rank said bare: "I'm now deputy head at the same school", "User is
    # now acting manager" (read with its article, as the frames read a title)
    (
        re.compile(
            r"\b(?P<s>I['’]m|I\s+am|(?:the\s+)?user\s+is|(?<=\band\s)is)\s+now\s+"
            r"(?=(?:deputy|assistant|vice|acting|senior|associate|chief|head)\s+[a-z])",
            _I,
        ),
        r"\g<s> now a ",
    ),
    # the same workplace names no employer: "deputy head at the same school" (the employer
    # stays what it was)
    (
        re.compile(
            r"\s+(?:at|with|for)\s+the\s+same\s+(?:school|company|firm|place|office|hospital|shop|store|"
            r"branch|practice|agency|employer|org|organisation|organization)\b(?!\s+as\b)",
            _I,
        ),
        "",
    ),
    # an employer said with the office one works at: "Woolworths head office", "Google HQ"
    (
        re.compile(
            r"\b(?P<w>(?:work|working|works|worked|am|['’]m|is)\s+(?:at|for|with)\s+(?:the\s+)?"
            r"(?-i:[A-Z])[\w&'’.-]*(?:\s+(?-i:[A-Z])[\w&'’.-]*){0,3})\s+(?:head\s+office|HQ|headquarters|"
            r"main\s+office|corporate\s+office|central\s+office)\b",
            _I,
        ),
        r"\g<w>",
    ),
    # "unmarried" is read as "single" (its word holds "married", which would match a
    # married status as the same value): "I am unmarried and live alone"
    (
        re.compile(r"\b(?P<b>I\s+am|I['’]m|(?:the\s+)?user\s+is)\s+(?:still\s+)?unmarried\b", _I),
        r"\g<b> single",
    ),
)
