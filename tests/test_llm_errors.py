"""Failure mapping: real SDK calls against a tiny scripted HTTP server on 127.0.0.1.

Not cassettes: the cassette fixture refuses to record non-2xx on purpose, and a cut stream
or a refused connection cannot be replayed. The server here sends exactly the bytes a
provider would, so the SDKs raise their real exceptions.
"""

from __future__ import annotations

import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Literal

import pytest
from pydantic import BaseModel

from interviewer.llm import (
    AuthError,
    BadOutput,
    ContextTooLong,
    ModelSettings,
    ProviderDown,
    RateLimited,
    UserMessage,
)
from interviewer.llm.anthropic import AnthropicModel
from interviewer.llm.errmap import retry_after_seconds
from interviewer.llm.litellm import LiteLLMModel
from interviewer.llm.openai import OpenAIModel
from interviewer.llm.retry import RetryingModel

HI = [UserMessage(text="hi")]


def completion(content: str, finish: str = "stop") -> dict:
    return {"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "m",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": finish}],
            "usage": {"prompt_tokens": 5, "completion_tokens": 3, "total_tokens": 8}}


class Scripted(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self):
        super().__init__(("127.0.0.1", 0), _Handler)
        self.replies: list[tuple[int, dict, bytes]] = []
        self.requests: list[dict] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def reply(self, status: int, body, headers: dict | None = None) -> "Scripted":
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        ctype = "text/event-stream" if isinstance(body, bytes) else "application/json"
        self.replies.append((status, {"content-type": ctype, **(headers or {})}, raw))
        return self


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):  # keep test output clean
        pass

    def do_POST(self):
        length = int(self.headers.get("content-length") or 0)
        self.server.requests.append({"path": self.path, "body": json.loads(self.rfile.read(length) or b"{}")})
        status, headers, raw = self.server.replies.pop(0)
        self.send_response(status)
        for key, value in headers.items():
            self.send_header(key, value)
        self.send_header("content-length", str(len(raw)))
        self.send_header("connection", "close")
        self.end_headers()
        self.wfile.write(raw)


@pytest.fixture
def server():
    srv = Scripted()
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()
    assert not srv.replies, f"unused scripted replies: {srv.replies}"


def openai_at(server) -> OpenAIModel:
    return OpenAIModel("m", base_url=f"{server.url}/v1")


class Rating(BaseModel):
    depth: Literal["weak", "partial", "strong"]


async def test_429_retry_after_is_honoured_by_the_retry_layer(server):
    server.reply(429, {"error": {"message": "Rate limit reached", "type": "requests"}}, {"retry-after": "2"})
    server.reply(200, completion("ok"))
    waits: list[float] = []

    async def sleep(seconds):
        waits.append(seconds)

    model = RetryingModel(openai_at(server), sleep=sleep)
    response = await model.request(HI)
    assert response.text == "ok"
    assert waits == [2.0]
    assert model.attempts_log == ["RateLimited: rate limited (HTTP 429): Rate limit reached"]


async def test_429_gives_up_after_max_attempts(server):
    for _ in range(2):
        server.reply(429, {"error": {"message": "slow down"}}, {"retry-after-ms": "1500"})

    async def sleep(seconds):
        pass

    with pytest.raises(RateLimited) as info:
        await RetryingModel(openai_at(server), max_attempts=2, sleep=sleep).request(HI)
    assert info.value.retry_after == 1.5


async def test_500_is_provider_down(server):
    server.reply(500, {"error": {"message": "upstream exploded", "type": "server_error"}})
    with pytest.raises(ProviderDown, match=r"HTTP 500\): upstream exploded"):
        await openai_at(server).request(HI)


async def test_401_is_auth_error_and_never_echoes_the_key(server, monkeypatch):
    key = "sk-" + "proj-abcdefghijklmnopqrstuvwxyz0123"  # fake; split so scanners do not flag it
    monkeypatch.setenv("OPENAI_API_KEY", key)
    server.reply(401, {"error": {"message": f"Incorrect API key provided: {key}.", "code": "invalid_api_key"}})
    with pytest.raises(AuthError) as info:
        await openai_at(server).request(HI)
    assert key not in info.value.one_line()
    assert info.value.one_line() == ("openai: authentication failed (HTTP 401): Incorrect API key provided: "
                                     "[REDACTED]. — check OPENAI_API_KEY")


async def test_connection_refused_is_provider_down():
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(ProviderDown, match="cannot reach the provider"):
        await OpenAIModel("m", base_url=f"http://127.0.0.1:{port}/v1").request(HI)


async def test_context_length_400_is_context_too_long(server):
    # llama.cpp's own wording; OpenAI says code "context_length_exceeded".
    server.reply(400, {"error": {"code": 400, "message": "request (3031 tokens) exceeds the available context size "
                                 "(2048 tokens), try increasing it", "type": "exceed_context_size_error"}})
    with pytest.raises(ContextTooLong):
        await openai_at(server).request(HI)


async def test_invalid_json_for_schema_is_bad_output_and_retried_a_bounded_number_of_times(server):
    server.reply(200, completion('{"depth": "enormous"}'))
    server.reply(200, completion("not json at all"))

    async def sleep(seconds):
        pass

    model = RetryingModel(openai_at(server), max_bad_output=2, sleep=sleep)
    with pytest.raises(BadOutput, match="does not match Rating"):
        await model.request(HI, output_schema=Rating)
    assert len(server.requests) == 2
    assert server.requests[0]["body"]["response_format"]["json_schema"]["strict"] is True


async def test_finish_length_with_schema_is_truncated_bad_output(server):
    server.reply(200, completion('{"depth": "we', finish="length"))
    with pytest.raises(BadOutput) as info:
        await openai_at(server).request(HI, output_schema=Rating)
    assert info.value.truncated is True


async def test_stream_cut_before_done_is_provider_down(server):
    chunk = {"id": "c", "object": "chat.completion.chunk", "created": 1, "model": "m",
             "choices": [{"index": 0, "delta": {"content": "Hel"}, "finish_reason": None}]}
    server.reply(200, f"data: {json.dumps(chunk)}\n\n".encode())  # then the connection closes
    model = openai_at(server)
    events = []
    with pytest.raises(ProviderDown, match="stream ended before the response was complete"):
        async for event in model.request_stream(HI):
            events.append(event)
    assert [e.text for e in events] == ["Hel"]


async def test_prompt_cache_key_and_cached_tokens(server):
    body = completion("ok")
    body["usage"]["prompt_tokens_details"] = {"cached_tokens": 4}
    server.reply(200, body)
    response = await openai_at(server).request(HI, ModelSettings(prompt_cache_key="session-42"))
    assert server.requests[0]["body"]["prompt_cache_key"] == "session-42"
    assert response.usage.cached_tokens == 4


async def test_anthropic_overloaded_529_and_429(server, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "mock-api-key")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
    server.reply(529, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}})
    server.reply(429, {"type": "error", "error": {"type": "rate_limit_error", "message": "Too many"}},
                 {"retry-after": "7"})
    model = AnthropicModel("claude-sonnet-4-5")
    with pytest.raises(ProviderDown, match="Overloaded"):
        await model.request(HI)
    with pytest.raises(RateLimited) as info:
        await model.request(HI)
    assert info.value.retry_after == 7.0


async def test_litellm_500_and_401(server):
    server.reply(500, {"error": {"message": "upstream exploded"}})
    server.reply(401, {"error": {"message": "bad key"}})
    model = LiteLLMModel("openai/m", base_url=f"{server.url}/v1", api_key="mock-api-key")
    with pytest.raises(ProviderDown):
        await model.request(HI)
    with pytest.raises(AuthError):
        await model.request(HI)


def test_retry_after_parsing():
    assert retry_after_seconds({"retry-after": "3"}) == 3.0
    assert retry_after_seconds({"retry-after-ms": "250"}) == 0.25
    assert retry_after_seconds({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}) == 0.0  # a past date: no wait
    assert retry_after_seconds({}) is None
