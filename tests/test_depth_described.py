"""Round 7: strong answers in everyday words, transcribed disclaimers and uncertainty, buzzwords and read-back figures.

- An answer that covers everything asked, each signal shown or *described* in its own words (its description's
  content said in plain English: ``approached``), with a stated mechanism at length and no red flag, disclaimer or
  buzzword, is strong (``DepthRules.described_links`` / ``described_words``, chosen by seven-source LOSO CV).
- Such an answer, with no buzzword, is not a recital of terms however many it names.
- Speech-to-text drops apostrophes: "i havent", "dont remember", "im not sure" are the lexicon's negations and hedges.
- A gap admitted ("I'd have to sit down and work it out", "I havent run it") caps strong, also after the rules that
  promote a partial answer.

The answers below are this file's own wording, not any corpus item's. Plain data and the lexical assessor: no model.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import LexicalAssessor, Target, question_targets
from interviewer.interview.depth_rules import DepthRules, default_rules
from interviewer.interview.gaps import GAP_ADMITTED
from interviewer.interview.substance import Substance

BENCH = Path(__file__).resolve().parents[1] / "bench"
RESHARD = "design-scale-architect/checkpoint-resharding"
PEER_COPY = (
    "Keep a second copy of every worker's share of the state in the memory of a partner machine, refreshed each few "
    "hundred steps. When a machine dies the survivors stay up, drop the broken group and build a new one with a spare "
    "in its place, and the spare pulls its share from the partner over the network, so the restore takes seconds "
    "instead of every worker reading the whole checkpoint back from storage. Storage stays the fallback when both "
    "partners fail together, which is rare enough that the slow path does not matter much.")
"""In-job recovery from peer memory, said with none of the jargon the concept matcher knows."""
DESCRIBED = DepthRules(described_links=1, described_words=80)


@pytest.fixture(scope="module")
def library():
    return load_library()


def assess(library, ref, text, rules: DepthRules | None = None, *, probe=""):
    persona, topic_id = ref.split("/")
    topic = library.persona(persona).topic(topic_id)
    targets = question_targets(topic, "probe" if probe else "question", probe)
    question = next(p.text for p in topic.ladder if p.signal == probe) if probe else topic.question
    return LexicalAssessor(rules=rules).assess_sync(text, Target(library.rubric(topic.dimension), targets,
                                                                 frozenset(), question))


# ------------------------------------------------------------------ described in everyday words

def test_a_long_answer_that_describes_what_was_asked_in_everyday_words_is_strong(library):
    off = assess(library, RESHARD, PEER_COPY, DepthRules(), probe="in-job-recovery")
    assert off.depth == "partial" and "in-job-recovery" not in off.shown  # the matcher knows none of its words
    on = assess(library, RESHARD, PEER_COPY, DESCRIBED, probe="in-job-recovery")
    assert on.depth == "strong"
    assert "partial->strong: everything asked shown or described in its own words, mechanism stated" in on.evidence


@pytest.mark.parametrize("tail", [
    " I haven't built this myself though.",  # a gap admitted
    " It is a best practices kind of design.",  # a buzzword
])
def test_a_described_answer_with_a_disclaimer_or_a_buzzword_is_not_strong(library, tail):
    assert assess(library, RESHARD, PEER_COPY + tail, DESCRIBED, probe="in-job-recovery").depth != "strong"


def test_a_short_described_answer_stays_partial(library):
    text = "Keep a copy of each machine's share in a partner's memory, so a spare pulls it over the network."
    assert assess(library, RESHARD, text, DESCRIBED, probe="in-job-recovery").depth == "partial"


def test_the_described_rule_in_isolation():
    long_mechanism = Substance(words=90, specifics=(), links=("a so b",), plain_links=1, terms=2)
    rules = DepthRules(described_links=1, described_words=80)
    assert rules.adjust("partial", 0.0, False, False, long_mechanism, described=True) == "strong"
    assert rules.adjust("partial", 0.0, False, False, long_mechanism) == "partial"  # not everything described
    assert rules.adjust("partial", 0.0, False, True, long_mechanism, described=True) == "partial"  # a red flag
    assert DepthRules().adjust("partial", 0.0, False, False, long_mechanism, described=True) == "partial"


def test_a_transcribed_answer_naming_many_terms_that_describes_what_was_asked_is_not_a_recital(library):
    # No concept of the probed signal matched, four and more of the topic's terms named: formerly a recital (weak).
    # (Round 8: "keeps the bad node out" became a known way of excluding the node, so the answer says it otherwise;
    # round 12: async error handling beside a heartbeat became a known way of saying the signal, so it reports steps.)
    text = ("right now you only find out when the nccl watchdog fires which is ten minutes later so i would have every "
            "rank report each finished step to a small monitor and if one goes quiet for two step times the monitor "
            "stops the job at once and i would also watch dmesg for xids on each host so a gpu dropping off the bus "
            "triggers the same path and set torch nccl async error handling so the collective errors out instead of "
            "hanging then the launcher restarts it and the health check stops that host rejoining")
    result = assess(library, "infra-reliability/elastic-recovery", text, DepthRules(), probe="detection-and-recovery")
    assert "detection-and-recovery" not in result.shown
    assert result.depth != "weak"


def test_a_buzzword_answer_that_uses_the_descriptions_words_is_still_a_recital(library):
    text = ("A holistic approach: we detect failures quickly, recover automatically and keep the job healthy end to "
            "end, the whole playbook.")
    result = assess(library, "infra-reliability/elastic-recovery", text, DepthRules(), probe="detection-and-recovery")
    assert not result.shown and result.depth == "weak"


# ------------------------------------------------------------------ transcribed disclaimers

@pytest.mark.parametrize("text,kind", [
    ("i havent run it at that size", "negation"),
    ("i dont remember which variable it is", "negation"),
    ("i cant remember the flag", "negation"),
    ("i wouldnt know offhand", "negation"),
])
def test_transcribed_negations_and_hedges_need_no_apostrophe(text, kind):
    lex = default_lexicon()
    assert (lex.negation if kind == "negation" else lex.hedge).search(text)


@pytest.mark.parametrize("admission", [
    "I'd have to sit down and work out the exact bytes.",
    "I'd need to think about that part more.",
    "i havent run it at that scale",
    "I've never measured it myself.",
])
def test_more_ways_of_admitting_a_gap(admission):
    assert GAP_ADMITTED.search(admission)


def test_a_gap_admitted_also_stops_a_partial_answer_being_promoted_to_strong():
    long_mechanism = Substance(words=80, specifics=(), links=("a because b", "c so d"), plain_links=0, terms=4)
    promote = dict(mechanism_links=2, mechanism_words=60)
    assert DepthRules(**promote).adjust("partial", 0.5, True, False, long_mechanism, disclaims=True) == "strong"
    capped = DepthRules(**promote, disclaimer_caps_strong=True)
    assert capped.adjust("partial", 0.5, True, False, long_mechanism, disclaims=True) == "partial"
    assert capped.adjust("partial", 0.5, True, False, long_mechanism, disclaims=False) == "strong"


# ------------------------------------------------------------------ the shipped file and the bench

def test_the_shipped_rules_promote_a_described_answer():
    shipped = default_rules()
    assert shipped.described_links >= 1 and shipped.described_words >= 60


def test_the_bench_reports_signals_inside_and_outside_what_was_asked():
    sys.path.insert(0, str(BENCH))
    import assessor

    item = assessor.Item(id="x1", topic=RESHARD, asked="probe:in-job-recovery", voice="terse", depth="strong",
                         signals=["in-job-recovery", "complete-restart-state"], text="...", corpus="f")
    got = assessor.Verdict("strong", ["in-job-recovery", "dcp-resharding"])
    m = assessor.metrics([item], [got])
    assert m["signals_in_target"] == {"tp": 1, "fp": 0, "fn": 0}
    assert m["signals_out_of_target"] == {"tp": 0, "fp": 1, "fn": 1}
    assert m["signal_precision_in_target"] == 1.0 and m["signal_precision_out_of_target"] == 0.0
    assert m["signal_precision"] == 0.5  # the headline still counts every signal


# ------------------------------------------------------------------ buzzwords seen from two or more authors

@pytest.mark.parametrize("text", [
    "We'd leverage a state-of-the-art stack for full visibility.",
    "It's framework-agnostic and robust, so it scales linearly.",
    "We ran a thorough, cross-functional review, found the systemic issues and drove the action items to closure.",
    "Resharding is just a config change; it gives the platform a resilient posture.",
    "Look for anomalies and fix them with a comprehensive plan.",
])
def test_round_seven_buzzwords_are_read_as_buzzwords(text):
    lex = default_lexicon()
    assert lex.buzzwords(lex.read(text)) >= 2


def test_a_buzzword_recital_in_those_words_is_weak(library):
    text = "I'd lean on a robust, state-of-the-art checkpoint format so it reshards on the fly."
    assert assess(library, RESHARD, text, default_rules()).depth == "weak"


def test_a_figure_read_back_from_the_question_is_not_a_specific(library):
    from interviewer.interview.substance import read_substance

    ref = "infra-reliability/elastic-recovery"
    persona, topic_id = ref.split("/")
    topic = library.persona(persona).topic(topic_id)
    lex = default_lexicon()
    text = "A classic self-healing stack, so each failure costs well under the 40 minutes it costs today."
    assert "40 minutes" in topic.question
    echoed = read_substance(lex.read(text, topic.question), lex, library.rubric(topic.dimension), topic.question)
    assert not echoed.specifics
    own = read_substance(lex.read(text, ""), lex, library.rubric(topic.dimension), "")
    assert "40 minutes" in own.specifics
    assert assess(library, ref, text, default_rules()).depth == "weak"


@pytest.mark.parametrize("unsure", [
    "I think the second number is the bus bandwidth.",
    "I guess it's the bus bandwidth.",
    "Which column is which, I'm not sure.",
    "I don't have the exact numbers in front of me.",
])
def test_an_answer_unsure_of_itself_is_partial_not_strong(library, unsure):
    from interviewer.interview.gaps import UNSURE

    text = "nccl-tests all_reduce_perf on the suspect pair and on a known-good pair, then compare busbw."
    rules = DepthRules(disclaimer_caps_strong=True)
    assert assess(library, "infra-network/ring-and-tree", text, rules, probe="bandwidth-measurement").depth == "strong"
    assert UNSURE.search(unsure)
    assert assess(library, "infra-network/ring-and-tree", f"{text} {unsure}", rules,
                  probe="bandwidth-measurement").depth == "partial"


@pytest.mark.parametrize("text", [
    "Nothing goes wrong: torch.save writes atomically, so we save to the same file every time and keep one copy.",
    "We write over the same path every time - the file system writes atomically anyway.",
])
def test_writing_over_one_path_on_the_belief_that_saves_are_atomic_is_overwriting_in_place(library, text):
    result = assess(library, "design-architect/failure-and-checkpointing", text, default_rules(),
                    probe="atomic-commit")
    assert "overwrite-in-place" in result.red_flags and result.depth == "weak"


def test_an_atomic_rename_is_not_overwriting_in_place(library):
    text = ("Write into a new step directory, fsync, then rename a 'latest' pointer: the rename is atomic, so a crash "
            "mid-write leaves the previous checkpoint intact.")
    result = assess(library, "design-architect/failure-and-checkpointing", text, default_rules(),
                    probe="atomic-commit")
    assert "overwrite-in-place" not in result.red_flags
