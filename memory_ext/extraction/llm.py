"""Facts and conflict decisions from an LLM, with the grammar as first pass and fallback.

The model is asked only when the rules find nothing in a first-person statement (or a
conflict is left uncertain). A model with structured output (the
:class:`~memory_ext.types.StructuredLLM` port: LangChain ``with_structured_output``,
LlamaIndex ``structured_predict``) answers in the schema below; a plain text model's
reply is parsed as JSON. Any failure falls back to the rules, and ``last_method`` says
which answered.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Literal

from memory_ext.extraction.grammar import is_single_valued
from memory_ext.extraction.normalise import clean_display
from memory_ext.llm_fallback import Method, aask, ask, json_array
from memory_ext.model import Fact
from memory_ext.types import LLM, StructuredLLM

_SLOTS = (
    "name, location, current_stay (a temporary stay: trip, hotel, this week), employer, "
    "job_title, marital_status, children, pets, diet, allergies, income, rent, weight, age, "
    "credit_score, likes (polarity -1 for dislikes), favourite:<thing> (e.g. favourite:colour)"
)

FACTS_SCHEMA: Mapping[str, Any] = {
    "title": "user_facts",
    "description": "Durable facts the user states about themselves.",
    "type": "object",
    "properties": {
        "facts": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "slot": {"type": "string", "description": f"one of: {_SLOTS}"},
                    "value": {
                        "type": "string",
                        "description": "the value only, in the user's words and casing",
                    },
                    "polarity": {"type": "integer", "enum": [1, -1]},
                    "temporal": {
                        "type": "boolean",
                        "description": "true when the text says something changed",
                    },
                },
                "required": ["slot", "value"],
            },
        }
    },
    "required": ["facts"],
}

EXTRACTION_PROMPT = """Extract durable facts the USER states about themselves (first person,
or "the user"). Slots: {slots}. Values are clean: no time phrases, no trailing clauses.
Questions, greetings and hypotheticals ("if I moved…", 如果我…) have no facts.
{format}
Text: {text}"""

_JSON_FORMAT = (
    'Return ONLY a JSON array; each item: {"slot": str, "value": str, "polarity": 1 or -1, '
    '"temporal": bool}. Return [] if there is nothing durable.'
)

Decision = Literal["update", "contradiction", "duplicate", "unrelated"]

CONFLICT_SCHEMA: Mapping[str, Any] = {
    "title": "conflict_decision",
    "description": "How a new statement relates to a stored memory about the same user.",
    "type": "object",
    "properties": {
        "decision": {
            "type": "string",
            "enum": ["update", "contradiction", "duplicate", "unrelated"],
            "description": "update: the new statement replaces the old one (a change over "
            "time); contradiction: both cannot be true and it is unclear which holds; "
            "duplicate: same information; unrelated: both can be true",
        },
        "reason": {"type": "string"},
    },
    "required": ["decision"],
}

CONFLICT_PROMPT = """A user's memory holds: "{old}" (stated {old_at}).
The user now says: "{new}" (stated {new_at}).
Decide: update, contradiction, duplicate or unrelated.{format}"""


def _fact(item: object) -> Fact | None:
    if not isinstance(item, Mapping):
        raise ValueError(f"bad fact item: {item!r}")
    slot, value = item.get("slot"), item.get("value")
    if not isinstance(slot, str) or not isinstance(value, str):
        raise ValueError(f"bad fact item: {item!r}")
    slot = re.sub(r"\s+", "_", slot.strip().lower())
    if slot.startswith(("favorite:", "favourite_")):
        slot = "favourite:" + slot.split(":", 1)[-1].split("_", 1)[-1]
    value = clean_display(value)
    if not slot or not value:
        return None
    polarity = -1 if item.get("polarity") in (-1, "-1") else 1
    return Fact(slot, value, polarity, is_single_valued(slot), bool(item.get("temporal", False)))


def parse_facts(reply: str | Mapping[str, Any]) -> list[Fact]:
    """Facts from a structured answer (``{"facts": [...]}``) or a text reply holding a JSON
    array; raises ValueError when it is neither."""
    if isinstance(reply, Mapping):
        items = reply.get("facts")
        if not isinstance(items, list):
            raise ValueError("the structured answer has no 'facts' list")
    else:
        items = json_array(reply)
    return [f for f in (_fact(i) for i in items) if f is not None]


def _call(llm: LLM, prompt: str, schema: Mapping[str, Any]) -> Callable[[], Any]:
    if isinstance(llm, StructuredLLM):
        return lambda: llm.complete_structured(prompt.replace("{format}", ""), schema)
    return lambda: llm.complete(prompt.replace("{format}", _JSON_FORMAT))


def _acall(llm: LLM, prompt: str, schema: Mapping[str, Any]) -> Callable[[], Any]:
    if isinstance(llm, StructuredLLM):
        return lambda: llm.acomplete_structured(prompt.replace("{format}", ""), schema)
    return lambda: llm.acomplete(prompt.replace("{format}", _JSON_FORMAT))


def _worth_asking(text: str, rules: list[Fact]) -> bool:
    """The rules are unsure: nothing found in a first-person statement."""
    from memory_ext.extraction import language_of
    from memory_ext.extraction.questions import is_question

    if rules or is_question(text) or language_of(text).conditional.search(text):
        return False
    return bool(re.search(r"\b(?:i|my|me|the user|user)\b|我|用户", text, re.I))


class LLMFactExtractor:
    """The grammar first; an LLM's structured output when the grammar finds nothing in a
    first-person statement; the grammar's answer again if the LLM fails.

    ``last_method`` says which produced the latest result (``"llm"`` or ``"rules"``).

    Example:
        >>> LLMFactExtractor(LangChainLLM(chat_model)).extract("Home is Lisbon these days")
    """

    def __init__(self, llm: LLM, fallback: Any = None) -> None:
        from memory_ext.extraction import RuleFactExtractor

        self.llm = llm
        self.fallback = fallback or RuleFactExtractor()
        self.last_method: Method = "rules"

    def _prompt(self, text: str) -> str:
        return EXTRACTION_PROMPT.replace("{slots}", _SLOTS).replace("{text}", text)

    def extract(self, text: str) -> list[Fact]:
        """Facts in ``text`` (rules first, the LLM when they are unsure)."""
        rules = self.fallback.extract(text)
        if not _worth_asking(text, rules):
            self.last_method = "rules"
            return list(rules)
        facts, self.last_method = ask(
            _call(self.llm, self._prompt(text), FACTS_SCHEMA),
            parse_facts,
            lambda: list(rules),
            "fact extraction",
        )
        return facts

    async def aextract(self, text: str) -> list[Fact]:
        """Async twin of :meth:`extract`."""
        rules = self.fallback.extract(text)
        if not _worth_asking(text, rules):
            self.last_method = "rules"
            return list(rules)
        facts, self.last_method = await aask(
            _acall(self.llm, self._prompt(text), FACTS_SCHEMA),
            parse_facts,
            lambda: list(rules),
            "fact extraction",
        )
        return facts


def parse_decision(reply: str | Mapping[str, Any]) -> Decision:
    """The decision of a structured answer or of a text reply; ValueError otherwise."""
    if isinstance(reply, Mapping):
        decision = reply.get("decision")
    else:
        m = re.search(r"\b(update|contradiction|duplicate|unrelated)\b", reply, re.I)
        decision = m.group(1).lower() if m else None
    for known in ("update", "contradiction", "duplicate", "unrelated"):
        if decision == known:
            return known
    raise ValueError(f"no conflict decision in {reply!r}")


class LLMConflictJudge:
    """Asks the LLM how a new statement relates to a stored one, for the cases the rules
    leave uncertain. Answers ``"contradiction"`` (keep both, flagged) when the LLM fails.

    Example:
        >>> LLMConflictJudge(llm).judge("I love spicy food", "2026-01-01", "I hate spicy food",
        ...                             "2026-01-01")
        'update'
    """

    def __init__(self, llm: LLM) -> None:
        self.llm = llm
        self.last_method: Method = "rules"

    def _prompt(self, old: str, old_at: str, new: str, new_at: str) -> str:
        return (
            CONFLICT_PROMPT.replace("{old}", old)
            .replace("{old_at}", old_at)
            .replace("{new}", new)
            .replace("{new_at}", new_at)
        )

    def judge(self, old: str, old_at: str, new: str, new_at: str) -> Decision:
        """The decision for ``new`` against ``old``."""
        decision: Decision
        decision, self.last_method = ask(
            _call(self.llm, self._prompt(old, old_at, new, new_at), CONFLICT_SCHEMA),
            parse_decision,
            lambda: "contradiction",
            "conflict decision",
        )
        return decision
