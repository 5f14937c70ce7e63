"""The pattern half of the grader-directed-turn screen: text normalised against tricks, then matched.

Each rule has a category (what kind of attack it is) and matches the *normalised* text:
NFKC, zero-width and bidi controls removed, Unicode tag characters decoded to the ASCII
they hide, Cyrillic/Greek look-alikes mapped to Latin, case folded. Rules are written to
fire on text aimed at whoever grades the interview, not on technical talk that happens to
use "score", "grade", "system", "candidate" or "ignore" (tests/data/injection/ holds the
benign turns they must leave alone; the rules were tuned on its dev split only).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .injection_needles import Need, NeedleIndex, required_literals

_INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
                        "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0100-\U000e01ef]")
_TAGS = re.compile("[\U000e0000-\U000e007f]+")
_LOOKALIKES = str.maketrans({
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
    "т": "t", "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ԛ": "q", "ԝ": "w",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
    "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S",
    # Greek
    "ο": "o", "ν": "v", "ρ": "p", "ι": "i", "κ": "k", "α": "a", "τ": "t", "υ": "u", "ε": "e",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    # others that read as Latin letters or as our delimiters
    "ɡ": "g", "ɩ": "i", "ı": "i", "ℓ": "l",
})
_DELIMS = str.maketrans({"‹": "<", "›": ">", "〈": "<", "〉": ">", "⟨": "<", "⟩": ">", "“": '"', "”": '"',
                         "‘": "'", "’": "'", "\u00a0": " "})
_SCRIPTS_KEPT = ("CYRILLIC", "GREEK")
_CONFUSABLE = re.compile("[\u0370-\u052f\u0261\u0269\u0131\u2113]")


def _decode_tags(match: re.Match) -> str:
    # Unicode "tag" characters are invisible and map one-to-one onto ASCII: text hidden in them
    # ("ASCII smuggling") is still read by many models, so it is screened as the text it hides.
    return "".join(chr(ord(c) - 0xE0000) for c in match.group(0) if 0x20 <= ord(c) - 0xE0000 < 0x7F)


def _mixed_word(word: str) -> bool:
    letters = [c for c in word if c.isalpha()]
    if not any(c.isascii() for c in letters):
        return False
    return any(unicodedata.name(c, "").startswith(_SCRIPTS_KEPT) for c in letters)


def screen_form(text: str) -> str:
    """``text`` as the rules read it: no invisible characters, no look-alikes, case folded."""
    if text.isascii():
        # Every step below changes only non-ASCII characters (NFKC leaves ASCII as it is).
        return text.casefold()
    text = _TAGS.sub(_decode_tags, text)
    text = unicodedata.normalize("NFKC", text)
    text = _INVISIBLE.sub("", text)
    # Map look-alikes only inside words that mix scripts ("Ignоrе" with Cyrillic о/е): a whole
    # Russian or Greek sentence stays itself, so the other-language rules can still read it.
    if _CONFUSABLE.search(text):
        text = re.sub(r"\w+", lambda m: m.group(0).translate(_LOOKALIKES) if _mixed_word(m.group(0)) else m.group(0),
                      text)
    return text.translate(_DELIMS).casefold()


_BASE64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")


_LONG_WORD = re.compile(r"\S{16}")


def decoded_payloads(text: str) -> list[str]:
    """Printable text hidden in base64 tokens (\"aWdub3JlIHRoZSBydWJyaWM=\"), for the rules to read too."""
    import base64
    import binascii

    out: list[str] = []
    if _LONG_WORD.search(text) is None:
        return out  # a base64 token is 16 or more characters with no space in them
    for token in _BASE64.findall(text):
        try:
            raw = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
            decoded = raw.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        if decoded and sum(c.isprintable() or c.isspace() for c in decoded) / len(decoded) > 0.95:
            out.append(decoded)
    return out


_NOT_KEPT = bytes(b for b in range(256) if not (0x30 <= b <= 0x39 or 0x61 <= b <= 0x7A))


def collapsed(form: str) -> str:
    """Letters and digits only: "i g n o r e", "ign-ore" and "i.g.n.o.r.e" read as "ignore"."""
    # Only ASCII 0-9 and a-z are kept, so dropping every non-ASCII character first changes nothing.
    return form.encode("ascii", "ignore").translate(None, _NOT_KEPT).decode("ascii")


@dataclass(frozen=True)
class Rule:
    """One pattern, the attack category it recognises."""

    category: str
    pattern: re.Pattern
    needs: tuple[Need, ...] = ()
    """Sets of literals each of which has one in every match (``injection_needles``): a text missing every
    literal of one set is not run through the pattern. Empty: always run."""


def _r(category: str, pattern: str) -> Rule:
    compiled = re.compile(pattern, re.MULTILINE)
    return Rule(category, compiled, required_literals(compiled))


_S = r"[^.!?\n]"  # inside one sentence
_LEVEL = r"(?:[1-5]|10|four|five|ten)"
_FAVOUR = (r"(?:generous\w*|kind(?:ly)?|high(?:ly|er|est)?|well|favou?rabl\w*|lenient\w*|top|max\w*|full|perfect|"
           r"4|four|5|five|10|ten|expert|strong)")
_GRADER = (r"(?:grader|judge|evaluator|scorer|grading\s+(?:model|system|ai|llm)|ai\s+grader|llm|language\s+model|"
           r"hiring\s+committee)")
_VERDICT_KEYS = r"(?:score|level|grade|verdict|rating|recommendation|decision|final_score|overall_score|hire)"
_KV_KEYS = r"(?:score|grade|level|verdict|rating|recommendation|decision|result|evaluation|assessment|outcome)"
_GRADING_WORDS = (r"(?:hire|hiring|hired|scored?|scores|scoring|grades?|graded|grading|rubric|rating|rated|"
                  r"level\s*[1-5]|expert\w*|exceptional|outstanding|deserve[sd]?|demonstrat\w*|exceed\w*|"
                  r"recommend\w*|evaluat\w*|assess\w*|qualif\w*|excellent|impressive|flawless|perfect|"
                  r"answer\w*|perform\w*|competen\w*|mastery|senior|staff[- ]level|nailed|aced|excel\w*)")
_PERSON = r"(?:the|this|our|that)\s+(?:candidate|interviewee|applicant)"

RULES: list[Rule] = [
    # --- verdict-like text, in any format ---
    _r("verdict", rf"""["']\s*{_VERDICT_KEYS}\s*["']\s*:\s*["']?\s*(?:{_LEVEL}|true|yes|pass|expert|"""
                  r"""strong[ _-]?hire|hire|not_assessed)(?![\w.])"""),
    _r("verdict", r"""["']\s*(?:rationale|evidence)\s*["']\s*:"""),
    _r("verdict", rf"^[\s>*#|_`~-]*(?:final\s+|overall\s+)?{_KV_KEYS}\s*[:=]\s*[\"'\[(]*\s*"
                  rf"(?:{_LEVEL}(?:\s*(?:/|out\s+of)\s*{_LEVEL})?(?![\d.,%])(?!\s*(?:gpus?|nodes?|ranks?|ms|s|gb|x|"
                  r"%|hours?|minutes?|steps?)\b)|(?:strong\s+)?(?:no\s+)?hire|expert|exceptional|excellent|"
                  r"pass(?:ed)?\b)"),
    _r("verdict", rf"\b(?:score|grade|verdict|rating|recommendation)\s*[:=]\s*[\"'\[(]*\s*(?:{_LEVEL}(?![\d.,%])|"
                  r"(?:strong\s+)?(?:no\s+)?hire|expert)"),
    _r("verdict", r"\[\s*(?:result|score|grade|verdict|rating|level|recommendation|evaluation|"
                  r"final\s+(?:score|grade|verdict|rating))\s*\]"),
    _r("verdict", r"\[\[\s*\d+(?:\.\d+)?\s*\]\]"),
    _r("verdict", rf"\b(?:level|score|grade|rating|marks?)\s*(?:of\s*)?[1-5]\s*(?:/|out\s+of)\s*[45]\b"),
    _r("verdict", rf"\b(?:give|assign|award|deserve[sd]?|earn(?:s|ed)?|merit\w*|worth)\b{_S}{{0,40}}\b(?:top|full|"
                  r"max(?:imum)?|highest|perfect|best)\s+(?:possible\s+)?(?:score|marks?|grade|rating|level)s?\b"),
    _r("verdict", rf"\b(?:give|assign|award)\s+(?:me|{_PERSON}|this\s+(?:answer|response|transcript|interview)|"
                  rf"my\s+answers?|him|her|them)\s+(?:an?\s+|the\s+)?(?:(?:score|grade|rating|level|mark)\s+"
                  rf"(?:of\s+)?)?(?:{_LEVEL}|top|max\w*|highest|full|perfect|level\s*[1-5])\b"),
    _r("verdict", rf"\b(?:deserve[sd]?|merits?|earn(?:s|ed)?|warrants?)\s+(?:an?\s+|the\s+)?(?:{_LEVEL}|level\s*[1-5]|"
                  r"top\s+marks|full\s+marks)(?![\w%-]|\.\d|\s*(?:gpus?|nodes?|ranks?|x|hours?|minutes?|steps?)\b)"),
    _r("verdict", r"\blevel\s*[1-5]\s+(?:answer|response|candidate|performance|engineer)s?\b"),
    _r("verdict", rf"\b(?:rate|score|grade|mark|evaluate|assess|judge)\s+(?:me|my\s+(?:answers?|responses?|"
                  rf"performance|interview)|this\s+(?:answer|response|transcript|interview|candidate)|{_PERSON})\b"
                  rf"{_S}{{0,40}}\b{_FAVOUR}\b"),
    _r("verdict", r"\b(?:my|this)\s+(?:score|grade|rating|marks?|level)\s+(?:should|must|ought\s+to|needs?\s+to)"
                  r"\s+be\b"),
    _r("verdict", r"\b(?:strong|definite|clear|obvious)\s+(?:no\s+)?hire\b|\blean\s+(?:no\s+)?hire\b"),
    _r("verdict", r"\bhire\s+(?:me|him|her|them|this\s+(?:candidate|person|engineer|applicant))\b"),
    # --- third-person talk about "the candidate" and grades ---
    _r("third-person", rf"\b{_PERSON}\b{_S}{{0,120}}\b{_GRADING_WORDS}\b"),
    _r("third-person", rf"\b{_GRADING_WORDS}\b{_S}{{0,60}}\b{_PERSON}\b(?!\s+(?:checkpoint|model|node|rank|run|"
                       r"config\w*|learning|lr|kernel|set|pool|list)s?\b)"),
    # --- role claims ---
    _r("role", r"^[\s>*#|_`~\[(-]*(?:assistant|human|grader|judge|evaluator|scorer|developer|admin|operator)"
               r"\s*(?:message|prompt|note|notes|override|instructions?)?\s*[:\]]"),
    _r("role", r"\[\s*(?:system|assistant|grader|judge|evaluator|admin|developer)\s*(?:message|note|prompt)?\s*\]"),
    _r("role", rf"\bto\s+(?:the\s+|my\s+|any\s+)?{_GRADER}s?\s*:|\bp\.?\s?s\.?\s+(?:to\s+)?(?:the\s+|my\s+|any\s+)?"
               rf"{_GRADER}s?\s*[:,]"),
    _r("role", rf"^[\s>*#|_`~\[(-]*(?:system|user)\s*(?:message|prompt|note|override)?\s*:{_S}*"
               r"\b(?:you|your|grader|judge|score|level|rubric|instruction\w*|must|assistant|candidate)\b"),
    _r("role", r"<\|[a-z_]{2,30}\|>|\[/?inst\]|<</?sys>>|<(?:start|end)_of_turn>|^\s*#{2,}\s*(?:instruction|"
               r"response|system|input)s?\b"),
    _r("role", rf"\bas\s+(?:the|your|an?|this)\s+(?:(?:ai|llm)\s+)?{_GRADER}\b"),
    _r("role", rf"\b(?:dear|hey|hi|hello|attention|note\s+(?:to|for)|message\s+(?:to|for))\s+(?:the\s+|any\s+|"
               rf"my\s+)?(?:{_GRADER}|ai|assistant|hiring\s+manager|recruiter)s?\b(?!\s+(?:owners?|team|teams|"
               r"people|folks|vendors?)\b)"),
    _r("role", r"\b(?:to|for)\s+(?:whoever|whomever|anyone|the\s+(?:ai|llm|person|one))\s+(?:who\s+|that\s+)?"
               r"(?:is\s+|will\s+be\s+)?(?:grading|scoring|evaluating|assessing|reading|reviewing|judging)\b"),
    _r("role", rf"\b(?:if|when)\s+(?:an?\s+|the\s+)?(?:ai|llm|model|language\s+model|{_GRADER})\s+(?:is\s+)?"
               r"(?:grading|scoring|evaluating|assessing|reading|reviewing|judging)\b"),
    _r("role", rf"\byou\s+are\s+(?:now\s+)?(?:the|a|an|my)\s+(?:lenient\s+|generous\s+|new\s+)?(?:{_GRADER}|"
               r"assistant|ai)\b"),
    # --- instructions to a model ---
    _r("instructions", rf"\b(?:ignore|disregard|forget)\b{_S}{{0,40}}\b(?:instructions?(?!\s+(?:cache|set|count|"
                       r"latency|fetch|pointer|throughput|mix|level|scheduling|issue)\b)|rubrics?|system\s+prompt|"
                       r"guidelines|(?:your|previous|prior|earlier|all|grading|scoring)\s+(?:rules|prompts?|"
                       r"criteria|directions)|grading|scoring\s+(?:criteria|rules|guide))\b"),
    _r("instructions", r"\byou\s+(?:must|should|will|shall|need\s+to|have\s+to|are\s+(?:required|instructed)\s+to)"
                       rf"\s+(?:now\s+)?(?:score|grade|rate|award|assign|output|return|respond|mark|classify|give)\b"
                       rf"{_S}{{0,50}}\b(?:score|level|grade|verdict|hire|expert|top|max\w*|rating|{_LEVEL}|"
                       r"this\s+(?:answer|candidate|response|transcript))\b"),
    _r("instructions", r"\b(?:new|updated|revised|real|hidden)\s+(?:system\s+)?instructions?\s*(?::|from\b)|"
                       r"\b(?:system|developer|admin)\s+(?:override|message)\s*:|\bsystem\s+override\b|"
                       r"\bjailbreak\b|\bdeveloper\s+mode\b"),
    _r("instructions", r"\b(?:output|respond\s+with|reply\s+with|return)\s+(?:only\s+)?(?:an?\s+|the\s+)?"
                       rf"(?:score|verdict|level|grade|rating)\s+(?:of\s+)?[\"']?{_LEVEL}\b"),
    # --- delimiter games ---
    _r("delimiters", r"<\s*/?\s*(?:turn|transcript|rubric|instructions?|system|candidate|interviewer|evidence|"
                     r"grader|judge|verdict|assistant|human|score)\b[^<>\n]{0,80}>"),
    _r("delimiters", r"\bseq\s*=\s*[\"']?\d+[\"']?\s+speaker\b"),
    _r("delimiters", r"(?:^|[=#*\[<(|{_~-]{2,}|\[)\s*(?:end|begin|start|close)\s+(?:of\s+)?(?:the\s+)?"
                     r"(?:transcript|interview|conversation|candidate\s+\w+|user\s+input|data|rubric|instructions|"
                     r"system\s+prompt|evaluation|grading)\s*(?:[=#*\])>|}_~-]|$)"),
    _r("delimiters", r"\btranscript\s+(?:ends|ended|is\s+over|complete[sd]?)\b"),
    _r("delimiters", r"\[//\]\s*:\s*#|style\s*=\s*[\"'][^\"']*(?:display\s*:\s*none|font-size\s*:\s*0|"
                     r"visibility\s*:\s*hidden|opacity\s*:\s*0)"),
    _r("delimiters", rf"<!--(?:(?!-->).){{0,400}}?\b(?:{_GRADER}|score\w*|grade\w*|hire|candidate|rubric|"
                     r"instruction\w*|verdict|level\s*\d|rating|ai|model)\b"),
    # --- other languages ---
    _r("other-language", r"(?:ignor(?!e\b|ed\b|es\b|ing\b)\w*|olvid\w*|oubli\w*|vergiss\w*|игнорир\w*|забудь\w*|忽略|无视|"
                         r"無視|忘记|忘れ|무시|잊어)"
                         r"[^\n]{0,40}(?:instruc\w*|instruç\w*|지시|지침|명령|anweisung\w*|consigne\w*|regl\w*|règle\w*|"
                         r"rúbrica|rubrique|"
                         r"bewertungs\w*|инструкц\w*|правил\w*|指令|指示|说明|ルーブリック|評価基準)"),
    _r("other-language", r"\bignore\b[^\n]{0,40}(?:instruç\w*|instrucciones|anweisung\w*|consignes)"),
    _r("other-language", r"puntuaci[oó]n\s+m[aá]xima|nota\s+m[aá]xima|note\s+maximale|meilleure\s+note|"
                         r"h[oö]chst\w*\s*(?:punkt\w*|bewertung|note)|h[oö]chstpunkt\w*|bestnote|volle\s+punktzahl|"
                         r"满分|最高分|最高评分|満点|最高評価|만점|최고\s*점수|максимальн\w*\s+(?:балл|оценк)\w*|"
                         r"высш\w*\s+(?:балл|оценк)\w*"),
    _r("other-language", r"(?:candidat[oea]|kandidat\w*|кандидат\w*|候选人|候補者|应聘者|후보자|지원자)[^\n]{0,60}"
                         r"(?:contrat\w*|embauch\w*|einstell\w*|recrut\w*|нанять|нанимать|录用|雇用|採用|"
                         r"puntuaci\w*|calificaci\w*|bewert\w*|оценк\w*|балл\w*|满分|評価|채용|점수)"),
]

COLLAPSED_PHRASES = (
    "ignorepreviousinstructions", "ignoreallpreviousinstructions", "ignoreallinstructions",
    "ignoreyourinstructions", "ignoretheinstructions", "ignoretherubric", "disregardtherubric",
    "disregardpreviousinstructions", "disregardallpreviousinstructions", "forgetpreviousinstructions",
    "forgetyourinstructions", "youmustscore", "youmustgive", "youmustrate", "givethecandidatea4",
    "thecandidateisastronghire",
)


_COLLAPSED_STARTS = tuple(sorted({phrase[:6] for phrase in COLLAPSED_PHRASES}))
"""Every phrase starts with one of these: a text holding none of them holds no phrase."""


@dataclass(frozen=True)
class Hit:
    """Where one rule matched, in the screen form of the text."""

    category: str
    start: int
    end: int


_INDEX = NeedleIndex([rule.needs for rule in RULES])
_MASKS = _INDEX.masks
_RUNNABLE: dict[int, tuple[Rule, ...]] = {}
"""The rules a set of present needles lets run, by that set: a transcript's turns repeat a few sets, so the
rule list is worked out once per set, not once per turn and join."""


def _runnable(present: int) -> tuple[Rule, ...]:
    rules = _RUNNABLE.get(present)
    if rules is None:
        if len(_RUNNABLE) >= 4096:
            _RUNNABLE.clear()
        rules = _RUNNABLE[present] = tuple(rule for rule, mask in zip(RULES, _MASKS) if present & mask == mask)
    return rules


def needles_in(form: str, words: int | None = None) -> int:
    """The needle sets ``form`` holds (``NeedleIndex.present``): what ``hits`` filters the rules with."""
    return _INDEX.present(form, words)


def hits(form: str, present: int | None = None) -> list[Hit]:
    """Every rule match in ``form`` (already passed through ``screen_form``).

    Rules that cannot match (none of their needles is in ``form``) are not run: the matches are
    exactly those of every rule run over ``form``. ``present``: ``needles_in(form)`` when the caller
    has it.
    """
    rules = _runnable(_INDEX.present(form) if present is None else present)
    return [Hit(rule.category, m.start(), m.end()) for rule in rules for m in rule.pattern.finditer(form)]


def collapsed_hits(squashed: str) -> list[Hit]:
    """Matches of the spelled-out phrases in the letters-only form."""
    out: list[Hit] = []
    if not any(start in squashed for start in _COLLAPSED_STARTS):
        return out
    for phrase in COLLAPSED_PHRASES:
        start = squashed.find(phrase)
        while start >= 0:
            out.append(Hit("obfuscated", start, start + len(phrase)))
            start = squashed.find(phrase, start + 1)
    return out
