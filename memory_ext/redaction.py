"""Find secrets and PII before anything is stored long-term; pure.

The default replaces each secret by a marker such as ``[REDACTED:password]``: the
memory that a password exists may be kept, the secret never is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

RedactionMode = Literal["mask", "drop", "keep"]

ALL_KINDS = frozenset({"password", "api_key", "card_number", "national_id", "phone"})

_PASSWORD = re.compile(
    r"(?P<label>(?:password|passcode|passwd|pwd|pin|密码|口令)\s*(?:is|was|:|：|=|是|为|設為|设为)?\s*)"
    r"(?P<secret>[^\s，。,;；]+)",
    re.IGNORECASE,
)
_API_KEY = re.compile(
    r"\b(?:sk-(?:proj-)?[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}"
    r"|xox[abpr]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35})\b"
)
_CARD = re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)")
_CN_ID = re.compile(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])")
_SSN = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
_PHONE = re.compile(
    r"(?<![\d+])(?:\+?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}(?!\d)"
    r"|(?<![\d+])\+\d{1,3}[ -]?\d{2,4}(?:[ -]?\d{2,4}){2,3}(?!\d)"
    r"|(?<!\d)\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}(?!\d)"
)


def _luhn(digits: str) -> bool:
    total, parity = 0, len(digits) % 2
    for i, ch in enumerate(digits):
        d = int(ch)
        if i % 2 == parity:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _cn_id_valid(value: str) -> bool:
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    check = "10X98765432"[sum(int(c) * w for c, w in zip(value[:17], weights, strict=True)) % 11]
    return value[17].upper() == check


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


def _spans(text: str, kinds: frozenset[str]) -> list[Finding]:
    found: list[Finding] = []
    if "password" in kinds:
        found += [
            Finding("password", m.start("secret"), m.end("secret"))
            for m in _PASSWORD.finditer(text)
        ]
    if "api_key" in kinds:
        found += [Finding("api_key", m.start(), m.end()) for m in _API_KEY.finditer(text)]
    if "national_id" in kinds:
        found += [
            Finding("national_id", m.start(), m.end())
            for m in _CN_ID.finditer(text)
            if _cn_id_valid(m.group())
        ]
        found += [Finding("national_id", m.start(), m.end()) for m in _SSN.finditer(text)]
    if "card_number" in kinds:
        for m in _CARD.finditer(text):
            digits = re.sub(r"\D", "", m.group())
            if 13 <= len(digits) <= 19 and _luhn(digits):
                found.append(Finding("card_number", m.start(), m.end()))
    if "phone" in kinds:
        found += [Finding("phone", m.start(), m.end()) for m in _PHONE.finditer(text)]
    # keep the first of overlapping findings (detectors above run from most to least specific)
    kept: list[Finding] = []
    for f in found:
        if all(f.end <= k.start or f.start >= k.end for k in kept):
            kept.append(f)
    return sorted(kept, key=lambda f: f.start)


def redact(text: str, policy: RedactionPolicy = RedactionPolicy()) -> Redaction:
    """Detect secrets in ``text`` and mask them according to ``policy``."""
    findings = _spans(text, policy.kinds)
    if policy.mode != "mask" or not findings:
        return Redaction(text, tuple(findings))
    out, last = [], 0
    for f in findings:
        out.append(text[last : f.start])
        out.append(f"[REDACTED:{f.kind}]")
        last = f.end
    out.append(text[last:])
    return Redaction("".join(out), tuple(findings))
