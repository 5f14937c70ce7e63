"""Whether a candidate stated an accepted diagnosis: the one definition of crediting.

A diagnosis counts only when a statement *asserts* a cause (not a question, not one option among
several, not a plan to check, not a quote of what was shown, not a negation) and names what the
scenario's accepted diagnosis requires: its culprit and its mechanism in one statement (or its
evidence phrases, for a diagnosis without them). ``understand`` reads the stances; this reads
what the asserted statements name.
"""

from __future__ import annotations

import re

from ..content.causes import Pin, expand
from ..content.matching import compile_phrase as _compile_phrase
from ..content.models import Diagnosis, Scenario
from .history import another_day, dated_back, historical, resolved
from .owning import LEFT_OPEN, WHICH_PART, held_before, lead_in, pinned_elsewhere, relayed, reported, reports_on, unsure
from .answered import affirmed_readback, claims_with
from .asserting import concluded
from .disowned import alternatives, kept_as_is, one_of_several, struck_or_scripted, unwithdrawn_sentences
from .frames import INTENDED, PURPOSE, conditioned, framed, toggled
from .negation import negates
from .quotes import copied, fields_only, normalised, quoted_lines, readout, unlabelled, without_arguments
from .setaside import conceded, disbelieved, hearsay, quote_framed, set_aside
from .speakers import without_nicks
from .spoken import written
from .stance import Sentence, read_sentences


def compile_phrase(phrase: str) -> re.Pattern[str]:
    """A culprit, mechanism or wrong-cause phrase, its ``{concept}`` families expanded (``content.causes``)."""
    return _compile_phrase(expand(phrase))


def _hit(text: str, phrases: list[str] | tuple[str, ...]) -> re.Match[str] | None:
    for phrase in phrases:
        m = compile_phrase(phrase).search(text)
        if m:
            return m
    return None


def _hits(text: str, phrases: list[str] | tuple[str, ...]) -> list[re.Match[str]]:
    """Every place any of ``phrases`` is named, in order (overlapping: one match per place it starts)."""
    out: list[re.Match[str]] = []
    for phrase in phrases:
        pattern, at = compile_phrase(phrase), 0
        while (m := pattern.search(text, at)) is not None:
            out.append(m)
            at = m.start() + 1
    return sorted(out, key=lambda m: m.start())


_DO_NOT = re.compile(r"\b(?:doesn'?t|don'?t|didn'?t|does not|do not|did not|won'?t|will not)[^\w:;.!?]+(?:\w+[^\w:;.!?]+){0,2}$|"
                     r"\b(?:nobody|no one|no-one)\W+(?:\w+\W+)?$", re.IGNORECASE)
"""Do-support negation right before a mechanism ('the buffer doesn't leak', 'doesn't run a different driver'), or a
negative subject ('nobody killed ECN on the spines'). Only the
mechanism is read for it: 'the spine doesn't mark ECN' states the mechanism and names the culprit after it."""
_SUPPOSED = re.compile(
    r"\b(?:if|whether|assuming|unless|in case|suppose|supposing|to (?:confirm|check|verify|see|test|prove|rule out)|"
    r"(?:to|and) (?:look|hunt|search|scan|screen|probe|test|check) for|worth (?:confirming|checking|verifying|testing)|"
    r"(?:'ll|will|let'?s|let us|(?:'m|am|'re|are) going to) (?:just )?assume(?: that)?|"
    r"^(?:(?:so|and|then|first|next|now|ok(?:ay)?)\W+)*(?:please\W+)?(?:confirm|verify|make sure|ensure|double-check|"
    r"validate|establish|prove)(?: first)?(?: that)?(?=\W)|"
    r"(?:someone|somebody|they|he|she|people|others?|my (?:colleague|manager|lead)|the (?:researcher|lead|team|vendor|"
    r"on-?call|other (?:engineer|person|guy|team))) (?:thinks?|thought|said|says|claims?|claimed|suggest(?:s|ed)?|believes?|"
    r"believed|reckons?|insists?|insisted)(?: that)?)\b", re.IGNORECASE)
_NOT_MINE = re.compile(r"\bi (?:disagree|don'?t agree|am not (?:sure|convinced))\b|"
                       r"\bnot (?:yet )?sure(?: yet)? (?:whether|if) (?:that|this|it)(?:'s| is| was)\b|"
                       r"(?:\bi |^|[.;,]\s*)(?:haven'?t|have not) (?:yet )?(?:verified|checked|confirmed|looked)\b|"
                       r"\bnot (?:verified|confirmed) yet\b|\bunverified\b|"
                       r"\bi (?:can'?t|cannot|couldn'?t) (?:yet )?(?:prove|confirm|verify|back up|show)(?: (?:it|that|this))?"
                       r"(?: up)?(?: yet)?\b|\bno (?:proof|evidence) (?:yet|of (?:it|that))\b|"
                       r"\b(?:i'?m|i am) (?:just |only |mostly |partly )?(?:speculating|guessing)(?: (?:here|though|a bit|really))*\W*$|"
                       r"\b(?:working|current|operating) (?:assumption|hypothesis|theory)\b|"
                       r"\buntil (?:(?:it'?s |it is )?proven|(?:[\w-]+ ){1,3}(?:says?|shows?|proves?)) otherwise\b|"
                       r"\b" + LEFT_OPEN + r"|\bbut " + WHICH_PART + r"[^.;]{0,80}?\W+(?:i |we )?"
                       r"(?:(?:have )?no (?:idea|clue)|(?:don'?t|do not) know|(?:is |still )?unclear|not sure)\b", re.IGNORECASE)
"""Not the speaker's own claim: disagreed with, unverified, a guess, or said with what it leaves open, the
component or the fault itself ("…, but which rank, no idea yet", "…, but I can't yet say what's wrong with the
node"): a mechanism without the part that fails is not a diagnosis."""


_EVERYWHERE = re.compile(r"\b(?:on|across|in|of) (?:every|each|all(?: (?:the|of the|our))?) (?!other\b)(?:\d+ |[a-z]+ )?"
                         r"(?:nodes?|hosts?|servers?|machines?|boxes|workers?|pods?)\b", re.IGNORECASE)
"""A cause placed on every node ("GPU 3 on every node", "across all 16 workers"), where the diagnosis pins one."""


_EVERY_ONE = re.compile(r"\b(?:every|each|all(?: (?:the|of the|our|those|these))?)\s+(?:[\w-]+(?:'s|\u2019s|s')\s+)?$",
                        re.IGNORECASE)


def _everywhere(claim: str, diagnosis: Diagnosis, before: str = "", culprit: str = "") -> bool:
    """The claim puts a pinned component's fault on every node: a component of a pinned kind is named in it ("GPU 3")
    and so is every node ("on every node"), or the culprit, a pinned component, is itself quantified ("every GPU 3 in
    the job", "every node's GPU 3"; not "every restart went onto gpu-b06"). A setting said of every node ("num_workers on
    every node") is not."""
    kinds = [compile_phrase(k) for pin in diagnosis.pinned for k in pin.kind]
    said = before + (claim if claim.startswith(culprit) else culprit)  # up to the end of the claim, or of the culprit
    return (any(k.search(claim) for k in kinds) and bool(_EVERYWHERE.search(claim))) or any(
        _EVERY_ONE.search(said[:m.start()]) for k in kinds for m in k.finditer(said))


_CONTRASTED = re.compile(r"\bbut\b(?!\s+(?:only|just|also|then)\b)|\bhowever\b|\b(?:al)?though\b", re.IGNORECASE)
"""A contrast inside one mechanism phrase ('drained, but its upload had finished'): the words it joins are set against
each other, not one account."""
_RETRACTED = re.compile(r"\b(?:but|so) (?:that'?s|that is|it'?s|it is|this is|that was) (?:all |just |only )?"
                        r"(?:by design|fine|expected|normal|intended|harmless|ok|okay|"
                        r"not (?:the|a|an|our) (?:root )?(?:problem|issue|cause)|not it(?! (?:was|is|'s)\b)|"
                        r"(?:a |the )?symptoms?|a (?:side[- ])?effect|a consequence|downstream|a red herring)\b|"
                        r"\b(?:but|though|although|yet) (?:that|this|it)(?: alone| by itself| on its own)? (?:wouldn'?t|would not|"
                        r"doesn'?t|does not|can'?t|cannot|couldn'?t|could not|isn'?t enough to|is not enough to|won'?t) (?:really )?"
                        r"(?:explain|cause|account for|matter|slow|stall|hang|crash|break|hurt)\b",
                        re.IGNORECASE)
"""A cause set aside right after it is named: "but that's by design", "but that's just a symptom", "…, so that's not
our problem", "though that alone wouldn't explain it". Read from the end of the first part named: "the link is at x8 but
that's fine, Gen5 x8 has headroom" sets aside the claim before it names the mechanism again."""
_CANT_EXPLAIN = re.compile(r"^\s*(?:[\w.'/%-]+\s+){0,4}?(?:wouldn'?t|would not|doesn'?t|does not|can'?t|cannot|couldn'?t|"
                          r"could not|won'?t|will not|isn'?t enough to|is not enough to)\s+(?:really |fully |alone |"
                          r"by itself |on its own )?(?:explain|account for)\b", re.IGNORECASE)
"""The claim is the subject of a denied explanation ("num_workers going to 2 wouldn't explain a 2.6x slowdown", "an
Xid 79 can't explain the restarts"): read from the end of either part named, in its own clause, it is set aside."""
_RATING = (r"(?:(?:is|seems|sounds|looks|feels|remains) (?:\w+ )?(?:possible|plausible|conceivable|unlikely|doubtful|"
           r"improbable|implausible|a possibility|an? (?:option|candidate|theory))\b|(?:but |and )?i (?:doubt|question) "
           r"(?:it|that|this)\b)")
_RATED = re.compile(r"^\W*(?:[\w./-]+\W+){0,3}?" + _RATING, re.IGNORECASE)
_RATED_IN = re.compile(r"\b" + _RATING, re.IGNORECASE)
"""The claim rated right after it is said: "X giving 0/0 is possible but I doubt it", "ECN disabled on the spines is
unlikely", "X is one candidate"."""
_POSSIBLE = re.compile(r"(?<!nobody )(?<!no one )(?<!nothing )(?<!none )\b(?:could|may)\s+(?:well |possibly |potentially |"
                       r"also |easily )?(?!(?:not|never|no|only|still|barely|hardly|be|have|n't)\b)[a-z]+\b", re.IGNORECASE)
"""A modal of possibility in the claim ("the router could collapse onto a few experts"): what may happen, not what did ("could not rejoin" and "nobody could rejoin" state what happened)."""
_WOULD_IF = re.compile(r"\b(?:being|having|getting)\b[^.;:,]{0,60}\bwould(?:n'?t| not)?\b", re.IGNORECASE)
"""A claim put as a gerund subject of 'would' ("mask.sum() being 0 would give 0/0", "the store having died would mean
…"), the gerund and the 'would' in the claim's clause: what the account would imply if it held, said to test it,
not that it held."""
_COPULA_NOT = re.compile(r"\b(?:is|are|was|were|has|have|had)(?:n'?t| not| never)(?: been)? (?:\w+ )?(?:off|disabled|turned off|"
                         r"switched off|removed|stopped|down|broken|gone|missing|dead|failed|lost|reset|dropped)\b|"
                         r"\b(?:never|didn'?t|did not)\s+(?:stopped|stop|disabled|disable|turned off|turn off|switched off|"
                         r"removed|remove|killed|kill|nuked|ripped|stripped|quit|ceased|lost|lose|died|die|crashed|crash|"
                         r"failed|fail|went down|go down|hung|hang)\b", re.IGNORECASE)
"""A negated change or event inside a mechanism phrase ('the spine switches is not off', 'the spines never stopped',
'the login node, which never lost power'): the phrase says the opposite. ('the spines don't mark' is the mechanism itself: it negates the marking, not a change.)"""


def _unasserted(sentence: str, start: int, *, relay: bool = True) -> bool:
    """A claim inside a condition or a purpose ('it would be weird if X', 'to confirm X, run …'), or reported from
    someone else and not endorsed ('the researcher thinks X but I disagree', 'someone said X, I haven't verified').
    ``relay=False``: an output read out does not count ('dmesg has X')."""
    clause = re.split(r"[,:;]|\s[-\u2013\u2014]+\s|\bbut\b|\bso\b", sentence[:start])[-1]
    m = _SUPPOSED.search(clause.lstrip())
    if m and not re.match(r"(?i)i\b", m.group(0)):
        return True
    if held_before(clause) or reported(sentence[:start], sentence[start:]) or (relay and relayed(sentence[:start])):
        return True  # "I first thought X", "the on-call says X" (unless endorsed), "the log says X" (unless concluded)
    return bool(_NOT_MINE.search(sentence[start:])) or framed(sentence, start)


def _read_out(sentence: str, first: int, mechanism: int) -> bool:
    """The claim that starts at ``first`` is not the candidate's: supposed, reported, or an output read out with its
    mechanism read out too. A culprit named in what dmesg has, with the mechanism concluded after it ("dmesg has Xid
    79 on GPU 4, so it fell off the bus"), is the candidate's claim."""
    if PURPOSE.search(sentence[:mechanism]):
        return True  # "drain gpu-d092 and run dcgmi diag to look for silent corruption": what a check would find
    if not _unasserted(sentence, first):
        return False
    if mechanism <= first or not relayed(sentence[:first]) or _unasserted(sentence, first, relay=False):
        return True
    return _unasserted(sentence, mechanism)


_DISMISSED_BEFORE = re.compile(r"\b(?:no|nothing|none of|zero|without|nor|neither|rather than|instead of|not|never|isn'?t|wasn'?t|"
                               r"aren'?t|no sign of|not from)\W+(?:(?!(?:because|so|and|but|which|since|as|due|then)\b)\w+\W+){0,2}$",
                               re.IGNORECASE)
_DISMISSED_AFTER = re.compile(
    r"^[\w.:/%-]*\W+(?:[\w.:/%-]+\W+){0,3}?(?:is|are|was|were|looks?|seems?|(?:'s|’s))\s+(?:just |only |all |a |an )*"
    r"(?:red herrings?|unrelated|irrelevant|a distraction|distractions?|symptoms?|downstream|noise|fine|ok|okay|normal|"
    r"cosmetic|harmless|benign|"
    r"healthy|innocent|clean|expected|a consequence|an effect|not (?:it|the (?:problem|issue|cause|culprit)))\b|"
    r"^[\w.:/%-]*\W+(?:[\w.:/%-]+\W+){0,3}?(?:won'?t|will not|wouldn'?t|would not|doesn'?t|does not|didn'?t|did not|can'?t|"
    r"cannot) (?:help|fix (?:it|this|that|anything)|solve (?:it|this|that|anything)|change anything)\b",
    re.IGNORECASE)


_RULED_OUT = re.compile(r"\b(?:rul(?:ing|ed|es?) out|exclud(?:ing|ed|es?)|eliminat(?:ing|ed|es?)|set(?:ting)? aside|"
                        r"dismiss(?:ing|ed))\b[^.;:,]{0,60}$", re.IGNORECASE)
"""A wrong account in what was ruled out ("after ruling out the LR and the bf16 overflow idea, …"), not asserted."""
_DENIED_INSIDE = re.compile(r"\b(?:is|are|was|were)(?:n'?t| not)\b(?! able\b)|\b(?:has|have|had)(?:n'?t| not) been\b",
                            re.IGNORECASE)
"""A wrong account denied in its own words ('max restarts wasn't exhausted', 'the budget hasn't been used up')."""


def wrong_cause(sentence: str, phrases: list[str] | tuple[str, ...]) -> re.Match[str] | None:
    """The first wrong account of the failure the sentence asserts (a red herring taken for the cause, a wrong
    mechanism), not one it dismisses ('no 503s', 'storage is innocent', 'rather than ECC', 'a red herring',
    'restarts weren't exhausted') or names as what a change was meant to do ('only supposed to raise the MTU')."""
    for phrase in phrases:
        for m in compile_phrase(phrase).finditer(sentence):
            before, after = sentence[:m.start()], sentence[m.start():]
            if (_DISMISSED_BEFORE.search(before) or _DISMISSED_AFTER.match(after) or negates(sentence, m.start())
                    or INTENDED.search(before) or _DENIED_INSIDE.search(m.group(0)) or _unasserted(sentence, m.start())
                    or _RULED_OUT.search(before) or kept_as_is(before, after)):
                continue  # dismissed, or only supposed, reported or held before ("if it were the fabric, …")
            return m
    return None


def diagnosis_match(sentence: str, diagnosis: Diagnosis, wrong: list[str] | tuple[str, ...] = (),
                    then: str = "") -> tuple[bool, str]:
    """Whether one asserted sentence names what ``diagnosis`` requires, and why not if it does not. ``wrong``: the
    scenario's wrong accounts of the failure; a sentence that asserts one is not the diagnosis, whatever it names.
    ``then``: the asserted sentence the candidate says next, where a diagnosis's consequence may follow its cause."""
    ok, why = _names(without_arguments(sentence), diagnosis, then)  # not "scontrol … reason='Xid79 on 8a:00'"
    if ok and (w := wrong_cause(sentence, wrong)):
        return False, f"asserts a wrong cause ({w.group(0)!r})"
    if ok and (elsewhere := pinned_elsewhere(sentence, diagnosis.pinned)):
        return False, f"pins the cause on another component ({elsewhere!r})"
    return ok, why


def _names(sentence: str, diagnosis: Diagnosis, then: str = "") -> tuple[bool, str]:
    culprit = list(diagnosis.culprit)
    mechanism = list(diagnosis.mechanism)
    if culprit and mechanism:
        c = _hit(sentence, culprit)
        if not c:
            return False, "names no culprit"
        m = _hit(sentence, mechanism)
        if not m:
            return False, "names the culprit but not the mechanism"
        # Each part is checked: "the buffer actor is fine, it's not leaking" names the culprit plainly and
        # negates the mechanism. A part is read at every place it is named, so a negated phrase elsewhere
        # ("the senders never ease off and the switches pause everyone" has 'off … switches' after 'never')
        # does not hide the one asserted.
        # A negation inside the mechanism ('the spine switches do not mark ECN', 'no longer warn senders') is the
        # mechanism itself; it does not negate the culprit after it.
        # Every pairing is tried: "If the store lived on e17 we'd expect timeouts, and that's what the log shows: the
        # store died with e17" supposes the cause first and asserts it after the colon.
        why = "negated"
        for m in [x for x in _hits(sentence, mechanism) if not negates(sentence, x.start())
                  and not _DO_NOT.search(sentence[:x.start()]) and not _COPULA_NOT.search(x.group(0))
                  and not _CONTRASTED.search(x.group(0)) and not toggled(sentence, x)]:
            masked = sentence[:m.start()] + " " * (m.end() - m.start()) + sentence[m.end():]
            for c in [x for x in _hits(sentence, culprit) if not negates(masked, x.start())]:
                first = min(c.start(), m.start())
                last = max(c.end(), m.end())
                if (negates(sentence, first) or _RETRACTED.search(sentence[min(c.end(), m.end()):]) or set_aside(sentence[last:])
                        or any(_CANT_EXPLAIN.match(sentence[end:]) for end in (c.end(), m.end())) or resolved(sentence[last:], then)):
                    continue  # "the buffer never forgets, but that's by design and it's capped", "… that was fixed"
                if (unsure(sentence[:first], sentence[first:last]) or _RATED.match(sentence[last:])
                        or disbelieved(sentence[:first]) or conceded(sentence, first)
                        or _RATED_IN.search(sentence[first:last]) or _POSSIBLE.search(sentence[first:last])
                        or _WOULD_IF.search(re.split(r"[.;:,!?]", sentence[:first])[-1] + sentence[first:last + 30])
                        or historical(sentence[:first], sentence[last:], sentence[first:last])):
                    # "Not 100% sure, but X", "GPU 4 could have fallen off the bus", "two years ago X"
                    why = "not asserted: hedged, or another time's cause"
                    continue
                if _everywhere(sentence[first:last], diagnosis, sentence[:c.start()], c.group(0)):
                    # "GPU 3 on every node downtrained": a fault of one component said of all of them
                    why = "puts the cause on every component, not the one it is on"
                    continue
                if (_read_out(sentence, first, m.start()) or hearsay(sentence[:first], sentence[first:])
                        or reports_on(sentence, (c.start(), c.end()), m.end()) or conditioned(sentence, m.start(), first)):
                    # "dmesg on gpu-b06 says … Xid 79", "gpu-037's uploader logged SIGTERM": the culprit is named in
                    # the subject of a report, and the mechanism is what it reports
                    why = "not asserted: supposed, reported or to be checked"
                    continue
                if diagnosis.consequence and not _hit(f"{sentence} {then}", diagnosis.consequence):
                    return False, "an observation: names the culprit and how it differs, not what it did to the run"
                return True, f"asserts culprit and mechanism ({c.group(0)!r}, {m.group(0)!r})"
        return False, why
    e = _hit(sentence, diagnosis.evidence)
    if not e:
        return False, "no match"
    if negates(sentence, e.start()):
        return False, "negated"
    return True, f"asserts {e.group(0)!r}"


def credit_diagnosis(text: str, scenario: Scenario, shown: str = "",
                     read: list[Sentence] | None = None) -> tuple[str | None, str, list[str]]:
    """(diagnosis id or None, why, hypotheses): the offline definition of a stated diagnosis."""
    read = read if read is not None else read_sentences(text, shown)
    read = without_nicks(read, shown)  # "<mei> the GPU miscomputes": a pasted thread's speaker, not a tag to the grader
    read = struck_or_scripted(read, text)  # "[struck] GPU 5 miscomputes", "FACILITATOR (inject 1): …": not their claim
    # A line copied from one of the scenario's outputs is a quote even before that output is revealed (the
    # candidate pasted or remembered it): it repeats the evidence, it does not conclude from it.
    outputs = normalised(" ".join(a.content for a in scenario.artifacts))
    read = [Sentence(s.text, "quote", s.start) if s.stance == "assert" and (
        copied(lead_in(s.text), outputs) or copied(unlabelled(s.text), outputs) or fields_only(lead_in(s.text))
        or readout(s.text) or quote_framed(s.text)
        or quoted_lines(text, s.start, s.start + len(s.text), outputs)) else s
            for s in read]  # "dmesg has <a line of dmesg>", 'the log: "<a line>"', "num_workers: 2, pin_memory: false"
    # A question the candidate asks and answers ("Why can't anyone reach e17? Because e17 is dead. And why does
    # everyone need it? Because the store runs there.") is their own reasoning: each question is read with its
    # answer as one statement, so two such steps make one window.
    read = _with_answers(read)
    read = concluded(unwithdrawn_sentences(read, shown), shown)  # "could b06 have an Xid 79" asks; "I think it's X" concludes
    hypotheses: list[str] = []
    why = ""
    # A diagnosis may run over two sentences ("It's node 23. Its driver is 560, the rest run 550."):
    # adjacent asserted sentences are also tried together. What the cause did to the run may follow in the next
    # asserted sentence ("… 48 CPUs instead of 64. So engine 7 waits forever."): ``then``.
    windows: list[tuple[str, list[Sentence], str, str]] = []
    for i, sent in enumerate(read):
        after = [s.text for s in read[i + 1:i + 3]]
        nxt = [s.text if s.stance == "assert" else "" for s in read[i + 1:i + 3]] + ["", ""]
        windows.append((sent.text, [sent], " ".join([sent.text] + after[:1]), nxt[0]))
        if i + 1 < len(read):
            windows.append((sent.text + " " + read[i + 1].text, [sent, read[i + 1]], " ".join([sent.text] + after),
                            nxt[1]))
    for joined, group, around, then in windows:
        heard = written(joined)
        for diagnosis in scenario.accepted_diagnoses:
            ok, reason = diagnosis_match(joined, diagnosis, scenario.wrong_phrases, then)
            if not ok and heard != joined and not reason.startswith("asserts a wrong"):
                # Transcribed speech: "node zero two three", "x i d seventy nine", "nickel".
                ok, reason = diagnosis_match(heard, diagnosis, scenario.wrong_phrases, written(then))
            elif ok and heard != joined and (elsewhere := pinned_elsewhere(heard, diagnosis.pinned)):
                ok, reason = False, f"pins the cause on another component ({elsewhere!r})"  # "node zero three two"
            if ok and (w := wrong_cause(_carried(read, group), scenario.wrong_phrases)):
                # "Engine 6's group is the one that can't be placed; its bundle doesn't fit …": "its" carries it on
                ok, reason = False, f"asserts a wrong cause ({w.group(0)!r})"
            at = next(i for i, s in enumerate(read) if s is group[0])
            back = read[at - 1].text if at else ""  # "This is the August Xid 79. The GPU fell off then."
            if ok and ((at and dated_back(group[0].text, back)) or another_day(back, joined, around[len(joined):], scenario)):
                ok, reason = False, "not asserted: hedged, or another time's cause"
            if ok and (elsewhere := pinned_elsewhere(around, _pins(scenario))):
                # "One node's upload was killed mid-copy; the node was gpu-036": the next sentence says which one.
                # Any diagnosis's pins: "latest was committed before one node finished, and that node is gpu-000"
                # names the wrong node for a diagnosis that pins none itself.
                ok, reason = False, f"pins the cause on another component ({elsewhere!r})"
            if not ok:
                if reason not in ("no match", "names no culprit") and not why:
                    why = reason
                continue
            if one_of_several(around, text) or alternatives(text[read[at - 1].start if at else 0:
                                                                 group[-1].start + len(group[-1].text)]):
                # "one guess is the bundle doesn't fit, another is a scheduling bug": one option among several.
                hypotheses.append(joined)
                why = "not asserted: one option among several"
                continue
            stances = {s.stance for s in group}
            if stances <= {"assert"}:
                return diagnosis.id, reason, hypotheses
            bad = next(s for s in group if s.stance != "assert").stance
            if bad in ("hedge", "plan"):
                hypotheses.append(joined)
            why = why if why and len(group) > 1 else f"not asserted: {bad}"
    return None, why or "no accepted diagnosis named", hypotheses


def _pins(scenario: Scenario) -> list[Pin]:
    """Every component the scenario's diagnoses pin: a node, GPU or rank named in a statement is one of the failure's
    components whichever diagnosis the statement names."""
    return [pin for d in scenario.accepted_diagnoses for pin in d.pinned]


_CARRIES_ON = re.compile(r"^\W*(?:(?:and|so|but|then)\W+)?(?:its|their)\b|"
                         r"^\W*(?:(?:and|so)\W+)?(?:(?:that|this|which)(?:'s| is| was)|that'?s) (?:exactly |precisely )?why\b|"
                         r"^\W*(?:hence|thus|therefore)\b", re.IGNORECASE)
"""A possessive that opens a sentence ("Its bundle …"): it says more of what the sentence before named ("It's the
router" is a dummy subject, and does not). "That's why …", "hence …": the sentence before is the cause it draws on."""


def _carried(read: list[Sentence], group: list[Sentence]) -> str:
    """The asserted sentence before a window whose first sentence carries it on ("…; its bundle …")."""
    at = next(i for i, s in enumerate(read) if s is group[0])
    before = read[at - 1] if at else None
    return before.text if before and before.stance == "assert" and _CARRIES_ON.match(group[0].text) else ""


def _with_answers(read: list[Sentence]) -> list[Sentence]:
    """Each rhetorical question joined to the statement that answers it ("Who hosts the store? The batch host."); a
    yes/no question the next statement gives no verdict for is a guess put as a question (``answered``)."""
    out: list[Sentence] = []
    i = 0
    while i < len(read):
        s = read[i]
        if s.stance == "question" and (n := affirmed_readback(s.text, [r.text for r in read[i + 1:]])):
            out.append(Sentence(s.text + " " + read[i + n].text, "assert", s.start))  # "you're saying X? Over. / Yes."
            i += n + 1
            continue
        if s.stance == "rhetorical":
            if i + 1 < len(read) and read[i + 1].stance == "assert":
                # "Was it X? The log has a line on it.": X is raised, and what follows is why it is suspected
                said = "assert" if claims_with(s.text, read[i + 1].text) else "hedge"
                out.append(Sentence(s.text + " " + read[i + 1].text, said, s.start))
                i += 2
                continue
            i += 1
            continue
        out.append(s)
        i += 1
    return out

