"""Give a plain LCEL chain long-term memory: record each exchange after it runs."""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from langchain_core.runnables.config import ensure_config

from memory_ext.manager import MemoryManager


def _text(value: Any, key: str | None) -> str:
    if isinstance(value, dict) and key is not None:
        value = value[key]
    content = getattr(value, "content", value)
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return str(content)


def with_memory(
    chain: Runnable[Any, Any], manager: MemoryManager, *, input_key: str | None = "input"
) -> Runnable[Any, Any]:
    """Wrap ``chain`` so every call's user input and answer go to ``process_interaction``.

    ``user_id`` and ``session_id`` come from ``config["configurable"]``, as with
    ``RunnableWithMessageHistory``.

    Example:
        >>> chain = with_memory(prompt | model, mm)
        >>> chain.invoke({"input": "I moved to Berlin"},
        ...              config={"configurable": {"user_id": "u1", "session_id": "s1"}})
    """

    def _ids(config: RunnableConfig | None) -> tuple[str, str]:
        configurable = ensure_config(config).get("configurable", {})
        return configurable["session_id"], configurable["user_id"]

    def run(value: Any, config: RunnableConfig) -> Any:
        output = chain.invoke(value, config)
        session_id, user_id = _ids(config)
        manager.process_interaction(
            session_id, user_id, _text(value, input_key), _text(output, None)
        )
        return output

    async def arun(value: Any, config: RunnableConfig) -> Any:
        output = await chain.ainvoke(value, config)
        session_id, user_id = _ids(config)
        await manager.aprocess_interaction(
            session_id, user_id, _text(value, input_key), _text(output, None)
        )
        return output

    return RunnableLambda(run, afunc=arun, name="with_memory")
