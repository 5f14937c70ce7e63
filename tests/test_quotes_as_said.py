"""Every quote the product shows as evidence is words the candidate said.

The assessor reads an answer respelled ("nickel" is NCCL, "N C C L underscore I B underscore H C A" is NCCL_IB_HCA,
"p c i" is PCIe), and until round 51 it quoted that respelled text: "nickel debug info" was shown as evidence
"NCCL debug info", "the PCI bus id" as "the PCIe bus id", and the offline judge put such quotes into the report
unchecked. A quote is now mapped back to the stretch of the answer it was read from, and the offline judge keeps
only quotes that verify against the turn (``verify_quote``, the check an LLM judge's quotes already pass).

Checked through the public seams (`interviewer assess --json`, `interviewer score --model offline`) and, as a
property, over every respelled answer of six retired held-out sets (of different forms) and a fixed sample of the rest.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.interview.spoken import respelled, spelled
from interviewer.interview.tryout import assess_utterance
from interviewer.scoring.judge.evidence import normalise, verify_quote

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
import assessor as corpus  # noqa: E402  (the bench's loader of the labelled sets)

SPOKEN = ("first thing i'd switch on is nickel debug equals info, N C C L underscore D E B U G underscore S U B S set to "
          "init comma net, then in the log you read which transport it picked, net slash i b versus net slash socket, "
          "and the p c i bus id of each rank's card")


def said_in(quote: str, text: str) -> bool:
    """``quote`` is a piece of ``text`` as ``verify_quote`` compares them (case, spaces, quote marks, dashes), with
    no length floor: a short quote is still words said."""
    return normalise(quote).strip(" .,;:") in normalise(text)


@pytest.mark.parametrize("said, read, piece, shown", [
    ("set N C C L underscore I B underscore H C A to mlx5_0", "set NCCL_IB_HCA to mlx5_0", "NCCL_IB_HCA to mlx5_0",
     "N C C L underscore I B underscore H C A to mlx5_0"),
    ("nickel debug info shows it", "NCCL debug info shows it", "NCCL debug info", "nickel debug info"),
    ("the PCI bus id of the card", "the PCIe bus id of the card", "PCIe bus id", "PCI bus id"),
    ("6 N D flops", "6 ND flops", "6 ND", "6 N D"),
    ("each g p u sends twice", "each GPU sends twice", "GPU sends", "g p u sends"),
    # a piece that starts or ends inside a respelled word takes the whole word said
    ("nickel debug", "NCCL debug", "CL debug", "nickel debug"),
    # a one-for-one change (a typeset minus) keeps its place
    ("(p\u22121) steps", "(p-1) steps", "(p-1)", "(p\u22121)"),
])
def test_a_piece_of_the_respelled_text_is_shown_as_said(said, read, piece, shown):
    r = respelled(said)
    assert r.text == read == spelled(said)
    assert r.as_said(piece) == shown
    assert r.as_said(r.text) == said


def test_text_with_nothing_respelled_and_pieces_not_in_it_come_back_unchanged():
    r = respelled("I I'd have to look at the ring")  # a stammered pronoun stays as said
    assert r.text == r.said and r.as_said("have to look") == "have to look"
    assert respelled("nickel").as_said("not in the text") == "not in the text"


def test_assess_json_quotes_the_answer_as_said(capsys):
    assert main(["assess", "--topic", "screen-recruiter/collectives-literacy", "--asked", "probe:nccl-debug-output",
                 "--json", "--answer", SPOKEN]) == 0
    row = json.loads(capsys.readouterr().out)
    quotes = [s["quote"] for s in row["shown"]]
    assert quotes and all(verify_quote(1, q, {1: SPOKEN}).ok for q in quotes)
    assert "nickel debug equals info, N C C L underscore" in quotes[0]
    mechanism = [e for e in row["evidence"] if e.startswith("mechanism stated")]
    assert mechanism and all(said_in(p, SPOKEN) for e in mechanism for p in e.split(": ", 1)[1].split(" | "))


def test_the_offline_score_of_an_imported_call_quotes_only_what_was_said(tmp_path, capsys):
    call = tmp_path / "call.txt"
    call.write_text(
        "Interviewer: When a multi-node all-reduce hangs, what would you switch on first to see what the "
        "communication library is doing?\n"
        f"Candidate: {SPOKEN}\n"
        "Interviewer: And how do you tell which algorithm it chose for a large all-reduce?\n"
        "Candidate: for big messages ring is the bandwidth optimal one, each g p u sends about two times its buffer, "
        "and tree wins on latency for small messages at scale, nickel prints the choice in the tuning lines\n",
        encoding="utf-8")
    assert main(["import", str(call), "--out", str(tmp_path / "imported")]) == 0
    capsys.readouterr()
    (imported,) = (tmp_path / "imported").glob("*.jsonl")
    assert main(["score", str(imported), "--model", "offline", "--loop", "training-engineer",
                 "--format", "json", "--out", str(tmp_path / "score.json"), "--no-history", "--no-cache"]) == 0
    result = json.loads((tmp_path / "score.json").read_text(encoding="utf-8"))
    result = result[0] if isinstance(result, list) else result
    turns = {t["seq"]: t["text"] for t in (json.loads(line) for line in
             imported.read_text(encoding="utf-8").splitlines()) if t.get("role") == "candidate"}
    quoted = [(e["turn"], e["quote"]) for d in result["dimensions"] for e in d.get("evidence") or []]
    assert quoted, "the offline estimate quotes the answers"
    assert [q for q in quoted if not verify_quote(q[0], q[1], turns).ok] == []
    assert any("nickel" in q or "g p u" in q for _, q in quoted)


def _dev_answers() -> list:
    """Every answer of six retired sets of different forms whose text is respelled, and 20 others from each."""
    rng = random.Random(51)
    out = []
    for key in ("au", "av", "at", "ap", "ak", "ad"):
        items = corpus.load_split("test", key)
        spoken = [it for it in items if respelled(it.text.strip()).text != it.text.strip()]
        rest = [it for it in items if it not in spoken]
        out += spoken + rng.sample(rest, 20)
    return out


def test_every_quote_of_every_respelled_dev_answer_is_words_said():
    library = load_library()
    answers = _dev_answers()
    assert len(answers) > 300
    unsaid = []
    for it in answers:
        text = it.text.strip()
        row = assess_utterance(library, text, topic=it.topic, asked=it.asked, model="offline").as_json()
        unsaid += [(it.id, s["quote"]) for s in row["shown"] if not said_in(s["quote"], text)]
        unsaid += [(it.id, p) for e in row["evidence"] if e.startswith("mechanism stated")
                   for p in e.split(": ", 1)[1].split(" | ") if not said_in(p, text)]
    assert unsaid == []
