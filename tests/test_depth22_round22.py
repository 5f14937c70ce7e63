"""Round 22 (lane depth22, depth relative to what was asked): non-confident-wrong depth errors.

- an answer that hands the question on or steers away from it (``substance.HANDOFF``), showing nothing asked and naming
  nothing specific, is weak however long or hedged;
- a recap's decision and open item in the forms status replies use ("I've moved it", "Open item:") show
  ``summarise-decisions``.
"""

from __future__ import annotations

from interviewer.content import load_library
from interviewer.interview.assess import LexicalAssessor, Target, question_targets, topic_signals
from interviewer.interview.depth_rules import DepthRules
from interviewer.interview.substance import HANDOFF, Substance


def sub(**kw) -> Substance:
    base = dict(words=40, specifics=(), links=(), plain_links=0, terms=2)
    return Substance(**{**base, **kw})


def test_handoff_phrases():
    for said in ("I'd escalate to the network team.", "I'd probably raise it with the network team first.",
                 "Ask them to file a ticket with the details.", "I'd rather focus on the bubble.",
                 "The collectives are abstracted away by the framework.", "Precision is something I'd leave to the defaults.",
                 "I'd push back on the timeline.", "I'd set up a meeting with the research lead.",
                 "That's a conversation to have with research.", "At this scale it's a vendor conversation.",
                 "The research team usually owns those decisions."):
        assert HANDOFF.search(said), said
    for said in ("The all-reduce call with the wrong size hangs.", "Leave the node drained until the diag passes.",
                 "I'd raise the timeout to 30 minutes.", "Rather than restart, I'd dump the stacks."):
        assert not HANDOFF.search(said), said


def test_handoff_with_nothing_asked_is_weak_however_hedged():
    rules, why = DepthRules(handoff_links=1, hedged_new_words=12), []
    said = sub(hands_off=True, hedged=True, new_words=20, links=("they have visibility so we don't",))
    assert rules.adjust("partial", 0.0, False, False, said, why) == "weak"
    assert why == ["partial->weak: the question handed on, nothing asked shown"]
    assert rules.adjust("weak", 0.0, False, False, said) == "weak"  # not lifted for hedging its own claim


def test_handoff_beside_a_real_answer_is_not_weak():
    rules = DepthRules(handoff_links=1)
    # something asked shown, something specific named, or two mechanisms stated before the hand-off: an answer
    assert rules.adjust("partial", 0.5, True, False, sub(hands_off=True)) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(hands_off=True, specifics=("NCCL_DEBUG=INFO",))) == "partial"
    assert rules.adjust("partial", 0.0, False, False, sub(hands_off=True, links=("a", "b"))) == "partial"
    assert rules.adjust("strong", 1.0, False, False, sub(hands_off=True, links=("a",), words=20)) == "strong"
    assert DepthRules().adjust("partial", 0.0, False, False, sub(hands_off=True)) == "partial"  # off by default


def _recap(text: str):
    lib = load_library()
    for persona in lib.personas.values() if isinstance(lib.personas, dict) else lib.personas:
        for topic in persona.topics:
            for probe in topic.ladder:
                if probe.signal == "summarise-decisions":
                    targets = question_targets(topic, "probe", probe.signal)
                    target = Target(lib.rubric(topic.dimension), targets, question=probe.text,
                                    topic_signals=topic_signals(topic))
                    return LexicalAssessor().assess_sync(text, target)
    raise AssertionError("no probe asks summarise-decisions")


def test_recap_in_status_reply_forms():
    shown = _recap("We switched to sharded async checkpoints; restarts went from 25 to 6 minutes. "
                   "Open item: eval still needs the conversion step.")
    assert "summarise-decisions" in shown.shown
    shown = _recap("I've moved the eval hook to every 500 steps, expect 1.4 s/step again from tonight.")
    assert "summarise-decisions" not in shown.shown  # a decision without an open item is not the recap


def _asked(signal: str, text: str):
    lib = load_library()
    for persona in lib.personas.values() if isinstance(lib.personas, dict) else lib.personas:
        for topic in persona.topics:
            for probe in topic.ladder:
                if probe.signal == signal:
                    target = Target(lib.rubric(topic.dimension), question_targets(topic, "probe", signal),
                                    question=probe.text, topic_signals=topic_signals(topic))
                    return LexicalAssessor().assess_sync(text, target)
    raise AssertionError(f"no probe asks {signal}")


def test_complete_restart_state_as_the_three_a_partial_list_leaves_out():
    said = ("The optimizer state obviously, the lr scheduler and the step count, the rng states for every rank, and "
            "where the data loader was, the sample index, otherwise you replay or skip data.")
    assert "complete-restart-state" in _asked("complete-restart-state", said).shown
    # optimizer and step without the random-number state or the data position: the partial list
    said = "The optimizer state and the step count, so the learning rate schedule picks up in the right place."
    assert "complete-restart-state" not in _asked("complete-restart-state", said).shown


def test_xid_code_said_as_the_subject_of_which_side_it_points_at():
    for said in ("48 hardware, double-bit ECC. 94 hardware too; 13 usually the application.",
                 "The 48 and the 94 are both the memory chips reporting errors, so that's the hardware.",
                 'dmesg: "NVRM: Xid (PCI:0000:18:00): 94, ..." on H100.'):
        assert "xid-literacy" in _asked("xid-literacy", said).shown, said
    # a count of cards beside the word hardware is not a code
    assert "xid-literacy" not in _asked("xid-literacy", "We had 48 GPUs of older hardware in that rack.").shown


def test_praise_of_a_design_reads_as_a_buzzword():
    from interviewer.content.concepts import default_lexicon

    lex = default_lexicon()
    for said in ("A topology-aware layout that maximizes MFU.", "The store is elastically managed.",
                 "It composes TP and FSDP in a unified way, very elegant.", "It's extremely efficient."):
        assert lex.buzzwords(lex.read(said)) >= 1, said
    # a design said by how it works, or with a measured word of its own, is not praise
    for said in ("Ring all-reduce is bandwidth-optimal: each rank sends 2(n-1)/n of the buffer.",
                 "The loader is efficient enough: 2 ms per batch against a 400 ms step."):
        assert lex.buzzwords(lex.read(said)) == 0, said


def test_phrase_echo_keeps_a_weak_answer_from_being_lifted():
    rules = DepthRules(phrase_echo_share=0.15, phrase_echo_new_words=6, substantive_links=1, substantive_words=30)
    echo = sub(words=40, new_words=5, phrase_echo=0.25, links=("so it has phases, and at the end ...",))
    assert rules.adjust("weak", 0.0, False, False, echo) == "weak"
    # the same shape with words of its own is the lifted answer it was
    own = sub(words=40, new_words=14, phrase_echo=0.25, links=("so each rank owns one reduced chunk",))
    assert rules.adjust("weak", 0.0, False, False, own) == "partial"


def test_scope_said_as_every_rank_or_one():
    for said in ("First I'd figure out if it's everyone or a few, from each rank's last logged step.",
                 "Is it one job or every job on those switches, then py-spy dump on all ranks."):
        assert "scope-blast-radius" in _asked("scope-blast-radius", said).shown, said
    # "every step, or one more": not a scope
    said = "I'd checkpoint every step or one more often, and restart."
    assert "scope-blast-radius" not in _asked("scope-blast-radius", said).shown


def test_break_even_detection_gap_and_fabric_in_everyday_words():
    said = ("Reserved is 3.5 over 6, about 58 percent of the on demand price: if we'd be using the GPUs less than "
            "that share of the committed term, on demand is cheaper.")
    assert "reserved-vs-on-demand" in _asked("reserved-vs-on-demand", said).shown
    said = "Nothing was watching whether the steps were still counting up, only whether the job had crashed."
    assert "detection-gap" in _asked("detection-gap", said).shown
    said = "Scattered across racks, the traffic goes up through the top switches, where there are fewer links up."
    assert "placement-and-fabric" in _asked("placement-and-fabric", said).shown
    # a share that is not the break-even, and switches named with no place in the tree, are not these
    said = "Reserved is cheaper, and on demand is 75 percent more flexible."
    assert "reserved-vs-on-demand" not in _asked("reserved-vs-on-demand", said).shown
    said = "Restart the switch and see whether the job speeds up."
    assert "placement-and-fabric" not in _asked("placement-and-fabric", said).shown


def test_before_after_story_with_the_baseline_averaged_or_after_before():
    for said in ("When I took it over in January, SM activity averaged around 38 percent. By June it was 61.",
                 "Before, average 42 percent SM activity over one month. After, 67 percent, three months later."):
        assert "before-after-story" in _asked("before-after-story", said).shown, said
    # a range is not a change
    assert "before-after-story" not in _asked("before-after-story", "Roughly 60 to 80 percent.").shown
