"""An answer that only hands the question back: "Would I use tasks or actors for the stages - I'd use actors, for the
stages, because actors are better for stages."

The matcher discounts an occurrence inside a run of the question's own words (``content.concepts``: five in a row).
An answer can also shuffle those words without copying a run of five: what it adds to them is a word or two and no
figure. Such an answer shows nothing, whatever concept its borrowed words name. Read on content words only (function
words and fillers aside), each cut to a crude stem so "choosing"/"choose" and "stages"/"stage" count as the same.
"""

from __future__ import annotations

import re

MAX_NEW_WORDS = 5
"""At most this many distinct content words of its own ..."""
MAX_NEW_SHARE = 0.45
"""... making up less than this share of the answer's content words."""

_FUNCTION = frozenset("""
a an the and or but so to of in on for with at by from is are was were be been being it its it's this that these those
i i'd i'm i'll i've we we'd we're you your my our they them their he she what which who whom how when where why would
could should will can do did does done have has had not no yes if then than as there here up out about into over also
just like some any each every all more most other such only very really well um uh er erm hmm okay ok right sure
""".split())
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_'-]*")
_FIGURE = re.compile(r"\d")


def _stem(word: str) -> str:
    word = word.lower().strip("'-_")
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def _content(text: str) -> list[str]:
    return [_stem(w) for w in _WORD.findall(text) if w.lower() not in _FUNCTION]


def restates_question(answer: str, question: str) -> bool:
    """Whether ``answer`` is the question's own words handed back, with almost nothing of its own and no figure."""
    if not question or _FIGURE.search(answer):
        return False
    said = _content(answer)
    if not said:
        return False
    asked = set(_content(question))
    new = [w for w in said if w not in asked]
    return len(set(new)) <= MAX_NEW_WORDS and len(new) < MAX_NEW_SHARE * len(said)
