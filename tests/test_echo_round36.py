"""The question said back from the other side of the table (round 36): "how would you ...?" repeated as "how would I
...", "which part was yours?" as "which part was mine" is an echo, not the answer (``content.echo``).

Plain code, no model: the echo is read from the words alone.
"""

from __future__ import annotations

import pytest

from interviewer.content.concepts import default_lexicon
from interviewer.content.echo import echo_spans


def _echoed(text: str, question: str) -> list[str]:
    return [text[start:end] for start, end in echo_spans(text, question)]


@pytest.mark.parametrize("answer, question, echoed", [
    # the probe repeated with "you" turned into "I" before the answer starts
    ("How would I tell the loader is behind. Probably the profiler.", "How would you tell the loader is behind?",
     "How would I tell the loader is behind"),
    # a shortened repeat: the question's words in its order, from its first word, a few left out
    ("Which bit was mine. I wrote the restart script.", "Which bit of the fix was yours, and who checked it?",
     "Which bit was mine"),
    # "your" read as "our"
    ("What did our alerting miss - the slow node, nothing paged.", "What did your alerting miss?",
     "What did our alerting miss"),
])
def test_the_question_said_back_in_the_first_person_is_an_echo(answer, question, echoed):
    assert echoed in _echoed(answer, question)


@pytest.mark.parametrize("answer, question", [
    # picking one side of a choice is an answer, though every word is the question's
    ("Actors, for the stages. Each one keeps its weights loaded.", "Would you use tasks or actors for the stages?"),
    # a sentence of its own that shares a few of the question's words out of order
    ("I would measure the wait with a timer around next(). Per step, logged.", "How would you measure the wait?"),
    # too short to be a repeat
    ("Which one. The second.", "Which one failed first?"),
])
def test_an_answer_in_the_questions_words_is_not_an_echo(answer, question):
    assert _echoed(answer, question) == []


def test_a_term_in_the_echoed_question_is_not_shown():
    lex = default_lexicon()
    question = "Which part of the follow-up was yours?"
    said = "Which part was mine. Honestly, the team handled it."
    reading = lex.read(said, question=question)
    assert reading.asserted("owned-followup", lex.terms["owned-followup"]) is None
    # said as a statement of its own, it still is
    own = lex.read("The alert was mine, and I tracked it to closed.", question=question)
    assert own.asserted("owned-followup", lex.terms["owned-followup"]) is not None
