"""Practice mode: chat teaches by default; each answer gets what was good, what to add and what to read.

Offline engine and shipped content, driven by the scripted mid-level candidate; no model is
involved, so no cassettes. The end-of-loop debrief is checked as printed at 80 columns.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.interview.display import Debrief
from interviewer.interview.feedback import stage_feedback
from interviewer.interview.feedback_text import debrief_paragraphs
from interviewer.interview.launch import SessionOptions
from interviewer.scoring.reports.markdown import render_markdown
from interviewer.scoring.reports.html import render_html
from interviewer.testing.scripted import CandidateScript, run_keyed
from interviewer.transcript import read_transcript
from interviewer.ui.render import ChatRenderer

CANDIDATES = Path(__file__).parent / "data" / "candidates"
MID = CANDIDATES / "mid-level-training-engineer.yaml"
LOOP = dict(loop_id="training-engineer", seed=1, task_id="ring-allreduce", scenario_id="nccl-driver-mismatch-hang")


@pytest.fixture(scope="module")
def practice(tmp_path_factory):
    """The mid-level candidate through the whole loop in practice mode: (transcript, debrief rows, library)."""
    library = load_library([])
    shown: list = []

    async def sink(event) -> None:
        if isinstance(event, Debrief):
            shown.append(event)

    options = SessionOptions(transcript_dir=str(tmp_path_factory.mktemp("practice")), simulated=True,
                             mode="practice", **LOOP)
    engine, _ = run_keyed(options, CandidateScript.load(MID), library=library, sink=sink)
    return read_transcript(engine.writer.path), shown[-1], library


def _answers_file(tmp_path: Path, *answers: str) -> Path:
    path = tmp_path / "answers.txt"
    path.write_text("\n---\n".join(answers) + "\n")
    return path


def test_chat_is_practice_by_default_and_interview_is_silent(tmp_path, capsys):
    answers = _answers_file(tmp_path, "I ran 64 GPUs for ten days and restarted from checkpoints.",
                            "I don't know.", "I don't know.", "I don't know.", "I don't know.")
    # One seed for both, so both draw the same wording (#19 item 4 draws it per session).
    assert main(["chat", "--stage", "training-engineer/screen", "--answers", str(answers), "--seed", "1",
                 "--transcript-dir", str(tmp_path / "p")]) == 0
    assert main(["chat", "--stage", "training-engineer/screen", "--answers", str(answers), "--interview",
                 "--seed", "1", "--transcript-dir", str(tmp_path / "i")]) == 0
    capsys.readouterr()
    practiced = read_transcript(next((tmp_path / "p").glob("*.jsonl")))
    interviewed = read_transcript(next((tmp_path / "i").glob("*.jsonl")))
    assert practiced.header.options.mode == "practice" and practiced.header.options.teaches
    assert interviewed.header.options.mode == "interview" and not interviewed.header.options.teaches
    assert [t.act for t in interviewed.turns("interviewer") if t.act == "coach"] == []
    # The two sessions asked the same questions; only practice mode taught after the stage.
    ask = lambda tr: [t.text for t in tr.turns("interviewer") if t.act not in ("coach",)]  # noqa: E731
    assert ask(practiced)[:3] == ask(interviewed)[:3]


def test_simulate_stays_silent_unless_asked_to_practise(tmp_path, capsys):
    assert main(["simulate", "--stage", "training-engineer/screen", "--profile", "silent", "--transcript-dir",
                 str(tmp_path / "s"), "--quiet"]) == 0
    assert main(["simulate", "--stage", "training-engineer/screen", "--profile", "silent", "--practice",
                 "--transcript-dir", str(tmp_path / "t"), "--quiet"]) == 0
    capsys.readouterr()
    silent = read_transcript(next((tmp_path / "s").glob("*.jsonl")))
    taught = read_transcript(next((tmp_path / "t").glob("*.jsonl")))
    assert silent.header.options.mode == "interview" and taught.header.options.mode == "practice"
    assert [t.act for t in taught.turns("interviewer") if t.act == "coach"] == ["coach"]


def test_every_answer_is_told_what_to_add_and_what_to_read(practice):
    transcript, _, library = practice
    stages = stage_feedback(library, transcript.events)
    assert [s.stage_id for s in stages] == ["screen", "coding", "system-design", "debugging", "panel"]
    answers = {t.seq: t.text for t in transcript.turns("candidate")}
    feedback = [a for s in stages for t in s.topics for a in t.answers]
    assert len(feedback) >= 40
    for item in feedback:
        assert item.add and all(len(a.text.split()) >= 6 for a in item.add)
        assert item.study is not None and item.study.title and item.study.section
        for point in item.good:  # what was good is the candidate's own words, whole
            words = r"\s+".join(re.escape(w) for w in point.quote.split())
            assert re.search(words, answers[item.turn], flags=re.IGNORECASE), point.quote
    assert any(a.dont_know for a in feedback)
    assert any(a.good for a in feedback)


def test_the_coaching_after_each_stage_speaks_to_a_person_not_in_ids(practice):
    transcript, _, library = practice
    coached = [t.text for t in transcript.turns("interviewer") if t.act == "coach"]
    assert len(coached) == 5
    ids = {s.id for r in library.rubrics.values() for s in r.signals if "-" in s.id}
    for text in coached:
        assert "To add:" in text and "Read:" in text
        tokens = set(re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)+", text))
        assert not (tokens & ids) - {"placement-groups"}  # `ray list placement-groups` is a command, not an id


def test_the_debugging_debrief_reveals_the_root_cause_and_the_ideal_path(practice):
    transcript, _, library = practice
    scenario = library.scenarios["nccl-driver-mismatch-hang"]
    coached = [t.text for t in transcript.turns("interviewer") if t.act == "coach"]
    debugging = next(text for text in coached if "Debugging scenario" in text)
    assert " ".join(scenario.root_cause.split()) in " ".join(debugging.split())
    assert "The path a strong candidate takes:" in debugging
    for step in scenario.diagnostic_steps:
        assert " ".join(step.split()) in " ".join(debugging.split())


def test_the_wrong_sum_is_pointed_out_in_the_feedback(practice):
    transcript, _, library = practice
    panel = next(s for s in stage_feedback(library, transcript.events) if s.stage_id == "panel")
    cautions = [c.text for t in panel.topics for a in t.answers for c in a.cautions]
    assert any("from 32% to 39%, which is a 25% speedup" in c and "= 21.9%" in c for c in cautions)
    praised = [p.quote for t in panel.topics for a in t.answers for p in a.good]
    assert praised and not [q for q in praised if "25% speedup" in q]  # a wrong sum is never "good"


def test_the_end_of_loop_debrief_is_prose_that_fits_80_columns_whole(practice):
    transcript, debrief, library = practice
    out = io.StringIO()
    renderer = ChatRenderer(Console(file=out, width=80, color_system=None, force_terminal=False, highlight=False))
    renderer._on_Debrief(debrief)
    printed = out.getvalue()
    lines = printed.splitlines()
    assert lines[0].startswith("Debrief: what to work on")
    assert max(len(line) for line in lines) <= 80
    assert "…" not in printed
    titles = {sp.id: sp.title for sp in library.loops["training-engineer"].stages}
    expected = []
    for title, paragraphs in debrief_paragraphs(stage_feedback(library, transcript.events, stage_titles=titles)):
        expected += [title, *paragraphs]
    # Nothing cut, no word split across lines: the printed words are exactly the paragraphs' words.
    assert " ".join(" ".join(lines[1:]).split()) == " ".join(" ".join(expected).split())
    assert printed.count("Read:") >= 40 and printed.count("To add:") >= 40


def test_an_interview_session_keeps_the_old_debrief(tmp_path, capsys):
    answers = _answers_file(tmp_path, "I ran 64 GPUs and restarted from checkpoints.", "I don't know.")
    assert main(["chat", "--stage", "training-engineer/screen", "--answers", str(answers), "--interview",
                 "--transcript-dir", str(tmp_path)]) == 0
    assert "What to work on" not in capsys.readouterr().out


def test_the_reports_carry_what_to_work_on(practice):
    transcript, _, library = practice
    from interviewer.llm.registry import get_model
    from interviewer.scoring.batch import score_transcript

    import asyncio

    result = asyncio.run(score_transcript(transcript, library, get_model("offline")))
    markdown = render_markdown(result, library, transcript)
    assert "## What to work on" in markdown
    assert "#### Debugging scenario:" in markdown and "**What was really going on**" in markdown
    assert markdown.count("- Read:") >= 40
    html = render_html(result, library, transcript)
    assert '<section class="card" id="work-on">' in html and html.count("<li>Read: <cite>") >= 40


def test_a_hostile_quote_is_escaped_in_the_html_feedback(tmp_path):
    from interviewer.scoring.reports.teaching import html_section
    from interviewer.interview.feedback import AddPoint, AnswerFeedback, GoodPoint, StageFeedback, TopicFeedback

    stage = StageFeedback(stage_id="s", title="Screen", topics=[TopicFeedback(
        stage_id="s", segment="topic", segment_id="t", title="T", answers=[AnswerFeedback(
            turn=3, question="Why?", good=[GoodPoint(quote="<script>alert(1)</script> NCCL_DEBUG=INFO", shows="x")],
            add=[AddPoint(what="w", text="A strong answer reads the log.")])])])
    html = html_section([stage])
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_other_producers_add_sections_through_the_seam(practice):
    from interviewer.interview.feedback import ExtraSection
    from interviewer.scoring.reports import teaching

    transcript, _, library = practice

    def delivery(transcript, topic):
        return ExtraSection(title="Delivery", lines=["140 words a minute."]) if topic.segment == "topic" else None

    teaching.SECTION_MAKERS.append(delivery)
    try:
        stages = teaching.feedback_for(transcript, library)
        markdown = "\n".join(teaching.markdown_section(stages, lambda text: text))
    finally:
        teaching.SECTION_MAKERS.remove(delivery)
    topics = [t for s in stages for t in s.topics]
    assert all((t.extra != []) == (t.segment == "topic") for t in topics)
    assert markdown.count("**Delivery**") == sum(1 for t in topics if t.segment == "topic")


def test_the_coaching_starts_with_the_coaching(practice):
    transcript, _, _ = practice
    coached = [t.text for t in transcript.turns("interviewer") if t.act == "coach"]
    # A reply owed to a question in the stage's last answer belongs to the conversation, not to the panel.
    assert all(text.startswith("**What to work on: ") for text in coached)


def test_chat_says_it_is_practising_and_how_to_stop(tmp_path, capsys):
    answers = _answers_file(tmp_path, "I don't know.")
    assert main(["chat", "--stage", "training-engineer/screen", "--answers", str(answers),
                 "--transcript-dir", str(tmp_path / "p")]) == 0
    practised = capsys.readouterr().out
    assert main(["chat", "--stage", "training-engineer/screen", "--answers", str(answers), "--interview",
                 "--transcript-dir", str(tmp_path / "i")]) == 0
    interviewed = capsys.readouterr().out
    assert "Practice mode:" in practised and "--interview" in practised
    assert "Practice mode:" not in interviewed
