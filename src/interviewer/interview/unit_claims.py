"""A figure in bits said to be the same figure in bytes (or the other way round): a unit confused.

A byte is eight bits, so a link's rate in gigabits per second is an eighth of itself in gigabytes per second: a
400 Gb/s InfiniBand or RoCE NIC moves 50 GB/s (NVIDIA ConnectX-7 is sold at 400 Gb/s; NVIDIA's own reference
architecture states per-GPU bandwidth in both units). "400 gigabit per second is 400 gigabytes a second" is the
eightfold error behind a gradient exchange called negligible; "400 GB/s is 400 gigabits" is the same error the other way.
Only a restatement is read: the same number given both units, joined by a copula ("is", "=", "means", "that's").
Abbreviations are read case-sensitively (Gb is bits, GB bytes); words ("gigabit", "gigabytes") in any case.
"""

from __future__ import annotations

import re

from .claim_clauses import NEGATION, abstains, clauses

_BITS = r"(?:(?i:[gt]iga?bits?|[gt]bits?|[gt]bps)\b|[GT]b(?:/s|ps)?\b|[GT]bit/s)"
_BYTES = r"(?:(?i:[gt]iga?bytes?|[gt]ibytes?)\b|[GT]B(?:/s|ps)?\b|[GT]iB(?:/s)?)"
_PER_SECOND = r"(?:\s*(?i:per|a|/)\s*(?i:second|sec|s)\b)?"
_JOIN = r"\s*,?\s*(?i:(?:so\s+)?(?:is|=|means|equals|that'?s|i\.e\.|which\s+is)|so)\s+(?i:about\s+|roughly\s+|around\s+|~\s*|just\s+)?"
_NUM = r"(?P<{0}>\d[\d,]*(?:\.\d+)?)\s*"
_NAMED = r"(?:\s+(?!(?i:is|so|that|which|means|equals|per|each|times|and|or|plus|of|x)\b)[A-Za-z][\w-]*){0,5}?"
"""What the first figure is a rate of, between it and the restatement ("a 100 Gb NIC to the storage network, so that's
100 GB/s"): a few plain words, no figure and nothing that multiplies or adds it."""
_MULTIPLIED = re.compile(r"(?:\bx|×|\*|\btimes|\beach\s+of)\s*$", re.IGNORECASE)
_COUNTED = re.compile(r"\b(?:\d+|two|four|eight|sixteen)\s+(?:x\s+)?(?:nics?|ports?|gpus?|links?|hcas?|cards?|rails?|of\s+them)\b"
                      r"|\bwith\s+(?:\d+|two|four|eight|sixteen)\b", re.IGNORECASE)
"""A count of links in the clause: "400 Gb/s per NIC, so 400 GB/s with eight of them" sums eight rates, no unit slip."""
_RESTATED = re.compile(
    _NUM.format("a") + rf"(?:(?P<bits>{_BITS})|(?P<bytes>{_BYTES})){_PER_SECOND}{_NAMED}{_JOIN}" + _NUM.format("b")
    + rf"(?:(?P<bits2>{_BITS})|(?P<bytes2>{_BYTES}))")

FACT = ("a byte is eight bits: a rate in Gb/s is eight times its figure in GB/s (400 Gb/s is 50 GB/s), so the same "
        "number in both units confuses them")


def bits_as_bytes(text: str) -> list[str]:
    """Each clause that gives one number in bits and in bytes as the same quantity."""
    out = []
    for clause in clauses(text):
        for m in _RESTATED.finditer(clause):
            same = m.group("a").replace(",", "") == m.group("b").replace(",", "")
            crossed = bool(m.group("bits")) != bool(m.group("bits2"))
            reach = clause[:m.end()] + re.split(r"[,;]", clause[m.end():], maxsplit=1)[0]
            multiplied = _MULTIPLIED.search(clause[:m.start()]) or _COUNTED.search(reach)
            if (same and crossed and not multiplied and not abstains(clause, m.end())
                    and not NEGATION.search(clause[m.start():m.end()])):
                out.append(f"'{clause.strip()}': {FACT}")
                break
    return out


UNIT_CHECKS = (bits_as_bytes,)
"""The unit checks; each returns one explanation per contradicting clause."""
