"""``MemoryRetriever``: a user's long-term memories as LangChain ``Document``s."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict

from memory_ext.manager import MemoryManager
from memory_ext.model import ScoredMemory


def to_document(hit: ScoredMemory) -> Document:
    """A scored memory as a Document: content, ids and every part of the score."""
    r = hit.record
    return Document(
        page_content=r.content,
        id=r.id,
        metadata={
            "id": r.id, "user_id": r.user_id, "kind": r.kind, "slot": r.slot, "value": r.value,
            "status": r.status, "importance": r.importance, "created_at": r.created_at.isoformat(),
            "needs_clarification": r.needs_clarification, "score": hit.total, "relevance": hit.relevance,
            "recency": hit.recency, "feedback": hit.feedback, "cosine": hit.cosine, "keyword": hit.keyword,
            **dict(r.metadata),
        },
    )  # fmt: skip


class MemoryRetriever(BaseRetriever):
    """Retrieve a user's memories ranked by relevance × recency × importance × feedback.

    Example:
        >>> retriever = MemoryRetriever(manager=mm, user_id="u1", k=4)
        >>> retriever.invoke("where does the user live?", k=2)
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    manager: MemoryManager
    user_id: str
    k: int = 4
    include_superseded: bool = False
    filters: dict[str, Any] | None = None

    def _search_kwargs(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Per-call overrides (``invoke(query, k=3)``) over the retriever's settings."""
        return {
            "k": int(kwargs.get("k", self.k)),
            "filters": kwargs.get("filters", self.filters),
            "include_superseded": bool(kwargs.get("include_superseded", self.include_superseded)),
        }

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        hits = self.manager.search(self.user_id, query, **self._search_kwargs(kwargs))
        return [to_document(h) for h in hits]

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, **kwargs: Any
    ) -> list[Document]:
        hits = await self.manager.asearch(self.user_id, query, **self._search_kwargs(kwargs))
        return [to_document(h) for h in hits]
