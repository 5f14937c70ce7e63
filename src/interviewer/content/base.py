"""The strict base every content schema shares, and the id rules."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

Id = str
_ID_PATTERN = r"^[a-z0-9][a-z0-9._-]*$"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)
