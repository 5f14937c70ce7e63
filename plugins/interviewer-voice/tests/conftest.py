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


@pytest.fixture(scope="session")
def clips():
    """Real speech (Piper, noise off, so the same every run) as 16 kHz int16 arrays, by name."""
    from interviewer_voice.spoken import Renderer, SpokenEntry

    renderer = Renderer()
    texts = {
        "short": "I would check the NCCL logs first.",
        "second": "Then I would drain that node and restart from the last checkpoint.",
        "long": ("I worked on the training infrastructure team. I owned checkpointing and the NCCL runbook. "
                 "Most of my time went into making restarts faster, and into finding the slow rank."),
    }
    return {name: renderer.render(SpokenEntry(text)) for name, text in texts.items()} | {"texts": texts}
