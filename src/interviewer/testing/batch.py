"""A test double for a provider's batch API (``llm.batch.BatchClient``), for tests where the wire format does
not matter: each request in a batch is answered by a ``Model`` (a ``FunctionModel``, ``ScriptedModel`` or a judge
double), and every batch has ended at the first poll. A test of the HTTP shape replays a handmade cassette."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from ..llm.base import Model
from ..llm.batch import BatchClient, BatchItem, BatchStatus
from ..llm.errors import ModelError
from ..llm.messages import ModelResponse


class ModelBatch(BatchClient):
    """A batch API that answers each request with ``model`` (in submission order) when its results are read."""

    provider = "model-batch"
    max_requests = 100_000
    max_bytes = 1 << 40

    def __init__(self, model: Model):
        super().__init__(model.name)
        self.model = model
        self.batches: dict[str, list[BatchItem]] = {}
        """Every batch submitted, by id."""

    def item_size(self, item: BatchItem) -> int:
        return 1

    async def _submit_one(self, items: Sequence[BatchItem]) -> str:
        batch_id = f"batch-{len(self.batches) + 1}"
        self.batches[batch_id] = list(items)
        return batch_id

    async def _status_one(self, batch_id: str) -> BatchStatus:
        return BatchStatus(batch_id, "ended", f"ended ({len(self.batches[batch_id])} requests)")

    async def _results_one(self, batch_id: str,
                           schemas: dict[str, type[BaseModel] | None]) -> dict[str, ModelResponse | ModelError]:
        out: dict[str, ModelResponse | ModelError] = {}
        for item in self.batches[batch_id]:
            try:
                out[item.custom_id] = await self.model.request(item.messages, item.settings,
                                                               output_schema=item.output_schema)
            except ModelError as exc:
                out[item.custom_id] = exc
        return out

    async def aclose(self) -> None:
        return None
