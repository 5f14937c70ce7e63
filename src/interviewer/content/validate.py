"""Content validation: schema problems from loading, then every cross-reference between items.

The loader already reports schema errors, bad YAML and duplicate ids as ``file:line: message``.
This module adds what no single file can check on its own: that a topic's dimension is a
rubric, that each probe names a signal of that rubric, that loop stages point at personas,
persona topics, scenarios and tasks that exist, that a task's checker file is there, and that
every ``re:`` evidence pattern compiles (a bad one would otherwise fail mid-interview), that
every concept a signal or red flag names is in a lexicon, that the domain truths (``truths/``) load and their
terms compile, that a topic's or probe's
``targets`` are signals of its rubric, that opening variants ask for the topic's own targets and
probe phrasings do not repeat, and that an opening or closing ending on a question waits for the reply.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from . import causes, truths
from .library import Library, load_library
from .paths import user_roots
from .yamlio import ContentError, line_for


@dataclass
class ValidationReport:
    """What `interviewer validate` found."""

    problems: list[ContentError] = field(default_factory=list)
    """Every problem, sorted by file and line."""
    counts: dict[str, int] = field(default_factory=dict)
    """Items loaded per kind (after user overrides)."""
    user_roots: list[Path] = field(default_factory=list)
    """User folders or files checked on top of the shipped content."""

    @property
    def ok(self) -> bool:
        return not self.problems


class _Checker:
    def __init__(self, lib: Library):
        self.lib = lib
        self.problems: list[ContentError] = []

    def report(self, kind: str, item_id: str, loc: tuple[Any, ...], message: str) -> None:
        src = self.lib.source(kind, item_id)
        self.problems.append(ContentError(src.path, line_for(src.lines, loc), message))

    def check_patterns(self, kind: str, item_id: str, loc: tuple[Any, ...], phrases: Iterable[str]) -> None:
        for j, phrase in enumerate(phrases):
            if not phrase.strip():
                self.report(kind, item_id, loc + (j,), "empty phrase; remove it")
            elif phrase.startswith("re:"):
                if bad := causes.unknown(phrase):
                    self.report(kind, item_id, loc + (j,), f"unknown cause concept {{{bad[0]}}}; use one of "
                                f"{', '.join('{' + n + '}' for n in causes.CONCEPTS)} (content/causes.py)")
                    continue
                try:
                    re.compile(causes.expand(phrase)[3:], re.IGNORECASE)
                except re.error as exc:
                    self.report(kind, item_id, loc + (j,), f"regular expression does not compile: {exc}")

    def rubrics(self) -> None:
        known = self.concept_ids()
        for rid, rubric in self.lib.rubrics.items():
            for i, sig in enumerate(rubric.signals):
                self.check_patterns("rubric", rid, ("signals", i, "evidence"), sig.evidence)
                self.check_concepts(rid, ("signals", i), sig.concepts, sig.related, known)
                if sig.study is None:
                    self.report("rubric", rid, ("signals", i),
                                f"signal '{sig.id}' has no study pointer; add 'study: {{kind: doc|paper|book, "
                                "title: ..., section: ...}' naming what to read")
            for i, flag in enumerate(rubric.red_flags):
                self.check_patterns("rubric", rid, ("red_flags", i, "evidence"), flag.evidence)
                self.check_concepts(rid, ("red_flags", i), flag.concepts, [], known)
                signal_ids = {s.id for s in rubric.signals}
                for k, sid in enumerate(flag.about):
                    if sid not in signal_ids:
                        self.report("rubric", rid, ("red_flags", i, "about", k),
                                    _not_a_signal(f"misconception '{flag.id}' is about", sid, rid, signal_ids))

    def concept_ids(self) -> set[str]:
        ids = {c.id for lex in self.lib.lexicons.values() for c in lex.concepts}
        if not ids:  # content checked without the shipped folders still matches against the shipped lexicon
            from .concepts import default_lexicon

            ids = set(default_lexicon().terms)
        return ids

    def check_concepts(self, rid: str, loc: tuple[Any, ...], groups, related: list[str], known: set[str]) -> None:
        for g, group in enumerate(groups):
            for part in ("all", "any"):
                for k, cid in enumerate(getattr(group, part)):
                    if cid not in known:
                        self.report("rubric", rid, loc + ("concepts", g, part, k),
                                    f"unknown concept '{cid}'; define it in a lexicon file (lexicon/*.yaml)")
        for k, cid in enumerate(related):
            if cid not in known:
                self.report("rubric", rid, loc + ("related", k),
                            f"unknown concept '{cid}'; define it in a lexicon file (lexicon/*.yaml)")

    def lexicons(self) -> None:
        owners: dict[str, str] = {}
        for lid, lex in self.lib.lexicons.items():
            for i, concept in enumerate(lex.concepts):
                self.check_patterns("lexicon", lid, ("concepts", i, "terms"), concept.terms)
                if concept.id in owners and owners[concept.id] != lid:
                    self.report("lexicon", lid, ("concepts", i, "id"),
                                f"concept '{concept.id}' is also defined in lexicon '{owners[concept.id]}'")
                owners.setdefault(concept.id, lid)
            for key in ("hedges", "negations", "buzzwords"):
                self.check_patterns("lexicon", lid, (key,), getattr(lex, key))

    def dimension(self, kind: str, item_id: str, loc: tuple[Any, ...], dim: str) -> bool:
        if dim in self.lib.rubrics:
            return True
        self.report(kind, item_id, loc, f"unknown rubric dimension '{dim}'{_known(self.lib.rubrics)}")
        return False

    def personas(self) -> None:
        for pid, persona in self.lib.personas.items():
            for i, topic in enumerate(persona.topics):
                if not self.dimension("persona", pid, ("topics", i, "dimension"), topic.dimension):
                    continue
                rubric = self.lib.rubrics[topic.dimension]
                signal_ids = {s.id for s in rubric.signals}
                for k, target in enumerate(topic.targets):
                    if target not in signal_ids:
                        self.report("persona", pid, ("topics", i, "targets", k),
                                    _not_a_signal("topic targets", target, rubric.id, signal_ids))
                self.variants(pid, i, topic, signal_ids)
                for j, probe in enumerate(topic.ladder):
                    if probe.signal not in signal_ids:
                        self.report("persona", pid, ("topics", i, "ladder", j, "signal"),
                                    _not_a_signal("probe names", probe.signal, rubric.id, signal_ids))
                    for k, target in enumerate(probe.targets):
                        if target not in signal_ids:
                            self.report("persona", pid, ("topics", i, "ladder", j, "targets", k),
                                        _not_a_signal("probe targets", target, rubric.id, signal_ids))

    def variants(self, pid: str, i: int, topic, signal_ids: set[str]) -> None:
        """Opening variants ask for the topic's own targets; probe phrasings are real text."""
        for k, variant in enumerate(topic.variants):
            if variant.targets is None:
                continue
            unknown = [t for t in variant.targets if t not in signal_ids]
            if unknown:
                self.report("persona", pid, ("topics", i, "variants", k, "targets"),
                            f"opening variant '{variant.id}' targets signal '{unknown[0]}', which the rubric does not "
                            f"define (its signals: {', '.join(sorted(signal_ids))})")
            elif set(variant.targets) != set(topic.targets):
                self.report("persona", pid, ("topics", i, "variants", k, "targets"),
                            f"opening variant '{variant.id}' targets [{', '.join(variant.targets)}] but the topic "
                            f"targets [{', '.join(topic.targets)}]; a variant is another angle on the same targets "
                            "(drop 'targets' to inherit them)")
        for k, text in enumerate([topic.question, *(v.question for v in topic.variants)]):
            if not text.strip():
                self.report("persona", pid, ("topics", i, "variants" if k else "question"), "an opening is empty")
        for j, probe in enumerate(topic.ladder):
            texts = [" ".join(t.split()).lower() for t in probe.phrasings()]
            for k, text in enumerate(texts[1:]):
                if not text:
                    self.report("persona", pid, ("topics", i, "ladder", j, "variants", k), "a probe phrasing is empty")
                elif text in texts[:k + 1]:
                    self.report("persona", pid, ("topics", i, "ladder", j, "variants", k),
                                "this phrasing repeats another one of the same probe word for word")

    def greetings(self) -> None:
        """Openings name no placeholder but ``{loop}``; a line that ends on a question waits for the reply."""
        for pid, persona in self.lib.personas.items():
            for key, lines, waits in (("opening", [persona.opening, *persona.opening_variants], persona.opening_waits),
                                      ("closing", [persona.closing, *persona.closing_variants], persona.closing_waits)):
                for k, line in enumerate(lines):
                    loc = (key,) if k == 0 else (f"{key}_variants", k - 1)
                    try:
                        line.format(loop="the loop")
                    except (KeyError, IndexError, ValueError) as exc:
                        self.report("persona", pid, loc, f"the {key} may use only the placeholder {{loop}} ({exc})")
                    if line.rstrip().endswith("?") and not waits:
                        self.report("persona", pid, loc, f"the {key} ends with a question but '{key}_waits' is false; "
                                    f"set '{key}_waits: true' so the interviewer waits for the reply")

    def loops(self) -> None:
        for lid, loop in self.lib.loops.items():
            for i, stage in enumerate(loop.stages):
                persona = self.lib.personas.get(stage.persona)
                if persona is None:
                    self.report("loop", lid, ("stages", i, "persona"),
                                f"stage '{stage.id}' names unknown persona '{stage.persona}'{_known(self.lib.personas)}")
                else:
                    topic_ids = {t.id for t in persona.topics}
                    for k, tid in enumerate(stage.topics):
                        if tid not in topic_ids:
                            self.report("loop", lid, ("stages", i, "topics", k),
                                        f"stage '{stage.id}' lists topic '{tid}', which persona '{persona.id}' "
                                        f"does not have (its topics: {', '.join(sorted(topic_ids)) or 'none'})")
                    if not stage.topics and not persona.topics and not (stage.scenario_pool() or stage.task_pool()):
                        self.report("loop", lid, ("stages", i),
                                    f"stage '{stage.id}' has nothing to ask: persona '{persona.id}' has no topics "
                                    "and the stage names no scenario or task")
                if stage.scenario and stage.scenario not in self.lib.scenarios:
                    self.report("loop", lid, ("stages", i, "scenario"),
                                f"stage '{stage.id}' names unknown scenario '{stage.scenario}'"
                                f"{_known(self.lib.scenarios)}")
                for k, sid in enumerate(stage.scenarios):
                    if sid not in self.lib.scenarios:
                        self.report("loop", lid, ("stages", i, "scenarios", k),
                                    f"stage '{stage.id}' draws from unknown scenario '{sid}'{_known(self.lib.scenarios)}")
                if stage.task and stage.task not in self.lib.tasks:
                    self.report("loop", lid, ("stages", i, "task"),
                                f"stage '{stage.id}' names unknown task '{stage.task}'{_known(self.lib.tasks)}")
                for k, tid in enumerate(stage.tasks):
                    if tid not in self.lib.tasks:
                        self.report("loop", lid, ("stages", i, "tasks", k),
                                    f"stage '{stage.id}' draws from unknown task '{tid}'{_known(self.lib.tasks)}")

    def scenarios(self) -> None:
        for sid, scenario in self.lib.scenarios.items():
            for k, dim in enumerate(scenario.dimensions):
                self.dimension("scenario", sid, ("dimensions", k), dim)
            for i, art in enumerate(scenario.artifacts):
                self.check_patterns("scenario", sid, ("artifacts", i, "reveal_on"), art.reveal_on)
                hole = _PLACEHOLDER.search(art.content) if art.language != "python" else None
                if hole:
                    self.report("scenario", sid, ("artifacts", i, "content"),
                                f"artifact '{art.id}' shows '{hole.group(0).strip()}', a template placeholder left "
                                "in the output a candidate reads: write the value out")
            for i, diag in enumerate(scenario.accepted_diagnoses):
                for part in ("evidence", "culprit", "mechanism", "consequence"):
                    self.check_patterns("scenario", sid, ("accepted_diagnoses", i, part), getattr(diag, part))
                for k, pin in enumerate(diag.pinned):
                    for part in ("kind", "this"):
                        self.check_patterns("scenario", sid, ("accepted_diagnoses", i, "pinned", k, part), getattr(pin, part))
            for i, wrong in enumerate(scenario.wrong_causes):
                self.check_patterns("scenario", sid, ("wrong_causes", i, "match"), wrong.match)

    def tasks(self) -> None:
        for tid, task in self.lib.tasks.items():
            for k, dim in enumerate(task.dimensions):
                self.dimension("task", tid, ("dimensions", k), dim)
            src = self.lib.source("task", tid)
            checker = src.path.parent / task.checker
            if not checker.is_file():
                self.report("task", tid, ("checker",),
                            f"checker file '{task.checker}' not found (looked for {checker})")


    def facts(self) -> None:
        for fid, sheet in self.lib.facts.items():
            for i, fact in enumerate(sheet.facts):
                self.check_patterns("facts", fid, ("facts", i, "aliases"), fact.aliases)
            problem = _missing_target(self.lib, sheet.applies_to)
            if problem:
                self.report("facts", fid, ("applies_to",), problem)


_PLACEHOLDER = re.compile(r"(?<![$\w])\{[a-z_][a-z0-9_]*(?:\s*[-+*]\s*\w+)?\}|\{\d+\s*[-+*]\s*[a-z_]\w*\}")
"""``{i}``, ``{7+i}``: a generator's placeholder copied into an artifact instead of its value (``${VAR}`` is bash)."""


def _missing_target(lib: Library, target: str) -> str | None:
    kind, _, ref = target.partition(":")
    if kind in ("scenario", "task"):
        table = lib.scenarios if kind == "scenario" else lib.tasks
        return None if ref in table else f"applies_to names unknown {kind} '{ref}'{_known(table)}"
    owner, _, item = ref.partition("/")
    if kind == "stage":
        loop = lib.loops.get(owner)
        if loop is None:
            return f"applies_to names unknown loop '{owner}'{_known(lib.loops)}"
        if item not in {s.id for s in loop.stages}:
            return f"applies_to names stage '{item}', which loop '{owner}' does not have"
        return None
    persona = lib.personas.get(owner)
    if persona is None:
        return f"applies_to names unknown persona '{owner}'{_known(lib.personas)}"
    if item not in {t.id for t in persona.topics}:
        return f"applies_to names topic '{item}', which persona '{owner}' does not have"
    return None


def _not_a_signal(what: str, signal: str, rubric_id: str, signal_ids: set[str]) -> str:
    return (f"{what} signal '{signal}', which rubric '{rubric_id}' does not define "
            f"(its signals: {', '.join(sorted(signal_ids))})")


def _known(items: dict[str, Any]) -> str:
    names = sorted(items)
    if not names:
        return " (none are defined)"
    shown = ", ".join(names[:12]) + (", …" if len(names) > 12 else "")
    return f" (known: {shown})"


def check_references(lib: Library) -> list[ContentError]:
    """Every cross-reference problem in an already loaded library."""
    checker = _Checker(lib)
    checker.rubrics()
    checker.personas()
    checker.greetings()
    checker.loops()
    checker.scenarios()
    checker.tasks()
    checker.facts()
    checker.lexicons()
    return checker.problems


def validate(paths: list[str | Path] | None = None, *, include_builtin: bool = True) -> ValidationReport:
    """Load shipped content plus ``paths`` (user folders or files, layered on top) and check it all."""
    lib = load_library(list(paths or []), include_builtin=include_builtin, strict=False)
    problems = list(lib.errors) + check_references(lib) + (truths.problems(signals={
        rid: {sig.id for sig in dim.signals} for rid, dim in lib.rubrics.items()}) if include_builtin else [])
    problems.sort(key=lambda e: (str(e.path), e.line or 0, e.message))
    return ValidationReport(problems=problems, counts=lib.counts(), user_roots=user_roots(list(paths or [])))
