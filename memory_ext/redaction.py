"""Find secrets and PII before anything is stored long-term; pure.

The default replaces each secret by a marker such as ``[REDACTED:password]``: the
memory that a password exists may be kept, the secret never is.

Kinds: ``password`` (passwords, passphrases, PINs, after a label in English or Chinese),
``api_key`` (OpenAI/Stripe/GitHub/Slack/Google/GitLab keys, AWS access and secret keys,
JWTs), ``private_key`` (PEM blocks), ``card_number`` (Luhn-valid), ``iban`` (mod-97
valid), ``national_id`` (Chinese resident id with its check digit and birth date, US
SSN), ``phone`` (Chinese mobiles, international ``+`` numbers, US numbers — formatted
or bare 10 digits — validated with ``phonenumbers`` when installed) and ``email``.
Checksummed formats are validated with python-stdnum when installed (hand-written
checks otherwise), so ordinary numbers (amounts, order numbers, dates) are left alone.
English labels match whole words only ("shopping", "pinpoint" and "spinach" are not
passwords); without an explicit "is"/":"/"=" the value must look like a credential
(contain a digit or symbol), so "password manager" stays as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

RedactionMode = Literal["mask", "drop", "keep"]

ALL_KINDS = frozenset(
    {"password", "api_key", "private_key", "card_number", "iban", "national_id", "phone", "email"}
)

_MARK = r"\[REDACTED:[a-z_]+\]"
# English labels are whole words; Chinese ones need no boundary.
_EN_LABEL = (
    r"(?<![A-Za-z])(?:pass(?:word|wd|code|phrase)|pass[ -]phrase|pwd|pin(?:[ -]?code)?"
    r"|secret[ _-]?(?:code|key)|login|passwort|mot de passe)(?![A-Za-z])"
)
_ZH_LABEL = r"(?:密码|口令|暗号|密钥|PIN码|验证码)"
_SEP = r"(?:\s*(?:is|was|are|=|:|：|是|为|為|-)\s*)"
_FOR = r"(?:\s+(?:for|of|to|on)\s+(?:the\s+|my\s+)?[\w.@-]+){0,2}"
_LABEL = re.compile(
    rf"(?P<label>[\"']?(?:{_EN_LABEL}|{_ZH_LABEL})[\"']?{_FOR})(?P<sep>{_SEP}+[\"']?|\s+)?",
    re.IGNORECASE,
)
_WORD = re.compile(
    r"(?!" + _MARK + r")[^\s\"'，。,;；、）)\]】<>]*[^\s\"'，。,;；、）)\]】<>.!?！？:：]"
)
_PHRASE = re.compile(r"(?!" + _MARK + r")[^\n\"'。！？!?;；]*[^\s\"'。！？!?;；.,，]")

_API_KEY = re.compile(
    r"(?<![A-Za-z0-9_-])(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}|[sr]k_(?:live|test)_[A-Za-z0-9]{10,}"
    r"|(?:AKIA|ASIA)[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}"
    r"|xox[abpr]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35}|glpat-[A-Za-z0-9_-]{20,}"
    r"|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)"
)
# An AWS secret access key: 40 characters of base64 with mixed case, a digit and / or +.
_AWS_SECRET = re.compile(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
_PEM = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|\Z)"
)
_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?![A-Za-z0-9])"
)
_CARD = re.compile(r"(?<![\d+-])(?:\d[ -]?){12,18}\d(?![\d-])")
_IBAN = re.compile(
    r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])"
)
_CN_ID = re.compile(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])")
_SSN = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
_PHONE = re.compile(
    r"(?<![\d+])(?:\+?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}(?!\d)"
    r"|(?<![\d+])\+\d{1,3}[ -]?\(?\d{1,4}\)?(?:[ -]?\d{2,4}){2,3}(?!\d)"
    r"|(?<!\d)\(?[2-9]\d{2}\)?[ .-]?[2-9]\d{2}[ .-]?\d{4}(?!\d)"
)


def _luhn(digits: str) -> bool:
    try:
        from stdnum import luhn

        return bool(luhn.is_valid(digits))
    except ImportError:  # pragma: no cover - python-stdnum is a dependency
        total, parity = 0, len(digits) % 2
        for i, ch in enumerate(digits):
            d = int(ch)
            if i % 2 == parity:
                d = d * 2 - 9 if d > 4 else d * 2
            total += d
        return total % 10 == 0


def _iban_valid(value: str) -> bool:
    compact = value.replace(" ", "")
    try:
        from stdnum import iban

        return bool(iban.is_valid(compact))
    except ImportError:  # pragma: no cover
        moved = compact[4:] + compact[:4]
        return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def _cn_id_valid(value: str) -> bool:
    try:
        from stdnum.cn import ric
        from stdnum.exceptions import ValidationError

        # checksum and birth date; not the birth place (its table lags new districts)
        if value[-1].upper() != ric.calc_check_digit(value):
            return False
        try:
            ric.get_birth_date(value)
        except ValidationError:
            return False
        return True
    except ImportError:  # pragma: no cover
        weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
        total = sum(int(c) * w for c, w in zip(value[:17], weights, strict=True))
        return value[17].upper() == "10X98765432"[total % 11]


def _ssn_valid(value: str) -> bool:
    area, group, serial = value.split("-")
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def _phone_valid(value: str) -> bool:
    digits = re.sub(r"\D", "", value)
    if (
        not value.startswith("+")
        and len(digits) == 11
        and digits[0] == "1"
        and digits[1] in "3456789"
    ):
        return True  # a Chinese mobile
    try:
        import phonenumbers
    except ImportError:  # pragma: no cover
        return 10 <= len(digits) <= 15
    try:
        region = None if value.lstrip().startswith("+") else "US"
        number = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return False
    return bool(phonenumbers.is_valid_number(number))


def _aws_secret(value: str) -> bool:
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
        and any(c in "/+" for c in value)
    )


@dataclass(frozen=True, slots=True)
class Finding:
    """One detected secret: its kind and where it was in the original text."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Redaction:
    """The text safe to store, and what was found in it."""

    text: str
    findings: tuple[Finding, ...]

    @property
    def found(self) -> bool:
        """Whether any secret was detected."""
        return bool(self.findings)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds found, sorted, each once."""
        return tuple(sorted({f.kind for f in self.findings}))


@dataclass(frozen=True, slots=True)
class RedactionPolicy:
    """What to look for and what to do with it.

    Attributes:
        mode: ``mask`` (replace by ``[REDACTED:kind]``, the default), ``drop`` (the
            caller skips the whole text), or ``keep`` (store as is; detection only).
        kinds: which detectors run (default: all of them).

    Example:
        >>> redact("我的密码是123456").text
        '我的密码是[REDACTED:password]'
    """

    mode: RedactionMode = "mask"
    kinds: frozenset[str] = field(default=ALL_KINDS)


def _looks_like_credential(value: str) -> bool:
    return any(not c.isalpha() for c in value)


def _passwords(text: str) -> list[Finding]:
    found = []
    for m in _LABEL.finditer(text):
        sep = m.group("sep") or ""
        explicit = bool(sep.strip())
        label = m.group("label").lower()
        phrase = "phrase" in label
        value = (_PHRASE if phrase and explicit else _WORD).match(text, m.end())
        if value is None or value.end() == value.start():
            continue
        secret = value.group()
        is_zh = bool(re.search(_ZH_LABEL, m.group("label"), re.IGNORECASE))
        if not explicit and not _looks_like_credential(secret):
            continue  # "password manager", "密码学"
        if not explicit and not sep and not is_zh:
            continue  # an English label glued to its value is some other word
        found.append(Finding("password", value.start(), value.end()))
    return found


def _spans(text: str, kinds: frozenset[str]) -> list[Finding]:
    found: list[Finding] = []
    if "private_key" in kinds:
        found += [Finding("private_key", m.start(), m.end()) for m in _PEM.finditer(text)]
    if "api_key" in kinds:
        found += [Finding("api_key", m.start(), m.end()) for m in _API_KEY.finditer(text)]
        found += [
            Finding("api_key", m.start(), m.end())
            for m in _AWS_SECRET.finditer(text)
            if _aws_secret(m.group())
        ]
    if "email" in kinds:
        found += [Finding("email", m.start(), m.end()) for m in _EMAIL.finditer(text)]
    if "password" in kinds:
        found += _passwords(text)
    if "iban" in kinds:
        found += [
            Finding("iban", m.start(), m.end())
            for m in _IBAN.finditer(text)
            if _iban_valid(m.group())
        ]
    if "national_id" in kinds:
        found += [
            Finding("national_id", m.start(), m.end())
            for m in _CN_ID.finditer(text)
            if _cn_id_valid(m.group())
        ]
        found += [
            Finding("national_id", m.start(), m.end())
            for m in _SSN.finditer(text)
            if _ssn_valid(m.group())
        ]
    if "card_number" in kinds:
        for m in _CARD.finditer(text):
            digits = re.sub(r"\D", "", m.group())
            if 13 <= len(digits) <= 19 and _luhn(digits):
                found.append(Finding("card_number", m.start(), m.end()))
    if "phone" in kinds:
        found += [
            Finding("phone", m.start(), m.end())
            for m in _PHONE.finditer(text)
            if _phone_valid(m.group())
        ]
    # keep the first of overlapping findings (detectors above run from most to least specific)
    kept: list[Finding] = []
    for f in found:
        if all(f.end <= k.start or f.start >= k.end for k in kept):
            kept.append(f)
    return sorted(kept, key=lambda f: f.start)


def _mask(text: str, findings: list[Finding]) -> str:
    out, last = [], 0
    for f in findings:
        out.append(text[last : f.start])
        out.append(f"[REDACTED:{f.kind}]")
        last = f.end
    out.append(text[last:])
    return "".join(out)


def redact(text: str, policy: RedactionPolicy = RedactionPolicy()) -> Redaction:
    """Detect secrets in ``text`` and mask them according to ``policy``.

    Masking runs to a fixed point (a masked text has nothing left to mask), so
    redacting twice changes nothing.
    """
    findings = _spans(text, policy.kinds)
    if policy.mode != "mask" or not findings:
        return Redaction(text, tuple(findings))
    masked = _mask(text, findings)
    extra: list[Finding] = []
    for _ in range(3):
        more = _spans(masked, policy.kinds)
        if not more:
            break
        extra += more
        masked = _mask(masked, more)
    return Redaction(masked, tuple(findings + extra))


_SECRET_KEY = re.compile(
    r"(?:^|[._-])(?:password|passwd|passphrase|pwd|pin|secret|api[_-]?key|token|"
    r"access[_-]?key|private[_-]?key|credential)s?$",
    re.IGNORECASE,
)


def redact_value(value: Any, policy: RedactionPolicy = RedactionPolicy()) -> tuple[Any, list[str]]:
    """Redact a JSON-like value leaf by leaf (strings are redacted as text; the value
    under a key named like a secret — ``password``, ``api_key``, ``token`` … — is masked
    whole); returns the clean value and the kinds found. Strings that hold JSON stay JSON.
    """
    kinds: list[str] = []

    def walk(item: Any, key: str | None) -> Any:
        if isinstance(item, str):
            if key is not None and _SECRET_KEY.search(key) and item and policy.mode == "mask":
                if not re.fullmatch(_MARK, item):
                    kinds.append("password")
                    return "[REDACTED:password]"
                return item
            red = redact(item, policy)
            kinds.extend(f.kind for f in red.findings)
            return red.text
        if isinstance(item, Mapping):
            return {k: walk(v, str(k)) for k, v in item.items()}
        if isinstance(item, (list, tuple)):
            return [walk(v, key) for v in item]
        return item

    return walk(value, None), sorted(set(kinds))
