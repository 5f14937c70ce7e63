"""An OpenAI-compatible mock provider on 127.0.0.1 for benches and fault-injection tests.

- ``POST /v1/chat/completions`` (plain or ``stream: true``), ``GET /v1/models``.
- Answers in JSON mode / ``json_schema`` are valid judge output for the shared judge schema
  (a real quote from a candidate turn in the prompt), or schema-shaped filler otherwise.
- ``usage`` includes ``prompt_tokens_details.cached_tokens``: prefix caching is simulated
  by remembering hashed blocks of every prompt once its response is sent.
- Fixed latency; faults injected by rate (seeded) or from a queue: ``429`` (with
  ``retry-after``), ``500``, ``stall``, ``reset`` (connection dropped), ``cut`` (stream
  ends before ``[DONE]``), ``nonjson``, ``truncated`` (``finish_reason: length``),
  ``midstall`` (a stream that sends its first piece, then goes quiet for ``stall_seconds``),
  ``401`` (an auth failure whose body echoes the request's key headers, as some proxies do).
- ``chunk_delay`` slows every streamed piece (for killing a client mid-reply).
- Counts requests, completions per prompt, in-flight and peak concurrency
  (``GET /_mock/stats``; ``POST /_mock/reset`` clears them and the prefix cache).

Use from tests::

    server = MockServer(latency=0.05, fault_rates={"429": 0.1}).start()   # a thread, a free port
    ... base_url=server.base_url ...
    server.stop()

or from a shell: ``python bench/mockserver.py --latency 0.2 --faults 429=0.1,500=0.05``.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import random
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/ is not a package
from mock_replies import fill_schema, judge_answer, prompt_text, tokens  # noqa: E402

BLOCK = 16
"""Tokens per cached block (real providers use 64–128; smaller keeps small test prompts measurable)."""
FAULTS = ("429", "500", "stall", "reset", "cut", "nonjson", "truncated", "midstall", "401")


@dataclass
class Stats:
    requests: int = 0
    ok: int = 0
    faults: Counter = field(default_factory=Counter)
    in_flight: int = 0
    streaming: int = 0
    """Streamed replies that have sent their first piece and not yet ended (tests kill clients mid-reply)."""
    peak_concurrency: int = 0
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completions: Counter = field(default_factory=Counter)
    """sha256 of the request messages → successful completions of it."""

    def snapshot(self) -> dict:
        return {"requests": self.requests, "ok": self.ok, "faults": dict(self.faults),
                "peak_concurrency": self.peak_concurrency, "prompt_tokens": self.prompt_tokens,
                "cached_tokens": self.cached_tokens, "distinct_prompts": len(self.completions)}


class MockServer:
    """The server; ``start()`` runs it on a background thread and returns self."""

    def __init__(self, *, latency: float = 0.0, fault_rates: dict[str, float] | None = None,
                 faults: list[str] | None = None, retry_after: float = 0.05, stall_seconds: float = 30.0,
                 seed: int = 0, host: str = "127.0.0.1", port: int = 0, cache_prefixes: bool = True,
                 chunk_delay: float = 0.0):
        self.latency = latency
        self.chunk_delay = chunk_delay
        self.fault_rates = dict(fault_rates or {})
        self.fault_queue = list(faults or [])
        self.retry_after = retry_after
        self.stall_seconds = stall_seconds
        self.cache_prefixes = cache_prefixes
        self.host, self.port = host, port
        self.stats = Stats()
        self._rng = random.Random(seed)
        self._blocks: set[str] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    def reset_stats(self) -> None:
        self.stats = Stats()

    # ---------------------------------------------------------------- prefix cache

    def _cached(self, toks: list[str]) -> int:
        h = hashlib.sha256()
        hit = 0
        for i in range(0, len(toks) - BLOCK + 1, BLOCK):
            h.update("\x00".join(toks[i:i + BLOCK]).encode())
            if h.hexdigest() not in self._blocks:
                break
            hit += BLOCK
        return hit

    def _remember(self, toks: list[str]) -> None:
        h = hashlib.sha256()
        for i in range(0, len(toks) - BLOCK + 1, BLOCK):
            h.update("\x00".join(toks[i:i + BLOCK]).encode())
            self._blocks.add(h.hexdigest())

    # ---------------------------------------------------------------- handlers

    def _pick_fault(self) -> str | None:
        if self.fault_queue:
            fault = self.fault_queue.pop(0)
            return fault or None
        roll = self._rng.random()
        for name in FAULTS:
            rate = self.fault_rates.get(name, 0.0)
            if roll < rate:
                return name
            roll -= rate
        return None

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        self.stats.requests += 1
        self.stats.in_flight += 1
        self.stats.peak_concurrency = max(self.stats.peak_concurrency, self.stats.in_flight)
        try:
            return await self._answer(request)
        except ConnectionResetError:
            # The client gave up (its timeout, or it was killed) while we stalled or streamed:
            # nothing to answer, and not a server error worth a traceback in the test log.
            self.stats.faults["client_gone"] += 1
            return web.Response(status=499)
        finally:
            self.stats.in_flight -= 1

    async def _answer(self, request: web.Request) -> web.StreamResponse:
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            return web.json_response({"error": {"message": "body is not JSON", "type": "invalid_request_error"}},
                                     status=400)
        fault = self._pick_fault()
        if fault:
            self.stats.faults[fault] += 1
        if fault == "429":
            await asyncio.sleep(self.latency / 10)
            return web.json_response(
                {"error": {"message": "Rate limit reached (mock)", "type": "rate_limit_exceeded", "code": None}},
                status=429, headers={"retry-after": f"{self.retry_after:g}",
                                     "retry-after-ms": str(int(self.retry_after * 1000))})
        if fault == "500":
            await asyncio.sleep(self.latency / 10)
            return web.json_response({"error": {"message": "internal error (mock)", "type": "server_error"}},
                                     status=500)
        if fault == "401":
            echoed = {k: v for k, v in request.headers.items() if k.lower() in ("authorization", "x-api-key", "api-key")}
            return web.json_response({"error": {"message": f"Invalid credentials; received headers {echoed}",
                                                "type": "invalid_request_error", "code": "invalid_api_key"}},
                                     status=401)
        if fault == "reset":
            await asyncio.sleep(self.latency / 10)
            if request.transport is not None:
                request.transport.abort()
            raise asyncio.CancelledError
        if fault == "stall":
            await asyncio.sleep(self.stall_seconds)
        await asyncio.sleep(self.latency)

        messages = body.get("messages", [])
        prompt = prompt_text(messages)
        toks = tokens(prompt)
        cached = self._cached(toks) if self.cache_prefixes else 0
        content = self._content(body, prompt, fault)
        finish = "length" if fault == "truncated" else "stop"
        if fault == "truncated":
            content = content[: max(1, len(content) // 2)]
        usage = {"prompt_tokens": len(toks), "completion_tokens": len(tokens(content)),
                 "total_tokens": len(toks) + len(tokens(content)),
                 "prompt_tokens_details": {"cached_tokens": cached}}
        model = body.get("model", "mock")
        rid = "chatcmpl-" + hashlib.sha256(f"{time.time_ns()}{prompt}".encode()).hexdigest()[:20]
        if body.get("stream"):
            return await self._stream(request, rid, model, content, finish, usage, cut=fault == "cut",
                                      include_usage=bool((body.get("stream_options") or {}).get("include_usage")),
                                      toks=toks, key=prompt, midstall=fault == "midstall")
        self._done(toks, prompt, usage)
        return web.json_response({
            "id": rid, "object": "chat.completion", "created": int(time.time()), "model": model,
            "choices": [{"index": 0, "finish_reason": finish, "logprobs": None,
                         "message": {"role": "assistant", "content": content, "refusal": None}}],
            "usage": usage,
        })

    def _done(self, toks: list[str], prompt: str, usage: dict) -> None:
        self.stats.ok += 1
        self.stats.prompt_tokens += usage["prompt_tokens"]
        self.stats.cached_tokens += usage["prompt_tokens_details"]["cached_tokens"]
        self.stats.completions[hashlib.sha256(prompt.encode()).hexdigest()] += 1
        if self.cache_prefixes:
            self._remember(toks)

    def _content(self, body: dict, prompt: str, fault: str | None) -> str:
        if fault == "nonjson":
            return "Sure! I'd give this candidate a 3, they seemed solid."
        fmt = body.get("response_format") or {}
        wants_json = fmt.get("type") in ("json_object", "json_schema")
        verdict = judge_answer(prompt)
        if verdict is not None and (wants_json or "JSON" in prompt):
            return json.dumps(verdict)
        if fmt.get("type") == "json_schema":
            schema = fmt.get("json_schema", {}).get("schema", {})
            return json.dumps(fill_schema(schema, schema.get("$defs", {})))
        if wants_json:
            return "{}"
        return "This is the mock server's answer."

    async def _stream(self, request, rid, model, content, finish, usage, *, cut, include_usage, toks, key,
                      midstall=False):
        resp = web.StreamResponse(headers={"content-type": "text/event-stream", "cache-control": "no-cache"})
        await resp.prepare(request)

        def chunk(delta: dict, finish_reason=None, with_usage=None) -> bytes:
            data = {"id": rid, "object": "chat.completion.chunk", "created": int(time.time()), "model": model,
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}] if delta is not None
                    else []}
            if with_usage is not None:
                data["usage"] = with_usage
            return f"data: {json.dumps(data)}\n\n".encode()

        await resp.write(chunk({"role": "assistant", "content": ""}))
        pieces = [content[i:i + 24] for i in range(0, len(content), 24)] or [""]
        stats = self.stats
        stats.streaming += 1
        try:
            for n, piece in enumerate(pieces):
                if cut and n >= len(pieces) // 2:
                    if request.transport is not None:
                        request.transport.abort()
                    return resp
                await resp.write(chunk({"content": piece}))
                if midstall and n == 0:
                    await asyncio.sleep(self.stall_seconds)
                if self.chunk_delay:
                    await asyncio.sleep(self.chunk_delay)
        finally:
            stats.streaming -= 1
        await resp.write(chunk({}, finish))
        if include_usage:
            await resp.write(chunk(None, with_usage=usage))
        await resp.write(b"data: [DONE]\n\n")
        self._done(toks, key, usage)
        await resp.write_eof()
        return resp

    async def _stats(self, request: web.Request) -> web.Response:
        return web.json_response(self.stats.snapshot())

    async def _reset(self, request: web.Request) -> web.Response:
        """Forget stats and cached prefixes (benches compare layouts on a cold cache)."""
        self.stats = Stats()
        self._blocks.clear()
        return web.json_response({"ok": True})

    async def _models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": "mock", "object": "model", "owned_by": "mock"}]})

    # ---------------------------------------------------------------- lifecycle

    def app(self) -> web.Application:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_post("/v1/chat/completions", self._chat)
        app.router.add_get("/v1/models", self._models)
        app.router.add_get("/_mock/stats", self._stats)
        app.router.add_post("/_mock/reset", self._reset)
        return app

    async def serve(self) -> None:
        """Start listening on the running loop; sets ``port`` when it was 0."""
        self._runner = web.AppRunner(self.app(), access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, backlog=1024)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    def start(self) -> "MockServer":
        ready = threading.Event()

        def run() -> None:
            self._loop = asyncio.new_event_loop()
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(self.serve())
            ready.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, name="mockserver", daemon=True)
        self._thread.start()
        if not ready.wait(10):
            raise RuntimeError("mock server did not start")
        return self

    def stop(self) -> None:
        if self._loop is None:
            return
        loop = self._loop

        async def shutdown() -> None:
            if self._runner is not None:
                await self._runner.cleanup()

        asyncio.run_coroutine_threadsafe(shutdown(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(10)
        self._loop = None

    def __enter__(self) -> "MockServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def parse_faults(text: str) -> dict[str, float]:
    """``"429=0.1,500=0.05"`` → ``{"429": 0.1, "500": 0.05}``."""
    rates: dict[str, float] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        name, _, value = item.partition("=")
        if name not in FAULTS:
            raise SystemExit(f"unknown fault {name!r}; choose from {', '.join(FAULTS)}")
        rates[name] = float(value)
    return rates


def main() -> None:  # pragma: no cover - a shell entry point
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--latency", type=float, default=0.2)
    p.add_argument("--faults", default="", help="e.g. 429=0.1,500=0.05,stall=0.01")
    p.add_argument("--retry-after", type=float, default=0.05)
    p.add_argument("--chunk-delay", type=float, default=0.0, help="seconds between streamed pieces")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    server = MockServer(latency=args.latency, fault_rates=parse_faults(args.faults), retry_after=args.retry_after,
                        seed=args.seed, port=args.port, chunk_delay=args.chunk_delay).start()
    print(server.base_url, flush=True)
    try:
        while True:
            time.sleep(5)
            print(json.dumps(server.stats.snapshot()), flush=True)
    except KeyboardInterrupt:
        server.stop()


if __name__ == "__main__":
    main()
