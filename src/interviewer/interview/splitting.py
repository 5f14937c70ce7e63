"""A candidate's turn cut into sentences, and a sentence without the fillers and stutters of transcribed speech.

Sentences end at . ? ! ; and line breaks; a '.' with no space after it ("550.90.07", "v2.4", "e.g.") does
not end one, and a fragment holding no word, no '?' and no technical token ("ok.", "um,") is dropped.
``stance`` reads each sentence.
"""

from __future__ import annotations

import re

from ..text.sentences import spans
from .passes import TECHNICAL, passes

_CONTENT = re.compile(r"[A-Za-z]{3,}")


def sentences(text: str) -> list[tuple[str, int]]:
    """(sentence, offset), split at . ? ! ; and line breaks, keeping the '?'."""
    out: list[tuple[str, int]] = []
    # "v2.4", "550.90.07", "torch.distributed.fsdp", "e.g." must not split a sentence: a '.' with no space after
    # it joins the fragment after it to the one before it (whatever either holds).
    for raw, at, _ in spans(text, keep="stops", dots="unspaced"):
        stripped = raw.strip()
        # A fragment with no word, no '?' and no technical token ("ok.", "um,") is no sentence; "560.35.03, the
        # rest 550.54.15" and "TP 8." are.
        if stripped and (_CONTENT.search(stripped) or "?" in stripped or TECHNICAL.search(stripped)):
            start = at + (len(raw) - len(raw.lstrip()))
            m = _BARE_ADMISSION.match(stripped)
            rest = stripped[m.end():].lstrip(" ,-\u2013\u2014") if m else ""
            if m and len(_CONTENT.findall(rest)) >= 3 and not passes(stripped):
                # "i don't know for sure, but my guess would be …", "idk exactly, maybe …": a bare pass said as its own
                # clause, run on into what follows (speech has no full stop there); two sentences, as when written ("no
                # idea, i would ask a senior" passes as a whole: the reason is part of the pass).
                out += [(stripped[:m.end()], start), (rest, start + len(stripped) - len(rest))]
                continue
            out.append((stripped, start))
    return out


_BARE_ADMISSION = re.compile(
    r"^\W*(?:(?:honestly|ok(?:ay)?|hmm+|um+|uh+|so|well|sorry)[\s,]+)*(?:i'?m |i am |im )?(?:not (?:really |totally |entirely |"
    r"completely |100 percent )?sure|i (?:really |honestly |genuinely )?(?:don'?t|do not|dont) know|idk|dont know|don'?t know|"
    r"(?:i have )?no idea)(?:[\s,]+(?:for sure|exactly|yet|honestly|to be honest|for certain|really|tbh|sorry))*"
    r"(?=\s*(?:,|\s[-\u2013\u2014]+\s|\s+but\b))", re.IGNORECASE)
"""A pass with no object ("not sure", "I don't know for sure", "idk exactly"), closed by a comma, a dash or "but"."""


_FILLED = re.compile(r"\b(?:uh+|um+|erm+|er|hmm+|mm+)\b[,.]?\s*", re.IGNORECASE)
_STUTTER = re.compile(r"\b(\w+)(?:\s+\1\b)+", re.IGNORECASE)


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
