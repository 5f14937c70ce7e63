"""Transcripts too long for the judge's context: the chunked-evidence strategy.

Nothing is ever silently cut. When the whole transcript does not fit the budget (by a
token estimate, or because the provider said ContextTooLong):

1. keep only the turns that bear on the dimension (its topics and stages, each answer
   with the question before it); if that fits, judge it in one call;
2. otherwise split those turns, in order, into parts that fit (a single turn longer than a
   part is split into pieces that keep its ``seq``) and judge each part on its own;
3. merge: evidence from every part is verified against the full turns as usual; the
   dimension gets the highest verified part score (a level is shown by the deepest
   answer, and a part cannot see strengths shown in another), the rationales are joined,
   and the result says in its rationale that it was chunked and into how many parts.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from ...content.models import RubricDimension
from ...llm.errors import ContextTooLong
from ...results import DimensionScore
from .prompt import estimate_tokens, judge_messages, render_rubric, render_transcript
from .recorded import RecordedEvidence
from .sample import Call, Sample, judge_once

OUTPUT_RESERVE = 1200
"""Tokens kept free for the judge's answer and the message framing."""


@dataclass
class _Piece:
    seq: int
    role: str
    text: str
    topic_id: str = ""
    act: str = ""


def fits(block: str, dim: RubricDimension, budget: int) -> bool:
    from .prompt import SYSTEM

    return estimate_tokens(SYSTEM) + estimate_tokens(block) + estimate_tokens(render_rubric(dim)) + \
        OUTPUT_RESERVE <= budget


def split_turns(turns: list, part_tokens: int) -> list[list]:
    """Consecutive groups of turns whose rendered size stays under ``part_tokens``."""
    max_chars = max(400, part_tokens * 4 - 200)
    pieces: list[_Piece] = []
    for t in turns:
        text = t.text
        while len(text) > max_chars:
            cut = text.rfind(" ", 0, max_chars)
            cut = cut if cut > max_chars // 2 else max_chars
            pieces.append(_Piece(t.seq, t.role, text[:cut], t.topic_id, t.act))
            text = text[cut:].lstrip()
        pieces.append(_Piece(t.seq, t.role, text, t.topic_id, t.act))
    parts: list[list] = [[]]
    size = 0
    for piece in pieces:
        cost = len(piece.text) + 60
        if parts[-1] and size + cost > max_chars:
            parts.append([])
            size = 0
        parts[-1].append(piece)
        size += cost
    return [p for p in parts if any(x.role == "candidate" for x in p)]


async def judge_chunked(call: Call, dim: RubricDimension, relevant: list, candidate: dict[int, str], *,
                        budget: int, total_tokens: int, evidence_retries: int,
                        withheld: Collection[int] = (),
                        recorded: list[RecordedEvidence] | None = None,
                        checker: Sequence = ()) -> DimensionScore | Sample:
    """Judge ``dim`` from the relevant turns in parts; returns a Sample (one part) or the merged score.

    ``recorded``: what the listener recorded (``judge.recorded``); each part is shown the items from its turns.
    ``checker`` runs are shown after the turn that held the code, in whichever part holds that turn.
    """
    why = f"transcript ~{total_tokens} tokens exceeds the judge's context budget of {budget}"
    block = render_transcript(relevant, note=f"Only the turns relevant to {dim.id} are shown: {why}.",
                              withheld=withheld, checker=checker)
    if fits(block, dim, budget):
        try:
            shown = {t.seq for t in relevant}
            sample = await judge_once(call, dim, judge_messages(block, dim, [r for r in recorded or []
                                                                              if r.turn in shown]), candidate,
                                      evidence_retries=evidence_retries, withheld=withheld)
            note = f"[Long transcript: {why}; judged on the {len(relevant)} turns relevant to this dimension.] "
            return replace(sample, rationale=note + sample.rationale)
        except ContextTooLong:
            budget = budget // 2
    part_budget = max(1000, budget - estimate_tokens(render_rubric(dim)) - OUTPUT_RESERVE - 1000)
    parts = split_turns(relevant, part_budget)
    samples: list[Sample] = []
    for i, part in enumerate(parts, 1):
        note = f"Part {i} of {len(parts)} of the turns relevant to {dim.id} ({why}); judge what this part shows."
        seqs = {t.seq for t in part}
        messages = judge_messages(render_transcript(part, note=note, withheld=withheld, checker=checker), dim,
                                  [r for r in recorded or [] if r.turn in seqs])
        try:
            samples.append(await judge_once(call, dim, messages, candidate, evidence_retries=evidence_retries,
                                            withheld=withheld))
        except ContextTooLong as exc:
            samples.append(Sample("unscored", reason=f"part {i} still too long for the judge: {exc.one_line()}"))
    return merge_parts(dim, samples, why)


def merge_parts(dim: RubricDimension, samples: list[Sample], why: str) -> Sample:
    note = f"[Long transcript: {why}; scored in {len(samples)} parts, highest verified part score kept.] "
    scored = [s for s in samples if s.status == "scored"]
    if not scored:
        if samples and all(s.status == "not_assessed" for s in samples):
            return Sample("not_assessed", rationale=note, reason="no part showed enough to assess")
        reasons = "; ".join(dict.fromkeys(s.reason for s in samples if s.reason)) or "no part could be scored"
        return Sample("unscored", reason=note + reasons, transient=any(s.transient for s in samples))
    best = max(s.score for s in scored)
    evidence = [e for s in scored for e in s.evidence][:8]
    rationale = note + " ".join(f"(part {samples.index(s) + 1}: {s.score}) {s.rationale}" for s in scored)
    return Sample("scored", score=best, evidence=evidence, rationale=rationale)
