"""Round 26 (utt26): the practice product itself named as the subject is an aside (off-topic).

- "does the kiosk give me a score at the end", "is this question bank the same for everyone", "is this bot going to be
  used for hiring", "how are you scoring this": the kiosk, the question bank, the voice mode, the send button, the app
  or platform as a product, or how the turn is scored, are not the problem (fresh19 to fresh22). "The platform team
  owns the scheduler" and "the app OOMs on load" are the incident's platform and application, and stay answers.
"""

from __future__ import annotations

import pytest

from interviewer.interview.remarks import PRACTICE_PRODUCT
from listening_helpers import classes_of

TOPIC = "infra-cluster-ops/topology-placement"


@pytest.mark.parametrize("text", [
    "does this kiosk keep what I type after I log out?",
    "is the question bank shared between the two tracks? a classmate saw other numbers",
    "will this bot be used for real hiring decisions somewhere",
    "how are you grading this, is it just matching words",
    "the send button sits right next to enter, I keep submitting half sentences",
    "does this practice platform save my history anywhere?",
])
def test_the_practice_product_as_the_subject_is_off_topic(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["off-topic"]]


@pytest.mark.parametrize("text", [
    "The platform team owns the scheduler, so the app layer retries the placement.",
    "the app OOMs on load because it reads the whole shard into memory",
    "this platform layer hides the topology, so I'd ask for the NVLink domain map first",
    "the bottleneck score from nccl-tests is what I'd look at per link",
])
def test_the_incident_platform_is_not_the_product(text):
    assert not PRACTICE_PRODUCT.search(text)


def test_an_answer_beside_a_remark_on_the_kiosk_is_both(capsys, tmp_path):
    text = ("pack each job inside one NVLink domain first, then one leaf switch, so the all-reduce never crosses the "
            "spine. btw the timer on this kiosk keeps resetting")
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["answer", "off-topic"]]
