"""Word error rate, with the normalisation used to report it.

Both sides are lower-cased, ``- _ = /`` become spaces ("all-reduce" = "all reduce",
"NCCL_DEBUG=INFO" = "nccl debug info"), other punctuation goes, and single digits become words
("stage 3" = "stage three"). Everything else — "nickel" for "NCCL", "right" for "write" — counts as an error.
"""

from __future__ import annotations

import re

_DIGITS = "zero one two three four five six seven eight nine".split()


def normalise(text: str) -> list[str]:
    text = re.sub(r"[-_=/]", " ", text.lower())
    text = re.sub(r"[^a-z0-9' ]", " ", text)
    return [_DIGITS[int(w)] if len(w) == 1 and w.isdigit() else w for w in text.split()]


def edit_distance(ref: list[str], hyp: list[str]) -> int:
    """Word-level Levenshtein distance (substitutions + deletions + insertions)."""
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        diag, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            diag, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, diag + (r != h))
    return row[len(hyp)]


def wer(references: list[str], hypotheses: list[str]) -> float:
    """Corpus WER: total edits over total reference words."""
    edits = sum(edit_distance(normalise(r), normalise(h)) for r, h in zip(references, hypotheses, strict=True))
    words = sum(len(normalise(r)) for r in references)
    return edits / max(words, 1)
