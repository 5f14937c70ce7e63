"""The fault matrix: every provider fault the mock server can inject × {chat, batch scoring}.

Each case runs the real CLI in-process (``interviewer chat`` / ``interviewer score``) through
the real ``openai:`` adapter and the one retry layer, against ``bench/mockserver.py`` on
127.0.0.1. It then reads back what was written and checks the promise: the transcript and
results files parse, no turn or result is lost or duplicated, and when a fault outlasts the
retries the command said so in one line (no traceback), exited 1, and a resume / re-run with
the provider healthy again finished the work without redoing what was done.

Two modes per fault: ``once`` (the fault hits one request, then clears) and ``persistent``
(it hits every request until the retry budget is spent). Time is scaled so the matrix runs
in about a minute: the adapter's 120 s HTTP timeout becomes 1 s (stalls are 2 s) and the
retry layer's exponential backoff is ×0.01; a server's ``retry-after`` is still honoured as sent.

    python bench/faults.py            # the whole matrix, as a table
    python bench/faults.py --quick    # once-mode only
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))
sys.path.insert(0, str(REPO / "tests"))

import mockserver  # noqa: E402

from interviewer.transcript import AskCandidate  # noqa: E402

FIXTURES = REPO / "tests" / "fixtures" / "engine"
STAGE = "fx-loop/screen"
ANSWERS = [
    "I'd restart the pod and see if it comes back.",
    "NCCL_DEBUG=INFO shows the transport per rank.",
    "No idea, honestly.",
    "I'd compare the driver version on each node.",
    "Ring all-reduce: a reduce-scatter then an all-gather, bandwidth optimal.",
    "I'd check which algorithm with NCCL_DEBUG.",
    "Anything else you want to know?",
    "Thanks.",
]
CHAT_FAULTS = ("429", "500", "reset", "stall", "midstall", "cut", "nonjson", "truncated", "401")
STREAM_ONLY = {"midstall", "cut"}
"""Faults the mock injects only into streamed replies: the assessor and the judge do not stream."""
HTTP_TIMEOUT_S = 1.0
STALL_S = 2.0
BACKOFF_SCALE = 0.01
CHAT_WHERE = {"phrasing": 0, "assessor": 2}
"""Which request the fault hits: 0 is the streamed opening line, 2 the first answer's assessment (JSON)."""


@dataclass
class Row:
    """One case of the matrix and what came of it."""

    fault: str
    path: str
    mode: str
    exit_code: int = -1
    requests: int = 0
    faults_hit: int = 0
    outcome: str = ""
    lost: list[str] = field(default_factory=list)
    duplicated: list[str] = field(default_factory=list)
    resumable: str = "-"
    stderr_lines: list[str] = field(default_factory=list)
    traceback: bool = False
    traceback_text: str = ""
    """The first lines of any traceback seen, to say where it came from."""
    notes: str = ""
    seconds: float = 0.0

    @property
    def clean(self) -> bool:
        """No loss, no duplicate, no traceback, and one stderr line when the command failed."""
        one_line = self.exit_code == 0 or (self.stderr_lines and self.stderr_lines[0].startswith("interviewer: "))
        return not (self.lost or self.duplicated or self.traceback) and bool(one_line) and self.resumable != "no"


# ------------------------------------------------------------------------------------------ time scaling

@contextlib.contextmanager
def scaled_time():
    """Short HTTP timeout and backoff for the duration (restored afterwards)."""
    from interviewer.llm.retry import RetryingModel

    old_delay = RetryingModel._delay

    def fast_delay(self, attempt, exc):
        from interviewer.llm.errors import RateLimited

        if isinstance(exc, RateLimited) and exc.retry_after is not None:
            return old_delay(self, attempt, exc)
        return old_delay(self, attempt, exc) * BACKOFF_SCALE

    RetryingModel._delay = fast_delay
    try:
        yield
    finally:
        RetryingModel._delay = old_delay


@contextlib.contextmanager
def own_home(workdir: Path):
    """A fresh INTERVIEWER_HOME per case: cases share transcripts' bytes, never a score cache."""
    old = os.environ.get("INTERVIEWER_HOME")
    os.environ["INTERVIEWER_HOME"] = str(workdir / "home")
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("INTERVIEWER_HOME", None)
        else:
            os.environ["INTERVIEWER_HOME"] = old


def _cli(argv: list[str]) -> tuple[int, str, str]:
    from interviewer.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def _server(queue: list[str] | None = None, rates: dict[str, float] | None = None) -> mockserver.MockServer:
    return mockserver.MockServer(faults=queue, fault_rates=rates, retry_after=0.05, stall_seconds=STALL_S)


def _note_traceback(row: Row, text: str) -> None:
    if "Traceback" in text:
        row.traceback = True
        row.traceback_text = row.traceback_text or text[text.index("Traceback"):][:1500]


def _err_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.strip()]


# ------------------------------------------------------------------------------------------ chat

def check_transcript(path: Path, answers_given: list[str]) -> tuple[list[str], list[str], object]:
    """(lost, duplicated, transcript) for a chat transcript against the answers the candidate gave."""
    from interviewer.transcript import read_transcript

    t = read_transcript(path)
    lost, dup = [], []
    seqs = [t.header.seq] + [e.seq for e in t.events]
    if len(seqs) != len(set(seqs)) or seqs != sorted(seqs):
        dup.append("seq numbers repeat or go backwards")
    said = [turn.text for turn in t.turns("candidate")]
    if said != answers_given[: len(said)]:
        dup.append(f"candidate turns are not the answers in order once: {said}")
    asked = Counter((turn.topic_id, turn.act, turn.signal) for turn in t.turns("interviewer")
                    if turn.act in ("question", "probe"))
    dup += [f"asked twice: {k}" for k, n in asked.items() if n > 1]
    spoken = [e for e in t.events if e.type == "decision" and isinstance(e.step, AskCandidate)
              and e.step.act in ("question", "probe")]
    turns_after = {e.seq for e in t.turns("interviewer")}
    for decision in spoken:
        if not any(s > decision.seq for s in turns_after) and t.ended:
            lost.append(f"decision {decision.seq} never spoken")
    return lost, dup, t


def run_chat(fault: str, where: str = "phrasing", mode: str = "once", workdir: Path | None = None) -> Row:
    """One chat case: ``interviewer chat --answers`` under the fault; on failure, resume it healthy."""
    workdir = Path(workdir or tempfile.mkdtemp(prefix="faults-chat-"))
    with own_home(workdir):
        return _run_chat(fault, where, mode, workdir)


def _run_chat(fault: str, where: str, mode: str, workdir: Path) -> Row:
    row = Row(fault, f"chat/{where}", mode)
    if fault in STREAM_ONLY and where != "phrasing":
        row.outcome, row.notes = "n/a", "the assessor does not stream"
        return row
    tdir = workdir / "transcripts"
    answers = workdir / "answers.txt"
    answers.write_text("\n\n".join(ANSWERS) + "\n")
    skip = CHAT_WHERE[where]
    queue = [""] * skip + ([fault] if mode == "once" else [fault] * 30)
    started = time.monotonic()
    with scaled_time(), _server(queue) as server:
        code, out, err = _cli(["chat", "--stage", STAGE, "--model", "openai:mock", "--base-url", server.base_url,
                               "--content-dir", str(FIXTURES), "--transcript-dir", str(tdir),
                               "--answers", str(answers), "--timeout", str(HTTP_TIMEOUT_S)])
        snap = server.stats.snapshot()
    row.exit_code, row.requests = code, snap["requests"]
    row.faults_hit = snap["faults"].get(fault, 0)
    row.stderr_lines = _err_lines(err)
    _note_traceback(row, err + out)
    files = sorted(tdir.glob("*.jsonl"))
    if len(files) != 1:
        row.outcome, row.lost = "no transcript", ["transcript"]
        return row
    path = files[0]
    lost, dup, t = check_transcript(path, ANSWERS)
    row.lost, row.duplicated = lost, dup
    fallbacks = [e for e in t.events if e.type == "assessment" and e.fallback_reason]
    if code == 0 and t.ended:
        row.outcome = f"finished; {row.faults_hit} faulty repl{'y' if row.faults_hit == 1 else 'ies'} absorbed"
        if fallbacks:
            row.notes = f"assessor fell back to lexical x{len(fallbacks)} (recorded)"
        if fault == "truncated" and where == "phrasing":
            row.notes = "cut reply replaced by the authored line"
    elif code == 1:
        row.outcome = "one line, exit 1, saved"
        done = len(t.turns("candidate"))
        rest = workdir / "rest.txt"
        rest.write_text("\n\n".join(ANSWERS[done:]) + "\n")
        with scaled_time(), _server() as healthy:
            rcode, rout, rerr = _cli(["resume", str(path), "--base-url", healthy.base_url, "--answers", str(rest),
                                      "--timeout", str(HTTP_TIMEOUT_S)])
        lost, dup, t = check_transcript(path, ANSWERS)
        row.lost += lost
        row.duplicated += dup
        _note_traceback(row, rerr + rout)
        row.resumable = "yes" if rcode == 0 and t.ended and not (lost or dup) else "no"
        row.notes = f"resumed with {done} answer(s) kept"
    else:
        row.outcome = f"unexpected exit {code}"
    row.seconds = time.monotonic() - started
    return row


# ------------------------------------------------------------------------------------------ batch

def run_batch(fault: str, mode: str = "once", workdir: Path | None = None, n: int = 4) -> Row:
    """One batch case: ``interviewer score FOLDER --out r.jsonl`` under the fault; on failure, re-run healthy."""
    workdir = Path(workdir or tempfile.mkdtemp(prefix="faults-batch-"))
    with own_home(workdir):
        return _run_batch(fault, mode, workdir, n)


def _run_batch(fault: str, mode: str, workdir: Path, n: int) -> Row:
    from scoring_helpers import write_content, write_transcript

    row = Row(fault, "batch", mode)
    if fault in STREAM_ONLY:
        row.notes = "the judge does not stream: the fault never fires"
    content = write_content(workdir / "content")
    folder = workdir / "t"
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        write_transcript(folder / f"s{i}.jsonl", session_id=f"s{i}",
                         extra_turns=[("candidate", "ckpt", f"Run {i}: the MTBF was {i + 3} hours.")])
    out = workdir / "r.jsonl"
    argv = ["score", str(folder), "--content-dir", str(content), "--model", "openai:mock", "--out", str(out),
            "--no-history", "--concurrency", "4"]
    queue = [fault] if mode == "once" else None
    rates = {fault: 1.0} if mode == "persistent" else None
    started = time.monotonic()
    with scaled_time(), _server(queue, rates) as server:
        code, _, err = _cli([*argv, "--base-url", server.base_url, "--timeout", str(HTTP_TIMEOUT_S)])
        snap = server.stats.snapshot()
    row.exit_code, row.requests = code, snap["requests"]
    row.faults_hit = snap["faults"].get(fault, 0)
    row.stderr_lines = [line for line in _err_lines(err) if line.startswith("interviewer:")]
    _note_traceback(row, err)
    expected = {(f"s{i}", d) for i in range(n) for d in ("parallelism", "nccl-debugging", "checkpointing")}

    def final() -> dict[tuple[str, str], str]:
        got: dict[tuple[str, str], str] = {}
        try:
            lines = out.read_text().splitlines() if out.exists() else []
        except OSError:
            lines = []
        for line in lines:
            try:
                r = json.loads(line)
            except ValueError:
                row.duplicated.append("a torn line in --out")
                continue
            for d in r["dimensions"]:
                got[(r["session_id"], d["dimension"])] = d["status"]  # the last line for a transcript holds
        return got

    got = final()
    if code == 0:
        row.lost = sorted(f"{s}/{d}" for (s, d) in expected if got.get((s, d)) != "scored")
        row.outcome = f"all {len(expected)} dimensions scored; {row.faults_hit} faulty repl{'y' if row.faults_hit == 1 else 'ies'} absorbed"
    elif code == 1:
        failed = sum(1 for v in got.values() if v != "scored")
        row.outcome = f"one line, exit 1; {failed} dimension(s) unscored"
        with scaled_time(), _server() as healthy:
            rcode, _, rerr = _cli([*argv, "--base-url", healthy.base_url, "--timeout", str(HTTP_TIMEOUT_S)])
            rerun_ok = healthy.stats.snapshot()["ok"]
            twice = [k for k, v in healthy.stats.completions.items() if v > 1]
        got = final()
        row.lost = sorted(f"{s}/{d}" for (s, d) in expected if got.get((s, d)) != "scored")
        row.duplicated += [f"judged twice in the re-run: {k[:8]}" for k in twice]
        _note_traceback(row, rerr)
        redone = rerun_ok - failed
        row.resumable = "yes" if rcode == 0 and not row.lost and redone == 0 else "no"
        row.notes = f"re-run judged {rerun_ok} (the {failed} missing)" + (f"; {redone} redone" if redone else "")
    else:
        row.outcome = f"unexpected exit {code}"
    row.seconds = time.monotonic() - started
    return row


# ------------------------------------------------------------------------------------------ report

def matrix(quick: bool = False) -> list[Row]:
    rows: list[Row] = []
    modes = ["once"] if quick else ["once", "persistent"]
    for fault in CHAT_FAULTS:
        for mode in modes:
            for where in CHAT_WHERE:
                rows.append(run_chat(fault, where, mode))
            rows.append(run_batch(fault, mode))
    return rows


def table(rows: list[Row]) -> str:
    head = ["fault", "path", "mode", "exit", "reqs", "hit", "outcome", "lost/dup", "resumable", "notes", "s"]
    body = []
    for r in rows:
        loss = "; ".join(r.lost + r.duplicated) or ("-" if r.outcome != "n/a" else "")
        if r.traceback:
            loss = "TRACEBACK " + loss
        body.append([r.fault, r.path, r.mode, str(r.exit_code) if r.outcome != "n/a" else "", str(r.requests),
                     str(r.faults_hit), r.outcome, loss, r.resumable, r.notes, f"{r.seconds:.1f}"])
    widths = [max(len(x[i]) for x in [head, *body]) for i in range(len(head))]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    lines = [fmt.format(*head), fmt.format(*["-" * w for w in widths])]
    lines += [fmt.format(*b) for b in body]
    return "\n".join(lines)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="once-mode only")
    args = p.parse_args()
    os.environ.setdefault("INTERVIEWER_PLUGINS", "")
    with tempfile.TemporaryDirectory(prefix="faults-home-") as home:
        os.environ["INTERVIEWER_HOME"] = home  # never the user's own cache or history
        for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "INTERVIEWER_MODEL"):
            os.environ.pop(var, None)
        started = time.monotonic()
        rows = matrix(quick=args.quick)
    print(table(rows))
    ran = [r for r in rows if r.outcome != "n/a"]
    bad = [r for r in ran if not r.clean]
    print(f"\n{len(ran)} cases in {time.monotonic() - started:.0f}s: "
          f"{sum(r.exit_code == 0 for r in ran)} recovered by retries, "
          f"{sum(r.exit_code == 1 for r in ran)} stopped with one line and resumed, "
          f"{len(bad)} lost, duplicated or crashed")
    for r in bad:
        if r.traceback_text:
            print(f"\n{r.fault} {r.path} {r.mode}:\n{r.traceback_text}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
