"""The embedded llama.cpp server (xllamacpp), started in-process on 127.0.0.1 on first use.

One server per model file per process. ``xllamacpp.Server`` loads the model and starts its
HTTP thread in the constructor; it is stopped when the object is dropped, so the registry
below holds it for the life of the process (``stop_all`` releases it earlier, for tests).
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import MissingExtra, ProviderDown

# SmolLM2's own chat template knows no tools, so llama.cpp would ignore them. This is its
# ChatML with a Hermes-style tool section: llama.cpp's template analysis then recognises
# <tool_call> blocks, parses them into tool_calls and constrains their JSON once triggered.
CHATML_TOOLS_TEMPLATE = r"""
{%- if messages[0]['role'] == 'system' -%}
{%- set system = messages[0]['content'] -%}{%- set rest = messages[1:] -%}
{%- else -%}
{%- set system = 'You are a helpful AI assistant named SmolLM, trained by Hugging Face' -%}{%- set rest = messages -%}
{%- endif -%}
{{- '<|im_start|>system\n' + system -}}
{%- if tools -%}
{{- '\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>' -}}
{%- for tool in tools -%}{{- '\n' + (tool | tojson) -}}{%- endfor -%}
{{- '\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>' -}}
{%- endif -%}
{{- '<|im_end|>\n' -}}
{%- for message in rest -%}
{%- if message['role'] == 'assistant' and message.get('tool_calls') -%}
{{- '<|im_start|>assistant' -}}
{%- if message['content'] -%}{{- '\n' + message['content'] -}}{%- endif -%}
{%- for call in message['tool_calls'] -%}
{%- set fn = call['function'] if call.get('function') else call -%}
{{- '\n<tool_call>\n{"name": "' + fn['name'] + '", "arguments": ' + (fn['arguments'] if fn['arguments'] is string else (fn['arguments'] | tojson)) + '}\n</tool_call>' -}}
{%- endfor -%}
{{- '<|im_end|>\n' -}}
{%- elif message['role'] == 'tool' -%}
{{- '<|im_start|>user\n<tool_response>\n' + message['content'] + '\n</tool_response><|im_end|>\n' -}}
{%- else -%}
{{- '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>\n' -}}
{%- endif -%}
{%- endfor -%}
{%- if add_generation_prompt -%}{{- '<|im_start|>assistant\n' -}}{%- endif -%}
""".strip()


@dataclass
class RunningServer:
    """A loaded model behind an OpenAI-compatible HTTP endpoint."""

    server: Any
    base_url: str
    """``http://127.0.0.1:PORT/v1``"""
    alias: str
    load_seconds: float


_servers: dict[str, RunningServer] = {}
_lock = threading.Lock()


def _import_xllamacpp() -> Any:
    try:
        import xllamacpp
    except ImportError:
        raise MissingExtra("xllamacpp", "local") from None
    except OSError as exc:  # libgomp.so.1 missing
        raise ProviderDown(f"xllamacpp could not load its native library: {exc}", provider="local",
                           hint="install the system package libgomp1 (apt-get install libgomp1)") from None
    return xllamacpp


def _wait_healthy(address: str, deadline: float) -> None:
    # The constructor returns once the model is loaded, but the HTTP thread may still answer
    # 503 "Loading model" for a moment; poll /health so the first request never sees that.
    while True:
        try:
            with urllib.request.urlopen(f"{address}/health", timeout=2) as reply:
                if reply.status == 200:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise ProviderDown(f"the embedded model server at {address} did not become healthy", provider="local")
        time.sleep(0.05)


def start_server(model_file: Path, *, alias: str, n_ctx: int = 4096, port: int = 0,
                 threads: int | None = None, timeout: float = 120.0) -> RunningServer:
    """Start (or reuse) the server for ``model_file``; blocking, so call it off the event loop."""
    key = f"{Path(model_file).resolve()}:{port}"
    with _lock:
        if key in _servers:
            return _servers[key]
        xl = _import_xllamacpp()
        started = time.monotonic()
        params = xl.CommonParams()
        params.model.path = str(model_file)
        params.model_alias = {alias}
        params.chat_template = CHATML_TOOLS_TEMPLATE
        params.hostnames = ["127.0.0.1"]
        params.port = port
        params.n_ctx = n_ctx
        params.n_parallel = 1
        params.verbosity = 0
        params.cpuparams.n_threads = threads or max(1, min(4, os.cpu_count() or 1))
        params.cpuparams_batch.n_threads = params.cpuparams.n_threads
        try:
            server = xl.Server(params)
        except Exception as exc:  # noqa: BLE001 - native errors arrive as RuntimeError and friends
            raise ProviderDown(f"the embedded model failed to start: {exc}", provider="local") from None
        address = server.listening_address.rstrip("/")
        _wait_healthy(address, started + timeout)
        running = RunningServer(server=server, base_url=f"{address}/v1", alias=alias,
                                load_seconds=time.monotonic() - started)
        _servers[key] = running
        return running


async def ensure_server(model_file: Path, *, alias: str, n_ctx: int = 4096, port: int = 0) -> RunningServer:
    return await asyncio.to_thread(start_server, model_file, alias=alias, n_ctx=n_ctx, port=port)


def stop_all() -> None:
    """Drop every server this process started (xllamacpp stops one when it is garbage collected)."""
    with _lock:
        _servers.clear()
    import gc

    gc.collect()
