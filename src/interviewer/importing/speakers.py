"""Who is who: speaker names, merging cues into turns, and the rule that picks the candidate.

Speakers are matched on a normalised name (case, spacing and a trailing ``(Guest)``-style
parenthesis ignored), so "Alex Kim (Guest)" who rejoins as "Alex Kim" stays one person.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .cues import Cue, squash, words

AMBIGUOUS_WITHIN = 0.15
"""Top two speakers closer than this share of the top one's words: the rule does not decide."""

_PAREN = re.compile(r"\s*[(\[][^)\]]*[)\]]\s*$")


def speaker_key(name: str) -> str:
    """Normalised name used to tell speakers apart."""
    name = _PAREN.sub("", name.strip()) or name.strip()
    return " ".join(name.split()).casefold()


@dataclass
class Utterance:
    """Consecutive cues from one speaker, merged: the first cue's time, all the words."""

    key: str | None
    """speaker_key of the speaker, None when the file did not say."""
    speaker: str
    """The name as first written ('' when unknown)."""
    text: str
    start: float | None
    cue_count: int = 1


def _reorder_interjections(cues: list[Cue]) -> list[Cue]:
    """A cue said entirely inside another speaker's cue ("mm-hm") does not split that speaker's turn."""
    out = list(cues)
    for i in range(1, len(out) - 1):
        prev, cue, nxt = out[i - 1], out[i], out[i + 1]
        if None in (prev.start, prev.end, cue.start, cue.end) or not prev.speaker or not nxt.speaker:
            continue
        same = speaker_key(prev.speaker) == speaker_key(nxt.speaker)
        if same and cue.speaker != prev.speaker and cue.end <= prev.end and cue.start >= prev.start:  # type: ignore[operator]
            out[i], out[i + 1] = nxt, cue
    return out


def merge(cues: list[Cue], *, keep_lines: bool = False) -> list[Utterance]:
    """Consecutive cues of one speaker become one utterance; empty cues are dropped.

    Caption line wraps are folded to spaces; ``keep_lines`` (chat logs, notes) keeps the
    text's own line breaks.
    """
    merged: list[Utterance] = []
    for cue in _reorder_interjections(cues):
        body = cue.text.strip() if keep_lines else squash(cue.text)
        if not body:
            continue
        key = speaker_key(cue.speaker) if cue.speaker else None
        last = merged[-1] if merged else None
        if last is not None and last.key == key:
            last.text += ("\n\n" if keep_lines else " ") + body
            last.cue_count += 1
            continue
        merged.append(Utterance(key=key, speaker=cue.speaker or "", text=body, start=cue.start))
    return merged


@dataclass
class SpeakerStat:
    key: str
    name: str
    words: int = 0
    answer_words: int = 0
    """Words in turns that follow another speaker's question."""
    names: list[str] = field(default_factory=list)
    """Every spelling seen for this speaker."""


def speaker_stats(utterances: list[Utterance], cues: list[Cue]) -> dict[str, SpeakerStat]:
    stats: dict[str, SpeakerStat] = {}
    for cue in cues:
        if cue.speaker:
            key = speaker_key(cue.speaker)
            stat = stats.setdefault(key, SpeakerStat(key, _PAREN.sub("", cue.speaker.strip()) or cue.speaker))
            if cue.speaker not in stat.names:
                stat.names.append(cue.speaker)
    for i, utt in enumerate(utterances):
        if utt.key is None or utt.key not in stats:
            continue
        stats[utt.key].words += words(utt.text)
        prev = utterances[i - 1] if i else None
        if prev is not None and prev.key not in (None, utt.key) and "?" in prev.text:
            stats[utt.key].answer_words += words(utt.text)
    return stats


@dataclass
class Guess:
    """What the candidate rule found."""

    key: str | None
    rule: str
    """The rule and its numbers, in words (printed)."""
    ambiguous: bool
    why: str = ""
    """When ambiguous: why, in words."""


def guess_candidate(stats: dict[str, SpeakerStat]) -> Guess:
    """The speaker with the most words in answers to another speaker's questions.

    Falls back to the most words overall when no one asked a question; ambiguous when fewer
    than two people spoke or the top two are within ``AMBIGUOUS_WITHIN`` of each other.
    """
    named = list(stats.values())
    if not named:
        return Guess(None, "no speaker names", True, "the file names no speakers (no 'Name:' prefixes, voice tags "
                     "or roles), so the candidate's words cannot be told from the interviewer's")
    if len(named) < 2:
        only = named[0].name if named else "no one"
        return Guess(named[0].key if named else None, f"only one named speaker ({only})", True,
                     f"only one named speaker ({only}); an interview has two sides")
    by_answers = sorted(named, key=lambda s: s.answer_words, reverse=True)
    if by_answers[0].answer_words:
        measure, ranked = "words in answers to another speaker's questions", by_answers
        top, second = ranked[0].answer_words, ranked[1].answer_words
    else:
        measure, ranked = "words spoken (no questions found)", sorted(named, key=lambda s: s.words, reverse=True)
        top, second = ranked[0].words, ranked[1].words
    rule = (f"candidate = the speaker with the most {measure}: {ranked[0].name} {top:,}, "
            f"next {ranked[1].name} {second:,}")
    if top == 0 or second >= top * (1 - AMBIGUOUS_WITHIN):
        why = (f"{ranked[0].name} ({top:,}) and {ranked[1].name} ({second:,}) are within "
               f"{AMBIGUOUS_WITHIN:.0%} on {measure}")
        return Guess(ranked[0].key, rule, True, why)
    return Guess(ranked[0].key, rule, False)


def match_names(given: list[str], stats: dict[str, SpeakerStat]) -> tuple[list[str], list[str]]:
    """Keys of the speakers ``given`` names (normalised match; then a unique first-name/prefix match), and misses."""
    keys: list[str] = []
    missing: list[str] = []
    for name in given:
        key = speaker_key(name)
        if key in stats:
            keys.append(key)
            continue
        near = [k for k in stats if k.startswith(key + " ") or key.startswith(k + " ")]
        if len(near) == 1:
            keys.append(near[0])
        else:
            missing.append(name)
    return keys, missing
