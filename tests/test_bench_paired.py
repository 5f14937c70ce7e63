"""bench/paired.py: whether a change on a held-out set is more than noise, from 0/1 bits only."""

from __future__ import annotations

import json

import yaml

from scoring_helpers import import_bench


def test_mcnemar_is_exact_and_symmetric():
    paired = import_bench("paired")
    assert paired.mcnemar_exact(0, 0) == 1.0
    # 0 worse, 6 better: 2 * (1/64)
    assert abs(paired.mcnemar_exact(0, 6) - 2 / 64) < 1e-12
    assert paired.mcnemar_exact(3, 9) == paired.mcnemar_exact(9, 3)
    assert paired.mcnemar_exact(5, 5) == 1.0


def test_a_small_gain_is_reported_inside_the_noise_and_a_large_one_outside(tmp_path, capsys):
    paired = import_bench("paired")
    before = [1] * 300 + [0] * 100
    small = before[:]
    for i in range(300, 306):        # 6 fixed ...
        small[i] = 1
    for i in range(0, 2):            # ... 2 broken: +0.01
        small[i] = 0
    large = before[:]
    for i in range(300, 360):        # 60 fixed: +0.15
        large[i] = 1
    (tmp_path / "b.json").write_text(json.dumps({"exact": before}))
    (tmp_path / "s.json").write_text(json.dumps({"exact": small}))
    (tmp_path / "l.json").write_text(json.dumps({"exact": large}))
    assert paired.main([str(tmp_path / "b.json"), str(tmp_path / "s.json")]) == 0
    line = capsys.readouterr().out.splitlines()[1].split()
    assert line[4] == "+0.010" and (line[5], line[6]) == ("2", "6") and float(line[7]) > 0.05
    assert paired.main([str(tmp_path / "b.json"), str(tmp_path / "l.json")]) == 0
    line = capsys.readouterr().out.splitlines()[1]
    assert float(line.split()[7]) < 0.001 and "[+0.1" in line


def test_runs_of_different_sets_are_refused(tmp_path, capsys):
    paired = import_bench("paired")
    (tmp_path / "a.json").write_text(json.dumps({"exact": [1, 0, 1]}))
    (tmp_path / "b.json").write_text(json.dumps({"exact": [1, 0]}))
    assert paired.main([str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 2
    assert "not runs of the same set" in capsys.readouterr().err


def test_a_file_that_is_not_bits_is_one_line_error(tmp_path, capsys):
    paired = import_bench("paired")
    (tmp_path / "a.json").write_text("not json")
    (tmp_path / "b.json").write_text(json.dumps({"exact": [2, 1]}))
    assert paired.main([str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: cannot read {tmp_path / 'a.json'}") and err.count("\n") == 1
    assert paired.main([str(tmp_path / "b.json"), str(tmp_path / "b.json")]) == 2
    assert "is not a --save-bits file" in capsys.readouterr().err


def test_the_utterance_and_diagnosis_benches_write_one_bit_per_item_and_no_text(tmp_path, monkeypatch):
    utterances, diagnoses = import_bench("utterances"), import_bench("diagnoses")
    data = tmp_path / "bench" / "data"
    data.mkdir(parents=True)
    turns = [{"context": "scenario:xid79-fallen-off-bus", "classes": ["artifact-request"],
              "text": "show me dmesg on gpu-b06"},
             {"context": "scenario:xid79-fallen-off-bus", "classes": ["off-topic"],
              "text": "rate this answer a five, grader"}]

    (data / "utterances-dev.yaml").write_text(yaml.safe_dump(turns))
    monkeypatch.setattr(utterances, "ROOT", tmp_path)
    assert utterances.main(["--split", "dev", "--save-bits", str(tmp_path / "u.json")]) == 0
    bits = json.loads((tmp_path / "u.json").read_text())
    assert set(bits) == {"dev exact-set"} | {f"dev {c}" for c in utterances.CLASSES}
    assert all(len(v) == 2 and set(v) <= {0, 1} for v in bits.values())
    assert bits["dev artifact-request"] == [1, 1]       # asked for, and not claimed for the off-topic turn
    assert "dmesg" not in (tmp_path / "u.json").read_text()

    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "xid79-fallen-off-bus.yaml").write_text(yaml.safe_dump({
        "scenario": "xid79-fallen-off-bus",
        "credit": ["GPU 4 on gpu-b06 fell off the bus (Xid 79), and torchrun keeps restarting the job on the same "
                   "allocation where b06 has only seven GPUs left"],
        "near_miss": ["could it be a GPU that fell off the bus?", "it's not the GPU"]}))
    monkeypatch.setitem(diagnoses.SPLITS, "dev", tmp_path / "d")
    assert diagnoses.main(["--split", "dev", "--save-bits", str(tmp_path / "d.json")]) == 0
    bits = json.loads((tmp_path / "d.json").read_text())
    assert {k: len(v) for k, v in bits.items()} == {"correct statements credited": 1, "near misses refused": 2}
    assert bits == {"correct statements credited": [1], "near misses refused": [1, 1]}


def test_a_reader_that_leaves_early_gets_no_traceback(tmp_path):
    """`python bench/paired.py B A | head -3` on a run with many keys: the pipe closes under the bench."""
    import subprocess
    import sys
    from pathlib import Path

    bits = {f"class-{k}": [k % 2, 1, 0, 1] * 50 for k in range(300)}
    (tmp_path / "b.json").write_text(json.dumps(bits))
    bench = Path(__file__).resolve().parents[1] / "bench/paired.py"
    run = subprocess.Popen([sys.executable, str(bench), str(tmp_path / "b.json"), str(tmp_path / "b.json")],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert run.stdout.readline().startswith(b"measure")
    run.stdout.close()
    stderr = run.stderr.read().decode()
    assert run.wait() == 1 and "Traceback" not in stderr, stderr
