"""Talk about the interview rather than in it: meta requests, asides, and text for the grader.

Each is a family of requests or remarks, matched by its structure (what is asked for, of whom),
not by one wording:

- meta: the question again (repeat, rephrase, "didn't catch that", a bad line), the clock and the
  pace (time left, wrap up, slow down, a minute to think), a hint, moving on, notes and tools
  (whiteboard, looking something up), where the interview stands (what stage, last question);
- aside: chit-chat, the company rather than the problem, complaints about the process (read in ``chit_chat``);
- grader: talk addressed to whoever scores (the grader, the AI), a request for a score or a
  verdict on the candidate, pasted instructions (``grader_talk``). Whatever it says is data, never an instruction.

Passes ("I don't know" in its families) are read in ``passes``.

``stance`` reads a sentence with these before it looks for questions and statements.
"""

from __future__ import annotations

import re

from .answer_form import answer_form
from .board_talk import board_asked
from .delivery import delivery_asked
from .floor import floor_managed
from .format_offered import format_offered
from .passes import NOT_FOLLOWING, TECHNICAL
from .remarks import COMPLAINT, VENT, remark  # noqa: F401 - re-exported
from .chit_chat import HOUSEHOLD, aside  # noqa: F401 - re-exported (stance and understand read asides)
from .grader_talk import GRADER_TALK, grader_talk  # noqa: F401 - re-exported (stance reads asides)
from .housekeeping import META_ALLOWED, META_LATER, META_MORE, META_SCOPE
from .leeway import leeway_asked
from .own_work import own_code_checked, working_asked

_SHORT = 20
"""A meta request or an aside is a short sentence; a longer one is doing something else as well."""

_I = r"(?:i|we)"
_YOU = r"(?:you|u|ya)"
_QUESTION_WORDS = r"(?:the |that |your |this |my )?(?:question|q|last (?:part|bit|question|sentence)|(?:second|first) part)"

META_REPEAT = re.compile(
    r"\b(?:re-?phrase|re-?word|re-?state|re-?read|re-?ask|re-?formulate|"
    r"(?:(?:can|could|would|will) (?:you|u)|please|pls|^\W*(?:sorry\W+)?)\s*(?:please\s+)?repeat\b|"
    r"repeat (?:the|your|that|this) (?:\w+ )?(?:question|part|bit|sentence|last)|"
    r"say (?:it|that|this|the question) (?:again|differently|another way|more slowly|slower|once more|one more time)|"
    r"(?:put|ask|say|phrase|frame|explain) (?:it|that|this|the question) (?:in )?(?:another|a different|other|"
    r"simpler|a simpler|easier|an easier|plain(?:er)?) (?:way|words)|(?:put|ask|say) (?:it|that|the question) differently|"
    r"(?:go|run) (?:over|through) (?:the question|that|it|what you said) (?:again|once more|one more time)|"
    r"explain (?:the question|what you mean|what you(?:'re| are) asking)(?: again)?|"
    r"(?:use|in|with) (?:simpler|plainer|easier|fewer|other|different) (?:words|terms|language)|"
    r"(?:didn'?t|did not|don'?t|do not|couldn'?t|could not|can'?t|cannot|not sure i|not sure if i|i'?m not sure i)\s+"
    r"(?:quite |really |fully |totally |exactly )?(?:get|got|catch|caught|understand|understood|follow|followed|hear|heard)"
    r"\s+(?:all of |the end of |the last (?:part|bit) of )?(?:(?:the )?question|your question|what you (?:said|asked|meant|mean)|"
    r"you|the last (?:part|bit|sentence)|the (?:first|second|middle) part|what the question (?:is|was)|"
    r"the part about|what you(?:'re| are) asking)\b|"
    r"(?:didn'?t|did not|couldn'?t|could not) (?:quite |really )?(?:get|catch|hear) (?:that|it|this)\b|(?:i'?m|i am) not (?:quite |really )?"
    r"(?:getting|following|understanding) (?:the question|your question|you|what you(?:'re| are)? (?:asking|saying|mean))\b|"
    r"(?:don'?t|do not|didn'?t|not) (?:quite |really )?follow(?:ing)?(?: you)?\W*$|"
    r"what (?:did|do) you (?:just )?(?:say|ask|mean by (?:that|the question))|what was that\W*$|what was the question|"
    r"what (?:was|were) the (?:first|second|third|last|other|middle) (?:part|bit|half|one|thing)s?\b|"
    r"\b(?:what|which) (?:[\w-]+ ){1,3}did you (?:just )?(?:say|mention)\b|"
    r"\bi (?:missed|didn'?t catch|didn'?t hear|lost) (?:whether|what|if|which|how (?:many|much)) you (?:said|asked|meant)\b|"
    r"what(?:'s| is) the question(?: again)?\W*$|"
    r"^\W*(?:sorry\W*)?(?:pardon(?: me)?|come again|huh|what|excuse me|eh)\W*$|"
    r"^\W*(?:sorry|wait|hold on|hang on|um+|uh+)\W+(?:what|pardon|come again|say again|again)\W*$|"
    r"\bwhat (?:exactly )?(?:were|are) you (?:just )?(?:asking|saying)(?: (?:exactly|again))?\W*$|"
    r"\b(?:zoned|spaced|tuned) out\b|\blost (?:my train of thought|track of (?:the|your) question)\b|"
    r"\b(?:go|start) back to the (?:beginning|start|question)\b|"
    r"(?:one more time|once more|once again|again),? please|please,? (?:once more|one more time|again)|"
    r"[,.]\s*repeat(?:,? please)?\W*$|"
    r"^\W*(?:one more time|once more|again)\W*$|"
    r"\bi missed (?:the |that |your |what you |the last |the first |the second )?(?:question|part|bit|end|last|said|that|"
    r"beginning|start|middle)\b|"
    r"(?:you(?:'re| are)?|the line|your (?:audio|voice|sound)|the call|the audio) (?:cut(?:ting)? out|broke up|breaking up|"
    r"froze|frozen|lagg\w*|glitch\w*|dropped)|(?:you(?:'re| are)|it(?:'s| is)) breaking up|can you hear me|"
    r"my (?:mic|microphone|audio|sound|connection|internet|wifi|wi-fi|camera|headset|headphones) (?:was|is|went|got|keeps?|"
    r"has been|isn'?t|wasn'?t|dropped|cut|froze|died)\b|"
    r"(?:was|got|i(?:'m| am)|i was) (?:on )?mute[d]?\b|lost (?:you|the connection)\b|"
    r"(?:speak|talk) (?:up|louder|a bit louder)|(?:can|could|may) i (?:start|begin) (?:over|again)\b|"
    r"(?:let me|lemme|i'?ll) (?:start|begin) (?:over|again)\W*$|type (?:it|the question|that|this) (?:out|in(?:to)? the chat|down)|"
    r"(?:write|put|paste) (?:it|the question|that) (?:in|into) the chat|"
    r"\b(?:would|could|do) you mind (?:reading|saying|repeating|going over|asking|rephrasing)\b|"
    r"\b(?:can|could) you scroll\b|\bscrolled (?:away|off|up)\b|\bpaste (?:the|that|it) (?:[\w-]+ )?again\b|"
    r"\b(?:say|read|repeat|give|tell|list|ask|summari[sz]e|recap|go (?:over|through)|run (?:over|through)|walk me through|"
    r"remind me(?: of)?)\b(?:\s+[\w'-]+){0,6}?\s+(?:again|once more|one more time)\b|"
    r"^\W*(?:(?:so|sorry|wait|um+|uh+|oh|ok(?:ay)?|and)\W+)*(?:what|which|who|when|where|how)\b[^?]{0,60}\bagain\b"
    r"(?=\W*(?:$|[,?\-\u2013\u2014]))|remind me what)", re.IGNORECASE)
"""The question again: repeat, rephrase, a part not caught, a bad line."""

META_CLOCK = re.compile(
    r"\b(?:how (?:much|long) (?:more )?(?:time )?(?:do|have|did) (?:i|we) (?:still )?(?:have|got|get|left)|"
    r"(?:how much|much) time(?: is| do (?:i|we) have)? (?:left|remaining|still)|time (?:left|remaining|check)\b|"
    r"minutes? (?:left|remaining|do (?:i|we) have)|how many (?:minutes|mins?)\b|time(?:'s| is) left\b|"
    r"\bhow long (?:is|will be|does) (?:this|the) (?:call|interview|session|round|chat)\b|"
    r"\bis there (?:a|any) time limit\b|"
    r"(?:are we|am i|we(?:'re| are)|i(?:'m| am)) (?:still |doing )?(?:running |getting |already )?(?:out of|short on|low on|over|behind on|"
    r"ok on|good on|fine on) time|time(?:'s| is) up|how (?:are we|am i|are we doing|am i doing) (?:on|for|with) time|"
    r"(?:i'?m|i am|we'?re|we are) (?:running|going) (?:long|over|a bit long)\b|"
    r"(?:can|could|may|do you mind if|mind if|is it ok(?:ay)? if) i (?:just )?think (?:out loud|aloud)|"
    r"(?:let me|lemme|i'?ll|i will|i'?m going to|i'?m gonna) (?:just )?think (?:out loud|aloud)(?: for a (?:second|sec|moment|"
    r"minute|bit))?(?:,? (?:ok(?:ay)?|alright|all right|if that'?s (?:ok(?:ay)?|fine)))?\W*$|"
    r"(?:(?:should|shall|must|can|do) i|do you want me to|want me to|need me to) (?:wrap (?:it |this |things )?up|speed up|"
    r"hurry|be (?:quick|brief|faster|shorter)|keep (?:it |this )?(?:short|brief)|go (?:on|deeper|into more detail|"
    r"faster)|keep going|continue|stop (?:here|there)|elaborate|expand|summari[sz]e)|"
    r"wrap (?:it |this |things )?up|(?:do|should|must) i (?:need to |have to )?(?:hurry|speed up|rush)\b|"
    r"(?:am i|i'?m|are we) (?:going|talking|taking|rambling|being) (?:on )?"
    r"(?:too long|too much|too slow|too fast|over)|"
    r"how (?:long|detailed|deep|much detail|in-?depth|much depth|technical|formal|precise|high-?level) (?:should|do you want|would you like|must) "
    r"(?:i|me to|my answer|the answer|this)|"
    r"\b(?:would you like|do you want|shall i|should i) (?:me to )?(?:go (?:deeper|further|into (?:more )?detail)|expand|elaborate)\b|"
    r"\b(?:do|would) you (?:want|like) (?:the|my|some|more) (?:[\w-]+ ){0,2}?(?:details?|numbers|figures|timings|specifics|breakdown|long version)"
    r"(?: too| as well)?(?:,? or (?:just )?[^?]{1,40})?\?\s*$|"
    r"(?:do|have) (?:i|we) (?:still )?(?:have|got) (?:enough )?time|time for (?:me|us) to|"
    r"(?:speak|talk|go|read|say|repeat)(?: it| that| this| the (?:last |first |second )?(?:part|bit|question|sentence))? "
    r"(?:a bit |a little |much |more )?(?:slower|more slowly|slowly|slow)\b|"
    r"how (?:long|much time|many minutes)(?: is| are| do (?:i|we) have)? (?:still )?(?:left|remaining)\b|"
    r"\b(?:take|have|get|need|grab)(?: (?:a|an|one|another))? (?:(?:quick|short|little|small|\w+[- ]minutes?|coffee|bathroom|"
    r"restroom|toilet|water|tea) ){0,2}(?:break|breather)(?=\W*$|\s*[,.?!]| (?:before|after|now|please|if|for))|\b(?:can|could|shall|may) (?:we|i) (?:just )?pause\b(?! (?:the|it|training|"
    r"the job))|"
    r"\bhow much longer (?:do|have|is|will|are|should)\b|\bhow many more minutes\b|\bhow much time is there\b|"
    r"\b(?:are we|am i) (?:close to|near|nearly at|almost at|coming up on|nearly out of|almost out of) (?:time|the end)\b|"
    r"\bwhen (?:does|will) (?:this|the (?:interview|call|session|round)) (?:end|finish|wrap up|be over)\b|"
    r"\bwhat(?:'s| is) the time limit\b|"
    r"(?:\b(?:do|must) (?:i|we) (?:have to|need to) (?:write|use|give) (?:actual |real |working |runnable )?code|"
    r"\bis pseudo-?code (?:ok(?:ay)?|fine|(?:good )?enough|allowed|acceptable))|(?:^\W*|(?:can|could|would) (?:you|u)\s+|please\s+)(?:please\s+|like\s+|just\s+|maybe\s+)?slow down\b|"
    r"(?:you(?:'re| are)?) (?:speak\w*|talk\w*|going|reading) (?:a bit |too |very |really |so )?fast|"
    r"(?:(?:give|grant) (?:me|us)|gimme)(?: like| just| maybe| only)? (?:a|one|just a|a quick|a short|another|a few|some|"
    r"a couple(?: of)?|couple(?: of)?|a little|half a|\d+|two|three|five|ten|fifteen|twenty|thirty|forty|sixty) (?:more )?"
    r"(?:quick |short |little )?(?:minute|moment|second|sec|min|mins|seconds|minutes|secs|moments)\b|"
    r"(?:(?:can|could|may) i|let me|i(?:'ll| will|'m going to| am going to|'m gonna)?)(?: just| probably)? (?:need|take|have|get)"
    r"(?: like| just| maybe)? (?:a|one|just a|a quick|a short|another|a few|some|a couple of|couple of|a little|\d+|two|three|"
    r"five|ten|fifteen|twenty|thirty|forty|sixty) (?:more )?(?:minute|moment|second|sec|min|mins|seconds|minutes|secs)\b|"
    r"\bbear with me\b(?![^.?!]{0,40}\bif\b)|"
    r"^\W*(?:(?:um+|uh+|hmm+|ok(?:ay)?|sorry|so)[\s,]+)*(?:one|just a|half a) (?:sec(?:ond)?|moment|minute|min)\b"
    r"(?=\W*$|\W+(?:please|let me|lemme|i need|to think))|^\W*(?:a|one) (?:sec|moment)\b|"
    r"(?:let me|lemme|need to|i(?:'d| would) like to|allow me to) (?:just |quickly |briefly )?(?:think|gather my thoughts|"
    r"collect my thoughts)(?: (?:about|on|through) (?:it|that|this)(?: one)?| (?:it|this|that) (?:through|over))?"
    r"(?: for a (?:second|sec|moment|minute|bit))?"
    r"(?: before i (?:answer|start|go on))?\W*$|"
    r"thinking (?:time|out loud for a sec)|"
    r"(?:is|was) (?:that|this) (?:enough|sufficient|too much|too long)(?: detail| depth| info\w*)?\W*$|"
    r"^\W*(?:hold on|hang on|wait)(?:,? (?:a|one|just a) (?:sec|second|moment|minute|min))?\W*$)", re.IGNORECASE)
"""The clock and the pace: time left, wrap up, too long, slow down, a moment to think."""

META_HINT = re.compile(
    r"\b(?:(?:(?:can|could|may) (?:i|you|we)|give|get|need|have|want|like|appreciate|offer|use|any|some|"
    r"please)\b.{0,20}"
    r"(?<!got a )(?<!got any )(?<!have a )(?<!not a )(?<!no )\b(?:hints?|clues?|nudges?)\b|"
    r"^\W*(?:[\w']+\W+){0,3}?(?<!no )(?<!n't )(?<!a )(?:hints?|clues?|nudges?)(?:\W+(?:please|pls|plz))?\W*$|"
    r"\b(?:is|are) there (?:a|any|some) (?:\w+ )?(?:hints?|clues?|nudges?|pointers?)\b|"
    r"\b(?:would|is|are) (?:a|any) (?:small |little |quick )?(?:hints?|clues?|nudges?) (?:be )?(?:possible|ok(?:ay)?|allowed|available)\b|"
    r"^\W*(?:any|some) (?:tips?|pointers?)(?:\W+please)?\W*$|"
    r"(?:give|need|appreciate|get) (?:me )?(?:a |some |any )?(?:pointers?|tips?)\b|"
    r"point (?:me )?(?:in the right direction|somewhere|to (?:where|what))|"
    r"(?:a |in the right )?(?:push|steer|direction) (?:in the right direction|please)|"
    r"help me (?:out|get started|a bit|a little)|(?:give|need|want|get|have) (?:me )?(?:a |some )?(?:starting point|"
    r"place to start)|"
    r"where (?:should|do|would you want me to|could) i (?:even )?(?:start|begin)\W*$|"
    r"example of (?:what you(?:'re| are) looking for|a good answer|the kind of answer|what you want)|"
    r"what (?:kind|sort) of (?:answer|detail) (?:are you|do you|would you) (?:looking for|want|expect|like))", re.IGNORECASE)
"""A hint, a nudge, a pointer, somewhere to start."""

META_TOOLS = re.compile(
    r"(?:\b(?:(?:can|could|may|should) i|am i (?:allowed|able|permitted) to|is it (?:ok(?:ay)?|fine|alright|all right|"
    r"allowed|possible)(?: if i| for me to| to)|do you mind if i|mind if i|(?:is|are) (?:notes|google|the internet|"
    r"docs|documentation) (?:ok|allowed|fine))\s*(?:\w+\s+){0,7}?"
    r"(?:notes?|whiteboard|white board|paper|pen|notebook|share my screen|google|the internet|internet|docs|documentation|"
    r"browser|calculator|my laptop|an ide|my editor|look (?:it |that |this |something |things |them )?up|scratch ?pad|notepad|"
    r"write (?:it|this|that|them|things) down|jot|draw|sketch|type (?:the |some |it as |it in )?code|pseudo-?code|"
    r"ask (?:you )?(?:(?:a few|some|a couple of|a couple|one or two|two|three|a|one|any) )?(?:quick |clarifying |more |"
    r"scoping )*questions?)\b|"
    r"(?:write|jot|note) (?:this|that|it|them|things) down\b|"
    r"(?:do|would) you (?:want|prefer|like) (?:it|me to \w+(?: it)?|the answer|this|that) (?:in|as) (?:words|code|"
    r"pseudo-?code|python|bullets|math|prose|a diagram))", re.IGNORECASE)
"""Notes and tools: a whiteboard, paper, looking something up."""

META_PERMISSION = re.compile(
    r"(?:(?:\b(?:is it|would it be|would that be|it'?s) |^\W*)(?:ok(?:ay)?|fine|all ?right|alright|cool|acceptable)(?: with you)? "
    r"(?:if )?(?:i|we)|"
    r"\b(?:do you |would you )?mind if (?:i|we)|\bwould it help if (?:i|we)|\b(?:can|could|may|shall) (?:i|we))\s+"
    r"(?:just |first |quickly |maybe )?"
    r"(?:think(?! of\b| (?:about |of )?(?:it|this|that|them|the [\w-]+) as\b)|pause|"
    r"take (?:a|one|some|a few|a couple of) (?:minute|moment|second|sec|min)s?|"
    r"draw|drew|sketch(?:ed)?|diagram|type|use (?:the|a|my) (?:whiteboard|notes|scratch ?pad|notepad|paper)|"
    r"(?:check|look at|read) (?:my|some) notes|take notes|(?:write|jot|make) (?:down )?(?:some |a few |my )?notes|take a (?:quick |short )?look at (?:my|some) notes|"
    r"look (?:\w+ )?up\b|look (?:the|that|this|a|an) (?:[\w-]+ ){1,4}?up\b|"
    r"(?:go|move|jump|skip) (?:on |ahead |back )?to (?:the )?(?:(?:next|another|other|[\w-]+) (?:part|bit|question|section|topic)\b|next one\b)|"
    r"come back to (?:it|this|that|(?:the|this|that) (?:[\w-]+ )?(?:part|bit|question|one|topic))\b|"
    r"leave (?:it|this|that|the [\w-]+)(?: one| part)? (?:for (?:now|later)|till|until)|"
    r"ask (?:you )?(?:something|a (?:quick )?question|one thing|a couple of things|a few things)(?: first| before)\b|"
    r"start (?:over|again)|(?:answer|do|take|start with) (?:the|that|this) (?:[\w-]+ ){0,3}?(?:first|last|later)\b)",
    re.IGNORECASE)
"""Permission for how the candidate will go about answering (think first, draw it, go on to the next part, ask
something first): about the interview, not the problem ("is it fine if it's from grad school" asks about the question)."""
META_FORM = re.compile(
    r"\b(?:do|would) you (?:want|prefer|like|need) (?:me to [\w-]+|(?:this|it|that) in [\w-]+|"
    r"(?:the|a|an|my|this|it|that)"
    r"(?: [\w-]+){0,2}? (?:code|pseudo-?code|formula|maths?|intuition|version|story|example|one|fix|answer|decision|format|write-?up|"
    r"explanation|walk-?through|proof|derivation|details?))\b[^?]{0,40}\bor\b|"
    r"\b(?:how much|what level of|what kind of|which level of) (?:detail|depth)\b|"
    r"\b(?:depth or breadth|breadth or depth)\b|"
    r"\bam i (?:supposed|expected|meant) to\b|"
    r"\b(?:is|was) (?:that|this) (?:the |a |enough of the )?(?:kind|sort|type|level|amount) of (?:[\w-]+ ){0,2}?"
    r"(?:(?:you|ur)(?:'re| are| were)? (?:want(?:ed)?|looking for|after|expect(?:ed|ing)?)|you had in mind|you'?d like)\b|"
    r"\bif (?:that'?s|this is) (?:the (?:direction|kind of thing|level|depth)|what) you(?:'re| are)? (?:want|looking for|after)\b|"
    r"\bunless you(?:'d)? (?:want|need|like) (?:[\w-]+ ){1,3}(?:too|as well)\b|"
    r"\b(?:am i|are we) (?:allowed|permitted) to (?:ask|talk to|contact|call|ping|look (?:[\w-]+ )?up|google)\b|"
    r"\bdo (?:i|we) get to (?:ask|talk to|contact|call|ping)\b", re.IGNORECASE)
"""The form the answer should take, put to the interviewer: a choice of forms ("the formula or the intuition?", "a real
one, or is a hypothetical fine?"), how much detail, what the candidate is expected to deliver. A choice between two
things of the problem ("the algorithm or the hardware path?") is a clarifying question, not this."""

META_STAGE = re.compile(
    r"\b(?:(?:what|which) (?:stage|part|section|round|phase|portion|segment) (?:of the (?:interview|loop|day|process)|"
    r"(?:is this|are we(?: in| on| at)?|is next|comes next)(?: (?:now|right now|currently))?(?:\W*$|\s*,))|"
    r"(?:is|was) (?:this|that) (?:the )?(?:last|final) (?:[\w-]+ )?(?:question|one|topic|section|round|stage|interview)\b|"
    r"where are we (?:in|on) (?:the )?(?:loop|interview|process|day|schedule|agenda)\b|"
    r"(?:last|final) question\W*$|"
    r"how many (?:more )?(?:questions|topics|sections|rounds|problems|scenarios)\b|"
    r"(?:questions|topics|sections|rounds) (?:are )?(?:left|remaining|to go)|"
    r"what(?:'?s| is| comes| will come|'ll come| happens) (?:up )?next(?: after this(?: one)?| in the interview| for us)?\W*$|"
    r"what(?:'s| is| will be) the next (?:stage|round|part|section|interview)(?: after (?:this|today)(?: one)?| in the "
    r"(?:process|loop|interview))?(?:\W*$|\s*,)|"
    r"(?:are we|is this|is that) (?:done|finished|over|through) (?:with )?(?:this|the) (?:section|part|topic|question|"
    r"round|stage|one)|(?:are we|is this) (?:done|finished|over)\W*$|"
    r"how (?:is|will) (?:this|the interview|the round|today|this round|this session) (?:be )?(?:structured|organi[sz]ed|"
    r"going to (?:go|work)|work|run|laid out)|(?:what(?:'s| is)|explain) the (?:format|structure|agenda|plan for today)|"
    r"(?:is (?:this|it)(?: still)?|are we (?:still )?(?:in|on|doing)) (?:the |a )?(?:system[- ]design|debugging|coding|behavio(?:u)?ral|panel|"
    r"design|screening|technical|practical|hiring[- ]manager) (?:part|section|stage|round|portion|bit|interview|one|screen|call)|"
    r"\bare we still on (?:the )?(?:(?:first|second|same|last|previous|this|that) )?"
    r"(?:scenario|question|topic|part|section|stage|one)\b|"
    r"\bhave we moved (?:on )?to\b|"
    r"\b(?:same|different|another) (?:run|scenario|incident|question|cluster) (?:as|from) (?:the )?"
    r"(?:last|previous|earlier|first)\b)",
    re.IGNORECASE)
"""Where the interview stands: which stage, how many questions, the format."""

META_MOVE_ON = re.compile(
    r"(?:\b(?:(?:can|could|shall|should|may) (?:we|i)|let'?s|lets|i(?:'d| would) (?:like|prefer|rather) to|"
    r"we (?:can|could|should)|(?:is it ok(?:ay)?|mind) if we|ok(?:ay)? to)\s+(?:just\s+)?"
    r"(?:move|go|jump|skip|proceed|continue|carry on|get|switch)\s+(?:on\s+)?(?:ahead\s+)?(?:to|with)?\s*"
    r"(?:the\s+)?next(?:\s+(?:question|topic|one|part|section|thing|problem|scenario|bit))?(?:\s+please)?\W*$|"
    r"\b(?:ask (?:me|us) (?:something else|a different one|another one)|(?:ask|give) (?:me|us) (?:a different|another) "
    r"(?:question|topic))(?: instead)?\W*$|"
    r"(?:move|go|jump|proceed|switch|skip) (?:on )?to (?:the )?(?:next|another|a different) (?:question|topic|one|part|section|"
    r"thing|problem|scenario)\b|(?:move|go|jump) on to something else|"
    r"(?:can|could|shall) we (?:move|go|carry) on\b|\blet'?s (?:just )?move on\b|next (?:topic|section|part)\b|come back to (?:it|this|that|this one|that one)\b|"
    r"(?:skip|park|defer) (?:it|this|that)(?: one)? (?:for now|and come back)|"
    r"(?:^\W*(?:(?:ok(?:ay)?|so|um+|uh+)\W+)?|,\s*)next (?:one|question|topic)(?:,? please)?\W*$)", re.IGNORECASE)
"""Moving on, with no pass in it ("can we go to the next part")."""

_BY_THE_WAY = re.compile(r"[,\s]+(?:by the way|btw)\W*$", re.IGNORECASE)


STALL = re.compile(r"\b(?:let me think|lemme think|hang on|hold on|one sec(?:ond)?|just a sec(?:ond)?)\b", re.IGNORECASE)
"""Stalling for time; a turn of nothing else ("hmm... let me think") asks for a moment."""


def meta(sentence: str) -> bool:
    """A request about the interview itself, no pass in it (moving on is read after passes); a longer sentence is one
    when led by the request ("Do you want me to go one by one, or just say what I think is wrong?")."""
    s = sentence.strip()
    s = _BY_THE_WAY.sub("?" if s.endswith("?") else "", s)  # "what's next after this one, by the way?"
    if own_code_checked(s):
        return True  # a line of pasted code, however long, whose comment asks to confirm it ("# is a lock enough here?")
    if len(s.split()) > _SHORT:
        s = _VOCATIVE.sub("", s)  # "Ola, could you write down that …": the request after the name it is put to
        head = _HEAD.split(s, maxsplit=1)[0]
        head = head if head != s else " ".join(s.split()[:_SHORT - 8])  # a run-on said without punctuation: its opening
        return (len(s.split()) <= _SHORT + 10 and len(head.split()) <= _SHORT and _ASKING.match(head)
                and not TECHNICAL.search(s) and _asks(head))
    return _asks(s)


_VOCATIVE = re.compile(r"^\W*[A-Z][a-z]{2,},\s+(?=(?:sorry|so|ok(?:ay)?|can|could|would|will|may|please)\b)")
_HEAD = re.compile(r"\s*(?:[,;:]|\s[-\u2013\u2014]+)\s*")
_ASKING = re.compile(r"^\W*(?:(?:sorry|so|ok(?:ay)?|um+|and|but|hey|wait)[\s,]+)*(?:can|could|would|will|should|shall|do|does|is|are|am|"
                     r"may|please|what|how|i'?d like to|let me)\b", re.IGNORECASE)


def _asks(s: str) -> bool:
    return bool(META_REPEAT.search(s) or META_CLOCK.search(s) or META_HINT.search(s) or META_TOOLS.search(s)
                or META_STAGE.search(s) or META_PERMISSION.search(s) or META_LATER.search(s) or META_FORM.search(s)
                or answer_form(s) or META_MORE.search(s) or META_ALLOWED.search(s) or _scope_asked(s) or _not_following(s)
                or working_asked(s) or leeway_asked(s) or floor_managed(s) or board_asked(s)
                or delivery_asked(s) or format_offered(s))


def _not_following(s: str) -> bool:
    """ "I'm not sure I understand", "I don't know what you mean by elastic": the question not followed, said at the end of
    the sentence (not "not sure I got the tree part right, but the ring is …", an answer)."""
    m = NOT_FOLLOWING.search(s)
    return bool(m) and len(s[m.end():].split()) <= 4


def _scope_asked(s: str) -> bool:
    """The form of the answer or whether it landed, asked of nothing technical (``META_SCOPE``)."""
    m = META_SCOPE.search(s)
    return bool(m) and not TECHNICAL.search(m.group())


def moving_on(sentence: str) -> bool:
    """ "Can we go to the next part": a request to move on (a pass, when it says it does not know)."""
    return len(sentence.split()) <= _SHORT and bool(META_MOVE_ON.search(sentence))


SKIP_REQUEST = re.compile(
    r"(?:^\W*(?:(?:ok(?:ay)?|so|um+|uh+|sorry|honestly|yeah)\W+)*(?:skip|next)(?:\W+please)?\W*$|"
    r"\b(?:(?:can|could|shall|may) (?:we|i)|let'?s|lets|i(?:'ll| will|'d like to| would like to|'d rather| want to)|"
    r"(?:i'?m going to|gonna)|please)\s+(?:just\s+)?skip\b(?!\s+(?:it|this|that)(?:\s+one)?\s+(?:for now|and come back))|"
    r"^\W*skip (?:this|it|that|the question)(?: one| question)?(?:,? please)?\W*$|"
    r"\bnext (?:one|question|topic)?,? please\b|\bnext please\b|"
    r"\b(?:go|move|jump|skip|get) (?:on )?(?:ahead )?to the next (?:one|question|topic|part|section|problem|scenario)\b|"
    r"\b(?:can|could|shall|should) we (?:just )?move on\b|\blet'?s (?:just )?move on\b)", re.IGNORECASE)
"""An explicit request to leave the question ("let's skip this one", "next please", "can we move on"), pass or not."""


def skip_request(sentence: str) -> bool:
    """The candidate asks to leave the question now (honoured like /skip); "come back to it later" is not one."""
    return (len(sentence.split()) <= _SHORT and bool(SKIP_REQUEST.search(sentence) or META_MOVE_ON.search(sentence))
            and not re.search(r"\bcome back\b|\b(?:return|get back) to\b|\blater\b|\bfor now\b", sentence, re.IGNORECASE))
