"""Round 36 (issue #11): nervous, very formal and live-coding candidates ask about the interview in forms the meta
families did not read, complain about the tool in new wordings, stutter, and paste code with questions in comments.
Wordings written for these tests (none is copied from a labelled set), read with the rules alone.
"""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.interview.asides import aside, meta
from interviewer.interview.crosstalk import to_someone_else
from interviewer.interview.housekeeping import ABOUT_THE_AI, RULES_ASKED
from interviewer.interview.own_work import own_code_checked, working_asked
from interviewer.interview.splitting import unstuttered

TOPIC = "coding-interviewer/concurrency-bugs"


@pytest.mark.parametrize("text", [
    "A sketch in the text box fine here, or would you prefer I describe it in words?",
    "The spreadsheet for the sums - permitted, or must I work it out on paper?",
    "Do I have to derive the overhead precisely, or is an order of magnitude sufficient for you?",
    "What would you expect as the deliverable, just the culprit or a remediation plan as well?",
    "Was I a bit too quick with that conclusion?",
    "Did we jump ahead there?",
    "Please remind me which logs I have already requested.",
    "How long we still have for this section?",
    "A five minute breather possible?",
    "Unit tests now, or the write-up first?",
    "Would it be acceptable if I just list the commands rather than explain each one?",
    "Could you tell me whether I'm on the right track here?",
    "Would I lose marks if I skip the proof?",
    "Is the rollback plan part of what you're grading, or only the cause?",
    "Are we still in the capacity part?",
    "Sorry, may I have the figures again?",
    "Are we allowed to execute anything on the box ourselves?",
])
def test_how_to_go_about_the_answer_is_meta(text):
    assert meta(text)


@pytest.mark.parametrize("text", [
    "Is the GPU memory allowed to oversubscribe, or should the job fail?",  # about the system, no separator, no leave
    "Did the checkpoint finish too quickly to be complete?",  # the incident's pace, not the candidate's
    "How long does the all-reduce take on this fabric?",
    "Is the learning rate warm-up still in the first stage?",  # not the interview's part
    "Can I see the nccl-tests numbers for the two racks?",  # an output asked for
    "Should the retry happen now, or the drain first?",  # asks about the system, with a verb
])
def test_questions_about_the_problem_stay_questions(text):
    assert not working_asked(text)


@pytest.mark.parametrize("line,want", [
    ("    torch.cuda.synchronize()  # is one sync enough here, or do I need one per stream?", True),
    ("    barrier.wait()  // does this need a timeout?", True),
    ("    q.put(batch)   # am I missing a lock?", True),
    ("    spawn(workers)  # are the workers forked or spawned on this box?", False),  # the setup the interviewer owns
    ("    x = y  # what version of torch is installed?", False),
    ("    x = y  # copy the buffer", False),  # no question
])
def test_a_comment_asking_to_confirm_own_code(line, want):
    assert own_code_checked(line) is want


def test_pasted_code_with_a_check_in_a_comment_is_meta_end_to_end(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_UTTERANCE_MODEL", "off")
    text = ("My version: the logger copies under the same mutex the optimizer holds.    "
            "with stats_mutex:  # is a plain mutex sufficient, or do I need to sync the stream first?")
    assert "meta" in listening_helpers.classes_of(capsys, tmp_path, [text], TOPIC)[0]


@pytest.mark.parametrize("text,want", [
    ("Are you r-r-recording this?", "Are you recording this?"),
    ("D-did the driver change?", "did the driver change?"),
    ("I'd l-like the dmesg", "I'd like the dmesg"),
    ("wh-which node", "which node"),
    ("re-run on x-ray nodes", "re-run on x-ray nodes"),  # no broken-off sound: a real hyphen stays
    ("co-located ranks", "co-located ranks"),
])
def test_a_stutter_is_read_as_the_word(text, want):
    assert unstuttered(text) == want


@pytest.mark.parametrize("text", [
    "Frankly these LLM-run screens feel demeaning.",
    "Your text box swallows my tabs whenever I paste.",
    "the log viewer truncates every long line, honestly",
    "this editor is so painful on a tablet",
    "Whoever decided on this interview format has never been on call.",
])
def test_complaints_about_the_tool_or_format_are_asides(text):
    assert aside(text)


@pytest.mark.parametrize("text,want", [
    ("@Gwendolyn sure, Friday works for the follow-up call", True),
    ("@Marco can you resend the calendar invite", True),
    ("the flag is NCCL_DEBUG=INFO, not @INFO", False),
])
def test_an_at_mention_is_put_to_someone_else(text, want):
    assert to_someone_else(text) is want


@pytest.mark.parametrize("text,want", [
    ("which GPUs are you hosted on?", True),
    ("does the bot run on TPUs or on H100s?", True),
    ("could you explain how my answer is scored?", True),
    ("which GPUs are in the failing node?", False),
])
def test_questions_to_the_tool_about_itself(text, want):
    assert bool(ABOUT_THE_AI.search(text)) is want


def test_what_counts_for_the_candidate_is_asked_of_the_interview():
    assert RULES_ASKED.search("Will I be penalised for asking for too many logs?")
    assert RULES_ASKED.search("does this count towards the answer, the side project?")
    assert not RULES_ASKED.search("the job gets penalised by the scheduler for idle GPUs")
