"""Reading other tools' transcripts: every fixture format, encodings, speakers, and bad files.

Fixtures in tests/fixtures/imports/ follow each format's published shape: WebVTT per the W3C
spec (voice spans, cue settings, STYLE/REGION/NOTE blocks), Teams-style voice tags, Zoom-style
"Name:" prefixes, SRT, note-taker text, and OpenAI-/Anthropic-style chat JSON.
"""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from interviewer.content import load_library
from interviewer.importing import ImportFileError, ImportOptions, import_file, read_source

FIXTURES = Path(__file__).parent / "fixtures" / "imports"


@pytest.fixture(scope="module")
def library():
    return load_library([])


def turns(path, library, **options):
    imported = import_file(path, library, ImportOptions(**options))
    return [(t.role, t.speaker, t.clock(), t.text) for t in imported.transcript.turns()]


def test_zoom_prefixed_vtt_merges_each_speakers_cues_keeping_the_first_time(library):
    got = turns(FIXTURES / "meeting.vtt", library)
    assert [(r, s, c) for r, s, c, _ in got] == [
        ("interviewer", "Sam Lee", "00:00:02"), ("candidate", "Alex Kim", "00:00:08"),
        ("interviewer", "Sam Lee", "00:00:10"), ("candidate", "Alex Kim", "00:00:20"),
        ("interviewer", "Sam Lee", "00:00:53"), ("candidate", "Alex Kim", "00:01:01"),
        ("interviewer", "Sam Lee", "00:14:31"), ("candidate", "Alex Kim", "00:14:32"),
        ("interviewer", "Sam Lee", "00:15:21")]
    assert got[3][3] == ("Sure. So the biggest one was a 512-GPU pretraining run, 64 nodes of H100s, and it ran for "
                         "about five weeks. The most common failure was a GPU dropping out. dmesg showed Xid 79, "
                         "fallen off the bus, maybe twice a week, and a few double-bit ECC errors. Each time we had "
                         "to cordon the node, drain it from Slurm and resume from the last checkpoint, which cost us "
                         "roughly forty minutes per incident.")


def test_import_header_records_the_source_and_who_was_who(library):
    imported = import_file(FIXTURES / "meeting.vtt", library, ImportOptions(candidate=["alex kim"]))
    header = imported.transcript.header
    source = header.source
    assert header.imported is True and header.options.candidate == "Alex Kim"
    assert (source.file, source.format, source.encoding) == (str(FIXTURES / "meeting.vtt"), "vtt", "utf-8")
    assert source.sha256 == __import__("hashlib").sha256((FIXTURES / "meeting.vtt").read_bytes()).hexdigest()
    assert (source.candidate, source.interviewers, source.others) == (["Alex Kim"], ["Sam Lee"], [])
    assert source.candidate_rule == "--candidate Alex Kim"
    assert {t.source for t in imported.transcript.turns()} == {"import"}


def test_teams_voice_tags_and_a_guest_suffix_dropped_on_rejoin_are_one_speaker(library):
    got = turns(FIXTURES / "teams-voice-tags.vtt", library)
    assert [(r, s, c) for r, s, c, _ in got] == [
        ("interviewer", "Priya Shah", "00:00:03"), ("candidate", "Alex Kim", "00:00:09"),
        ("interviewer", "Priya Shah", "00:00:25"), ("candidate", "Alex Kim", "00:00:41")]
    assert got[2][3] == "And how do you keep the write from stalling training? Sorry, I dropped for a second there. Go ahead."


def test_w3c_features_header_style_region_notes_settings_spans_and_two_voices_in_one_cue(library):
    got = turns(FIXTURES / "w3c-features.vtt", library)
    assert got == [
        ("interviewer", "Sam Lee", "00:00:01", "What would you check first when an all-reduce hangs?"),
        ("candidate", "Alex Kim", "00:00:06", "First which rank is stuck: py-spy dump on every rank, then "
         "NCCL_DEBUG=INFO & the NCCL_DEBUG_SUBSYS=COLL log. If one rank never entered the collective, it is not "
         "the network."),
        ("interviewer", "Sam Lee", "00:00:18", "Okay."),
        ("candidate", "Alex Kim", "00:00:18", "And I'd look at the ranks <ahead> of it."),
    ]


def test_utf8_bom_and_crlf(library):
    imported = import_file(FIXTURES / "bom-crlf.vtt", library)
    assert imported.transcript.header.source.encoding == "utf-8-sig"
    assert [t.text for t in imported.transcript.turns()] == [
        "How big was the cluster you ran, and what broke most?",
        "About 256 GPUs. Mostly NVLink errors and one node that kept throwing Xid 79, fallen off the bus. "
        "We drained it and ran burn-in before it came back."]


@pytest.mark.parametrize("utf16, plain, encoding", [
    ("meeting-utf16le.vtt", "meeting.vtt", "utf-16-le"),
    ("otter-speakers-utf16be.srt", "otter-speakers.srt", "utf-16-be"),
])
def test_utf16_with_a_bom_reads_the_same_as_utf8(library, utf16, plain, encoding):
    wide = import_file(FIXTURES / utf16, library)
    assert wide.transcript.header.source.encoding == encoding
    assert turns(FIXTURES / utf16, library) == turns(FIXTURES / plain, library)


def test_overlapping_cues_an_interjection_does_not_split_the_answer_and_empty_cues_vanish(library):
    got = turns(FIXTURES / "overlapping-empty.vtt", library)
    assert [(r, c) for r, _, c, _ in got] == [("interviewer", "00:01:00"), ("candidate", "00:01:04"),
                                             ("interviewer", "00:01:06"), ("candidate", "00:01:29")]
    assert got[1][3].endswith("that's over a terabyte for 70B, so I'd use FSDP full shard across the data parallel "
                              "group and keep tensor parallel inside the node on NVLink.")
    assert got[2][3] == "mm-hm And the pipeline bubble?"


def test_a_speaker_renamed_mid_call_is_one_candidate_when_both_names_are_given(library):
    got = turns(FIXTURES / "zoom-renamed.vtt", library, candidate=["Alex Kim", "iPhone"])
    assert [(r, s) for r, s, _, _ in got] == [("interviewer", "Sam Lee"), ("candidate", "iPhone"),
                                             ("interviewer", "Sam Lee"), ("candidate", "Alex Kim")]
    imported = import_file(FIXTURES / "zoom-renamed.vtt", library, ImportOptions(candidate=["Alex Kim", "iPhone"]))
    assert imported.transcript.header.source.candidate == ["Alex Kim", "iPhone"]


def test_srt_with_speaker_prefixes_multiline_cues_and_markup(library):
    got = turns(FIXTURES / "otter-speakers.srt", library)
    assert got[1] == ("candidate", "Alex Kim", "00:00:05", "I'd check what changed: the commit, the container, the "
                      "driver, the nodes we landed on. Then the step time breakdown, data loader versus forward, "
                      "backward and the all-reduce.")
    assert [r for r, *_ in got] == ["interviewer", "candidate", "interviewer", "candidate"]


def test_note_taker_text_shapes(library):
    colon = turns(FIXTURES / "notes-colon.txt", library)
    assert colon[0] == ("other", "", "", "Mock interview, training infra, 12 March\n\nInterviewer: Sam Lee. "
                        "Candidate: Alex Kim.")
    assert colon[2][:2] == ("candidate", "Alex Kim")
    assert colon[2][3].splitlines()[-1] == ("The usual culprit is a rank taking a different branch, for example "
                                            "skipping a step because of a NaN check.")
    assert colon[4][3].startswith("Then it's the network or a bad GPU. Note: I'd check dmesg")

    bracketed = turns(FIXTURES / "notes-bracketed.txt", library)
    assert [(r, c) for r, _, c, _ in bracketed] == [("interviewer", "00:00:04"), ("candidate", "00:00:09"),
                                                   ("interviewer", "00:00:40"), ("candidate", "00:00:44")]
    assert bracketed[3][3].endswith("12:30 is when that job runs every night.")

    otter = turns(FIXTURES / "otter-export.txt", library)
    assert [(r, s, c) for r, s, c, _ in otter] == [("interviewer", "Sam Lee", "00:00:03"),
                                                  ("candidate", "Alex Kim", "00:00:11"),
                                                  ("interviewer", "Sam Lee", "01:02:07"),
                                                  ("candidate", "Alex Kim", "01:02:12")]
    assert otter[1][3] == ("FSDP alone ran out of memory for activations at our sequence length,\nso we added "
                           "tensor parallel of eight inside each node over NVLink.\n\nAcross nodes it stayed data "
                           "parallel with full sharding.")


def test_openai_chat_parts_tool_output_is_other_and_system_is_left_out(library):
    imported = import_file(FIXTURES / "openai-chat.json", library)
    got = [(t.role, t.speaker, t.text) for t in imported.transcript.turns()]
    assert got[1] == ("candidate", "user", "First NCCL_DEBUG=INFO on all ranks to see whether it even set up the "
                      "rings.\nThen I'd compare the driver and NCCL versions across nodes, since a mismatch after an "
                      "upgrade is the usual suspect.")
    assert got[4] == ("other", "", "node-17: Driver Version: 535.104.05; others: 550.54.15")
    assert got[5] == ("candidate", "user", "There it is, node-17 is still on the old driver. Drain it and reinstall.")
    assert all(t.offset_s is None for t in imported.transcript.turns())
    assert "message 1 (system) is an instruction to a model, not speech: left out" in imported.notes


def test_anthropic_messages_tool_result_is_never_the_candidates_words(library):
    imported = import_file(FIXTURES / "anthropic-messages.json", library)
    got = [(t.role, t.text) for t in imported.transcript.turns()]
    assert got[3] == ("interviewer", "And if the storage itself is too slow?")
    assert got[4] == ("other", "1024")
    assert got[5][0] == "candidate" and got[5][1].startswith("Then a local NVMe cache per node")
    assert "2 non-text parts (images, tool calls, thinking) left out" in imported.notes


def test_rule_picks_the_speaker_who_answers_questions_and_says_why(library):
    imported = import_file(FIXTURES / "meeting.vtt", library)
    assert imported.transcript.header.source.candidate_rule == (
        "candidate = the speaker with the most words in answers to another speaker's questions: Alex Kim 215, "
        "next Sam Lee 0")


def test_ambiguous_candidate_is_an_error_in_batch(library, tmp_path):
    path = tmp_path / "panel.vtt"
    path.write_text("WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nAna Ruiz: What broke? And why?\n\n"
                    "00:00:03.000 --> 00:00:06.000\nBo Chen: The loader stalled on NFS. Why do you ask?\n\n"
                    "00:00:06.000 --> 00:00:09.000\nAna Ruiz: Because we saw the same thing on ours.\n")
    with pytest.raises(ImportFileError) as err:
        import_file(path, library)
    assert str(err.value) == (f"{path}: cannot tell who the candidate is: Bo Chen (9) and Ana Ruiz (8) are within "
                              "15% on words in answers to another speaker's questions; pass --candidate NAME "
                              "(speakers: Ana Ruiz, Bo Chen)")


def test_explicit_interviewers_leave_the_rest_as_other(library, tmp_path):
    path = tmp_path / "three.txt"
    path.write_text("Sam Lee: How do you size a checkpoint?\nAlex Kim: Weights plus optimizer state, about 16 bytes "
                    "per parameter.\nRecruiter Bot: Reminder: ten minutes left.\nSam Lee: Thanks.\n")
    got = turns(path, library, candidate=["Alex Kim"], interviewers=["Sam Lee"])
    assert [(r, s) for r, s, _, _ in got] == [("interviewer", "Sam Lee"), ("candidate", "Alex Kim"),
                                             ("other", "Recruiter Bot"), ("interviewer", "Sam Lee")]


def test_an_unknown_candidate_name_lists_the_speakers(library):
    with pytest.raises(ImportFileError) as err:
        import_file(FIXTURES / "meeting.vtt", library, ImportOptions(candidate=["Alexa King"]))
    assert str(err.value) == (f"{FIXTURES / 'meeting.vtt'}: no speaker named 'Alexa King' (speakers: Sam Lee, "
                              "Alex Kim); pass --candidate with one of those names")


BAD = [
    ("no-header.vtt", b"00:00:01.000 --> 00:00:02.000\nAlex: hi\n", "auto",
     "{p}:1: not a WebVTT file: the first line must start with WEBVTT"),
    ("bad-timing.vtt", b"WEBVTT\n\n00:00:01.000 --> 00:00:0x.000\nAlex: hi\n", "auto",
     "{p}:3: bad cue timing '00:00:01.000 --> 00:00:0x.000'; expected HH:MM:SS.mmm --> HH:MM:SS.mmm"),
    ("garbled.srt", b"1\n00:00:01,000 --> 00:00:02,000\nhi\n\n2\n00:00:0x,000 --> 00:00:04,000\nyo\n", "auto",
     "{p}:6: not valid SRT near '00:00:0x,000 --> 00:00:04,000': expected a cue number, a 'HH:MM:SS,mmm --> "
     "HH:MM:SS,mmm' line and text"),
    ("stray.srt", b"Meeting notes\n\n1\n00:00:01,000 --> 00:00:02,000\nhi\n", "srt",
     "{p}:1: not valid SRT near 'Meeting notes': expected a cue number, a 'HH:MM:SS,mmm --> HH:MM:SS,mmm' line "
     "and text"),
    ("empty.txt", b"  \n\n", "auto", "{p}: the file is empty"),
    ("latin1.txt", "Sam: Caf\u00e9?\nAlex: Oui.\n".encode("latin-1"), "auto",
     "{p}: byte 8 is not valid UTF-8; re-save the file as UTF-8"),
    ("utf16-no-bom.txt", "Sam: hi\n".encode("utf-16-le"), "auto",
     "{p}: byte 1 is a NUL; it looks like UTF-16 without a byte-order mark; re-save the file as UTF-8"),
    ("broken.json", b'[{"role": "user", "content": "hi"', "auto",
     "{p}: not valid JSON (Expecting ',' delimiter at line 1 column 34)"),
    ("wrong-shape.json", b'{"conversation": []}', "auto",
     "{p}: not a chat log: expected a list of {{role, content}} messages or an object with 'messages'"),
    ("bad-message.json", b'[{"content": "hi"}]', "auto", "{p}: bad chat message at messages.0.role: Field required"),
    ("labels-free.txt", b"we talked about checkpoints\nand then about NCCL\n", "auto",
     "{p}: no speaker labels found; expected lines like 'Alex Kim: ...', '[00:01:02] Alex Kim: ...', or "
     "a name and a time ('Alex Kim 0:42') on a line of their own with the text below"),
    ("forced.txt", b"WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhi\n", "srt",
     "{p}:1: not valid SRT near 'WEBVTT': expected a cue number, a 'HH:MM:SS,mmm --> HH:MM:SS,mmm' line and text"),
]


@pytest.mark.parametrize("name, data, fmt, message", BAD, ids=[b[0] for b in BAD])
def test_bad_files_get_one_line_naming_the_file_and_what_is_wrong(tmp_path, name, data, fmt, message):
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(ImportFileError) as err:
        read_source(path, fmt)
    assert str(err.value) == message.format(p=path)
    assert "\n" not in str(err.value)


def test_no_speakers_at_all_says_labels_are_needed(library):
    with pytest.raises(ImportFileError) as err:
        import_file(FIXTURES / "plain.srt", library)
    assert "names no speakers" in str(err.value) and str(err.value).startswith(str(FIXTURES / "plain.srt"))


def test_utf16_be_bom_then_garbage_is_refused(tmp_path):
    path = tmp_path / "odd.vtt"
    path.write_bytes(codecs.BOM_UTF16_BE + b"\xd8\x00")
    with pytest.raises(ImportFileError) as err:
        read_source(path)
    assert str(err.value) == (f"{path}: starts with a utf-16-be byte-order mark but byte 0 is not valid utf-16-be; "
                              "re-save it as UTF-8")


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_SEEDS = [b"WEBVTT\n\n", b"1\n00:00:01,000 --> 00:00:02,000\n", b'[{"role": "user", "content": ', b"Alex Kim: ",
          b"\xef\xbb\xbf", b"\xff\xfe", b"Sam  0:42\n"]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.sampled_from(_SEEDS), body=st.binary(max_size=400), fmt=st.sampled_from(["auto", "vtt", "srt", "text",
                                                                                        "chat-json"]))
def test_any_bytes_either_import_or_give_one_line_never_a_crash(tmp_path, library, seed, body, fmt):
    path = tmp_path / "fuzz.in"
    path.write_bytes(seed + body)
    try:
        import_file(path, library, ImportOptions(format=fmt))
    except ImportFileError as exc:
        assert "\n" not in str(exc) and str(exc).startswith(str(path))


def test_redaction_takes_full_names_in_any_case_and_first_names_only_as_written(library, tmp_path):
    path = tmp_path / "will.txt"
    path.write_text("Dana Fox: Will, how would you checkpoint this? Mail dana.fox@corp.example if stuck.\n"
                    "Will Stone: I will shard it. WILL STONE here, Dana; call 020 7946 0958 or +44 20 7946 0958.\n")
    imported = import_file(path, library, ImportOptions(candidate=["Will Stone"], redact=True))
    assert [t.text for t in imported.transcript.turns()] == [
        "Candidate, how would you checkpoint this? Mail [email 1] if stuck.",
        "I will shard it. Candidate here, Interviewer 1; call [phone 1] or [phone 2]."]
    assert [(r.placeholder, r.what) for r in imported.mapping.replacements] == [
        ("Interviewer 1", "speaker"), ("Candidate", "speaker"), ("Interviewer 1", "name"), ("Candidate", "name"),
        ("[email 1]", "email"), ("[phone 1]", "phone"), ("[phone 2]", "phone"), ("(redacted)", "file")]
