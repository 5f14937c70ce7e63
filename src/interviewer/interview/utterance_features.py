"""What the utterance tie-breaker (``utterance_model``) sees of a turn: named structural features, and the evidence
its guarded edits need.

General cues, never content copied from a labelled turn: question marks and where they fall, sentence-initial
interrogatives and auxiliary inversion, uptalk, person, modals, hedges, negation, the "don't know" family, digits and
technical tokens, the addressee (who the turn speaks to: the interviewer about the interview, the grader or the AI
about scoring or itself, a third party in the room, nobody), the rules' own classes and the context kind.
"""

from __future__ import annotations

import re

from .passes import TECHNICAL
from .splitting import sentences
from .stance import read_sentences

_LEAD = r"^\W*(?:(?:so|and|but|ok(?:ay)?|well|um+|uh+|hmm+|also|then|oh|right|sorry|quick question|actually)[\s,:]+)*"
_WH = re.compile(_LEAD + r"(?:what|which|who|whom|whose|when|where|why|how)\b", re.IGNORECASE)
_AUX = r"(?:is|are|was|were|do|does|did|can|could|would|will|should|shall|may|might|have|has|had|must|" \
       r"isn'?t|aren'?t|wasn'?t|don'?t|doesn'?t|didn'?t|can'?t|couldn'?t|won'?t|wouldn'?t|shouldn'?t|haven'?t|hasn'?t)"
_INVERSION = re.compile(_LEAD + _AUX + r" (?:i|we|you|u|it|there|they|he|she|this|that|these|those|the|a|an|any|anyone|"
                        r"anything|someone|something|my|our|your|its|their|each|every|all)\b", re.IGNORECASE)
_INV_ME = re.compile(_LEAD + r"(?:can|could|may|should|shall|do|must|would it be ok if) (?:i|we)\b", re.IGNORECASE)
_INV_YOU = re.compile(_LEAD + r"(?:can|could|would|will|do|did|are|have) (?:you|u)\b", re.IGNORECASE)
_WANT_ME = re.compile(r"\b(?:do|would) you (?:want|like|prefer|need) (?:me|us)\b", re.IGNORECASE)
_EMBEDDED_Q = re.compile(r"\b(?:i'?d like to know|i (?:want|need|wanted) to (?:know|ask|check)|i(?:'m| am) (?:wondering|curious)|"
                         r"i was wondering|tell me|let me know|can you tell|could you tell|wondering (?:if|whether)|"
                         r"(?:know|ask|check|curious) (?:if|whether))\b", re.IGNORECASE)
_IMPERATIVE = re.compile(_LEAD + r"(?:please )?(?:show|give|send|tell|let|pull|paste|share|grep|run|open|print|dump|check|"
                         r"look|repeat|rephrase|say|explain|skip|move|go|ignore|score|rate|mark|assume)\b", re.IGNORECASE)
_SUBJ_I = re.compile(r"^\W*(?:(?:so|and|but|well|um+|uh+|ok(?:ay)?|honestly|yeah)[\s,]+)*(?:i|i'm|i'd|i'll|i've|my|me)\b",
                     re.IGNORECASE)
_SUBJ_WE = re.compile(r"^\W*(?:(?:so|and|but|well|um+|uh+|ok(?:ay)?)[\s,]+)*(?:we|we'd|we'll|we're|our|let's)\b", re.IGNORECASE)
_YOU = re.compile(r"\b(?:you|your|you're|you'd|u)\b", re.IGNORECASE)
_ME = re.compile(r"\b(?:i|me|my|i'm|i'd|i'll|i've)\b", re.IGNORECASE)
_MODAL_1P = re.compile(r"\b(?:i'?d|i would|i'?ll|i will|let me|let'?s|we should|we'?d|we would|i'?m going to|i'?d rather)\b",
                       re.IGNORECASE)
_RATHER = re.compile(r"\b(?:i'?d rather|i would rather|prefer not|rather not)\b", re.IGNORECASE)
_HEDGE = re.compile(r"\b(?:maybe|might|perhaps|possibly|probably|likely|i think|i guess|i suspect|could be|may be|my guess|"
                    r"my bet|my hunch|my gut|i'?d guess|i wonder|not sure if|seems?|sounds like|kind of|sort of)\b",
                    re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|no|never|nothing|none|nobody|neither|nor|\w+n't)\b", re.IGNORECASE)
_DONT_KNOW = re.compile(r"\b(?:(?:don'?t|do not|didn'?t) (?:really )?know|not (?:really )?sure|no idea|no clue|unsure|"
                        r"can'?t (?:remember|recall|say)|couldn'?t (?:tell|say)|(?:have|has|had)n'?t (?:done|used|worked|touched|seen)|"
                        r"never (?:done|used|worked|touched|seen|had|dealt|heard|tried)|blank|pass|skip|no experience|"
                        r"out of my depth|beyond me|make (?:it|something|that) up|guessing)\b", re.IGNORECASE)
_ADDRESSEE = re.compile(r"\b(?:grader|graders|scorer|scoring|evaluator|assessor|reviewer|rubric|assistant|ai|model|llm|"
                        r"chatbot|bot|system prompt|instructions?|score|scored|rate|rating|marks?|full marks|points)\b",
                        re.IGNORECASE)
_INTERVIEW = re.compile(r"\b(?:again|repeat|rephrase|slower|hint|time|minutes?|question|interview|stage|next|move on|"
                        r"come back|notes?|write|typing|type|code|whiteboard|google|look (?:it|this|that) up|long|short|"
                        r"detail|start over|pause|break)\b", re.IGNORECASE)
_SEE = re.compile(r"\b(?:show|see|look at|pull|grep|dump|check|output|logs?|dmesg|nvidia-smi|trace|metrics?|dashboard|"
                  r"graph|plot|profile)\b", re.IGNORECASE)
_CAUSAL = re.compile(r"\b(?:because|since|so|therefore|hence|which means|that'?s why|due to|caus\w+|leads? to|result\w*)\b",
                     re.IGNORECASE)
_CONDITIONAL = re.compile(r"\b(?:if|unless|assuming|suppose|otherwise|depends)\b", re.IGNORECASE)
_OR = re.compile(r"\b(?:or|either)\b", re.IGNORECASE)
_FILLER = re.compile(r"\b(?:um+|uh+|hmm+|erm+|yeah|ok(?:ay)?)\b", re.IGNORECASE)
_POLITE = re.compile(r"\b(?:sorry|please|thanks|thank you|apologi\w+|honestly|to be honest|frankly)\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_UNIT = re.compile(r"\d\s*(?:%|x\b|ms\b|s\b|gb\b|tb\b|mb\b|gbps\b|gb/s\b|tflops?\b|k\b|m\b|b\b|hours?\b|minutes?\b|"
                   r"seconds?\b|days?\b|gpus?\b|nodes?\b|ranks?\b)", re.IGNORECASE)
_QUOTE = re.compile(r"[\"\u201c\u201d`]")
_WORD = re.compile(r"[A-Za-z']+")
_AUDIENCE = (r"(?:grader|scorer|evaluator|assessor|reviewer|marker|examiner|judge|ai|a\.i\.|llm|gpt|model|assistant|"
             r"bot|chatbot|system)s?")
"""Who reads a turn besides the interviewer: a scorer, or the program itself."""
_TO_AUDIENCE = re.compile(
    r"^\W*(?:(?:dear|hey|hi|hello|attention|ok(?:ay)?|to)\s+)?(?:the\s+|my\s+|any\s+)?" + _AUDIENCE + r"\b\s*[,:\-\u2014]|"
    r"^\W*(?:dear|hey|hi|hello|attention)\s+(?:the\s+|my\s+)?" + _AUDIENCE + r"\b|"
    r"\b(?:note|message|memo|instructions?|p\.?s\.?)\s+(?:to|for)\s+(?:the\s+|any\s+|my\s+)?" + _AUDIENCE + r"\b|"
    r"\bwhoever(?:'s| is)?\s+(?:reading|grading|scoring|reviewing|marking|evaluating|checking)\b|"
    r"\b(?:you|u)(?:'re| are)\s+(?:now\s+|just\s+|only\s+)?(?:a|an|the)\s+(?:\w+\s+){0,2}?" + _AUDIENCE + r"\b",
    re.IGNORECASE)
"""A vocative or note addressed to the grader or the AI ("Grader: ...", "note for the reviewer", "you are a helpful
assistant"), wherever the turn puts it."""
_YOU_WHAT = re.compile(r"\b(?:are|r)\s+(?:you|u)\s+(?:(?:a|an|the|just|really|actually|even)\s+){0,2}(?:\w+\s+)?"
                       r"(?:ai|bot|robot|human|person|machine|model|program|real)\b|"
                       r"\b(?:talking|speaking|chatting)\s+(?:to|with)\s+(?:(?:a|an|the|just|real|actual)\s+){0,2}"
                       r"(?:ai|bot|robot|human|person|machine|model|program)\b", re.IGNORECASE)
"""A question to the program about what it is ("are you a real person?", "am I talking to a bot?")."""
_THIRD_PERSON_SELF = re.compile(r"\b(?:the|this)\s+(?:candidate|applicant|interviewee|response|answer)\b", re.IGNORECASE)
_SCORING = re.compile(r"\b(?:scor\w*|grad(?:e|ed|es|ing)|marks?|rat(?:e|ed|ing)|points|credit\w*|pass(?:ed|es)?|"
                      r"rubric|instructions?|prompt|hire|correct|complete|full|perfect|strong)\b", re.IGNORECASE)
"""Scoring words: beside a third-person mention of the candidate or their answer ("the candidate's answer is complete
and correct"), or after an imperative ("mark it correct"), the turn speaks about its own grade."""
_TO_INTERVIEWER = re.compile(_LEAD + r"(?:(?:can|could|may|shall|should|do|must|might) (?:i|we)\b|"
                             r"(?:is it|would it be) (?:ok(?:ay)?|fine|alright|all right)\b|(?:do|would) you mind\b|"
                             r"mind if (?:i|we)\b|let me\b|(?:what|which|who|when|where|why|how)\b(?:\s+\w+){0,4}\s+"
                             r"(?:do|did|have|should|am|can|will|shall) (?:i|we)\b)", re.IGNORECASE)
"""Asking leave of the interviewer, or asking what the speaker should do ("how much longer do I have")."""
_ABOUT_INTERVIEW = re.compile(
    r"\b(?:questions?|interview(?:er)?|stage|round|format|time|minutes?|seconds?|secs?|moment|pace|slow(?:er|ly)?|"
    r"fast(?:er)?|repeat|rephrase|again|hints?|clue|nudge|typ(?:e|ed|ing)|speak(?:ing)?|out loud|aloud|whiteboard|"
    r"notes?|paper|pen|draw|sketch|next|move on|skip|come back|later|break|pause|long|short|detail)\b", re.IGNORECASE)
"""The interview itself: its questions, time, pace, format and medium (typing or speaking, paper, whiteboard)."""
_ASIDE = re.compile(r"^\W*(?:\(.*\)|\[.*\]|\*.*\*)\W*$|^\W*(?:(?:one|a|just a) (?:sec(?:ond)?|moment|minute)|hang on|"
                    r"hold on|be right back|brb)\b|\b(?:not you|wrong (?:window|tab|chat|person))\b|"
                    r"\b(?:talking|speaking) to (?:my|someone|somebody|him|her|them)\b", re.IGNORECASE)
"""A third party in the room: a bracketed stage direction, a hold-on, a line meant for someone else."""
_NOT_SUBSTANCE = frozenset({"AI", "LLM", "GPT", "OK", "TBH", "IMO", "FYI", "BTW", "PS", "ASAP", "LOL"})
_MECHANISM = re.compile(r"\b(?:because|since|which means|that'?s why|that is why|due to|caus(?:e|es|ed|ing)|leads? to|"
                        r"results? in|so that|therefore|hence|in order to)\b", re.IGNORECASE)


def addressees(said: list[str]) -> set[str]:
    """Who each sentence speaks to, as structural cues: ``interview`` (the interviewer, about the interview: leave asked,
    second person or an imperative, with an interview noun and nothing technical), ``grader`` (a vocative or note to
    the scorer or the AI, or the turn's own grade spoken of in the third person or ordered), ``ai`` (the program
    asked what it is), ``aside`` (a third party), ``you`` (the interviewer, nothing technical, no interview noun),
    ``none`` (no one addressed)."""
    found: set[str] = set()
    for sentence in said:
        technical = bool(set(TECHNICAL.findall(sentence)) - _NOT_SUBSTANCE)
        addressed = bool(_YOU.search(sentence) or _TO_INTERVIEWER.match(sentence) or _IMPERATIVE.match(sentence))
        if _TO_AUDIENCE.search(sentence) or (not technical and _SCORING.search(sentence) and (
                _THIRD_PERSON_SELF.search(sentence) or _IMPERATIVE.match(sentence))):
            found.add("grader")
        if _YOU_WHAT.search(sentence):
            found.add("ai")
        if _ASIDE.search(sentence):
            found.add("aside")
        if addressed and not technical and _ABOUT_INTERVIEW.search(sentence):
            found.add("interview")
        elif _YOU.search(sentence) and not technical and not _DIGIT.search(sentence):
            found.add("you")
    return found or {"none"}


def evidence(text: str) -> frozenset[str]:
    """What the guarded edits of ``utterance_model.decide`` check besides the probabilities: ``asks`` (a sentence in
    interrogative form, or an embedded question: not uptalk), ``requests`` (a request to the interviewer about the
    interview), ``worked`` (a figure with a unit, or a mechanism stated in a sentence that is not a question),
    ``grader`` (a sentence addressed to the grader or the AI) and ``substance`` (a technical token or worked content
    outside the sentences addressed to the grader)."""
    said = [s for s, _ in sentences(text)] or [text.strip()]
    out = set()
    if any(_WH.match(s) or _INVERSION.match(s) or _INV_YOU.match(s) for s in said) or _EMBEDDED_Q.search(text):
        out.add("asks")
    worked = [s for s in said if _UNIT.search(s) or (_MECHANISM.search(s) and not s.rstrip().endswith("?"))]
    if worked:
        out.add("worked")
    to = [addressees([s]) for s in said]
    if any("interview" in a for a in to):
        out.add("requests")
    if any(a & {"grader", "ai"} for a in to):
        out.add("grader")
    rest = [s for s, a in zip(said, to) if not a & {"grader", "ai"}]
    if any(set(TECHNICAL.findall(s)) - _NOT_SUBSTANCE for s in rest) or set(worked) & set(rest):
        out.add("substance")
    return frozenset(out)


FUNCTION_WORDS = frozenset("""
i me my mine we us our you your u he she it its they them their this that these those there here
is am are was were be been being do does did have has had can could would will should shall may might must
i'm i'd i'll i've we're we'd we'll you're you'd it's that's there's what's let's don't doesn't didn't can't won't
isn't aren't wasn't haven't hasn't wouldn't couldn't shouldn't
what which who whom whose when where why how whether if so because since but and or nor then than
not no never yes yeah ok okay well oh um uh hmm just really actually also maybe probably perhaps
a an the some any all each every anything something nothing everything anyone someone
to of in on at for with from by about into over after before again still already
please sorry thanks right sure guess think know mean want need like rather
""".split())
"""Closed-class words (pronouns, auxiliaries, modals, wh-words, connectives, discourse markers) and a few
verbs of asking and knowing: a bag of them says how a turn is put, not what it is about."""

CROSSED = ("q_last", "q_none", "decl_q", "wh_or_inv_any", "inv_me", "inv_you", "want_me", "embedded_q", "imperative_first",
           "hedge", "modal_1p", "dont_know", "rather", "addressee", "interview", "see", "negation", "causal",
           "words_long", "sents_many", "subj_i_first", "polite",
           "addr:interview", "addr:grader", "addr:ai", "addr:aside", "addr:you", "addr:none")
"""Structural features also crossed with each rule class, so one cue can mean different things beside different rule
readings (a final '?' after a rule 'answer' is uptalk more often than after a rule 'question')."""


def _bucket(n: int, edges: tuple[int, ...]) -> str:
    for edge in edges:
        if n <= edge:
            return f"<={edge}"
    return f">{edges[-1]}"


def features(text: str, rule_classes: set[str] | list[str], context_kind: str) -> dict[str, float]:
    """Named sparse features of one turn: structural cues, the rules' classes and the context kind (topic/scenario)."""
    said = [s for s, _ in sentences(text)] or [text.strip()]
    words = _WORD.findall(text)
    body = text.strip()
    cues: dict[str, float] = {}

    def on(name: str, value: float = 1.0) -> None:
        cues[name] = value

    asks = [s for s in said if s.rstrip().endswith("?")]
    wh = [bool(_WH.match(s)) for s in said]
    inv = [bool(_INVERSION.match(s)) for s in said]
    on(f"q_count:{_bucket(body.count('?'), (0, 1, 2))}")
    on("q_last" if body.endswith("?") else "q_none" if "?" not in body else "q_mid_only")
    if "?" in body.rstrip("?").rstrip():
        on("q_mid")
    if said[-1].rstrip().endswith("?"):
        on("last_sentence_q")
    if asks and not said[0].rstrip().endswith("?"):
        on("q_after_statement")
    if said[0].rstrip().endswith("?") and len(said) > 1 and not said[-1].rstrip().endswith("?"):
        on("q_then_statement")  # rhetorical: a question the turn then answers
    on(f"sents:{_bucket(len(said), (1, 2, 3))}")
    on(f"words:{_bucket(len(words), (3, 8, 15, 30, 60))}")
    if len(words) > 30:
        on("words_long")
    if len(said) > 2:
        on("sents_many")
    decl_q = [s for s, w, i in zip(said, wh, inv) if s.rstrip().endswith("?") and not (w or i)]
    if decl_q:
        on("decl_q")  # uptalk: a declarative put with a rising '?'
        if len(decl_q) == len(asks) and len(said) > 1:
            on("decl_q_all")
    if any(w or i for w, i in zip(wh, inv)):
        on("wh_or_inv_any")
        if not any(s.rstrip().endswith("?") for s, w, i in zip(said, wh, inv) if w or i):
            on("wh_or_inv_no_mark")  # a question without its '?'
    if wh[0]:
        on("wh_first")
    if wh[-1] and len(said) > 1:
        on("wh_last")
    if inv[0]:
        on("inv_first")
    if inv[-1] and len(said) > 1:
        on("inv_last")
    for name, pattern in (("inv_me", _INV_ME), ("inv_you", _INV_YOU), ("imperative", _IMPERATIVE)):
        hits = [bool(pattern.match(s)) for s in said]
        if any(hits):
            on(name)
        if hits[0]:
            on(f"{name}_first")
    for name, pattern in (("want_me", _WANT_ME), ("embedded_q", _EMBEDDED_Q), ("modal_1p", _MODAL_1P), ("rather", _RATHER),
                          ("hedge", _HEDGE), ("negation", _NEGATION), ("dont_know", _DONT_KNOW), ("addressee", _ADDRESSEE),
                          ("interview", _INTERVIEW), ("see", _SEE), ("causal", _CAUSAL), ("conditional", _CONDITIONAL),
                          ("or", _OR), ("filler", _FILLER), ("polite", _POLITE), ("quote", _QUOTE), ("unit", _UNIT)):
        found = len(pattern.findall(text))
        if found:
            on(name)
            if found > 1:
                on(f"{name}_2+")
    if _DONT_KNOW.search(said[0]):
        on("dont_know_first")
    if _SUBJ_I.match(said[0]):
        on("subj_i_first")
    if any(_SUBJ_WE.match(s) for s in said):
        on("subj_we")
    you, me = len(_YOU.findall(text)), len(_ME.findall(text))
    on("person:you>me" if you > me else "person:me>=you" if me else "person:none")
    for word in {w.lower() for w in words} & FUNCTION_WORDS:
        on(f"fw:{word}")
    for sentence in said:
        head = [w.lower() for w in _WORD.findall(sentence)[:2]]
        if head and head[0] in FUNCTION_WORDS:
            on(f"start:{head[0]}")
            if len(head) == 2 and head[1] in FUNCTION_WORDS:
                on(f"start:{head[0]}_{head[1]}")
    stances = [s.stance for s in read_sentences(text, split_tails=context_kind != "scenario") if s.stance != "empty"]
    for name in set(stances):
        on(f"stance:{name}")
    if stances:
        on(f"stance_first:{stances[0]}")
        on(f"stance_last:{stances[-1]}")
    if _DIGIT.search(text):
        on("digits")
    technical = len(TECHNICAL.findall(text))
    on(f"technical_share:{_bucket(int(10 * technical / max(len(words), 1)), (0, 1, 3))}")
    if body and body[0].islower():
        on("lowercase_start")
    for name in addressees(said):
        on(f"addr:{name}")
    on(f"ctx:{context_kind}")
    rules = sorted(rule_classes)
    on("ruleset:" + "+".join(rules))
    for c in rules:
        on(f"rule:{c}")
        for name in CROSSED:
            if name in cues:
                on(f"rule:{c}|{name}")
    return cues
