"""A candidate's turn cut into sentences, and a sentence without the fillers and stutters of transcribed speech.

Sentences end at . ? ! ; line breaks and a message break of typed chat (``broken``: " // ", or a " / " before a word
that opens a new message); a '.' with no space
after it ("550.90.07", "v2.4", "e.g.") does not end one, and a fragment holding no word, no '?' and no technical token
("ok.", "um,") is dropped.
``stance`` reads each sentence.
"""

from __future__ import annotations

import re

from ..text.sentences import spans
from .crosstalk import addressed_at
from .dictated import written_back
from .session_talk import session_at
from .passes import TECHNICAL, passes

_CONTENT = re.compile(r"[A-Za-z]{3,}")


def sentences(text: str) -> list[tuple[str, int]]:
    """(sentence, offset), split at . ? ! ; line breaks and " // ", keeping the '?'."""
    out: list[tuple[str, int]] = []
    typed, text = text, broken(text)
    text = written_back(text)  # "… comma gotta be period": punctuation said aloud, written back (same length)
    # "v2.4", "550.90.07", "torch.distributed.fsdp", "e.g." must not split a sentence: a '.' with no space after
    # it joins the fragment after it to the one before it (whatever either holds).
    for raw, at, _ in spans(text, keep="stops", dots="unspaced"):
        stripped = raw.strip()
        # A fragment with no word, no '?' and no technical token ("ok.", "um,") is no sentence; "560.35.03, the
        # rest 550.54.15" and "TP 8." are.
        if stripped and (_CONTENT.search(stripped) or "?" in stripped or TECHNICAL.search(stripped)):
            start = at + (len(raw) - len(raw.lstrip()))
            joined = _JOINED_MESSAGE.match(stripped)
            if joined and typed[:start].rstrip().endswith("/") and text[:start].rstrip(" \t").endswith("\n"):
                # "show me the upload logs / and which node went away": the next message, without the "and" that joined it
                stripped, start = stripped[joined.end():], start + joined.end()
            m = _BARE_ADMISSION.match(stripped)
            rest = stripped[m.end():].lstrip(" ,-\u2013\u2014") if m else ""
            if m and len(_CONTENT.findall(rest)) >= 3 and not passes(stripped):
                # "i don't know for sure, but my guess would be …", "idk exactly, maybe …": a bare pass said as its own
                # clause, run on into what follows (speech has no full stop there); two sentences, as when written ("no
                # idea, i would ask a senior" passes as a whole: the reason is part of the pass).
                out += [(stripped[:m.end()], start), (rest, start + len(stripped) - len(rest))]
                continue
            cut = None if out else _object_pass(stripped)
            if cut:
                # "i don't remember the exact index formula, but the idea is …", "I don't really know Ray well, but I'd
                # keep …": a pass about something named, then what they can say; two sentences, as when written.
                head, rest = stripped[:cut[0]].rstrip(" ,"), stripped[cut[1]:].lstrip(" ,-\u2013\u2014")
                out += [(head, start), (rest, start + len(stripped) - len(rest))]
                continue
            addressed = addressed_at(stripped)
            aside_at, least = (addressed, 3) if addressed else (session_at(stripped), RUN_ON_MIN_WORDS)
            if aside_at and len(_CONTENT.findall(stripped[:aside_at])) >= least:
                # "… link width x zero downgraded Segun abeg stop laughing I'm reading", "… sets the pace can we go to the
                # tests now": words to someone in the room (``crosstalk``) or a request about the session (``session_talk``)
                # run on from the answer without a stop; two sentences, as when written.
                rest = stripped[aside_at:]
                out += [(stripped[:aside_at].rstrip(" ,"), start), (rest, start + len(stripped) - len(rest))]
                continue
            m = _JOINED_QUESTION.search(stripped)
            if m and len(_CONTENT.findall(stripped[:m.start()])) >= 3:
                # "show me the save code and also does anything wait for all the nodes …", "node lifecycle events please,
                # and which host was replaced": a second part asked, joined on without a stop (speech, a typed run-on).
                rest = stripped[m.end():]
                out += [(stripped[:m.start()].rstrip(" ,"), start), (rest, start + len(stripped) - len(rest))]
                continue
            out.append((stripped, start))
    return out


SEPARATOR = re.compile(r"(?<=\s)//+(?=\s)")
"""Two slashes between spaces: where typed chat breaks between two thoughts, as a line break does ("my train is late //
ring all-reduce sends …"); not "s3://bucket", not "a//b"."""


_OPENER = (
    r"i (?:guess|think|mean|would|will|can|can'?t|don'?t|dont|need|want)|i'?d|i'?ll|"
    r"my|we|we'?re|we'?d|we'?ll|our|you|u|your|ur|he|she|they|it'?s|that'?s|thats|there'?s|theres|"
    r"(?:is|isn'?t|are|aren'?t|was|wasn'?t|were|do|does|did|has|have|had|can|could|would|will|should)\s+(?:the|a|an|any\w*|"
    r"there|it|this|that|those|these|we|you|u|they|i|someone|somebody|its|their|our|your|my)|"
    r"what|what'?s|whats|which|who|whose|where|when|why|how|"
    r"and|but|so|also|then|anyway|anyways|btw|ok|okay|wait|sorry|sry|oh|ah|ugh|hmm+|lol|lmao|haha\w*|hehe\w*|brb|nah|yeah|yep|"
    r"idk|tbh|ngl|imo|afaik|iirc|lmk|pls|please|thanks|thx|actually|oops|omg|hey|hello|show|give|send|lemme|let'?s|let me|need")
SLASH_BREAK = re.compile(r"(?<=\S)(\s)/(?=\s+(?:" + _OPENER + r")\b(?![/.-]))", re.IGNORECASE)
"""One slash between spaces before a word that opens a clause of its own (a pronoun, an auxiliary put as a question
with its subject, a wh-word, a conjunction, a chat interjection, or "I" with a verb of stance or intent: a guess or a
plan, not the next step of a story told in the past, "… / i was the one doing the resubmits lol"): where fast typed
chat joins two messages into one turn ("… 8 good nodes / is the store on e17"). Between alternatives ("torchrun / the
scheduler", "8-bit / bf16", "4,096 / 32", "whoever never entered / is behind") the word after the slash continues the
phrase, and the slash stays."""

_JOINED_MESSAGE = re.compile(r"(?:and also|and|also|plus)\s+(?=\w)", re.IGNORECASE)
"""The word that joins a message to the one before it after a slash break ("… / and whats the path"), as "and" joins
a question in ``_JOINED_QUESTION``."""


def broken(text: str) -> str:
    """``text`` with each message break of typed chat (" // ", ``SLASH_BREAK``) turned into line breaks, same length."""
    text = SEPARATOR.sub(lambda m: "\n" * len(m.group(0)), text)
    return SLASH_BREAK.sub(lambda m: m.group(1) + "\n", text)


RUN_ON_MIN_WORDS = 8
"""A request about the session is cut from what runs on before it only after this many words: an answer said first, not
a short lead-in to the request ("the lead wants it running in an hour - am i allowed to assume …")."""
_JOINED_QUESTION = re.compile(
    r"(?:,\s*and(?: also)?|\sand also)\s+(?=(?:(?:is|was|were|are|does|do|did|has|have|had|can|could|will|would) (?:the|a|an|any\w*|"
    r"there|it|this|that|those|these|we|you|they|someone|somebody|its|their|our|your)\b|(?:which|what) [\w-]+ (?:is|was|were|are|did|"
    r"does|do|has|had)\b)[^,;]{8,}$)", re.IGNORECASE)
"""A question joined to what came before by "and" or "and also" (after a comma, or "and also" alone), up to the end."""


_SPOKEN_GUESS_NEXT = (r"\s+(?:(?:hmm+|um+|uh+|erm+|so)[\s,]+)*(?=(?:maybe|perhaps|probably|i think|i(?:'d| would) (?:guess|say)|"
                      r"my guess|my best guess)\b)")
"""Where speech runs a pass straight into a guess, with no comma or stop ("I'm not sure hmm maybe the BIOS update …", "no
idea honestly maybe the MTU changed"): the boundary before the guess word, as a comma would be when written."""
_BARE_ADMISSION = re.compile(
    r"^\W*(?:(?:honestly|ok(?:ay)?|hmm+|um+|uh+|so|well|sorry)[\s,]+)*(?:i'?m |i am |im )?(?:not (?:really |totally |entirely |"
    r"completely |100 percent )?sure|i (?:really |honestly |genuinely )?(?:don'?t|do not|dont) know|idk|dont know|don'?t know|"
    r"(?:i have )?no idea)(?:[\s,]+(?:for sure|exactly|yet|honestly|to be honest|for certain|really|tbh|sorry))*"
    r"(?=\s*(?:,|\s[-\u2013\u2014]+\s|\s+but\b)|" + _SPOKEN_GUESS_NEXT + ")", re.IGNORECASE)
"""A pass with no object ("not sure", "I don't know for sure", "idk exactly"), closed by a comma, a dash or "but"."""


_PASS_LEAD = re.compile(
    r"^\W*(?:(?:honestly|ok(?:ay)?|hmm+|um+|uh+|so|well|look|sorry|mm+)[\s,]+)*(?:i'?m |i am |im )?(?:(?:honestly|genuinely|really) )?"
    r"(?:not (?:really |totally |entirely |completely |100 percent )?(?:sure|certain)|(?:i )?(?:really |honestly |genuinely )?"
    r"(?:don'?t|do not|dont) (?:really |actually )?(?:know|remember|recall)|(?:i have )?no (?:idea|clue)|i (?:never|can'?t|cannot) "
    r"remember|i forget)\b", re.IGNORECASE)
_PASS_OBJECT_END = re.compile(r",\s*but\b|\s+but\s+|,\s+|" + _SPOKEN_GUESS_NEXT, re.IGNORECASE)
PASS_OBJECT_MAX_WORDS = 12
_GUESSED = re.compile(r"\b(?:i think|i(?:'d| would) (?:say|guess|bet)|i guess|my guess|i believe|i suspect|maybe|perhaps|probably|"
                      r"roughly|most likely|likely|if i had to (?:guess|bet)|(?:if i'?m|if i am) forced|assuming|something like)\b",
                      re.IGNORECASE)
"""What follows the pass is a guess (the header's "I don't know followed by a real guess": dont-know and the guess's class);
"I don't know the NCCL internals, but I know the result: …" claims a part it knows instead, an answer."""
_REASON = re.compile(r"^\W*(?:i'?d|id|i would|i'?ll|i will) (?:probably |just |first |really )*(?:have to|need to|want to|"
                     r"ask|read|google|escalate)\b[\w\s]{0,12}?\b(?:read|look (?:it |that |this )?up|ask|google|escalate|check)\b",
                     re.IGNORECASE)
"""What follows is how they would find out ("…, I'd need to read about it", "…, I'd probably just ask my manager"): the
reason for the pass, read with it (``passes.declined``)."""
_PASS_AGAIN = re.compile(r"\b(?:pass|skip|no idea|(?:would not|wouldn'?t|don'?t|do not|dont) know)\b", re.IGNORECASE)
"""The rest passes again ("…, I'm from the infra side, I would not know where to begin, so I pass"): reasons for one pass."""


def _object_pass(sentence: str) -> tuple[int, int] | None:
    """(end of the pass, start of the rest) in "<a pass about something named>, but <what they can say>" said first ("I don't know the perfect split
    but I'd say TP 8 …"); None when the sentence is not one. The pass must be one on its own (``passes``) and the rest
    guess something (three words or more); the whole must not be a pass (its reasons: "no idea, I'd ask a senior")."""
    if not _PASS_LEAD.match(sentence) or passes(sentence):
        return None
    for m in _PASS_OBJECT_END.finditer(sentence):
        head, rest = sentence[:m.start()], sentence[m.end():]
        if len(head.split()) > PASS_OBJECT_MAX_WORDS:
            return None
        if passes(head) and len(_CONTENT.findall(rest)) >= 3 and (_GUESSED.search(rest) or _REASON.match(rest)) and not _PASS_AGAIN.search(rest):
            return m.start(), m.end()
    return None


_FILLED = re.compile(r"\b(?:uh+|um+|erm+|er|hmm+|mm+)\b[,.]?\s*", re.IGNORECASE)
_STUTTER = re.compile(r"\b(\w+)(?:\s+\1\b)+", re.IGNORECASE)


_PART_WORD_STUTTER = re.compile(r"\b([A-Za-z]{1,2})-(?=\1)", re.IGNORECASE)
"""The first sound of a word said, broken off and said again ("r-recording", "D-d-does", "wh-what"), as typed by a
stutterer or a caption that writes one."""


def unstuttered(text: str) -> str:
    """The turn with each broken-off first sound dropped ("Are you r-recording" reads "Are you recording")."""
    return _PART_WORD_STUTTER.sub("", text)


_CONTRACTED = {"im": "i'm", "ive": "i've", "dont": "don't", "didnt": "didn't", "doesnt": "doesn't", "cant": "can't",
               "couldnt": "couldn't", "wouldnt": "wouldn't", "isnt": "isn't", "wasnt": "wasn't", "arent": "aren't",
               "havent": "haven't", "whats": "what's", "hows": "how's", "thats": "that's", "youre": "you're", "wat": "what",
               "u": "you", "ur": "your"}
_BARE_CONTRACTION = re.compile(r"\b(?:" + "|".join(_CONTRACTED) + r")\b", re.IGNORECASE)
"""Contractions a speech-to-text transcript writes without the apostrophe ("im", "dont", "whats"): read as the written form."""


def unfilled(sentence: str) -> str:
    """Transcribed speech without its fillers and stutters ("can you uh repeat", "i i'm not sure"), its bare contractions
    written out ("im", "dont")."""
    s = _FILLED.sub("", sentence)
    s = _STUTTER.sub(r"\1", s)
    s = _BARE_CONTRACTION.sub(lambda m: _CONTRACTED[m.group(0).lower()], s)
    s = re.sub(r"\bi\s+(?=i'm\b|i've\b|i'd\b|i'll\b)", "", s, flags=re.IGNORECASE)
    return s.strip() or sentence.strip()
