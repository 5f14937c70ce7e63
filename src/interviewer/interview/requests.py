"""What a question asks for: a fact the interviewer knows, a verdict on a cause, or an output to show.

In a debugging scenario a question is routed by this: "was the aux loss changed?" and "which nodes came
back from maintenance" ask for facts (answered from the fact sheet), "is it the driver?" asks for the
verdict (declined), "show me dmesg on node 23" and "what does ray status say" ask for outputs (released
if the scenario has them).
"""

from __future__ import annotations

import re

from .asking import DISLOCATED, OR_NOT, REASON_FOR_ASKING
from .clauses import LEAD_IN
from .command_line import runs_command
from .output_asks import asks_for_output, ticket_ask
from .stance import Sentence

VERDICT = re.compile(
    r"^(?:so|and|but|ok(?:ay)?|then|um+|uh+)?[\s,]*(?:is it|is this|is that|was it|could it be|can it be|would it be|"
    r"might it be|are we looking at|am i right|it's .{1,60}, (?:right|isn't it|no)|should i (?:use|pick|go with|say)|"
    r"is the (?:answer|cause|culprit|problem|root cause)|what(?:'s| is) the (?:root cause|answer|culprit))\b",
    re.IGNORECASE)
REQUEST = re.compile(
    r"\b(?:please|pls|show me|send me|give me|(?:can|could) (?:i|we) (?:see|get|have|look|read|check)|may (?:i|we)|"
    r"(?:can|could) you (?:get|fetch|grab) (?:me|us)\b|"
    r"(?:let me|lemme|let'?s) (?:see|look|check|have|get|pull|grab)|i wish i (?:could|can) (?:see|get|have|look at)\b|(?:i )?(?:(?:need|want|wanna) to|wanna|gotta) (?:see|look at)\b|(?:would|it'?d|it would) be (?:nice|good|great|useful|helpful) to "
    r"(?:see|look at|have|get)|(?:i'?d|i would) (?:like|love) (?:to see|the|a|to look)|i want (?:to see|the)|"
    r"\b(?:i(?:'?d| would|'ll| will)|let'?s) (?:first )?(?:pull up|pull|grab|open|dump|look at|bring up) (?:the |a |an )?"
    r"(?:[\w.-]+ ){0,3}(?:logs?|diff|dump|output|config|trace|listing|status|history|timeline|counters|stats|summary|report|"
    r"inventory|table)\b|"
    r"\b(?:i'?d|let'?s|we'?d|i would|i will|i'?ll) (?:first |then |next )?(?:check|look at|pull|grab|compare|plot|run) (?:the )?(?:[\w.-]+ ){0,3}?"
    r"(?:per-(?:rank|node|gpu|source|step|host|worker|device|layer|expert)\b|nccl-tests\b|[\w-]+ (?:counters|metrics|logs?|dumps?)\b)|"
    r"\bi(?: want| need|'d want|'d need|'d like| would like) (?:to (?:see|run) )?(?:top|htop|nvidia-smi|dmesg|lspci|ibstat|ibv_devinfo|ethtool|"
    r"py-spy|journalctl|sacct|squeue|sinfo|kubectl|ray (?:status|list|memory|logs)|iostat|nvtop|dcgmi)\b|"
    r"^(?:pull|grab|dump|run|fetch|paste|share|grep|tail|cat|print|show|list|open)\b|^(?:top|htop|nvidia-smi|dmesg|ls|lspci|ibstat|ibv_devinfo|ethtool|"
    r"py-spy|journalctl|sacct|squeue|sinfo|kubectl|ray (?:status|list|memory|logs)|df|du|iostat|nvtop|dcgmi)\b|what does .{1,60} (?:say|show|look like|report)|"
    r"(?:can|could) you (?:show|send|share|pull|run|list|give|paste|dump)|"
    r"\b(?:i'?d|i would) (?:want|need|like) (?:to see |to look at |to read )?(?:the|a|an) (?:[\w.-]+ ){0,4}(?:readme|logs?|dumps?|"
    r"output|config|traces?|listing|status|history|timeline|counters|stats|layout|manifest|diff|metrics)\b|"
    r"\bi (?:want|need|'d want|'d need|'d like) (?:the |a )?(?:[\w.-]+ ){0,4}(?:per (?:local )?(?:rank|node|gpu|step|host|worker|"
    r"device)|over time)\b|"
    # an output named, then offered a way out: "Flight recorder output, if we have it.", "RayCluster diff, if you have it."
    r"\b(?:logs?|dumps?|outputs?|traces?|diffs?|counters|stats|status|config|metrics|rss|results?|history|inventory)\b"
    r"[^.?!]{0,60}?\bif (?:you|we) (?:have|'ve got|got|keep) (?:it|that|them|those|one)\W*$)", re.IGNORECASE)
ASSERTIVE_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|runs?|means?|got|gets|causes?|caused|because|"
                            r"(?:it|that|this|there|he|she|what|who|its)'s|(?:they|we|you)'re)\b",
                             re.IGNORECASE)


VAGUE_PLAN = re.compile(
    r"\b(?:i'?d|i would|i'?ll|i will|we'?d|i)\s+(?:still |first |also |probably |want to |need to |like to |have to )*"
    r"(?:check|test|verify|confirm|rule|tell|narrow|try|look into|dig into|figure)\s+(?:(?:both|that|it|this|those|them|"
    r"these|either|one|out|apart)\b(?!'s\b|\s+(?:log|dump|output|trace|file)s?\b)|first\W*$|\W*$)|\b(?:i'?d|i would|i'?ll) "
    r"(?:check|test|verify|confirm)\W*$", re.IGNORECASE)
"""A plan to test that names nothing to look at ("I'd check both before blaming the router", "I'd want to rule that
out", "i would test one then other")."""


_FACT_QUESTION = re.compile(
    LEAD_IN + r"(?:(?:was|were|had) there (?:been )?(?:a |an |any )?(?:change|update|upgrade|problem|issue|incident|outage|"
    r"restart|failure|reboot|deploy\w*|release|rollout|migration|maintenance|alert|difference)|(?:is|are|was|were|did|does|do|has|"
    r"have|had|isn'?t|aren'?t|wasn'?t|weren'?t|didn'?t|doesn'?t|hasn'?t|haven'?t)\s+(?!there\b))", re.IGNORECASE)
# "when did the mixture change go in", "who changed the template", "why was the node drained", "how does the launcher
# decide …": asked of the interviewer about what happened or how a thing works, not a request to see an output.
_WH_FACT_QUESTION = re.compile(
    LEAD_IN + r"(?:(?:(?:since |until )?when|why|who|how come)\s+(?:did|was|were|is|are|has|have|had|does|do)\b|how (?:does|do|did) (?:the|it|this|that) "
    r"(?:[\w-]+ ){0,3}?(?:decide|know|tell|choose|pick|detect|determine)\b)", re.IGNORECASE)
_OUTPUT_NOUN = re.compile(r"\b(?:logs?|dumps?|outputs?|traces?|listings?|diffs?|counters|stats|status|config|"
                          r"manifest|timeline|history)\b", re.IGNORECASE)


_WHO_WHICH = re.compile(LEAD_IN + r"(?:which|who|what|how (?:many|much|often|long|big)|when|where)\b(?!\s+(?:does|do|did)\b.{1,60}\b(?:say|show|look like|report)\b)",
                        re.IGNORECASE)
_CAN_WE_DO = re.compile(LEAD_IN + r"(?:can|could|should|shall) (?:we|i) (?!(?:see|get|have|look|read|check|pull|grab|dump|run|"
                        r"rerun|re-run|replay|reproduce|repro|try|query|list|inspect|compare|diff)\b)\w+", re.IGNORECASE)


_WHAT_CHANGED = re.compile(LEAD_IN + r"what (?:(?:exactly|else|actually|precisely|really) )?(?:changed|was changed|got changed|"
                           r"was different|happened|was done)\b", re.IGNORECASE)
"""What changed or happened ("what exactly changed in the config at the restart?"): an event, asked of whoever knows it."""
_KNOW_PREFACE = re.compile(LEAD_IN + r"(?:i(?:'d| would) (?:like|want|love) to know|i (?:want|need) to know|i(?:'m| am) "
                           r"(?:wondering|curious)|i wonder)\s+(?=(?:which|who|what|when|where)\b)", re.IGNORECASE)


_ASKED_WHETHER = re.compile(
    LEAD_IN + r"(?:(?:i(?:'d| would) (?:like|want|love) to|i (?:want|need) to|(?:i )?need to|(?:some|any)(?:one|body) "
    r"(?:should|could|needs to|has to)|(?:can|could) (?:you|someone|somebody)|i(?:'m| am)? ?(?:wondering|curious)|i wonder|"
    r"(?:just )?(?:curious|wondering)|please)\s*(?:know|tell me|find out|check)?\s*(?:about\s+)?|tell me\s+)"
    r"(?:whether|if)\s+\w", re.IGNORECASE)
"""An indirect yes/no question ("wondering if b06 ever failed a health check", "tell me whether anything was pushed to the
spine"): asks the interviewer a fact, as "was anything pushed?" does."""


def fact_question(sentence: str) -> bool:
    """A yes/no question about a fact ("was the aux loss coefficient changed?", "did the restarts land on
    the same node"): asked of the interviewer, not a request to see an output. "I'd like to know which host …" asks
    what its wh-clause asks."""
    s = _KNOW_PREFACE.sub("", sentence.strip())
    if DISLOCATED.match(s):  # "the repaired nodes, are they all in the job": the question after its topic
        s = re.sub(r"^[^,]{1,60},\s*", "", s)
    if (_ASKED_WHETHER.match(s) and not REQUEST.search(s) and not _OUTPUT_NOUN.search(s)
            and not REASON_FOR_ASKING.match(s)):  # "Can I see dmon? I want to know whether …" gives the request's reason
        return True
    if (_WH_FACT_QUESTION.match(s) or OR_NOT.match(s)) and not REQUEST.search(s) and not _OUTPUT_NOUN.search(s):
        return True  # ("… it was running the same image as the others or not": a yes/no fact in statement order)
    if _WHO_WHICH.match(s) and not REQUEST.search(s) and not _OUTPUT_NOUN.search(s):
        # "which nodes came back from the maintenance", "who approved that template", "what are the
        # rayStartParams on the head": a fact the interviewer knows, not an output to show.
        return True
    if _WHAT_CHANGED.match(s) and not REQUEST.search(s):
        return True  # "what exactly changed in the config at the 20k restart?": the change is a fact they know, not an output
    if _CAN_WE_DO.match(s) and not REQUEST.search(s):
        return True  # "can we drain it from here or does that need ops?": asks what is allowed, not to see output
    return bool(_FACT_QUESTION.match(s)) and not REQUEST.search(s) and not re.search(r"\b(?:do|does|did) \w+ have the\b", s, re.I) \
        and not (re.search(r"\b(?:have|has) (?:a|an|any)\b", s, re.IGNORECASE) and _OUTPUT_NOUN.search(s))


_WANTED = re.compile(
    LEAD_IN + r"(?:i\s+|i'?d\s+|i would\s+)?(?:also\s+|really\s+|still\s+|first\s+|just\s+)?(?:want|need)\s+"
    r"(?!to\b|you\b|u\b|it\b|that\b|this\b|them\b|more\b|some (?:time|help)\b|(?:a |an |one )?(?:minute|moment|second|sec|"
    r"break|hint|nudge|clue|help|repeat|reminder|sec)\b)[\w`'\"./-]", re.IGNORECASE)
"""A want or need of something said by the candidate, subject dropped or not ("need dmesg -T on b06", "want the per-rank
dump for that step", "I want a replay of one step on that GPU"): on a scenario page, what the candidate wants is an
output, asked of the interviewer who holds them. Wanting to do something ("need to check …") or a moment or a hint is
not one."""


def wants_output(sentence: str) -> bool:
    """The sentence opens with a want or need of a thing (``_WANTED``)."""
    return bool(_WANTED.match(sentence))


def requesty(sentence: Sentence, count: int) -> bool:
    """Shaped like a request for output: a question, a plan to look, 'show me…', or a bare noun phrase.

    A yes/no question about a fact is not one: "was X changed?" asks the interviewer, it does not
    ask to see a log.
    """
    if sentence.stance == "question" and fact_question(sentence.text):
        return False
    if (sentence.stance in ("question", "plan") or REQUEST.search(sentence.text) or runs_command(sentence.text)
            or wants_output(sentence.text) or asks_for_output(sentence.text)):
        return True
    return (sentence.stance == "assert" and count == 1 and len(sentence.text.split()) <= 8
            and not ASSERTIVE_VERB.search(sentence.text))


def asks_to_see(sentence: Sentence) -> bool:
    """Phrased as a request for an output ("show me …", "can I get …", "… please", a typed command, "…, I'd run ray list
    actors for the head node", a command line run as the move: ``command_line``), not a yes/no question about a fact."""
    return (sentence.stance in ("question", "plan", "assert", "hedge")
            and bool(REQUEST.search(sentence.text) or _PLAN_TO_SEE.search(sentence.text) or runs_command(sentence.text)
                     or wants_output(sentence.text) or asks_for_output(sentence.text))
            and not fact_question(sentence.text) and not VERDICT.match(sentence.text))


_NOT_AN_OUTPUT = (r"(?!\s*(?:[.,;:!?\u2026-]|$)|\s+(?:um+|uh+|erm?|hmm+|well|so|ok(?:ay)?|right|now|here|then|if|whether|back)\b|"
                  r"\s+(?:what|how) (?:i|we)\b|\s+(?:a |an |the |some )?(?:\w+ )?(?:hint|nudge|minute|moment|second|sec|"
                  r"question|page|scenario|situation|notes?|break|chance)\b)")
"""What makes "let me see" a thinking aloud, not an ask: nothing after it ("Let me see. TP inside …"), a filler or a
connective ("let me see, um, ring …", "let me see if I remember"), what the candidate would do ("let me see how I'd
…"), or a moment, a hint or the page rather than an output."""
_ADDRESSED = r"(?:(?-i:[A-Z][a-z]+)\s*,\s*)?"
"""The interviewer named before the request ("Marcus, give me …"): the request is still asked of them."""
_ASKED_OF_YOU = re.compile(
    LEAD_IN + _ADDRESSED + r"(?:(?:can|could|would) (?:you|u) (?:please\s+)?(?:show|send|fetch|paste|pull up) (?:me|us)\b|"
    r"(?:please\s+)?(?:show|get|give|send|fetch|paste|pull up) (?:me|us)\b|(?:let me|lemme|can i|could i|may i) "
    r"(?:see|get|have|look at)\b)" + _NOT_AN_OUTPUT, re.IGNORECASE)
_BARE_ORDER = re.compile(LEAD_IN + r"(?:pull|grab|dump|fetch|run|get) (?:the|a|an|every|all|each|its|their|per-[\w-]+)\b",
                         re.IGNORECASE)


_ONE_OUTPUT = re.compile(LEAD_IN + r"(?:one|first|my (?:first|one)|the) (?:artifact|output)\s*(?:please\s*)?:\s*\w", re.IGNORECASE)
"""An output named after a heading that asks for it ("One artifact: the flight recorder dump from …")."""


def asks_interviewer(sentence: Sentence, count: int) -> bool:
    """Outside a scenario page, an output asked of the interviewer: "show me …", "get me …", "let me see …", or a turn
    that is one order for an output ("Pull the step times for every rank."). A plan said as what the candidate would
    pull ("I'd pull the logs") is part of an answer."""
    if sentence.stance not in ("assert", "plan", "question", "hedge"):
        return False
    return bool(_ASKED_OF_YOU.match(sentence.text) or (count == 1 and _BARE_ORDER.match(sentence.text))
                or _ONE_OUTPUT.match(sentence.text) or ticket_ask(sentence.text)
                or _SHOW_ME_LAST.search(sentence.text)
                or (count == 1 and len(sentence.text.split()) <= WISH_MAX_WORDS and _WISH_TO_SEE.match(sentence.text)))


WISH_MAX_WORDS = 25
_WISH_TO_SEE = re.compile(
    LEAD_IN + r"(?:first(?: thing)?,? )?(?:(?:i'?d|id|i would|i want to|i wanna|i need to|let me|lemme)(?: first| probably| just)? "
    r"(?:want to |like to |need to )?|(?:it )?would be (?:nice|good|great|useful|helpful) to |i wish i (?:could|can) )(?:see|look at|"
    r"pull(?: up)?|check|grab|run|open|dump)\b(?!\s+(?:if|whether|how|what|why|where|which|when|that|it|this|both|them|"
    r"for)\b)" + _NOT_AN_OUTPUT, re.IGNORECASE)
"""A turn that is one wish or plan to see an output ("i'd look at ray list actors filtered to the head node", "i'd want to see
the code of the logging thread"): asked of the interviewer, who holds the outputs, as "show me" is."""


_SHOW_ME_LAST = re.compile(r"[,;]\s*(?:(?:and|so|but)\s+)?(?:can|could|would) you (?:please )?(?:show|send|paste|pull up) (?:me|us) "
                           r"(?:the|a|an|some|its|their)\b[^,;]{1,60}$", re.IGNORECASE)
"""An output asked for at the end of a longer sentence ("…, maybe I'd look at the logs, can you show me the logs")."""


def asks_verdict(question: str) -> bool:
    """A yes/no question that asks the interviewer to confirm a cause or a choice ("is it the driver?")."""
    return bool(VERDICT.match(question.strip()))


_PLAN_TO_SEE = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:so|and|then|but)\s+)(?:first(?: thing)?,? )?(?:i'?d|id|i would|i'?ll|i will|let me|lemme)(?: first| probably| "
    r"just| then| want to| need to| like to| start by| start with)* (?:check(?:ing)?|look(?:ing)? at|run(?:ning)?|read(?:ing)?|"
    r"pull(?:ing)?(?: up)?|grab(?:bing)?|dump(?:ing)?|diff(?:ing)?|open(?:ing)?|inspect(?:ing)?|see)\b(?!\s+(?:if|whether|how|what|why|"
    r"where|which|when|that|it|this|both|them|for|first|again|into|out|on|up|at|around|through)\b)" + _NOT_AN_OUTPUT, re.IGNORECASE)
"""A plan to look at a named output, said as what the candidate would do: in a scenario, an output asked for."""


_NAMED_OUTPUT = re.compile(
    r"\b(?:logs?|dumps?|outputs?|traces?|listings?|diffs?|counters|stats|manifests?|timelines?|readme|metrics|health|rss|"
    r"dmesg|nvidia[- ]?smi|dcgmi?|py[- ]?spy|raylet|ray (?:status|memory|list)|ibstat|lspci|ethtool|nccl[- ]tests|"
    r"per (?:step|rank|node|source|gpu|process|host))\b", re.IGNORECASE)
_NOT_A_LIST = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had|do|does|did|can|could|would|should|will|may|might|must|"
                         r"\w+n't|\w+'(?:s|re|ve|d|ll)|i|we|you|they|it|because|so|since|maybe|probably|too|broken|bad|"
                         r"wrong|stale|missing|slow|high|low|full)\b|\?", re.IGNORECASE)
NAMED_MAX_WORDS = 18


def names_outputs(read: list[Sentence]) -> bool:
    """A turn that only names outputs, as a terse engineer asks on a scenario page ("node health on d092, nvidia smi -q
    dmesg and dcgm", "the mixture diff v8 to v9 and the readme of the corpus bucket"): no verb, no subject, no judgement
    of its own (then it states a cause: "stale config on the new node"), each part naming a log, a dump or a tool."""
    body = [s for s in read if s.stance != "empty"]
    return (bool(body) and sum(len(s.text.split()) for s in body) <= NAMED_MAX_WORDS
            and all(s.stance in ("assert", "rhetorical") and not _NOT_A_LIST.search(s.text) and _NAMED_OUTPUT.search(s.text)
                    for s in body))
