"""Turn what a user says into slot/value facts: a small grammar per language (zh + en),
or an LLM's structured output with the grammar as first pass and fallback. Pure except
for the LLM call.

Example:
    >>> RuleFactExtractor().extract("我上个月跳槽到了腾讯")
    [Fact(slot='employer', value='腾讯', polarity=1, single_valued=True, temporal=True, replaces=())]
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory_ext.extraction.asides import without_asides
from memory_ext.extraction.en_everyday import ENGLISH
from memory_ext.extraction.en_offhand import NO_ALLERGIES as EN_NO_ALLERGIES
from memory_ext.extraction.grammar import (
    CJK_PAUSE,
    MULTI_VALUED,
    SAID_WRONG,
    SINGLE_VALUED,
    Language,
    consume,
    is_single_valued,
    merge_facts,
    parse_clause,
)
from memory_ext.extraction.llm import (
    EXTRACTION_PROMPT,
    FACTS_SCHEMA,
    LLMFactExtractor,
    parse_facts,
)
from memory_ext.extraction.normalise import clean_display, pet_parts, same_value, value_key
from memory_ext.extraction.notes import note_facts
from memory_ext.extraction.people import OTHER_SUBJECT
from memory_ext.extraction.questions import (
    asks_about_now,
    asks_about_past,
    is_question,
    question_slot,
)
from memory_ext.extraction.zh import CHINESE
from memory_ext.extraction.zh import NO_PETS as ZH_NO_PETS
from memory_ext.extraction.zh_casual import NO_ALLERGIES as ZH_NO_ALLERGIES
from memory_ext.model import Fact

#: The values of having no pet, per language (a new pet replaces them).
NO_PETS = (ZH_NO_PETS, "no pets")
#: The values of having no allergies, per language (an allergy found later replaces them).
NO_ALLERGIES = (ZH_NO_ALLERGIES, EN_NO_ALLERGIES)
_CJK = re.compile(r"[\u3400-\u9fff]")
#: A clause that names the home itself: 家在苏州, 家住光谷, "home is Osaka".
_HOME = re.compile(r"\s*(?:(?:但|不过|其实)?(?:我的?)?家(?:在|住|是)|(?:but\s+)?home\s+is\b)", re.I)
_HERE = re.compile(r"这边|这儿|这里|附近|这一片|一带|\bhere\b|\bnearby\b", re.I)
_NAMING = re.compile(r"\bname\b|\bcall(?:s|ed)? me\b|名字|改名|叫我|称呼|姓名", re.I)
#: A full stop that ends an abbreviation, not a sentence: "St. Louis", "Dr. Patel".
_ABBREVIATION = (
    r"(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMt\.)(?<!\bFt\.)(?<!\bJr\.)(?<!\bSr\.)"
    r"(?<!\bMrs\.)(?<!\bInc\.)(?<!\bvs\.)(?<!\bNo\.)(?<!\bProf\.)"
)
_SENTENCE = re.compile(rf"(?<=[。！？!?\n])|(?<=[.;]){_ABBREVIATION}\s+(?=[A-Z\"'“‘(]|i\b)|\n+")


def language_of(text: str) -> Language:
    """Chinese when the text has CJK characters, else English."""
    return CHINESE if _CJK.search(text) else ENGLISH


def normalise_value(value: str) -> str:
    """A value as shown to the user: trimmed, quotes and edge punctuation removed, casing
    kept (match values with :func:`value_key`)."""
    return clean_display(value)


def slot_key(slot: str) -> str:
    """A slot name as facts are stored under it: the ``<x>`` of ``favourite:<x>`` in its
    key form, so ``favourite:color``, ``favourite:颜色`` and ``favourite:colour`` are one."""
    kind, sep, x = slot.partition(":")
    if kind != "favourite" or not sep or not x.strip():
        return slot
    return f"favourite:{language_of(x).x_key(x)}"


def is_temporal(text: str) -> bool:
    """Whether the text marks a change over time ("just moved", "anymore", 刚, 不再)."""
    return bool(ENGLISH.change_marker.search(text) or CHINESE.change_marker.search(text))


def respelt(text: str) -> str:
    """``text`` with words typed without their apostrophe respelt, in its language ("im at
    shopify" → "I'm at shopify"); see ``Language.respellings``."""
    for pattern, template in language_of(text).respellings:
        text = pattern.sub(template, text)
    return text


def _rewrite(text: str, lang: Language) -> str:
    """Clefts and pseudo-clefts back in statement order (see ``Language.rewrites``)."""
    for pattern, template in lang.rewrites:
        text = pattern.sub(template, text)
    return text


def _without(fragment: str, value: str) -> str:
    return re.sub(re.escape(value), " ", fragment, flags=re.I).strip(" ,，.。")


def _things_named(sentence: str, lang: Language) -> list[str]:
    """What a sentence may name, as fragments a stored value can be found in: the whole
    sentence, and in English each content word too, so a shorter mention ("horror")
    still names the longer value ("horror movies")."""
    if lang.code == "zh":
        return [sentence]
    words = re.findall(r"[A-Za-z][\w-]{3,}", sentence)
    return [sentence, *(w for w in words if not _NOT_THINGS.fullmatch(w))]


#: English words of four letters or more that name no liked thing.
_NOT_THINGS = re.compile(
    r"(?:sorry|correct\w*|earlier|message|meant|mean|actually|really|likes?|loves?|hates?|"
    r"enjoy\w*|mind|stand|cannot|what|when|then|than|with|into|about|they|them|their|this|"
    r"these|those|just|much|more|less|things?|stuff|kind|sort|said|says|wrong|typo|oops|"
    r"other|though|mixed|backwards)",
    re.I,
)


def revisions(sentence: str, facts: list[Fact], lang: Language) -> list[Fact]:
    """``facts`` with what each replaces in its multi-valued slot (``Fact.replaces``):
    values the sentence contrasts ("…, not jazz", 而不是爵士乐, 把咖啡换成…), the rest of
    a switch ("switched to tea, coffee was wrecking my sleep"), the animal of a corrected
    pet name ("sorry, typo: my dog's name is Mack"), the pet that is gone, and, in a
    sentence that says the user got it wrong, every other thing it names (我说反了，我喜欢的
    是脱口秀，相声其实听不进去 ends liking 相声; "to correct my earlier message: I don't mind
    horror, it's musicals I can't stand" ends disliking horror movies)."""
    contrast = [
        next(g for g in m.groups() if g)
        for m in lang.contrast.finditer(sentence)
        if any(m.groups())
    ]
    switch = bool(lang.switch.search(sentence))
    additive = bool(lang.additive.search(sentence))
    correction = bool(lang.correction.search(sentence)) and not additive
    said_wrong = bool(SAID_WRONG.search(sentence)) and not additive
    out = []
    for fact in facts:
        if fact.single_valued:
            out.append(fact)
            continue
        named = list(contrast)
        after = re.search(
            re.escape(fact.value) + r"\s*,?\s*(?:but\s+)?not\s+(?P<v>[^,;.!?]+)", sentence, re.I
        )
        if after:  # "I like rock not jazz"
            named.append(after["v"])
        if switch and fact.polarity > 0:
            named.append(sentence)
        if said_wrong and fact.slot in ("likes", "allergies"):
            named += _things_named(sentence, lang)
        if (
            fact.slot == "allergies"
            and fact.polarity > 0
            and fact.value not in NO_ALLERGIES
            and not additive
        ):
            named += NO_ALLERGIES  # "no allergies that I know of" ends when one is found
        if fact.slot == "pets":
            if fact.polarity > 0 and fact.value not in NO_PETS and not additive:
                named += NO_PETS  # "家里没有宠物" ends when a pet comes (又养了: had one)
            species, name = pet_parts(fact.value)
            if fact.polarity < 0:
                named.append(fact.value)  # the pet that died or was given away
            elif correction and name:
                named.append(species)  # the same animal under another name
        # never what the sentence itself states ("… but I still love espresso")
        stated = [g.value for g in facts if g.slot == fact.slot and g.polarity == fact.polarity]
        for value in stated:
            named = [_without(n, value) for n in named]
        kept = tuple(dict.fromkeys(r for r in (_without(n, fact.value) for n in named) if r))
        if fact.polarity < 0 and fact.slot == "pets":
            kept = tuple(dict.fromkeys((*kept, fact.value)))
        out.append(replace(fact, replaces=kept) if kept else fact)
    return out


#: The user's spouse or partner as a clause's subject: the one other person whose news says
#: something of the user ("my wife is a teacher": married; "my girlfriend is a nurse": in a
#: relationship); a colleague's divorce (我同事刚离婚) says nothing of the user's.
_SPOUSE_SUBJECT = re.compile(
    r"\s*(?:my|our|the user['’]s|user['’]s)\s+(?:[\w-]+\s+)?(?:husband|wife|spouse|hubby|wifey|partner|boyfriend|girlfriend|bf|gf|fianc[eé]e?)\b|"
    r"\s*(?:我家|我|用户)(?:的)?(?:老公|老婆|妻子|丈夫|爱人|先生|太太|媳妇)",
    re.I,
)


def _about_someone_else(clause: str, lang: Language) -> bool:
    """Whether the clause's subject is another person (after leading time words)."""
    at = consume(lang.adverbial, clause, 0)
    return OTHER_SUBJECT.match(clause, at) is not None


def _names_the_user(clause: str, lang: Language) -> bool:
    """Whether the clause starts (after leading time words) with the user as its subject
    or owner ("I", "my", 我)."""
    at = consume(lang.adverbial, clause, 0)
    return bool(lang.subject.match(clause, at) or lang.possessive.match(clause, at))


def _own_consequent(clause: str, lang: Language) -> bool:
    """Whether the conditional of ``clause`` conditions only the clause itself: it comes
    after a modal of the clause ("I'd eat them every day if I could")."""
    m = lang.conditional.search(clause)
    return m is not None and m.start() > 0 and bool(lang.modal.search(clause, 0, m.start()))


#: An "if" that asks whether, inside what one is doing ("trying to figure out if I need
#: winter tyres", "not sure if it matters"): it conditions its own clause, not the
#: statements beside it ("I'm based in Toronto, trying to figure out if…").
_ASKS_WHETHER = re.compile(
    r"\b(?:figure|figuring|find|finding|work|working)\s+out\s+(?:if|whether)\b|"
    r"\b(?:wonder|wondering|not\s+sure|unsure|curious|idk|dunno|no\s+idea|see|seeing|check|checking|"
    r"ask|asking|know|decide|deciding|tell\s+me)\s+(?:if|whether)\b",
    re.I,
)


def _asks_whether(clause: str, lang: Language) -> bool:
    """Whether the conditional of ``clause`` is an embedded "whether" (see
    :data:`_ASKS_WHETHER`): English only."""
    m = lang.conditional.search(clause)
    if m is None or lang.code != "en":
        return False
    return any(w.start() <= m.start() < w.end() for w in _ASKS_WHETHER.finditer(clause))


def sentence_facts(sentence: str) -> list[Fact]:
    """Facts of one sentence: none for conditionals (but for a clause that is its own
    consequent, see :func:`_own_consequent`); clause by clause otherwise,
    questions and greetings skipped, a clause without a subject taking the user as its
    subject ("I left Google and joined OpenAI", 东京的事办完了，现在到大阪了) — except for
    names, which need a subject of their own (我养了一只猫，叫橘子), and except after a
    clause about someone else (我老公叫蒋涛，是个程序员: his job, not the user's). Clefts are put back in
    statement order first ("it's sulfa drugs I'm allergic to")."""
    lang = language_of(sentence)
    sentence = without_asides(sentence, lang.code)  # "…, fyi", 顺便说一下, "by a mile"
    conditional = bool(lang.conditional.search(sentence))
    sentence = _rewrite(sentence, lang)
    parts = [p.strip() for p in lang.clause_split.split(sentence) if p and p.strip()]
    if conditional and not all(
        _own_consequent(p, lang) or _asks_whether(p, lang)
        for p in parts
        if lang.conditional.search(p)
    ):
        return []
    if conditional and not any(lang.conditional.search(p) for p in parts):
        return []
    facts: list[Fact] = []
    users_turn = True  # whose is a clause without a subject: the last subject's
    for part in parts:
        clause = _rewrite(part, lang)
        if lang.non_statement(clause) or (conditional and lang.conditional.search(part)):
            continue
        if lang.own_subject.match(clause):
            # "a mckinsey recruiter pinged me": the recruiter's clause, and the ones
            # after it with no subject ("…, said it's a director role")
            users_turn = False
            continue
        found, has_subject = parse_clause(clause, lang, sentence)
        if found and not users_turn and not _names_the_user(clause, lang):
            # a clause that names nobody goes on about the last person named: "my wife
            # took my surname, so it's Laura Whitfield now" is her name
            continue
        if _about_someone_else(clause, lang):
            # 我老公叫蒋涛，是个程序员 / "my mom is a teacher and lives in Boston": this
            # clause and the subjectless ones after it are someone else's; only "my
            # husband/wife" says something of the user (married)
            if _SPOUSE_SUBJECT.match(clause, consume(lang.adverbial, clause, 0)):
                facts += [f for f in found if f.slot == "marital_status"]
            users_turn = False
            continue
        if found or has_subject:
            users_turn = True
        elif users_turn:
            implied, _ = parse_clause(lang.implied_subject + clause.strip(), lang, sentence)
            stated = {f.slot for f in facts if f.single_valued and f.polarity > 0}
            found = [
                f
                for f in implied
                # an elaboration (这周我在东京出差，住在新宿的酒店) does not replace what the
                # sentence stated with its own subject, and a name needs one (我养了一只猫，叫橘子)
                if (f.slot not in stated or lang.sequel.match(clause))
                and (f.slot != "name" or _NAMING.search(sentence))
                # where one sleeps on a trip (这几天在厦门出差，住鼓浪屿附近) is not the home,
                # unless the clause says home elsewhere (我人在上海，家在苏州; not 家住朝阳区这边:
                # here, where the trip is)
                and not (
                    f.slot == "location"
                    and "current_stay" in stated
                    and not (_HOME.match(clause) and not _HERE.search(clause))
                )
            ]
        facts += found
    facts = merge_facts(facts)
    if facts and lang.change_marker.search(sentence):
        # "更正一下，我叫李炜": the marker may sit in another clause of the sentence
        facts = [replace(f, temporal=True) for f in facts]
    return revisions(sentence, facts, lang)


def states_a_correction(text: str) -> bool:
    """Whether ``text`` sets something right and names what was wrong ("oops typo, 5.4k not
    4.5k", 打错了 是五千六 不是六千五): a statement, though it may read as small talk or end
    in a question."""
    return bool(SAID_WRONG.search(text)) and bool(re.search(r"\bnot\b|不是|哪来的", text, re.I))


#: Where a sentence ends, for telling a question from a statement: as :data:`_SENTENCE`,
#: and before a lower-case word after a full stop (not after a number: "approx. 5").
_ASKED = re.compile(rf"{_SENTENCE.pattern}|(?<=[a-z)][.;]){_ABBREVIATION}\s+(?=[a-z])")


def only_asks(text: str) -> bool:
    """Whether every sentence of ``text`` is a question or a greeting ("Hi! Where do I
    live?"), so that it states nothing; "Finally unpacked in Portland! Any plant tips?"
    states a move."""
    # a full stop ends a sentence before a lower-case word too, as people type ("the
    # conference got moved. any good bars near the Altstadt?")
    parts = [p.strip() for p in _ASKED.split(text) if p and p.strip(" \t\n!！。.")]
    asks = [p for p in parts if _asks(p)]
    # a greeting around the question ("Hi! Where do I live?") states nothing either, nor
    # does a word or two before it ("ok. so where do I live?")
    return bool(asks) and all(
        p in asks or language_of(p).non_statement(p) or _filler(p) for p in parts
    )


def _filler(sentence: str) -> bool:
    """A sentence of one or two English words ("ok.", "hmm right."): too short to state."""
    return not _CJK.search(sentence) and len(sentence.split()) < 3


_TRAILING = re.compile(r"[\s!！。.~～\U0001F300-\U0001FAFF\u2600-\u27BF]+$")


def _asks(sentence: str) -> bool:
    """A sentence asks when it ends with a question mark, or when every clause of it asks
    or greets (打错了，是5600，哪有那么多 states a correction before its rhetorical end)."""
    if _TRAILING.sub("", sentence).endswith(("?", "？")):
        return True
    # a space between two Chinese characters ends a clause, as the Chinese grammar reads it
    parts = re.split(rf"[，,、；;]|{CJK_PAUSE}", sentence)
    clauses = [c.strip() for c in parts if c.strip()]
    return any(is_question(c) for c in clauses) and all(
        is_question(c) or language_of(c).non_statement(c) for c in clauses
    )


def _favourites_liked(facts: list[Fact]) -> list[Fact]:
    """A favourite is also liked (平时最喜欢打羽毛球, "Radiohead is my favourite band"): so
    "what do I like?" finds it and a later "羽毛球好久没碰了" has a like to retire. Not the
    other way round: a second like is no new favourite."""
    liked = {value_key(f.value) for f in facts if f.slot == "likes"}
    return [
        Fact("likes", f.value, 1, single_valued=False, temporal=f.temporal)
        for f in facts
        if f.slot.startswith("favourite:") and f.polarity > 0 and value_key(f.value) not in liked
    ]


class RuleFactExtractor:
    """The grammar for Chinese and English; no LLM, deterministic.

    Example:
        >>> RuleFactExtractor().extract("I'm living in Berlin now")
        [Fact(slot='location', value='Berlin', polarity=1, single_valued=True, temporal=True, replaces=())]
    """

    method = "rules"

    def extract(self, text: str) -> list[Fact]:
        """Facts stated in ``text``: one per single-valued slot (the last one stated),
        one per value of a multi-valued slot."""
        facts: list[Fact] = []
        text = respelt(text)
        for pattern, template in language_of(text).answers:  # "Favourite band? Radiohead."
            text = pattern.sub(template, text)
        for sentence in _SENTENCE.split(text):
            if sentence and sentence.strip():
                # an agent's "用户月收入：2万。"
                noted = note_facts(sentence.strip(), language_of(sentence).code == "zh")
                if noted is not None:
                    facts += [replace(f, slot=slot_key(f.slot)) for f in noted]
                else:
                    facts += sentence_facts(sentence.strip())
        facts = merge_facts(facts)  # the last favourite of a slot, then its like
        return merge_facts(facts + _favourites_liked(facts))

    async def aextract(self, text: str) -> list[Fact]:
        """Async twin of :meth:`extract` (no I/O)."""
        return self.extract(text)


__all__ = [
    "EXTRACTION_PROMPT",
    "FACTS_SCHEMA",
    "MULTI_VALUED",
    "SINGLE_VALUED",
    "LLMFactExtractor",
    "RuleFactExtractor",
    "asks_about_now",
    "asks_about_past",
    "is_question",
    "is_single_valued",
    "is_temporal",
    "language_of",
    "normalise_value",
    "parse_facts",
    "question_slot",
    "same_value",
    "slot_key",
    "states_a_correction",
    "value_key",
]
