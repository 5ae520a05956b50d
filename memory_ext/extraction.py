"""Turn what a user says into slot/value facts: rules (zh + en), or an LLM with the rules
as fallback. Pure except for the LLM call.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from memory_ext.llm_fallback import Method, aask, ask, json_array
from memory_ext.model import Fact
from memory_ext.types import LLM

log = logging.getLogger(__name__)

#: Slots a person has one current value of; a new value supersedes the old one.
SINGLE_VALUED = frozenset(
    {
        "name",
        "location",
        "employer",
        "occupation",
        "age",
        "income",
        "credit_score",
        "marital_status",
    }
)

_EN_END = r"(?=\s*(?:[,.;!?]|\band\b|\bbut\b|\bnow\b|\bsince\b|\bfor\b|\bas\b|\banymore\b|$))"
_AMOUNT = r"(?P<v>[$€£¥]?\d[\d,.]*\s*(?:k|m|yuan|rmb|usd|dollars|euros|pounds|元|万)?)"
_ZH_END = r"(?=[，。！？,.!?；;、]|了|$)"
_TEMPORAL_EN = re.compile(
    r"\b(just|now|recently|moved|relocated|switched|joined|started|anymore|no longer|these days)\b",
    re.I,
)
_TEMPORAL_ZH = re.compile(r"(刚|刚刚|现在|已经|搬到|搬家|跳槽|不再|最近|如今)")


@dataclass(frozen=True, slots=True)
class _Rule:
    slot: str
    pattern: re.Pattern[str]
    polarity: int = 1
    temporal: bool = False


def _en(
    slot: str,
    prefix: str,
    *,
    polarity: int = 1,
    temporal: bool = False,
    value: str = r"(?P<v>.+?)",
    end: str = _EN_END,
) -> _Rule:
    return _Rule(slot, re.compile(rf"\b(?:{prefix})\s+{value}{end}", re.I), polarity, temporal)


def _zh(slot: str, pattern: str, *, polarity: int = 1, temporal: bool = False) -> _Rule:
    return _Rule(slot, re.compile(pattern), polarity, temporal)


_ZV = r"(?P<v>[^，。！？,.!?；;、\s了]{1,30}?)"

RULES: tuple[_Rule, ...] = (
    # identity
    _en(
        "name",
        r"(?:my name is|my name's|i am called|i'm called|call me)",
        value=r"(?P<v>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})",
    ),
    _zh("name", rf"(?:我叫|我的名字是|我的名字叫){_ZV}{_ZH_END}"),
    # location: moves first so they win over "live in"
    _en(
        "location",
        r"\bi(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:moved|relocated)\s+to",
        temporal=True,
    ),
    _en("location", r"\bi\s+(?:now\s+)?(?:live|reside|am living|'m living)\s+in"),
    _zh(
        "location", rf"我(?:刚刚|刚|已经|最近)?(?:搬到|搬家到|搬去)了?{_ZV}{_ZH_END}", temporal=True
    ),
    _zh("location", rf"我(?:现在)?(?:住在|生活在|定居在){_ZV}{_ZH_END}"),
    # employer / occupation
    _en(
        "employer",
        r"\bi(?:'ve| have)?\s+(?:just\s+)?(?:joined|started (?:working )?at|switched to)",
        temporal=True,
    ),
    _en("employer", r"\bi\s+(?:now\s+)?work\s+(?:at|for)"),
    _en("occupation", r"\bi\s+(?:now\s+)?work\s+as\s+(?:a|an)"),
    _zh("employer", rf"我(?:刚刚|刚|已经)?(?:跳槽到|入职|加入了?){_ZV}{_ZH_END}", temporal=True),
    _zh("employer", rf"我(?:现在)?在{_ZV}(?:工作|上班){_ZH_END}"),
    _zh("occupation", rf"我(?:现在)?是一?名?{_ZV}(?:工程师|医生|老师|律师|设计师){_ZH_END}"),
    # numbers a lender (or anyone) cares about
    _en("age", r"\bi\s+am|\bi'm", value=r"(?P<v>\d{1,3})\s+years?\s+old"),
    _zh("age", r"我今年(?P<v>\d{1,3})岁"),
    _en(
        "income",
        r"\b(?:my\s+(?:monthly\s+|annual\s+|yearly\s+)?(?:income|salary)\s+is|i\s+earn|i\s+make)",
        value=_AMOUNT,
        end="",
    ),
    _zh("income", rf"(?:我的)?(?:月收入|月薪|年薪|收入|工资)(?:是|有|为)?{_ZV}{_ZH_END}"),
    _en("credit_score", r"\bmy\s+credit\s+score\s+is", value=r"(?P<v>\d{3})"),
    _en("marital_status", r"\bi(?:'m| am)", value=r"(?P<v>married|single|divorced|widowed)"),
    # preferences (multi-valued); negatives first
    _en("likes", r"\bi\s+(?:can't|cannot|can not)\s+stand", polarity=-1),
    _en(
        "likes", r"\bi\s+(?:hate|dislike|don't like|do not like|no longer like|detest)", polarity=-1
    ),
    _en("likes", r"\bi\s+(?:really\s+)?(?:like|love|enjoy|adore|prefer)"),
    _zh("likes", rf"我(?:不喜欢|讨厌|不再喜欢|受不了|不爱吃|不吃){_ZV}{_ZH_END}", polarity=-1),
    _zh("likes", rf"我(?:很|非常|最)?(?:喜欢|爱吃|爱|热爱){_ZV}{_ZH_END}"),
)


def normalise_value(value: str) -> str:
    """Lower-case, trim articles, quotes, trailing punctuation and filler words."""
    value = re.sub(r"\s+", " ", value).strip().strip("\"'“”‘’").strip()
    value = re.sub(r"^(?:the|a|an)\s+", "", value, flags=re.I)
    value = re.sub(r"\s+(?:anymore|any more|now|too|very much|a lot)$", "", value, flags=re.I)
    return value.rstrip(".,!?;:。，！？").lower()


def is_temporal(text: str) -> bool:
    """Whether the text marks a change over time ("just moved", "anymore", 刚, 不再)."""
    return bool(_TEMPORAL_EN.search(text) or _TEMPORAL_ZH.search(text))


class RuleFactExtractor:
    """Regex rules for Chinese and English; no LLM, deterministic.

    Example:
        >>> RuleFactExtractor().extract("我刚搬到北京")
        [Fact(slot='location', value='北京', polarity=1, single_valued=True, temporal=True)]
    """

    method = "rules"

    def extract(self, text: str) -> list[Fact]:
        """Facts stated in ``text``, at most one per slot (the first rule that matches)."""
        facts: dict[str, Fact] = {}
        temporal_text = is_temporal(text)
        for rule in RULES:
            if rule.slot in facts:
                continue
            match = rule.pattern.search(text)
            if match is None:
                continue
            value = normalise_value(match.group("v"))
            if not value or len(value) > 60:
                continue
            facts[rule.slot] = Fact(
                slot=rule.slot,
                value=value,
                polarity=rule.polarity,
                single_valued=rule.slot in SINGLE_VALUED,
                temporal=rule.temporal or temporal_text,
            )
        return list(facts.values())

    async def aextract(self, text: str) -> list[Fact]:
        """Async twin of :meth:`extract` (no I/O)."""
        return self.extract(text)


EXTRACTION_PROMPT = """Extract durable facts the USER states about themselves.
Return ONLY a JSON array; each item: {{"slot": str, "value": str, "polarity": 1 or -1, "temporal": bool}}.
Use these slots when they fit: name, location, employer, occupation, age, income, credit_score,
marital_status, likes (polarity -1 for dislikes). "temporal" is true when the text says something
changed (moved, now, anymore). Return [] if there is nothing durable.

Text: {text}
JSON:"""


def parse_facts(reply: str) -> list[Fact]:
    """Parse an LLM's JSON reply into facts; raises ValueError when it is not valid."""
    items = json_array(reply)
    facts = []
    for item in items:
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("slot"), str)
            or not isinstance(item.get("value"), str)
        ):
            raise ValueError(f"bad fact item: {item!r}")
        slot = item["slot"].strip().lower()
        polarity = -1 if item.get("polarity") in (-1, "-1") else 1
        value = normalise_value(item["value"])
        if slot and value:
            facts.append(
                Fact(
                    slot, value, polarity, slot in SINGLE_VALUED, bool(item.get("temporal", False))
                )
            )
    return facts


class LLMFactExtractor:
    """Facts extracted by an LLM with a JSON schema; the rules answer when it fails.

    ``last_method`` says which one produced the latest result (``"llm"`` or ``"rules"``).
    """

    def __init__(self, llm: LLM, fallback: RuleFactExtractor | None = None) -> None:
        self.llm = llm
        self.fallback = fallback or RuleFactExtractor()
        self.last_method: Method = "llm"

    def extract(self, text: str) -> list[Fact]:
        """Facts in ``text`` according to the LLM (rules on failure)."""
        prompt = EXTRACTION_PROMPT.format(text=text)
        facts, self.last_method = ask(
            lambda: self.llm.complete(prompt),
            parse_facts,
            lambda: self.fallback.extract(text),
            "fact extraction",
        )
        return facts

    async def aextract(self, text: str) -> list[Fact]:
        """Async twin of :meth:`extract`."""
        prompt = EXTRACTION_PROMPT.format(text=text)
        facts, self.last_method = await aask(
            lambda: self.llm.acomplete(prompt),
            parse_facts,
            lambda: self.fallback.extract(text),
            "fact extraction",
        )
        return facts
