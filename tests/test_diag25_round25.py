"""Round 25 (diag25): diagnoses credited only when stated, through `interviewer assess --scenario`.

Readings behind misses of two sets, in wordings written for these tests (none is taken from a labelled set):

- lines of the scenario's outputs in the candidate's own quotation marks, after a short label ('the trainer
  printed: "…"') and joined by "and", are the evidence read out, not a conclusion; a semicolon inside the quoted
  line does not make its halves the candidate's words. A conclusion outside the marks is the candidate's;
- the replacement node of ray-placement-group-pending said in plain English: its CPUs as "processors", and the node
  as "the broken machine was replaced" (passive). Fewer graphics cards, or slower processors, are not the diagnosis.
"""

from __future__ import annotations

import pytest

from listening_helpers import credited
from interviewer.interview.quotes import normalised, quoted_lines

_LINE = "WARNING config: unknown key 'data.num_workers' (ignored)"


@pytest.mark.parametrize(("scenario", "text", "expected"), [
    # quoted lines of the outputs, nothing of the candidate's around them
    ("dataloader-starvation", f'The trainer printed this: "{_LINE}" and "{_LINE.replace("num_workers", "pin_memory")}".',
     False),
    ("xid79-fallen-off-bus", 'kernel log: "NVRM: GPU 0000:8a:00.0: GPU has fallen off the bus."', False),
    # the same lines with the candidate's conclusion after the marks
    ("dataloader-starvation", f'The trainer printed "{_LINE}", so num_workers was dropped by the new config loader '
                              'and it runs on the default.', True),
    ("xid79-fallen-off-bus", 'kernel log: "NVRM: GPU 0000:8a:00.0: GPU has fallen off the bus." So GPU 4 on '
                             'gpu-b06 fell off the PCIe bus and took the job down.', True),
])
def test_quoted_output_lines_are_read_out(capsys, tmp_path, scenario, text, expected):
    assert credited(capsys, tmp_path, scenario, [text]) == [expected]


def test_a_semicolon_inside_the_marks_stays_inside_the_quote():
    outputs = normalised("job: stage-2 ready; files written (12 of 12) at 10:04")
    text = 'runbook: "job: stage-2 ready; files written (12 of 12) at 10:04".'
    cut = text.index(";") + 1
    assert quoted_lines(text, 0, cut, outputs) and quoted_lines(text, cut + 1, len(text), outputs)
    # a line the outputs do not hold is the candidate's own, marks or not
    assert not quoted_lines('note: "the store died with the node at 10:04".', 0, 47, outputs)


@pytest.mark.parametrize(("text", "expected"), [
    ("The replacement machine came up from a newer recipe that tells Ray it has fewer processors, so the second "
     "engine's 32-CPU bundle can never be placed and the rollout waits forever.", True),
    ("After the broken machine was replaced, its successor only has 48 cores, so engine 7's bundle is left "
     "waiting forever.", True),
    # near cases: the replacement named, the wrong resource or no shortage
    ("The replacement machine came up with fewer graphics cards, so the second engine waits forever.", False),
    ("After the broken machine was replaced, the new one's processors are slower, so the rollout waits forever.",
     False),
])
def test_the_replacement_node_in_plain_english(capsys, tmp_path, text, expected):
    assert credited(capsys, tmp_path, "ray-placement-group-pending", [text]) == [expected]
