"""Round-8 structures of a turn, in wordings written for these tests (none is copied from a labelled set).

- Meta: permission for how the candidate will go about answering (think first, sketch it, go on to another part,
  ask something first), coming back to a part later, whether there is a whiteboard; a question about what the
  interviewer said ("which flag did you say"), and checking it after a repeat request ("Was it 64?").
- Off-topic: talk to someone else in the room or to a phone; a question about the interviewer themselves; a remark on the interview itself, whatever its adjective; a side remark said "by the way" that says
  nothing of the field; the candidate's surroundings (a pager, a flight, where they are calling from, the weather, a
  long day); asking the AI which model it is; a short remark that points back at an aside goes on with it. A span
  of time ("for five minutes", "at six") does not make a remark technical.
- Passes: "drawing a blank" with its subject dropped, "I'd skip that bit", "never had to deal with it", "I know the
  name and that's about it", someone else always handled it.
- Questions: a hedge before the wh-word ("Roughly how many …"); a long "I'd like to know …" that gives its reason or
  says "tell me whether"; "they give very different numbers" after "do you mean …?"; a scope question is not
  answered by the context that follows it.
- Statements: a wh-clause put first ("What the loader does … I can't say"); "It's X: how many …"; a pseudo-cleft in
  the present ("What matters most here is …"); a question answered at once by "Not with …" or by a bare phrase and its
  consequence ("The metadata server, so I'd …").
- Scenarios: "I'm wondering if it's …" offers a cause; "Or …"/"Either would …" after a guess is more of the guess;
  "I'd want to confirm before …" qualifies a guess; a wish for a named output inside a guess asks for it; "a 0/0 in
  the loss" is no score for the grader.
- Answers that share a surface with these stay answers.
"""

from __future__ import annotations

import pytest

import listening_helpers

TOPIC = "design-architect/failure-and-checkpointing"

FAMILIES = {
    "meta": [
        "Would it be alright if I sketched the pipeline first?",
        "Mind if we jump to the storage part now?",
        "Can I ask you one thing first, before I answer?",
        "Could we come back to the sharding part later? I'd rather start with the restart path.",
        "Would it help if I drew the timeline? Is there a scratch pad in this tool?",
        "Sorry, which flag did you say we set? Could you say it again?",
        "Can you repeat the node count? Was it 64?",
        "Could you slow down? I missed whether you said per node or per GPU.",
        "Would you mind reading the question out again?",
        "Is it fine if I answer the second half first?",
        "Okay if I draw this out on paper and describe it?",
        "Let me come back to the cost part at the end if that's okay.",
        "Where are we in the process, by the way? Is this the last design round?",
        "Would it be okay if I look up the exact flag name? I remember what it does, not how it's spelled.",
        "How much time is left? I want to make sure I get to the second part properly.",
        "Can you put that differently? I'm not sure if you're asking about the scheduler or the storage.",
        "Can I see the first question again?",
        "um could you like slow down a little",
        "wait what was the second part of the question",
        "is it okay i write some notes",
    ],
    "off-topic": [
        "These automated interviews feel a bit cold, honestly. I'd have liked a human on the other end.",
        "This editor is really sluggish, by the way. Whoever set it up never typed in it.",
        "Sorry, that beeping is my pager from the day job. Terrible timing.",
        "I'm dialling in from a hotel lobby, my train's at seven, so it may get noisy.",
        "Long week. Three loops since Monday and I'm completely wiped out.",
        "Is it snowing where you are? It's been snowing here all week and my flat is freezing.",
        "What are you running on, by the way? Are you GPT-4 or something else?",
        "Hang on - babe, can you take the kids to the park? I'm in the interview.",
        "Siri, stop. Sorry, my phone thinks I'm talking to it.",
        "Do you actually understand what I'm typing, or is this keyword matching?",
        "What's your favourite part of working there?",
        "Quick one: do you folks sponsor visas?",
        "can you hear the construction outside its so loud",
    ],
    "dont-know": [
        "Drawing a blank on this one.",
        "I know the name and that's about it.",
        "Never had to handle that. Someone else on the infra team always did it.",
        "Not sure about the formula. I'd skip that bit.",
        "Couldn't say, sorry.",
        "Haven't the faintest.",
        "Not something I've ever had to think about.",
        "Not a clue, sorry. Storage was never my thing.",
        "Checkpoint sharding isn't something I've debugged. I'd hand it to the storage team.",
        "Honestly I don't know how I'd size the writers. Can we skip it?",
    ],
    "question": [
        "Roughly how many nodes are we talking about, and is the fabric InfiniBand?",
        "Tell me whether the eval set is fixed or changes per run, since that decides how I would cache it",
        "I'd like to know what the peak write rate of the storage is, because that caps how often we can save "
        "the full state.",
        "Do you mean wall-clock time or GPU time? They give very different numbers.",
        "Is the store S3 or Lustre? On Lustre I'd stripe the shards across more targets.",
        "Which torch version is this? The checkpoint API changed between 2.2 and 2.4.",
        "how many writers we have on the storage side",
        # permission about the content, not about how the candidate answers
        "Can I think of each shard as its own file with its own manifest entry?",
        "Is it alright if the state doesn't fit in host memory?",
    ],
    "answer": [
        "What the loader does on a cache miss I can't say for sure, but the save itself is sharded per rank.",
        "It's bandwidth: how many bytes each rank writes per save and whether the links are shared.",
        # the same surfaces, used to answer
        "By the way, the restart path reads the same checkpoint, so a torn save breaks every resume.",
        "Requests have been pouring in all week, so the write queue backs up behind the save.",
        "The format is safetensors, one shard per rank, with a manifest written last.",
        "It also overlaps the upload with compute, by the way.",
        "The restart takes about five minutes, then it resumes from the last complete save.",
        "Can I go through the failure cases one by one? First a node dies mid-save, then the manifest is stale.",
        "Would you use a separate bucket for the manifests? I would, so a cleanup job can never delete a live one.",
        "First I ask a few questions: how big is the state? How often do we fail? Then I pick the interval.",
        "Isn't that just the write bandwidth again? Every shard lands on the same store, so the slowest writer sets the pace.",
        "What matters most here is keeping every shard's write off the training step.",
        "How many writers we have decides how long the save takes, so I'd add writers before shrinking the state.",
        "So do we need a manifest at all? Not with atomic renames, the directory itself is the commit.",
        "What would fail first if we saved every minute? The metadata server, so I'd save every ten.",
        # plain English, with the surfaces of the new off-topic and meta families
        "It's been a long week for the storage team whenever saves were slow, so we moved them off the critical path.",
        "Would you trust a save nobody has ever restored? I wouldn't, so we restore one every night.",
        "Okay if the job dies we lose at most the time since the last save, so it's a trade between that and the pause.",
        "By the way, I'd also test restoring from a save every week, otherwise you don't know it works.",
    ],
}


@pytest.mark.parametrize("want", sorted(FAMILIES))
def test_round8_families(want, capsys, tmp_path):
    wrong = listening_helpers.wrong_classes(capsys, tmp_path, FAMILIES[want], want, TOPIC)
    assert wrong == []


SCENARIO_TURNS = [
    ("xid79-fallen-off-bus", "I'm wondering if it's the new driver on that node - the timing would fit an upgrade.",
     ["hypothesis"]),
    ("straggler-pcie-downtrained", "Could be the cooling after the firmware update? Or a cable that degraded. Either "
     "would slow one rank.", ["hypothesis"]),
    ("moe-expert-imbalance-oom", "My gut says the router changed, but I'd want to confirm before I commit to that.",
     ["hypothesis"]),
    ("loss-spike-data-mix", "Might be the data, so I'd want the dataset manifest before touching anything.",
     ["hypothesis", "artifact-request"]),
    ("silent-nan-cascade", "I wonder whether an empty batch gave a 0/0 in the normalisation.", ["hypothesis"]),
    ("ray-placement-group-pending", "Is the last group pending because of a GPU shortfall on the new node?", ["hypothesis"]),
    ("straggler-pcie-downtrained", "Maybe one node is slower since the update - I'd look at the per-rank step times first.",
     ["hypothesis", "artifact-request"]),
    ("xid79-fallen-off-bus", "Two options in my head: the GPU itself, or the riser it sits in.", ["hypothesis"]),
    ("xid79-fallen-off-bus", "There's a chance the card is overheating and dropping off the bus.", ["hypothesis"]),
]


@pytest.mark.parametrize("scenario,text,want", SCENARIO_TURNS)
def test_round8_scenario_turns(scenario, text, want, capsys, tmp_path):
    f = tmp_path / "turns.txt"
    f.write_text(text + "\n")
    import json

    from interviewer.cli.main import main

    assert main(["assess", "--scenario", scenario, "--answers-file", str(f)]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[0])
    assert sorted(report["classes"]) == sorted(want)
    assert not report["diagnosis"]["credited"]
