"""Entity–relation memory: triples with validity and provenance, rule and LLM extraction,
and the pure graph logic (normalisation, supersession, neighbourhoods, paths up to
depth 3). Storage is in :mod:`memory_ext.stores.redis_graph` (and its in-process twin).
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Protocol

from memory_ext.extraction.zh import TIME_WORDS as ZH_TIME_WORDS
from memory_ext.llm_fallback import Method, ask, json_array
from memory_ext.model import Fact
from memory_ext.types import LLM

log = logging.getLogger(__name__)

#: A person has one current value of these; a new edge supersedes the old one.
SINGLE_VALUED_RELATIONS = frozenset({"works_for", "reports_to", "lives_in"})
USER = "user"  # the speaker ("I", "我")


def normalise_entity(name: str) -> str:
    """Case- and whitespace-insensitive entity key: 'Project  X' → 'project x'."""
    return re.sub(r"\s+", " ", name).strip().strip(".,!?;:。，！？").casefold()


@dataclass(frozen=True, slots=True)
class Triple:
    """One relation fact.

    Example:
        >>> Triple("李四", "reports_to", "王五")
    """

    subject: str
    relation: str
    object: str
    valid_from: datetime | None = None
    valid_to: datetime | None = None
    confidence: float = 1.0
    provenance: str = ""
    status: str = "active"
    superseded_by: str | None = None

    @property
    def id(self) -> str:
        """Deterministic id of (subject, relation, object), normalised."""
        key = "\x00".join(
            (normalise_entity(self.subject), self.relation, normalise_entity(self.object))
        )
        return hashlib.sha256(key.encode()).hexdigest()[:24]

    def text(self) -> str:
        """A readable line: 'Li Si reports_to Wang Wu'."""
        return f"{self.subject} {self.relation.replace('_', ' ')} {self.object}"

    def to_json(self) -> str:
        """Serialise for storage."""
        return json.dumps(
            {
                "s": self.subject, "r": self.relation, "o": self.object,
                "vf": self.valid_from.isoformat() if self.valid_from else None,
                "vt": self.valid_to.isoformat() if self.valid_to else None,
                "c": self.confidence, "p": self.provenance, "st": self.status, "sb": self.superseded_by,
            },
            ensure_ascii=False,
        )  # fmt: skip

    @classmethod
    def from_json(cls, raw: str | bytes) -> Triple:
        """Parse what :meth:`to_json` stored."""
        d = json.loads(raw)
        return cls(
            d["s"], d["r"], d["o"],
            datetime.fromisoformat(d["vf"]) if d.get("vf") else None,
            datetime.fromisoformat(d["vt"]) if d.get("vt") else None,
            float(d.get("c", 1.0)), d.get("p", ""), d.get("st", "active"), d.get("sb"),
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class GraphPlan:
    """Edges to write for a new triple: the triple itself and the ones it supersedes."""

    new: Triple
    superseded: tuple[Triple, ...]
    duplicate: bool = False


def plan_edge(new: Triple, existing: Iterable[Triple], aliases: Mapping[str, str]) -> GraphPlan:
    """Pure: supersede the active edge of a single-valued relation with another object."""
    subject = canonical(new.subject, aliases)
    obj = canonical(new.object, aliases)
    olds = []
    for edge in existing:
        if edge.status != "active" or edge.relation != new.relation:
            continue
        if canonical(edge.subject, aliases) != subject:
            continue
        if canonical(edge.object, aliases) == obj:
            return GraphPlan(edge, (), duplicate=True)
        if new.relation in SINGLE_VALUED_RELATIONS:
            olds.append(
                replace(edge, status="superseded", valid_to=new.valid_from, superseded_by=new.id)
            )
    return GraphPlan(new, tuple(olds))


def canonical(name: str, aliases: Mapping[str, str]) -> str:
    """The canonical key of an entity name, following aliases."""
    key = normalise_entity(name)
    return aliases.get(key, key)


class GraphView:
    """Adjacency over a user's edges, for neighbourhoods and paths (pure).

    Example:
        >>> view = GraphView(edges, aliases)
        >>> view.paths("张三", "王五", max_depth=3)
    """

    def __init__(
        self, edges: Sequence[Triple], aliases: Mapping[str, str], *, include_history: bool = False
    ) -> None:
        self.aliases = dict(aliases)
        self.edges = [e for e in edges if include_history or e.status == "active"]
        self.adjacent: dict[str, list[Triple]] = {}
        self.names: dict[str, str] = {}
        for edge in self.edges:
            for end in (edge.subject, edge.object):
                key = canonical(end, self.aliases)
                self.adjacent.setdefault(key, []).append(edge)
                self.names.setdefault(key, end)
        for alias, target in self.aliases.items():
            self.names.setdefault(alias, target)

    def neighbours(self, entity: str) -> list[Triple]:
        """Edges touching ``entity``."""
        return list(self.adjacent.get(canonical(entity, self.aliases), []))

    def neighbourhood(self, entities: Iterable[str], depth: int = 2) -> list[Triple]:
        """Edges within ``depth`` hops of any of ``entities``, nearest first."""
        seen_edges: dict[tuple[str, str, str], Triple] = {}
        frontier = {canonical(e, self.aliases) for e in entities}
        visited = set(frontier)
        for _ in range(depth):
            nxt: set[str] = set()
            for node in sorted(frontier):
                for edge in self.adjacent.get(node, []):
                    seen_edges.setdefault((edge.subject, edge.relation, edge.object), edge)
                    for end in (edge.subject, edge.object):
                        key = canonical(end, self.aliases)
                        if key not in visited:
                            visited.add(key)
                            nxt.add(key)
            frontier = nxt
        return list(seen_edges.values())

    def paths(self, source: str, target: str, max_depth: int = 3) -> list[list[Triple]]:
        """Every simple path of at most ``max_depth`` edges between two entities."""
        start, goal = canonical(source, self.aliases), canonical(target, self.aliases)
        out: list[list[Triple]] = []
        queue: deque[tuple[str, list[Triple], frozenset[str]]] = deque(
            [(start, [], frozenset({start}))]
        )
        while queue:
            node, path, seen = queue.popleft()
            if node == goal and path:
                out.append(path)
                continue
            if len(path) >= max_depth:
                continue
            for edge in self.adjacent.get(node, []):
                a, b = canonical(edge.subject, self.aliases), canonical(edge.object, self.aliases)
                nxt = b if a == node else a
                if nxt not in seen:
                    queue.append((nxt, [*path, edge], seen | {nxt}))
        return out

    def mentioned(self, text: str) -> list[str]:
        """Known entities (or aliases) named in ``text``, longest names first."""
        folded = normalise_entity(text)
        found: list[str] = []
        for key in sorted(self.names, key=len, reverse=True):
            if not key or key == USER or any(key in f for f in found):
                continue
            if key.isascii():  # whole words only: "b" must not match inside "about"
                if re.search(rf"(?<![a-z0-9_]){re.escape(key)}(?![a-z0-9_])", folded):
                    found.append(key)
            elif key in folded:  # CJK has no spaces between words
                found.append(key)
        return [self.aliases.get(k, k) for k in found]


_ENT = r"([A-Z][\w.-]*(?:\s+[A-Z0-9][\w.-]*){0,3})"
_NOW = r"(?:now\s+|also\s+|still\s+)?"
_ZH_ENT = r"([\u4e00-\u9fffA-Za-z0-9 ]{1,20}?)"
_ZH_END = r"(?=[，。！？,.!?；;、]|$)"
_TRIPLE_RULES: tuple[tuple[re.Pattern[str], str, bool], ...] = (
    # (pattern, relation, swap subject/object)
    (re.compile(rf"{_ENT}\s+{_NOW}reports\s+to\s+{_ENT}"), "reports_to", False),
    (
        re.compile(rf"{_ENT}\s+{_NOW}(?:manages|supervises|is the (?:manager|boss) of)\s+{_ENT}"),
        "manages",
        False,
    ),
    (re.compile(rf"{_ENT}\s+{_NOW}(?:works|is working)\s+(?:at|for)\s+{_ENT}"), "works_for", False),
    (
        re.compile(
            rf"{_ENT}\s+{_NOW}(?:owns|leads|is responsible for|is in charge of|works on)\s+{_ENT}"
        ),
        "works_on",
        False,
    ),
    (re.compile(rf"{_ENT}\s+{_NOW}(?:lives|moved)\s+(?:in|to)\s+{_ENT}"), "lives_in", False),
    (
        re.compile(rf"(?<![\u4e00-\u9fff]){_ZH_ENT}是{_ZH_ENT}的(?:上级|领导|老板|经理){_ZH_END}"),
        "reports_to",
        True,
    ),
    (re.compile(rf"(?<![\u4e00-\u9fff]){_ZH_ENT}(?:向|汇报给){_ZH_ENT}汇报"), "reports_to", False),
    (
        re.compile(rf"(?<![\u4e00-\u9fff]){_ZH_ENT}在{_ZH_ENT}(?:工作|上班){_ZH_END}"),
        "works_for",
        False,
    ),
    (
        re.compile(rf"(?<![\u4e00-\u9fff]){_ZH_ENT}(?:负责|主管|领导){_ZH_ENT}{_ZH_END}"),
        "works_on",
        False,
    ),
    (
        re.compile(rf"(?<![\u4e00-\u9fff]){_ZH_ENT}(?:住在|搬到了?){_ZH_ENT}{_ZH_END}"),
        "lives_in",
        False,
    ),
)
_SELF = {"i", "我", "me"}
_PRONOUNS = {"he", "she", "they", "it", "他", "她", "它", "他们", "她们"}
_EN_USER = (
    (re.compile(rf"\bI\s+(?:now\s+)?(?:work|am working)\s+(?:at|for)\s+{_ENT}"), "works_for"),
    (re.compile(rf"\bI\s+(?:now\s+)?report\s+to\s+{_ENT}"), "reports_to"),
    (
        re.compile(rf"\bI\s+(?:now\s+)?(?:live|have moved|moved|just moved)\s+(?:in|to)\s+{_ENT}"),
        "lives_in",
    ),
    (re.compile(rf"\bI\s+(?:own|lead|am responsible for|work on)\s+{_ENT}"), "works_on"),
)


class TripleExtractor(Protocol):
    """Rules or an LLM: text in, triples out."""

    def extract(self, text: str) -> list[Triple]: ...


class RuleTripleExtractor:
    """Regex rules for Chinese and English relation statements.

    Example:
        >>> RuleTripleExtractor().extract("王五是李四的上级")
        [Triple(subject='李四', relation='reports_to', object='王五', ...)]
    """

    method = "rules"

    def extract(self, text: str) -> list[Triple]:
        """Triples stated in ``text``; "I"/"我" become the entity ``user``."""
        out: dict[str, Triple] = {}
        for pattern, relation in _EN_USER:
            for m in pattern.finditer(text):
                t = Triple(USER, relation, m.group(1).strip().rstrip(".,!?;:"))
                out.setdefault(t.id, t)
        for pattern, relation, swap in _TRIPLE_RULES:
            for m in pattern.finditer(text):
                a, b = m.group(1).strip(), m.group(2).strip()
                # 我上个月搬到柏林了: time words end the subject, 了 the object
                a = re.sub(rf"(?:{ZH_TIME_WORDS}|也)+$", "", a)
                b = re.sub(r"(?<=[\u4e00-\u9fff])了$", "", b)
                if swap:
                    a, b = b, a
                a, b = a.rstrip(".,!?;:。，！？"), b.rstrip(".,!?;:。，！？")
                a = USER if a.casefold() in _SELF else a
                if not a or not b or b.casefold() in _SELF or a.casefold() in _PRONOUNS:
                    continue
                t = Triple(a, relation, b)
                out.setdefault(t.id, t)
        return list(out.values())


TRIPLE_PROMPT = """Extract relation facts between named entities (people, companies, projects,
places). Return ONLY a JSON array of {{"subject": str, "relation": str, "object": str}} with
relation one of: works_for, reports_to, manages, works_on, lives_in, knows, part_of.
Use "user" for the speaker ("I"). Return [] if there are none.

Text: {text}
JSON:"""


def parse_triples(reply: str) -> list[Triple]:
    """Parse an LLM's JSON reply; ValueError when it is not a valid array of triples."""
    out = []
    for item in json_array(reply):
        if not isinstance(item, dict) or not all(
            isinstance(item.get(k), str) and item[k].strip()
            for k in ("subject", "relation", "object")
        ):
            raise ValueError(f"bad triple {item!r}")
        out.append(
            Triple(
                item["subject"].strip(), item["relation"].strip().lower(), item["object"].strip()
            )
        )
    return out


class LLMTripleExtractor:
    """Triples from an LLM (JSON schema), the rules when it fails; ``last_method`` says which."""

    def __init__(self, llm: LLM, fallback: RuleTripleExtractor | None = None) -> None:
        self.llm = llm
        self.fallback = fallback or RuleTripleExtractor()
        self.last_method: Method = "llm"

    def extract(self, text: str) -> list[Triple]:
        """Triples in ``text`` per the LLM (rules on failure)."""
        prompt = TRIPLE_PROMPT.format(text=text)
        triples, self.last_method = ask(
            lambda: self.llm.complete(prompt),
            parse_triples,
            lambda: self.fallback.extract(text),
            "triple extraction",
        )
        return triples


class GraphStore(Protocol):
    """Where triples live (Redis, or the in-process twin)."""

    def edges(self, user_id: str) -> list[Triple]: ...
    def aliases(self, user_id: str) -> dict[str, str]: ...
    def apply(self, user_id: str, plan: GraphPlan, aliases: dict[str, str]) -> None: ...
    def add_alias(self, user_id: str, alias: str, name: str) -> None: ...
    def delete(self, user_id: str, edge_ids: Sequence[str] | None = None) -> None: ...


class GraphMemory:
    """The graph service: extract triples, supersede single-valued relations, answer queries.

    Example:
        >>> graph = GraphMemory(RedisGraphStore(client))
        >>> graph.add_text("u1", "王五是李四的上级", provenance="msg-7")
        >>> [t.text() for t in graph.facts_for("u1", "谁是李四的上级？")]
    """

    def __init__(self, store: GraphStore, extractor: TripleExtractor | None = None) -> None:
        self.store = store
        self.extractor = extractor or RuleTripleExtractor()

    def add(self, user_id: str, triple: Triple) -> GraphPlan:
        """Add one triple, superseding the old value of a single-valued relation."""
        aliases = self.store.aliases(user_id)
        plan = plan_edge(triple, self.store.edges(user_id), aliases)
        self.store.apply(user_id, plan, aliases)
        return plan

    def add_text(
        self, user_id: str, text: str, *, at: datetime | None = None, provenance: str = ""
    ) -> list[GraphPlan]:
        """Extract triples from ``text`` and add them."""
        return [
            self.add(user_id, replace(t, valid_from=at, provenance=provenance or text[:200]))
            for t in self.extractor.extract(text)
        ]

    def alias(self, user_id: str, alias: str, name: str) -> None:
        """Declare two names one entity ("Zhang San" = "张三")."""
        self.store.add_alias(user_id, alias, name)

    def view(self, user_id: str, *, include_history: bool = False) -> GraphView:
        """The user's graph, for neighbourhood and path queries."""
        return GraphView(
            self.store.edges(user_id), self.store.aliases(user_id), include_history=include_history
        )

    def neighbours(self, user_id: str, entity: str) -> list[Triple]:
        """Current edges touching ``entity``."""
        return self.view(user_id).neighbours(entity)

    def paths(
        self, user_id: str, source: str, target: str, max_depth: int = 3
    ) -> list[list[Triple]]:
        """Paths of at most ``max_depth`` (≤ 3) current edges between two entities."""
        return self.view(user_id).paths(source, target, min(max_depth, 3))

    def facts_for(self, user_id: str, query: str, depth: int = 2) -> list[Triple]:
        """Current facts relevant to a question: entities it names, then their neighbourhood."""
        view = self.view(user_id)
        return view.neighbourhood(view.mentioned(query), depth)

    def history(self, user_id: str, subject: str, relation: str) -> list[Triple]:
        """Every value a relation of ``subject`` had, oldest first."""
        view = self.view(user_id, include_history=True)
        key = canonical(subject, view.aliases)
        edges = [
            e
            for e in view.edges
            if e.relation == relation and canonical(e.subject, view.aliases) == key
        ]
        return sorted(
            edges, key=lambda e: e.valid_from.timestamp() if e.valid_from else float("-inf")
        )


def relation_slot(subject: str, relation: str) -> str:
    """The long-term memory slot of a relation: ``reports_to:alice``."""
    return f"{relation}:{normalise_entity(subject)}"


def as_fact(triple: Triple) -> Fact:
    """A relation as a slot/value fact, so long-term conflict resolution supersedes the
    memory that stated an old value (Alice reports to Bob → … to Carol)."""
    return Fact(
        slot=relation_slot(triple.subject, triple.relation),
        value=normalise_entity(triple.object),
        single_valued=triple.relation in SINGLE_VALUED_RELATIONS,
        temporal=True,
    )
