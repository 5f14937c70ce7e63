"""Claims about a known quantity, checked against the calculators rather than against a list of wrong sentences.

A confidently wrong answer uses the asked concept's words and states its size or direction wrongly: "ring
all-reduce is log n steps", "Adam's state is a few percent on top of the weights", "MTBF doesn't change with job
size", "a slower checkpoint means checkpointing more often", "1F1B has no bubble", "well-tuned jobs hit 90% MFU",
"training FLOPs are 2·N·D". Each of these contradicts a formula in ``interviewer.calc`` (``LAWS`` names which), so
one law catches every wording of its contradiction, and the same law lets every right wording pass.

Precision first: a check fires only when the clause names the quantity, states a size or direction for it, and
nothing in it hedges, negates, contrasts or supposes (see ``abstains``); anything else abstains. Only what an
answer asserts is read, never the question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..calc import checkpoint, collectives, memory, utilization
from .claim_clauses import NEGATION, abstains, algorithm_before, clauses, statements
from .formulas import formula_contradictions


@dataclass(frozen=True)
class Law:
    """A quantity the calculators compute, stated once, and the check that reads claims about it."""

    id: str
    fact: str
    about: tuple[str, ...] = ()
    """The rubric signals ("dimension/signal") a claim about this quantity speaks to. Recorded, not a condition: on
    every dev set (round 15) no answer labelled strong or partial trips a law, and an answer that trips one is weak
    whatever was asked (capping only when ``about`` meets the asked signals kept 10 of the 12 right caps, lost 2)."""


_RING = ("collective-implementation/ring-phases", "collective-implementation/cost-model", "nccl-collectives/ring-vs-tree")
_CHECKPOINTS = ("fault-tolerance-checkpointing/interval-from-mtbf", "fault-tolerance-checkpointing/checkpoint-cost-math")
LAWS = {
    "ring-steps": Law("ring-steps", "ring all-reduce takes 2(N-1) steps: its latency grows linearly with N, not log N "
                      "(calc.collectives.ring_allreduce_time)", _RING),
    "ring-bytes": Law("ring-bytes", "each rank sends 2(N-1)/N of the buffer in a ring all-reduce, under 2x whatever N is "
                      "(calc.collectives.allreduce_bytes_per_rank)", (*_RING, "nccl-collectives/bandwidth-measurement",
                                                                      "parallelism-strategy/comm-compute-arithmetic")),
    "ring-vs-tree": Law("ring-vs-tree", "ring all-reduce sends 2(N-1)/N of the message, less than any tree's 2x, and pays "
                        "2(N-1) latencies against a tree's 2 log N: ring is never the small-message choice, nor a tree "
                        "the higher-bandwidth one (calc.collectives.ring_allreduce_time, tree_allreduce_time)", _RING),
    "optimizer-share": Law("optimizer-share", f"mixed-precision Adam keeps {memory.OPTIMIZER_BYTES} bytes of optimizer "
                           f"state per parameter against {memory.WEIGHT_BYTES} of weights: "
                           f"{memory.OPTIMIZER_BYTES // memory.WEIGHT_BYTES}x the weights (calc.memory)",
                           ("fsdp-sharding/memory-arithmetic", "fsdp-sharding/sharding-strategies")),
    "training-bytes": Law("training-bytes", f"mixed-precision Adam training holds {memory.WEIGHT_BYTES} + "
                          f"{memory.GRAD_BYTES} + {memory.OPTIMIZER_BYTES} = "
                          f"{memory.WEIGHT_BYTES + memory.GRAD_BYTES + memory.OPTIMIZER_BYTES} bytes per parameter "
                          "(calc.memory)", ("fsdp-sharding/memory-arithmetic",
                                            "fault-tolerance-checkpointing/checkpoint-cost-math")),
    "checkpoint-bytes": Law("checkpoint-bytes", f"a checkpoint to resume training holds the fp32 master weights and both "
                            f"Adam moments, 12 bytes per parameter ({checkpoint.FULL_BYTES_PER_PARAM:.0f} with the bf16 "
                            "weights); gradients are not saved (calc.checkpoint)",
                            ("fault-tolerance-checkpointing/checkpoint-cost-math",
                             "fault-tolerance-checkpointing/complete-restart-state")),
    "fleet-mtbf": Law("fleet-mtbf", "a job on N units fails N times as often as one unit: MTBF / N "
                      "(calc.reliability)", (*_CHECKPOINTS, "cost-utilization/goodput-badput")),
    "young-daly": Law("young-daly", "the optimal checkpoint interval is sqrt(2 x checkpoint cost x MTBF): a costlier "
                      "checkpoint or a longer MTBF means a LONGER interval (calc.reliability)", _CHECKPOINTS),
    "bubble": Law("bubble", "the pipeline bubble is (p-1)/(m+p-1) for GPipe and 1F1B alike: more micro-batches "
                  "shrink it, 1F1B only lowers activation memory (calc.utilization)",
                  ("parallelism-strategy/pipeline-bubble", "parallelism-strategy/pipeline-schedules")),
    "mfu-ceiling": Law("mfu-ceiling", "dense LLM training reaches about 30-60% MFU; 80% or more is not what "
                       "well-tuned jobs hit (calc.utilization.mfu)",
                       ("performance-engineering/mfu-accounting", "cost-utilization/metric-definition",
                        "cost-utilization/utilization-levers", "structured-communication/rough-numbers")),
    "mfu-time": Law("mfu-time", "a run takes FLOPs / (peak x MFU): an MFU below 1 makes it LONGER than FLOPs / peak, "
                    "so the peak-rate time is divided by the MFU, not multiplied (calc.utilization.tokens_per_second_at)",
                    ("cost-utilization/flops-to-dollars", "performance-engineering/mfu-accounting")),
    "training-flops": Law("training-flops", f"training costs {utilization.flops_per_token(1):.0f}·N FLOPs per token "
                          "(2N forward, 4N backward): 6·N·D, not 2·N·D (calc.utilization)",
                          ("cost-utilization/flops-to-dollars", "performance-engineering/mfu-accounting")),
}
"""Each law the checks below read claims against, with the calculator it comes from."""

assert collectives.allreduce_bytes_per_rank(1.0, 1024) < 2.0  # the ring-bytes law, from the calculator itself
assert all(collectives.tree_allreduce_time(1e3, n, alpha_s=5e-6, bandwidth_bytes_per_s=5e10, pipelined=p)  # ring-vs-tree
           < collectives.ring_allreduce_time(1e3, n, alpha_s=5e-6, bandwidth_bytes_per_s=5e10)
           and collectives.ring_allreduce_time(1e12, n, alpha_s=0.0, bandwidth_bytes_per_s=5e10)
           < collectives.tree_allreduce_time(1e12, n, alpha_s=0.0, bandwidth_bytes_per_s=5e10, pipelined=p)
           for n in (8, 64, 1024) for p in (False, True))

_LOG = re.compile(r"\blog(?:arithmic(?:ally)?)?(?:\b|(?=_?\d))\s*(?:_?\s*2|base[- ]?2|two)?\s*(?:\(\s*)?(?:of\s+)?(?:the\s+)?"
                  r"(?:n|p|number|ranks?|gpus?|nodes?|world)?", re.IGNORECASE)


_RING_IS_LOG = re.compile(r"\bring(?:\s+all[- ]?reduce)?\s+(?:is|=|means)\s+(?:(?:a|an|the|just|really|basically|essentially|"
                          r"actually|simply)\s+)*(?:recursive[- ](?:doubling|halving)|butterfly|(?:binary\s+)?tree)\b"
                          r"|\bring(?:'s)?\s+(?:all[- ]?reduce\s+)?(?:is|'s)\s+(?:the\s+)?(?:latency[- ]optimal|lowest[- ]latency)"
                          r"|\bring(?:'s)?\s+(?:all[- ]?reduce\s+)?latency\s+(?:stays\s+flat|is\s+constant|doesn'?t\s+grow)",
                          re.IGNORECASE)


def ring_steps(text: str) -> list[str]:
    """Ring all-reduce said to take log N steps, to have logarithmic or flat latency, or to be a tree or doubling."""
    out = []
    for clause in clauses(text):
        if abstains(clause):
            continue
        identity = _RING_IS_LOG.search(clause)
        if identity and not NEGATION.search(clause[:identity.start()] + identity.group(0).replace("doesn't grow", "")):
            out.append(f"'{clause.strip()}': {LAWS['ring-steps'].fact}")
            continue
        for m in _LOG.finditer(clause):
            if algorithm_before(clause, m.start()) != "ring" or NEGATION.search(clause):
                continue
            out.append(f"'{clause.strip()}': {LAWS['ring-steps'].fact}")
            break
    return out


_RING_GROWS = re.compile(
    r"\b(?:sends?|moves?|passes|pushes|transfers?|ships?)\s+(?:the\s+|its\s+|their\s+)?(?:whole|entire|full)\s+"
    r"(?:buffer|gradients?|tensor|message|data|payload)\s+(?:around\s+(?:the\s+ring\s+)?)?(?:n|p|N)\s+times\b"
    r"|\b(?:bytes|traffic|data|volume|communication)\s+(?:sent\s+)?per\s+(?:rank|gpu|node)\s+(?:grows?|increases?|scales?)"
    r"\s+(?:linearly\s+)?(?:with|in)\s+(?:the\s+)?(?:n\b|number\s+of\s+(?:ranks|gpus|nodes)|ranks|gpus|nodes)",
    re.IGNORECASE)


def ring_bytes(text: str) -> list[str]:
    """A ring all-reduce said to send each rank's whole buffer N times, or per-rank bytes said to grow with N."""
    out = []
    for clause in clauses(text):
        m = _RING_GROWS.search(clause)
        if not m or abstains(clause) or NEGATION.search(clause):
            continue
        said_of = algorithm_before(clause, m.start())  # the clause's own algorithm, else the answer's ring
        if said_of == "ring" or not said_of and re.search(r"\bring\b", text, re.IGNORECASE):
            out.append(f"'{clause.strip()}': {LAWS['ring-bytes'].fact}")
    return out


_OPTIMIZER = re.compile(r"\b(?:adam(?:w)?|optimi[sz]er(?:\s+states?)?)\b", re.IGNORECASE)
_SMALL = re.compile(r"\b(?:small|tiny|negligible|insignificant|a\s+rounding\s+error|a\s+few\s+percent|"
                    r"(?:a\s+)?couple\s+(?:of\s+)?percent|not\s+much|minor|barely\s+anything)\b", re.IGNORECASE)
_PREDICATE = re.compile(r"^\s*(?:states?\s+)?(?:,\s*)?(?:which\s+)?(?:is|are|'s|stays?|remains?|being)\s+"
                        r"(?:(?:really|quite|pretty|relatively|comparatively|fairly|very|so|just|only|tiny|and)\s+)*$",
                        re.IGNORECASE)
_SHARDED = re.compile(r"\b(?:shard\w*|zero|fsdp|per[- ](?:gpu|rank|device)|offload\w*|partition\w*|8[- ]?bit|"
                      r"activations?|kv[- ]?cache|inference|compared\s+to\s+activations)\b", re.IGNORECASE)


def optimizer_share(text: str) -> list[str]:
    """Adam's (or the optimizer's) state called small beside the weights, unsharded and for training."""
    out = []
    for sentence in statements(text):
        o, s = _OPTIMIZER.search(sentence), _SMALL.search(sentence)
        if not (o and s) or s.start() < o.start() or not _PREDICATE.match(sentence[o.end():s.start()]):
            continue  # "the optimizer is small", not "the optimizer took long in many small kernels"
        if abstains(sentence) or NEGATION.search(sentence[o.start():s.end()]) or _SHARDED.search(sentence):
            continue
        out.append(f"'{sentence.strip()}': {LAWS['optimizer-share'].fact}")
    return out


_PER_PARAM = re.compile(r"\b(?P<x>\d+(?:\.\d+)?)\s*(?:bytes?|b)\s*(?:per|a|/|each)\s*(?:param(?:eter)?s?)\b",
                        re.IGNORECASE)
_PART = re.compile(r"\b(?:weights?|params?\s+(?:alone|only)|gradients?|grads?|bf16|fp16|fp32|fp8|int8|int4|master|adam|"
                   r"optimi[sz]er|moments?|momentum|variance|states?|model\s+alone|checkpoint|inference|serving|kv|"
                   r"activations?|copy|copies)\b", re.IGNORECASE)
_TRAINS = re.compile(r"\b(?:adam\w*|optimi[sz]er|gradients?|grads|training|train)\b", re.IGNORECASE)
TRAINING_BYTES_FLOOR = 10.0
"""A per-parameter total for Adam training below this leaves out the fp32 master and moments (16 is right)."""


_TOTAL_LEAD = re.compile(r"^\s*(?:so|which(?:\s+is)?|that'?s|it'?s|in\s+total|total|altogether|all\s+in|overall|"
                         r"meaning)\b", re.IGNORECASE)


def _lead(before: str) -> str:
    """The words that say what a per-parameter figure measures: its chunk if that opens as a total ("..., so
    it's"), else the last four words ("the bf16 weights are")."""
    chunk = re.split(r"[,:;(]|\s[-–—]\s", before)[-1]
    return chunk if _TOTAL_LEAD.match(chunk) else " ".join(before.split()[-4:])


def training_bytes(text: str) -> list[str]:
    """A total bytes per parameter for training with Adam stated far below what its parts add up to."""
    out = []
    for sentence in statements(text):
        if not _TRAINS.search(sentence) or abstains(sentence) or _SHARDED.search(sentence):
            continue
        for m in _PER_PARAM.finditer(sentence):
            before = _lead(sentence[:m.start()])
            rest = sentence[m.end():]  # "6 bytes per parameter: weight, gradient and ..." is a total, broken down
            after = "" if rest.lstrip().startswith(":") else " ".join(rest.split()[:3])
            if float(m.group("x")) < TRAINING_BYTES_FLOOR and not _PART.search(before) \
                    and not re.match(r"\s*(?:for|of|on|in)\b", after, re.IGNORECASE) and not _PART.search(after):
                out.append(f"'{sentence.strip()}': {LAWS['training-bytes'].fact}")
                break  # a part's own size names the part ("2 bytes per parameter for the weights"): not a total
    return out


_FAILURES = r"(?:mtbf|mean\s+time\s+between\s+failures?|failure\s+rates?|failures?|interruptions?)"
_SIZE = (r"(?:(?:the\s+)?(?:job|cluster|fleet|run)(?:'s)?\s+size|(?:the\s+)?scale|(?:the\s+)?size\s+of\s+the\s+"
         r"(?:job|cluster|fleet|run)|(?:the\s+)?(?:number|count)\s+of\s+(?:gpus|nodes|ranks|accelerators|cards)|"
         r"how\s+many\s+(?:gpus|nodes)(?:\s+you\s+(?:use|have|run))?|more\s+(?:gpus|nodes))")
_FLAT = re.compile(
    _FAILURES + r"\s+(?:\w+\s+){0,3}?(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not|isn'?t|is\s+not)\s+"
    r"(?:really\s+|actually\s+|much\s+)?(?:change|depend|scale|grow|shrink|go\s+down|drop|get\s+worse|affected|"
    r"vary)\s+(?:much\s+)?(?:with|on|by)\s+" + _SIZE
    + r"|" + _FAILURES + r"\s+(?:is|stays|remains)\s+(?:the\s+same|constant|independent\s+of\s+" + _SIZE + r")"
    r"(?:\s+(?:regardless\s+of|whatever)\s+" + _SIZE + r")?"
    r"|\b(?:each|every|a|one|per)\s+(?:gpu|node|card|accelerator)\b[^.;!?]{0,60}?\bfail\w*[^.;!?]{0,40}?,?\s*(?:so|and)\s+"
    r"(?:(?:so\s+)?does\s+the\s+(?:job|cluster|run|fleet)|the\s+(?:job|cluster|run|fleet)\s+(?:does|will)\s+too)"
    r"|\b(?:bigger|larger|more)\s+(?:jobs?|clusters?|fleets?|gpus|nodes)\s+(?:\w+\s+){0,3}?(?:fail\s+less|"
    r"(?:see|have|get)\s+fewer\s+failures|(?:have|get)\s+(?:a\s+)?(?:longer|higher|bigger)\s+mtbf)",
    re.IGNORECASE)


def fleet_mtbf(text: str) -> list[str]:
    """A job's failure rate said not to grow with its size (or to fall as it grows)."""
    out = []
    for sentence in statements(text):
        m = _FLAT.search(sentence)
        if m and not abstains(sentence, m.end()):
            out.append(f"'{sentence.strip()}': {LAWS['fleet-mtbf'].fact}")
    return out


_COSTLIER = (r"(?:(?:slower|longer|bigger|larger|more\s+expensive|costlier|heavier)\s+(?:the\s+)?(?:checkpoint(?:\s+write)?s?|"
             r"(?:checkpoint\s+)?writes?|saves?)|checkpoints?\s+(?:(?:write|save)s?\s+)?(?:take|takes|are|is|get|gets)\s+"
             r"(?:longer|slower|more\s+expensive|costlier|bigger))")
_MORE_OFTEN = (r"(?:(?:checkpoint|save)\s+(?:more\s+(?:often|frequently)|less\s+(?:rarely))|(?:the\s+)?more\s+(?:often|"
               r"frequently)\s+(?:you\s+|we\s+)?(?:should\s+|must\s+|need\s+to\s+|have\s+to\s+)?(?:checkpoint|save)|more\s+(?:frequent|often)\s+"
               r"(?:checkpoints?|saves?)|(?:shorter|smaller|tighter)\s+(?:checkpoint(?:ing)?\s+)?intervals?)")
_LONGER_MTBF = r"(?:(?:longer|higher|bigger)\s+(?:the\s+)?mtbf|(?:fewer|rarer)\s+failures|fail(?:s|ures)?\s+less\s+often)"
_INVERSE = re.compile(r"(?:" + _COSTLIER + "|" + _LONGER_MTBF + r")\b[^.;!?]{0,60}?\b" + _MORE_OFTEN, re.IGNORECASE)


_SHARE_OF_MTBF = re.compile(
    r"\b(?:(?:checkpoint(?:ing)?\s+)?interval|optimum|optimal\s+(?:interval|period))\s+(?:should\s+)?(?:is|=|equals?|be|"
    r"should\s+equal)\s+(?:(?:just\s+)?(?:half|a\s+(?:third|quarter|tenth))\s+(?:of\s+)?)?(?:the\s+)?mtbf\b"
    r"(?:\s*(?:divided\s+by|over|/)\s*(?:two|three|four|ten|\d+))?(?!\s*(?:times|x|×|\*)\b)", re.IGNORECASE)
"""The interval stated as the MTBF or a fixed share of it: the optimum also grows with the checkpoint's cost."""


def young_daly(text: str) -> list[str]:
    """A costlier checkpoint (or a longer MTBF) said to call for checkpointing more often; or the interval stated as a
    fixed share of the MTBF, whatever the checkpoint costs."""
    out = []
    for sentence in statements(text):
        m = _INVERSE.search(sentence) or _SHARE_OF_MTBF.search(sentence)
        if m and not abstains(sentence, m.end()) and not NEGATION.search(m.group(0)):
            out.append(f"'{sentence.strip()}': {LAWS['young-daly'].fact}")
    return out


_ONE_F = r"(?:1\s*f\s*1\s*b|one[- ]f(?:orward)?[- ]one[- ]b(?:ackward)?|pipedream[- ]flush)"
_NO_BUBBLE = re.compile(
    _ONE_F + r"\b[^.;!?]{0,50}?\b(?:(?:has|have|there'?s|with)\s+no\s+bubble|eliminat\w+|remov\w+|gets?\s+rid\s+of|"
    r"kills?|(?:has|gives?)\s+(?:a\s+)?(?:smaller|lower|less|tinier)\s+bubble)"
    r"|\bgpipe\b[^.;!?]{0,30}?\b(?:has|gives?|is)\s+(?:the\s+)?(?:smallest|lowest|least|tiniest)\s+bubble"
    r"|\bmore\s+micro[- ]?batch(?:es)?\b[^.;!?]{0,40}?\b(?:(?:bigger|larger|more|grows?|increases?|worse)\s*(?:the\s+)?bubble|"
    r"(?:make|makes|making)\s+(?:the\s+)?bubble\s+(?:bigger|larger|worse|grow))"
    r"|\bbubble\s+(?:grows?|increases?|gets\s+(?:bigger|larger|worse))\s+(?:with|as\s+you\s+add)\s+(?:more\s+)?micro[- ]?batch",
    re.IGNORECASE)


def bubble(text: str) -> list[str]:
    """1F1B said to remove or shrink GPipe's bubble, GPipe's called the smallest, or more micro-batches a bigger one."""
    out = []
    for sentence in statements(text):
        m = _NO_BUBBLE.search(sentence)
        if m and not abstains(sentence, m.end()) and not NEGATION.search(m.group(0)) \
                and not re.search(r"\b(?:interleav|zero[- ]bubble|dualpipe|virtual|memory)\w*", m.group(0), re.IGNORECASE):
            out.append(f"'{sentence.strip()}': {LAWS['bubble'].fact}")
    return out


_MFU = re.compile(r"\b(?P<a>\d{2,3}(?:\.\d+)?)\s*(?:%|percent|per\s+cent)\s+(?:of\s+)?(?:mfu|model\s+flops?\s+utili[sz]ation)\b"
                  r"|\b(?:mfu|model\s+flops?\s+utili[sz]ation)\s+(?:of|at|is|was|around|about|near|hits?|reaches?|"
                  r"above|over|of\s+about)\s+(?:about\s+|around\s+|roughly\s+|~\s*)?(?P<b>\d{2,3}(?:\.\d+)?)\s*(?:%|percent)",
                  re.IGNORECASE)
MFU_CEILING = 80.0
"""A stated MFU at or above this, asserted as reached, contradicts what dense training attains (``LAWS``)."""


def mfu_ceiling(text: str) -> list[str]:
    """An MFU of 80% or more stated as what a job reaches or should reach."""
    out = []
    for sentence in statements(text):
        if abstains(sentence) or NEGATION.search(sentence) or re.search(r"\b(?:impossible|unrealistic|never|nobody|"
                                                                            r"no one|peak|hfu|hardware)\b", sentence, re.IGNORECASE):
            continue
        for m in _MFU.finditer(sentence):
            if float(m.group("a") or m.group("b")) >= MFU_CEILING:
                out.append(f"'{sentence.strip()}': {LAWS['mfu-ceiling'].fact}")
                break
    return out


_TIMES = r"\s*(?:[·*×x.]|\\cdot|times)?\s*"
_TWO_ND = re.compile(r"\b(?:2|two)" + _TIMES + r"(?:n|p|params?|parameters?)" + _TIMES + r"(?:d|t|tokens?)\b"
                     r"|\b(?:2|two)\s*(?:[·*×x]|times)\s*\d[\d.,]*\s*(?:e\d+|[bB]|billion)?\s*(?:params?|parameters?)?\s*"
                     r"(?:[·*×x]|times)\s*\d[\d.,]*\s*(?:e\d+|[tT]|trillion)?\s*(?:tokens?)?", re.IGNORECASE)
_TRAINING = re.compile(r"\btrain(?:ing)?\b", re.IGNORECASE)
_FORWARD = re.compile(r"\b(?:forward|inference|per\s+direction|matmul|multiply[- ]add)\b(?![- ]?(?:and|plus|\+))",
                      re.IGNORECASE)


def training_flops(text: str) -> list[str]:
    """Training compute stated as 2·N·D (the forward pass alone) rather than 6·N·D."""
    out = []
    for sentence in statements(text):
        m = _TWO_ND.search(sentence)
        if not m or not _TRAINING.search(sentence) or abstains(sentence) or NEGATION.search(sentence):
            continue
        if re.search(r"\b(?:6|six)" + _TIMES + r"(?:n|p|params?)", text, re.IGNORECASE) or \
                re.search(r"\bforward\b", sentence, re.IGNORECASE) and not re.search(r"multiply", sentence, re.IGNORECASE):
            continue  # 6ND named too, or 2ND said of the forward pass: right
        out.append(f"'{sentence.strip()}': {LAWS['training-flops'].fact}")
    return out


CHECKS = (ring_steps, ring_bytes, optimizer_share, training_bytes, fleet_mtbf, young_daly, bubble, mfu_ceiling, training_flops)
"""Every check; each returns one explanation per contradicting clause, citing its law."""


def stated_formulas(text: str) -> list[str]:
    """Each sentence that states a formula for a law's quantity that the calculator contradicts, in any notation."""
    return [f"'{s.strip()}': {LAWS[law].fact}" for s in statements(text) if not abstains(s)
            for law in formula_contradictions(s)]
