"""How a long-term memory is ranked: pure, numpy-vectorised, explainable from its parts.

``total = w_rel·relevance + w_rec·recency + w_imp·importance + w_fb·log2(feedback)``

* relevance: from the query (cosine of the embeddings, blended with keyword evidence;
  the keyword share depends on the query's script, see :func:`relevance`).
* recency: ``exp(-ln 2 · age / half_life)``; the half-life depends on the kind
  (facts fade slower than events) and is stretched by importance, so what matters
  fades slower.
* importance: the 1-10 importance divided by 10 (a tie-breaker: measured on LoCoMo and
  the Chinese set, a larger weight only lets "I'm X, a nurse in Y" outrank the answer).
* feedback: a weight from user feedback (helpful ×1.2, not ×0.8), bounded; its log2
  counts on its own, so feedback moves a memory whatever its importance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

import numpy as np
import numpy.typing as npt

from memory_ext.errors import InvalidInputError

FloatArray = npt.NDArray[np.float64]
DAY = 86400.0


@dataclass(frozen=True, slots=True)
class ScoringParams:
    """Weights and half-lives of the ranking; the defaults are documented in the README.

    Attributes:
        w_relevance, w_recency, w_importance: weights of the first three terms.
        w_feedback: weight of ``log2(feedback)``: at the bounds (×2 or ×0.5) a memory gains
            or loses this much, about what 0.05 of e5 cosine is worth in relevance.
        half_life_semantic_days: half-life of facts/preferences at importance 1.
        half_life_episodic_days: half-life of events/past exchanges at importance 1.
        importance_stretch: the half-life is multiplied by ``1 + stretch·(importance-1)/9``,
            so an importance-10 memory fades ``1 + stretch`` times slower.
        helpful_factor, unhelpful_factor: feedback multipliers.
        feedback_min, feedback_max: bounds of the accumulated feedback weight.
        keyword_blend: share of keyword evidence in relevance for a query in a
            space-separated script (English); the rest is cosine.
        keyword_blend_cjk: the share for a Chinese/Japanese/Korean query (character
            bigrams match less precisely than words); a mixed query gets the mix of both
            by its share of CJK characters. Small: the keyword side mostly brings
            candidates and e5 orders them (0.05 → 0.03: Chinese recall@5 on the tuning
            users of the daily-life set .980 → .987, R@1 .770 → .776; 0 loses R@1).
        spread_cosine: stretch compressed cosines (an embedder whose ``cosine_scale`` < 1,
            e5) linearly onto [0, 1]; MiniLM's raw cosines already span 0-1.
        stale_last: for a question about a slot, put the memories whose value of it was
            superseded after every other one (the rule before; off: they keep their score
            order among the rest, still after the memories that state the slot now).
            Measured: pushing them last hid answers to questions about the past ("what
            was the user's job before retirement?"); off, recall@5 on the tuning users of
            the daily-life set rose .980 → .987 (zh) and .974 → .987 (en), and the
            conflicts benchmark's stale-in-top-3 counts did not change.

    Example:
        >>> fresher = ScoringParams(w_recency=0.15, half_life_episodic_days=30)
        >>> mm.long_term.scoring = fresher  # recent events now outrank old ones sooner
    """

    w_relevance: float = 0.6
    w_recency: float = 0.05
    w_importance: float = 0.03
    w_feedback: float = 0.1
    half_life_semantic_days: float = 730.0
    half_life_episodic_days: float = 365.0
    importance_stretch: float = 3.0
    helpful_factor: float = 1.2
    unhelpful_factor: float = 0.8
    feedback_min: float = 0.5
    feedback_max: float = 2.0
    keyword_blend: float = 0.3
    keyword_blend_cjk: float = 0.03
    spread_cosine: bool = True
    stale_last: bool = False

    def __post_init__(self) -> None:
        for name in (
            "w_relevance",
            "w_recency",
            "w_importance",
            "w_feedback",
            "importance_stretch",
            "keyword_blend",
            "keyword_blend_cjk",
        ):
            value = getattr(self, name)
            if not math.isfinite(value) or value < 0:
                raise InvalidInputError(name, "must be a finite number >= 0")
        for name in ("half_life_semantic_days", "half_life_episodic_days"):
            if not math.isfinite(getattr(self, name)) or getattr(self, name) <= 0:
                raise InvalidInputError(name, "must be a positive number of days")
        if not 0 < self.feedback_min <= 1 <= self.feedback_max:
            raise InvalidInputError("feedback_min", "bounds must satisfy 0 < min <= 1 <= max")
        for name in ("keyword_blend", "keyword_blend_cjk"):
            if getattr(self, name) > 1:
                raise InvalidInputError(name, "must be within [0, 1]")


def half_life_days(
    episodic: npt.NDArray[np.bool_], importance: FloatArray, params: ScoringParams
) -> FloatArray:
    """Half-life per memory: by kind, stretched by importance (1-10)."""
    base = np.where(episodic, params.half_life_episodic_days, params.half_life_semantic_days)
    stretch = 1.0 + params.importance_stretch * (np.clip(importance, 1, 10) - 1.0) / 9.0
    return np.asarray(base * stretch, dtype=np.float64)


def recency(
    age_seconds: FloatArray,
    episodic: npt.NDArray[np.bool_],
    importance: FloatArray,
    params: ScoringParams,
) -> FloatArray:
    """``exp(-ln 2 · age / half_life)``; a memory from the future counts as brand new."""
    age_days = np.maximum(age_seconds, 0.0) / DAY
    return np.asarray(
        np.exp(-math.log(2) * age_days / half_life_days(episodic, importance, params))
    )


def relevance(
    cosine: FloatArray,
    keyword: FloatArray,
    params: ScoringParams,
    cosine_scale: float = 1.0,
    cjk_share: float = 0.0,
) -> FloatArray:
    """Query relevance in [0, 1]: the cosines (stretched when the embedder's are
    compressed, ``cosine_scale`` < 1) blended with keyword evidence normalised to [0, 1].

    ``cjk_share`` is the query's share of CJK characters (:func:`~memory_ext.segmentation.
    cjk_share`): it moves the keyword share from ``keyword_blend`` towards
    ``keyword_blend_cjk``. Measured: on LoCoMo (English) BM25 alone beats e5 cosine
    alone and a 0.3 share gains most; on the Chinese daily-life set bigram BM25 is far
    below e5, and any share above ~0.1 lets a memory that merely shares 住在 with the
    question outrank the one that answers it.
    """
    share = min(max(cjk_share, 0.0), 1.0)
    blend = (1 - share) * params.keyword_blend + share * params.keyword_blend_cjk
    # compressed cosines (e5: cosine_scale 0.25) are stretched linearly from 0.75-0.95 onto
    # 0-1, a fixed map (not per query) so feedback keeps its weight; MiniLM's are used raw
    if params.spread_cosine and cosine_scale < 1.0:
        low = 1.0 - cosine_scale
        dense = np.clip((cosine - low) / (0.8 * cosine_scale), 0.0, 1.0)
    else:
        dense = np.clip(cosine, 0.0, 1.0)
    return np.asarray((1 - blend) * dense + blend * np.clip(keyword, 0.0, 1.0))


def total(
    rel: FloatArray,
    rec: FloatArray,
    importance: FloatArray,
    feedback: FloatArray,
    params: ScoringParams,
) -> FloatArray:
    """The combined score from its parts (importance on the 1-10 scale, feedback the
    bounded weight: neutral at 1)."""
    imp = np.clip(importance, 0, 10) / 10.0
    fb = np.log2(np.clip(feedback, params.feedback_min, params.feedback_max))
    return np.asarray(
        params.w_relevance * rel
        + params.w_recency * rec
        + params.w_importance * imp
        + params.w_feedback * fb
    )


def ages(created: FloatArray, now: datetime) -> FloatArray:
    """Ages in seconds of epoch timestamps ``created`` at ``now``."""
    return np.asarray(now.timestamp() - created, dtype=np.float64)


def effective_score(
    importance: float, feedback: float, age_seconds: float, episodic: bool, params: ScoringParams
) -> float:
    """importance × feedback × recency: how much a memory "counts" in a contradiction."""
    rec = recency(np.array([age_seconds]), np.array([episodic]), np.array([importance]), params)[0]
    return float(importance / 10.0 * feedback * rec)


def slot_answers_first(
    order: npt.NDArray[np.intp],
    current: npt.NDArray[np.bool_],
    stale: npt.NDArray[np.bool_],
    created: FloatArray,
    *,
    single_valued: bool = True,
    stale_last: bool = False,
    newest_of: int = 0,
    feedback: FloatArray | None = None,
) -> npt.NDArray[np.intp]:
    """``order`` for a question about one slot: the memories that state it now come
    first — newest first for a single-valued slot (when two set it and no update was
    detected, the newer one answers), in score order for a multi-valued one (likes, pets:
    every stated value holds; with ``newest_of`` n, the newest of its n best first: of two
    allergies or likes said without an update, the later one answers a question that does
    not ask about the past, unless the user's ``feedback`` ranks them otherwise: what the
    user marked helpful stays above what they marked not) — then every other memory in
    score order. The ones whose value of the slot was superseded (``stale``: they stay
    findable for their other slots) are never moved up; with ``stale_last`` they also go
    last. A question about no slot keeps the plain score order: recency stays a small
    weight."""
    members = order[current[order]]
    if single_valued:
        members = members[np.argsort(-created[members], kind="stable")]
    elif newest_of > 1:  # the newest of the best few comes first
        best = members[:newest_of]
        marked = np.ones(len(best)) if feedback is None else feedback[best]
        members = np.concatenate([best[np.lexsort((-created[best], -marked))], members[newest_of:]])
    if not stale_last:
        return np.concatenate([members, order[~current[order]]]).astype(np.intp)
    rest = order[~current[order] & ~stale[order]]
    return np.concatenate([members, rest, order[stale[order]]]).astype(np.intp)
