"""The only fakes allowed in this suite: LLMs (nothing can reach a model here)."""

from __future__ import annotations


class ScriptedLLM:
    """An LLM that answers from a script (or a callable) and records every prompt."""

    def __init__(self, reply: str = "SUMMARY", *, fail: bool = False) -> None:
        self.reply = reply
        self.fail = fail
        self.prompts: list[str] = []

    def complete(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if self.fail:
            raise RuntimeError("model unavailable")
        return f"{self.reply} #{len(self.prompts)}"

    async def acomplete(self, prompt: str) -> str:
        return self.complete(prompt)


class FixedReplyLLM:
    """An LLM that always answers ``reply``."""

    def __init__(self, reply: str) -> None:
        self.reply = reply

    def complete(self, prompt: str) -> str:
        return self.reply

    async def acomplete(self, prompt: str) -> str:
        return self.reply
