from __future__ import annotations

import numpy as np
import pytest
import redis

from memory_ext.embeddings import (
    DEFAULT_EMBEDDER,
    CachedEmbedder,
    DualEmbedder,
    E5Embedder,
    MiniLMEmbedder,
    make_embedder,
)
from memory_ext.errors import InvalidInputError
from memory_ext.stores.chroma import collection_name


class CountingEmbedder:
    def __init__(self, inner: MiniLMEmbedder) -> None:
        self.inner, self.model_id, self.dim, self.texts = inner, inner.model_id, inner.dim, 0

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        self.texts += len(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> np.ndarray:
        self.texts += 1
        return self.inner.embed_query(text)


def test_minilm_is_normalised_and_semantic(embedder: MiniLMEmbedder) -> None:
    docs = embedder.embed_documents(
        ["I moved to Beijing", "The cat sat on the mat", "a much longer sentence " * 20]
    )
    assert docs.shape == (3, 384)
    assert np.allclose(np.linalg.norm(docs, axis=1), 1, atol=1e-5)
    q = embedder.embed_query("where does the user live now?")
    assert q @ docs[0] > q @ docs[1]
    # padding to the longest input must not change a text's vector
    alone = embedder.embed_documents(["I moved to Beijing"])[0]
    assert float(alone @ docs[0]) > 0.9999


def test_redis_cache_embeds_a_repeated_text_once(
    redis_url: str, key_prefix: str, embedder: MiniLMEmbedder
) -> None:
    inner = CountingEmbedder(embedder)
    client = redis.Redis.from_url(redis_url)
    cached = CachedEmbedder(inner, client, key_prefix=key_prefix)
    first = cached.embed_documents(["alpha", "beta"])
    again = cached.embed_documents(["beta", "alpha", "gamma"])
    assert inner.texts == 3
    assert np.array_equal(first[0], again[1])
    q1 = cached.embed_query("alpha?")
    q2 = cached.embed_query("alpha?")
    assert inner.texts == 4 and np.array_equal(q1, q2)
    assert cached.hits == 3 and cached.misses == 4


@pytest.fixture(scope="module")
def dual(embedder: MiniLMEmbedder, multilingual_embedder: E5Embedder) -> DualEmbedder:
    return DualEmbedder(e5=multilingual_embedder, minilm=embedder)


def test_dual_documents_are_both_models_side_by_side(
    dual: DualEmbedder, embedder: MiniLMEmbedder, multilingual_embedder: E5Embedder
) -> None:
    texts = ["I moved to Beijing last spring.", "我对花生过敏。"]
    docs = dual.embed_documents(texts)
    assert docs.shape == (2, 768) and dual.dim == 768
    assert np.allclose(np.linalg.norm(docs, axis=1), 1, atol=1e-5)
    half = 1 / np.sqrt(2)
    assert np.allclose(
        docs[:, :384], multilingual_embedder.embed_documents(texts) * half, atol=1e-6
    )
    assert np.allclose(docs[:, 384:], embedder.embed_documents(texts) * half, atol=1e-6)
    # two documents compare by the mean of both models' cosines
    e5, ml = multilingual_embedder.embed_documents(texts), embedder.embed_documents(texts)
    assert float(docs[0] @ docs[1]) == pytest.approx(
        (float(e5[0] @ e5[1]) + float(ml[0] @ ml[1])) / 2, abs=1e-5
    )


def test_a_chinese_query_ranks_by_e5_alone_and_an_english_one_adds_minilm(
    dual: DualEmbedder, embedder: MiniLMEmbedder, multilingual_embedder: E5Embedder
) -> None:
    texts = ["我住在杭州西湖区。", "I work as a nurse in Shanghai.", "我养了一只猫。"]
    docs = dual.embed_documents(texts)
    e5_docs, ml_docs = multilingual_embedder.embed_documents(texts), embedder.embed_documents(texts)

    zh = dual.embed_query("用户住在哪里？")
    assert not zh[384:].any()  # MiniLM is not even run for a Chinese query
    e5_q = multilingual_embedder.embed_query("用户住在哪里？")
    assert np.allclose(docs @ zh, e5_docs @ e5_q, atol=1e-5)

    question = "What does the user do for a living?"
    en = dual.embed_query(question)
    w = dual.query_weight(question)
    assert w == pytest.approx(0.15)
    expected = e5_docs @ multilingual_embedder.embed_query(question) + w * (
        ml_docs @ embedder.embed_query(question)
    )
    assert np.allclose(docs @ en, expected, atol=1e-5)
    assert int(np.argmax(docs @ en)) == 1
    # a batch of queries gives the same rows as one at a time
    assert np.allclose(
        dual.embed_queries(["用户住在哪里？", question]), np.stack([zh, en]), atol=1e-6
    )
    # a mixed query weighs MiniLM by its share of Latin script
    assert 0 < dual.query_weight("用户在 Google 工作吗") < w


def test_the_dual_embedder_is_its_own_collection_and_the_default(
    dual: DualEmbedder, embedder: MiniLMEmbedder, multilingual_embedder: E5Embedder
) -> None:
    ids = {dual.model_id, embedder.model_id, multilingual_embedder.model_id}
    assert len(ids) == 3
    names = {collection_name("memories", i) for i in ids}
    assert len(names) == 3
    assert dual.model_id == "multilingual-e5-small-q4+all-MiniLM-L6-v2-int8"
    assert DEFAULT_EMBEDDER == "e5+minilm"
    assert isinstance(make_embedder(), DualEmbedder)
    assert make_embedder("multilingual-e5-small+minilm").model_id == dual.model_id
    with pytest.raises(InvalidInputError):
        DualEmbedder(e5=multilingual_embedder, minilm=embedder, minilm_weight=1.5)
