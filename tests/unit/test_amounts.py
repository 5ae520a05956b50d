"""Amounts in any form (memory_ext.extraction.amounts): Chinese numerals, as written out
in full and in their spoken short forms, are worth what they say; the same sum said two
ways is one value; words that hold a numeral character are no amounts."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_ext.extraction.amounts import same_amount, whole_amount, zh_number
from memory_ext.extraction.normalise import same_value

_D = "零一二三四五六七八九"


def _below_10k(n: int, leading: bool) -> str:
    """1..9999 in full Chinese (一千零五, 三千二百, 十五 / 一十五 after a higher place)."""
    out, zero = [], False
    for value, word in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit = n // value % 10
        if digit == 0:
            zero = bool(out)
            continue
        if zero:
            out.append("零")
            zero = False
        if not (word == "十" and digit == 1 and not out and leading):
            out.append(_D[digit])
        out.append(word)
    return "".join(out)


def written_out(n: int) -> str:
    """An integer 1..99,999,999 as Chinese writes it in full (an independent renderer)."""
    high, low = divmod(n, 10_000)
    if not high:
        return _below_10k(low, leading=True)
    text = _below_10k(high, leading=True) + "万"
    if low:
        text += ("零" if low < 1000 else "") + _below_10k(low, leading=False)
    return text


@given(st.integers(min_value=11, max_value=99_999_999))
def test_a_number_written_out_in_full_is_worth_what_it_says(n: int) -> None:
    # one character alone (一, 五, 十) is a word as often as a number: no amount
    assert zh_number(written_out(n)) == n


@given(
    st.integers(min_value=1, max_value=9),
    st.integers(min_value=1, max_value=9),
    st.sampled_from([("千", 1000), ("万", 10_000), ("百", 100)]),
)
def test_the_spoken_short_form_means_the_digit_one_place_lower(
    head: int, tail: int, place: tuple[str, int]
) -> None:
    # 三千二 is 3,200, 一万八 is 18,000, 四百五 is 450 (not 3,002 or 10,008)
    word, value = place
    said = ("两" if head == 2 else _D[head]) + word + _D[tail]
    assert zh_number(said) == head * value + tail * value // 10


@given(st.integers(min_value=1, max_value=999).map(lambda k: k * 100))
def test_one_sum_said_in_arabic_chinese_and_k_is_one_value(n: int) -> None:
    forms = [str(n), f"{n:,}", written_out(n) + "元", f"{n / 1000:g}k"]
    if n % 1000 == 0:
        forms.append(f"{n // 1000}k")
    for a in forms:
        for b in forms:
            assert same_amount(a, b) and same_value(a, b), (a, b)
    assert not same_amount(str(n), str(n + 100))


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("一万八", "1.8万", True),
        ("两万五", "25000", True),
        ("一万七千五", "1.75万", True),
        ("三十万", "30万", True),
        ("一点五万", "15000", True),
        ("150斤", "75公斤", True),
        ("一百五十斤", "75kg", True),
        ("£46,500", "46.5k", True),
        ("18 grand", "18k", True),
        ("24 lakh", "24 LPA", True),
        ("24 lakh per annum", "2400000", True),
        ("1.2 crore", "120 lakh", True),
        ("$30", "¥30", False),  # two currencies
        ("75kg", "75元", False),  # a weight is no sum of money
        ("一万八", "一万五", False),
        ("三千二", "3002", False),
        ("two cats", "2 cats", False),  # not amounts: left to the value keys
        # the period it is paid in: the same, or said on one side only
        ("₹23,000/month", "23k", True),
        ("$620/week", "$620 a week", True),
        ("£1,150 per month", "£1,150", True),
        ("3500每月", "3500", True),
        ("45k pa", "45,000", True),
        ("$620/week", "$620/month", False),
        ("£1,150 a month", "£1,150 a year", False),
    ],
)
def test_same_amount_corpus(a: str, b: str, same: bool) -> None:
    assert same_amount(a, b) is same
    assert same_amount(b, a) is same


@pytest.mark.parametrize(
    "word",
    [
        "一个",
        "十分",
        "千万",
        "万一",
        "百度",
        "一下",
        "二零二四",
        "一二",
        "五零后",
        "三心二意",
        "十",
    ],
)
def test_a_word_with_a_numeral_character_is_no_amount(word: str) -> None:
    assert zh_number(word) is None
    assert whole_amount(word) is None


@pytest.mark.parametrize(
    "value", ["18 LPA a month", "3200 a month", "月薪一万八", "about 60 kilos", ""]
)
def test_a_value_with_more_than_an_amount_is_no_whole_amount(value: str) -> None:
    assert whole_amount(value) is None
