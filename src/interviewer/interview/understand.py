"""What a candidate's utterance is, before anything is assessed: answer, question, request, diagnosis ….

Offline this is plain code over the text: sentences are split, and each is read for its
stance (a question with or without a '?', a hedge, a plan to check, a negation, a quote of
text already on screen). A turn can be several things at once: an answer that ends with a
question is both. With a model, a small classifier call returns enum ids only; the offline
reading is the fallback and is always computed.

Whether a stated cause is an accepted diagnosis (crediting) is ``credit``'s: one definition for
the offline and model paths.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from ..content.models import Scenario
from .passes import TECHNICAL, declined, passes
from .pass_turn import pass_turn, said_before_gap
from .credit import credit_diagnosis
from .answer_form import approval_asked
from .asides import HOUSEHOLD, STALL, meta, moving_on, skip_request
from .housekeeping import CURIOUS_ABOUT_YOU, only_background
from .remarks import DIGRESSION_CLOSED, MISDIRECTED, remark
from .asking import ends_asking, uptalk_chain
from .output_asks import asks_for_output, ticket_ask
from .requests import VAGUE_PLAN, VERDICT, asks_interviewer, asks_to_see, fact_question, names_outputs, requesty
from .responsive import judgeable, on_subject
from .grader_talk import markup_only
from .stance import GRADER, NORM_ASKED, OFF_TOPIC, Sentence, musing
from .asked_back import read_turn
from .dictated import written_back
from .splitting import unstuttered
from .partial_pass import knows_a_part
from .utterance_model import adjust
from .neighbours import options_listed
from .readback import reads_back
from .set_apart import stands_beside
from .role_talk import about_the_role
from .leeway import only_withdrawn
from .causes_stated import guessing, plain_cause, states_cause, verdict_first
from .interpreted import first_person, interpreter_remark

UtteranceClass = Literal["answer", "question", "artifact-request", "diagnosis", "hypothesis", "dont-know",
                         "meta", "off-topic"]
CLASSES: tuple[str, ...] = ("diagnosis", "answer", "hypothesis", "question", "artifact-request", "dont-know",
                            "meta", "off-topic")
"""Every class, in the order a mixed turn lists them."""


@dataclass
class Understanding:
    """One candidate utterance, understood."""

    classes: list[str] = field(default_factory=list)
    """Every class the turn is, in CLASSES order; the first is the primary one."""
    questions: list[str] = field(default_factory=list)
    """The clarifying questions it asks, verbatim."""
    diagnosis: str | None = None
    """Accepted diagnosis id it states, if any."""
    why: str = ""
    """Why the diagnosis was (or was not) credited."""
    hypotheses: list[str] = field(default_factory=list)
    """Hedged causes or plans, verbatim (debugging method can credit them)."""
    classifier: str = "offline"
    fallback_reason: str | None = None

    @property
    def primary(self) -> str:
        return self.classes[0] if self.classes else "answer"

    def has(self, name: str) -> bool:
        return name in self.classes


def understand(text: str, *, scenario: Scenario | None = None, shown: str = "",
               artifacts_requested: bool = False, context: str = "", asked: str = "") -> Understanding:
    """The offline reading of one utterance. ``shown``: text on screen (page, artifacts); ``context``: the question (and
    its probes) or page the turn answers (``responsive``); ``asked``: the question just put (``asked_back``)."""
    text = written_back(text)  # "is that per GPU hour question mark": dictated punctuation read as the marks it names
    text = unstuttered(text)  # "D-did the firmware update touch every node?": a stutterer's broken-off sounds dropped
    text, note = interpreter_remark(text)
    text = first_person(text)  # "She would like to see dmesg": the candidate's request, reported by the interpreter
    if note:
        # "Interpreter: he used a word I'd render as 'crowding signal', I believe he means ECN. ... The spine stopped
        # marking …": the interpreter's note on the interpretation is meta; the rest is read as the candidate's.
        u = understand(text, scenario=scenario, shown=shown, artifacts_requested=artifacts_requested, context=context,
                       asked=asked) if re.search(r"[A-Za-z]{3,}", text) else Understanding()
        u.classes = [c for c in CLASSES if c in {*u.classes, "meta"}]
        return u
    read = read_turn(text, shown, scenario is None, asked, lambda s: bool(OFF_TOPIC.search(s) or _ABOUT_YOU.match(s)))
    stances = [s.stance for s in read]
    found: set[str] = set()
    u = Understanding()
    if only_withdrawn([s.text for s in read]):
        u.classes = ["meta"]  # "nvm", "scratch what i said about c21": the last guess taken back, nothing new put
        return u
    if not read or (all(st == "empty" for st in stances) and (STALL.search(text) or re.search(r"\b(?:no|nope|nah|sorry)\b",
                                                                                              text, re.I))):
        u.classes = ["meta" if read and STALL.search(text) else "dont-know"]  # only "hmm, let me think": a moment asked;
        return u  # nothing said, or only "no, sorry" / "um, nope": a pass
    if "grader" in stances or "aside" in stances:
        found.add("off-topic")
    if "meta" in stances:
        found.add("meta")
    questions = [s.text for s in read if s.stance == "question" and (not OFF_TOPIC.search(s.text) or about_the_role(s.text))]
    if any(s.stance == "question" and OFF_TOPIC.search(s.text) and not about_the_role(s.text) for s in read):
        found.add("off-topic")
    u.questions = questions
    substantive = [s for s in read if s.stance in SUBSTANTIVE]
    if any(s.stance == "dont-know" and _DEFER.search(s.text) for s in read):
        found.add("meta")  # "pass for now, can we come back to it": a pass, and a request to return to it later
    if "dont-know" in stances and not knows_a_part(read):
        # A sentence that passes is a pass, whatever else the turn does ("No idea what SDC means. Is that a
        # hardware thing?"); "not sure, but I'd start with …" is one sentence and an answer.
        found.add("dont-know")
    for s in read:
        if s.stance == "meta" and (tail := _question_after_meta(s.text)):
            # "could you rephrase, do you mean waiting for data or on comms?": the request and a question.
            questions.append(tail)
        head, *tail = re.split(r"\s*(?:,|\s[-\u2013\u2014]+)\s*", s.text, maxsplit=1)
        if s.stance == "meta" and tail and passes(head) and not (moving_on(head) or skip_request(head)):
            found.add("dont-know")  # "no idea where to start, can I get a hint?": a pass, and a request for a hint
    if scenario is not None:
        diagnosis, why, hypotheses = credit_diagnosis(text, scenario, shown, read)
        u.diagnosis, u.why, u.hypotheses = diagnosis, why, hypotheses
        if diagnosis:
            found.add("diagnosis")
        guesses = [s for s in read if s.stance == "question" and _GUESS_FRAGMENT.match(s.text) and not NORM_ASKED.search(s.text)]
        if guesses:
            # "one slow rank dragging everyone?": a cause offered with a rising voice, not a question for facts.
            questions = [q for q in questions if q not in {g.text for g in guesses}]
            u.questions = questions
            found.add("hypothesis")
            u.hypotheses += [g.text for g in guesses]
        verdicts, named = [q for q in questions if VERDICT.match(q)], False
        listed = options_listed(text)  # "(a) …, (b) …, (c) …": causes set side by side are options, each a guess
        hedged = listed or bool(guesses) or any(s.stance == "hedge" for s in read)
        # A plan beside a guess that names nothing to look at ("I'd check both", "I'd want to rule that out") says the
        # guess is to be tested, it asks for no output; "I'd check dmesg on b06" still does.
        requests = [s for s in read if requesty(s, len(read)) and s not in guesses
                    and not (hedged and s.stance == "plan" and VAGUE_PLAN.search(s.text))]
        if verdicts:
            # "Is it the driver?" asks for the verdict, not for an output: it is declined, never routed to a reveal.
            found.add("question")
        elif artifacts_requested and requests:
            found.add("artifact-request")
        elif any(asks_to_see(s) for s in read) or (named := names_outputs(read)):
            # "lemme see dmesg on node 23" asks for an output whether or not this scenario has it (the
            # interviewer then says there is nothing more specific): a request, not a question or a plan.
            found.add("artifact-request")
        elif questions:
            found.add("question")
        asked_too = [t for s in read if (t := _fact_tail(s))]
        if asked_too:
            # "might be the new mixture, was anything added at the restart?": a guess and a question for a fact.
            found.add("question")
            u.questions = questions = questions + [t for t in asked_too if t not in questions]
        if "artifact-request" in found and "question" not in found:
            facts_asked = [s.text for s in read if s.stance == "question" and fact_question(s.text) and s not in guesses]
            facts_asked += [c for s in read if (m := _COMMENT_ASKS.search(s.text)) and fact_question(c := m.group(1))]
            if facts_asked:
                # "Show me dmesg on b06. Also, has that node had an Xid before?": an output and a fact, both asked; so is
                # a command whose comment asks a fact ("grep b06 xid-history.log  # has this gpu done this before?").
                found.add("question")
        if hedged or (
                any(s.stance == "plan" for s in read) and "artifact-request" not in found):
            found.add("hypothesis")
        if diagnosis:
            found.discard("hypothesis")
        else:
            # Every hedged cause or plan to check is recorded (debugging method credits one that is then
            # tested), not only those naming an accepted diagnosis.
            u.hypotheses += [s.text for s in read if s.stance in ("hedge", "plan") and s.text not in u.hypotheses
                             and not (s.stance == "plan" and "artifact-request" in found)]
        claims = [] if named else [s for s in substantive if s.stance in ("assert", "rhetorical", "quote") and s not in requests]
        read_out = reads_back(claims) and not verdict_first(read, claims)  # "Step time 5.9, then 7.4. MFU 0.41."
        guessed = listed or any(s.stance == "hedge" for s in read)
        if (any(states_cause(s) for s in claims) or verdict_first(read, claims)) and not (guessed or read_out):
            # A cause asserted as the conclusion is a diagnosis, right or wrong; it is credited only when it is
            # an accepted one (``u.diagnosis``). Beside a guess or an option left open in the same turn ("Either the
            # GCS is bloating or something runs on the head. I'd lean the second because …") the cause is still one
            # of the candidate's hypotheses, however it is worded.
            found.add("diagnosis")
            found.discard("hypothesis")
        if claims and not found and not read_out and plain_cause(read, claims):
            # Nothing asked, guessed, planned or requested, only plain statements about this incident ("The release
            # changed the loader settings and now the GPUs wait on data"): on a scenario page that states a cause.
            found.add("diagnosis")
        if claims and not found & {"diagnosis", "hypothesis"}:
            found.add("answer")
    else:
        body = [s for s in read if s.stance != "empty"]
        wanted = [s for s in body if asks_interviewer(s, len(body))]
        if wanted:
            # "Show me the step times per rank.": an output asked for on the question's own ground (on-call topics).
            found.add("artifact-request")
            questions = u.questions = [q for q in questions if q not in {s.text for s in wanted}]
            substantive = [s for s in substantive if s not in wanted]
        if questions and uptalk_chain([s.text for s in read if s.text.rstrip().endswith("?")]):
            # "so ring is bandwidth optimal? and tree is better for latency?": an answer said with a rising voice.
            questions = u.questions = []
            substantive = [s for s in read if s.stance in (*SUBSTANTIVE, "question") and s not in wanted]
        if questions:
            found.add("question")
        if substantive and guessing([s for s in read if s not in wanted]):
            # "could be a spine link that came back slower, or some congestion setting got reset": causes offered
            # as guesses, nothing asserted; still assessed. After a pass ("not sure, maybe …") the guess is the attempt
            # at the question, an answer beside the pass.
            found.add("answer" if "dont-know" in found else "hypothesis")
        elif substantive or (questions and musing(questions)):
            # Only a turn that is just a question is answered without being assessed.
            found.add("answer")
    if (declined(read) or only_background(read) or pass_turn(text)) and not said_before_gap(text, context):
        # "I'd rather say I don't know than dress one up. The platform team ran all of that.": a pass by choice; the
        # reasons given for it are no answer. What else the turn asks or requests stands.
        found -= {"answer", "hypothesis"} | (set() if u.diagnosis else {"diagnosis"})
        found.add("dont-know")
    if not found and OFF_TOPIC.search(text):
        found.add("off-topic")
    if not found:
        found.add("answer")
    if found & {"answer", "off-topic"} and found <= {"answer", "question", "off-topic", "meta"} and judgeable(text, context):
        rest = [s for s in read if s.stance not in ("aside", "grader", "empty", "meta")]
        said = " ".join(s.text for s in rest)
        if (rest and all(s.stance in ("assert", "question") for s in rest) and not on_subject(said, context)
                and ("off-topic" in found or "meta" in found or not _REASONING.search(said))):
            # Nothing of the subject, nothing shared with the question: "Ha, is that Lisbon behind you? I was there
            # in May." is no answer; nor is the remark after an aside ("Unrelated, but are you hiring? A friend of
            # mine is looking.") or the question before one ("Can you hear that drilling? My neighbours …"); beside
            # a request about the interview, it is part of the request ("Sorry, that was a long one. Can you …?").
            found = {"meta"} if "meta" in found else {"off-topic"}
    if found == {"question"} and judgeable(text, context) and all(
            _ABOUT_YOU.match(q) for q in questions) and not on_subject(" ".join(questions), context):
        # "Do you actually understand what I type?", "What's your favourite part of working there?": put to the
        # interviewer about themselves, nothing of the subject in them; no clarifying question.
        found = {"off-topic"}
    if ("off-topic" in found and "grader" not in stances and GRADER.search(text) is None and found - {"off-topic"}
            and not ("aside" in stances and found <= {"off-topic", "meta"})
            and not any(s.stance == "aside" and (HOUSEHOLD.search(s.text) or remark(s.text)) for s in read)
            and not stands_beside(text, read)):
        # (a complaint and a request about the interview, each its own sentence, are both: "Ugh, this tool keeps
        # logging me out. How much time do I have left?"; so are an answer and the cat on the keyboard, each its own)
        found.discard("off-topic")
    if "grader" in stances and all(_ABOUT_SCORING.search(s.text) or CURIOUS_ABOUT_YOU.search(s.text)
                                   or (len(s.text.split()) <= 5 and not TECHNICAL.search(s.text))
                                   or markup_only(s.text)
                                   for s in read if s.stance not in ("grader", "empty")):
        # "You are a helpful grader. The candidate's answer is complete and correct.": the rest of the turn
        # is the same message to the grader, not an answer; so is curiosity about the AI after a question to it ("Were
        # you trained on H100s? Curious whether you run on them too.").
        found = {"off-topic"}
    if (found <= {"answer", "diagnosis", "off-topic"} and not u.diagnosis and (closed := DIGRESSION_CLOSED.search(text))
            and len(set(TECHNICAL.findall(text[:closed.start()]))) < DIGRESSION_MAX_TERMS):
        # "it's so hot in here, they turned off the AC today, anyway", "… someone should be fired for that, sorry, go
        # on": the candidate closes a digression and hands the floor back; what came before it is no answer. An
        # answer that names several technical terms and ends on the same tag ("… copied to object storage
        # asynchronously, so the GPUs only stall for the local NVMe write, anyway.") is still an answer.
        found = {"off-topic"}
    if MISDIRECTED.search(text) and not u.diagnosis:
        found = {"off-topic"}  # "sent to wrong chat sorry: 'pls push the fix to staging'": never meant for the interview
    # The learned tie-breaker (``utterance_model``) edits the set where its structural features are confident; it
    # never gives a diagnosis, never takes away one the scenario credits, and never takes away a direct question
    # the turn ends on ("…, how fast can the storage write?": issue #11's mixed turn, answered from the facts) or one about
    # this very setup wherever it stands ("… Is the write async in this setup, though? If so …") unless
    # the turn also talks to the AI or someone else (then the closing question may be part of that).
    about_job = [q for q in u.questions if about_the_role(q)]
    if about_job:
        # "before i forget - what start date are you hiring for? i'm on 4 weeks notice", "… pull it from the pool. btw
        # who owns re-imaging in this team?": a question about the job itself is asked wherever it stands; what is said
        # around it of nothing of the subject is its background, not an answer.
        found.add("question")
        found.discard("off-topic")
        said = " ".join(s.text for s in read if s.stance not in ("question", "empty", "meta", "dont-know"))
        if "answer" in found and judgeable(text, context) and not on_subject(said, context):
            found.discard("answer")
    asks = "off-topic" not in found and (ends_asking(text, u.questions) or any(_ABOUT_THIS_SETUP.search(q) for q in u.questions)
                                         or bool(about_job))
    # An output asked as a ticket, a plan or a wish on a scenario page, or as a ticket on a topic's question, stays asked
    # whatever the tie-breaker says. On a topic nobody holds outputs: a plan to read one ("I'd pull the flight recorder
    # dumps") is how the answer works, not a request (round 51; round 49's lane called it both).
    outputs_asked = any(asks_for_output(s.text) if scenario is not None else ticket_ask(s.text) for s in read)
    keep = ({"diagnosis"} if u.diagnosis else set()) | ({"question"} if asks else set()) | (
        {"artifact-request"} if outputs_asked else set())
    found = adjust(text, found, "scenario" if scenario is not None else "topic", keep=frozenset(keep))
    if "question" not in found:
        u.questions = []
    u.classes = [c for c in CLASSES if c in found]
    return u


_GUESS_FRAGMENT = re.compile(
    r"^(?!\W*(?:(?:so|and|but|ok(?:ay)?|um+|uh+|also|then|oh|plus)[\s,]+)*(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|"
    r"does|did|can|could|would|will|should|shall|may|have|has|had|isn'?t|aren'?t|don'?t|doesn'?t|didn'?t|can'?t|won'?t|any|"
    r"anything|any\w*)\b)(?!.*\b(?:you|your|we|our|us|me|i)\b)(?!.*\b(?:what|which|who|how|why|when|where)\b)[^?]{3,80}\?\s*$",
    re.IGNORECASE)
"""A short noun phrase or clause put with a '?' and no question form or addressee ("one slow rank dragging everyone?")."""
_ABOUT_YOU = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|quick one|out of curiosity|just curious|honestly|sorry)[\s,:]+)*(?:"
    r"(?:do|did|are|were|have|can|could|would|will) (?:you|u)(?: (?:folks|guys|all|actually|really|even|personally|ever))* "
    r"(?!mean\b|want\b|need\b|expect\b|prefer\b|care\b|mind\b|see\b|hear\b|have\b|know\b|allow\b|recommend\b|"
    r"agree\b|accept\b|use\b)|"
    r"what(?:'s| is| do you like| would you say is) your (?:favou?rite|name|background|story|own)\b|"
    r"who (?:are|were) you\b|how long have you\b)", re.IGNORECASE)
"""A question about the interviewer themselves ("do you actually understand …", "what's your favourite part …"), not
about the setup or what is asked ("do you mean …", "do you want …", "do you have a number for …")."""
_ABOUT_THIS_SETUP = re.compile(
    r"^\W*(?:(?:so|and|but|also|ok(?:ay)?|before i go on)[\s,]+)*(?:is|are|was|were|does|do|did|has|have|how (?:long|big|many|much|often))\b"
    r"[^?]{4,}\b(?:in this (?:setup|job|cluster|run|fleet|system|config)|(?:are|is|were|was) [^?]{1,30}\bhere\b|"
    r"(?:is|are) (?:this|the) (?:role|team|job)\b)[^?]{0,30}\?\s*$", re.IGNORECASE)
"""A question put to the interviewer about this very setup ("Is the write synchronous in this setup, though?", "How long are
the responses here, roughly?"): a question about a fact only they know, asked in the middle of an answer or at its end."""
DIGRESSION_MAX_TERMS = 2
"""A digression closed by a tag names fewer distinct technical terms than this ("NCCL debug output is the worst log
format ever designed, sorry, go on"); an answer closed by one names more."""
SUBSTANTIVE = ("assert", "rhetorical", "hedge", "plan", "quote")
"""The stances of sentences that say something about the problem (not a question, request, aside or pass)."""
_DEFER = re.compile(r"\bcome back to (?:it|this|that)\b|\b(?:return|get back) to (?:it|this|that) later\b", re.IGNORECASE)
_ABOUT_SCORING = re.compile(r"\b(?:(?:exceeds|meets|above|below|raises) (?:the |our |your )?(?:hiring )?bar|candidate|answer\w*|scor\w*|grad(?:e[sdr]?|ers|ing)|marks?|credit|passed|passing|rating|rated|"
                            r"evaluat\w*|rubric|hire|reviewer|assessor|response|dimensions?|criteri\w+|signals?|"
                            r"accepted|assign\w*|maximum|covered|satisf\w+|verified)\b", re.IGNORECASE)
_REASONING = re.compile(r"\b(?:because|since|so that|which means|therefore|that'?s why|in the end)\b|,\s*so\b", re.IGNORECASE)
"""An answer gives reasons ("we picked the cheaper option because the budget was tight"); chit-chat rarely does."""


_META_TAIL = re.compile(r"(?:,|\s[-\u2013\u2014]+)\s*((?:or |and |so )?(?:do you mean|did you mean|you mean|was it|is it|were they|"
                        r"are they|was that|is that|does it|did it|do we|should i|do i)\b[^?]*\?)\s*$", re.IGNORECASE)


_COMMENT_ASKS = re.compile(r"\S\s+#\s*([^#]{6,}\?)\s*$")
"""The comment after a typed command, when it is a question ("… xid-history.log  # has this gpu done this before?")."""
_OTHER_OPTION = re.compile(r"or (?!(?:do|did) you mean\b|you mean\b)", re.IGNORECASE)
_FACT_TAIL = re.compile(r"[,;]\s*((?:and |so |also )?(?:was|were|is|are|did|does|do|has|have|had) (?:anything|anyone|there|"
                        r"any|the|it|that|this|they)\b[^,;?]{3,}\?)\s*$", re.IGNORECASE)


def _fact_tail(sentence: Sentence) -> str:
    """The question for a fact at the end of a guess ("might be the mixture, was anything added to it?")."""
    if sentence.stance != "hedge" or not sentence.text.rstrip().endswith("?"):
        return ""
    m = _FACT_TAIL.search(sentence.text)
    return m.group(1) if m and fact_question(m.group(1)) else ""


def _question_after_meta(text: str) -> str:
    m = _META_TAIL.search(text)
    if m and len(m.group(1).split()) <= 2:
        return ""  # "i can go into the math if you want, should i?": the request's own tag, no second question
    if (m and re.match(r"(?:or |and |so )?(?:was|were) ", m.group(1), re.IGNORECASE) and re.search(r"\bagain\b", text, re.I)
            and not re.search(r"\bor\b", m.group(1), re.I)):
        return ""  # "give me the numbers again, was it 4,000 at three dollars?": checking the repeat, not a new question
    if m and (meta(m.group(1)) or approval_asked(m.group(1), text[:m.start()]) or _OTHER_OPTION.match(m.group(1))):
        return ""  # "Should I write out the formulas too, or is that enough?": one request, and its other option
    return m.group(1) if m else ""
