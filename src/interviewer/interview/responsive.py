"""Whether a turn is about the interview's subject at all: the "responsive" test.

A turn that names nothing of the domain (no concept of the shipped technical lexicons, no technical
token such as an acronym, a number or a dotted name) and shares no content word with the question
or page it answers does not respond to it: "Ha, is that Lisbon behind you? I was there in May." Such
a turn, read as an answer only because it has no other class, is off-topic; the remark that follows
an aside ("Quick aside: I love your blog. The cooling post was great.") is more of the aside.

Plain-English answers are the risk, so the test is deliberately wide: one lexicon term, one
technical token or one shared content word (four letters or more, not a function word) makes a turn
responsive. On the five earlier dev sets no labelled answer (414) fails it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.concepts import ConceptLexicon
from .passes import TECHNICAL

_NOT_TECHNICAL = {"I", "IDE", "OS", "HR", "PTO", "AI", "LLM", "LLMs", "CEO", "CTO", "US", "UK", "EU", "PhD", "OK", "SF",
                  "NYC", "NY", "LA", "USA", "TV", "BBQ", "OMG", "LOL", "BTW", "FYI", "ASAP"}
"""Tokens that look technical and say nothing about the subject ("what IDE do you use", "a PhD")."""
_HOW_ONE_SPEAKS = {"communication"}
"""Lexicons about how a candidate talks (clarifying, estimating, summarising), not about the subject."""
_FUNCTION_WORDS = frozenset("""
about above after again against also although always among another anything around because been before being below
between both cannot could does doing done down during each either else enough even ever every first from further have
having here into itself just last like made make many more most much must never next only other others over same
should some such than that their them then there these they thing things this those though through under until very
want well were what when where which while will with would your yours really actually going think know pretty good
great still kind sort maybe probably right okay yeah tell talk said says sure time mean thanks thank please sorry
something someone somebody everything everyone anyone nothing nobody little most least lots quite rather
exactly basically literally totally definitely certainly honestly seriously simply mostly usually often already almost
whole able better best worse worst different certain makes takes gets goes come comes gives keeps seem seems looks
needs uses means ways single several
""".split())
MIN_WORDS = 4
"""A turn shorter than this ("yes", "no, never", "sure, why not") is too short to judge: it stays what it was."""


@lru_cache(maxsize=1)
def _domain_lexicon() -> ConceptLexicon:
    from ..content.library import load_file
    from ..content.paths import builtin_root

    folder = builtin_root() / "lexicon"
    lexicons = [load_file(p, "lexicon")[0] for p in sorted(folder.glob("*.y*ml"))] if folder.is_dir() else []
    return ConceptLexicon([lex for lex in lexicons if lex.id not in _HOW_ONE_SPEAKS])  # type: ignore[attr-defined]


@lru_cache(maxsize=1)
def _buzzwords() -> tuple[str, ...]:
    from ..content.concepts import default_lexicon

    return tuple(default_lexicon().buzzword_terms)


_SPAN_OF_TIME = re.compile(r"^(?:at\s+)?(?:like\s+)?[\w\s-]*?\b(?:seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?|years?|"
                           r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$", re.IGNORECASE)
"""A span of time or a clock time ("for five minutes", "at six"): said of a day as much as of a job, not of the field."""


def names_the_domain(text: str) -> bool:
    """A technical token, a buzzword or a term of the technical lexicons (a span of time alone is not one)."""
    if set(TECHNICAL.findall(text)) - _NOT_TECHNICAL:
        return True
    lex = _domain_lexicon()
    if any(lex.compile_term(term).search(text) for term in _buzzwords()):
        return True  # "we leveraged best practices and it scaled fine": a bluff is an answer (assessed as one), not chit-chat
    _present, possible = lex.present_in(re.sub(r"[\s_\-]+", "", text.lower()))
    # (the index only narrows the concepts to read; a term decides by its own pattern)
    return any(not _SPAN_OF_TIME.match(m.group(0).strip()) for concept in possible for term in lex.terms.get(concept, ())
               for m in lex.compile_term(term).finditer(text))


def content_words(text: str) -> set[str]:
    """Lowered words of four letters or more that are not function words."""
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)} - _FUNCTION_WORDS


def judgeable(turn: str, context: str) -> bool:
    """Whether there is a context to judge by and the turn is long enough to judge."""
    return bool(context.strip()) and len(re.findall(r"[A-Za-z]{3,}", turn)) >= MIN_WORDS


_OWN_ANSWER = re.compile(r"(?:^|[.!?]\s+)\W*(?:(?:ok(?:ay)?|so|right|alright|well|um+|uh+|then|and|first)[\s,]+)*(?:let me|"
                         r"lemme|let'?s|i'?ll|i will|i'?m going to|i'?m gonna|i'?d|i would|we'?d|we would)\b", re.IGNORECASE)
"""The candidate on what they would do or how they will answer ("then I'd move to the next node", "let me think out
loud"): a response, however plain its words."""
_FIELD_WORDS = frozenset("""
node nodes gpu gpus cpu cpus cluster clusters job jobs config configs configuration data dataset datasets model models
training train trained checkpoint checkpoints network networks storage memory disk disks batch batches step steps rank
ranks loss server servers machine machines worker workers driver drivers kernel kernels switch switches link links cable
cables log logs metric metrics throughput latency bandwidth test tests code script scripts process processes thread
threads queue queues scheduler pipeline tensor tensors gradient gradients parameter parameters weights layer layers token
tokens compute hardware software bug bugs error errors crash crashes failure failures restart restarts deploy release
version versions update upgrade rollback replica replicas shard shards cache file files write writes read reads
""".split())
"""Nouns of the field a plain-English answer uses where the lexicons' terms are too specific ("the next node")."""


def on_subject(text: str, context: str) -> bool:
    """Whether ``text`` says anything about the subject of ``context`` (the question or page it answers) or of the
    domain, or says how the candidate will answer it."""
    words = content_words(text) | {w.lower() for w in re.findall(r"\b[A-Za-z]{3}\b", text)}
    return (bool(content_words(text) & content_words(context)) or bool(words & _FIELD_WORDS)
            or bool(_OWN_ANSWER.search(text)) or names_the_domain(text))
