"""Where the score result types used to live; they are in ``interviewer.results`` (history needs them too)."""

from ..results import RESULT_SCHEMA_VERSION, DimensionScore, Evidence, JudgeUsage, RollUp, ScoreResult, WithheldTurn

__all__ = ["RESULT_SCHEMA_VERSION", "DimensionScore", "Evidence", "JudgeUsage", "RollUp", "ScoreResult",
           "WithheldTurn"]
