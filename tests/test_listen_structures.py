"""Round-7 structures of a turn, in wordings written for these tests (none is copied from a labelled set).

- Responsive: a turn that names nothing of the domain and shares nothing with the question it answers is
  off-topic, and so is the remark after an aside; plain-English and short answers stay answers.
- A question the candidate answers themselves is part of an answer: one put to oneself while reasoning
  ("do we even need …?"), or a statement said with a rising voice that the next sentence carries on.
- Meta: the options or the reason that follow a request about the interview belong to it; permission to ask
  questions; a hint asked for with "is there a hint".
- Passes: "couldn't tell you", "isn't my area", "never been …", "I'd need somebody from …", a habit given
  as the reason after a pass, the topic echoed before a pass; "X I know: …" with the part given is an answer.
- Scenarios: a guess put as "could <node or setting> be/have …"; a suspicion; the cause named first as a
  bare noun phrase and then explained is a diagnosis.
- The sentence splitter keeps a fragment that has no word of three letters but a version or a figure.
"""

from __future__ import annotations

import json

import pytest

import listening_helpers
from interviewer.cli.main import main
from interviewer.interview.splitting import sentences

TOPIC = "design-architect/failure-and-checkpointing"

FAMILIES = {
    "off-topic": [
        "Is that a guitar on the wall behind you? I played bass in a band for years.",
        "Quick aside: your office photos on the website look lovely. The rooftop especially.",
        "Can I just say, you have a very calm voice. Makes me less nervous.",
        "This format is annoying. Nobody thinks well while typing into a box.",
        "Unrelated, but is the cafeteria any good? A friend said the pastries are great.",
        "Can you hear that music? My flatmate is practising the drums again.",
    ],
    "answer": [
        # The same shapes, used to answer: plain English with no jargon, short replies, self-answered questions.
        "Save often enough that a crash costs you little, but not so often that saving eats the run.",
        "Yes, every time.",
        "Yeah, that's all standard, we leveraged best practices and it scaled nicely.",  # a bluff is still an answer
        "Do we even need a full copy every time? With sharded saves each rank writes its own slice, so no.",
        "so every rank writes its own shard in parallel right and then rank zero commits a manifest? and the "
        "manifest is what makes it atomic",
        # The part they know, given; questions reported as what they would ask; "have X do Y" is a step.
        "Checkpointing I know: each rank writes its own shard and rank zero writes the metadata. Resharding I don't "
        "know, sorry.",
        "I'd ask: which job, which step, since when? What changed? Then I'd compare step times before and after.",
        "Have each rank write its own shard to local disk and upload it after the step.",
    ],
    "question": [
        "Before I answer: how often do nodes fail here, and how fast is the shared storage?",
        "When you say interrupted, I'm wondering if planned maintenance counts too",
        "Is the storage Lustre or S3? The numbers I'd use differ.",
    ],
    "meta": [
        "What's the next round after this one, by the way?",
        "Can I ask a couple of clarifying questions first?",
        "Is there any hint you can offer?",
        "How detailed should I be? Bullet points or the long version?",
        "Can I sketch this on paper? Easier if I draw it.",
        "Could you repeat the last part? I caught the two months bit but not the rest.",
        "Am I allowed to look up the write bandwidth? Nobody remembers those.",
        "Let's move on, I've covered what I know.",
        "Could you say it again, more slowly? Both the write part and the restart part.",
    ],
    "dont-know": [
        "Honestly I couldn't tell you how that works.",
        "Storage isn't my area, I've always worked on the scheduler side.",
        "Never been responsible for checkpoints. No idea where I'd begin.",
        "I don't know this one. I'd need somebody from the storage team.",
        "Blank on that, sorry. I've always let the framework handle it.",
        "Checkpoint formats I can't really help with.",
        "Nothing comes to mind on this one, sorry.",
        "I know it exists but not how it works. I'll pass.",
        "Async checkpointing... haven't touched it. No idea, honestly.",
        "skip, I've got nothing here",
        "I've seen the name but couldn't walk you through it.",
    ],
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_wording_of_a_structure_gets_its_class(family, capsys, tmp_path):
    assert listening_helpers.wrong_classes(capsys, tmp_path, FAMILIES[family], family, TOPIC) == []


def test_a_pass_that_asks_for_a_hint_is_both_and_gets_the_hint(capsys):
    assert main(["assess", "--topic", TOPIC, "--json", "--answer", "no idea where to begin, could you give me a hint?"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["classes"] == ["dont-know", "meta"]
    assert report["next"]["act"] == "clarify" and report["next"]["text"].startswith("Hint:")


SCENARIO = [
    ("xid79-fallen-off-bus", "Could b06 be dropping off the bus under load?", ["hypothesis"]),
    ("xid79-fallen-off-bus", "could the pcie link have degraded after the reseat", ["hypothesis"]),
    ("xid79-fallen-off-bus", "My main suspicion is the GPU on b06, though the IB errors might matter too.", ["hypothesis"]),
    ("xid79-fallen-off-bus", "Candidate explanations: a bad GPU, or a flaky riser on b06. I'd reseat it and watch.",
     ["hypothesis"]),
    ("xid79-fallen-off-bus", "Could be the link dropping after the reboot. Not sure yet.", ["hypothesis"]),
    ("partial-checkpoint-resume", "They marked the save as done when only one node had finished writing, so the rest of "
                                  "the checkpoint is missing.", ["diagnosis"]),
    ("xid79-fallen-off-bus", "Xid 79 on b06. The GPU fell off the bus and the rank died with it, the other ranks just "
                             "timed out after.", ["diagnosis"]),
]


@pytest.mark.parametrize("scenario, text, want", SCENARIO)
def test_guesses_and_a_cause_named_first_in_a_scenario(scenario, text, want, capsys):
    assert main(["assess", "--scenario", scenario, "--json", "--answer", text]) == 0
    assert json.loads(capsys.readouterr().out)["classes"] == want


@pytest.mark.parametrize("text, want", [
    ("560.35.03 on h100-023 vs 550 elsewhere", ["560.35.03 on h100-023 vs 550 elsewhere"]),
    ("h100-023 is on 560.35.03, everything else is on 550.90.07", ["h100-023 is on 560.35.03, everything else is on 550.90.07"]),
    ("ok. 560.35.03, 550.54.15. that is the mismatch", ["560.35.03, 550.54.15.", "that is the mismatch"]),
    ("I would go TP 8. PP 4. Um.", ["I would go TP 8.", "PP 4."]),
])
def test_the_splitter_keeps_versions_and_figures(text, want):
    got = sentences(text)
    assert [s for s, _ in got] == want
    assert all(text[at:at + len(s)] == s for s, at in got)
