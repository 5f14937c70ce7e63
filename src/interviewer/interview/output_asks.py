"""An output asked for as a ticket, a plan or a wish, not only as "show me": what a support engineer or a bilingual
candidate says when they want to see a log, a command's output, a dump, a dashboard or a config.

Three readings, each needing a specific output in its object (``OUTPUT``), so that a question about a fact ("was the
driver upgraded?"), a request about the interview ("can you paste the question again?"), an action on the system
("restart the job", "drain the node") and a claim that mentions a log ("the log shows X") are none of them:

- ``ticket_ask``: the ask put as a ticket to whoever holds the outputs, in English ("kindly share …", "can you attach /
  send over / paste …", "grab me …", "can I get …") or in the other language of a code-switching speaker, whose verb
  for show / send / let me see / I want to see is the request ("… dikhao", "muéstrame …", "patingin ng …", "make I see …").
- ``plan_to_read``: a first-person plan to pull, read or run a named output ("I'd pull the flight recorder dumps", "first
  thing I'd check is the dmesg output", "then I run ray memory on the head"), read on a scenario page only (on a topic's
  question nobody holds outputs: the plan is how the answer works); a past account ("I looked at dmesg") or a test run
  to measure something (nccl-tests, a DCGM diagnostic) is not.
- ``listed_outputs``: outputs named as a list with no verb, on a scenario page ("dmesg from gpu-b06, the whole thing
  around 04:12, and an nvidia-bug-report before somebody reboots it"; "Router statistics, tokens per expert over time").
- ``wish_to_see``: a wish for an output, or the output named as what would decide ("it would help to see the per-rank
  timings", "the amax stats for the spike steps should settle it").
"""

from __future__ import annotations

import re

from .clauses import LEAD_IN

_TOOL = (r"dmesg|nvidia[- ]?smi|dcgmi? (?:dmon|stats|health)|py[- ]?spy(?: dump)?|raylet\.out|raylet|gcs_server\.out|"
         r"ray (?:status|memory|list|logs|summary)|ibstat|ibv_devinfo|ethtool|lspci|journalctl|sacct|squeue|sinfo|scontrol|"
         r"kubectl (?:describe|get|logs)|iostat|nvtop|mlnx_qos|hw_counters|perfquery|ip -s|pdsh|dshbak|sbatch|"
         r"flight[- ]recorder|nccl_debug(?:=info)?|torch_distributed_debug|memray|tracemalloc|nsys|nsight|tensorboard|"
         r"grafana|prometheus")
OUTPUT = re.compile(
    r"\b(?:logs?|log lines|dumps?|outputs?|traces?|stack(?:s| traces?)|listings?|diffs?|counters|stats|statistics|metrics|"
    r"configs?|configuration|manifests?|timelines?|histor(?:y|ies)|dashboards?|graphs?|charts?|plots?|profiles?|"
    r"snapshots?|readme|spec|yaml|script|code|env(?:ironment)? vars?|lines|records?|timings?|report|inventory|"
    r"per[- ](?:rank|node|gpu|source|step|host|worker|device|layer|expert|process|nic|port)|" + _TOOL + r")(?![\w-])",
    re.IGNORECASE)
"""A specific output: a log, a dump, a command's output, a dashboard, a config, a named tool, a quantity per rank."""
_KIND_OF_OUTPUT = re.compile(OUTPUT.pattern.replace(r"per[- ](?:rank|node|gpu|source|step|host|worker|device|layer|expert|"
                                                    r"process|nic|port)|", ""), re.IGNORECASE)
_NOT_AN_OUTPUT = re.compile(r"\b(?:question|feedback|slides?|screen|link|job description|offer|recording|notes|hint|"
                            r"agenda|invite|email|resume|cv|seconds?|secs?|minutes?|moment|break|breath|pause)\b", re.IGNORECASE)
"""What a request about the interview or the job asks for ("can you share your screen", "send the question again"), or
the time taken before a look ("take ten seconds to reread the code")."""

_TICKET = re.compile(
    LEAD_IN + r"(?:(?:kindly|please|pls|plz|just|also)\s+)*(?:"
    r"(?:(?:can|could|would|will) (?:you|u|someone|somebody)|(?:would|do) you mind|can)\s+(?:please\s+|kindly\s+|also\s+|quickly\s+)*"
    r"(?:attach\w*|send\w*(?: (?:over|across|through))?|paste\w*|shar\w+|post\w*|upload\w*|forward\w*|drop\w*|export\w*|"
    r"grab\w*|get|fetch\w*|pull\w*|show\w*|dump\w*|print\w*|provide|give)\b|"
    r"(?:kindly|please|pls|plz)\s+(?:attach|send|paste|share|post|upload|forward|drop|export|grab|get|fetch|pull|show|dump|"
    r"print|provide|give)\b|"
    r"(?:attach|send (?:over|across)|upload|forward|paste|share)\s+(?:me\s+|us\s+)?(?:the|a|an|all|every|each|its|their|some)\b|"
    r"(?:grab|get|fetch|pull|send|show) (?:me|us)\b|"
    r"(?:can|could|may) (?:i|we) (?:please\s+)?(?:get|have|grab|see)\b|(?:i'?d|i would) (?:like|love|appreciate) (?:to (?:get|have|see)\b|"
    r"(?:the|a|an|some)\b))", re.IGNORECASE)
"""A ticket's ask, at the start of the sentence or after its lead-in ("Kindly share …", "Can you attach …", "Also send over
the …", "Grab me …", "Could I get …")."""

_ELSEWHERE = (
    # Hindi / Urdu: show, send, want to see, is needed
    r"dikha(?:o|iye|ie|na|do|dein|ye)\b|dikhai?ye\b|bhej(?:o|iye|do|dein)\b|dekh(?:na|ne) (?:hai|padega|chahi\w+|chahta|chahti)\b|"
    r"dekhte hain\b|dekhenge\b|chahiye\b|"
    # Spanish / Portuguese: show me, send me, I want to see, let me see
    r"mu[eé]strame\b|mu[eé]streme\b|ens[eé][ñn]ame\b|p[aá]same\b|m[aá]ndame\b|env[ií]ame\b|(?:quiero|quisiera|necesito|me "
    r"gustar[ií]a) ver\b|d[eé]jame ver\b|a ver (?:el|la|los|las)\b|me (?:mostra|manda)\b|quero ver\b|"
    # Tagalog: let me see, show, please send / share
    r"patingin\b|pakita(?:in)?\b|ipakita\b|paki-?(?:send|share|paste|attach|kita|bigay)\b|titingnan ko\b|tingnan (?:natin|ko)\b|"
    # Nigerian Pidgin: let me see, I want to see
    r"make (?:i|we) (?:see|check|look)\b|(?:i|we) wan (?:see|check)\b|"
    # French / German: show me, I want to see, send me
    r"montre[sz]?-moi\b|je (?:veux|voudrais) voir\b|envoie[sz]?-moi\b|zeig(?:en sie)? mir\b|schick(?:en sie)? mir\b")
_ASKED_ELSEWHERE = re.compile(r"(?:^|[\s,;:(])(?:" + _ELSEWHERE + r")(?!\s+(?:mat|nahi|nahin|mat karo|not)\b)", re.IGNORECASE)
"""The request verb of a code-switching speaker's other language (show me, send, let me see, I want to see, is needed), not
negated ("dikhao mat": don't show)."""


def ticket_ask(sentence: str) -> bool:
    """An output asked for as a ticket or in the speaker's other language (see the module's docstring)."""
    if not OUTPUT.search(sentence) or _NOT_AN_OUTPUT.search(sentence) and not _TOOL_NAMED.search(sentence):
        return False
    return bool(_TICKET.match(sentence) or _ASKED_ELSEWHERE.search(sentence))


_TOOL_NAMED = re.compile(r"(?<![\w-])(?:" + _TOOL + r")(?![\w-])", re.IGNORECASE)


_LOOK = (r"(?:pull(?:ing)?(?: up)?|grab(?:bing)?|tak(?:e|ing)|read(?:ing)?|open(?:ing)?|check(?:ing)?|run(?:ning)?|"
         r"look(?:ing)? at|chart(?:ing)?|plot(?:ting)?|diff(?:ing)?|compar(?:e|ing)|dump(?:ing)?|captur(?:e|ing)|"
         r"collect(?:ing)?|tail(?:ing)?|grep(?:ping)?|inspect(?:ing)?|query(?:ing)?|watch(?:ing)?|fetch(?:ing)?|"
         r"print(?:ing)?|bring(?:ing)? up|read off|go through|"
         r"look(?:ing)? through|start with)")
_PLANNER = (r"(?:i'?d|id|i would|i'?ll|i will|i'?m going to|i am going to|i'?m gonna|i go|we'?d|we would|we'?ll|let me|"
            r"lemme|let'?s)(?:\s+(?:first|then|also|probably|just|immediately|next|quickly|always|still|want to|need to|like to|"
            r"start by|go|and))*")
_PLAN = re.compile(
    r"(?:^\W*|[,;:(]\s*|\b(?:and|then|so|also|next|after that|afterwards|first(?: thing)?,?|second|meanwhile)\s+)"
    r"(?:(?P<planner>" + _PLANNER + r")\s+" + _LOOK + r"|(?:i|we) (?:then |first |also |next )?(?:run|pull|grab|open|check|tail|grep|dump))"
    r"\b(?!\s+(?:if|whether|how|what|why|where|which|when|that|it|this|both|them|for|again|out|in|into|around|off)\b)"
    r"(?P<object>[^.;!?]{0,80})", re.IGNORECASE)
_CLEFT = re.compile(
    r"\b(?:the )?(?:first|next|one|main) (?:thing|step|artifact|stop|place)\s*(?:i'?d|i would|i'?ll|i will|i|we'?d|to)?\s*"
    r"(?:want to |need to |like to )?" + _LOOK + r"?\s*(?:is|=|:|would be)\s+(?P<object>[^.;!?]{0,80})", re.IGNORECASE)
"""The plan said as a cleft ("The first thing I would run is ray status", "First thing I pull is the log of …")."""
_A_TEST = re.compile(r"\b(?:nccl[- ]tests?|all_?reduce_perf|\w+_perf\b|ib_(?:write|read|send)_(?:bw|lat)|dcgmi diag|"
                     r"stress[- ]test|burn[- ]in|benchmark\w*|health ?check)", re.IGNORECASE)
"""A test run to measure something, not an output that exists to be read (the plan to run it is part of the answer)."""


def _names_output(phrase: str, *, present: bool = False, strict: bool = False) -> bool:
    """Whether the object of a plan or wish names an output; ``strict``: a log, a dump, a tool, not only a quantity taken
    per rank or per layer ("I'd look at the per-layer norms" names what to compute, not an output that exists)."""
    head = re.split(r"\s+(?:to see|so (?:that|i|we)|because|since|which|where|while|until|before|if|and see)\b", phrase,
                    maxsplit=1, flags=re.IGNORECASE)[0]
    words = head.split()
    window = " ".join(words[:8])
    if _A_TEST.search(window) and not _TOOL_NAMED.search(_A_TEST.sub("", window)):
        return False
    found = (_TOOL_NAMED if present else _KIND_OF_OUTPUT if strict else OUTPUT).search(window)
    return bool(found) and not _NOT_AN_OUTPUT.search(window[:found.start()])


def plan_to_read(sentence: str) -> bool:
    """A first-person plan to pull, read or run a named output (see the module's docstring). Said in the present tense
    ("I run nvidia-smi -q on that GPU") it counts only when a tool is named, not a kind of output."""
    for m in _PLAN.finditer(sentence):
        if _names_output(m.group("object"), present=m.group("planner") is None, strict=True):
            return True
    return any(_names_output(m.group("object"), strict=True) for m in _CLEFT.finditer(sentence))


_WISH = re.compile(
    r"\b(?:(?:it|that)(?:'?d| would) (?:really )?(?:help|be (?:useful|helpful|good|great|nice|handy|ideal))|i(?:'?d| would) "
    r"(?:want|need|love|like) (?:to see|eyes on)|what i(?:'?d| would)? (?:want|need|like) (?:to see |to look at |first )?is|"
    r"i wish i (?:had|could see)|i(?:'?d| would) (?:want|need|like) to (?:look at|read|compare))"
    r"(?:\s+to (?:see|have|get|look at|compare|read))?\s+(?P<object>[^.;!?]{0,80})", re.IGNORECASE)
_DECIDES = re.compile(
    r"^\W*(?P<object>(?:the |a |an |some )?[^.;!?]{3,90}?)\s+(?:would|should|will|could|might|ought to)\s+(?:\w+\s+)?"
    r"(?:settle|decide|tell (?:us|me|you)|show (?:us|me|which|whether|if)|confirm|answer|rule (?:it|that|this) (?:in|out)|"
    r"clear (?:it|that|this) up|sort (?:it|that|this) out)\b", re.IGNORECASE)


def wish_to_see(sentence: str) -> bool:
    """A wish for a named output, or the output named as what would decide the question (see the module's docstring)."""
    if any(_names_output(m.group("object")) for m in _WISH.finditer(sentence)):
        return True
    m = _DECIDES.match(sentence)
    return bool(m and OUTPUT.search(m.group("object"))
                and not re.match(r"(?:i|we|you|they|it|this|that|which|what)\b", m.group("object"), re.IGNORECASE))


_LEAD = re.compile(r"^(?:(?:before anything else|first thing|first of all|to start|for a start|after that|and|also|then|"
                   r"first|next|plus|ok(?:ay)?|right|so)\b[,:]?\s*)*", re.IGNORECASE)
_WHY_CLAUSE = re.compile(r"\b(?:before|until|in case|so (?:that|we|i)|while|since|because|if|when|to (?:see|check|confirm|"
                         r"compare|rule))\b.*$", re.IGNORECASE)
_VERB = re.compile(r"\b(?:is|are|was|were|be|been|being|am|has|have|had|do|does|did|can|could|would|will|should|must|might|"
                   r"may|shall|shows?|showed|says?|said|goes|went|gone|dies|died|fails?|failed|fell|fallen|falls?|caus\w+|"
                   r"means?|meant|gets?|got|looks?|seems?|broke|breaks?|drops?|hits?|runs?|ran|kills?|think|guess|bet|"
                   r"suspect|need|want|i|we|you|they|he|she|set|put|cut|explains|tells|proves|confirms|matches|points|makes|"
                   r"takes|needs|wants|lives|sits|holds|keeps|stays|comes|starts|stops|ends|sets|uses|writes|reads|sends|"
                   r"maybe|perhaps|probably|possibly|likely)\b|\w'(?:s|re|ve|d|ll|m)\b|n't\b|\b\w{3,}ed\b|:(?=\s|$)",
                   re.IGNORECASE)
"""A verb, a subject, a hedge or a colon (a line read off the page: "dmesg: Xid 79"): the sentence says or guesses
something ("Maybe the ECN config there?", "The config diff explains everything"), it is not a list."""


_LISTED = re.compile(r"(?:(?:the|a|an|all|every|full|raw|whole|complete)\s+)?(?:[\w./-]+\s+){0,3}?(?:logs?|dumps?|outputs?|"
                     r"traces?|stack(?:s| traces?)|statistics|stats|counters|metrics|configs?|timelines?|reports?|"
                     r"histograms?|dashboards?|" + _TOOL + r")(?![\w-])", re.IGNORECASE)
"""A list that starts with the output it asks for: "dmesg from gpu-b06 …", "Router statistics, …", "The upload log …";
not a quantity read off the page ("Two DataLoader workers per rank")."""


_ACTION = re.compile(r"(?:fix|restart|drain|roll|revert|change|move|rerun|bump|increase|decrease|raise|lower|disable|enable|"
                     r"update|upgrade|downgrade|replace|swap|reboot|reset|kill|pin|add|remove|delete|drop|apply|push|tell|"
                     r"open|file|make|use|keep|stop|start|clean|correct|rewrite|edit|patch|ship|deploy|rotate|rename)\b",
                     re.IGNORECASE)
"""An order to act on the system ("Fix the config key, restart."): a fix, not outputs asked for."""


def listed_outputs(sentence: str) -> bool:
    """Outputs named as a list, with no verb (see the module's docstring): what a terse speaker says when asking for them.
    A reason after it ("… before somebody reboots it", "… to compare with a good node") may have verbs of its own."""
    body = _WHY_CLAUSE.sub("", _LEAD.sub("", sentence.strip())).strip(" .,;!")
    return (bool(body) and len(body.split()) <= 25 and bool(_LISTED.match(body)) and not _VERB.search(body)
            and not _ACTION.match(body) and not _NOT_AN_OUTPUT.search(body))


def asks_for_output(sentence: str) -> bool:
    """Any of the readings: a ticket, a plan to read, outputs listed, a wish to see."""
    return ticket_ask(sentence) or plan_to_read(sentence) or listed_outputs(sentence) or wish_to_see(sentence)
