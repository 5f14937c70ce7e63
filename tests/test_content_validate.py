"""`interviewer validate` through the CLI: broken content is reported as file:line and exits 2.

Plain-data tests (no model involved), so no cassettes.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.content.paths import builtin_root

FIXTURES = Path(__file__).parent / "fixtures" / "content"


def _validate(capsys, *args: str) -> tuple[int, list[str]]:
    code = main(["validate", *args])
    out = capsys.readouterr().out
    return code, [line for line in out.splitlines() if line.strip()]


def test_shipped_content_passes_and_prints_counts(capsys):
    code, lines = _validate(capsys)
    assert code == 0
    assert lines[0] == "Content is valid (shipped content)."
    counts = {line.split()[0]: int(line.split()[1]) for line in lines[1:]}
    assert set(counts) == {"loops", "personas", "rubrics", "scenarios", "tasks", "facts", "lexicons"}
    assert counts["loops"] >= 2 and counts["personas"] >= 8 and counts["rubrics"] >= 12


def test_missing_references_are_each_reported_with_their_line(capsys):
    code, lines = _validate(capsys, str(FIXTURES / "missing-ref"))
    assert code == 2
    loop = str(FIXTURES / "missing-ref" / "loops" / "haunted.yaml")
    persona = str(FIXTURES / "missing-ref" / "personas" / "ghost.yaml")
    task = str(FIXTURES / "missing-ref" / "tasks" / "orphan.yaml")
    problems = [line for line in lines if not line.endswith("problems found.")]
    # Paths are printed relative to the working directory when they are under it.
    problems = [str(Path(line.split(":")[0]).resolve()) + ":" + line.split(":", 1)[1] for line in problems]
    assert problems == [
        f"{loop}:9: stage 'one' names unknown persona 'nobody' (known: coding-interviewer, design-architect, "
        "design-scale-architect, ghost, infra-capacity-planner, infra-cluster-ops, infra-hiring-manager, "
        "infra-network, infra-ray, infra-reliability, oncall-lead, panel-postmortem, …)",
        f"{loop}:15: stage 'two' lists topic 'not-a-topic', which persona 'ghost' does not have "
        "(its topics: bad-signal, no-rubric)",
        *[p for p in problems if ":16: stage 'two' names unknown scenario 'no-such-scenario' (known: " in p],
        *[p for p in problems if ":17: stage 'two' names unknown task 'no-such-task' (known: " in p],
        *[p for p in problems if p.startswith(f"{persona}:19: unknown rubric dimension 'no-such-rubric' (known: ")],
        f"{persona}:32: probe names signal 'no-such-signal', which rubric 'nccl-collectives' does not define "
        "(its signals: bandwidth-measurement, channels-and-qps, hang-localisation, in-network-reduction, "
        "nccl-debug-output, protocols-and-tuning, ring-vs-tree, transport-and-fabric, version-consistency)",
        *[p for p in problems if p.startswith(f"{task}:5: unknown rubric dimension 'not-a-dimension' (known: ")],
        f"{task}:10: checker file 'checkers/missing_checker.py' not found (looked for "
        f"{FIXTURES / 'missing-ref' / 'tasks' / 'checkers' / 'missing_checker.py'})",
    ]
    assert len(problems) == 8
    assert lines[-1] == "8 problems found."


@pytest.mark.parametrize(("case", "file", "line", "message"), [
    ("bad-yaml", "rubrics/broken.yaml", 9, "YAML: did not find expected '-' indicator"),
    ("unknown-key", "rubrics/typo.yaml", 15,
     "signals.0.wieght: unknown key (check the spelling; see `interviewer show` for the schema)"),
    ("duplicate-id", "rubrics/b.yaml", 2, "duplicate rubric id 'twin' (also in rubrics/a.yaml)"),
    ("bad-regex", "rubrics/bad-regex.yaml", 16,
     "regular expression does not compile: missing ), unterminated subpattern at position 0"),
])
def test_broken_files(capsys, monkeypatch, case, file, line, message):
    monkeypatch.chdir(FIXTURES / case)
    code, lines = _validate(capsys, ".")
    assert code == 2
    assert lines == [f"{file}:{line}: {message}", "1 problem found."]


@pytest.mark.timeout(20)
def test_alias_bomb_fails_fast_with_a_line_number(capsys, monkeypatch):
    monkeypatch.chdir(FIXTURES / "alias-bomb")
    started = time.process_time()
    code, lines = _validate(capsys, "rubrics/lol.yaml")
    assert time.process_time() - started < 10
    assert code == 2
    assert lines == ["rubrics/lol.yaml:7: YAML: YAML aliases (*name) are not allowed in content files",
                     "1 problem found."]


def test_missing_folder_is_an_error(capsys, tmp_path):
    code, lines = _validate(capsys, str(tmp_path / "nope"))
    assert code == 2
    assert lines[0].endswith("nope: content folder does not exist; check --content-dir")


def _copy_rubric(tmp_path: Path, rubric_id: str) -> Path:
    folder = tmp_path / "my-content"
    (folder / "rubrics").mkdir(parents=True)
    dest = folder / "rubrics" / f"{rubric_id}.yaml"
    shutil.copy(builtin_root() / "rubrics" / f"{rubric_id}.yaml", dest)
    return dest


def test_user_override_of_a_rubric_is_validated_and_loaded(capsys, tmp_path):
    dest = _copy_rubric(tmp_path, "fsdp-sharding")
    text = dest.read_text()
    shipped = load_library().rubric("fsdp-sharding")
    old = shipped.levels[2].anchor.split()[:6]
    new_anchor = "Names FULL_SHARD and explains the per-GPU memory of a 13B model with arithmetic."
    start = text.index("  - score: 3")
    end = text.index("  - score: 4")
    text = text[:start] + f"  - score: 3\n    label: Deep\n    anchor: {new_anchor}\n" + text[end:]
    dest.write_text(text)

    code, lines = _validate(capsys, "--content-dir", str(dest.parent.parent))
    assert code == 0
    assert lines[0] == "Content is valid (shipped content and 1 user path)."

    lib = load_library([dest.parent.parent])
    rubric = lib.rubric("fsdp-sharding")
    assert rubric.levels[2].anchor == new_anchor
    assert rubric.levels[2].anchor.split()[:6] != old
    assert rubric.signals == shipped.signals
    assert lib.source("rubric", "fsdp-sharding").path == dest
    assert not lib.source("rubric", "fsdp-sharding").builtin
    # Everything else still comes from the shipped content.
    assert lib.source("rubric", "nccl-collectives").builtin


def test_user_override_that_breaks_a_shipped_reference_is_caught(capsys, tmp_path):
    """Removing a signal that a shipped persona probes is reported at the persona's line."""
    dest = _copy_rubric(tmp_path, "ray-orchestration")
    text = dest.read_text()
    start = text.index("  - id: leak-diagnosis")
    end = text.index("  - id: ray-train")
    dest.write_text(text[:start] + text[end:])

    code, lines = _validate(capsys, str(dest))
    assert code == 2
    assert len(lines) == 2
    where, message = lines[0].split(": ", 1)
    path, line = where.rsplit(":", 1)
    persona = builtin_root() / "personas" / "infra-ray.yaml"
    assert Path(path).resolve() == persona.resolve()
    expected_line = next(i for i, text in enumerate(persona.read_text().splitlines(), 1)
                         if text.strip() == "- signal: leak-diagnosis")
    assert int(line) == expected_line
    assert message.startswith("probe names signal 'leak-diagnosis', which rubric 'ray-orchestration' does not define")


def test_fact_sheet_references_and_patterns_are_checked(capsys):
    code, lines = _validate(capsys, str(FIXTURES / "bad-facts"))
    assert code == 2
    assert [line.split(":", 1)[1] for line in lines[:-1] if line] == [
        "3: applies_to names stage 'nope', which loop 'training-engineer' does not have",
        "7: regular expression does not compile: missing ), unterminated subpattern at position 1",
    ]


def test_facts_for_finds_sheets_by_target(tmp_path):
    from interviewer.content import load_library

    (tmp_path / "facts").mkdir()
    (tmp_path / "facts" / "storage.yaml").write_text(
        "kind: facts\nid: storage\napplies_to: stage:training-engineer/system-design\nfacts:\n"
        "  - id: ckpt-storage\n    text: Checkpoints go to Lustre at about 400 GB/s aggregate.\n"
        "    aliases: [storage, write bandwidth]\n")
    # Shipped content has facts for every stage now (#11): look at this folder's sheets alone.
    lib = load_library([tmp_path], include_builtin=False)
    assert [f.id for f in lib.facts_for("stage:training-engineer/system-design")] == ["ckpt-storage"]
    assert lib.facts_for("stage:training-engineer/screen") == []


def test_a_template_placeholder_left_in_an_artifact_is_reported(capsys, tmp_path):
    # Round 8 found three nvidia-smi rows shipped as '{i} ... 4137{7+i}': a generator's loop copied as text.
    folder = tmp_path / "my-content" / "scenarios"
    folder.mkdir(parents=True)
    dest = folder / "xid79-fallen-off-bus.yaml"
    text = (builtin_root() / "scenarios" / "xid79-fallen-off-bus.yaml").read_text()
    start = text.index("    content: |\n") + len("    content: |\n")
    indent = text[start:].split("\n", 1)[0]
    indent = indent[: len(indent) - len(indent.lstrip())]
    dest.write_text(text[:start] + f"{indent}export NCCL_DEBUG=${{NCCL_DEBUG:-WARN}}\n{indent}GPU {{i}}: rank {{8+i}}\n"
                    + text[start:])
    code, lines = _validate(capsys, str(dest))
    assert code == 2
    assert len(lines) == 2 and lines[0].split(":")[0].endswith("my-content/scenarios/xid79-fallen-off-bus.yaml")
    assert "shows '{i}', a template placeholder left in the output a candidate reads" in lines[0]
    dest.write_text(text[:start] + f"{indent}export NCCL_DEBUG=${{NCCL_DEBUG:-WARN}}\n" + text[start:])
    assert _validate(capsys, str(dest))[0] == 0  # bash's ${VAR} is not a placeholder
