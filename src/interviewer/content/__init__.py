"""Content schemas and loaders: loops, personas, rubrics, scenarios, coding tasks."""

from .library import Library, Source, load_file, load_library
from .models import (
    Artifact,
    CodingTask,
    Diagnosis,
    Level,
    Loop,
    Persona,
    Probe,
    RedFlag,
    RubricDimension,
    Scenario,
    Signal,
    Stage,
    Topic,
    Voice,
)
from .yamlio import ContentError

__all__ = [
    "Artifact", "CodingTask", "ContentError", "Diagnosis", "Level", "Library", "Loop", "Persona", "Probe",
    "RedFlag", "RubricDimension", "Scenario", "Signal", "Source", "Stage", "Topic", "Voice", "load_file",
    "load_library",
]
