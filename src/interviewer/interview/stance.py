"""How each sentence of a candidate's utterance stands: a question, a hedge, a plan, a quote, an assertion ….

Plain code over the text (``understand`` puts the sentences together into the turn's classes):
a question with or without its '?', and not an embedded wh-clause used as part of a statement
(subject-auxiliary inversion tells them apart, ``clauses``); a hedge or a conditional; a plan to check; a
quote of text already on screen or pasted output (``quotes``); "I don't know", a meta request, an aside
and text addressed to the grader, each read by family (``asides``). A sentence is read without the
fillers and stutters of transcribed speech (``splitting`` cuts the turn); the forms of asking, and those
that only look like asking (a question answered at once, reported, or said with a rising voice), are in
``asking``.
"""

from __future__ import annotations

import re

from .called_away import called_away
from .asides import HOUSEHOLD, META_REPEAT, aside, grader_talk, meta, moving_on, skip_request
from .grader_talk import GRADER  # noqa: F401 - re-exported (understand)
from .asking import (ANSWERING_OWN, ASKED_WITH_REASON, ASKING, DISLOCATED, EITHER_OR, GENERIC_YOU, INTERROGATIVE, OR_NOT,
                     REASON_FOR_ASKING, REPORTING, SAY_FIRST, SCOPE_QUESTION, SELF_DOUBT, UPTALK_RUN, WANTS_LISTING, WANTS_MAX_WORDS,
                     WANTS_TO_KNOW, answered_next, broken_off, reason_given, verbless)
from .clauses import LEAD_IN, SUBJECT, embedded
from .housekeeping import ABOUT_THE_AI, HEDGE_MORE, RULES_ASKED, unshouted
from .passes import DONT_KNOW, TECHNICAL, passes
from .quotes import is_quote, pasted
from .remarks import joke, to_someone_else
from .session_talk import BARE_STEP, about_the_session
from .neighbours import in_context, option_reason, other_option, said_again
from .about_you import about_the_interviewer
from .apologised import apologised
from .line_trouble import heard_badly
from .set_apart import set_apart
from .continued import carried_on, quoted
from .sentence import Sentence, Stance  # noqa: F401 - Sentence re-exported (credit, requests, understand)
from .splitting import sentences, unfilled
from .tail_question import split_tail


_HEDGE = re.compile(
    r"\b(?:maybe|might|may be(?! (?:blunt|frank|honest|direct|brief)\b)|could be|could it be|could also|possibly|perhaps|one possibility|another "
    r"possibility|possibilities|i suspect|(?<!the )(?<!a )(?<!one )(?<!each )suspect(?:ing)?(?! (?:gpu|node|host|rank|card|link|nic|switch|cable|disk)s?\b)|(?:my |first |main |one |a )?suspicion|my guess|i guess|i(?:'d| would) guess|wonder(?:ing)? if|"
    r"hypothes[ie]s|not sure (?:if|whether)|either\b.{1,80}\bor\b|or (?:maybe|possibly|perhaps)|candidates? (?:are|is|"
    r"would be)|things? (?:it )?could be|(?<!only )options? (?:are|is)|a few (?:things|possibilities|options|suspects)|"
    r"(?:two|three|a couple of|couple of) (?:options|possibilities|candidates|suspects|theories)|there'?s a (?:\w+ )?chance|"
    r"would explain|could explain|consistent with|(?<!its )(?<!the )(?<!a )(?<!their )(?<!that )(?<!this )(?<!' )(?<!\x22 )(?<!\u2019 )rule (?:in|out)|worth (?:checking|ruling out)|if it(?:'s| is|"
    r" was)|smells like|looks like it (?:could|might)|probably|prolly|(?<!the )(?<!a )(?<!no )(?<!my )(?<!our )(?<!main )"
    r"(?<!real )(?<!big )(?<!that )(?<!this )prob(?= (?:is|was|has|had|not|just|\w+s|\w+ed)\b)|feels like|(?:i(?:'d| would)|i'll) bet|my (?:gut|hunch|bet)|"
    r"i(?:'m| am) guessing|not sure (?:which|what|where|who|yet)|one (?:idea|thought|option|theory|candidate) (?:is|would be)|"
    r"another (?:idea|one|option|candidate) (?:is|would be)|(?:my )?money(?:'s| is| would be) on|lean(?:ing|s)? "
    r"(?:towards?|to)\b|(?:my )?gut (?:says|feeling|tells|instinct)|(?:first|initial|best|educated|wild|quick) guess|"
    r"i reckon|(?:candidate|possible|potential|plausible) (?:explanations?|causes?|culprits?|suspects?|reasons?)|odds are|chances are|(?:sounds|seems) like|seems to be|(?:most |quite |very )?likely|presumably|"
    r"(?:prime|main|top|number one|first|likeliest|biggest) suspects?|hunch|first thought|i have a (?:feeling|hunch)|"
    r"(?:working|my|one|current) theory|my instinct|i'?m thinking (?:it'?s|that)|(?:would|wouldn'?t|would not) bet|"
    r"would (?:do|cause|produce|look like) (?:this|that|exactly this|exactly that)|"
    r"not bet on|tentative(?:ly)?|provisional(?:ly)?|pending (?:confirmation|verification)|"
    r"i(?:'d| would) say (?:it'?s )?(?:maybe|"
    r"probably|possibly))\b", re.IGNORECASE)
_PLAN = re.compile(
    r"\b(?:i(?:'d| would| will|'ll)|let(?:'s| me| us)|lemme|we(?:'d| would| should|'ll| will)|i want to|i need to|"
    r"i(?:'m| am) going to|gonna|first (?:step|thing)|next (?:step|thing)|then i)\s+(?:\w+\s+){0,3}?"
    r"(?:check|look|grep|run|pull|see|compare|verify|confirm|inspect|dump|diff|query|test|try|collect|grab|read|"
    r"start|go|open|examine|ask|want|need|rerun|bisect|attach|profile|trace|print)\b|"
    r"^(?:check|look at|grep|run|pull|compare|verify|inspect|dump|diff|query|collect|grab|examine|show me|send me|"
    r"give me|can i (?:see|get|have)|could i (?:see|get|have)|may i (?:see|get|have))\b(?!\s+(?:config|logs?|ids?|names?|times?|status|outputs?|results?|"
    r"queues?|dir|directory|metadata|summary|card|marks?|list|files?|plan|script|suite)\s+(?:\w+ly |still |also |now |"
    r"already |just )?(?:has|had|is|was|are|were|says|said|shows|showed|sets|reads|lists)\b)|"
    r"\b(?:and|to|then) (?:see|check|find out|test|watch) (?:if|whether)\b|"
    r"\b(?:(?:first|next) step|step (?:one|1))(?: for (?:me|us))?(?: (?:is|would be|will be)\b|\s*:)", re.IGNORECASE)
_NEGATED = re.compile(
    r"\b(?:not|isn't|wasn't|aren't|doesn't|don't|didn't|never|no|nothing|unlikely|doubt|ruled? out|rules out|"
    r"can rule out|excluded?|exonerat\w*)\b", re.IGNORECASE)
_META = re.compile(
    r"\b(?:(?:can|could) you (?:repeat|say that again|rephrase|restate)|repeat (?:the|that|your) question|say that "
    r"again|what was the question|^\W*(?:sorry,?\s*)?come again\b|how much time (?:do (?:i|we) have|is left|left|remaining|have i got|do i get)|"
    r"time (?:left|remaining|check)\b|how long (?:do i|have i) "
    r"(?:have|got)|(?:can|could) i (?:get|have) a (?:\w+ )?hint|give me a (?:\w+ )?hint|any hints?|a hint please|hint\?|"
    r"(?:give me|get|have) a (?:\w+ )?nudge|how many (?:more )?questions|questions? (?:are )?(?:left|remaining)|"
    r"(?:one more time|once more|again),? please|(?:line|call|connection|audio|sound) (?:cut|dropped|broke)|"
    r"you (?:cut|broke) (?:out|up)|didn'?t (?:catch|hear) (?:that|the question|you)|"
    r"(?:see|show me|read) the (?:\w+ )?(?:situation|page|scenario|problem|question)(?: text)? again|"
    r"(?:say|repeat|read|ask) (?:the|that|your) question (?:again|one more time|once more)|"
    r"how much time (?:have|do) (?:i|we) (?:still )?(?:got|have|left)|"
    r"(?:put|bring|show|pull) (?:the|that) (?:situation|page|scenario|problem|question)(?: text)? (?:back|up again)|"
    r"lost you (?:at|there|after|when))", re.IGNORECASE)
OFF_TOPIC = re.compile(
    r"\b(?:weather|football|soccer|lunch|dinner|vacation|salary|compensation|visas?|parking|how are you doing today|"
    r"what do you do for fun|benefits package|recipe|movie|netflix|remote work|work from home|wfh|in the office|"
    r"office only|hybrid or (?:fully )?(?:remote|in)|relocation|(?:are|is) (?:you|you guys|the team|the company) hiring|"
    r"sign-?on bonus|stock options|equity)\b", re.IGNORECASE)
_MODAL_BE = re.compile(r"^\W*(?:(?:so|and|but|well|um+|uh+)[\s,]+)?(?:could|might|may|would|can) (?:also )?be\b",
                       re.IGNORECASE)
_THEN_DO = re.compile(r",\s*(?:and\s+)?(?:then\s+)?(?:check|look|see|dump|compare|run|grep|pull|inspect|verify)\b",
                      re.IGNORECASE)
_CONDITIONAL = re.compile(r"^\W*(?:(?:and|so|but|well|ok(?:ay)?)[\s,]+)?(?:if(?! (?:i|we) may\b| you (?:will|like|ask me)\b| "
                          r"i'?m (?:being )?(?:honest|frank|blunt)\b)|assuming|suppose|supposing|in case|"
                          r"whether|say)\b", re.IGNORECASE)
_FILLER = re.compile(r"^\W*(?:(?:hmm+|um+|uh+|erm+|er+|mm+|ok(?:ay)?|sorry|yeah|yes|no|nope|nah|i|well|so|right|honestly|oh|ah|"
                     r"oo+f|ugh+|phew|whew|argh+|yikes|geez|jeez|wow|gosh|damn|man|"
                     r"good question|let me think|hang on|one sec(?:ond)?)\W*)+$", re.IGNORECASE)
_CONTENT = re.compile(r"[A-Za-z]{3,}")


def stance(sentence: str, *, following: str = "", shown: str = "") -> Stance:
    s = unfilled(sentence)
    if (not _CONTENT.search(s) and "?" not in s and not TECHNICAL.search(s)) or _FILLER.match(s):
        return "empty"
    if (GRADER.search(s) or grader_talk(s)) and not RULES_ASKED.search(s):
        return "grader"
    if about_the_interviewer(s):
        return "aside"  # "one sec, is this an AI talking to me?": asks about the speaker, not the task
    # A minute for the doorbell is an aside; "the dog was barking, can you repeat that?" is still a request.
    at_home = (HOUSEHOLD.search(s) or called_away(s)) and not META_REPEAT.search(s)
    if ((_META.search(s) and len(s.split()) <= 20) or meta(s) or about_the_session(s) or heard_badly(s)) and not at_home:
        return "meta"
    if passes(s, hedged=bool(_HEDGE.search(s))):
        return "dont-know"
    if moving_on(s) or (skip_request(s) and _SKIP_THIS.search(s)) or BARE_STEP.match(s):
        return "meta"  # "can we go to the next part", "i'm so sorry, can i skip this?"; "I'll skip" is a pass
    if (aside(s) and not ({_COMPOUND_TAIL.sub("", t) for t in TECHNICAL.findall(_CLOCK_OR_MONEY.sub(" ", unshouted(s)))}
                          - _NOT_DOMAIN)) or ABOUT_THE_AI.search(s) or to_someone_else(s) or (
            joke(s) and len(s.split()) <= JOKE_MAX_WORDS):
        return "aside"
    if _GUESS_ASKED.match(s) and not (_MODAL_GUESS.match(s) and _PERSONAL.search(s)):
        # "could it be the endpoint lived on the dead node?", "is it possible the mixture has junk in it?": a
        # guess put as a question; it offers a cause, it does not ask for a fact.
        return "hedge"
    if s.endswith("?") and _CAUSE_ASKED.search(s) and not re.search(r"\b(?:you|your)\b", s, re.IGNORECASE):
        return "hedge"  # "Is the group stuck pending because of a shortfall on the new node?": a cause put as a question
    if _HEDGED_VERDICT.match(s) and not _PERSONAL.search(s):
        # "Is it maybe the power supply on one node?", "is it possibly the fan curve": the verdict form with a hedge in
        # it offers a cause tentatively; it does not ask what the cause is.
        return "hedge"
    if s.endswith("?") and _MODAL_BE.match(s) and not ASKING.search(s):
        return "hedge"  # "Could be the cooling after the firmware update?": no subject, no inversion; a guess with a '?'
    if (s.endswith("?") and (_HEDGE.search(s) or HEDGE_MORE.search(s)) and not ASKING.search(s)
            and (not INTERROGATIVE.match(s) or re.match(r"\W*ha(?:s|ve) to be\b", s, re.IGNORECASE))):
        return "hedge"  # "NaN from one rank maybe?", "a driver mismatch, possibly?": a guess said with a '?'
    if s.endswith("?") and _UPTALK.match(s) and not re.search(r"\b(?:what|which|how|why|when|where|who|you)\b", s, re.I):
        return "hedge" if _HEDGE.search(s) else "assert"  # "I'd go TP 8? PP 8?": a statement said with rising pitch
    wants = (bool(WANTS_TO_KNOW.search(s)) or bool(EITHER_OR.match(s))) and not embedded(s)
    if wants and (len(s.split()) > WANTS_MAX_WORDS or WANTS_LISTING.search(s)) and not ASKED_WITH_REASON.search(s):
        # "uh I'd want to know if anything changed before like did someone push a config or did the data change
        # and when the loss started looking weird": a plan said as what the candidate would find out.
        return "rhetorical"
    if wants and (not _answered_after_dash(s) or ASKED_WITH_REASON.search(s)):
        f = following.strip()
        if f and (_answers_itself(s, f) or (_PLAN.search(f) and not f.endswith("?") and len(_CONTENT.findall(f)) >= 4)):
            # "I want to know who everyone was waiting for. I'd grab a stack from each process …": what the
            # candidate would find out, and how; not a question put to the interviewer.
            return "rhetorical"
        return "question"
    asked = (s.endswith("?") or bool(INTERROGATIVE.match(s) or ASKING.search(s) or DISLOCATED.match(s) or OR_NOT.match(s))
             ) and not embedded(s)
    if asked and not s.endswith("?") and len(s.split()) > 8 and re.match(LEAD_IN + r"any(?:thing|one|body)?\b", s, re.I):
        asked = False  # "Anything over about 100 KB goes to the object store …": a statement, not "anything in dmesg?"
    if asked and not s.endswith("?") and re.match(LEAD_IN + r"do (?:it|this|that|them|so)\b", s, re.IGNORECASE):
        asked = False  # "Do it once, offline, into ready shards": an instruction ("does it …?" asks about "it")
    if asked and not s.endswith("?") and _CAUSATIVE.match(s):
        asked = False  # "Have the step compute the norm after the last micro-batch": an instruction, not a question
    if asked and not s.endswith("?") and SAY_FIRST.match(s):
        asked = False  # "Can I just say, Marcus, you sound like my old lead": the permission is a preface to a remark
    if asked and not s.endswith("?") and _DROPPED_SUBJECT.match(s):
        # "Would shard the optimizer states with FSDP", "can't put TP across nodes": a terse statement with its
        # subject dropped; a question puts its subject after the modal ("would a smaller TP degree do").
        asked = False
    if asked and not s.endswith("?") and (_TOPICALISED.match(s) or _LABELLED.match(s) or _CLEFT.match(s)):
        # "What activation memory does at 8k tokens I couldn't estimate.": a wh-clause put first, then its verb; "It's
        # placement: how many leaf switches each job spans …": a statement whose colon names what it means.
        asked = False
    if asked and not s.endswith("?") and _answered_after_dash(s):
        # "so what happens when two threads share the buffer - you get torn reads …", "is it hung, when was
        # the last step, … - those are the things I'd pin down": the question is answered in the sentence.
        asked = False
    if asked and not s.endswith("?") and (
            (_PLAN.search(s) and not INTERROGATIVE.match(s)) or _MODAL_BE.match(s) or _THEN_DO.search(s)):
        # "could be the GPU, could be the network" hedges; "is it a hang or a crash, check the
        # last log line" thinks aloud and then answers: neither asks the interviewer anything.
        asked = False
    if asked:
        f = following.strip()
        if f and not reason_given(s, f) and not (SCOPE_QUESTION.match(s) or broken_off(s, f)) and not option_reason(s, f) and (
                ANSWERING_OWN.match(f) or _answers_itself(s, following) or answered_next(s, f) or _OWN_PAST.match(s) and _told(f)):
            return "rhetorical"
        if (f and not f.endswith("?") and not reason_given(s, f) and (verbless(f) or _FRAGMENT_THEN.match(f) and verbless(_FRAGMENT_THEN.match(f).group(1)))
                and re.match(r"^\W*(?:what|which|where|who|how|you want)\b", s, re.I)
                and not _FILLER.match(unfilled(f)) and not re.match(r"^\W*\w+ly\W*$", f)
                and (len(_CONTENT.findall(f)) >= 1 or TECHNICAL.search(f))):
            return "rhetorical"  # "What's the constraint here? Memory. …", "you want the split? TP 8, PP 4, DP 128"
        if f and not f.endswith("?") and len(_CONTENT.findall(f)) >= 4 and not INTERROGATIVE.match(f) and not reason_given(s, f) and (
                SELF_DOUBT.search(s) or (UPTALK_RUN.match(f) and not INTERROGATIVE.match(s) and not ASKING.search(s) and not broken_off(s, f)
                                          and len(s.split()) >= 8)):
            # "… actually, do we even need pipeline? With FSDP we could skip PP …" asks oneself and answers; "so
            # each gpu has its gradients right and nickel does an all reduce? and it goes round a ring …" is a
            # statement said with a rising voice, and the next sentence carries it on.
            return "rhetorical"
        return "question"
    if (shown and is_quote(s, shown)) or pasted(s):
        return "quote"
    if _HEDGE.search(s) or HEDGE_MORE.search(s) or _CONDITIONAL.match(s):
        return "hedge"
    if _PLAN.search(s):
        return "plan"
    return "assert"


_OWN_PAST = re.compile(LEAD_IN + r"(?:how|what|why|when|where|which \w+) (?:did|were|was|had) (?:we|i)\b", re.IGNORECASE)
"""A question about the candidate's own past ("How did we catch it?"): only they can answer it; what follows does."""


def _told(following: str) -> bool:
    """A plain statement ("At first we didn't."): the answer to the question before it."""
    return (not following.endswith("?") and not INTERROGATIVE.match(following) and not ASKING.search(following)
            and len(_CONTENT.findall(following)) >= 2)


_FRAGMENT_THEN = re.compile(r"^([^,;]{2,60}?)\s*[,;]\s*(?:so|because|which|since|and that|that'?s why)\b", re.IGNORECASE)
"""A bare answer and then its consequence ("The all-reduce, so I'd go hybrid sharding.")."""
_CAUSE_ASKED = re.compile(r"^\W*(?:(?:so|and|ok(?:ay)?)[\s,]+)?(?:is|are|was|were|did|does|do|could|might) \w.{3,80}?\b(?:because(?: of)?|"
                          r"due to|caused by)\b", re.IGNORECASE)
_TOPICALISED = re.compile(r"^\W*(?:what|which|how|why|where|when|whether)\b.{3,80}?\b(?:i|we) (?:really |honestly |just )?"
                          r"(?:couldn'?t|can'?t|cannot|don'?t|do not|wouldn'?t|won'?t|didn'?t|never|am not|'m not)\b|"
                          r"^\W*(?:what|which|how|whether)\b.{3,60}?\b(?:would|will|should|could) (?:tell|show) (?:me|us)\b", re.IGNORECASE)
_LABELLED = re.compile(r"^\W*(?:it'?s|its|it is|that'?s|the (?:\w+ )?(?:issue|problem|answer|key|thing|point|question) is)\b[^:?]{1,40}:\s",
                       re.IGNORECASE)
_CLEFT = re.compile(r"^\W*(?:(?:so|and|but|well|ok(?:ay)?)[\s,]+)?what(?:(?:'s| is| was) \w+ing|(?: (?:had|has|'d))?"
                    r"(?: (?:really|actually|also|then|instead))? (?:(?:did|does|do) \w+|\w+ed|broke|"
                    r"went wrong|happens|kills?|breaks?|hurts?|matters|sets? (?:this|it|that) off))(?: [\w.'-]+){0,3}? (?:is|was)\b",
                    re.IGNORECASE)
"""A pseudo-cleft ("What did change is the spine template", "what changed was the template", "what happened is …"): a
statement that names its answer, not a question (a verb, not a noun, before 'is': not "what node is it on"), after a
discourse word or in the past perfect too ("So what had actually happened was, …")."""
_CAUSATIVE = re.compile(
    LEAD_IN + r"have (?:the|a|an|each|every|your|our|one|some|all|that|this) (?:[\w.-]+ )?[\w.-]+ (?!been\b|got\b|gotten\b|"
    r"gone\b|done\b|had\b)[a-z]+(?<!ed)(?<!en)(?<!ing) (?:the|a|an|it|them|that|this|each|every|to|on|in|after|before|with|"
    r"its|their|one|all)\b", re.IGNORECASE)
"""'Have X do Y' (causative 'have' and a bare verb): a step to take, not 'have X been …?'."""
_IRREGULAR = (r"(?:reset|set|put|cut|hit|run|lost|left|kept|sent|built|got|gone|done|made|hung|stuck|shut|split|spread|"
              r"read)\b")
"""Past participles a guess uses that do not end in -ed/-en ("could the update have reset the PFC config")."""
_GUESS_ASKED = re.compile(
    LEAD_IN + r"(?:could|might|can|would) (?:it|this|that|the \w+) (?:also |maybe |possibly )?be\b.{8,}|" +
    LEAD_IN + r"(?:could|might) (?:it|this|that|the \w+|a \w+|some \w+|one \w+) (?:\w+ )?have (?:been |\w+ed\b|\w+en\b|" +
    _IRREGULAR + r")|" +
    # the thing named bare, as a node, a setting or a mechanism ("could h100-023 be running a different driver",
    # "could ecn marking have stopped upstream"): not "could you", "could we", "could I"
    LEAD_IN + r"(?:could|might) (?!(?:you|we|i|they|he|she|u)\b)(?:[\w-]*\d[\w-]*|[a-z][\w-]+ [a-z][\w-]+|the [\w-]+ [\w-]+) "
    r"(?:be \w+ing\b|have (?:been |\w+ed\b|\w+en\b|" + _IRREGULAR + r"))|" +
    LEAD_IN + r"(?:is|would) it (?:be )?(?:possible|plausible|likely|conceivable) (?:that )?\w+|" +
    LEAD_IN + r"i wonder (?:if|whether)\b|" +
    # "I'm wondering if it's a hardware fault …": a cause offered, not a fact asked for
    LEAD_IN + r"(?:i'?m|i am|i was) wondering (?:if|whether) (?:it'?s|it is|it was|this is|that'?s|the (?:cause|problem|issue) is)\b",
    re.IGNORECASE)
_HEDGED_VERDICT = re.compile(LEAD_IN + r"(?:is|was|could|would|might|can) (?:it|this|that)(?: (?:just|all|also))?(?: be)? "
                             r"(?:maybe|perhaps|possibly|probably)\b(?! (?:about|asking|meant|means|that you)\b)", re.IGNORECASE)
_MODAL_GUESS = re.compile(LEAD_IN + r"(?:could|might|can|would)\b", re.IGNORECASE)
_PERSONAL = re.compile(r"\b(?:i|i'm|my|me|you|your)\b", re.IGNORECASE)
"""'Can it be a decision where I was overruled?' asks about the question, it does not offer a cause."""
_UPTALK = re.compile(LEAD_IN + r"(?:i'?d|i would|i'?ll|i will|we'?d|we would|we'?ll|i'?m going to|i think|i guess|my plan|"
                     r"first i'?d|then i'?d|i'?d probably)\b", re.IGNORECASE)
_DROPPED_SUBJECT = re.compile(
    LEAD_IN + r"(?:would|will|should|could|can|can'?t|cannot|won'?t|wouldn'?t|shouldn'?t|couldn'?t|must|might|(?:has|have) to)\s+"
    r"(?:(?:also|just|probably|definitely|first|then|rather)\s+)?(?!" + SUBJECT + r"\b)"
    r"(?!(?:data|storage|memory|traffic|bandwidth|throughput|latency|performance|training|anything|anyone|everything|"
    r"everyone|something|someone|nothing)\b)(?-i:[a-z]+)(?<!s)(?<!ing)\b", re.IGNORECASE)
_ADDRESSING = re.compile(
    r"\b(?:we|we're|we've|our|us|you|your|you're|you've|y'all|here|today|currently|right now|this (?:job|cluster|run|"
    r"fleet|team|company|setup|system|node|model)|these (?:nodes|gpus|jobs)|quick question|before i)\b", re.IGNORECASE)
_DASH = re.compile(r"\s[-–—]+\s|\s*:\s+")


JOKE_MAX_WORDS = 16
_SKIP_THIS = re.compile(r"\b(?:can|could|may|shall) (?:i|we) (?:just |please )?skip(?: (?:this|it|that|the question|this question|"
                        r"this one|that one|one))?(?:,? please)?\W*$", re.I)  # asked ("can i skip this?"), not said ("I'll skip")
_CLOCK_OR_MONEY = re.compile(r"\b\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\b|[$\u20ac\u00a3]\s?\d[\d,.]*(?:\s?[kKmM]\b)?|"
                             r"\b\d[\d,.]*\s?(?:bucks|dollars|euros|pounds|rupees|naira|reais|quid)\b|"
                             r"\b\d{1,2}\s?(?:more |extra |or so )?(?:sec|secs|second|seconds|min|mins|minute|minutes)\b", re.IGNORECASE)
"""A clock time, a sum of money or a short wait ("6:40 am", "$3,800", "1 min"): said of a day, a budget or a pause, it
does not make a remark technical."""
_NOT_DOMAIN = {"IDE", "OS", "UI", "UX", "HR", "PTO", "AI", "LLM", "LLMs", "CEO", "CTO", "US", "UK", "EU", "PhD", "OK", "SF", "NYC", "NY",
               "LA", "USA"}
"""Acronyms that do not make a remark technical ("what IDE do you use", "a paper on LLM evals", "the tool's UI lags")."""
_COMPOUND_TAIL = re.compile(r"-[a-z]+$")
"""An acronym compounded with a plain word ("AI-run", "LLM-based") is as technical as the acronym alone."""


NORM_ASKED = re.compile(r"\b(?:is|was|are|were) (?:that|this|it|these|those)(?: (?:still|even|also|really))? (?:normal|expected|usual|"
                         r"typical|intended|by design|a known (?:issue|bug|thing))\b(?=[^?]{0,30}\?\s*$)", re.IGNORECASE)
"""Whether what was seen is the usual ("is that normal?", "is this expected?"): a question only the interviewer can answer."""


def _answers_itself(question: str, following: str) -> bool:
    """A short question not put to the interviewer, followed by a plain statement: the candidate's own answer.

    "What's the cost of a ring? Each rank moves 2(n-1)/n of the buffer …" asks nobody; "What's the
    MTBF here? I'd checkpoint every 30 minutes" asks about the setup (we, you, here, this job) and stays
    a question.
    """
    f = following.strip()
    if REASON_FOR_ASKING.match(f):
        return False
    if NORM_ASKED.search(question):
        return False  # "41.9 GB after 10 h, is that normal? maybe it leaks": whether it is expected is theirs to say
    if re.match(r"^\W*(?:(?:and|also|then|so|plus)[\s,]+)?(?:show|give|send|pull|grab|get|let me|lemme|can i|could i|may i|"
                r"please|pls|plz)\b", f, re.IGNORECASE):
        return False  # "Did the update touch every node? And show me the step times.": a second request, not an answer
    if (len(question.split()) > 15 or (_ADDRESSING.search(question) and not GENERIC_YOU.match(question))
            or f.endswith("?") or INTERROGATIVE.match(f)
            or ASKING.search(f) or len(_CONTENT.findall(f)) < 4):
        return False
    return not (_PLAN.search(f) or DONT_KNOW.search(f) or _META.search(f))


def _answered_after_dash(sentence: str) -> bool:
    """A question with no '?' whose last dash or colon is followed by a plain statement of four words or more."""
    parts = _DASH.split(sentence)
    if len(parts) < 2:
        return False
    tail = parts[-1].strip()
    return (len(_CONTENT.findall(tail)) >= 4 and not INTERROGATIVE.match(tail) and not ASKING.search(tail)
            and len(_CONTENT.findall(" ".join(parts[:-1]))) >= 3)


MUSING_MIN_WORDS = 30
MUSING_MIN_TERMS = 4


def musing(questions: list[str]) -> bool:
    """Questions that carry an answer's content: long, full of technical terms, and mostly not put to the
    interviewer ("would I shard over all 4096 with ZeRO-3, or HSDP inside a group of 8 nodes so the
    all-gathers stay off the spine …?"). A turn of them is assessed as well as answered."""
    words = sum(len(q.split()) for q in questions)
    terms = {t.lower() for q in questions for t in TECHNICAL.findall(q)}
    addressed = sum(1 for q in questions if _ADDRESSING.search(q))
    return words >= MUSING_MIN_WORDS and len(terms) >= MUSING_MIN_TERMS and addressed * 2 <= len(questions)


def read_sentences(text: str, shown: str = "", *, split_tails: bool = False) -> list[Sentence]:
    """Each sentence with its stance. ``split_tails``: a long statement that ends with a question of its own
    is read as the statement and the question (``split_tail``); off in debugging scenarios, where
    "…, right?" after a cause asks for the verdict."""
    parts = sentences(text)
    if split_tails:
        split: list[tuple[str, int]] = []
        for sent, at in parts:
            pair = split_tail(sent)
            if pair is None:
                split.append((sent, at))
                continue
            head, tail = pair
            split.append((head if tail else sent.rstrip().rstrip("?") + ".", at))
            if tail:
                split.append((tail, at + sent.rfind(tail)))
        parts = split
    out: list[Sentence] = []
    reporting = False
    for i, (sent, at) in enumerate(parts):
        following = parts[i + 1][0] if i + 1 < len(parts) else ""
        st = stance(sent, following=following, shown=shown)
        prev = out[-1] if out else None
        if prev is not None:
            st = in_context(sent, st, prev)
        if REPORTING.match(sent) and st in ("question", "assert", "plan"):
            reporting, st = True, "rhetorical"  # "I'd ask: slower than what, the last run, a paper?"
        elif reporting and st == "question":
            st = "rhetorical"  # "… Which number, tokens per second? What changed between runs?": still what they'd ask
        else:
            reporting = False
        if st == "question" and quoted(text, at):
            st = "rhetorical"  # "Reply: 'Happy to help - can you send me the run name?'": what they'd say to someone else
        out.append(Sentence(sent, st, at))
    for k in range(1, len(out) - 1):
        if (out[k - 1].stance == out[k + 1].stance == "dont-know" and out[k].stance in ("assert", "hedge")
                and len(out[k].text.split()) <= SANDWICHED_MAX_WORDS and not TECHNICAL.search(out[k].text)):
            # "I'm stumped. It all looks fine and it still hangs; no idea where to look.": between two passes, a plain
            # remark is the reason for passing, not an answer.
            out[k] = Sentence(out[k].text, "empty", out[k].start)
    if out and _SUMMED_UP.match(out[-1].text):
        # "so two phases? first everyone owns a reduced chunk? then circulate them? that's the plan": statements said
        # with a rising voice, closed by the candidate's own summing up.
        for k in range(len(out) - 2, -1, -1):
            if out[k].stance == "rhetorical":
                continue
            if out[k].stance != "question" or _ADDRESSING.search(out[k].text):
                break
            out[k] = Sentence(out[k].text, "rhetorical", out[k].start)
    return set_apart(text, apologised(text, carried_on(other_option(said_again(out)))))


SANDWICHED_MAX_WORDS = 14
_SUMMED_UP = re.compile(r"^\W*(?:(?:so|and|yeah|ok(?:ay)?)[\s,]+)?(?:that'?s|that is|this is) (?:the|my) (?:plan|idea|gist|approach|"
                        r"algorithm)\W*$", re.IGNORECASE)

