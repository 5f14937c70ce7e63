"""Transcript model and JSONL store."""

from .decisions import AskCandidate, CheckNumbers, DecidedStep, EndStage, NextTopic, RevealArtifact, RunCode
from .events import (
    SCHEMA_VERSION,
    Assessment,
    Decision,
    DetectedDimension,
    DimensionDetection,
    End,
    Event,
    EventAdapter,
    Header,
    HeaderOptions,
    ImportSource,
    ModelCall,
    Note,
    SignalEvidence,
    StageEvent,
    ToolEvent,
    TopicEvent,
    Turn,
)
from .store import Transcript, TranscriptError, TranscriptWriter, read_transcript
from .tool_events import (
    ArtifactsRevealed,
    CheckerReport,
    CodeRan,
    DesignFacts,
    NumberCheck,
    NumbersChecked,
    RequestMatched,
)

__all__ = [
    "SCHEMA_VERSION", "ArtifactsRevealed", "AskCandidate", "Assessment", "CheckNumbers", "CheckerReport", "CodeRan",
    "DecidedStep", "Decision", "DesignFacts", "DetectedDimension", "DimensionDetection", "End", "EndStage", "Event", "EventAdapter",
    "Header", "HeaderOptions", "ImportSource", "ModelCall", "NextTopic", "Note", "NumberCheck", "NumbersChecked",
    "RequestMatched", "RevealArtifact", "RunCode", "SignalEvidence", "StageEvent", "ToolEvent", "TopicEvent",
    "Transcript", "TranscriptError", "TranscriptWriter", "read_transcript",
]
