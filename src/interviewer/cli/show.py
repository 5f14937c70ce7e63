"""`interviewer show KIND ID`: one content item, readably.

A scenario's hidden parts (root cause, accepted diagnoses, diagnostic steps, red herrings,
remediation) and the artifacts released on request are printed only with ``--reveal``, so the
command is safe to run before practising. The same goes for a task's hints.
"""

from __future__ import annotations

from typing import Any

from .common import EXIT_OK, UsageError, add_content_option, console, load_library_or_exit


def register(sub) -> None:
    p = sub.add_parser("show", help="print one loop, persona, rubric, scenario or task")
    p.add_argument("kind", choices=["loop", "persona", "rubric", "scenario", "task"])
    p.add_argument("id")
    p.add_argument("--reveal", action="store_true",
                   help="scenarios: include the hidden root cause, diagnoses and steps; tasks: include hints")
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    lib = load_library_or_exit(args)
    try:
        item = lib.get(args.kind, args.id)
    except KeyError as exc:
        raise UsageError(exc.args[0]) from None
    src = lib.source(args.kind, args.id)
    origin = "shipped" if src.builtin else f"user file {src.path}"
    out = console()
    for block in _RENDER[args.kind](item, args.reveal):
        out.print(block)
    out.print(f"[dim]{args.kind} {item.id} · {origin}[/dim]")
    return EXIT_OK


def _h(text: str) -> str:
    return f"\n[bold]{_esc(text)}[/bold]"


def _esc(text: Any) -> str:
    from rich.markup import escape

    return escape(str(text))


def _bullets(items: list[str]) -> str:
    return "\n".join(f"  • {_esc(' '.join(i.split()))}" for i in items)


def _rubric(r, reveal: bool):
    from rich.table import Table

    yield f"[bold]{_esc(r.title)}[/bold]  ({_esc(r.id)}, version {_esc(r.version)}, weight {r.weight:g})"
    yield _esc(" ".join(r.measures.split()))
    levels = Table("score", "label", "what it sounds like", title="Levels", title_justify="left", show_lines=True)
    for lv in r.levels:
        levels.add_row(str(lv.score), _esc(lv.label), _esc(" ".join(lv.anchor.split())))
    yield levels
    signals = Table("signal", "weight", "what it shows", "evidence", title="Signals", title_justify="left",
                    show_lines=True)
    for s in r.signals:
        signals.add_row(_esc(s.id), f"{s.weight:g}", _esc(" ".join(s.description.split())),
                        _esc("; ".join(s.evidence)))
    yield signals
    yield _h("What to read, per signal")
    yield "\n".join(f"  • {_esc(s.id)}: {_esc(s.study.title)}, {_esc(s.study.section)}" if s.study
                     else f"  • {_esc(s.id)}: (no study pointer)" for s in r.signals)
    yield _h("Red flags")
    yield "\n".join(f"  • {_esc(f.id)}: {_esc(' '.join(f.description.split()))}" for f in r.red_flags) or "  none"
    if r.reference_answers:
        yield _h("Reference answers")
        yield _bullets(r.reference_answers)


def _persona(p, reveal: bool):
    yield f"[bold]{_esc(p.name)}[/bold] - {_esc(p.role)} ({_esc(p.seniority)}; runs {_esc(p.stage)} stages)"
    yield _h("Voice")
    yield (f"  style: {_esc(' '.join(p.voice.style.split()))}\n  pressure: {_esc(p.voice.pressure)}\n"
           f"  silence: {_esc(' '.join(p.voice.silence.split()))}")
    yield _h("Goals")
    yield _bullets(p.goals)
    yield _h("Opening")
    yield "  " + _esc(" ".join(p.opening.split()))
    yield _h("Closing")
    yield "  " + _esc(" ".join(p.closing.split()))
    yield _h("Never")
    yield _bullets(p.never)
    for t in p.topics:
        yield _h(f"Topic {t.id}: {t.title}  [{t.dimension}, {t.minutes:g} min]")
        yield "  Q: " + _esc(" ".join(t.question.split()))
        for v in t.variants:  # each session draws one opening (see README: Content)
            yield f"  or ({_esc(v.id)}): " + _esc(" ".join(v.question.split()))
        yield "\n".join(f"  {i}. ({_esc(pr.signal)}) {_esc(' '.join(pr.text.split()))}"
                        + "".join(f"\n       or: {_esc(' '.join(alt.split()))}" for alt in pr.variants)
                        for i, pr in enumerate(t.ladder, 1))


def _loop(lp, reveal: bool):
    from rich.table import Table

    yield f"[bold]{_esc(lp.title)}[/bold]  ({_esc(lp.id)}, version {_esc(lp.version)})"
    yield _esc(" ".join(lp.description.split()))
    table = Table("#", "stage", "persona", "minutes", "topics", "scenario / task", title="Stages",
                  title_justify="left")
    for i, s in enumerate(lp.stages, 1):
        scenarios, tasks = s.scenario_pool(), s.task_pool()
        # A pool reads "scenario a / b / c (one drawn per session)".
        drawn = " (one drawn per session)"
        extra = ", ".join(x for x in (
            scenarios and "scenario " + " / ".join(scenarios) + (drawn if len(scenarios) > 1 else ""),
            tasks and "task " + " / ".join(tasks) + (drawn if len(tasks) > 1 else "")) if x)
        table.add_row(str(i), _esc(f"{s.id}: {s.title}"), _esc(s.persona), f"{s.minutes:g}",
                      _esc(", ".join(s.topics) or "all"), _esc(extra or "-"))
    yield table


def _artifact(a):
    from rich.panel import Panel
    from rich.syntax import Syntax

    return Panel(Syntax(a.content.rstrip("\n"), a.language or "text", word_wrap=True),
                 title=_esc(f"{a.title} [{a.kind}]"), title_align="left")


def _scenario(s, reveal: bool):
    title = _esc(s.title) if reveal else "(title hidden until after the stage)"
    yield f"[bold]{_esc(s.id)}[/bold]  version {_esc(s.version)} · {title}"
    yield f"Feeds: {_esc(', '.join(s.dimensions))}"
    yield _h("Situation")
    yield _esc(s.situation.strip())
    for a in s.artifacts:
        if a.shown_at_start or reveal:
            yield _artifact(a)
    held = [a for a in s.artifacts if not a.shown_at_start]
    if held and not reveal:
        # Even artifact names would hint at where to look, so only the count is shown.
        yield f"\n{len(held)} more artifact{'s' if len(held) != 1 else ''} are released on request during the stage."
    if not reveal:
        yield ("\n[italic]The root cause, accepted diagnoses, diagnostic steps, red herrings and remediation "
               "are hidden. Run with --reveal to see them (after practising).[/italic]")
        return
    yield _h("Root cause")
    yield _esc(s.root_cause.strip())
    yield _h("Accepted diagnoses")
    yield "\n".join(f"  • {_esc(d.id)}: {_esc(' '.join(d.description.split()))}" for d in s.accepted_diagnoses)
    yield _h("Diagnostic steps")
    yield "\n".join(f"  {i}. {_esc(' '.join(step.split()))}" for i, step in enumerate(s.diagnostic_steps, 1))
    if s.red_herrings:
        yield _h("Red herrings")
        yield _bullets(s.red_herrings)
    if s.remediation:
        yield _h("Remediation")
        yield _bullets(s.remediation)


def _task(t, reveal: bool):
    from rich.markdown import Markdown
    from rich.syntax import Syntax

    yield f"[bold]{_esc(t.title)}[/bold]  ({_esc(t.id)}, version {_esc(t.version)})"
    yield f"Feeds: {_esc(', '.join(t.dimensions))} · entrypoint {_esc(t.entrypoint)} · limits {t.time_limit_s:g} s, " \
          f"{t.memory_limit_mb} MB · checker {_esc(t.checker)}"
    yield Markdown(t.prompt)
    yield _h("Interface")
    yield Syntax(t.interface.rstrip("\n"), "python", word_wrap=True)
    yield _h("Starter code")
    yield Syntax(t.starter_code.rstrip("\n"), "python", word_wrap=True)
    if t.follow_ups:
        yield _h("Follow-up questions")
        yield _bullets(t.follow_ups)
    if t.hints:
        if reveal:
            yield _h("Hints")
            yield _bullets(t.hints)
        else:
            yield f"\n[italic]{len(t.hints)} hints are hidden; run with --reveal to see them.[/italic]"


_RENDER = {"rubric": _rubric, "persona": _persona, "loop": _loop, "scenario": _scenario, "task": _task}
