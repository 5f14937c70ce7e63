"""Requests about the room's writing surface in an in-person interview: a marker or an eraser to borrow, part of the
board to rub out, another board, side or corner to write on ("Can I borrow the blue marker?", "Let me just wipe this
bit and redraw it", "May I use the other board? This one is full", "is it okay if I take this corner for a table").

They are about the interview's own means (meta), like asking for a notepad or an editor in a remote one, not about the
system being designed. Read by form: a request or a stated intention, then a writing tool or a part of the board as its
object. The object must be the board's own ("this bit", "the right side", "that corner"), never a part of the system
("the other side of the ring", "erase the checkpoint"): a part of something else ("side of the ring") is not one.
"""

from __future__ import annotations

import re

_ASKS_OR_WILL = (r"(?:(?:can|could|may|shall|should) (?:i|we)|(?:is it|would it be|it'?s) (?:ok(?:ay)?|fine|cool|alright|all right) "
                 r"(?:if (?:i|we)|to)|(?:do you )?mind if (?:i|we)|let me|lemme|let'?s|i(?:'ll| will| need to| want to|'d like to| would like to|"
                 r"'m going to| am going to|'m gonna))\s+(?:just |quickly |also |maybe |please )?")
_TOOL = r"(?:marker|pen|eraser|rubber|duster|sharpie|felt[- ]tip)s?"
_SURFACE = r"(?:board|whiteboard|white board|side|corner|half|panel|wall)"
_POINTED = (r"(?:this|that|these|those) (?:(?:little|small|top|bottom|left|right|whole|middle|last|first) ){0,2}(?:bit|part|section|"
            r"box|top|bottom|area|space|diagram|drawing|sketch|table|arrow|column|row)s?")
"""A part of the board pointed at ("this bit", "that box"): "the bit in the register" is not one."""
_WHICH = (r"(?:the |this |that |these |those |a |an |some |another |your |my |more )?(?:(?:other|left|right|top|bottom|next|"
          r"second|spare|back|front|empty|clean|free|far|little|small|whole|upper|lower|blue|red|green|black|new|\w+-hand) ){0,2}")
_NOT_BOARDS = r"(?!\s+of (?!(?:the |this |that )?(?:board|whiteboard|white board|wall)\b))"
"""A part of something else ("the other side of the ring", "the top of the stack") is the system, not the board."""

BOARD_ASKED = re.compile("|".join((
    # a tool borrowed or asked for: "can I borrow the blue marker", "is there an eraser", "could I grab another pen"
    _ASKS_OR_WILL + r"(?:borrow|grab|have|get|take|use|swap (?:to|for)|switch to|try) " + _WHICH + _TOOL + r"\b",
    r"\bis there (?:a|an|another|any) (?:\w+ )?" + _TOOL + r"\b",
    # a tool that has given out: "this marker is dying", "the pen's dry"
    r"\b(?:this|the|my|that) " + _TOOL + r"(?:'s| is| has| keeps)? (?:dying|dead|dry|drying|gone dry|out of ink|running out|"
    r"given up|fading)\b",
    # part of the board rubbed out: "let me just rub out this bit", "can I erase the left side", "I'll wipe this"
    _ASKS_OR_WILL + r"(?:erase|wipe|rub out|clean|clear|scrub)(?: off| out| down)? (?:" + _WHICH + _SURFACE + r"|" + _POINTED
    + r")\b" + _NOT_BOARDS,
    _ASKS_OR_WILL + r"(?:erase|wipe|rub|clean)(?: (?:this|that|it|these|those))(?: out| off| away)?(?=\s*(?:$|[,.;!?]|and "
    r"(?:re)?(?:draw|write|start)))",
    # another surface to write on: "can I write on the right side", "may I use the other board", "is it cool if I use this corner"
    _ASKS_OR_WILL + r"(?:write|draw|sketch|put (?:this|it|that|them)|continue|carry on) (?:on|in|over on|up on) " + _WHICH
    + _SURFACE + r"\b" + _NOT_BOARDS,
    _ASKS_OR_WILL + r"(?:use|take|have|grab|borrow|move to|go to|switch to) " + _WHICH + r"(?:board|whiteboard|white board|corner|"
    r"panel|wall)\b" + _NOT_BOARDS,
    # "the other side" only with nothing of the system after it ("use the other side for prefill" is a design)
    _ASKS_OR_WILL + r"(?:use|move to|go to|switch to) " + _WHICH + r"side(?=\s*(?:$|[,;.!?]|for (?:this|that|it|now)\b|too\b|"
    r"as well\b|instead\b|of the (?:board|whiteboard|wall)\b))",
    # the board or the marker reported on, as the reason for such a request: "this one's dying", "the left is full"
    r"^\W*(?:(?:and|but|because|since|sorry|oh)[\s,]+)*(?:this|that|the|my) (?:one|left|right|other|first|old|board|whiteboard|"
    r"marker|pen)(?: one| side| board| half)?(?:'s| is| has)? (?:(?:already|completely|totally|almost|nearly|getting|just) )?"
    r"(?:full|dying|dead|dry|out of (?:room|space|ink))\b",
    # the board ran out of room: "I'm out of space on the board"
    r"\b(?:out of|running out of|no more) (?:room|space) on (?:the |this |that )?(?:board|whiteboard|white board|wall)\b",
)), re.IGNORECASE)
"""A request or a stated intention about the board itself: a tool, rubbing part of it out, another part to write on."""


def board_asked(sentence: str) -> bool:
    """Whether the sentence asks for (or announces) something about the interview's own board and markers."""
    return bool(BOARD_ASKED.search(sentence))
