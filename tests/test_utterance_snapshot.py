"""The rule snapshot the utterance tie-breaker is trained on (``tools/utterance_model_rules.json``) is what the
current rules say: a fixed sample of its turns is rerun in-process, model off, and must match.

When a rule change makes this fail, refresh the snapshot and refit in one command:
``python tools/train_utterance_model.py --refresh-rules``.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import yaml

from interviewer.cli.main import main
from interviewer.interview import utterance_model

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT = json.loads((ROOT / "tools/utterance_model_rules.json").read_text(encoding="utf-8"))
EVERY = 67
"""Every 67th turn over the splits in the snapshot's order: about 60 turns (63 with fresh10, 71 with fresh11, 78 with fresh12, 86 with fresh13, 95 with fresh14, 103 with fresh15, 112 with fresh16, 121 with
fresh17, 131 with fresh18, 140 with fresh19, 159 with fresh20 and fresh21, 168 with fresh22, 178 with fresh23, 187 with fresh24, 196 with fresh25, 205 with fresh26, 214 with fresh27, 223 with fresh28, 232 with fresh29, 241 with fresh30, 250 with fresh31, 259 with fresh32, 268 with fresh33, 277 with fresh34, 286 with fresh35, 295 with fresh36, 304 with fresh37, 313 with fresh38), the same ones on every run."""
STALE = "the rules changed since tools/utterance_model_rules.json: run python tools/train_utterance_model.py --refresh-rules"


def sample() -> dict[str, list[tuple[str, int, str]]]:
    """Per context: (split, index, text) of the sampled turns."""
    by_context: dict[str, list[tuple[str, int, str]]] = defaultdict(list)
    position = 0
    for split in SNAPSHOT:
        items = yaml.safe_load((ROOT / f"bench/data/utterances-{split}.yaml").read_text(encoding="utf-8"))
        for k, item in enumerate(items):
            if position % EVERY == 0:
                by_context[item["context"]].append((split, k, item["text"]))
            position += 1
    return by_context


def test_the_rule_snapshot_matches_the_current_rules(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv(utterance_model.SWITCH, "off")
    checked = 0
    for context, turns in sample().items():
        kind, _, ref = context.partition(":")
        answers = tmp_path / "answers.jsonl"  # one turn per line, exactly as written (as bench/utterances.py runs them)
        answers.write_text("".join(json.dumps(text) + "\n" for _, _, text in turns), encoding="utf-8")
        assert main(["assess", "--topic" if kind == "topic" else "--scenario", ref, "--answers-file", str(answers),
                     "--model", "offline"]) == 0
        reports = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        for (split, k, _), report in zip(turns, reports, strict=True):
            recorded = SNAPSHOT[split]
            assert "+".join(sorted(report["classes"])) == recorded["rules"][k], f"{split}[{k}]: {STALE}"
            credited = bool((report.get("diagnosis") or {}).get("credited"))
            assert credited == (k in recorded["credited"]), f"{split}[{k}] diagnosis: {STALE}"
            checked += 1
    assert 50 <= checked <= 325
