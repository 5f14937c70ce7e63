"""The model matrix: one interview-and-scoring run (chat, the engine's assessor call, the judge) per model.

``run(name)`` is what tests/test_llm_model_matrix.py replays, model by model, from handmade
cassettes. The cassettes were authored with ``python tests/model_matrix.py``: it runs the same
flow against an in-process stub on 127.0.0.1 that answers in each provider's documented wire
format (OpenAI chat completions with ``completion_tokens_details.reasoning_tokens`` and
``message.refusal``; Anthropic Messages with ``thinking`` blocks, ``output_config`` JSON text and
``output_tokens_details.thinking_tokens``), records the requests our code (or LiteLLM's) really
sends, and writes them with those hand-written responses, hosts rewritten to the real APIs.
Re-author after a change to the judge's or assessor's prompts: ``python tests/model_matrix.py``.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
MODELS = ["openai:gpt-4.1", "openai:gpt-5.5", "anthropic:claude-sonnet-4-6", "anthropic:claude-sonnet-5-5",
          "litellm:openai/gpt-4.1", "litellm:openai/gpt-5.5", "litellm:anthropic/claude-sonnet-4-6",
          "litellm:anthropic/claude-sonnet-5-5"]
ANSWER = ("so first I'd turn on NCCL_DEBUG=INFO and see which rank stops logging, then run all_reduce_perf "
          "between pairs of nodes to find the slow link")
CHAT = ["You are a calm staff engineer interviewing for an AI infrastructure role.",
        "Ask the candidate how they would debug an all-reduce that hangs at step 3000, in one sentence."]


@dataclass
class RunResult:
    """What one run produced, for the test to assert on."""

    chat: str
    assessment_shown: list[str]
    assessment_fallback: str
    score_status: str
    score: int | None


async def run(name: str, tmp: Path) -> RunResult:
    """Chat, assess and judge with the model ``name`` builds (the registry's adapter in its retry layer)."""
    from interviewer.interview.assess import Target
    from interviewer.interview.llm_assess import LLMAssessor
    from interviewer.llm import ModelSettings, SystemMessage, UserMessage
    from interviewer.llm.registry import get_model
    from interviewer.scoring.batch import score_transcript
    from test_batch_api import setup

    model = get_model(name, api_key="mock-api-key")
    try:
        # The interviewer's phrasing call (interview.speaking: temperature 0.7, 400 tokens).
        chat = await model.request([SystemMessage(text=CHAT[0]), UserMessage(text=CHAT[1])],
                                   ModelSettings(max_tokens=400, temperature=0.7))
        # A transcript of fixed bytes (the judge's prompt_cache_key hashes the file).
        library, transcript = setup(tmp)
        dim = library.rubric("nccl-debugging")
        target = Target(dim, tuple(s.id for s in dim.signals), frozenset(), "An all-reduce hangs. What do you do?")
        assessment = await LLMAssessor(model).assess(ANSWER, target)
        result = await score_transcript(transcript, library, model, rubrics=["nccl-debugging"])
    finally:
        await model.aclose()
    (scored,) = result.dimensions
    return RunResult(chat=chat.text, assessment_shown=sorted(assessment.shown),
                     assessment_fallback=assessment.fallback_reason or "", score_status=scored.status,
                     score=scored.score)


def cassette_name(name: str) -> str:
    safe = re.sub(r"[^\w.\-]+", "_", f"test_same_run_for_every_model[{name}]").strip("_")
    return f"{safe}.handmade.yaml"


# -- authoring -------------------------------------------------------------------------------------------
def _schema_answer(schema: dict, prompt: str) -> dict:
    sys.path.insert(0, str(HERE.parent / "bench"))
    from mock_replies import fill_schema, judge_answer

    verdict = judge_answer(prompt)
    if verdict is not None and "dimension" in schema.get("properties", {}):
        return verdict
    filled = fill_schema(schema, schema.get("$defs", {}))
    if isinstance(filled, dict) and "shown" in schema.get("properties", {}):
        # The engine's assessor (an enum-only schema): the first signal shown, no red flags.
        signal = (schema["properties"]["shown"].get("items", {}).get("enum") or ["?"])[0]
        filled = {"shown": [signal], "red_flags": [], "depth": "partial"}
    return filled


def _prompt(body: dict) -> str:
    parts = []
    for block in body.get("system") or []:
        parts.append(block.get("text", "") if isinstance(block, dict) else str(block))
    for message in body.get("messages", []):
        content = message.get("content")
        if isinstance(content, list):
            content = "".join(b.get("text", "") for b in content if isinstance(b, dict))
        parts.append(content or "")
    return "\n".join(parts)


class Stub:
    """Answers OpenAI chat completions and Anthropic messages in their documented shapes."""

    def __init__(self):
        self.calls = 0

    def openai(self, body: dict) -> dict:
        self.calls += 1
        reasoning = body["model"].startswith("gpt-5")
        fmt = body.get("response_format") or {}
        if fmt.get("type") == "json_schema":
            text = json.dumps(_schema_answer(fmt["json_schema"]["schema"], _prompt(body)))
        else:
            text = "Walk me through how you would find why an all-reduce hangs at step 3000."
        prompt_tokens = len(_prompt(body)) // 4
        completion = len(text) // 4
        thinking = 96 if reasoning else 0
        return {"id": f"chatcmpl-matrix{self.calls:04d}", "object": "chat.completion", "created": 1764547200,
                "model": {"gpt-5.5": "gpt-5.5-2026-04-23", "gpt-4.1": "gpt-4.1-2025-04-14"}[body["model"]],
                "choices": [{"index": 0, "message": {"role": "assistant", "content": text, "refusal": None,
                                                       "annotations": []},
                             "logprobs": None, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion + thinking,
                          "total_tokens": prompt_tokens + completion + thinking,
                          "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
                          "completion_tokens_details": {"reasoning_tokens": thinking, "audio_tokens": 0,
                                                        "accepted_prediction_tokens": 0,
                                                        "rejected_prediction_tokens": 0}},
                "service_tier": "default", "system_fingerprint": None}

    def anthropic(self, body: dict) -> dict:
        self.calls += 1
        thinks = "5-5" in body["model"]
        fmt = (body.get("output_config") or {}).get("format") or body.get("output_format")
        content: list[dict] = []
        if thinks:
            content.append({"type": "thinking", "thinking": "The answer names the debug log and the bandwidth test.",
                            "signature": "EqQBCkgIARABGAIiQMatrixSignatureForHandmadeCassettesOnly0000000000=="})
        tools = body.get("tools") or []
        if fmt:
            content.append({"type": "text", "text": json.dumps(_schema_answer(fmt["schema"], _prompt(body)))})
            stop = "end_turn"
        elif tools and (body.get("tool_choice") or {}).get("type") in ("tool", "any"):
            tool = tools[0]
            content.append({"type": "tool_use", "id": f"toolu_matrix{self.calls:04d}", "name": tool["name"],
                            "input": _schema_answer(tool["input_schema"], _prompt(body))})
            stop = "tool_use"
        else:
            content.append({"type": "text", "text": "Walk me through how you would find why an all-reduce hangs "
                                                    "at step 3000."})
            stop = "end_turn"
        out = sum(len(b.get("text", "")) for b in content) // 4 + (90 if thinks else 0)
        return {"id": f"msg_matrix{self.calls:04d}", "type": "message", "role": "assistant", "model": body["model"],
                "content": content, "stop_reason": stop, "stop_sequence": None,
                "usage": {"input_tokens": len(_prompt(body)) // 4, "cache_creation_input_tokens": 0,
                          "cache_read_input_tokens": 0,
                          "cache_creation": {"ephemeral_5m_input_tokens": 0, "ephemeral_1h_input_tokens": 0},
                          "output_tokens": out, "output_tokens_details": {"thinking_tokens": 90 if thinks else 0},
                          "service_tier": "standard"}}


def author(names: list[str]) -> None:  # pragma: no cover - run by hand to (re)write the cassettes
    import os
    import tempfile
    import threading

    import yaml
    from aiohttp import web

    sys.path.insert(0, str(HERE))
    from vcr_support import _Dumper, use_cassette

    stub = Stub()

    async def openai_handler(request):
        return web.json_response(stub.openai(await request.json()))

    async def anthropic_handler(request):
        return web.json_response(stub.anthropic(await request.json()))

    app = web.Application()
    app.router.add_post("/v1/chat/completions", openai_handler)
    app.router.add_post("/v1/messages", anthropic_handler)
    loop = asyncio.new_event_loop()
    runner = web.AppRunner(app)
    loop.run_until_complete(runner.setup())
    site = web.TCPSite(runner, "127.0.0.1", 0)
    loop.run_until_complete(site.start())
    port = site._server.sockets[0].getsockname()[1]
    threading.Thread(target=loop.run_forever, daemon=True).start()
    local = f"http://127.0.0.1:{port}"
    os.environ["OPENAI_BASE_URL"] = f"{local}/v1"
    os.environ["ANTHROPIC_BASE_URL"] = local
    os.environ.setdefault("OPENAI_API_KEY", "mock-api-key")
    os.environ.setdefault("ANTHROPIC_API_KEY", "mock-api-key")
    import interviewer.llm.litellm as lite

    original = lite.LiteLLMModel._request_params

    def via_stub(self, *args, **kwargs):
        params = original(self, *args, **kwargs)
        params["api_base"] = f"{local}/v1" if self.model_name.startswith("openai/") else local
        return params

    lite.LiteLLMModel._request_params = via_stub
    folder = HERE / "cassettes" / "test_llm_model_matrix"
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        path = folder / cassette_name(name)
        raw = Path(tempfile.mkdtemp()) / "raw.yaml"
        with tempfile.TemporaryDirectory() as tmp, use_cassette(raw, mode="all"):
            print(name, asyncio.run(run(name, Path(tmp))))
        data = yaml.safe_load(raw.read_text())
        for interaction in data["interactions"]:
            request = interaction["request"]
            host = "https://api.anthropic.com" if "/v1/messages" in request["uri"] else "https://api.openai.com"
            request["uri"] = request["uri"].replace(local, host)
            keep = {"content-type"} | ({"anthropic-version"} if host.endswith("anthropic.com") else set())
            request["headers"] = {k: v for k, v in request["headers"].items() if k.lower() in keep}
            interaction["response"]["headers"] = {"content-type": ["application/json"]}
        path.write_text("# Handmade from the provider's documented wire format (responses written by hand in "
                        "tests/model_matrix.py; requests as sent); never re-recorded.\n"
                        + yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120))
        print("wrote", path.relative_to(HERE.parent))


if __name__ == "__main__":  # pragma: no cover
    author(sys.argv[1:] or MODELS)
