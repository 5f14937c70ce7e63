"""Questions about the candidate's own answer rather than the problem: how to give it, what it should cover, whether
it is what the interviewer wanted. They are meta (issue #11: "answer length, which stage, …"), not clarifying
questions.

Read by who acts and on what: the candidate asks leave or direction for their own act of answering ("can I answer
this from the RL side", "should I also say how I'd fix it", "is it okay if I write it in bullet points"), or asks
what the interviewer is after ("is that what you were looking for?", "is there a specific answer you're after?").
A question about the problem itself ("can I assume n divides the length", "should I check dmesg first?") names no
act of answering and stays a question; a request to see something ("can I see the logs?") is a request.
"""

from __future__ import annotations

import re

_ANSWERING = (
    r"(?:answer|respond|reply|start (?:typing|writing|coding|with|by|from)|begin (?:with|by|from)|type (?:it|this|that|my|the)|"
    r"talk (?:while|as|through)|think out loud|write (?:it|this|that|my|the (?:answer|code|solution|reasoning)|actual|real|"
    r"out|in)|code (?:it|this|that) (?:in|up)|give (?:you )?(?:a|an|another|a different|my|the|one) (?:[\w-]+ ){0,2}?"
    r"(?:example|story|one|answer|version|number|estimate|ballpark)|use (?:a|an|another|a different|my own) (?:[\w-]+ ){0,2}?"
    r"(?:example|story|one)|(?:go|went) through (?:it|this|that|them) (?:as|step by step|in order|one by one|chronologically)|walk (?:you )?through (?:it|this|that|my|how)|"
    r"(?:also )?(?:say|explain|describe|cover|propose|mention|include|suggest) (?:how|what|the fix|a fix|the mitigation|"
    r"why)|(?:also )?talk about (?:the )?(?:fix|mitigation|how)|go (?:deeper|into (?:more )?detail|into the (?:fix|plan|"
    r"details?))|do (?:it|this|that|the math|the maths|the arithmetic) (?:in my head|on paper|by hand|roughly|as)|"
    r"(?:double-?check|check) my (?:exponent|math|maths|arithmetic|numbers|working)|"
    r"round (?:(?:the|my|these) (?:numbers|figures|estimates?) )?(?:up|down|off|aggressively|generously|heavily|liberally|a lot)|"
    r"(?:draft|structure|frame|present|organi[sz]e) (?:it|this|that|my answer|the answer)|"
    r"(?:write|put|give|lay out|list) (?:[\w-]+ ){0,3}?(?:as|in) (?:a |an )?(?:list|bullets?|bullet points|prose|pseudo-?code|"
    r"steps|table|diagram|timeline|numbered list)|"
    # the medium and the materials: a tool to work it out, the candidate's own papers, the chat instead of speech
    r"use [\w\s-]{1,25}? to (?:calculate|compute|work (?:it |this |that )?out|draw|sketch|show|illustrate|check)|"
    r"(?:look at|check|read|consult|glance at|refer to|pull up|open) my (?:own )?[\w-]+|"
    r"(?:write|type|put|paste|draw) (?:[\w-]+ ){0,3}?(?:in|into|on) (?:the|a) (?:chat|editor|doc|notepad|whiteboard|screen)|"
    r"[\w\s-]{0,30}\binstead of (?:saying|talking|typing|writing|drawing|speaking)|"
    r"write (?:the |some |a |an )?(?:[\w-]+ ){0,2}?(?:code|pseudo-?code|python|fix|solution|function|implementation)|"
    # redoing, lengthening, and the order or grain of the answer
    r"(?:try|start|do (?:it|this|that)) (?:it |that |this )?(?:again|over)|repeat(?: (?:it|that|this|myself|the answer|my answer))?|"
    r"go (?:longer|shorter|broader|wider|deep|faster|slower)|keep (?:it|this) (?:high[- ]level|short|brief|simple|general)|"
    r"(?:go|walk (?:you )?) through (?:each|every|all|the (?:fix|mitigation|remediation|plan))|"
    r"(?:detail|list|explain|describe|cover|answer|write|take) [\w\s'-]{1,40}? (?:one by one|step by step|line by line|point by point|"
    r"in order))")
"""Acts of answering: the verb phrases a candidate uses for what they will say or write, not for what they will check."""

_ASKS_LEAVE = re.compile(
    r"\b(?:(?:can|could|may|shall|should|must) (?:i|we)|do (?:i|we) (?:also |only |just )?(?:need|have) to|"
    r"do (?:i|we) (?:also |only |just )|"
    r"(?:is it|would it be|would that be) (?:ok(?:ay)?|fine|all ?right|alright|acceptable|better)(?: with you)? if (?:i|we)|"
    r"(?:do you )?mind if (?:i|we)|would it help if (?:i|we)|(?:do|would) you (?:want|need) me to|would you (?:like|prefer) (?:me to|if i)|"
    r"am i (?:allowed|permitted|able) to|is it (?:ok(?:ay)?|fine|alright|all right) to)\s+(?:just |also |first |quickly |"
    r"maybe |only |rather |now |then )?" + _ANSWERING + r"\b", re.IGNORECASE)
"""Leave or direction for the candidate's own act of answering."""

_WHAT_YOU_WANT = re.compile(
    r"\b(?:(?:is|was) (?:that|this|it) what you (?:were |are )?(?:looking for|wanted|want|meant|had in mind|were after|are after|"
    r"expected)|(?:is there|are you looking for|do you (?:want|have in mind)) (?:a|an|one|any) (?:specific|particular|"
    r"certain|single|right|correct) (?:answer|thing|angle|direction)|are you (?:looking for|after) (?:one|a|an|any) "
    r"(?:[\w-]+ )?(?:answer|thing|angle) in particular|(?:is it|or is (?:it|this|that)) open-?ended|"
    r"(?:is it|would it be) (?:ok(?:ay)?|fine|all ?right|alright|acceptable) if my (?:numbers|answer|estimates?|maths?|figures|"
    r"code|arithmetic)\b|"
    r"is (?:this|that) the (?:part|bit|point|section) where (?:you|i)\b|which (?:one |of (?:the|those) )?(?:would|do) you prefer|"
    r"(?:is|was) (?:that|this) all (?:i get|we get|there is|the (?:info|information|context))|"
    r"(?:more|other|extra) (?:info|information|context) (?:on|in) the (?:page|screen|scenario) (?:that )?i(?:'m| am) missing|"
    r"(?:should|must|does|do) (?:the|my|this|that) (?:reply|answer|response|message|estimate|number|write-?up|code|solution) "
    r"(?:be|have to be|need to be|include)\b|"
    # what counts, and what the answer must be: "does the code have to be runnable", "does it count if I was on the team"
    r"(?:does|do|must|should|can) (?:it|the (?:story|example|one|project|incident|answer|code)) (?:(?:have|need) to |must |really )?"
    r"be (?:only|just|my|real|runnable|working|exact|precise|perfect)\b|"
    r"(?:does|would|will) (?:it|that|this) (?:still )?count (?:if|as|when|that)\b|"
    r"(?:is|was) (?:that|this) the (?:level|depth|amount|length|format)(?: of [\w-]+)? you(?:'re| are| were)? "
    r"(?:want|need|expect|looking for|after)|"
    r"(?:is|was) (?:that|this) (?:[\w-]+ )?enough\b(?=\W*(?:$|,|or\b))|"
    r"\b(?:what|which) (?:format|form|level of detail|structure|length) (?:do|would|should) you\b|"
    r"^\W*how (?:detailed|deep|long|technical|formal|much detail)\W*(?:,|$)|"
    r"\b(?:tell me|let me know) if you (?:want|need|'d like) (?:more|me to|the)\b|"
    r"\b(?:i'?m |i am )?happy to (?:move on|go on|continue|stop(?: here)?|go deeper|elaborate|expand)\b|"
    # an offer to lengthen the answer, put to the interviewer: "do you want me to go through the profiler traces?"
    r"\b(?:do|would) (?:you|u) (?:want|like|need) me to (?:also )?(?:go through|break (?:it |that |this )?down|"
    r"show (?:you )?(?:the|my) (?:steps|working|math|maths|derivation))\b|"
    # the same offer put as leave asked: "should i also go through what i'd tell the lead", "shall i walk you through it";
    # not a step of the work itself: "should I go through the NCCL logs first?" asks about the problem
    r"\b(?:should|shall) (?:i|we) (?:also (?:go (?:through|over)|walk (?:you )?through)|walk (?:you )?through|"
    r"go (?:through|over) (?:it|that|this|what|how|why)\b)|"
    # the other option is only a way of telling it: "should i write the actual message or just describe it"
    r"\b(?:should|shall|can|could|do|must) (?:i|we)\b[^?]{0,80}?\bor (?:just|only|simply) (?:give (?:you|u)|describe|tell|talk|explain|say|"
    r"summari[sz]e|outline|walk)\b|"
    r"\b(?:real|actual|working|runnable|compilable) code\b[^.?]{0,40}\bor\b|\bor (?:just )?pseudo-?code\b|"
    r"\bpseudo-?code (?:is|would be|'s) (?:ok(?:ay)?|fine|enough|alright|acceptable)\b|"
    r"(?:^\W*|[,;]\s*)(?:(?:so|and|or|ok(?:ay)?|sorry)[\s,]+)*(?:do|would) you (?:want|like|need) (?:the|some|more) (?:math|maths|derivation|"
    r"working|formulas?|details?|long version)(?: too| as well)?\W*$|"
    # the direction of the answer left to the interviewer: "which way do you want me to go, hardware or numerics?"
    r"\b(?:which|what) (?:way|direction|branch|side|path|angle|route) (?:do |would )?(?:you|u) (?:want|like|'d like|would like|prefer) "
    r"me to (?:go|take|head|chase|follow|pursue|focus on|start with|dig into)\b|"
    # the form asked for outright: "tell me the format and I'll write it that way"
    r"\b(?:tell|let) me (?:know )?(?:the|which|what) (?:format|form|length|level of detail|depth)(?: you (?:want|need|prefer|expect))?\b|"
    # the limits of the exercise: "am I limited to the outputs listed, or can I ask for anything?"
    r"\b(?:am i|are we) (?:limited|restricted|confined) to\b)", re.IGNORECASE)
"""What the interviewer is after, or the form the answer should take."""

_OK_TAIL = re.compile(r"^(?P<head>.{4,120}?)[,;\s-]+(?:is|would) (?:that|this|it) (?:be )?(?:ok(?:ay)?|fine|alright|all right|"
                      r"acceptable|allowed)(?: with you)?\W*$", re.IGNORECASE)
_FIRST_PERSON_PLAN = re.compile(r"^\W*(?:(?:so|ok(?:ay)?|um+|well)[\s,]+)*(?:i(?:'ll| will|'d| would)(?: (?:like|prefer|rather|"
                                r"want))?(?: to)?|i want to|i(?:'m| am) going to|let me)\b", re.IGNORECASE)
_RESTART = re.compile(r"\b(?:let me|lemme|i(?:'ll| will|'d like to| want to)) (?:just )?(?:restart|redo|rephrase|restructure|"
                      r"reorgani[sz]e|start) (?:my|the|that) (?:answer|explanation|reply)\b", re.IGNORECASE)
_NOTES = re.compile(r"\b(?:i(?:'d| would) like to|i want to|let me|lemme|i'?ll|i will|i(?:'m| am) going to|gonna) (?:just |quickly )?"
                    r"(?:take|make|jot(?: down)?|write(?: down)?|scribble(?: down)?) (?:some |a few |my |quick |a couple of )?notes\b",
                    re.IGNORECASE)
"""Taking notes while answering, said as the candidate's plan (issue #11 counts notes as meta)."""
_TECHNICAL = re.compile(r"(?<![\w-])(?:[A-Z]{2,}[\w-]*|[\w-]*\d[\w.-]*|\w+_\w+)(?![\w-])")


def answer_form(sentence: str) -> bool:
    """A question or request about the candidate's own answer (how to give it, what it should hold, whether it is
    what was wanted), or a plan for the answer put up for approval ("I'll use a hypothetical one, is that okay?")."""
    s = sentence.strip()
    if _ASKS_LEAVE.search(s) or _WHAT_YOU_WANT.search(s) or _RESTART.search(s) or _NOTES.search(s):
        return True
    m = _OK_TAIL.match(s)
    # "I'd like to take some notes while I think, is that ok?": the candidate's plan for answering, put up for leave;
    # "I'd drain b06 and resubmit, is that ok?" asks whether a step is right (no technical term allowed in the plan).
    return bool(m and _FIRST_PERSON_PLAN.match(m.group("head")) and not _TECHNICAL.search(m.group("head")))


_BARE_OK = re.compile(r"^\W*(?:(?:is|would) (?:that|this|it) (?:be )?(?:ok(?:ay)?|fine|alright|all right|acceptable)(?: with you)?|"
                      r"(?:ok(?:ay)?|fine|alright) with you)\W*$", re.IGNORECASE)


def approval_asked(sentence: str, previous: str) -> bool:
    """ "Is that ok?" after the candidate's plan for answering ("I'd like to take some notes while I think."): leave for
    that plan, read apart from it when a question at the end of a statement is split off."""
    return (bool(_BARE_OK.match(sentence)) and bool(_FIRST_PERSON_PLAN.match(previous))
            and not _TECHNICAL.search(previous))
