"""Transcript model and JSONL store."""

from .events import (
    SCHEMA_VERSION,
    Assessment,
    Decision,
    End,
    Event,
    EventAdapter,
    Header,
    ModelCall,
    Note,
    SignalEvidence,
    StageEvent,
    ToolEvent,
    TopicEvent,
    Turn,
)
from .store import Transcript, TranscriptError, TranscriptWriter, read_transcript

__all__ = [
    "SCHEMA_VERSION", "Assessment", "Decision", "End", "Event", "EventAdapter", "Header", "ModelCall", "Note",
    "SignalEvidence", "StageEvent", "ToolEvent", "TopicEvent", "Transcript", "TranscriptError",
    "TranscriptWriter", "read_transcript",
]
