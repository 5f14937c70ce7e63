"""What `interviewer report` was given: a score result (JSON / JSONL) or a transcript."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from pydantic import ValidationError

from ...results import ScoreResult
from ...transcript import Transcript, TranscriptError, read_transcript

MAX_RESULT_BYTES = 50_000_000


class ReportInputError(Exception):
    """The file is neither a readable score result nor a transcript; ``str()`` is ``file: what is wrong``."""

    def __init__(self, path: Path | str, message: str, line: int | None = None):
        self.path, self.message, self.line = Path(path), message, line
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err.get("loc", ())) or "(top level)"
    return f"{loc}: {err['msg']}"


def _parse_result(path: Path, data: object, where: str = "") -> ScoreResult:
    try:
        return ScoreResult.model_validate(data)
    except ValidationError as exc:
        raise ReportInputError(path, f"{where}bad score result: {_first_error(exc)}") from None


def read_report_input(path: str | Path) -> ScoreResult | Transcript:
    """A ScoreResult when the file holds exactly one; a Transcript when it is a transcript; else ReportInputError.

    Accepted result shapes: one JSON object, a JSON list of one, or JSONL with one result line.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ReportInputError(path, "no such file") from None
    except IsADirectoryError:
        raise ReportInputError(path, "is a folder; pass one score result or transcript file") from None
    except OSError as exc:
        raise ReportInputError(path, f"cannot read: {exc.strerror or exc}") from None
    if not raw.strip():
        raise ReportInputError(path, "the file is empty")
    if len(raw) > MAX_RESULT_BYTES:
        raise ReportInputError(path, f"larger than {MAX_RESULT_BYTES // 1_000_000} MB; not a score result")
    first = raw.lstrip().split(b"\n", 1)[0]
    first_obj = _loads(first)
    if isinstance(first_obj, dict) and first_obj.get("type") == "header":
        try:
            return read_transcript(path)
        except TranscriptError as exc:
            raise ReportInputError(path, exc.message, exc.line) from None
    whole = _loads(raw)
    if isinstance(whole, dict):
        return _one_result(path, [whole])
    if isinstance(whole, list):
        return _one_result(path, whole)
    if whole is _BAD and isinstance(first_obj, dict):
        lines = [ln for ln in raw.split(b"\n") if ln.strip()]
        items = []
        for number, line in enumerate(lines, 1):
            obj = _loads(line)
            if obj is _BAD:
                raise ReportInputError(path, f"line {number} is not valid JSON")
            items.append(obj)
        return _one_result(path, items)
    if whole is _BAD:
        return _bad_json(path, raw)
    raise ReportInputError(path, "not a score result or a transcript (expected a JSON object)")


_BAD = object()


def _loads(data: bytes) -> object:
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return _BAD


def _bad_json(path: Path, raw: bytes) -> ScoreResult:
    try:
        json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ReportInputError(path, "not valid UTF-8; not a score result or a transcript") from None
    except RecursionError:
        raise ReportInputError(path, "JSON nested too deeply") from None
    except ValueError as exc:
        msg = getattr(exc, "msg", str(exc))
        where = f" at line {exc.lineno} column {exc.colno}" if hasattr(exc, "lineno") else ""
        raise ReportInputError(path, f"not valid JSON ({msg}{where})") from None
    raise ReportInputError(path, "not a score result or a transcript")  # pragma: no cover


def _one_result(path: Path, items: list[object]) -> ScoreResult:
    if not items:
        raise ReportInputError(path, "holds no score result")
    for index, item in enumerate(items):
        if not isinstance(item, dict) or item.get("kind") != "score-result":
            kind = item.get("kind") if isinstance(item, dict) else type(item).__name__
            where = f"item {index + 1}: " if len(items) > 1 else ""
            raise ReportInputError(path, f"{where}not a score result (kind is {kind!r}, expected 'score-result')")
    if len(items) > 1:
        sessions = ", ".join(str(i.get("session_id")) for i in items[:5])  # type: ignore[union-attr]
        raise ReportInputError(path, f"holds {len(items)} score results ({sessions}…); pass a file with one")
    return _parse_result(path, items[0])


def find_transcript(result: ScoreResult, result_path: Path) -> tuple[Transcript | None, str]:
    """The transcript a result was scored from, if it is still where the result says and unchanged.

    Returns (transcript or None, why not) so the caller can say why quotes are not linked.
    """
    if not result.transcript_path:
        return None, ""
    candidates = [Path(result.transcript_path)]
    if not candidates[0].is_absolute():
        candidates.append(result_path.parent / result.transcript_path)
    for candidate in candidates:
        if not candidate.is_file():
            continue
        if result.transcript_sha256:
            try:
                digest = hashlib.sha256(candidate.read_bytes()).hexdigest()
            except OSError:
                continue
            if digest != result.transcript_sha256:
                return None, f"{candidate}: transcript changed since it was scored; not included"
        try:
            return read_transcript(candidate), ""
        except TranscriptError as exc:
            return None, f"{exc}; transcript not included"
    return None, f"{result.transcript_path}: transcript not found; quotes are not linked"
