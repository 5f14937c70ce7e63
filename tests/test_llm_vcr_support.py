"""The cassette machinery itself: filtering, parsed bodies, unplayed interactions, no error recording.

Uses httpx against a throwaway server on 127.0.0.1 so the real recording path runs.
"""

from __future__ import annotations

import gzip
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
import yaml

from vcr_support import UnplayedInteractions, use_cassette


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        self.rfile.read(int(self.headers.get("content-length") or 0))
        status = 500 if self.path == "/fail" else 200
        raw = gzip.compress(json.dumps({"ok": status == 200, "path": self.path}).encode())
        self.send_response(status)
        for key, value in (("content-type", "application/json"), ("content-encoding", "gzip"),
                           ("set-cookie", "session=secret"), ("content-length", str(len(raw)))):
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(raw)


@pytest.fixture
def url():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def post(url: str, path: str, body: dict) -> httpx.Response:
    return httpx.post(f"{url}{path}", json=body, headers={"authorization": "Bearer mock-api-key",
                                                          "x-api-key": "mock-api-key", "cookie": "a=b"})


def test_records_readable_filtered_cassettes_and_replays_them(tmp_path, url):
    path = tmp_path / "c.yaml"
    with use_cassette(path, mode="once"):
        assert post(url, "/ok", {"b": 2, "a": 1}).json() == {"ok": True, "path": "/ok"}
    text = path.read_text()
    assert "mock-api-key" not in text and "secret" not in text and "a=b" not in text
    interaction = yaml.safe_load(text)["interactions"][0]
    assert interaction["request"]["parsed_body"] == {"b": 2, "a": 1}
    assert interaction["response"]["parsed_body"] == {"ok": True, "path": "/ok"}
    assert "content-encoding" not in interaction["response"]["headers"]
    # Replay: JSON bodies match parsed, so key order does not matter.
    with use_cassette(path) as cassette:
        assert post(url, "/ok", {"a": 1, "b": 2}).json()["ok"] is True
        assert cassette.all_played


def test_a_different_body_does_not_match(tmp_path, url):
    path = tmp_path / "c.yaml"
    with use_cassette(path, mode="once"):
        post(url, "/ok", {"a": 1})
    with pytest.raises(Exception, match="no recorded interaction matches"):
        with use_cassette(path):
            post(url, "/ok", {"a": 2})


def test_unplayed_interactions_fail_and_repeats_are_refused(tmp_path, url):
    path = tmp_path / "c.yaml"
    with use_cassette(path, mode="once"):
        post(url, "/ok", {"n": 1})
        post(url, "/ok", {"n": 2})
    with pytest.raises(UnplayedInteractions, match="1 recorded interaction"):
        with use_cassette(path):
            post(url, "/ok", {"n": 1})
    with pytest.raises(Exception, match="already been played back"):
        with use_cassette(path):
            post(url, "/ok", {"n": 1})
            post(url, "/ok", {"n": 1})


def test_non_2xx_is_not_recorded_by_accident(tmp_path, url):
    path = tmp_path / "c.yaml"
    with use_cassette(path, mode="once"):
        assert post(url, "/fail", {}).status_code == 500
        post(url, "/ok", {})
    recorded = yaml.safe_load(path.read_text())["interactions"]
    assert [i["request"]["uri"].rsplit("/", 1)[1] for i in recorded] == ["ok"]


def test_a_failing_block_saves_nothing(tmp_path, url):
    path = tmp_path / "c.yaml"
    with pytest.raises(RuntimeError):
        with use_cassette(path, mode="once"):
            post(url, "/ok", {})
            raise RuntimeError("test failed")
    assert not path.exists()
