"""Shared builders for the report, history and progress tests (no tests here).

Hand-built rubrics and results rather than shipped content: the reports must render the same
whatever the shipped rubrics say, and whole-output comparisons need fixed input.
"""

from __future__ import annotations

import hashlib
from datetime import datetime, timezone
from pathlib import Path

import yaml

from interviewer.content import Library, Level, RedFlag, RubricDimension, Signal
from interviewer.results import DimensionScore, Evidence, RollUp, ScoreResult
from interviewer.transcript import Header, TranscriptWriter, Turn, read_transcript

EVIL = '<script>alert("pwned")</script><img src=x onerror=alert(1)>'


def _rubric(rid: str, title: str, version: str, flags: list[RedFlag] | None = None) -> RubricDimension:
    return RubricDimension(
        id=rid, version=version, title=title, measures=f"How well the candidate handles {title.lower()}.",
        levels=[Level(score=1, label="Surface", anchor="Names the tool, cannot say how it works."),
                Level(score=2, label="Working", anchor="Explains the common case correctly."),
                Level(score=3, label="Deep", anchor="Reasons about bandwidth and failure modes with numbers."),
                Level(score=4, label="Expert", anchor="Chooses between designs from first principles.")],
        signals=[Signal(id="core", description="knows the core idea", evidence=["ring"])],
        red_flags=flags or [])


def write_content(folder: Path) -> Path:
    """The same rubrics as ``library()``, as YAML files a --content-dir can load."""
    (folder / "rubrics").mkdir(parents=True, exist_ok=True)
    for rubric in library().rubrics.values():
        (folder / "rubrics" / f"{rubric.id}.yaml").write_text(yaml.safe_dump(rubric.model_dump(mode="json")))
    return folder


def library() -> Library:
    lib = Library()
    for r in (_rubric("nccl-collectives", "Collective communication", "3",
                      [RedFlag(id="allreduce-is-broadcast", description="Treats all-reduce as a broadcast.")]),
              _rubric("fsdp-sharding", "FSDP and sharding", "2"),
              _rubric("checkpointing", "Checkpointing", "1")):
        lib.rubrics[r.id] = r
    return lib


def result(*, session_id: str = "s-2026-01-05-a", model: str = "openai:gpt-4.1", sha: str = "ab" * 32,
           scored_at: datetime | None = None, scores: tuple[int | None, int | None] = (3, 2),
           method: str = "llm", candidate: str = "Ada Lovelace", transcript_path: str = "") -> ScoreResult:
    """A result with a scored dimension, a sampled one, an unscored one and one not assessed."""
    dims = [
        DimensionScore(dimension="nccl-collectives", dimension_version="3", score=scores[0],
                       level_label={1: "Surface", 2: "Working", 3: "Deep", 4: "Expert"}.get(scores[0] or 0, ""),
                       status="scored" if scores[0] else "unscored",
                       reason="" if scores[0] else "evidence did not verify",
                       evidence=[Evidence(turn=2, quote="a ring all-reduce moves 2(n-1)/n of the data per GPU"),
                                 Evidence(turn=4, quote="I would check NCCL_DEBUG=INFO first")],
                       rationale="Derived the ring bandwidth term unprompted; tree vs ring was thin.",
                       red_flags=["allreduce-is-broadcast"], method=method),
        DimensionScore(dimension="fsdp-sharding", dimension_version="2", score=scores[1],
                       level_label={1: "Surface", 2: "Working", 3: "Deep", 4: "Expert"}.get(scores[1] or 0, ""),
                       status="scored" if scores[1] else "unscored",
                       reason="" if scores[1] else "judge call failed",
                       evidence=[Evidence(turn=4, quote="shard the optimizer state")],
                       rationale="Knows ZeRO-1 but not when to reshard.",
                       samples=[2, 2, 3], agreement=1.0, flagged=False, method=method),
        DimensionScore(dimension="checkpointing", dimension_version="1", score=None, status="unscored",
                       reason="quotes did not appear in the transcript", method=method),
        DimensionScore(dimension="gpu-ops", dimension_version="1", score=None, status="not_assessed",
                       reason="too little evidence: the topic was not reached", method=method),
    ]
    scored = [s for s in scores if s]
    return ScoreResult(
        session_id=session_id, transcript_path=transcript_path, transcript_sha256=sha, candidate=candidate,
        loop_id="training-infra", model=model, prompt_version="judge-v2",
        scored_at=scored_at or datetime(2026, 1, 5, 14, 30, tzinfo=timezone.utc), dimensions=dims,
        rollup=RollUp(weighted_score=sum(scored) / len(scored) if scored else None, recommendation="lean hire",
                      level_band="mid", rule="weighted mean ≥ 2.5 and no dimension below 2 → lean hire",
                      dimensions_scored=len(scored), dimensions_total=4),
        usage={"input_tokens": 12000, "output_tokens": 800, "cached_tokens": 9000, "cost_usd": 0.0123})


def write_transcript(path: Path, *, candidate_text: str = EVIL, session_id: str = "s-2026-01-05-a"):
    """A short transcript whose turns 2 and 4 hold the quotes in ``result()``; returns (Transcript, sha256)."""
    header = Header(session_id=session_id, loop_id="training-infra",
                    content_versions={"rubric:nccl-collectives": "3", "rubric:fsdp-sharding": "2"})
    with TranscriptWriter.create(path, header) as w:
        w.append(Turn(role="interviewer", text="How does a ring all-reduce scale?", stage_id="screen",
                      topic_id="collectives", act="question"))
        w.append(Turn(role="candidate", text="Well, a ring all-reduce moves 2(n-1)/n of the data per GPU.",
                      stage_id="screen", topic_id="collectives", act="answer"))
        w.append(Turn(role="interviewer", text="A job hangs at step 0. Where do you start?", stage_id="screen",
                      topic_id="collectives", act="probe"))
        w.append(Turn(role="candidate", text=f"I would check NCCL_DEBUG=INFO first. {candidate_text} "
                      "Then shard the optimizer state.", stage_id="screen", topic_id="collectives", act="answer"))
    return read_transcript(path), hashlib.sha256(path.read_bytes()).hexdigest()
