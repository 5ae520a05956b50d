"""How much a memory matters, 1-10: rules for Chinese and English, or an LLM with the
rules as fallback. Memories below the threshold are not stored long-term.
"""

from __future__ import annotations

import logging
import re

from memory_ext.llm_fallback import Method, aask, ask
from memory_ext.model import Fact
from memory_ext.types import LLM

log = logging.getLogger(__name__)

_IDENTITY = re.compile(r"\b(my name is|my name's|call me|i am called)\b|我叫|我的名字", re.I)
_LIFE_EVENTS = re.compile(
    r"\b(moved|relocat\w*|new job|joined|hired|fired|quit|promot\w*|married|divorc\w*|pregnan\w*|"
    r"diagnos\w*|allerg\w*|surgery|hospital|mortgage|loan|bought a (?:house|flat|home|car)|"
    r"credit score|income|salary|earn|debt|baby|graduat\w*|retir\w*|passed away|died)\b"
    r"|搬到|搬家|跳槽|入职|辞职|结婚|离婚|怀孕|确诊|过敏|手术|住院|贷款|房贷|买房|收入|工资|月薪|信用|欠款|毕业|退休|去世",
    re.I,
)
_WORK_HOME = re.compile(
    r"\b(i work|i live|my job|my wife|my husband|my son|my daughter|my child)\b|我住|工作|上班|我老婆|我丈夫|孩子",
    re.I,
)
_PREFERENCE = re.compile(
    r"\b(i (?:really )?(?:like|love|enjoy|prefer|hate|dislike|adore)|i can't stand|favou?rite|i don't like)\b"
    r"|喜欢|讨厌|最爱|爱吃|不吃|受不了",
    re.I,
)
_SMALL_TALK = re.compile(
    r"^\W*(hi|hello|hey|thanks|thank you|ok|okay|cool|great|nice|bye|good (?:morning|night|evening))\b"
    r"|\bweather\b|\bnice day\b|天气|你好|谢谢|好的|哈哈|早上好|晚安|再见",
    re.I,
)
_SECRET = re.compile(r"\[REDACTED:", re.I)


class RuleImportanceScorer:
    """Deterministic importance from patterns (zh + en).

    identity → 10; life events (moves, jobs, health, money, big decisions) → 8;
    work/home/family → 7; preferences → 5; small talk → 2; anything else → 4.
    Extracted facts raise the floor (a name fact is identity even when phrased oddly).

    Example:
        >>> RuleImportanceScorer().score("今天天气不错")
        2.0
    """

    method = "rules"

    def score(self, text: str, facts: list[Fact] | None = None) -> float:
        """Importance of ``text`` on a 1-10 scale."""
        slots = {f.slot for f in facts or []}
        if _IDENTITY.search(text) or "name" in slots:
            return 10.0
        if _LIFE_EVENTS.search(text) or slots & {
            "location",
            "employer",
            "income",
            "credit_score",
            "marital_status",
            "children",
            "allergies",
        }:
            return 8.0
        if _WORK_HOME.search(text) or slots & {"job_title", "age", "diet", "pets", "rent"}:
            return 7.0
        if _SECRET.search(text):
            return 6.0
        if _PREFERENCE.search(text) or "likes" in slots:
            return 5.0
        # "ok I've rewatched X … it's my #1 now" opens like small talk but states a fact
        if _SMALL_TALK.search(text) and not facts:
            return 2.0
        return 4.0

    async def ascore(self, text: str, facts: list[Fact] | None = None) -> float:
        """Async twin of :meth:`score` (no I/O)."""
        return self.score(text, facts)


IMPORTANCE_PROMPT = """On a scale of 1 to 10, how important is it for a personal assistant to
remember this, long term? 1 = small talk, 5 = a preference, 8 = a life event (move, job, health,
money), 10 = identity (name). Reply with one integer only.

Text: {text}
Importance:"""


def parse_importance(reply: str) -> float:
    """The first integer 1-10 in an LLM's reply; ValueError if there is none."""
    match = re.search(r"\b(10|[1-9])\b", reply)
    if match is None:
        raise ValueError(f"no importance in {reply!r}")
    return float(match.group(1))


class LLMImportanceScorer:
    """Importance judged by an LLM; the rules answer when it fails. ``last_method`` says which."""

    def __init__(self, llm: LLM, fallback: RuleImportanceScorer | None = None) -> None:
        self.llm = llm
        self.fallback = fallback or RuleImportanceScorer()
        self.last_method: Method = "llm"

    def score(self, text: str, facts: list[Fact] | None = None) -> float:
        """Importance of ``text`` per the LLM (rules on failure)."""
        prompt = IMPORTANCE_PROMPT.format(text=text)
        value, self.last_method = ask(
            lambda: self.llm.complete(prompt),
            parse_importance,
            lambda: self.fallback.score(text, facts),
            "importance",
        )
        return value

    async def ascore(self, text: str, facts: list[Fact] | None = None) -> float:
        """Async twin of :meth:`score`."""
        prompt = IMPORTANCE_PROMPT.format(text=text)
        value, self.last_method = await aask(
            lambda: self.llm.acomplete(prompt),
            parse_importance,
            lambda: self.fallback.score(text, facts),
            "importance",
        )
        return value
