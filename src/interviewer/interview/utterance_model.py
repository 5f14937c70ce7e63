"""A learned tie-breaker stacked on the offline rules: structural features in, a conservative class-set edit out.

The rules (``understand``) read each turn into a set of classes. This model sees the same text through general,
structural features (``utterance_features``) plus the rules' own classes, and gives each class a probability from
one L2-regularised logistic regression per class (trained by ``tools/train_utterance_model.py`` on the dev utterance
splits, judged leave-one-author-out). It may ADD a class the rules missed when p >= hi and REMOVE a rule class when
p <= lo; it may REPLACE a rule ``answer`` by ``question`` or ``meta`` only where the turn's form agrees; it never adds
``diagnosis`` (crediting a cause is the rules' job), adds ``off-topic`` only to a turn addressed to the grader or the
AI, and only ever yields a class set seen in the training labels, else the rules' set stands. Pure Python at run
time: the weights are ``utterance_model.json`` beside this module.
"""

from __future__ import annotations

import json
import math
import os
from functools import lru_cache
from pathlib import Path

from .utterance_features import evidence, features

WEIGHTS = Path(__file__).with_name("utterance_model.json")
SWITCH = "INTERVIEWER_UTTERANCE_MODEL"
"""Set to ``off``: the rules' classes stand unedited (the training tool records the rules this way; benches compare)."""
NEVER_ADDED = frozenset({"diagnosis"})
"""Classes the model may take away but never give: a diagnosis is credited by the rules only (issue #11, item 4)."""
REPLACES = {"question": "asks", "meta": "requests"}
"""What a rule ``answer`` may be replaced by, and the evidence the turn's form must show for it: an interrogative
sentence (not uptalk) for a question, a request to the interviewer about the interview for meta."""
SUBSTANTIVE = frozenset({"answer", "hypothesis", "diagnosis"})


@lru_cache(maxsize=1)
def _load() -> dict:
    return json.loads(WEIGHTS.read_text(encoding="utf-8"))


def probabilities(cues: dict[str, float], model: dict | None = None) -> dict[str, float]:
    """Each class's probability under its logistic model (features unknown to the model weigh nothing)."""
    model = model or _load()
    out = {}
    for c, params in model["classes"].items():
        weights = params["weights"]
        z = params["bias"] + sum(weights.get(name, 0.0) * value for name, value in cues.items())
        out[c] = 1.0 / (1.0 + math.exp(-max(min(z, 40.0), -40.0)))
    return out


def may_add(c: str, rule_classes: set[str], found: frozenset[str]) -> bool:
    """Off-topic is added only to a turn addressed to the grader or the AI whose rule set holds no substantive reading
    with substance beside that address (a casual on-subject answer, "honestly I'd just restart the pod", stays an
    answer); diagnosis never."""
    if c in NEVER_ADDED:
        return False
    if c == "off-topic":
        return "grader" in found and not (rule_classes & SUBSTANTIVE and "substance" in found)
    return True


def decide(rule_classes: set[str], probs: dict[str, float], hi: dict[str, float], lo: dict[str, float],
           allowed: set[frozenset[str]], keep: frozenset[str] = frozenset(), *,
           found: frozenset[str] = frozenset(), replace: dict[str, dict[str, float]] | None = None) -> set[str]:
    """The rules' set, with class c added when p(c) >= hi[c] (see ``may_add``) and a rule class removed when
    p(c) <= lo[c] (never one in ``keep``). ``replace`` (per target: lo, hi) lets a rule answer become a question or
    meta when p(answer) <= lo, p(target) >= hi, the turn shows the target's evidence in ``found`` (``REPLACES``) and
    no worked answer (a figure with a unit, a mechanism). The model only edits: a set it would empty, or one never
    seen among the training labels, leaves the rules' set. An answer the rules found beside an off-topic line stays:
    the rules checked that the rest of the turn is on the question's subject, a sharper test than the model's."""
    keep = keep | ({"answer"} if "off-topic" in rule_classes else set())
    final = set(rule_classes)
    for c, p in probs.items():
        if c not in final and p >= hi[c] and may_add(c, rule_classes, found):
            final.add(c)
        elif c in final and p <= lo[c] and c not in keep:
            final.discard(c)
    if "answer" in rule_classes and "answer" not in keep and "worked" not in found:
        eligible = [(probs[t], t) for t, cue in REPLACES.items() if t in (replace or {}) and cue in found
                    and probs["answer"] <= replace[t]["lo"] and probs[t] >= replace[t]["hi"]]
        if eligible:
            final = (final - {"answer"}) | {max(eligible)[1]}
    if not final or frozenset(final) not in allowed:
        return set(rule_classes)
    return final


def adjust(text: str, rule_classes: set[str] | list[str], context_kind: str, *,
           keep: frozenset[str] = frozenset()) -> set[str]:
    """The final class set of one turn: the rules' set, edited where the model is confident (see ``decide``).
    ``keep``: rule classes the model may not remove (a credited diagnosis)."""
    if os.environ.get(SWITCH, "").lower() == "off":
        return set(rule_classes)
    model = _load()
    probs = probabilities(features(text, rule_classes, context_kind), model)
    allowed = {frozenset(s) for s in model["allowed_sets"]}
    thresholds = model["thresholds"]
    return decide(set(rule_classes), probs, thresholds["hi"], thresholds["lo"], allowed, keep,
                  found=evidence(text), replace=thresholds["replace"])
