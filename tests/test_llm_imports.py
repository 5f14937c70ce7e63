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


def test_help_with_the_voice_plugin_loaded_imports_no_model_code():
    """The installed voice plugin adds no models, so building the parser need not import the model registry
    (nor pydantic, which the Model interface pulls in): start-up time is benchmarked (bench/startup.py)."""
    import os

    code = ("import json, sys; from interviewer.cli.main import build_parser; build_parser(); "
            "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'interviewer_voice') "
            "or m.startswith('interviewer.llm'))))")
    env = {k: v for k, v in os.environ.items() if k != "INTERVIEWER_PLUGINS"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert json.loads(out.stdout) == ["interviewer_voice", "interviewer_voice.plugin"]
