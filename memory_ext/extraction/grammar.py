"""The language-independent half of the fact grammar: slots, frames, clause parsing.

A statement is parsed as ``[adverbials] subject [adverbials] [aux] frame object [tail]``:

* subject: first person ("I", 我) or third person as agents write memories ("the user",
  "User", 用户); possessive frames ("my salary", 我的工资) carry the subject themselves.
* adverbials: time phrases and aspect particles (last month, now, these days, 上个月,
  现在, 已经, 了) that may sit before or after the subject; they mark a change but are
  never part of a value.
* frame: a verb pattern that names the slot it sets, its polarity and whether it marks
  a change ("moved to", 跳槽到, "left").
* object: what follows, cut at the first clause boundary or trailing time phrase, then
  cleaned by the frame's value kind (place, organisation, amount, name …).

Each language module (:mod:`.en`, :mod:`.zh`) supplies the word lists and frames; this
module runs them. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from memory_ext.extraction.categories import GENERIC_FAVOURITE, category_in, category_of
from memory_ext.model import Fact

#: A statement that says the user got something wrong just now: an explicit correction
#: (sorry, typo, "I meant", 说错了, 打反了, 更正), stricter than each language's
#: ``correction`` marker ("actually", 其实 also open plain statements).
SAID_WRONG = re.compile(
    r"\b(?:sorry|typo|correction|correcting|to correct|i meant|meant to say|my bad|"
    r"my mistake|oops|misspoke|scratch that|wait,? no|no wait|mixed (?:those|them|it) up|"
    r"(?:had|got) (?:it|that|those|them) (?:backwards|the wrong way round|mixed up)|"
    r"(?:ignore|disregard) (?:that|this|what i (?:just )?said|my last (?:message|one))|corrected|"
    r"clarif(?:y|ies|ied|ying|ication)|should(?:['’]ve| have) said|"
    r"(?:note|entry|record|info|that|this|it)\s+(?:is|was|['’]s)\s+(?:wrong|incorrect|not right)|"
    r"(?:ignore|disregard|forget)\s+the\s+[\w-]+\s+(?:thing|part|bit|one)|"
    # how it came out wrong: "I rounded wrongly earlier", "typed it wrong", "got it wrong"
    r"(?:rounded|typed|wrote|said|put|got|remembered|read|quoted)\s+(?:it\s+|that\s+|the\s+\w+\s+)?"
    r"(?:wrong(?:ly)?|incorrectly|badly)|misremembered|misread|miscounted|i lied|"
    # a figure asked back before the right one: "haha did I say 3? two kids"
    r"did i (?:say|write|type|put)(?=\s+[\w$£€¥₹-]+\s*\?))\b|"
    r"打错|说错|写错|输错|记错|记反|说反|打反|写反|搞反|弄反|不对|更正|纠正|搞错|弄错|口误|笔误|"
    r"刚才那句不算|前面那句不算|忽略(?:刚才|上一条|前面)|澄清|有误",
    re.I,
)

#: Slots a person has one current value of; a new value supersedes the old one.
#: ``favourite:<x>`` slots are single-valued too (see :func:`is_single_valued`).
SINGLE_VALUED = frozenset(
    {
        "name",
        "location",
        "current_stay",
        "employer",
        "job_title",
        "age",
        "income",
        "rent",
        "weight",
        "credit_score",
        "marital_status",
        "children",
        "diet",
    }
)
#: Slots that hold many values at once (each value is its own fact, with a polarity).
MULTI_VALUED = frozenset({"likes", "pets", "allergies"})


def is_single_valued(slot: str) -> bool:
    """Whether a person has one current value of ``slot`` (``favourite:*`` included)."""
    return slot in SINGLE_VALUED or slot.startswith("favourite:")


def frame(slot: str, pattern: str | re.Pattern[str], kind: str = "np", **kw: object) -> Frame:
    """A :class:`Frame` from a pattern or its source (the language modules' frame tables)."""
    return Frame(slot, re.compile(pattern), kind, **kw)  # type: ignore[arg-type]


#: value → cleaned value, per value kind.
Cleaner = Callable[[str], str]


@dataclass(frozen=True, slots=True)
class Frame:
    """One verb frame: a pattern after subject and adverbials, and the fact it yields.

    Attributes:
        slot: the slot set; ``"favourite:{x}"`` takes ``x`` from the ``x`` group.
        pattern: compiled regex matched at the frame position; group ``v`` holds the
            object (open frames end in ``(?P<v>.+)``: the cleaner cuts it), otherwise
            ``constant`` is the value.
        kind: how the object is cut and cleaned (a key of the language's cleaners).
        polarity: -1 for "doesn't like / left / no longer".
        temporal: the frame itself marks a change (moved, joined, 跳槽).
        constant: the value when the frame names it (married, 已婚, vegetarian).
        subject: "subject" (after I/我), "possessive" (after my/我的), or "none"
            (the pattern matches the whole clause itself).
        split: the object lists several values (一只猫和一条狗, "a cat and a dog"): each
            part, cut at this pattern, is its own fact (multi-valued slots only).
        needs: the frame holds only in a sentence this pattern finds: a temporary
            marker for a stay (我这周在东京 is a stay; 我在东京 alone says nothing), a
            correction for 我是李威, rent words for "I'm paying $2,050 now".
    """

    slot: str
    pattern: re.Pattern[str]
    kind: str = "np"
    polarity: int = 1
    temporal: bool = False
    constant: str | None = None
    subject: str = "subject"
    needs: re.Pattern[str] | None = None
    split: re.Pattern[str] | None = None


_NEVER = re.compile(r"(?!)")


@dataclass(frozen=True, slots=True)
class Language:
    """Everything a language module gives the parser.

    Attributes:
        blocker: modal or planned verbs at the frame position ("might", 打算): no fact.
        conditional: a sentence with one of these (if, 如果) states no fact at all …
        modal: … unless each one sits inside a clause after a modal of that clause ("…,
            I'd eat them every day if I could"): then only that clause states nothing.
        temporary: a clause with one of these (this week, 出差) turns a home into a stay.
        bounded: a sentence this finds (a visit with a length, 这个月回老家陪爸妈) turns a home
            stated without a move ("I'm staying in Leeds", 在长沙住) into a stay.
        change_marker: words that mark a change over time (now, anymore, 现在, 了).
        x_key: the key of the ``<x>`` of ``favourite:<x>``.
        rewrites: (pattern, template) pairs that put a cleft or pseudo-cleft back in
            statement order before parsing ("it's sulfa drugs I'm allergic to" → "I'm
            allergic to sulfa drugs", 我过敏的是头孢 → 我对头孢过敏).
        contrast: finds text naming a value the sentence replaces, in group ``v``
            ("…, not jazz", "rather than tea", 而不是爵士, 把咖啡换成).
        switch: a replacement verb ("switched to", 改喝): the sentence's other values of
            the slot are replaced.
        correction: a correction marker (sorry, typo, 说错了) …
        additive: … unless the sentence adds (also, too, 也, 又).
        sequel: a clause that starts with one of these goes on with the story (而且, 然后):
            its facts replace what the sentence stated before, though it has no subject
            of its own (脱单了，而且上周刚办完婚礼 → married).
        own_subject: a clause that opens with a subject of its own acting on the user ("a
            recruiter pinged me", "the nurse told us") is not the user's, though no
            subject the grammar knows starts it; the subjectless clauses after it go on
            about that someone.
        respellings: (pattern, template) pairs applied to the whole text first, for words
            typed without their apostrophe ("im at shopify" → "I'm at shopify").
        answers: (pattern, template) pairs applied to the whole text before it is cut
            into sentences, for a question the user answers themselves ("Favourite
            band? Radiohead." → "My favourite band is Radiohead.").
    """

    code: str
    clause_split: re.Pattern[str]
    subject: re.Pattern[str]
    possessive: re.Pattern[str]
    adverbial: re.Pattern[str]
    aux: re.Pattern[str]
    blocker: re.Pattern[str]
    conditional: re.Pattern[str]
    temporary: re.Pattern[str]
    frames: Sequence[Frame]
    cleaners: Mapping[str, Cleaner]
    non_statement: Callable[[str], bool]
    change_marker: re.Pattern[str]
    x_key: Callable[[str], str] = field(default=lambda x: x)
    implied_subject: str = "I "
    rewrites: Sequence[tuple[re.Pattern[str], str]] = ()
    contrast: re.Pattern[str] = _NEVER
    switch: re.Pattern[str] = _NEVER
    correction: re.Pattern[str] = _NEVER
    additive: re.Pattern[str] = _NEVER
    answers: Sequence[tuple[re.Pattern[str], str]] = ()
    respellings: Sequence[tuple[re.Pattern[str], str]] = ()
    bounded: re.Pattern[str] = _NEVER
    sequel: re.Pattern[str] = _NEVER
    own_subject: re.Pattern[str] = _NEVER
    modal: re.Pattern[str] = _NEVER


def consume(pattern: re.Pattern[str], text: str, pos: int) -> int:
    """Skip repeated matches of ``pattern`` at ``pos``; returns the new position."""
    while True:
        m = pattern.match(text, pos)
        if m is None or m.end() == pos:
            return pos
        pos = m.end()


_END_PUNCT = "。．.！!？?；;，,、…~～ "


def parse_clause(clause: str, lang: Language, context: str = "") -> tuple[list[Fact], bool]:
    """Facts the user states about themselves in one clause of ``context`` (its
    sentence), and whether the clause has a subject of its own (a following clause
    without one inherits it). A leading phrase before the subject ("After the layoffs
    I relocated…", 跳槽以后我…) is skipped."""
    text = clause.strip().rstrip(_END_PUNCT)
    if not text:
        return [], False
    context = context or text
    found, has_subject = _parse_at(text, 0, lang, context)
    if found:
        return found, has_subject
    for m in lang.subject.finditer(text, 1):  # "I found out I'm allergic to latex"
        more, _ = _parse_at(text, m.start(), lang, context)
        if more:
            return more, True
    return [], has_subject


def _parse_at(text: str, start: int, lang: Language, context: str) -> tuple[list[Fact], bool]:
    pos = consume(lang.adverbial, text, start)
    if lang.blocker.match(text, pos):
        return [], False
    found = _try(text, pos, "none", lang, context)
    if found:
        return found, True
    for kind, subject in (("possessive", lang.possessive), ("subject", lang.subject)):
        m = subject.match(text, pos)
        if m is None:
            continue
        at = consume(lang.adverbial, text, m.end())
        while True:
            if lang.blocker.match(text, at):
                return [], True
            found = _try(text, at, kind, lang, context)
            if found:
                return found, True
            after = consume(lang.adverbial, text, consume(lang.aux, text, at))
            if after == at:
                break
            at = after
        if kind == "subject":
            return [], True
    return [], False


def _try(text: str, at: int, kind: str, lang: Language, context: str) -> list[Fact]:
    for frame in lang.frames:
        if frame.subject != kind:
            continue
        m = frame.pattern.match(text, at)
        if m is None:
            continue
        facts = _facts(frame, m, text, lang, context)
        if facts:
            return facts
    return []


def _facts(frame: Frame, m: re.Match[str], text: str, lang: Language, context: str) -> list[Fact]:
    if frame.needs is not None and not frame.needs.search(context):
        return []
    if frame.split is not None:
        parts = frame.split.split(m["v"] or "")
        values = [lang.cleaners[frame.kind](part) for part in parts]
        if len(values) > 1 and all(values):
            return [f for v in values for f in _fact(frame, m, text, lang, context, value=v)]
    return _fact(frame, m, text, lang, context)


def _category(value: str, groups: Mapping[str, str | None], context: str) -> str:
    """The ``<x>`` of a favourite said without one: the value's (or its verb's), else the
    one it replaced ("Arrival has dethroned Jurassic Park as my favourite"), else the
    words around it ("Rewatched Interstellar, it's my favourite now")."""
    x = category_of(value, groups.get("verb"))
    generic = GENERIC_FAVOURITE.partition(":")[2]
    if x == generic and groups.get("o"):
        x = category_of(groups["o"] or "")
    return category_in(context) if x == generic else x


def _fact(
    frame: Frame, m: re.Match[str], text: str, lang: Language, context: str, *, value: str = ""
) -> list[Fact]:
    """The fact ``frame`` states where it matched (``m``): of ``value`` when given, else of
    the constant or the cleaned object; with the job title that some frames name too."""
    groups = m.groupdict()
    if not value:
        if frame.constant is not None:
            value = frame.constant
        else:
            value = lang.cleaners[frame.kind](groups.get("v") or "")
    if not value or len(value) > 60:
        return []
    slot = frame.slot
    if "{x}" in slot:
        if "x" in m.re.groupindex:
            x = lang.x_key(groups.get("x") or "")
        else:  # a favourite without a category: 现在最爱荔枝, "lychee is my favourite"
            x = _category(value, groups, context)
        if not x:
            return []
        slot = slot.format(x=x)
    if (
        slot == "location"
        and frame.polarity > 0
        and (lang.temporary.search(text) or (not frame.temporal and lang.bounded.search(context)))
    ):
        slot = "current_stay"  # "I live in a hotel in Tokyo this week": not the home
    temporal = frame.temporal or bool(lang.change_marker.search(text))
    out = [Fact(slot, value, frame.polarity, is_single_valued(slot), temporal)]
    title = groups.get("t")
    if title:
        cleaned = lang.cleaners["np"](title)
        if cleaned:
            out.append(Fact("job_title", cleaned, 1, True, temporal))
    return out


#: A currency sign before a sum ("$2,050", "₹25,000", "€1,200"), in every pattern that reads
#: money.
CURRENCY_SIGN = "[$€£¥₹₩₽₱₺₪฿]"

#: A pause typed as a space between two Chinese characters: it ends a clause as a comma
#: would (上礼拜搬杭州了 滨江这边); a space beside a Latin word does not (在 Google 上班).
CJK_PAUSE = r"(?<=[\u4e00-\u9fff])[ \u3000]+(?=[\u4e00-\u9fff])"


#: A diet said by what it leaves out ("no dairy", 不吃牛肉), not by its name.
_RESTRICTION = re.compile(r"(?:no|without|not)\s|(?:不吃|不碰|不喝|戒|忌)", re.I)


def merge_facts(facts: Sequence[Fact]) -> list[Fact]:
    """One fact per single-valued slot, one per (slot, value) for multi-valued slots;
    first-seen order kept. Within a sentence a later value of a single-valued slot wins
    ("left X and joined Y" → Y) unless only the earlier one marks a change (这周我在东京出差，
    住在新宿的酒店 → 东京)."""
    from memory_ext.extraction.normalise import value_key

    out: dict[tuple[str, str], Fact] = {}
    for fact in facts:
        key = (fact.slot, "" if fact.single_valued else value_key(fact.value))
        old = out.get(key)
        if old is None:
            out[key] = fact
        elif (
            fact.slot == "diet"
            and _RESTRICTION.match(fact.value)
            and not _RESTRICTION.match(old.value)
        ):
            # "went vegan!! dropped dairy + eggs": the diet named, not what it leaves out
            continue
        elif (old.polarity < 0 or fact.temporal or not old.temporal) and (
            fact.polarity > 0 or old.polarity < 0
        ):
            replaces = tuple(dict.fromkeys(old.replaces + fact.replaces))
            out[key] = Fact(
                fact.slot, fact.value, fact.polarity, fact.single_valued, True, replaces
            )
    return list(out.values())
