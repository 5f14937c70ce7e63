"""A closing tag (", anyway", ", sorry, go on") marks what came before it as a digression only when that is no answer:
a turn that names several technical terms and ends on the same tag is still assessed (round 22's review: the tag rule
set aside "… so the GPUs only stall for the local NVMe write, anyway." as off-topic)."""

from __future__ import annotations

import pytest

from listening_helpers import classes_of

TOPIC = "design-architect/failure-and-checkpointing"


@pytest.mark.parametrize("text", [
    "Checkpoint shards go to local NVMe first and then get copied to object storage asynchronously, so the GPUs only "
    "stall for the local write, anyway.",
    "I'd wrap each block with FSDP FULL_SHARD and prefetch the next all-gather so it overlaps compute, anyway.",
])
def test_an_answer_closed_by_a_tag_is_still_an_answer(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["answer"]]


@pytest.mark.parametrize("text", [
    "it's so hot in here, they turned off the AC in our whole building today, anyway",
    "honestly NCCL debug output is the worst log format ever designed, someone should be fired for that, sorry, go on",
])
def test_a_digression_closed_by_a_tag_is_off_topic(capsys, tmp_path, text):
    assert classes_of(capsys, tmp_path, [text], TOPIC) == [["off-topic"]]
