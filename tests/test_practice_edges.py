"""Rough edges a practising candidate hits (issue #19, item 6), each pinned by a test.

Answers files with blank lines inside answers, echoed prose that wraps, a resume that summarises
long artifacts, score tables at 80 columns, an ambiguous ``--stage``, progress per loop, and a
hint that gives nothing costing nothing.
"""

from __future__ import annotations

import asyncio
import io
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
import yaml
from rich.console import Console

from interviewer.cli.main import main
from interviewer.cli.score_view import score_table
from interviewer.content import load_library
from interviewer.history import list_results, record_result
from interviewer.interview.display import Answered, Debrief, DebriefRow, Speech
from interviewer.interview.engine import HINT_NONE
from interviewer.interview.launch import SessionOptions, build_engine, start
from interviewer.interview.plan import PlanError, build_plan
from interviewer.interview.review import debrief_rows
from interviewer.interview.simulator import ScriptedCandidate
from interviewer.results import DimensionScore
from interviewer.transcript import read_transcript
from interviewer.ui.fences import split_fences, summarise_fences
from interviewer.ui.input import split_answers
from interviewer.ui.render import ChatRenderer
from test_report_data import result, write_content

FIXTURES = Path(__file__).parent / "fixtures" / "engine"


def words(text: str) -> list[str]:
    """The words of rendered output, with rich's padding, borders and line breaks taken out."""
    return re.sub(r"[│╭╮╰╯─┃┏┓┗┛━]", " ", text).split()


# 1. Answers files: blank lines inside an answer, with a documented separator -------------------

def test_a_separator_line_lets_an_answer_hold_blank_lines():
    text = ("My plan has three steps:\n\n1. NCCL_DEBUG=INFO on every rank\n\n2. py-spy the stragglers\n"
            "---\n"
            "Here is the fix:\n\n```python\ndef step():\n\n    return 1\n---\n```\n\nThat's it.\n"
            "   ---  \n\n"
            "/hint\n---\n---\n")
    assert split_answers(text) == [
        "My plan has three steps:\n\n1. NCCL_DEBUG=INFO on every rank\n\n2. py-spy the stragglers",
        "Here is the fix:\n\n```python\ndef step():\n\n    return 1\n---\n```\n\nThat's it.",
        "/hint",
    ]


def test_files_without_a_separator_still_split_at_blank_lines():
    # A --- inside a fence is code, not a separator: the file stays blank-line separated.
    text = "first\nstill first\n\nsecond\n\n```yaml\nkey: 1\n---\n\nkey: 2\n```\n\nthird\n"
    assert split_answers(text) == ["first\nstill first", "second", "```yaml\nkey: 1\n---\n\nkey: 2\n```", "third"]


def test_inline_code_at_the_start_of_a_line_opens_no_fence():
    # ```x``` (backticks after the opening three) is inline code, not a fence (CommonMark): the answers after it stay
    # apart; a real fence still keeps its blank lines
    text = ("```torch.cuda.synchronize()``` before the timer, else you time the launch\n\nsecond answer\n\n"
            "```python\nx = 1\n\ny = 2\n```\n\nthird\n")
    assert split_answers(text) == ["```torch.cuda.synchronize()``` before the timer, else you time the launch",
                                   "second answer", "```python\nx = 1\n\ny = 2\n```", "third"]


def test_chat_records_a_separated_multi_paragraph_answer_as_one_turn(tmp_path, capsys):
    answers = tmp_path / "a.txt"
    first = "I'd look at the NCCL logs first.\n\nThen I'd find the rank that is stuck."
    answers.write_text(f"{first}\n---\nNo idea.\n")
    assert main(["chat", "--stage", "fx-loop/screen", "--model", "offline", "--answers", str(answers),
                 "--content-dir", str(FIXTURES), "--transcript-dir", str(tmp_path / "t")]) == 0
    transcript = read_transcript(next((tmp_path / "t").glob("*.jsonl")))
    assert [t.text for t in transcript.turns("candidate")] == [first, "No idea."]


# 2. Echoed prose wraps and is never cut at the terminal width -----------------------------------

def test_echoed_prose_before_a_code_fence_wraps_instead_of_being_cut():
    prose = ("So the race is between the gradient accumulation counter and the optimizer step, and to show it "
             "I would first write a test that reproduces it deterministically before I change anything at all.")
    code = "def all_reduce(buffers, rank, world):\n    total = sum(b[rank] for b in buffers) + world * 0  # a long line"
    out = io.StringIO()
    renderer = ChatRenderer(Console(file=out, width=60, color_system=None, highlight=False))
    asyncio.run(renderer(Answered(f"{prose}\n\n```python\n{code}\n```", "answers-file", "code")))
    text = out.getvalue()
    assert max(len(line) for line in text.splitlines()) <= 60
    shown = words(text)
    assert shown[shown.index("So"):shown.index("So") + len(prose.split())] == prose.split()
    assert "```python" not in text  # the fence itself is not echoed as text
    for token in code.split():
        assert token in shown  # the long code line wrapped too, nothing cut off


def test_split_fences_keeps_prose_and_code_apart():
    parts = split_fences("why:\n````python\ndef f():\n    ```\n````\nafter")
    assert [(p.code, p.language, p.text) for p in parts] == [
        (False, "", "why:"), (True, "python", "def f():\n    ```"), (False, "", "after")]


# 3. Resume summarises a long artifact instead of reprinting it ----------------------------------

def long_smi_content(root: Path, lines: int = 80) -> Path:
    """The fixture content with an 80-line nvidia-smi artifact in the debugging scenario."""
    content = root / "content"
    for sub in ("loops", "personas", "rubrics", "scenarios"):
        (content / sub).mkdir(parents=True)
        for f in (FIXTURES / sub).glob("*.yaml"):
            (content / sub / f.name).write_text(f.read_text())
    path = content / "scenarios" / "fx-hang.yaml"
    scenario = yaml.safe_load(path.read_text())
    smi = next(a for a in scenario["artifacts"] if a["id"] == "smi")
    smi["content"] = "".join(f"| {i:02d}  NVIDIA H100 80GB HBM3  On | 00000000:{i:02X}:00.0 Off |\n"
                             for i in range(lines))
    path.write_text(yaml.safe_dump(scenario, sort_keys=False))
    return content


def test_resume_shows_a_long_artifact_as_its_title_and_first_lines(tmp_path, capsys):
    content = long_smi_content(tmp_path)
    answers = tmp_path / "a.txt"
    answers.write_text("Show me nvidia-smi on node-03.\n")
    assert main(["chat", "--stage", "fx-loop/debugging", "--model", "offline", "--answers", str(answers),
                 "--content-dir", str(content), "--transcript-dir", str(tmp_path / "t")]) == 0
    first = capsys.readouterr().out
    assert "00000000:4F:00.0" in first  # the reveal itself shows all 80 lines

    path = next((tmp_path / "t").glob("*.jsonl"))
    more = tmp_path / "b.txt"
    more.write_text("/repeat\n")
    assert main(["resume", str(path), "--answers", str(more)]) == 0
    out = capsys.readouterr().out
    resumed, repeated = out.split("(repeat)")[1], out.split("(repeat)")[2]
    assert "nvidia-smi on node-03" in resumed
    assert [f"00000000:{i:02X}:00.0" in resumed for i in range(8)] == [True] * 6 + [False] * 2
    assert "… 74 more lines not shown; /repeat to see it again" in resumed
    assert "00000000:4F:00.0" in repeated and "more lines not shown" not in repeated  # /repeat: all of it


def test_summarise_fences_leaves_short_blocks_and_prose_alone():
    short = "Here you go.\n\n**dmesg**\n\n```text\nline 1\nline 2\n```"
    assert summarise_fences(short) == short
    long = "**log**\n\n```text\n" + "\n".join(f"l{i}" for i in range(20)) + "\n```"
    assert summarise_fences(long) == ("**log**\n\n```text\nl0\nl1\nl2\nl3\nl4\nl5\n```\n"
                                      "*… 14 more lines not shown; /repeat to see it again*")


# 4. Score tables readable at 80 columns ---------------------------------------------------------

LONG_DIMENSIONS = ["nccl-collectives", "fsdp-sharding", "checkpointing", "gpu-ops", "debugging-method",
                   "systems-design-at-scale", "collective-implementation"]


def results_with_many_dimensions():
    base = result(session_id="s-2026-01-05-a")
    extra = [DimensionScore(dimension=d, dimension_version="1", score=3, level_label="Deep", status="scored",
                            method="offline-estimate") for d in LONG_DIMENSIONS[4:]]
    return [base.model_copy(update={"dimensions": [*base.dimensions, *extra]}),
            base.model_copy(update={"session_id": "s-2026-01-06-b"})]


def render(renderable, width: int) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, highlight=False).print(renderable)
    return out.getvalue()


def test_score_table_at_80_columns_keeps_every_header_whole():
    text = render(score_table(results_with_many_dimensions(), 80), 80)
    assert "…" not in text
    assert max(len(line) for line in text.splitlines()) <= 80
    shown = words(text)
    for name in [*LONG_DIMENSIONS, "weighted", "recommendation", "s-2026-01-05-a", "s-2026-01-06-b"]:
        assert name in shown
    rows = [line for line in text.splitlines() if "systems-design-at-scale" in line]
    assert len(rows) == 1 and rows[0].split("│")[-2].strip() == "3~"  # the score sits next to its dimension


def test_score_table_keeps_one_column_per_dimension_when_it_fits():
    text = render(score_table(results_with_many_dimensions(), 200), 200)
    header = next(line for line in text.splitlines() if "session" in line)
    assert all(name in header for name in LONG_DIMENSIONS)


def test_score_command_summary_at_80_columns(tmp_path, monkeypatch, capsys):
    from scoring_helpers import write_content as write_rubrics, write_transcript

    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("INTERVIEWER_CONTENT_DIRS", str(write_rubrics(tmp_path / "content")))
    write_transcript(tmp_path / "t.jsonl")
    assert main(["score", str(tmp_path / "t.jsonl"), "--model", "offline", "--out", str(tmp_path / "r.json")]) == 0
    out, err = capsys.readouterr()
    table = (out + err).split("1 transcripts,")[0]
    # Five columns of long ids do not fit 80 columns side by side: the dimensions become rows.
    assert "…" not in table and max(len(line) for line in table.splitlines()) <= 80
    assert {"parallelism", "nccl-debugging", "checkpointing"} <= set(words(table))
    # An offline estimate makes no call: no weighted mean and no recommendation rows (#19).
    assert not {"weighted", "recommendation"} & set(words(table))


def test_progress_table_at_80_columns_keeps_headers_and_sparklines_whole(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("INTERVIEWER_CONTENT_DIRS", str(write_content(tmp_path / "content")))
    monkeypatch.setenv("COLUMNS", "80")
    t0 = datetime(2026, 1, 5, 14, 30, tzinfo=timezone.utc)
    for i in range(30):
        record_result(result(session_id=f"s{i}", scored_at=t0 + timedelta(days=i), scores=(1 + i % 4, 2)))
    assert main(["progress"]) == 0
    out = capsys.readouterr().out
    assert "…" not in out and max(len(line) for line in out.splitlines()) <= 80
    header = next(line for line in out.splitlines() if "Trend" in line)
    assert [cell.strip() for cell in header.split("┃")[1:-1]] == ["Dimension", "Trend", "Latest", "Best", "Δ",
                                                                 "Scored"]
    assert "│ ▆█▁▃▆█▁▃▆█▁▃▆█▁▃▆█▁▃▆█▁▃ │" in out  # the latest 24 sessions, one bar each


def test_chat_debrief_never_folds_a_signal_id():
    rows = [DebriefRow("screen", "Technical screen", "tradeoffs-under-pressure",
                       ["explicit-tradeoffs", "failure-domains", "cost-model"], ["explicit-tradeoffs"], 0,
                       "ladder-spent"),
            DebriefRow("debugging", "On-call simulation", "xid79-fallen-off-bus", [], [], 2, "time-up")]
    out = io.StringIO()
    asyncio.run(ChatRenderer(Console(file=out, width=80, color_system=None, highlight=False))(Debrief(rows)))
    # Whole ids side by side would need ~106 columns: each topic becomes a short paragraph instead.
    assert [line.rstrip() for line in out.getvalue().splitlines()] == [
        "Debrief: what was probed, what was shown",
        "Technical screen · tradeoffs-under-pressure  (ladder-spent; hints: 0)",
        "  probed: explicit-tradeoffs, failure-domains, cost-model",
        "  shown:  explicit-tradeoffs",
        "On-call simulation · xid79-fallen-off-bus  (time-up; hints: 2)",
        "  probed: —",
        "  shown:  —",
    ]
    wide = io.StringIO()
    asyncio.run(ChatRenderer(Console(file=wide, width=120, color_system=None, highlight=False))(Debrief(rows)))
    for name in ("tradeoffs-under-pressure", "explicit-tradeoffs", "failure-domains", "cost-model",
                 "xid79-fallen-off-bus", "ladder-spent", "Probed", "Shown", "Hints", "Ended"):
        assert re.search(rf"[│┃] {re.escape(name)} +[│┃]", wide.getvalue()), name  # a table, one id a line


# 5. An ambiguous --stage is an error listing the choices ----------------------------------------

def second_loop(root: Path) -> Path:
    loops = root / "more" / "loops"
    loops.mkdir(parents=True)
    loop = yaml.safe_load((FIXTURES / "loops" / "fx-loop.yaml").read_text())
    loop.update(id="fx-other", title="Another fixture loop")
    (loops / "fx-other.yaml").write_text(yaml.safe_dump(loop))
    return root / "more"


def test_a_stage_id_in_two_loops_is_an_error_naming_both(tmp_path):
    library = load_library([FIXTURES, second_loop(tmp_path)], include_builtin=False)
    with pytest.raises(PlanError) as exc:
        build_plan(library, stage_ref="screen", seed=1)
    assert str(exc.value) == ("stage 'screen' is in more than one loop; name one as LOOP/STAGE: "
                              "fx-loop/screen, fx-other/screen")
    assert build_plan(library, stage_ref="fx-other/screen", seed=1).loop.id == "fx-other"
    alone = load_library([FIXTURES], include_builtin=False)
    assert build_plan(alone, stage_ref="screen", seed=1).loop.id == "fx-loop"  # unique ids still resolve


def test_chat_with_an_ambiguous_stage_exits_2_with_one_line(tmp_path, capsys):
    code = main(["chat", "--stage", "screen", "--model", "offline", "--content-dir", str(FIXTURES),
                 "--content-dir", str(second_loop(tmp_path)), "--transcript-dir", str(tmp_path / "t")])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert "stage 'screen' is in more than one loop" in err
    assert "fx-loop/screen" in err and "fx-other/screen" in err
    assert not (tmp_path / "t").exists() or not list((tmp_path / "t").iterdir())


# 6. progress: per loop and per dimension --------------------------------------------------------

def test_progress_draws_each_loops_trends_apart(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("INTERVIEWER_CONTENT_DIRS", str(write_content(tmp_path / "content")))
    monkeypatch.setenv("COLUMNS", "100")
    t0 = datetime(2026, 1, 5, 14, 30, tzinfo=timezone.utc)
    # Alternating loops: the screen goes 1 → 2 → 3 on nccl, the panel stays at 4.
    for i, (loop, nccl) in enumerate([("screen-loop", 1), ("panel-loop", 4), ("screen-loop", 2),
                                      ("panel-loop", 4), ("screen-loop", 3)]):
        record_result(result(session_id=f"s{i}", scored_at=t0 + timedelta(days=i), scores=(nccl, 2))
                      .model_copy(update={"loop_id": loop}))
    assert len(list_results()) == 5
    assert main(["progress"]) == 0
    out = capsys.readouterr().out
    screen, panel = out.split("Loop panel-loop:")
    assert "Loop screen-loop: progress over 3 scored sessions (2026-01-05 to 2026-01-09)" in " ".join(screen.split())
    assert "progress over 2 scored sessions (2026-01-06 to 2026-01-08)" in " ".join(panel.split())

    def row(block: str, key: str) -> list[str]:
        line = next(line for line in block.splitlines() if f"│ {key} " in line)
        return [cell.strip() for cell in line.split("│")[1:-1]]

    assert row(screen, "nccl-collectives") == ["nccl-collectives", "▁▃▆", "3", "3", "+1", "3/3"]
    assert row(panel, "nccl-collectives") == ["nccl-collectives", "██", "4", "4", "±0", "2/2"]
    # Mixed, nccl would have read 1, 4, 2, 4, 3; the overall 1.5, 3, 2, 3, 2.5.
    assert row(screen, "overall")[1:] == ["▂▃▅", "2.5", "2.5", "+0.5", "3/3"]
    assert row(panel, "overall")[1:] == ["▆▆", "3", "3", "±0", "2/2"]

    assert main(["progress", "--html", str(tmp_path / "p.html")]) == 0
    html = (tmp_path / "p.html").read_text()
    assert [m.group(1) for m in re.finditer(r'<h2 class="loop">Loop ([\w-]+)', html)] == ["screen-loop", "panel-loop"]
    screen_html, panel_html = html.split('<h2 class="loop">Loop panel-loop')
    assert screen_html.count("<svg") == 5 and panel_html.count("<svg") == 5  # overall + four dimensions each
    assert "latest <b>3</b> · best <b>3</b> · change <b>+1</b> · 3 of 3 scored" in screen_html  # nccl: 1, 2, 3
    assert "latest <b>4</b> · best <b>4</b> · change <b>±0</b> · 2 of 2 scored" in panel_html  # nccl: 4, 4


# 7. A hint that gives nothing costs nothing -----------------------------------------------------

def test_a_hint_with_nothing_left_is_shown_but_not_recorded_or_counted(tmp_path):
    library = load_library([FIXTURES], include_builtin=False)
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    shown: list[Speech] = []

    async def sink(event):
        if isinstance(event, Speech):
            shown.append(event)

    # The first topic has three probes, so three hints; the fourth and fifth /hint have nothing left.
    engine = build_engine(session, writer, ScriptedCandidate(["/hint"] * 5 + ["No idea."] * 12), tools=None,
                          sink=sink)
    assert asyncio.run(engine.run()).status == "finished"
    writer.close()
    transcript = read_transcript(writer.path)
    hints = [t.text for t in transcript.turns("interviewer") if t.act == "hint"]
    assert len(hints) == 3 and all(h.startswith("Hint: ") for h in hints)
    assert HINT_NONE not in [t.text for t in transcript.turns("interviewer")]
    assert [(e.act, e.text) for e in shown if e.text == HINT_NONE] == [("no-hint", HINT_NONE)] * 2
    rows = debrief_rows(session.plan, transcript.events)
    assert [(r.topic, r.hints) for r in rows] == [("nccl-hang", 3), ("ring-math", 0)]


def test_hints_go_through_every_probe_not_yet_asked_before_saying_there_are_none(tmp_path):
    library = load_library([FIXTURES], include_builtin=False)
    session, writer = start(SessionOptions(stage_ref="fx-loop/screen", transcript_dir=str(tmp_path)),
                            library=library)
    # The first hint is probe 1; "no idea" gets probe 1 asked; the next hints must be probes 2 and 3
    # (counting hints into the shrinking list of unasked probes skipped probe 2 and ran out early).
    engine = build_engine(session, writer, ScriptedCandidate(["/hint", "no idea", "/hint", "/hint", "/hint"]),
                          tools=None)
    asyncio.run(engine.run())
    writer.close()
    hints = [t.text for t in read_transcript(writer.path).turns("interviewer") if t.act == "hint"]
    assert hints == ["Hint: think about this — What would NCCL's own logging tell you?",
                     "Hint: think about this — How do you find the rank that is stuck?",
                     "Hint: think about this — Could anything differ between the nodes?"]


def test_the_terminal_says_an_empty_hint_is_not_counted():
    out = io.StringIO()
    renderer = ChatRenderer(Console(file=out, width=88, color_system=None, highlight=False))
    asyncio.run(renderer(Speech(text=HINT_NONE, act="no-hint")))
    assert "No hint left (not counted)" in out.getvalue() and "recorded" not in out.getvalue()
