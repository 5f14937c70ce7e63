"""Which dimensions a transcript is scored on, and which candidate turns bear on each."""

from __future__ import annotations

from ...content.library import Library
from ...transcript.store import Transcript


def _topic_dimensions(transcript: Transcript, library: Library) -> dict[str, str]:
    """topic id → dimension, from the personas the session used (all personas if none named)."""
    persona_ids = transcript.header.persona_ids or list(library.personas)
    mapping: dict[str, str] = {}
    for pid in persona_ids:
        persona = library.personas.get(pid)
        for topic in persona.topics if persona else []:
            mapping.setdefault(topic.id, topic.dimension)
    return mapping


def _stage_dimensions(transcript: Transcript, library: Library) -> dict[str, list[str]]:
    """stage id → dimensions of its scenario or coding task."""
    out: dict[str, list[str]] = {}
    header = transcript.header
    drawn = {d.stage_id: d for d in header.draws}
    named = {key.partition(":")[2] for key in header.content_versions if key.startswith(("scenario:", "task:"))}
    loop = library.loops.get(header.loop_id or "")
    for stage in loop.stages if loop else []:
        dims: list[str] = []
        draw = drawn.get(stage.id)
        # The scenario/task the session drew; a transcript from before pools names it in its content versions.
        scenarios = [draw.scenario] if draw and draw.scenario else [s for s in stage.scenario_pool() if s in named]
        tasks = [draw.task] if draw and draw.task else [t for t in stage.task_pool() if t in named]
        for sid in scenarios[:1]:
            if sid in library.scenarios:
                dims += library.scenarios[sid].dimensions
        for tid in tasks[:1]:
            if tid in library.tasks:
                dims += library.tasks[tid].dimensions
        out[stage.id] = dims
    return out


def referenced_dimensions(transcript: Transcript, library: Library) -> list[str]:
    """Dimensions the session touched, in first-seen order: topics, assessments, scenarios, tasks, header."""
    seen: list[str] = []

    def add(dim: str) -> None:
        if dim and dim not in seen:
            seen.append(dim)

    topics = _topic_dimensions(transcript, library)
    stages = _stage_dimensions(transcript, library)
    for event in transcript.events:
        if event.type == "turn":
            add(topics.get(event.topic_id, ""))
            for dim in stages.get(event.stage_id, []):
                add(dim)
        elif event.type == "assessment":
            add(event.dimension)
    for key in transcript.header.content_versions:
        kind, _, item = key.partition(":")
        if kind == "rubric":
            add(item)
        elif kind == "scenario" and item in library.scenarios:
            for dim in library.scenarios[item].dimensions:
                add(dim)
        elif kind == "task" and item in library.tasks:
            for dim in library.tasks[item].dimensions:
                add(dim)
    return seen


def dimensions_for(transcript: Transcript, library: Library, rubrics: list[str] | None = None) -> list[str]:
    """``rubrics`` when given; else what the transcript touched; else every rubric in the library."""
    if rubrics:
        return list(dict.fromkeys(rubrics))
    return referenced_dimensions(transcript, library) or sorted(library.rubrics)


def candidate_turns(transcript: Transcript) -> dict[int, str]:
    """seq → text of every candidate turn: the only text evidence may quote."""
    return {t.seq: t.text for t in transcript.turns("candidate")}


def turns_for_dimension(transcript: Transcript, library: Library, dimension: str) -> list:
    """The turns that bear on one dimension: its topics' turns and stages, with the question before each answer.

    Falls back to every turn when the transcript carries no topic or stage tags for it.
    An imported transcript has no tags: its turns are those the import found touching the
    dimension (see ``_imported_turns``).
    """
    if transcript.header.source is not None:
        return _imported_turns(transcript, library, dimension)
    topics = _topic_dimensions(transcript, library)
    stages = _stage_dimensions(transcript, library)
    assessed = {e.turn_seq for e in transcript.events if e.type == "assessment" and e.dimension == dimension}
    # A social reply ("Yes, let's start.") answers no question of any dimension: never evidence.
    turns = [t for t in transcript.turns() if t.act != "social"]
    keep: list = []
    for i, turn in enumerate(turns):
        relevant = (topics.get(turn.topic_id) == dimension or dimension in stages.get(turn.stage_id, [])
                    or turn.seq in assessed)
        if relevant:
            if turn.role == "candidate" and i > 0 and turns[i - 1].role == "interviewer" and \
                    (not keep or keep[-1] is not turns[i - 1]):
                keep.append(turns[i - 1])
            keep.append(turn)
    return keep if any(t.role == "candidate" for t in keep) else turns


def _imported_turns(transcript: Transcript, library: Library, dimension: str) -> list:
    """For an imported transcript: the candidate turns that showed a signal of ``dimension``, each after
    the turn before it. None at all when nothing did, so the dimension is not assessed rather than
    scored from the whole conversation's word count — unless the model classifier found the dimension
    where the offline matcher did not: then the judge reads every turn."""
    source = transcript.header.source
    assert source is not None
    turns = transcript.turns()
    if dimension in source.detected_over:
        found = next((d for d in source.detected if d.dimension == dimension), None)
        if found is not None and not found.turns and "model" in found.found_by:
            return turns  # the classifier read the conversation and found it; no turn showed a signal offline
        wanted = set(found.turns) if found is not None else set()
    elif dimension in library.rubrics:
        from ...content.concepts import lexicon_of
        from .touching import touching

        wanted = set(touching(turns, library.rubrics[dimension], lexicon=lexicon_of(library)).turns)
    else:
        wanted = set()
    keep: list = []
    for i, turn in enumerate(turns):
        if turn.seq in wanted:
            if i > 0 and turns[i - 1].role != "candidate" and (not keep or keep[-1] is not turns[i - 1]):
                keep.append(turns[i - 1])
            keep.append(turn)
    return keep
