"""A command line said as the turn's move: the candidate runs a tool, so they ask for its output.

On a scenario page an engineer often does not ask "can I see lspci?"; they type the command, or say it as they type
it ("typing sacct dash j 77120 dash dash format …", "sudo lspci -vv -s 5d:00.0, grep LnkSta"). Running a command
on the incident's machines is asking for what it prints, as much as "show me" is. The cue is the shape of a
command line, not a list of tools: the sentence opens with a program name followed, before any ordinary function
word, by option flags (typed "-s", "--format", or spoken "dash s", "dash dash format", as speech-to-text writes
them), or it is narrated as typing ("typing ray status on the head", "I'm typing …"), or it opens with a command in
backticks. A command inside a sentence that does something else ("resubmit with --exclude=b06", "drain it, then run
`dcgmi diag -r 3`") is part of a fix or a plan, and is not read here.
"""

from __future__ import annotations

import re

_LEAD = (r"^\W*(?:(?:ok(?:ay)?|so|and|then|now|next|first(?:ly)?|um+|uh+|right|alright|from [\w.-]+\s*:)[\s,]*)*")
"""Openers before the command: "Okay, then …", "From e30: …"."""
_NARRATED = re.compile(_LEAD + r"(?:i'?m (?:now )?|i am (?:now )?|now )?(?:typing|let me type|i(?:'ll)? type)\b\s*\S",
                       re.IGNORECASE)
"""The candidate says they are typing something: a command run at the keyboard."""
_BACKTICKED = re.compile(_LEAD + r"`[^`\s][^`]*`")
"""A sentence that opens with a command in backticks ("`ray status` first, then …")."""
_FLAG = r"(?:(?<=\s)--?[A-Za-z][\w-]*|\bdash (?:dash [a-z][\w]*|(?:capital )?[a-z]{1,2}\b))"
"""An option flag, typed ("-vv", "--format=…") or spoken ("dash vv", "dash dash format", "dash capital S")."""
_WORD = r"(?!(?:the|a|an|to|with|on|for|of|in|at|from|and|or|it|is|are|was|be|so|that|this|if|i|we|you|by|as|then)\b)[\w./:=,-]+"
"""A program or argument token: anything but an ordinary function word (which would make it a sentence about the
command, "resubmit with --exclude")."""
_PROGRAM = r"(?:sudo\s+)?(?!(?:the|a|an|to|it|is|so|that|this|if|i|we|you|they|then)\b)[a-z][\w.-]*"
"""The program: a leading token that is not a pronoun or article ("so we restart --x" is a sentence, not a command)."""
_FLAGGED = re.compile(_LEAD + _PROGRAM + r"(?:\s+" + _WORD + r"){0,8}?\s+" + _FLAG, re.IGNORECASE)
"""A program name, a few argument tokens, then a flag: "sacct dash j …", "python tools slash manifest dot py dash dash
step …", "nvidia-smi -q -d ECC"."""


def runs_command(sentence: str) -> bool:
    """The sentence is a command line run as the turn's move (typed, spoken or narrated as typing): a request for
    its output."""
    return bool(_NARRATED.match(sentence) or _BACKTICKED.match(sentence) or _FLAGGED.match(sentence))
