"""bench/blind/check_overlap.py, which blind writers run on their files: it flags words copied from a matching rule
(what the blind view removes, and the lexicon) and leaves alone what the blind view shows them."""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench" / "blind"))
import check_overlap  # noqa: E402


def test_a_reference_answer_copied_is_flagged_and_a_signal_description_is_not(tmp_path, capsys):
    rubric = yaml.safe_load((ROOT / "rubrics" / "nccl-collectives.yaml").read_text(encoding="utf-8"))
    reference = " ".join(rubric["reference_answers"][0].split()[:12])  # removed by the blind view: a rule
    description = " ".join(rubric["signals"][0]["description"].split())  # shown by the blind view
    path = tmp_path / "assessor-zz-a.yaml"
    path.write_text(yaml.safe_dump([
        {"id": "zza001", "text": "So, from memory: " + reference + ", more or less."},
        {"id": "zza002", "text": description},
        {"id": "zza003", "text": "I'd look at which rank never posted the collective and start there."},
    ]), encoding="utf-8")
    assert check_overlap.main([str(path)]) == 1
    out = capsys.readouterr().out
    assert "zza001" in out and "zza002" not in out and "zza003" not in out


def test_a_clean_diagnosis_file_passes(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text(yaml.safe_dump({"scenario": "x", "credit": ["the card on node seven dropped off its bus"],
                                    "near_miss": ["maybe the network?"]}), encoding="utf-8")
    assert check_overlap.main([str(path)]) == 0
