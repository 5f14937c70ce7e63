"""Round 17: diagnoses credited only when stated, through `interviewer assess --scenario`.

Each test is one reading behind a near miss or a miss of fresh14's tuning half and fresh13's leftovers, in wordings
written for these tests (none is taken from a labelled set): a contrast ("it's not the X") governs its noun phrase
through a non-finite clause ("… being dropped to the default"), and a negated predicate ("it isn't filtered") only
itself; a when-clause is dated by the past time it hangs on ("in the spring, when X"); what a change was meant to do
is not what it did; a cause already fixed, or an event after the job was already dead, is not this failure's cause;
hearsay with the teller's side named ("a colleague on the platform side said"), or heard from someone; "if I may be
blunt" is a politeness, not a condition; the scenarios' new wording families and wrong accounts.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

from interviewer.interview.stance import stance


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    # a contrast runs on through a non-finite clause; a harmless warning is set aside
    ("dataloader-starvation",
     "It's not the loader's worker setting being dropped to the default; the num_workers warning is harmless.", False),
    ("dataloader-starvation", "The run config's num_workers is being ignored, so the loader falls back to 2 workers.",
     True),
    # a negated predicate does not negate the clause 'and' joins to it: the overfitting is asserted, a wrong account
    ("loss-spike-data-mix", "The forum shard isn't filtered and the model overfits on its repeated threads.", False),
    # a newer driver called compatible clears the node
    ("nccl-driver-mismatch-hang", "It's not h100-023: a newer driver is fully compatible, so that node is fine.", False),
])
def test_a_negation_governs_what_it_scopes_over(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("ray-placement-group-pending",
     "We saw this in the spring, when a new node joined with fewer CPUs than the bundle needs.", False),
    ("ray-placement-group-pending",
     "The replacement node came up with too few CPUs for the engine's bundle, so the placement group stays pending.",
     True),
    ("roce-pfc-ecn-regression",
     "The spines had ECN switched off during the first build-out, but that's long since fixed.", False),
    ("xid79-fallen-off-bus",
     "GPU 4 on gpu-b06 fell off the bus, but only after the NCCL timeout had already killed the job.", False),
    ("dataloader-starvation",
     "The slowdown goes back to last week; the release merely exposed it, since the loader already ran 2 workers then.",
     False),
])
def test_a_cause_of_another_time_is_not_this_failures(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("moe-expert-imbalance-oom",
     "A colleague on the platform side said the router collapsed after the aux loss went to zero.", False),
    ("roce-pfc-ecn-regression", "The on-call heard from networking that the spines stopped marking ECN.", False),
    ("roce-pfc-ecn-regression", "If I may be blunt, the spine switches no longer mark ECN since the template change.",
     True),
    ("roce-pfc-ecn-regression",
     "NET-2291 was meant to enlarge the storage buffer share, but it also removed ECN marking on the spine switches, "
     "so DCQCN never gets a congestion signal.", True),
])
def test_who_asserts_and_what_a_change_was_meant_to_do(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    ("elastic-rendezvous-timeout",
     "The rendezvous store lived on e17, and e17 is the node that suffered the power failure.", True),
    ("elastic-rendezvous-timeout", "The machine coordinating the regroup was the one that died.", True),
    ("nccl-driver-mismatch-hang",
     "h100-023 came back from repair with the wrong driver image, and its P2P transfers stall the ring.", True),
    ("moe-expert-imbalance-oom",
     "Nothing keeps the tokens evenly spread over the experts any more, so one GPU per node gets most of them and runs "
     "out of memory.", True),
    ("roce-pfc-ecn-regression",
     "The switches at the core of the fabric, the ones every cross-SU job crosses, were changed by the template and "
     "stopped giving the early congestion warning.", True),
    ("dataloader-starvation",
     "The refactor dropped data.num_workers, so each rank is only running two loader workers per GPU.", True),
    # wrong accounts
    ("moe-expert-imbalance-oom", "A single flaky node is to blame: its router collapsed onto GPU 5.", False),
    ("moe-expert-imbalance-oom",
     "With the aux loss at zero the router collapses and the run diverges, and the bigger gradients eat the memory.",
     False),
])
def test_wording_families_and_wrong_accounts(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


@pytest.mark.parametrize(("sentence", "expected"), [
    ("If I may be blunt, the spine switches no longer mark ECN.", "assert"),
    ("If you ask me, the store lived on the node that died.", "assert"),
    ("If the store lived on e17, the agents would time out.", "hedge"),
    ("I may be wrong, but the store lived on e17.", "hedge"),
])
def test_a_politeness_formula_is_no_condition(sentence, expected):
    assert stance(sentence) == expected
