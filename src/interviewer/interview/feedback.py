"""Practice feedback that teaches: per answer, what was good, what a strong answer adds, what to read.

Built from the transcript's own events (turns, assessments, understood turns, checked numbers)
and the content (rubric signals with their ``teach`` lines and ``study`` pointers, scenarios'
root causes and ideal paths), so the live coaching after a stage, the end-of-loop debrief and the
reports all say the same thing. Nothing here judges: the quotes are the assessor's, verified
verbatim against the answer; the advice is the rubric's, phrased for a person, never signal ids.
"""

from __future__ import annotations

import re

from ..calc.change import check_changes
from ..content.library import Library
from ..content.models import RubricDimension, Signal, Topic
from ..text.sentences import cut
from ..transcript.events import Assessment, StageEvent, TopicEvent, Turn, Understood
from ..transcript.tool_events import CodeRan, NumbersChecked, RequestMatched
from .feedback_types import (  # the data the builder returns (re-exported)
    AddPoint,
    AnswerFeedback,
    Caution,
    CodeOutcome,
    ExtraSection,
    GoodPoint,
    StageFeedback,
    TopicFeedback,
)
from .recital import in_recital

MAX_ADDS = 2
"""What a strong answer adds, per answer: the first two things, so the advice stays readable."""


# ---------------------------------------------------------------- phrasing

_CAPITAL_WORD = re.compile(r"^[A-Z][a-z]+\b")


def for_a_person(signal: Signal) -> str:
    """What a strong answer adds for ``signal``, as a sentence to the candidate."""
    if signal.teach.strip():
        return _sentence(signal.teach)
    text = " ".join(signal.description.split())
    if _CAPITAL_WORD.match(text):  # "Explains ring versus tree..." → "A strong answer explains ring versus tree..."
        text = text[0].lower() + text[1:]
    return _sentence(f"A strong answer {text}")


def shows(signal: Signal) -> str:
    """A short plain-words label for what a signal shows: the description's first clause, whole."""
    text = " ".join(signal.description.split())
    clause = re.split(r"(?<=[a-z\)])[:;.](?:\s|$)", text, maxsplit=1)[0]
    if _CAPITAL_WORD.match(clause):
        clause = clause[0].lower() + clause[1:]
    return clause.rstrip(" ,.;:")


def _sentence(text: str) -> str:
    text = " ".join(text.split())
    return text if text.endswith((".", "!", "?")) else text + "."


def _the_question(text: str) -> str:
    """The sentence that asks: the last one ending in '?' (a reply or a checker report may come first)."""
    text = " ".join(text.split())
    sentences = [s for s in cut(text) if s]
    asking = [s for s in sentences if s.endswith("?")]
    return asking[-1] if asking else (sentences[0] if sentences else "")


MAX_QUOTE = 320
"""A quote grows to its whole sentence when the sentence is no longer than this."""


def _verified(quote: str, text: str) -> str | None:
    """``quote`` grown to whole words (and its sentence, when short), if it is verbatim in ``text``; else None."""
    words = quote.split()
    if not words:
        return None
    pattern = r"\s+".join(re.escape(w) for w in words)
    match = re.search(pattern, text, flags=re.IGNORECASE)
    if match is None:
        return None
    start, end = match.start(), match.end()
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    # The sentence around it: from after the last sentence end before, to the next one after.
    before = max(text.rfind(". ", 0, start), text.rfind("? ", 0, start), text.rfind("! ", 0, start),
                 text.rfind("\n", 0, start))
    s_start = before + 1 if before >= 0 else 0
    after = [i for i in (text.find(". ", end), text.find("? ", end), text.find("! ", end), text.find("\n", end))
             if i >= 0]
    s_end = min(after) + 1 if after else len(text)
    if s_end - s_start <= MAX_QUOTE:
        start, end = s_start, s_end
    return " ".join(text[start:end].split()).rstrip(".")


# ---------------------------------------------------------------- building

class _Answer:
    """One candidate turn and what the transcript says about it."""

    def __init__(self, turn: Turn, question: Turn | None) -> None:
        self.turn = turn
        self.question = question
        self.assessment: Assessment | None = None
        self.understood: Understood | None = None
        self.numbers: NumbersChecked | None = None


class _Segment:
    def __init__(self, stage_id: str, segment_id: str) -> None:
        self.stage_id = stage_id
        self.segment_id = segment_id
        self.answers: list[_Answer] = []
        self.diagnosis = False
        self.code = CodeOutcome()


def _collect(events: list) -> list[list[_Segment]]:
    """Candidate answers grouped by topic, topics grouped by stage, in transcript order."""
    stages: list[list[_Segment]] = []
    current: _Segment | None = None
    question: Turn | None = None
    by_seq: dict[int, _Answer] = {}
    for ev in events:
        if isinstance(ev, StageEvent) and ev.action == "start":
            stages.append([])
            current, question = None, None
        elif isinstance(ev, TopicEvent) and ev.action == "start" and stages:
            current = _Segment(ev.stage_id, ev.topic_id)
            stages[-1].append(current)
        elif isinstance(ev, TopicEvent) and ev.action == "end":
            current = None
        elif isinstance(ev, Turn) and current is not None:
            if ev.role == "interviewer" and ev.act not in ("hint", "no-hint", "coach"):
                question = ev
            elif ev.role == "candidate":
                answer = _Answer(ev, question)
                current.answers.append(answer)
                by_seq[ev.seq] = answer
        elif isinstance(ev, Assessment) and ev.turn_seq in by_seq:
            by_seq[ev.turn_seq].assessment = ev
        elif isinstance(ev, Understood) and ev.turn_seq in by_seq:
            by_seq[ev.turn_seq].understood = ev
            if ev.diagnosis and current is not None:
                current.diagnosis = True
        elif isinstance(ev, NumbersChecked) and ev.turn_seq in by_seq:
            by_seq[ev.turn_seq].numbers = ev
        elif isinstance(ev, RequestMatched) and ev.diagnosis and current is not None:
            current.diagnosis = True
        elif isinstance(ev, CodeRan) and current is not None:
            current.code = CodeOutcome(runs=current.code.runs + 1, passed=current.code.passed or ev.passed,
                                       summary=ev.summary)
    return stages


def _topic(library: Library, segment_id: str, dimension: str) -> Topic | None:
    for persona in library.personas.values():
        for topic in persona.topics:
            if topic.id == segment_id and topic.dimension == dimension:
                return topic
    for persona in library.personas.values():
        for topic in persona.topics:
            if topic.id == segment_id:
                return topic
    return None


def _answer_feedback(rubric: RubricDimension, topic: Topic | None, answer: _Answer,
                     shown_before: set[str], advised: set[str]) -> AnswerFeedback | None:
    ass, und = answer.assessment, answer.understood
    dont_know = bool(und and "dont-know" in und.classes)
    if ass is None and not dont_know:
        return None  # a clarifying question or a request: answered, not assessed
    ids = {s.id for s in rubric.signals}
    off = [check for check in (answer.numbers.checks if answer.numbers else []) if not check.ok]
    off += [check for check in check_changes(answer.turn.text) if not check.ok]
    cautions = [Caution(kind="wrong-number", text=_wrong_number(check.claim, check.expected, check.note))
                for check in off]
    wrong = [" ".join(check.claim.split()).lower() for check in off]
    good: list[GoodPoint] = []
    for item in (ass.shown if ass else []):
        if in_recital(item.quote, answer.turn.text):
            continue  # a list of terms is not something done well
        quote = _verified(item.quote, answer.turn.text) if item.signal in ids else None
        if quote is None or any(claim in " ".join(quote.lower().split()) for claim in wrong):
            continue  # not verbatim, or it holds a number the calculators disagree with: nothing to praise
        label = shows(rubric.signal(item.signal))
        same = next((g for g in good if quote in g.quote or g.quote in quote), None)
        if same is not None and len(quote) > len(same.quote):
            same.quote = quote
        if same is None:
            good.append(GoodPoint(quote=quote, shows=label))
        elif label not in same.shows:
            same.shows += f", and {label}"
    shown_now = {g.signal for g in (ass.shown if ass else [])}
    known = shown_before | shown_now
    question = answer.question
    # A probe asked for one thing: that is what to add, even if said before. Otherwise the question's
    # targets and then the topic's ladder, skipping what was shown or already advised in this topic.
    own = (question.signal if question is not None and question.act in ("probe", "deepen")
           and question.signal in ids and question.signal not in known else "")
    later: list[str] = [sid for sid in (ass.targets if ass else [])] + (list(ass.missing) if ass else [])
    if topic is not None:
        later += list(topic.targets) + [p.signal for p in topic.ladder]
    later += [s.id for s in sorted(rubric.signals, key=lambda s: -s.weight)]
    open_ = [sid for sid in dict.fromkeys(later) if sid in ids and sid not in known]
    fresh = [sid for sid in open_ if sid not in advised]
    wanted = [own] if own else (fresh[:MAX_ADDS] or open_[:1])
    if wanted:
        add = [AddPoint(what=shows(rubric.signal(sid)), text=for_a_person(rubric.signal(sid))) for sid in wanted]
        study = rubric.signal(wanted[0]).study
        advised.update(wanted)
    else:  # everything this dimension listens for is already shown or advised: aim at the top level
        top = rubric.levels[3]
        add = [AddPoint(what=f"the top level ({top.label})",
                        text=_sentence(f"To answer at the top level ({top.label}): " + " ".join(top.anchor.split())))]
        first = (ass.targets[0] if ass and ass.targets and ass.targets[0] in ids else rubric.signals[0].id)
        study = rubric.signal(first).study
    flags = {f.id: f for f in rubric.red_flags}
    cautions += [Caution(kind="red-flag", text=_sentence(" ".join(flags[f].description.split())))
                 for f in (ass.red_flags if ass else []) if f in flags]
    asked = _the_question(question.text) if question is not None and question.act != "reveal" else ""
    return AnswerFeedback(turn=answer.turn.seq, question=asked, depth=ass.depth if ass else "",
                          dont_know=dont_know, good=good, add=add, study=study, cautions=cautions)


def _wrong_number(claim: str, expected: float | None, note: str) -> str:
    said = " ".join(claim.split())
    if expected is None:
        return f'You said "{said}", and the calculators could not make that number come out; redo the arithmetic.'
    note = " ".join(note.split())
    got = note if "=" in note else f"{expected:,.3g}" + (f" ({note})" if note else "")  # "(39 - 32) / 32 = 21.9%"
    return f'You said "{said}"; the calculators get {got}. Redo the arithmetic before building on it.'


def stage_feedback(library: Library, events: list, *, stage_titles: dict[str, str] | None = None) -> list[StageFeedback]:
    """Practice feedback for every stage in ``events`` (a whole transcript or one stage's part of it)."""
    titles = stage_titles or {}
    out: list[StageFeedback] = []
    for segments in _collect(events):
        if not segments:
            continue
        stage_id = segments[0].stage_id
        fb = StageFeedback(stage_id=stage_id, title=titles.get(stage_id, stage_id))
        for seg in segments:
            fb.topics.append(_topic_feedback(library, seg))
        out.append(fb)
    return out


def _topic_feedback(library: Library, seg: _Segment) -> TopicFeedback:
    scenario = library.scenarios.get(seg.segment_id)
    task = library.tasks.get(seg.segment_id)
    dims = [a.assessment.dimension for a in seg.answers if a.assessment and a.assessment.dimension]
    if scenario is not None:
        kind, title, dim_id = "scenario", scenario.title, (dims[0] if dims else scenario.dimensions[0])
    elif task is not None:
        kind, title, dim_id = "task", task.title, (dims[0] if dims else task.dimensions[0])
    else:
        topic_guess = _topic(library, seg.segment_id, dims[0] if dims else "")
        kind = "topic"
        title = topic_guess.title if topic_guess else seg.segment_id
        dim_id = dims[0] if dims else (topic_guess.dimension if topic_guess else "")
    rubric = library.rubrics.get(dim_id)
    topic = _topic(library, seg.segment_id, dim_id) if kind == "topic" else None
    fb = TopicFeedback(stage_id=seg.stage_id, segment=kind, segment_id=seg.segment_id, title=title,
                       dimension_title=rubric.title if rubric else "")
    if rubric is not None:
        shown: set[str] = set()
        advised: set[str] = set()
        for answer in seg.answers:
            item = _answer_feedback(rubric, topic, answer, shown, advised)
            if answer.assessment:
                shown |= {s.signal for s in answer.assessment.shown}
            if item is not None:
                fb.answers.append(item)
        if rubric.reference_answers and any(a.depth != "strong" for a in fb.answers):
            fb.model_answer = " ".join(rubric.reference_answers[0].split())
    if scenario is not None:
        fb.root_cause = " ".join(scenario.root_cause.split())
        fb.ideal_path = [" ".join(step.split()) for step in scenario.diagnostic_steps]
        fb.reached_root_cause = seg.diagnosis
    if task is not None:
        fb.code = seg.code
    return fb


__all__ = ["AddPoint", "AnswerFeedback", "Caution", "CodeOutcome", "ExtraSection", "GoodPoint", "StageFeedback",
           "TopicFeedback", "for_a_person", "shows", "stage_feedback"]
