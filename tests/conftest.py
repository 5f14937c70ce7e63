"""Test-wide guards: no network, no real keys, no user state, no plugins unless a test loads them."""

from __future__ import annotations

import ipaddress
import os
import socket

import pytest

from vcr_support import cassette, local_llm_url, pytest_runtest_makereport  # noqa: F401  (recorded HTTP; see vcr_support.py)

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex
_real_getaddrinfo = socket.getaddrinfo


class NetworkBlocked(RuntimeError):
    """A test tried to reach a non-loopback address."""


def _is_local(address) -> bool:
    if isinstance(address, (str, bytes)):  # AF_UNIX path
        return True
    host = address[0] if isinstance(address, tuple) else address
    if host in ("localhost", "", None):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _guarded_connect(self, address):
    if not _is_local(address):
        raise NetworkBlocked(f"tests may not reach the network (tried {address!r})")
    return _real_connect(self, address)


def _guarded_connect_ex(self, address):
    if not _is_local(address):
        raise NetworkBlocked(f"tests may not reach the network (tried {address!r})")
    return _real_connect_ex(self, address)


def _guarded_getaddrinfo(host, *args, **kwargs):
    if host not in (None, "localhost") and not _is_local((host,)):
        raise NetworkBlocked(f"tests may not resolve or reach {host!r}")
    return _real_getaddrinfo(host, *args, **kwargs)


socket.socket.connect = _guarded_connect  # type: ignore[method-assign]
socket.socket.connect_ex = _guarded_connect_ex  # type: ignore[method-assign]
socket.getaddrinfo = _guarded_getaddrinfo  # type: ignore[assignment]

# litellm fetches its price list at import unless told not to.
os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"

_KEY_VARS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_BASE_URL", "INTERVIEWER_MODEL",
             "INTERVIEWER_CONTENT_DIRS", "INTERVIEWER_TRANSCRIPT_DIR", "INTERVIEWER_CONFIG", "INTERVIEWER_DEBUG")


@pytest.fixture(autouse=True)
def _isolated_user_state(tmp_path_factory, monkeypatch):
    """Every test gets its own INTERVIEWER_HOME, no provider keys, and no plugins."""
    home = tmp_path_factory.mktemp("interviewer-home")
    monkeypatch.setenv("INTERVIEWER_HOME", str(home))
    monkeypatch.setenv("INTERVIEWER_PLUGINS", "")
    for var in _KEY_VARS:
        monkeypatch.delenv(var, raising=False)
    yield home
