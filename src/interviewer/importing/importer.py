"""Importing one file: read it, decide who is who and what to score, build an ordinary transcript."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from ..content.library import Library
from ..transcript.events import DetectedDimension, DimensionDetection, Header, HeaderOptions, ImportSource, Turn
from ..transcript.store import Transcript, TranscriptWriter
from .cues import FORMATS, Format, Parsed
from .decode import decode
from .detect import detect_dimensions
from .errors import ImportFileError
from .redact import RedactionMap, Redactor, write_mapping
from .sniff import MAX_BYTES, sniff_format
from .speakers import Guess, SpeakerStat, guess_candidate, match_names, merge, speaker_stats


Confirm = Callable[[Path, Guess, dict[str, SpeakerStat]], str]
"""Asks a person who the candidate is; returns a speaker key (raises ImportFileError to stop)."""


@dataclass
class ImportOptions:
    """What the user said about a file: its format, who is who, and what to score."""

    format: str = "auto"
    candidate: list[str] = field(default_factory=list)
    """Names of the candidate (several when they were renamed mid-call)."""
    interviewers: list[str] = field(default_factory=list)
    """Names of the interviewers (default: every other named speaker)."""
    loop: str | None = None
    rubrics: list[str] = field(default_factory=list)
    redact: bool = False
    confirm: Confirm | None = None
    """Set in a terminal: confirms or corrects the rule's choice of candidate."""


@dataclass
class Imported:
    """One imported file."""

    transcript: Transcript
    dimensions: list[str]
    """Dimensions to score, in order (empty: none detected)."""
    notes: list[str] = field(default_factory=list)
    """Lines worth printing: the candidate rule, detected dimensions, what was left out."""
    mapping: RedactionMap | None = None
    path: Path | None = None
    """The file it was imported from."""


def read_source(path: Path, fmt: str = "auto") -> Parsed:
    """Read and parse a source file into cues; ImportFileError (one line) when it cannot be."""
    from .chat import parse_chat
    from .srt import parse_srt
    from .text import parse_text
    from .vtt import parse_vtt

    if fmt != "auto" and fmt not in FORMATS:
        raise ImportFileError(path, f"unknown format {fmt!r} (known: auto, {', '.join(FORMATS)})")
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ImportFileError(path, f"larger than {MAX_BYTES // 1_000_000} MB; not a transcript")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ImportFileError(path, "no such file") from None
    except IsADirectoryError:
        raise ImportFileError(path, "is a folder; pass the transcript files in it") from None
    except OSError as exc:
        raise ImportFileError(path, f"cannot read: {exc.strerror or exc}") from None
    if not raw.strip():
        raise ImportFileError(path, "the file is empty")
    text, encoding = decode(raw, path)
    chosen: Format = sniff_format(text, path) if fmt == "auto" else fmt  # type: ignore[assignment]
    notes: list[str] = []
    if chosen == "vtt":
        cues = parse_vtt(text, path)
    elif chosen == "srt":
        cues = parse_srt(text, path)
    elif chosen == "chat-json":
        cues, notes = parse_chat(text, path)
    else:
        cues = parse_text(text, path)
    if not any(c.text.strip() for c in cues):
        raise ImportFileError(path, f"holds no {chosen} cues with text")
    return Parsed(format=chosen, cues=cues, encoding=encoding, sha256=hashlib.sha256(raw).hexdigest(), notes=notes)


def _names_text(stats: dict[str, SpeakerStat]) -> str:
    return ", ".join(s.name for s in stats.values()) or "none"


def _choose_candidate(path: Path, stats: dict[str, SpeakerStat], options: ImportOptions) -> tuple[list[str], str]:
    if not stats:
        raise ImportFileError(path, "names no speakers (no 'Name:' prefixes, <v Name> voice tags or chat roles), so "
                              "the candidate's words cannot be told from the interviewer's; add speaker labels")
    if options.candidate:
        keys, missing = match_names(options.candidate, stats)
        if missing:
            raise ImportFileError(path, f"no speaker named {missing[0]!r} (speakers: {_names_text(stats)}); "
                                  "pass --candidate with one of those names")
        return keys, "--candidate " + ", ".join(stats[k].name for k in keys)
    guess = guess_candidate(stats)
    if options.confirm is not None:
        key = options.confirm(path, guess, stats)
        if key != guess.key:
            return [key], f"chosen at the prompt: {stats[key].name} (the rule said: {guess.rule})"
        return [key], guess.rule + " (confirmed at the prompt)"
    if guess.ambiguous or guess.key is None:
        raise ImportFileError(path, f"cannot tell who the candidate is: {guess.why}; pass --candidate NAME "
                              f"(speakers: {_names_text(stats)})")
    return [guess.key], guess.rule


def _loop_dimensions(library: Library, loop_id: str, path: Path) -> tuple[list[str], list[str], list[str]]:
    """(dimensions, stage ids, persona ids) of a loop, dimensions in stage order."""
    loop = library.loops.get(loop_id)
    if loop is None:
        raise ImportFileError(path, f"unknown loop {loop_id!r} (known: {', '.join(sorted(library.loops)) or 'none'})")
    dims: list[str] = []
    for stage in loop.stages:
        persona = library.personas.get(stage.persona)
        wanted = set(stage.topics or [])
        for topic in persona.topics if persona else []:
            if not wanted or topic.id in wanted:
                dims.append(topic.dimension)
        for scenario in stage.scenario_pool():  # every scenario the stage may draw
            if scenario in library.scenarios:
                dims += library.scenarios[scenario].dimensions
        for task in stage.task_pool():
            if task in library.tasks:
                dims += library.tasks[task].dimensions
    return list(dict.fromkeys(dims)), [s.id for s in loop.stages], [s.persona for s in loop.stages]


_GENERIC = {"speaker", "guest", "user", "assistant", "interviewer", "candidate", "host", "unknown"}


def _redactor(stats: dict[str, SpeakerStat], roles: dict[str, str]) -> tuple[Redactor, dict[str, str]]:
    """A redactor for these speakers, and speaker key → placeholder."""
    placeholders: dict[str, str] = {}
    counts = {"interviewer": 0, "other": 0}
    for key, role in roles.items():
        if role == "candidate":
            placeholders[key] = "Candidate"
        else:
            counts[role] += 1
            placeholders[key] = f"{'Interviewer' if role == 'interviewer' else 'Speaker'} {counts[role]}"
    speakers: dict[str, str] = {}
    first: dict[str, str] = {}
    for key, stat in stats.items():
        if key in _GENERIC:
            continue  # chat roles ("user", "assistant") are not names
        for name in stat.names:
            speakers[name] = placeholders[key]
            token = name.split()[0] if name.split() else ""
            if len(token) >= 3 and token.isalpha() and token[0].isupper() and token.casefold() not in _GENERIC:
                first.setdefault(token, placeholders[key])
    return Redactor(speakers, first), placeholders


def _when(path: Path) -> datetime:
    # A fixed time (the source's mtime), so the same file imports to the same bytes: the
    # scoring cache keys on them.
    try:
        return datetime.fromtimestamp(int(path.stat().st_mtime), tz=timezone.utc)
    except OSError:
        return datetime(1970, 1, 1, tzinfo=timezone.utc)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "import"


def _roles(path: Path, stats: dict[str, SpeakerStat], candidate_keys: list[str],
           options: ImportOptions) -> dict[str, str]:
    """Speaker key → candidate, interviewer (``--interviewer``, else every other named speaker) or other."""
    if options.interviewers:
        keys, missing = match_names(options.interviewers, stats)
        if missing:
            raise ImportFileError(path, f"no speaker named {missing[0]!r} (speakers: {_names_text(stats)}); "
                                  "check --interviewer")
        interviewers = set(keys)
    else:
        interviewers = set(stats) - set(candidate_keys)
    return {key: "candidate" if key in candidate_keys else "interviewer" if key in interviewers else "other"
            for key in stats}


def _dimensions(path: Path, library: Library, options: ImportOptions,
                detected: list[DetectedDimension]) -> tuple[list[str], str, list[str], list[str]]:
    """(dimensions to score, the rule in words, stage ids, persona ids) from --rubric, --loop or detection."""
    if options.rubrics:
        dimensions = list(dict.fromkeys(options.rubrics))
        return dimensions, "--rubric " + ", ".join(dimensions), [], []
    if options.loop:
        dimensions, stage_ids, persona_ids = _loop_dimensions(library, options.loop, path)
        return dimensions, f"--loop {options.loop}: its {len(dimensions)} dimensions", stage_ids, persona_ids
    return [d.dimension for d in detected], detection_rule(detected, DimensionDetection()), [], []


def detection_rule(detected: list[DetectedDimension], detection: DimensionDetection) -> str:
    """How detected dimensions were chosen, in words (printed, and shown in reports)."""
    names = ", ".join(d.dimension for d in detected) or "none"
    if detection.detector == "model":
        return f"chosen by the classifier {detection.model} from the conversation: {names}"
    if detection.fallback:
        return (f"detected offline from the candidate's turns (the classifier {detection.model} failed: "
                f"{detection.fallback}): {names}")
    return f"detected offline from the candidate's turns: {names}"


def import_file(path: Path | str, library: Library, options: ImportOptions | None = None) -> Imported:
    """Read ``path`` and build an ordinary transcript (in memory; ``store`` writes it)."""
    path = Path(path)
    options = options or ImportOptions()
    parsed = read_source(path, options.format)
    keep_lines = parsed.format in ("chat-json", "text")
    utterances = merge(parsed.cues, keep_lines=keep_lines)
    stats = speaker_stats(utterances, parsed.cues)
    candidate_keys, candidate_rule = _choose_candidate(path, stats, options)
    roles = _roles(path, stats, candidate_keys, options)
    interviewer_keys = {k for k, r in roles.items() if r == "interviewer"}

    redactor, placeholders = _redactor(stats, roles) if options.redact else (None, {})
    fingerprint = hashlib.sha256(json.dumps([parsed.sha256, sorted(candidate_keys), sorted(interviewer_keys),
                                             options.loop, options.rubrics, options.redact]).encode()).hexdigest()
    session_id = (f"import-{fingerprint[:12]}" if options.redact else f"{_slug(path.stem)}-{fingerprint[:8]}")
    when = _when(path)

    def shown(key: str) -> str:
        return placeholders.get(key) or stats[key].name

    turns: list[Turn] = []
    for seq, utt in enumerate(utterances, start=1):
        role = roles.get(utt.key, "other") if utt.key else "other"
        text = redactor.text(utt.text) if redactor else utt.text
        speaker = shown(utt.key) if utt.key else ""
        turns.append(Turn(seq=seq, at=when, role=role, text=text, speaker=speaker,  # type: ignore[arg-type]
                          offset_s=utt.start, source="import"))

    # Without --loop/--rubric the import must look at every dimension to choose; with them,
    # each dimension is checked when it is scored (a three-hour file imports in well under a second).
    chosen = bool(options.rubrics or options.loop)
    if chosen:
        detected = []
    else:
        from ..content.concepts import lexicon_of

        detected = detect_dimensions(turns, library.rubrics, lexicon=lexicon_of(library))
    dimensions, dimensions_rule, stage_ids, persona_ids = _dimensions(path, library, options, detected)
    candidate_names = [shown(k) for k in candidate_keys]
    source = ImportSource(
        file="(redacted)" if options.redact else str(path), format=parsed.format, sha256=parsed.sha256,
        encoding=parsed.encoding, candidate=list(dict.fromkeys(candidate_names)),
        interviewers=list(dict.fromkeys(shown(k) for k, r in roles.items() if r == "interviewer")),
        others=list(dict.fromkeys(shown(k) for k, r in roles.items() if r == "other")),
        candidate_rule=redactor.text(candidate_rule) if redactor else candidate_rule,
        dimensions_rule=dimensions_rule, detected=detected, detected_over=[] if chosen else sorted(library.rubrics),
        redacted=options.redact)
    versions = {f"rubric:{d}": library.rubrics[d].version for d in dimensions if d in library.rubrics}
    if options.loop and options.loop in library.loops:
        versions = {f"loop:{options.loop}": library.loops[options.loop].version, **versions}
    header = Header(seq=0, at=when, session_id=session_id, loop_id=options.loop, stage_ids=stage_ids,
                    persona_ids=persona_ids, started_at=when, content_versions=versions,
                    options=HeaderOptions(candidate=candidate_names[0] if candidate_names else ""),
                    imported=True, source=source)
    transcript = Transcript(path=None, header=header, events=list(turns))

    notes = [f"{parsed.format}, {parsed.encoding}: {len(parsed.cues):,} cues → {len(turns):,} turns",
             f"candidate: {', '.join(candidate_names)} ({source.candidate_rule})",
             f"dimensions: {dimensions_rule}"] + parsed.notes
    others = sum(1 for t in turns if t.role == "other")
    if others:
        notes.append(f"{others} turn{'s' if others != 1 else ''} from no named speaker or from neither side kept as 'other' (never evidence)")
    mapping = redactor.mapping(session_id, path) if redactor else None
    return Imported(transcript=transcript, dimensions=dimensions, notes=notes, mapping=mapping, path=path)


def store(imported: Imported, out_dir: Path) -> tuple[Path, bool]:
    """Write the transcript (and the redaction mapping) under ``out_dir``; (path, written).

    The same file imported the same way has the same session id: a second import finds it
    there and writes nothing.
    """
    transcript = imported.transcript
    path = Path(out_dir) / f"{transcript.session_id}.jsonl"
    if path.exists():
        transcript.path = path
        return path, False
    writer = TranscriptWriter.create(path, transcript.header.model_copy())
    with writer, writer.batch():
        for event in transcript.events:
            writer.append(event.model_copy())
    if imported.mapping is not None:
        write_mapping(imported.mapping, path.with_suffix(".redaction.json"))
    transcript.path = path
    return path, True
