"""Claims about what a named setting does or a measurement means, read against documented behaviour.

A confidently wrong answer often names the right option and gives it the wrong role: "FULL_SHARD shards the
optimizer state only", "SHARD_GRAD_OP is the most memory-efficient", "param_dtype=bf16 stores the master weights in
bf16", "FSDP2 is the one with the FlatParameter". What each option does is fixed by the library (``FACTS``), so one
fact decides every wording of its contradiction. The checks read a claim of a role in the clause of the option it is
said of (the nearest option named before it) and abstain as ``interview.quantities`` does: on a negation, a
supposition, a reported belief.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claim_clauses import NEGATION, abstains, clauses


@dataclass(frozen=True)
class Fact:
    """A documented behaviour of a named setting, and the rubric signals ("dimension/signal") claims about it speak to."""

    id: str
    fact: str
    about: tuple[str, ...] = ()


_MEMORY = ("fsdp-sharding/sharding-strategies", "fsdp-sharding/memory-arithmetic")
FACTS = {
    "full-shard": Fact("full-shard", "FSDP's FULL_SHARD (ZeRO-3) shards parameters, gradients and optimizer state, the "
                       "least memory of the strategies; SHARD_GRAD_OP (ZeRO-2) keeps parameters unsharded from forward to "
                       "backward, so it holds more", _MEMORY),
    "param-dtype": Fact("param-dtype", "FSDP MixedPrecision's param_dtype is the dtype parameters are gathered and "
                        "computed in; the sharded parameters the optimizer steps stay in their own (fp32) dtype, and "
                        "reduce_dtype sets the gradient reduction's dtype", ("fsdp-sharding/mixed-precision-config",
                                                                             *_MEMORY)),
    "fsdp2-dtensor": Fact("fsdp2-dtensor", "FSDP2 (fully_shard) shards each parameter as its own DTensor; the "
                          "FlatParameter is FSDP1's", ("fsdp-sharding/fsdp2-dtensor",
                                                       "fsdp-sharding/device-mesh-composition")),
    "unit-gather": Fact("unit-gather", "FSDP all-gathers one wrapped unit's parameters just before it runs and frees them "
                        "after (prefetching the next); wrapped per block, it never holds the whole model unsharded for the "
                        "step (only a model wrapped as one unit does)",
                        ("fsdp-sharding/overlap-and-prefetch", "fsdp-sharding/communication-pattern",
                         "fsdp-sharding/wrapping-granularity")),
    "straggler-wait": Fact("straggler-wait", "every rank in a synchronous collective waits for the last to arrive: the "
                           "slow rank spends the least time inside it, the healthy ranks the most",
                           ("gpu-cluster-operations/straggler-telemetry", "nccl-collectives/hang-localisation")),
    "switch-polarity": Fact("switch-polarity", "a *_DISABLE variable set to 1 (or an *_ENABLE set to 0) turns its feature "
                            "off: NCCL_IB_DISABLE=1 leaves InfiniBand/RoCE unused (sockets instead), NCCL_P2P_DISABLE=1 "
                            "stops NVLink/PCIe peer-to-peer; neither turns on or forces the thing it names",
                            ("nccl-collectives/transport-and-fabric", "nccl-collectives/protocols-and-tuning")),
}
"""Each fact the checks below read claims against."""

_STRATEGY = re.compile(r"\b(?P<full>full[_ ]shard|zero[- ]?3|(?:zero\s+)?stage\s*(?:3|three))\b|\b(?:shard[_ ]grad[_ ]op|"
                       r"zero[- ]?[12]|(?:zero\s+)?stage\s*(?:[12]|one|two)|no[_ ]shard|hybrid[_ ]shard|hsdp|ddp)\b", re.IGNORECASE)
_UNDER_SHARDS = re.compile(
    r"\bshards?\s+(?:only\s+|just\s+)(?:the\s+)?optimi[sz]er(?:\s+states?)?\b|\bshards?\s+(?:the\s+)?optimi[sz]er"
    r"(?:\s+states?)?\s+(?:only|alone)\b|\b(?:keeps?|leaves?)\s+(?:the\s+)?(?:full\s+)?param(?:eter)?s?\s+(?:fully\s+)?"
    r"(?:replicated|unsharded)\b|\bparam(?:eter)?s?\s+(?:stay|remain|are\s+kept|are\s+left)\s+(?:fully\s+)?(?:replicated|"
    r"unsharded)\b", re.IGNORECASE)
_LEAST_MEMORY = re.compile(r"\b(?:is|'s)\s+(?:the\s+)?most\s+memory[- ]efficient|\buses?\s+(?:the\s+)?least\s+memory|"
                           r"\bsaves?\s+the\s+most\s+memory", re.IGNORECASE)


def _strategy_before(clause: str, at: int) -> re.Match[str] | None:
    found = list(_STRATEGY.finditer(clause, 0, at))
    return found[-1] if found else None


def sharding_roles(text: str) -> list[str]:
    """FULL_SHARD said to shard the optimizer state only (or keep parameters replicated), or a lesser strategy said to
    be the most memory-efficient."""
    out = []
    for clause in clauses(text):
        if abstains(clause) or re.search(r"\b(?:across|between)\s+nodes|\bhybrid|\bhsdp|\boffload|reshard_after_forward|"
                                          r"\b(?:between|during|until|for)\s+(?:the\s+)?(?:forward|backward|compute)",
                                          clause, re.IGNORECASE):
            continue
        under, least = _UNDER_SHARDS.search(clause), _LEAST_MEMORY.search(clause)
        said = _strategy_before(clause, under.start()) if under else None
        if under and said and said.group("full") and not NEGATION.search(clause[said.start():under.end()]):
            out.append(f"'{clause.strip()}': {FACTS['full-shard'].fact}")
            continue
        said = _strategy_before(clause, least.start()) if least else None
        if least and said and not said.group("full") and not NEGATION.search(clause[said.start():least.end()]):
            out.append(f"'{clause.strip()}': {FACTS['full-shard'].fact}")
    return out


_LOW = r"(?:bf16|bfloat16|fp16|float16|half(?:\s+precision)?)"
_MASTER_LOW = re.compile(
    r"\b(?:master|sharded)\s+(?:master\s+)?(?:param(?:eter)?s?|weights?|cop(?:y|ies))\s+(?:are|is|get|stay|live)\s+"
    r"(?:stored\s+|kept\s+|held\s+|cast\s+)?(?:in\s+)?" + _LOW + r"\b"
    r"|\b(?:adam|the\s+optimi[sz]er)\s+(?:updates?|steps?)\s+(?:them|the\s+(?:weights|params|parameters))\s+in\s+" + _LOW
    + r"\b|\breduce_dtype\b[^.;!?]{0,30}?\b(?:only\s+)?(?:affects?|applies\s+to|is\s+for|controls?)\s+(?:only\s+)?the\s+loss\b",
    re.IGNORECASE)


def param_dtype(text: str) -> list[str]:
    """MixedPrecision's param_dtype said to set the dtype of the stored (master) parameters or of the optimizer's
    update, or reduce_dtype said to be about the loss."""
    if not re.search(r"\b(?:param|reduce)_dtype\b|\bmixedprecision\b", text, re.IGNORECASE):
        return []
    return [f"'{clause.strip()}': {FACTS['param-dtype'].fact}" for clause in clauses(text)
            if (m := _MASTER_LOW.search(clause)) and not abstains(clause) and not NEGATION.search(clause[:m.end()])
            and not re.search(r"\b(?:pure|no\s+master|without\s+(?:a\s+)?master|fp32\s+master)\b", clause, re.IGNORECASE)]


_VERSION = re.compile(r"\b(?:fsdp\s*-?(?P<v>[12])|(?P<fully>fully_shard))\b", re.IGNORECASE)
_FLAT = re.compile(r"\b(?:is\s+the\s+one\s+with|uses?|has|keeps?|relies\s+on|builds?)\s+(?:a\s+|the\s+|one\s+)?"
                   r"(?:single\s+|big\s+|giant\s+|huge\s+|contiguous\s+)?flat\s*_?param(?:eter)?s?\b|\bconcatenates?\s+(?:every|all)\s+(?:the\s+)?param\w*[^.;!?]{0,40}?\binto\s+"
                   r"(?:one|a\s+single)\s+flat", re.IGNORECASE)


def fsdp2_flat(text: str) -> list[str]:
    """FSDP2 (fully_shard) said to use a FlatParameter or flatten every parameter into one buffer."""
    out = []
    for clause in clauses(text):
        m = _FLAT.search(clause)
        versions = list(_VERSION.finditer(clause, 0, m.start())) if m else []
        said = versions[-1] if versions else None
        if said and (said.group("v") == "2" or said.group("fully")) and not abstains(clause) \
                and not NEGATION.search(clause[said.start():m.end()]):
            out.append(f"'{clause.strip()}': {FACTS['fsdp2-dtensor'].fact}")
    return out


_LONGEST = r"(?:the\s+)?(?:longest|highest|biggest|largest|most)\s+(?:time\s+in\s+(?:the\s+)?)?(?:all[- ]?reduce|collective|nccl)"
_SLOW = r"(?:slow(?:est)?|straggl\w*|culprit|faulty|sick)\s+(?:rank|gpu|node|worker)"
_STRAGGLER = re.compile(
    r"\b" + _SLOW + r"\b[^.;!?]{0,30}?\b(?:is|=|shows?|has)\s+(?:the\s+one\s+)?(?:with\s+|showing\s+)?" + _LONGEST
    + r"|\b(?:rank|gpu|node|worker)\s+(?:with|showing)\s+" + _LONGEST + r"\s+(?:time|wait|latency|duration)\s+(?:is|=)\s+"
    r"(?:the\s+)?(?:slow|straggl|culprit|faulty)", re.IGNORECASE)


def straggler_wait(text: str) -> list[str]:
    """The slow rank said to be the one that spends longest in the collective (it spends the least: the rest wait)."""
    return [f"'{clause.strip()}': {FACTS['straggler-wait'].fact}" for clause in clauses(text)
            if (m := _STRAGGLER.search(clause)) and not abstains(clause) and not NEGATION.search(clause[:m.end()])]


_GATHERS_ALL = re.compile(
    r"\b(?:fsdp\w*|fully_shard)\b[^.;!?]{0,20}?\b(?:all[- ]?)?gathers?\s+(?:all|every|the\s+(?:whole|full|entire)\s+model'?s?)"
    r"\s+(?:the\s+|of\s+the\s+|its\s+)?(?:param\w*|weights)\s+(?:just\s+)?(?:once|up\s*front|at\s+the\s+start)", re.IGNORECASE)


def gathers_all_at_once(text: str) -> list[str]:
    """FSDP said to gather every parameter once for the whole step (it gathers and frees one unit at a time)."""
    return [f"'{clause.strip()}': {FACTS['unit-gather'].fact}" for clause in clauses(text)
            if (m := _GATHERS_ALL.search(clause)) and not abstains(clause) and not NEGATION.search(clause[:m.end()])
            and not re.search(r"\b(?:shard_grad_op|no_shard|zero[- ]?[12]|summon_full_params|state_dict|sav\w+|checkpoint\w*|"
                              r"(?:one|a\s+single|single)\s+(?:fsdp\s+)?(?:unit|wrap\w*)|root\s+only)\b",
                              clause, re.IGNORECASE)]


_SWITCH = re.compile(r"\b(?P<name>[a-z0-9]+_(?:[a-z0-9]+_)*?(?P<what>[a-z0-9]+)_(?P<kind>disable|enable))\b"
                     r"(?:\s*(?:=|to|at)\s*(?P<value>[01]|true|false|on|off)\b)?", re.IGNORECASE)
_ALIASES = {"ib": r"ib|infiniband|rdma|roce|verbs", "p2p": r"p2p|peer[- ]to[- ]peer|nvlink", "shm": r"shm|shared\s+memory",
            "nvls": r"nvls|nvlink\s+sharp|sharp"}
_TURNS_ON = (r"(?:is\s+what\s+)?(?:enables?|turns?\s+on|switch(?:es)?\s+on|activates?|forces?|forcing|"
             r"(?:is\s+|are\s+)?forced\s+(?:onto|to\s+use|on\s+to)|makes?\s+(?:it|nccl)\s+use)")
_TURNS_OFF = r"(?:is\s+what\s+)?(?:disables?|turns?\s+off|switch(?:es)?\s+off|deactivates?|stops?\s+(?:using\s+)?)"


def switch_polarity(text: str) -> list[str]:
    """A feature switch said to do the opposite of its name and value: NCCL_IB_DISABLE=1 "enables InfiniBand", an
    *_ENABLE=1 "turns it off". The claim is read in the switch's clause, about the feature the switch names."""
    out = []
    for clause in clauses(text):
        for m in _SWITCH.finditer(clause):
            words = _ALIASES.get(m.group("what").lower(), re.escape(m.group("what")))
            off = (m.group("kind").lower() == "disable") == ((m.group("value") or "1").lower() in ("1", "true", "on"))
            claim = re.search(r"\b" + (_TURNS_ON if off else _TURNS_OFF) + r"\s+(?:the\s+|its\s+)?(?:" + words + r")\b",
                              clause[m.end():], re.IGNORECASE)
            if claim and not abstains(clause) and not NEGATION.search(clause[m.end():m.end() + claim.end()]):
                out.append(f"'{clause.strip()}': {FACTS['switch-polarity'].fact}")
                break
    return out


SETTING_CHECKS = (sharding_roles, param_dtype, fsdp2_flat, gathers_all_at_once, straggler_wait, switch_polarity)
"""Every setting check; each returns one explanation per contradicting clause, citing its fact."""
