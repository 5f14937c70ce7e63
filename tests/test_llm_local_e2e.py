"""End to end: the real embedded model (xllamacpp + SmolLM2 GGUF) through ``local:smollm2``.

Needs the GGUF: CI runs ``interviewer models pull smollm2`` before pytest. The test looks in
``INTERVIEWER_MODELS_DIR`` when set, else the default ``~/.cache/interviewer/models`` (read
before the suite isolates user paths), and fails — never skips — when the file is missing.
"""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel

from interviewer.llm import ModelSettings, UserMessage
from interviewer.llm.catalog import CATALOG
from interviewer.llm.registry import get_model
from vcr_support import _PULLED_MODELS_DIR


class Verdict(BaseModel):
    depth: Literal["weak", "partial", "strong"]
    next_step: Literal["probe", "advance"]


@pytest.mark.slow
async def test_local_smollm2_structured_output_end_to_end(monkeypatch):
    spec = CATALOG["smollm2"]
    if not (_PULLED_MODELS_DIR / spec.filename).is_file():
        pytest.fail(f"{_PULLED_MODELS_DIR / spec.filename} is missing: run `interviewer models pull smollm2` "
                    "(or set INTERVIEWER_MODELS_DIR to where it was pulled)")
    monkeypatch.setenv("INTERVIEWER_MODELS_DIR", str(_PULLED_MODELS_DIR))
    model = get_model("local:smollm2")
    try:
        response = await model.request(
            [UserMessage(text="Candidate answer: 'Use ZeRO-3 to shard parameters, gradients and optimizer "
                              "state.' Judge its depth and the next step.")],
            ModelSettings(temperature=0, max_tokens=48), output_schema=Verdict)
    finally:
        await model.aclose()
    assert isinstance(response.output, Verdict)
    assert response.model_name == "local:smollm2"
    assert response.usage.input_tokens > 0 and response.usage.output_tokens > 0
