"""Check that an installed openai/anthropic SDK has every argument our adapters pass.

Run it in a venv holding the floor versions from pyproject.toml (tools/check_sdk_floor.sh does
that): it inspects the SDKs' own ``create`` signatures and the helpers we import, so a floor
that is too low fails here rather than as a TypeError in the middle of a judge run.
"""

from __future__ import annotations

import inspect
import sys

OPENAI_ARGS = {"model", "messages", "temperature", "max_completion_tokens", "max_tokens", "seed",
               "prompt_cache_key", "tools", "tool_choice", "response_format", "stream", "stream_options",
               "extra_body", "timeout"}
ANTHROPIC_ARGS = {"model", "max_tokens", "messages", "system", "tools", "tool_choice", "output_config",
                  "stream", "extra_body", "timeout"}


def main() -> int:
    import anthropic
    import openai
    from anthropic.resources.messages import AsyncMessages
    from openai.resources.chat.completions import AsyncCompletions

    problems = []
    have = set(inspect.signature(AsyncCompletions.create).parameters)
    problems += [f"openai {openai.__version__}: chat.completions.create has no '{a}'" for a in OPENAI_ARGS - have]
    have = set(inspect.signature(AsyncMessages.create).parameters)
    problems += [f"anthropic {anthropic.__version__}: messages.create has no '{a}'" for a in ANTHROPIC_ARGS - have]
    try:
        from anthropic.types import StopReason
        from typing import get_args

        missing = {"refusal", "model_context_window_exceeded", "pause_turn"} - set(get_args(StopReason))
        if missing:
            problems.append(f"anthropic {anthropic.__version__}: StopReason lacks {sorted(missing)}")
    except ImportError:
        problems.append(f"anthropic {anthropic.__version__}: no types.StopReason")
    for line in problems:
        print(line)
    print(f"openai {openai.__version__}, anthropic {anthropic.__version__}: "
          + ("OK" if not problems else f"{len(problems)} problem(s)"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
