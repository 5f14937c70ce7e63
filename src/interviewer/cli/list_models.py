"""`interviewer list models`: the providers, whether each is usable now, and its default model."""

from __future__ import annotations

from .common import console


def run_list_models(args) -> int:
    from rich.table import Table

    from ..llm.registry import default_model_name
    from ..llm.status import provider_statuses

    table = Table(title="Model providers", title_justify="left")
    for column in ("provider", "usable now", "default model", "SDK", "key", "notes"):
        table.add_column(column)
    for row in provider_statuses():
        key = "-" if row.key_present is None else ("set" if row.key_present else "missing")
        table.add_row(row.name, "[green]yes[/]" if row.usable else "[red]no[/]", row.default_model,
                      "yes" if row.sdk_installed else "no", key, row.note)
    out = console()
    out.print(table)
    out.print(f"default for chat/score: {default_model_name()} (override with --model or INTERVIEWER_MODEL)")
    return 0
