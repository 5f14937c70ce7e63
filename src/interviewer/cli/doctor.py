"""`interviewer doctor`: what is configured, installed and where things live. No key or network needed."""

from __future__ import annotations


def register(sub) -> None:
    p = sub.add_parser("doctor", help="check providers, extras, content and data folders")
    p.set_defaults(func=run)


def run(args) -> int:
    from rich.table import Table

    from .. import __version__, paths
    from ..content.paths import builtin_root, user_roots
    from ..llm.registry import default_model_name
    from ..llm.status import extras_status, provider_statuses
    from .common import console

    out = console()
    out.print(f"interviewer {__version__}")
    providers = Table(title="Providers", title_justify="left")
    for column in ("provider", "usable now", "notes"):
        providers.add_column(column)
    for row in provider_statuses():
        providers.add_row(row.name, "[green]yes[/]" if row.usable else "[red]no[/]", row.note)
    out.print(providers)
    out.print(f"default model: {default_model_name()}")

    extras = Table(title="Extras", title_justify="left")
    for column in ("extra", "installed", "missing"):
        extras.add_column(column)
    for name, (ok, missing) in extras_status().items():
        extras.add_row(name, "[green]yes[/]" if ok else "no", ", ".join(missing) or "-")
    out.print(extras)

    places = Table(title="Where things live", title_justify="left")
    places.add_column("what")
    places.add_column("path")
    places.add_column("exists")
    rows = [("shipped content", builtin_root())]
    rows += [("user content", root) for root in user_roots()]
    rows += [("transcripts", paths.transcripts_dir()), ("history database", paths.history_db()),
             ("models", paths.models_dir()), ("config file", paths.config_file())]
    for what, path in rows:
        places.add_row(what, str(path), "yes" if path.exists() else "no")
    out.print(places)
    return 0
