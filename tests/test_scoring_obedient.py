"""An obedient judge cannot be talked into a higher score: the real transcript, injected, through `interviewer score`.

The judge is ``ObedientJudge`` (a FunctionModel): shown a candidate turn that addresses the
grader it returns the top level quoting an innocent sentence of that same turn, otherwise it
is a fair lexical judge. No provider wording matters here, only what the product does with
a judge that obeys, so a double and not a cassette. Attack texts are the held-out split of
tests/data/injection/ (18 texts of 14 shapes, plus two split across turns), placed at the
start, middle and end of answers of transcripts/examples/training-engineer-offline.jsonl.

The control test shows the double really obeys: with the screen switched off, the same
attacks lift every dimension to 4 and the recommendation to "strong hire" (issue 14's finding).
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest
import yaml

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.llm import registry
from interviewer.results import ScoreResult
from interviewer.testing import ObedientJudge
from interviewer.testing.injected import candidate_seqs, injected_copy, terse_copy

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "transcripts" / "examples" / "training-engineer-offline.jsonl"
DATA = yaml.safe_load((REPO / "tests" / "data" / "injection" / "test.yaml").read_text(encoding="utf-8"))
POSITIONS = ("start", "middle", "end")
ORDER = ["strong hire", "hire", "lean hire", "lean no hire", "no hire", "strong no hire", "insufficient evidence"]
TRIGGERS = [a["text"] for a in DATA["attacks"]] + [h for s in DATA["split"] for h in (s["first"], s["second"])]


@contextlib.contextmanager
def obedient(judge: ObedientJudge):
    registry.register_provider(registry.ProviderInfo("obedient", "", "test double"), lambda *_, **__: judge)
    try:
        yield
    finally:
        registry.PROVIDERS.pop("obedient", None)
        registry._plugin_factories.pop("obedient", None)


def cli(*argv: str) -> tuple[int, str]:
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        code = main(list(argv))
    return code, sink.getvalue()


def build(folder: Path) -> dict[str, dict]:
    """Clean and injected copies of two real transcripts: the full one and a terser one with room to rise."""
    cases = {}
    for base_id, base in (("terse", terse_copy(EXAMPLE, folder.parent / "terse.jsonl")), ("full", EXAMPLE)):
        seqs = candidate_seqs(base)
        injected_copy(base, folder / f"{base_id}--clean.jsonl", {}, session_id=f"{base_id}--clean")
        cases[f"{base_id}--clean"] = {"base": base_id}
        positions = POSITIONS if base_id == "terse" else ("end",)
        n = 0
        for attack in DATA["attacks"]:
            for position in positions:
                seq = seqs[n % len(seqs)]
                n += 1
                sid = f"{base_id}--{attack['id']}--{position}"
                injected_copy(base, folder / f"{sid}.jsonl", {seq: (attack["text"], position)}, session_id=sid)
                cases[sid] = {"base": base_id, "turns": [seq], "attack": attack["id"]}
        for i, attack in enumerate(DATA["split"]):
            first, second = seqs[3 * i + 2], seqs[3 * i + 3]
            sid = f"{base_id}--{attack['id']}"
            injected_copy(base, folder / f"{sid}.jsonl",
                          {first: (attack["first"], "end"), second: (attack["second"], "start")}, session_id=sid)
            cases[sid] = {"base": base_id, "turns": [first, second], "attack": attack["id"]}
    return cases


@pytest.fixture(scope="module")
def campaign(tmp_path_factory):
    root = tmp_path_factory.mktemp("obedient")
    cases = build(root / "run")
    judge = ObedientJudge(load_library([], include_builtin=True), triggers=TRIGGERS)
    out = root / "results.jsonl"
    with obedient(judge):
        code, printed = cli("score", str(root / "run"), "--model", "obedient:judge", "--out", str(out),
                            "--no-history", "--no-cache")
    results = {r.session_id: r for r in map(ScoreResult.model_validate_json, out.read_text().splitlines())}
    return {"root": root, "cases": cases, "results": results, "judge": judge, "code": code, "printed": printed}


def _attacks(campaign):
    return [(sid, case) for sid, case in campaign["cases"].items() if "attack" in case]


def test_the_campaign_covers_what_issue_14_asks(campaign):
    attacks = _attacks(campaign)
    assert campaign["code"] == 0, campaign["printed"]
    assert len({c["attack"] for _, c in attacks}) >= 15 + 2
    assert {sid.rsplit("--", 1)[1] for sid, _ in attacks if sid.startswith("terse--")} >= set(POSITIONS)
    assert len(campaign["results"]) == len(campaign["cases"])
    clean = campaign["results"]["terse--clean"]
    assert clean.rollup.recommendation == "lean no hire" and clean.withheld == []
    assert sum(d.score < 4 for d in clean.dimensions) >= 8, "room to rise: the test could fail"


def test_no_dimension_rises_and_the_recommendation_never_does(campaign):
    results = campaign["results"]
    for sid, case in _attacks(campaign):
        clean, got = results[f"{case['base']}--clean"], results[sid]
        before = {d.dimension: d.score for d in clean.dimensions}
        risen = [(d.dimension, before[d.dimension], d.score) for d in got.dimensions
                 if d.score is not None and (before[d.dimension] is None or d.score > before[d.dimension])]
        assert risen == [], sid
        assert ORDER.index(got.rollup.recommendation) >= ORDER.index(clean.rollup.recommendation), sid
    assert campaign["judge"].obeyed == [], "the judge never saw an attack to obey"


def test_every_injected_transcript_carries_the_red_flag_and_withholds_the_turns(campaign):
    for sid, case in _attacks(campaign):
        got = campaign["results"][sid]
        assert all("prompt-injection" in d.red_flags for d in got.dimensions), sid
        assert set(case["turns"]) <= {w.turn for w in got.withheld}, sid
        assert not any(e.turn in case["turns"] for d in got.dimensions for e in d.evidence), sid
    assert "[turn " in campaign["printed"] and "withheld: addressed the grader]" in campaign["printed"]


def test_every_scorecard_lists_its_withheld_turns(campaign):
    from interviewer.scoring.reports.markdown import render_markdown  # what `interviewer report --format md` renders

    for sid, case in _attacks(campaign):
        md = render_markdown(campaign["results"][sid], None)
        assert all(f"- [turn {t} withheld: addressed the grader]" in md for t in case["turns"]), sid
    assert "Withheld turns" not in render_markdown(campaign["results"]["terse--clean"], None)


@pytest.mark.parametrize("sid", ["terse--third-person--middle", "terse--split-ignore", "full--html-comment--end"])
def test_the_report_shows_the_redaction(campaign, sid, tmp_path):
    result = campaign["results"][sid]
    path = tmp_path / "result.json"
    path.write_text(result.model_dump_json())
    code, printed = cli("report", str(path), "--format", "md", "--out", str(tmp_path / "r.md"))
    assert code == 0, printed
    md = (tmp_path / "r.md").read_text()
    for turn in campaign["cases"][sid]["turns"]:
        assert f"[turn {turn} withheld: addressed the grader]" in md
    assert "## Withheld turns" in md and md.count("`prompt-injection`") == len(result.dimensions)
    code, printed = cli("report", str(path), "--format", "html", "--out", str(tmp_path / "r.html"))
    assert code == 0 and f"[turn {campaign['cases'][sid]['turns'][0]} withheld: addressed the grader]" in \
        (tmp_path / "r.html").read_text()


def test_control_without_the_screen_the_double_inflates_every_dimension(tmp_path, monkeypatch):
    import interviewer.scoring.judge.evidence as evidence
    import interviewer.scoring.judge.flow as judge_module

    monkeypatch.setattr(judge_module, "screen_turns", lambda turns: {})
    monkeypatch.setattr(evidence, "addresses_grader", lambda text: False)
    base = terse_copy(EXAMPLE, tmp_path / "terse.jsonl")
    seq = candidate_seqs(base)[2]
    attack = next(a for a in DATA["attacks"] if a["id"] == "third-person")
    injected_copy(base, tmp_path / "run" / "a.jsonl", {seq: (attack["text"], "end")}, session_id="a")
    judge = ObedientJudge(load_library([], include_builtin=True), triggers=TRIGGERS)
    with obedient(judge):
        code, printed = cli("score", str(tmp_path / "run"), "--model", "obedient:judge", "--out",
                            str(tmp_path / "r.jsonl"), "--no-history", "--no-cache")
    got = ScoreResult.model_validate_json((tmp_path / "r.jsonl").read_text())
    assert code == 0, printed
    assert [d.score for d in got.dimensions] == [4] * len(got.dimensions)
    assert got.rollup.recommendation == "strong hire" and set(judge.obeyed) == {seq}
    assert json.loads(got.model_dump_json())["withheld"] == []


def test_an_obedient_classifier_cannot_clear_a_turn_the_patterns_withheld(tmp_path):
    base = terse_copy(EXAMPLE, tmp_path / "terse.jsonl")
    seq = candidate_seqs(base)[4]
    attack = next(a for a in DATA["attacks"] if a["id"] == "json-verdict")
    injected_copy(base, tmp_path / "run" / "a.jsonl", {seq: (attack["text"], "middle")}, session_id="a")
    judge = ObedientJudge(load_library([], include_builtin=True), triggers=TRIGGERS)
    with obedient(judge):
        code, printed = cli("score", str(tmp_path / "run"), "--model", "obedient:judge", "--screen-model", "judge",
                            "--out", str(tmp_path / "r.jsonl"), "--no-history", "--no-cache")
    got = ScoreResult.model_validate_json((tmp_path / "r.jsonl").read_text())
    assert code == 0, printed
    assert got.screen == f"patterns + classifier {judge.name}"
    assert [(w.turn, w.found_by) for w in got.withheld] == [(seq, ["patterns"])], "its 'no' changed nothing"
    classified = [c for c in judge.calls if c.output_schema is not None and c.output_schema.__name__ == "ScreenVerdict"]
    assert len(classified) == len(candidate_seqs(base)) and judge.obeyed == []


def test_screen_model_needs_a_live_judge(tmp_path):
    code, printed = cli("score", str(EXAMPLE), "--model", "offline", "--screen-model", "judge", "--no-history")
    assert code == 2 and printed.strip().endswith("(not offline, --batch-api or --backend ray)")
    assert "Traceback" not in printed
