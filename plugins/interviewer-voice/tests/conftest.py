"""The plugin's tests: no network, isolated user state, only this plugin loaded, models assembled once."""

from __future__ import annotations

import pytest

from interviewer.testing.network import block_network

block_network()


@pytest.fixture(scope="session")
def models_dir(tmp_path_factory):
    """One models folder for the whole run, so the Whisper model is joined and hashed once."""
    return tmp_path_factory.mktemp("models")


@pytest.fixture(autouse=True)
def _isolated(tmp_path_factory, monkeypatch, models_dir):
    monkeypatch.setenv("INTERVIEWER_HOME", str(tmp_path_factory.mktemp("home")))
    monkeypatch.setenv("INTERVIEWER_MODELS_DIR", str(models_dir))
    monkeypatch.setenv("INTERVIEWER_PLUGINS", "voice")
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "INTERVIEWER_VOICE", "INTERVIEWER_STT_MODEL",
                "INTERVIEWER_MODEL", "INTERVIEWER_DEBUG"):
        monkeypatch.delenv(var, raising=False)
    from interviewer import plugins

    plugins.reset()
    yield
    plugins.reset()
