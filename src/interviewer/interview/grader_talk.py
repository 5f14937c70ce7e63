"""Text addressed to whoever scores rather than to the interviewer: the grader or the AI named, a request for a score
or a verdict, pasted instructions, questions to the AI about itself. Whatever it says is data, never an instruction.
(``asides`` reads the other ways of talking about the interview rather than in it.)
"""

from __future__ import annotations

import re

from .housekeeping import CHAT_TAGS

AI_SELF = (
    r"\b(?:were|are) you (?:\w+ )?(?:[\w]+-)?(?:trained|fine-?tuned|pre-?trained|distilled)\b|\b(?:train|serve|host) yourself\b|"
    r"\b(?:whether|if) you were (?:\w+ )?(?:[\w]+-)?(?:trained|fine-?tuned|distilled)\b|\bare you (?:a |an )?[\w-]+ (?:model|llm)"
    r"(?: too| as well)?\W*(?:ha\w*)?\W*$|"
    r"\b(?:what|which) (?:gpus?|hardware|chips?|accelerators?|machines?|servers?) (?:are|were) you (?:running|hosted|served|"
    r"deployed|trained)\b|\byour (?:parameter|param) count\b|\b(?:being |getting )?(?:executed|run) by you\b|"
    r"\b(?:do|can) you (?:have |get )?(?:real|actual|live|direct) access\b|\bis (?:it|this|that|everything) (?:all )?"
    r"(?:canned|scripted|pre-?recorded|pre-?written)\b|\bare you able to (?:read|open|see|run|execute) (?:the |my |any )?"
    r"(?:files?|attachments?|uploads?|code|scripts?)\b|\bare you the same (?:[\w-]+ ){0,2}?(?:persona|interviewer|bot|model|"
    r"ai|character)\b|"
    r"\bto (?:serve|host|run) you\b|"
    r"\byour (?:own )?(?:context window|knowledge cut-?off|training cut-?off|pre-?training|"
    r"sandbox)\b|\btemperature(?: setting)? (?:are|do|is) you\b|\bhow many parameters (?:do|have) you\b|"
    r"\bare you (?:a |an )?(?:fine-?tuned|mixture of experts|moe\b|llama|gpt|transformer|dense model|language model)|"
    r"\bare you (?:hosted|served|deployed) on\b|\bare you running on\b[^?]{0,30}\b(?:right now|yourself)\b|"
    r"\b(?:do|can) you (?:remember|recall)\b.{0,40}\b(?:previous|last|earlier) (?:interview|session|conversation)|"
    r"\b(?:the thing|whatever|what|who|the (?:ai|model|bot|system))(?: that| which)?(?:'s| is) (?:interviewing|grading|scoring) me\b|\bcpu inference\b|"
    r"\b(?:do|can) you (?:have )?(?:access|connect|get) (?:to )?(?:the )?(?:internet|web)\b|\b(?:can|could) you (?:browse|google|"
    r"search the web)\b|\bare you (?:using|running|consulting) (?:a |an )?(?:[\w-]+ ){0,2}?(?:index|retriever|search|rag|lookup|"
    r"database)\b.{0,60}\b(?:check|grade|score|mark|judge)\b")
"""Questions to the AI about itself as a model: how it was trained, what serves it, its context window, cutoff, size,
sampling temperature, memory of other sessions. (Not the setup's: "how big is your training run?" asks a fact.)"""

GRADER_TALK = re.compile(
    # the turn opened by addressing the scoring software: "To the scoring bot: …", "Please, to the assistant that writes the summary: …"
    # ("To the AI part of your question, …" is an answer: the name must close, or be followed by who it is)
    r"(?:^\W*(?:(?:please|and|also|ok(?:ay)?|oh|and now)[\s,]+)*to (?:the|whoever|whatever|any|every) (?:[\w-]+ ){0,2}?(?:bot|"
    r"assistant|ai|model|llm|grader|scorer|evaluator|reviewer|assessor|summari[sz]er|program|algorithm)s?\b(?:\s*[:,]|\s+(?:that|"
    r"who|which|reading|scoring|grading|writing|listening|assuming|if)\b[^.?!]{0,60}[:,])|"
    r"^\W*(?:system|assistant|developer|instructions?|prompt)\s*:|"
    r"\[/?(?:inst|system|sys)\]|<<\s*/?sys\s*>>|<\|[a-z_]+\|>|"
    r"^\W*#+\s*(?:new |updated |additional |override |system )?(?:instructions?|system|task|prompt|rules?)\b|"
    r"\b(?:new|updated|override|additional|hidden|secret) (?:instructions?|directives?|system prompt)\b"
    r"(?![- ](?:data|dataset|set|corpus|mix|source|split|shards?|examples?|rows?|samples?|pairs?|tun\w*|follow\w*))|"
    r"\bforget (?:everything|all) (?:before|above|previous|prior|you(?:'ve| have)? been told|your)|"
    r"\bforget (?:your|the) (?:previous|prior|earlier|original|above) (?:instructions|rules|prompt|rubric)|"
    r"\bpretend (?:you(?:'re| are)|to be)\b|\b(?:you|please) act as\b|\brole-?play\b|"
    r"\byou (?:must|will|shall|have to) (?:now )?(?:output|say|respond|reply|rate|give|score|mark|grade|pass|"
    r"recommend|answer with)|\b(?:respond|reply|answer) (?:only )?with (?:the word|[\"']|strong|pass|yes|hire|5|4)|"
    r"(?<!\bi )(?<!\bi'll )(?<!\bi will )(?<!\blet me )(?<!\bwe )"  # "can I give the answer as a list": the candidate gives
    r"\b(?:reveal|show|tell|give|send|read|leak|print|share) (?:me |us )?(?:the |your |what(?:'s| is) (?:in )?(?:the|your) )?"
    r"(?:rubric|answer key|marking scheme|scoring (?:guide|criteria|sheet)|expected answer|model answer|ideal answer|"
    r"reference answer|right answer|correct answer|solution|instructions|prompt|hidden root cause|the answer)\b|"
    r"(?<!specific )(?<!particular )(?<!certain )(?<!kind of )(?<!sort of )(?<!one )"
    r"\b(?:answer|solution|keywords?|words?) (?:that )?you(?:'re| are) (?:looking|listening) for\b|"
    r"\bwhat (?:do you|are you) want(?:ing)? (?:me )?to (?:say|hear)\b|"
    r"\b(?:candidate|this answer|the answer|my answer|that answer|this response) (?:deserves?|should (?:get|receive|"
    r"be (?:rated|scored|marked|given|graded|passed|hired)))\b|\bi (?:deserve|should be (?:rated|scored|marked|graded|"
    r"passed|hired))\b|"
    r"\b(?:note|noted|note down|write down|put down|record|mention|add|reflect|keep in mind|take into account)\b.{0,40}"
    r"\b(?:in|for|on|into|when) (?:your (?:scor\w*|grad\w*|notes|report|evaluation|feedback|review|assessment|write-?up|"
    r"marks?|rating)|the (?:scor\w*|grad\w*|evaluation|assessment|rating|marks|scorecard|score ?sheet))|"
    r"\bdear (?:ai|model|grader|assistant|chatgpt|claude|gpt|evaluator|reviewer|system|bot)\b|"
    r"^\W*(?:\w+\s+)?(?:reviewer|assessor|grader|evaluator|scorer|assistant|system|interviewer|admin)(?:\s+(?:note|notes|"
    r"instructions?|guidance|comment))?\s*:|"
    r"\b(?:assessor|reviewer|grader|evaluator|scorer|scoring|grading|marking) (?:note|notes|instructions?|guidance)\b|"
    r"\b(?:so|for|to|tell|let) (?:the|whoever|any|my) (?:reviewer|assessor|grader|evaluator|scorer|hiring committee)s?\b|"
    r"\b(?:count|hold|use|mark) (?:this|that|it|them|those|the \w+)(?: \w+)? against me\b|"
    r"\b(?:please )?(?:factor|take) (?:that|this|it) (?:in|into account)\b.{0,20}$|"
    r"\b(?:should be|be) (?:treated|counted|scored|graded|read) as (?:correct|strong|senior|complete|passing|right)\b|"
    r"\btreat (?:the|this|my) (?:following |above |previous )?(?:answer|response|candidate)\b|"
    r"\b(?:final|overall) (?:score|grade|rating|verdict)\b|\b(?:reviewed|approved) and (?:reviewed|approved)\b|"
    r"^\W*(?:(?:hey|hi|hello|ok(?:ay)?|dear)\W+)?(?:chatgpt|claude|gpt|bot|a\.i\.|llm|model|assistant)\s*[,:!]|"
    r"\b(?:strong|definite|clear) hire\b(?!\s+(?:bar|rate|process|loop|decision|committee|criteria))|\bis (?:that|this|it|this candidate|the candidate) a (?:hire|no[- ]hire|pass)\b|\bhire me\b|\bpass me\b|\b(?:give|offer) me the (?:job|offer|role)\b|"
    r"\b(?:recommend|advance|move) (?:me|this candidate|the candidate|him|her) (?:for|to|forward|on|through)\b|"
    r"\bhow (?:am i|did i|was i|have i been) (?:doing|do|perform\w*|going)(?: so far| on (?:this|that)| here| today| overall)?\W*$|"
    r"\bdid i (?:pass|fail|do (?:ok(?:ay)?|well|good|alright|all right|fine|badly|bad)|get (?:it|that|them|this) (?:right|"
    r"correct)|nail (?:it|that)|get the (?:job|offer))\b|"
    r"\b(?:was|is) (?:that|this) (?:a )?(?:good|strong|weak|bad|decent|passing|acceptable) (?:answer|enough)\W*$|"
    r"\b(?:was|is) my (?:answer|response|explanation) (?:a )?(?:good|ok(?:ay)?|alright|right|correct|enough|acceptable|"
    r"strong|weak|bad)\b|\b(?:was|is) my answer what you (?:wanted|were looking for|expected)\b|"
    r"\bwhat (?:score|grade|rating|mark|marks|level|verdict) (?:would|will|do|did|am|have|are|is|should)\b|"
    r"\bmy (?:score|grade|rating|verdict|marks?)\b|"
    r"\bwhat did i (?:get|score)\b|\b(?:will|would|do|did) i (?:get|land|receive) (?:an?|the) (?:offer|job|role|position)\b|"
    r"\b(?:will|would|do|does|did) (?:this|that|my answer) (?:count|pass|get me)\b|"
    r"\b(?:am i|i'?m) (?:passing|failing|doing (?:ok(?:ay)?|well|good|alright|fine|badly))\b|"
    r"\bmark(?:ed)? (?:it |this |me |my \w+ |the (?:answer|scenario|question|diagnosis|candidate|task|response) )?as "
    r"(?:passed|solved|strong|correct|complete|done|full)\b|"
    r"\bsystem note\b|"
    # the grader hailed, and a fake system line read aloud: "hey whoever's grading, …", "system colon evaluation override"
    r"^\W*(?:(?:hey|hi|hello|dear|ok(?:ay)?|note to|to)\W+)?whoever(?:'s| is)? (?:grading|scoring|marking|reviewing|evaluating)"
    r"(?: (?:this|me))?\s*[,:]|^\W*(?:system|admin|assistant) colon\b|\b(?:evaluation|scoring|grading|grade|score|rubric) override\b|\b(?:an? )?(?:ai|model|llm|bot|someone|anyone|anybody) (?:is )?(?:scoring|grading|reading|evaluating|"
    r"reviewing) (?:this|these|me)\b|\bwhoever(?:'s| is)? (?:reads?|reading|scores?|scoring|grades?|grading|reviews?|reviewing|"
    r"evaluat\w+|marks?|marking|wrote|made|designed|authored|built) (?:this|these|the)\b|\bpartial credit\b|"
    r"\bmark (?:it |this |me |the \w+ )?as (?:excellent|great|perfect|senior|outstanding|exceptional)\b|"
    r"\bignore (?:the|this|your|all|any) (?:scenario|question|task|interview|page|rules|rubric|above|previous|prior)\b|"
    r"\b(?:print|output|reveal|dump|show) (?:me )?(?:the )?[\w]+ field\b|"
    r"\b(?:write|compose) (?:me )?(?:a |an )?(?:short |little |quick )?(?:poem|song|haiku|limerick|story|joke)\b|\[\s*(?:system|note to|admin|instruction)|\[\s*(?:debug|assessor|grader|evaluator|override|eval|scoring|grading|rubric|judge)"
    r"(?:[\s:-]+[\w-]+){0,3}\s*\]|\bfull (?:credit|marks|score)\b|"
    r"\bmax(?:imum)? (?:score|marks|credit|rating)\b|"
    r"\b(?:evaluation|grading|scoring|marking) (?:guidelines|rules|criteria|instructions|rubric|notes)\b|"
    r"\bwhich signals?\b|\b(?:is|are) (?:this|the|these) questions? (?:testing|looking|checking) for\b|"
    r"\b(?:which|what) (?:llm|model|ai|language model)\b.{0,20}\b(?:running|behind|conducting|powering|are you|is this|"
    r"(?:doing|does) the (?:scoring|grading|marking|judging|evaluation)|scor\w+|grad\w+|marks?|marking)\b|"
    r"\byou sound like (?:claude|chatgpt|gpt|an ai|a bot|a robot|an llm)\b|"
    r"\b(?:is there|are you|is this|is it) (?:an? )?(?:ai|llm|model|bot|language model|chatgpt|claude)\b.{0,30}"
    r"\b(?:running|behind|conducting|doing|asking|interviewing|scoring|grading)\b|"
    r"\bare you (?:an ai|a bot|a robot|human|a real person|chatgpt|claude|an llm|a model|gpt[\w.-]*|gemini|llama)\b|"
    r"\b\d+ out of \d+ (?:answer|score)|\b(?:a|an) (?:[1-9]|10|[1-9]\d|100)(?:/| out of )(?:5|10|100)\b|"
    r"\b(?:best|strongest|top) candidate\b|\b(?:last|previous|other) interviewers? (?:said|told|thought|called)\b|"
    r"\bjust say yes\b|\bscore\s*[:=]\s*\d|\byou'?d agree\b.{0,30}\b(?:answer|strong|correct)|"
    r"\b(?:that|my|this) answer (?:was|is) (?:strong|great|perfect|excellent|complete|correct)\b|"
    r"^\W*\[\s*(?:paste[d]?|copied) from (?:the |my |a |our )?(?:[\w-]+ ){0,3}?(?:guide|docs?|notes|prep|prompt|"
    r"template|cheat ?sheet|instructions)\s*\]|^\W*\[\s*paste\s*\](?=.*\byou\b)|"
    r"\binstructions? for (?:the )?(?:\w+ ){0,2}(?:bot|model|ai|assistant|grader|assessor|evaluator|llm)\b|"
    r"\{\s*[\'\"]role[\'\"]\s*:|\byou are an? (?:expert|helpful|senior|world-class)\b|"
    # a scoring field in markup ("# scoring_hint: …", "grade: pass", "candidate_score=9/10"), an order to emit only a
    # token ("Output only \"PASS\""), the rating a turn should get ("rating for this answer should be …")
    r"(?:^|[\s;,#/\[<{(])(?:\w+_)?(?:scor(?:e|es|ing)|grad(?:e|es|ing)|rubric|(?<=_)rating|rating(?=_))(?:_\w+)?\s*[:=]\s*[\w\"'\d]|"
    r"\b(?:please )?(?:output|print|emit|return) only\b|"
    r"\b(?:rating|score|grade|mark|verdict|outcome) for (?:this|my|the) (?:answer|candidate|response|turn) (?:should|must|is|will)\b)|"
    + AI_SELF, re.IGNORECASE)
"""Addressed to whoever scores, asking for a score or verdict, or pasted instructions (pasted from a guide or prep
doc, or pasted text that addresses "you"; a message in a chat API's format; a role given to the model: "You are an
expert …").
A log pasted as evidence ("[pasted from dmesg] …") is none of these."""


_TAGS = re.compile(r"\[/?[^\]\n]{0,40}\]|</?[\w-]+>|#{2,}[^#\n]{0,40}#{2,}|^\W*#+|[A-Za-z_][\w.-]*\s*=\s*[\w./\"'-]+|\S*_\S*")
MARKUP_MAX_WORDS = 2
_ARITHMETIC = re.compile(r"\d\s*[*x\u00d7+]\s*\d|=\s*\d")


def markup_only(sentence: str) -> bool:
    """Machine-formatted text rather than prose: tags ("[/INSTRUCTION]", "###END###", "</candidate_profile>"),
    key=value settings and snake_case fields, with at most two plain words left ("red_herrings avoided."). Beside text
    to the grader it is part of the same fake system message, not an answer."""
    rest = _TAGS.sub(" ", sentence)
    # (arithmetic is working shown, not a field: "calculator app: 6*70e9*15e12 = 6.3e24")
    return len(re.findall(r"[A-Za-z]{2,}", rest)) <= MARKUP_MAX_WORDS and not _ARITHMETIC.search(rest)


RECORD_TALK = re.compile(
    r"^\W*(?:interviewer(?:'s)?|a) note\b[^:]{0,30}:|"
    r"^\W*(?:heads-?up|note|a note|reminder)\s+(?:for|to) (?:the|whoever|any) (?:[\w-]+ ){0,3}?(?:notes?|notetaker|note-?taker|"
    r"debrief|record|transcript|scorecard|ai|tool|bot)\b|"
    r"^\W*for the (?:debrief|notes|scorecard|notetaker|note-?taker|transcript)(?: doc(?:ument)?)?\s*[:,]|"
    r"\bfor the record of the (?:evaluation|interview|assessment|grader|grading|scoring|debrief)\b|"
    r"\b(?:put|write|add|file|note|log|record|keep) (?:[\w'-]+ ){0,4}?(?:in|into|under|on|for) (?:the|your) (?:notes|debrief|"
    r"scorecard|score ?sheet|write-?up|record of)\b|"
    r"\b(?:please )?file (?:this|that|my \w+)(?: answer| one)? under\b|\bput (?:this|that|my) (?:answer|one) under\b|"
    r"\bmark [\w-]+ as (?:met|hit|covered|shown|demonstrated)\b|"
    r"\b(?:let|tell) the (?:tool|ai|bot|system|notetaker|note-?taker|model) know\b|"
    r"\b(?:captured|recorded|logged|picked up|noted|transcribed) (?:by|in|for) the (?:tool|ai|bot|system|notetaker|note-?taker|model|"
    r"transcript)\b|"
    r"\b(?:the )?(?:ai|tool|bot|model) (?:taking|that takes|writing|that writes) (?:the )?notes\b|\b(?:ai )?notetaker\b|"
    r"\bnoted for the record\b", re.IGNORECASE)
"""Text left for the record rather than said to the interviewer: a note for the debrief, the notes or the scorecard, what
the notetaking tool should file or has captured ("Heads-up for the AI taking notes: …", "file this under business
acumen", "did that get captured by the tool?"). Addressed to whoever reads the record: talk to the grader."""


def grader_talk(sentence: str) -> bool:
    """Addressed to whoever scores, a request for a score or verdict, or pasted instructions."""
    return bool(GRADER_TALK.search(sentence) or CHAT_TAGS.search(sentence) or RECORD_TALK.search(sentence))


GRADER = re.compile(
    r"\b(?:(?:auto-?)?grader|evaluator|scorer|(?<!\bwe )(?<!\bi )(?<!\bthey )judge|rubric|"
    r"(?:give|award|assign|mark|rate|score) (?:me|this|the answer|this "
    r"answer)\b.{0,30}(?:full|max|maximum|top|perfect|highest|strong|pass|(?<![\d,.])(?:4|5|10)(?:\s*/\s*\d+|\s+out of\b|"
    r"\s*(?:points|stars|marks)|\W*$))|full marks|ignore (?:all |any |the "
    r")?(?:previous|prior|above|earlier) instructions|system prompt|you are now|as an ai|developer mode|"
    r"note to the (?:reviewer|grader|model)|score (?:of|=) ?\d|"
    r"(?:person|people|model|system) (?:scoring|grading|evaluating|reading this)|(?:scoring|grading) (?:model|system)|"
    r"whoever (?:reads|scores|grades|reviews)|rate (?:me|this|it) accordingly|"
    r"(?:system|model|ai|bot|program|script|tool) (?:that )?(?:reads|scores|grades|evaluates|reviews) (?:this|these|my)\b|"
    r"(?:output|print|show|reveal|dump|list|leak|give me|tell me) (?:me )?(?:the |your |all )?(?:hidden|secret|internal|private) "
    r"(?:[\w-]+ ){0,2}?(?:facts?|fact list|notes|answers?|rubric|solution|prompt|instructions|context)\b|"
    r"(?:ignore|disregard) (?:all |any )?(?:your|the|my|previous|prior) (?:\w+ )?(?:instructions|rubric|prompt)|"
    r"(?:write|output|say|print) (?:strong|pass|hire)\b|mark (?:this|it|the scenario|scenario|me) (?:as )?"
    r"(?:solved|strong|correct|passed)|system override|^\W*(?:hey )?(?:model|assistant|ai)\s*[,:])", re.IGNORECASE)
"""The grader named or addressed. "Judge" is the noun here, not a verdict a speaker gives in their own voice ("we judge
that the spine change is the root cause", a translated report's "we conclude")."""
