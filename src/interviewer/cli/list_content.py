"""`interviewer list loops|personas|rubrics|scenarios|tasks`: one rich table per kind."""

from __future__ import annotations

from .common import EXIT_OK, console, load_library_or_exit

_SINGULAR = {"loops": "loop", "personas": "persona", "rubrics": "rubric", "scenarios": "scenario", "tasks": "task"}


def _origin(lib, kind: str, item_id: str) -> str:
    src = lib.source(kind, item_id)
    return "shipped" if src.builtin else f"user: {src.path}"


def _short(text: str, limit: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def drawn_by(lib, kind: str, item_id: str) -> list[str]:
    """LOOP/STAGE of every stage whose pool holds this scenario or task."""
    out = []
    for lid, loop in sorted(lib.loops.items()):
        for stage in loop.stages:
            pool = stage.scenario_pool() if kind == "scenario" else stage.task_pool()
            if item_id in pool:
                out.append(f"{lid}/{stage.id}")
    return out


def _drawn_by(lib, kind: str, item_id: str) -> str:
    return ", ".join(drawn_by(lib, kind, item_id)) or "no loop (run with --scenario/--task)"


def _rows(lib, kind: str):
    if kind == "loop":
        yield ("id", "title", "stages", "minutes", "origin")
        for lid, loop in sorted(lib.loops.items()):
            stages = " → ".join(s.id for s in loop.stages)
            minutes = f"{sum(s.minutes for s in loop.stages):g}"
            yield (lid, loop.title, stages, minutes, _origin(lib, kind, lid))
    elif kind == "persona":
        yield ("id", "name", "role", "stage", "topics", "origin")
        for pid, p in sorted(lib.personas.items()):
            yield (pid, p.name, p.role, p.stage, str(len(p.topics)), _origin(lib, kind, pid))
    elif kind == "rubric":
        yield ("id", "title", "version", "signals", "red flags", "origin")
        for rid, r in sorted(lib.rubrics.items()):
            yield (rid, r.title, r.version, str(len(r.signals)), str(len(r.red_flags)), _origin(lib, kind, rid))
    elif kind == "scenario":
        # The title and root cause stay hidden: `list` is safe to run before practising.
        yield ("id", "dimensions", "artifacts", "drawn by", "situation", "origin")
        for sid, s in sorted(lib.scenarios.items()):
            yield (sid, ", ".join(s.dimensions), str(len(s.artifacts)), _drawn_by(lib, "scenario", sid),
                   _short(s.situation), _origin(lib, kind, sid))
    elif kind == "task":
        yield ("id", "title", "dimensions", "entrypoint", "time limit", "drawn by", "origin")
        for tid, t in sorted(lib.tasks.items()):
            yield (tid, t.title, ", ".join(t.dimensions), t.entrypoint, f"{t.time_limit_s:g} s",
                   _drawn_by(lib, "task", tid), _origin(lib, kind, tid))


def run_list_content(args) -> int:
    """Print a table of one content kind (args.kind is the plural folder name)."""
    from rich.table import Table

    lib = load_library_or_exit(args)
    kind = _SINGULAR[args.kind]
    rows = _rows(lib, kind)
    header = next(rows)
    table = Table(title=f"{args.kind} ({len(lib.table(kind))})", title_justify="left")
    for i, name in enumerate(header):
        table.add_column(name, no_wrap=(i == 0), overflow="fold")
    for row in rows:
        table.add_row(*row)
    console().print(table)
    return EXIT_OK
