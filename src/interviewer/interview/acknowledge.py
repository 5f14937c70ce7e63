"""What the interviewer says back before moving on: brief, varied, and never an assessment.

Two cases. A *social reply* (to "Shall we start?" or "anything you'd change?") is recorded but never
assessed; it gets an acknowledgement before the first question or before the stage ends. An
*answer* to a topic question may get one before the next probe, question or closing ("Okay.",
"Got it."), and a self-correction gets its restatement ("So: 32 nodes, not 16 nodes."), in the
candidate's own words. The lines are authored here, not phrased by a model, so they cannot leak
a verdict; ``leaks`` is the guard a test runs over every line and a whole simulated loop.
The choice is seeded (session seed and candidate-turn count), and a session uses other words
while it has any: a rerun or a resume with the same seed says the same.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from ..content.models import Fact
from .clarify import matching_facts
from .corrections import self_correction

OPENING_ACKS = ("Okay, let's start.", "Okay - here's the first one.", "Okay. First question.",
                "Sure. Let's begin.", "Okay, here we go.")
"""After the candidate's reply to an opening that asked to start."""
OPENING_QUESTION_ACKS = ("Noted - there'll be time for your questions at the end. First question.",
                         "Let's keep that for the end, and I'll make sure we get to it. First question.")
"""After a reply to "shall we start?" that asks something back (answered from facts only once a topic is open)."""
CLOSING_ACKS = ("Thanks - noted.", "Okay, noted. Thank you.", "Got it. Thanks for your time.",
                "Understood. Thank you.", "Noted - thanks.")
"""After the candidate's reply to a closing that asked them something."""
CLOSING_QUESTION_ACKS = ("Thanks - I've noted your question, and the recruiter will follow up with an answer.",
                         "Noted. I'll pass that on, and you'll get an answer from the recruiter.")
"""After a reply to a closing that asks the interviewer something back."""
ANSWER_ACKS = ("Okay.", "Got it.", "Thanks - noted.", "Understood.", "Okay, noted.", "Mm-hm.", "I see.")
"""Before the next follow-up in the same topic."""
MOVE_ON_ACKS = ("Okay - let's move on.", "Thanks. Next question.", "Got it. Let's switch topics.",
                "Okay. Something different now.", "Noted. Moving on.")
"""Before the first question of the next topic."""
ASIDE_MOVE_ON_ACKS = {
    "gentle": ("Let's leave that one there and try something different.", "No problem - let's try another question."),
    "steady": ("Let's leave that one and go on.", "We'll set that one aside. Here's the next one."),
    "firm": ("We'll leave that one. Next question.", "Let's keep to the interview. Next question."),
    "relentless": ("We need to keep moving. Next question.", "Moving on. Next question."),
}
"""Before the next topic when the last one closed on off-topic turns (policy: two redirects, then on), in the
persona's voice (``Voice.pressure``): not "Thanks." for turns that said nothing about the question."""
SKIP_SHARE = 0.35
"""Share of follow-ups asked without an acknowledgement (people do not say "okay" every time)."""
ACKED_ACTS = {"probe", "deepen", "question", "closing"}
"""Interviewer lines an answer's acknowledgement may precede; the others already respond to the answer
(a clarifying reply, an artifact, a checker verdict, "you said X - walk me through it")."""

EVALUATIVE = ("great", "good", "excellent", "correct", "incorrect", "right", "wrong", "not quite", "exactly",
              "perfect", "nice", "well done", "spot on", "impressive", "strong", "weak", "solid", "brilliant",
              "awesome", "fantastic", "wonderful", "interesting", "makes sense", "agree", "true", "false",
              "accurate", "mistake", "close", "almost", "indeed", "precisely", "love", "fair", "bad", "poor",
              "better", "best", "worse", "yes", "no,", "nope", "sure about", "on track", "that's it")
"""Words and phrases that would tell a candidate how they did; no acknowledgement may contain one."""
_EVALUATIVE = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in EVALUATIVE) + r")(?![\w-])",
                         re.IGNORECASE)
FALLBACK = "Okay, noted."
"""Said instead of a restatement that would quote an evaluative word back."""


def leaks(text: str) -> bool:
    """Whether a line would leak an assessment (contains an evaluative word or phrase)."""
    return bool(_EVALUATIVE.search(text))


def _rng(seed: int | None, kind: str, turn: int) -> random.Random:
    # Keyed on the candidate-turn count, not the event seq: a resume adds a note and shifts every seq.
    return random.Random(f"{seed or 0}/{kind}/{turn}")


def _pick(pool: tuple[str, ...], rng: random.Random, said: Sequence[str]) -> str:
    """A seeded choice among the lines not said yet this session (all of them again once each was said)."""
    fresh = [line for line in pool if line not in said] or [line for line in pool if line != (said or [""])[-1]]
    return rng.choice(fresh or list(pool))


def social_acknowledgement(reply: str, *, closing: bool, seed: int | None, turn: int,
                           said: Sequence[str] = (), facts: Sequence[Sequence[Fact]] = ()) -> str:
    """What the interviewer says after a social reply: on to the first question, or the stage ends.

    A question asked back at "shall we start?" ("is there any coding?") is answered from the stage's
    fact sheets (``facts``, most specific first) when they hold the answer, and noted for the end when not.
    """
    rng = _rng(seed, "social", turn)
    if not closing:
        if "?" not in reply:
            return _pick(OPENING_ACKS, rng, said)
        known = matching_facts(reply, [list(sheet) for sheet in facts])
        if known:
            return " ".join(f.text.strip() for f in known) + " " + _pick(OPENING_ACKS, rng, said)
        return _pick(OPENING_QUESTION_ACKS, rng, said)
    if "?" in reply:
        return _pick(CLOSING_QUESTION_ACKS, rng, said)
    return _pick(CLOSING_ACKS, rng, said)


def answer_acknowledgement(answer: str, next_act: str, *, seed: int | None, turn: int,
                           said: Sequence[str] = (), closed: str = "", pressure: str = "steady") -> str | None:
    """What the interviewer says after an answer before ``next_act``, or None to go straight on. ``closed``: why the
    last topic ended, when ``next_act`` opens a new one; ``pressure``: the persona's."""
    if next_act not in ACKED_ACTS:
        return None
    if next_act == "question" and closed == "off-topic":
        return _pick(ASIDE_MOVE_ON_ACKS.get(pressure, ASIDE_MOVE_ON_ACKS["steady"]), _rng(seed, "ack", turn), said)
    correction = self_correction(answer)
    if correction is not None:
        said = correction.restatement()
        return FALLBACK if leaks(said) else said
    rng = _rng(seed, "ack", turn)
    if next_act == "question":
        return _pick(MOVE_ON_ACKS, rng, said)
    if next_act in ("probe", "deepen") and rng.random() < SKIP_SHARE:
        return None
    return _pick(ANSWER_ACKS, rng, said)


def _check_authored() -> None:
    for pool in (OPENING_ACKS, OPENING_QUESTION_ACKS, CLOSING_ACKS, CLOSING_QUESTION_ACKS, ANSWER_ACKS, MOVE_ON_ACKS, (FALLBACK,),
                 *ASIDE_MOVE_ON_ACKS.values()):
        for line in pool:
            if leaks(line):  # pragma: no cover - a content bug caught at import
                raise ValueError(f"acknowledgement {line!r} would leak an assessment")


_check_authored()
