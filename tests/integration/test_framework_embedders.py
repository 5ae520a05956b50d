"""A framework's embedding model behind the ``Embedder`` port ranks like the built-in one
when it declares the same ``cosine_scale`` (an e5 model wrapped through LangChain or
LlamaIndex used to rank on raw, compressed cosines)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from memory_ext.embeddings import E5Embedder, LangChainEmbedder, LlamaIndexEmbedder
from memory_ext.errors import InvalidInputError
from memory_ext.manager import MemoryManager


class _LangChainStyle:
    """The real e5 model behind LangChain's ``Embeddings`` method names (no model faked).
    e5 needs its query/passage prefixes, which a LangChain e5 wrapper adds itself."""

    def __init__(self, e5: E5Embedder) -> None:
        self._e5 = e5

    def embed_documents(self, texts: list[str]) -> Any:
        return self._e5.embed_documents(texts).tolist()

    def embed_query(self, text: str) -> Any:
        return self._e5.embed_query(text).tolist()


class _LlamaIndexStyle(_LangChainStyle):
    def get_text_embedding_batch(self, texts: list[str]) -> Any:
        return self.embed_documents(texts)

    def get_query_embedding(self, text: str) -> Any:
        return self.embed_query(text)


# three managers on one namespace with three embedders: each says it starts a collection
pytestmark = pytest.mark.filterwarnings("ignore:memories of namespace")

MEMORIES = ["我住在杭州，在阿里巴巴工作。", "I adopted a cat named Miso.", "我对花生过敏。"]


@pytest.mark.parametrize("face", ["langchain", "llamaindex"])
def test_a_wrapped_e5_with_its_cosine_scale_scores_like_the_built_in(
    make_manager: Callable[..., MemoryManager], multilingual_embedder: E5Embedder, face: str
) -> None:
    inner = _LlamaIndexStyle(multilingual_embedder)
    adapter = LangChainEmbedder if face == "langchain" else LlamaIndexEmbedder
    wrapped = adapter(inner, "e5-wrapped", cosine_scale=0.25)
    raw = adapter(inner, "e5-wrapped-raw")
    native = make_manager(embedder=multilingual_embedder, cache_embeddings=False)
    scaled = make_manager(embedder=wrapped, cache_embeddings=False)
    unscaled = make_manager(embedder=raw, cache_embeddings=False)
    for mm in (native, scaled, unscaled):
        for text in MEMORIES:
            mm.remember("u", text)
    query = "用户对什么过敏？"
    want = [(h.record.content, round(h.relevance, 4)) for h in native.search("u", query)]
    got = [(h.record.content, round(h.relevance, 4)) for h in scaled.search("u", query)]
    assert got == want
    # without it, the compressed cosines are taken as they are: a different relevance
    assert [round(h.relevance, 4) for h in unscaled.search("u", query)] != [r for _, r in want]


@pytest.mark.parametrize("scale", [0, -1, 1.5, True, "0.25"])
def test_a_cosine_scale_outside_0_1_is_refused(
    multilingual_embedder: E5Embedder, scale: Any
) -> None:
    with pytest.raises(InvalidInputError) as err:
        LangChainEmbedder(_LangChainStyle(multilingual_embedder), cosine_scale=scale)
    assert err.value.field == "cosine_scale"
