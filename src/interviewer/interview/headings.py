"""A heading that says what its line is: "Ruled out: head scheduling.", "Open questions: the head advertises 64 CPUs.",
"Not done yet: set num-cpus to 0 on the head.".

Notes, tickets and status posts file each line under a heading; the heading, not the line's grammar, says whether the
writer stands behind it. A line under "Ruled out:" names what the writer has excluded (negated); one under "Open
questions:" or "To confirm:" is put up for checking, not concluded (hedge); one under "Not done yet:", "Next steps:"
or "Action items:" is work to do (plan). Headings that conclude ("Root cause:", "Identified:", "Findings:") are not
these, and leave the line as it reads.
"""

from __future__ import annotations

import re

from .stance import Sentence

_HEADINGS = (
    ("negated", r"ruled[- ]out|excluded|eliminated|not the cause|red herrings?|disproved|dismissed"),
    ("hedge", r"open (?:questions?|items?|points?)|(?:unanswered )?questions?|unknowns?|to (?:check|confirm|verify)|"
              r"needs? (?:checking|confirming|confirmation)|unconfirmed|unverified|speculation|hypothes[ie]s"),
    ("plan", r"not done yet|still to do|to ?do|next steps?|action items?|follow[- ]?ups?"),
)
_HEADING = re.compile(r"^\W*(?:(?:[\[(][^\])\n]{1,32}[\])]|[A-Za-z][\w-]*\s*:)\s*)?(?:" +
                      "|".join(rf"(?P<{kind}>{words})" for kind, words in _HEADINGS) + r")(?:\s*\([^)\n]{0,30}\))?\s*:",
                      re.IGNORECASE)
"""A heading that opens the sentence, after a tag or a label if any ("[internal] Ruled out:", "Status: Open
questions:")."""


def headed(s: Sentence) -> Sentence:
    """The sentence as its heading files it: a line under "Ruled out:" is negated, one under "Open questions:" a hedge,
    one under "Not done yet:" a plan; any other sentence as it reads."""
    m = _HEADING.match(s.text)
    if not m or s.stance not in ("assert", "hedge", "plan"):
        return s
    kind = next(k for k, _ in _HEADINGS if m.group(k))
    return s if s.stance == kind else Sentence(s.text, kind, s.start)
