"""The domain's words: a prompt that biases recognition towards them, and how to pronounce them.

Whisper spells what it hears with the vocabulary it expects; an ``initial_prompt`` that lists
"NCCL, all-reduce, FSDP, Xid …" makes it write those instead of "nickel", "all reduce", "F S D P"
or "next ID" (see the WER test and the plugin README for the measured difference).
"""

from __future__ import annotations

import re

DOMAIN_TERMS = (
    "NCCL", "NCCL_DEBUG", "all-reduce", "all-gather", "reduce-scatter", "FSDP", "rank", "Xid", "dmesg",
    "NVLink", "InfiniBand", "ZeRO", "checkpoint", "Ray", "GPU", "CUDA", "nvidia-smi", "DeepSpeed", "Megatron",
    "tensor parallelism", "pipeline parallelism", "optimizer state", "MFU", "HBM", "RDMA", "NIC", "SLURM",
)

DOMAIN_PROMPT = "Glossary: " + ", ".join(DOMAIN_TERMS[:16]) + "."
"""Whisper's ``initial_prompt``; kept short because the prompt eats into the 224-token context."""

HOTWORDS = ("NCCL_SOCKET_IFNAME NCCL_IB_HCA Xid 79 Xid 48 RoCE PFC ECN ZeRO-3 HSDP MFU HBM "
            "Slurm node rank torchrun")
"""faster-whisper's ``hotwords``: more terms, without repeating the initial prompt's (both are prompt context)."""


def correct(text: str) -> str:
    """Respell domain terms Whisper writes by ear; only fixes that cannot change a correct sentence."""
    for pattern, written in _CORRECTIONS:
        text = pattern.sub(written, text)
    return text


_SEP = r"[\s_,.-]*"
# Environment variables said aloud come back as words: "NCCL socket, if named", "NCCL-IB HCA".
# Each part of a known name, as Whisper tends to write it when it hears it.
_VAR_PARTS = {
    "NCCL": r"NCCL", "DEBUG": r"debug", "SUBSYS": r"sub\s*sys", "SOCKET": r"sockets?", "IFNAME": r"if\s*name[ds]?",
    "IB": r"I\s*B", "HCA": r"H\s*C\s*A", "GID": r"G\s*I\s*D", "INDEX": r"index", "P2P": r"(?:P\s*2\s*P|P\s*to\s*P)",
    "DISABLE": r"disabled?", "NET": r"net", "GDR": r"G\s*D\s*R", "LEVEL": r"level", "ALGO": r"algo",
    "PROTO": r"proto", "NVLS": r"N\s*V\s*L\s*S", "ENABLE": r"enabled?", "CROSS": r"cross", "NIC": r"NIC",
    "QPS": r"Q\s*P\s*s", "PER": r"per", "CONNECTION": r"connection", "TIMEOUT": r"time\s*out",
    "BLOCKING": r"blocking", "WAIT": r"wait", "ASYNC": r"async", "ERROR": r"error", "HANDLING": r"handling",
    "TORCH": r"torch",
}
ENV_VARS = (
    "NCCL_DEBUG_SUBSYS", "NCCL_DEBUG", "NCCL_SOCKET_IFNAME", "NCCL_IB_HCA", "NCCL_IB_GID_INDEX", "NCCL_IB_TIMEOUT",
    "NCCL_IB_QPS_PER_CONNECTION", "NCCL_IB_DISABLE", "NCCL_P2P_DISABLE", "NCCL_NET_GDR_LEVEL", "NCCL_ALGO",
    "NCCL_PROTO", "NCCL_NVLS_ENABLE", "NCCL_CROSS_NIC", "TORCH_NCCL_BLOCKING_WAIT", "TORCH_NCCL_ASYNC_ERROR_HANDLING",
)
"""Names the engine listens for, longest first where one is a prefix of another."""


def _var_pattern(name: str) -> re.Pattern[str]:
    body = _SEP.join(_VAR_PARTS[part] for part in name.split("_"))
    return re.compile(rf"(?<![A-Za-z0-9_]){body}(?![A-Za-z0-9])", re.IGNORECASE)


_CORRECTIONS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\bnickel\b(?=\s+(?:debug|all|test|timeout|error|hang|ring|tree|version|collective|watchdog))",
                re.IGNORECASE), "NCCL"),
    *[(_var_pattern(name), name) for name in ENV_VARS],
    # "NCCL_DEBUG equals info" → "NCCL_DEBUG=INFO": a spoken '=' after a variable name.
    (re.compile(r"\b((?:NCCL|TORCH)_[A-Z0-9_]+)\s*(?:equals?|equal to|=)\s*(info|warn|trace|version|\d+)\b",
                re.IGNORECASE), lambda m: f"{m.group(1)}={m.group(2).upper()}"),  # type: ignore[list-item]
    (re.compile(r"\bD[\s-]?mess(?:age|ages)?\b", re.IGNORECASE), "dmesg"),
    (re.compile(r"\bRoCEE\b"), "RoCE"),
    (re.compile(r"\b(?:0|zero|zeroth)\s+stage\b", re.IGNORECASE), "ZeRO stage"),
    (re.compile(r"\b(?:re-?cue|re-queue)(d|s)?\b", re.IGNORECASE), r"requeue\1"),
    (re.compile(r"\bmeantime between failures\b", re.IGNORECASE), "mean time between failures"),
    (re.compile(r"\bX[\s.-]?I[\s.-]?D\b(?=\s*\d)", re.IGNORECASE), "Xid"),
    (re.compile(r"\bF[\s.-]S[\s.-]D[\s.-]P\b", re.IGNORECASE), "FSDP"),
]

# Written form → what a text-to-speech engine should read, so the interviewer says "nickel", not "n-kl".
_SPOKEN = [
    (r"\bNCCL_DEBUG=INFO\b", "nickel debug equals info"),
    (r"\bNCCL_DEBUG\b", "nickel debug"),
    (r"\bNCCL\b", "nickel"),
    (r"\bFSDP\b", "F S D P"),
    (r"\bXids?\b", "X I D"),
    (r"\bNVLink\b", "N V link"),
    (r"\bInfiniBand\b", "infini band"),
    (r"\bZeRO\b", "zero"),
    (r"\ball-reduce\b", "all reduce"),
    (r"\ball-gather\b", "all gather"),
    (r"\breduce-scatter\b", "reduce scatter"),
    (r"\bdmesg\b", "D message"),
    (r"\bnvidia-smi\b", "nvidia S M I"),
    (r"\bMFU\b", "M F U"),
    (r"\bHBM\b", "H B M"),
]
_SPOKEN_RE = [(re.compile(a), b) for a, b in _SPOKEN]


def speakable(text: str) -> str:
    """``text`` with domain terms spelled the way they are said aloud."""
    for pattern, spoken in _SPOKEN_RE:
        text = pattern.sub(spoken, text)
    return text
