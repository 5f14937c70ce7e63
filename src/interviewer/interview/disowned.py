"""Claims a turn states and then stops standing behind, in forms ``owning`` does not read.

- **withdrawn in so many words**: "I had it down as X, but I'm withdrawing that; …", "Retracting, …", "I rescind my
  earlier call": what follows the retraction is what the candidate says now, and a retraction that opens a sentence
  (after a speaker label, "Human: retracting, …") takes back the sentence before.
- **left open**: "…; root cause still unknown", "we still don't know what caused it": a turn that ends by saying the
  cause is not known has not stated one before that point.
- **a tool's words**: "Bot summary: X", "the assistant says X": a summary the candidate pastes from a bot is not
  their own conclusion, as a colleague's view is not (``owning.reported``).
- **kept as is**: "leave QK-norm alone", "don't touch the LR schedule": a wrong account named as what not to change
  is dismissed, not asserted.
- **passed over**: "X. However, the actual problem is Y": a sentence that turns to the cause it calls real sets aside
  the claim before it.
- **alternatives**: "it's either X or Y", or causes listed as bullets and left undecided ("- A\n- B\nnot sure which"):
  one option among several.
- **struck through**: "[struck] X", "~~X~~", "<del>X</del>", "X [crossed out]": a line of notes the writer struck
  out is withdrawn in writing, as "scratch that" withdraws it in speech.
- **the exercise's script**: "FACILITATOR (inject 2): X", "Answer key: X": in a game day or a drill, what the
  facilitator's inject card or the answer key says is the exercise's premise, read out to the players; it is not
  what a player concluded. It runs to the end of its line, or to the next speaker's label.
- **let go in the story** (``narrated``): "Hana's claim is X. I don't buy it.", "We thought X. Wrong - …", "I wrote
  'X' in the ticket … and deleted it": a theory the narrative rejects, refutes or erases after telling it.
"""

from __future__ import annotations

import re

from .amended import amends_back
from .headings import headed
from .narrated import erased, judged_wrong_before, judged_wrong_itself, quotes_writing, rejected_within, rejects_before
from .owning import confirmed, disowns_before, retracts_before, unwithdrawn
from .denied_after import argues_denial, denied
from .fix_only import announces_fix
from .pending_check import awaits_check, hedges_before
from .sentence import Sentence
from .setaside import REAL_CAUSE
from .stance import stance

_WITHDRAWN = re.compile(
    r"\b(?:(?:i|we)(?:'m|'re| am| are)? )?(?:withdraw(?:ing)?|retract(?:ing)?|rescind(?:ing)?) "
    r"(?:that|it|this|my|our|the (?:earlier |previous |above |last )?(?:claim|diagnosis|call|conclusion|summary|"
    r"answer|statement|rca))\b(?:(?: (?:earlier|previous|last|first|original|above|own))?(?: [\w-]+)? (?:comment|claim|note|"
    r"post|message|call|diagnosis|guess|theory|statement|take|update|read)s? (?:that|about|on)\b[^;.!?]*)?|"
    r"\b(?:retracting|withdrawing)\b(?=\s*[,:;.\u2013\u2014-])|^\W*(?:withdrawn|retracted|rescinded)\b(?!\s+(?:from|to)\b)|\b(?:i|we) (?:withdraw|retract|rescind)\b(?! from)|"
    r"\b(?:that'?s|that is|this is|it'?s|it is) (?:now )?(?:withdrawn|retracted|rescinded)\b|"
    r"\b(?:walk|walking|walked|take|taking|took) (?:that|it|this|all that|my (?:\w+ )?(?:call|claim|answer|guess)) back\b"
    r"(?!\s+(?:to|out|in|into|from|online|up|off)\b)|"
    r"\b(?:i'?ve|i have|i|we'?ve|we have|we) (?:now )?changed (?:my|our) minds?\b", re.IGNORECASE)
"""A retraction said outright: "I'm withdrawing that", "retracting, …", "I retract", "that's withdrawn", "I'm walking
that back", "I'm taking that back", "I've changed my mind". Never "withdrawn from service" or "withdraw the node": the
object is the claim ("that", "it", "my call")."""

_DOUBT_WORD = r"(?:actually|although|though|hmm+|then again|on second thought|on reflection)"
"""A doubt ("actually", "although", "on reflection") that can open a turn-around."""
_VERDICT_FOR = (r"(?:(?:i'?ll|i will|i'?d|i'?m going to|let me|i'?m gonna) (?:say|go with|stick with|settle on|switch to)\b"
                r"(?=[^.!?]*\bafter all\b)|(?:i'?m|i am) (?:going|switching|coming|heading) back to\b)")
"""A verdict for another account: "I'll say it's Y after all", "I'm going back to Y"."""
_TURNED = re.compile(r"\b" + _DOUBT_WORD + r"\b[^.;!?]*?[,;]?\s*" + _VERDICT_FOR, re.IGNORECASE)
"""A turn-around inside one sentence: a doubt ("actually", "although") and then a verdict for another account ("I'll say
it's the fabric after all", "I'm going back to the firmware update"): what the sentence named before the doubt is
given up for what follows the verdict."""

_LABEL = re.compile(r"^\W*(?:[A-Za-z][\w-]*(?: [A-Za-z][\w-]*)?)\s*:\s*")
"""A speaker label opening a line of a pasted thread ("Human: …", "Me: …")."""

_STILL_OPEN = re.compile(
    r"\b(?:the )?(?:root )?cause(?! of)\b[^.;:?!]{0,16}?\b(?:is |remains |stays |still |as yet |yet |for now )*"
    r"(?:unknown|undetermined|unclear|open(?![\w-])|tbd|a mystery|"
    r"not (?:yet )?(?:known|found|determined|established|identified|"
    r"clear))\b|"
    r"\b(?:we|i) (?:still )?(?:don'?t|do not) (?:yet )?know (?:the (?:root )?cause|what the (?:root )?cause is)\b",
    re.IGNORECASE)
"""The candidate says the cause is not known: "root cause still unknown", "the cause remains unclear", "we still
don't know the root cause". Not "the cause of the x8 link is unknown" (one cause behind a stated one), nor "we don't
know what caused it" (the 'it' may be the stated cause, whose own cause is open)."""

_TOOL_SAID = re.compile(
    r"^\W*(?:the |our |an? )?(?:(?:triage |slack |incident |support |ops )?bot|assistant|chat ?bot|copilot|chatgpt|llm|"
    r"auto-?(?:summary|triage|rca)|auto-?generated (?:summary|rca|analysis))(?:'s|\u2019s)?"
    r"(?: (?:summary|draft|rca|take|answer|guess|suggestion|output|verdict|analysis|conclusion))?\s*[:\u2013\u2014]|"
    r"\b(?:the |our )?(?:(?:triage |slack |incident )?bot|assistant|chat ?bot|copilot|chatgpt|llm)(?:'s|\u2019s)? "
    r"(?:says|said|thinks|thought|claims|claimed|suggests|suggested|reckons|concluded|concludes|summary (?:is|says))\b",
    re.IGNORECASE)
"""A bot's or assistant's words pasted in ("Bot summary: X", "the triage bot says X")."""

_KEPT_BEFORE = re.compile(r"\b(?:leave|leaving|keep|keeping)\W+(?:[\w.-]+\W+){0,2}$|"
                          r"\b(?:don'?t|do not|no need to|needn'?t|shouldn'?t|should not|won'?t) (?:touch|change|"
                          r"tune|retune|revisit|blame|chase)\W+(?:[\w.-]+\W+){0,2}$", re.IGNORECASE)
"""What not to change or chase, up to two words before the account it names ("leave the LR alone", "don't chase
thermal throttling")."""
_KEPT_AFTER = re.compile(r"^[\w.'/-]+(?:\W+[\w.'/-]+){0,5}?\W+(?:alone|as (?:is|it is|they are)|untouched|unchanged)\b",
                         re.IGNORECASE)

_EITHER = re.compile(r"\b(?:is|was|'s|be|are|were|blame|suspect)\s+either\b(?:[^.;?!]|\.(?=\w)){2,160}\bor\b", re.IGNORECASE)
"""A cause given as one of alternatives: "it's either the driver or the cable", "it was either X, Y or Z" (a dot inside a
word, ".metadata", does not end it)."""


_BULLET = re.compile(r"(?m)^\s*(?:[-*\u2022]|\d+[.)])\s+\S")
_UNDECIDED = re.compile(r"\b(?:not sure|unsure|need(?: to)? (?:narrow|data|more|check|confirm)\w*|will dig|digging|"
                        r"checking|which one|tbd|can'?t tell|undecided|no idea|to be (?:checked|confirmed))\b",
                        re.IGNORECASE)
"""A list of causes left undecided: "- A\n- B\n- C\nnot sure which yet", "… need data", "… will dig"."""

def listed_options(text: str) -> bool:
    """The turn lists causes as bullets and says it has not decided among them."""
    return len(_BULLET.findall(text)) >= 2 and bool(_UNDECIDED.search(text))


def withdraws(text: str) -> re.Match[str] | None:
    """The last outright retraction in ``text``, if any: what follows it is what the candidate now says."""
    last = None
    for last in _WITHDRAWN.finditer(text):
        pass
    for turned in _TURNED.finditer(text):
        if last is None or turned.end() > last.end():
            last = turned
    return last


def opens_with_withdrawal(text: str) -> bool:
    """The sentence opens with an outright retraction, after a speaker label if any ("Human: retracting, …")."""
    if re.match(r"^\W*(?:retracting|withdrawing|withdrawn|retracted|rescinded)\b", text, re.IGNORECASE):
        return bool(_WITHDRAWN.match(text))  # "Retracting: …", "Withdrawn after …": the label is the retraction
    body = _LABEL.sub("", text, count=1)
    m = _WITHDRAWN.search(body)
    return m is not None and not re.search(r"[A-Za-z0-9]{2,}", re.sub(
        r"(?i)\b(?:ok(?:ay)?|so|well|no|actually|hmm+|uh|um|erm?|oh|wait|i|we|am|are|'m|'re|hereby)\b", "", body[:m.start()]))


def left_open(text: str) -> re.Match[str] | None:
    """Where the sentence says the cause is still not known, if it does."""
    return _STILL_OPEN.search(text)


def tool_said(text: str) -> bool:
    """The sentence is a bot's or an assistant's words, pasted or reported."""
    return bool(_TOOL_SAID.search(text))


def kept_as_is(before: str, after: str) -> bool:
    """The account starting ``after`` is named as what to leave alone ("leave QK-norm and fp8 alone", "don't touch
    the LR schedule"): dismissed, not asserted."""
    m = _KEPT_BEFORE.search(before)
    if not m:
        return False
    return not m.group(0).lower().startswith(("leav", "keep")) or bool(_KEPT_AFTER.match(after))


_STRUCK_MARK = (r"(?:\[\s*(?:struck(?:[- ]?(?:through|out))?|strike(?:-?through)?|crossed[- ]out|deleted)\s*\]|"
                r"\((?:struck(?:[- ]?(?:through|out))?|crossed[- ]out)\))")
_STRUCK = re.compile(r"(?im)" + _STRUCK_MARK + r"[^\n]*?(?:\[/\s*(?:struck|strike)\s*\]|$)|^[^\n]*?\S[^\n]*?" + _STRUCK_MARK
                     + r"[\s.;:!-]*$|~~[^~\n]+~~|<(s|del|strike)>.*?</\1>")
"""A struck line: a marker ("[struck]", "[crossed out]", "(struck through)") then the line, to its end or to
"[/struck]"; a line that ends with the marker; markdown's "~~X~~"; HTML's "<del>X</del>"."""
_SCRIPT = re.compile(
    r"(?im)^[^\S\n]*[\W_]*(?:facilitator|game ?master|exercise (?:control|director|lead)|white ?cell|"
    r"inject(?: card)?(?: #?\d+)?|answer key|scenario key)\b\s*(?:\([^)\n]{0,60}\))?\s*:[^\n]*?"
    r"(?=(?<=[.!?])\s+(?:[A-Z][\w-]*(?: [A-Z][\w-]*)?(?: \([^)\n]{0,40}\))?):\s|$)")
"""A line the exercise's script speaks: a facilitator's, an inject card's, an answer key's (labelled so, "FACILITATOR
(inject 1):"), to the end of its line or to the next speaker label ("… Go. OPS: …"). Not a facilitator's words about
the players' answer ("Facilitator, reading the team's answer into the record: '…'"): that is their account, relayed."""


def not_own_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` has words that are not the writer's own claim: lines struck through, and the exercise's script."""
    return [m.span() for m in _STRUCK.finditer(text)] + [m.span() for m in _SCRIPT.finditer(text)]


def struck_or_scripted(read: list[Sentence], text: str) -> list[Sentence]:
    """Each sentence that starts inside a struck line or the exercise's script read as withdrawn ("negated")."""
    spans = not_own_spans(text)
    if not spans:
        return read
    return [Sentence(s.text, "negated", s.start) if any(a <= s.start < b or (
        s.start <= a < s.start + len(s.text) and _LEAD.fullmatch(s.text[:a - s.start])) for a, b in spans) else s
            for s in read]


_LEAD = re.compile(r"\W*(?:[A-Za-z][\w-]*(?: [A-Za-z][\w-]*)?\s*:)?\W*")
"""What may come before a struck line's marker in its sentence: a bullet, a speaker label ("notes: [struck] …")."""


def alternatives(text: str) -> bool:
    """The statement gives its cause as one of alternatives ("it's either X or Y")."""
    return bool(_EITHER.search(text))


_VERDICT = re.compile(r"\b" + _VERDICT_FOR, re.IGNORECASE)
_DOUBT = re.compile(r"^\W*(?:\w+\W+){0,2}?" + _DOUBT_WORD + r"\b", re.IGNORECASE)


def turned_around(read: list[Sentence]) -> list[Sentence]:
    """A turn-around over sentences ("gpu-b06 lost a GPU... although, 41 ranks is too many for one GPU; I'll say it's
    the fabric after all."): a sentence that opens with a doubt, then a verdict for another account ("I'll say it's Y
    after all", "I'm going back to Y") within two sentences of it, gives up what the turn said before the doubt (the
    sentences between are reasoning, not conclusions)."""
    for v, sent in enumerate(read):
        if not _VERDICT.search(sent.text):
            continue
        d = next((d for d in range(v, max(-1, v - 3), -1) if _DOUBT.search(read[d].text)), None)
        if d:
            read = ([Sentence(s.text, "negated", s.start) for s in read[:d]]
                    + [Sentence(s.text, "hedge", s.start) for s in read[d:v]] + read[v:])
    return read


_REAL_ONE = re.compile(r"^\W*(?:(?:but|however|though|yet|still)\b\W+)(?:(?:i|we)\s+(?:think|believe|'d say|would say)\s+|"
                       r"i'?m sure\s+|honestly,?\s+)?" + REAL_CAUSE, re.IGNORECASE)
"""A sentence that opens by turning to the cause it calls real ("However, the actual problem is …", "But I think the
real cause is …"): the claim before it is granted and passed over, as in "X, yes, but …" (``setaside.conceded``)."""


def turns_to_the_real_one(text: str) -> bool:
    """Whether the sentence opens with a contrast to the cause it calls real: the sentence before is set aside."""
    return bool(_REAL_ONE.match(text))


def unwithdrawn_sentences(read: list[Sentence], shown: str) -> list[Sentence]:
    """What the candidate still says once retractions are applied: "It's the store on e17. Wait, no, scratch that,
    the endpoint is on the login node." keeps only the words after "scratch that"; a retraction that opens a sentence
    also takes back the sentence before ("I thought fp16 overflow, but no: rank 611 …" keeps what follows "but no").
    A sentence that says the cause is still unknown takes back every claim before it; a bot's words are a quote; a
    sentence that turns to the cause it calls real ("However, the actual problem is …") sets aside the one before."""
    out: list[Sentence] = []
    for s in map(headed, turned_around(read)):
        if out and amends_back(s.text):
            out = [Sentence(o.text, "negated", o.start) for o in out]  # "X. EDIT: scratch that, …": the post taken back
        if out and (rejects_before(s.text) or judged_wrong_before(s.text)):
            out[-1] = Sentence(out[-1].text, "negated", out[-1].start)  # "Hana's claim is X. I don't buy it."
        if out and erased(s.text) and (k := next((k for k in range(len(out) - 1, max(-1, len(out) - 3), -1)
                                                  if quotes_writing(out[k].text)), None)) is not None:
            out[k] = Sentence(out[k].text, "negated", out[k].start)  # "I wrote 'X' in the ticket. … deleted it."
        if judged_wrong_itself(s.text) or (erased(s.text) and quotes_writing(s.text)):
            out.append(Sentence(s.text, "negated", s.start))  # "Then we thought the switch - wrong!"
            continue
        if (at := rejected_within(s.text)) is not None:
            rest = s.text[at:]  # "Hana thinks X, but I don't buy it, …": the reason after the rejection is read
            s = Sentence(rest, stance(rest, shown=shown), s.start + at)
        if out and turns_to_the_real_one(s.text):
            out[-1] = Sentence(out[-1].text, "negated", out[-1].start)  # "X. But the real cause is Y."
        if out and s.stance == "assert" and argues_denial(denied(out[-1].text), s.text):
            s = Sentence(s.text, "negated", s.start)  # "It is not the store. The store can't go down with one node."
        if s.stance == "assert" and announces_fix(s.text):
            s = Sentence(s.text, "plan", s.start)  # "Carla: today I'm changing the launcher to …": a fix, no cause
        if awaits_check(s.text):  # "Definitely X, pending the kill test": a claim still waiting for its check
            if out and hedges_before(s.text):  # "X. Assuming Y, which we're checking.", "X. Well, if Y; we'll confirm."
                k = next((k for k in range(len(out) - 1, max(-1, len(out) - 3), -1) if out[k].stance == "assert"), -1)
                out[k] = Sentence(out[k].text, "hedge", out[k].start)
            if s.stance == "assert":
                s = Sentence(s.text, "hedge", s.start)
        if out and disowns_before(s.text):
            out[-1] = Sentence(out[-1].text, "hedge", out[-1].start)  # "X leaks. Haven't verified that though."
        if opened := left_open(s.text):
            out = [Sentence(o.text, "negated", o.start) for o in out]  # "…. Root cause still unknown."
            if not re.search(r"[A-Za-z0-9]{3,}", s.text[opened.end():]):
                out.append(Sentence(s.text, "negated", s.start))  # "X paces the group, root cause still unknown"
                continue
        if tool_said(s.text):
            out.append(Sentence(s.text, "quote", s.start))  # "Bot summary: X"
            continue
        rest, withdrew = unwithdrawn(s.text)
        if (m := withdraws(s.text)) and (not withdrew or len(s.text) - m.end() < len(rest)):
            rest, withdrew = s.text[m.end():].lstrip(" ,:;.-\u2013\u2014"), True  # the later of the two retractions
        if not withdrew:
            out.append(s)
            if s.stance != "assert" and (then := confirmed(s.text)) and stance(then, shown=shown) == "assert":
                out.append(Sentence(then, "assert", s.start + s.text.rfind(then)))  # "…, and that's what it shows: X"
            continue
        if (retracts_before(s.text) or opens_with_withdrawal(s.text)) and out:
            out[-1] = Sentence(out[-1].text, "negated", out[-1].start)
        out.append(Sentence(rest, stance(rest, shown=shown) if rest else "empty", s.start + len(s.text) - len(rest)))
    return out


_OPTIONS = re.compile(
    r"\bone of (?:two|three|four|five|several|a few|a couple of|a handful of|these|those|the following|a number of) "
    r"(?:things|options|possibilities|candidates|suspects|causes|culprits|explanations|suspicions)\b|"
    r"\b(?:options|possibilities|candidates|suspects|hypotheses|theories|explanations|guesses|contenders)"
    r"(?: (?:are|include|would be|i see|i have))?(?:,? (?:in )?(?:no particular order|unranked|not ranked|so far|for now|"
    r"(?:in )?(?:random|any) order)|\s*\([^)\n]{1,30}\))?\s*:|"
    r"\b(?:one|first|1st) (?:guess|idea|option|possibility|theory|candidate|suspect|explanation|hypothesis)\b.{0,200}\b"
    r"(?:another|a second|second|the other|or (?:maybe|else|perhaps))\b|\b(?:another|a second|a third|second|third) (?:guess|idea|option|possibility|"
    r"theory|candidate|suspect|explanation|hypothesis|one) (?:is|would be|could be)\b|"
    r"\b(?:can'?t|cannot|couldn'?t) (?:yet )?(?:tell|say|decide|know) which\b|\bno way (?:yet )?to tell which\b", re.IGNORECASE)
"""A cause given as one of several ("one of three suspects", "options: …", "one guess is …, another …", "can't tell which")."""


def one_of_several(around: str, text: str) -> bool:
    """The cause stated in ``around`` (its sentence and neighbours) is one option among several, not the candidate's
    conclusion: named as one of several, one of "either X or Y", or the turn (``text``) lists causes undecided."""
    return bool(_OPTIONS.search(around)) or alternatives(around) or listed_options(text)
