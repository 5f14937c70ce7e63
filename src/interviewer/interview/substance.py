"""Substance: what an answer's *shape* says about its depth, independent of any one author's phrases.

The concept matcher says which signals an answer names. It cannot tell a claim explained from a
term recited, and it misses a mechanism said without the jargon. These features read the text's
structure instead, with generic English and the topic's own nouns, never an answer's wording:

- **specifics**: a number with a unit, an environment variable (``NCCL_DEBUG``), an API or code
  identifier (``fully_shard``, ``torch.compile``, ``--num-cpus``, ``k=v``);
- **links**: a causal or mechanism connective ("because", "so", "which means", "until", "instead of",
  "by …ing", "if … then") with a domain term on each side in the same sentence: a relation stated;
- **terms**: distinct domain terms named (the dimension's lexicon concepts, technical tokens);
- **plain links**: links whose domain terms are the topic's own nouns (from its question and its
  signals' descriptions) rather than lexicon jargon: a mechanism explained in plain English.
- **certainty**, **puffery** and **deferral**: how a flat claim, a pitch and an answer handed on sound
  ("full stop", "near-perfect scaling", "it depends on the framework, I'd check with the team"), in generic English.

``assess.depth_for`` combines them with coverage (``DepthRules``); which combination ships was
chosen by leave-one-source-out cross-validation over the dev sets (``bench/assessor_cv.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..content.concepts import ConceptLexicon, Reading
from ..content.models import RubricDimension
from ..text.sentences import spans as sentence_spans
from .closures import closures, concedes
from .deferral import deferring_units, defers_specific, inside
from .degree import grades_difference
from .gaps import admits_gap
from .name_only import named_only
from .reframing import reframes
from .restated import GENERIC, echo_reading
from .vacuous import vacuous

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
CONNECTIVE = re.compile(
    r"\b(?:because|since|so that|so|which means|that means|this means|meaning|means|therefore|thus|hence|"
    r"otherwise|causes?|caused by|leads? to|led to|results? in|due to|as a result|if|then|when|whenever|once|"
    r"until|unless|instead of|in order to|that's why|which is why|whereas|while|before|after|"
    r"by (?=\w+ing\b)|which|whose|where|whichever|the one|that one|rather than|per|so the|tells?|shows?|"
    r"(?<=\w )that (?!is\b|was\b|'s\b)|to (?=find|see|check|spot|catch|tell|know|get|keep|avoid|stop|make)|"
    r"and (?=find|see|check|spot|compare|read|look))\b",
    re.IGNORECASE)
"""Generic English that relates one thing to another: cause, condition, sequence, purpose ("to find", "and
check"), contrast, a relative clause ("the rank that never entered")."""
ENV_VAR = re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b")
CODE = re.compile(
    r"(?:\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b"          # snake_case identifiers: fully_shard, all_reduce_perf
    r"|\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\(?"         # dotted names: torch.compile, ray.put
    r"|\b[A-Za-z_]\w*\("                             # calls: init_device_mesh(
    r"|(?<!\w)--?[a-z][\w-]+"                        # flags: --num-cpus, -b
    r"|\b\w+=\S+"                                   # settings: NCCL_DEBUG=INFO, tp=8
    r"|\b[a-z]{2,}-[a-z]{2,}(?:-[a-z]+)?(?=\s+(?:dump|it|on|the|of|for|to|-)\b)"  # a tool used: py-spy dump, nvidia-smi on
    r"|(?<![\w.])\d[\d,.:]*\d?(?![\w.])(?!\s*(?:st|nd|rd|th)\b))")  # a figure: 48, 0.95, 2:10, 1,024
TECH = re.compile(r"\b(?:[A-Z]{2,}[A-Za-z0-9]*|[A-Za-z]+\d+[A-Za-z\d]*|[a-z]+[A-Z]\w*)\b")
"""Technical-looking tokens: acronyms (NCCL, FSDP, ECC), names with digits (fp8, H100), camelCase."""
ABSOLUTE = re.compile(
    r"\b(?:always|never (?:need|needs|have to|has to|matters?|happens?|fails?)"
    r"|everything(?!\s+(?:that|which|we|we've|we'd|you|you've|i|i've|they|it|he|she|before|after)\b)|no need|(?:do|does|did)n't (?:need|matter)|not needed|no reason|guaranteed?|"
    r"automatically|impossible|can't|cannot|completely|totally|entirely|anyway|straight off|for free"
    r"|nothing (?:else|special|bad)|no \w+ (?:needed|required)|you're done|(?:effectively|basically|essentially) (?:free|zero|nothing)"
    r"|strictly better|conclusive|(?:do|does)(?:n't| not) (?:really )?count|not worth|harmless|(?:nobody|no one) uses"
    r"|strictly|by design|(?:the )?ground truth|(?:wouldn'?t|don'?t|never) bother|no (?:repair|point)"
    r"|(?:doesn'?t|does not) \w+ anything|the fastest way|by definition|simply|certainly|there(?:'s| is) no"
    r"|which is why|(?:is|it'?s|that'?s|are|they'?re) just|(?:handles?|takes? care of) (?:it|that|this|everything|all of it)"
    r"|full stop|regardless of|(?:costs?|adds?) (?:nothing|no \w+|zero)|(?:it'?s|that'?s) (?:solved|fixed|gone)|both go away"
    r"|ignore it|never (?:wait|stall|block)s?|no (?:\w+ ){1,2}(?:is |are )?(?:needed|required|necessary)|(?:you|we) just"
    r"|straight back|with no (?:\w+ )?(?:overhead|cost|impact|loss|downside|risk|penalty)|no (?:difference|effect|impact)"
    r"|not an? (?:issue|problem|concern)|only ever)\b",
    re.IGNORECASE)
"""Generic certainty and dismissal: how a confident claim sounds whatever it is about. Round 10: "strictly", "by design",
"the ground truth", "I wouldn't bother", "no point", "doesn't <verb> anything", "the fastest way" (on nine dev sources
every answer using one is labelled weak; "straight to/away" and "the only way" are not, and stay out). Round 19
(on seventeen dev sources, answers rated partial that use one unhedged): "by definition", "simply", "certainly",
"there's no" (23 labelled weak, 1 partial); a settled conclusion ("which is why"), a reduction ("it's just a config")
and a tool said to take care of it ("Ray handles it") (24 weak, 3 partial); a case closed ("full stop", "regardless
of", "costs nothing", "and it's solved", "ignore it", "never waits", "no rendezvous is needed", "you just", "with no
overhead", "not an issue") (27 weak, none partial or strong). Round 20: "everything" heading a relative clause or a
"before/after" phrase ("everything that decides what happens next", "everything we watched", "tokenize everything
before training") names a set, it does not dismiss: not certainty (on the dev sources, of the answers that rule changes,
9 are labelled partial or strong and right after, 1 weak; in seven sources, E I J L M P Q)."""
PUFFERY = re.compile(
    r"\bnear[- ](?:perfect|linear|optimal|ideal)\b|\bzero[- ](?:overhead|stall|cost|downtime|impact|waste)\b|\binfinitely\b|"
    r"\bintelligent(?:ly)?\b|\beffortless\w*|\btransparent(?:ly)?\b(?!\s+huge)|\bnever waits?\b|\bfree (?:speedup|lunch|win)\b|"
    r"\b(?:essentially|effectively|basically|virtually|completely|fully) (?:eliminat\w*|hidden|transparent|solved|gone|negligible)\b|"
    r"\bseamless\w*|\b(?:best|world)[- ]?(?:in[- ])?class\b|\bgame[- ]chang\w*|\bturnkey\b|\bbulletproof\b|\bfuture[- ]proof\w*|"
    r"\bstrategic\w*|\bparadigm\b|\bROI\b|\bTCO\b|\bFinOps\b|\bcloud[- ]native\b|\bright[- ]?siz\w*|\bsociali[sz]\w*|"
    r"\bactionable\b|\bclosed[- ]loop\b|\bsingle pane\b|\bunit economics\b|\bnorth star\b|"
    r"\b(?!rail-)\w+-(?:agnostic|optimi[sz]ed|driven|first)\b|\bindustry[- ]standard\b|\bmanageable\b|\bhow everyone does it\b|"
    r"\b(?:the|a) (?:\w+[- ])?standard (?:\w+[- ]){0,2}(?:stack|recipe|process|approach|playbook|practice|toolkit|setup)\b|"
    r"\b(?:the|a) (?:full|whole) (?:\w+ )?(?:stack|toolbox|playbook|recipe|architecture)\b|"
    r"\bthe right (?:\w+ )?(?:strategy|approach|settings?|config\w*|tools?|layout)\b", re.IGNORECASE)
"""Puffery: a promise of effortless perfection ("near-perfect scaling", "zero overhead", "intelligently picks",
"essentially eliminated", "the GPU never waits") or management-speak ("strategic", "ROI", "FinOps", "right-size",
"actionable", "closed-loop"), or a recipe vouched for instead of described ("layout-agnostic", "fabric-optimised",
"the standard memory-efficient stack", "the whole toolbox", "industry-standard", "the right strategy"; not the fabric
design "rail-optimised"): how a pitch sounds, not how a mechanism works. Depth reads it like a buzzword (round 19: on
the dev sources, of the answers rated partial or strong with one, nothing specific and fewer than two mechanisms
stated, 36 are labelled weak and none partial or strong); the signals credited are the lexicon's business
(``showing``)."""
DEFERRAL = re.compile(
    r"\b(?:it|that|this) (?:would |really |all )?depends? (?:so much |a lot |entirely |really )?on\b|\bit depends\b|"
    r"\bhard to (?:say|pick|single out|put a number|tell)\b|\b(?:rather not|wouldn'?t|won'?t|not) commit\w*|\bbefore I commit\w*|"
    r"\bI'?d (?:have|need|want) to see\b|"
    r"\b(?:check|confirm|talk|speak|sync|align) with (?:the |our |my )?(?:\w+[- ])?(?:team|research|researchers|vendor|support|"
    r"lead|folks|people|owners?|experts?)\b|\blet (?:them|the vendor|support|the (?:\w+ )?team) (?:tell|decide|handle|figure|sort)\b|"
    r"\bfollow (?:whatever|what) (?:\w+ ){0,3}(?:says|recommends?|suggests?)\b|\bwhatever (?:\w+ ){0,3}(?:says|recommends?|supports?|uses?|has)\b|"
    r"\b(?:the|our) (?:\w+ )?team (?:handled|handles|owned|owns|ran|runs|did|does) (?:that|it|this|those)\b|"
    r"\bstart from (?:whatever|the reference|their|what)\b|"
    r"\b(?:see|check) (?:if|whether) (?:it|that|anything|something) (?:happens again|comes back|jumps out|helps|goes away|works)\b|"
    r"\bjumps? out\b|\bgo from there\b|\bsee what happens\b|\bsee which (?:ones? )?(?:help|works?)\b|\bthen great\b", re.IGNORECASE)
"""Deferral: the answer handed on instead of given: to circumstance ("it depends on the framework", "hard to put a number
on it", "I'd rather not commit", "I'd have to see the telemetry"), to someone else ("I'd check with the team", "let the
vendor tell us", "the platform team handled that"), to a document ("follow whatever the runbook says", "start from
the reference configs") or to trial and error ("see if it happens again", "see if anything jumps out", "go from
there"). A long answer may defer one part and answer the rest; a short one that defers has answered nothing
(``DepthRules.deferral_below_words``)."""
HANDOFF = re.compile(
    r"\b(?:escalate|hand(?:ed)? (?:it |that |this )?(?:off|over)|defer(?:red)?|leave(?: it| that| this| them)?) to\b|"
    r"\braise (?:it|that|this) with\b|\b(?:open|file|raise|log) an? (?:\w+ )?ticket\b|\brather (?:focus|spend|put)\b|"
    r"\babstracted away\b|\bpush (?:back|on (?:the|them|it)|\w+ on (?:it|this|that))\b|"
    r"\b(?:set up|jump on|have|get on|schedule|book) an? (?:\w+ )?(?:meeting|call|conversation|chat) with\b|"
    r"\bconversation (?:to have )?with\b|\b(?:vendor|research|team) conversation\b|"
    r"\b(?:team|vendor|provider)(?:'s)? (?:usually |really )?(?:owns?|responsibility)\b", re.IGNORECASE)
"""A hand-off: the speaker's move is to pass the question to another party ("escalate to the network team", "raise it
with", "file a ticket", "a vendor conversation", "the research team owns that", "set up a meeting with") or to steer
away from it ("I'd rather focus on the bubble", "it's abstracted away", "leave that to the defaults", "push back on the
timeline"). Narrower than ``DEFERRAL`` (which also holds "it depends on" and trial and error, said beside real
answers): on the dev sources no answer labelled strong uses one (round 22)."""
_COUNT = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|"
          r"hundred|a hundred|a thousand|thousand|a million|half|a half|a quarter|three quarters|a third|twice|a dozen)")
SPELLED_QUANTITY = re.compile(
    r"\b" + _COUNT + r"(?:[- ](?:or|to) " + _COUNT + r")?(?: (?:more|extra|full|whole|entire))? "
    r"(?:times?|seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?|years?|steps?|iterations?|nodes?|gpus?|cards?|"
    r"ranks?|machines?|racks?|percent|per ?cent|gigabytes?|terabytes?|bytes?|bits?|epochs?|tokens?|layers?|replicas?|"
    r"copies|jobs?|runs?|shifts?)\b"
    r"|\b(?:half|a third|a quarter|three quarters|two thirds) (?:of )?(?:the|our|a|its|their) \w+"
    r"|(?:^|(?<=[.!?]\s))(?:one|two|three|four|five|six|seven|eight|nine|ten)(?=\s*[:.,;])", re.IGNORECASE)
"""A quantity said in words ("eight GPUs", "every few hundred steps", "one or two steps", "five runs each side", "half the
cluster"), or a count said on its own ("Two: reduce-scatter, then all-gather"): a number with a unit as much as "8 GPUs"
is, in how people speak. Not an article ("a GPU", "a second thread") and not a vague amount ("a few", "several")."""
_WH = r"(?:what|how|why|when|which|where|who|whether|do|does|did|is|are|was|were|can|could|would|should)"
ASKS = re.compile(r"\?|(?:,\s*|\s)(?:and|or|but)\s+" + _WH + r"\b", re.IGNORECASE)
"""Where a question asks one more thing: each question mark, and a second question joined by "and", "or", "but" ("What
survives, and what would you have set up beforehand?" asks two things, "Is storage fast enough? How would you know?" too)."""
_STOP = GENERIC
"""Generic English that says nothing of the topic (``restated.GENERIC``): the topic nouns' stop list."""


@dataclass(frozen=True)
class Substance:
    """What the shape of one answer shows, beyond which signals it names."""

    words: int
    """Word count."""
    specifics: tuple[str, ...]
    """Numbers with units, environment variables, API/code identifiers, flags and settings (verbatim)."""
    links: tuple[str, ...]
    """Sentences where a connective relates two domain terms (verbatim, trimmed)."""
    plain_links: int
    """How many of ``links`` relate the topic's own nouns rather than lexicon jargon on both sides."""
    terms: int
    """Distinct domain terms named: the dimension's lexicon concepts plus technical tokens."""
    absolutes: tuple[str, ...] = ()
    """Words of certainty or dismissal ("always", "no need", "doesn't matter", "can't"), verbatim."""
    hedged: bool = False
    """Whether the answer hedges anywhere (the lexicon's hedges: "maybe", "I think" ...)."""
    buzzwords: int = 0
    """Distinct lexicon buzzwords used ("leverage", "holistic", "end to end" ...)."""
    named_only: bool = False
    """Whether it names an asked signal (the concept its every way of showing shares) with none of the mechanism
    concepts of any asked signal (``name_only``): what was asked named, not how it works."""
    echo: float = 0.0
    """The share of its content words that are the question's own (by stem): 1.0 is the question said back."""
    new_words: int = 0
    """Distinct content words (by stem) the question does not use: what the answer adds to it."""
    defers: bool = False
    """Whether it hands the answer on (``DEFERRAL``): to circumstance, to someone else, to a document."""
    puffery: int = 0
    """Distinct puffery phrases (``PUFFERY``): read by the depth rules like buzzwords, not by what is credited."""
    admits_gap: bool = False
    """Whether the speaker admits a gap in what they say ("I'm not sure how", "I haven't run one", "I don't know")."""
    asks: int = 1
    """How many things the question asks (``ASKS``: its question marks and joined second questions; at least 1)."""
    targets: int = 1
    """How many signals the question targets."""
    phrase_echo: float = 0.0
    """The share of its word trigrams that are the question's (``phrase_echo``)."""
    hands_off: bool = False
    """Whether it passes the question to another party or steers away from it (``HANDOFF``)."""
    reframes: tuple[str, ...] = ()
    """Where it puts another question in place of the one asked (``reframing.reframes``: "the more important question
    is whether ...", "the real answer is commercial"), verbatim."""
    quantities: tuple[str, ...] = ()
    """Quantities said in words (``SPELLED_QUANTITY``: "eight GPUs", "every few hundred steps"), verbatim: read by the
    depth rules as concrete beside ``specifics`` (what is credited reads ``specifics`` only)."""
    hands_over: bool = False
    """Whether any sentence (or clause of a long one) hands the question on (``deferral.deferring_units``: to a party, a
    default or recipe, measurement, circumstance; or ``HANDOFF``)."""
    own_links: int | None = None
    """How many of ``links`` relate things outside those deferring stretches: a mechanism of the answer's own (None: not
    read apart, every link its own: ``mine``)."""
    own_terms: int | None = None
    """Distinct domain terms named outside the deferring stretches (None: ``terms``)."""
    own_specifics: int | None = None
    """Specifics and quantities said outside the deferring stretches (None: all of them)."""
    defers_specific: bool = False
    """Whether it hands off the precise thing it names (``deferral.SPECIFIC_DEFERRED``: "the exact figure I'd have to
    work out")."""
    closures: tuple[str, ...] = ()
    """Flat claims that something is absent, needless or so by necessity (``closures.closures``: "there's no",
    "doesn't matter", "guaranteed"), verbatim."""
    concedes: bool = False
    """Whether it grants a limit or counter-case anywhere (``closures.concedes``: "but", "except", "unless")."""

    @property
    def concrete(self) -> bool:
        return bool(self.specifics or self.links)

    @property
    def mine(self) -> tuple[int, int, int]:
        """(links, terms, specifics and quantities) said outside the stretches that hand the question on."""
        return (len(self.links) if self.own_links is None else self.own_links,
                self.terms if self.own_terms is None else self.own_terms,
                len(self.specifics) + len(self.quantities) if self.own_specifics is None else self.own_specifics)

    def evidence(self, as_said=None) -> list[str]:
        """One line per feature that fired, for the record; ``as_said`` shows a sentence of the text read as the
        candidate said it (``spoken.Respelled.as_said``)."""
        out = []
        if self.specifics:
            out.append("specifics: " + ", ".join(self.specifics[:4]))
        if self.links:
            out.append(f"mechanism stated ({len(self.links)}): " + " | ".join((as_said(s) if as_said else s)[:80]
                                                                        for s in self.links[:2]))
        if self.plain_links:
            out.append(f"plain-English mechanism ({self.plain_links})")
        if self.terms and not self.concrete:
            out.append(f"{self.terms} terms named, none related or made concrete")
        if self.absolutes and not self.hedged:
            out.append("unhedged certainty: " + ", ".join(self.absolutes[:3]))
        return out


@lru_cache(maxsize=256)
def topic_nouns(texts: tuple[str, ...]) -> frozenset[str]:
    """Stems of the content words in a topic's question and its dimension's signal descriptions."""
    return frozenset(_stem(w) for t in texts for w in _WORD.findall(t.lower()) if len(w) >= 5 and w not in _STOP)


def description_overlap(text: str, description: str) -> int:
    """How many distinct content words of a signal's description the answer uses (by stem): a plain-English answer
    that talks about what the signal is about, whatever its jargon."""
    wanted = topic_nouns((description,))
    return len({_stem(w) for w in _WORD.findall(text.lower()) if len(w) >= 5 and w not in _STOP} & wanted)


def _stem(word: str) -> str:
    return word[:6]


_TOKEN = re.compile(r"[a-z0-9']+")


def phrase_echo(text: str, question: str) -> float:
    """The share of the answer's word trigrams that are the question's own ("we kept it from sliding back", "back into
    the pool"): the question's phrases said back, not only its words."""
    def grams(t: str) -> set[tuple[str, ...]]:
        w = _TOKEN.findall(t.lower())
        return {tuple(w[i:i + 3]) for i in range(len(w) - 2)}
    own = grams(text)
    return len(own & grams(question)) / len(own) if own else 0.0


def _concept_spans(reading: Reading, lex: ConceptLexicon) -> list[tuple[int, int]]:
    """Where any lexicon concept (misconception claims aside) is asserted: the answer's domain terms."""
    _, possible = lex.present_in(reading.lowered)
    spans = []
    for cid in sorted(possible):
        if cid.startswith("wrong-"):
            continue
        occ = reading.asserted(cid, lex.terms.get(cid, ()))
        if occ is not None:
            spans.append((occ.start, occ.end))
    return spans


def read_substance(reading: Reading, lex: ConceptLexicon, dimension: RubricDimension, question: str = "",
                   targets: tuple[str, ...] = ()) -> Substance:
    """The substance features of one answer read against one dimension (``question``: what was asked; ``targets``: the
    signals it targets)."""
    text = reading.text
    jargon = _concept_spans(reading, lex)
    jargon += [(m.start(), m.end()) for m in TECH.finditer(text)]
    nouns = topic_nouns((question, *(s.description for s in dimension.signals),
                         *(lv.anchor for lv in dimension.levels)))
    plain = [(m.start(), m.end()) for m in _WORD.finditer(text)
             if len(m.group(0)) >= 5 and m.group(0).lower() not in _STOP and _stem(m.group(0).lower()) in nouns]
    specifics: list[str] = []
    taken: list[tuple[int, int]] = []
    number = reading.asserted("number-with-unit", lex.terms.get("number-with-unit", ()))
    if number is not None:
        specifics.append(text[number.start:number.end].strip())
        taken.append((number.start, number.end))
    for pattern in (ENV_VAR, CODE):
        for m in pattern.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue  # part of one already counted ("30" in "30 minutes", NCCL_DEBUG in NCCL_DEBUG=INFO)
            taken.append((m.start(), m.end()))
            specifics.append(m.group(0))
    if question:  # a figure or name read back from the question is not the answer's own specific
        asked = " ".join(question.lower().split())
        specifics = [x for x in specifics if " ".join(x.lower().split()) not in asked]
    links: list[str] = []
    plain_links = 0
    units = deferring_units(text, (HANDOFF,))
    own_links = 0
    prev_lo = 0
    for span in sentence_spans(text, keep="all"):
        lo, hi = span.start, span.end
        if span.text.rstrip().endswith("?"):
            prev_lo = hi
            continue  # a question relates nothing the candidate claims
        for cm in CONNECTIVE.finditer(text, lo, hi):
            # A connective opening its sentence relates the clause it opens to the next one ("When X fills up,
            # Y happens") or, with no comma after it, the sentence to the one before ("Then ...", "So ...").
            start, pivot_lo, pivot_hi = lo, cm.start(), cm.end()
            if not text[lo:cm.start()].strip(" ,-"):
                comma = text.find(",", cm.end(), hi)
                if comma != -1:
                    start, pivot_lo, pivot_hi = cm.end(), comma, comma + 1
                else:
                    start = prev_lo
            before_j = any(start <= s < pivot_lo and e > start for s, e in jargon)
            after_j = any(s < hi and e > pivot_hi for s, e in jargon if s >= start)
            before_p = any(start <= s and e <= pivot_lo for s, e in plain)
            after_p = any(pivot_hi <= s and e <= hi for s, e in plain)
            if (before_j or before_p) and (after_j or after_p) and not vacuous(span.text):
                links.append(span.text.strip())
                own_links += not inside(units, cm.start(), cm.end())
                if not (before_j and after_j):
                    plain_links += 1
                break
        prev_lo = lo
    named = len({text[s:e].lower() for s, e in jargon})
    own_specifics = sum(1 for x in specifics if not any(x in text[a:b] for a, b in units)) + sum(
        1 for m in SPELLED_QUANTITY.finditer(text) if not inside(units, m.start(), m.end()))
    echo, new_words = echo_reading(text, question)
    return Substance(words=len(_WORD.findall(text)), specifics=tuple(specifics), links=tuple(links),
                     plain_links=plain_links, terms=named,
                     absolutes=tuple(m.group(0) for m in ABSOLUTE.finditer(text)
                                     if not grades_difference(text, m.start(), m.end())),
                     hedged=bool(lex.hedge.search(text)),
                     buzzwords=lex.buzzwords(reading), named_only=named_only(reading, lex, dimension, targets),
                     echo=echo, new_words=new_words, admits_gap=admits_gap(reading, lex),
                     puffery=len({m.group(0).lower() for m in PUFFERY.finditer(text)}),
                     defers=bool(DEFERRAL.search(text)), hands_off=bool(HANDOFF.search(text)),
                     quantities=tuple(m.group(0) for m in SPELLED_QUANTITY.finditer(text)),
                     asks=max(1, len(ASKS.findall(question))), targets=len(targets),
                     phrase_echo=phrase_echo(text, question), hands_over=bool(units), own_links=own_links,
                     own_terms=len({text[s:e].lower() for s, e in jargon if not inside(units, s, e)}),
                     own_specifics=own_specifics, defers_specific=defers_specific(text), reframes=tuple(reframes(text)),
                     closures=closures(text, question), concedes=concedes(text))
