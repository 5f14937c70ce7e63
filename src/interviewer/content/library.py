"""Loading every content file into one library, with ids resolved and user overrides applied."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .models import KINDS, CodingTask, FactSheet, Lexicon, Loop, Persona, RubricDimension, Scenario
from .paths import builtin_root, content_files, user_roots
from .yamlio import ContentError, LineMap, line_for, read_yaml


@dataclass
class Source:
    """Where one item was loaded from."""

    path: Path
    lines: LineMap
    builtin: bool


def load_file(path: Path, expected_kind: str = "") -> tuple[BaseModel, LineMap]:
    """Load and validate one content file; raise ContentError with its line on any problem."""
    data, lines = read_yaml(path)
    if not isinstance(data, dict):
        raise ContentError(path, 1, "a content file must be a mapping (key: value) at the top level")
    kind = data.get("kind", expected_kind)
    if expected_kind and kind != expected_kind:
        raise ContentError(path, line_for(lines, ("kind",)),
                           f"kind is '{kind}' but files in this folder must be '{expected_kind}'")
    if kind not in KINDS:
        raise ContentError(path, line_for(lines, ("kind",)),
                           f"unknown or missing kind '{kind}'; use one of {', '.join(KINDS)}")
    data.setdefault("kind", kind)
    try:
        return KINDS[kind].model_validate(data), lines
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(err.get("loc", ()))
        where = ".".join(str(p) for p in loc) or "(top level)"
        msg = err["msg"]
        if err.get("type") == "extra_forbidden":
            msg = "unknown key (check the spelling; see `interviewer show` for the schema)"
        more = f" (+{len(exc.errors()) - 1} more)" if len(exc.errors()) > 1 else ""
        raise ContentError(path, line_for(lines, loc), f"{where}: {msg}{more}") from None


@dataclass
class Library:
    """All content by kind and id. Later roots override earlier ones with the same id."""

    loops: dict[str, Loop] = field(default_factory=dict)
    personas: dict[str, Persona] = field(default_factory=dict)
    rubrics: dict[str, RubricDimension] = field(default_factory=dict)
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    tasks: dict[str, CodingTask] = field(default_factory=dict)
    facts: dict[str, FactSheet] = field(default_factory=dict)
    """Fact sheets by id (see ``facts_for`` to find them by what they describe)."""
    lexicons: dict[str, Lexicon] = field(default_factory=dict)
    """Concept lexicons by id; signals refer to their concepts (see ``content.concepts``)."""
    sources: dict[tuple[str, str], Source] = field(default_factory=dict)
    """(kind, id) → where it came from."""
    errors: list[ContentError] = field(default_factory=list)
    """Problems found while loading (load(strict=False) collects instead of raising)."""

    def table(self, kind: str) -> dict[str, Any]:
        return {"loop": self.loops, "persona": self.personas, "rubric": self.rubrics,
                "scenario": self.scenarios, "task": self.tasks, "facts": self.facts,
                "lexicon": self.lexicons}[kind]

    def get(self, kind: str, item_id: str) -> Any:
        items = self.table(kind)
        if item_id not in items:
            known = ", ".join(sorted(items)) or "none"
            raise KeyError(f"no {kind} '{item_id}' (known: {known})")
        return items[item_id]

    def rubric(self, item_id: str) -> RubricDimension:
        return self.get("rubric", item_id)

    def persona(self, item_id: str) -> Persona:
        return self.get("persona", item_id)

    def loop(self, item_id: str) -> Loop:
        return self.get("loop", item_id)

    def scenario(self, item_id: str) -> Scenario:
        return self.get("scenario", item_id)

    def task(self, item_id: str) -> CodingTask:
        return self.get("task", item_id)

    def facts_for(self, target: str) -> list:
        """Every fact for ``target`` (``stage:LOOP/STAGE``, ``topic:PERSONA/TOPIC``, ``scenario:ID``, ``task:ID``)."""
        return [fact for sheet in self.facts.values() if sheet.applies_to == target for fact in sheet.facts]

    def source(self, kind: str, item_id: str) -> Source:
        return self.sources[(kind, item_id)]

    def counts(self) -> dict[str, int]:
        return {"loops": len(self.loops), "personas": len(self.personas), "rubrics": len(self.rubrics),
                "scenarios": len(self.scenarios), "tasks": len(self.tasks), "facts": len(self.facts),
                "lexicons": len(self.lexicons)}


def load_library(content_dirs: list[str | Path] | None = None, *, include_builtin: bool = True,
                 strict: bool = True) -> Library:
    """Load shipped content, then each user folder; a user item replaces a shipped one with the same id.

    With ``strict`` the first problem raises ContentError; otherwise problems are collected
    in ``library.errors`` and loading goes on (the validator reports them all).
    """
    lib = Library()
    roots: list[tuple[Path, bool]] = []
    if include_builtin:
        roots.append((builtin_root(), True))
    roots += [(r, False) for r in user_roots(content_dirs)]
    for root, builtin in roots:
        if not root.exists():
            err = ContentError(root, None, "content folder does not exist; check --content-dir")
            if strict:
                raise err
            lib.errors.append(err)
            continue
        seen_here: dict[tuple[str, str], Path] = {}
        for kind, path in content_files(root):
            try:
                item, lines = load_file(path, kind)
            except ContentError as err:
                if strict:
                    raise
                lib.errors.append(err)
                continue
            key = (item.kind, item.id)
            if key in seen_here:
                err = ContentError(path, line_for(lines, ("id",)),
                                   f"duplicate {item.kind} id '{item.id}' (also in {seen_here[key]})")
                if strict:
                    raise err
                lib.errors.append(err)
                continue
            seen_here[key] = path
            lib.table(item.kind)[item.id] = item
            lib.sources[key] = Source(path, lines, builtin)
    return lib
