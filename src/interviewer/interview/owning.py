"""Whether the candidate owns a stated cause: withdrawn, held before, reported from someone else, or pinned elsewhere.

``credit`` reads *what* a statement names; this reads how the candidate stands to it, beyond the stance of one
sentence:

- **withdrawn**: "it's the store on e17. Wait, no, scratch that, …": a cause taken back is not stated, and the
  words after the retraction are what the candidate now says ("I thought fp16 overflow, but no: rank 611 …").
- **held before**: "I first thought / my first guess was X": a belief given up, not the conclusion.
- **reported**: "the on-call says X", "the network team's theory is X", "apparently X": someone else's view, unless
  the candidate endorses it ("… and they're right", "I checked it").
- **relayed**: "the startup log says X", "per the handover notes, X", "dmesg on gpu-b06 says X", "GPU 4 logged X":
  what an output, a command or a component reports, read out with no conclusion of the candidate's own ("…, so",
  "which means") between it and the claim.
- **another time** (``history``): "two years ago X", "X, but that was fixed": not this failure's cause.
- **pinned elsewhere**: the right cause on the wrong node, GPU, rank or engine ("GPU 4 on b07" when it is b06):
  a diagnosis's ``pinned`` lists say which component it names (``content.causes.Pin``).
"""

from __future__ import annotations

import re

from ..content.causes import Pin, expand
from ..content.matching import compile_phrase as _compile

_WITHDRAW = re.compile(
    r"(?:\b(?:actually|hmm+|wait|oh|erm?|uh|um)\W+no\b|\bno\W+(?:wait|actually)\b|\bscratch that\b|\bstrike that\b|"
    r"\bignore (?:that|me|what i (?:just )?said)\b|"
    r"\bforget (?:that|it|what i (?:just )?said)\b|\bnever ?mind(?: that)?\b|\b(?:i|let me|i'?ll|i'?d) (?:take|walk) (?:that|it) back\b|"
    r"\bon second thought\b|(?<![\w,] )\bcorrection\b(?=\s*[:\u2013\u2014-])|\bi stand corrected\b|\blet me correct (?:that|myself)\b|\b(?:i )?retract(?:ing)? (?:that|it|this|what i (?:just )?said)\b|\bi retract\b|\bi(?: was|'m| am) wrong\b|\bbut no\b(?=\s*[,:;.\u2013\u2014-])|\bno,? hold on\b|"
    r"(?:\b(?:but|no,?|and) |[,;]\s*)(?:that'?s|that is|that was|this is|this was|which (?:was|is)) (?:wrong|not right|not it)\b|"
    r"\bbut (?:that|this|it) (?:doesn'?t|does not|can'?t|cannot) (?:fit|be right|be it|add up|hold(?: up)?|work)\b)",
    re.IGNORECASE)
"""A retraction: the cause said just before it is taken back."""
_SUBSTANCE = re.compile(r"[A-Za-z0-9]{2,}")

_HELD_BEFORE = re.compile(
    r"\bi(?:'d| had)? (?:(?:first|initially|originally|at first) )?(?:thought|assumed|suspected|figured(?! out)|blamed|guessed|"
    r"was (?:going to say|sure|convinced)|would have said|'d have said)\b|\bi (?:first|initially|originally) (?:put|chalked) "
    r"(?:it|this|that) (?:down|up) to\b|\bi had (?:(?:first|initially|originally) )?(?:pinned|put|laid) (?:it|this|that) on\b|\b(?:my|the) (?:first|initial|original) "
    r"(?:guess|thought|idea|instinct|hunch|suspicion|theory|read|bet) (?:was|had been)\b|"
    r"\b(?:earlier|before|at first|initially|originally|previously),? i (?:said|suggested|claimed|guessed|proposed)\b",
    re.IGNORECASE)
"""A belief held before and given up: "I first thought X", "my first guess was X"."""

_DOC = r"(?:drafts?|post-?mortems?|write-?ups?|emails?|memos?|(?:slack |chat )?threads?|rcas?|prs?|pull requests?)"
"""A written account by someone else ("the postmortem draft says"), not an output the candidate reads (a log, a diff,
a change-log ticket)."""
_THEIR_NOTE = r"(?:tickets?|notes?|comments?|summary|summaries|updates?|messages?|reports?|handover|rcas?)"
"""What a person or team wrote, once it is theirs ("the network team's ticket says"): their account, not an output."""
_SPEAKS = (r"thinks?|thought|said|says?|claims?|claimed|reckons?|reckoned|believes?|believed|suggest(?:s|ed)?|insists?|"
           r"insisted|swears?|swore|told (?:me|us)|tells (?:me|us)")
"""A person's word for what they hold, after one of a group's people ("the vendor's FAE said", "the data team's lead
thinks"): someone of that group, not a document."""
_WHO = (r"(?:someone|somebody|they|he|she|people|others|everyone|everybody|"
        rf"(?:(?:the|my|our|your|their|a|an|some|one of (?:the|our|my|your)) )?(?:[\w-]+ ){{0,3}}?(?:{_DOC}|teams?|folks|"
        r"people|guys?|on-?call|owners?|leads?|engineers?|engineering|sres?|admins?|managers?|management|colleagues?|"
        r"teammates?|co-?workers?|vendors?|channel|researchers?|research|interns?|juniors?|seniors?|new hires?|ops|"
        r"partners?|classmates?|friends?|mentors?|advisors?|tutors?|tas?|students?|professors?|instructors?|"
        r"support|crew|group|person|devs?|"
        r"developers?|authors?|reviewers?|consensus|boss|modell?ers?|scientists?|infra|platform|networking))"
        r"(?: (?:before me|on (?:slack|call|the (?:bridge|call|phone|incident(?: call)?))|"
        r"in (?:the )?(?:channel|thread|chat)|(?:from|on|in) (?:the )?(?:[\w-]+ ){0,2}?(?:team|shift|call|bridge|rotation|side|org)|"
        r"from (?:[\w-]+ ){0,2}?[\w-]+|over there))?"
        r"(?:,? (?:yesterday|overnight|last (?:night|week|shift|time)|earlier(?: today| on)?|this (?:morning|afternoon|week)|"
        r"(?:on|over) (?:the )?(?:weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)),?)?"
        rf"(?:(?:'s|\u2019s) (?:own )?(?:[\w-]+ ){{0,2}}?(?:{_DOC}|{_THEIR_NOTE}|[\w-]+(?= (?:{_SPEAKS})\b)))?")
_REPORTED = re.compile(
    rf"\b{_WHO}(?:'s|\u2019s|')? (?:(?:has|have|had) (?=\w+ed\b|said\b|thought\b|told\b))?(?:thinks?|thought|said|says?|claims?|claimed|suggest(?:s|ed)?|believes?|believed|"
    r"reckons?|reckoned|insists?|insisted|blames?|blamed|suspects?|suspected|swears?|swore|figures?|figured|"
    r"mentions?|mentioned|(?:pointed|points) out|concludes?|concluded|hears?|heard|flagged|proposed|argued|"
    r"told (?:me|us)|tells (?:me|us)|(?:is|are|was|were) (?:sure|convinced|saying|blaming|claiming|pointing at)|"
    r"(?:theory|take|view|guess|read|bet|position|story|explanation|hypothesis|idea|suggestion|claim|conclusion|"
    r"diagnosis|hunch|opinion)(?: (?:is|was)\b|\s*:))|"
    rf"\baccording to {_WHO}|\bper (?:the|my|our|their) {_WHO}|"
    r"\b(?:apparently|reportedly|supposedly|allegedly|word is|rumou?r (?:is|has it)|"
    r"(?:i|we)(?:'ve| have)? heard|(?:was|were|been|got) told(?! to\b))\b", re.IGNORECASE)
"""Someone else's view: "the on-call said", "someone on call last week thought" (when they held it does not make it
the candidate's), "the data team reckons", "the network team's theory is"; or hearsay with
nobody named ("apparently X", "I was told X", "the lead was told X": whoever was told, the teller is not the candidate;
"was told to" is an order, not hearsay)."""
_ENDORSED = re.compile(
    r"\b(?:(?:they|he|she|it|that)(?:'re|'s| are| is| was| were) (?:right|correct|spot on)|i (?:confirmed|verified|"
    r"checked|agree|can confirm)|(?:it|that) (?:checks out|matches what i see)|confirmed it)\b", re.IGNORECASE)


_CONFIRMED = re.compile(
    r"\b(?:and (?:we|it|they) (?:do|does|did)|(?:that'?s|that is|which is|this is) (?:exactly |precisely )?what "
    r"(?:the [\w-]+ |it |we |they )?(?:shows?|see|says|gets?|got|found)|and sure enough|and (?:it|that) (?:is|was) "
    r"(?:confirmed|the case))\b\W*|[:;]\s*(?:and )?(?:here|in this (?:incident|run|case|job|outage|instance)),?\s+(?=\w)",
    re.IGNORECASE)
"""A supposition confirmed ("if the store were on e17 we'd see X, and that's what the log shows: …") or a rule put to
this incident ("if X shows Y, then Z: here node 41 has 16 CPUs free, so …"): what follows
is the candidate's conclusion."""


def confirmed(text: str) -> str | None:
    """The conclusion after a confirmed supposition, if the sentence holds one."""
    last = None
    for last in _CONFIRMED.finditer(text):
        pass
    rest = text[last.end():].strip() if last else ""
    return rest if _SUBSTANCE.search(rest) else None


def unwithdrawn(text: str) -> tuple[str, bool]:
    """``text`` with what a retraction in it takes back removed (everything up to the last retraction), and
    whether it held one. A retraction at the start ("Wait, no, …") takes back the sentence before (``retracts_before``)."""
    last = None
    for last in _WITHDRAW.finditer(text):
        pass
    if last is None:
        return text, False
    return text[last.end():].lstrip(" ,:;.-\u2013\u2014"), True


WHICH_PART = (r"(?:which (?:one|rank|node|gpu|card|host|worker|pod|engine|expert|device|link|switch|port)s?"
              r"(?!\s+(?:will|would|should|to|we|you|i)\b)|what(?:'s| is| was) (?:actually |really )?wrong)\b")
"""What a claim can leave open: which component fails ("which rank", not "which node will replace it"), or the fault."""
LEFT_OPEN = (r"(?:(?:have )?no (?:idea|clue)|(?:don'?t|do not) (?:yet )?know|(?:can'?t|cannot|couldn'?t) (?:yet )?(?:say|tell)|"
             r"unclear)(?: yet)? " + WHICH_PART)
"""Saying that part is not known ("no idea yet which rank", "can't say what's wrong"): one definition for the claim
disowned after it (``disowns_before``) and the claim the same sentence leaves open (``credit._NOT_MINE``)."""
_DISOWNED = re.compile(
    r"^\W*(?:but |though |mind you,? )?(?:i |we )?(?:haven'?t|have not|didn'?t|did not) (?:yet |actually )?"
    r"(?:verified|checked|"
    r"confirmed|looked|tested)\b|^\W*(?:but )?(?:that'?s |it'?s )?(?:not|un)(?: yet)? ?(?:verified|confirmed)\b|"
    r"^\W*(?:but )?i'?d (?:have|need) to (?:check|verify|confirm) (?:that|it|this)\b|"
    r"^\W*(?:but |and |anyway,? )?(?:that'?s|that is|this is|it'?s) (?:just |only |merely |all )?(?:my|a|one|our|the) (?:\w+ )?"
    r"(?:guess|hunch|theory|hypothesis|suspicion|bet|speculation|assumption)\b|"
    r"^\W*(?:but |though |and )?(?:i'?m |i am |still )?(?:not (?:yet )?sure(?: yet)?|no idea(?: yet)?) (?:whether|if) "
    r"(?:that|this|it)(?:'s| is| was| matters| explains| hurts| causes)\b|^\W*(?:but |though |and )?(?:i |we )?" + LEFT_OPEN,
    re.IGNORECASE)
"""A sentence that disowns the claim before it: "Haven't verified that though.", "I'd have to check that", "That's my
working theory anyway", "Not sure yet whether that's what slows us", "No idea yet which rank."."""


def disowns_before(text: str) -> bool:
    """Whether the sentence says the claim before it is unchecked ("Haven't verified that though.")."""
    return bool(_DISOWNED.search(text))


def retracts_before(text: str) -> bool:
    """Whether the sentence opens with a retraction ("Actually no, scratch that, …"): the one before is taken back."""
    m = _WITHDRAW.search(text)
    # "No, scratch that", "Hmm, actually scratch that": a bare no or actually before the marker is part of it.
    return m is not None and not _SUBSTANCE.search(re.sub(r"(?i)\b(?:hmm+|uh|um|erm?|oh|okay|ok|so|well|no|nope|"
                                                          r"actually|wait|hold on|hang on)\b", "", text[:m.start()]))


def held_before(clause: str) -> bool:
    """The claim sits in a belief the candidate held and gave up ("I first thought the network …")."""
    return bool(_HELD_BEFORE.search(clause))


_NAMED = re.compile(
    r"(?<!\bas )(?<!\bAs )(?<!\blike )(?<!\bLike )"
    r"\b(?!(?:It|This|That|These|Those|Which|What|Everything|Nothing|Something|Anything|Everyone|Nobody|Someone|"
    r"There|Here|Then|So|And|But|Now|Also|Maybe|Perhaps|Probably|Clearly|Honestly)\b)[A-Z][a-z]+"
    r"(?:'s(?: (?:PR|pull request|commit(?: message)?|ticket|notes?|message|comment|draft|email|doc|post|write-?up|"
    r"slides?|deck|proposal|analysis|RCA|summary|report))?)? "
    r"(?:also |still |now |first |originally )?"
    r"(?:thinks|thought|reckons|reckoned|says|said|claims|claimed|believes|believed|suspects|suspected|insists|insisted|"
    r"swears|swore|figures|blames|blamed|suggests|suggested|flagged|proposed|argues|argued|guessed|"
    r"(?:is|was) (?:sure|convinced|certain)|told (?:me|us|him|her|them|(?:the|our|my|their) [\w-]+))\b")
"""A colleague named ("Marcus reckons X", "Priya is convinced X"): case-sensitive, a capitalised name that is not a
sentence-opening word; a tool read out ("Dmesg says") is ``relayed``, not a person's view."""


def reported(before: str, after: str) -> bool:
    """The claim is someone else's view and the candidate does not endorse it."""
    # A report runs on through its own reasons and consequences ("the on-call reckoned X so Y"); a contrast ends it.
    scope = re.split(r";|\bbut\b|\bhowever\b|\bwhereas\b|\b(?:they|he|she|that)(?:'re|'s| are| is| was| were) wrong\b",
                     before)[-1]
    named = next((m for m in _NAMED.finditer(scope) if not re.match(_OUTPUT, m.group(0), re.IGNORECASE)), None)
    return bool(_REPORTED.search(scope) or named or _SAID_AFTER.search(after)) and not _ENDORSED.search(after)


_SAID_AFTER = re.compile(
    r"\b(?:or so|at least(?: (?:that'?s|this is))? what|(?:that'?s|this is|which is) what|according to) (?!(?:i|we)\b)"
    r"(?:the |my |our |their |a |an )?(?:[\w'-]+ ){0,3}?(?:thinks?|thought|says?|said|claims?|claimed|reckons?|believes?|"
    r"suggests?|suggested|insists?|insisted|told (?:me|us)|tells (?:me|us))\b|"
    r"\b(?:or so|according to) (?!(?:i|we|me|us)\b)(?:the |my |our |their )?(?:[\w'-]+ ){0,2}?(?:[\w-]+)\W*$|"
    r"\b(?:(?:so )?(?:i'?m|i am|i was|we'?re|we are|we were|i'?ve been|we'?ve been) told|so i (?:hear|gather)|i hear)\W*$",
    re.IGNORECASE)
"""The report named after the claim ("…, or so the ticket claims", "…, at least that's what Priya thinks",
"… according to the vendor", "…, I'm told"): someone else's view."""


_OUTPUT = (r"(?:logs?|output|dmesg|config(?:uration)?|tickets?|change-?logs?|diffs?|traces?|dashboards?|metrics|"
           r"warnings?|errors?|messages?|notes?|status|runbooks?|wiki|summar(?:y|ies)|handover|reports?|records?|inventory|timeline|graphs?|panels?|"
           r"page|brief|write-?up|description|"
           r"lspci|nvidia-smi|smi|dcgmi?|ibstat|ibdiagnet|ethtool|journalctl|syslog|sinfo|squeue|scontrol|kubectl|"
           r"py-spy|iostat|nvme|mlnx_qos|ray status)")
"""An output, or a command whose output is read out ("lspci says", "nvidia-smi shows")."""
_AT = r"(?: (?:on|from|for|of|in|at) (?:the )?[\w.:/-]+)?"
"""Where the output was taken ("dmesg on gpu-b06 says", "lspci on 5d:00.0 shows")."""
_HOLDS = (r"(?:(?:has|had)(?! (?:\w+ed|been|gone|taken|fallen|made|become|got|gotten|left|run|brought|shown|"
          r"said|knocked|thrown|kept|hit|put|let|cut)\b)|contains?|contained|includes?|included|sets?|"
          r"flips?|flipped|moves?|moved)")
"""What an output holds or a diff does, read out ("dmesg has NVRM: Xid …", "the NET-2291 diff sets ecn false"); 'has'
as an auxiliary ("the error has knocked GPU 4 off the bus") is the candidate's own claim."""
_THERE_IS = r"\bthere(?:'s|\u2019s| is| are| was| were)"
_RELAYED = re.compile(
    rf"\b(?:(?:the|its|this|that|our|their) )?(?:(?!as\b)[\w.'\u2019-]+ ){{0,2}}?{_OUTPUT}{_AT} "
    r"(?:says?|said|shows?|showed|reads?|reports?|lists?|prints?|printed|claims?)\b|"
    rf"\b(?:(?:the|its|this|that|our|their) )?(?:(?!as\b)[\w.'\u2019-]+ ){{0,2}}?{_OUTPUT}{_AT} {_HOLDS}\b|"
    rf"{_THERE_IS} (?:(?:a|an|the|this|one|some) )?(?:[\w.-]+ ){{0,2}}?{_OUTPUT}{_AT}(?=\s*(?::|saying\b|that (?:says|reads)\b))|"
    rf"\b(?:per|according to) (?:the|its|our|their) "
    rf"(?:[\w.-]+ ){{0,2}}?{_OUTPUT}\b|"
    r"\b(?!(?:the|a|an|i|we|you|it|and|but|so|then|that|which|who)\b)[\w.-]+(?:'s)? (?:[\w.-]+ )?(?:logged|printed)\b",
    re.IGNORECASE)
"""An output or a document reporting: "the startup log says", "the network team's ticket says", "per the notes",
"dmesg on gpu-b06 says", "the uploader logged" (not "as the log shows", which backs the candidate's own claim)."""
_BACKING = re.compile(r"\bas\s+(?:[\w-]+\s+){0,3}$", re.IGNORECASE)
"""'as the …' right before a report: the output backs the candidate's claim ("as the kernel log shows, X")."""
_CONCLUDES = re.compile(r"\b(?:so|which means|meaning|means|therefore|hence|thus|that'?s why|because|i\.e\.|"
                        r"(?:the )?(?:root )?cause|culprit)\b|:(?=\s)|\s[-\u2013\u2014]+\s", re.IGNORECASE)
"""(A colon inside a token, "PCI:0000:8a:00", is part of what is read out.)"""
"""A conclusion drawn after a report ("…, so", "which means", "the cause is", a colon or a dash)."""


def relayed(before: str) -> bool:
    """The claim is what an output or document says, read out ("the log says X, and the config shows Y"): evidence
    relayed, not the candidate's conclusion. A conclusion drawn after the report ("the log says X, so Y") is theirs."""
    last = None
    for last in _RELAYED.finditer(before):
        if _BACKING.search(before[:last.start()]):
            last = None  # "as the log shows, X": the candidate's claim, backed by the output
    return last is not None and not _concluded(before[last.end():])


_UNSURE = re.compile(
    r"\bnot (?:a |one )?(?:100|hundred) ?(?:%|percent\b|per ?cent\b)|\b(?:i'?m|i am) not (?:entirely |totally |completely |"
    r"fully |quite |yet )?(?:sure|certain|positive)\b(?! (?:why|how|when|who|what|where)\b)|\bi (?:could|might) be wrong\b|"
    r"\bcorrect me if\b|\bdon'?t quote me\b|^\W*(?:once|after|when|until) (?:we|i|you|someone|they) (?:have |'ve )?"
    r"(?:confirm|verif|check|rule|look|see)\w*", re.IGNORECASE)
"""Doubt that governs the rest of its sentence ("Not 100% sure, but X", "I could be wrong, but X"), or a check the
claim waits on ("Once we confirm it, I'd say X")."""
_IN_THEORY = re.compile(r"\b(?:in theory|theoretically|in principle|on paper)\b|\b(?:i|we|you|one)(?:'d| would)(?: have)? "
                        r"expect(?:ed)?\b", re.IGNORECASE)
"""What holds in theory, or what one would expect ("in theory X", "I'd have expected X"): it governs its own clause only
("In theory x16 is negotiated at boot, but GPU 3 trained down to x8" asserts what follows 'but')."""
_MAYBE_PAST = re.compile(r"\b(?:could|may)(?: have|'ve)\b(?! been (?:caught|prevented|avoided|detected|spotted))",
                         re.IGNORECASE)
"""A modal perfect inside the claim ("GPU 4 could have fallen off the bus"): a possibility, not the finding."""
_DISTANCED = re.compile(
    r"\b(?:i|we)(?: really| seriously| strongly)? doubt\b|\b(?:nobody|no one|no-one)(?: here)? (?:thinks|believes|says|claims|"
    r"is (?:saying|claiming|suggesting))\b|\b(?:it|this|that)(?:'s| is| was|\u2019s) not (?:that|because|as if)\b|"
    r"\b(?:it|this|that) (?:isn'?t|wasn'?t|isn\u2019t|wasn\u2019t) (?:that|because|as if)\b|"
    r"\b(?:it'?s|it\u2019s|it is) tempting to (?:say|blame|think|conclude|assume|read)\b|\bat first (?:glance|sight)\b|"
    r"\bon the surface\b|\b(?:one|you|someone|somebody) (?:could|might|may) (?:argue|say|think|claim)\b|"
    r"\bthe (?:obvious|easy|naive|naïve|tempting|lazy|knee-jerk) (?:answer|explanation|reading|conclusion|story)"
    r"(?: here)? (?:would be|might be|is)\b|\b(?:it'?s|it is|it\u2019s) (?:\d{1,2} ?/ ?\d{1,2}|\d{1,2} ?(?:%|percent))"
    r" (?:that|odds)\b|\bodds are\b|\b(?:in|at|during) (?:a|one|my|our) (?:past|previous|prior|former|old) "
    r"(?:incident|outage|job|company|role|team)\b|\bat my (?:last|previous|old|former) (?:job|company|place|gig|employer)\b",
    re.IGNORECASE)
"""A frame that holds the claim at a distance, by the definition of a stated diagnosis (not a negation, not a hedge, not
another incident's cause): denied or doubted ("I doubt that X", "it isn't that X", "nobody thinks X"), set up as the
foil an answer then turns from ("it's tempting to say X", "at first glance X", "the obvious answer would be X", "one
could argue X"), given odds ("I'd say it's 70/30 that X"), or told of another job or incident ("in a past incident at
my last job, X"). It governs its own clause: "It's tempting to blame the network, but GPU 4 fell off the bus" asserts
what follows 'but', and "it isn't that X, it's Y" asserts Y."""
_CLAUSE = re.compile(r"\bbut\b|\bhowever\b|\byet\b|\binstead\b|\brather\b|[;.!?\u2014]|\s-\s|,\s*(?:it|this|that)(?:'s|\u2019s| is| was)\b",
                     re.IGNORECASE)


def unsure(before: str, claim: str) -> bool:
    """Whether doubt, a distancing frame or a pending check governs the claim (``before``: its sentence up to the
    claim; ``claim``: from its first part to its last)."""
    clause = re.split(r"\bbut\b|\bhowever\b|\byet\b|[;.!?]", before)[-1]
    return bool(_UNSURE.search(before) or _MAYBE_PAST.search(claim) or _IN_THEORY.search(clause)
                or _DISTANCED.search(_CLAUSE.split(before)[-1])
                or _MAYBE_ASKED.search(_BOUNDS.split(before)[-1][-60:] + claim))


_MAYBE_ASKED = re.compile(r"\b(?:could|might|may)\s+(?!(?:you|we|i|they|he|she|not)\b)(?:[\w.'-]+\s+){1,3}?have (?:been|\w+ed|"
                          r"\w+en|gone|got|run|lost|hit|left|sent|kept|cut|put|set|reset|shut|hung)\b", re.IGNORECASE)
"""A modal perfect asked without its '?' ("could latest have been written before all the nodes finished"): a guess."""


_BOUNDS = re.compile(r"(?<=[.!?;])\s+")


LEAD_MAX_WORDS = 6
"""A report that opens a sentence ("dmesg has", "there's a startup warning:") is this many words at most."""


def lead_in(text: str) -> str:
    """What follows a report that opens the sentence ("dmesg has NVRM: Xid …" -> "NVRM: Xid …"), or the sentence."""
    m = _RELAYED.match(text.lstrip())
    if m is None or len(m.group(0).split()) > LEAD_MAX_WORDS or _BACKING.search(m.group(0)):
        return text
    return text.lstrip()[m.end():].lstrip(" :,")


_SAYS = re.compile(r"\b(?:says?|said|logged|printed)\b", re.IGNORECASE)
_SUBJECT_GAP = re.compile(r"^(?![^,;:]*\b(?:and|or|but|so|while|whereas|because|since|which|that|where|when|if)\b)"
                          r"[^,;:]*$", re.IGNORECASE)
SUBJECT_MAX_WORDS = 4


def reports_on(sentence: str, culprit: tuple[int, int], mechanism_end: int) -> bool:
    """The culprit is named in the subject of a report and the mechanism is what it reports, with no conclusion of
    the candidate's between: "nvidia-smi on gpu-b06 shows … fell off", "gpu-037's uploader logged SIGTERM". A claim
    that starts after a report is ``relayed``; here the claim starts inside or before the report's subject."""
    culprit_start, culprit_end = culprit

    def read_out(after: int) -> bool:
        return mechanism_end > after and not _concluded(sentence[after:mechanism_end])

    if any(r.start() <= culprit_start and culprit_end <= r.end() and read_out(r.end())
           and not _BACKING.search(sentence[:r.start()]) for r in _RELAYED.finditer(sentence)):
        return True  # "dmesg on gpu-b06 says …": the culprit is where the output was taken
    for v in _SAYS.finditer(sentence, culprit_end):
        gap = sentence[culprit_end:v.start()]
        if len(gap.split()) > SUBJECT_MAX_WORDS or not _SUBJECT_GAP.match(gap):
            return False
        if mechanism_end > v.end():
            return read_out(v.end())
    return False


_KEY_WORDS = 2
"""A colon this few words after a report is the output's own 'key: value' ("lspci says LnkSta: Speed …")."""


_VALUE = re.compile(r"\s*(?:[-+]?\.?\d|0x[0-9a-f]|(?:true|false|yes|no|on|off|none|null|nil|enabled|disabled|default|"
                    r"unset|unknown|n/a)\b|[\"'`<\[{(])", re.IGNORECASE)
"""What a field read out holds after its colon ("num_workers: 2", "pin_memory: false", "): 79"): a value, not a sentence."""


def _concluded(gap: str) -> bool:
    """Whether the words after a report hold a conclusion of the candidate's ("…, so", "which means", a dash); a colon
    right after one or two words is the output's own field ("dmesg says NVRM: Xid 79"), still read out, and so is a
    colon after a key with a value after it ("the config shows num_workers: 2 and pin_memory: false")."""
    return any(m.group(0) != ":" or (len(gap[:m.start()].split()) > _KEY_WORDS and not _field(gap, m.start()))
               for m in _CONCLUDES.finditer(gap))


def _field(gap: str, colon: int) -> bool:
    """The colon at ``colon`` ends a key ("pin_memory:", "(PCI:0000:8a:00):") and a value follows it."""
    return colon > 0 and not gap[colon - 1].isspace() and bool(_VALUE.match(gap, colon + 1))


_CLEARED_BEFORE = re.compile(r"\b(?:clean|healthy|fine|normal|correct|identical|matching|consistent|good)(?: \w+)? "
                             r"(?:on|for|from|at|of|in|with) (?:the )?$", re.IGNORECASE)
_CLEARED_AFTER = re.compile(r"^[\w.:-]*(?:[^\w;.!?]+(?:\w+)){0,3}?[^\w;.!?]+(?:is|are|was|were|looks?|looked|came back|comes back|"
                            r"stays?|stayed)\s+(?:all |perfectly |completely )?(?:clean|healthy|fine|normal|ok|okay|"
                            r"correct|good|irrelevant|unrelated|not (?:relevant|involved|the (?:problem|cause|culprit|issue)))\b|"
                            r"^[\w.:-]*(?:[^\w;.!?]+(?:\w+)){0,3}?[^\w;.!?]+(?:is|are|was|were)n'?t (?:relevant|involved|the (?:problem|cause|"
                            r"culprit|issue))\b", re.IGNORECASE)


def _cleared(text: str, m: re.Match[str]) -> bool:
    """A component named as cleared, not blamed: "clean results on GPU 4", "gpu-b07 came back healthy"."""
    return bool(_CLEARED_BEFORE.search(text[:m.start()]) or _CLEARED_AFTER.match(text[m.start():]))


_RECIPIENT = re.compile(r"\b(?:feed|send|pass|hand|push|spread|propagat|leak|forward|ship|stream)\w*\b[^,.;:]{0,50}?"
                        r"\b(?:to|into|onto)\s+(?:the |its |their )?(?:[\w-]+\s+)?$", re.IGNORECASE)
"""A component named as where something is sent ("feeds bad activations to GPU 5"): the receiver, not the one at fault."""
_LANDMARK = re.compile(r"\b(?:next to|beside|besides|near|adjacent to|other than|instead of|rather than|unlike|apart from|"
                       r"except)\s+(?:the |its |their )?(?:[\w-]+\s+)?$", re.IGNORECASE)
"""A component named only as a reference point ("on h100-022, the node they tested next to 023"): not the one at fault."""


def pinned_elsewhere(text: str, pins: list[Pin]) -> str | None:
    """The component named instead of the diagnosis's own: a node, GPU, rank or engine of the pin's kind is named
    and the right one is not ("GPU 4 on gpu-b07" when b06 is the node), or only as the receiver of what the other
    one sends ("GPU 4 … feeds bad activations to GPU 5"). None when nothing is pinned elsewhere."""
    for pin in pins:
        named = [m for p in pin.kind for m in _compile(expand(p)).finditer(text) if not _cleared(text, m)]
        this = [m for p in pin.this for m in _compile(expand(p)).finditer(text) if not _cleared(text, m)]
        wrong = [m for m in named if not any(m.start() == t.start() for t in this)]
        if named and (not this or wrong and all(_RECIPIENT.search(text[:t.start()]) or _LANDMARK.search(text[:t.start()])
                                                for t in this)):
            return (wrong or named)[0].group(0)
    return None
