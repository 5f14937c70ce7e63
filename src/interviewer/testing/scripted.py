"""A scripted candidate keyed by topic: each question takes the next answer written for its topic.

An answers file is consumed in order, so one more or one fewer probe shifts every later answer
onto the wrong question. A keyed script does not drift: the engine may probe as often as its
policy likes, and each topic still hears its own answers (then the script's fallback line).
Used by calibration tests; ``sequence()`` turns a run into an ordinary answers file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..content.yamlio import read_yaml
from ..interview.simulator import SimulatedCandidate

UNTOPICAL_ACTS = {"opening", "closing"}


class CandidateScript(BaseModel):
    """A keyed script file (``tests/data/candidates/*.yaml``)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["scripted-candidate"] = "scripted-candidate"
    id: str
    """Name of the candidate."""
    loop: str = ""
    """The loop the script was written for."""
    fallback: str = "I'm not sure."
    """What the candidate says when a topic's answers have run out."""
    between: str = "Yes, let's go."
    """What the candidate says to a line outside any topic that waits for a reply (an opening's question)."""
    answers: dict[str, list[str]] = Field(default_factory=dict)
    """Topic, scenario or task id → answers in the order that topic's questions come."""

    @classmethod
    def load(cls, path: str | Path) -> "CandidateScript":
        data, _ = read_yaml(Path(path))
        return cls.model_validate(data)


class KeyedCandidate(SimulatedCandidate):
    """Answers from a ``CandidateScript`` by the topic of the question just heard."""

    def __init__(self, plan, script: CandidateScript, clock=None) -> None:
        super().__init__(plan=plan, clock=clock)
        self.script = script
        self.used: dict[str, int] = {}
        self.given: list[str] = []
        self.source = "answers-file"

    async def compose(self) -> str | None:
        topic = self.heard.topic_id
        if not topic or self.heard.act in UNTOPICAL_ACTS:
            text = self.script.between
        else:
            queue = self.script.answers.get(topic, [])
            index = self.used.get(topic, 0)
            self.used[topic] = index + 1
            text = queue[index].strip() if index < len(queue) else self.script.fallback
        self.given.append(text)
        return text

    def sequence(self) -> str:
        """Every answer given, in order, as an answers file (``---`` between answers)."""
        return "\n---\n".join(self.given) + "\n"


def run_keyed(options, script: CandidateScript, *, library=None, sink=None):
    """Run a whole simulated session with a keyed candidate; returns (engine, candidate) when it ends.

    ``options`` is a ``SessionOptions`` (simulated clock, as ``interviewer simulate`` runs).
    """
    import asyncio

    from ..interview.launch import simulate

    holder: dict[str, KeyedCandidate] = {}

    async def listen(event) -> None:
        if "candidate" in holder:
            await holder["candidate"].hear(event)
        if sink is not None:
            await sink(event)

    class _Deferred:
        async def next_answer(self):
            return await holder["candidate"].next_answer()

    engine = simulate(options, library=library, answers=_Deferred(), sink=listen)
    holder["candidate"] = KeyedCandidate(engine.session.plan, script)
    asyncio.run(engine.run())
    return engine, holder["candidate"]
