"""The batch runner: plan → score → complete (``pipeline``), the cache, the adaptive limit, and the
backends that run the judge calls — this process (``local``), a provider's batch API, Ray workers."""

from .local import BATCH_RETRIES, judge_model, run_local, score_batch, score_files, score_stream, score_transcript
from .pipeline import BatchOptions, BatchReport, Progress, ResultsFile, discover, iter_transcripts, load_transcripts

__all__ = ["BATCH_RETRIES", "BatchOptions", "BatchReport", "Progress", "ResultsFile", "discover", "iter_transcripts",
           "judge_model", "load_transcripts", "run_local", "score_batch", "score_files", "score_stream",
           "score_transcript"]
