"""One sentence of a candidate's turn and how it stands (read by ``stance``, put together by ``understand``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Stance = Literal["assert", "question", "rhetorical", "hedge", "plan", "negated", "quote", "dont-know", "meta",
                 "grader", "aside", "empty"]


@dataclass(frozen=True)
class Sentence:
    text: str
    stance: Stance
    start: int
