"""Claims about how a law's quantity scales, read against the same calculators as ``interview.quantities``.

Round 15's confidently wrong answers (set N) state the right quantity with the wrong scaling rather than the wrong
word: a ring all-reduce's per-rank volume "divided by the number of GPUs", its time "order n squared", Adam's state
"the same again" as the weights, a job's MTBF "still" the per-GPU figure. Each contradicts a law in ``LAWS``; the
checks abstain as the others do (negation, supposition, a reported belief), and each reads only what the answer says.
"""

from __future__ import annotations

import re

from .arithmetic import HOURS, _NUMBER, _UNIT, _number
from .claim_clauses import NEGATION, abstains, algorithm_before, clauses, statements
from .quantities import LAWS

_RING_DIVIDES = re.compile(
    r"\b(?:divid\w+|cuts?)\s+(?:that|it|this|the\s+(?:gradients?|buffer|data|traffic|volume|payload|bytes|message)|"
    r"\d[\d.,]*\s*[kmgt]?b)\s+by\s+(?:the\s+)?(?:number\s+of\s+(?:gpus|ranks|nodes|workers|devices)|n\b|p\b|world\s+size|"
    r"gpu\s+count|rank\s+count)"
    r"|\b(?:bytes|traffic|data|volume|communication)\s+(?:sent\s+)?per\s+(?:rank|gpu|node)\s+(?:shrinks?|drops?|falls?|"
    r"decreases?|goes\s+down)\s+(?:as|with)\s+(?:you\s+add\s+)?(?:more\s+)?(?:gpus|ranks|nodes)",
    re.IGNORECASE)


def ring_divides(text: str) -> list[str]:
    """A ring all-reduce said to divide each rank's traffic by the number of ranks (it stays near 2x the buffer)."""
    out = []
    for clause in clauses(text):
        m = _RING_DIVIDES.search(clause)
        if not m or abstains(clause) or NEGATION.search(clause) or re.search(
                r"\b(?:chunks?|slices?|pieces?|segments?|blocks?|shards?|portions?|parts?|share|owns?|responsible|per\s+step|"
                r"each\s+step|into)\b", clause, re.IGNORECASE):
            continue  # "split the buffer into n chunks", "each step sends buffer/n" are right
        said_of = algorithm_before(clause, m.start())
        if said_of == "ring" or not said_of and re.search(r"\b(?:ring|all[- ]?reduce)\b", clause, re.IGNORECASE):
            out.append(f"'{clause.strip()}': {LAWS['ring-bytes'].fact}")
    return out


_QUADRATIC = re.compile(
    r"\bring(?:\s+all[- ]?reduce)?(?:'s)?\s+(?:time|latency|step\s+count|steps?|cost)\s+(?:is|are|grows?|scales?|goes)\s+"
    r"(?:as\s+|like\s+|with\s+)?(?:order\s+|big[- ]o\s+(?:of\s+)?)?(?:o\s*\(\s*)?(?:n\s*(?:squared|\^\s*2|²|\*\*\s*2)|"
    r"quadratic\w*|the\s+square\s+of)", re.IGNORECASE)


def ring_quadratic(text: str) -> list[str]:
    """Ring all-reduce's time or step count said to grow as N squared (it is linear: 2(N-1) steps)."""
    return [f"'{clause.strip()}': {LAWS['ring-steps'].fact}" for clause in clauses(text)
            if (m := _QUADRATIC.search(clause)) and not abstains(clause) and not NEGATION.search(clause[:m.end()])]


_MESSAGES = r"(?:messages?|buffers?|buckets?|tensors?|payloads?|all[- ]?reduces?|transfers?)"
_SIZE_ROLE = re.compile(
    r"\b(?:is\s+)?(?:really\s+|only\s+|mostly\s+|best\s+|better\s+|good\s+|what\s+you\s+want\s+|preferred\s+|wins?\s+|"
    r"faster\s+|used\s+)+(?:for|on|with)\s+(?:the\s+)?(?P<size>big|bigger|large|larger|huge|tiny|small|smaller)\s+"
    r"(?:\w+\s+)?" + _MESSAGES + r"\b"
    r"|\b(?:has|gives?|gets?)\s+(?:the\s+)?(?P<bw>higher|more|better|best)\s+(?:bus\s+)?bandwidth\b", re.IGNORECASE)


def ring_tree_roles(text: str) -> list[str]:
    """Ring said to be the choice for small messages, or a tree said to have the higher bandwidth: the calculators say
    the reverse at every N. (A tree for big messages is not read: at thousands of ranks the calculator agrees.)"""
    out = []
    for clause in clauses(text):
        for m in _SIZE_ROLE.finditer(clause):
            algo = algorithm_before(clause, m.start())
            small = (m.group("size") or "").lower() in ("tiny", "small", "smaller")
            if (algo == "ring" and small or algo.startswith(("tree", "double")) and m.group("bw")) \
                    and not abstains(clause) and not NEGATION.search(clause[:m.end()]):
                out.append(f"'{clause.strip()}': {LAWS['ring-vs-tree'].fact}")
                break
    return out


_OPTIMIZER_STATE = r"(?:adam(?:w)?(?:'s)?\s+(?:optimi[sz]er\s+)?states?|optimi[sz]er\s+states?|adam\s+moments)"
_AS_WEIGHTS = re.compile(
    r"\b" + _OPTIMIZER_STATE + r"\s+(?:is|are|'s|adds|costs|takes)\s+(?:(?:just|about|roughly|basically|only)\s+)?"
    r"(?:the\s+same\s+again|(?:the\s+)?same\s+(?:size|amount|memory)?\s*as\s+the\s+(?:weights|model|parameters|params)|"
    r"as\s+(?:big|large)\s+as\s+the\s+(?:weights|model|parameters|params)|equal\s+to\s+the\s+(?:weights|model)|"
    r"one\s+more\s+copy\s+of\s+the\s+(?:weights|model|parameters))", re.IGNORECASE)
_ONE_BUFFER = re.compile(r"\b(?:each|per\s+moment|either|one\s+of|sgd|momentum[- ]only|lion|adafactor|muon|8[- ]?bit|"
                         r"shard\w*|zero|fsdp|per[- ](?:gpu|rank)|offload\w*)\b", re.IGNORECASE)


def optimizer_as_weights(text: str) -> list[str]:
    """Adam's state said to be as big as the weights (it holds two moments and an fp32 master: several times them)."""
    if re.search(r"\b(?:sgd|lion|adafactor|muon)\b", text, re.IGNORECASE):
        return []  # an optimizer with one buffer (or factored state) is the size of the weights or less
    return [f"'{s.strip()}': {LAWS['optimizer-share'].fact}" for s in statements(text)
            if (m := _AS_WEIGHTS.search(s)) and not abstains(s) and not NEGATION.search(s[:m.end()])
            and not _ONE_BUFFER.search(s)]


_UNIT_MTBF = re.compile(
    r"\b(?:per[- ](?:gpu|node|card|device)|(?:a|one|each|single)\s+(?:gpu|node|card|device)(?:'s)?|gpu|node)\s+"
    r"(?:mtbf|failure(?:\s+rate)?|fails?)\s+(?:is\s+|of\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?"
    r"(?:(?:one|1)\s+in\s+|once\s+(?:every|in)\s+|every\s+)?" + _NUMBER.format("x") + r"\s*" + _UNIT.format("xu"),
    re.IGNORECASE)
_JOB_MTBF = re.compile(
    r"\b(?:the\s+)?(?:job|cluster|fleet|run)(?:'s)?\s+(?:mtbf|mean\s+time\s+between\s+failures)\s+(?:is|stays|remains)\s+"
    r"(?:still\s+|also\s+|just\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?" + _NUMBER.format("y") + r"\s*"
    + _UNIT.format("yu") + r"(?!\s*(?:divided|over\b|/|÷|times\b|×|by\b|per\b))", re.IGNORECASE)  # a formula, not a figure


def job_mtbf_as_unit(text: str) -> list[str]:
    """A job's (or cluster's) MTBF stated equal to the per-GPU MTBF the answer gave: a job on N of them fails N times
    as often, so the two are equal only for a one-GPU job."""
    unit = _UNIT_MTBF.search(text)
    if not unit:
        return []
    per_unit = _number(unit.group("x")) * HOURS[unit.group("xu").lower().rstrip("s")]
    out = []
    for sentence in statements(text[unit.end():]):
        m = _JOB_MTBF.search(sentence)
        stated = re.sub(r"\bonly\s+if\b", "only when", sentence, flags=re.IGNORECASE)  # "only if" states; it supposes nothing
        if not m or abstains(stated, m.end()) or NEGATION.search(sentence[:m.end()]) or \
                re.search(r"\b(?:single[- ](?:gpu|node)|one[- ](?:gpu|node))\s+(?:job|run)\b", sentence, re.IGNORECASE):
            continue
        job = _number(m.group("y")) * HOURS[m.group("yu").lower().rstrip("s")]
        if per_unit > 0 and abs(job - per_unit) <= 0.05 * per_unit:
            out.append(f"'{sentence.strip()}': {LAWS['fleet-mtbf'].fact}")
    return out


_CHECKPOINT_TOTAL = re.compile(
    r"\bcheckpoints?\s+(?:(?:holds?|stores?|contains?|saves?|keeps?)\s+[^.;:!?]{1,60}?,|is)\s*(?:about\s+|roughly\s+|~\s*)?"
    r"(?P<x>\d+(?:\.\d+)?)\s*(?:bytes?|b)\s*(?:per|a|/|each)\s*param(?:eter)?s?\b", re.IGNORECASE)
_NOT_RESUMABLE = re.compile(r"\b(?:optimi[sz]er|adam|moments?|master|weights?[- ]only|inference|serving|export\w*|"
                            r"consolidat\w*|safetensors|hugging\s*face|eval\w*|per[- ](?:gpu|rank|node)|shard\w*|8[- ]?bit|"
                            r"fp8|int[48]|quantiz\w*|for\s+the\s+weights|(?:bf16|fp16|half|model)\s+checkpoints?)\b", re.IGNORECASE)
CHECKPOINT_BYTES_FLOOR = 10.0
"""A training checkpoint's stated total per parameter below this leaves out the master weights and moments (12+)."""


def checkpoint_bytes(text: str) -> list[str]:
    """A checkpoint to resume training stated at fewer bytes per parameter than its master weights and moments take."""
    return [f"'{s.strip()}': {LAWS['checkpoint-bytes'].fact}" for s in statements(text)
            if (m := _CHECKPOINT_TOTAL.search(s)) and float(m.group("x")) < CHECKPOINT_BYTES_FLOOR
            and not _NOT_RESUMABLE.search(s) and not abstains(s) and not NEGATION.search(s[:m.end()])]


_BY_PEAK = re.compile(r"\bdivid\w*\s+(?:it\s+|that\s+|this\s+|the\s+(?:total|flops|compute)\s+)?by\s+(?:the\s+)?"
                      r"(?:(?:cluster|gpu|fleet|aggregate|dense|bf16|datasheet)(?:'s)?\s+)?peak\b", re.IGNORECASE)
_TIMES_MFU = re.compile(r"\b(?:multipl\w*|times)\s+(?:it\s+|that\s+|this\s+|the\s+(?:result|time|hours|seconds)\s+)?"
                        r"(?:by\s+)?(?:the\s+)?(?:0?\.\d+|\d{1,2}\s*(?:%|percent)|mfu)\b(?:\s+(?:for|to\s+account\s+for)\s+"
                        r"(?:the\s+)?mfu)?", re.IGNORECASE)

_NEXT_STEP = re.compile(r"\b(?:then|and|which|gives?|giving|get|that'?s|so)\b|=", re.IGNORECASE)
"""Between the division and the multiplication: a next step, so the MFU multiplies the result, not the peak."""


def mfu_direction(text: str) -> list[str]:
    """The run's time worked out as FLOPs divided by the peak and then multiplied by the MFU (shrinking it): at an MFU
    under 1 the run takes longer than at the peak, so the division is by peak x MFU. Read within one statement, after
    the division by the peak, where the multiplier is the MFU (named, or a fraction said next to it)."""
    out = []
    for sentence in statements(text):
        by_peak = _BY_PEAK.search(sentence)
        times = _TIMES_MFU.search(sentence, by_peak.end()) if by_peak else None
        if not times or abstains(sentence) or NEGATION.search(sentence[by_peak.start():times.end()]) or \
                not _NEXT_STEP.search(sentence[by_peak.end():times.start()]):
            continue  # ("divide by the peak times 0.4 MFU" divides by their product: right)
        if "mfu" in times.group(0).lower() or re.search(r"\bmfu\b", sentence[times.end():times.end() + 40], re.IGNORECASE):
            out.append(f"'{sentence.strip()}': {LAWS['mfu-time'].fact}")
    return out


SCALING_CHECKS = (ring_divides, ring_quadratic, ring_tree_roles, optimizer_as_weights, job_mtbf_as_unit, checkpoint_bytes,
                  mfu_direction)
"""The scaling checks; each returns one explanation per contradicting clause, citing its law."""
