"""Simulated candidates: a model playing a profile, or deterministic offline profiles built from the content.

A simulated candidate is an answer source that also listens to the engine's display events
(it needs to know what it was asked). Offline profiles draw their words from the rubric:
a strong candidate says what the signals' evidence says, a weak one does not, a bluffer
name-drops and walks into red flags. ``SimulatedClock`` lets time budgets apply as if
people were talking, so a simulated loop ends stages the way a real one would.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from ..content.models import RubricDimension
from ..llm.base import Model
from ..llm.messages import AssistantText, ModelSettings, SystemMessage, UserMessage
from .answers import Answer
from .display import Answered, Speech
from .plan import SessionPlan

PROFILES = {
    "strong": "An experienced engineer who has run large training jobs. Precise, concrete, names the tools, "
              "variables and numbers, reasons step by step.",
    "weak-nccl": "Solid on most topics, but has never debugged NCCL or collectives: vague and hand-wavy there.",
    "bluffer": "Confident and fluent, name-drops tools, but misuses them and jumps to the wrong fixes "
               "(restarts, longer timeouts) without evidence.",
    "silent": "Nervous; gives very short answers or says they are not sure.",
    "rambling": "Talks at length, drifts into anecdotes, and mentions at most one relevant detail per answer.",
}


class SimulatedClock:
    """A clock that advances only when someone speaks: ~150 words a minute plus thinking time."""

    def __init__(self, start: datetime, *, think_s: float = 20.0, words_per_s: float = 2.5):
        self.now = start
        self.think_s = think_s
        self.words_per_s = words_per_s

    def __call__(self) -> datetime:
        return self.now

    def speak(self, text: str, *, thinking: bool = False) -> None:
        seconds = len(text.split()) / self.words_per_s + (self.think_s if thinking else 0.0)
        self.now = self.now + timedelta(seconds=seconds)


@dataclass
class _Heard:
    act: str = ""
    stage_id: str = ""
    topic_id: str = ""
    signal: str = ""
    text: str = ""


@dataclass
class SimulatedCandidate:
    """Base for simulated candidates: tracks what was asked and advances the simulated clock."""

    plan: SessionPlan
    clock: SimulatedClock | None = None
    heard: _Heard = field(default_factory=_Heard)
    history: list[tuple[str, str]] = field(default_factory=list)
    source: str = "simulated"
    stage_answers: int = 0
    """Answers given in the current stage."""

    async def hear(self, event: Any) -> None:
        if isinstance(event, Speech) and event.act not in ("repeat", "ack"):
            if event.act == "opening":
                self.stage_answers = 0
            self.heard = _Heard(event.act, event.stage_id, event.topic_id, event.signal, event.text)
            self.history.append(("interviewer", event.text))
        elif isinstance(event, Answered):
            self.history.append(("candidate", event.text))
            self.stage_answers += 1

    async def next_answer(self) -> Answer | None:
        text = await self.compose()
        if text is None:
            return None
        if self.clock:
            self.clock.speak(text, thinking=True)
        return Answer(text=text, source=self.source)

    async def compose(self) -> str | None:
        raise NotImplementedError


def _phrase(dim: RubricDimension, signal_id: str, lexicon=None) -> str:
    """A strong candidate's line for one signal: terms that make the signal's first concept group, then its
    description (signals are matched by concepts, not by their evidence phrases)."""
    signal = dim.signal(signal_id)
    terms: list[str] = []
    if lexicon is not None and signal.concepts:
        group = signal.concepts[0]
        for cid in [*group.all, *group.any[:1]]:
            term = next((t for t in lexicon.terms.get(cid, ()) if not t.startswith("re:") and "*" not in t), None)
            if term:
                terms.append(term)
    if not terms:
        terms = [e for e in signal.evidence if not e.startswith("re:")][:2]
    desc = " ".join(signal.description.split())
    return f"I'd lean on {' and '.join(terms)}: {desc[0].lower()}{desc[1:]}" if terms else desc


@dataclass
class ProfileCandidate(SimulatedCandidate):
    """Deterministic offline profiles (no model): answers assembled from the rubric and scenario."""

    profile: str = "strong"
    turns: int = 0

    def _stage_plan(self):
        for sp in self.plan.stages:
            if sp.stage.id == self.heard.stage_id:
                return sp
        return self.plan.stages[0]

    def _weak_here(self, dimension: str) -> bool:
        return self.profile in ("silent", "bluffer") or (self.profile == "weak-nccl" and "nccl" in dimension)

    async def compose(self) -> str | None:
        self.turns += 1
        h, sp = self.heard, self._stage_plan()
        if h.act == "opening":
            return "Yes, let's start."
        if h.act == "closing":
            return "Nothing to add - thanks."
        if h.act in ("situation", "reply", "reveal", "remediation"):
            return self._debugging(sp)
        if h.act in ("task", "retry-code"):
            return "/code\n" + self._code(sp)
        if h.act == "numbers-probe":
            return "I took the parameter count times bytes per parameter and divided by the GPU count."
        dimension = next((s.dimension for s in sp.segments if s.id == h.topic_id), "")
        rubric = self.plan.library.rubrics.get(dimension)
        if rubric is None or h.act == "follow-up" and not h.topic_id:
            return "I'd measure first, then change one thing at a time."
        if self.profile == "silent":
            return "I'm not sure." if self.turns % 2 else "Hmm. I don't know, sorry."
        if self.profile == "bluffer" or (self.profile == "weak-nccl" and self._weak_here(dimension)):
            flags = [f.evidence[0] for f in rubric.red_flags if f.evidence]
            fix = f"Honestly I'd just {flags[0]}" if flags else "Honestly I'd just retry it"
            return f"{fix}; in my experience these things sort themselves out. It's usually the network."
        targets = ([h.signal] if h.signal else
                   list(dict.fromkeys(p.signal for p in sp.persona.topic(h.topic_id).ladder))
                   if any(t.id == h.topic_id for t in sp.persona.topics) else [s.id for s in rubric.signals[:3]])
        if self.profile == "rambling":
            first = _phrase(rubric, targets[(self.turns - 1) % len(targets)], self._lexicon())
            return ("That reminds me of a job we ran last year, long story, the cluster was in another region and "
                    "the on-call rotation was a mess, and we spent a week on dashboards. Anyway. " + first + ".")
        return " ".join(_phrase(rubric, sid, self._lexicon()) + "." for sid in targets)

    def _lexicon(self):
        if getattr(self, "_lex", None) is None:
            from ..content.concepts import lexicon_of

            self._lex = lexicon_of(self.plan.library)
        return self._lex

    def _code(self, sp) -> str:
        if sp.task is None:
            return "pass\n"
        if self.profile == "strong":
            # A strong candidate writes what the task's reference solution does.
            source = self.plan.library.sources.get(("task", sp.task.id))
            reference = source.path.parent / sp.task.id / "reference.py" if source else None
            if reference and reference.is_file():
                return reference.read_text(encoding="utf-8")
        return sp.task.starter_code

    def _debugging(self, sp) -> str:
        scenario = sp.scenario
        if scenario is None:
            return "I'd look at the logs first."
        if self.heard.act == "remediation":
            return " ".join(scenario.remediation) or "Drain the node, fix it, and add a pre-flight check."
        if self.profile in ("silent",):
            return "I'm not sure where to start."
        if self.profile in ("bluffer", "weak-nccl"):
            return "I'd restart the job and see if it happens again; probably a flaky network."
        hidden = [a for a in scenario.artifacts if not a.shown_at_start]
        asked = self.stage_answers
        if asked < min(2, len(hidden)):
            art = hidden[asked]
            phrase = next((p for p in art.reveal_on if not p.startswith("re:")), art.title)
            return f"I'd like to see the {phrase}, to test my hypothesis before touching anything."
        return f"I think the root cause is this: {scenario.accepted_diagnoses[0].description}"


_CANDIDATE_SYSTEM = ("You are a candidate in a technical interview for a training-infrastructure engineering role. "
                     "Stay in character: {profile} Answer the interviewer's last question in the first person, "
                     "in 2 to 6 sentences, as spoken. Never mention being an AI or a simulation.")


@dataclass
class ModelCandidate(SimulatedCandidate):
    """A model plays the candidate, in the voice of a profile."""

    model: Model | None = None
    profile: str = "strong"
    on_call: Any = None

    async def compose(self) -> str | None:
        assert self.model is not None
        messages: list[Any] = [SystemMessage(text=_CANDIDATE_SYSTEM.format(profile=PROFILES[self.profile]))]
        for role, text in self.history[-10:]:
            # From the candidate's side, the interviewer is the "user".
            messages.append(UserMessage(text=text) if role == "interviewer" else AssistantText(text=text))
        if not messages or not isinstance(messages[-1], UserMessage):
            messages.append(UserMessage(text="(The interviewer is waiting for your answer.)"))
        started = time.perf_counter()
        response = await self.model.request(messages, ModelSettings(max_tokens=300, temperature=0.8))
        if self.on_call:
            self.on_call("candidate", response, time.perf_counter() - started)
        return response.text.strip() or "I'm not sure."


class ScriptedCandidate:
    """Answers from a list, in order; ``None`` once they run out (as an answers file does)."""

    source = "scripted"

    def __init__(self, answers: list[str] | tuple[str, ...]):
        self.answers = list(answers)
        self.used = 0

    async def next_answer(self) -> Answer | None:
        if self.used >= len(self.answers):
            return None
        self.used += 1
        return Answer(text=self.answers[self.used - 1], source=self.source)
