"""Numbers as people say them: the words of a spoken number, and their value.

Speech-to-text and hurried speakers write numbers as words ("thirty-two", "four hundred", "one point one", "three and
a half"); the computation reader (``interview.computations``) reads them with this grammar.
"""

from __future__ import annotations

WORD_NUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
             "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
             "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
             "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100}
_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_UNITS_W = r"(?:one|two|three|four|five|six|seven|eight|nine)"
WORDS = (rf"(?:{_TENS}(?:[- ]{_UNITS_W})?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
          rf"nineteen|ten|{_UNITS_W})")
_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
SPOKEN = (rf"(?:{WORDS}(?:\s+hundred(?:\s+(?:and\s+)?{WORDS})?)?"
           rf"(?:\s+point(?:\s+{_DIGIT_WORD})+|\s+and\s+a\s+(?:half|quarter))?)")
"""A number said in words: "thirty-two", "four hundred", "forty three hundred", "one point one", "three and a half"."""


_DIGIT_VALUE = {"zero": "0", "oh": "0", **{w: str(v) for w, v in WORD_NUM.items() if v < 10}}


def spoken_value(words: list[str]) -> float:
    """The value of a number said in words, split into lowercase words: ["four", "hundred", "and", "ten"]."""
    if "point" in words:
        at = words.index("point")
        return spoken_value(words[:at]) + float("0." + "".join(_DIGIT_VALUE[w] for w in words[at + 1:]))
    if words[-3:-1] == ["and", "a"]:
        return spoken_value(words[:-3]) + (0.5 if words[-1] == "half" else 0.25)
    if "hundred" in words:
        at = words.index("hundred")
        return spoken_value(words[:at]) * 100 + (spoken_value([w for w in words[at + 1:] if w != "and"]) if words[at + 1:] else 0)
    return float(sum(WORD_NUM[w] for w in words))
