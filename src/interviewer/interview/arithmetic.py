"""The answer's own rate arithmetic: "$1,200 an hour, about $100k a year" contradicts itself.

A confidently wrong answer often names the right quantities and converts them wrongly. When a sentence states a
money rate and, a few words later, the same money over a longer period ("$12,000 an hour, so $105M a year"), the
longer figure cannot be far below the shorter one times the hours (or days) between them: a year is 8,760 hours.
Only an underestimate by more than ``SLACK`` is a contradiction; a larger figure may multiply by a count the
sentence names ("$3 an hour per GPU, so 4,000 GPUs cost $105M a year"), a smaller one cannot come from the stated
rate. The same holds for failures: a fleet of N units, each with a stated MTBF, fails about every MTBF / N ("an
H100's MTBF is five years, so 4,096 of them fail once every two months" is 130x too rare). No context from the
question is needed, so nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.sentences import spans
from .computations import SCALE_WORDS

HOURS = {"hour": 1.0, "day": 24.0, "week": 168.0, "month": 730.0, "year": 8760.0}
"""Each period in hours."""
SLACK = 3.0
"""A longer-period figure below (shorter figure x period ratio) / SLACK contradicts the rate."""
MAX_GAP_WORDS = 6
"""The two figures must be this close: "$1,200 an hour - about $100k a year", "at $3 an hour that's $720 a year"."""

_PERIOD = (r"(?:an?\s+|per\s+|/\s*|each\s+|every\s+)(?P<period>hour|hr|h|day|d|week|wk|month|mo|year|yr)\b"
           r"|(?P<adverb>hourly|daily|weekly|monthly|annually|yearly)\b")
_RATE = re.compile(r"\$\s?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<scale>k|thousand|mm|m|million|bn|b|billion)?\b\s*(?:"
                   + _PERIOD + ")", re.IGNORECASE)
_ALIASES = {"hr": "hour", "h": "hour", "d": "day", "wk": "week", "mo": "month", "yr": "year", "hourly": "hour",
            "daily": "day", "weekly": "week", "monthly": "month", "annually": "year", "yearly": "year"}


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
        value = float(m.group("num").replace(",", "")) * SCALE_WORDS.get((m.group("scale") or "").lower(), 1.0)
        word = (m.group("period") or m.group("adverb")).lower()
        out.append(Rate(value, _ALIASES.get(word, word), m.start(), m.end()))
    return out


def _per(period: str) -> str:
    return ("an " if period == "hour" else "a ") + period


def rate_contradictions(text: str) -> list[str]:
    """Each place where a longer-period money figure is far below what the rate just before it gives."""
    found = []
    for sentence in (span.text for span in spans(text, dots="before-digit")):
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


_WORD_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "a couple of": 2, "a few": 3}
_NUMBER = r"(?P<{0}>\d[\d,]*(?:\.\d+)?|a\s+couple\s+of|a\s+few|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"
_UNIT = r"(?P<{0}>hours?|days?|weeks?|months?|years?)\b"
_MTBF = re.compile(r"\bmtbf\s+(?:of\s+)?(?:is\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?" + _NUMBER.format("x")
                   + r"\s*" + _UNIT.format("xu"), re.IGNORECASE)
_FLEET = re.compile(r"(?P<n>\d[\d,]{2,})\s+(?:of\s+them|gpus|h100s|a100s|b200s|nodes|cards|accelerators)\b"
                    r"[^.;!?\n]{0,30}?\bfail\w*\s+(?:about\s+|roughly\s+|around\s+)?(?:once\s+)?(?:every|per|a)\s+"
                    r"(?:about\s+|roughly\s+|around\s+)?" + _NUMBER.format("y") + r"?\s*" + _UNIT.format("yu"),
                    re.IGNORECASE)

_PER_UNIT = re.compile(r"\b(?:gpus?|h100s?|a100s?|b200s?|cards?|nodes?|devices?|accelerators?|each|per)\b", re.IGNORECASE)
_WHOLE = re.compile(r"\b(?:job|cluster|fleet|system|run|training)(?:'s)?\s*$", re.IGNORECASE)


def _number(text: str | None) -> float:
    t = " ".join((text or "a").lower().split())
    return float(_WORD_NUMBERS[t]) if t in _WORD_NUMBERS else float(t.replace(",", ""))


def _hours(unit: str) -> float:
    return HOURS[unit.lower().rstrip("s")]


def fleet_contradictions(text: str) -> list[str]:
    """A fleet said to fail far less often than its stated per-unit MTBF divided by its size allows."""
    mtbf = next((m for m in _MTBF.finditer(text) if _PER_UNIT.search(text[max(0, m.start() - 40):m.start()])
                 and not _WHOLE.search(text[max(0, m.start() - 12):m.start()])), None)
    if mtbf is None:  # only a single unit's MTBF is divided by the fleet's size; a job's is already the fleet's
        return []
    per_unit = _number(mtbf.group("x")) * _hours(mtbf.group("xu"))
    found = []
    for m in _FLEET.finditer(text, mtbf.end()):
        n = _number(m.group("n"))
        implied = per_unit / n
        stated = _number(m.group("y")) * _hours(m.group("yu"))
        if n >= 2 and stated > SLACK * implied:
            found.append(f"{n:,.0f} units at an MTBF of {per_unit:,.0f} hours fail about every {implied:,.1f} hours, "
                         f"not every {stated:,.0f}")
    return found
