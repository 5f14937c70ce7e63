"""Round 48: theories told as part of a story (talks, threads, podcasts, email chains), through `interviewer assess
--scenario`.

- **rejected after**: "Omar's position is that X. I don't buy it." / "X, but I'm not buying that, …": the account a
  rejection of "it" or "that" points back at is the view rejected. A rejection with its own object ("I don't buy the
  cabling theory") leaves the claim before it standing.
- **judged wrong**: "At first we blamed X. Wrong - …", "Then we guessed X - wrong!": the guess is refuted; what the
  story goes on to say is read as it is.
- **written, then erased**: "I put 'X' in the incident doc. An hour later I deleted it.": a quoted claim the story says
  was deleted or rubbed out. Words in quotation marks with no erasure (a log line quoted as evidence) stay.
- **a bare order to fix it**: "Just `scontrol update ... state=drain` and requeue.": a fix told to the reader, no cause;
  "Just drain it: X, so Y" gives its reason.
- **waiting on a check, in more words**: "we'll know once the diag finishes", "Confirmation after the canary run",
  "pending the profiling", "I'll prove it tonight …; treat it as the leading theory", "we still need your log to
  confirm", "though the vendor has not yet confirmed", "if the log bears it out", "Let's see what the diag says". "I'll prove it to you with the
  log" offers evidence in hand: still a claim.

Each wording here is written for these tests (none is taken from a labelled set). Each family sits beside a statement
that must still be credited.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited

SCENARIO = "xid79-fallen-off-bus"
RIGHT = "GPU 4 on gpu-b06 fell off the bus with Xid 79, so every restart landed on a node with seven GPUs"


@pytest.mark.parametrize(("text", "expected"), [
    (f"Omar's position is that {RIGHT}. I don't buy it. The IB errors came from elsewhere.", False),
    (f"OMAR: {RIGHT}. SUNIL: Not buying it, the errors are on other nodes.", False),
    (f"Omar reckons {RIGHT}, but I'm not convinced.", False),
    (f"The night shift says {RIGHT}. We dispute this: the node passed its checks after the reboot.", False),
    (f"{RIGHT}. I don't buy the cabling theory at all.", True),
    (f"{RIGHT}. I disagree with the plan to reboot it, though.", True),
    (f"The cabling theory is wrong; I don't buy it. {RIGHT}.", True),
])
def test_an_account_rejected_after_it_is_not_the_speakers(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    (f"At first we put it on the fabric. Wrong. Then we guessed {RIGHT} - wrong!", False),
    (f"First guess: {RIGHT}. Nope. It was the NIC on the switch port.", False),
    (f"First we blamed the fabric. Wrong - {RIGHT}.", True),
    (f"{RIGHT}; the wrong node was never drained.", True),
])
def test_a_guess_judged_wrong_in_the_story_is_refuted(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("I put 'gpu-b06 GPU 4 off the bus, Xid 79' in the incident doc. An hour later I deleted it, since the IB errors "
     "were everywhere.", False),
    ("Somebody had written \u201cXid 79, b06 lost a GPU off the bus\u201d on the board, and the lead rubbed it out.", False),
    (f"{RIGHT}: dmesg on the node says 'NVRM: Xid 79, GPU has fallen off the bus'.", True),
    (f"{RIGHT}. We deleted it from the node list, then drained the node.", True),
])
def test_a_quoted_claim_the_story_says_was_erased_is_given_up(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    (f"Surely {RIGHT}; we'll know once the field diag finishes.", False),
    (f"I'm certain {RIGHT}. Confirmation after the node's bus check tonight.", False),
    (f"No question: {RIGHT}, pending the profiling Omar is running.", False),
    (f"I'm sure {RIGHT}. I'll prove it tonight by reseating the card; until then treat it as the leading theory.",
     False),
    (f"{RIGHT}. I'll prove it to you with the dmesg line.", True),
    (f"{RIGHT}; we'll know the drain worked once the job passes step 500.", True),
    (f"{RIGHT}, pending Omar's read of the kernel log.", False),
    (f"{RIGHT}; the fix is pending Omar's review.", True),
    (f"We're confident {RIGHT}, but we still need your node's kernel log to confirm.", False),
    (f"Without doubt {RIGHT}, though the vendor has not yet confirmed the timeline.", False),
    (f"Surely {RIGHT}, if the kernel log bears it out.", False),
    (f"Surely {RIGHT}. Let's see what the field diag says before we call it.", False),
    (f"{RIGHT}. Let's confirm the fix with a 500-step run.", True),
    (f"{RIGHT}; the vendor's diag confirmed it on Tuesday.", True),
])
def test_a_claim_waiting_on_a_check_in_more_words(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Just `scontrol update nodename=gpu-b06 state=drain` and let the requeue skip the node whose GPU 4 fell off the "
     "bus.", False),
    ("Just drain gpu-b06 and requeue the job off the bus-dropped node with Xid 79 GPU 4.", False),
    (f"Just drain gpu-b06: {RIGHT}.", True),
])
def test_a_bare_order_to_fix_it_states_no_cause(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, SCENARIO, [text]) == [expected]
