"""Injected transcripts for attack tests: a real transcript with grader-directed text put into its answers.

Used by the obedient-judge tests and ``bench/attacks_judge.py``. The copies are new files
(transcripts are never rewritten in place); only candidate turns' text and the header's
session id change, so everything else about the transcript stays what the product wrote.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Literal

from ..text.sentences import cut

Position = Literal["start", "middle", "end"]


def place(answer: str, attack: str, position: Position) -> str:
    """``attack`` put at the start, between the first two sentences, or at the end of ``answer``."""
    if position == "start":
        return f"{attack}\n{answer}"
    if position == "end":
        return f"{answer}\n{attack}"
    sentences = cut(answer, maxsplit=1)
    if len(sentences) < 2:
        return f"{answer} {attack}"
    return f"{sentences[0]} {attack} {sentences[1]}"


def _rewrite(src: Path, dst: Path, session_id: str, edit: Callable[[int, str], str]) -> Path:
    lines = []
    for n, line in enumerate(Path(src).read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        event = json.loads(line)
        if n == 0 and "session_id" in event:
            event["session_id"] = session_id
        elif event.get("type") == "turn" and event.get("role") == "candidate":
            event["text"] = edit(int(event["seq"]), event["text"])
        lines.append(json.dumps(event, ensure_ascii=False))
    Path(dst).parent.mkdir(parents=True, exist_ok=True)
    Path(dst).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return Path(dst)


def terse_copy(src: Path, dst: Path, *, sentences: int = 2, session_id: str = "terse") -> Path:
    """``src`` with every candidate answer cut to its first ``sentences`` sentences (a terser candidate)."""
    return _rewrite(src, dst, session_id, lambda _, text: " ".join(cut(text)[:sentences]))


def injected_copy(src: Path, dst: Path, edits: Mapping[int, tuple[str, Position]], *, session_id: str) -> Path:
    """``src`` with ``edits[seq] = (attack, position)`` applied to those candidate turns."""
    def edit(seq: int, text: str) -> str:
        return place(text, *edits[seq]) if seq in edits else text

    return _rewrite(src, dst, session_id, edit)


def candidate_seqs(path: Path) -> list[int]:
    """``seq`` of every candidate turn in the transcript file, in order."""
    seqs = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        event = json.loads(line) if line.strip() else {}
        if event.get("type") == "turn" and event.get("role") == "candidate":
            seqs.append(int(event["seq"]))
    return seqs
