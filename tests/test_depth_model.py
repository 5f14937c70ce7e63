"""The learned depth calibrator over the rules' verdict (``depth_model``): its limits, its provenance, its reach.

Answers here are invented for the test. The weights are reproducible from the dev assessor sets: the json records each
training file's sha256, and ``tools/train_depth_model.py`` refits them; held-out files are never read.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest
import yaml

from interviewer.content import load_library
from interviewer.interview import depth_model
from interviewer.interview.assess import (LexicalAssessor, Target, elsewhere_targets, level_label, question_targets,
                                          topic_signals)
from interviewer.interview.depth_model import DEPTHS, calibrate, decide, probabilities

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "bench/corpus"
MODEL = json.loads(depth_model.WEIGHTS.read_text(encoding="utf-8"))
SAMPLE = json.loads((ROOT / "tests/data/depth_model_sample.json").read_text(encoding="utf-8"))


@pytest.fixture
def tool():
    """tools/train_depth_model.py, loaded as a module. Loading it puts src/ and bench/ first on sys.path (bench/ holds
    modules whose names other tests import from elsewhere), so the path and the modules it brought in are restored
    after the test: no test's outcome may depend on whether this one ran first."""
    path, modules = list(sys.path), set(sys.modules)
    spec = importlib.util.spec_from_file_location("train_depth_model", ROOT / "tools/train_depth_model.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield module
    sys.path[:] = path
    for name in set(sys.modules) - modules:
        if not name.startswith("interviewer"):
            del sys.modules[name]


# ------------------------------------------------------------------ conservative by construction

def test_a_confident_model_still_moves_the_verdict_one_level_only():
    assert decide("strong", [0.98, 0.01, 0.01], margin=0.0, severe=2.0) == "partial"
    assert decide("weak", [0.01, 0.01, 0.98], margin=0.0, severe=3.0, down_only=False) == "partial"


def test_the_shipped_calibrator_moves_either_way_and_a_down_only_one_only_lowers():
    assert MODEL["down_only"] is False
    assert decide("weak", [0.01, 0.01, 0.98], margin=0.0, severe=2.0) == "partial"
    assert decide("weak", [0.01, 0.01, 0.98], margin=0.0, severe=2.0, down_only=True) == "weak"
    assert decide("partial", [0.0, 0.05, 0.95], margin=0.0, severe=2.0, down_only=True) == "partial"


def test_what_counts_as_a_self_report():
    assert depth_model.self_reported(True, False, False)  # disowned
    assert depth_model.self_reported(False, True, False)  # a gap admitted, a shrug
    assert depth_model.self_reported(False, False, True)  # the figure it names deferred
    assert not depth_model.self_reported(False, False, False)


def test_which_verdicts_stand_whatever_the_model_says():
    """``stands``: a verdict that rests on a red flag (a catalogued misconception or another false claim), and a strong
    verdict on an answer to a question that asked for one signal. Nothing else."""
    one_signal, two_signals = {"targets_n": 0.25}, {"targets_n": 0.5}
    for depth in DEPTHS:
        assert depth_model.stands({**two_signals, "flag_misconception": 1.0}, depth)
        assert depth_model.stands({**two_signals, "flag_other": 1.0}, depth)
    assert depth_model.stands(one_signal, "strong")
    assert not depth_model.stands(one_signal, "partial") and not depth_model.stands(one_signal, "weak")
    assert not depth_model.stands(two_signals, "strong")
    assert not depth_model.stands({}, "strong")


def test_a_standing_verdict_is_returned_untouched_even_by_a_confident_model(monkeypatch):
    class Result:
        def __init__(self):
            self.depth, self.level, self.evidence = "strong", "Strong", []

    monkeypatch.setattr(depth_model, "calibrate", lambda depth, features, bars=0: ("partial", "strong->partial: forced"))
    kept = depth_model.calibrated(Result(), {"targets_n": 0.25}, lambda depth: depth.title())
    assert (kept.depth, kept.level, kept.evidence) == ("strong", "Strong", [])
    moved = depth_model.calibrated(Result(), {"targets_n": 0.5}, lambda depth: depth.title())
    assert (moved.depth, moved.level, moved.evidence) == ("partial", "Partial", ["strong->partial: forced"])


def test_the_calibrator_never_lifts_a_capped_verdict_nor_lowers_past_a_closure():
    """``barred`` (variant C): not lifted back across a cap at partial, not lowered past a closure."""
    up, down, both = depth_model.UP, depth_model.DOWN, depth_model.UP | depth_model.DOWN
    asked_two = {"targets_n": 0.5}
    assert depth_model.barred(asked_two, "partial") == 0
    assert depth_model.barred({**asked_two, "why:strong->partial": 1.0}, "partial") == up  # capped: not lifted back
    assert depth_model.barred({**asked_two, "why:weak->partial": 1.0}, "partial") == 0  # a lift may be reversed
    assert depth_model.barred({**asked_two, "why:partial->weak": 1.0}, "weak") == 0  # lowered to weak: may be lifted
    assert depth_model.barred({**asked_two, "why:weak->partial": 1.0}, "strong") == 0  # a move that ended elsewhere
    assert depth_model.barred({**asked_two, "closures": 0.5}, "partial") == down
    assert depth_model.barred({**asked_two, "closures": 0.5, "why:strong->partial": 1.0}, "partial") == both
    assert depth_model.barred({**asked_two, "flag_other": 1.0}, "weak") == both  # it stands
    # and decide() honours the bars, however confident the model
    assert decide("partial", [0.0, 0.02, 0.98], margin=0.0, severe=2.0) == "strong"
    assert decide("partial", [0.0, 0.02, 0.98], margin=0.0, severe=2.0, bars=up) == "partial"
    assert decide("partial", [0.98, 0.02, 0.0], margin=0.0, severe=2.0, bars=down) == "partial"
    assert decide("partial", [0.98, 0.02, 0.0], margin=0.0, severe=2.0, bars=up) == "weak"


def test_the_calibrator_imports_nothing_from_the_assessor():
    """depth_model sits below assess (tests/test_layers.py): the coverage and the level's name are passed in."""
    source = Path(depth_model.__file__).read_text(encoding="utf-8")
    assert "from .assess" not in source and "interview.assess" not in source


def test_without_a_far_error_cost_only_the_neighbour_is_weighed_against_the_verdict():
    # a strong verdict the model calls weak: partial is no likelier than strong, so with equal costs it stands
    assert decide("strong", [0.98, 0.01, 0.01], margin=0.0, severe=1.0) == "strong"


def test_the_rules_verdict_stands_unless_a_neighbour_wins_by_the_margin():
    # partial at .40 against weak at .45: weak is likelier, but not by more than a .1 margin
    assert decide("partial", [0.45, 0.40, 0.15], margin=0.1, severe=1.0) == "partial"
    assert decide("partial", [0.60, 0.30, 0.10], margin=0.1, severe=1.0) == "weak"
    assert decide("strong", [0.10, 0.45, 0.45], margin=0.0, severe=1.0) == "strong"  # a tie moves nothing


def test_a_costly_far_error_keeps_a_middle_verdict_the_model_half_doubts():
    # weak is the likeliest, but strong is likely enough that calling it weak risks a weak<->strong miss
    probs = [0.50, 0.20, 0.30]
    assert decide("partial", probs, margin=0.0, severe=1.0) == "weak"
    assert decide("partial", probs, margin=0.0, severe=3.0) == "partial"


def test_probabilities_are_a_distribution_and_unknown_features_weigh_nothing():
    probs = probabilities({"no-such-feature": 5.0}, MODEL)
    assert abs(sum(probs) - 1.0) < 1e-9 and all(0 < p < 1 for p in probs)
    baseline = probabilities({}, MODEL)
    assert probs == baseline


def test_the_switch_leaves_the_rules_alone(monkeypatch):
    monkeypatch.setenv(depth_model.SWITCH, "off")
    assert calibrate("strong", {"ship:strong": 1.0}) == ("strong", None)


# ------------------------------------------------------------------ in the assessor

def _target(topic_ref: str = "", signal: str = ""):
    library = load_library()
    persona_id, topic_id = (topic_ref or _first_topic(library)).split("/")
    topic = library.persona(persona_id).topic(topic_id)
    act = "probe" if signal else "question"
    text = next(p.text for p in topic.ladder if p.signal == signal) if signal else topic.question
    return Target(library.rubric(topic.dimension), question_targets(topic, act, signal), frozenset(), text,
                  elsewhere_targets(topic, act, signal), topic_signals(topic))


def _first_topic(library) -> str:
    for item in yaml.safe_load((CORPUS / "assessor-dev.yaml").read_text(encoding="utf-8"))[:1]:
        return item["topic"]
    raise AssertionError("no dev answers")


def _leaning(depth: str) -> dict:
    """A model that leans hard towards ``depth`` whatever it reads (for the tests of how a move is recorded)."""
    bias = [-10.0, -10.0, -10.0]
    bias[DEPTHS.index(depth)] = 10.0
    return {**MODEL, "bias": bias, "weights": [[0.0, 0.0, 0.0] for _ in MODEL["features"]], "margin": 0.0}


def test_a_move_is_recorded_in_the_evidence_and_level(monkeypatch):
    monkeypatch.delenv(depth_model.SWITCH, raising=False)
    monkeypatch.setattr(depth_model, "_load", lambda: _leaning("weak"))
    target = _target()
    answer = ("I would look at the per-rank step timings first, because one slow rank holds every collective, "
              "and then compare the NIC counters on that node against its neighbours.")
    monkeypatch.setenv(depth_model.SWITCH, "off")
    rules = LexicalAssessor().assess_sync(answer, target)
    monkeypatch.delenv(depth_model.SWITCH)
    moved = LexicalAssessor().assess_sync(answer, target)
    assert rules.depth != "weak" and not any("depth calibrator" in e for e in rules.evidence)
    assert moved.depth == DEPTHS[DEPTHS.index(rules.depth) - 1]
    assert moved.level == level_label(target.dimension, moved.depth) != rules.level
    notes = [e for e in moved.evidence if "depth calibrator" in e]
    assert len(notes) == 1 and notes[0].startswith(f"{rules.depth}->{moved.depth}:")
    assert moved.shown == rules.shown  # credit stays as the rules read it


SELF_REPORTS = [
    "Honestly I have no idea here. Maybe it's the network, maybe one host is slow; I'd look at whatever the logs say.",
    "I'm not sure how I'd split those apart. Possibly a slow disk, possibly a bad card, I'd guess the card.",
    "I haven't debugged one of these myself, so this is a guess: perhaps the ranks wait on one slow machine.",
]


@pytest.mark.parametrize("answer", SELF_REPORTS)
@pytest.mark.parametrize("leaning", ["weak", "strong"])
def test_a_verdict_resting_on_what_the_candidate_says_they_know_is_never_moved(monkeypatch, answer, leaning):
    """However hard the model leans, an answer whose speaker disowns it, admits a gap or shrugs keeps the rules' depth."""
    monkeypatch.delenv(depth_model.SWITCH, raising=False)
    monkeypatch.setattr(depth_model, "_load", lambda: _leaning(leaning))
    target = _target()
    moved = LexicalAssessor().assess_sync(answer, target)
    monkeypatch.setenv(depth_model.SWITCH, "off")
    rules = LexicalAssessor().assess_sync(answer, target)
    assert moved.depth == rules.depth and not any("depth calibrator" in e for e in moved.evidence)


def test_the_report_and_the_next_step_read_the_calibrated_depth(monkeypatch):
    """`assess --json` prints the final depth and chooses its follow-up from it (the policy reads the assessment)."""
    from interviewer.interview import tryout

    monkeypatch.delenv(depth_model.SWITCH, raising=False)
    monkeypatch.setattr(depth_model, "_load", lambda: _leaning("weak"))
    library = load_library()
    topic_ref = _first_topic(library)
    answer = ("I would look at the per-rank step timings first, because one slow rank holds every collective, "
              "and then compare the NIC counters on that node against its neighbours.")
    report = tryout.assess_utterance(library, answer, model="offline", topic=topic_ref).as_json()
    monkeypatch.setenv(depth_model.SWITCH, "off")
    plain = tryout.assess_utterance(library, answer, model="offline", topic=topic_ref).as_json()
    assert plain["depth"] in ("partial", "strong")
    assert report["depth"] == DEPTHS[DEPTHS.index(plain["depth"]) - 1]


# ------------------------------------------------------------------ provenance

RETIRED_SINCE_THE_FIT = {"assessor-an-test.yaml", "assessor-ao-test.yaml", "assessor-ap-test.yaml", "assessor-aq-test.yaml",
                         "assessor-ar-test.yaml", "assessor-as-test.yaml",
                         "assessor-at-test.yaml", "assessor-au-test.yaml",
                         "assessor-av-test.yaml", "assessor-aw-test.yaml",
                         "assessor-ax-test.yaml"}
"""Dev files retired after the shipped weights were fitted (round 41, 39 sources): set AN, retired in round 42, set
AO, retired in round 43, set AP, retired in round 44, set AQ, retired in round 45, set AR, retired in round 46, set AS, retired in round 47, set AT, retired in round 48, set AU, retired in round 49, set AV, retired in round 50, set AW, retired in round 51, and set AX, retired in round 52. Round 43's retrain with AN and
AO (41 sources) passed round 41's gates against the rules but was worse than these weights on AO out of fold (.807 vs
.814; bench/assessor_calib.py), so by the rule written before it these weights stay and the files join at the next
retrain that passes them."""


def test_training_hashes_match_the_dev_files(tool):
    dev = {f.name for f in tool.training_files()}
    assert RETIRED_SINCE_THE_FIT <= dev and not RETIRED_SINCE_THE_FIT & set(MODEL["training"])
    assert set(MODEL["training"]) == dev - RETIRED_SINCE_THE_FIT
    for name, digest in MODEL["training"].items():
        assert hashlib.sha256((CORPUS / name).read_bytes()).hexdigest() == digest, f"{name} changed since training"


def test_held_out_files_are_never_in_training(tool):
    held = {f.name for f in tool.held_out_files()}
    assert {"assessor-test.yaml", "assessor-b-test.yaml"} <= held
    assert not held & set(MODEL["training"])
    with pytest.raises(SystemExit, match="held-out"):
        tool.check_files([CORPUS / "assessor-dev.yaml", CORPUS / "assessor-test.yaml"])


def test_the_shipped_model_reproduces_assess_json_verdicts_on_a_fixed_sample(monkeypatch):
    """Through `interviewer assess --answers-file F --json`, as bench/assessor.py runs it, one call per question."""
    monkeypatch.delenv(depth_model.SWITCH, raising=False)
    files = {"a": "assessor-dev.yaml", "b": "assessor-b-dev.yaml", "e": "assessor-e-dev.yaml"}
    by_set: dict[str, dict[str, dict]] = {}
    groups: dict[tuple[str, str], list[tuple[dict, str]]] = defaultdict(list)
    for entry in SAMPLE:
        name = files.get(entry["set"], f"assessor-{entry['set']}-test.yaml")
        if name not in by_set:
            by_set[name] = {d["id"]: d for d in yaml.safe_load((CORPUS / name).read_text(encoding="utf-8"))}
        item = by_set[name][entry["id"]]
        groups[(item["topic"], item.get("asked") or "")].append((entry, item["text"]))
    moved = sum(1 for e in SAMPLE if e["depth"] != e["rules"])
    assert moved >= 10, "the sample should hold verdicts the calibrator moves"
    wrong = []
    for (topic, asked), rows in groups.items():
        path = Path(__file__).parent / ".depth_model_sample.jsonl"
        cmd = [sys.executable, "-m", "interviewer.cli.main", "assess", "--topic", topic, "--json"]
        if asked.startswith("probe:"):
            cmd += ["--asked", asked]
        try:
            path.write_text("".join(json.dumps(" ".join(t.split())) + "\n" for _, t in rows), encoding="utf-8")
            out = subprocess.run(cmd + ["--answers-file", str(path)], capture_output=True, text=True, check=True).stdout
        finally:
            path.unlink(missing_ok=True)
        # read as bench/assessor.py reads it: a turn the listener does not take as an answer has no depth, and
        # counts as weak (the rules' verdict on it, which the calibrator never sees)
        got = [json.loads(line).get("depth") or "weak" for line in out.splitlines() if line.strip()]
        wrong += [(e["set"], e["id"], e["depth"], g) for (e, _), g in zip(rows, got) if g != e["depth"]]
    assert not wrong
