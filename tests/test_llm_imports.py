"""Importing the CLI must not import a provider SDK (litellm alone costs seconds)."""

from __future__ import annotations

import json
import subprocess
import sys


def test_cli_import_pulls_in_no_provider_sdk():
    code = ("import json, sys; import interviewer.cli.main, interviewer.llm, interviewer.llm.registry; "
            "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('openai', 'anthropic', 'litellm', 'xllamacpp', 'httpx2'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_building_the_parser_pulls_in_no_provider_sdk():
    code = ("import json, sys; from interviewer.cli.main import build_parser; build_parser(); "
            "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('openai', 'anthropic', 'litellm'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []
