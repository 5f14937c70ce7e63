"""Recorded HTTP for provider tests: the ``cassette`` fixture (vcrpy).

How to use it (any test module, any helper):

    async def test_chat(cassette):
        model = OpenAIModel("smollm2", base_url="http://127.0.0.1:8089/v1")
        ...

The cassette is ``tests/cassettes/<test module>/<test name>.yaml``. When a file named
``<test name>.handmade.yaml`` exists it is used instead: handmade cassettes are written by
hand from a provider's documentation (no server here speaks that protocol), are never
re-recorded, and also require every header they list (e.g. ``anthropic-version``) to be
sent with the same value.

Rules the fixture enforces:

- Replays only (record mode ``none``) unless ``INTERVIEWER_RECORD=1``, which switches to
  ``once``: a missing cassette is recorded, an existing one is replayed. To re-record,
  delete the file and run with ``INTERVIEWER_RECORD=1``.
- Requests match on method + URI + body; JSON bodies are compared parsed, so key order and
  whitespace do not matter. Each recorded interaction plays at most once
  (``allow_playback_repeats=False``), and a test that leaves interactions unplayed fails.
- Bodies that are JSON are stored parsed (``parsed_body``) so cassettes are readable and
  diffable; gzip is decoded and ``content-encoding`` dropped.
- ``authorization``, ``x-api-key``, ``api-key``, ``cookie``, ``set-cookie`` (and the
  providers' organisation/project ids) are never written.
- Non-2xx responses are never recorded by accident; a test that means to record one
  says so with ``@pytest.mark.record_errors``. A failed test's cassette is not saved.

Tests that use it must still never reach the network: a recording run talks only to a
server on 127.0.0.1 (tests/conftest.py blocks anything else).

Recording against the embedded model: the ``local_llm_url`` fixture is the fixed
``http://127.0.0.1:8089/v1`` every SmolLM2 cassette was recorded at (so replayed URIs
match). Under ``INTERVIEWER_RECORD=1`` it starts the real xllamacpp server there with the
GGUF that ``interviewer models pull smollm2`` put in ``INTERVIEWER_MODELS_DIR`` (default
``~/.cache/interviewer/models``); in replay it starts nothing.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

CASSETTE_ROOT = Path(__file__).parent / "cassettes"
LOCAL_LLM_PORT = 8089
LOCAL_LLM_URL = f"http://127.0.0.1:{LOCAL_LLM_PORT}/v1"
FILTERED_HEADERS = ("authorization", "x-api-key", "api-key", "cookie", "set-cookie", "openai-organization",
                    "openai-project", "anthropic-organization-id")


# -- serializer: JSON bodies stored parsed, multi-line strings as YAML blocks ----------------------
class _Dumper(yaml.SafeDumper):
    pass


def _str_presenter(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _str_presenter)


def _try_json(text: Any) -> Any:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            return None
    if not isinstance(text, str) or not text.strip().startswith(("{", "[")):
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return None


class JsonBodySerializer:
    """vcrpy serializer: YAML, with JSON request/response bodies stored as ``parsed_body``."""

    @staticmethod
    def serialize(data: dict[str, Any]) -> str:
        for interaction in data["interactions"]:
            request, response = interaction["request"], interaction["response"]
            parsed = _try_json(request.get("body"))
            if parsed is not None:
                request["parsed_body"] = parsed
                del request["body"]
            parsed = _try_json(response.get("body", {}).get("string"))
            if parsed is not None:
                response["parsed_body"] = parsed
                del response["body"]
        return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120)

    @staticmethod
    def deserialize(text: str) -> dict[str, Any]:
        data = yaml.load(text, Loader=yaml.SafeLoader)  # safe loading only
        for interaction in data["interactions"]:
            request, response = interaction["request"], interaction["response"]
            if "parsed_body" in request:
                request["body"] = json.dumps(request.pop("parsed_body"))
            if "parsed_body" in response:
                response["body"] = {"string": json.dumps(response.pop("parsed_body"))}
        return data


# -- matchers --------------------------------------------------------------------------------------
def json_body(r1: Any, r2: Any) -> None:
    """Bodies equal, comparing JSON parsed (order and whitespace free) and anything else byte for byte."""
    b1, b2 = r1.body or b"", r2.body or b""
    j1, j2 = _try_json(b1), _try_json(b2)
    if j1 is not None or j2 is not None:
        assert j1 == j2, f"JSON bodies differ:\n  sent:     {json.dumps(j1, sort_keys=True)[:2000]}\n" \
                         f"  recorded: {json.dumps(j2, sort_keys=True)[:2000]}"
    else:
        assert b1 == b2, f"bodies differ: {b1[:300]!r} != {b2[:300]!r}"


def recorded_headers(r1: Any, r2: Any) -> None:
    """Every header the (handmade) cassette lists was sent with the same value."""
    sent = {k.lower(): v for k, v in r1.headers.items()}
    for name, value in r2.headers.items():
        if name.lower() in FILTERED_HEADERS:
            continue
        assert sent.get(name.lower()) == value, f"header {name}: sent {sent.get(name.lower())!r}, expected {value!r}"


# -- recording hooks -------------------------------------------------------------------------------
def scrub_response(response: dict[str, Any]) -> dict[str, Any]:
    """Drop cookies and account ids from response headers (vcrpy's filter_headers covers requests only)."""
    response["headers"] = {k: v for k, v in response["headers"].items() if k.lower() not in FILTERED_HEADERS}
    return response


def drop_errors(response: dict[str, Any]) -> dict[str, Any] | None:
    """before_record_response: keep 2xx only (returning None tells vcrpy not to record)."""
    return scrub_response(response) if 200 <= response["status"]["code"] < 300 else None


def cassette_path(module_name: str, test_name: str) -> tuple[Path, bool]:
    """``(path, handmade)`` for a test: the handmade file when one exists, else ``<test>.yaml``."""
    safe = re.sub(r"[^\w.\-]+", "_", test_name).strip("_")
    folder = CASSETTE_ROOT / module_name
    handmade = folder / f"{safe}.handmade.yaml"
    if handmade.exists():
        return handmade, True
    return folder / f"{safe}.yaml", False


def record_mode() -> str:
    return "once" if os.environ.get("INTERVIEWER_RECORD") == "1" else "none"


def make_vcr(*, handmade: bool = False, record_errors: bool = False, mode: str | None = None):
    import vcr

    matchers = ["method", "uri", "json_body"] + (["recorded_headers"] if handmade else [])
    config = vcr.VCR(
        serializer="json_body_yaml",
        record_mode="none" if handmade else (mode or record_mode()),
        match_on=matchers,
        filter_headers=list(FILTERED_HEADERS),
        decode_compressed_response=True,
        before_record_response=scrub_response if record_errors else drop_errors,
        record_on_exception=False,
    )
    config.register_serializer("json_body_yaml", JsonBodySerializer)
    config.register_matcher("json_body", json_body)
    config.register_matcher("recorded_headers", recorded_headers)
    return config


class UnplayedInteractions(AssertionError):
    """A cassette still held interactions when its test ended."""


def check_all_played(cassette: Any) -> None:
    if len(cassette) and not cassette.all_played:
        unplayed = [f"{r.method} {r.uri}" for i, r in enumerate(cassette.requests) if not cassette.play_counts[i]]
        raise UnplayedInteractions(f"{cassette._path}: {len(unplayed)} recorded interaction(s) never played: "
                                   f"{unplayed}")


class use_cassette:
    """Context manager behind the fixture: replay/record ``path``; on a clean exit, demand every
    interaction played; on an exception, save nothing."""

    def __init__(self, path: Path, *, handmade: bool = False, record_errors: bool = False, mode: str | None = None):
        self.path = Path(path)
        self._cm = make_vcr(handmade=handmade, record_errors=record_errors, mode=mode).use_cassette(str(self.path),
                                                                                          allow_playback_repeats=False)
        self.cassette: Any = None

    def __enter__(self) -> Any:
        self.cassette = self._cm.__enter__()
        return self.cassette

    def __exit__(self, *exc_info: Any) -> None:
        self._cm.__exit__(*exc_info)
        if not any(exc_info) and (self.cassette.record_mode == "none" or self.cassette.rewound):
            check_all_played(self.cassette)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture
def cassette(request):
    """Replay (or, with INTERVIEWER_RECORD=1, record) this test's cassette; see the module docstring."""
    module = Path(request.node.fspath).stem
    path, handmade = cassette_path(module, request.node.name)
    record_errors = request.node.get_closest_marker("record_errors") is not None
    if not path.exists() and record_mode() == "none":
        pytest.fail(f"no cassette {path.relative_to(CASSETTE_ROOT.parent)}; record it with INTERVIEWER_RECORD=1 "
                    f"against a server on 127.0.0.1")
    manager = use_cassette(path, handmade=handmade, record_errors=record_errors)
    recorded = manager.__enter__()
    yield recorded
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        error = AssertionError("test failed")
        manager.__exit__(AssertionError, error, None)  # not saved, not checked
    else:
        manager.__exit__(None, None, None)


def pulled_models_dir() -> Path:
    """Where ``interviewer models pull`` put models for this user, read before tests isolate paths."""
    if os.environ.get("INTERVIEWER_MODELS_DIR"):
        return Path(os.environ["INTERVIEWER_MODELS_DIR"]).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "interviewer" / "models"


_PULLED_MODELS_DIR = pulled_models_dir()  # captured at import, before any test sets INTERVIEWER_HOME


@pytest.fixture(scope="session")
def local_llm_url():
    """The URL SmolLM2 cassettes were recorded at; a real server there only when recording."""
    if record_mode() == "none":
        yield LOCAL_LLM_URL
        return
    from interviewer.llm.catalog import get_spec
    from interviewer.llm.local_server import start_server, stop_all

    spec = get_spec("smollm2")
    path = _PULLED_MODELS_DIR / spec.filename
    if not path.is_file():
        pytest.fail(f"recording needs {path}: run `interviewer models pull smollm2` first")
    start_server(path, alias=spec.name, n_ctx=spec.n_ctx, port=LOCAL_LLM_PORT)
    yield LOCAL_LLM_URL
    stop_all()
