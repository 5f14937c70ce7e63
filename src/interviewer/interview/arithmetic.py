"""The answer's own rate arithmetic: "$1,200 an hour, about $100k a year" contradicts itself.

A confidently wrong answer often names the right quantities and converts them wrongly. When a sentence states a
money rate and, a few words later, the same money over a longer period ("$12,000 an hour, so $105M a year"), the
longer figure cannot be far below the shorter one times the hours (or days) between them: a year is 8,760 hours.
Only an underestimate by more than ``SLACK`` is a contradiction; a larger figure may multiply by a count the
sentence names ("$3 an hour per GPU, so 4,000 GPUs cost $105M a year"), a smaller one cannot come from the stated
rate. No context from the question is needed, so nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

HOURS = {"hour": 1.0, "day": 24.0, "week": 168.0, "month": 730.0, "year": 8760.0}
"""Each period in hours."""
SLACK = 3.0
"""A longer-period figure below (shorter figure x period ratio) / SLACK contradicts the rate."""
MAX_GAP_WORDS = 6
"""The two figures must be this close: "$1,200 an hour - about $100k a year", "at $3 an hour that's $720 a year"."""

_SCALE = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "mm": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9}
_PERIOD = (r"(?:an?\s+|per\s+|/\s*|each\s+|every\s+)(?P<period>hour|hr|h|day|d|week|wk|month|mo|year|yr)\b"
           r"|(?P<adverb>hourly|daily|weekly|monthly|annually|yearly)\b")
_RATE = re.compile(r"\$\s?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<scale>k|thousand|mm|m|million|bn|b|billion)?\b\s*(?:"
                   + _PERIOD + ")", re.IGNORECASE)
_ALIASES = {"hr": "hour", "h": "hour", "d": "day", "wk": "week", "mo": "month", "yr": "year", "hourly": "hour",
            "daily": "day", "weekly": "week", "monthly": "month", "annually": "year", "yearly": "year"}
_SENTENCE = re.compile(r"[^.!?;\n]+(?:\.\d[^.!?;\n]*)*")


@dataclass(frozen=True)
class Rate:
    """A money figure over a period, where it sits in the text."""

    dollars: float
    period: str
    start: int
    end: int


def _rates(sentence: str) -> list[Rate]:
    out = []
    for m in _RATE.finditer(sentence):
        value = float(m.group("num").replace(",", "")) * _SCALE.get((m.group("scale") or "").lower(), 1.0)
        word = (m.group("period") or m.group("adverb")).lower()
        out.append(Rate(value, _ALIASES.get(word, word), m.start(), m.end()))
    return out


def _per(period: str) -> str:
    return ("an " if period == "hour" else "a ") + period


def rate_contradictions(text: str) -> list[str]:
    """Each place where a longer-period money figure is far below what the rate just before it gives."""
    found = []
    for sm in _SENTENCE.finditer(text):
        sentence = sm.group(0)
        rates = _rates(sentence)
        for first, second in zip(rates, rates[1:]):
            if HOURS[second.period] <= HOURS[first.period]:
                continue
            if len(sentence[first.end:second.start].split()) > MAX_GAP_WORDS:
                continue
            implied = first.dollars * HOURS[second.period] / HOURS[first.period]
            if second.dollars * SLACK < implied:
                found.append(f"${first.dollars:,.0f} {_per(first.period)} is about ${implied:,.0f} {_per(second.period)}, "
                             f"not ${second.dollars:,.0f}")
    return found
