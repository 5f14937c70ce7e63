"""bench/assessor.py through the CLI seam: every answer gets its own row, whatever its text holds, and the bench's
in-process path is the CLI's path (the same verdict and the same next move), so the two never drift apart."""

from __future__ import annotations

from scoring_helpers import import_bench

TOPIC = "infra-network/debug-during-hang"


def test_answers_that_look_like_fences_or_separators_stay_apart():
    bench = import_bench("assessor")
    texts = ["```NCCL_DEBUG=INFO``` on every rank, then read which transport each channel picked",
             "---",
             "I'd set NCCL_DEBUG=INFO and look for NET/Socket on one node: it fell back to TCP.",
             "```", "no idea"]
    items = [bench.Item(f"x{k}", TOPIC, "opening", "terse", "weak", [], text) for k, text in enumerate(texts)]
    through_cli = bench.run_cli(items)
    assert len(through_cli) == len(texts)
    assert through_cli == bench.run_in_process(items)


def test_the_in_process_path_is_the_cli_path_line_breaks_and_next_moves_included():
    bench = import_bench("assessor")
    texts = [  # a typed answer keeps its line breaks; "no idea" is read as not knowing (weak, then a rephrase)
        "- NCCL_DEBUG=INFO on every rank\n- read which transport each channel picked\n- NET/Socket on one node = "
        "it fell back to TCP",
        "no idea, honestly",
        "py-spy dump on every rank, then compare the last collective each one entered:\nthe rank that is missing "
        "from the allreduce is the one to look at.",
    ]
    items = [bench.Item(f"y{k}", TOPIC, "opening", "terse", "weak", [], text) for k, text in enumerate(texts)]
    in_process = bench.run_in_process(items)
    assert bench.run_cli(items) == in_process
    assert in_process[1].depth == "weak" and in_process[1].next_act == "rephrase"


def test_by_drafting_and_by_part_report_each_group_on_its_own(monkeypatch, capsys):
    """Round 49's blind writers draft half their strong answers from the question alone (`drafted: question`) and
    the rest with the rubric read (`drafted: rubric`); `--by-drafting` reports each group, whole and strong-only, and
    `--by-part` each id prefix, so the two halves of a set are read apart."""
    import json

    bench = import_bench("assessor")
    texts = [("pa001", "question", "strong", "I'd set NCCL_DEBUG=INFO and look for NET/Socket on one node: it fell back to TCP."),
             ("pa002", "rubric", "weak", "no idea"),
             ("pb001", "rubric", "strong", "py-spy dump on every rank, then compare the last collective each entered.")]
    items = [bench.Item(i, TOPIC, "opening", "terse", depth, [], text, drafted=how) for i, how, depth, text in texts]
    monkeypatch.setattr(bench, "load_split", lambda split, corpus="a": items)
    assert bench.main(["--set", "au", "--by-drafting", "--by-part", "--json", "--in-process"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["drafted question"]["n"] == 1 and report["drafted question strong"]["n"] == 1
    assert report["drafted rubric"]["n"] == 2 and report["drafted rubric strong"]["n"] == 1
    assert report["part pa"]["n"] == 2 and report["part pb"]["n"] == 1
    assert "drafted " not in "".join(k for k in report if k.startswith("part"))
