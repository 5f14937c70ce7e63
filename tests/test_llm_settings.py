import pytest

from interviewer.cli.main import main
from interviewer.llm.messages import ModelSettings
from interviewer.llm.registry import get_model


def test_merged_keeps_model_defaults_that_a_call_leaves_none():
    base = ModelSettings(timeout=5, temperature=0.2, extra={"a": 1})
    call = ModelSettings(timeout=None, max_tokens=300, extra={"b": 2})
    assert base.merged(call) == ModelSettings(timeout=5, temperature=0.2, max_tokens=300, extra={"a": 1, "b": 2})
    assert base.merged(ModelSettings(timeout=9)).timeout == 9
    assert base.merged(None) is base


def test_timeout_reaches_the_adapter_from_the_argument_or_the_environment(monkeypatch):
    assert get_model("openai:x", base_url="http://127.0.0.1:9", api_key="mock-api-key", timeout=7).settings.timeout == 7
    monkeypatch.setenv("INTERVIEWER_TIMEOUT", "3")
    assert get_model("anthropic:claude-sonnet-4-6", api_key="mock-api-key").settings.timeout == 3


@pytest.mark.parametrize("value", ["0", "-1"])
def test_cli_rejects_a_non_positive_timeout(capsys, value):
    assert main(["score", "nothing.jsonl", "--timeout", value]) == 2
    assert capsys.readouterr().err == "interviewer: --timeout must be a positive number of seconds\n"


def test_cli_timeout_does_not_leak_past_the_command(tmp_path, monkeypatch):
    import os

    monkeypatch.delenv("INTERVIEWER_TIMEOUT", raising=False)
    main(["score", str(tmp_path / "missing.jsonl"), "--timeout", "4"])
    assert "INTERVIEWER_TIMEOUT" not in os.environ
