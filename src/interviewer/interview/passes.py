"""A pass: "I don't know" in its families (plain, non-native, transcribed), unless a claim follows.

A string of admissions is still a pass ("I don't know the formula, I'd have to look it up"); "I know X
but not Y" followed by content about the problem is an answer.
"""

from __future__ import annotations

import re

DONT_KNOW = re.compile(
    r"^\W*(?:(?:um+|uh+|hmm+|mm+|er+|erm+|honestly|sorry|so|well|yeah|ok(?:ay)?)[\s,.]+)*(?:i\s+)?(?:"
    r"(?:really\s+)?(?:don'?t|do not|dont)\s+(?:really\s+)?know(?!\s+(?:(?:that|it|this|which|for sure)\s+)?yet\b)|no idea|"
    r"not sure(?!\s+yet\b)|no clue|"
    r"(?:can|could) we (?:just )?skip (?:it|this|that)(?: one)?(?=\W*$)|"
    r"(?:pass|skip)(?=\W*$|\W+(?:on (?:this|that|it)|on the (?:[\w-]+ ){1,2}(?:part|bit|one|question)\b|for now|please|this(?: one| time| question)?|that(?: one)?|it|i|i'\w+)\b|\W*[,.;!])|"
    r"i have no (?:idea|clue)|never (?:used|heard of|done|worked with)|haven'?t (?:used|worked with|done|touched|"
    r"heard of)|haven'?t (?:really )?(?:had|done|seen|run|used|worked on|touched) (?:one|any|that|those|it|anything)|never (?:touched|done|run|seen) anything|(?:can'?t|couldn'?t) (?:remember|recall|say)|haven'?t (?:got )?the (?:faintest|foggiest|slightest)|not familiar|dunno|idk|i'?m (?:blanking|stuck|drawing a blank|not sure)|"
    r"(?:i )?(?:got|have|'ve got) nothing|next question|no (?:experience|clue) (?:with|there)|beats me|"
    r"(?:i'?ll|i will|let me|allow me to|i'?m going to|gonna|i'?d (?:like|rather) to|i'?d|i would|can i) (?:take a |just |have to )?(?:skip|pass)"
    r"(?! (?:the|a|an|that|this|those|these|its?|their) (?!(?:[\w-]+ ){0,2}(?:part|one|question|bit)\b)\w)(?! (?!this\b|its\b|thanks\b)[a-z]+s\b)|take a pass|"
    r"pass on (?:this|that|it)(?: one)?|(?:really )?(?:wouldn'?t|would not) know|"
    r"can'?t answer (?:that|this|it))\b", re.IGNORECASE)
_SESSION = (r"(?:how (?:much time|long) (?:we|i) (?:have|'ve got|got)|(?:whether|if|what|which|how much) you(?:'re| are)? "
            r"(?:want|need|expect|mean|looking|after|'d like))")
"""Not knowing how long is left or what the interviewer wants is about the interview, not a pass."""
# "I don't know" said anywhere in a short sentence, in the first person: "networking is really not my strong
# side", "those xid numbers mean nothing to me", "I'd only be guessing", "I've never tuned NCCL for anything".
_IGNORANCE = re.compile(
    r"\b(?:i\s+(?:really\s+|honestly\s+|genuinely\s+|just\s+|also\s+)?(?:don'?t|do not|dont)\s+(?:really\s+|actually\s+)?"
    r"(?:know(?!\s+(?:(?:that|it|this|which|for sure)\s+)?yet\b)(?!\s+" + _SESSION + r")|remember|recall)|i\s+(?:really\s+|honestly\s+|genuinely\s+|just\s+|"
    r"truly\s+)?(?:can'?t|cannot|couldn'?t)\s+(?:really\s+)?(?:say|answer|tell|remember|recall)|"
    r"i (?:don'?t|do not) think i (?:can|could|know)|(?:can'?t|cannot|couldn'?t) (?:recite|quote|reproduce) (?:\w+ ){1,4}?from memory|(?:no|zero) (?:idea|clue|experience)|"
    r"i(?:'ve| have)? (?:never|not) (?:really |actually )?(?:tuned|used|done|debugged|built|worked (?:on|with)|touched|"
    r"seen|run|dealt with|had to|heard of|read about|implemented|written|wrote|coded|handled|read)|i (?:haven'?t|have not) "
    r"(?:really |actually |personally )?(?:seen|done|worked|used|built|tuned|debugged|touched|run|dealt|handled|implemented|"
    r"written|read|owned|operated|managed)|(?:^\W*|[,;]\s*|\band\s+)never (?:really |actually |personally )?(?:read|used|looked at|touched|ran|run|done|seen|worked "
    r"(?:on|with)|dealt with|handled|debugged|implemented|written|wrote|built|coded|been (?:on|in|near|involved|responsible|"
    r"part of|close to|exposed to))\b|nothing (?:really )?(?:comes|came|springs|sprang) to mind|"
    r"(?:can'?t|cannot|couldn'?t) (?:really )?(?:walk you through|explain|describe) (?:any of )?(?:it|this|that|them|how|either|both)\b|"
    r"i(?:'ve| have)? got nothing|i have nothing (?:on|for) (?:this|that|it)|"
    r"^\W*(?:(?:nope|no|nah|sorry|um+|uh+|honestly|yeah|hmm+)\W+)*(?:got )?nothing(?: at all)? (?:on|for) (?:this|that|it)\b|"
    r"^\W*(?:(?:nope|no|nah|sorry|um+|uh+|honestly|yeah|hmm+)\W+)*got nothing(?=\W*(?:$|[,.;!]|sorry|here|on (?:this|that|it)\b))|"
    r"(?:not|(?:is|are|was)n'?t) (?:really |exactly )?my (?:area|thing|field|strong (?:side|suit|point)|"
    r"strength|background|expertise|specialty)|(?:outside|beyond) (?:my|anything i|what i)|not the right person|"
    r"(?:mean|means) nothing to me|(?:i(?:'d| would)) (?:only |just |probably |really |mostly )?be (?:guessing|bluffing)|"
    r"i (?:did not|didn'?t) (?:really |ever |actually )?(?:work (?:with|on)|use|touch|study|learn) (?:this|that|it|them|these|"
    r"those)(?: (?:technology|tool|topic|part|area|one|stuff))?\W*$|i(?:'m| am) (?:lost|blanking|"
    r"out of my depth)|(?:totally |completely )?blank(?:ing|ed)? on|^\W*(?:(?:um+|uh+|sorry|honestly)\W+)*(?:totally |completely |just )?blanking\W*$|^\W*blank\b|(?:wouldn'?t|would not) (?:even )?know|"
    r"(?:let'?s|can we|could we|i'?d rather|we can) (?:skip|move on|pass)(?:\s+(?:on\s+)?(?:this|that|it)(?:\s+one)?|"
    r"\s+to the next(?:\s+(?:one|question))?|\s+please|\s+for now)?\W*$|next (?:one|question),? please|"
    r"next please|(?:don'?t|do not) have (?:much|anything) to say|rather not (?:say|answer|guess|speculate|invent|make (?:one|it|something|a number) up)|"
    r"only (?:ever )?read about|(?:i )?only (?:know|knew|heard) (?:the name|the term|of it|the word)\b|"
    r"\bi (?:only |just )?know (?:it|they|that|this|such a thing) exists?\b|"
    r"nothing about how (?:it|this|that|they) works?\b|"
    # plain, non-native and transcribed ways of the same thing
    r"i give up|(?:my )?(?:mind|head|brain)(?:'s| is| went| goes| just went| has gone) (?:completely |totally |a bit )?"
    r"(?:blank|empty)|\bi (?:totally |completely |just )?(?:forgot|forget)\b(?! to (?:mention|say|add|note|ask))|i(?:'ve| have) forgotten|"
    r"can'?t think of (?:anything|any|it|the|what|a|how|one)|i(?:'m| am) not knowing|\bi (?:not|no) know|"
    r"i (?:don'?t|dont|do not) no\b|(?:don'?t|dont|do not) (?:have|got) (?:an? |any |much )?(?:idea|clue|answer|"
    r"experience|knowledge)|have not (?:idea|clue|any idea|knowledge|any knowledge|experience)|(?:have|got) no (?:answer|idea|clue|experience|knowledge)|"
    r"(?:beyond|above) me\b|(?:over|above|beyond) my head\b|(?:isn'?t|is not|wasn'?t) something i(?:'?ve| have)? (?:ever |really )?(?:debugged|done|touched|worked on|dealt with|used|seen)\b|(?:can'?t|cannot) (?:really )?speak to (?:that|this|it)\b|(?:can'?t|cannot|couldn'?t) (?:really )?help (?:you )?(?:there|here|much|with (?:that|this|it)|with\W*$)|not something i(?:'?ve| have)? "
    r"(?:really |ever )?(?:worked on|worked with|done|used|know|seen|touched|dealt with|am familiar with|tried|come across|"
    r"run into|encountered|looked at|studied|"
    r"had to (?:think about|deal with|do|handle|touch))|"
    r"(?:this|that|it)(?:'s| is) (?:all |completely |totally |quite |honestly |really |pretty |fairly )?new (?:to|for) me|"
    r"\b(?:is|are) (?:honestly |really |pretty |fairly |kind of |kinda )?new (?:to|for) me\b|"
    r"(?:can'?t|cannot|couldn'?t) (?:do|work out|figure out|calculate|compute|sketch|answer|say|draw) (?:this|that|it|the \w+)"
    r"(?: \w+)? (?:in my head|with any (?:confidence|certainty))|"
    r"(?:i'?d|i would|i'?ll|i will) (?:need|have) to sit down with (?:it|this|that)|"
    r"(?:i'?d|i would) (?:just )?(?:escalate|hand (?:it|this|that)(?: one)? (?:off|over)|pass (?:it|this|that) (?:on|to))\b|"
    r"(?:i'?d|i would|i'?ll|i will|we'?d) (?:need|have|want) (?:to (?:get|ask|call|page|pull in|loop in|bring in) )?"
    r"(?:someone|somebody|an expert|the experts?) (?:from|on|in|who)\b|"
    r"^\W*(?:(?:so|honestly|sorry|yeah)[\s,]+)*nothing (?:much |really |useful |more )?to (?:tell|say|share|add)\b|"
    r"^\W*not a (?:clue|scooby|chance)\b|(?:never|not) (?:been |really )?(?:my|really my) (?:thing|area|strong suit|forte)\b|"
    r"\b(?:i'?d|i would|i'?ll) (?:have to |need to |just )?hand (?:it|this|that)(?: one)? (?:over )?to (?:a|an|the|someone)\b|"
    r"^\W*(?:(?:so|ok(?:ay)?|sorry)[\s,]+)*(?:can|could) we (?:just )?skip (?:it|this|that)(?: one)?\W*$|"
    r"(?:that'?s|it'?s|this is) (?:their|someone else'?s|not my) (?:area|job|problem|call|domain)\b|"
    r"someone (?:on|from|in) (?:the|another|a different) [\w-]+ team (?:always |usually )?(?:did|does|handled|handles|"
    r"looked at|dealt with)|(?:rather|prefer) not (?:to )?make (?:one|it|something|things|stuff) up|"
    r"i never (?:did(?! get| manage| find| have| see)|do|done|use|used|worked|touched|tuned|debugged|ran|run|had|saw|see|learn\w*|stud\w+)|"
    r"not (?:really |very |that |too |super |so )?familiar|(?:haven'?t|have not|never) (?:come|run) across|"
    r"not sure (?:i|if i) (?:can|could) answer|(?:i'?d|i would|i'?ll|i will|would|will|i) (?:have|need) to "
    r"(?:look (?:it|that|this|them|those|(?:every|each|all|any) (?:one )?of (?:them|those)) up|google|check the docs|read up|research)|(?:don'?t|do not|can'?t|cannot) remember|"
    r"^\W*no,? sorry\W*$|i(?:'m| am) afraid i (?:don'?t|can'?t|do not|cannot|have no)|clueless|(?:haven'?t|have not|hasn'?t) got (?:a|any|the (?:slightest|foggiest)) (?:clue|idea)|"
    r"not the (?:best|right) person|no (?:knowledge|background) (?:of|in|about|on)|(?:don'?t|do not) know (?:much|anything|"
    r"a lot)|(?:know|knew) (?:nothing|very little) about|(?:never|not) (?:learned|learnt|studied)|"
    r"\bnever (?:trained|ran|run|built|operated|used|touched|done|debugged|tuned) (?:anything|something|one|any)\b|"
    r"\bi(?:'ve| have)? never (?:really |actually |personally )?been (?:hands-?on|the (?:one|person))\b|"
    r"(?:can'?t|cannot|couldn'?t) (?:quite |really )?(?:work|figure|make) (?:this|it|that)(?: one)? out\b|"
    r"\bi (?:really |honestly |just )?(?:can'?t|cannot|couldn'?t) see (?:where|what|why|how|which)\b|"
    r"\b(?:the|another|a different|a separate|our|their) (?:[\w-]+ ){0,2}?(?:team|group|people|folks|guys|org) (?:always |usually |"
    r"mostly |just |actually )?(?:ran|handled|owned|did|took care of|looked after|dealt with|managed|babysat) (?:all of )?(?:that|"
    r"this|it|them|those)\b|\bi was (?:more |mostly |always |only )?on the [\w-]+ side\b|"
    r"(?:^\W*|\bi(?:'ve| have)? )never (?:really |actually )?had to (?:deal with|do|handle|touch|fix|debug|work (?:on|with)|think about)\b|"
    r"(?:^\W*|\bi(?:'m| am) )drawing a (?:complete |total )?blank\b|"
    r"\bi (?:only |just )?know [^.,;]{1,30}? (?:and|but) that'?s (?:about |pretty much )?(?:it|all)\b|"
    r"(?:someone|somebody|people) else (?:on|in|from) (?:the )?[\w-]+(?: team)? (?:always |usually |mostly )?(?:did|does|handled|"
    r"handles|took care of|looked after|dealt with|owned)\b|"
    r"(?:no|not an?) (?:expert|specialist)|(?:out of|outside) my (?:depth|league|comfort zone|wheelhouse)|"
    r"making (?:it|this|that|things|stuff) up|not off the top of my head|(?:is|are) unknown (?:to|for) me|"
    r"for me (?:this|it|that)?\s*(?:is|was) unknown|\bi no have\b|(?:did not|didn'?t|not|never) (?:yet )?"
    r"(?:learn|learned|learnt|study|studied)\b|"
    r"i(?:'?ve| have)? (?:never|not) (?:really )?(?:come across|encountered|heard of)|"
    r"black box (?:for|to) me|i(?:'ve| have)? (?:never|not) (?:really |actually )?(?:owned|operated|managed|handled|maintained|"
    r"administered|been responsible for|been on|done anything)|\bi know (?:nothing|very little|little|almost nothing)\b|"
    r"know nothing (?:about|of|there)|(?:don'?t|do not) (?:really )?have (?:one|any|an example|a story|a (?:good|real|proper|concrete|relevant) (?:one|example|story)|"
    r"anything like that)\b|\b(?:is|are|was|were)(?: all| completely| totally| quite| pretty)? new (?:to|for) me|"
    # a pass said outright, stumped, knowing a thing by its name only, unable to produce it from memory, not having
    # a story of that kind, deferring to someone more senior
    r"\bi(?:'ll| will|'d| would)? (?:just )?(?:have|need|got) to pass\b|\byou(?:'ve| have)? got me (?:there|on (?:that|this))\b|"
    r"\bi(?:'m| am) (?:completely |totally |a bit |honestly )?(?:stumped|stuck)\b|"
    r"\b(?:know|knew) (?:\w+ ){0,2}?(?:only )?by (?:its |their )?name(?: only)?\b|"
    r"\bi(?:'m| am) (?:really |honestly |just )?not (?:sure|certain)(?=\s*[,.;!]|\s*$)|"
    r"(?:can'?t|cannot|couldn'?t) (?:write|do|code|derive|reproduce|produce|sketch|recite)(?: (?:it|this|that|them|those|any of it))?"
    r"(?: \w+)? from memory\b|(?:^\W*(?:no,?\s*)?|\b(?:it'?s|it has|my mind has|that'?s) )(?:just |completely |all )?gone\W*$|"
    r"(?:don'?t|do not|never) (?:really )?(?:have|had) (?:a|an|any) (?:[\w-]+ ){0,2}?(?:story|example|anecdote|war story)\b|"
    r"\b(?:i'?d|i would|i'?ll|i will) (?:probably |just |have to |need to )*ask (?:someone|somebody) (?:more )?senior\b)",
    re.IGNORECASE)
_LOST = re.compile(r"\b(?:not sure|no idea|no clue|(?:don'?t|do not) know|unsure) (?:what|where|how) (?:to|i'?d|i would|i "
                   r"could|i'?d even|i would even) (?:even )?(?:look|start|"
                   r"begin|check|do|say|answer|go|think|approach)\b", re.IGNORECASE)
"""Lost for a way in ("I'm honestly not sure what to look at here"): a pass, however hedged it sounds."""
_IGNORANCE_MAX_WORDS = 24
"""A longer sentence that says "I don't know" somewhere is doing something else as well."""
_CONTENT = re.compile(r"[A-Za-z]{3,}")


def passes(sentence: str, *, hedged: bool = False) -> bool:
    """ "I don't know", a pass, in any of its families; not when a claim or a plan follows the admission, and
    (said mid-sentence) not in a long or hedged sentence, or one that asks something."""
    s = sentence.strip()
    if NOT_FOLLOWING.search(s):
        return False
    if DONT_KNOW.search(s) and not _substantive_after_ignorance(s):
        return True
    if _LOST.search(s) and len(s.split()) <= _IGNORANCE_MAX_WORDS and not _substantive_after_ignorance(s, _LOST):
        return True
    return (len(s.split()) <= _IGNORANCE_MAX_WORDS and bool(_IGNORANCE.search(s)) and not s.endswith("?")
            and not hedged and not _BOUNDED.search(s) and not _ANSWERED.search(s)
            and not _substantive_after_ignorance(s, _IGNORANCE))


NOT_FOLLOWING = re.compile(
    r"\b(?:not (?:sure|certain)|unsure|no idea|(?:don'?t|do not) (?:really )?know)(?: if| that)? (?:i (?:fully |quite |really )?"
    r"(?:understand|understood|follow|followed|get|got|caught)\b(?! (?:it|this|that|the [\w-]+) (?:well|right|fully))|"
    r"what you(?:'re| are| were)? (?:mean|meant|asking|asked|going for|looking for|after)\b|"
    r"(?:which|what) (?:angle|part|side|level|direction|kind of answer) you\b)", re.IGNORECASE)
"""Not following the question ("I'm not sure I understand", "not sure what angle you're going for"): a request about the
question, not a pass."""


_ANSWERED = re.compile(r"\b(?:that'?s|this is|that was) (?:my|the) (?:(?:final|whole|full|short) )?(?:answer|estimate|take|plan|"
                       r"summary|solution)\b|\bi(?:'m| am) done (?:with|here)\b|"
                       r"\b(?:that|this) (?:covers|sums up|answers) (?:it|that|this|everything|the question)\b|"
                       r"\bi(?:'ve| have)? (?:already )?(?:said|covered|given|answered) (?:my (?:answer|piece|take)|it|that|this|everything|"
                       r"the question|what i(?:'d| would)? (?:wanted|want|do|say|had|have|know))(?: (?:already|here|so far))?"
                       r"(?=\W*(?:$|[,;.]))|"
                       r"^\W*(?:(?:ok(?:ay)?|so|right|yeah|i think|well)\W+)*(?:that'?s|that is) (?:it|all|everything)"
                       r"(?: from me| on my side| on my end| i(?:'d| would) say| i(?:'ve| have) got| i have)?(?=\W*(?:$|[,;.]))", re.IGNORECASE)
"""The answer said to be complete ("that's my answer, can we move on", "I think that covers it", "I've said what I'd
do", "ok that's it from me"): moving on after it is no pass."""


_BOUNDED = re.compile(r"\b(?:past|beyond|above|over|bigger than|larger than|more than)\s+(?:about\s+|around\s+|roughly\s+)?\d",
                      re.IGNORECASE)
"""Experience given with its bound ("I haven't run anything past 64 GPUs"): the size of what they did, not a pass."""


def _substantive_after_ignorance(s: str, pattern: re.Pattern[str] = DONT_KNOW) -> bool:
    # "not sure, but I'd start with the flight recorder" is an answer, not a pass; so is "I've never seen NCCL
    # hang without an error, so the node must be stuck in P2P" (a claim follows the admission).
    m = pattern.search(s)
    rest = s[m.end():] if m else s
    # A string of admissions is still a pass ("I don't know the formula, I'd have to look it up"; "i know we call
    # all reduce but what happen inside i cannot say"): clauses that are themselves admissions do not count.
    rest = "".join(c for c in _CLAUSE.split(rest) if not _admits(c))
    markers = r"but|though|i'?d|i would|probably|guess|maybe|i think"
    if pattern is not DONT_KNOW:
        markers += r"|because|since|must|means|so (?:the|it|that|this|we)"
    if len(_CONTENT.findall(rest)) < 5:
        return False
    if re.match(r"^\W*(?:how|what|where|which|why|when|whether|if)\b", rest, re.IGNORECASE) and not re.search(
            r"\b(?:but|though)\b|[,;]", rest, re.IGNORECASE):
        return False  # "I don't know how I'd lay out the rest": what is not known, not a claim
    if re.search(rf"\b(?:{markers})\b", rest, re.IGNORECASE):
        return True
    # "… not my area, hardware was handled by the vendor": an excuse, not a claim; a copula counts as a
    # claim only when something technical is said with it ("… the node must be stuck in P2P").
    return (pattern is not DONT_KNOW and bool(re.search(r"\b(?:is|are|was|were)\b", rest, re.IGNORECASE))
            and bool(TECHNICAL.search(rest)))


_CLAUSE = re.compile(r"(?=[,;]|\s[-\u2013\u2014]+\s|\bbut\b|\bthough\b|\band\b(?= i\b| i'))", re.IGNORECASE)


def _admits(clause: str) -> bool:
    c = re.sub(r"^\W*(?:(?:but|though|and|so)\W+)?", "", clause)
    # "… but not how anyone finds it": the part they do not know, said after the part they claim
    return bool(c) and bool(DONT_KNOW.search(c) or _IGNORANCE.search(c) or _LOST.search(c)
                            or re.match(r"^\W*not (?:how|what|why|where|when|which|whether)\b", c, re.IGNORECASE)
                            or re.match(_NO_GUESS, c, re.IGNORECASE))


_NO_GUESS = (r"^\W*(?:(?:honestly|sorry)\W+)?(?:i(?:'d| would) rather not|i don'?t want to|i do not want to|i won'?t) "
             r"(?:guess|speculate|make (?:something|it) up)\b")
"""Declining to guess, said after the admission ("… no idea where I'd begin, I'd rather not guess"): more of the pass."""


TECHNICAL = re.compile(r"(?<![\w-])(?:[A-Z][A-Z0-9]+[\w-]*|[\w-]*\d[\w.-]*|\w+_\w+|[a-z]+[A-Z]\w*|\w+(?:[/.]\w+)+)(?![\w-])")
"""A technical token: an acronym, a number, a snake_case or camelCase name, a path or dotted name."""


DECLINE = re.compile(
    r"\b(?:(?:don'?t|do not|won'?t|will not|wouldn'?t|would not|not going to|rather not|prefer not to|'d prefer not to|"
    r"would prefer not to|'d rather not|would rather not|don'?t want to|do not want to|not gonna|refuse to)\s+"
    r"(?:\w+\s+){0,2}?(?:pretend|bluff|fake|invent|guess at|speculate about|make (?:it|this|that|something|one|things|stuff|a number) up|"
    r"dress (?:it|one|something|this|that) up|waste your time|throw (?:out |around )?buzzwords|claim (?:one|it|that|"
    r"something|anything|experience)|give you (?:a |an )?(?:made-up|invented|fake|wrong|bluffed))|"
    r"(?:this|that|it|[\w-]+ (?:side|part|area))(?:'s| is) (?:a |an )?(?:real |big |genuine |honest |total |huge )?"
    r"(?:gap|blind ?spot|weak spot) (?:for|in) (?:me|my)|"
    r"(?:rather|prefer to|better (?:i|to)|i'?ll|i will|let me|i'?d like to) (?:just |honestly |plainly )?"
    r"(?:say|admit|mark (?:this|it|that) as) (?:that )?(?:i (?:don'?t|do not|can'?t|cannot|haven'?t)|(?:this|it) (?:as )?"
    r"(?:something|a thing) i)|"
    r"(?:rather|prefer to|better to|better i) (?:just )?(?:admit|be honest|say (?:that|so) plainly|say so\b|own (?:it|that))|"
    r"\b(?:have|need|got) to (?:skip|pass on) (?:this|that|it)(?: one)?\b|\bi wish i had (?:a |an )?(?:good|better|real|proper) "
    r"(?:answer|example|one)\b|\b(?:be|being) (?:honest|straight|upfront|frank|real) with you\b[^.]{0,40}?\bi (?:don'?t|do not|"
    r"can'?t|cannot|haven'?t|have never|never|genuinely don'?t|really don'?t)\b)",
    re.IGNORECASE)
"""Declining to answer on purpose, said outright ("I'd prefer not to pretend", "rather than dress one up", "this is a
gap for me", "I'd rather say I don't know"): the turn is a pass, whatever background it gives for the gap."""


DECLINE_IF_ADMITTED = re.compile(
    r"\brather than (?:guess(?:ing)?|bluff(?:ing)?|pretend(?:ing)?|invent(?:ing)?|mak(?:e|ing) (?:it|something|one|things) up|"
    r"dress(?:ing)? (?:it|one|something) up|mak(?:e|ing) up|mislead(?:ing)?|(?:to )?guess|"
    r"giv(?:e|ing) you (?:a |an )?(?:number|answer|guess) that)|"
    r"\b(?:than|of|about) (?:inventing|bluffing|guessing|pretending|making (?:it|something|one|things|stuff) up|faking)\b|"
    r"\b(?:i'?d|i would|i'?m) (?:just |only |really )?(?:be|going to be) (?:just |only |really |basically )?(?:guessing|bluffing|"
    r"inventing|speculating|making (?:it|things|stuff|numbers|something) up|making up)\b|"
    r"\b(?:can'?t|cannot|couldn'?t|won'?t be able to|not (?:going to|gonna) be able to) (?:honestly |really |properly )?"
    r"(?:tell you|walk you through|explain) (?:\w+ )?(?:what|which|how|why|about|the|in any)\b|"
    r"\bgive you (?:a |an )?(?:number|answer|figure|estimate) (?:that )?i (?:can'?t|cannot|couldn'?t) (?:stand behind|defend|"
    r"back up|justify)\b",
    re.IGNORECASE)
"""Not guessing, said beside an admission ("I never ran one, and I'm wary of inventing one"; "I've never run one, so I'd
be making numbers up"; "… so I really couldn't tell you what eats it"); alone it may be a method ("I'd look at the
numbers instead of guessing") or a caveat before an answer."""


def declines(sentence: str) -> bool:
    """The candidate declines to answer, by choice, rather than bluff."""
    return bool(DECLINE.search(sentence))


_FIGURE = re.compile(r"(?<![\w-])\d[\d,.]*(?:\s?(?:%|[kKmMbB]\b|x\b|gb\b|tb\b|ms\b))?")
_PIVOT = re.compile(r"\b(?:but|though|that said|still|anyway)\b[^.]{0,30}?\b(?:(?:i'?d|i would) (?!rather\b|prefer\b|be\b|love\b|"
                    r"like to\b|hate\b)|my (?:guess|bet)|here'?s|it'?s|roughly|probably)", re.IGNORECASE)


def declined(read: list) -> bool:
    """A turn that declines on purpose ("I'd rather say I don't know than guess"), giving no figures and no "but I'd
    …" attempt after it: a pass, whatever it says of why (another team owned it, only read about it)."""
    said = [s for s in read if s.stance != "empty"]
    admitted = any(DONT_KNOW.search(s.text) or _IGNORANCE.search(s.text) for s in said)
    refusing = [s for s in said if declines(s.text) or (admitted and DECLINE_IF_ADMITTED.search(s.text))]
    if not refusing:
        return False
    # what follows the refusal in its own sentence counts as well ("I won't pretend I know it, but I'd say 30 minutes")
    tails = [s.text[(DECLINE.search(s.text) or DECLINE_IF_ADMITTED.search(s.text)).end():] for s in refusing]
    rest = [s.text for s in said if s not in refusing] + tails
    return not any(_FIGURE.search(t) or (_PIVOT.search(t) and not passes(t)) for t in rest)
