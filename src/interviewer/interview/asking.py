"""How a question is put: the forms of asking, and the forms that only look like asking.

A direct question (an interrogative opener, or asking without one: "wondering what the storage can write",
"tell me the failure rate", "the storage is lustre or s3"), and what tells a question the candidate
answers themselves from one put to the interviewer: an answer that follows at once ("because …", "not
really, …"), a question put to oneself while reasoning ("do we even need PP?"), a statement said with a
rising voice that the next sentence carries on ("… an all gather? and it goes round a ring …"), a
reason given for asking ("it changes whether idle time costs money"). ``stance`` reads sentences with these.
"""

from __future__ import annotations

import re

from .clauses import LEAD_IN

INTERROGATIVE = re.compile(
    r"^(?:so|and|but|ok(?:ay)?|also|then|oh|um+|uh+|hmm+|wait|hold on|quick question|one question|another question|"
    r"(?:sorry[\s,]+)?before (?:i|we) (?:[\w']+\s+){0,3}?[\w']+(?=\s*[,:])|first|"
    r"(?:roughly|approximately|about|around|ballpark)(?=[\s,]+(?:how|what|which)\b))?[\s,:-]*"
    r"(?:(?:do )?you mean|you're asking|since when|how come|what|what's|whats|how|how's|where|where's|which|who|whom|whose|when|why|"
    r"is|are|was|were|do|does|did|can|could|would|will|should|shall|may|have|has|had|"
    r"isn't|aren't|(?:don't|doesn't|didn't|can't|won't)(?=\s+(?:you|we|they|i|it|he|she|the|this|that|these|those|"
    r"our|your|all|any|there|anyone|people)\b)|any|anything)\b", re.IGNORECASE)
ASKING = re.compile(
    r"\b(?:i(?:'d| would) (?:like|love|want) to know|i(?:'m| am| was) (?:wondering|curious)|i wonder (?:what|how|which|"
    r"whether|if)|(?:can|could) you (?:tell|give|remind|confirm|clarify)|tell me (?:what|how|which|whether|if|about)|"
    r"do we know|do you know|do you mean|did you mean|let me ask|my question is|question for you|is there (?:a|any)|are there any|"
    r"what about|how about|which (?:one |of (?:them|the two|those) )?(?:do|would) you (?:want|prefer|like|mean)|(?:^|[,;:]\s*|\b(?:and|or|also|plus|but|then|so)\s+|\b(?:we|you|they|it|there) (?:have|has|had|"
    r"use|uses|need|needs|get|gets|are|is) )(?:how big|how many|how much|how fast|how long)"
    # not a wh-clause closed by its own verb, the object of a statement: "it decides from the size and how many ranks
    # there are", "… and how long it takes"
    r"(?![^,.;:?]{0,40}?\b(?:there (?:are|is|were|was)|(?:it|they|you|we) (?:has|have|had|is|are|was|were|takes?|took|"
    r"needs?|gets?))\b[^?]*$)|what kind of|which version)\b",
    re.IGNORECASE)
# Asking without a question mark or an inversion: "wondering what the storage can write", "tell me the
# failure rate", "need to know the dataset size first", "would be good to know the fabric".
_STATED = (r"^\W*(?:(?:so|and|ok(?:ay)?)[\s,]+)?(?:(?:the|this|that|our|your|these|those)\s+[\w -]{1,25}?|we|you|they)\s+"
           r"(?:is|are|has|have|uses?|runs?|(?:is|are) using|costs?|takes?|needs?)\s+")
EITHER_OR = re.compile(
    _STATED + r"(?:a\s+|an\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+or\s+[\w.-]+(?:\s+[\w.-]+)?\W*$|" +
    # the wh-word left in place: "so the storage is what", "the cluster has how many nodes", "the gpus are which type"
    _STATED + r"(?:what|which|how (?:much|many|long|big|fast|often))(?:\s+(?!(?:i|we|you|they|it|he|she|the|a|an|this|that|these|those|"
    r"all|everyone|everybody|nobody|people)\b)(?!\w+(?:s|ed)\b)[\w.-]+(?:\s+[\w.-]+)?)?\W*$|" +
    _STATED + r"(?:where|when|who|how many [\w.-]+)\W*$", re.IGNORECASE)
"""A question asked as a statement, as non-native speakers do: with its two options ("the storage is lustre or s3"), or its
wh-word left where the answer goes ("so the storage is what", "the cluster has how many nodes")."""
WANTS_TO_KNOW = re.compile(
    r"(?:\b(?:wondering|curious) (?:if|whether|what|how|about|which|why|when|where|who)\b|"
    r"^\W*(?:(?:so|and|ok(?:ay)?|also|then|um+|uh+)[\s,]+)*(?:please )?tell me (?:the|more|about|what|how|which|whether|"
    r"if|a bit|roughly|your|how)\b|"
    r"^\W*(?:(?:so|and|ok(?:ay)?|first(?:ly)?|but|well|um+|uh+)[\s,]+)*(?:i )?(?:need|want|have) to know\b|"
    r"\b(?:first|before (?:i|we) (?:start|go on|answer|begin)),? i (?:need|want|have) to know\b|"
    r"\b(?:would|it'?d|it would) be (?:good|nice|useful|helpful|great) to know\b|"
    r"^\W*(?:(?:so|and|ok(?:ay)?|but|um+|uh+)[\s,]+)*(?:i )?(?:just )?want(?:ed)? to (?:check|confirm|ask|clarify|make sure|"
    r"double[- ]check)\b|"
    r"\bi(?:'d| would) (?:first |really |also |just )?(?:want|like|need|love) to (?:know|understand|confirm(?!\W*$| (?:it|that|this|those|with|by|using|against|"
    r"via|from|on|in|before|first)\b)|clarify|check with you|ask)\b|"
    r"\bi(?:'d| would) need (?:the|a|an|some|to know)\b.{0,60}\b(?:before|first|to answer)\b|"
    r"\b(?:any|some) (?:info|information|details?|numbers?|idea) (?:on|about|regarding)\b|"
    # said as what the candidate lacks or would ask first ("what I'm missing is whether …", "not clear to me yet if …")
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|um+|uh+)[\s,]+)*(?:the )?first thing i'?d ask(?: you)? is (?:what|whether|if|how|which|where|who|when)\b|"
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|um+|uh+)[\s,]+)*what i(?:'m| am) (?:still )?missing is (?:what|whether|if|how|which|where|who|when)\b|"
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|um+|uh+)[\s,]+)*(?:it'?s )?not (?:yet )?clear to me(?: yet)? (?:if|whether|what|which|how|where|who|when)\b|"
    r"\bit (?:would|'d) help (?:me )?to (?:know|find out|hear) (?:if|whether|what|which|how)\b|"
    r"^\W*(?:(?:and|so|plus|also|then)[\s,]+)?(?:the|our|your) [\w -]{1,30}\b(?:is|are|was|were)\W*$)", re.IGNORECASE)
ANSWERING_OWN = re.compile(
    r"^(?:because|well[, ]|simple|easy|the answer|short answer|answer is|yes|no[,. ]|it(?:'s| is)\b|that(?:'s| is)\b|"
    r"(?:it|that|this) (?!\w+\?)\w+s\b|"
    r"you\b|we\b|(?:i|we) (?:would|do|did|will|wouldn'?t|don'?t)\s*[:.,;!\u2013\u2014-]|"
    r"[^.?!]{0,50}?\b(?:not really|probably not|no|yes|nope|yep|definitely not)\s*[,;:.]|basically|turns out|obviously|of course|sure\b|definitely|absolutely|usually|typically|mostly|"
    r"generally|normally|probably|most (?:of the time|likely|often)|often|almost always|then (?!i\b|we\b)|"
    r"not (?:at|with|for|in|if|until|unless|yet|here|now|really|on)\b|only (?:if|when|at|with|once)\b|"
    r"because|since|the (?:answer|reason|trick|point)|mainly|mostly|"
    # a degree or a doubt is an answer too ("Is it the disks? Almost never …", "Depends.", "Maybe not directly.")
    r"almost never|rarely|seldom|hardly ever|(?:it )?depends\b|maybe not|not necessarily|not always|not quite|partly|"
    r"sometimes|i (?:don'?t|do not) think so|i doubt it)", re.IGNORECASE)

_AUX_Q = r"(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would|should|r)"
DISLOCATED = re.compile(
    # the thing asked about named first, then the question on a pronoun: "the background thread, is it a python thread or
    # a process", "the three repaired nodes, are they all in the job", "by supported you mean on call or launched"
    LEAD_IN + r"(?:(?:sorry|wait|ok(?:ay)?|also)[\s,]+)*(?:(?:the|this|that|these|those|our|your|my|its|their|[\w.-]*\d[\w.-]*) "
    r"[^,?;:.]{1,40}?),\s*(?:" + _AUX_Q + r") (?:it|they|that|this|those|these|he|she|you|we|there)\b|" +
    LEAD_IN + r"(?:by|when you say) [^,?;:.]{1,40}?,?\s*(?:do )?you mean\b|" +
    # a frame first, then the question: "for the 128k phase is the global batch the same", "of those 40 minutes how much is …"
    LEAD_IN + r"(?:for|of|in|on|at|during|after|before) (?:the|those|these|this|that|each|every|all) [^,?;:.]{1,30}? (?:(?:is|are|was|"
    r"were|does|do|did) (?:the|it|they|there|this|that|these|those|we|you)|how (?:much|many|long|often) (?:is|are|was|were|do|does|"
    r"did))\b|"
    r"^\W*r (?:the|they|these|those|all|you|u|we)\b", re.IGNORECASE)
"""A question said without its '?' in the order of speech: its topic first, then an inverted clause on a pronoun."""
OR_NOT = re.compile(
    r"^(?![^.?!]*\b(?:whether|if|regardless|i'?d|i would|i'?ll|i will|let me|lemme|we'?ll|check|see|find out|know|says?|"
    r"tells?|shows?|depends?|matters?)\b)(?![^.?!]*\b(?:with|without|via|using) [\w/.-]+,? or not\W*$)"
    r"[^.?!]{12,}?,?\s+or not\W*$", re.IGNORECASE)
"""A yes/no question said in statement order and closed by "or not", as captions write speech ("before the maintenance it
was running the same image as the others or not"); not "whether it hangs or not", an object of a plan."""
SAY_FIRST = re.compile(LEAD_IN + r"(?:can|could|may|might) i (?:just |quickly )?(?:say|add|mention|point out)\b\s*,",
                       re.IGNORECASE)
SELF_DOUBT = re.compile(r"\b(?:isn'?t|aren'?t|wasn'?t|doesn'?t) (?:that|it|this) (?:just|simply|basically|exactly|really)\b|\b(?:do|does|did|would|should|will|is|are|was|can) (?:we|i|it|that|this|they|you) (?:really |actually )?"
                        r"even\b|\bwhy (?:would|do|does|did|is|are|should) (?:we|i|it|that|this|they|anyone)\b(?! (?:you|your)\b)|"
                        r"\b(?:what|how|where|which|when|why) would (?:i|we)\b(?! (?:need|have) to know\b)",
                        re.IGNORECASE)
"""A question the candidate puts to themselves while reasoning ("do we even need PP?", "why would that be?", "how would I
know it's the network?"), when a statement follows it."""
UPTALK_RUN = re.compile(r"^\W*(?:and|so|then|which|because|cause)\b(?!\s+(?:what|how|which|is|are|do|does|did|can|could|would|"
                        r"should)\b)", re.IGNORECASE)

_WH_ANYWHERE = re.compile(r"\b(?:what|which|who|whom|whose|when|where|why|how)\b", re.IGNORECASE)


_RELATIVE = re.compile(r"(?:which|where|who) (?:is|was|are|were|has|had|each|every|all|the|its?|they|we|i)\b(?![^?]*\b(?:what|how|why)\b)",
                       re.IGNORECASE)
_NOT_A_NOUN = re.compile(r"\b(?:and|or|but|so|then|is|are|was|were|know|ask|wonder|tell|about|of|on|at|to|for|in|see|out|me|"
                         r"figure|check|sure)\W*$", re.IGNORECASE)
"""A relative clause on a noun ("512 GPUs which is 64 nodes?", "a ring where each one passes a chunk?") carries the statement
on; "… and which rank hung?", "not sure which is faster?" still ask."""


def uptalk_chain(asked: list[str]) -> bool:
    """Two or more statements in a row said with a rising '?' ("so ring is bandwidth optimal? and tree is better for
    latency?"), none put as a question (no interrogative opener, no wh-word, no "wondering"): an answer said with a
    rising voice, not questions for the interviewer."""
    def asks(q: str) -> bool:
        return bool(INTERROGATIVE.match(q.strip()) or any(not _RELATIVE.match(q, m.start()) or q[:m.start()].strip() == ""
                                                          or _NOT_A_NOUN.search(q[:m.start()])
                                                          for m in _WH_ANYWHERE.finditer(q)) or ASKING.search(q))

    # After the first, a link may open with a subordinate wh-word and no inversion ("the raylet kills them? when the node
    # goes over 95 percent?"): it carries the statement on, it does not ask when.
    return len(asked) >= 2 and not asks(asked[0]) and not any(
        asks(q) and not (_CARRIED_ON.match(q) and not ASKING.search(q)) for q in asked[1:])


_CARRIED_ON = re.compile(
    r"^\W*(?:(?:and|so|then)[\s,]+)?(?:when|where|whenever|once|if|which) (?!(?:is|are|was|were|do|does|did|can|could|would|"
    r"should|will|has|have|had)\b)(?:the|a|an|every\w*|each|all|it|they|we|one|some|no|that|this|[\w-]+s)\b"
    r"(?![^?]*\b(?:what|which|who|how|why)\b)[^?]*\?\s*$", re.IGNORECASE)
"""A subordinate clause carried on with a rising voice: opens with when/where/if and a subject, no inversion."""


WANTS_MAX_WORDS = 24
WANTS_LISTING = re.compile(r"\b(?:like|say|e\.g\.|for example)\W+(?:did|does|do|is|was|were|has|have|had) (?:someone|somebody|"
                           r"anyone|anything|the|it|they|we|you|a|an)\b", re.IGNORECASE)
"""'I'd want to know if anything changed, like did someone push a config or did the data change': the things to find out
listed as the candidate thinks aloud, a plan; not one question put to the interviewer."""
ASKED_WITH_REASON = re.compile(r"^\W*(?:(?:so|and|ok(?:ay)?|also|then)[\s,]+)*(?:please )?tell me (?:whether|if|what|which|how)\b|"
                               r"[,;]?\s+(?:because|since|as) (?:that|it|this|the answer)\b|[,;]\s*since\b|"
                               r"\s[-\u2013\u2014]+\s*(?:that|it|this|which|the answer) (?:changes|decides|determines|matters|affects|"
                               r"bounds|tells me)\b|\b(?:whether|if|what|which) you (?:mean|meant|count|want)\b|"
                               r"^\W*(?:(?:so|and|ok(?:ay)?)[\s,]+)*(?:before i (?:answer|start|go on)|when you say)\b", re.IGNORECASE)
"""A long "I'd like to know …" is still put to the interviewer when it tells them to answer ("tell me whether …") or
gives the reason for asking ("…, because that bounds how wide data parallel can go")."""
SCOPE_QUESTION = re.compile(r"^\W*(?:(?:so|and|but|ok(?:ay)?|sorry)[\s,]+)*(?:does|do|should|must|can|could|would) (?:it|this|that|"
                            r"the (?:example|story|answer|one)) (?:(?:need|have) to|be allowed to|count if it'?s|be)\b", re.IGNORECASE)
"""A question about what the question allows ("Does it need to be training?"): what follows is context for it, not its
answer ("My biggest one was on inference, but I can do a smaller training one.")."""
_WAIT_ASKED = re.compile(r"(?:^\W*|\s[-\u2013\u2014]+\s*|[,;]\s*)(?:(?:but|oh|hmm+|ok(?:ay)?|so|and|actually)[\s,]+)*wait\b[\s,]+(?:(?:actually|sorry|hold on)[\s,]+)?"
                        r"(?:is|are|was|were|do|does|did|can|could|should|will|would|has|have)(?:\s+[\w'.-]+){2}", re.IGNORECASE)
"""An answer broken off to ask ("… wait is the trainer FSDP? then I'd gather one layer at a time"): what follows goes on
under an assumption, it does not answer the question; the question stays put to the interviewer."""
_YES_NO = re.compile(r"^\W*(?:yes|yeah|yep|yup|no|nope|nah|right|correct)\b", re.IGNORECASE)


def broken_off(question: str, following: str) -> bool:
    """A question that breaks off an answer (``_WAIT_ASKED``) and is not answered yes or no by the candidate at once ("wait,
    is that right? yes, each rank …" checks their own step)."""
    return bool(_WAIT_ASKED.search(question)) and not _YES_NO.match(following)
REASON_FOR_ASKING = re.compile(
    r"^\W*(?:i (?:want|need|'d like|would like)|so (?:that )?i\b|because i\b|that way i\b|since i\b|"
    r"(?:(?:because|since|as|cause|'cause) )?(?:it|that|this|the answer|(?:that|this|the) (?:number|figure|value|answer|detail|fact|"
    r"ratio|length|size|count)) (?:changes|matters|affects|determines|decides|drives|sets)\b"
    # not the answer's own mechanism: "it decides based on the message size", "it determines it from the topology"
    r"(?! (?:\w+ )?(?:based on|by|from|using|via|according to|on the basis)\b)|"
    # a reason said anywhere in the sentence: "The lines I'd care about differ.", "… and I'd like to name the right import."
    # ("The node whose image differs is 023" answers the question: 'differs' is inside the subject of 'is'.)
    r"[^.?!]{0,80}?\b(?:differs?(?! (?:is|are|was|were)\b)|(?:moved|changed|varies|vary|differ) (?:around |a lot |quite a bit )?(?:between|across)|"
    r"(?:moved|changed|was renamed|got renamed)(?= (?:recently|at some point|(?:a lot |quite a bit )?(?:in|around|after) \d[\w.]*)|"
    r"\W*$)|"
    r"depends? on (?:it|that|this|which|whether)|i(?:'d| would)? (?:want|need|like) to get [^.?!]{1,40}? right|(?:changes|affects) (?:the answer|my answer|"
    r"what i'?d|how i'?d|which)|i'?d (?:like|want|need) to (?:name|pick|choose|size|know which|get (?:it|this|that) right)|"
    r"so (?:that )?i (?:can|know))\b|"
    r"^\W*(?:(?:in|at|on) (?:my|our) (?:team|last job|old job|company|cluster|experience|case),?\s+)?"
    r"(?:(?:they|those|these)(?: two)?|the two|both|the answers?|the [\w-]+s)(?: would| will)? (?:tell|give|mean|are|were|look|lead to|"
    r"need) (?:very |quite |pretty |completely |totally |two )?(?:different|diff)\b|"
    # what the answer is for: "trying to pin when the drift started", "just trying to narrow it down"
    r"^\W*(?:(?:i'?m|i am|just|am|was) )*trying to (?:pin|narrow|figure|work out|see|tell|find|place|date|time|bound|scope|"
    r"separate|rule|decide|understand|get a sense|know)\b|"
    # what the answer would settle: "If yes, that's my first suspect.", "Because if so that would explain everything."
    r"^\W*(?:because\s+)?if (?:so|yes|it is|it was|that'?s the case)\b|"
    # the answer itself wanted back, pointed at ("I'd like that number before choosing the interval")
    r"^\W*i(?:'d| would) (?:like|want|need) (?:that|this|those|these) (?:number|figure|detail|fact|value|info\w*)s?\b|"
    # the two readings the question offered differ: "Because those were pretty different for us."
    r"^\W*(?:because|since)\b[^.?!]{0,60}\b(?:differ|different)\w*)", re.IGNORECASE)
_BECAUSE = re.compile(r"^\W*(?:because|'?cause|since)\b", re.IGNORECASE)
_WHY_HOW = re.compile(LEAD_IN + r"(?:why|how)\b", re.IGNORECASE)
_TO_YOU = re.compile(r"\b(?:you|your|u)\b", re.IGNORECASE)


def reason_given(question: str, following: str) -> bool:
    """The sentence after a question says why it is asked (``REASON_FOR_ASKING``), or gives a 'because' after a yes/no
    or which-question put to the interviewer ("Do you count jobs I supported? Because the biggest one …"); after "why
    …?" or "how …?", a question put to nobody, or a statement said with a rising voice ("you'd compare the replicas? because …"),
    'because' answers it."""
    return bool(REASON_FOR_ASKING.match(following) or (_BECAUSE.match(following) and (
        (_TO_YOU.search(question) and INTERROGATIVE.match(question) and not _WHY_HOW.match(question))
        or alternative_asked(question))))


_OFFERED_OR = re.compile(r"\bor\b[^.?!]{1,80}\?\s*$", re.IGNORECASE)


def alternative_asked(question: str) -> bool:
    """A question that offers two readings to choose from ("is the 400 gig per GPU one way, or both ways together?",
    "owned or leased?"), not a why or a how. A 'because' cannot answer a choice: the sentence after it says why the choice
    matters to the answer to come ("Because my sums halve if it's both ways."), so the question stays put to the
    interviewer, whoever it names."""
    return bool(_OFFERED_OR.search(question)) and not _WHY_HOW.match(question)


REPORTING = re.compile(
    r"^\W*(?:(?:then|so|first|and)[\s,]+)?(?:(?:i'?d|i would|i'?ll|i will|we'?d)(?: (?:first|probably|just))? "
    r"(?:ask|reply|answer|respond|say)|my first (?:question|reply) (?:would be|is)|ask|reply|answer|respond|say|"
    r"(?:first |then )?i (?:ask|'d ask|would ask) (?:some |a few |a couple of |these |the |my )?(?:\w+ )?questions?)"
    r"(?: (?:them|him|her|back|the \w+|with))?\s*[:\u2013\u2014-]|"
    # the plain present, and the question asked of oneself: "First I ask: which run", "what do i ask first?"
    r"^\W*(?:(?:then|so|first|and)[\s,]+)?i ask\s*[:\u2013\u2014-]|^\W*(?:so[\s,]+)?what (?:do|would|should) i ask(?: \w+)?\?\s*$|"
    # a reported question as the object of "ask": "First I'd ask them what too slow means, slower than what, …"
    r"^\W*(?:(?:then|so|first|and)[\s,]+)?(?:i'?d|i would|i'?ll|i will|we'?d)(?: (?:first|probably|just))? ask "
    r"(?:(?:them|him|her|the (?:researcher|user|team|lead|requester|owner)s?) )?(?:what|which|whether|if|how|why|when)\b",
    re.IGNORECASE)
"""Questions reported as what the candidate would ask someone else ("I'd ask: slower than what? which number?", "I'd
ask them what too slow means"): part of the answer, not put to the interviewer; the questions after it are too."""


_VERBISH = re.compile(r"\b(?:is|are|was|were|be|been|being|am|has|have|had|do|does|did|can|could|would|should|will|shall|"
                      r"may|might|must|\w+ed|\w+n't|(?:do|does|did|ca|wo|is|are|was|were|has|have|had|could|would|should)nt|"
                      r"\w+'(?:s|re|ve|d|ll)|i|we|you|they|he|she|let|lets|check|look|see|show|"
                      r"give|get|need|want|try|think|guess|maybe|probably)\b", re.IGNORECASE)
FRAGMENT_MAX_WORDS = 8


def verbless(sentence: str, max_words: int = FRAGMENT_MAX_WORDS) -> bool:
    """A bare noun phrase or list, no finite verb or subject in it ("Memory.", "TP 8, PP 4, DP 128", "fp8 scaling")."""
    s = sentence.strip().rstrip(".!")
    return bool(re.search(r"\w", s)) and len(s.split()) <= max_words and not _VERBISH.search(s)


ENDS_ASKING_MIN_WORDS = 4
"""Shorter tails ("isn't it?", "right?") are tags on a statement, not questions of their own."""


def ends_asking(text: str, questions: list[str]) -> bool:
    """Whether the turn ends on a direct question the rules read as one: an interrogative opening, a '?', at least
    ``ENDS_ASKING_MIN_WORDS`` words, nothing after it. Such a tail asks for something whatever precedes it."""
    if not questions:
        return False
    last = questions[-1].strip()
    return (last.endswith("?") and text.rstrip().endswith(last) and len(last.split()) >= ENDS_ASKING_MIN_WORDS
            and bool(INTERROGATIVE.match(last)))


GENERIC_YOU = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|then|now)[\s,]+)*(?:how (?:do|would|can|could|will) (?:you|we|one) (?:know|tell|find out|"
    r"spot|detect|decide|pick|choose|figure out|catch)\b|how (?:often|much|many|big|long) (?:should|would|do) (?:you|we|one)\b|"
    r"what does [\w\s-]{1,30}? (?:buy|give|get) (?:you|us)\b)", re.IGNORECASE)
"""The candidate's own framing question with a generic "you" ("how do you know which replica is wrong?", "how often
should we checkpoint?"): put to nobody, so the plain statement after it answers it."""


_SELF_ASKED = re.compile(r"^\W*(?:(?:so|and|ok(?:ay)?|then|now|well)[\s,]+)*(?:what|how|where|when|which \w+)\s+(?:do|would|will|"
                         r"did)\s+i\b(?!\s+(?:assume|use|need|have to)\b)", re.IGNORECASE)
"""The candidate's own next act asked aloud ("what do I do first?"); "what should I assume?" asks the interviewer."""
_FIRST_PERSON = re.compile(r"^\W*(?:(?:so|and|then|first|well)[\s,]+)*i(?:'d|'ll| would| will)?\s+(?!(?:would |will )?(?:think|guess|"
                           r"mean|don'?t know|am not sure|'m not sure)\b)\w+", re.IGNORECASE)
_WH_ECHO = {"when": r"when|once|after|before|only when|at", "why": r"because|since|to", "where": r"in|on|at|inside|across",
            "how": r"by|with|using"}
_OPTIONS = re.compile(r"^\W*(?:(?:so|and|ok(?:ay)?)[\s,]+)*(?:do|does|did|would|should|is|are)\s+\w+\s+(?P<a>[^?]{2,40}?)\s+or\s+"
                      r"(?P<b>[^?]{2,40}?)\s*\?\s*$", re.IGNORECASE)
ANSWER_MAX_WORDS = 10


def answered_next(question: str, following: str) -> bool:
    """A question the candidate answers in the very next sentence, so put to themselves: "What do I do first? I message
    them back." (asked about their own act, answered in the first person), "So when does tree win? When the message is
    small." (the answer in the form the wh-word asks for), "Do you shard first or apply TP first? TP first." (one of the
    options, named back). A question about the setup followed by the candidate's plan stays a question."""
    f = following.strip()
    if not f or f.endswith("?") or REASON_FOR_ASKING.match(f):
        return False
    if _SELF_ASKED.match(question) and _FIRST_PERSON.match(f):
        return True
    wh = re.match(r"^\W*(?:(?:so|and|ok(?:ay)?|then|but)[\s,]+)*(when|why|where|how)\b(?!\s+(?:much|many|long|big|fast|often))",
                  question, re.IGNORECASE)
    if wh and len(f.split()) <= ANSWER_MAX_WORDS and re.match(rf"^\W*(?:{_WH_ECHO[wh.group(1).lower()]})\b", f, re.IGNORECASE):
        return True
    options = _OPTIONS.match(question)
    if options and len(f.split()) <= ANSWER_MAX_WORDS // 2:
        said = {w.lower() for w in re.findall(r"[\w-]+", f)}
        return any(said and said <= {w.lower() for w in re.findall(r"[\w-]+", options.group(k))} | {"first", "the", "one"}
                   for k in ("a", "b"))
    return False
