"""Parsing and printing the quantities the calculators take: counts, bytes, seconds, bandwidth.

Byte units are decimal (1 GB = 1e9 B, as storage and network vendors and the ZeRO paper's
"1.12 TB" use them); binary units (GiB) are accepted on input.
"""

from __future__ import annotations

import re

_COUNT = {"": 1.0, "k": 1e3, "K": 1e3, "m": 1e6, "M": 1e6, "b": 1e9, "B": 1e9, "g": 1e9, "G": 1e9,
          "t": 1e12, "T": 1e12}
BYTES = {"b": 1.0, "byte": 1.0, "bytes": 1.0, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15,
         "kib": 2.0**10, "mib": 2.0**20, "gib": 2.0**30, "tib": 2.0**40, "pib": 2.0**50}
SECONDS = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0, "sec": 1.0, "secs": 1.0, "second": 1.0,
           "seconds": 1.0, "min": 60.0, "mins": 60.0, "minute": 60.0, "minutes": 60.0, "h": 3600.0, "hr": 3600.0,
           "hrs": 3600.0, "hour": 3600.0, "hours": 3600.0, "d": 86400.0, "day": 86400.0, "days": 86400.0}
_NUM = r"([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)"


class UnitError(ValueError):
    """A value that could not be read as the quantity asked for."""


def parse_count(text: str | float | int) -> float:
    """'70e9', '70B', '1.5T', '16k', 1024 → a plain number."""
    if isinstance(text, (int, float)):
        return float(text)
    m = re.fullmatch(_NUM + r"\s*([kKmMbBgGtT]?)", text.strip().replace(",", "").replace("_", ""))
    if not m:
        raise UnitError(f"not a number: {text!r} (try 70e9 or 70B)")
    return float(m.group(1)) * _COUNT[m.group(2)]


def parse_bytes(text: str | float | int) -> float:
    """'1.2TB', '80 GiB', '4096' (bytes) → bytes."""
    if isinstance(text, (int, float)):
        return float(text)
    m = re.fullmatch(_NUM + r"\s*([a-zA-Z]*)", text.strip().replace(",", ""))
    if not m or m.group(2).lower() not in BYTES | {"": 1.0}:
        raise UnitError(f"not a size: {text!r} (try 1.2TB or 80GiB)")
    return float(m.group(1)) * BYTES.get(m.group(2).lower(), 1.0)


def parse_seconds(text: str | float | int) -> float:
    """'5us', '30 min', '2.5h', '10' (seconds) → seconds."""
    if isinstance(text, (int, float)):
        return float(text)
    m = re.fullmatch(_NUM + r"\s*([a-zA-Zµ]*)", text.strip())
    if not m or (m.group(2) and m.group(2).lower() not in SECONDS):
        raise UnitError(f"not a duration: {text!r} (try 5us, 30s, 2h)")
    return float(m.group(1)) * SECONDS.get(m.group(2).lower(), 1.0)


def parse_bandwidth(text: str | float | int) -> float:
    """'100GB/s', '400 Gb/s' (bits), '25e9' (bytes/s) → bytes per second."""
    if isinstance(text, (int, float)):
        return float(text)
    s = text.strip().replace(" ", "")
    m = re.fullmatch(_NUM + r"([kKmMgGtT])(B|b|bit|bits)(?:/s|ps)", s)
    if m:
        value = float(m.group(1)) * _COUNT[m.group(2)]
        return value / 8 if m.group(3) != "B" else value
    try:
        return float(s.removesuffix("/s").removesuffix("B"))
    except ValueError:
        raise UnitError(f"not a bandwidth: {text!r} (try 100GB/s or 400Gb/s)") from None


def fmt_bytes(n: float) -> str:
    for unit, size in (("PB", 1e15), ("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("KB", 1e3)):
        if abs(n) >= size:
            return f"{n / size:.3g} {unit}"
    return f"{n:.0f} B"


def fmt_seconds(s: float) -> str:
    if s >= 86400 * 2:
        return f"{s / 86400:.3g} days"
    if s >= 3600:
        return f"{s / 3600:.3g} h"
    if s >= 60:
        return f"{s / 60:.3g} min"
    if s >= 1:
        return f"{s:.3g} s"
    if s >= 1e-3:
        return f"{s * 1e3:.3g} ms"
    return f"{s * 1e6:.3g} µs"


def fmt_count(n: float) -> str:
    for unit, size in (("T", 1e12), ("B", 1e9), ("M", 1e6), ("k", 1e3)):
        if abs(n) >= size:
            return f"{n / size:.3g}{unit}"
    return f"{n:.3g}"
