"""What a candidate's answer is, and what it shows: the engine's ``AssessAnswer`` step.

An answer goes through three readings, each recorded as it happens:

1. on a debugging scenario, which artifacts it asks for (``RequestMatched``);
2. what kind of turn it is (``Understood``): a question, a request, "I don't know" and the like are
   routed to a reply and assessed no further;
3. what it shows against the question it answers (``Assessment``).

The engine owns the loop; this owns the routing between understanding and assessment.
"""

from __future__ import annotations

import os

from collections.abc import Callable

from ..content.concepts import lexicon_of
from ..transcript.events import Assessment, Event, SignalEvidence
from ..transcript.tool_events import RequestMatched
from .assess import Assessor, LexicalAssessor, Target, elsewhere_targets, question_targets, topic_signals
from .debugging import LexicalRequestMatcher
from .listen import UnderstandContext, Understander
from .state import Session, routed

SPECULATE = os.environ.get("INTERVIEWER_SPECULATE", "1") != "0"
"""Phrase the likely follow-up during assessment (``INTERVIEWER_SPECULATE=0`` turns it off, to measure the
difference: ``bench/turn_latency.py`` runs both side by side)."""

NOTHING_SHOWN = frozenset({"dont-know", "meta", "off-topic"})
"""Classes that show nothing: no signal, no red flag, and not a weak answer to probe."""


class Appraiser:
    """Reads the session's last answer: request match, understanding, assessment.

    ``record`` appends an event and folds it into the session (the engine's ``record``); ``hint``
    gives the next hint (an understander may answer "can I have a hint?" with it); ``speculate``
    is told the assessment target before a model assesses, and ``cancel`` if assessing fails.
    """

    def __init__(self, session: Session, record: Callable[[Event], Event], *, assessor: Assessor | None = None,
                 matcher=None, understander: Understander | None = None, hint: Callable[[], str],
                 speculate: Callable[[Target], None], cancel: Callable[[], None]):
        self.session = session
        self.record = record
        self.assessor = assessor or LexicalAssessor(lexicon_of(session.plan.library))
        self.matcher = matcher or LexicalRequestMatcher()
        self.understander = understander or Understander()
        self.hint = hint
        self.speculate = speculate
        self.cancel = cancel

    async def appraise(self) -> None:
        s = self.session
        tp, sp, answer = s.topic, s.stage.plan, s.last_answer
        if tp is None:  # an answer to the opening or closing, outside any topic
            self.record(Assessment(turn_seq=answer.seq, stage_id=s.stage.id, depth="weak", assessor="none"))
            return
        rubric = s.plan.rubric(tp.segment.dimension)
        match = None
        if tp.kind == "scenario":
            match = await self.matcher.match(answer.text, sp.scenario, tp.revealed)
        understood = s.last_understood if s.last_understood and s.last_understood.turn_seq == answer.seq else None
        if understood is None and answer.act != "code":
            understood = self.record(await self.understander.understand(answer, self.context(match)))
            if routed(understood):
                return
        if match is not None:
            if understood is not None and "artifact-request" not in understood.classes:
                # A statement that happens to name an output ("the driver differs") asks for nothing.
                match.artifacts = []
            self.record(RequestMatched(stage_id=s.stage.id, turn_seq=answer.seq, artifacts=match.artifacts,
                                       diagnosis=understood.diagnosis if understood else None,
                                       classifier=match.classifier, fallback_reason=match.fallback_reason))
        # Assessed against the question the candidate is answering: a clarifying reply answers around the open
        # question and does not replace it; a rephrase after "I don't know" narrows it to one probe, and the answer
        # is held to that probe (as the offline estimate holds it), not to the whole question it stood in for.
        narrowed = s.last_question if s.last_question is not None and s.last_question.act == "rephrase" \
            and s.last_question.signal else None
        asked = narrowed or s.open_question or s.last_question
        targets = (question_targets(sp.topic(tp.id), asked.act if asked else "question", asked.signal if asked else "")
                   if tp.kind == "topic" else ())
        if understood is not None and set(understood.classes) <= NOTHING_SHOWN:
            # "I don't know" shows nothing: no signal, no red flag, and it is not a weak answer to probe.
            self.record(Assessment(turn_seq=answer.seq, stage_id=s.stage.id, topic_id=tp.id, dimension=rubric.id,
                                   missing=[t for t in targets if t not in tp.shown], depth="weak",
                                   targets=list(targets), assessor="understanding"))
            return
        elsewhere = (elsewhere_targets(sp.topic(tp.id), asked.act, asked.signal)
                     if tp.kind == "topic" and asked else ())
        target = Target(rubric, targets, frozenset(tp.shown), asked.text if asked else "", elsewhere,
                        topic_signals(sp.topic(tp.id)) if tp.kind == "topic" else ())
        assessor = LexicalAssessor(lexicon_of(s.plan.library)) if answer.act == "code" else self.assessor
        if tp.kind == "topic" and not isinstance(assessor, LexicalAssessor) and SPECULATE:
            self.speculate(target)
        try:
            result = await assessor.assess(answer.text, target)
        except BaseException:
            self.cancel()
            raise
        self.record(Assessment(turn_seq=answer.seq, stage_id=s.stage.id, topic_id=tp.id, dimension=rubric.id,
                               shown=[SignalEvidence(signal=k, quote=v) for k, v in result.shown.items()],
                               missing=result.missing, red_flags=result.red_flags, depth=result.depth,
                               targets=list(result.targets), level=result.level,
                               assessor=result.assessor, fallback_reason=result.fallback_reason,
                               approached=list(result.approached), evidence=list(result.evidence)))

    def context(self, match) -> UnderstandContext:
        """What the understander needs to know about where the answer was given."""
        s = self.session
        st, tp = s.stage, s.topic
        return UnderstandContext(plan=st.plan, topic=tp, loop_id=s.plan.loop.id if s.plan.loop else None,
                                 library=s.plan.library, open_question=s.open_question.text if s.open_question else "",
                                 artifacts=list(match.artifacts) if match else [], hint=self.hint,
                                 clock_text=clock_text(s))


def clock_text(s: Session) -> str:
    """The stage clock as the candidate's ``/time`` shows it."""
    st = s.stage
    used = int(st.elapsed_s) if st else 0
    budget = int(st.plan.stage.minutes * 60) if st else 0
    return f"Stage clock: {used // 60:02d}:{used % 60:02d} of {budget // 60:02d}:{budget % 60:02d}"
