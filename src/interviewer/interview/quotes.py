"""Text the candidate repeats rather than says: a quote of what is already on screen, or output pasted back.

A quote of the page ("Local rank 5 failed") or of a revealed log is not a claim, and never a diagnosis.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"[A-Za-z0-9_.%/+-]+")


def _norm(text: str) -> str:
    return " ".join(w.lower() for w in _WORD.findall(text))


def is_quote(sentence: str, shown: str) -> bool:
    """Whether ``sentence`` mostly repeats text already on screen (the page, shown artifacts)."""
    if not shown:
        return False
    words = _norm(sentence).split()
    if len(words) < 2:
        return False
    hay = " " + _norm(shown) + " "
    if " " + " ".join(words) + " " in hay:
        return True
    grams = [" ".join(words[i:i + 3]) for i in range(max(1, len(words) - 2))]
    inside = sum(1 for g in grams if " " + g + " " in hay)
    return inside / len(grams) >= 0.75


def pasted(sentence: str) -> bool:
    """Output or config pasted back (``key: {path: ...}``, ``$ cmd``): text quoted, not a claim made."""
    s = sentence.strip()
    if re.match(r"^(?:\$\s|>>>\s|[\w./-]+:\s*[{\[])", s):
        return True
    tokens = s.split()
    symbolic = sum(1 for t in tokens if re.search(r"[/{}=\[\]]|::|\w:\S", t))
    return len(tokens) >= 3 and symbolic / len(tokens) > 0.5
