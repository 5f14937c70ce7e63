"""The score result file: what `interviewer score` writes, `interviewer report` reads and the history keeps.

Plain data, below both scoring (which writes it) and history (which stores it).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

RESULT_SCHEMA_VERSION = 1


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Evidence(_M):
    turn: int
    """``seq`` of the candidate turn quoted."""
    quote: str
    """Verbatim words from that turn (verified before the score is kept)."""


class LevelEstimate(_M):
    """How sure an offline estimate of a level is: a range, and what it rests on."""

    kind: Literal["level-estimate"] = "level-estimate"
    low: int = Field(ge=1, le=4)
    """Lowest level the evidence allows."""
    high: int = Field(ge=1, le=4)
    """Highest level the evidence allows."""
    answers: int = 0
    """Candidate answers on the dimension that were read."""
    basis: str = ""
    """Why the range is as wide as it is, e.g. 'few answers', '6 answers'."""

    @property
    def text(self) -> str:
        """'level 2–3 (few answers)' or 'level 3 (6 answers)'."""
        levels = f"level {self.low}" if self.low == self.high else f"level {self.low}–{self.high}"
        return f"{levels} ({self.basis})" if self.basis else levels
class CheckerEvidence(_M):
    """A checker run used as evidence: what the sandboxed checker measured, not what the candidate said."""

    kind: Literal["checker"] = "checker"
    turn: int
    """``seq`` of the candidate turn that held the code."""
    run: int
    """Which run of the task it was (1 = the first)."""
    task_id: str
    """The coding task checked."""
    status: str
    """The checker's status: pass, fail, timeout, memory, crash, deadlock or error."""
    cases_passed: int = 0
    """Cases the code got right."""
    cases_total: int = 0
    """Cases the checker ran."""
    bytes_ratio: float | None = None
    """Worst bytes sent per rank against the optimum (1.00 = optimal), when the task measures it."""
    deadlock: bool = False
    """True when the checker found ranks waiting on each other forever (or mismatched collectives)."""
    signals: list[str] = Field(default_factory=list)
    """The dimension's signals a passing run shows (the task's ``checker_evidence``)."""
    effect: Literal["floor", "cap", "none"] = "none"
    """What it did to the score: raised it to the level the code shows, capped it, or neither."""
    line: str = ""
    """The evidence as reports quote it, e.g. 'checker: 45/45 cases, 1.00x optimal bytes, run 3'."""


class DimensionScore(_M):
    dimension: str
    """Rubric dimension id."""
    dimension_version: str = ""
    """Version of that rubric dimension."""
    score: int | None
    """1–4, or None when unscored / not assessed (never 0)."""
    level_label: str = ""
    """The level's label, e.g. 'Deep'."""
    status: Literal["scored", "unscored", "not_assessed"] = "scored"
    """unscored: the judge failed or its evidence did not verify; not_assessed: too little evidence in the transcript."""
    reason: str = ""
    """Why unscored or not assessed."""
    evidence: list[Evidence] = Field(default_factory=list)
    """Verified quotes backing the score."""
    rationale: str = ""
    """The judge's reasoning, in a few sentences."""
    red_flags: list[str] = Field(default_factory=list)
    """Red-flag ids the judge or lexical pass found."""
    samples: list[int | None] = Field(default_factory=list)
    """Each sample's score when --samples > 1."""
    agreement: float | None = None
    """Share of samples within one level of the median."""
    flagged: bool = False
    """True when samples disagree enough to need a human look."""
    method: Literal["llm", "offline-estimate"] = "llm"
    """llm judge, or the lexical offline estimate."""
    estimate: LevelEstimate | None = None
    """Offline estimates only: the level as a range with what it rests on (``score`` is its point value)."""
    wrong_numbers: list[str] = Field(default_factory=list)
    """Offline estimates only: the candidate's words stating a number the calculators disagree with
    (each counted against the dimension)."""
    checker: list[CheckerEvidence] = Field(default_factory=list)
    """Checker runs that bear on this dimension: the primary evidence for implementation signals."""


class WithheldTurn(_M):
    """A candidate turn kept from the judge because it addressed the grader."""

    kind: Literal["withheld-turn"] = "withheld-turn"
    turn: int
    """``seq`` of the candidate turn withheld."""
    categories: list[str] = Field(default_factory=list)
    """What the patterns recognised in it: verdict, third-person, role, instructions, delimiters, ..."""
    found_by: list[Literal["patterns", "adjacent", "classifier"]] = Field(default_factory=list)
    """Which screen flagged it: the patterns on the turn, the patterns across it and a neighbour, the classifier."""
    note: str = ""
    """e.g. 'split across turns 13 and 19'."""

    @property
    def line(self) -> str:
        """The redaction as the judge and the report show it."""
        return f"[turn {self.turn} withheld: addressed the grader]"


class RollUp(_M):
    weighted_score: float | None
    """Weighted mean of scored dimensions (1–4); None when nothing was scored, and for offline estimates."""
    recommendation: Literal["strong no hire", "no hire", "lean no hire", "lean hire", "hire", "strong hire",
                            "insufficient evidence"] | None
    """The judge's roll-up mapped to a call; None for an offline estimate, which never makes one."""
    level_band: str | None
    """e.g. 'senior', 'mid', 'below bar'; None for an offline estimate."""
    method: Literal["judge", "offline-estimate"] = "judge"
    """judge: rolled up from a judge model's scores; offline-estimate: the concept matcher's, with no verdict."""
    rule: str
    """The rule that produced the recommendation, in words, printed in reports."""
    dimensions_scored: int = 0
    dimensions_total: int = 0


class JudgeUsage(_M):
    """What the judge calls for one result cost."""

    requests: int = 0
    """Model calls made (cached dimensions make none)."""
    input_tokens: int = 0
    """Prompt tokens sent."""
    output_tokens: int = 0
    """Tokens generated."""
    cached_tokens: int = 0
    """Prompt tokens the provider served from its cache (part of input_tokens)."""
    cost_usd: float | None = None
    """Estimated cost, when the model's price is known."""


class ImportedFrom(_M):
    """The other tool's file a transcript was imported from on the fly (nothing stored): enough for `report`
    to import it again, the same way, and to tell whether that gives the turns that were scored."""

    kind: Literal["imported-from"] = "imported-from"
    file: str
    """The source file (WebVTT, SRT, text or chat JSON), absolute."""
    sha256: str
    """Hash of its bytes when it was scored."""
    format: Literal["vtt", "srt", "text", "chat-json"]
    """The format it was read as."""
    candidate: list[str] = Field(default_factory=list)
    """Speaker names taken as the candidate."""
    interviewers: list[str] = Field(default_factory=list)
    """Speaker names taken as interviewers."""
    candidate_rule: str = ""
    """How the candidate was chosen, in words (shown in the report)."""
    dimensions_rule: str = ""
    """How the dimensions were chosen, in words (shown in the report)."""
    turns_sha256: str
    """Hash of the imported turns (``Transcript.turns_sha256``): a quote's turn number points into these."""


class ScoreResult(_M):
    schema_version: int = RESULT_SCHEMA_VERSION
    kind: Literal["score-result"] = "score-result"
    session_id: str
    """The transcript's session id."""
    transcript_path: str = ""
    transcript_sha256: str = ""
    """Hash of the transcript bytes scored."""
    imported_from: ImportedFrom | None = None
    """For a file imported on the fly (no transcript stored): where it came from."""
    candidate: str = ""
    loop_id: str | None = None
    model: str
    """Judge model (``provider:model`` or ``offline``)."""
    prompt_version: str = ""
    """Version of the judge prompt; part of the cache key."""
    scored_at: datetime
    dimensions: list[DimensionScore]
    rollup: RollUp
    usage: JudgeUsage = Field(default_factory=JudgeUsage)
    """Token and cost totals of the judge calls."""
    withheld: list[WithheldTurn] = Field(default_factory=list)
    """Candidate turns withheld from the judge (and from evidence) because they addressed the grader."""
    screen: str = ""
    """How candidate turns were screened for text addressed to the grader, e.g. 'patterns'."""
