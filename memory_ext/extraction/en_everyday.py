"""English frames of the fifth pass: everyday families the first grammar missed.

:mod:`.en_words` holds the word lists and cleaners, :mod:`.en_frames` the bulk of the frames
and :mod:`.en` the language they make; this module adds
families written from how people talk rather than from any data set — a move said with
its object or direction ("relocated the family to", "moved across the country to",
"since the move to Denver"), a home acquired ("ended up buying a house in", "signed a
lease in"), a bare fragment ("Denver now."), a switch between named employers ("moved
from Google to Meta", "jumped ship to Canva"), a slot named before a colon ("New salary:
85k"), endings (a peanut allergy gone, "done with keto", "the dog passed") — and the
guards they need (a known employer is no place, "getting married" is an engagement).

``ENGLISH`` here is :data:`.en.ENGLISH` with these frames around its own: ``EARLY``
frames are tried before the base frames (where a base frame would misread the clause),
``LATE`` ones after them (where they only fill a gap), then the people and endings of
:mod:`.en_people` and the news said in passing of :mod:`.en_news`; the sixth pass's
frames (:mod:`.en_passing`) are tried first and its sentence rewrites (:mod:`.en_restated`)
run first; the seventh pass's (:mod:`.en_retold`) are tried last and rewrite first. Pure:
no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory_ext.extraction import (
    en,
    en_answers,
    en_casual,
    en_idioms,
    en_news,
    en_offhand,
    en_passing,
    en_people,
    en_restated,
    en_retold,
    en_reworded,
    en_values,
    en_words,
)
from memory_ext.extraction.en_words import _CITY, _FUTURE, _ORG_NAME, PLACES, _f
from memory_ext.extraction.grammar import Frame

_I = re.I

#: Employers well known enough to tell "moved over to Atlassian" (a job) from "moved to
#: Austin" (a home) — offices, not shops one drops into ("I'm at Starbucks now") nor apps
#: one switches to. Not a register: an employer missing here is still one after
#: "joined", "work at", "hired by" …
KNOWN_ORGS_TEXT = (
    "Google, Alphabet, Meta, Facebook, Amazon, AWS, Apple, Microsoft, Netflix, Stripe, "
    "Shopify, Spotify, Airbnb, Uber, Lyft, Salesforce, Oracle, IBM, Intel, Nvidia, AMD, "
    "Adobe, Atlassian, Canva, Dropbox, Pinterest, OpenAI, Anthropic, "
    "DeepMind, Tesla, SpaceX, Twitch, Databricks, Snowflake, Palantir, Cisco, Dell, HP, "
    "Samsung, Sony, Siemens, SAP, Bosch, Philips, Unilever, Nestle, Nestlé, Deloitte, "
    "Accenture, KPMG, PwC, EY, McKinsey, BCG, Bain, Capgemini, Infosys, Wipro, Goldman "
    "Sachs, JPMorgan, JP Morgan, Morgan Stanley, Barclays, HSBC, Citi, Citibank, Wells "
    "Fargo, BlackRock, Revolut, Monzo, Klarna, PayPal, Coinbase, Robinhood, Pfizer, "
    "Moderna, Boeing, Airbus, Lockheed Martin, Toyota, BMW, Volkswagen, Figma, "
    "GitHub, GitLab, Etsy, eBay, Booking.com, Expedia, Deliveroo, "
    "DoorDash, Instacart, Zalando, Rakuten, Tencent, Alibaba, ByteDance, Huawei, Baidu, "
    "Intuit, ServiceNow, Workday, VMware, Red Hat, Cloudflare, Datadog, MongoDB, HubSpot"
)
KNOWN_ORGS = (
    "(?-i:"
    + "|".join(
        re.escape(o) for o in sorted(set(KNOWN_ORGS_TEXT.split(", ")), key=len, reverse=True)
    )
    + r")(?![\w-])"
)
_KNOWN_ORG_ONLY = re.compile(rf"^{KNOWN_ORGS}$")

#: A move not yet made or called off: "our move to Denver is next month", "fell through".
_MOVE_DONE = re.compile(
    rf"^(?!.*{_FUTURE})(?!.*\b(?:plan\w*|schedul\w*|fell\s+through|postponed|delayed|cancel\w*|"
    r"called\s+off|coming\s+up|upcoming|if|once|when|prep\w*|before)\b)",
    _I | re.S,
)
#: Now and for a while, not a plan: no future date, no start still to come.
_NOT_LATER = re.compile(
    rf"^(?!.*{_FUTURE})(?!.*\b(?:starting|from|in)\s+(?:{en_words._MONTHS}|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)\b)",
    _I | re.S,
)
#: At a known employer as its staff ("I'm at Meta now"), not for a meeting or a visit.
_AT_KNOWN_ORG = re.compile(
    rf"{en_words._NOT_OUT_AND_ABOUT.pattern}(?!.*\b(?:meeting|interview|visit\w*|event|conference|"
    r"party|demo|tour|talk|hackathon|lunch|dinner|onsite|on-site|for\s+(?:a|an|the)\s+\w+)\b)"
    r"(?=.*\b(?:now|these\s+days|nowadays|since|full[- ]time|work\w*|job|employed)\b)",
    _I | re.S,
)
#: Directions and objects a move may carry before "to": "moved the family to", "moved
#: across the country to", "relocated us all the way to".
_MOVE_OBJECT = (
    r"(?:(?:back|over|out|up|down|away|home|again|permanently|finally|officially)\s+|"
    r"(?:the\s+(?:whole\s+)?(?:family|kids)|my\s+(?:whole\s+)?family|us(?:\s+all)?|"
    r"everyone|everything|the\s+household)\s+|"
    r"(?:across|to\s+the\s+other\s+side\s+of)\s+(?:the\s+)?(?:country|state|world|pond|border|"
    r"continent|atlantic|channel)\s+|(?:all\s+the\s+way|halfway\s+across\s+the\s+world)\s+)+"
)
_HOME_NOUN = (
    r"(?:house|flat|apartment|home|place|condo|townhouse|bungalow|cottage|studio|loft|"
    r"duplex|rowhouse|terrace|semi|one-bed|two-bed|three-bed)"
)
#: A slot named before a colon: "New salary: 85k", "Current city: Denver".
_LABEL = r"(?:(?:my|our|the\s+user['’]s|user['’]s)\s+)?(?:(?:new|current|updated|latest)\s+)?"
_PET_WORDS = en_words.PETS
#: A switch from one named employer (not an app) to another: "moved from Google to".
_FROM_ORG = (
    rf"(?:moved|switched|jumped|went|transferred|hopped)\s+(?:over\s+|ship\s+)?from\s+"
    rf"(?!{PLACES}|{en_words._APPS}){_ORG_NAME}\s+(?:over\s+)?to\s+"
)


def _org_not_place(raw: str) -> str:
    """An employer said after a verb that takes places too ("moved over to"): a known
    employer only."""
    value = en_words.CLEANERS["org"](raw)
    return value if _KNOWN_ORG_ONLY.match(value) else ""


def _place_not_org(raw: str) -> str:
    """A home, never a known employer ("made the jump to Stripe" moves no home)."""
    value = en_words.CLEANERS["place"](raw)
    return "" if _KNOWN_ORG_ONLY.match(value) else value


_KNOWN_ORG_KEYS = frozenset(o.casefold() for o in KNOWN_ORGS_TEXT.split(", "))


def _org_named(raw: str) -> str:
    """An employer after "joined", "left" …: the base cleaner's, or a known employer
    typed in lower case ("joined stripe last week")."""
    value = en_words.CLEANERS["org_named"](raw)
    if value:
        return value
    value = en_words.CLEANERS["org"](raw)
    return value if value.casefold() in _KNOWN_ORG_KEYS else ""


#: Every place frame (the base grammar's too) rejects a known employer.
CLEANERS = {
    **en_words.CLEANERS,
    "known_org": _org_not_place,
    "place": _place_not_org,
    "org_named": en_values.no_duration(_org_named),
}


def _early() -> tuple[Frame, ...]:
    none = {"subject": "none"}
    return (
        # a switch between two employers, before "moved from X to Y" reads a home
        _f(
            "employer",
            rf"{_FROM_ORG}(?!{PLACES}|{en_words._APPS})(?P<v>{_ORG_NAME})",
            "org",
            temporal=True,
            needs=en_words._JOB_CONTEXT,
        ),
        _f(
            "employer",
            rf"{_FROM_ORG}(?P<v>{KNOWN_ORGS})(?!\s+(?-i:[A-Z]))",
            "known_org",
            temporal=True,
        ),
        _f(
            "employer",
            rf"(?:moved|switched|hopped)\s+(?:over\s+|across\s+)?to\s+(?P<v>{KNOWN_ORGS})",
            "known_org",
            temporal=True,
        ),
        _f(
            "employer",
            rf"(?:jumped|jumping)\s+ship\s+(?:to|and\s+joined)\s+(?!{PLACES})(?P<v>{_ORG_NAME})",
            "org",
            temporal=True,
        ),
        # "Landed a job at Pfizer" is no arrival (see the stay frame "landed in")
        _f(
            "employer",
            r"(?:just\s+)?(?:landed|scored|snagged|secured|bagged)\s+(?:a|an|the|my)\s+(?:new\s+|"
            r"dream\s+|full[- ]time\s+|permanent\s+)*(?:job|position|role|gig|internship|offer)\s+"
            r"(?:at|with)\s+(?P<v>.+)",
            "org_named",
            temporal=True,
        ),
        _f(
            "employer",
            r"(?:signed|signing)\s+(?:my|the|a|an|our)\s+(?:new\s+)?(?:employment\s+)?(?:contract|"
            rf"offer(?:\s+letter)?|paperwork)\s+(?:with|at|from)\s+(?!{PLACES})(?P<v>{_ORG_NAME})",
            "org",
            temporal=True,
        ),
        # an ending with its news first: "Moved on from Google"
        _f(
            "employer",
            rf"(?:moved|moving)\s+on\s+from\s+(?!{PLACES}|{en_words._APPS})(?P<v>{_ORG_NAME})",
            "org",
            polarity=-1,
            temporal=True,
            needs=re.compile(
                r"^(?!.*\b(?:live|lived|living|city|town|country|flat|apartment|house|home|"
                r"relocat\w*|emigrat\w*)\b)",
                _I | re.S,
            ),
        ),
        # a pet put down by its kind: "we had to put our dog down"
        _f(
            "pets",
            r"(?:we\s+|i\s+)?(?:had\s+to\s+)?put\s+(?:our|my|the)\s+(?P<v>(?:[\w-]+\s+)?"
            rf"(?:{_PET_WORDS}))\s+(?:down|to\s+sleep)\b",
            "pet",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # a pet gone by its kind and name: "said goodbye to our old dog Max"
        _f(
            "pets",
            r"(?:we\s+|i\s+)?(?:(?:had\s+to\s+)?(?:said\s+)?goodbye\s+to|lost|buried)\s+(?:our|my|the)\s+"
            rf"(?:(?:old|sweet|beloved|dear|little|senior)\s+)?(?:[\w-]+\s+)?(?:{_PET_WORDS}),?\s+"
            rf"(?P<v>{en_words._NAME})\b",
            "name",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "pets",
            r"(?:we\s+|i\s+)?(?:had\s+to\s+)?(?:said\s+)?goodbye\s+to\s+(?:our|my|the)\s+(?:(?:old|sweet|"
            rf"beloved|dear|little|senior)\s+)?(?P<v>(?:[\w-]+\s+)?(?:{_PET_WORDS}))\b",
            "pet",
            polarity=-1,
            temporal=True,
        ),
        # a marriage ending, said of the spouse: "my wife left me", "my husband and I are
        # separating" (before "my wife …" says only that the user is married)
        _f(
            "marital_status",
            r"(?:wife|husband|spouse)\s+(?:just\s+|finally\s+|has\s+)?(?:left\s+me(?=\s*$|\s*[,.!;]|\s+(?:for\s+"
            r"(?!the\s+(?:day|night|week|weekend))|last|this|after|in|and)\b)|walked\s+out(?:\s+on\s+me)?|"
            r"moved\s+out|filed\s+for\s+(?:a\s+)?divorce)\b",
            constant="separated",
            temporal=True,
            subject="possessive",
        ),
        _f(
            "marital_status",
            r"(?:wife|husband|spouse)\s+and\s+I\s+(?:are|['’]re)\s+(?:now\s+|officially\s+)?(?:separating|"
            r"splitting\s+up|getting\s+(?:a\s+)?divorced?|divorcing)\b",
            constant="separated",
            temporal=True,
            subject="possessive",
        ),
        # the move as a noun: "Since the move to Denver …", "Our move to Leeds went fine"
        _f(
            "location",
            r"(?:(?:ever\s+)?since|after|with)?\s*(?:the|our|my)\s+(?:big\s+|cross-country\s+|"
            rf"recent\s+)?(?:move|relocation)\s+(?:back\s+|over\s+|out\s+)?to\s+(?!{KNOWN_ORGS})"
            rf"(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=_MOVE_DONE,
            **none,
        ),
    )


def _late() -> tuple[Frame, ...]:
    none, poss = {"subject": "none"}, {"subject": "possessive"}
    return (
        # -- whole clause ------------------------------------------------------------------
        # a bare fragment with a change word: "Denver now.", "Austin these days."
        _f(
            "location",
            rf"(?:(?:living|based|settled)\s+in\s+|in\s+)?(?P<v>{PLACES})\s+(?:now|these\s+days|"
            r"nowadays|for\s+good)\s*$",
            "place",
            temporal=True,
            needs=re.compile(rf"^(?!.*{en_words.TEMPORARY.pattern})", _I | re.S),
            **none,
        ),
        # the rest of a list of pets: "I have a cat and a dog" (the clause "a dog")
        _f(
            "pets",
            rf"(?P<v>{en_words._COUNT}\s+(?:[\w-]+\s+)?(?:{_PET_WORDS})(?:\s+(?:named|called)\s+{en_words._NAME})?)"
            r"\s*$",
            "pet",
            needs=re.compile(
                r"^(?!.*\b(?:want|wants|wish|hope|would|could|might|may|thinking|considering|planning|"
                r"maybe|used\s+to|had|no|never|neither|nor|not|don['’]t|doesn['’]t)\b)(?=.*\b(?:have|has|"
                r"got|own|owns|adopted|rescued)\b)",
                _I | re.S,
            ),
            **none,
        ),
        # a slot named before a colon: "New salary: 85k", "Current city: Denver"
        _f(
            "income",
            rf"{_LABEL}(?:salary|income|pay|base(?:\s+salary)?|comp)\s*[:：=–-]\s*(?P<v>.+)",
            "pay",
            temporal=True,
            **none,
        ),
        _f(
            "rent",
            rf"{_LABEL}(?:monthly\s+)?(?:rent|lease)\s*[:：=–-]\s*(?P<v>.+)",
            "amount",
            temporal=True,
            **none,
        ),
        _f("weight", rf"{_LABEL}weight\s*[:：=–-]\s*(?P<v>.+)", "weighed", temporal=True, **none),
        _f(
            "employer",
            rf"{_LABEL}(?:employer|company|job|workplace)\s*[:：=–-]\s*(?P<v>(?-i:[A-Z]).+)",
            "org",
            temporal=True,
            **none,
        ),
        _f("name", rf"{_LABEL}(?:full\s+)?name\s*[:：=–-]\s*(?P<v>.+)", "person", **none),
        _f(
            "children",
            rf"{_LABEL}(?:kids|children)\s*[:：=–-]\s*(?P<v>none|no|zero|{en_words._NUMBER_WORD}|one)\b",
            "lower",
            temporal=True,
            **none,
        ),
        _f(
            "location",
            rf"{_LABEL}(?:city|home|location|address|base)\s*[:：=–-]\s*(?P<v>{_CITY})",
            "place",
            temporal=True,
            **none,
        ),
        _f(
            "job_title",
            rf"{_LABEL}(?:job\s+title|title|role|position)\s*[:：=–-]\s*(?P<v>.+)",
            "job",
            temporal=True,
            **none,
        ),
        # a raise said as a noun: "Pay bump to 80k!", "a raise to $90k"
        _f(
            "income",
            r"(?:(?:a|my|the|big|nice)\s+)*(?:pay\s+|salary\s+|wage\s+)?(?:bump|raise|rise|increase|"
            r"hike|cut)\s+(?:up\s+|down\s+)?to\s+(?P<v>.+)",
            "money",
            temporal=True,
            **none,
        ),
        # a pet that died, by its kind: "The dog passed.", "our cat crossed the rainbow bridge"
        _f(
            "pets",
            rf"(?:the|our|my)\s+(?:old\s+|sweet\s+|poor\s+|beloved\s+)?(?P<v>(?:[\w-]+\s+)?"
            rf"(?:{_PET_WORDS}))\s+(?:sadly\s+|finally\s+|peacefully\s+)?(?:died|passed(?:\s+away|"
            r"\s+on)?|ran\s+away|went\s+missing|is\s+gone|was\s+put\s+down|was\s+put\s+to\s+sleep|"
            r"crossed\s+the\s+rainbow\s+bridge)\b",
            "pet",
            polarity=-1,
            temporal=True,
            **none,
        ),
        # a diagnosis said without a subject: "Diagnosed with a nut allergy"
        _f(
            "allergies",
            r"(?:just\s+|recently\s+|finally\s+|officially\s+)?diagnosed\s+with\s+(?:an?\s+)?"
            r"(?:(?:mild|severe|slight|serious)\s+)?(?P<v>[\w -]+?)\s+(?:allergy|allergies)\b",
            **none,
        ),
        # "Done with keto." / "Done with running." (a gerund or a diet; not "done with dinner")
        _f(
            "diet",
            rf"(?:so\s+|totally\s+|officially\s+|finally\s+)?done\s+with\s+(?:the\s+)?"
            rf"(?P<v>{en_words._DIET_PLANS})\b",
            "lower",
            polarity=-1,
            temporal=True,
        ),
        _f(
            "likes",
            r"(?:so\s+|totally\s+|officially\s+|finally\s+)?done\s+with\s+(?P<v>[a-z]+ing)"
            r"(?=\s*$|\s+(?:for\s+good|forever|anymore|any\s+more|now)\b)",
            polarity=-1,
            temporal=True,
        ),
        # "Going plant-based." — a diet taken up, said now (not "going vegan in January")
        _f(
            "diet",
            rf"going\s+(?:{en_words._ADVB})?(?P<v>{en_words.DIETS})\b",
            "lower",
            temporal=True,
            needs=_NOT_LATER,
        ),
        # -- possessive --------------------------------------------------------------------
        _f(
            "employer",
            r"(?:new\s+|current\s+)(?:employer|company)\s+is\s+(?:now\s+)?(?P<v>.+)",
            "org",
            temporal=True,
            **poss,
        ),
        _f(
            "location",
            r"(?:home\s+base|base|home\s+city|city)\s+(?:is|['’]s)\s+(?:now\s+)?(?:in\s+)?"
            rf"(?P<v>{_CITY})",
            "place",
            **poss,
        ),
        # an allergy gone: "My peanut allergy is gone", "my cat allergy has cleared up"
        _f(
            "allergies",
            r"(?P<v>[\w -]+?)\s+(?:allergy|allergies|intolerance)\s+(?:is|are|has|have|['’]s)\s+"
            r"(?:\w+\s+)?(?:gone|over|cured|resolved|cleared(?:\s+up)?|disappeared|a\s+thing\s+of\s+"
            r"the\s+past|no\s+more)\b",
            polarity=-1,
            temporal=True,
            **poss,
        ),
        # -- subject -------------------------------------------------------------------
        # a move that carries its object or direction: "relocated the family to Austin",
        # "moved across the country to Seattle", "moved up to Edinburgh"
        _f(
            "location",
            rf"(?:moved|relocated|have\s+moved|['’]ve\s+moved)\s+{_MOVE_OBJECT}(?:to|into)\s+(?P<v>.+)",
            "place",
            temporal=True,
        ),
        _f(
            "location",
            r"(?:got\s+|was\s+|been\s+|have\s+been\s+|['’]ve\s+been\s+)?(?:transferred|posted|"
            rf"relocated)\s+(?:by\s+work\s+)?to\s+(?:the\s+|our\s+)?(?P<v>{PLACES})(?:\s+(?:office|"
            r"branch|site|team))?\b",
            "place",
            temporal=True,
        ),
        # a home acquired: "ended up buying a house in Raleigh", "signed a lease in Boston"
        _f(
            "location",
            r"(?!.*\b(?:holiday|vacation|second|summer|weekend|beach)\s+(?:home|house|place)\b|"
            r".*\b(?:investment|rent\s+it\s+out|to\s+rent\s+out|rental\s+property)\b)"
            r"(?:ended\s+up\s+(?:buying|renting)|(?:finally\s+)?(?:bought|rented|signed\s+(?:a|the|our|my)"
            rf"\s+(?:new\s+)?lease))\s+(?:on\s+)?(?:(?:a|an|our|my|the)\s+(?:new\s+)?(?:[\w-]+\s+)?"
            rf"{_HOME_NOUN}\s+)?in\s+(?P<v>{_CITY})",
            "place",
            temporal=True,
            needs=_MOVE_DONE,
        ),
        _f("location", rf"(?:now\s+)?calling\s+(?P<v>{_CITY})\s+home\b", "place", temporal=True),
        _f(
            "location",
            r"(?:live|lives|living|reside|resides|residing)\s+(?:out|over|up|down|here|there)\s+"
            r"in\s+(?P<v>.+)",
            "place",
        ),
        # a home just outside a city: "I live just outside Boston", "we live near Seattle"
        _f(
            "location",
            r"(?:live|lives|living|based|settled)\s+(?:just\s+|right\s+|somewhere\s+)?(?:outside(?:\s+of)?|"
            rf"near|close\s+to|(?:north|south|east|west)\s+of)\s+(?P<v>{_CITY})",
            "place",
        ),
        _f(
            "location",
            rf"(?:(?:am|['’]m|are|['’]re|is)\s+)?(?:now\s+)?(?P<v>{_CITY})[- ]based\b",
            "place",
        ),
        # a known employer, at it: "I'm at Meta now"
        _f(
            "employer",
            rf"(?:(?:am|['’]m|is)\s+)?(?:now\s+)?(?:at|with)\s+(?P<v>{KNOWN_ORGS})",
            "known_org",
            needs=_AT_KNOWN_ORG,
        ),
        _f(
            "marital_status",
            r"(?:(?:am|['’]m|is)\s+)?(?:(?:now|newly|recently|officially|finally|legally|happily|"
            r"technically)\s+)+(?P<v>single|divorced|engaged|widowed|separated)\b",
            "lower",
            temporal=True,
        ),
        _f(
            "diet",
            rf"(?:no\s+longer|not)\s+(?:doing|on|following)\s+(?:the\s+|a\s+)?(?P<v>{en_words._DIET_PLANS})\b",
            "lower",
            polarity=-1,
            temporal=True,
            needs=re.compile(r"\b(?:no longer|anymore|any more)\b", _I),
        ),
        _f(
            "likes",
            r"(?:not|no\s+longer)\s+(?:really|that|so|very|too)\s+(?:into|a\s+(?:big\s+)?fan\s+of)\s+"
            r"(?P<v>.+)",
            polarity=-1,
        ),
        _f("weight", r"weighed\s+(?:in\s+)?(?:at\s+)?(?P<v>.+)", "weighed", temporal=True),
        # an employer left, said with "no longer" / "anymore"
        _f(
            "employer",
            r"(?:not|no\s+longer|stopped)\s+(?:working|employed)\s+(?:at|for|with|by)\s+(?P<v>.+)",
            "org_named",
            polarity=-1,
            temporal=True,
            needs=re.compile(r"\b(?:anymore|any more|no longer|stopped)\b", _I),
        ),
        _f(
            "employer",
            rf"no\s+longer\s+(?:with|at)\s+(?P<v>{KNOWN_ORGS})",
            "known_org",
            polarity=-1,
            temporal=True,
        ),
    )


EARLY: tuple[Frame, ...] = _early()
LATE: tuple[Frame, ...] = _late()

#: Sentences put back in statement order before parsing (see ``Language.rewrites``).
REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "My rent used to be 1,200 but now it's 1,500" → "My rent is now 1,500"
    (
        re.compile(
            r"\b(?P<a>(?:my|our|the\s+user['’]s|user['’]s)\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:used\s+"
            r"to\s+be|was|were)\s+(?:[^,;.!?]|(?<=\d)[,.](?=\d))+?\s*[,;]?\s*(?:but|and|,)\s+(?:now\s+)?(?:it['’]s|it\s+is|"
            r"they['’]re|they\s+are)\s+(?:now\s+|actually\s+)?",
            _I,
        ),
        r"\g<a> is now ",
    ),
    # a wish that is the user's preference: "I'd prefer to be called Kate"
    (
        re.compile(
            r"\b(?:i['’]d|i\s+would)\s+(?:prefer|rather|like)\s+(?:to\s+)?(?:be\s+called|be\s+known\s+as|go\s+by)\b",
            _I,
        ),
        "I prefer to be called",
    ),
    # a favourite found: "I have a new favorite show: Severance", "found a new favourite
    # coffee shop, Blue Bottle" → "my new favourite … is …"
    (
        re.compile(
            rf"\b(?:i\s+|we\s+)?(?:have|got|found|discovered)\s+(?:a\s+)?new\s+(?P<f>{en_words._FAV}\s+"
            r"[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*[:：,–-]\s*",
            _I,
        ),
        r"my new \g<f> is ",
    ),
    # a name by which one: "I go by my middle name, Lee" → "I go by Lee"
    (
        re.compile(
            r"\b(?P<g>go|goes|going)\s+by\s+(?:my|her|his|their)\s+(?:middle|first|last|nick|second)\s*"
            rf"name(?:\s+now)?\s*[,:—–-]?\s*(?={en_words._NAME})",
            _I,
        ),
        r"\g<g> by ",
    ),
    # a pet's name in apposition: "The user's dog, Max, died" → "The user's dog Max died"
    (
        re.compile(
            rf"\b(?P<o>(?:my|our|the\s+user['’]s|user['’]s)\s+(?:[\w-]+\s+)?(?:{_PET_WORDS})),\s+"
            rf"(?P<n>{en_words._NAME}),\s+",
            _I,
        ),
        r"\g<o> \g<n> ",
    ),
    # an employer moving the user: "Work moved me to Dallas"
    (
        re.compile(
            r"\b(?:work|my\s+(?:company|job|employer|firm)|the\s+(?:company|firm)|they|my\s+(?:husband|wife|"
            r"partner|spouse)['’]s\s+(?:job|company|work|employer))\s+(?:has\s+|"
            r"have\s+|just\s+|finally\s+)*(?:moved|relocated|transferred)\s+(?:me|us)\s+to\b",
            _I,
        ),
        "I moved to",
    ),
    # a child by its rank: "Our second child was born yesterday" → "we had our second"
    (
        re.compile(
            r"\b(?:our|my)\s+(?P<n>second|third|fourth|fifth|sixth)\s+(?:child|kid|baby|son|"
            r"daughter|boy|girl|little\s+one)\s+(?:was\s+born|arrived|is\s+here|came|has\s+arrived)\b",
            _I,
        ),
        r"we had our \g<n>",
    ),
    # the baby as the subject, nobody else's named: "Baby arrived last week!"
    (
        re.compile(
            r"^(?P<pre>\W*(?:so\s+|and\s+|well\s+)?)(?:the\s+)?(?:baby|little\s+one)\s+(?:arrived|is\s+here|"
            r"was\s+born|came|has\s+arrived)\b",
            _I,
        ),
        r"\g<pre>we had a baby",
    ),
)

ENGLISH = replace(
    en.ENGLISH,
    frames=(
        en_offhand.frames()
        + en_passing.EARLY
        + EARLY
        + en.FRAMES
        + LATE
        + en_people.frames()
        + en_news.frames()
        + en_retold.frames()
    ),
    cleaners={**CLEANERS, **en_news.CLEANERS, **en_values.CLEANERS, **en_retold.CLEANERS},
    rewrites=(
        *en_offhand.REWRITES,
        *en_idioms.REWRITES,
        *en_retold.REWRITES,
        *en_reworded.REWRITES,
        *en_restated.REWRITES,
        *REWRITES,
        *en_news.REWRITES,
        *en.ENGLISH.rewrites,
    ),
    answers=(*en_offhand.ANSWERS, *en_news.ANSWERS, *en.ENGLISH.answers, *en_answers.ANSWERS),
    respellings=en_casual.RESPELLINGS,
    temporary=en_passing.TEMPORARY,
    blocker=en_passing.BLOCKER,
)
