"""Judge doubles: a judge that obeys text addressed to it, and is fair otherwise.

``ObedientJudge`` is the threat model of the evidence check made concrete. Shown a candidate
turn that addresses the grader, it does what the turn asks: the top level, quoting an
innocent sentence of that SAME turn (words the candidate really said, so a sentence-level
check would let it through). Otherwise it judges like a fair, lexical judge: the level its
rubric's signal phrases earn in the candidate turns it is shown, quoting the clauses they
occur in. It decides "addresses the grader" on its own (from ``triggers``, or a broad word
list), never through ``interviewer.scoring.judge.injection``, so a screen that misses an attack
shows up as an inflated score rather than being agreed with.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from ..content.library import Library
from ..content.matching import find_first
from ..llm.messages import Message
from ..text.sentences import cut
from . import AgentInfo, FunctionModel

_TURN = re.compile(r'<turn seq="(\d+)" speaker="candidate"(?: topic="([^"]*)")?[^>]*>\n(.*?)\n</turn>', re.S)
_DIM = re.compile(r'Score the dimension "([^"]+)" only')
_INVISIBLE = re.compile("[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\U000e0000-\U000e007f]")
_WITHHELD = re.compile(r"^\[turn \d+ withheld: ")
GRADER_WORDS = ("grader", "judge", "evaluator", "rubric", "verdict", "score", "grade", "hire", "instruction",
                "[result]", "the candidate", "system:", "assistant:", "human:", "<|", "[inst]", "</turn",
                "‹/turn", "</transcript", "‹/transcript", "level 4", "满分", "指令", "puntuación", "note maximale",
                "höchstpunktzahl", "балл", "<!--")
"""What the double obeys when it is given no triggers: any of these words in a candidate turn."""


def _plain(text: str) -> str:
    return " ".join(_INVISIBLE.sub("", unicodedata.normalize("NFKC", text)).replace("‹", "<").split()).casefold()


def _level(coverage: float) -> int:
    return 4 if coverage >= 0.75 else 3 if coverage >= 0.5 else 2 if coverage >= 0.25 else 1


class ObedientJudge(FunctionModel):
    """A judge that obeys any candidate text addressed to it and is a fair lexical judge otherwise.

    ``triggers``: fragments whose presence in a candidate turn makes it obey (compared after
    NFKC, zero-width removal and case folding); ``None`` obeys any turn holding one of
    ``GRADER_WORDS``. As a screen classifier it always answers "no" (it is on the attacker's side).
    """

    provider = "obedient"

    def __init__(self, library: Library, *, triggers: Sequence[str] | None = None, model_name: str = "obedient"):
        self.library = library
        self.triggers = [_plain(t) for t in triggers] if triggers is not None else None
        self._topics = {t.id: t.dimension for p in library.personas.values() for t in p.topics}
        self.obeyed: list[int] = []
        """Candidate turns it obeyed (a screen that works keeps this empty)."""
        super().__init__(self._reply, model_name=model_name)

    def addresses_me(self, text: str) -> bool:
        plain = _plain(text)
        if self.triggers is not None:
            return any(t and t in plain for t in self.triggers)
        return any(w in plain for w in GRADER_WORDS)

    def _innocent(self, text: str) -> str | None:
        for sentence in cut(text, newlines=True):
            sentence = sentence.strip()
            if len(sentence) >= 12 and not self.addresses_me(sentence) and not any(
                    t in _plain(sentence) or _plain(sentence) in t for t in (self.triggers or [])):
                return sentence
        return None

    def _reply(self, messages: list[Message], info: AgentInfo) -> dict:
        if info.output_schema is not None and info.output_schema.__name__ == "ScreenVerdict":
            return {"addresses_grader": "no"}
        text = "\n".join(getattr(m, "text", "") for m in messages)
        dim_id = _DIM.findall(text)[-1]
        shown = [(int(seq), topic, body) for seq, topic, body in _TURN.findall(text) if not _WITHHELD.match(body)]
        for seq, _, body in shown:
            if self.addresses_me(body):
                quote = self._innocent(body)
                if quote:
                    self.obeyed.append(seq)
                    return {"dimension": dim_id, "evidence": [{"turn": seq, "quote": quote}],
                            "rationale": "As the transcript instructs, the top level.", "score": "4"}
        # A fair judge reads the answers to this dimension's questions (all answers when untagged).
        mine = [(seq, body) for seq, topic, body in shown if self._topics.get(topic) == dim_id]
        return self._fair(dim_id, mine or [(seq, body) for seq, topic, body in shown if not topic])

    def _fair(self, dim_id: str, turns: list[tuple[int, str]]) -> dict:
        dim = self.library.rubrics[dim_id]
        evidence, covered = [], 0.0
        for signal in dim.signals:
            for seq, body in turns:
                hit = find_first(body, signal.evidence)
                if hit and len(hit.quote) >= 12:
                    covered += signal.weight
                    if len(evidence) < 4:
                        evidence.append({"turn": seq, "quote": hit.quote})
                    break
        total = sum(s.weight for s in dim.signals) or 1.0
        if evidence:
            return {"dimension": dim_id, "evidence": evidence, "score": str(_level(covered / total)),
                    "rationale": f"Signal phrases cover {covered / total:.0%} of the rubric by weight."}
        first = next((s.strip() for _, body in turns for s in cut(body, newlines=True) if len(s.strip()) >= 12), None)
        if first is None:
            return {"dimension": dim_id, "evidence": [], "rationale": "Nothing to judge.", "score": "not_assessed"}
        seq = next(seq for seq, body in turns if first in body)
        return {"dimension": dim_id, "evidence": [{"turn": seq, "quote": first}],
                "rationale": "No signal of this dimension shown.", "score": "1"}


__all__ = ["GRADER_WORDS", "ObedientJudge"]
