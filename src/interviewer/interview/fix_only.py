"""A fix announced with no cause: "Kenji: today I'm adding a loader check that rejects empty sequences", "I'll change
the launcher to requeue with --exclude instead of restarting in place", "We're pinning the buffer to the CPU workers".

A sentence that opens with the writer's own change, under way or to come (after a speaker's label or a time, "Carla:
today I'm …"), says what they do about the failure; the failure's words inside it ("a check that rejects sequences
with zero loss tokens", "instead of restarting in place") describe the change, they do not say why the run broke. A
reason given with it ("…, because right now they're ignored and the loader runs at its defaults") states a cause, and
the sentence is read as it is. A bare order that opens with "just" ("Just `kubectl delete pod` the new worker and let
KubeRay recreate it") is the same: a fix told to the reader, with no cause in it.
"""

from __future__ import annotations

import re

_FIX = re.compile(
    r"^\W*(?:[A-Z][\w-]*(?: [A-Z][\w-]*)?\s*(?:\([^)\n]{0,30}\))?\s*:\s*)?"
    r"(?:(?:today|now|so|ok(?:ay)?|next|tonight|tomorrow|this (?:morning|afternoon|evening)|first|meanwhile),?\s+)?"
    r"(?:i'?m|i am|we'?re|we are|i'?ll|we'?ll|i will|we will|i'?m going to|we'?re going to|i'?m gonna) "
    r"(?:also |just |now |then |quickly )?"
    r"(?:add|chang|switch|patch|mak|set|mov|pin|requeu|revert|roll|bump|rais|lower|cordon|exclud|replac|rewrit|restor|"
    r"disabl|enabl|cap|limit|swap|resubmit)\w*\b", re.IGNORECASE)
"""A sentence that opens with the writer's change: "I'm adding …", "today we're switching …", "Carla: I'll revert …"."""

_REASON = re.compile(r"\b(?:because|since|due to|caused|causes|cause|why|given that|now that|the reason|so that'?s|"
                     r"which (?:is|was) (?:why|what))\b|\bas (?:the|it|they|this|that)\b", re.IGNORECASE)
"""A reason given with the change: it states a cause."""


_JUST_DO = re.compile(
    r"^\W*(?:(?:honestly|so|ok(?:ay)?),?\s+)?(?:just|simply)\s+(?:`[^`\n]+`|(?:restart|delete|drain|reboot|kill|recreate|"
    r"rerun|re-run|resubmit|requeue|bounce|cordon|reset|redeploy|revert|roll back|bump|raise|lower|reseat|replace|swap|"
    r"exclude|disable|enable|turn (?:on|off))\b)[^:;\u2013\u2014]*$", re.IGNORECASE)
"""A bare order to fix it ("Just `kubectl delete pod` the worker and let it come back", "Just drain the node"), with no
colon, semicolon or dash after which a reason could follow."""


def announces_fix(text: str) -> bool:
    """Whether the sentence only announces the writer's change, or orders one ("Just restart it"), with no cause given
    for it."""
    return bool(_FIX.match(text) or _JUST_DO.match(text)) and not _REASON.search(text)
