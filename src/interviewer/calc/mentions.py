"""Finding numbers with units in free text, and the words around them.

Only what can be read without guessing is returned: a number (digits, or "a few" / "a
couple of" / small number words followed by a unit), an optional range, an optional
multiplier and a unit of bytes, time, bandwidth, percent, failures, GPUs or parameters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text.sentences import sentences as split_sentences
from .units import BYTES, SECONDS

_WORDS = {"a few": 3.0, "a couple of": 2.0, "a couple": 2.0, "half an": 0.5, "half a": 0.5, "an": 1.0, "a": 1.0,
          "one": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "seven": 7.0, "eight": 8.0,
          "nine": 9.0, "ten": 10.0, "twelve": 12.0, "twenty": 20.0, "thirty": 30.0}
_MULT = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "k": 1e3, "K": 1e3, "M": 1e6,
         "B": 1e9, "T": 1e12}
_BW = r"(?:[kKMGT]B/s|[kKMGT]b/s|[kKMGT]bps|GiB/s|TiB/s)"
_BYTE_UNITS = r"(?:PB|TB|GB|MB|KB|kB|TiB|GiB|MiB|KiB|bytes)"
_TIME_UNITS = (r"(?:ns|µs|us|ms|seconds|second|secs|sec|s|minutes|minute|mins|min|hours|hour|hrs|hr|h|"
               r"days|day)")
_NUM = r"\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?"
_WORD_NUM = "|".join(sorted((re.escape(w) for w in _WORDS), key=len, reverse=True))

MENTION = re.compile(
    rf"(?<![\w.$])(?P<cur>\$\s?)?(?P<num>{_NUM}|(?i:{_WORD_NUM}))"
    rf"(?:\s*(?:-|–|to)\s*(?P<num2>{_NUM}))?"
    rf"\s*(?P<mult>thousand|million|billion|trillion|[kKMBT](?=\s|$|[-,.;)]))?"
    rf"[\s-]*(?P<unit>{_BW}|{_BYTE_UNITS}|(?i:GPU[- ]hours?|H100[- ]hours?)|(?i:FLOPs?)(?!/)|"
    rf"(?i:{_TIME_UNITS})|%|percent|(?i:failures?|interruptions?)|"
    rf"(?i:GPUs?|H100s?|A100s?|B200s?|accelerators?|nodes?)|(?i:param(?:eter)?s?|models?))?(?![\w/])"
)


@dataclass
class Mention:
    """One number in the text with what it measures."""

    kind: str
    """bytes, seconds, bandwidth, percent, failures, gpus, params, gpu_hours, flops or dollars."""
    value: float
    """In base units: bytes, seconds, bytes/s, percent, a count."""
    high: float | None
    """Upper end of a range, same base unit."""
    unit: str
    """The unit as written."""
    factor: float
    """Base units per written unit (to express computed values the candidate's way)."""
    start: int
    end: int
    text: str


def _number(raw: str) -> float:
    word = raw.lower()
    if word in _WORDS:
        return _WORDS[word]
    return float(raw.replace(",", ""))


def _classify(unit: str, mult: str | None, currency: bool = False) -> tuple[str, float] | None:
    u = unit.lower()
    if currency:
        return ("dollars", 1.0) if not unit else None
    if re.fullmatch(r"(gpu|h100)[- ]hours?", u):
        return "gpu_hours", 1.0
    if re.fullmatch(r"flops?", u):
        return "flops", 1.0
    if not unit:
        return ("params", 1.0) if mult in ("B", "T", "billion", "trillion", "M", "million") else None
    if re.fullmatch(_BW, unit):
        scale = {"k": 1e3, "m": 1e6, "g": 1e9, "t": 1e12}[u[0]] * (2.0**30 / 1e9 if "ib" in u else 1.0)
        return "bandwidth", scale / (8 if unit[1] == "b" else 1)
    if u in BYTES and u not in ("b",):
        return "bytes", BYTES[u]
    if u in SECONDS:
        return "seconds", SECONDS[u]
    if u in ("%", "percent"):
        return "percent", 1.0
    if u.startswith(("failure", "interruption")):
        return "failures", 1.0
    if u.startswith(("gpu", "h100", "a100", "b200", "accelerator")):
        return "gpus", 1.0
    if u.startswith("node"):
        return "nodes", 1.0
    if u.startswith(("param", "model")):
        return ("params", 1.0) if mult else None
    return None


def find_mentions(sentence: str) -> list[Mention]:
    """Every readable number-with-unit in one sentence, in order."""
    found = []
    for m in MENTION.finditer(sentence):
        unit = m.group("unit") or ""
        mult = m.group("mult")
        raw = m.group("num")
        currency = bool(m.group("cur"))
        if not unit and not mult and not currency:
            continue
        if raw.lower() in _WORDS and not unit:
            continue
        if raw.lower() in ("a", "an") and not re.fullmatch(_TIME_UNITS, unit, re.I):
            continue  # "a GPU", "an 8-GPU node": not a quantity
        kind_factor = _classify(unit, mult, currency)
        if not kind_factor:
            continue
        kind, factor = kind_factor
        scale = _MULT.get(mult or "", 1.0)
        value = _number(raw) * scale * factor
        high = float(m.group("num2").replace(",", "")) * scale * factor if m.group("num2") else None
        shown = unit or (mult or "")
        if kind in ("gpu_hours", "flops") and mult:
            shown = f"{mult} {unit}"
        elif kind == "dollars":
            shown = f"${mult or ''}"
        found.append(Mention(kind, value, high, shown,
                             factor * scale if kind in ("params", "dollars", "gpu_hours", "flops") else factor,
                             m.start(), m.end(), m.group(0).strip()))
    return found


def sentences(text: str) -> list[str]:
    """Split on sentence ends, semicolons and line breaks (a decimal point is not a sentence end)."""
    return split_sentences(text, semicolons=True, newlines=True)
