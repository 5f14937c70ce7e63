"""What a candidate's utterance is, before anything is assessed: answer, question, request, diagnosis ….

Offline this is plain code over the text: sentences are split, and each is read for its
stance (a question with or without a '?', a hedge, a plan to check, a negation, a quote of
text already on screen). A turn can be several things at once: an answer that ends with a
question is both. With a model, a small classifier call returns enum ids only; the offline
reading is the fallback and is always computed.

Diagnoses are credited here too, with one definition for both paths: a diagnosis counts only
when a sentence *asserts* a cause (not a question, not one option among several, not a plan
to check, not a quote of what was shown, not a negation) and names what the scenario's
accepted diagnosis requires (its culprit and its mechanism, or its evidence phrases).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from ..content.matching import compile_phrase
from ..content.models import Diagnosis, Scenario
from .spoken import written
from .stance import (ASSERTIVE_VERB, GRADER, OFF_TOPIC, REQUEST, VERDICT, Sentence, fact_question, musing,
                     read_sentences)

UtteranceClass = Literal["answer", "question", "artifact-request", "diagnosis", "hypothesis", "dont-know",
                         "meta", "off-topic"]
CLASSES: tuple[str, ...] = ("diagnosis", "answer", "hypothesis", "question", "artifact-request", "dont-know",
                            "meta", "off-topic")
"""Every class, in the order a mixed turn lists them."""


@dataclass
class Understanding:
    """One candidate utterance, understood."""

    classes: list[str] = field(default_factory=list)
    """Every class the turn is, in CLASSES order; the first is the primary one."""
    questions: list[str] = field(default_factory=list)
    """The clarifying questions it asks, verbatim."""
    diagnosis: str | None = None
    """Accepted diagnosis id it states, if any."""
    why: str = ""
    """Why the diagnosis was (or was not) credited."""
    hypotheses: list[str] = field(default_factory=list)
    """Hedged causes or plans, verbatim (debugging method can credit them)."""
    classifier: str = "offline"
    fallback_reason: str | None = None

    @property
    def primary(self) -> str:
        return self.classes[0] if self.classes else "answer"

    def has(self, name: str) -> bool:
        return name in self.classes


# ------------------------------------------------------------------ diagnosis


def _hit(text: str, phrases: list[str] | tuple[str, ...]) -> re.Match[str] | None:
    for phrase in phrases:
        m = compile_phrase(phrase).search(text)
        if m:
            return m
    return None


_DISBELIEF = re.compile(
    r"\b(?:it(?:'s| is|'s not| was) not|it isn'?t|it wasn'?t|(?:that|this)(?:'s| is) not|not (?:the|a|an|our)\b|"
    r"i (?:don'?t|do not) think|i doubt|doubt it|ruled? out|rules out|can rule out|can'?t be|cannot be|"
    r"nothing to do with|unlikely|not (?:related|relevant|it|because|a|an|caused|due)|"
    r"(?:is|was|are|were)(?:n'?t| not) (?:the|a|an)?\s*(?:problem|issue|cause|culprit|root cause|special|it))\b",
    re.IGNORECASE)
_NEAR_NOT = re.compile(r"\b(?:not|isn'?t|wasn'?t|aren'?t|never|no longer)\W+(?:\w+\W+){0,2}$", re.IGNORECASE)


def _negates(sentence: str, start: int) -> bool:
    """A negation governs the claim: 'it's not the driver', 'I don't think X', 'X isn't the problem'.

    A bare 'no' is not one ("no CNPs at all" states the mechanism); what counts is disbelief in
    the clause before the claim, 'not' right before it, or 'is not the problem' after it.
    """
    before = sentence[:start]
    clause = re.split(r"[,:;]|\bbut\b|\bbecause\b|\bso\b|\bwhich\b", before)[-1]
    if _DISBELIEF.search(clause) or _NEAR_NOT.search(before):
        return True
    after = sentence[start:]
    return bool(re.search(r"\b(?:is|was|are|were)(?:n'?t| not)\s+(?:the|a|an|our)?\s*(?:problem|issue|cause|culprit|"
                          r"root cause|special)\b", after, re.IGNORECASE))


def diagnosis_match(sentence: str, diagnosis: Diagnosis) -> tuple[bool, str]:
    """Whether one asserted sentence names what ``diagnosis`` requires, and why not if it does not."""
    culprit = list(diagnosis.culprit)
    mechanism = list(diagnosis.mechanism)
    if culprit and mechanism:
        c = _hit(sentence, culprit)
        if not c:
            return False, "names no culprit"
        m = _hit(sentence, mechanism)
        if not m:
            return False, "names the culprit but not the mechanism"
        # Each part is checked: "the buffer actor is fine, it's not leaking" names the culprit plainly and
        # negates the mechanism.
        if any(_negates(sentence, at) for at in (min(c.start(), m.start()), c.start(), m.start())):
            return False, "negated"
        return True, f"asserts culprit and mechanism ({c.group(0)!r}, {m.group(0)!r})"
    e = _hit(sentence, diagnosis.evidence)
    if not e:
        return False, "no match"
    if _negates(sentence, e.start()):
        return False, "negated"
    return True, f"asserts {e.group(0)!r}"


def credit_diagnosis(text: str, scenario: Scenario, shown: str = "",
                     read: list[Sentence] | None = None) -> tuple[str | None, str, list[str]]:
    """(diagnosis id or None, why, hypotheses): the offline definition of a stated diagnosis."""
    read = read if read is not None else read_sentences(text, shown)
    hypotheses: list[str] = []
    why = ""
    # A diagnosis may run over two sentences ("It's node 23. Its driver is 560, the rest run 550."):
    # adjacent asserted sentences are also tried together.
    windows: list[tuple[str, list[Sentence]]] = []
    for i, sent in enumerate(read):
        windows.append((sent.text, [sent]))
        if i + 1 < len(read):
            windows.append((sent.text + " " + read[i + 1].text, [sent, read[i + 1]]))
    for joined, group in windows:
        heard = written(joined)
        for diagnosis in scenario.accepted_diagnoses:
            ok, reason = diagnosis_match(joined, diagnosis)
            if not ok and heard != joined:
                # Transcribed speech: "node zero two three", "x i d seventy nine", "nickel".
                ok, reason = diagnosis_match(heard, diagnosis)
            if not ok:
                if reason not in ("no match", "names no culprit") and not why:
                    why = reason
                continue
            stances = {s.stance for s in group}
            if stances <= {"assert"}:
                return diagnosis.id, reason, hypotheses
            bad = next(s for s in group if s.stance != "assert").stance
            if bad in ("hedge", "plan"):
                hypotheses.append(joined)
            why = why if why and len(group) > 1 else f"not asserted: {bad}"
    return None, why or "no accepted diagnosis named", hypotheses


# ------------------------------------------------------------------ the whole turn


def understand(text: str, *, scenario: Scenario | None = None, shown: str = "",
               artifacts_requested: bool = False) -> Understanding:
    """The offline reading of one utterance. ``shown``: text already on screen (page, artifacts)."""
    read = read_sentences(text, shown, split_tails=scenario is None)
    stances = [s.stance for s in read]
    found: set[str] = set()
    u = Understanding()
    if not read:
        u.classes = ["dont-know"]
        return u
    if "grader" in stances or "aside" in stances:
        found.add("off-topic")
    if "meta" in stances:
        found.add("meta")
    questions = [s.text for s in read if s.stance == "question" and not OFF_TOPIC.search(s.text)]
    if any(s.stance == "question" and OFF_TOPIC.search(s.text) for s in read):
        found.add("off-topic")
    u.questions = questions
    substantive = [s for s in read if s.stance in ("assert", "rhetorical", "hedge", "plan", "quote")]
    if all(st in ("dont-know", "empty", "meta") for st in stances) and "dont-know" in stances:
        found.add("dont-know")
    if scenario is not None:
        diagnosis, why, hypotheses = credit_diagnosis(text, scenario, shown, read)
        u.diagnosis, u.why, u.hypotheses = diagnosis, why, hypotheses
        if diagnosis:
            found.add("diagnosis")
        verdicts = [q for q in questions if VERDICT.match(q)]
        requests = [s for s in read if requesty(s, len(read))]
        if verdicts:
            # "Is it the driver?" asks for the verdict, not for an output: it is declined, never routed to a reveal.
            found.add("question")
        elif artifacts_requested and requests:
            found.add("artifact-request")
        elif any(asks_to_see(s) for s in read):
            # "lemme see dmesg on node 23" asks for an output whether or not this scenario has it (the
            # interviewer then says there is nothing more specific): a request, not a question or a plan.
            found.add("artifact-request")
        elif questions:
            found.add("question")
        if any(s.stance == "hedge" for s in read) or (
                any(s.stance == "plan" for s in read) and "artifact-request" not in found):
            found.add("hypothesis")
        if diagnosis:
            found.discard("hypothesis")
        else:
            # Every hedged cause or plan to check is recorded (debugging method credits one that is then
            # tested), not only those naming an accepted diagnosis.
            u.hypotheses += [s.text for s in read if s.stance in ("hedge", "plan") and s.text not in u.hypotheses
                             and not (s.stance == "plan" and "artifact-request" in found)]
        claims = [s for s in substantive if s.stance in ("assert", "rhetorical", "quote") and s not in requests]
        if claims and not found & {"diagnosis", "hypothesis"}:
            found.add("answer")
    else:
        if questions:
            found.add("question")
        if substantive or (questions and musing(questions)):
            # Only a turn that is just a question is answered without being assessed.
            found.add("answer")
    if not found and OFF_TOPIC.search(text):
        found.add("off-topic")
    if not found:
        found.add("answer")
    if found & {"answer", "hypothesis", "diagnosis", "question", "artifact-request"} and "dont-know" in found:
        found.discard("dont-know")
    if "off-topic" in found and "grader" not in stances and GRADER.search(text) is None and found - {"off-topic"}:
        found.discard("off-topic")
    u.classes = [c for c in CLASSES if c in found]
    return u


def requesty(sentence: Sentence, count: int) -> bool:
    """Shaped like a request for output: a question, a plan to look, 'show me…', or a bare noun phrase.

    A yes/no question about a fact is not one: "was X changed?" asks the interviewer, it does not
    ask to see a log.
    """
    if sentence.stance == "question" and fact_question(sentence.text):
        return False
    if sentence.stance in ("question", "plan") or REQUEST.search(sentence.text):
        return True
    return (sentence.stance == "assert" and count == 1 and len(sentence.text.split()) <= 8
            and not ASSERTIVE_VERB.search(sentence.text))


def asks_to_see(sentence: Sentence) -> bool:
    """Phrased as a request for an output ("show me …", "can I get …", "… please", a typed command), not a
    yes/no question about a fact."""
    return (sentence.stance in ("question", "plan", "assert") and bool(REQUEST.search(sentence.text))
            and not fact_question(sentence.text) and not VERDICT.match(sentence.text))


def asks_verdict(question: str) -> bool:
    """A yes/no question that asks the interviewer to confirm a cause or a choice ("is it the driver?")."""
    return bool(VERDICT.match(question.strip()))
