"""Assessment as concepts: the lexicon matcher, depth relative to what was asked, and the follow-ups
it leads to, checked on hand-written cases and over the whole labelled corpus (bench/corpus).

Plain code, no model: nothing here depends on a provider's wording.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from interviewer.content import load_library
from interviewer.content.concepts import compile_term, default_lexicon
from interviewer.content.validate import validate
from interviewer.interview.assess import LexicalAssessor, Target, lexical_hits, question_targets
from interviewer.scoring.judge.offline import offline_score
from interviewer.transcript.events import Turn

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))
import assessor as bench  # noqa: E402


@pytest.fixture(scope="module")
def library():
    return load_library()


@pytest.fixture(scope="module")
def corpus():
    items = [it for corpus in ("a", "b") for split in ("dev", "test") for it in bench.load_split(split, corpus)]
    return items, bench.run_direct(items)


def topic(library, ref):
    persona, topic_id = ref.split("/")
    return library.persona(persona).topic(topic_id)


def assess(library, ref, text, *, probe="", question=""):
    t = topic(library, ref)
    targets = question_targets(t, "probe" if probe else "question", probe)
    target = Target(library.rubric(t.dimension), targets, frozenset(), question or t.question)
    return LexicalAssessor().assess_sync(text, target)


# ------------------------------------------------------------------ the lexicon

@pytest.mark.parametrize("term,text", [
    ("all reduce", "the allreduce hangs"), ("all reduce", "an All-Reduce"), ("all reduce", "all_reduce_perf"),
    ("checkpoint*", "checkpointing every hour"), ("stack dump*", "stack dumps of every rank"),
    ("NCCL_DEBUG", "nccl debug at info"),
])
def test_terms_match_spelling_variants(term, text):
    assert compile_term(term).search(text)


def test_variants_and_paraphrases_show_the_same_signal(library):
    dim = library.rubric("nccl-collectives")
    said = [
        "dump the flight recorder and compare the last sequence number on every rank",
        "py-spy every process while it hangs and find the odd one out",
        "grab a Python stack from each process and group them; whoever is somewhere else is the culprit",
    ]
    for text in said:
        assert "hang-localisation" in lexical_hits(text, dim), text


@pytest.mark.parametrize("text", [
    "Maybe a driver mismatch? I'm not sure.",                          # question and hedge
    "I haven't compared driver versions across nodes myself.",          # negation
    "Could be the driver version being different, I guess.",            # hedge
    "Is it a different CUDA driver on one node that stalls until the watchdog?",  # asked back
])
def test_hedged_negated_and_asked_back_words_do_not_count(library, text):
    assert "version-consistency" not in lexical_hits(text, library.rubric("nccl-collectives"))


def test_echoing_the_question_does_not_count(library):
    t = topic(library, "oncall-lead/collective-hang")
    probe = next(p for p in t.ladder if p.signal == "version-consistency")
    echo = f"{probe.text} Hmm, good question."
    result = assess(library, "oncall-lead/collective-hang", echo, probe="version-consistency", question=probe.text)
    assert "version-consistency" not in result.shown and result.depth == "weak"


def test_a_stated_figure_with_a_unit_counts_as_arithmetic(library):
    lex = default_lexicon()
    for said in ("that's about 10.5 million dollars", "roughly 40 GB/s of busbw", "one and a half terabytes",
                 "every 46 minutes"):
        assert lex.read(said).asserted("number-with-unit", lex.terms["number-with-unit"]) is not None, said
    assert lex.read("a few of them, a lot").asserted("number-with-unit", lex.terms["number-with-unit"]) is None


# ------------------------------------------------------------------ depth relative to what was asked

def test_a_narrow_answer_to_a_probe_is_strong_for_that_probe(library):
    text = ("py-spy dump every rank while it is hung and compare the stacks: the one rank that never entered "
            "the all-reduce is the culprit.")
    as_probe = assess(library, "oncall-lead/collective-hang", text, probe="hang-localisation")
    assert as_probe.depth == "strong" and as_probe.targets == ("hang-localisation",)
    as_opening = assess(library, "infra-network/debug-during-hang", text)
    assert as_opening.depth == "partial" and as_opening.missing == ["nccl-debug-output", "transport-and-fabric"]
    assert as_probe.level == "Deep" and as_opening.level == "Working"


def test_buzzword_recitals_and_disowned_answers_are_weak(library):
    bluff = ("I'd leverage the flight recorder, NCCL debug and py-spy, the whole observability toolkit, and drive "
             "to root cause holistically.")
    assert assess(library, "oncall-lead/collective-hang", bluff).depth == "weak"
    disowned = "I haven't read that output myself; I'd ask the networking team."
    assert assess(library, "infra-network/debug-during-hang", disowned).depth == "weak"


# ------------------------------------------------------------------ over the whole labelled corpus

def test_no_follow_up_asks_for_a_signal_the_answer_showed(corpus):
    items, verdicts = corpus
    follow_ups = [(it, v) for it, v in zip(items, verdicts) if v.next_act in ("probe", "deepen")]
    assert len(follow_ups) > 450
    # By the assessor's own reading: never.
    assert not [it.id for it, v in follow_ups if v.next_signal in v.shown]
    # By the human labels: at most 2% (a signal the matcher missed can still be asked for).
    redundant = [it.id for it, v in follow_ups if v.next_signal in it.signals]
    assert len(redundant) <= 0.02 * len(follow_ups), redundant


def test_strong_answers_move_on_or_deepen_and_others_get_probed(corpus):
    items, verdicts = corpus
    for it, v in zip(items, verdicts):
        if v.depth == "strong":
            assert v.next_act in ("deepen", ""), it.id
        else:
            assert v.next_act in ("probe", ""), it.id


def test_offline_scores_agree_with_the_labels(library, corpus):
    items, _ = corpus
    scores: dict[str, list[int]] = {"weak": [], "partial": [], "strong": []}
    for it in items:
        t = topic(library, it.topic)
        probe = it.probe_signal
        question = next(p.text for p in t.ladder if p.signal == probe) if probe else t.question
        turns = [Turn(seq=1, role="interviewer", text=question, topic_id=t.id, act="probe" if probe else "question",
                      signal=probe),
                 Turn(seq=2, role="candidate", text=it.text, topic_id=t.id)]
        result = offline_score(library.rubric(t.dimension), turns, library=library)
        scores[it.depth].append(result.score or 1)
    mean = {k: sum(v) / len(v) for k, v in scores.items()}
    assert mean["weak"] < mean["partial"] < mean["strong"]
    assert max(scores["weak"]) <= 2
    assert sum(1 for s in scores["strong"] if s >= 3) >= 0.85 * len(scores["strong"])
    assert sum(1 for s in scores["weak"] if s == 1) >= 0.75 * len(scores["weak"])


# ------------------------------------------------------------------ validation

def test_every_shipped_signal_and_red_flag_is_matched_by_concepts(library):
    lex = default_lexicon()
    unmatched = [f"{rid}/{item.id}" for rid, rubric in library.rubrics.items()
                 for item in (*rubric.signals, *rubric.red_flags) if not item.concepts]
    assert not unmatched, unmatched
    named = {cid for rubric in library.rubrics.values() for item in (*rubric.signals, *rubric.red_flags)
             for group in item.concepts for cid in (*group.all, *group.any)}
    assert named <= set(lex.terms), sorted(named - set(lex.terms))


@pytest.mark.parametrize("ref,probe,text,signal", [
    ("coding-interviewer/ring-allreduce-impl", "cost-model",
     "it's n minus one steps for each half so twice that, and each rank sends a bit less than two times the buffer",
     "cost-model"),
    ("panel-postmortem/performance-story", "profiling-tools",
     "I opened the nsys timeline and looked for gaps between kernels", "profiling-tools"),
    ("panel-postmortem/rl-infrastructure", "weight-sync",
     "the trainer NCCL-broadcasts the new weights into the SGLang workers layer by layer, no disk", "weight-sync"),
    ("panel-postmortem/ambiguous-ask", "clarify-and-assume",
     "Slower than what? Step time or ETA? What changed since the last good run? Until I hear back I assume tokens/s.",
     "clarify-and-assume"),
])
def test_paraphrases_show_the_new_rubrics_signals(library, ref, probe, text, signal):
    assert signal in assess(library, ref, text, probe=probe).shown


def test_a_single_question_back_is_not_clarification_but_a_run_of_them_is(library):
    one = assess(library, "panel-postmortem/ambiguous-ask", "Do you mean the step time?")
    assert "clarify-and-assume" not in one.shown
    run = assess(library, "panel-postmortem/ambiguous-ask",
                 "Slower than which run? Is it step time or tokens per second? Did the config change? Then I'd profile.")
    assert "clarify-and-assume" in run.shown



def test_validate_names_an_unknown_concept_and_a_bad_target(tmp_path):
    (tmp_path / "rubrics").mkdir()
    (tmp_path / "personas").mkdir()
    rubric = (Path(__file__).resolve().parents[1] / "rubrics" / "nccl-collectives.yaml").read_text()
    rubric = rubric.replace("{all: [ring, tree, log-latency]}", "{all: [ring, tree, no-such-concept]}", 1)
    (tmp_path / "rubrics" / "nccl-collectives.yaml").write_text(rubric)
    persona = (Path(__file__).resolve().parents[1] / "personas" / "infra-network.yaml").read_text()
    persona = persona.replace("targets: [ring-vs-tree]", "targets: [no-such-signal]", 1)
    (tmp_path / "personas" / "infra-network.yaml").write_text(persona)
    report = validate([tmp_path])
    messages = [p.message for p in report.problems]
    assert any("unknown concept 'no-such-concept'" in m for m in messages), messages
    assert any("topic targets signal 'no-such-signal'" in m for m in messages), messages


def test_llm_schema_and_lexical_output_name_the_same_ids(library):
    from interviewer.interview.llm_assess import schema_for

    dim = library.rubric("fsdp-sharding")
    schema = schema_for(Target(dim, ())).model_json_schema()
    assert schema["properties"]["shown"]["items"]["enum"] == [s.id for s in dim.signals]
    shown = asyncio.run(LexicalAssessor().assess("16 bytes per parameter, FULL_SHARD", Target(dim, ()))).shown
    assert set(shown) <= set(schema["properties"]["shown"]["items"]["enum"])
