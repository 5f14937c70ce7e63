"""Depth from the shape of an answer (``interview.substance``): specifics, stated mechanisms, recitals, certainty.

Each rule is tested on its own with explicit thresholds (``DepthRules``), whatever the shipped file turns on;
the shipped file is checked to be one the cross-validation could have chosen. Follow-ups ask elsewhere first
for a signal a concrete answer reached for, and the evidence is recorded with the assessment.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from interviewer.cli.main import main as cli_main
from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import LexicalAssessor, Target, question_targets
from interviewer.interview.plan import Segment
from interviewer.interview.policy import decide_topic_step, next_probe
from interviewer.interview.state import TopicState
from interviewer.interview.depth_rules import RULES_FILE, DepthRules, default_rules
from interviewer.interview.substance import Substance, read_substance

BENCH = Path(__file__).resolve().parents[1] / "bench"
CHECKPOINTS = "design-architect/failure-and-checkpointing"


@pytest.fixture(scope="module")
def library():
    return load_library()


def _topic(library, ref):
    persona, topic_id = ref.split("/")
    return library.persona(persona).topic(topic_id)


def substance(library, ref, text) -> Substance:
    t = _topic(library, ref)
    lex = default_lexicon()
    return read_substance(lex.read(text, t.question), lex, library.rubric(t.dimension), t.question)


def assess(library, ref, text, rules: DepthRules, *, probe=""):
    t = _topic(library, ref)
    targets = question_targets(t, "probe" if probe else "question", probe)
    question = next(p.text for p in t.ladder if p.signal == probe) if probe else t.question
    return LexicalAssessor(rules=rules).assess_sync(text, Target(library.rubric(t.dimension), targets, frozenset(),
                                                                 question))


def sub(**kw) -> Substance:
    base = dict(words=20, specifics=(), links=(), plain_links=0, terms=2)
    return Substance(**{**base, **kw})


# ------------------------------------------------------------------ features

def test_specifics_are_figures_settings_and_identifiers_each_counted_once(library):
    s = substance(library, CHECKPOINTS, "Checkpoint every 30 minutes with torch.distributed.checkpoint, and set "
                                        "NCCL_ASYNC_ERROR_HANDLING=1 so a hang becomes an exit.")
    assert "30 minutes" in s.specifics and "torch.distributed.checkpoint" in s.specifics
    assert "30" not in s.specifics  # part of "30 minutes"
    assert any(x.startswith("NCCL_ASYNC_ERROR_HANDLING") for x in s.specifics)
    assert s.concrete


def test_a_connective_between_two_domain_terms_is_a_stated_mechanism(library):
    s = substance(library, CHECKPOINTS, "Save more often when failures come more often, because each failure "
                                        "throws away the work done since the last save.")
    assert s.links and s.concrete
    assert not substance(library, CHECKPOINTS, "Checkpointing, MTBF, async save, sharded checkpoints, DCP.").links


def test_a_question_states_no_mechanism(library):
    assert not substance(library, CHECKPOINTS, "Is it because the checkpoint save is too slow?").links


def test_certainty_and_hedges_are_read(library):
    confident = substance(library, CHECKPOINTS, "You never need to checkpoint often, the cluster always recovers.")
    assert set(confident.absolutes) == {"never need", "always"} and not confident.hedged
    assert not substance(library, CHECKPOINTS, "The rank that never entered the all-reduce is stuck.").absolutes
    assert substance(library, CHECKPOINTS, "Maybe checkpoint more often, I think it always helps.").hedged


@pytest.mark.parametrize("text,word", [
    ("Saves are strictly serial on one writer, so the interval hardly matters.", "strictly"),
    ("Rank 0 writes the whole file by design; I wouldn't bother sharding it.", "by design"),
    ("The scheduler doesn't lose anything on a crash: no point saving more than daily.", "no point"),
    ("Step throughput before and after is the ground truth here.", "the ground truth"),
])
def test_dismissals_are_certainty(library, text, word):
    # Round 10: generic dismissal read as certainty ("strictly", "by design", "no point", "the ground truth").
    assert word in [a.lower() for a in substance(library, CHECKPOINTS, text).absolutes]


# ------------------------------------------------------------------ rules, one at a time

def test_strong_with_the_right_terms_and_nothing_concrete_is_partial_when_short():
    rules, why = DepthRules(terms_only_below_words=40), []
    assert rules.adjust("strong", 1.0, True, False, sub(words=12), why) == "partial" and why
    assert rules.adjust("strong", 1.0, True, False, sub(words=12, specifics=("16 bytes",))) == "strong"
    assert rules.adjust("strong", 1.0, True, False, sub(words=12, links=("x because y",))) == "strong"
    assert rules.adjust("strong", 1.0, True, False, sub(words=80)) == "strong"
    assert DepthRules().adjust("strong", 1.0, True, False, sub(words=12)) == "strong"


def test_a_recital_of_terms_with_nothing_asked_shown_is_weak():
    rules = DepthRules(recital_terms=4)
    assert rules.adjust("partial", 0.0, False, False, sub(terms=6)) == "weak"
    assert rules.adjust("partial", 0.5, True, False, sub(terms=6)) == "partial"  # something asked was shown
    assert rules.adjust("partial", 0.0, False, False, sub(terms=6, links=("a so b",))) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(terms=2)) == "partial"


def test_unhedged_certainty_with_nothing_asked_shown_is_weak():
    rules = DepthRules(confident_absolutes=1, confident_below_words=50)
    assert rules.adjust("partial", 0.0, False, False, sub(absolutes=("always",))) == "weak"
    assert rules.adjust("partial", 0.0, False, False, sub(absolutes=("always",), hedged=True)) == "partial"
    assert rules.adjust("partial", 0.5, True, False, sub(absolutes=("always",))) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(absolutes=("always",)), shows_any=True) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(absolutes=("always",), words=70)) == "partial"


def test_most_of_what_was_asked_with_the_mechanism_stated_at_length_is_strong():
    rules = DepthRules(mechanism_links=1, mechanism_words=60)
    long_mechanism = sub(words=70, links=("a because b",))
    assert rules.adjust("partial", 0.5, True, False, long_mechanism) == "strong"
    assert rules.adjust("partial", 0.5, True, True, long_mechanism) == "partial"  # a red flag
    assert rules.adjust("partial", 0.3, True, False, long_mechanism) == "partial"  # too little of what was asked
    assert rules.adjust("partial", 0.5, True, False, sub(words=30, links=("a because b",))) == "partial"


def test_a_plain_english_mechanism_is_not_weak():
    rules = DepthRules(plain_mechanisms=1)
    assert rules.adjust("weak", 0.0, False, False, sub(plain_links=1, links=("x so y",))) == "partial"
    assert rules.adjust("weak", 0.0, False, False, sub(plain_links=1), disowned=True) == "weak"
    assert rules.adjust("weak", 0.0, False, True, sub(plain_links=1)) == "weak"  # a red flag


def test_a_disclaimer_takes_a_strong_answer_to_partial():
    rules = DepthRules(disclaimer_caps_strong=True)
    assert rules.adjust("strong", 1.0, True, False, sub(links=("a so b",)), disowned=True) == "partial"
    assert rules.adjust("strong", 1.0, True, False, sub(links=("a so b",))) == "strong"


def test_buzzwords_with_nothing_concrete_are_weak_whatever_they_name():
    rules = DepthRules(buzzword_recital=True)
    assert rules.adjust("partial", 0.5, True, False, sub(buzzwords=2)) == "weak"
    assert rules.adjust("partial", 0.5, True, False, sub(buzzwords=2, specifics=("PFC",))) == "partial"
    assert rules.adjust("partial", 0.5, True, False, sub()) == "partial"


def test_a_mechanism_stated_at_length_is_partial_even_with_a_disclaimer():
    rules = DepthRules(substantive_links=1, substantive_words=50)
    explained = sub(words=60, links=("when x fills, y spills",))
    assert rules.adjust("weak", 0.0, False, False, explained, disowned=True) == "partial"
    assert rules.adjust("weak", 0.0, False, False, sub(words=30, links=("x so y",))) == "weak"  # too short
    assert rules.adjust("weak", 0.0, False, True, explained) == "weak"  # a red flag
    assert rules.adjust("weak", 0.0, False, False, explained, bluff=True) == "weak"  # a recital
    related = sub(words=60, links=("a so b", "c because d"))
    assert rules.adjust("weak", 0.0, False, False, related, bluff=True) == "partial"  # many terms, but related
    assert rules.adjust("weak", 0.0, False, False, sub(words=60, links=("a so b", "c because d"), buzzwords=1),
                        bluff=True) == "weak"


# ------------------------------------------------------------------ through the assessor

def test_a_plain_answer_that_explains_and_then_admits_a_gap_is_partial(library):
    text = ("Keep the newest saved state in the memory of a neighbouring machine, so when a machine dies its "
            "replacement copies the state from that neighbour instead of reading everything back from the shared "
            "disks, which is what takes most of the time when a big job restarts. I don't remember what the tools call "
            "it.")
    assert assess(library, CHECKPOINTS, text, DepthRules()).depth == "weak"
    assert assess(library, CHECKPOINTS, text, DepthRules(substantive_links=1, substantive_words=50)).depth == "partial"


def test_a_confident_wrong_answer_that_names_the_topic_is_weak_not_partial(library):
    text = "Checkpoints don't matter much, the scheduler always restarts the job anyway."
    assert assess(library, CHECKPOINTS, text, DepthRules()).depth == "partial"
    result = assess(library, CHECKPOINTS, text, DepthRules(confident_absolutes=1, confident_below_words=50))
    assert result.depth == "weak"
    assert any("certainty" in e for e in result.evidence)


def test_a_misconception_still_makes_an_answer_weak_whatever_the_rules(library):
    sys.path.insert(0, str(Path(__file__).parent))
    from test_misconceptions import DEBUG_OUTPUT, WRONG

    lifting = DepthRules(mechanism_links=1, plain_mechanisms=1)
    right = assess(library, "infra-network/debug-during-hang", DEBUG_OUTPUT, lifting)
    wrong = assess(library, "infra-network/debug-during-hang", f"{DEBUG_OUTPUT} {WRONG}", lifting)
    assert right.depth == "strong" and wrong.depth == "weak" and wrong.red_flags == ["nvlink-between-nodes"]


def test_shipped_rules_load_and_lie_on_the_cross_validation_grid():
    assert RULES_FILE.is_file()
    shipped = default_rules()
    assert shipped == DepthRules.model_validate_json(RULES_FILE.read_text())
    sys.path.insert(0, str(BENCH))
    import assessor_cv

    fields = shipped.model_dump(exclude={"kind", "version"})
    assert fields in [r.model_dump(exclude={"kind", "version"}) for r in assessor_cv.grid()]


# ------------------------------------------------------------------ paraphrase families seen from two authors

@pytest.mark.parametrize("text", [
    "The 48 is a memory error the card couldn't fix, so that node comes out of the pool.",
    "13: graphics engine exception, usually the application; 48: double-bit ECC, drain the node.",
])
def test_xid_codes_given_bare_with_their_meaning_show_xid_literacy(library, text):
    result = assess(library, "infra-cluster-ops/xid-triage", text, DepthRules())
    assert "xid-literacy" in result.shown


def test_everyone_or_just_one_machine_scopes_the_problem(library):
    text = "I'd want to know whether everyone's stuck or just one machine and the rest are waiting for it."
    assert "scope-blast-radius" in assess(library, "oncall-lead/first-ten-minutes", text, DepthRules()).shown
    assert "scope-blast-radius" not in assess(library, "oncall-lead/first-ten-minutes",
                                              "Everyone was paged at once.", DepthRules()).shown


# ------------------------------------------------------------------ follow-ups and the record

def test_a_probe_asks_elsewhere_first_for_a_signal_the_answer_reached_for(library):
    t = _topic(library, CHECKPOINTS)
    ts = TopicState(Segment("topic", t.id, t.dimension))
    first = t.ladder[0].signal
    assert next_probe(t, ts, [first]).signal == first
    assert next_probe(t, ts, [first], approached=[first]).signal != first
    # when nothing else is open, it is still asked
    only = TopicState(Segment("topic", t.id, t.dimension), asked_probes=list(range(1, len(t.ladder))))
    assert next_probe(t, only, [first], approached=[first]).signal == first
    step = decide_topic_step(t, ts, "strong", [], approached=[t.ladder[0].signal, t.ladder[1].signal])
    assert step.signal not in (t.ladder[0].signal, t.ladder[1].signal)


def test_assess_json_carries_the_evidence(capsys):
    code = cli_main(["assess", "--topic", CHECKPOINTS, "--json", "--answer",
                     "Checkpoint every 30 minutes with torch.distributed.checkpoint, because a failure then loses "
                     "at most half an hour of work."])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert any(e.startswith("specifics:") for e in report["evidence"])


# ------------------------------------------------------------------ round 6: a gap admitted caps strong (CV-chosen)

@pytest.mark.parametrize("admission", [
    "I forget what the option is called.",
    "I'm not sure what the second number on that line means.",
    "I cannot say how it behaves past a thousand ranks.",
    "I'd have to check the exact variable.",
])
def test_an_answer_that_admits_a_gap_in_what_was_asked_is_partial_not_strong(library, admission):
    from interviewer.interview.gaps import GAP_ADMITTED

    text = "nccl-tests all_reduce_perf on the suspect pair and on a known-good pair, then compare busbw."
    rules = DepthRules(disclaimer_caps_strong=True)
    alone = assess(library, "infra-network/ring-and-tree", text, rules, probe="bandwidth-measurement")
    assert alone.depth == "strong"
    assert GAP_ADMITTED.search(admission)
    admitted = assess(library, "infra-network/ring-and-tree", f"{text} {admission}", rules,
                      probe="bandwidth-measurement")
    assert admitted.depth == "partial"
    assert "strong->partial: the answer disowns part of what was asked" in admitted.evidence


def test_the_shipped_rules_cap_strong_on_a_gap_admitted():
    assert default_rules().disclaimer_caps_strong is True


def test_a_concrete_answer_that_admits_a_gap_is_partial_not_weak(library):
    # Plain words for prefetching that reach for the signal without showing it (no prefetch wording the matcher
    # knows: "copying ... early"), then a gap admitted: the disclaimer disowns the name, not the mechanism stated.
    # (Round 12 taught the matcher "pulling the next block's weights ... while this block is still computing", which
    # this test used to say: that wording now shows the signal, see the next test.)
    text = ("Start copying the next block's slices over from the other GPUs early, so the wait hides under the work. "
            "There's a setting for it but I don't remember what it's called.")
    off = assess(library, "design-architect/memory-and-sharding", text, DepthRules(), probe="overlap-and-prefetch")
    assert off.depth == "weak"
    on = assess(library, "design-architect/memory-and-sharding", text, DepthRules(concrete_over_disclaimer=True),
                probe="overlap-and-prefetch")
    assert on.depth == "partial"
    assert "weak->partial: something concrete said, a gap admitted" in on.evidence


def test_a_shown_signal_with_its_name_forgotten_is_partial_under_the_shipped_rules(library):
    # the mechanism in plain words shows the signal; forgetting the setting's name caps strong at partial
    text = ("Start pulling the next block's weights from the other GPUs while this block is still computing, so the "
            "wait hides under the work. There's a setting for it but I don't remember what it's called.")
    result = assess(library, "design-architect/memory-and-sharding", text, default_rules(), probe="overlap-and-prefetch")
    assert "overlap-and-prefetch" in result.shown
    assert result.depth == "partial"
    assert "strong->partial: the answer disowns part of what was asked" in result.evidence


def test_a_disclaimer_with_nothing_concrete_stays_weak(library):
    text = "I haven't used FSDP's prefetching, I don't remember what it's called."
    result = assess(library, "design-architect/memory-and-sharding", text, DepthRules(concrete_over_disclaimer=True),
                    probe="overlap-and-prefetch")
    assert result.depth == "weak"


def test_the_shipped_rules_let_something_concrete_outweigh_a_disclaimer():
    assert default_rules().concrete_over_disclaimer is True


def test_just_works_out_is_arithmetic_not_a_buzzword():
    lex = default_lexicon()
    assert lex.buzzwords(lex.read("On load it just works out which chunks each new rank needs and reads those.")) == 0
    assert lex.buzzwords(lex.read("Resharding just works, you don't think about it.")) == 1


def test_one_vague_link_does_not_rescue_a_short_buzzword_answer(library):
    # A slogan joined to a slogan by "so" names the probed signal and states no mechanism anyone could check.
    text = ("We'd bring in ring attention and context parallelism, which are best practices here, so the sequence "
            "scales seamlessly.")
    one = DepthRules(buzzword_recital=True)
    two = DepthRules(buzzword_recital=True, buzzword_links=2, buzzword_below_words=60)
    probe = "sequence-context-parallel"
    assert assess(library, "design-architect/run-layout", text, one, probe=probe).depth != "weak"
    result = assess(library, "design-architect/run-layout", text, two, probe=probe)
    assert result.depth == "weak"
    assert "strong->weak: buzzwords, nothing concrete" in result.evidence or \
        "partial->weak: buzzwords, nothing concrete" in result.evidence


def test_a_long_unpunctuated_answer_with_one_link_is_not_read_as_a_buzzword_recital(library):
    # Transcribed speech reads as one sentence, so it has at most one stated link: the word limit keeps it out.
    text = ("okay so ring is basically you chop the buffer into n chunks and do n minus one steps of reduce scatter "
            "and n minus one steps of all gather so each rank sends about two times the buffer which is the optimal "
            "amount of data and tree is log n steps up and down so it wins for small messages on many nodes where "
            "latency is what dominates")
    two = DepthRules(buzzword_recital=True, buzzword_links=2, buzzword_below_words=60)
    assert assess(library, "infra-network/ring-and-tree", text, two, probe="ring-vs-tree").depth != "weak"


def test_the_shipped_rules_need_two_mechanisms_from_a_short_buzzword_answer():
    shipped = default_rules()
    assert (shipped.buzzword_recital, shipped.buzzword_links, shipped.buzzword_below_words) == (True, 2, 60)
