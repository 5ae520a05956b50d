"""How the sixth pass's English values are cut and kept as the user wrote them: a title
with "and" in it ("Pride and Prejudice"), a rent per week or per calendar month and its
currency code ("AUD 620 a week", "620 AUD", "£950 pcm" → "£950"), a sum's pay period
("$24/hour"), a weight in stone ("14 stone", "13 st 4"), an employer without a length of
service ("for the NHS for ten years" → "NHS"). Cleaners for :mod:`.en_passing`. Pure: no
I/O.
"""

from __future__ import annotations

import re

from memory_ext.extraction import en_words
from memory_ext.extraction.en_words import _FAV, _NOW
from memory_ext.extraction.grammar import CURRENCY_SIGN, Cleaner
from memory_ext.extraction.normalise import clean_display

_I = re.I

# -- titles and sums -------------------------------------------------------------------------------
_SMALL = r"(?:of|the|a|an|and|in|on|at|to|for|with|from|&|or|de|la|le|van|von|du)"
_CAP = r"(?!I\b|I['’])(?-i:[A-Z0-9])[\w'’:.!-]*"
_TITLE = re.compile(rf"{_CAP}(?:\s+(?:{_SMALL}\s+)*{_CAP})*")
#: The kinds of favourite whose values are titles, where "and" is part of the name.
_TITLED = (
    r"(?P<x>book|novel|movie|film|show|tv\s+show|series|song|album|play|musical|video\s+game|"
    r"game|poem|record|track|opera|comic|manga|anime|sitcom|podcast)"
)

_FAVOURITE_TITLED = rf"(?:(?:my|our|the\s+user['’]s|user['’]s)\s+){_FAV}\s+{_TITLED}(?:\s+{_NOW})?"


def _title(raw: str) -> str:
    """A title as written, "and" and "of" kept: "Pride and Prejudice, I reread it" →
    "Pride and Prejudice"; a lower-case one as any object."""
    text = raw.replace("\u2060", " ").strip().strip("\"'“”‘’")
    m = _TITLE.match(text)
    if m is None:
        return en_words.CLEANERS["np"](raw)
    value = " ".join(m.group(0).split()).rstrip(".:!")
    return value if len(value.split()) <= 8 else ""


_CODE = r"(?:AUD|NZD|CAD|USD|GBP|EUR|SGD|HKD|CHF|INR|ZAR|A\$|NZ\$|C\$|US\$|S\$|HK\$)"
_WEEKLY = r"(?:a|per|each|every)\s+week|pw|p/w|/\s?(?:week|wk)|weekly|a\s+fortnight|per\s+fortnight"
_MONTHLY = r"pcm|p/cm|per\s+calendar\s+month|(?:a|per|each|every)\s+month|/\s?(?:month|mo)|monthly"
_SUM = re.compile(
    rf"\s*(?:about|around|roughly|only|just|like|nearly|almost)?\s*(?P<c>(?-i:{_CODE})\s?)?"
    rf"(?P<a>{CURRENCY_SIGN}?\s?\d[\d,.]*(?:\s?k\b)?)\s*(?:(?P<d>(?-i:"
    + _CODE
    + r"))\s*)?(?P<p>"
    + _WEEKLY
    + "|"
    + _MONTHLY
    + r")?(?![\w%])",
    _I,
)


def _rent_sum(raw: str) -> str:
    """A rent as said: its currency code kept ("AUD 620"), a weekly one with its period as
    written ("AUD 620 a week", "$400 pw"); a monthly one as the base grammar stores it
    ("£950")."""
    m = _SUM.match(raw)
    if m is None:
        return ""
    digits = re.sub(r"\D", "", m["a"].split(".")[0])
    if not digits or int(digits) < 50:
        return ""
    value = m["a"].replace(" ", "")
    if m["c"]:  # the code where the user put it: "AUD 620", "620 AUD"
        value = f"{m['c'].strip()} {value}"
    elif m["d"]:
        value = f"{value} {m['d']}"
    if m["p"] and re.fullmatch(_WEEKLY, m["p"], _I):
        period = " ".join(m["p"].split())
        value += period.replace(" ", "") if period.startswith("/") else " " + period
    return value


def _with_code(cleaner: Cleaner) -> Cleaner:
    """``cleaner`` for a sum that may lead with a currency code: "AUD 620" stays "AUD 620"."""

    def clean(raw: str) -> str:
        m = re.match(
            rf"\s*(?:about|around|roughly|only|just)?\s*(?P<c>(?-i:{_CODE}))\s?(?=\d)", raw
        )
        if m is None:
            return cleaner(raw)
        value = cleaner(raw[m.end() :])
        return f"{m['c']} {value}" if value and not re.match(CURRENCY_SIGN, value) else value

    return clean


_PER = re.compile(
    r"\s*(?:about|around|roughly|only|just|over|almost|nearly)?\s*(?:(?-i:"
    + _CODE
    + rf")\s?)?{CURRENCY_SIGN}?\s?"
    r"\d[\d,.]*\s*(?:(?-i:" + _CODE + r")\s*)?(?:(?P<h>an\s+hour|per\s+hour|/\s?h(?:ou)?r|hourly)|"
    r"(?P<w>a\s+week|per\s+week|/\s?(?:week|wk)|pw|weekly))\b",
    _I,
)


def _with_period(cleaner: Cleaner) -> Cleaner:
    """``cleaner`` for a sum that says it is hourly or weekly: "$28 an hour" is not $28 a
    month or a year, so the period stays in the value, as written ("$24/hour")."""

    def clean(raw: str) -> str:
        value = cleaner(raw)
        m = _PER.match(raw)
        if not value or m is None or value.endswith(("hour", "week", "hr", "wk")):
            return value
        period = " ".join((m["h"] or m["w"]).split())
        return value + (period.replace(" ", "") if period.startswith("/") else " " + period)

    return clean


_STONE = re.compile(
    r"\s*(?:about|around|roughly|nearly|almost|just|over|under)?\s*(?P<w>\d{1,2}(?:\.\d)?\s*"
    r"(?:stone|st)\b(?:\s*(?:and\s+)?\d{1,2}\s*(?:lbs?|pounds?)?\b)?)",
    _I,
)


def _with_stone(cleaner: Cleaner) -> Cleaner:
    """``cleaner`` for a weight that may be in stone: "14 stone", "13 st 4 lb"."""

    def clean(raw: str) -> str:
        m = _STONE.match(raw)
        return clean_display(m["w"]) if m else cleaner(raw)

    return clean


_DURATION = (
    r"(?:about\s+|almost\s+|over\s+|nearly\s+|around\s+|the\s+(?:past|last)\s+)?(?:\d+|a|an|one|two|three|"
    r"four|five|six|seven|eight|nine|ten|eleven|twelve|several|a\s+few|a\s+couple\s+of|many|some)\s+"
    r"(?:years?|months?|weeks?|days?|decades?|yrs?)"
)


def no_duration(cleaner: Cleaner) -> Cleaner:
    """``cleaner`` for an employer, which a length of service is not: "been a nurse for
    ten years" names no employer, "for the NHS for ten years" names the NHS."""

    def clean(raw: str) -> str:
        if re.match(rf"\s*{_DURATION}\b", raw):
            return ""
        return cleaner(re.sub(rf"\s+for\s+{_DURATION}\b.*$", "", raw, flags=re.S))

    return clean


CLEANERS: dict[str, Cleaner] = {
    "org": no_duration(en_words.CLEANERS["org"]),
    "title": _title,
    "rent_sum": _rent_sum,
    "amount": _with_period(_with_code(en_words.CLEANERS["amount"])),
    "money": _with_period(_with_code(en_words.CLEANERS["money"])),
    "pay": _with_period(_with_code(en_words.CLEANERS["pay"])),
    "rent": _with_code(en_words.CLEANERS["rent"]),
    "weight": _with_stone(en_words.CLEANERS["weight"]),
    "weighed": _with_stone(en_words.CLEANERS["weighed"]),
}
