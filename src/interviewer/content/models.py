"""Pydantic schemas for shipped and user content. Unknown keys are rejected everywhere.

Evidence phrases (signals, red flags, artifact reveals, accepted diagnoses) are matched
case-insensitively as whole phrases; a phrase that starts with ``re:`` is a Python regular
expression instead. Keep them specific: "NCCL_DEBUG=INFO" beats "debug".
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, field_validator, model_validator

from .base import Id, _ID_PATTERN, _Strict
from .causes import Pin
from .knowledge import Concept, Fact, FactSheet, Lexicon  # noqa: F401 - re-exported; their schemas live in ``knowledge``
from .personas import MAIN_OPENING, OpeningVariant, Persona, Probe, Topic, Voice  # noqa: F401 - re-exported




# ---------------------------------------------------------------- rubrics

class Level(_Strict):
    score: Literal[1, 2, 3, 4]
    """The level's number; 1 is weakest."""
    label: str
    """Short name, e.g. 'Surface', 'Working', 'Deep', 'Expert'."""
    anchor: str
    """What an answer at this level concretely sounds like."""


class ConceptGroup(_Strict):
    """One way of showing a signal: every concept in ``all`` and, if ``any`` is given, one of those."""

    all: list[Id] = Field(default_factory=list)
    """Lexicon concept ids that must all be asserted in the answer."""
    any: list[Id] = Field(default_factory=list)
    """Lexicon concept ids of which at least one must be asserted (empty: no such condition)."""

    @model_validator(mode="after")
    def _not_empty(self) -> "ConceptGroup":
        if not self.all and not self.any:
            raise ValueError("a concept group needs 'all' or 'any'")
        return self


class StudyPointer(_Strict):
    """One official document, paper or book to read for a signal: named, never linked."""

    kind: Literal["doc", "paper", "book"]
    """doc: a project's or vendor's official documentation; paper: a published paper; book: a book."""
    title: str = Field(min_length=3)
    """The document as its publisher names it, e.g. 'NCCL User Guide' or 'ZeRO (Rajbhandari et al., 2020)'."""
    section: str = Field(min_length=3)
    """The part to read, e.g. 'Environment Variables (NCCL_ALGO, NCCL_PROTO)'."""

    @field_validator("title", "section")
    @classmethod
    def _no_links(cls, text: str) -> str:
        if re.search(r"https?://|www\.", text):
            raise ValueError("name the document and section; no links")
        return text.strip()

    @property
    def line(self) -> str:
        """How the pointer reads in feedback: the title, then the section."""
        return f"{self.title}: {self.section}"


class Signal(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the dimension; probes point at it."""
    description: str
    """What the candidate shows when this signal is present."""
    evidence: list[str] = Field(min_length=1)
    """Phrases (or ``re:`` regexes) typical of the signal: examples for judges and simulated candidates,
    and what the offline matcher uses when the signal has no ``concepts``."""
    weight: float = Field(default=1.0, gt=0)
    """Relative importance within the dimension."""
    concepts: list[ConceptGroup] = Field(default_factory=list)
    """Ways of showing the signal as groups of lexicon concepts; any one group suffices. When set,
    these (not ``evidence``) decide whether an answer shows the signal offline."""
    related: list[Id] = Field(default_factory=list)
    """Lexicon concepts of an answer that reaches for the signal without showing it: partial, not shown."""
    study: StudyPointer | None = None
    """What to read to learn this signal (``validate`` requires it on every signal)."""
    teach: str = ""
    """What a strong answer adds, said to the candidate; empty: the description says it."""


class RedFlag(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the dimension."""
    kind: Literal["practice", "misconception"] = "practice"
    """'practice': a habit the rubric counts against (caps an answer at partial); 'misconception': a false
    belief about a mechanism, which makes an answer to a question about that mechanism weak."""
    description: str
    """The mistake, and why it is one (for a misconception: what is actually true)."""
    evidence: list[str] = Field(default_factory=list)
    """Phrases (or ``re:`` regexes) that suggest the red flag."""
    concepts: list[ConceptGroup] = Field(default_factory=list)
    """Lexicon concept groups that also suggest it (any one group suffices)."""
    about: list[Id] = Field(default_factory=list)
    """For a misconception: the signals whose mechanism it gets wrong (empty: any question on the dimension)."""

    @model_validator(mode="after")
    def _misconception_is_a_concept(self) -> "RedFlag":
        if self.kind == "misconception" and (self.evidence or not self.concepts):
            raise ValueError(f"misconception '{self.id}' is matched by lexicon concepts only: give it 'concepts:' "
                             "(a claim in lexicon/misconceptions.yaml) and no 'evidence:' phrases")
        if self.about and self.kind != "misconception":
            raise ValueError(f"red flag '{self.id}': 'about' applies to kind: misconception only")
        return self


class RubricDimension(_Strict):
    kind: Literal["rubric"] = "rubric"
    id: Id = Field(pattern=_ID_PATTERN)
    """Referenced by topics, scenarios and tasks."""
    version: str
    """Bumped when levels or signals change; part of the scoring cache key."""
    title: str
    """Human name of the dimension."""
    measures: str
    """What this dimension measures, in two or three sentences."""
    weight: float = Field(default=1.0, gt=0)
    """Weight in the roll-up."""
    levels: list[Level] = Field(min_length=4, max_length=4)
    """Exactly four behaviourally anchored levels, 1 to 4."""
    signals: list[Signal] = Field(min_length=1)
    """What a strong answer shows."""
    red_flags: list[RedFlag] = Field(default_factory=list)
    """Mistakes that cap the score."""
    reference_answers: list[str] = Field(default_factory=list)
    """Optional model answers, for coaching and judge calibration."""

    @field_validator("levels")
    @classmethod
    def _levels_in_order(cls, levels: list[Level]) -> list[Level]:
        if [lv.score for lv in levels] != [1, 2, 3, 4]:
            raise ValueError("levels must be listed with scores 1, 2, 3, 4 in order")
        return levels

    @model_validator(mode="after")
    def _unique_ids(self) -> "RubricDimension":
        for group, items in (("signal", self.signals), ("red flag", self.red_flags)):
            seen: set[str] = set()
            for item in items:
                if item.id in seen:
                    raise ValueError(f"duplicate {group} id '{item.id}'")
                seen.add(item.id)
        return self

    def signal(self, signal_id: str) -> Signal:
        for s in self.signals:
            if s.id == signal_id:
                return s
        raise KeyError(signal_id)


# ---------------------------------------------------------------- loops

class Stage(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the loop."""
    title: str
    """Shown in the header."""
    persona: Id
    """The persona who runs this stage."""
    minutes: float = Field(gt=0)
    """Time budget for the stage."""
    topics: list[Id] = Field(default_factory=list)
    """Persona topic ids to cover, in order; empty means all of the persona's topics."""
    scenario: Id | None = None
    """Debugging stages: the one scenario to run (user content); shipped loops name a pool instead."""
    scenarios: list[Id] = Field(default_factory=list)
    """Debugging stages: a pool of scenarios; each session draws one (seeded; ``--scenario`` overrides)."""
    task: Id | None = None
    """Coding stages: the one coding task to run (user content); shipped loops name a pool instead."""
    tasks: list[Id] = Field(default_factory=list)
    """Coding stages: a pool of coding tasks; each session draws one (seeded; ``--task`` overrides)."""

    @model_validator(mode="after")
    def _one_way_to_name(self) -> "Stage":
        if self.scenario and self.scenarios:
            raise ValueError(f"stage '{self.id}' names both 'scenario' and 'scenarios'; keep one")
        if self.task and self.tasks:
            raise ValueError(f"stage '{self.id}' names both 'task' and 'tasks'; keep one")
        for name, pool in (("scenarios", self.scenarios), ("tasks", self.tasks)):
            if len(set(pool)) != len(pool):
                raise ValueError(f"stage '{self.id}' lists a duplicate in '{name}'")
        return self

    def scenario_pool(self) -> list[Id]:
        """The scenarios this stage can draw from (one for a single ``scenario:``)."""
        return list(self.scenarios) or ([self.scenario] if self.scenario else [])

    def task_pool(self) -> list[Id]:
        """The coding tasks this stage can draw from (one for a single ``task:``)."""
        return list(self.tasks) or ([self.task] if self.task else [])


class Loop(_Strict):
    kind: Literal["loop"] = "loop"
    id: Id = Field(pattern=_ID_PATTERN)
    """Passed to --loop."""
    version: str
    """Content version."""
    title: str
    """Human name."""
    description: str
    """Who this loop is for and what it covers."""
    stages: list[Stage] = Field(min_length=1)
    """Stages, run in order."""

    @model_validator(mode="after")
    def _unique_stages(self) -> "Loop":
        ids = [s.id for s in self.stages]
        dupes = {i for i in ids if ids.count(i) > 1}
        if dupes:
            raise ValueError(f"duplicate stage id '{sorted(dupes)[0]}'")
        return self


# ---------------------------------------------------------------- debugging scenarios

class Artifact(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the scenario."""
    title: str
    """Panel title, e.g. 'NCCL_DEBUG=INFO, rank 17'."""
    kind: Literal["log", "metrics", "nvidia-smi", "dmesg", "nccl-debug", "config", "command", "table", "trace"]
    """What sort of output this is."""
    language: str = "text"
    """Syntax-highlighting lexer name (text, yaml, json, python, bash, ini)."""
    content: str
    """The output itself, as a real tool would print it."""
    reveal_on: list[str] = Field(min_length=1)
    """Phrases (or ``re:`` regexes) in a candidate's request that release this artifact."""
    shown_at_start: bool = False
    """Shown with the situation, without being asked for."""


class Diagnosis(_Strict):
    id: Id = Field(pattern=_ID_PATTERN)
    """Unique within the scenario."""
    description: str
    """An accepted statement of the root cause (or a close enough one)."""
    evidence: list[str] = Field(min_length=1)
    """Phrases (or ``re:`` regexes) that show the candidate reached it (also: what the interviewer must not say)."""
    culprit: list[str] = Field(default_factory=list)
    """Phrases naming what failed (the node, component or setting). With ``mechanism``, a diagnosis is credited
    only when one asserted statement names both; without them, ``evidence`` alone decides."""
    mechanism: list[str] = Field(default_factory=list)
    """Phrases naming how it failed (the mismatch, the leak, the missing barrier)."""
    consequence: list[str] = Field(default_factory=list)
    """Phrases tying the cause to the failure (it stalls, the hang, root cause, it was re-imaged). When given, a
    statement must name one as well: a fact that only identifies the culprit ('h100-023 has a different
    driver') is an observation, not a diagnosis."""
    pinned: list[Pin] = Field(default_factory=list)
    """The component the cause is pinned on (node, GPU, rank): the right cause said of another one is not it."""

    @model_validator(mode="after")
    def _both_or_neither(self) -> "Diagnosis":
        if bool(self.culprit) != bool(self.mechanism):
            raise ValueError("give both culprit and mechanism phrases, or neither")
        return self


class FigureCheck(_Strict):
    kind: Literal["mfu", "days", "bytes-per-param", "link-utilisation", "gbps", "tokens-per-s-per-gpu"]
    """What the figure is; ``interviewer.calc.figures`` recomputes it."""
    quote: str = Field(min_length=1)
    """The figure exactly as the scenario's text prints it (so a test can find it and its drift)."""
    stated: float
    """The stated figure as a number, in the kind's unit (a fraction for MFU and utilisation)."""
    inputs: dict[str, float]
    """The numbers it follows from, also stated in the scenario (see ``calc.figures.KINDS``)."""


class WrongCause(_Strict):
    """A wrong account of a scenario's failure: a red herring taken for the cause, or a wrong mechanism for the right
    culprit. Both paths read it: the offline reader matches ``match``, the model classifier is told ``said``."""

    said: str = Field(min_length=1)
    """The wrong account in plain words, as the model classifier is told it."""
    match: list[str] = Field(min_length=1)
    """Phrases (or ``re:`` regexes) that assert it."""

    @model_validator(mode="before")
    @classmethod
    def _bare_phrase(cls, data: object) -> object:
        # Round-6 content listed bare phrases: each is still one wrong cause, said as written.
        return {"said": data.removeprefix("re:"), "match": [data]} if isinstance(data, str) else data


class Scenario(_Strict):
    kind: Literal["scenario"] = "scenario"
    id: Id = Field(pattern=_ID_PATTERN)
    """Referenced by debugging stages."""
    version: str
    """Content version."""
    title: str
    """Short name, shown only after the stage (it must not give the answer away)."""
    dimensions: list[Id] = Field(min_length=1)
    """Rubric dimensions this scenario feeds."""
    situation: str
    """What the candidate is told at the start: the page they got."""
    artifacts: list[Artifact] = Field(min_length=3)
    """Outputs released on request."""
    root_cause: str
    """The hidden truth. Never shown to the candidate during the stage."""
    accepted_diagnoses: list[Diagnosis] = Field(min_length=1)
    """Statements of the root cause that count as solving it."""
    wrong_causes: list[WrongCause] = Field(default_factory=list)
    """Wrong accounts of this failure: a red herring taken for the cause, or a wrong mechanism for the right culprit
    ('a different driver, so the NCCL wire protocol is incompatible'). A statement that asserts one, not negated,
    credits no diagnosis, whatever else it names; the model classifier is told them too."""
    diagnostic_steps: list[str] = Field(min_length=2)
    """What a strong candidate does, in a sensible order."""
    red_herrings: list[str] = Field(default_factory=list)
    """Things in the artifacts that look suspicious but are not the cause."""
    remediation: list[str] = Field(default_factory=list)
    """What fixing it and preventing a recurrence looks like."""
    checks: list[FigureCheck] = Field(default_factory=list)
    """Figures the text states that the calculators can recompute; tests hold them within 15%."""

    @model_validator(mode="after")
    def _unique_artifacts(self) -> "Scenario":
        ids = [a.id for a in self.artifacts]
        dupes = {i for i in ids if ids.count(i) > 1}
        if dupes:
            raise ValueError(f"duplicate artifact id '{sorted(dupes)[0]}'")
        return self

    @property
    def wrong_phrases(self) -> list[str]:
        """Every phrase that asserts one of ``wrong_causes`` (what the offline reader matches)."""
        return [p for w in self.wrong_causes for p in w.match]


# ---------------------------------------------------------------- coding tasks

class CheckerSupport(_Strict):
    """What a passing checker run demonstrates on one rubric dimension (the code as evidence)."""

    dimension: Id = Field(pattern=_ID_PATTERN)
    """A dimension the task feeds."""
    signals: list[Id] = Field(min_length=1)
    """That dimension's signals a passing run shows, whatever the candidate says about it."""


class CodingTask(_Strict):
    kind: Literal["task"] = "task"
    id: Id = Field(pattern=_ID_PATTERN)
    """Referenced by coding stages and `interviewer task check`."""
    version: str
    """Content version."""
    title: str
    """Short name."""
    dimensions: list[Id] = Field(min_length=1)
    """Rubric dimensions this task feeds."""
    prompt: str
    """The problem statement shown to the candidate (Markdown)."""
    interface: str
    """The function or class signature the candidate implements, with its contract."""
    starter_code: str
    """Code the candidate starts from."""
    entrypoint: str
    """Name the checker imports from the candidate's module."""
    checker: str
    """Path of the checker module, relative to the task file."""
    time_limit_s: float = Field(default=20, gt=0)
    """Wall-clock limit for one checker run."""
    memory_limit_mb: int = Field(default=512, gt=0)
    """Address-space limit for the sandboxed run."""
    hints: list[str] = Field(default_factory=list)
    """Hints for /hint, from gentle to explicit."""
    follow_ups: list[str] = Field(default_factory=list)
    """Questions the interviewer asks after the code runs (complexity, bandwidth, failure)."""
    checker_evidence: list[CheckerSupport] = Field(default_factory=list)
    """Dimensions (and their signals) on which the checker's verdict is the primary evidence."""
    failing_inputs: Literal["shown", "hidden"] = "hidden"
    """``shown``: a candidate who asks sees the failing case's inputs (right for checkers that draw fresh
    random cases each run); ``hidden``: only the case's shape and the first differing element."""


KINDS = {"loop": Loop, "persona": Persona, "rubric": RubricDimension, "scenario": Scenario, "task": CodingTask,
         "facts": FactSheet, "lexicon": Lexicon}
"""Content kinds by the folder-independent ``kind`` key each file carries."""

FOLDERS = {"loops": "loop", "personas": "persona", "rubrics": "rubric", "scenarios": "scenario", "tasks": "task",
           "facts": "facts", "lexicon": "lexicon"}
"""Top-level content folders and the kind each holds."""
