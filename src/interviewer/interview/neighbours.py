"""A sentence read with the one before it (``stance.read_sentences``): a reason given for a question is part of the
question, the options after a request about the interview belong to the request, the other option after a guess is
more of the guess, a short remark after an aside goes on with the aside, a habit given after a pass is its reason.
"""

from __future__ import annotations

import re

from .answer_form import approval_asked
from .asides import META_REPEAT
from .asking import INTERROGATIVE, SCOPE_QUESTION, alternative_asked, reason_given, verbless
from .passes import TECHNICAL
from .responsive import names_the_domain
from .sentence import Sentence, Stance


_WH_ANYWHERE = re.compile(r"\b(?:what|which|how|why|when|where|who|you|your)\b", re.IGNORECASE)


def in_context(sentence: str, st: Stance, prev: Sentence) -> Stance:
    """A sentence read with the one before it: a reason given for a question is part of the question ("Are
    those GPUs owned or rented? It changes whether idle time costs money"); a short fragment said with a rising
    pitch after a statement is more of the statement ("I'd go TP 8? PP 8?"); "… again? GPUs, how long, and
    what was the third?" is still the request to repeat."""
    if st == "question" and approval_asked(sentence, prev.text):
        return "meta"  # "I'd like to take some notes while I think, is that ok?": leave for how they will answer
    if prev.stance == "question" and st in ("assert", "plan") and reason_given(prev.text, sentence):
        return "empty"
    if prev.stance == "question" and st == "hedge" and alternative_asked(prev.text) and reason_given(prev.text, sentence):
        return "empty"  # "One way or both ways? Because my sums halve if it's both.": an 'if' in the reason is no guess
    if (prev.stance == "question" and SCOPE_QUESTION.match(prev.text) and st in ("assert", "hedge") and _OWN_MATERIAL.match(sentence)
            and len(sentence.split()) <= REMARK_MAX_WORDS + 8):
        return "empty"  # "Does it have to be training? Mine was on inference, but …": what the candidate has, why they ask
    if prev.stance == "question" and st in ("assert", "plan", "hedge") and option_reason(prev.text, sentence):
        return "empty"  # "Is this InfiniBand or RoCE here? On RoCE I'd want the GID lines too.": why it matters, per option
    if prev.stance == "meta" and st in ("hedge", "assert", "dont-know") and _ASKING_WHICH.search(sentence) and len(sentence.split()) <= 24:
        return "empty"  # "Could you rephrase that? I'm not sure if you're asking about X or Y.": why the request
    if (st == "question" and prev.stance in ("assert", "hedge") and prev.text.rstrip().endswith("?")
            and len(sentence.split()) <= 8 and not _WH_ANYWHERE.search(sentence) and not INTERROGATIVE.match(sentence)):
        return "assert"
    if st == "question" and prev.stance == "meta" and re.search(r"\b(?:what|which|who) (?:was|were)\b", sentence, re.I):
        return "meta"
    if (st == "question" and prev.stance == "meta" and META_REPEAT.search(prev.text) and not re.search(r"\bor\b", sentence, re.I)
            and re.match(r"^\W*(?:(?:so|and|sorry)[\s,]+)?(?:was it|were they|was that|is it|did you say)\b", sentence, re.I)):
        return "meta"  # "Can you repeat the spike sizes? Was it 0.3 to 0.9?": checking what was said is the same request
    if prev.stance in ("meta", "aside", "grader") and (st in ("assert", "plan", "hedge", "rhetorical") or (
            st == "question" and prev.stance == "meta" and not sentence.rstrip().endswith("?"))) and _REMARK.match(sentence) \
            and len(sentence.split()) <= (REMARK_AFTER_META_MAX_WORDS if prev.stance == "meta" else REMARK_MAX_WORDS) \
            and not TECHNICAL.search(sentence):
        # "Can I think out loud for a bit? It helps me.", "is this role remote-friendly? I'd rather not relocate.":
        # a short remark about oneself after a request about the interview explains the request; it is no answer.
        return "empty"
    if (prev.stance in ("aside", "grader") and st in ("assert", "hedge", "plan") and len(sentence.split()) <= REMARK_MAX_WORDS + 8
            and _BACK_TO_IT.search(sentence) and not _RESUMING.match(sentence) and not TECHNICAL.search(sentence)
            and not names_the_domain(sentence)):
        # "This editor is awful, by the way. Whoever picked it should try writing code in it.": the remark goes on about
        # what the aside named (a pronoun points back to it), saying nothing of the problem.
        return prev.stance
    if prev.stance == "aside" and st in ("assert", "hedge") and len(sentence.split()) <= AFTERTHOUGHT_MAX_WORDS \
            and not TECHNICAL.search(sentence):
        return "aside"  # "Kidding. Mostly.", "Been there. Coffee first, honestly.": a few words more of the same remark
    if st == "question" and prev.stance == "aside" and re.match(
            r"^\W*(?:(?:and|so|but)[\s,]+)?(?:is|was|will|does|did|would|has) (?:that|it|this|they)\b", sentence, re.I) \
            and not TECHNICAL.search(sentence):
        return "aside"  # "I saw on your careers page you use Ray, is that going to change?": the aside goes on
    if st == "question" and prev.stance == "meta" and META_REPEAT.search(prev.text) and not _NEW_MATTER.match(sentence):
        return "meta"  # "Can you say the numbers again? 64 GPUs for the trainer and how many engines?": the part wanted again
    if (st == "question" and prev.stance == "meta" and len(sentence.split()) <= 8 and not INTERROGATIVE.match(sentence)
            and (META_REPEAT.search(prev.text) or not _WH_ANYWHERE.search(sentence))):
        # "What was the question again? Something about the head node?"; "How long should this be? A two-minute
        # version or the full story?": the options or the guess belong to the request.
        return "meta"
    if prev.stance == "meta" and st in ("assert", "plan", "hedge", "rhetorical") and META_REPEAT.search(prev.text) \
            and _HEARD.match(sentence) and len(sentence.split()) <= REMARK_MAX_WORDS + 4:
        return "empty"  # "Could you repeat the second half? I got the GPUs bit but lost the rest.": what was missed
    if prev.stance == "hedge" and st in ("assert", "rhetorical") and _ALTERNATIVE.match(sentence):
        # "Might be thermal throttling after the BIOS change? Or a link that trained down. Either would make one rank
        # slow.": the other option of the guess, and a remark on both; neither asserts a cause.
        return "hedge"
    if prev.stance == "hedge" and st == "dont-know" and re.match(r"^\W*(?:i'?m |i am )?(?:still |just )?not (?:sure|certain)\b",
                                                                 sentence, re.IGNORECASE):
        return "hedge"  # "Could be the router after the config change. Not sure yet.": the guess qualified, not a pass
    if prev.stance in ("grader", "aside") and st == "question" and len(sentence.split()) <= 6 and not INTERROGATIVE.match(sentence):
        return prev.stance  # "What model are you running on, by the way? GPT or Claude?": the options of the same remark
    if prev.stance == "meta" and st == "assert" and META_REPEAT.search(prev.text) and verbless(sentence):
        return "meta"  # "Could you say the question again? Both the pipeline and the context part."
    if prev.stance == "dont-know" and st in ("assert", "plan", "hedge", "rhetorical") and _EXCUSE.match(sentence) \
            and len(sentence.split()) <= EXCUSE_MAX_WORDS and not re.search(r"\d", sentence):
        return "empty"  # "Blank on the byte count. I've always let DeepSpeed work that out for me.": why, not what
    if prev.stance == "dont-know" and st != "dont-know" and _NOTHING.match(sentence):
        return "dont-know"  # "Blank. Nothing.": the same pass, said twice
    if prev.stance == "dont-know" and st in ("assert", "hedge") and _BROKEN_OFF.match(sentence) and not TECHNICAL.search(sentence):
        return "empty"  # "… can't recall the interconnect. It was... no, sorry.": a start that trails off says nothing
    return st


_NOTHING = re.compile(r"^\W*(?:nothing|nada|zilch|none|zero)(?: (?:at all|really|whatsoever|comes to mind))?\W*$", re.IGNORECASE)
_BROKEN_OFF = re.compile(r"^\W*(?:\w+[\s,]+){0,2}\w+\s*(?:\.\.\.|\u2026)\s*$")


_ALTERNATIVE = re.compile(r"^\W*(?:or\b|either (?:one|of (?:them|those|these|the two)|would|could|way)\b|"
                          r"(?:both|each|any) of (?:them|those|these) (?:would|could|might)\b)", re.IGNORECASE)
"""Another option after a guess ("Or a link that trained down."), or a remark on the options ("Either would …")."""
_OPTION_LED = re.compile(r"^\W*(?:on|with|for|if it'?s|if it is|in) ([\w.+-]+(?: [\w.+-]+)?)\s*,?\s+(?:i'?d|i would|we'?d|you'?d|"
                         r"it'?s|it is|the|there|that)\b", re.IGNORECASE)


def option_reason(question: str, following: str) -> bool:
    """ "Is the store S3 or Lustre? On Lustre I'd stripe …": what follows takes one of the question's options as given,
    so it says why the answer matters; it does not answer the question."""
    option = _OPTION_LED.match(following)
    if option is None:
        return False
    name = re.escape(option.group(1))
    return bool(re.search(r"\bor\s+(?:\w+\s+)?" + name + r"\b|\b" + name + r"\s*,?\s+or\b", question, re.IGNORECASE))


_ASKING_WHICH = re.compile(r"\byou(?:'re| are)? (?:asking|mean|meant|want|after)\b", re.IGNORECASE)
_BACK_TO_IT = re.compile(r"\b(?:it|that|this|them|they|whoever)\b", re.IGNORECASE)
_RESUMING = re.compile(r"^\W*(?:anyway|anyhow|ok(?:ay)?|so|right|back to|where was i|as i was saying)\b", re.IGNORECASE)
"""Back to the question after an aside ("Anyway, it reduces …")."""
_HEARD = re.compile(r"^\W*(?:(?:sorry|and|but|so)[\s,]+)?i (?:only |just )?(?:got|caught|heard|missed|lost|understood|followed)\b",
                    re.IGNORECASE)
_EXCUSE = re.compile(r"^\W*(?:(?:and|but|so|honestly|sorry|either)[\s,]+)?(?:i|we)(?:'ve| have|'d| had| was| were)? (?:probably )?(?:always|only|"
                     r"never|usually|mostly|just|typically|been)\b", re.IGNORECASE)
"""A habit given after a pass ("I've always been on the systems side"), or the makeshift the candidate would fall back on
("I'd just copy it from the docs"): the reason for the pass or a way round it, not an answer."""
EXCUSE_MAX_WORDS = 18


_OWN_MATERIAL = re.compile(r"^\W*(?:(?:because|since|well|so|but)[\s,]+)?(?:my (?:best|biggest|only|main|real|strongest|one|"
                           r"story|example)|mine\b|i (?:have|had|'ve got|only have) (?:a|one|an|two)\b|i can (?:do|give|tell))",
                           re.IGNORECASE)
"""What the candidate has to offer ("My biggest one was on inference", "I have a real one"), said after a question about
what the question allows."""
REMARK_MAX_WORDS = 12
AFTERTHOUGHT_MAX_WORDS = 3
REMARK_AFTER_META_MAX_WORDS = 14
_REMARK = re.compile(r"^\W*(?:(?:and|so|but|sorry|honestly|just)[\s,]+){0,2}(?:i|i'm|i'd|i've|i'll|it|it's|that|that's|this|my|me|"
                     r"(?:(?:much|way|a lot|so much|a bit) )?(?:easier|simpler|quicker|faster|clearer|better))\b",
                     re.IGNORECASE)


_NEW_MATTER = re.compile(r"^\W*(?:(?:oh|sorry|um+|uh+)[\s,]+)*(?:and|also|plus|one more|another|separately|besides)\b",
                         re.IGNORECASE)
"""A question led by "and", "also": a new matter asked beside a request, not the part of the question wanted again."""


def said_again(read: list[Sentence]) -> list[Sentence]:
    """A question next to a request to hear the question again (repeat, rephrase, "I lost you") names the part to say
    again ("Was that four stages or eight? Please say the numbers again.", "Could you rephrase? You mean the loader or the
    storage?"): it checks what was said, it asks for no fact of the problem, so it is the same request (meta). One led by
    "and", "also" ("Can you repeat the GPU count? And is the fabric rail-optimised?") asks a new matter and stays a
    question. The request after the question is read here; the request before it, in ``in_context``."""
    out = list(read)
    for k in range(len(out) - 1):
        cur, after = out[k], out[k + 1]
        if (cur.stance == "question" and after.stance == "meta" and META_REPEAT.search(after.text)
                and not _NEW_MATTER.match(cur.text)):
            out[k] = Sentence(cur.text, "meta", cur.start)
    return out


_OR_LED = re.compile(r"^\W*(?:(?:and|so|sorry|um+|uh+)[\s,]+)*or\b", re.IGNORECASE)


def other_option(read: list[Sentence]) -> list[Sentence]:
    """The other half of an alternative question, said after the '?' ("Did every restart land on the same eight nodes? Or
    did Slurm give new ones", "what exactly shipped in Monday's release? code only or config too"): led by "or", or a bare
    "X or Y" with no verb, it offers the options the candidate wants chosen; it does not answer the question, so the
    question stays asked and the fragment is part of it. Uptalk statements ("so sixteen bytes a param? … so you need FSDP
    or ZeRO three") carry a verb or follow a statement and are left alone."""
    out = list(read)
    for k in range(1, len(out)):
        prev, cur = out[k - 1], out[k]
        if (not prev.text.rstrip().endswith("?") or prev.stance not in ("question", "rhetorical", "meta")
                or cur.stance not in ("assert", "rhetorical") or cur.text.rstrip().endswith("?")):
            continue
        if _OR_LED.match(cur.text) or (verbless(cur.text) and re.search(r"\bor\b", cur.text, re.IGNORECASE)
                                       and not re.match(r"^\W*(?:so|then|hence|thus)\b", cur.text, re.IGNORECASE)):
            asked: Stance = "meta" if prev.stance == "meta" else "question"
            out[k - 1] = Sentence(prev.text, asked, prev.start)
            out[k] = Sentence(cur.text, asked, cur.start)
    return out


_LABELLED_OPTIONS = re.compile(
    r"(?:^|[\s:;,])\(?(?P<first>a|1|i)\)\s.{3,}?[\s,;]\(?(?:b|2|ii)\)\s|"  # "(a) …, (b) …", "1) … 2) …", "(i) … (ii) …"
    r"(?:^|[.:;]\s*)(?:one|1)\s*:\s.{3,}?[.;]\s*(?:two|2)\s*:\s", re.IGNORECASE)  # "One: … Two: …"
"""Causes laid side by side under labels."""


def options_listed(text: str) -> bool:
    """Two or more causes each under its own label ("(a) the new node's resources, (b) the PG stuck in GCS", "One: a dead
    GPU. Two: the fabric"): options set side by side for comparison, however plainly each is worded; a cause stated
    with its mechanism is not labelled ("the node joined without the driver, so NCCL hangs")."""
    return bool(_LABELLED_OPTIONS.search(text))
