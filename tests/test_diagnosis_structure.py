"""Round 7: how a cause is asserted, answered, dismissed or only observed, through `interviewer assess`.

Each test is one structure behind a miss or a near miss of a blind set (fresh4), in wordings written for
these tests (none is taken from a labelled set): a question the candidate answers themselves, a dismissal
by sufficiency, a pseudo-cleft with "what's going on", an identifying fact that is not yet a cause, a
mechanism that is itself a negation, and the shared cause concepts.
"""

from __future__ import annotations

import pytest

from interviewer.content import causes, load_library
from interviewer.content.validate import validate
from listening_helpers import credited

LIB = load_library([])


def test_a_question_the_candidate_answers_is_read_with_its_answer(capsys, tmp_path):
    # "Why …? Because …" twice: the culprit is in one answer, the mechanism in the other.
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [
        "Why does nobody get through to e17? Because e17 died at 14:06. And why does everyone need e17? "
        "Because the c10d store lives there.",
        "Why would the store be on e17? I'd check the rdzv endpoint in the sbatch first.",  # a real question, a plan
    ]) == [True, False]


def test_saying_a_setting_is_plenty_dismisses_it(capsys, tmp_path):
    assert credited(capsys, tmp_path, "dataloader-starvation", [
        "I don't think it's the loader, two workers per rank should be plenty for 256 images.",
        "Fourteen workers is more than enough, so the loader processes aren't what's slow.",
        "Only two loader workers per rank are running because data.num_workers is ignored now, and two is not enough.",
    ]) == [False, False, True]


def test_whats_going_on_is_a_pseudo_cleft_not_a_question(capsys, tmp_path):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [
        "what's going on is that torchrun restarts in place on the same nodes, and b06 only has seven GPUs left",
        "so what's happening here is the retries land on the same allocation where b06 has 7 GPUs",
        "what's going on with the restarts, do they land on the same nodes?",
    ]) == [True, True, False]


def test_an_identifying_fact_is_an_observation_until_it_is_tied_to_the_failure(capsys, tmp_path):
    # The scenario: a mixed driver is not in itself a problem for NCCL; it is how the node is found.
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "h100-023 is running a newer driver than the other nodes.",
        "h100-023 is running a newer driver than the other nodes, and that's the box that stalls the ring.",
        "After its repair h100-023 was re-imaged onto a newer driver than the rest; that's our culprit.",
    ]) == [False, True, True]


def test_a_mechanism_that_is_itself_a_negation_is_asserted_and_its_opposite_is_not(capsys, tmp_path):
    assert credited(capsys, tmp_path, "ray-head-oom", [
        "the head pod was never given num-cpus 0, so Ray parks the buffer actor and the scoring tasks on the head",
        "the head has num-cpus set to 0, so no actors are scheduled there",
    ]) == [True, False]


def test_a_wrong_mechanism_for_the_right_culprit_is_not_credited(capsys, tmp_path):
    assert credited(capsys, tmp_path, "partial-checkpoint-resume", [
        "latest was written too early because dcp.save is async and rank 0 finishes first",
        "latest got written once node 0's upload was done, and nothing waited for the other nodes",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [
        "this is a Ray bug: the placement group for engine 7 is never rescheduled after the node died",
        "engine 7's bundle is unplaceable, the replacement node only has 16 CPUs left",
    ]) == [False, True]
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [
        "h100-023 is on 560, so its protocol doesn't match the 550 nodes and the ring hangs",
    ]) == [False]


@pytest.mark.parametrize(("sid", "texts"), [
    ("elastic-rendezvous-timeout", ["the rendezvous store sat on e17 and e17 had its power cut",
                                    "the c10d store was on the box whose power supplies failed",
                                    "the store was on e17, and e17 is still up and reachable"]),
    ("roce-pfc-ecn-regression", ["the new QoS template ripped ECN out on the spine switches",
                                 "the spine switches stopped tagging packets as congested after Tuesday",
                                 "the spine switches dropped packets on Tuesday, ECN is fine"]),
])
def test_a_cause_concept_is_heard_in_its_family_of_wordings(sid, texts, capsys, tmp_path):
    assert credited(capsys, tmp_path, sid, texts) == [True, True, False]


def test_a_concept_name_not_in_the_vocabulary_is_a_validation_error(tmp_path):
    assert causes.expand(r"re:\be17\b.{0,20}{died}") != r"re:\be17\b.{0,20}{died}"
    assert causes.unknown(r"re:\be17\b.{0,20}{dided}") == ["dided"]
    src = LIB.source("scenario", "elastic-rendezvous-timeout").path.read_text()
    bad = src.replace("{died}", "{dided}", 1)
    assert bad != src
    (tmp_path / "elastic-rendezvous-timeout.yaml").write_text(bad)
    report = validate([tmp_path])
    assert any("unknown cause concept {dided}" in p.message for p in report.problems)


def test_the_model_classifier_is_told_the_scenarios_wrong_causes(capsys, tmp_path):
    # Offline the wrong causes veto a credit; with a model the classifier decides, so it is told them: both paths
    # hold the same definition of a stated diagnosis.
    from interviewer.interview.tryout import assess_utterance
    from interviewer.testing import FunctionModel

    prompts: list[tuple[str, str]] = []

    def fn(messages, info):
        schema = info.output_schema
        if schema is not None and schema.__name__ == "UtteranceClasses":
            prompts.append((messages[0].text, messages[-1].text))
            return {"classes": ["diagnosis"], "diagnosis": "none"}
        if schema is not None and schema.__name__ == "ArtifactRequest":
            return {"artifacts": []}
        return {"signals": [], "red_flags": [], "depth": "weak"} if schema is not None else "ok"

    scenario = LIB.scenarios["nccl-driver-mismatch-hang"]
    text = "h100-023 runs 560, so its NCCL wire protocol doesn't match the 550 nodes and the ring hangs"
    report = assess_utterance(LIB, text, scenario=scenario.id, model="fn", model_obj=FunctionModel(fn))
    (system, user), = prompts
    assert "wrong causes" in system
    assert "Wrong causes" in user and all(f"- {w.said}" in user for w in scenario.wrong_causes)
    assert report.diagnosis is not None and report.diagnosis.credited is False
    # The offline reader vetoes the same statement by the same list.
    assert credited(capsys, tmp_path, scenario.id, [text]) == [False]


def test_a_change_denied_inside_the_mechanism_or_by_a_negative_subject_is_not_asserted(capsys, tmp_path):
    # 'never stopped marking' denies the change the mechanism names; 'nobody disabled X' denies that X happened.
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [
        "the spine switches never stopped marking ECN, the counters show marks on the leaves too",
        "nobody disabled ECN on the spines, I diffed the template",
        "the spine switches stopped marking ECN after the template change",
        "the spines don't mark ECN any more since Tuesday's template",
    ]) == [False, False, True, True]
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", [
        "nobody turned off the expert bias, it's on in the v2 config",
        "the v2 config turned off the expert bias and set aux loss to 0, so nothing balances the router",
    ]) == [False, True]
