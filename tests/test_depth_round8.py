"""Round 8: severe errors on set G, and what an answer to a rephrase is held to.

- An answer that describes what was asked in its own words, in statements (not only as questions) and without
  disowning it, has reached for it: partial at least, not weak for naming no concept the matcher knows.
- "maximum" bounding a figure ("five minutes maximum", "maximum 3 epochs") is not the buzzword "maximum <noun>".
- "guardrails" is a buzzword (D's and G's bluffers; no dev answer labelled partial or strong uses it).
- A concrete answer that raises a working question and goes on past it ("is every rank stuck, or most waiting on
  one? py-spy on a dozen ranks") covers it for depth; it stays uncredited (a question is not a claim) and approached.
- An answer that shows nothing asked is not credited with the neighbouring signals it names (approached instead).
- An answer rated weak only because it disowns something, at 30 words or more with no red flag or recital, is
  partial (``DepthRules.disowned_words``, chosen in all eight folds of the eight-source LOSO CV).
- After "I don't know" the interviewer narrows the question to one probe ("let's make it smaller"); the next answer is
  assessed against that probe, not the whole question it stood in for.

The answers below are this file's own wording, not any corpus item's. Plain data and the lexical assessor: no model.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import LexicalAssessor, Target, question_targets
from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.substance import Substance
from interviewer.transcript.store import read_transcript

SCOPE = "oncall-lead/first-ten-minutes"
SIDEWAYS = ("Look sideways first: the jobs next door on those racks, stuck too or not. Shared kit - a switch, the "
            "storage - is not ours. Line the bad machines up by host, rack and software version; whatever they share "
            "is the lead.")
"""Scoping the problem (everyone's, or one machine's) in plain words, with no concept the matcher knows."""


@pytest.fixture(scope="module")
def library():
    return load_library()


def assess(library, ref, text, *, probe="", rules: DepthRules | None = None):
    persona, topic_id = ref.split("/")
    topic = library.persona(persona).topic(topic_id)
    targets = question_targets(topic, "probe" if probe else "question", probe)
    question = next(p.text for p in topic.ladder if p.signal == probe) if probe else topic.question
    return LexicalAssessor(rules=rules).assess_sync(text, Target(library.rubric(topic.dimension), targets, frozenset(),
                                                                 question))


# ------------------------------------------------------------------ described in statements has reached for it

def test_an_answer_describing_what_was_asked_in_plain_statements_is_not_weak(library):
    result = assess(library, SCOPE, SIDEWAYS, probe="scope-blast-radius")
    assert result.shown == {} and result.depth == "partial"


def test_the_same_words_only_as_questions_or_disowned_stay_weak(library):
    asked_back = ("Look sideways first. The jobs next door on those racks, stuck too? Shared kit, a switch, the "
                  "storage? Line the bad machines up by host, rack and software version?")
    assert assess(library, SCOPE, asked_back, probe="scope-blast-radius").depth == "weak"
    # Disowned, it has not reached for it (only the length rule, ``disowned_words``, makes such an answer partial).
    no_length_rule = default_rules().model_copy(update={"disowned_words": 0})
    assert assess(library, SCOPE, "No idea really. " + SIDEWAYS, probe="scope-blast-radius",
                  rules=no_length_rule).depth == "weak"


# ------------------------------------------------------------------ buzzwords

@pytest.mark.parametrize("text, buzz", [
    ("Take the stack dumps, ten minutes maximum, then restart without the bad node.", 0),
    ("Upsample the clean sources, maximum 3 or 4 epochs, then they start to hurt.", 0),
    ("Tune the topology for maximum throughput.", 1),
    ("We put guardrails in place after the incident.", 1),
])
def test_maximum_bounding_a_figure_is_no_buzzword_and_guardrails_is_one(text, buzz):
    lex = default_lexicon()
    assert lex.buzzwords(lex.read(text)) == buzz


# ------------------------------------------------------------------ an answer to a rephrase

def test_a_rephrase_targets_its_own_probe(library):
    topic = library.persona("design-architect").topic("run-layout")
    assert question_targets(topic, "rephrase", "tp-inside-node") == question_targets(topic, "probe", "tp-inside-node")


def test_the_answer_to_a_rephrase_is_assessed_against_the_narrower_question(tmp_path: Path):
    answers = tmp_path / "answers.txt"
    answers.write_text("no idea honestly\n\nKeep tensor parallel inside the node: its all-reduces run every layer and "
                       "need NVSwitch bandwidth, so TP 8 per node. Pipeline across nodes, data parallel across the "
                       "rest.\n")
    assert main(["chat", "--stage", "training-engineer/system-design", "--model", "offline", "--answers",
                 str(answers), "--transcript-dir", str(tmp_path), "--seed", "2"]) == 0
    transcript = read_transcript(next(tmp_path.glob("*.jsonl")))
    rephrase = next(t for t in transcript.turns("interviewer") if t.act == "rephrase")
    assert rephrase.signal == "tp-inside-node"
    answer = [t for t in transcript.turns("candidate") if t.seq > rephrase.seq][0]
    assessment = next(e for e in transcript.events if e.type == "assessment" and e.turn_seq == answer.seq)
    # Held to "where does each kind of parallelism put its traffic?", not to the whole layout question.
    assert assessment.targets == ["tp-inside-node"]
    assert assessment.depth == "strong" and [s.signal for s in assessment.shown] == ["tp-inside-node"]
    following = [t for t in transcript.turns("interviewer") if t.seq > answer.seq and t.act != "ack"][0]
    assert following.act == "deepen"


# ------------------------------------------------------------------ working questions, and neighbours

WORKED = ("First the timeline: when was the last step logged, and was there a deploy or a node swap around then? "
          "Then: is every rank stuck, or are most of them waiting on one? I'd take py-spy dumps on a dozen ranks "
          "across nodes and read dmesg on any node whose ranks are somewhere else.")
"""A worked answer to oncall-lead/first-ten-minutes that raises the scope as its own question, then works it."""


def test_a_working_question_counts_for_depth_and_a_scoping_one_is_credited(library):
    # Round 26: asking the scope is the skill (lexicon ``inquiry: true``): on the dev sources crediting such questions
    # adds 20 credits the labels give to 1 they do not (a question handing the work back, now not credited either).
    result = assess(library, SCOPE, WORKED)
    assert result.depth == "strong"
    assert "scope-blast-radius" in result.shown


def test_an_answer_ending_on_its_questions_is_not_read_as_covering_them(library):
    asking_back = ("I'd take py-spy dumps on a dozen ranks across nodes and read dmesg on any node whose ranks are "
                   "somewhere else. Was there a deploy around then? Is every rank stuck, or are most of them waiting "
                   "on one?")
    assert assess(library, SCOPE, asking_back).depth == "partial"


def test_a_weak_answer_showing_nothing_asked_is_not_credited_beside_the_question(library):
    # Asked to scope the problem, a candidate who disowns the work talks only about what changed: a neighbouring
    # signal, not what was asked, in an answer rated weak. It is not credited (depth already read it), and the next
    # probe does not ask for it first. (A partial or strong answer keeps such a neighbour: tests/test_credit_beside31.py.)
    result = assess(library, SCOPE, "Honestly I have never been on call for a training cluster. I'd look at what "
                                    "changed, any deploy or config push around the last logged step.",
                    probe="scope-blast-radius")
    assert result.depth == "weak"
    assert result.shown == {} and "timeline-first" in result.approached
    assert any(line.startswith("nothing asked shown; not credited beside it: timeline-first")
               for line in result.evidence)


# ------------------------------------------------------------------ claim families seen in two or more sources

@pytest.mark.parametrize("ref, probe, text, flag", [
    ("infra-reliability/silent-corruption", "sdc-detection",
     "ECC handles it. A bad multiply would show up in the corrected-error counter, so I'd alert on that.",
     "ecc-catches-silent-corruption"),
    ("infra-reliability/ray-placement-and-ft", "placement-groups",
     "Placement groups are a soft preference: Ray tries to pack the bundles, and if it can't it just starts the "
     "actors on whatever GPUs are free.", "placement-group-is-a-hint"),
    ("infra-hiring-manager/starving-gpus", "",
     "Read nvidia-smi: GPU-Util below 100 percent is the GPU waiting on the loader, so I'd add workers until it's "
     "pinned at 100.", "gpu-util-measures-starvation"),
])
def test_confident_claims_in_families_seen_in_two_sources_are_misconceptions(library, ref, probe, text, flag):
    result = assess(library, ref, text, probe=probe)
    assert flag in result.red_flags and result.depth == "weak"


@pytest.mark.parametrize("ref, probe, text", [
    ("infra-reliability/silent-corruption", "sdc-detection",
     "ECC doesn't catch it: the memory is fine, the arithmetic is wrong. Run known-answer tests on idle nodes."),
    ("infra-reliability/ray-placement-and-ft", "placement-groups",
     "A placement group is not a hint: it reserves every bundle atomically, and the actors wait until it is ready."),
    ("infra-hiring-manager/starving-gpus", "",
     "GPU-Util below 100 percent only says no kernel ran some of the time; time the wait for the next batch instead."),
])
def test_the_true_statements_beside_them_are_not_flagged(library, ref, probe, text):
    assert assess(library, ref, text, probe=probe).red_flags == []


# ------------------------------------------------------------------ unsure of itself

@pytest.mark.parametrize("tail", [
    "I'd need a calculator for the exact figure.",
    "I'd want to benchmark both on our fabric.",
    "I'd want to check the storage can take it.",
    "I'd measure it before committing.",
])
def test_an_answer_deferring_its_own_figures_is_partial_not_strong(library, tail):
    text = ("Every rank writes its own shards in parallel with torch.distributed.checkpoint, so the save uses the "
            "aggregate bandwidth of the filesystem instead of one rank's link.")
    ref, probe = "design-architect/failure-and-checkpointing", "sharded-async-save"
    assert assess(library, ref, text, probe=probe).depth == "strong"
    assert assess(library, ref, f"{text} {tail}", probe=probe).depth == "partial"


# ------------------------------------------------------------------ units spelled the way people say them

@pytest.mark.parametrize("text", [
    "Sixteen byte for each parameter with Adam, so about 1120 gigabyte for the 70B before activations.",
    "bf16 weight and grad, a master weight in fp32, first moment and second moment: 12 byte on top of the 4, "
    "1120 gigs in all.",
])
def test_byte_gigabyte_and_gigs_count_as_the_memory_arithmetic(library, text):
    result = assess(library, "design-architect/memory-and-sharding", text, probe="memory-arithmetic")
    assert "memory-arithmetic" in result.shown


# ------------------------------------------------------------------ a long answer admitting one gap

DEDUP = ("Drop the exact copies first, which is the easy part: take a fingerprint of each page and keep one of each. "
         "Pages that are nearly the same, the same story under a different header, are harder and need a fuzzier "
         "fingerprint that comes out close for close pages. I haven't run that at this size myself.")


def test_a_long_answer_admitting_one_gap_is_partial_with_the_shipped_rules(library):
    ref, probe = "design-architect/data-to-gpu", "deduplication"
    assert assess(library, ref, DEDUP, probe=probe).depth == "partial"
    assert default_rules().disowned_words == 30
    short = "Fingerprint pages and drop repeats. I haven't run the fuzzy part myself."
    assert assess(library, ref, short, probe=probe).depth == "weak"


def test_the_disowned_rule_in_isolation():
    sub = Substance(words=45, specifics=(), links=(), plain_links=0, terms=2)
    rule = DepthRules(disowned_words=30)
    assert rule.adjust("weak", 0.0, False, False, sub, disowned=True) == "partial"
    assert rule.adjust("weak", 0.0, False, True, sub, disowned=True) == "weak"  # a red flag
    assert rule.adjust("weak", 0.0, False, False, sub, disowned=True, bluff=True) == "weak"  # a recital
    assert DepthRules().adjust("weak", 0.0, False, False, sub, disowned=True) == "weak"


# ------------------------------------------------------------------ paraphrase families in two or more sources

@pytest.mark.parametrize("check", [
    "Then I compare the loss of the first resumed steps against a run that never stopped.",
    "Resume a short run halfway and the per-step losses should match the unbroken run.",
])
def test_the_resume_check_said_as_a_comparison_of_losses(library, check):
    # Without the data position: the list alone is not complete (round 22: with the optimizer's state, the RNG state and
    # the data position all named, the list shows the signal by itself, as the signal's description has it).
    state = "Optimizer state with both Adam moments, the LR scheduler, the global step and every rank's RNG state. "
    result = assess(library, "design-architect/failure-and-checkpointing", state + check,
                    probe="complete-restart-state")
    assert "complete-restart-state" in result.shown
    assert "complete-restart-state" not in assess(library, "design-architect/failure-and-checkpointing", state,
                                                  probe="complete-restart-state").shown


@pytest.mark.parametrize("balance", [
    "each rank takes a chunk from the start and the mirrored chunk from the end",
    "rank i holds chunks i and 2CP-1-i",
    "cut it into 2 x CP chunks and pair early with late",
])
def test_causal_balance_in_the_ways_people_say_it(library, balance):
    text = f"With the causal mask the late tokens attend to far more, so {balance}, and ring attention passes the KV."
    result = assess(library, "design-scale-architect/mesh-and-schedules", text, probe="context-parallel-balance")
    assert "context-parallel-balance" in result.shown


@pytest.mark.parametrize("text", [
    "A heartbeat per rank each step; when one goes quiet, kick the dead node out and bring in a spare machine.",
    "Make the collectives error out instead of hanging, then the launcher restarts without the person on call, "
    "minus the broken host: swap the broken host out first.",
])
def test_detection_and_recovery_in_plain_words(library, text):
    result = assess(library, "infra-reliability/elastic-recovery", text, probe="detection-and-recovery")
    assert "detection-and-recovery" in result.shown
