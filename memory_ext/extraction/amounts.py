"""Amounts in any form: Chinese numerals and the same sum said two ways. Pure.

People write the same amount many ways: 三千二 (3,200, the spoken short form), 一万八
(18,000), 一万七千五 (17,500), 两万五, 七十五公斤, 1.8万, 18k, 18,000. The grammar keeps
the user's wording for display; this module reads what it is worth, so that an amount
said in Chinese numerals is read against the old one like any other (房租三千二 →
续约一个月3500 is a rise) and the same amount said twice is one value (一万八 ≡ 1.8万 ≡
18000: no update, no second history entry).

Example:
    >>> zh_number("一万七千五"), zh_number("三千二"), zh_number("七十五")
    (17500.0, 3200.0, 75.0)
    >>> same_amount("一万八", "1.8万"), same_amount("30k", "30,000"), same_amount("$30", "¥30")
    (True, True, False)
"""

from __future__ import annotations

import re

_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
           "七": 7, "八": 8, "九": 9}  # fmt: skip
_SMALL = {"十": 10, "百": 100, "千": 1000}
_LARGE = {"万": 10_000, "亿": 100_000_000}

#: A Chinese numeral that is an amount, not a word: it starts with a digit (or 十) and
#: holds a place word, so 一个, 十分, 千万别, 万一 and 百度 are none; 三千二, 一万八,
#: 七十五, 两万五, 一点五万 are.
ZH_NUMERAL = (
    r"(?:[一二两三四五六七八九]|十)(?=[零〇一二两三四五六七八九十百千万亿点])"
    r"[零〇一二两三四五六七八九十百千万亿]*(?:点[零〇一二三四五六七八九]+[万亿]?)?"
)
_ZH_NUMERAL = re.compile(ZH_NUMERAL)


def zh_number(text: str) -> float | None:
    """What a Chinese numeral is worth (三千二 → 3200, 一万七千五 → 17500, 一百零五 →
    105, 一点五万 → 15000), or None when ``text`` is no numeral with a place word (二零二四,
    a year read digit by digit, is none)."""
    if not text or _ZH_NUMERAL.fullmatch(text) is None:
        return None
    scale = 1.0
    if "点" in text:
        whole, _, frac = text.partition("点")
        if frac[-1:] in _LARGE:
            scale = _LARGE[frac[-1]]
            frac = frac[:-1]
        head = zh_number(whole) if len(whole) > 1 else _DIGITS.get(whole)
        if head is None or not frac:
            return None
        return (head + float("0." + "".join(str(_DIGITS[c]) for c in frac))) * scale
    total = section = 0.0
    digit: int | None = None
    last = 0  # the last place word's value: 三千二 means 3,200 (the digit one place lower)
    zero = False  # after 零 a trailing digit is itself: 一千零五 is 1,005
    for ch in text:
        if ch in _DIGITS:
            if digit is not None and not zero:
                return None  # two digits in a row: 二零二四 is no amount
            zero = _DIGITS[ch] == 0 or zero
            digit = _DIGITS[ch] if _DIGITS[ch] else None
        elif ch in _SMALL:
            section += (digit if digit is not None else 1) * _SMALL[ch]
            digit, last, zero = None, _SMALL[ch], False
        elif ch == "万":  # 一亿两千万: 万 scales what came after 亿 only
            total += (section + (digit or 0)) * _LARGE[ch]
            section, digit, last, zero = 0.0, None, _LARGE[ch], False
        else:  # 亿 scales all before it
            total = (total + section + (digit or 0)) * _LARGE[ch]
            section, digit, last, zero = 0.0, None, _LARGE[ch], False
    if digit is not None:
        section += digit * (last // 10 if last >= 10 and not zero else 1)
    return total + section


# -- the same amount said two ways --------------------------------------------------------
_CURRENCY = r"[$£€¥￥₹₩₽₱₺₪฿]|\brs\.?|\brmb\b"
_WHOLE = re.compile(
    rf"^(?P<cur>{_CURRENCY})?\s?(?P<n>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?|{ZH_NUMERAL})"
    r"\s?(?P<u>k|grand|万|千|w|元|块|块钱|lakhs?|lacs?|lpa|crores?|kgs?|kilos?|公斤|斤|lbs?|pounds?)?"
    r"(?:\s+(?:per annum|a year|p\.?a\.?))?$",
    re.I,
)
_SCALE = {"k": 1e3, "grand": 1e3, "万": 1e4, "w": 1e4, "千": 1e3, "lakh": 1e5, "lakhs": 1e5,
          "lac": 1e5, "lacs": 1e5, "lpa": 1e5, "crore": 1e7, "crores": 1e7}  # fmt: skip
_WEIGHT = {"kg": 1.0, "kgs": 1.0, "kilo": 1.0, "kilos": 1.0, "公斤": 1.0, "斤": 0.5,
           "lb": 0.4536, "lbs": 0.4536, "pound": 0.4536, "pounds": 0.4536}  # fmt: skip


def number(text: str) -> float | None:
    """An Arabic (1,750; 4.5) or Chinese (四千五) number's value, or None."""
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return zh_number(text)


def whole_amount(value: str) -> tuple[float, str, str] | None:
    """A value that is one amount and nothing else, as (size, dimension, currency):
    "1.8万" → (18000, "money", ""), "75公斤" → (75, "weight", ""), "£42,000" → (42000,
    "money", "£"); None for anything else ("18 LPA", "two cats")."""
    m = _WHOLE.match(value.strip())
    if m is None:
        return None
    size = number(m["n"])
    if size is None:
        return None
    unit = (m["u"] or "").casefold()
    if unit in _WEIGHT:
        return size * _WEIGHT[unit], "weight", ""
    cur = (m["cur"] or "").casefold().replace("￥", "¥")
    kind = "money" if cur or unit in (*_SCALE, "元", "块", "块钱") else "number"
    return size * _SCALE.get(unit, 1.0), kind, cur


#: The period an amount is paid in, after it: "₹23,000/month", "$620 a week", 每月.
_PERIOD = re.compile(
    r"\s*(?:(?:/|\ba\s+|\bper\s+|\beach\s+|\bevery\s+)\s*(?P<en>week|wk|month|mo|year|yr|annum)|"
    r"\b(?P<abbr>pw|pcm|pm|pa)|(?P<zh>每月|每个月|一个月|/月|每周|一周|每年|一年))\s*$",
    re.I,
)
_PERIOD_NAME = {
    "week": "week", "wk": "week", "pw": "week", "每周": "week", "一周": "week",
    "month": "month", "mo": "month", "pcm": "month", "pm": "month", "每月": "month",
    "每个月": "month", "一个月": "month", "/月": "month",
    "year": "year", "yr": "year", "annum": "year", "pa": "year", "每年": "year", "一年": "year",
}  # fmt: skip


def _without_period(value: str) -> tuple[str, str]:
    """``value`` without the period it is paid in, and that period ("" when none)."""
    m = _PERIOD.search(value)
    if m is None or m.start() == 0:
        return value, ""
    said = (m["en"] or m["abbr"] or m["zh"]).casefold()
    return value[: m.start()], _PERIOD_NAME.get(said, said)


def same_amount(a: str, b: str) -> bool:
    """Whether two values are the same amount said two ways (一万八 ≡ 1.8万 ≡ 18,000 ≡
    18k; 150斤 ≡ 75公斤): of one dimension, equal in size, in no two different
    currencies, and paid in no two different periods (a bare number matches an amount
    of either kind: "46.5k" ≡ "£46,500", "75" ≡ "75kg", "23k" ≡ "₹23,000/month"; "$620 a
    week" is not "$620/month")."""
    (a, pa), (b, pb) = _without_period(a), _without_period(b)
    if pa and pb and pa != pb:
        return False
    x, y = whole_amount(a), whole_amount(b)
    if x is None or y is None or abs(x[0] - y[0]) > 1e-6 * max(abs(x[0]), 1.0):
        return False
    if {x[1], y[1]} == {"weight", "money"}:
        return False
    return not (x[2] and y[2] and x[2] != y[2])
