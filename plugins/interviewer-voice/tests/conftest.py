"""The plugin's tests: no network, isolated user state, only this plugin loaded, models assembled once."""

from __future__ import annotations

import ipaddress
import socket

import pytest

_real_connect = socket.socket.connect


def _guarded_connect(self, address):
    host = address[0] if isinstance(address, tuple) else None
    if host not in (None, "localhost"):
        try:
            local = ipaddress.ip_address(host).is_loopback
        except ValueError:
            local = False
        if not local:
            raise RuntimeError(f"tests may not reach the network (tried {address!r})")
    return _real_connect(self, address)


socket.socket.connect = _guarded_connect  # type: ignore[method-assign]


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
