"""Importing again the file a score result was imported from on the fly, so `report` can link its quotes."""

from __future__ import annotations

import hashlib
from pathlib import Path

from ..content.library import Library
from ..results import ImportedFrom
from ..transcript.store import Transcript
from .errors import ImportFileError
from .importer import ImportOptions, import_file


class SourceGone(ImportFileError):
    """The source file is no longer where the result says."""


def reimport(ref: ImportedFrom, library: Library, dimensions: list[str]) -> Transcript:
    """The transcript that was scored, imported again in memory from ``ref.file`` with the same choices.

    Raises ``SourceGone`` when the file is not there, and ``ImportFileError`` (one line naming the
    file and the fix) when its bytes changed since it was scored or it no longer imports to the same
    turns: quote numbers would then point at other words.
    """
    path = Path(ref.file)
    try:
        raw = path.read_bytes()
    except OSError:
        raise SourceGone(path, "not found (the file this result was imported from); quotes are not linked") from None
    digest = hashlib.sha256(raw).hexdigest()
    again = f"score it again: interviewer score {path}" + "".join(f' --candidate "{n}"' for n in ref.candidate)
    if digest != ref.sha256:
        raise ImportFileError(path, f"changed since it was scored (sha256 {digest[:12]}, scored {ref.sha256[:12]}), "
                              f"so the quotes' turn numbers may point at other words; {again}")
    options = ImportOptions(format=ref.format, candidate=list(ref.candidate), interviewers=list(ref.interviewers),
                            rubrics=list(dimensions))
    transcript = import_file(path, library, options).transcript
    if transcript.turns_sha256() != ref.turns_sha256:
        raise ImportFileError(path, f"imports to other turns than were scored (this version reads it differently); "
                              f"{again}")
    source = transcript.header.source
    assert source is not None
    # The rules as they were when it was scored (this import named the speakers and dimensions outright).
    source = source.model_copy(update={"candidate_rule": ref.candidate_rule, "dimensions_rule": ref.dimensions_rule})
    transcript.header = transcript.header.model_copy(update={"source": source})
    return transcript
