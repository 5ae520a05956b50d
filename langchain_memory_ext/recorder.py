"""Give a plain LCEL chain long-term memory: learn from each user input after it runs.

The conversation itself is the business of ``RunnableWithMessageHistory`` (or a
checkpointer): the recorder never appends chat turns, so wrapping a chain that already
keeps history stores each turn once.
"""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from langchain_core.runnables.config import ensure_config

from memory_ext.errors import ConfigurationError, InvalidInputError
from memory_ext.manager import MemoryManager
from memory_ext.validation import check_session_id


def _text(value: Any, key: str | None) -> str:
    if isinstance(value, dict) and key is not None:
        value = value[key]
    content = getattr(value, "content", value)
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return str(content)


def learnable_session(session: object) -> str:
    """``session`` if memory-ext can record it as the user's session, else ``""`` (the
    memory is still learned, only not linked to that session)."""
    try:
        return check_session_id(str(session)) if session else ""
    except InvalidInputError:
        return ""


def with_memory(
    chain: Runnable[Any, Any], manager: MemoryManager, *, input_key: str | None = "input"
) -> Runnable[Any, Any]:
    """Wrap ``chain`` so every call's user input goes to long-term memory
    (``MemoryManager.learn``: extraction, conflict resolution, graph) after it ran.

    ``user_id`` comes from ``config["configurable"]``; the session (recorded so that
    ``forget`` finds it) from ``session_id`` or ``thread_id`` there, if any. Chat
    turns are not appended: wrap the chain in ``RunnableWithMessageHistory`` (with
    :class:`RedisChatMessageHistory`) for that, and each turn is stored once.

    Raises:
        ConfigurationError: no ``user_id`` in the config.

    Example:
        >>> chain = with_memory(prompt | model, mm)
        >>> chain.invoke({"input": "I moved to Berlin"},
        ...              config={"configurable": {"user_id": "u1", "session_id": "s1"}})
    """

    def _ids(config: RunnableConfig | None) -> tuple[str, str]:
        configurable = ensure_config(config).get("configurable", {})
        if not configurable.get("user_id"):
            raise ConfigurationError('with_memory needs config={"configurable": {"user_id": ...}}')
        session = configurable.get("session_id") or configurable.get("thread_id")
        return learnable_session(session), str(configurable["user_id"])

    def run(value: Any, config: RunnableConfig) -> Any:
        session_id, user_id = _ids(config)
        output = chain.invoke(value, config)
        manager.learn(user_id, _text(value, input_key), session_id=session_id)
        return output

    async def arun(value: Any, config: RunnableConfig) -> Any:
        session_id, user_id = _ids(config)
        output = await chain.ainvoke(value, config)
        await manager.alearn(user_id, _text(value, input_key), session_id=session_id)
        return output

    return RunnableLambda(run, afunc=arun, name="with_memory")
