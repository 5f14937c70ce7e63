"""Word error rate, with the normalisation used to report it.

Both sides are lower-cased, ``- _ = /`` become spaces ("all-reduce" = "all reduce",
"NCCL_DEBUG=INFO" = "nccl debug info"), other punctuation goes, and single digits become words
("stage 3" = "stage three"), and number words up to ninety compare as digits ("ten" = "10"). Everything else — "nickel" for "NCCL", "right" for "write" — counts as an error.
"""

from __future__ import annotations

import re

_DIGITS = "zero one two three four five six seven eight nine".split()
_NUMBER_WORDS = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
_NUMBER_WORDS.update({w: str(10 * i) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety"
                                                             .split(), 2)})


def normalise(text: str) -> list[str]:
    text = re.sub(r"[-_=/]", " ", text.lower())
    text = re.sub(r"[^a-z0-9' ]", " ", text)
    # Numbers compare as digits whichever way they were written ("ten minutes" = "10 minutes"),
    # except single digits, which compare as words ("stage 3" = "stage three"), and number words up to ninety compare as digits ("ten" = "10").
    words = [_NUMBER_WORDS.get(w, w) for w in text.split()]
    return [_DIGITS[int(w)] if len(w) == 1 and w.isdigit() else w for w in words]


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


DOMAIN_TERMS_SCORED = (
    "nccl debug info", "nccl socket ifname", "nccl ib hca", "nccl", "xid", "fsdp", "zero", "all reduce",
    "all gather", "reduce scatter", "infiniband", "nvlink", "roce", "dmesg", "nvidia smi", "slurm", "ray",
    "mfu", "hbm", "rdma", "nic", "pfc", "ecn", "checkpoint", "rank", "node", "gpu", "shard",
)
"""Terms whose recognition the engine depends on, in normalised form, longest first."""


def domain_term_errors(references: list[str], hypotheses: list[str]) -> tuple[int, int]:
    """(missed, total): occurrences of domain terms in the references that the hypotheses do not contain.

    A term counts once per reference per occurrence; a longer term consumes the words of shorter ones
    inside it ("nccl debug info" is one term, not also "nccl").
    """
    missed = total = 0
    for ref, hyp in zip(references, hypotheses, strict=True):
        ref_words, hyp_text = normalise(ref), " " + " ".join(normalise(hyp)) + " "
        text = " " + " ".join(ref_words) + " "
        for term in DOMAIN_TERMS_SCORED:
            needle = f" {term} "
            count = text.count(needle)
            if not count:
                continue
            text = text.replace(needle, " | ")
            total += count
            found = hyp_text.count(needle)
            hyp_text = hyp_text.replace(needle, " | ", min(found, count))
            missed += max(0, count - found)
    return missed, total
