"""A turn read against the question it answers: the question said back before the answer, and questions that are the
answer.

Two ways a candidate's '?' is not a question put to the interviewer, both visible only beside what was asked:

- **The question said back.** People repeat the question aloud to hold the floor while they think ("How does NCCL
  decide which to use... it decides based on the message size"; "So what would I checkpoint? The model and optimizer
  state, sharded"). The echo asks nothing; the sentences after it are the answer. It is read as saying nothing
  (stance ``empty``), and the sentence after it is read on its own, not as a reason given for a question.
- **Questions asked for.** A probe that asks for the questions the candidate would ask ("What do you ask before doing
  anything?") is answered with questions ("What's the target. Which run?"). They are what the candidate would ask the
  requester, the substance of the answer (stance ``rhetorical``, like "I'd ask: slower than what?"), not questions
  for the interviewer to answer.

Both are read offline from the open question's own text (``UnderstandContext.open_question``), so an interviewer who
asks in other words gets the same reading.
"""

from __future__ import annotations

import re

from .partial_pass import echo_dropped
from .restated import _content
from .sentence import Sentence
from .stance import read_sentences, stance

ECHO_MIN_SHARED = 2
"""The question said back shares at least this many content words with the question asked and brings at most one of
its own (a noun for a pronoun, "exactly", a name shortened); or it brings none ("How could I override it?")."""

_ASKS_FOR_QUESTIONS = re.compile(
    r"\bwhat (?:do|would|will|should|could|did) (?:you|i) (?:first |then |still )?(?:ask|want to know|need to know|"
    r"need to find out|want to find out|clarify|check with)\b|"
    r"\bwhat (?:questions?|clarifying questions?)\b|\bwhich questions?\b|\bwho (?:do|would|will) you ask\b|"
    r"\b(?:questions?|clarifications?) (?:would|do|will) you (?:ask|want|need|put)\b|"
    r"\bwhat (?:else )?(?:would|do) you (?:want|need) (?:clarified|answered|pinned down)\b", re.IGNORECASE)
"""A question that asks for the candidate's own questions ("What do you ask before doing anything?", "Which questions
would you put to the requester?")."""


_OPTIONS = re.compile(r"\bor\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.?!])\s+")


def asks_for_questions(asked: str) -> bool:
    """Whether the question asked wants the candidate's questions as its answer."""
    return bool(_ASKS_FOR_QUESTIONS.search(asked))


def put(asked: str) -> str:
    """The question itself in what the interviewer said: its sentences that end in '?', else all of it. A page
    or a preamble is not the question: a question about a fact on the page ("was gpu-037 the node replaced at 03:14?")
    shares its words without saying the question back."""
    said = [s.strip() for s in _SENTENCE_END.split(asked.strip()) if s.strip()]
    asking = [s for s in said if s.endswith("?")]
    return " ".join(asking) if asking else asked


def echoes(sentence: str, asked: str) -> bool:
    """The sentence says the question back: its content words are the question's, with at most one of its own."""
    if _OPTIONS.search(sentence) and not _OPTIONS.search(asked):
        return False  # "Does NCCL decide per call or per communicator?": options offered are a question of its own
    said = set(_content(sentence))
    shared = said & set(_content(asked))
    new = len(said - shared)
    return bool(shared) and (new == 0 or (new == 1 and len(shared) >= ECHO_MIN_SHARED))


def read_against(read: list[Sentence], asked: str, restance, aside) -> list[Sentence]:
    """``read`` with the question said back made ``empty`` and questions asked for made ``rhetorical``.

    ``restance(text)`` reads a sentence on its own: the sentence after an echo was read beside a question, and a
    sentence read beside a question can be taken for the reason it is asked ("it decides based on …") or for its
    options ("NCCL_ALGO, set to Tree or Ring."). ``aside(text)``:
    a question off the subject or about the interviewer ("are you hiring?"), which stays a question."""
    if not asked.strip():
        return read
    out = list(read)
    body = [k for k, s in enumerate(out) if s.stance != "empty"]
    if len(body) >= 2 and out[body[0]].stance in ("question", "rhetorical") and echoes(out[body[0]].text, put(asked)):
        first = body[0]
        out[first] = Sentence(out[first].text, "empty", out[first].start)
        nxt = first + 1
        if nxt < len(out):
            out[nxt] = Sentence(out[nxt].text, restance(out[nxt].text), out[nxt].start)
    if asks_for_questions(asked):
        out = [Sentence(s.text, "rhetorical", s.start) if s.stance == "question" and not aside(s.text) else s for s in out]
    return out


def read_turn(text: str, shown: str, split_tails: bool, asked: str, aside) -> list[Sentence]:
    """Each sentence of the turn with its stance (``stance.read_sentences``), read against the question just put
    (``read_against``), a bare echo before a pass dropped (``partial_pass.echo_dropped``)."""
    read = read_sentences(text, shown, split_tails=split_tails)
    return echo_dropped(read_against(read, asked, lambda s: stance(s, shown=shown), aside))
