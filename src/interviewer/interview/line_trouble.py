"""A bad line, and what the candidate asks because of it: "you cut out after 'checkpoint' - can you paste the rest of the
question?", "sorry it dropped, you said two nodes, right?", "sorry, the signal, was the question the interval?".

On a phone or video call the candidate says the line failed and then asks for what was lost: the question again, its
end in the chat, or a check of what they think they heard. That is a request about the interview (meta), however long
the sentence and whatever figures it repeats; a question about the problem asks nothing about what was said. The
line's failure alone ("the signal keeps dropping") is a remark, not a request; the check alone ("you said two nodes,
right?") asks about a fact. Both together are the request.
"""

from __future__ import annotations

import re

_FAILED = re.compile(
    r"\b(?:you|it|the (?:line|call|audio|sound|signal|connection|bridge|video|mic))\s+(?:just\s+|kind of\s+|totally\s+)?"
    r"(?:(?:cut|broke)\s+(?:out|up|off)|cut(?=\s*[,.;:!?\u2013\u2014-]|\s*$)|dropped|froze|glitched)(?=\W|$)|"
    r"\b(?:lost|losing) you\b|\byou(?:'re| are| were) (?:breaking|cutting) (?:up|out)\b|"
    r"^\W*(?:(?:sorry|hello|hi)\W+)*(?:the|bad|weak|no|lost|poor) (?:signal|line|reception|connection)\b(?=\s*[,.;:!?\u2013\u2014-])",
    re.IGNORECASE)
"""The line failing, said by the candidate ("you cut out", "it dropped", "I lost you", "sorry, the signal,")."""

_WHAT_WAS_SAID = re.compile(
    r"\b(?:you said|did you say|you were saying|(?:the|your) (?:question|last (?:part|bit|sentence|thing))|the rest\b|"
    r"the (?:second|first|other) (?:half|part)|again\b|once more\b|one more time\b|repeat\b|(?:in|into) the chat\b|"
    r"(?:type|paste|write) (?:it|that|the \w+)\b|what you (?:said|asked))", re.IGNORECASE)
"""What was said, asked back: the question, its rest, a repeat, or the candidate's check of what they heard."""


def heard_badly(sentence: str) -> bool:
    """The line failed and the candidate asks for, or checks, what was lost: a request about the interview."""
    return bool(_FAILED.search(sentence) and _WHAT_WAS_SAID.search(sentence))
