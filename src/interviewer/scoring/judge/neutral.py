"""Candidate text made unable to open or close any delimiter the judge's prompt uses.

Its own module so that the injection screen, the checker's tool blocks and the prompt can all use it without
importing each other.
"""

from __future__ import annotations

import re

_TAG = re.compile(r"<\s*/?\s*(turn|transcript|rubric|recorded|instructions|system|tool)\b", re.IGNORECASE)


def neutralise(text: str) -> str:
    """Make ``text`` unable to open or close any delimiter the prompt uses."""
    return _TAG.sub(lambda m: "‹" + m.group(0)[1:], text)
