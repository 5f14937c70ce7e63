"""Scoring: the judge (``judge``), the batch runner (``batch``) and the scorecards (``reports``)."""
