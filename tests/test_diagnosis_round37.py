"""Round 37: a cause granted before "but the real damage/bottleneck is …", a time named by a month's abbreviation,
a doubt about the claim said after it, "prob" as a hedge, a pseudo-cleft after a discourse word or in the past
perfect, and mechanisms and wrong accounts in the scenarios' own terms, through `interviewer assess --scenario`.

Each wording here is written for these tests (none is taken from a labelled set). Each sits beside the same account
stated plainly by the candidate, which must still be credited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited
from interviewer.interview.stance import stance


@pytest.mark.parametrize(("text", "expected"), [
    ("Sure, the loader went down to two workers, but the real bottleneck is the S3 client's connection pool.", False),
    ("The loader did drop to two workers, but the actual reason is slow object storage.", False),
    ("The loader went down to num_workers 2 because the renamed config key is ignored, so the GPUs wait on JPEG "
     "decode.", True),
])
def test_a_cause_granted_before_the_real_one_is_not_asserted(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "dataloader-starvation", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("heads up, GPU 4 on b06 logged an Xid 79 back in Sept. as well", False),
    ("GPU 4 on gpu-b06 had an Xid 79 in Aug too", False),
    ("GPU 4 on gpu-b06 fell off the bus with an Xid 79 and the job died with it.", True),
])
def test_a_month_abbreviation_dates_a_claim(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "xid79-fallen-off-bus", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("resolved config has num_workers 2 for every rank; not sure if that's what slows us or just noise.", False),
    ("num_workers went to 2, not sure yet whether it is the bottleneck.", False),
    ("num_workers fell back to 2 because the renamed key is ignored, and that starves the GPUs.", True),
])
def test_a_doubt_said_after_the_claim(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "dataloader-starvation", [text]) == [expected]


def test_prob_is_a_hedge_unless_it_names_the_problem():
    assert stance("new node prob has fewer cpus than the others") == "hedge"
    assert stance("the new node prolly has fewer cpus") == "hedge"
    assert stance("The prob is the new node has 48 cpus.") == "assert"


@pytest.mark.parametrize(("text", "expected"), [
    ("the new pod prob has fewer CPUs so engine 7's bundle doesn't fit", False),
    ("the new pod has only 48 CPUs, so engine 7's bundle doesn't fit once engine 6 takes 32", True),
])
def test_prob_hedges_a_diagnosis(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [text]) == [expected]


@pytest.mark.parametrize("text", [
    "And what had really happened was that the c10d store lived on gpu-e17 and died with that node.",
    "So what actually broke was, the rendezvous store ran on gpu-e17 and went down with it.",
])
def test_a_pseudo_cleft_after_a_discourse_word_states_its_answer(capsys, tmp_path, text):
    assert stance(text) == "assert"
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [True]


def test_a_pseudo_cleft_asked_is_still_a_question():
    assert stance("So what had happened to the store?") == "question"


@pytest.mark.parametrize(("text", "expected"), [
    # the leaking actor in other words
    ("One Python actor holds an append-only list, and that is the 300 GB.", True),
    ("The buffer appends in add() and nothing was ever evicted.", True),
    ("The buffer kept every trajectory it was given, and that leaks about 30 GB an hour.", True),
    ("The MetricsAggregator actor leaks.", False),
    # sample() returns a new list that is freed like any other; the leak is the list that keeps every rollout
    ("The RolloutBuffer leaks because the copies sample() makes are never freed.", False),
    # the head takes work
    ("The head pod was allowed to run actors, so nothing kept the buffer off the box with GCS.", True),
    ("The head was left open to accept tasks, so the scheduler put CPU work next to GCS.", True),
    # the score_batch tasks are 0.4 GB each: victims, not what filled the head
    ("The head had CPUs to offer, so Ray put the score_batch tasks there and those tasks used up the memory.", False),
])
def test_ray_head_oom_in_other_words(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "ray-head-oom", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    # HSDP averages gradients across replicas; what nothing re-syncs is the parameters
    ("Replica 11 drifted because its grads were not all-reduced with the other replicas.", False),
    ("Replica 11 drifted: HSDP averages only the gradients, so nothing re-syncs the parameters rank 741 computed "
     "wrongly.", True),
])
def test_replica_drift_is_not_missing_gradient_averaging(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "sdc-cross-replica-checksum", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    # the collectives never finish on h100-023: a hang, not a slow node
    ("h100-023 runs a newer driver, so it is slower and the ring waits on it.", False),
    ("h100-023 is the straggler because its driver is different.", False),
    ("h100-023 runs driver 560 while the rest run 550, and its P2P copies stall, so every collective hangs.", True),
])
def test_a_hang_is_not_a_slow_node(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    # a quantity with a unit is not the worker count
    ("The prefetch queues of the workers grew until 2 TB of host RAM was gone.", False),
    ("Only 2 workers per rank since the refactor ignored the config key, so the GPUs starve.", True),
])
def test_the_worker_count_is_a_bare_count(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "dataloader-starvation", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    # h100-023's single-node all-reduce hangs with P2P on: the hang is inside the node, not between driver versions
    ("Two driver versions in one job are unsupported, so h100-023's ranks can't exchange P2P handles with the "
     "others and the ring stalls.", False),
    ("h100-023 came back from repair on driver 560 where the fleet runs 550, and its P2P path stalls the ring.", True),
])
def test_mixed_drivers_are_not_the_hang(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "nccl-driver-mismatch-hang", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("My flatmate's lab partner says a loss-token-free micro-batch on rank 611 made 0/0, but I think the learning "
     "rate was too high.", False),
    ("Our TA says rank 611 saw zero loss tokens and divided 0 by 0, but I went with bf16 overflow.", False),
    ("My classmate says rank 611 had zero loss tokens and the masked mean divided 0 by 0, and I agree.", True),
])
def test_a_classmates_or_partners_view_is_theirs(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Rank 611 having zero loss tokens would make the masked mean 0/0 only in fp16.", False),
    ("Rank 611 had zero loss tokens in one micro-batch, so the masked mean was 0/0 and the NaN spread to every "
     "rank.", True),
])
def test_a_gerund_subject_of_would_is_a_supposition(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("resolved config: num_workers is 2 for every rank. No idea yet if that matters.", False),
    ("num_workers fell back to 2 after the refactor; not sure whether that is the bottleneck.", False),
])
def test_a_doubt_in_the_next_sentence_disowns_the_claim(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "dataloader-starvation", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Did a whole week of training really have to die for one missing guard? Rank 611 got a micro-batch with zero "
     "loss tokens and the masked mean divided 0 by 0.", True),
    ("Did rank 611 get a micro-batch with zero loss tokens? The masked mean would then divide 0 by 0.", False),
])
def test_a_lament_put_as_a_question_raises_no_cause(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "silent-nan-cascade", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("The head was schedulable like any worker, so the buffer actor was placed next to GCS.", True),
    ("The head is not schedulable, so nothing of ours runs there.", False),
    ("The RayCluster spec never zeroed the head's CPUs, so Ray treats the head like any other worker.", True),
    ("The buffer actor has held onto every batch since the first hour.", True),
    ("The buffer hasn't freed a single trajectory since launch.", True),
])
def test_ray_head_oom_mechanisms_in_other_words(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "ray-head-oom", [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Since the QoS push the spine tier lost its ECN marking for priority 3, so cross-SU flows get no CE marks.", True),
    ("We lost ECN marking at the spine layer with that template, and that is the regression.", True),
    ("DCQCN is blind to congestion at the spines, so PFC pause does all the throttling across SUs.", True),
    ("ECN marking is on at the spines and leaves alike; the pause counters are normal.", False),
])
def test_roce_mechanisms_in_other_words(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "roce-pfc-ecn-regression", [text]) == [expected]
