"""`interviewer list models`: the providers, whether each is usable now, their default models, and which
models the capability table knows, with shutdown dates."""

from __future__ import annotations

import re
from datetime import date

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
    for line in catalogue_lines(date.today().isoformat()):
        out.print(line, markup=False, highlight=False)
    return 0


_NOT_CHAT = re.compile(r"^ft:|-\d{4}-\d{2}-\d{2}$|-\d{8}$|audio|search|realtime|transcribe|tts|cyber|codex|-chat")


def catalogue_lines(today: str) -> list[str]:
    """The capability table's OpenAI and Anthropic models: current ones, then retiring and retired ones."""
    from ..llm.capabilities import table_checked, table_rows

    current, leaving = [], []
    for provider in ("openai", "anthropic"):
        for info in table_rows(provider):
            if _NOT_CHAT.search(info.model):
                continue  # dated snapshots, fine-tunes and audio/search variants: the base name says it
            price = f"${info.price.input:g}/${info.price.output:g} per 1M" if info.price else "price unknown"
            where = f"{info.name}  {info.context_window // 1000}k context, {price}"
            if info.retires is None:
                current.append(f"  {where}")
            else:
                verb = "retired" if info.retired(today) else "shuts down"
                successor = f" → {info.successor}" if info.successor else ""
                leaving.append((info.retires, f"  {info.name}  {verb} {info.retires}{successor}"))
    return ([f"Models in the capability table (checked {table_checked()}; any other name gets safe defaults):"]
            + current + ["Retiring or retired:"] + [line for _, line in sorted(leaving)])
