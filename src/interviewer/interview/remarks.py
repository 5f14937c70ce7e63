"""Remarks about the candidate's own day and surroundings, and gripes about the interview tool: asides (off-topic),
read by who and what they are about rather than by topic word.

- the candidate's private life (their partner, children, family): "My daughter starts school tomorrow";
- an apology for their own state, not for an answer: "apologies if I'm slow today", "if I seem distracted, that's why";
- the interview tool itself, its look and speed, or feedback on it: "This tool's UI is really laggy", "Is there a way to
  give feedback on the interview tool?".

``asides.aside`` reads these with the other families; a sentence that also says something technical is not one
(``stance`` checks that).
"""

from __future__ import annotations

import re

from .crosstalk import spoken_over, to_someone_else
from .housekeeping import ABOUT_THE_AI, ELSEWHERE_MORE

PRIVATE_LIFE = re.compile(
    r"\bmy (?:partner|daughter|son|sons|daughters|children|family|girlfriend|boyfriend|fianc[eé]e?|parents|in-laws|sister|"
    r"brother|grandma|grandmother|grandpa|grandfather|mother-in-law|nephew|niece)(?![\w-])", re.IGNORECASE)
"""The candidate's family, named as theirs."""

OWN_STATE = re.compile(
    r"\b(?:sorry|apologies|i apologi[sz]e|forgive me|bear with me|excuse me)\b.{0,40}?\bif (?:i|i'?m|i am)\b.{0,20}?"
    r"\b(?:slow|slower|distracted|tired|scattered|off|out of it|quiet|rusty|nervous|sluggish|all over the place)\b|"
    r"\bif i (?:seem|sound|look|am|'m|come across(?: as)?) (?:a bit |a little |kind of |really |slightly )?(?:distracted|slow|"
    r"tired|scattered|off|out of it|nervous|flustered|all over the place)\b", re.IGNORECASE)
"""An apology for the candidate's own state today (slow, distracted, tired), not for something they said."""

TOOL_GRIPE = re.compile(
    r"\b(?:this|the|your) (?:interview |coding |chat |online )?(?:tool|platform|app|interface|website|site|ui)"
    r"(?:'s (?:ui|interface|font|text|editor|layout|chat|window|page|design))? (?:is |are |feels |seems |keeps |has been |was )?"
    r"(?:so |really |very |super |a bit |kind of |pretty |quite )?(?:lagg\w*|slow|clunky|buggy|janky|broken|tiny|unreadable|"
    r"ugly|confusing|crash\w*|freez\w*|froze)\b|"
    r"\b(?:give|leave|send|submit) (?:some )?feedback (?:on|about|for) (?:the|this|your) (?:interview |coding |chat )?"
    r"(?:tool|platform|app|interface|process|format|website|site|ui)\b|"
    r"\bthe font(?: size)? (?:is|'s) (?:so |really |very |a bit )?(?:tiny|small|huge|unreadable)\b|"
    r"\b(?:this|the|my|your) (?:voice recognition|speech recognition|transcription|transcript|headset|laptop|mic|microphone|wifi|"
    r"internet|connection|thing|webcam|camera|keyboard)(?:'s| is| are| was|'s been| has been) (?:so |really |very |just |absolutely |"
    r"pretty |kind of |honestly |totally )*(?:terrible|awful|garbage|trash|useless|the worst|horrible|rubbish|dying|laggy|slow)\b|"
    r"\bi want (?:a|my money) (?:refund|back)\b|"
    # a part of the interview's screen doing something to the candidate's work or view: "your editor eats my indentation",
    # "the chat box keeps scrolling to the top", "the artifact panel cuts off the log"; dark mode asked for
    r"\b(?:this|the|your|ur) (?:[\w-]+ )?(?:editor|chat ?box|text ?box|input (?:box|field)|panel|ui|interface|window|viewer|"
    r"scroll ?bar|layout)\b(?: on (?:my|the) (?:phone|screen|laptop|mobile))? (?:\w+ )?(?:eats?|ate|swallows?|mangles?|cuts? off|cutting off|"
    r"chops?|truncates?|keeps? (?:scrolling|jumping|resetting|reloading|eating|losing|deleting|sending|logging|freezing|crashing))\b|"
    r"\b(?:this|the|your|ur) (?:[\w-]+ )?(?:editor|tool|chat ?box|ui|interface|panel)(?:'s| is| was) (?:so |really |very |super |"
    r"kinda |pretty |honestly )*(?:painful|unusable|a pain|horrible|awful)\b|\b(?:dark|light) mode\b|"
    # the practice product as the subject, judged with an intensifier or doing something over and over: "this AI voice is
    # so robotic", "the voice mode keeps transcribing NCCL as nickel", "this app drains my battery"
    r"\b(?:(?:this|your) (?:(?:ai|bot|robot|practice|interview)[ -])?(?:app|platform|tool|ui|interface|bot|voice|voice mode)|"
    r"the (?:(?:ai|bot|robot)[ -])?(?:app|ui|bot|voice|voice mode|speech model)) (?:(?:is|are|was|feels|sounds|seems) "
    r"(?:so|really|very|super|kinda|kind of|way|pretty|too|a bit) [\w-]+|keeps \w+ing|drains|reset)\b", re.IGNORECASE)
"""The interview tool itself: its speed and look, how it sounds and behaves, or feedback on it."""

ELSEWHERE = re.compile(
    r"^\W*[\[(]\s*(?:to|talking to|speaking to|turning to|muted|off[- ]mic|away)\b[^\])]{0,30}[\])]|"
    r"\b(?:grab|get|bring|make|fetch|pick up) (?:me|us) (?:a |an |some )?(?:coffee|tea|water|drink|sandwich|lunch|snack)s?\b|"
    r"\b(?:wifi|wi-fi|internet|signal|reception)\b(?: [\w-]+){0,3} (?:on|in|at) (?:this|the|a|my) (?:train|plane|flight|bus|"
    r"hotel|cafe|caf\u00e9|coffee shop|airport|lounge)\b|"
    r"\b(?:the|this|my) (?:interview |coding |chat )?(?:tool|platform|app|interface|website|site|ui|editor)\b[^.?!]{0,60}?"
    r"\b(?:annoying|infuriating|frustrating|maddening|driving me (?:mad|crazy|nuts))\b", re.IGNORECASE)
"""Talk to someone else in the room (a stage direction "[to someone else]", an errand: "can you grab me a coffee"), or the
candidate's surroundings and tool rather than the problem (the wifi on the train, the UI that keeps scrolling)."""

FELLOW_FEELING = re.compile(
    r"\bi (?:feel|felt) (?:for|bad for|sorry for) (?:whoever|the (?:poor )?(?:person|people|guy|folks|engineers?|team|"
    r"on-?call\w*)|them)\b|\bpoor (?:whoever|soul|sod|on-?call\w*)\b|"
    r"\bowes? (?:the team|everyone|us|me|them|you|him|her) (?:a |an |some )?(?:beer|pint|drink|coffee|lunch|dinner)s?\b|"
    r"\boff the record\b|"
    r"\bruined (?:\w+ )?(?:of )?my (?:summers?|weekends?|holidays?|life|year|christmas|evenings?|nights?|sleep)\b|"
    r"\bi swore\b[^.?!]{0,40}\b(?:i'?d|i would|to) never\b|"
    r"\breal (?:jobs?|work|life|engineering|teams?) (?:don'?t|doesn'?t|never) (?:work|look|go) like (?:this|that)\b",
    re.IGNORECASE)
"""Fellow feeling for the people in the incident ("I feel for whoever was on call", "whoever wrote that owes the team a
beer"), or on the candidate's own working life ("it ruined two of my summers", "real jobs don't work like this"): a
remark about people, not about the problem."""


OWN_MONEY = re.compile(
    r"\b(?:more than|less than|that'?s|like|half|twice|double|almost|basically|literally) (?:\w+ )?my (?:rent|mortgage|house|"
    r"salary|paycheck|pay|car|student loans?|savings|cloud bill|(?:monthly|yearly|annual) (?:budget|pay|salary))\b|"
    r"\bi wish my (?:salary|pay|paycheck|cloud bill|budget|bonus|raise|bank account)\b|\b(?:getting|got|being) ripped off\b",
    re.IGNORECASE)
"""A figure held up against the candidate's own money ("that's my rent for a month", "I wish my salary was …", "you're
getting ripped off"): a joke about it, not about the problem."""


PROCESS = re.compile(
    r"\bis (?:this|the|my) (?:thing|tool|app|mic|microphone|transcript|transcription|audio|call|chat) (?:even |still |actually )?"
    r"(?:working|on|recording)\b|\bis it (?:even |still )?working\W*$|"
    r"\bhow many (?:people|candidates|interviews) (?:have you|do you|did you)\b|\bdo you (?:enjoy|like) (?:doing |running )?"
    r"(?:these|this|interviews)\b|\bwho (?:designed|wrote|writes|made|makes|picked|picks|came up with|comes up with) (?:these|the|this)"
    r" (?:questions?|scenarios?|interviews?|problems?)\b|\bwhat happens (?:after|next after) (?:this|the) (?:interview|call|round|"
    r"session)\b|\bwill i (?:get|receive|see) (?:any |some )?feedback\b|\b(?:used|count|matter) (?:for|in|towards?) (?:the )?"
    r"hiring (?:decisions?|process)\b|\b(?:the )?(?:team|role|job|position) (?:is |be )?(?:remote|hybrid|in[- ]office)\b|"
    r"^\W*wish me luck\b", re.IGNORECASE)
"""The interview itself rather than the problem: whether the tool works, the interviewer's day, who writes the questions,
what happens afterwards, the role's terms."""


_LAUGH = r"(?:\b(?:lol|lmao|rofl|ha ?ha(?:ha)*|hehe+|haha+)\b|[\U0001F602\U0001F923\U0001F605\U0001F606\U0001F62D])"
LAUGHED = re.compile(r"^\W*" + _LAUGH + r"|" + _LAUGH + r"\W*$", re.IGNORECASE)
"""A sentence opened or closed with a laugh ("… more than my monthly salary lol", "… giving me ptsd haha"): said as a joke."""
_SELF = re.compile(r"\b(?:i|i'?m|me|my|mine)\b", re.IGNORECASE)


def joke(sentence: str) -> bool:
    """A joke about the candidate's own self, closed with a laugh: an aside, whatever figures it repeats."""
    return bool(LAUGHED.search(sentence) and _SELF.search(sentence))


def remark(sentence: str) -> bool:
    """About the candidate's own life and day, or a gripe about the interview tool: an aside."""
    return bool(joke(sentence) or PRIVATE_LIFE.search(sentence) or OWN_STATE.search(sentence) or TOOL_GRIPE.search(sentence)
                or ELSEWHERE.search(sentence) or FELLOW_FEELING.search(sentence) or OWN_MONEY.search(sentence)
                or PROCESS.search(sentence) or ELSEWHERE_MORE.search(sentence) or ABOUT_THE_AI.search(sentence)
                or PRACTICE_PRODUCT.search(sentence) or to_someone_else(sentence) or KEPT.search(sentence)
                or spoken_over(sentence))


KEPT = re.compile(
    r"\b(?:is|are|will) (?:this|it|you|(?:the|this) (?:session|call|interview|practice|chat|audio|video|transcripts?|captions?)|"
    r"my (?:answers?|score|voice))(?: being| going "
    r"to be| gonna be)? (?:recorded|recording|saved|saving|stored|storing|logged|kept|shared|sent)\b|"
    r"\b(?:save|saves|saving|store|stores|storing|keep|keeps|record|records|recording) (?:all )?(?:this|my (?:answers?|voice|"
    r"recordings?|scores?))\b|\bwho (?:at [\w ]{1,20}?)?(?:can|gets to|will|would|else can) (?:read|see|hear|access|get) "
    r"(?:it|this|that|them|my)\b|\bwho gets (?:it|this|them|my)\b|\b(?:end|ends) up in my (?:[\w-]+ ){0,2}(?:file|record|profile)\b|"
    r"\bis it you doing the (?:scoring|grading)\b", re.IGNORECASE)
"""Whether the session is recorded or kept and who reads it ("before we start, is this recorded?", "does this practice tool save
my answers anywhere?"): about the product and the candidate's data, not the problem."""


PRACTICE_PRODUCT = re.compile(
    r"\b(?:this|the|that|your)(?: practice| mock| interview)? (?:kiosk|question bank|voice mode|speech model|send button|"
    r"code viewer|bot)\b|\b(?:this|the) kiosk'?s?\b|"
    r"\b(?:this|on this|the) (?:practice |mock |interview )?(?:platform|app|website)(?!\s*(?:team|teams|engineer\w*|"
    r"group|org|layer|side|level|code)\b)(?:'s)?\b(?=.{0,60}(?:\?|\b(?:save|saves|scor\w*|grad\w*|bug|fix|real|"
    r"names?|salary|keeps?|doesn'?t|does|tell|better|worse|used)\b))|"
    r"\bhow (?:are|do|will|is) (?:you|it|this|the \w+) (?:scoring|grading|score|grade|mark|marking)\b|"
    r"\b(?:give|get)s? (?:me |us )?(?:a|my|the) (?:score|grade|mark)\b", re.IGNORECASE)
"""The practice product itself, not the problem: its kiosk, question bank, voice mode or send button, the app or
platform as a product ("does this practice tool save my answers", "is this bot used for hiring"), how it scores."""


COMPLAINT = re.compile(
    r"\b(?:(?:this|that|these|your|the) (?:[\w-]+ ){0,2}?(?:question|questions|interview|interviews|exercises?|process|format|"
    r"round|quiz|screens?|loop|scenarios?|setup|(?:scenario|question|task) pages?)(?:'s| is| are| was| were|'re| seems?| feels?| looks?| has been| have been) (?:so |really |very |kind of |kinda |"
    r"pretty |a bit |a little |way |totally |completely |just |honestly |super |too |quite )*(?:pointless|stupid|dumb|much|"
    r"dehumani[sz]ing|demeaning|insulting|humiliating|inhumane|cruel|exhausting|frustrating|"
    r"unfair|not fair|useless|silly|ridiculous|irrelevant|annoying|confusing|boring|stressful|a waste|a joke|absurd|nonsense|bs|"
    r"bullshit|unreasonable|impossible|hard|difficult|vague|long|unrealistic|contrived|artificial|badly (?:worded|written|phrased)|poorly (?:worded|"
    r"written|phrased)|not (?:relevant|related|realistic|fair|a good question|what i expected))\b|"
    r"\b(?:this|that|it|interviews? like this)(?:'s| is| was) (?:so |really |very |kind of |kinda |pretty |way |totally |"
    r"completely |just |honestly |super )*(?:pointless|stupid|dumb|unfair|not fair|ridiculous|a waste of time|a joke|"
    r"absurd|nonsense|bs|bullshit|unreasonable|way too hard|too hard for (?:a|an|this)\b.{0,20})(?=\s*(?:[,.!?;]|$|and\b|but\b|lol\b|honestly\b))|"
    r"waste of (?:my |our |everyone'?s )?time|"
    r"\b(?:the|this|your) (?:editor|timer|clock|interface|ui|platform|coderpad|website|web ?page|browser|video|interview "
    r"tool|coding tool|tool|app|chat|call|page)(?: on (?:the )?screen)? (?:is |keeps? |was |has been )?(?:\w+ )?(?:lagg\w*|crash\w*|freez\w*|froze|"
    r"logging me out|logged me out|kicking me out|kicked me out|disconnect\w*|"
    r"broken|buggy|janky|slow|terrible|awful|annoying|distracting|stressful|making me (?:rush|nervous|anxious|panic))|"
    r"\bwhoever (?:picked|chose|built|designed|made|decided|thought) (?:this|the|that|on) (?:[\w-]+ ){0,3}?(?:tool|editor|platform|format|question|process|"
    r"interviews?|screening|was a good idea)|"
    r"\b(?:annoying|frustrating|irritating|terrible|awful|useless)\W+who (?:designed|built|made|wrote|programmed) (?:this|that|it)\W*$|"
    r"\b(?:don'?t|doesn'?t|do not|does not) reflect (?:the|a|any|my|what) (?:real|actual|day-to-day|everyday) ?(?:job|work|"
    r"world|engineering|life)?|\bnobody (?:does|would do|actually does) (?:this|that) (?:without|in real life|in practice|"
    r"by hand)|"
    r"\b(?:that|this|it)(?:'s| is| was) (?:a |such a |kind of a |really a |a really |a bit of a )?(?:stupid|dumb|silly|pointless|"
    r"weird|unfair|trick|terrible|ridiculous|useless) (?:question|interview|exercise|task|scenario)\b|"
    r"\b(?:i )?(?:hate|dislike|can'?t stand|am tired of|'m tired of|am sick of|'m sick of) (?:these|this|trick|leetcode|"
    r"whiteboard|gotcha|interviews?|questions)|"
    r"(?:isn'?t|is not|not|nothing to do with|has nothing to do with) (?:\w+ )?(?:relevant|related) to (?:the|this|my|a real) "
    r"(?:job|role|position|work|day job)|has nothing to do with (?:the|this|my) (?:job|role|work)|"
    r"why (?:are|do|would) you (?:even )?(?:asking|ask) (?:me )?(?:this|that|about this)|"
    r"\b(?:trick|gotcha) questions?|(?:who|nobody|no one) (?:even )?(?:asks|does|uses|cares about) (?:this|that) "
    r"(?:in real life|anymore|in practice))", re.IGNORECASE)
"""Complaints about the process (not about a technical thing)."""

VENT = re.compile(
    r"\b(?:why i (?:left|quit)\b|(?:that'?s|this is|it'?s) (?:literally |basically |just )?my (?:current |last |old |whole |day )?"
    r"(?:job|life|week|team|company) in a nutshell|(?:don'?t|do not) get me started|should (?:be|get) fired|"
    r"(?:i )?(?:hate|can'?t stand|am tired of|'m tired of) working (?:with|at|for)\b|(?:it was|what|such) a (?:total |complete )?"
    r"nightmare\b|\b(?:is|was) (?:literally |basically |just )?my (?:worst )?nightmare\b|"
    r"\b(?:that |this |it )?reminds me (?:of (?:my (?:last|old|previous|first) (?:job|team|company)|the time)|why i (?:left|quit))\b|"
    r"the real problem with (?:\w+ )?(?:orgs|organi[sz]ations|teams|people|managers|companies)\b|"
    r"(?:is|feels|that'?s) (?:so|too|very) real\b|^\W*(?:(?:ha(?:ha)*|oh|god|man|ugh)[\s,]+)?(?:been there(?:,? done that)?|classic|"
    r"same here|(?:just )?kidding|jk)\W*$|,\s*classic\W*$|(?:less|more) than my (?:team|company|wife|husband|kids?) "
    r"spends? on\b|end up training (?:some|a|the|your) (?:chatbot|model|ai|llm)\b)", re.IGNORECASE)
"""The candidate's own working life or a reaction to it, said as a remark ("that's my current job in a nutshell", "been
there", "reminds me why I left"): about them, not about the problem."""
DIGRESSION_CLOSED = re.compile(
    r"[,.;:!?)\u2014-]\s*(?:(?:ok(?:ay)?|so|but|um+|uh+|ha(?:ha)*|heh|lol|sorry)[\s,.!]+)*(?:anyways?|just saying|"
    r"(?:sorry[\s,]+)?(?:please )?go on|sorry about that|nothing to do with the question\b[^.?!]*|rant over|where was i)"
    r"(?:[\s,.!]+(?:sorry|lol|haha|heh))*\W*$", re.IGNORECASE)
"""A turn closed by a tag that hands the floor back ("…, anyway", "…, sorry, go on", "…, just saying", ". sorry about
that"), said after punctuation: what came before it was a digression. ("… as fast as NVLink anyway" is an adverb
inside the clause, not a tag.)"""
MISDIRECTED = re.compile(
    r"\bwrong (?:chat|window|tab|channel|thread|terminal|convo|conversation)\b", re.IGNORECASE)
"""The candidate disowns what they typed or pasted as sent to the wrong place ("wrong chat sorry — 'ok ill grab lunch
at 1'", "sorry [typing in wrong window] git push …", "oops, wrong window"): the turn was never meant for the
interview, however technical the pasted text is."""
