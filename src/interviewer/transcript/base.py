"""What every transcript line has: its position in the file and when it happened."""

from __future__ import annotations

from datetime import datetime, timezone

from pydantic import BaseModel, ConfigDict, Field


def now() -> datetime:
    return datetime.now(timezone.utc)


class EventBase(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seq: int = 0
    """Position in the file (header is 0); assigned by the store on append."""
    at: datetime = Field(default_factory=now)
    """When the event happened (UTC)."""
