"""Text the candidate repeats rather than says: a quote of what is already on screen, or output pasted back.

A quote of the page ("Local rank 5 failed") or of a revealed log is not a claim, and never a diagnosis.
"""

from __future__ import annotations

from functools import lru_cache
import re

from .asking import verbless
from .command_line import runs_command

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


_LOGGY = re.compile(r"[:=_()\[\]<>{}'\"/]|\d")
COPIED_MIN_WORDS = 3


def normalised(text: str) -> str:
    """Lower-cased words joined by single spaces, padded with one each side (for whole-word containment)."""
    return " " + " ".join(w.lower().strip(".") for w in _WORD.findall(text)) + " "


def copied(sentence: str, outputs: str) -> bool:
    """A sentence that is, word for word, a line of the scenario's outputs and reads like one (a timestamp, a
    key, an id: 'NVRM: Xid (PCI:0000:8a:00): 79, … fallen off the bus'); a plain-English sentence that happens
    to share the log's words ('GPU has fallen off the bus') is the candidate's own. Where the line came from may follow
    it ('… on 5d:00.0')."""
    words = normalised(_WHERE.sub("", sentence)).split()
    return (len(words) >= COPIED_MIN_WORDS and " " + " ".join(words) + " " in outputs
            and len(_LOGGY.findall(sentence)) >= 2)


_WHERE = re.compile(r"\s+(?:on|from|at|in|for) (?:the )?[\w.:/-]+\W*$", re.IGNORECASE)
"""Where a pasted line came from, said after it ("LnkSta: … (downgraded) on 5d:00.0"): still the line read out."""


_FIELD = re.compile(r"^\s*(?P<key>[\w.\[\]-]*[A-Za-z_][\w.\[\]-]*)\s*[:=]\s*(?:[-+]?\d[\d,.]*|[^\s,;]+)(?:\s+[\w/%.]+)?"
                    r"(?:\s*\([^)]{0,40}\))?\s*[.!]?\s*$")
_COMMENT = re.compile(r"\s+#\s[^,;]*")
_PARTS = re.compile(r"\s*(?:;|,(?!\d{3}\b))\s*|\s+and\s+")


_QUOTED = re.compile(r"[\"\u201c]([^\"\u201c\u201d]+)[\"\u201d]|(?<![\w'])['\u2018]([^'\u2018\u2019\n]+)['\u2019](?![\w'])")
"""A span in double quotation marks, or in single ones that are not an apostrophe ('GPU 4's', "it's"): a pasted line
is marked either way (dmesg on b06: 'NVRM: Xid … 79, …')."""
_LABEL = re.compile(r"^[^\"\u201c:]{0,40}:\s*$")
_JOINS = re.compile(r"^[\s,;.]*(?:(?:and|also|plus|then)\b)?[\s,;.]*$", re.IGNORECASE)


@lru_cache(maxsize=64)
def _copied_spans(text: str, outputs: str) -> tuple[tuple[int, int], ...]:
    """The spans of ``text`` in quotation marks that hold a line of the outputs: found once a turn, not once for each
    of its sentences (``quoted_lines`` is asked per asserting sentence)."""
    return tuple((m.start(), m.end()) for m in _QUOTED.finditer(text)
                 if copied(m.group(1) or m.group(2), outputs))


def quoted_lines(text: str, start: int, end: int, outputs: str) -> bool:
    """``text[start:end]`` (a sentence of ``text``) is nothing but lines of the outputs in quotation marks after a
    short label ('Startup log says: "WARNING config: unknown key …" and "…".', 'corpus README: "forum-v2: raw/ …"'):
    the evidence read out, in the candidate's marks, with no conclusion of theirs around it. The marks are read in the
    whole text, since a quoted line may hold a ';' that ends a sentence. A conclusion after the quote ('…", so the key
    was dropped') is words outside the marks, and the sentence is the candidate's."""
    inside = [(max(a, start), min(b, end)) for a, b in _copied_spans(text, outputs) if a < end and b > start]
    if not inside:
        return False
    edges = [start] + [x for span in inside for x in span] + [end]
    outside = [text[edges[i]:edges[i + 1]] for i in range(0, len(edges), 2)]
    return bool(_LABEL.match(outside[0]) or not outside[0].strip()) and all(_JOINS.match(t) for t in outside[1:])


_OUTPUT_LABEL = re.compile(
    r"^\W*(?:the |a |an )?(?:[\w.-]+ ){0,2}?(?:logs?|dmesg|output|stderr|stdout|journal(?:ctl)?|syslog|traces?|traceback|"
    r"lspci|nvidia-smi|dcgmi?|ibstat|ethtool|sinfo|scontrol|kubectl|(?:log|error|warning) line|config(?:uration)?|"
    r"settings|env(?:ironment)?)"
    r"(?: (?:on|from|of|for|in|at) (?:the )?[\w.:/-]+)?\s*:\s+", re.IGNORECASE)
"""A label naming an output or the command that printed it, opening a sentence ("startup log: …", "dmesg on b06: …")."""


def unlabelled(sentence: str) -> str:
    """What follows an output's label that opens the sentence ("startup log: WARNING …" -> "WARNING …"), or the
    sentence: with ``copied``, a line pasted after its source's name is read out, not concluded."""
    m = _OUTPUT_LABEL.match(sentence)
    return sentence[m.end():] if m else sentence


_CONCLUDING = re.compile(r"\b(?:so|because|since|which|means?|meaning|hence|thus|therefore|why|due to|caused?|"
                         r"explains?)\b|->|=>|\u2192", re.IGNORECASE)
READOUT_MAX_WORDS = 16
_PRINTS = re.compile(r"\s(?:->|=>|\u2192)\s")
"""A command line and what it printed, joined by an arrow."""


def readout(sentence: str) -> bool:
    """A sentence that is an output's label and then only what it printed ("lspci on 5d:00.0: LnkCap 32GT/s Width x16,
    LnkSta 32GT/s Width x8 (downgraded)", "effective config at startup: num_workers: 2  # default"), or a command line
    and, after an arrow, what it printed ("ethtool -S eth0 | grep pfc -> rx_pfc 0, tx_pfc 0"): fields, or words
    with no verb, subject or conclusion outside brackets. Evidence read out, in the candidate's words or the tool's."""
    rest = unlabelled(sentence)
    if rest == sentence:
        run = _PRINTS.split(sentence, maxsplit=1)  # "nvidia-smi --query-gpu=… | uniq -c -> 1 x 8, 255 x 16"
        if len(run) < 2 or not runs_command(run[0]):
            return False
        rest = run[1]
    bare = re.sub(r"\([^)]*\)", " ", rest)
    return fields_only(rest) or (len(bare.split()) <= READOUT_MAX_WORDS and not _CONCLUDING.search(bare)
                                 and verbless(bare, READOUT_MAX_WORDS))


def fields_only(sentence: str) -> bool:
    """A sentence that is nothing but fields read out ("num_workers: 2 (default), pin_memory: false,
    prefetch_factor: 2", "data.num_workers: 2"): a config or log readout, evidence rather than a conclusion. One field
    with a plain key ("GPU3: x8") is a terse statement, not a readout."""
    sentence = _COMMENT.sub("", sentence)  # "num_workers: 2  # default": a config dump's comment
    parts = [p for p in _PARTS.split(sentence.strip()) if p.strip(" .")]
    fields = [m for m in (_FIELD.match(p) for p in parts) if m]
    return bool(parts) and len(fields) == len(parts) and (
        len(fields) >= 2 or any(c in fields[0].group("key") for c in "_."))


_ARGUMENT = re.compile(r"(?<![\w.-])[A-Za-z_][\w.-]*=(?:'[^'\n]*'|\"[^\"\n]*\")")
"""A command's argument with a quoted value ("reason='Xid79 8a:00 repeat'", 'comment="rollback ECN"'): text handed to
a tool (a drain reason, a ticket comment), not a sentence the speaker asserts."""


def without_arguments(sentence: str) -> str:
    """``sentence`` with each quoted command argument blanked (same length, so offsets hold)."""
    return _ARGUMENT.sub(lambda m: " " * len(m.group(0)), sentence)
