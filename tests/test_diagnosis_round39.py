"""Round 39: a node's failure said in the present tense ("when that host dies", "the store dies with it"), as a
non-native copula before the stem ("which is power off", "e17 power fail") or as a power-loss noun on the host
("power loss on e17", "e17's PSU failure"), through `interviewer assess --scenario`.

Each wording here is written for these tests (none is taken from a labelled set). Each sits beside a near miss
that names the same words with a wrong mechanism or a hypothetical, which must stay uncredited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited


@pytest.mark.parametrize(("text", "expected"), [
    ("The c10d store dies with it whenever the batch host dies, and today that host was gpu-e17.", True),
    ("Our launcher puts the rendezvous on the batch host; when e17 fails, nobody has a store to meet at.", True),
    ("rdzv store live on e17, and e17 is power off now, so no agent can join again.", True),
    ("gpu-e17 power fail = no tcp store = no rendezvous for the spares.", True),
    ("A power loss on gpu-e17 took away the only rendezvous endpoint the agents had.", True),
    ("e17's PSU failure removed the c10d store with it.", True),
    ("If e17 fails some day we should look at where the store lives.", False),
    ("gpu-e17 lost power, and the rendezvous timed out because the firewall blocks port 29500.", False),
])
def test_a_hosts_failure_in_the_present_or_as_a_noun_is_the_mechanism(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "elastic-rendezvous-timeout", [text]) == [expected]

