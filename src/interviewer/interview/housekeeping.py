"""More of the talk about the interview rather than in it, and of the ways a guess is marked as one.

``asides`` holds the main families; these are the ones it had no room for, matched by structure as well:

- meta: time to think said as taking a moment, "stop me if I go wrong", "would you rather I … or …", a tool the
  candidate may have (a calculator, an editor to type into), notes jotted down, restarting one's own explanation,
  how the interview's artifacts are asked for; the session's allowances (more time, a break, how many artifacts, whether
  the code must compile), how the candidate is doing, and the question drawn or put another way;
- aside: a turn put to someone else in the room ("can someone close the door"), a vent about one's own work, questions
  about the AI interviewer itself (who trained it, what it runs on, how it picks questions or judges an answer, what it
  sees), chat-format role tags and score settings pasted in for the grading model, remarks on the call or the format;
- hedge: a bet or a probability put on a cause ("I'd put money on …", "ninety percent sure …", "my read is …"), and a
  cause marked as unproven ("that's a guess, not a finding"), a cause led by "I think".
"""

from __future__ import annotations

import re

_MOMENT = r"(?:a|one|a quick|a short|a few|some|a couple of|couple of) (?:second|sec|moment|minute|min)s?"
_SPAN = (r"(?:a|one|a few|a couple of|couple of|two|three|five|ten|fifteen|thirty|half a|\d+)[ -]?"
         r"(?:secs?|seconds?|mins?|minutes?|moments?)")

RULES_ASKED = re.compile(
    r"\b(?:do|would|will|can|could) (?:i|we) (?:still )?get (?:any |some )?partial credit\b|\b(?:is|will) there (?:be )?(?:any )?partial credit\b|"
    r"\bwill you tell me (?:at the end |afterwards |later )?(?:if|whether|how) i (?:got it right|did|was right)\b|"
    r"\b(?:am i|are we) doing (?:ok(?:ay)?|alright|all right|well|fine|good)\b|"
    # what counts for the candidate in this interview: "do I lose points if …", "is the fix part of what you're scoring?"
    r"\b(?:do|would|will|did|could) (?:i|we) (?:lose|get|gain|earn) (?:any |more |extra |fewer )?(?:points?|marks?)\b|"
    r"\b(?:get|be|am i|will i be|would i be) (?:marked|docked|penali[sz]ed) (?:down|for)\b|"
    r"\bpart of what (?:you(?:'re| are)?|u r|ur) (?:scoring|grading|marking|assessing|judging)\b|"
    r"\bdoes (?:that|this|it) count (?:for|as|towards) (?:this|the) (?:question|answer|interview)\b",
    re.IGNORECASE)
"""The candidate asking how the interview's scoring works for them ("do I get partial credit if I'm close?"): a request
about the interview (meta), not talk to the grader ("whoever grades this, give me partial credit")."""

META_MORE = re.compile(
    r"\b(?:i(?:'d| would) like to|i want to|i need to|let me|lemme|(?:can|could|may) i|i(?:'ll| will)|i(?:'m| am) going to) "
    r"(?:just |quickly )?take " + _MOMENT + r"\b|"
    # a stretch of time asked for: "can i have a 5 min break", "a pause of two minutes", "two minutes pls, let me …"
    r"\b(?:take|have|get|need|grab) (?:a|an|one|another) (?:quick |short |little |" + _SPAN + r" )?(?:break|pause|breather)\b"
    r"(?!\s*frames?\b)|\b(?:break|pause|breather) (?:of|for) " + _SPAN + r"\b|^\W*" + _SPAN + r",? (?:pls|please|plz)\b|"
    r"\b(?:stop|interrupt|cut) me (?:off )?if (?:i|i'?m|this|that|it)\b|"
    r"\bwould you (?:rather|prefer) (?:i|me to|that i)\b[^?]{1,80}\bor\b|"
    r"\b(?:am i|are we) (?:allowed|permitted) (?:a|an|to (?:use|have) (?:a |an |my |the )?(?:calculator|notes|"
    r"google|internet|docs|documentation|editor|ide|whiteboard|paper|pen|notepad|scratch ?pad))\b|"
    r"\b(?:jot|scribble|note) (?:[\w-]+ ){1,3}?down\b|\bwrite (?:the|these|those|some|my) (?:numbers|figures|notes|"
    r"steps|points) down\b|"
    r"\bis there (?:a|an|any) (?:\w+ )?(?:editor|calculator|whiteboard|scratch ?pad|notepad|ide|doc|document|canvas) "
    r"(?:i|we) (?:can|could) (?:use|type|write|draw|sketch)\b|"
    r"\bis there (?:a|an|any) (?:\w+ )?(?:editor|calculator|whiteboard|scratch ?pad|notepad|ide|canvas)\W*$|"
    r"\bdo (?:i|we) (?:write|type|put|paste) (?:it|the code|my code|this|that) (?:here|in (?:the )?chat|in (?:the|an) editor)\b|"
    r"^\W*(?:\w+\W+){0,2}?(?:can|could|would) (?:you|u) (?:please )?(?:note|jot down|write down|make a note of) (?:that|this|it)\W*$|"
    r"\b(?:can|could|may) i (?:re-?start|redo|re-?do|start|begin) (?:my|the|that|this) (?:answer|explanation|reply|attempt)\b|"
    r"\b(?:can|could|may) i (?:try|answer) (?:that|this|it) again\b|"
    r"\bdo (?:i|we) (?:have|need) to ask for (?:each|every|them|it)\b|"
    # the question again, or in the candidate's own order
    r"\b(?:read|say|repeat|give) (?:[\w'-]+ ){0,5}?back to (?:me|us)\b|"
    r"\banswer (?:these|them|those|the (?:\w+ )?questions|each (?:one|part))(?: \w+)? (?:one by one|in order|in turn|"
    r"separately|one at a time)\b|"
    # what to cover and in what form: the candidate's own choice of how to answer, put to the interviewer
    r"\b(?:which|what) (?:part|aspect|bit|side)s? (?:of [\w\s-]{1,30})?(?:do|would) you (?:want|like) me to (?:talk about|"
    r"focus on|cover|go into|start with)\b|"
    r"^\W*(?:should|shall) i (?:go through|walk (?:you )?through|give you|talk through|write|do|explain|start with|assume)\b"
    r"[^?]{1,80}\bor (?:just |should i |do i |can i )?(?:give|talk|say|summari[sz]e|write|do|go|keep|stick|explain|sketch)\b|"
    r"\bor (?:can|should|shall) i just (?:say|tell|describe|talk|explain|sketch|summari[sz]e)\b|"
    r"\bor (?:are|will|would) you (?:going to )?(?:give|tell|provide) (?:me|us)\b|"
    r"\b(?:do|would) you (?:want|like) (?:the|my) (?:remediation|fix|mitigation|next steps|recommendations?)(?: now| too| as "
    r"well)\b|"
    r"\bis (?:a|an) (?:real|hypothetical|made-up|smaller|academic|personal|older) (?:one|example|story|incident)\b[^?]{0,50}"
    r"\b(?:fine|ok(?:ay)?|acceptable|alright|enough)\b|^\W*real or hypothetical\b|"
    r"\b(?:is it|would it be) (?:ok(?:ay)?|fine|alright|acceptable) if (?:the|my) (?:example|story|incident|answer|one) "
    r"(?:is|comes|was)\b|"
    r"^\W*is (?:short|brief|high[- ]level|the short version|a summary) (?:ok(?:ay)?|fine|enough|alright)\W*$|"
    # where the interview stands and how it is scored
    r"\bis this (?:the|a) (?:screening|phone screen|technical|final|first|second|design|coding|recruiter|"
    r"hiring[- ]manager|onsite) (?:call|round|stage|interview|part)\b|\bjust so i know how (?:deep|much|long|detailed)\b|"
    r"\bis (?:this|it) (?:scored|graded|marked|assessed|judged) on\b|"
    r"\bhow (?:is|are|will) (?:this|it|that|my answers?|these|(?:this|the) (?:part|round|section|interview|answer))"
    r"(?: \w+)? (?:be )?(?:scored|graded|marked|evaluated|assessed|judged)\b|" + RULES_ASKED.pattern + r"|\bwhat a good answer looks like\b|"
    r"\b(?:can|could|shall) we (?:do|try|have|get|switch to) (?:a different|another|a new) (?:scenario|question|topic|"
    r"problem)\b|\b(?:can|could) you (?:move|go|skip) on to the next (?:probe|stage|step|item)\b|"
    r"\b(?:can|could|may|shall) (?:i|we) (?:switch|change|swap) (?:the|this|that|my) (?:question|topic|scenario|problem)\b|"
    # tools
    r"\b(?:would it be possible|is it possible|could i|can i|may i) (?:to )?(?:use|have|get) (?:the|a|an|my) "
    r"(?:whiteboard|white board|calculator|notepad|scratch ?pad|editor|notes|paper)\b|"
    r"\bdo (?:i|we) (?:get|have)(?: access to)? (?:a |an |my |the |some )?(?:pen|paper|calculator|whiteboard|notes|scratch ?pad|notepad|"
    r"editor|ide)\b|"
    r"\b(?:i|we) (?:need|want|'d like|would like) (?:a |an |some |my |the )?(?:pen|paper|calculator|whiteboard|notepad|scratch ?pad|"
    r"notes)\b(?! (?:on|about|for|of)\b)|"
    r"\b(?:are|is) (?:my |the |some )?(?:notes|calculators?|google|the internet|internet|docs|documentation|diagrams?|drawings?|"
    r"whiteboards?|pen and paper|paper|python|pseudo-?code|cheat ?sheets?) (?:ok(?:ay)?|allowed|fine|permitted|acceptable)\b|"
    r"\b(?:(?:is it|would it be) (?:ok(?:ay)?|fine|alright|all right|possible) (?:if i |for me )?to|(?:can|could|may) i) "
    r"(?:use|share|show|draw) (?:a |an |my |the |some )?(?:diagrams?|drawings?|slides?|screen|sketch)\b|"
    r"\bam i missing (?:something|anything)(?: (?:big|important|obvious|major))?\W*$|"
    r"\b(?:is it|would it be) (?:ok(?:ay)?|fine|alright|all right) (?:that|if) (?:i|we) (?:keep|have|use|check|look at) (?:my|some|"
    r"the) notes\b|"
    # the session's own allowances: more time, a break, how many artifacts, whom one may ask, what the code must do
    r"\b(?:can|could|may) (?:i|we) (?:have|get) (?:a (?:bit|little) |some |a few |\w+ )?(?:more|extra) (?:time|minutes?)\b|"
    r"\b(?:i|we) (?:need|could use) (?:a (?:bit|little) |some )?more time\b|"
    r"\b(?:does|do|must|should) (?:it|the (?:example|story|one)|my (?:example|story)) (?:have to|need to) be "
    r"from\b|\b(?:give|ask|tell|read) (?:them|those|it|these|the (?:parts|questions)) (?:to me )?one at a time\b|"
    r"\b(?:can|could) you open (?:the|an|a) (?:editor|whiteboard|notepad|scratch ?pad|doc)\b|"
    r"\bwhat (?:level|layer|amount|degree) of (?:detail|depth)\b|\bmind slowing down\b|"
    r"\b(?:(?:can|could|may) (?:i|we) (?:take|have|get)|(?:i|we) (?:need|could use|'d like|would like)) a (?:\w+ )?break\b|"
    r"\b(?:open|see|request|ask for|look at) (?:more than one|every|each|all (?:the |of the )?|multiple|several|as many) "
    r"artifacts?\b|\bhow many artifacts\b|\bartifacts? at (?:a|one) time\b|\bonly (?:look at|see|open) (?:the )?artifacts\b|"
    r"\b(?:does|do|must|should|will) (?:it|the code|my code|this|that) (?:need to|have to) (?:compile|run|be runnable)\b|"
    r"\bhow much time (?:do|does|did|will) (?:[\w'-]+ ){1,4}?(?:give|allow|allot) (?:me|us)\b|"
    # how the candidate is doing, and what the interviewer wanted of the answer
    r"\b(?:am i|are we) (?:on the right (?:track|lines)|(?:heading|going) (?:in )?the right (?:way|direction)|on track)\b|"
    r"\b(?:did|does|has) (?:that|this) answer (?:it|that|this|the question|your question)\b|"
    r"\bi (?:wasn'?t|was not|am not|'m not) sure (?:if|whether|what|how much) you (?:wanted|want|needed|meant)\b|"
    r"\b(?:not sure|unsure) what (?:level|depth|kind of answer|amount of detail) you (?:want|need|expect)\b|"
    r"\b(?:can|could|may) i (?:pick|choose|use|take|talk about) (?:one|an? (?:example|story|project|incident)|something) from\b|"
    r"\b(?:do|would) you (?:want|prefer|like|need) [^?]{1,60}\b(?:written out|spelled out|step by step|one by one)\b[^?]{0,20}\bor\b|"
    # the question again, in another form
    r"\b(?:can|could) you (?:draw|sketch) (?:the|a|it|that|this)\b|\bsend (?:me )?(?:a|the) (?:diagram|picture|drawing|sketch)\b|"
    r"\bcan you clarify\W*$|\bwhat(?:'s| is) the question exactly\b|\bsay (?:it|that) (?:in )?(?:other|another) way\b|"
    r"\b(?:let me|lemme|i(?:'ll| will)) (?:just )?(?:restart|start over|start again|begin again)\b|"
    r"\b(?:lost|losing) my train of thought\b|\bcheck (?:that )?i (?:understand|get|have) (?:the|this) (?:format|process|rules)\b",
    re.IGNORECASE)
"""Requests about the interview that ``asides.meta`` does not cover (see the module docstring)."""

META_SCOPE = re.compile(
    # for whom and in what form
    r"\b(?:should|shall|can|could) i (?:explain|pitch|say|put|describe|answer)\b[^?.]{0,40}?(?:\b(?:to|for) (?:a |an |the )?"
    r"(?:non[- ]?technical|technical|recruiter|engineer|lay ?(?:man|person)|manager|team lead|exec\w*)|\bnon[- ]?technical|"
    r"\btechnically to you)\b|"
    r"\b(?:do|would) you (?:want|need|like|prefer) (?:the |just the )?(?:commands|reasoning|approach)\b[^?]{0,40}\bor\b|"
    r"\bwhat (?:exactly )?do you want\b[^?]{0,10}\b(?:the )?(?:commands|reasoning|approach|steps)\b[^?]{0,10}\bor\b|"
    # whether the answer landed
    r"\bdid i (?:answer|get) (?:what you (?:were asking|asked|wanted)|your question|the question|it(?: right)?)\W*$|"
    r"\b(?:is|was) (?:that|this) (?:too short|too brief|(?:detailed|deep|clear|long) enough|what you (?:wanted|meant|were asking|"
    r"were after|were looking for|had in mind))\b|\btell me if (?:that'?s|i'?m|i got it) (?:right|correct)\b|"
    r"\b(?:is|was) (?:that|this|my answer) (?:a bit |maybe )?(?:too (?:simple|basic|short|brief|long|vague|shallow|high[- ]level|"
    r"much|little|detailed)|(?:specific|good|complete) enough|clear|the (?:right|correct) (?:depth|level|amount|length|kind)|"
    r"the (?:answer|level|depth) you (?:want|wanted|expected|were looking for|are looking for))\b|"
    r"\b(?:am i|are we) (?:even )?answering (?:what you (?:asked|wanted|meant)|your question|the question)\b|"
    r"\bi hope (?:that|this|it)(?:'s| is| was| makes sense) ?(?:clear|ok(?:ay)?|understandable|fine|enough)?\W*$", re.IGNORECASE)
"""Questions about the form of the answer (explain it for a non-technical person or an engineer, commands or reasoning)
and whether it landed ("was that too short?", "did I answer what you were asking?"): about the interview, not the problem.
What a story or a tool may be ("does a cloud cluster count?", "can I use numpy?") stays a question: the facts answer it."""
META_ALLOWED = re.compile(
    # may the answer be of this kind: "is it okay if it's hypothetical", "is it fine if I use numpy or plain lists only"
    r"^\W*(?:(?:sorry|so|ok(?:ay)?|wait|um+|hmm+|and|but|also)[\s,]+)*(?:(?:is|would) it be|is it|it'?s) (?:ok(?:ay)?|fine|alright|"
    r"all right|allowed|acceptable)(?: with you)? (?:(?:if|that) (?:it'?s|its|it is|the (?:example|story|one|answer|code|decision)|my|"
    r"i|we)|for me to|to (?:use|pick|answer|talk|say|write|code|request|ask|assume))\b|"
    # the candidate's own move, then whether it is allowed: "can I ask for the allocator result or is that cheating"
    r"\b(?:can|could|may|should) i\b[^?]{3,80}?(?:,\s*|\s)(?:or )?(?:is|would) (?:that|this|it) (?:be )?(?:allowed|cheating|"
    r"ok(?:ay)?|fine|acceptable)(?: (?:for|in) (?:this|the) (?:question|interview|round))?\W*$|"
    r"\blike,? is (?:that|this|it) allowed\b|"
    # the answer's form (a STAR story, the format or length of the answer), whether it is enough, more of it offered
    r"\b(?:should|can|do|shall) i (?:use|follow|do|answer (?:it |this |that )?(?:in|with)) (?:a |the )?star\b|"
    r"\bwhat (?:format|form|length) should (?:my|the|this) (?:final )?(?:answer|reply|response|summary)\b|"
    r"\bhow long should i (?:go|talk|speak|answer)(?: for)?\b|"
    r"\b(?:is|was) (?:that|this|it) enough\b|"
    # what the interviewer wants, then a looser form judged acceptable: "do you want the exact numbers or is rough fine"
    r"\b(?:(?:do|would) (?:you|u)|do i) (?:also |really |actually )?(?:want|need|prefer)\b[^?.,]{1,60}?\bor (?:is|are) "
    r"(?:[\w-]+ ){0,4}?(?:ok(?:ay)?|fine|enough|alright|all right|acceptable)(?=\s*(?:$|[,.?!]))|"
    r"\bi (?:can|could) (?:go|get|dig) (?:into|deeper into) (?:[\w-]+ ){1,4}?if you (?:want|like)\b|"
    # the candidate's own answer taken again or changed: "sorry i need to restart, let me do it again from the top", "can I
    # change my answer from before?", "can I go back to what I said", "can I restart my code" (not "can I change the LR")
    r"\b(?:let me|lemme|i need to|i want to|i'?d like to|can i|could i|may i) (?:just )?(?:restart|start over|start again|redo|"
    r"re-do|change|revise|rewrite|go back to|do (?:it|that|this) (?:again|over))(?: it)?(?=\s*(?:$|[,.?!]|from (?:the )?(?:top|start|"
    r"beginning)|(?:that|this|my) (?:bit|part|answer|code|solution)|what i (?:said|wrote|typed)))",
    re.IGNORECASE)
"""Whether the candidate may answer a certain way (an example of a kind, a tool, a format, a move they are about to make,
taking their answer again), and whether it is enough: a request about the interview (meta), also when put as a question; a question about the problem's own facts ("can I
assume n divides the length") is not one of these."""
META_LATER = re.compile(r"\bc[oa]me back to (?:the |that |this )?[\w-]+(?: [\w-]+)?(?: part| one| bit| question)? "
                        r"(?:later|at the end|"
                        r"afterwards)\b|"
                        # the interview's order asked to change: "can we switch to the pricing question instead?", "can we do this
                        # scenario next session?", "can we go back to the first bug and do the hang after"
                        r"^\W*(?:(?:wait|sorry|so|ok(?:ay)?|um+|hey|actually)[\s,]+)*(?:can|could|shall|may) (?:we|i) (?:please |just |maybe )?"
                        r"(?:switch|go back|come back|jump|move|do|leave|save|postpone|skip|start with)\b[^?.!]{0,40}?\b(?:question|"
                        r"scenario|topic|part|section|bug|problem|round|stage)\b[^?.!]{0,30}?\b(?:instead|next (?:session|time|week)|"
                        r"another (?:time|day|session)|later|after(?:wards)?|tomorrow)\b|"
                        r"\bis there (?:a|an|any) (?:whiteboard|white board|scratch ?pad|notepad|drawing tool|shared doc)\b",
                        re.IGNORECASE)
"""Coming back to part of the question later; asking whether there is a whiteboard."""

INTERVIEW_REMARK = re.compile(
    r"(?:\b(?:this|these|the|your|such) (?:(?:ai|whole|online|remote|video|automated|coding|chat)[\s-])?(?:interviews?|interview process|"
    r"hiring process|interview tool)|\b(?:this|your) (?:coding |online )?editor)(?:'s| is| are| was| were| feels?| seems?| has been| "
    r"have been| makes? me)\b", re.IGNORECASE)
"""A remark on the interview itself, whatever its adjective ("these AI interviews are a bit dehumanising")."""

ELSEWHERE_MORE = re.compile(
    r"^\W*(?:(?:sorry|hey|um+|uh+)[\s,]+)*(?:can|could|would|will) (?:someone|somebody|anyone|anybody) (?:please )?"
    r"(?:close|shut|open|get|grab|turn|keep|take|answer|mute)\b|"
    r"\b(?:it'?s|it is) (?:so |really |very |too )?(?:loud|noisy) (?:out there|in here|outside|next door)\b|"
    r"\bdrives? me (?:nuts|crazy|mad|insane|up the wall|bananas)\b|\b(?:that'?s )?me venting\b|\brant over\b|"
    r"\b(?:close|shut) the (?:door|window)\b|[\[(]\s*(?:to|talking to|speaking to|turning to)\s+(?:the |my )?\w+\s*[\])]|"
    r"\bignore (?:that|the) (?:buzzing|noise|beeping|ringing|barking|dog|sound|phone)\b|"
    r"\b(?:is it|it'?s|it is) (?:so |really |very |absolutely )?(?:raining|pouring|snowing)\b|"
    r"\b(?:it'?s|it is) (?:so |really |very |freezing )?(?:cold|hot|warm|humid) (?:here|there|today|outside)\b|"
    # the process itself, said as a complaint
    r"\b(?:your|this|the) (?:whole )?(?:interview |hiring )?(?:process|format) (?:is|feels) (?:\w+ )?(?:exhausting|tiring|draining|"
    r"tedious|frustrating|stressful)\b|\b(?:these|your|the) questions are (?:\w+ )?(?:too specific|too niche|too obscure)\b|"
    r"\b(?:bad|poor|terrible|awful) (?:interview|question) design\b|"
    r"\b(?:the|this|your) (?:code |coding |interview )?(?:editor|tool|ui|platform|app) keeps (?:\w+ing)\b|"
    # the call and the interview, remarked on without a request: the echo on the line, praise for the question
    r"\b(?:the |your )?(?:audio|sound|line|call) (?:is |keeps )?(?:\w+ )?echo(?:ing|es|y)?\b|\becho (?:on|from) (?:your|my|the) "
    r"(?:side|end|line)\b|"
    r"\b(?:this|that|the|your) (?:question|interview|format|problem|scenario)s? (?:is|are|was|were) (?:really |very |so |quite |"
    r"actually )?(?:well|nicely|beautifully|badly|poorly|cleverly) (?:designed|written|put together|thought out)\b|"
    r"\binterviewed (?:at|with) (?:my |the |a )?(?:last|previous|other|few|some|a few)\b|"
    r"^\W*[\w\s:'-]{1,40}\b(?:are|is) the worst\W*$|\bthat kind of (?:morning|day|week|night)\b|\bmy (?:coffee|tea)\b", re.IGNORECASE)
"""A turn put to someone else in the room, the noise around the candidate, a vent about their own work."""

ABOUT_THE_AI = re.compile(
    r"\bwho (?:trained|built|made|created|programmed|designed) you\b|"
    r"\b(?:what|which) (?:hardware|gpus?|chips?) (?:do|are) you (?:run|running|served|trained|hosted) on\W*$|"
    r"\b(?:are|were) you (?:running |trained |served )?on (?:[\w-]+ )?(?:h100s?|a100s?|gpus|tpus)\b(?:[^.?!]{0,20}\byoursel(?:f|ves)\b|,? (?:too|as well)\W*(?:lol|haha|ha|lmao)?\W*$)|"
    r"\b(?:what|which) (?:hardware|gpus?|chips?|model) (?:is|are|does) (?:this|the) (?:bot|ai|interviewer)(?: (?:run|running|hosted|served))? on\b|"
    r"\b(?:what|which) (?:hardware|gpus?|chips?|machines?|servers?) (?:are|do|were) (?:you|u) (?:(?:running|run|hosted|served|deployed) )?on\W*$|"
    r"\b(?:does|do|is) (?:this|the) (?:tool|bot|ai|interviewer|app|system|platform|thing) (?:itself )?(?:run|running|hosted|served)"
    r" on (?:[\w-]+ )?(?:gpus?|tpus?|cpus?|h100s?|a100s?|the cloud|hardware)\b|"
    r"\bhow (?:this|it|that|my answer|the interview|this interview|the scenario) (?:is|gets|will be) (?:being )?"
    r"(?:graded|scored|marked|evaluated|assessed)\b|\b(?:is there|you have|there'?s) (?:a|some) (?:secret )?keyword list\b|"
    r"\byour own (?:training(?: run)?|weights|gpus|hardware)\b|\b(?:were|are|do) you (?:get )?trained on\b|"
    r"\byour (?:training data|context window|parameter count)\b|\bcontext window (?:on|of) you\b|"
    r"\b(?:is|are|will) (?:this|it|these|my answers?|the answers?) (?:be |being |getting )?(?:graded|scored|marked|judged|read|reviewed)"
    r" by (?:a |an |the )?(?:real )?(?:person|human|people|program|bot|ai|machine|model|computer|algorithm|script)\b|"
    r"\bare you batching\b|\b(?:you|u),? the (?:ai|bot|model|machine)\b|\b(?:just|only) (?:a|the) (?:prompt|bot|script|chatbot)\b|"
    r"\b(?:generated|written|made) by (?:you|the ai|an ai|a bot|the bot)\b|\bor (?:are )?you (?:just )?(?:know text|matching keywords|"
    r"guessing)\b|\b(?:can|do|did) you (?:actually |really |even )?(?:run|execute|access|use|touch)\b[^?]{0,40}\byourself\b|\b(?:model|llm|ai|system) (?:behind|powering|running) (?:this|the|you)\b|\b(?:do|did) you have (?:a|any) favou?rite\b|\bwhat you(?:'re| are) (?:actually |really )?(?:processing|receiving)\b|"
    r"\b(?:are you able to|can you) see my (?:camera|face|video)\b|\bkeyword[- ]match\w*|"
    r"\bare you (?:a|an) (?:real |actual |fine-?tuned )?(?:person|human|bot|robot|ai|llm|llama|gpt|chatbot|script|machine)\b|"
    r"\bhow (?:does|do|will|would) (?:this|the|you) (?:tool |system |ai |bot |platform |app |interviewer )?(?:decide|judge|score|"
    r"grade|evaluate|rate|know)\b[^?]{0,30}\b(?:my answer|good|right|correct|score)\b|"
    r"\b(?:the|this|an) (?:ai|bot|chatbot)(?: interviewer)? (?:picks?|chooses?|decides?|works?|generates?|comes up with)\b|"
    r"\b(?:running on|run by|powered by|served by|built on|made by) (?:claude|chat-?gpt|gpt[\w.-]*|openai|anthropic|llama|gemini|"
    r"(?:an? )?(?:llm|language model))\b|\b(?:train|training|trained|fine-?tun\w+) (?:\w+ ){0,3}?on (?:my|candidates'?) "
    r"(?:answers|responses|transcripts?|voice)\b|\b(?:storing|keeping|saving|recording) my (?:answers|responses|voice)\b|"
    r"\bmy (?:answers|responses|transcripts?|voice) (?:will |be |being |are |get |is |going to )*(?:used|stored|kept|saved) "
    r"(?:to|for) (?:train|training|fine-?tun)",
    re.IGNORECASE)
"""A question about the AI interviewer itself (who trained it, what it runs on, how it picks questions): off the
problem even when it names hardware. "Which GPUs do you run on here?" asks about the company's cluster."""

CURIOUS_ABOUT_YOU = re.compile(
    r"^(?=.*\b(?:you|your|yourself)\b)(?:.*\?\s*$|.*\b(?:curious|wondering|want to know)\b)|"
    r"^\W*(?:(?:i'?m|i was) )?(?:just|only) (?:wondering|curious|asking)\b|^\W*(?:like|i mean|as in)\b[^.!]{0,40}\?\s*$",
    re.IGNORECASE)
"""A question or a curiosity put to "you" ("… is this the kind of pipeline that made you?"), not a claim that uses a
generic "you" ("you shard the optimizer across the nodes"); a rising "Like, RLHF or something newer?" spells out the
question before it."""

ROLE_TAGS = r"assistant|user|system|human|debug|instructions?|answer|score|grade|rating|verdict|feedback|evaluation"
"""Names of role and grading tags ("<system>", "</score>"): markup aimed at whoever grades (also ``speakers``)."""

CHAT_TAGS = re.compile(
    rf"</?\s*(?:{ROLE_TAGS})\s*>|"
    r"\b(?:instructions?|note|message|reminder|notice) (?:to|for) (?:the )?(?:evaluator|grader|assessor|reviewer|scorer|interviewer|"
    r"ai|a\.i\.|model|assistant|llm|bot|system)\b|^\W*</?[a-z][a-z_-]*>|"
    r"^\W*system (?:notice|message|note)\b|\b(?:assessor|grader|evaluator|candidate)\.\w+\s*=|"
    r"\bsubmit a (?:hire|strong hire|pass) recommendation\b|\bscore_?override\b|^\W*\[(?:debug|system|admin|internal)(?:[ _-][a-z]+)?\]|"
    r"\bwhen asked (?:about|for) [\w\s-]{1,30}, (?:always|just) (?:say|answer|mention)\b|"
    r"^\W*(?:pasting|paste|pasted|copying|copied)\b[^.]{0,30}\bfrom my (?:notes|prep|doc|cheat ?sheet)", re.IGNORECASE)
"""Chat-format role tags, notes to the evaluator, system notices and prep notes pasted into a turn: talk to the grading
model, never an answer."""

HEDGE_MORE = re.compile(
    r"(?:(?<!before )\bi(?:'d| would)? put (?:my )?money on|^\W*(?:(?:and|so|but|well|honestly|ok(?:ay)?)[\s,]+)?i bet\b|"
    r"\bmy (?:first|best|main|initial|current) bet|\b(?:\d{1,2}|ninety|eighty|seventy|sixty|fifty) ?(?:percent|%) (?:sure|confident|certain)|"
    r"\bmy (?:read|reading|take) is\b|\b(?:that'?s|it'?s|this is) (?:just )?(?:a guess|an inference|a hunch)|"
    r"\b(?:a guess|an inference|a hunch),? not (?:a )?(?:finding|proof|fact)|\bnot (?:yet )?proven|"
    # "it is possible the host was on the failed node": a possibility, not a finding ("it's possible to" is no hedge)
    r"\b(?<!is )(?:it(?:'s|\u2019s| is| was)|there(?:'s| is)) (?:quite |entirely |very |also |just )?(?:possible|conceivable)"
    r"(?:,? that)?(?!\s+(?:to|for|with|without|in)\b)(?=\s+\w)|"
    # a cause said as certain but put up for confirmation: "gotta be the routing, surely?", "has to be X, right?"
    r"^\W*(?:(?:it|this|that)(?:'s| has| is)? )?(?:gotta|got to|has to|must) be\b|,\s*(?:has to be|must be|gotta be)\W*$|"
    r"^\W*surely\b|\bsurely\W*\?|,\s*surely\W*$|"
    # a cause led by "I think": the candidate's belief, not yet a finding
    r"(?:^\W*|[,;]\s*so\s+)(?:(?:so|ok(?:ay)?|well|and|but|honestly|um+|uh+)[\s,]+)*i(?:'m| am)? (?:think|thinking) (?:it'?s|it is|"
    r"that|the|some|one|this|a|an)\b)", re.IGNORECASE)
"""A cause offered with a bet or a probability on it, or marked as unproven."""

OWN_BACKGROUND = re.compile(
    r"^\W*(?:(?:honestly|so|and|but|well|also|sorry)[\s,]+)*(?:i(?:'m| am) (?:more |mostly |mainly |really )?(?:on|in|from) "
    r"the [\w-]+ side\b|"
    r"i(?:'ve| have)? (?:only |mostly |just )(?:ever )?(?:used|worked (?:on|with)|done|touched)\b|"
    r"i know the [\w-]+ but not\b|i(?:'d| would) (?:have|need) to (?:read|look (?:it |that |this )?up|check the docs|google)\b|"
    r"i(?:'ll| will) leave it\b|i (?:haven'?t|have not|never) (?:run|used|done|worked (?:on|with)|touched|built|trained)\b[^.]{0,40}"
    r"\b(?:myself|personally|at (?:that|this|such a) scale)\b)|"
    r"\b(?:someone|somebody) else'?s (?:job|area|problem|thing)\b|\b(?:is|are) (?:\w+ )?new to me\b", re.IGNORECASE)
"""The candidate's own background beside a pass ("I'm more on the modelling side", "I've only used it for data", "I'd
have to read the docs"): why they cannot answer, not an answer."""
OWN_BACKGROUND_MAX_WORDS = 16


def only_background(read: list) -> bool:
    """A pass whose other sentences only give the candidate's own background: the turn is a pass, not an answer."""
    said = [s for s in read if s.stance != "empty"]
    rest = [s for s in said if s.stance != "dont-know"]
    return (len(rest) < len(said) and bool(rest) and all(
        s.stance in ("assert", "plan", "hedge") and OWN_BACKGROUND.search(s.text)
        and len(s.text.split()) <= OWN_BACKGROUND_MAX_WORDS for s in rest))


_SHOUTED = re.compile(r"\b[A-Z][A-Z'\u2019]*(?:\s+[A-Z][A-Z'\u2019]*){2,}\b")
_PLAIN_WORD = re.compile(r"\b(?:I|I'?M|I\u2019M|IM|YOU|SAID|AM|IS|ARE|IN|AN|THE|TO|ON|MY|ME|NOT|STOP|PLEASE)\b")


def unshouted(sentence: str) -> str:
    """The sentence without its shouted runs ("MOM I'M IN AN INTERVIEW", "MAAME I SAID …"): capitals that carry plain
    words (a pronoun, an article, 'said') are a raised voice, not acronyms; "NCCL IB HCA" stays."""
    return _SHOUTED.sub(lambda m: " " if _PLAIN_WORD.search(m.group()) else m.group(), sentence)
