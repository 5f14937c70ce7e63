"""Domain-term corrections: what Whisper writes by ear becomes the term the engine listens for, and a
sentence that is already right is never changed."""

from __future__ import annotations

import pytest

from interviewer_voice.spoken import load_set
from interviewer_voice.vocabulary import ENV_VARS, correct
from interviewer_voice.wer import domain_term_errors, normalise


@pytest.mark.parametrize(("heard", "meant"), [
    ("I would set NCCL debug equals info and check", "I would set NCCL_DEBUG=INFO and check"),
    ("Set NCCL-IB HCA to the right adapters", "Set NCCL_IB_HCA to the right adapters"),
    ("and NCCL socket, if named to the management interface", "and NCCL_SOCKET_IFNAME to the management interface"),
    ("NCCL-SOCKETIFNAME", "NCCL_SOCKET_IFNAME"),
    ("set NCCL P2P disable equals 1", "set NCCL_P2P_DISABLE=1"),
    ("The D message has an Xid 63", "The dmesg has an Xid 63"),
    ("nickel debug shows the ring", "NCCL_DEBUG shows the ring"),
    ("We moved from 0 stage 2", "We moved from ZeRO stage 2"),
    ("RoCEE needs PFC", "RoCE needs PFC"),
    ("recue the job", "requeue the job"),
    ("the X I D 79 in the log", "the Xid 79 in the log"),
])
def test_misheard_domain_terms_are_respelled(heard, meant):
    assert correct(heard) == meant


@pytest.mark.parametrize("split", ["dev", "test"])
def test_a_sentence_already_right_is_never_changed(split):
    for entry in load_set(split):
        assert correct(entry.text) == entry.text


def test_ordinary_english_is_left_alone():
    for text in ("The GPU's memory was full.", "Zero is a number, and a stage manager runs the stage.",
                 "She sold her nickel shares.", "I'd grade the fix as temporary."):
        assert correct(text) == text


def test_every_env_var_spoken_as_words_comes_back_spelled():
    for name in ENV_VARS:
        spoken = name.replace("_", " ").lower()
        assert correct(spoken) == name


def test_domain_term_error_rate_counts_missed_occurrences():
    assert domain_term_errors(["set NCCL_DEBUG=INFO on every node"], ["set nickel debug info on every note"]) == (2, 2)
    assert domain_term_errors(["drain the node"], ["drain the node"]) == (0, 1)
    assert normalise("after ten minutes") == normalise("after 10 minutes")
