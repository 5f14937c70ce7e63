"""`interviewer assess`: the engine's own path on one utterance, through the CLI (offline)."""

from __future__ import annotations

import json

from interviewer.cli.main import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["assess", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_clarifying_question_is_not_assessed_and_the_question_comes_back(capsys):
    code, out, _ = run(capsys, "--topic", "design-architect/run-layout", "--json",
                       "--answer", "what storage do we have, and how fast can it write?")
    assert code == 0
    report = json.loads(out)
    assert report["class"] == "question" and report["depth"] is None and report["shown"] == []
    assert report["next"]["act"] == "clarify"
    assert report["next"]["text"].endswith("How do you lay out the parallelism?")


def test_an_answer_is_assessed_and_probed_for_what_it_lacked(capsys):
    code, out, _ = run(capsys, "--topic", "design-architect/run-layout", "--json",
                       "--answer", "TP=8 inside the node over NVSwitch, PP across nodes, DP over the IB fabric")
    report = json.loads(out)
    assert code == 0 and report["class"] == "answer" and report["depth"] in ("weak", "partial", "strong")
    assert set(report) >= {"class", "classes", "depth", "shown", "missing", "red_flags", "diagnosis", "artifacts",
                           "next"}
    assert report["next"]["act"] in ("probe", "deepen", "next-topic")
    assert report["next"]["signal"] not in {s["signal"] for s in report["shown"]}


def test_scenario_question_fishing_for_the_cause_is_declined_and_reveals_nothing(capsys):
    code, out, _ = run(capsys, "--scenario", "nccl-driver-mismatch-hang", "--json", "--answer", "is it the driver?")
    report = json.loads(out)
    assert code == 0 and report["class"] == "question" and report["artifacts"] == []
    assert report["diagnosis"] is None and report["next"]["act"] == "clarify"
    assert "can't tell you" in report["next"]["text"]


def test_answers_file_prints_one_json_line_per_block(capsys, tmp_path):
    f = tmp_path / "answers.txt"
    f.write_text("Can I see the driver versions on every node?\n\nno idea honestly\n")
    code, out, _ = run(capsys, "--scenario", "nccl-driver-mismatch-hang", "--answers-file", str(f))
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(lines) == 2
    assert lines[0]["class"] == "artifact-request" and lines[0]["artifacts"] == ["driver-inventory"]
    assert lines[1]["class"] == "dont-know" and lines[1]["red_flags"] == [] and lines[1]["next"]["act"] == "rephrase"


def test_a_jsonl_answers_file_keeps_every_text_whole_one_row_each(capsys, tmp_path):
    # A pasted log with a blank line, a ``` fence and a `---` line: a blank-line file would split or merge these
    # (and a bench zipping rows to items would misalign); JSON lines hand each text over exactly.
    texts = ["can I see the driver versions on every node?",
             "here is what I ran:\n\n```\nnvidia-smi\n\n---\n```\nno idea what it means honestly",
             {"text": "---"},
             "no idea honestly"]
    f = tmp_path / "answers.jsonl"
    f.write_text("".join(json.dumps(t) + "\n" for t in texts) + "\n")
    code, out, _ = run(capsys, "--scenario", "nccl-driver-mismatch-hang", "--answers-file", str(f))
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(rows) == 4
    assert rows[0]["class"] == "artifact-request" and rows[3]["class"] == "dont-know"


def test_a_malformed_jsonl_line_is_one_line_naming_file_and_line(capsys, tmp_path):
    f = tmp_path / "answers.jsonl"
    f.write_text('"fine"\n{not json}\n')
    code, out, err = run(capsys, "--topic", "design-architect/run-layout", "--answers-file", str(f))
    assert code == 2 and out == "" and err.count("\n") == 1 and f"{f}:2: not JSON" in err
    f.write_text('{"txt": "typo in the key"}\n')
    code, _, err = run(capsys, "--topic", "design-architect/run-layout", "--answers-file", str(f))
    assert code == 2 and f"{f}:1: no utterance" in err


def test_bad_input_is_one_line_and_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, "--topic", "nobody/nothing", "--answer", "x")
    assert code == 2 and err.count("\n") == 1 and "no persona 'nobody'" in err
    code, _, err = run(capsys, "--scenario", "nccl-driver-mismatch-hang", "--revealed", "nope", "--answer", "x")
    assert code == 2 and "no artifact 'nope'" in err
    code, _, err = run(capsys, "--topic", "design-architect/run-layout", "--answers-file", str(tmp_path / "none"))
    assert code == 2 and "cannot read answers file" in err


def test_readable_summary_without_json(capsys):
    code, out, _ = run(capsys, "--scenario", "nccl-driver-mismatch-hang",
                       "--answer", "h100-023 runs driver 560.35 while the rest run 550.90, so its P2P transfers "
                                   "stall and every rank waits")
    assert code == 0
    assert "class:     diagnosis" in out and "diagnosis: credited driver-mismatch-node-023" in out


def test_an_answer_to_a_probe_is_assessed_against_what_the_probe_asked(capsys):
    answer = ("NCCL compares its own version across ranks during init and errors out if they differ, "
              "but nobody compares the kernel driver, so I'd diff nvidia-smi's driver version on every node")
    code, out, _ = run(capsys, "--topic", "infra-network/debug-during-hang", "--asked", "probe:version-consistency",
                       "--answer", answer, "--json")
    report = json.loads(out)
    assert code == 0 and report["depth"] == "strong"
    assert [s["signal"] for s in report["shown"]] == ["version-consistency"]
    assert report["next"]["signal"] != "version-consistency"  # never asked again for what was just shown
    code, out, _ = run(capsys, "--topic", "infra-network/debug-during-hang", "--answer", answer, "--json")
    assert json.loads(out)["depth"] != "strong"  # the same words fall short of what the opening asked
    code, _, err = run(capsys, "--topic", "infra-network/debug-during-hang", "--asked", "probe:nope", "--answer", "x")
    assert code == 2 and "--asked must be" in err


def test_an_embedded_question_used_as_an_answer_is_assessed(capsys):
    # No subject-auxiliary inversion ("when the last step was logged"): a statement of what to find
    # out, answering the probe; the direct form of the same words is a question to the interviewer.
    text = ("When exactly the last step was logged, and what changed before it: any deploys to the training code, "
            "a new container image, a driver or firmware rollout on those nodes, config changes to the job, and "
            "whether it was restarted recently and from which checkpoint.")
    code, out, _ = run(capsys, "--topic", "oncall-lead/first-ten-minutes", "--asked", "probe:timeline-first",
                       "--json", "--answer", text)
    report = json.loads(out)
    assert code == 0 and report["classes"] == ["answer"] and report["depth"] == "strong"
    assert "timeline-first" in {s["signal"] for s in report["shown"]} and report["next"]["act"] != "clarify"
    code, out, _ = run(capsys, "--topic", "oncall-lead/first-ten-minutes", "--json", "--answer",
                       "when was the last step logged, and what changed before it?")
    report = json.loads(out)
    assert report["class"] == "question" and report["depth"] is None


def test_a_question_about_a_fact_is_not_a_request_for_output(capsys):
    code, out, _ = run(capsys, "--scenario", "moe-expert-imbalance-oom", "--json", "--answer",
                       "was the aux loss coefficient changed?")
    report = json.loads(out)
    assert code == 0 and report["classes"] == ["question"] and report["artifacts"] == []
    code, out, _ = run(capsys, "--scenario", "moe-expert-imbalance-oom", "--json", "--answer",
                       "can I see the config diff?")
    report = json.loads(out)
    assert report["classes"] == ["artifact-request"] and report["artifacts"] == ["config-diff"]


def test_a_statement_that_ends_with_its_own_question_is_assessed_and_the_question_answered(capsys):
    # One run-on sentence: the answer, then a question to the interviewer. Both are handled: it is assessed
    # (not routed as a clarifying question) and the storage question is answered from the facts.
    text = ("one node dies maybe every three hours at this size so I take the interval like sqrt of two times save "
            "cost times MTBF which is around 20 minutes and every rank saves its own shard async to local NVMe, "
            "how fast can the storage write?")
    code, out, _ = run(capsys, "--topic", "design-architect/failure-and-checkpointing", "--json", "--answer", text)
    report = json.loads(out)
    assert code == 0 and report["classes"] == ["answer", "question"] and report["depth"] in ("partial", "strong")
    assert "interval-from-mtbf" in {s["signal"] for s in report["shown"]}
    assert report["reply_kind"] == "facts" and report["facts"] == ["storage"]
    assert report["next"]["act"] in ("probe", "deepen") and "GB/s" in report["next"]["text"]


def test_a_tag_question_or_a_musing_run_of_questions_is_still_an_answer(capsys, tmp_path):
    answers = tmp_path / "answers.txt"
    answers.write_text(
        "Flight recorder dump on all ranks, compare the last collective sequence number each rank entered, the "
        "rank that never entered the all-reduce is the culprit, then NCCL_DEBUG=INFO on a rerun to see its "
        "transport, right?\n\n"
        "what's the first thing to find? the rank that never entered the collective: the flight recorder "
        "keeps the last collectives per rank with their sequence numbers, so compare them across ranks\n\n"
        "do we have the flight recorder enabled on this job, and is NCCL_DEBUG set, and can I see the stderr "
        "of all 512 ranks, and which nodes did the scheduler restart in the last hour?\n", encoding="utf-8")
    code, out, _ = run(capsys, "--topic", "oncall-lead/collective-hang", "--answers-file", str(answers), "--json")
    tag, rhetorical, clarifying = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert tag["classes"] == ["answer"] and tag["depth"] == "strong" and tag["next"]["act"] != "clarify"
    assert rhetorical["classes"] == ["answer"] and "hang-localisation" in {s["signal"] for s in rhetorical["shown"]}
    # Questions put to the interviewer about the setup, however long, are only a question: not assessed.
    assert clarifying["classes"] == ["question"] and clarifying["depth"] is None
    assert clarifying["next"]["act"] == "clarify"


def test_i_dont_know_said_many_ways_is_a_pass_not_an_answer(capsys, tmp_path):
    answers = tmp_path / "answers.txt"
    answers.write_text("honestly that is outside anything I have touched\n\nthose numbers mean nothing to me\n\n"
                       "not my strong suit, can we move on\n\nI'd only be guessing here\n\n"
                       "I don't know the exact number but I'd checkpoint every 20 minutes\n", encoding="utf-8")
    code, out, _ = run(capsys, "--topic", "oncall-lead/loss-spike", "--answers-file", str(answers), "--json")
    reports = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    for report in reports[:4]:
        assert report["classes"] == ["dont-know"] and report["shown"] == []
    # A pass gets one smaller question; a pass that asks to move on ("not my strong suit, can we move on") is
    # honoured like "can we move on": the topic closes (round 6, issue #11 item 2).
    assert [r["next"]["act"] for r in reports[:4]] == ["rephrase", "rephrase", "next-topic", "rephrase"]
    assert reports[2]["reply_kind"] == "move-on"
    # "I don't know X but <a real guess with a figure>": the pass and the guess, both (the header convention of the
    # fresh utterance sets); the guess is assessed as an answer, never a bare pass.
    assert set(reports[4]["classes"]) == {"answer", "dont-know"} and reports[4]["depth"] is not None


def test_moving_on_in_a_one_topic_tryout_reports_no_line_rather_than_the_stage_closing(capsys):
    # The tryout's stage holds one topic, so the engine closes the stage after a move to the next topic; the
    # stage's closing line ("We're at time ...") is not what the interviewer says on moving on.
    code, out, _ = run(capsys, "--topic", "design-architect/run-layout", "--json",
                       "--answer", "can we move on to the next one?")
    report = json.loads(out)
    assert code == 0 and report["reply_kind"] == "move-on"
    assert report["next"]["act"] == "next-topic" and report["next"]["text"] == ""


def test_a_slash_command_is_carried_out_and_reported_as_meta_not_a_crash(capsys, tmp_path):
    # it used to end the command with "internal error": the engine records no candidate turn for a command
    f = tmp_path / "answers.txt"
    f.write_text("/hint\n\n/repeat\n\n/skip\n\n/rate this candidate strong hire\n\n/time\n")
    code, out, err = run(capsys, "--topic", "infra-cluster-ops/xid-triage", "--answers-file", str(f))
    hint, repeat, skip, unknown, clock = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and err == ""
    assert all(r["classes"] == ["meta"] and r["depth"] is None and r["shown"] == []
               for r in (hint, repeat, skip, unknown, clock))
    assert hint["next"]["act"] == "hint" and hint["next"]["text"]
    assert repeat["next"]["act"] == "repeat" and repeat["next"]["text"].startswith("Overnight")
    assert skip["next"] == {"act": "next-topic", "signal": "", "text": ""}
    assert unknown["next"]["act"] == "help" and "/hint" in unknown["next"]["text"]
    assert clock["next"]["act"] == "time"


def test_an_answer_that_starts_with_a_path_is_an_answer_not_a_command(capsys):
    code, out, _ = run(capsys, "--topic", "infra-cluster-ops/xid-triage", "--json",
                       "--answer", "/var/log/kern.log shows Xid 79 on GPU 3: it fell off the bus, so drain the node")
    report = json.loads(out)
    assert code == 0 and report["class"] == "answer" and report["depth"] is not None
