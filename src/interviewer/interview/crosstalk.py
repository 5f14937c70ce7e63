"""Words said to someone in the room, not to the interviewer: "Segun abeg stop laughing", "Tunde can you stop eating
chips next to the mic", "hold on Oluwaseun come look at this one", "(sorry Segun is asking me for the wifi password)".

Read by form, not by topic: a person is named (a capitalised given name that is no closed-class word and no persona's
name) and spoken to, by an imperative or a "you" right after the name, or by a "hold on" or greeting right before it; or
spoken of as busy beside the candidate ("Wei is laughing at me"). Speech runs such words straight on from an answer
with no stop, so the splitter cuts before them (``splitting``), and the stance reads the piece as an aside (off-topic).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .floor import put_to_panel

_NAME = r"(?P<name>[A-Z][a-z\u00e0-\u00ff]{2,}(?:[A-Z][a-z]+)?)"
_SPOKEN_TO = (r"(?i:(?:abeg|please|pls|oya)\b|(?:bro|man|yaar|na)\s+(?=\w)|stop|quit|wait\b|come|move|go (?:away|outside)|look at|"
              r"take (?:it|that)|hold on|shut|give me|get (?:out|off|away)|let'?s go|can you|could you|do you|did you|"
              r"are you|you'?re|you are|your|what did|what was|i'?m (?:almost|nearly|still) (?:done|finished|talking)|"
              r"(?:is|keeps?) (?:asking|laughing|shouting|calling|eating|pointing|talking|yelling|watching|singing|crying)|"
              r"one (?:sec|second|minute|min)\b)")
_ASKED_BY_NAME = r"(?i:(?:is|are|was|were|do|does|did|should|shall|how|what|can|could|will|would)\b)"
_ADDRESSED = re.compile(r"(?:(?<=\s)|^|(?<=\())" + _NAME + r"(?:\W{0,2}\s+" + _SPOKEN_TO + r"|\s*,\s+" + _ASKED_BY_NAME + ")")
"""A name, then words to that person ("Priya stop pointing", "Chidi you're in my camera frame", "Bruno what was the flag"),
or a question put to them after a comma ("Joanna, is this part scored?", "Kwame, how long have I been going?")."""
_HAILED = re.compile(r"(?i:\b(?:hold on|hang on|wait|oi|yalla|xin chao|stop it|ciao|salut|ey|go ahead)\W+)" + _NAME + r"\b")
"""A hold-on, a greeting or a floor handed over, then a name ("hold on Oluwaseun", "yalla Omar", "go ahead Hana")."""
_MENTIONED = re.compile(r"(?:^|(?<=[\s(]))@(?P<name>[A-Za-z][\w.-]{1,30})\b")
"""A chat @-mention of someone ("@Linh yes I'm free Thursday"): the message is put to them, not to the interviewer."""
_LEAD = re.compile(r"(?i:(?:\b(?:wait|hold on|hang on|sorry|ok(?:ay)?|and|oh)\W+)*)$")
"""Words that open the aside just before the name ("wait hold on Priya …"): the cut goes before them."""

_CLOSED = frozenset("""
i im i'm ok okay so and but wait sorry please hey hi hello then now yes no yeah yep nope well also just maybe actually
honestly thanks thank oh right alright hmm um uh can could do did does what how why when where which who if the this that
it its we you they he she my our let lets look stop come hold kiosk speaker alexa siri google computer assistant bot
interviewer grader sir madam guys team everyone anyone someone nobody rank node step gpu next first second last one two
otherwise however anyway basically therefore meanwhile plus still again instead unless though although whereas after
before finally because since once there here either neither both all each every any some sure great cool fine good
nice perfect exactly correct true fair agreed absolutely totally definitely indeed awesome excellent lovely wow ah aha ha
interesting understood noted gotcha got
""".split())
"""Closed-class words (pronouns, connectives, sentence adverbs) and device words that open a sentence capitalised and are
nobody's name ("Otherwise you're tuning on a broken base")."""


@lru_cache(maxsize=1)
def _persona_names() -> frozenset[str]:
    """The shipped personas' given names: the interviewer may be addressed by name ("Hi Priya, can you repeat that?")."""
    from ..content.paths import builtin_root

    names: set[str] = set()
    for path in (builtin_root() / "personas").glob("*.yaml"):
        for m in re.finditer(r"^name:\s*['\"]?([^\s'\"]+)", path.read_text(encoding="utf-8"), re.MULTILINE):
            names.add(m.group(1).lower())
    return frozenset(names)


@lru_cache(maxsize=1)
def _lexicon_words() -> frozenset[str]:
    """Every word of the shipped concept lexicon: "Ray", "Adam", "Slurm" are software, not people in the room."""
    from ..content.paths import builtin_root

    words: set[str] = set()
    for path in (builtin_root() / "lexicon").glob("*.yaml"):
        words.update(w.lower() for w in re.findall(r"[A-Za-z]+", path.read_text(encoding="utf-8")))
    return frozenset(words)


def _a_person(name: str) -> bool:
    low = name.lower()
    return low not in _CLOSED and low not in _persona_names() and low not in _lexicon_words()


def addressed_at(sentence: str) -> int | None:
    """Where words to someone in the room begin in ``sentence`` (with the "wait"/"sorry" leading into them), or None."""
    found = [m for m in (*_ADDRESSED.finditer(sentence), *_HAILED.finditer(sentence), *_MENTIONED.finditer(sentence))
             if _a_person(m.group("name"))]
    if not found:
        return None
    first = min(found, key=lambda m: m.start())
    start = first.start() if first.re in (_HAILED, _MENTIONED) else first.start("name")
    lead = _LEAD.search(sentence[:start])
    return lead.start() if lead else start


_STAGE_DIRECTION = re.compile(
    r"^\W*[\[(]\s*(?:(?:sorry|oops|sry|ok(?:ay)?|aside)[,:\s]+)*(?:(?:talking|speaking|turning|turns|turned|said|says|saying|"
    r"whispering|calling|shouting)\s+)?to\s+(?:the |my |our |a |his |her |their )?(?:[\w-]+\s+)?(?:friend|roommate|room-mate|flatmate|"
    r"housemate|wife|husband|partner|kids?|son|daughter|child(?:ren)?|mom|mum|mother|dad|father|brother|sister|family|parents?|"
    r"colleague|co-?worker|neighbou?r|cat|dog|someone|somebody|visitor|person|guy|guest|courier|delivery \w+)\b[^\])]{0,30}[\])]",
    re.IGNORECASE)
"""A transcriber's or the candidate's own stage direction naming the person spoken to ("(to my friend)", "[sorry, talking to
my roommate]", "(turning to someone at the door)"): what follows is said to them. The note-taker is not among them: a word to
the note-taker about the interview is a request about it."""


def to_someone_else(sentence: str) -> bool:
    """The sentence opens with words said to someone in the room (``addressed_at`` finds them at or near its start), or
    with a stage direction naming who they are said to (``_STAGE_DIRECTION``)."""
    if _STAGE_DIRECTION.match(sentence):
        return True
    at = addressed_at(sentence)
    return (at is not None and len(re.findall(r"[A-Za-z]+", sentence[:at])) <= LEAD_MAX_WORDS
            and not put_to_panel(sentence))


LEAD_MAX_WORDS = 3
"""At most this many words before the name ("(sorry typing, Segun is shouting …)"): the sentence is the aside, not an
answer that ends on one (that one the splitter cuts)."""


_OVERLAP_TAG = re.compile(r"^\W*\[\s*(?:crosstalk|cross-talk|overlapping(?: speech| voices)?|background (?:voices|conversation))\s*\]",
                          re.IGNORECASE)
"""A caption's tag for speech over speech at the start of a sentence ("[crosstalk] …"): what follows was said across the
call, to whoever else is talking, not to the interviewer."""
_OTHER_SCRIPT = re.compile(r"[\u0370-\u03ff\u0400-\u052f\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0e7f\u1100-\u11ff"
                           r"\u3040-\u30ff\u3130-\u318f\u4e00-\u9fff\uac00-\ud7af]")
OTHER_SCRIPT_MIN_WORDS = 4
"""Words in another script a sentence needs before it reads as said to someone else: a filler ("えっと", "어") or a
one-word "I don't know" in the candidate's first language ("모르겠어요") is still said to the interviewer."""


_ASSISTANT = re.compile(r"^\W*(?:(?:hey|ok(?:ay)?)\W+)?(?:siri|alexa|cortana)\W+(?:stop|cancel|never ?mind|shut up|quiet|pause|"
                        r"no|not now|go away)\b", re.IGNORECASE)
"""A voice assistant told to stop ("siri stop", "Alexa, cancel"): it woke up on the candidate's words."""


def spoken_over(sentence: str) -> bool:
    """Said across the call, not to the interviewer: a sentence the captions open with a crosstalk tag, one said mostly
    in another script (the interview is in English; "재원아 나 지금 면접 중이야" is said to someone in the room), or a voice
    assistant told to stop. The caller keeps a sentence that names the problem's terms."""
    if _OVERLAP_TAG.match(sentence) or _ASSISTANT.match(sentence):
        return True
    words = sentence.split()
    foreign = [w for w in words if _OTHER_SCRIPT.search(w)]
    return len(foreign) >= OTHER_SCRIPT_MIN_WORDS and len(foreign) * 2 > len(words)
