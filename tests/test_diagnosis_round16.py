"""Round 16: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one structure behind a near miss or a miss of fresh13's tuning half (and of the older dev sets' leftovers),
in wordings written for these tests (none is taken from a labelled set): a cause the next sentence puts in the past
("…; it was fixed by the reboot", "…; that got rolled back, so this is something new"), or dismisses in its own ("…,
so that's not it"); the right component named and then set aside ("v2 is unrelated") does not pin the cause on it; a
sentence that carries the one before on with a pronoun ("Engine 6's group is the one … Its bundle …") is read with
it; a cause from another season ("in the winter") is history; an imperative-looking verb that is a noun ("Run config
still has …") opens a statement, not a plan, and "What's filling memory is X" is a pseudo-cleft, not a question; the
storage or the data loader blamed for the slowdown is a wrong account; another actor is another component; and the
scenarios' new wording families (a co-referent node, "this node lost power"; an append-only list, rollouts never
freed; the ranks averaging their gradients; experts called specialists; ECN called the early warning; "took away";
"at half rate").
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

from interviewer.interview.stance import stance


@pytest.mark.parametrize(("scenario", "texts", "expected"), [
    ("xid79-fallen-off-bus", [
        "GPU 4 on gpu-b06 had an Xid 79 and fell off the bus in the spring; it was fixed by reseating the card.",
        "GPU 4 on gpu-b06 had an Xid 79 and fell off the bus; that's what killed the job.",
    ], [False, True]),
    ("roce-pfc-ecn-regression", [
        "Someone disabled ECN on the spine switches once; that got reverted, so this must be something else.",
        "The QoS template change disabled ECN on the spine switches, so cross-SU traffic gets no congestion signal.",
    ], [False, True]),
    ("straggler-pcie-downtrained", [
        "GPU 3 on gpu-c09 trained down to x8 at one point, but a reseat cleared it, so that's not it.",
    ], [False]),
])
def test_a_cause_put_in_the_past_or_set_aside_after_it_is_named_is_not_stated(capsys, tmp_path, scenario, texts,
                                                                              expected):
    assert credited(capsys, tmp_path, scenario, texts) == expected


@pytest.mark.parametrize(("texts", "expected"), [
    (["Routing already collapsed onto two experts back on v1; v2 is unrelated."], [False]),
    (["v2 set the aux loss to 0 and left the expert bias off, so the routing collapses onto a few experts."], [True]),
])
def test_the_right_component_set_aside_does_not_pin_the_cause_on_it(capsys, tmp_path, texts, expected):
    assert credited(capsys, tmp_path, "moe-expert-imbalance-oom", texts) == expected


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Run config still has the old key, and the loader ignores it.", "assert"),
    ("Check marks were missing from the form.", "assert"),
    ("Run the profiler on one rank.", "plan"),
    ("Check the effective config for num_workers.", "plan"),
    ("What's filling the head's memory is the buffer actor, which keeps every rollout.", "assert"),
    ("What's eating memory on the head node", "question"),
])
def test_a_verb_that_is_a_noun_opens_a_statement(sentence, expected):
    assert stance(sentence) == expected


def test_the_storage_blamed_for_the_slowdown_is_a_wrong_account(capsys, tmp_path):
    texts = ["num_workers fell back to 2 and the object store latency dominates every step.",
             "num_workers fell back to the default of 2, and two workers can't decode JPEGs fast enough."]
    assert credited(capsys, tmp_path, "dataloader-starvation", texts) == [False, True]


@pytest.mark.parametrize(("scenario", "texts"), [
    ("elastic-rendezvous-timeout", [
        "The rendezvous store ran on the batch host, and that same machine lost its power, so nobody could rejoin."]),
    ("ray-head-oom", ["The rollout buffer actor on the head node is an append-only list, 200 GB and rising."]),
    ("silent-nan-cascade", [
        "One GPU produced a NaN gradient and, because all the ranks average their gradients, it ended up in every "
        "replica."]),
    ("moe-expert-imbalance-oom", [
        "Nothing spreads the load across the specialists any more since balancing was turned off, so the router "
        "collapses."]),
    ("roce-pfc-ecn-regression", [
        "The change to the spine switches turned off the early warning, so senders never slow down before PFC "
        "pauses."]),
])
def test_new_wording_families_credit(capsys, tmp_path, scenario, texts):
    assert credited(capsys, tmp_path, scenario, texts) == [True] * len(texts)


@pytest.mark.parametrize(("scenario", "texts", "expected"), [
    ("ray-placement-group-pending", [
        "Engine 6's group is the one that can't be placed. Its bundle doesn't fit on the new node.",
    ], [False]),
    ("ray-placement-group-pending", [
        "Engine 7's group is the one that can't be placed. Its bundle doesn't fit on the new node.",
    ], [True]),
])
def test_an_account_carried_into_the_next_sentence_is_read_whole(capsys, tmp_path, scenario, texts, expected):
    assert credited(capsys, tmp_path, scenario, texts) == expected


@pytest.mark.parametrize(("scenario", "texts", "expected"), [
    ("ray-head-oom", ["The metrics aggregator actor on the head keeps every sample it gets and leaks."], [False]),
    ("roce-pfc-ecn-regression", ["We saw ECN disabled on the spine switches in the winter after a template push."],
     [False]),
    ("straggler-pcie-downtrained", ["GPU 3 on gpu-c09 is at x8, and that rank's data loader is the bottleneck."],
     [False]),
])
def test_another_actor_another_time_or_a_wrong_account_is_not_the_diagnosis(capsys, tmp_path, scenario, texts,
                                                                             expected):
    assert credited(capsys, tmp_path, scenario, texts) == expected


@pytest.mark.parametrize(("scenario", "texts"), [
    ("moe-expert-imbalance-oom", ["They took away the aux loss and never enabled the expert bias, so routing collapsed."]),
    ("ray-head-oom", ["What's filling the head's memory is the rollout buffer actor, which never evicts anything.",
                      "The buffer actor on the head appends every rollout, and old ones are never freed."]),
    ("straggler-pcie-downtrained", ["GPU 3 on gpu-c09 talks to its NIC at half rate, so its FSDP group lags."]),
])
def test_more_wording_families_credit(capsys, tmp_path, scenario, texts):
    assert credited(capsys, tmp_path, scenario, texts) == [True] * len(texts)
