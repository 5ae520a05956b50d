"""English verb frames, in the order they are tried: whole clauses first, then the frames
after a subject (see :mod:`.grammar`); the words they read are in :mod:`.en_words`."""

from __future__ import annotations

import re

from memory_ext.extraction.en_words import (
    _ACCEPTED,
    _ADVB,
    _APPS,
    _AT_WORK,
    _CITY,
    _COUNT,
    _DETHRONED,
    _DIET_PLANS,
    _DIVORCE_DONE,
    _FAV,
    _HOME_WORD,
    _I,
    _JOB_NP,
    _KID,
    _KIDS_COUNT,
    _MONTHS,
    _MOVED_HOME,
    _NAME,
    _NAME_CONTEXT,
    _NEG,
    _NOT_ABOUT_HOME,
    _NOT_FUTURE,
    _NOT_NAME_HERE,
    _NOT_OUT_AND_ABOUT,
    _NOT_PUPIL,
    _NOT_SETTLING,
    _NOT_YET,
    _NOW,
    _NUMBER_CHANGE,
    _NUMBER_WORD,
    _OFFER_TAKEN,
    _ORG_NAME,
    _PAST_JOB,
    _PET_CONTEXT,
    _PET_THINGS,
    _PRONOUN_SUBJECT,
    _RANK,
    _RENT,
    _RESIDENT,
    _S_CHANGE,
    _SETTLING_NOW,
    _SPAN_COUNT,
    _STAY_VERB,
    _TEAMS,
    _TITLE_NEWS,
    _VENUE,
    _WON_OVER,
    _X,
    CORRECTION_MARK,
    DIETS,
    JOBS,
    PETS,
    PLACES,
    STAY_HINT,
    TEMPORARY,
    _f,
)
from memory_ext.extraction.grammar import CURRENCY_SIGN, Frame
from memory_ext.extraction.people import PEOPLE_EN


def frames() -> tuple[Frame, ...]:
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
        _f("marital_status", r"fianc[eé]e?\b", constant="engaged", **poss),
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
            rf"start|on|do|does)\s+(?:an?\s+|the\s+)?(?:(?:strict|strictly|fully|mostly|totally)\s+)?"
            rf"(?P<v>{_DIET_PLANS})\b",
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
