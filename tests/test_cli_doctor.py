"""`interviewer doctor` and `interviewer list models`: no key, no network, exit 0."""

from __future__ import annotations

import pytest

from interviewer.cli.main import main
from interviewer.llm.status import provider_statuses


@pytest.fixture(autouse=True)
def wide_console(monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")


def test_doctor_runs_with_no_key_and_no_network(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_MODELS_DIR", str(tmp_path / "models"))
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    for needle in ("Providers", "openai", "anthropic", "litellm", "local", "offline", "set OPENAI_API_KEY",
                   "Extras", "voice", "ray", "dev", "shipped content", "transcripts", "history database",
                   str(tmp_path / "models"), "default model: offline"):
        assert needle in out, needle


def test_list_models_shows_the_five_providers(capsys):
    assert main(["list", "models"]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("│")]
    assert [row.split("│")[1].strip() for row in rows] == ["openai", "anthropic", "litellm", "local", "offline"]
    assert "run `interviewer models pull smollm2`" in out


def test_provider_status_follows_keys_and_pulled_files(monkeypatch, tmp_path):
    from interviewer.llm.catalog import CATALOG

    monkeypatch.setenv("INTERVIEWER_MODELS_DIR", str(tmp_path))
    spec = CATALOG["smollm2"]
    with open(tmp_path / spec.filename, "wb") as fh:
        fh.truncate(spec.size)
    rows = {r.name: r for r in provider_statuses({"ANTHROPIC_API_KEY": "mock-api-key"})}
    assert (rows["openai"].usable, rows["anthropic"].usable, rows["local"].usable) == (False, True, True)
    assert rows["openai"].note == "set OPENAI_API_KEY"
    assert provider_statuses({"OPENAI_BASE_URL": "http://127.0.0.1:8080/v1"})[0].usable is True


def test_models_without_action_is_usage_error(capsys):
    assert main(["models"]) == 2
