"""What one answer is assessed against: the question's targets, what the topic asks elsewhere, and every signal
the topic asks with a question of its own (``interview.assess`` reads these; it re-exports them)."""

from __future__ import annotations

from dataclasses import dataclass

from ..content.models import RubricDimension, Topic


@dataclass(frozen=True)
class Target:
    """What one answer is assessed against."""

    dimension: RubricDimension
    signals: tuple[str, ...]
    """Target signal ids, in ladder order: what the question asked for (empty: every signal of the dimension)."""
    prior_shown: frozenset[str] = frozenset()
    """Signals already shown earlier in the same topic."""
    question: str = ""
    """What the candidate was asked (context for model assessors; echoes of it are not evidence)."""
    elsewhere: tuple[str, ...] = ()
    """When the question narrows the topic's opening (a probe, deepen or rephrase): the signals the topic asks with a
    question of its own that this one is not (``elsewhere_targets``). They are not credited from its answer.
    """
    topic_signals: tuple[str, ...] = ()
    """Every signal the topic asks with a question of its own (``topic_signals``: the opening's targets and the ladder);
    empty when not known. A partial answer is not credited with a signal outside them."""

    @property
    def target_ids(self) -> tuple[str, ...]:
        return self.signals or tuple(s.id for s in self.dimension.signals)


def question_targets(topic: Topic, act: str = "question", signal: str = "") -> tuple[str, ...]:
    """The signals a question asked for: a probe's (deepen's, or a rephrase's narrower probe's) signal and its extra
    targets, else the opening's."""
    if signal and act in ("probe", "deepen", "rephrase"):
        extra = next((p.targets for p in topic.ladder if p.signal == signal), [])
        return tuple(dict.fromkeys([signal, *extra]))
    return tuple(topic.targets) or tuple(dict.fromkeys(p.signal for p in topic.ladder))


def elsewhere_targets(topic: Topic, act: str = "question", signal: str = "") -> tuple[str, ...]:
    """For a narrower question (a probe, deepen or rephrase for ``signal``), what the topic asks with questions of its
    own and this one does not: the opening's targets and the ladder's other rungs, before this one or after it
    (``Target.elsewhere``). Nothing for the opening."""
    if not (signal and act in ("probe", "deepen", "rephrase")):
        return ()
    asked = question_targets(topic, act, signal)
    return tuple(s for s in topic_signals(topic) if s not in asked)


def topic_signals(topic: Topic) -> tuple[str, ...]:
    """Every signal the topic asks with one of its questions: the opening's targets and the ladder's rungs."""
    return tuple(dict.fromkeys([*question_targets(topic), *(p.signal for p in topic.ladder)]))
