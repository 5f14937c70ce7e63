"""Transcribed speech written back the way the content spells it, for matching a stated diagnosis.

Speech-to-text writes what it heard: "node zero two three", "five sixty versus five fifty", "x i d
seventy nine", "nickel", "p c i e by eight", "gpu c zero nine". A diagnosis names hosts, ranks,
versions and acronyms, so the culprit and mechanism phrases are matched on this form too: number
words become digits (a run of them is read digit group by digit group, as people say them), spelled
acronyms and their common mishearings become the acronym, and a host letter joins its number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_UNITS = {"zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_NUMBER_WORD = "|".join(sorted([*_UNITS, *_TEENS, *_TENS, "hundred"], key=len, reverse=True))
_RUN = re.compile(rf"\b(?:{_NUMBER_WORD})(?:[\s-]+(?:{_NUMBER_WORD}))*\b", re.IGNORECASE)
_IDENTIFIER = re.compile(r"\b(?:node|rank|gpu|engine|replica|shard|expert|xid|x|h|c|b|d|e|number|no|nr|version|"
                         r"driver|device|card|slot|port)\s*$", re.IGNORECASE)

_ACRONYMS = [
    (r"\b(?:nickel|nickle|nicole|n\s?c\s?c\s?l)\b", "NCCL"),
    (r"\b(?:x\s?i\s?d|ex\s?id|x\s?id|zid|zed id)\b", "Xid"),
    (r"\b(?:p\s?c\s?i\s?e|p\s?c\s?i\s+express|pci\s+e|pcie express|p\s?c\s?i)\b", "PCIe"),
    (r"\bg\s?p\s?u(s?)\b", r"GPU\1"),
    (r"\be\s?c\s?n\b", "ECN"),
    (r"\bp\s?f\s?c\b", "PFC"),
    (r"\bc\s?n\s?p(s?)\b", r"CNP\1"),
    (r"\bd\s?c\s?q\s?c\s?n\b", "DCQCN"),
    (r"\bs\s?d\s?c\b", "SDC"),
    (r"\bf\s?s\s?d\s?p\b", "FSDP"),
    (r"\bh\s?s\s?d\s?p\b", "HSDP"),
    (r"\bo\s?o\s?m\b", "OOM"),
    (r"\br\s?d\s?m\s?a\b", "RDMA"),
    (r"\b(?:n\s?v|envy)[\s-]?link\b", "NVLink"),
    (r"\bc\s?(?:ten|10)\s?d\b", "c10d"),
    (r"\b(?:rendez[\s-]vous|ron[\s-]?(?:day|de|da)[\s-]?(?:voo|vu|vous)|rhonda[\s-]?voo)\b", "rendezvous"),  # as captions hear it
    (r"\bp\s?two\s?p|p\s?to\s?p\b", "P2P"),
    (r"\bnum\s+workers\b", "num_workers"),
    (r"\bnum\s+cpus\b", "num-cpus"),
    (r"\b((?:pcie|pci|link|width|lanes?|trained|down|at)\s+)(?:by|times)\s+(?:8|eight)\b", r"\1x8"),
]
_COMPILED = [(re.compile(p, re.IGNORECASE), r) for p, r in _ACRONYMS]
_DASH = re.compile(r"(?<=\w)\s+dash\s+(?=\w)", re.IGNORECASE)
_HOST = re.compile(r"\b([bcdeh])[\s-]+(\d{2,3})\b", re.IGNORECASE)


def _number(words: list[str]) -> str:
    """Digit groups as spoken: 'five sixty' is 560, 'oh two three' is 023, 'seven forty one' is 741, 'one hundred oh
    five' is 105 and 'one hundred oh twenty three' is 100-023."""
    groups: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if w in _TENS:
            value = _TENS[w]
            if i + 1 < len(words) and words[i + 1] in _UNITS and _UNITS[words[i + 1]] > 0:
                value += _UNITS[words[i + 1]]
                i += 1
            groups.append(str(value))
        elif w in _TEENS:
            groups.append(str(_TEENS[w]))
        elif w == "hundred":
            after = _number(words[i + 1:]) if i + 1 < len(words) else ""
            if groups and len(groups[-1]) == 1 and after.startswith("0") and len(after) >= 3:
                # "h one hundred oh twenty three": a leading 'oh' and three digits start the next name, h100-023
                groups[-1] += "00-" + after
                break
            if groups and len(groups[-1]) == 1:
                groups[-1] = groups[-1] + "00"
                rest = words[i + 1:i + 3]
                tail = _number([r for r in rest if r != "and"]) if rest else ""
                if tail and len(tail) <= 2:
                    groups[-1] = str(int(groups[-1]) + int(tail))
                    i += len(rest)
            else:
                groups.append("100")
        else:
            groups.append(str(_UNITS[w]))
        i += 1
    return "".join(groups)


def _numbers(text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        words = [w.lower() for w in re.split(r"[\s-]+", m.group(0)) if w]
        if len(words) == 1 and words[0] in _UNITS and not _IDENTIFIER.search(text[:m.start()]):
            return m.group(0)  # "one rank", "two workers": a word, not a name
        return _number(words)
    return _RUN.sub(repl, text)


_DECIMAL = re.compile(rf"\b((?:{_NUMBER_WORD})(?:[\s-]+(?:{_NUMBER_WORD}))*) point ((?:{_NUMBER_WORD})(?:[\s-]+(?:{_NUMBER_WORD}))*)\b",
                      re.IGNORECASE)


def decimals(text: str) -> str:
    """``text`` with spoken decimals written as figures: "six point two" is 6.2, "zero point four oh four" is 0.404.
    A lone "six" stays a word (``written`` reads it as one unless it names something); with "point" it is a figure."""
    def repl(m: re.Match[str]) -> str:
        whole, part = ([w.lower() for w in re.split(r"[\s-]+", g) if w] for g in m.groups())
        return f"{_number(whole)}.{''.join(str(_UNITS.get(w, '')) or _number([w]) for w in part)}"
    return _DECIMAL.sub(repl, text)


_SPACED_CAPITALS = re.compile(r"\b(?:[A-Z] )+[A-Z]\b")
_UNDERSCORE = re.compile(r"(?<=\w)\s+underscore\s+(?=\w)", re.IGNORECASE)


def _joined_capitals(m: re.Match[str]) -> str:
    """"N C C L" -> "NCCL"; a stammered pronoun ("I I'd have to look") stays as said."""
    letters = m.group(0).split()
    return m.group(0) if set(letters) == {"I"} else "".join(letters)


def spelled(text: str) -> str:
    """``text`` with spelled acronyms ("G P U", "p f c", "nickel"), spaced capitals ("N C C L", "H C A") and spoken
    underscores ("N C C L underscore I B underscore H C A") written as the content writes them, and a typeset minus sign
    ("(p\u22121)") as a hyphen; numbers stay as said.
    The assessor reads answers in this form: speech-to-text spells what a typist would abbreviate."""
    return respelled(text).text


@dataclass(frozen=True)
class Respelled:
    """``spelled(said)``, with the stretch of ``said`` each of its characters was written from: what the assessor
    quotes from ``text`` is shown as the candidate said it (round 50: "nickel debug info" was quoted as "NCCL debug
    info", "PCI bus id" as "PCIe bus id", words never said)."""

    text: str
    said: str
    origin: tuple[tuple[int, int], ...]

    def as_said(self, piece: str) -> str:
        """The stretch of ``said`` that ``piece``, a stretch of ``text``, was written from (whole words: a piece that
        starts or ends inside a respelled word takes all of it); ``piece`` when it is not a stretch of ``text``."""
        at = self.text.find(piece) if piece and self.text != self.said else -1
        if at < 0:
            return piece
        return self.said[self.origin[at][0]:self.origin[at + len(piece) - 1][1]]


def _mapped_sub(pattern: re.Pattern[str], repl, text: str,
                origin: list[tuple[int, int]]) -> tuple[str, list[tuple[int, int]]]:
    """``pattern.sub(repl, text)``, carrying each character's origin: a replacement's characters all come from the
    whole stretch it replaced."""
    out: list[str] = []
    where: list[tuple[int, int]] = []
    pos = 0
    for m in pattern.finditer(text):
        start, end = m.span()
        new = repl(m) if callable(repl) else m.expand(repl)
        if new == text[start:end] or end == start:
            continue
        out.append(text[pos:start])
        where.extend(origin[pos:start])
        out.append(new)
        where.extend([(origin[start][0], origin[end - 1][1])] * len(new))
        pos = end
    if not out:
        return text, origin
    out.append(text[pos:])
    where.extend(origin[pos:])
    return "".join(out), where


def respelled(text: str) -> Respelled:
    """``spelled(text)`` with where each character came from (``Respelled.as_said``)."""
    out, origin = text, [(i, i + 1) for i in range(len(text))]
    for pattern, repl in _COMPILED:
        out, origin = _mapped_sub(pattern, repl, out, origin)
    out, origin = _mapped_sub(_SPACED_CAPITALS, _joined_capitals, out, origin)
    out, origin = _mapped_sub(_UNDERSCORE, "_", out, origin)
    return Respelled(out.replace("\u2212", "-"), text, tuple(origin))  # one character for one: origins unchanged


def written(text: str) -> str:
    """``text`` with spoken numbers, spelled acronyms and spaced host names written as the content writes them."""
    out = _numbers(text)
    for pattern, repl in _COMPILED:
        out = pattern.sub(repl, out)
    out = _DASH.sub("-", out)  # "h100 dash 023", "gpu dash b06"
    return _HOST.sub(lambda m: m.group(1) + m.group(2), out)
