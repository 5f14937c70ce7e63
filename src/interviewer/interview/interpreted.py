"""An interpreted interview: the interpreter's own remark to the interviewer, and the candidate reported in the third person.

A professional interpreter renders each turn into English and now and then speaks for themself: a gloss on a term left
untranslated, a note that a politeness form is not doubt, a pause while the candidate signs or writes, a frozen video, a
request to repeat or slow down. Such a remark is labelled by a speaker tag ("Interpreter: …", "Interpreter's note: …",
"From the interpreter: …") and manages the interview's communication: it is meta, and the rest of the turn is read as if
the candidate had said it. The remark runs from its tag over the sentences that speak of the candidate ("she", "he", "the
candidate") or to the interviewer ("I", "you") until a pause mark ("...") or the hand-over ("She says: …"); a plain
sentence about the problem is the candidate's again. A remark to someone else in the room ("to a colleague") or to the
grader is no remark about the interpretation, and is left to the asides and the grader talk.

What the candidate says through the interpreter is often reported ("She says: …", "He would like to see dmesg", "The
candidate asks for the step times"); such a sentence is read as the candidate's own, in the first person.
"""

from __future__ import annotations

import re

from .grader_talk import GRADER, grader_talk

_TAG = re.compile(r"(?:^|(?<=[.!?\u2026])\s+|(?<=\n))\(?\s*(?:(?:a )?note from the interpreter|from the interpreter|"
                  r"interpreter(?:'s|\u2019s)?(?: (?:note|remark|comment|aside))?)\s*:\s*", re.IGNORECASE)
_PAUSE = re.compile(r"\s*(?:\.{3,}|\u2026)\s*")
_HANDOVER = re.compile(r"^\W*(?:(?:now|then|and|ok(?:ay)?|so)[\s,]+)?(?:she|he|the candidate|they)\s+(?:says|said|continues|"
                       r"answers|replies|adds)\s*(?::|,)\s*|^\W*(?:her|his|their|the candidate'?s) (?:question|answer|request)\s*:\s*",
                       re.IGNORECASE)
_VOICE = re.compile(r"\b(?:she|he|her|him|his|hers|the candidate|i|i'm|i'd|i'll|i've|me|my|you|your)\b", re.IGNORECASE)
_ELSEWHERE = re.compile(r"^\W*(?:off[- ]mic\w*\W+)?to (?:a|my|the|his|her|our) (?:colleague|partner|team|coordinator|"
                        r"assistant|son|daughter|brother|sister|wife|husband|friend|someone)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?]+[.!?]*\s*")


def interpreter_remark(text: str) -> tuple[str, str]:
    """(the turn without the interpreter's remarks about the interpretation, the remarks); ("", "") … none: (text, "")."""
    remark, rest, pos = [], [], 0
    for m in _TAG.finditer(text):
        if m.start() < pos:
            continue
        body_start = m.end()
        if _ELSEWHERE.match(text[body_start:]):
            continue
        rest.append(text[pos:m.start()])
        end = body_start
        pause = _PAUSE.search(text, body_start)
        limit = pause.start() if pause else len(text)
        for s in _SENTENCE.finditer(text, body_start, limit):
            sent = s.group()
            if _HANDOVER.match(sent) or (s.start() > body_start and not _VOICE.search(sent)):
                break
            end = s.end()
        said = text[m.start():end]
        if grader_talk(said) or GRADER.search(said):
            rest.append(said)  # "Interpreter: for the record of the evaluation, …": to the grader, not about interpreting
        else:
            remark.append(said)
        pos = end
        if pause and end == limit:
            pos = pause.end()
    if not remark:
        return text, ""
    rest.append(text[pos:])
    return " ".join(r.strip() for r in rest if r.strip()), " ".join(r.strip() for r in remark)


_REPORTED = re.compile(r"(?:^|(?<=[.!?:\u2026])\s+|(?<=\n))((?:(?:now|then|and|so|sorry)[\s,.]+)*)(?:she|he|the candidate)\s+"
                       r"(?:(would like|wants|is asking for|asks for|asks to see|asks whether (?:she|he) (?:may|can|could))\b|"
                       r"(?:says|said|continues|answers|replies|adds)\s*(?::|,)\s*)", re.IGNORECASE)
_FIRST_PERSON = {"would like": "I would like", "wants": "I want", "is asking for": "I would like", "asks for": "I would like",
                 "asks to see": "I would like to see"}


def first_person(text: str) -> str:
    """The candidate's words reported by the interpreter, put back in the first person ("She would like to see top" ->
    "I would like to see top"; "The candidate says: perhaps …" -> "perhaps …"; "He asks whether he may see …" -> "May I
    see …")."""
    def put(m: re.Match[str]) -> str:
        lead = m.group(0)[:m.start(1) - m.start()] + m.group(1)
        verb = (m.group(2) or "").lower()
        if not verb:
            return lead
        if verb.startswith("asks whether"):
            return lead + "may I"
        return lead + _FIRST_PERSON[verb]
    return _REPORTED.sub(put, _REPORTED.sub(put, text))  # "Now she says: she would like …": both frames
