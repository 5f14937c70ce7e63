"""Computations an answer states outright, evaluated: "4,000 GPUs x 8,760 h is about 3.5 million GPU-hours" is 10x low.

A back-of-envelope answer earns its credit from the numbers it works out; a product stated wrongly is a wrong number
however confident the sentence around it. Only an explicit computation is read: two or more numbers joined by a
multiplication or division sign or word (x, ×, *, times, /, ÷, divided by), optionally under a square root
("sqrt(2 x 30 s x 4 h)"), then a word or sign that states the result ("=", "≈", "~", "is about", "comes to") and
one number; or the priced-run phrase "512 GPUs at $2.50 an hour for 720 hours is $920k". Numbers are read with their
scale words and units ("3,500", "1.2e9", "10^9", "thirty-two", "70B", "4.5 million", "$2k", "80 GB", "989 TFLOPs").

Precision over recall: the stated operands are evaluated under every sensible reading of their units (as written;
times in seconds; percent as a fraction; bits as bytes), and a computation is wrong only when its stated result is
``OFF_BY`` or more away from every reading. Anything the reader is not sure of abstains: a sum or a minus beside the
product (precedence), a bracket, an operand or result it cannot read, a weakly-joined result ("so", "that's") whose
unit is not one the operands could give.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from itertools import product

from ..text.sentences import spans
from .numerals import SPOKEN, WORD_NUM, WORDS, spoken_value

OFF_BY = 2.0
"""A stated result this many times too high or too low, under every reading, is wrong; rounding is not."""

_DIGITS = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
SCALE_WORDS = {"k": 1e3, "thousand": 1e3, "m": 1e6, "mm": 1e6, "mn": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9,
               "billion": 1e9, "t": 1e12, "trillion": 1e12, "grand": 1e3}
"""Every scale word the number pattern below accepts, lower-cased, with its value ("grand" is money slang for a
thousand: "forty grand a month"); a word the pattern reads and this table lacks crashed the assessor (round 47)."""
_PREFIX = {"k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18}
_TIME = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0, "sec": 1.0, "secs": 1.0, "second": 1.0,
         "seconds": 1.0, "min": 60.0, "mins": 60.0, "minute": 60.0, "minutes": 60.0, "h": 3600.0, "hr": 3600.0,
         "hrs": 3600.0, "hour": 3600.0, "hours": 3600.0, "d": 86400.0, "day": 86400.0, "days": 86400.0,
         "week": 604800.0, "weeks": 604800.0, "year": 31536000.0, "years": 31536000.0}

_NOT_UNIT = (r"(?:x|times|multiplied|divided|is|are|so|that|thats|that's|which|equals|comes|gives|makes|works|per|at|"
             r"for|and|or|of|to|the|a|an|about|roughly|around|by|over|under|in|on|with|i|each|every|then|plus|minus|"
             r"gets|get|we|you|it|this|means|would|will|should|only|just|point|dot|hundred|into|no|wait|sorry|scratch|actually|"
             rf"comma|halves|thirds|quarters|[a-z]+ths|[a-z]+(?:ed|ing|ly)|{WORDS})")
NUMBER = re.compile(
    r"(?P<cur>\$\s?)?"
    rf"(?P<num>(?:{_DIGITS})(?:[eE][-+]?\d+|\s*(?:\^|\*\*)\s*[-+]?\d+)?|(?i:{SPOKEN}))"
    r"(?:(?P<scale>\s*(?i:thousand|million|billion|trillion|bn|mn|grand)\b|[kKMBT](?![A-Za-z])|b(?=\s|$|[,.;)])|(?<=[a-z])\s+[kKMBTbt](?![\w-])))?"
    r"(?:[\s-]*(?P<unit>"
    r"(?P<rate>(?:/\s*|(?i:per|an?)\s+)(?i:(?:gpu[- ]?)?(?:hours?|hrs?|h))\b)"
    r"|(?P<bw>[kKMGTP]i?[Bb](?:/s|ps)|[kKMGTP]bit/s)"
    r"|(?P<bytes>(?:[kKMGTP]i?)?B(?![a-zA-Z]|/s)|(?i:(?:kilo|mega|giga|tera|peta)?bytes?|gigs?)\b)"
    r"|(?P<flops>[kKMGTPE]?(?i:flop(?:s|/s)?)\b|(?i:(?:kilo|mega|giga|tera|peta|exa)flops?)\b)"
    r"|(?P<bits>[kKMGTP]b(?:it)?s?\b)"
    r"|(?P<pct>%|(?i:percent|per\s*cent|(?:percentage\s+)?points|pts|pp)\b)"
    r"|(?P<time>(?:ns|us|µs|ms|secs?|seconds?|s|mins?|minutes?|hrs?|hours?|h|days?|d|weeks?|years?)\b)"
    r"|(?P<money>(?i:dollars|bucks)\b)"
    r"|(?P<word>(?i:(?:gpu|h100|node|device|accelerator)[- ]hours?|(?!" + _NOT_UNIT + r"\b)[a-z][a-z-]*)\b)"
    r"))?",
)

_TIMES = r"(?:x|×|\*|·|(?i:times|multiplied\s+by))"
_DIVIDE = r"(?:/|÷|(?i:divided\s+by))"
_OP = re.compile(rf"\s*(?:(?P<mul>{_TIMES})|(?P<div>{_DIVIDE}))\s*")
_STRONG = re.compile(r"\s*(?:=|≈|~|≃|,(?=\s*(?i:about|roughly|around|approximately|~))|(?i:(?:which\s+)?(?:is|equals|comes\s+to|works\s+out\s+(?:to|at)|gives(?:\s+you)?|"
                     r"makes|so|that'?s|i\.e\.)(?=\s|$)))\s*(?:(?i:about|roughly|around|approximately|approx\.?|"
                     r"~|≈|call\s+it|just\s+(?:over|under)|a\s+bit\s+(?:over|under))\s*)?")
_WEAK_JOIN = re.compile(r"\s*(?:,|(?i:so|that'?s|gives(?:\s+you)?|makes|i\.e\.))", re.IGNORECASE)
_BEFORE_ABSTAIN = re.compile(
    r"(?:[+()^/*×÷·]|\w\s*[-–−]|\bx|(?i:\b(?:plus|minus|over|per|sqrt|times|by|point|dot)))\s*$"
    rf"|(?:\d|\b(?i:{WORDS}))\s+$"  # spoken digits or a compound number: "nine two times two", "three fifty"
    r"|(?:[x×*/]|\b(?i:times))\s+[A-Za-z_][\w-]*\s*=?\s*$")  # a labelled operand: "x hidden 8192 x 2 B"
_AFTER_ABSTAIN = re.compile(
    r"\s*(?:[-+^(–−]|\*\*|(?i:plus|minus|point|dot|hundred|and\s+a\s+half|into|to\s+the|no|wait|sorry|scratch|"
    rf"i\s+mean|actually|halves|thirds|quarters|[a-z]+ths)\b|\d|(?i:{WORDS})\b)")
"""After a number, what makes it part of a longer one ("one point two", "forty three hundred", "6.7 into ten to the
24") or takes it back ("twelve million, no, wait")."""
_SQRT = re.compile(r"(?i:(?:sqrt|√)\s*\(|square\s+root\s+of\s*\(?)\s*")


@dataclass(frozen=True)
class Quantity:
    """One number as written, with what its unit could mean."""

    value: float
    """The number with its scale word (and, for bytes, FLOPs and bandwidth, the unit's SI prefix) applied."""
    family: str
    """bytes, bandwidth, flops, bits, percent, time, money, word (a counted thing) or '' (a bare number)."""
    bare: float
    """The number alone, without its scale word or prefix ("396 TFLOP/s" after bare operands: 0.4 x 989)."""
    seconds: float = 1.0
    """For a time unit, seconds per written unit."""
    unit: str = ""

    @property
    def scaled(self) -> bool:
        return self.value != self.bare


@dataclass(frozen=True)
class Computation:
    """One stated computation and what its operands give."""

    text: str
    stated: float
    computed: float
    """The reading of the operands closest to the stated result."""
    ok: bool

    def describe(self) -> str:
        if self.ok:
            return f"{self.text.strip()} (the operands give {_fmt(self.computed)})"
        return (f"{self.text.strip()}: the operands give {_fmt(self.computed)}, "
                f"{max(self.ratio, 1 / self.ratio):.0f}x {'higher' if self.ratio < 1 else 'lower'}")

    @property
    def ratio(self) -> float:
        return self.stated / self.computed


def _fmt(value: float) -> str:
    if not 1e-3 <= abs(value) < 1e15:
        return f"{value:.3g}"
    for size, word in ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= size:
            return f"{value / size:.3g}{word}"
    return f"{value:.3g}"


_SPELLED = {"kilo": 1e3, "mega": 1e6, "giga": 1e9, "tera": 1e12, "peta": 1e15, "exa": 1e18, "gig": 1e9}


def _read(m: re.Match) -> Quantity | None:
    raw = m.group("num")
    words = raw.lower().replace("-", " ").split()
    if words[0] in WORD_NUM:
        value = spoken_value(words)
    else:
        base = re.match(r"[\d,.]+(?:[eE][-+]?\d+)?", raw).group(0)
        value = float(base.replace(",", ""))
        if power := re.search(r"(?:\^|\*\*)\s*([-+]?\d+)$", raw):
            value = value ** float(power.group(1))
    bare = value
    if scale := (m.group("scale") or "").strip():
        value *= SCALE_WORDS[scale.lower()]
    unit = m.group("unit") or ""
    if m.group("cur"):
        return Quantity(value, "money", bare) if not unit or m.group("rate") else None
    if m.group("rate"):
        return None
    if m.group("money"):
        return Quantity(value, "money", bare, unit=unit)
    if (m.group("bytes") or m.group("flops")) and len(unit) > 5 and unit[:4].lower() in {k[:4] for k in _SPELLED}:
        prefix = next(size for stem, size in _SPELLED.items() if unit.lower().startswith(stem))
        return Quantity(value * prefix, "bytes" if m.group("bytes") else "flops", bare, unit=unit)
    if m.group("bytes") and unit[:1].islower():
        prefix = next((size for stem, size in _SPELLED.items() if unit.lower().startswith(stem)), 1.0)
        return Quantity(value * prefix, "bytes", bare, unit=unit)
    if m.group("bw") or m.group("bytes") or m.group("flops") or m.group("bits"):
        family = next(k for k in ("bw", "bytes", "flops", "bits") if m.group(k))
        prefix = _PREFIX.get(unit[0], 1.0)
        if family == "bits" or (family == "bw" and unit[1:2] == "b"):
            return Quantity(value * prefix, "bits", bare, unit=unit)
        return Quantity(value * prefix, "bandwidth" if family == "bw" else family, bare, unit=unit)
    if m.group("pct"):
        return Quantity(value, "percent", bare, unit=unit)
    if m.group("time"):
        return Quantity(value, "time", bare, seconds=_TIME[unit.lower()], unit=unit)
    if m.group("word"):  # "GPU-hours" is a time in hours, counted over GPUs
        hours = re.search(r"[- ]hours?$", unit, re.IGNORECASE)
        return Quantity(value, "word", bare, seconds=3600.0 if hours else 1.0, unit=unit.lower())
    return Quantity(value, "", bare)


def _readings(q: Quantity, *, seconds: bool, bare: bool = False) -> list[float]:
    """The values ``q`` could stand for in a computation: as written (every time in ``seconds``, result and operands
    alike: "30 min x 4,096 GPUs = 2,000 GPU-hours"), percent as a fraction, bits as bytes, and (``bare``) without its
    scale word when the other side of the computation has none ("0.4 x 989 = 396 TFLOP/s")."""
    out = [q.value * q.seconds if seconds else q.value]
    if q.family == "percent":
        out.append(q.value / 100)
    if q.family == "bits":
        out.append(q.value / 8)
    if q.family == "bytes" and q.scaled:
        out.append(q.value * 1.024 ** round(math.log(q.value / q.bare, 1000)))  # MB read as MiB
    if bare and q.scaled:
        out.append(q.bare)
    return out


def _number_at(text: str, pos: int) -> re.Match | None:
    m = NUMBER.match(text, pos)
    return m if m and m.group("num") else None


def _operands(sentence: str, start: int):
    """From ``start``: operands joined by operators, then the stated result. None when it is not read cleanly."""
    first = _number_at(sentence, start)
    if not first:
        return None
    terms = [("*", first)]
    pos = first.end()
    while op := _OP.match(sentence, pos):
        nxt = _number_at(sentence, op.end())
        if not nxt:
            return None
        terms.append(("*" if op.group("mul") else "/", nxt))
        pos = nxt.end()
    if len(terms) < 2:
        return None
    return terms, pos


_PLAIN = r"\d[\d,]*(?:\.\d+)?(?:\s*(?:k|K|M|B|thousand|million|billion|bn)\b)?"
_AMOUNT = r"(?:\$\s?)?" + _PLAIN
_PRICED = re.compile(
    rf"(?P<n>{_AMOUNT})\s+(?i:gpus|h100s|a100s|b200s|nodes|instances|machines|accelerators)\s+at\s+(?P<price>\$\s?{_PLAIN})"
    r"\s*(?:/|(?i:an?|per)\s+)(?i:(?:gpu[- ]?)?(?:hours?|hrs?|h))\b(?:\s+(?i:each|apiece))?,?\s+(?i:for)\s+"
    rf"(?P<span>{_AMOUNT})\s*(?P<unit>(?i:hours?|hrs?|h|days?|weeks?))\b,?\s*"
    r"(?i:(?:is|comes\s+to|costs?|=|≈|~|so|that'?s|works\s+out\s+to|gives)\s*(?:about|roughly|around|approximately|~)?)\s*"
    rf"(?P<total>\$\s?{_PLAIN})")
"""The priced run in words: "512 GPUs at $2.50 an hour for 30 days comes to about $920k"."""


_ANY_OP = re.compile(r"\d\s*(?:[x×*/÷·]|times|divided|multiplied)|(?:[x×*/÷·]|times|by)\s*\$?\d|\$\s?\d.{0,40}\bfor\b"
                     r"|(?:times|divided|multiplied)\s+(?:by\s+)?[a-z]", re.IGNORECASE)
"""A cheap first look: no operator beside a number, no computation."""


def computations(text: str) -> list[Computation]:
    """Every explicit computation stated in ``text``, each with whether its result matches its operands."""
    found: list[Computation] = []
    if not _ANY_OP.search(text or ""):
        return found
    for sentence in (span.text for span in spans(text, dots="before-digit")):
        if _ANY_OP.search(sentence):
            found += _in_sentence(sentence)
            found += _priced(sentence)
    return found


def _priced(sentence: str) -> list[Computation]:
    out = []
    for m in _PRICED.finditer(sentence):
        n, price, span, total = (_read(NUMBER.match(m.group(k))) for k in ("n", "price", "span", "total"))
        if None in (n, price, span, total) or min(n.value, price.value, span.value, total.value) <= 0:
            continue
        hours = span.value * _TIME[m.group("unit").lower().replace("hrs", "hours").replace("hr", "hour")] / 3600
        computed = n.value * price.value * hours
        off = max(total.value / computed, computed / total.value)
        out.append(Computation(text=m.group(0), stated=total.value, computed=computed, ok=off < OFF_BY))
    return out


_START = re.compile(r"(?<![\w.,])(?:\$\s?)?(?:\d|(?i:" + WORDS + r")\b)|(?i:sqrt|√|square\s+root\s+of)")


def _in_sentence(sentence: str) -> list[Computation]:
    out: list[Computation] = []
    pos = 0
    while pos < len(sentence):
        m = _START.search(sentence, pos)
        if not m:
            break
        start = m.start()
        sqrt = _SQRT.match(sentence, start)
        begin = sqrt.end() if sqrt else start
        got = _operands(sentence, begin)
        if not got:
            pos = start + max(1, m.end() - m.start())
            continue
        terms, end = got
        if sqrt and sentence[start:sqrt.end()].rstrip().endswith("("):
            close = re.match(r"\s*\)", sentence[end:])
            if not close:
                pos = end
                continue
            end += close.end()
        elif sqrt is None and _BEFORE_ABSTAIN.search(sentence[max(0, start - 40):start]):
            pos = end
            continue
        if _AFTER_ABSTAIN.match(sentence, end):
            pos = end
            continue
        join = _STRONG.match(sentence, end)
        result = _number_at(sentence, join.end()) if join and join.end() > end else None
        more = _OP.match(sentence, result.end()) if result else None
        if not result or _AFTER_ABSTAIN.match(sentence, result.end()) or (more and _number_at(sentence, more.end())):
            pos = end  # "8 x 4 = 2 x 16": the right side is an expression, not a result
            continue
        checked = _check(sentence[start:result.end()], terms, result, bool(sqrt), weak=bool(_WEAK_JOIN.match(sentence, end)))
        if checked:
            out.append(checked)
        pos = result.start()  # the result may start the next computation: "= 140 GB / 8 = 17.5 GB"
    return out


def _check(text: str, terms, result: re.Match, sqrt: bool, *, weak: bool) -> Computation | None:
    quantities = [_read(m) for _, m in terms]
    stated = _read(result)
    if stated is None or any(q is None for q in quantities):
        return None
    if weak and not _could_give(quantities, stated):
        return None
    if stated.value <= 0 or any(q.value <= 0 for q in quantities):
        return None
    times = sum(q.family == "time" for (op, _), q in zip(terms, quantities) if op == "*")
    # A time from a product of two times, or from bare numbers alone, may be a square root left unsaid: Young's interval
    # read out as "2 x 30 s x 12 h is about 27 minutes" or "2 x 5 x 44,000, about 660 seconds".
    unsaid = times >= 2 or all(q.family == "" for q in quantities)
    roots = (False, True) if not sqrt and stated.family == "time" and unsaid else (sqrt,)
    # "a divided by b times c" is said for a / (b x c) as often as (a / b) x c: both readings are tried.
    splits = [len(terms)] + [i + 1 for i, (op, _) in enumerate(terms) if op == "/" and
                             any(later == "*" for later, _ in terms[i + 1:])]
    scaled = any(q.scaled for q in quantities)
    best = None
    readings = [(seconds, values) for seconds in (False, True)
                for values in product(*(_readings(q, seconds=seconds, bare=not stated.scaled) for q in quantities))]
    for seconds, values in readings:
        for split in splits:
            value = _evaluate([op for op, _ in terms], values, split)
            for root in roots:
                got = math.sqrt(value) if root else value
                for target in _readings(stated, seconds=seconds, bare=not scaled):
                    off = max(target / got, got / target)
                    if best is None or off < best[0]:
                        best = (off, target, got)
    off, target, value = best
    return Computation(text=text, stated=target, computed=value, ok=off < OFF_BY)


def _evaluate(ops: list[str], values, split: int) -> float:
    """Left to right; with ``split`` short of the end, everything from the operand at ``split`` divides as one product."""
    value = 1.0
    for op, v in zip(ops[:split], values[:split]):
        value = value * v if op == "*" else value / v
    rest = 1.0
    for op, v in zip(ops[split:], values[split:]):
        rest = rest * v if op == "*" else rest / v
    return value * rest if split == len(ops) else value / rest


def _could_give(quantities: list[Quantity], stated: Quantity) -> bool:
    """A result joined only by "so" or "that's" counts when its unit is one the operands' units could make."""
    families = {q.family for q in quantities}
    if stated.family in ("", "percent"):
        return True
    if stated.family == "word":
        if stated.unit.endswith(("-hour", "-hours", " hour", " hours")):
            return "time" in families or any(q.unit.endswith(("hour", "hours")) for q in quantities)
        return any(q.family == "word" and q.unit.rstrip("s") == stated.unit.rstrip("s") for q in quantities)
    if stated.family == "time":
        return "time" in families or {"bytes", "bandwidth"} <= families or "flops" in families
    return stated.family in families or (stated.family == "bytes" and "bits" in families)


_TAKEN_BACK = re.compile(r"\b(?:scratch\s+that|edit:|correction|sorry|i\s+mean|wait|no,|oops|let\s+me\s+redo|"
                         r"that'?s\s+wrong|off\s+by|mis-?(?:typed|spoke|read))", re.IGNORECASE)
"""A slip the answer takes back soon after ("... = 2.6 GB - scratch that, 26 GB") is not the answer's figure."""


def arithmetic_errors(text: str) -> list[str]:
    """Each explicit computation in ``text`` whose stated result its own operands contradict (``OFF_BY`` or more),
    unless the answer takes it back within the next few words."""
    found = []
    for c in computations(text):
        at = text.find(c.text)
        if not c.ok and not (at >= 0 and _TAKEN_BACK.search(text, at + len(c.text), at + len(c.text) + 120)):
            found.append(c.describe())
    return found


def checked_arithmetic(text: str) -> list[str]:
    """The evidence line for the computations ``text`` states that check out (the wrong ones are a closing check's)."""
    right = [c.describe() for c in computations(text) if c.ok]
    return [f"arithmetic checked ({len(right)}): " + " | ".join(line[:80] for line in right[:2])] if right else []
