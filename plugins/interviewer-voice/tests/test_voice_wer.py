"""The WER arithmetic and its normalisation."""

from interviewer_voice.wer import edit_distance, normalise, wer


def test_normalisation_ignores_case_punctuation_joiners_and_digit_spelling():
    assert normalise("Set NCCL_DEBUG=INFO; the all-reduce, stage 3!") == \
        ["set", "nccl", "debug", "info", "the", "all", "reduce", "stage", "three"]


def test_word_error_rate_counts_substitutions_insertions_and_deletions():
    assert edit_distance("a b c d".split(), "a x c d e".split()) == 2
    assert wer(["the rank stalls", "use FSDP"], ["the bank stalls", "use FSDP"]) == 1 / 5
    assert wer(["nccl all-reduce"], ["nickel all reduce"]) == 1 / 3
