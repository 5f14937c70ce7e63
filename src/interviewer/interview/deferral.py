"""Deferral: where an answer hands the question to someone or something else, and whether it hands off the asked specific.

An evasive answer names relevant things but commits to nothing of its own: the answer is given to another party ("I'd
ask the storage team", "the network folks handled that"), to a framework default, recipe or document ("whatever recipe
the framework ships", "NCCL decides that internally", "I wouldn't reinvent it"), to measurement in place of reasoning
("run a sweep and pick the fastest", "let the numbers decide", "before committing to a number"), to circumstance ("it
depends on things we haven't pinned down", "every cluster is different") or declined ("I'd rather not design this").
``deferring_units`` finds the stretches of an answer that do this, so that what the answer says of its own can be read
outside them (``substance.Substance.own_links``): a strong answer that says "I'd confirm with the team" after its
mechanism and numbers keeps them; an answer whose every mechanism is why someone else should answer has none.

``SPECIFIC_DEFERRED`` is the narrower move of a good answer that hands off the one thing asked for: "the exact figure
I'd have to work out", "how exactly they nest is the part I always copy from the example", "I'd check the docs for the
exact options". The precise thing is named and the speaker says it is not given here (not had, looked up later, taken
from elsewhere); "I'd pull the exact batches" is an action on it and does not count.
"""

from __future__ import annotations

import re

_PARTY_NOUN = (r"(?:team|teams|folks|people|vendors?|support|owners?|managers?|researchers|research|ops|admins?|experts?|"
               r"SREs?|on-?call|professional services|colleagues|specialists)")
PARTY = re.compile(
    r"\b(?:ask(?:ing)?|talk(?:ing)? (?:to|with)|speak(?:ing)? (?:to|with)|check(?:ing)? with|confirm(?:ing)? with|"
    r"sync(?:ing)? with|loop(?:ing)? in|bring(?:ing)? in|get(?:ting)?(?=\s[\w' -]{0,40}\bin the room)|"
    r"escalat\w+ (?:it |this |that )?to|rais\w+ (?:it |this |that )?with|hand\w* (?:it |this |that )?(?:off |over )?to|"
    r"leav\w+ (?:it |this |that )?to|defer\w* to|share (?:it |this |that )?with|consult(?:ing)?|rel(?:y|ying) on|"
    r"trust(?:ing)?|assigned to|pass\w* (?:it |this |that )?(?:on )?to|take (?:it |that |the \w+ )?from)\s+"
    r"(?:the |our |their |a |my |an |its |some |other |whoever )?(?:[\w-]+ ){0,3}?(?:" + _PARTY_NOUN + r"|owns?\b)\b"
    r"|\b(?:the|our|their|a|its|whoever) (?:[\w-]+ ){0,3}?(?:team|folks|people|vendors?|support|researchers|research|ops|"
    r"owners?)(?:'s)? (?:would |usually |generally |really |probably |should |will |'d )?(?:own|owns|owned|handle[sd]?|"
    r"did|does|knows?|decide[sd]?|(?:is|are|was|were) (?:responsible|in charge)|ha(?:ve|s|d) (?:a|the|their own) "
    r"(?:\w+ ){0,2}(?:tool|tools|recipe|process|playbook|runbook|numbers))\b"
    r"|\b(?:their|the vendor's|the \w+ team's) (?:responsibility|side|call|change|problem|job)\b"
    r"|\bnot (?:really )?(?:my|our) (?:area|responsibility|call|side|job|problem)\b"
    r"|\bwasn'?t (?:really )?(?:ours|mine|my \w+)\b"
    r"|\b(?:get(?:ting)?|bring(?:ing)?) (?:the right people|everyone|them) (?:in|into) (?:a|the) room\b"
    r"|\b(?:until|once) (?:we can get |I can get )?someone (?:to|can)\b|\bask (?:them|him|her) to (?:tell|give|send|explain)\b",
    re.IGNORECASE)
"""To another party: the speaker's move is to ask, escalate, loop in or leave it to a team, a vendor, an owner; or the
party is said to own, handle or know it ("the data team would own most of that", "not really my area")."""
RECIPE = re.compile(
    r"\b(?:use|start(?:ing)? (?:from|with)|follow|trust|rely on|lean on|copy|crib|adapt|stick with|go with|pick)\s+"
    r"(?:whatever|(?:the |their |its |our )?(?:[\w-]+(?:'s)? ){0,2}(?:defaults?|recipes?|tutorials?|docs|documentation|"
    r"runbooks?|playbooks?|heuristics?|examples?|reference \w+|standard \w+|dashboards?|monitoring))\b"
    r"|\bwhatever (?:the |our )?(?:\w+ ){0,2}(?:ships|recommends|says|suggests|does|picks|chooses|has|uses|supports)\b"
    r"|\b(?:rather than|instead of|not|never|wouldn'?t|won'?t|don'?t)\b[^.;]{0,20}\b(?:hand[- ]roll\w*|reinvent\w*|"
    r"from scratch)\b"
    r"|\b(?:decides?|chooses?|picks?)\b[^.;]{0,25}\b(?:internally|for you|under the hood|automatically|by itself)\b"
    r"|\b(?:handled|done) (?:by|in) the (?:framework|library)\b"
    r"|\b(?:built-in|default|defaults|out of the box|off[- ]the[- ]shelf)\b[^.;]{0,60}\b(?:is|are|should be|will be) "
    r"(?:usually |generally |probably |normally )?(?:enough|fine|good enough|sufficient)\b"
    r"|\bnever (?:had|needed) to (?:choose|pick|write|work|think|worry|touch)\b", re.IGNORECASE)
"""To a framework default, a recipe or a document: "whatever recipe the framework ships", "I'd trust the library's
heuristics", "NCCL decides that internally", "rather than hand-rolling it", "I never had to choose"."""
MEASURE = re.compile(
    r"\blet (?:the )?(?:measurements?|numbers?|data|benchmarks?|profiler|results?|metrics|profiles?) "
    r"(?:decide|tell|speak|guide|drive)"
    r"|\b(?:sweep|benchmark|configurations)\b[^.;]{0,60}\b(?:pick|choose) (?:the|whichever|whatever)\b"
    r"|\b(?:before|without) (?:committing|quoting|promising|deciding|guessing|investing|giving (?:a|any) "
    r"(?:number|estimate))\b"
    r"|\brather (?:\w+ ){1,8}than (?:guess\w*|quot\w+|argu\w+|speculat\w+|theori[sz]\w*|pluck\w*|commit\w*|try\w* to)\b"
    r"|\bonce we (?:see|have|know) (?:how|what|real|more|the)\b"
    r"|\b(?:tune|refine|adjust|revisit) (?:it |things |that )?(?:later|once we|as we go)\b"
    r"|\b(?:take|go) (?:it )?from there\b|\bsee where (?:we|it) lands?\b", re.IGNORECASE)
"""To measurement in place of reasoning: "run a sweep and pick the fastest", "let the measurements decide", "before
committing to a number", "I'd rather measure it than guess", "we'd tune it once we see how it behaves"."""
CIRCUMSTANCE = re.compile(
    r"\bdepends? (?:so much |a lot |entirely |really |heavily |mostly )on\b|\bit depends\b"
    r"|\b(?:it|that|this|everything|the answer|the right (?:\w+ ){1,2}|the (?:fix|layout|details?|choice|decision)) "
    r"(?:would |really |all |probably |usually |will )?depends? on\b"
    r"|\bevery (?:cluster|fleet|team|workload|model|job|setup|case|situation|codebase|company|system) is (?:\w+ )?different\b"
    r"|\bhard to (?:point at|know in advance|pin down|generali[sz]e|single out|say|tell|put a number)\b"
    r"|\b(?:no|not a) (?:one|single|simple|general) answer\b|\b(?:haven'?t|not) (?:been |yet )?pinned down\b"
    r"|\bnot (?:clear|known|decided) yet\b|\bcase by case\b"
    r"|\brather not (?:give|say|design|commit|go|get|quote|pluck|guess|put)\b"
    r"|\bI wouldn'?t want to (?:commit|impose|give|say|promise|quote)\b", re.IGNORECASE)
"""To circumstance, or declined: "it depends on things we haven't pinned down", "every fleet is different", "hard to
single out", "I'd rather not design this from scratch"."""
FAMILIES = (PARTY, RECIPE, MEASURE, CIRCUMSTANCE)
"""Every way of handing the question on (``substance`` adds its ``HANDOFF``)."""

_SENTENCE = re.compile(r"[^.!?;]+[.!?;]*")
_CLAUSE = re.compile(r",\s+|\s+-\s+|\s+(?=(?:and|but|then|so|um|uh)\s)", re.IGNORECASE)
LONG_SENTENCE = 30
"""A sentence longer than this many words (speech with no punctuation, a rambling run-on) is read clause by clause: the
deferral is the clause that says it, not the whole answer."""


def deferring_units(text: str, extra: tuple[re.Pattern[str], ...] = ()) -> tuple[tuple[int, int], ...]:
    """The (start, end) spans of the sentences (or, in a long sentence, the clauses) that hand the question on."""
    patterns = FAMILIES + extra
    defers = lambda chunk: any(p.search(chunk) for p in patterns)  # noqa: E731
    units: list[tuple[int, int]] = []
    for m in _SENTENCE.finditer(text):
        if len(m.group(0).split()) <= LONG_SENTENCE:
            if defers(m.group(0)):
                units.append((m.start(), m.end()))
            continue
        pos = m.start()
        for c in [*_CLAUSE.finditer(m.group(0)), None]:
            end = m.start() + c.start() if c else m.end()
            if defers(text[pos:end]):
                units.append((pos, end))
            if c:
                pos = m.start() + c.end()
    return tuple(units)


def inside(units: tuple[tuple[int, int], ...], start: int, end: int) -> bool:
    """Whether [start, end) lies within one of ``units``."""
    return any(a <= start and end <= b for a, b in units)


SPECIFIC_DEFERRED = re.compile(
    r"^(?=.*\b(?:exact|precise|specific)(?:ly)?\b)(?:"
    r".*\b(?:I|we)(?:'d|'ll| would| will| may| might)?(?: \w+)? (?:have|need|want) to (?:\w+ )?(?:look|check|work|sit|"
    r"write|think|calculat|comput|figure|read|see|learn|grab|decid|confirm|measur|test|profil|benchmark|do the)"
    r"|.*\blook(?:ed|ing)? (?:it |them |that |those )?up\b"
    r"|.*\b(?:check|consult|read)\w* (?:the |our )?(?:docs|documentation|tutorial|manual|runbook|spec sheet)\b"
    r"|.*\b(?:copy|crib|take|borrow)\w* (?:it |them |that |those )?from\b|.*\b(?:always|just) (?:copy|crib)\b"
    r"|.*\brather not\b|.*\b(?:I|we) (?:would|will|'d|'ll) not\b|.*\b(?:I|we) won'?t\b"
    r"|.*\b(?:I|we) (?:don'?t|do not|didn'?t|can'?t|cannot|couldn'?t) (?:have|remember|recall|know|quote|say|tell)\b"
    r"|.*\bnot remembering\b|.*\bescapes? me\b|.*\b(?:fuzzy|hazy|hazier|rusty) on\b"
    r"|.*\bto hand\b|.*\boff the top of my head\b|.*\bin front of me\b"
    r"|.*\b(?:done|handled|run|owned|decided) by (?:the |an? |our )?(?:other|another|\w+) team\b"
    r"|.*\b(?:I|we)(?:'d|'ll| would| will)? decide (?:it |that )?(?:after|once|later)\b"
    r"|.*\b(?:I|we)(?:'d|'ll| would| will)? follow (?:our|the) runbook\b"
    r"|\s*(?:the |an? |its |their )?(?:exact|precise)\b[^,.;]{0,40}?,?\s+(?:I|we)(?:'d|'ll| would| will| may| might| need|"
    r" have| am| don'?t| do| can)?\b"
    r"|\s*(?:as to |as for )?(?:how|what|which|where|when|why)\b[^.;]{0,50}\bexactly\b[^.;]{0,40}\b(?:I|we)\b"
    r"(?! \w+ (?:look|check|pull|compare|replay)\b)"
    r")", re.IGNORECASE)
"""A sentence that names the precise form of something (exact, precise, specific; "how exactly", "which ... exactly") and
says it is not given here: not had or remembered ("I don't have the exact figure to hand", "the exact errors escape
me"), to be got later ("I'd have to work out the exact split", "exact names I will check in the docs", "I'll decide the
exact degree after seeing memory") or taken from elsewhere ("the part I always copy from the example", "done by the
other team"), or put first as the topic of a sentence about the speaker ("The exact per-GPU number, I'd want to ...").
On the dev sources (round 27) no answer labelled strong says one; 240 labelled partial do."""


def defers_specific(text: str) -> bool:
    """Whether a sentence of ``text`` hands off the precise thing it names (``SPECIFIC_DEFERRED``)."""
    return any(SPECIFIC_DEFERRED.match(m.group(0).strip()) for m in _SENTENCE.finditer(text))
