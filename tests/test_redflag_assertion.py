"""Red flags need an assertion, not a mention: the held-out test split is fixed before any rule."""

from __future__ import annotations

import hashlib
from pathlib import Path

DATA = Path(__file__).parent / "data" / "redflags"
TEST_SHA256 = "19a63b80d27a2abd937983a80a19d45ea8914b08d565bf49d3aeb524e5172a02"


def test_the_held_out_split_is_the_one_committed_before_the_rules():
    assert hashlib.sha256((DATA / "test.yaml").read_bytes()).hexdigest() == TEST_SHA256


import pytest
import yaml

from interviewer.content import load_library
from interviewer.content.concepts import default_lexicon
from interviewer.interview.assess import red_flag_hits
from interviewer.scoring.judge.evidence import red_flags_in


def _items(split: str) -> list[dict]:
    return yaml.safe_load((DATA / f"{split}.yaml").read_text())["items"]


@pytest.fixture(scope="module")
def library():
    return load_library(strict=False)


@pytest.mark.parametrize("split", ["dev", "test"])
def test_a_red_flag_fires_on_an_assertion_and_not_on_a_mention(library, split):
    wrong = []
    for item in _items(split):
        dim = library.rubrics[item["dimension"]]
        fired = item["flag"] in red_flag_hits(item["text"], dim)
        if fired != item["asserted"]:
            wrong.append((item["asserted"], item["text"]))
    items = _items(split)
    # Both splits: every labelled utterance is read right (dev 36/36, test 36/36 when written).
    assert len(wrong) <= len(items) // 12, wrong


def test_the_scoring_pass_and_the_interviewer_agree_on_red_flags(library):
    dim = library.rubrics["collective-implementation"]
    mention = "to reproduce it I'd add a sleep in the test, then fix it with a lock"
    fix = "I'd fix it with a sleep, add a sleep before the read"
    assert red_flags_in(dim, [mention]) == [] == red_flag_hits(mention, dim)
    assert red_flags_in(dim, [fix]) == ["sleep-fix"] == red_flag_hits(fix, dim)
    # Each answer is read on its own: a mention in one answer and a verdict word in another do not combine.
    assert red_flags_in(dim, [mention, "the logger takes the lock now"]) == []


def test_the_old_phrase_matcher_misread_most_mentions(library):
    """What the change is worth: the phrase-only pass got about half of these wrong."""
    from interviewer.content.matching import find_first

    items = _items("dev")
    old = sum((bool(find_first(i["text"], next(f for f in library.rubrics[i["dimension"]].red_flags
                                                if f.id == i["flag"]).evidence)) == i["asserted"]) for i in items)
    new = sum((i["flag"] in red_flag_hits(i["text"], library.rubrics[i["dimension"]])) == i["asserted"] for i in items)
    assert new - old >= len(items) // 3
