"""Round 30: where a typed turn breaks, in wordings written for these tests (none is copied from a labelled set).

- In typed chat a " // " between words is a break between two thoughts, as a line break is (interview/splitting.py).
"""

from __future__ import annotations

from interviewer.interview.splitting import sentences


def test_a_double_slash_between_words_breaks_a_typed_turn():
    text = "my train is late again // ring all-reduce sends 2(n-1)/n of the buffer per rank"
    assert [s for s, _ in sentences(text)] == ["my train is late again", "ring all-reduce sends 2(n-1)/n of the buffer per rank"]
    assert [s for s, _ in sentences("pull it from s3://bucket/ckpt // then resume")] == ["pull it from s3://bucket/ckpt",
                                                                                          "then resume"]
    assert sentences("a//b stays one")[0][0] == "a//b stays one"  # no space around it: a path, a ratio, not a break
