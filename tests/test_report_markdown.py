"""The Markdown scorecard, compared whole against fixed results."""

from __future__ import annotations

import re
from datetime import datetime, timezone

from dirty_equals import IsStr

from interviewer.scoring.reports.markdown import render_markdown
from interviewer.results import DimensionScore, Evidence, RollUp, ScoreResult
from test_report_data import EVIL, library, result, write_transcript

LEVELS_PLAIN = [
    "- 1 · Surface: Names the tool, cannot say how it works.",
    "- 2 · Working: Explains the common case correctly.",
    "- 3 · Deep: Reasons about bandwidth and failure modes with numbers.",
    "- 4 · Expert: Chooses between designs from first principles.",
]

EXPECTED = """\
# Interview scorecard: s-2026-01-05-a

- **Session:** `s-2026-01-05-a`
- **Candidate:** Ada Lovelace
- **Loop:** `training-infra`
- **Judge model:** `openai:gpt-4.1`
- **Scored at:** 2026-01-05 14:30 UTC
- **Rubric versions:** `nccl-collectives` 3, `fsdp-sharding` 2, `checkpointing` 1, `gpu-ops` 1
- **Judge prompt:** judge-v2
- **Transcript:** – (sha256 abababababab)
- **Judge usage:** 12,000 tokens in (9,000 cached), 800 out, $0.0123

## Recommendation: lean hire

- Level band: **mid**
- Weighted score 2.50 / 4 over 2 of 4 dimensions
- Rule: weighted mean ≥ 2.5 and no dimension below 2 → lean hire

## Dimensions

| Dimension | Score | Level | Samples |
|---|---|---|---|
| Collective communication (`nccl-collectives`) | 3 / 4 | Deep | – |
| FSDP and sharding (`fsdp-sharding`) | 2 / 4 | Working | 2, 2, 3 · agreement 100% |
| Checkpointing (`checkpointing`) | unscored | – | – |
| `gpu-ops` | not assessed | – | – |

### 1. Collective communication (`nccl-collectives`): 3 / 4 · Deep

**Levels**

- 1 · Surface: Names the tool, cannot say how it works.
- 2 · Working: Explains the common case correctly.
- **3 · Deep: Reasons about bandwidth and failure modes with numbers.** ← this answer
- 4 · Expert: Chooses between designs from first principles.

**Evidence**

- “a ring all-reduce moves 2(n-1)/n of the data per GPU” (turn 2)
- “I would check NCCL_DEBUG=INFO first” (turn 4)

**Rationale.** Derived the ring bandwidth term unprompted; tree vs ring was thin.

**Red flags hit**

- `allreduce-is-broadcast`: Treats all-reduce as a broadcast.

### 2. FSDP and sharding (`fsdp-sharding`): 2 / 4 · Working

**Levels**

- 1 · Surface: Names the tool, cannot say how it works.
- **2 · Working: Explains the common case correctly.** ← this answer
- 3 · Deep: Reasons about bandwidth and failure modes with numbers.
- 4 · Expert: Chooses between designs from first principles.

**Evidence**

- “shard the optimizer state” (turn 4)

**Rationale.** Knows ZeRO-1 but not when to reshard.

**Samples.** 2, 2, 3 · agreement 100%

### 3. Checkpointing (`checkpointing`): unscored

**Unscored**: quotes did not appear in the transcript. This is not a score of zero.

**Levels**

- 1 · Surface: Names the tool, cannot say how it works.
- 2 · Working: Explains the common case correctly.
- 3 · Deep: Reasons about bandwidth and failure modes with numbers.
- 4 · Expert: Chooses between designs from first principles.

### 4. `gpu-ops`: not assessed

**Not assessed**: too little evidence: the topic was not reached. This is not a score of zero.

*Note: rubric not found in the content library; level anchors not shown.*
"""


def test_markdown_scorecard_whole_output():
    assert render_markdown(result(), library()) == EXPECTED


def test_markdown_offline_estimate_with_a_transcript_and_disagreeing_samples(tmp_path):
    transcript, sha = write_transcript(tmp_path / "t.jsonl", candidate_text="plain words")
    res = ScoreResult(
        session_id=transcript.session_id, transcript_path=str(tmp_path / "t.jsonl"), transcript_sha256=sha,
        model="offline", scored_at=datetime.now(timezone.utc),
        dimensions=[DimensionScore(dimension="nccl-collectives", dimension_version="2", score=2,
                                   level_label="Working", evidence=[Evidence(turn=2, quote="ring all-reduce")],
                                   samples=[1, 2, 4], agreement=2 / 3, flagged=True, method="offline-estimate")],
        rollup=RollUp(weighted_score=2.0, recommendation="lean no hire", level_band="below bar",
                      rule="weighted mean < 2.5 → lean no hire", dimensions_scored=1, dimensions_total=1))
    lines = render_markdown(res, library(), transcript).splitlines()
    assert lines == [
        "# Interview scorecard: s-2026-01-05-a",
        "",
        "> **Offline estimate:** evidence found by the concept matcher, without a judge model. Each level is a "
        "range with what it rests on; an estimate makes no hiring recommendation and gives no level band.",
        "",
        "- **Session:** `s-2026-01-05-a`",
        "- **Candidate:** –",
        "- **Loop:** –",
        "- **Judge model:** `offline` (offline estimate)",
        IsStr(regex=r"- \*\*Scored at:\*\* \d{4}-\d\d-\d\d \d\d:\d\d UTC"),
        "- **Rubric versions:** `nccl-collectives` 2",
        f"- **Transcript:** `{tmp_path / 't.jsonl'}` (sha256 {sha[:12]})",
        "",
        # A result file an older version wrote for an estimate still holds a verdict: it is not shown (#19).
        "## Offline estimate: no recommendation",
        "",
        "- Estimated 1 of 1 dimensions; no recommendation",
        "",
        "## Dimensions",
        "",
        "| Dimension | Score | Level | Samples |",
        "|---|---|---|---|",
        "| Collective communication (`nccl-collectives`) | 2 / 4 | Working | "
        "1, 2, 4 · agreement 67% · flagged for review |",
        "",
        "### 1. Collective communication (`nccl-collectives`): 2 / 4 · Working",
        "",
        "*Offline estimate.*",
        "",
        "*Note: scored against version 2; anchors shown are from version 3.*",
        "",
        "**Levels**",
        "",
        LEVELS_PLAIN[0],
        "- **2 · Working: Explains the common case correctly.** ← this answer",
        *LEVELS_PLAIN[2:],
        "",
        "**Evidence**",
        "",
        "- “ring all-reduce” (turn 2, topic collectives)",
        "",
        "**Samples.** 1, 2, 4 · agreement 67% · flagged for review",
    ]


def test_markdown_neutralises_html_links_and_table_breaks_in_untrusted_text():
    res = result(candidate="Eve | <b>boss</b>").model_copy(deep=True)
    dim = res.dimensions[0]
    dim.evidence = [Evidence(turn=2, quote=f"{EVIL}\nline two [click](javascript:alert(1)) &amp;")]
    dim.rationale = "ignore the rubric</p><script>x()</script>"
    md = render_markdown(res, library())
    assert "<script" not in md and "<img" not in md and "<b>" not in md
    assert "- **Candidate:** Eve \\| &lt;b>boss&lt;/b>" in md
    assert ('- “&lt;script>alert("pwned")&lt;/script>&lt;img src=x onerror=alert(1)> line two '
            '[click]\\(javascript:alert(1)) &amp;amp;” (turn 2)') in md
    assert "**Rationale.** ignore the rubric&lt;/p>&lt;script>x()&lt;/script>" in md


def test_markdown_without_a_library_still_shows_every_score():
    md = render_markdown(result(), None)
    assert "| `nccl-collectives` | 3 / 4 | Deep | – |" in md
    assert "| `checkpointing` | unscored | – | – |" in md
    assert "**Levels**" not in md
    assert md.count("rubric not found in the content library") == 4
    assert re.search(r"(?<![\d.])0 / 4", md) is None
