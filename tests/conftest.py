"""Test-wide guards: no network, no real keys, no user state, no plugins unless a test loads them."""

from __future__ import annotations

import os
import signal

import pytest

from interviewer.testing.network import NetworkBlocked, block_network  # noqa: F401 - re-exported for tests

from vcr_support import cassette, local_llm_url, pytest_runtest_makereport  # noqa: F401  (recorded HTTP; see vcr_support.py)

block_network()

# litellm fetches its price list at import unless told not to.
os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"

# The Ctrl-C tests need SIGINT as a terminal has it. A shell that starts pytest as a background job without job
# control (`cmd &` in a script) hands it SIGINT ignored, every process it spawns inherits that, and the chats those
# tests interrupt would never see their Ctrl-C (the product keeps an ignored SIGINT ignored, on purpose).
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

_KEY_VARS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_BASE_URL", "INTERVIEWER_MODEL",
             "INTERVIEWER_CONTENT_DIRS", "INTERVIEWER_TRANSCRIPT_DIR", "INTERVIEWER_CONFIG", "INTERVIEWER_DEBUG",
             "INTERVIEWER_TIMEOUT")


@pytest.fixture(autouse=True)
def _isolated_user_state(tmp_path_factory, monkeypatch):
    """Every test gets its own INTERVIEWER_HOME, no provider keys, and no plugins."""
    home = tmp_path_factory.mktemp("interviewer-home")
    monkeypatch.setenv("INTERVIEWER_HOME", str(home))
    monkeypatch.setenv("INTERVIEWER_PLUGINS", "")
    for var in _KEY_VARS:
        monkeypatch.delenv(var, raising=False)
    yield home
