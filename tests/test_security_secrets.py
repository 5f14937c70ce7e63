"""No API key is ever written down: not in transcripts, results, caches, history, reports, output or cassettes.

The test sets recognisable fake keys, runs chat (offline and through ``openai:`` against the
mock server), a provider error whose body echoes the request's Authorization header (as some
proxies do), a batch score (plain and failing with that 401), the history and a report, then
reads back every byte written under INTERVIEWER_HOME, the transcript folder and the --out
files, plus everything printed, and looks for the keys.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from interviewer.cli.main import main
from interviewer.redact import _KEY_PATTERNS
from scoring_helpers import import_bench, write_content, write_transcript

mockserver = import_bench("mockserver")
faults = import_bench("faults")

# Built at run time so no key-shaped literal sits in the repository for scanners to flag.
OPENAI_KEY = "sk-" + "test-SECRETSCAN0123456789abcdef"
ANTHROPIC_KEY = "sk-ant-" + "test-SECRETSCAN0123456789"
MARKERS = (OPENAI_KEY, ANTHROPIC_KEY, "SECRETSCAN")
CASSETTES = Path(__file__).parent / "cassettes"


@pytest.fixture
def keys(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", OPENAI_KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", ANTHROPIC_KEY)


class Captured:
    def __init__(self):
        self.text: list[str] = []
        self.codes: list[int] = []

    def run(self, *argv: str) -> int:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(argv))
        self.text += [out.getvalue(), err.getvalue()]
        self.codes.append(code)
        return code


def _leaks(root: Path) -> list[str]:
    found = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        data = path.read_bytes()
        found += [f"{path}: {m}" for m in MARKERS if m.encode() in data]
    return found


def test_keys_never_reach_any_file_or_output(tmp_path, keys, capfd):
    import os

    home = Path(os.environ["INTERVIEWER_HOME"])
    work = tmp_path / "work"
    tdir = work / "transcripts"
    answers = work / "answers.txt"
    work.mkdir()
    answers.write_text("\n\n".join(faults.ANSWERS) + "\n")
    chat = ["chat", "--stage", faults.STAGE, "--content-dir", str(faults.FIXTURES), "--transcript-dir", str(tdir),
            "--answers", str(answers)]
    c = Captured()

    assert c.run(*chat, "--model", "offline") == 0
    with mockserver.MockServer() as server:
        assert c.run(*chat, "--model", "openai:mock", "--base-url", server.base_url) == 0
    with mockserver.MockServer(faults=["401"]) as server:
        # The key went out in the Authorization header, and the 401 body echoes it back.
        assert c.run(*chat, "--model", "openai:mock", "--base-url", server.base_url) == 1
    assert "authentication failed (HTTP 401)" in c.text[-1] and "[REDACTED]" in c.text[-1]
    failed = sorted(tdir.glob("*.jsonl"), key=lambda p: p.stat().st_mtime)[-1]
    with mockserver.MockServer() as server:
        rest = work / "rest.txt"
        rest.write_text("\n\n".join(faults.ANSWERS) + "\n")
        assert c.run("resume", str(failed), "--base-url", server.base_url, "--answers", str(rest)) == 0

    content = write_content(work / "content")
    folder = work / "scored"
    folder.mkdir()
    for i in range(2):
        write_transcript(folder / f"s{i}.jsonl", session_id=f"s{i}",
                         extra_turns=[("candidate", "ckpt", f"Run {i}: MTBF was {i + 3} hours.")])
    score = ["score", str(folder), "--content-dir", str(content), "--model", "openai:mock", "--concurrency", "2"]
    with mockserver.MockServer(fault_rates={"401": 1.0}) as server:
        assert c.run(*score, "--base-url", server.base_url, "--out", str(work / "failed.jsonl")) == 1
    assert "[REDACTED]" in (work / "failed.jsonl").read_text(), "the echoed header is in the reason, redacted"
    with mockserver.MockServer() as server:
        assert c.run(*score, "--base-url", server.base_url, "--out", str(work / "r.jsonl")) == 0
        assert c.run(*score, "--base-url", server.base_url, "--format", "md", "--out", str(work / "r.md")) == 0
        assert c.run(*score, "--base-url", server.base_url, "--format", "csv") == 0
    result = work / "one.json"
    with mockserver.MockServer() as server:
        assert c.run("score", str(folder / "s0.jsonl"), "--content-dir", str(content), "--model", "openai:mock",
                     "--base-url", server.base_url, "--format", "json", "--out", str(result)) == 0
        assert c.run("report", str(result), "--content-dir", str(content), "--out", str(work / "card.html")) == 0
        assert c.run("report", str(folder / "s1.jsonl"), "--content-dir", str(content), "--model", "openai:mock",
                     "--base-url", server.base_url, "--format", "md") == 0
    assert c.run("progress") == 0

    written = sorted(p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file())
    assert any(p.startswith("cache/scores/") for p in written) and "history.sqlite3" in written, written
    assert (work / "card.html").is_file() and (work / "r.md").is_file() and len(list(tdir.glob("*.jsonl"))) == 3
    assert _leaks(home) == [] and _leaks(work) == []
    printed = "".join(c.text) + "".join(capfd.readouterr())
    assert printed and not [m for m in MARKERS if m in printed]


def test_cassettes_hold_nothing_key_like():
    files = sorted(CASSETTES.rglob("*.yaml"))
    assert files, "the cassette folder is where the recorded HTTP lives"
    generic = [re.compile(r"(?i)\b(authorization|x-api-key|api-key|cookie)\b\s*:\s*\[?['\"]?(?!\[?REDACTED|\]|$)\S{8,}"),
               re.compile(r"AKIA[0-9A-Z]{16}")]
    hits = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        for pattern in [*_KEY_PATTERNS, *generic]:
            for m in pattern.finditer(text):
                hits.append(f"{path.relative_to(CASSETTES)}: {m.group(0)[:60]}")
    assert hits == []
