from __future__ import annotations

import numpy as np
import redis

from memory_ext.embeddings import CachedEmbedder, MiniLMEmbedder


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
