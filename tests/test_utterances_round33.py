"""Round 33: structural readings that held across voices, in wordings written for these tests (none is copied from a
labelled set). Read with the rules alone (the learned tie-breaker is refit on them later).

- A question that offers a choice ("one way, or both ways together?") cannot be answered by a 'because': the sentence
  after it says why the choice matters, so the question stays a question put to the interviewer (asking.alternative_asked
  in asking.reason_given), and an 'if' inside that reason is not a guess (neighbours.in_context).
- A question next to a request to hear the question again names the part wanted again ("Can you say the numbers again?
  TP 4 on how many GPUs?"): it checks what was said, so it is the same request (meta), before or after it; one led by
  "and", "also" asks a new matter and stays a question (neighbours.said_again, neighbours.in_context).
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.asking import alternative_asked, reason_given
from interviewer.interview.stance import read_sentences

TOPIC = "design-architect/run-layout"


@pytest.mark.parametrize("question,want", [
    ("Is the 200 gig per port one way, or both ways together?", True),
    ("are the GPUs rented by the hour or reserved for the year?", True),
    ("So NFS or object storage for the checkpoints?", True),
    ("Is the fabric full bisection?", False),  # yes or no, no choice offered
    ("Why would you pick tree or ring here?", False),  # a why: 'because' answers it
    ("How do you choose between ring or tree?", False),  # a how: 'because' answers it
    ("Ring or tree, it depends on the message size.", False),  # no question asked
])
def test_a_choice_offered(question, want):
    assert alternative_asked(question) is want


@pytest.mark.parametrize("question,following,want", [
    ("Is the 200 gig per port one way, or both ways together?", "Because my sums halve if it's both ways.", True),
    ("are the GPUs rented by the hour or reserved for the year?", "because idle reserved hours are already paid.", True),
    ("Do we even need pipeline parallelism here?", "Because with FSDP the model already fits in memory.", False),  # answers
    ("Why is the step slower on one node?", "Because its link trained down to x8.", False),  # answers the why
])
def test_a_because_after_a_choice_is_the_reason_for_asking(question, following, want):
    assert reason_given(question, following) is want


@pytest.mark.parametrize("text,want", [
    # was an answer: the choice read as thought aloud, the 'because' as its answer
    ("Is the 200 gig per port one way, or both ways together? Because my sums halve if it's both ways.", ["question"]),
    ("Quick one, are the GPUs rented by the hour or reserved for the year? Because if they're reserved, the idle hours "
     "cost nothing extra.", ["question"]),
    # a statement first is still an answer beside the question
    ("TP 8 inside the node, the rest data parallel. Is the 200 gig per port one way, or both ways together? Because "
     "my sums halve if it's both ways.", ["answer", "question"]),
    # a yes/no question the candidate answers with 'because' is thought aloud, as before
    ("Do we even need pipeline parallelism here? Because with FSDP over 512 GPUs the 70B model already fits, so I'd "
     "skip it.", ["answer"]),
])
def test_a_choice_with_its_reason_is_a_question(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]


@pytest.mark.parametrize("text,want", [
    # the request first, then the part wanted again
    ("Sorry, can you say the sizes again? 16 nodes for training and how many for eval?", ["meta", "meta"]),
    ("Could you rephrase that? You want the memory per GPU or the total?", ["meta", "meta"]),
    # the part first, then the request
    ("Was that eight stages or four? Please say the numbers again.", ["meta", "meta"]),
    ("Did you say the loss spiked at step 300? I missed the end of the question.", ["meta", "meta"]),
    # a new matter asked beside the request stays a question
    ("Can you repeat the node count? And is the fabric rail-optimised?", ["meta", "question"]),
    ("Also, is the storage NFS? Could you repeat the last part?", ["question", "meta"]),
    # a request for a hint is no request to hear the question again: the question beside it is asked
    ("Can I get a hint? Is the checkpoint on local disk?", ["meta", "question"]),
])
def test_a_question_beside_a_request_to_repeat(text, want):
    assert [s.stance for s in read_sentences(text, "", split_tails=True)] == want


@pytest.mark.parametrize("text,want", [
    ("Sorry, my connection dropped for a second. Can you say the sizes again? 16 nodes for training and how many for "
     "eval?", ["meta"]),  # was meta and a question
    ("Was that eight stages or four? Please say the numbers again.", ["meta"]),
    ("Can you repeat the node count? And is the fabric rail-optimised?", ["question", "meta"]),
])
def test_repeat_requests_end_to_end(text, want, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    assert listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC) == [want]

