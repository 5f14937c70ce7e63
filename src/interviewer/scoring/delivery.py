"""Voice delivery, per spoken answer: pace, filler words, share of the stage's talk time, long pauses.

Everything is computed from the transcript alone: the words are the turn's recognised text, the
times are the ``SpeechTiming`` the voice front end measured from the answer's audio
(``Turn.speech``). Typed answers have no delivery.

- **Pace**: words per minute of speech time, where speech time runs from the first to the last
  word less the long pauses (a thinking pause is not slow speech).
- **Fillers**: um, uh, er, "you know", "sort of", "I mean" and "like", each only as a filler: "I'd
  like to", "looks like", "something like two hundred" and "some sort of cache" are words.
- **Talk share**: the answer's speech time over the stage's talk time. The interviewer's speech is
  not timed in the transcript, so its share is estimated from its words at ``INTERVIEWER_WPM``.
- **Long pauses**: silences over ``LONG_PAUSE_S`` between stretches of speech in one answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..transcript.delivery import Pause

LONG_PAUSE_S = 3.0
"""A silence inside an answer longer than this is reported as a long pause."""
INTERVIEWER_WPM = 160.0
"""Speaking rate assumed for the interviewer's words (its audio is not timed in the transcript)."""
PACE_RANGE = (110.0, 170.0)
"""Words per minute a listener follows comfortably in a technical conversation; outside it is noted."""

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'._/-]*")
_ALWAYS = {"um": "um", "umm": "um", "uhm": "um", "uh": "uh", "uhh": "uh", "er": "er", "erm": "er", "err": "er"}
_NOT_BEFORE_LIKE = {
    # "I like", "we'd like to", "looks like", "something like 200": like is a word here, not a filler.
    "i", "you", "we", "they", "he", "she", "would", "i'd", "we'd", "you'd", "they'd", "do", "don't", "didn't",
    "does", "doesn't", "looks", "look", "looked", "looking", "sounds", "sound", "seems", "seem", "seemed", "feel",
    "feels", "felt", "something", "anything", "nothing", "things", "stuff", "more", "less", "much", "kind",
    "exactly", "behaves", "behave", "acts", "act", "works", "work", "is", "it's", "not", "be", "very",
}
_COMPARISON_AFTER = {"the", "a", "an", "last", "before", "in", "with", "how", "when", "what", "any", "every"}
"""After "just like", these start a comparison ("just like the last time"); a verb means a filler."""
_NOT_AFTER_LIKE = {"to", "that", "this", "these", "those", "it", "them", "him", "her", "us"}
_SORT_NOUN_BEFORE = {"some", "a", "what", "this", "that", "any", "the", "which", "one", "same", "every"}
_KNOW_NOT_AFTER = {"do", "did", "don't", "didn't", "if", "as", "would", "whether", "what", "does", "to"}


def _words(text: str) -> list[str]:
    return [w.lower().strip(".") for w in _WORD.findall(text)]


def fillers(text: str) -> dict[str, int]:
    """Filler words in recognised text, by filler ("like" only where it is a filler)."""
    words = _words(text)
    found: dict[str, int] = {}

    def add(key: str) -> None:
        found[key] = found.get(key, 0) + 1

    for i, word in enumerate(words):
        before = words[i - 1] if i else ""
        after = words[i + 1] if i + 1 < len(words) else ""
        if word in _ALWAYS:
            add(_ALWAYS[word])
        elif word == "like":
            two_back = words[i - 2] if i >= 2 else ""
            if before in _NOT_BEFORE_LIKE or after in _NOT_AFTER_LIKE or before == "like":
                continue
            if before == "of" and two_back in ("kind", "sort"):  # "kind of like a ring"
                continue
            if before == "just" and after in _COMPARISON_AFTER:  # "just like the last time"
                continue
            add("like")
        elif word == "know" and before == "you" and (words[i - 2] if i >= 2 else "") not in _KNOW_NOT_AFTER:
            add("you know")
        elif word == "of" and before == "sort" and (words[i - 2] if i >= 2 else "") not in _SORT_NOUN_BEFORE:
            add("sort of")
        elif word == "mean" and before == "i" and after not in ("it", "that", "to"):
            add("i mean")
    return found


@dataclass
class AnswerDelivery:
    """One spoken answer's delivery."""

    turn: int
    stage_id: str
    words: int
    speech_s: float
    """First word to last, less long pauses."""
    wpm: float | None
    fillers: dict[str, int]
    long_pauses: list[Pause]
    share: float = 0.0
    """This answer's speech time over the stage's talk time (candidate measured, interviewer estimated)."""

    @property
    def filler_count(self) -> int:
        return sum(self.fillers.values())

    @property
    def fillers_per_100_words(self) -> float:
        return 100.0 * self.filler_count / self.words if self.words else 0.0


@dataclass
class StageDelivery:
    """The spoken answers of one stage, and the candidate's share of its talk time."""

    stage_id: str
    answers: list[AnswerDelivery] = field(default_factory=list)
    candidate_s: float = 0.0
    interviewer_s: float = 0.0
    """Estimated from the interviewer's words at ``INTERVIEWER_WPM``."""

    @property
    def share(self) -> float:
        total = self.candidate_s + self.interviewer_s
        return self.candidate_s / total if total else 0.0


def answer_delivery(turn) -> AnswerDelivery | None:
    """The delivery of one candidate turn, or None when it was not spoken (no timing recorded)."""
    timing = turn.speech
    if turn.role != "candidate" or timing is None:
        return None
    long = [p for p in timing.pauses if p.length_s > LONG_PAUSE_S]
    speech_s = max(0.0, timing.speech_end_s - timing.speech_start_s - sum(p.length_s for p in long))
    words = len(_words(turn.text))
    wpm = round(60.0 * words / speech_s, 1) if speech_s >= 1.0 and words else None
    return AnswerDelivery(turn=turn.seq, stage_id=turn.stage_id, words=words, speech_s=round(speech_s, 2), wpm=wpm,
                          fillers=fillers(turn.text), long_pauses=long)


def delivery(turns: list) -> list[StageDelivery]:
    """Per stage with at least one spoken answer: each answer's delivery and the talk shares."""
    stages: dict[str, StageDelivery] = {}
    interviewer_words: dict[str, int] = {}
    for turn in turns:
        if turn.role == "interviewer":
            interviewer_words[turn.stage_id] = interviewer_words.get(turn.stage_id, 0) + len(_words(turn.text))
            continue
        found = answer_delivery(turn)
        if found is not None:
            stage = stages.setdefault(turn.stage_id, StageDelivery(turn.stage_id))
            stage.answers.append(found)
            stage.candidate_s += found.speech_s
    for stage in stages.values():
        stage.interviewer_s = round(60.0 * interviewer_words.get(stage.stage_id, 0) / INTERVIEWER_WPM, 1)
        total = stage.candidate_s + stage.interviewer_s
        for answer in stage.answers:
            answer.share = answer.speech_s / total if total else 0.0
    return list(stages.values())
