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
