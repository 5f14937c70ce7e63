"""The shared sentence splitter (interviewer.text.sentences): each variant its callers rely on, pinned whole.

Plain unit tests: no model and no content, so no cassette.
"""

from __future__ import annotations

import pytest

from interviewer.text.sentences import Span, cut, enclosing, ends, sentences, spans


def test_cut_keeps_the_stop_and_drops_the_whitespace():
    assert cut("Use NCCL 2.18. Then check it! Why? Done") == ["Use NCCL 2.18.", "Then check it!", "Why?", "Done"]


def test_cut_a_decimal_or_a_dotted_name_is_no_stop():
    assert cut("MFU went 0.38 to 0.45 with torch.compile on v2.4") == ["MFU went 0.38 to 0.45 with torch.compile on v2.4"]


def test_cut_an_abbreviation_and_an_ellipsis_before_a_space_do_end_a_piece():
    assert cut("Wait... what happened? e.g. the ring.") == ["Wait...", "what happened?", "e.g.", "the ring."]


def test_cut_pieces_come_as_they_are():
    assert cut("One.  Two.\nThree. ") == ["One.", "Two.", "Three.", ""]
    assert cut("One\nTwo") == ["One\nTwo"]
    assert cut("  lead") == ["  lead"]


def test_cut_newlines_and_semicolons_on_request():
    text = "It fell over.\n\nThen we restarted; it held.\nok"
    assert cut(text) == ["It fell over.", "Then we restarted; it held.", "ok"]
    assert cut("a\n\nb; c") == ["a\n\nb; c"]
    assert cut("a\n\nb; c", newlines=True) == ["a", "b; c"]
    assert cut("a\n\nb; c", semicolons=True) == ["a\n\nb", "c"]
    assert cut("a\n\nb;c", semicolons=True, newlines=True) == ["a", "b", "c"]


def test_cut_maxsplit():
    assert cut("First this. Then that. And more.", maxsplit=1) == ["First this.", "Then that. And more."]


def test_sentences_strip_and_drop_empty_pieces():
    assert sentences(" It fell over.\n\n Then we restarted;  it held. ", semicolons=True, newlines=True) == [
        "It fell over.", "Then we restarted", "it held."]


def test_sentences_for_speech_cut_only_before_a_capital_or_a_digit():
    text = 'Wait... what happened? e.g. the ring. He said "Stop." Then 2 more. (Aside.) 3 left.'
    # The closing quote or bracket after a stop goes with the whitespace (as the voice speaker always cut).
    assert sentences(text, capital=True) == [
        "Wait... what happened? e.g. the ring.", 'He said "Stop.', "Then 2 more.", "(Aside.", "3 left."]


def test_spans_every_stop_ends_by_default():
    assert spans("MFU was 0.45 at TP 8; then 1.5x. Why?") == [
        Span("MFU was 0", 0, 9), Span("45 at TP 8", 10, 20), Span(" then 1", 21, 28), Span("5x", 29, 31),
        Span(" Why", 32, 36)]


def test_spans_a_dot_before_a_digit_ends_nothing():
    assert spans("MFU was 0.45 at TP 8; then 1.5x. Why?", dots="before-digit") == [
        Span("MFU was 0.45 at TP 8", 0, 20), Span(" then 1.5x", 21, 31), Span(" Why", 32, 36)]
    assert spans(".5 of it", dots="before-digit") == [Span(".5 of it", 0, 8)]


def test_spans_keep_what_ends_them():
    text = "Really?! yes;\n\nno"
    assert spans(text) == [Span("Really", 0, 6), Span(" yes", 8, 12), Span("no", 15, 17)]
    assert spans(text, keep="stop") == [Span("Really?", 0, 7), Span(" yes", 8, 12), Span("no", 15, 17)]
    assert spans(text, keep="stops") == [Span("Really?!", 0, 8), Span(" yes;", 8, 13), Span("no", 15, 17)]
    assert spans(text, keep="all") == [Span("Really?!", 0, 8), Span(" yes;\n\n", 8, 15), Span("no", 15, 17)]
    assert spans("a\n\nb", keep="stops") == [Span("a\n", 0, 2), Span("b", 3, 4)]


def test_spans_an_ellipsis_is_one_end():
    assert spans("Wait... then", keep="stops") == [Span("Wait...", 0, 7), Span(" then", 7, 12)]
    assert spans("Wait... then", keep="all") == [Span("Wait...", 0, 7), Span(" then", 7, 12)]


def test_spans_an_unspaced_dot_joins_the_pieces_around_it():
    assert spans("Driver 550.90.07, e.g. the latest. ok", keep="stops", dots="unspaced") == [
        Span("Driver 550.90.07, e.g.", 0, 22), Span(" the latest.", 22, 34), Span(" ok", 34, 37)]
    assert spans("torch.distributed.fsdp works", keep="stops", dots="unspaced") == [
        Span("torch.distributed.fsdp works", 0, 28)]


def test_spans_offsets_point_into_the_text():
    text = "One; two.\nThree? four"
    for keep in ("none", "stop", "stops", "all"):
        for span in spans(text, keep=keep):
            assert text[span.start:span.end] == span.text


def test_spans_hold_at_least_one_character_that_is_no_end():
    assert spans("...\n;?") == []
    assert spans("") == []


@pytest.mark.parametrize(("word", "expected"), [("ring", (10, 29)), ("hung", (30, 38)), ("Done", (40, 44)),
                                                 ("ran", (0, 9))])
def test_enclosing_is_the_sentence_around_an_offset(word, expected):
    text = "We ran it. The ring, not tree; it hung.\nDone"
    at = text.index(word)
    assert enclosing(text, at, at + len(word)) == expected


def test_enclosing_with_other_ends():
    text = "a, b. c"
    assert enclosing(text, 3, 4, ends=",") == (2, 7)


def test_ends_count_a_stop_only_before_whitespace():
    assert ends("v1.5 and torch.compile. Then... ok") == [23, 31]
    assert ends("We ran it. The ring; it hung.\nDone") == [10, 20, 29, 30]
    assert ends("a;b?c") == []
