"""The scoring pipeline's own promises: transcripts stream through, and one transcript's prefix is encoded once."""

from __future__ import annotations

import json

from interviewer.llm import openai_format
from interviewer.scoring.batch import score_files
from interviewer.scoring.batch.pipeline import BatchOptions
from scoring_helpers import make_library, write_transcript


async def test_files_are_read_only_as_the_pipeline_reaches_them(tmp_path):
    library = make_library(tmp_path / "content")
    paths = [write_transcript(tmp_path / f"s{i}.jsonl", session_id=f"s{i}") for i in range(6)]
    read: list[str] = []
    seen_when_done: list[tuple[int, int]] = []

    def files():
        for path in paths:
            read.append(path.name)
            yield path

    def on_result(result) -> None:
        seen_when_done.append((len(read), len(seen_when_done) + 1))

    report = await score_files(files(), library, None, BatchOptions(use_cache=False), on_result=on_result)
    assert report.transcripts == 6 and report.results == []  # handed on, not kept
    # Offline, each transcript is scored before the next file is opened.
    assert seen_when_done == [(i, i) for i in range(1, 7)]


def test_a_request_body_is_the_json_the_sdk_would_send():
    long = "<transcript>\n" + "“quoted” \\ back\\slash \"q\" é 中文 \n" * 400 + "</transcript>"
    body = {"model": "m", "messages": [{"role": "system", "content": "short"}, {"role": "user", "content": long},
                                       {"role": "user", "content": "dimension"}],
            "max_tokens": 1200, "response_format": {"type": "json_schema", "json_schema": {"strict": True}}}
    assert json.loads(openai_format.encode_body(body)) == body
    assert json.loads(openai_format.encode_body({"messages": []})) == {"messages": []}


def test_a_long_text_sent_with_every_dimension_is_encoded_once():
    block = "the same transcript " * 1000
    first = openai_format._encoded_text(block)
    again = openai_format._encoded_text("".join(["the same transcript "] * 1000))  # equal text, another object
    assert again is first
