"""Replaying handmade cassettes (vcrpy), following the core's conventions (tests/vcr_support.py).

Handmade cassettes are written from the provider's documented wire format, never recorded, and
replay only. JSON bodies are stored parsed; a multipart body is stored as its fields, with a file
part as name, content type and sha256 (its random boundary makes byte comparison meaningless).
Every interaction must play, and auth headers are never written.
"""

from __future__ import annotations

import contextlib
import email.parser
import hashlib
import json
from pathlib import Path

import vcr
import yaml

ROOT = Path(__file__).parent / "cassettes"
FILTERED_HEADERS = ("authorization", "x-api-key", "api-key", "cookie", "set-cookie", "openai-organization",
                    "openai-project")


class Serializer:
    @staticmethod
    def deserialize(text: str) -> dict:
        data = yaml.load(text, Loader=yaml.SafeLoader)
        for interaction in data["interactions"]:
            request, response = interaction["request"], interaction["response"]
            if "parsed_body" in request:
                request["body"] = json.dumps(request.pop("parsed_body"))
            if "multipart" in request:
                request["body"] = json.dumps({"__multipart__": request.pop("multipart")})
            if "parsed_body" in response:
                response["body"] = {"string": json.dumps(response.pop("parsed_body"))}
        return data

    @staticmethod
    def serialize(data: dict) -> str:  # pragma: no cover - handmade cassettes are never written
        raise RuntimeError("handmade cassettes are written by hand")


def multipart_fields(body: bytes, content_type: str) -> dict:
    message = email.parser.BytesParser().parsebytes(b"Content-Type: " + content_type.encode() + b"\r\n\r\n" + body)
    fields = {}
    for part in message.get_payload():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True)
        if part.get_filename():
            fields[name] = {"filename": part.get_filename(), "content_type": part.get_content_type(),
                            "sha256": hashlib.sha256(payload).hexdigest()}
        else:
            fields[name] = payload.decode()
    return fields


def _matches(got, want) -> bool:
    """Equal, except that a recorded ``"*"`` matches any sent value and a recorded file part without a
    sha256 matches any file of that name and type (a session's audio segments differ run to run)."""
    if want == "*":
        return got is not None
    if isinstance(want, dict) and isinstance(got, dict):
        return set(got) == set(want) | ({"sha256"} if "filename" in want and "sha256" not in want else set()) and all(
            _matches(got[k], want[k]) for k in want)
    return got == want


def body_matches(sent, recorded) -> None:
    expected = json.loads(recorded.body) if recorded.body else None
    if isinstance(expected, dict) and "__multipart__" in expected:
        assert "multipart/" in sent.headers.get("content-type", ""), "not a multipart request"
        got = multipart_fields(sent.body, sent.headers["content-type"])
        assert _matches(got, expected["__multipart__"]), f"multipart differs:\n  sent: {got}\n  want: {expected}"
    else:
        assert "multipart/" not in sent.headers.get("content-type", ""), "a multipart request"
        got = json.loads(sent.body)
        assert _matches(got, expected), f"JSON differs: {sent.body!r}"


@contextlib.contextmanager
def handmade(name: str, *, repeats: bool = False):
    """Replay ``cassettes/<name>.handmade.yaml``; fail if any interaction is left unplayed. With ``repeats``,
    an interaction may answer many requests (a whole session)."""
    config = vcr.VCR(record_mode="none", match_on=["method", "uri", "body"], filter_headers=list(FILTERED_HEADERS),
                     decode_compressed_response=True)
    config.register_serializer("handmade", Serializer)
    config.register_matcher("body", body_matches)
    with config.use_cassette(str(ROOT / f"{name}.handmade.yaml"), serializer="handmade",
                            allow_playback_repeats=repeats) as cassette:
        yield cassette
    assert cassette.all_played, f"{name}: interactions left unplayed"
