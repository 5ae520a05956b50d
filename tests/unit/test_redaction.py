"""Secrets and PII are found before anything is stored long-term, in Chinese and English;
ordinary words are left alone (issue 11). Families of inputs are properties."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from memory_ext.redaction import RedactionPolicy, redact, redact_value

# (text, secret that must disappear, kind reported)
CORPUS = [
    # passwords, passphrases, PINs
    ("my password is: hunter2", "hunter2", "password"),
    ("My password is hunter2.", "hunter2", "password"),
    ("password=Tr0ub4dor&3 for the router", "Tr0ub4dor&3", "password"),
    ("the wifi password for the office is s3cr3t-Pa55", "s3cr3t-Pa55", "password"),
    ("my passphrase is correct horse battery staple", "correct horse battery staple", "password"),
    ("my PIN is 4921", "4921", "password"),
    ("my password hunter2 works", "hunter2", "password"),
    ('{"password": "hunter2"}', "hunter2", "password"),
    ("我的密码是123456", "123456", "password"),
    ("银行卡密码：884422", "884422", "password"),
    ("WiFi密码是 abc12345", "abc12345", "password"),
    ("我的口令为芝麻开门", "芝麻开门", "password"),
    ("支付密码 665544", "665544", "password"),
    # API keys and tokens
    ("stripe key sk_live_4eC39HqLyjWDarjtT1zdp7dc", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "api_key"),
    ("key sk-proj-abcdefghijklmnopqrstuv", "sk-proj-abcdefghijklmnopqrstuv", "api_key"),
    ("AWS key AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE", "api_key"),
    (
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "api_key",
    ),
    (
        "我的AWS密钥是 wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "api_key",
    ),
    (
        "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
        "eyJzdWIiOiIxMjM0NTY3ODkwIn0",
        "api_key",
    ),
    (
        "github ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
        "ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
        "api_key",
    ),
    # private keys
    (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7x\nq2w==\n-----END RSA PRIVATE KEY-----",
        "MIIEpAIBAAKCAQEA7x",
        "private_key",
    ),
    (
        "私钥：-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIB\n-----END PRIVATE KEY-----",
        "MC4CAQAwBQYDK2VwBCIEIB",
        "private_key",
    ),
    # cards, IBANs, national ids
    ("card 4111 1111 1111 1111 thanks", "4111 1111 1111 1111", "card_number"),
    ("我的信用卡号是5500-0000-0000-0004", "5500-0000-0000-0004", "card_number"),
    ("IBAN DE89 3704 0044 0532 0130 00 please", "DE89 3704 0044 0532 0130 00", "iban"),
    ("汇款到 GB82WEST12345698765432", "GB82WEST12345698765432", "iban"),
    ("身份证 11010519491231002X", "11010519491231002X", "national_id"),
    ("my SSN is 123-45-6789", "123-45-6789", "national_id"),
    # phones and emails
    ("call me at 4155552671", "4155552671", "phone"),
    ("call me at (415) 555-2671", "555-2671", "phone"),
    ("call me at 13812345678", "13812345678", "phone"),
    ("我的手机号是 +86 138 1234 5678", "138 1234 5678", "phone"),
    ("write to li.wei+news@example.com", "li.wei+news@example.com", "email"),
    ("我的邮箱是 zhang_san@163.com", "zhang_san@163.com", "email"),
]

# ordinary text that must come back unchanged
NOT_SECRETS = [
    "I went shopping for spinach",
    "Let me pinpoint the problem",
    "The tokenizer splits words",
    "I pinned the tweet and went to spin class",
    "In my opinion the compass is broken",
    "I use a password manager",
    "I forgot my password yesterday",
    "I need to reset my password",
    "The PIN pad was broken",
    "Passover is in April",
    "Please bypass the proxy",
    "I learn pinyin and typing",
    "我在学密码学",
    "密码忘了怎么办",
    "我有3个孩子，住在北京",
    "I earn 30,000 a month and was born in 1990",
    "order 4111 1111 1111 1112",
    "我们在2024年5月1日见面",
    "The meeting is at 10:30 in room 1204",
    "version 1.2.3 of the library",
    "My secret is that I love cake",
    "I bought 1234567890 shares",
]


@pytest.mark.parametrize(("text", "secret", "kind"), CORPUS)
def test_every_kind_of_secret_is_masked(text: str, secret: str, kind: str) -> None:
    result = redact(text)
    assert secret not in result.text, result.text
    assert f"[REDACTED:{kind}]" in result.text, result.text
    assert kind in {f.kind for f in result.findings}


@pytest.mark.parametrize("text", NOT_SECRETS)
def test_ordinary_words_and_numbers_are_left_alone(text: str) -> None:
    result = redact(text)
    assert result.text == text and not result.found, result.text


def test_detection_only_and_drop_modes() -> None:
    kept = redact("我的密码是123456", RedactionPolicy(mode="keep"))
    assert kept.found and "123456" in kept.text


def test_json_values_are_redacted_leaf_by_leaf_and_stay_json() -> None:
    value = {
        "note": "my password is hunter2",
        "password": "plain-no-label",
        "nested": [{"email": "a.b@example.com"}, 7],
        "raw": json.dumps({"content": "call 4155552671", "token": "abc"}),
    }
    clean, kinds = redact_value(value)
    dumped = json.dumps(clean)
    for secret in ("hunter2", "plain-no-label", "a.b@example.com", "4155552671"):
        assert secret not in dumped
    json.loads(clean["raw"])  # a JSON string stays parseable
    assert {"password", "email", "phone"} <= set(kinds)
    assert clean["nested"][1] == 7


# -- families, as properties ------------------------------------------------------------
_EN = ["My card is {} thanks", "pay with {}", "{}"]
_ZH = ["我的卡号是{}，谢谢", "用{}付款", "{}"]


def _luhn_complete(body: str) -> str:
    from stdnum import luhn

    return body + luhn.calc_check_digit(body)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(
    body=st.text("0123456789", min_size=15, max_size=15),
    template=st.sampled_from(_EN + _ZH),
    sep=st.sampled_from(["", " ", "-"]),
)
def test_any_luhn_valid_card_is_masked(body: str, template: str, sep: str) -> None:
    digits = _luhn_complete("4" + body)
    shown = sep.join(digits[i : i + 4] for i in range(0, 16, 4))
    result = redact(template.format(shown))
    assert digits not in result.text.replace(" ", "").replace("-", "")


@settings(max_examples=60)
@given(
    country=st.sampled_from(["DE", "FR", "GB", "NL", "ES"]),
    seed=st.integers(0, 10**9),
    template=st.sampled_from(["send it to {} please", "我的账户是{}", "{}"]),
)
def test_any_valid_iban_is_masked(country: str, seed: int, template: str) -> None:
    from stdnum import iban

    rng = random.Random(seed)
    lengths = {"DE": 18, "FR": 23, "GB": 18, "NL": 14, "ES": 20}
    if country == "GB":
        bban = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4))
        bban += "".join(rng.choice("0123456789") for _ in range(14))
    elif country == "NL":
        bban = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4))
        bban += "".join(rng.choice("0123456789") for _ in range(10))
    else:
        bban = "".join(rng.choice("0123456789") for _ in range(lengths[country]))
    number = country + iban.calc_check_digits(country + "00" + bban) + bban
    assume(iban.is_valid(number))
    result = redact(template.format(number))
    assert number not in result.text and "[REDACTED:iban]" in result.text


@settings(max_examples=60)
@given(
    region=st.sampled_from(["110105", "310104", "440305", "510107"]),
    year=st.integers(1930, 2010),
    month=st.integers(1, 12),
    day=st.integers(1, 28),
    seq=st.integers(0, 999),
    template=st.sampled_from(["身份证号{}", "我的身份证是 {}。", "ID {} thanks"]),
)
def test_any_valid_chinese_id_is_masked(
    region: str, year: int, month: int, day: int, seq: int, template: str
) -> None:
    from stdnum.cn import ric

    body = f"{region}{year:04d}{month:02d}{day:02d}{seq:03d}"
    number = body + ric.calc_check_digit(body + "0")  # it reads the first 17 digits
    result = redact(template.format(number))
    assert number not in result.text and "[REDACTED:national_id]" in result.text


@settings(max_examples=60)
@given(
    area=st.sampled_from(["212", "415", "617", "312", "206", "303", "512", "646"]),
    rest=st.text("0123456789", min_size=7, max_size=7),
    fmt=st.sampled_from(["{a}{r}", "({a}) {r3}-{r4}", "{a}-{r3}-{r4}", "+1 {a} {r3} {r4}"]),
    template=st.sampled_from(["call me at {}", "我的电话是{}", "{}"]),
)
def test_any_valid_us_phone_is_masked(area: str, rest: str, fmt: str, template: str) -> None:
    import phonenumbers

    assume(rest[0] not in "01")
    assume(phonenumbers.is_valid_number(phonenumbers.parse(area + rest, "US")))
    shown = fmt.format(a=area, r=rest, r3=rest[:3], r4=rest[3:])
    result = redact(template.format(shown))
    assert rest[3:] not in result.text and "[REDACTED:phone]" in result.text


@settings(max_examples=60)
@given(
    local=st.from_regex(r"[a-z][a-z0-9._+-]{0,15}[a-z0-9]", fullmatch=True),
    domain=st.from_regex(r"[a-z][a-z0-9-]{0,10}[a-z0-9]", fullmatch=True),
    tld=st.sampled_from(["com", "cn", "org", "co.uk", "io"]),
    template=st.sampled_from(["mail me at {} please", "我的邮箱是{}，谢谢", "{}"]),
)
def test_any_email_is_masked(local: str, domain: str, tld: str, template: str) -> None:
    address = f"{local}@{domain}.{tld}"
    result = redact(template.format(address))
    assert address not in result.text and "[REDACTED:email]" in result.text


@settings(max_examples=100)
@given(st.text(max_size=300))
def test_redaction_is_idempotent_and_never_grows_a_secret(text: str) -> None:
    once = redact(text).text
    assert redact(once).text == once
