"""Formulas an answer states, read in any notation and evaluated against the calculators' own.

"each rank sends 2(N-1)/N of the buffer", "2*(n-1)/n", "two times n minus one over n", "twice (n minus one) over n"
all say what ``calc.collectives.allreduce_bytes_per_rank`` computes; "(n-1) times the buffer per rank" does not.
A stated formula is read into an expression over the quantity's variables, evaluated at a few points and compared
with the calculator's value there. Notation is ambiguous (spoken "p minus one over m plus p minus one" means
(p-1)/(m+p-1); written "2n-1/n" could be either), so every formula is read two ways, by operator precedence and with
its division as the main split, and only a formula both readings contradict is flagged: an ambiguous parse
abstains. So does anything that does not read as an expression at all.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..calc import collectives

_WORDS = [(r"\bsquared\b", "**2"), (r"\btwice\b", "2*"), (r"\btwo\b", "2"), (r"\bone\b", "1"),
          (r"\btimes\b|×|·|\\cdot|\binto\b", "*"), (r"(?<=[\d)\s])x(?=[\s(\d])", "*"), (r"\bminus\b|−|–", "-"),
          (r"\bplus\b", "+"), (r"\bdivided\s+by\b|\bover\b", "/"), (r"\bthe\b|\bof\b|\bby\b", " ")]
_SAFE = re.compile(r"^[\d+\-*/(). a-z]+$")


def _normalise(expr: str, names: list[tuple[str, str]]) -> str:
    """Words and symbols to a Python expression over one-letter variables, with implicit products made explicit."""
    text = expr.lower()
    for pattern, var in names:
        text = re.sub(pattern, f" {var} ", text, flags=re.IGNORECASE)
    for pattern, op in _WORDS:
        text = re.sub(pattern, f" {op} ", text)
    text = re.sub(r"(?<=\d),(?=\d{3})", "", text)
    text = re.sub(r"\s+", " ", text).strip()
    # "2(n-1)", "2n", "n (m+p)", "c m": adjacent operands multiply
    text = re.sub(r"(?<=[\da-z)])\s*(?=[a-z(])|(?<=[a-z)])\s*(?=\d)", "*", text)
    return text.replace(" ", "")


def _value(expr: str, env: dict[str, float]) -> float | None:
    if not expr or not _SAFE.match(expr) or re.search(r"[a-z]{2}", expr):
        return None
    try:
        return float(eval(expr, {"__builtins__": {}}, dict(env)))  # noqa: S307 - digits, operators, known names only
    except (SyntaxError, ZeroDivisionError, TypeError, NameError, OverflowError):
        return None


def _readings(expr: str) -> list[str]:
    """The expression by precedence, and with its first top-level division as the main split ("a - b / c + d")."""
    depth, at = 0, -1
    for i, ch in enumerate(expr):
        depth += (ch == "(") - (ch == ")")
        if ch == "/" and depth == 0:
            at = i
            break
    loose = f"({expr[:at]})/({expr[at + 1:]})" if at > 0 else expr
    return [expr, loose]


def contradicts(expr: str, names: list[tuple[str, str]], points: list[dict[str, float]],
                wrong: Callable[[float, dict[str, float]], bool], needs: str = "") -> bool:
    """True when every reading of ``expr`` evaluates, and is ``wrong``, at every point; anything else abstains.

    ``needs``: the variables the formula must name (the first of ``names`` if empty); one with a number in a
    variable's place ("sqrt(2 x save time x 12 hours)") is a worked figure, not a formula, so it abstains."""
    norm = _normalise(expr, names)
    if not all(v in norm for v in (needs or names[0][1])):
        return False
    for reading in _readings(norm):
        for env in points:
            value = _value(reading, env)
            if value is None or not wrong(value, env):
                return False
    return True


_EXPR = r"(?P<e>(?:[\d.,]+|[a-zA-Z]\b|two|twice|one|times|minus|plus|over|divided\s+by|into|[()+\-−–*/×·]|\s)+?)"
_N = [(r"\b(?:n|ranks?|gpus?)\b", "n")]
_BYTES = re.compile(r"(?:sends?|ships?|pushes|moves?|transfers?|sending|is|=|so|that'?s)\s+(?:about\s+|exactly\s+|roughly\s+|only\s+)?"
                    + _EXPR + r"\s*(?:(?:of|times|x|×|\*)\s+(?:the\s+|its\s+|their\s+|each\s+)?(?:buffer|data|message|"
                    r"gradients?|tensor)|(?:full\s+|whole\s+|complete\s+)?cop(?:y|ies))\b"
                    r"|(?:busbw|bus\s+bandwidth)\b[^.;]{0,30}?(?:times|×|\*|scaled\s+by|normali[sz]ed\s+by|corrected\s+by|"
                    r"factor(?:\s+of)?)\s+" + _EXPR.replace("?P<e>", "?P<f>") + r"\s*(?:[,.;)]|$|\s(?:so|which|to|and)\b)",
                    re.IGNORECASE)


def _bytes_wrong(value: float, env: dict[str, float]) -> bool:
    right = collectives.allreduce_bytes_per_rank(1.0, int(env["n"]))
    return not right / 2.5 <= value <= right * 1.6  # (n-1)/n (one phase) and ~2 pass; growing with n does not


_PART = re.compile(r"\b(?:chunks?|slices?|pieces?|segments?|blocks?|per\s+(?:step|hop)|(?:each|every|a)\s+step|at\s+a\s+time)\b",
                   re.IGNORECASE)
_NOT_RING = re.compile(r"\b(?:parameter[- ]server|rank\s+(?:0|zero)|star|naive\w*|broadcast\w*|all[- ]to[- ]all)\b",
                       re.IGNORECASE)


def allreduce_bytes(clause: str) -> bool:
    """A per-rank all-reduce volume (or busbw factor) stated as a formula in n that the calculator contradicts.

    A chunk's or one step's share ("each chunk is 1/n of the buffer") is not the per-rank total, and a star or
    parameter server moves other volumes: those abstain."""
    if _NOT_RING.search(clause):
        return False
    for m in _BYTES.finditer(clause):
        said = re.split(r"[,;:]", clause[:m.start()])[-1] + m.group(0) + " " + " ".join(clause[m.end():].split()[:3])
        if _PART.search(said):  # the amount's own subject or qualifier, not an earlier claim's ("every step, so n times")
            continue
        expr = (m.group("e") or m.group("f") or "").strip()
        if expr and contradicts(expr, _N, [{"n": 8.0}, {"n": 64.0}], _bytes_wrong):
            return True
    return False


_PM = [(r"\b(?:m|micro[- ]?batch(?:es)?)\b", "m"), (r"\b(?:p|stages?)\b", "p")]
_BUBBLE = re.compile(r"\b(?:bubble(?:\s+fraction)?|idle\s+(?:part|fraction|share|time))\s*(?:is|=|:|,|of|goes\s+to)?\s*"
                     r"(?:about\s+|roughly\s+|basically\s+|like\s+|just\s+)?" + _EXPR + r"\s*(?:[,.;]|$|\s(?:so|which|for|"
                     r"with|where|and|that|stays|is|=)\b)", re.IGNORECASE)


def _bubble_wrong(value: float, env: dict[str, float]) -> bool:
    right = (env["p"] - 1) / (env["m"] + env["p"] - 1)
    return not right / 2 <= value <= right * 2  # (p-1)/m passes; (p-1)/p or m/(m+p) do not


def pipeline_bubble(clause: str) -> bool:
    """A GPipe/1F1B bubble stated as a formula in p and m that the calculator contradicts."""
    if re.search(r"\b(?:interleav\w*|virtual|v\s*=|one\s+micro[- ]?batch|single\s+micro[- ]?batch|m\s*=\s*1)\b",
                 clause, re.IGNORECASE):
        return False  # a different schedule, or the m = 1 case, has a different bubble
    for m in _BUBBLE.finditer(clause):
        if re.search(r"[/]|\bover\b|divided", m.group("e")) and contradicts(
                m.group("e").strip(), _PM, [{"p": 4.0, "m": 16.0}, {"p": 8.0, "m": 64.0}], _bubble_wrong, "p"):
            return True
    return False


_CM = [(r"\b(?:mtbf|mean\s+time\s+between\s+failures?|(?:the\s+)?(?:average\s+)?time\s+between\s+(?:failures?|crashes)|m)\b",
        "m"),
       (r"\b(?:(?:checkpoint|save|write)\s+(?:time|cost|stall|duration)|(?:the\s+)?cost|c|δ|delta)\b|δ", "c")]
_YOUNG = re.compile(r"(?:sqrt|√|square\s+root\s+of)\s*(?P<e>\([^()]{1,80}\)|[^,;:=≈~]{1,80}?)(?=\s*(?:[,;:=≈~)]|$|\.\s|"
                    r"\s(?:so|which|and\s+then|around|about|roughly|seconds?|minutes?|hours?|where|-)\b))", re.IGNORECASE)


def _young_wrong(value: float, env: dict[str, float]) -> bool:
    right = 2 * env["c"] * env["m"]  # the radicand of Young's interval, sqrt(2 C M)
    return not right / 4 <= value <= right * 4  # the interval within 2x either way


def young_interval(clause: str) -> bool:
    """A checkpoint interval stated as a square root of checkpoint cost and MTBF that Young/Daly contradicts."""
    if not re.search(r"\b(?:interval|every|often|young|daly|tau|τ|sweet\s+spot|gap\s+between)\b", clause, re.IGNORECASE) \
            or re.search(r"\b(?:overhead|waste\w*|fraction|percent|lost|loss|efficien\w*)\b|%", clause, re.IGNORECASE):
        return False  # sqrt(2C/M) is the overhead, not the interval
    return any(contradicts(m.group("e").strip().strip("()"), _CM, [{"c": 60.0, "m": 36000.0}, {"c": 10.0, "m": 1e5}],
                           _young_wrong, "cm") for m in _YOUNG.finditer(clause))


FORMULAS = {"ring-bytes": allreduce_bytes, "bubble": pipeline_bubble, "young-daly": young_interval}
"""Law id (``quantities.LAWS``) → the check of a formula stated for it."""


def formula_contradictions(clause: str) -> list[str]:
    """The law ids whose formula ``clause`` states wrongly."""
    return [law for law, check in FORMULAS.items() if check(clause)]

