"""Refresh ``src/interviewer/llm/model_table.json`` from LiteLLM's bundled model table.

LiteLLM ships ``model_prices_and_context_window_backup.json`` (context windows, prices,
``supports_*`` flags, deprecation dates). We keep a trimmed snapshot of its OpenAI and
Anthropic chat models in the package, so the capability table works without LiteLLM
installed (it is an optional extra). Run after upgrading litellm:

    python tools/refresh_model_table.py            # reads the installed litellm's file
"""

from __future__ import annotations

import datetime
import importlib.util
import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "interviewer" / "llm" / "model_table.json"
KEEP = {
    "max_input_tokens": "context_window",
    "max_output_tokens": "max_output",
    "input_cost_per_token": "input",
    "output_cost_per_token": "output",
    "cache_read_input_token_cost": "cache_read",
    "cache_creation_input_token_cost": "cache_write",
    "supports_reasoning": "reasoning",
    "supports_response_schema": "response_schema",
    "supports_native_structured_output": "native_structured_output",
    "supports_forced_tool_use": "forced_tool_use",
    "supports_sampling_params": "sampling_params",
    "supports_adaptive_thinking": "adaptive_thinking",
    "thinking_always_on": "thinking_always_on",
    "thinking_on_by_default": "thinking_on_by_default",
    "default_reasoning_effort": "default_reasoning_effort",
    "prompt_cache_min_tokens": "prompt_cache_min_tokens",
    "deprecation_date": "deprecation_date",
    "successor_model": "successor_model",
}


def main() -> int:
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        print("litellm is not installed: pip install 'interviewer[litellm]'", file=sys.stderr)
        return 2
    source = Path(list(spec.submodule_search_locations)[0]) / "model_prices_and_context_window_backup.json"
    data = json.loads(source.read_text())
    models = {}
    for name, entry in sorted(data.items()):
        if not isinstance(entry, dict) or "/" in name or entry.get("mode") != "chat":
            continue
        if entry.get("litellm_provider") not in ("openai", "anthropic"):
            continue
        row = {ours: entry[theirs] for theirs, ours in KEEP.items() if entry.get(theirs) is not None}
        # USD per token → USD per 1M tokens, as our price table is written.
        for key in ("input", "output", "cache_read", "cache_write"):
            if key in row:
                row[key] = round(row[key] * 1_000_000, 6)
        models[f"{entry['litellm_provider']}:{name}"] = row
    from importlib.metadata import version

    out = {"source": f"litellm {version('litellm')} model_prices_and_context_window_backup.json",
           "checked": datetime.date.today().isoformat(), "models": models}
    # One model per line: a refresh reads as a diff of the models that changed.
    lines = [f"  {json.dumps(k)}: {json.dumps(v, sort_keys=True)}" for k, v in models.items()]
    OUT.write_text(f'{{"source": {json.dumps(out["source"])}, "checked": {json.dumps(out["checked"])}, "models": {{\n'
                   + ",\n".join(lines) + "\n}}\n")
    print(f"{len(models)} models → {OUT} ({OUT.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
