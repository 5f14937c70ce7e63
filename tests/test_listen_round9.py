"""Round-9 structures of a turn, in wordings written for these tests (none is copied from a labelled set).

- Passes: "I have to pass", "you've got me there", stumped, knowing a thing by name only, unable to write it from
  memory, no story of that kind, "I'd have to look each of them up", deferring to someone more senior; after a pass,
  the makeshift the candidate would fall back on, a start that trails off ("It was..."), and "Nothing." are more of
  the pass. Experience given with its bound ("nothing past 32 nodes") is not a pass.
- Off-topic: the candidate's own working life or a reaction to it ("that's my old team in a nutshell", "reminds me why
  I left", "been there", "kidding"), a complaint about automated screens; a clock time or a sum of money does not make
  such a remark technical, and a few words after it ("Kidding. Mostly.") go on with it.
- On-call topics: an output asked of the interviewer ("show me …", "get me …", "let me see …", a turn that is one
  order for an output) is a request; "I'd pull …" inside an answer is not. "I'd suspect …" offers a cause.
- Meta: what form the answer should take ("how technical do you want me to go", "would you like me to go deeper on
  …?", "do you want the profiler numbers too?"), said after an answer.
- Statements: a question about the candidate's own past answered by what follows ("How did we catch it? We didn't,
  at first."); "Do it …" without a '?' is an instruction; a pseudo-cleft with a modal or negated verb ("What doesn't
  survive a restart is …", "What can move off the GPU: …").
- Questions: a reason given as what moved or changed ("Which version are we on? The save API moved.") is part of the
  question; so is what the candidate has to offer after a question about what the question allows ("Does it have to
  be a production run? Mine was on a research cluster.").
- Reported and rising-voice questions: a question inside quotes the candidate opened is what they would say to
  someone else; questions closed by "that's the plan" were statements said with a rising voice. A plain remark
  between two passes is the reason for passing.
- Scenarios: the verdict form with a hedge in it ("Is it maybe …?") offers a cause, it does not ask for one; "the
  suspect GPU" names a GPU, it does not hedge; "I'd like to know which …" asks for a fact; "can we replay …" asks for a
  run's output.
- Answers that share a surface with these stay answers.
"""

from __future__ import annotations

import json

import pytest

import listening_helpers
from interviewer.cli.main import main

TOPIC = "design-architect/failure-and-checkpointing"

FAMILIES = {
    "dont-know": [
        "Blank. Nothing.",
        "Sorry, I have to pass on this one.",
        "You've got me there. I'd rather not invent a number for the save time.",
        "I'm stumped. No idea how the writers would be sized.",
        "Async checkpointing I know by name only.",
        "I've used the old API, but the new sharded one I can't write from memory.",
        "I don't really have a checkpoint horror story, I'm afraid.",
        "Storage tiers I don't know by heart - I'd have to look each of them up.",
        "I don't know. I'd probably just ask someone senior on the team.",
        "I can't recall the format. It was... no, it's gone.",
        "I don't know this part. I'd just save everything from one rank and hope it fits.",
        "About the manifest layout I am not sure, I never use it directly.",
        "I know the async save reasonably - actually no, I can't explain either properly. Let me pass.",
        "I'm stumped. The saves look complete and the resume still fails; I don't know where to look next.",
    ],
    "off-topic": [
        "Honestly these automated screens are a bit much. The one before this froze twice on me.",
        "A 3:15 am page on a holiday, classic. Reminds me why I left my old team.",
        "Teams pointing fingers at each other - that's my current job in a nutshell. Don't get me started.",
        "Honestly, $900 a month is less than my team spends on coffee. Kidding. Mostly.",
    ],
    "meta": [
        "How technical do you want me to go on the storage side?",
    ],
    "question": [
        "Which torch version are we on? The sharded save API moved.",
        "Does it have to be a production run? Mine was on a research cluster, but I can do a smaller one.",
    ],
    "answer": [
        "How did we notice the torn saves? We didn't, at first. A resume failed a week later and the manifest "
        "pointed at shards that were never written.",
        "Each rank writes its own shard with its offsets. What doesn't survive a reshard by itself is the "
        "dataloader position and the per-rank RNG state.",
        "What can move off the critical path: the upload, the manifest write, the old-checkpoint cleanup. Do it "
        "in a background thread so the step never waits.",
        "How did we catch the torn saves? At first we didn't.",
        "I'd send one line back: 'Sure - which bucket is it, and when did the last good save finish?' Then I'd "
        "check the manifest myself.",
        "so save per rank? then the manifest once all ranks report? that's the plan",
        "Nothing fancy - I haven't run anything past 32 nodes, but there we saved every 20 minutes to local NVMe "
        "and copied the shards to S3 in the background.",
        "Nothing. The save is atomic, so a crash mid-write leaves the previous checkpoint intact.",
        "I'd just write each shard from its own rank and commit the manifest last, so a torn save is never visible.",
    ],
}


MIXED = [
    ("We saved every 30 minutes to local NVMe and drained to S3 in the background. Would you like me to go deeper "
     "on the drain?", ["answer", "meta"]),
    ("Sharded saves, one file per rank, manifest last. Do you want the exact timings too, or just the layout?",
     ["answer", "meta"]),
]


@pytest.mark.parametrize("text,want", MIXED)
def test_round9_answers_that_offer_more(text, want, capsys, tmp_path):
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]


ON_CALL = "oncall-lead/first-ten-minutes"
ON_CALL_TURNS = [
    ("Show me the last hundred lines of the rank 0 log, please.", ["artifact-request"]),
    ("Get me nvidia-smi output from the two slowest nodes.", ["artifact-request"]),
    ("Let me see the step-time plot for the whole job.", ["artifact-request"]),
    ("Grab the per-rank step times for the last hour.", ["artifact-request"]),
    ("If one rank stalls before the rest, I'd suspect that node's NIC. Do we keep per-rank timings?",
     ["hypothesis", "question"]),
    ("First I'd check whether every rank is stuck in the same collective. I'd pull the stack dumps from all ranks "
     "and compare them, then look at the NIC counters on the odd node.", ["answer"]),
    # "let me see" said while thinking is not an ask: nothing after it, a filler, "if", or what the candidate would do
    ("Let me see. I'd look for the rank that never entered the all-reduce, then read its host's dmesg.", ["answer"]),
    ("let me see um the stack dumps tell you which collective each rank is blocked in", ["answer"]),
    ("Let me see if I remember this right: Xid 79 means the GPU fell off the bus, so the node gets drained.",
     ["answer"]),
    ("Let me see how I'd start: py-spy dump on every rank, then compare where they wait.", ["answer"]),
]


@pytest.mark.parametrize("text,want", ON_CALL_TURNS)
def test_round9_on_call_requests(text, want, capsys, tmp_path):
    assert listening_helpers.classes_of(capsys, tmp_path, [text], ON_CALL) == [want]


@pytest.mark.parametrize("want", sorted(FAMILIES))
def test_round9_families(want, capsys, tmp_path):
    wrong = listening_helpers.wrong_classes(capsys, tmp_path, FAMILIES[want], want, TOPIC)
    assert wrong == []


SCENARIO_TURNS = [
    ("straggler-pcie-downtrained", "Is it maybe the fan on that node spinning down?", ["hypothesis"]),
    ("xid79-fallen-off-bus", "is it possibly the riser card after the move", ["hypothesis"]),
    ("straggler-pcie-downtrained", "Is it the fan on that node?", ["question"]),
    ("straggler-pcie-downtrained", "Run the same step on the suspect GPU and on two healthy ones.",
     ["artifact-request"]),
    ("elastic-rendezvous-timeout", "I'd like to know which node the rendezvous endpoint was on", ["question"]),
    ("sdc-cross-replica-checksum", "can we rerun that step on the same GPU and on a spare", ["artifact-request"]),
]


@pytest.mark.parametrize("scenario,text,want", SCENARIO_TURNS)
def test_round9_scenario_turns(scenario, text, want, capsys, tmp_path):
    f = tmp_path / "turns.txt"
    f.write_text(text + "\n")
    assert main(["assess", "--scenario", scenario, "--answers-file", str(f)]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[0])
    assert sorted(report["classes"]) == sorted(want)
    assert not (report["diagnosis"] or {}).get("credited")
