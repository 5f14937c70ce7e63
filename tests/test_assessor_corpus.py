"""The labelled answer corpus behind bench/assessor.py: the test split is frozen, every split is well formed.

The test split was written and committed before any matching rule; its hash is pinned here so that
any later edit to it (tuning on test, relabelling) shows up in review as a change to this file.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import pytest
import yaml

from interviewer.content import load_library

CORPUS = Path(__file__).resolve().parents[1] / "bench" / "corpus"
TEST_SHA256 = "e0f342658ab6fb3c72a6898ecba20a40d0caaae2ea3abb1731b98bcdd70eb8dd"
TEST_B_SHA256 = "4d2f349f9b114548ddb8e86bea9b312f7ad7163b1169ceb72034d3029a6cf8d3"
"""Set B (assessor-b-*.yaml): the four rubrics matched on phrases until then, and issue #13's signals."""
HELD_OUT_SHA256 = {
    # Set C: held out in round 4, written blind to the rules; retired to dev in round 6.
    "c": "af3d4e5592452cf37864bd5c01a90f34c6982d6afd6ec788c0fe3a3b40974459",
    # Set D: held out in round 5, written blind to the rules; retired to dev in round 6.
    "d": "d7d3112799acae0144dfa5f0252f38ce3e491b775049e433b6708da36b02e062",
    # Set F: held out in round 6, written blind to the rules; retired to dev in round 7.
    "f": "51aa127116d126ebd9d709d7903a7d02d99b991654cedb7106aa312a597a2c1f",
    # Set G: held out in round 7, written blind through the blind view (tools/blind_view.py); dev since round 8.
    "g": "12dd148a6c307f7469918f45e1a0f714da2aa37ebff7138803ffe63a198d1c2c",
    # Set H: held out in round 8, written blind through the blind view; retired to dev in round 9.
    "h": "325ec7fa20ce2d24f31840252aa363ca9ed8af68e40febb3273a7da1c225c098",
    # Set I: held out in round 9, written blind through the blind view and committed alone before any rule change
    # of that round; retired to dev in round 10.
    "i": "99882c4114e871712eb7e8688d969bbbdf643573f2e4e7dc06772db00a5b8ea3",
    # Set J: held out in round 10, written blind through the blind view and committed alone before any rule change
    # of that round; retired to dev in round 11.
    "j": "1a9afc743336f56de638be2fd9d1038e7cdc6662791fc33c3bc2b2b468556042",
    # Set K: held out in round 11, written blind through the blind view and committed alone before any rule change
    # of that round; retired to dev in round 12.
    "k": "0eb9a5f3e561c9897412e4f0756a72e355fd66f69a5ea92b84cf811d1be1e967",
    # Set L: held out in round 12, written blind through the blind view and committed alone before any rule change
    # of that round; retired to dev in round 13.
    "l": "5e5dc5d7c5b0e7cb0fbd1aefdf371060ddc4aed526cd033d04078d168b13359f",
    # Set M: held out in round 13, written blind through the blind view and committed alone before any rule change
    # of that round; retired to dev in round 14.
    "m": "82b09893fc6b2922f32885bcb5c4f6e16efc1bedfa46e354ac27c0cab600acca",
    # Set N: held out in round 14, written blind through the blind view (no misconception red flags in it) and
    # committed alone before any rule change of that round; retired to dev in round 15.
    "n": "bac3d734bbb11b2a2fee384ad800261b39929092ff1fdfe5719f3a50ad47c445",
    # Set O: held out in round 15, written blind through the blind view (no misconception red flags in it) and
    # committed alone before any rule change of that round; retired to dev in round 16.
    "o": "775baebd40284f874952563285848f2e9075eb48f34da01a1a8cc1f34b254aa8",
    # Set P: held out in round 16, written blind through the blind view (no misconception red flags in it) and
    # committed alone before any rule change of that round; retired to dev in round 17.
    "p": "412b9549904c1364b75708e5a8f5d29fdf7f6934497ef01ba694579a3c1b81ed",
    # Set Q: held out in round 17, written blind through the blind view (no misconception red flags in it) and
    # committed alone before any rule change of that round; retired to dev in round 18.
    "q": "aeda46a32b62da704f63e3a78b76c9f92c6193dd79f0cd712d5a433158c8e515",
    # Set R: held out in round 18, written blind through the blind view (no misconception red flags in it) and
    # committed alone before any rule change of that round; retired to dev in round 19.
    "r": "4d1ff1588e70b43e2dc3d4eb9d0ca5cf368c5dfdccdf153454302597f15a1d4e",
    # Set S: held out in round 19, written blind through the blind view and committed alone after that round's
    # rules were final (before any rule change of round 20); retired to dev in round 20.
    "s": "da72f342b44c8d312c8aff52e35ca62f7fa3048e336413f47e0eca78cad42057",
    # Set T: held out in round 20, written blind through the blind view and committed alone after that round's
    # rules were final (before any rule change of round 21); retired to dev in round 21.
    "t": "64060bc95a0a5cc04d505c1f2cd2682b3d79c5a5e23b21ed359716b8687a24f4",
    # Set U: held out in round 21, written blind through the blind view and committed alone after that round's
    # rules were final (before any rule change of round 22); retired to dev in round 22.
    "u": "f82999c12c2009dc0732203cf44fd0611aae4a09c0ac667eea88cb5e64555a9d",
    # Set V: held out in round 22, written blind through the blind view and committed alone after that round's
    # rules were final (before any rule change of round 23); retired to dev in round 23.
    "v": "d1c09c59a31ee0f158202b63007181048c16e855955328619e46017729dc3f57",
    # Set W: held out in round 23, written blind through the blind view and committed alone after that round's
    # rules were final (before any rule change of round 24); retired to dev in round 25.
    "w": "a6e8159c5e1ad6cb7dfce1343f7da33e19392fe598aa02402e37591aa13b82ac",
    # Set X: held out in round 25, written blind through the blind view and committed alone before any rule change
    # of round 25 was merged (measured before and after them); retired to dev in round 26.
    "x": "4cbf8647229a3da6cc46e22d8fbb39fff442001b8362f5361b62385624996786",
    # Set Y: held out in round 26, written blind through the blind view by two writers and committed alone before any
    # rule change of round 26 was merged (measured before and after them); retired to dev in round 27.
    "y": "3a9cb0133eff80541ff2817afb65eb70247d3ae25504d515833e4f1234a2abb3",
    # Set Z: held out in round 27, written blind through the blind view by two writers and committed alone before any
    # rule change of round 27 was merged (measured before and after them); retired to dev in round 28.
    "z": "92a0b669f288dfd2dfc192d2f36a73a1f5dc8fc00ffbc9c14cd2b6e44ff1cee7",
    # Set AA: held out in round 28, written blind through the blind view by two writers and committed alone before any
    # rule change of round 28 was merged (measured before and after them); retired to dev in round 29.
    "aa": "6745c74585d91477c1dea8402104b6b82a17a1da46b9b8c94fb69127f8f44c20",
    # Set AB: held out in round 29, written blind through the blind view by two writers and committed alone before any
    # rule change of round 29 was merged (measured before and after them); retired to dev in round 30.
    "ab": "15a59460dd5cc61502be4f9d6cc82107fad908cd7129190cf10314abd7865395",
    # Set AC: held out in round 30, written blind through the blind view by two writers and committed alone before any
    # rule change of round 30 was merged (measured before and after them); retired to dev in round 31.
    "ac": "253e28403a5ace2bf637ce5501c2cfd16638b357e18950d1f2756933665c7741",
    # Set AD: held out in round 31, written blind through the blind view by two writers and committed alone before any
    # rule change of round 31 was merged (measured before and after them); retired to dev in round 32.
    "ad": "1e498b849355fc3448cb151c672a2dd9014e3de0d5825d1c268b480511dc131c",
    # Set AE: held out in round 32, written blind through the blind view by two writers and committed alone before any
    # rule change of round 32 was merged (measured before and after them); retired to dev in round 33.
    "ae": "56176889046204c77af08aced056e993363a9c606491088b5d80672775d31c90",
    # Set AF: held out in round 33, written blind through the blind view by two writers and committed alone before any
    # rule change of round 33 was merged (measured before and after them); retired to dev in round 34.
    "af": "9841881e86595d4725b9c44dfd8f4cebcb1f8b03fa43999894697ceae7a43b3e",
    # Set AG: held out in round 34, written blind through the blind view by two writers and committed alone before any
    # rule change of round 34 was merged (measured before and after them); retired to dev in round 35.
    "ag": "aeb6d595ab5cbb502a154da90ccb8c5a3007cc0ee65050f4a57595f1e152a7d1",
    # Set AH: held out in round 35, written blind through the blind view by two writers and committed alone before any
    # rule change of round 35 was merged (measured before and after them); retired to dev in round 36.
    "ah": "358361c584ff6858ebbff3749b67fa6a2ad6218013e6cbf87b437a1383fb3849",
    # Set AI: held out in round 36, written blind through the blind view by two writers and committed alone before any
    # rule change of round 36 was merged (measured before and after them); retired to dev in round 37.
    "ai": "0215df93947b2643485c40c9c1de2dc1fc43649f829b1128fa2c37c2b0d01123",
    # Set AJ: held out in round 37, written blind through the blind view by two writers and committed alone before any
    # rule change of round 37 was merged (measured before and after them); retired to dev in round 38.
    "aj": "c382e95f9ee0f8f53db8510e37a980f6fc4e96a5a652bcf9d400472ecbe0e3b2",
    # Set AK: held out in round 38, written blind through the blind view by two writers and committed alone before any
    # rule change of round 38 was merged (measured before and after them); retired to dev in round 39.
    "ak": "da37654964f6e254beb36f2733601becf2d0730e11adb6775e2842885e04695f",
    # Set AL: held out in round 39, written blind through the blind view by two writers and committed alone before any
    # rule change of round 39 was merged (measured before and after them); retired to dev in round 40.
    "al": "d782fce50cb88f8544d41db359191380f536b8d9bc35b27140c0b729b199b7ac",
    # Set AM: held out in round 40, written blind through the blind view by two writers and committed alone before any
    # rule change of round 40 was merged (measured before and after them); retired to dev in round 41.
    "am": "c9373b43e389d934614cbb918f620393e1cc1271cbcf646f9709c7c480de3317",
    # Set AN: held out in round 41, written blind through the blind view by two writers and committed alone before any
    # rule change of round 41 was merged (measured before and after them); retired to dev in round 42.
    "an": "2472616e8a8dc603a8bf2e414e282ecf7ab784233340190ec3654bbe80ec3bb8",
    # Set AO: held out in round 42, written blind through the blind view by two writers and committed alone before any
    # rule change of round 42 was merged (measured before and after them); retired to dev in round 43.
    "ao": "cf42c591ef15853291797e380060ccde81de340b54e618fafd6a8a7af68c6cd5",
    # Set AP: held out in round 43, written blind through the blind view by two writers and committed alone before any
    # rule change of round 43 was merged (measured before and after them); retired to dev in round 44.
    "ap": "694c922aa6ca5ed3b910526665766360866d0d4ec51e2a0393a039a59d05f996",
    # Set AQ: held out in round 44, written blind through the blind view by two writers and committed alone before any
    # rule change of round 44 was merged (measured before and after them); retired to dev in round 45.
    "aq": "feb7a36db65715a0ce0cf7fb0d40da03bee8152717c4d656d6f1f22893158fb2",
    # Set AR: held out in round 45, written blind through the blind view by two writers and committed alone before any
    # rule change of round 45 was merged (measured before and after them); retired to dev in round 46.
    "ar": "3f701edab1f9b733f1be5f0b3db9ffd7ab29a5ed6a2b4f9235129a8736b75c31",
    # Set AS: held out in round 46, written blind through the blind view by two writers and committed alone before any
    # rule change of round 46 was merged (measured before and after them); retired to dev in round 47.
    "as": "0f8227f42e2dedb6265a0ceed384e8af699c8efa22f24f1f74fc06472cc28c6c",
    # Set AT: held out in round 47, written blind through the blind view by two writers and committed alone before any
    # rule change of round 47 was merged (measured before and after them); retired to dev in round 48.
    "at": "02b77a03c2fbe93a166de19515135ced0a599f96b7c9ecab629a6a4085acd935",
    # Set AU: held out in round 48, written blind through the blind view by two writers and committed alone before any
    # rule change of round 48 was merged (measured before and after them); retired to dev in round 49.
    "au": "a168b1279a6723756b00e85daaf0c198b56ec697ecaf7255cac8c8563d928671",
    # Set AV: held out in round 49, written blind through the blind view by two writers (3 answers per topic drafted from
    # the question alone) and committed alone before any rule change of round 49 was merged; retired to dev in round 50.
    "av": "1583a649198ed3c330cb8468e102f5965a0189c4039a7c7a73f5ea190e44d14b",
    # Set AW: held out in round 50, written blind through the blind view by two writers (3 answers per topic drafted
    # from the question alone) and committed alone before any rule change of round 50 was merged; retired to dev in round 51.
    "aw": "7b91dad0bbb1ef987e56a09135f676ca2d6b02730b82ba563ce39b41b78744f7",
    # Set AX: held out in round 51, written blind through the blind view by two writers from the briefs in bench/blind/
    # (3 answers per topic drafted from the question alone) and committed alone before any rule change of round 51 was
    # measured; retired to dev in round 52.
    "ax": "0cfb1a4d9a12d1991fc9e5dfd365ab4e19e144f512d47b64eaaac1343c8d0bac",
    # Set AY: held out, written blind through the blind view in round 52 by two writers from the briefs in bench/blind/
    # (3 answers per topic drafted from the question alone) and committed alone before any rule change of round 52 was
    # measured; no dev split.
    "ay": "a4243efe8c027be9b6d3695701f743288bd0276e1bf033a30bf9719172fdd73a",
}
"""Sets written as held-out test sets (a -test file only): the sha256 of each, so any edit shows in review."""
SPLITS = ("test", "dev", "b-test", "b-dev", "c-test", "d-test", "e-dev", "f-test", "g-test", "h-test", "i-test", "j-test", "k-test", "l-test", "m-test", "n-test", "o-test", "p-test",
          "q-test", "r-test", "s-test", "t-test", "u-test", "v-test", "w-test", "x-test", "y-test", "z-test", "aa-test", "ab-test", "ac-test", "ad-test", "ae-test", "af-test", "ag-test", "ah-test", "ai-test", "aj-test", "ak-test", "al-test", "am-test", "an-test", "ao-test", "ap-test", "aq-test", "ar-test", "as-test", "at-test", "au-test", "av-test", "aw-test", "ax-test", "ay-test")


def _load(split: str) -> list[dict]:
    return yaml.safe_load((CORPUS / f"assessor-{split}.yaml").read_text(encoding="utf-8"))


def test_test_split_is_frozen():
    digest = hashlib.sha256((CORPUS / "assessor-test.yaml").read_bytes()).hexdigest()
    assert digest == TEST_SHA256, "bench/corpus/assessor-test.yaml changed: the test split must never be edited"


def test_set_b_test_split_is_frozen():
    digest = hashlib.sha256((CORPUS / "assessor-b-test.yaml").read_bytes()).hexdigest()
    assert digest == TEST_B_SHA256, "bench/corpus/assessor-b-test.yaml changed: the test split must never be edited"


@pytest.mark.parametrize("name", sorted(HELD_OUT_SHA256))
def test_held_out_set_is_frozen_and_has_no_dev_split(name):
    digest = hashlib.sha256((CORPUS / f"assessor-{name}-test.yaml").read_bytes()).hexdigest()
    assert digest == HELD_OUT_SHA256[name], f"bench/corpus/assessor-{name}-test.yaml changed: it must never be edited"
    assert not (CORPUS / f"assessor-{name}-dev.yaml").exists(), f"set {name.upper()} was held out: it has no dev split"


def test_labels_refer_to_shipped_topics_probes_and_signals():
    library = load_library()
    for split in (s for s in SPLITS if (CORPUS / f"assessor-{s}.yaml").exists()):
        for item in _load(split):
            persona, topic_id = item["topic"].split("/")
            topic = library.persona(persona).topic(topic_id)
            signal_ids = {s.id for s in library.rubric(topic.dimension).signals}
            assert item["depth"] in ("weak", "partial", "strong"), item["id"]
            assert set(item["signals"]) <= signal_ids, item["id"]
            if item["asked"] != "opening":
                kind, signal = item["asked"].split(":")
                assert kind == "probe" and signal in [p.signal for p in topic.ladder], item["id"]
            assert item["text"].strip() and item["voice"], item["id"]


def test_test_split_is_stratified_and_large_enough():
    items = _load("test")
    assert len(items) >= 120
    assert len({i["topic"] for i in items}) >= 10
    depths = Counter(i["depth"] for i in items)
    assert min(depths.values()) >= 30
    assert sum(1 for i in items if i.get("bluffer")) >= 10
    assert len({i["id"] for i in items}) == len(items)


def test_set_b_test_split_covers_the_four_rubrics_and_is_large_enough():
    library = load_library()
    items = _load("b-test")
    assert len(items) >= 80
    dims = Counter(library.persona(i["topic"].split("/")[0]).topic(i["topic"].split("/")[1]).dimension
                   for i in items)
    for dim in ("collective-implementation", "performance-engineering", "post-training-rl-infra",
                "structured-communication"):
        assert dims[dim] >= 8, dim
    depths = Counter(i["depth"] for i in items)
    assert min(depths.values()) >= 15
    assert sum(1 for i in items if i.get("bluffer")) >= 5
    assert len({i["id"] for i in items}) == len(items)


def _balanced(split: str, *, least: int, dimensions: int, per_core_dimension: int,
              depth_floor: float = 0.25) -> tuple[list[dict], Counter]:
    """A labelled set's size, dimension spread (NCCL, FSDP, fault tolerance above all) and depth balance; its voices."""
    library = load_library()
    items = _load(split)
    assert len(items) >= least
    assert len({i["id"] for i in items}) == len(items)
    dims = Counter(library.persona(i["topic"].split("/")[0]).topic(i["topic"].split("/")[1]).dimension
                   for i in items)
    assert len(dims) >= dimensions
    for dim in ("nccl-collectives", "fsdp-sharding", "fault-tolerance-checkpointing"):
        assert dims[dim] >= per_core_dimension, dim
    depths = Counter(i["depth"] for i in items)
    assert all(depths[d] >= depth_floor * len(items) for d in ("weak", "partial", "strong")), depths
    return items, Counter(i["voice"] for i in items)


def test_set_c_spans_ten_dimensions_and_is_balanced():
    items, _ = _balanced("c-test", least=120, dimensions=10, per_core_dimension=15)
    assert sum(1 for i in items if i.get("bluffer")) >= 10


def test_set_d_spans_twelve_dimensions_and_many_voices():
    items, voices = _balanced("d-test", least=150, dimensions=12, per_core_dimension=20)
    for voice, least in (("confident-wrong", 12), ("bluffer", 12), ("plain-English", 15), ("transcribed", 15),
                         ("terse", 12), ("non-native", 10), ("rambling", 12)):
        assert voices[voice] >= least, voice
    assert all(i.get("bluffer") and i["depth"] == "weak" for i in items if i["voice"] == "bluffer")
    assert any(i["asked"].startswith("probe:") for i in items)


def test_set_f_spans_twelve_dimensions_many_voices_and_probes():
    items, voices = _balanced("f-test", least=160, dimensions=12, per_core_dimension=20)
    for voice, least in (("confident-wrong", 15), ("bluffer", 14), ("plain-English", 15), ("transcribed", 15),
                         ("terse", 12), ("non-native", 10), ("rambling", 12)):
        assert voices[voice] >= least, voice
    assert all(i.get("bluffer") and i["depth"] == "weak" for i in items if i["voice"] == "bluffer")
    assert sum(1 for i in items if i["asked"].startswith("probe:")) >= 40


@pytest.mark.parametrize("split", ["g-test", "h-test"])
def test_sets_g_and_h_span_twelve_dimensions_many_voices_and_probes(split):
    items, voices = _balanced(split, least=200, dimensions=12, per_core_dimension=25)
    for voice, least in (("confident-wrong", 18), ("plain-English", 18), ("transcribed", 18), ("terse", 14),
                         ("non-native", 12), ("rambling", 14)):
        assert voices[voice] >= least, voice
    bluffers = [i for i in items if i.get("bluffer")]
    assert len(bluffers) >= 15 and all(i["depth"] == "weak" for i in bluffers)
    assert all(i["depth"] == "weak" for i in items if i["voice"] == "confident-wrong")
    assert sum(1 for i in items if i["asked"].startswith("probe:")) >= 50


@pytest.mark.parametrize("split", ["i-test", "j-test", "k-test", "l-test", "m-test", "n-test", "o-test", "p-test", "q-test",
                                   "r-test", "s-test", "t-test", "u-test", "v-test", "w-test", "x-test", "y-test", "z-test"])
def test_sets_i_to_z_span_fourteen_dimensions_many_voices_and_probes(split):
    # their authors named the voices in their own words (speech-to-text, plain-english); the floors are the brief's,
    # which asked for at least 80 answers of each depth (partial is 118 of 476 in I, 90 of 381 in J, 157 of 491 in K, 101 of 470 in L, 120 of 520 in M, 145 of 554 in N)
    items, voices = _balanced(split, least=300, dimensions=14, per_core_dimension=25, depth_floor=0.2)
    assert len({i["topic"] for i in items}) >= 36
    for voice, least in (("confident-wrong", 40), ("speech-to-text", 40), ("plain-english", 30), ("terse", 25),
                         ("non-native", 25)):
        assert voices[voice] >= least, voice
    bluffers = [i for i in items if i.get("bluffer")]
    assert len(bluffers) >= 25 and all(i["depth"] == "weak" for i in bluffers)
    assert all(i["depth"] == "weak" for i in items if i["voice"] == "confident-wrong")
    assert sum(1 for i in items if i["asked"].startswith("probe:")) >= 150


@pytest.mark.parametrize("split, probes", [("aa-test", 340), ("ab-test", 340), ("ac-test", 340), ("ad-test", 340),
                                           ("ae-test", 340), ("af-test", 340), ("ag-test", 340), ("ah-test", 200),
                                           ("ai-test", 340), ("aj-test", 340), ("ak-test", 340), ("al-test", 340), ("am-test", 340), ("an-test", 340), ("ao-test", 340), ("ap-test", 340)])
def test_sets_aa_to_ap_span_fourteen_dimensions_many_voices_and_probes(split, probes):
    # rounds 28 to 35: two writers of about 300 answers each; over the set, every one of the twelve voices at least 24
    # times, at least 110 confident-wrong answers and 44 bluffers; at least 340 answers to probes in rounds 28 to 34,
    # and at least 200 in round 35's AH, whose brief asked for about a third of the answers to probes; round 36's AI
    # brief asked each writer for at least 170 (340 over the set), and so did round 37's AJ (340 over the set) and round 38's AK (340 over the set) and round 39's AL (340 over the set) and round 40's AM (340 over the set) and round 41's AN (340 over the set) and round 42's AO (340 over the set) and round 43's AP (340 over the set)
    items, voices = _balanced(split, least=600, dimensions=14, per_core_dimension=25, depth_floor=0.2)
    assert len({i["topic"] for i in items}) >= 39
    assert min(voices.values()) >= 24 and len(voices) == 12, voices
    assert voices["confident-wrong"] >= 110
    bluffers = [i for i in items if i.get("bluffer")]
    assert len(bluffers) >= 44 and all(i["depth"] == "weak" for i in bluffers)
    assert all(i["depth"] == "weak" for i in items if i["voice"] == "confident-wrong")
    assert sum(1 for i in items if i["asked"].startswith("probe:")) >= probes


# Round 44's brief (AQ) asked each writer for 15 or 16 answers on each of its topics (39 over the set), exactly 3
# confident-wrong answers and 1 or 2 buzzword answers per topic, about two in three answers to probes, and set no
# per-voice floor; both writers gave a second buzzword answer in place of an evasive one on about half their topics,
# so evasive has 19 answers and every other voice at least 24 (the floor of AA to AP). Round 45's brief (AR) was the
# same and added every voice at least 24 times in each part except evasive (at least 19); the per-topic quotas left
# too few answers for that floor, so both writers wrote one buzzword answer per topic and 22 or 23 of each ordinary
# voice (evasive 39 and buzzword 39 over the set, every other voice at least 45). Round 46's brief (AS) asked for every
# ordinary voice at least 22 times in each part and evasive at least 19: evasive 39, buzzword 42 (a second buzzword
# answer on three of part a's topics) and every other voice at least 44. Round 47's brief (AT) was the same with the
# halves swapped: evasive 39, buzzword 42 (a second on three of part b's topics), every other voice at least 44.
# Round 48's brief (AU) was the same with the halves swapped back; as written: evasive 39, buzzword 42, every other voice at least 42.
# Round 49's brief (AV) was the same with the halves swapped again; as written: evasive 40, buzzword 42, every other voice at least 42.
# Round 50's brief (AW) was the same with the halves swapped back; as written: evasive 39, buzzword 42, every other voice at least 42.
# Round 51's brief (AX, bench/blind/assessor.md) was the same with the halves swapped again; as written: evasive 39,
# buzzword 42, every other voice at least 44 (42 over all but evasive).
# Round 52's brief (AY) was the same with the halves swapped again; as written: evasive 39, buzzword 42, every other voice at least 44.
@pytest.mark.parametrize("split, evasive, others, bluffer_count",
                         [("aq-test", 15, 24, 44), ("ar-test", 35, 39, 39), ("as-test", 39, 42, 42),
                          ("at-test", 39, 42, 42), ("au-test", 39, 42, 42), ("av-test", 40, 42, 42),
                          ("aw-test", 39, 42, 42), ("ax-test", 39, 42, 42),
                          ("ay-test", 39, 42, 42)])
def test_sets_aq_to_ay_span_fourteen_dimensions_many_voices_and_probes(split, evasive, others, bluffer_count):
    items, voices = _balanced(split, least=600, dimensions=14, per_core_dimension=25, depth_floor=0.2)
    assert len({i["topic"] for i in items}) >= 39
    assert len(voices) == 12 and voices["evasive"] >= evasive, voices
    assert min(n for v, n in voices.items() if v != "evasive") >= others, voices
    assert voices["confident-wrong"] >= 110
    bluffers = [i for i in items if i.get("bluffer")]
    assert len(bluffers) >= bluffer_count and all(i["depth"] == "weak" for i in bluffers)
    assert all(i["depth"] == "weak" for i in items if i["voice"] == "confident-wrong")
    assert sum(1 for i in items if i["asked"].startswith("probe:")) >= 340


def test_set_e_is_dev_only_and_spans_the_dimensions_and_voices():
    assert not (CORPUS / "assessor-e-test.yaml").exists(), "set E is dev data: it has no test split"
    items, voices = _balanced("e-dev", least=150, dimensions=10, per_core_dimension=20)
    assert len({i["topic"] for i in items}) >= 12
    for voice, least in (("confidently-wrong", 15), ("plain-English", 20), ("transcribed", 20),
                         ("rambling", 15), ("terse", 15), ("non-native", 10)):
        assert voices[voice] >= least, voice
    assert sum(1 for i in items if i.get("bluffer")) >= 12


def test_every_corpus_file_is_a_named_set_of_the_bench():
    # Round 8: set H was added to SETS but not to the report's names, and the bench crashed after measuring.
    from scoring_helpers import import_bench

    bench = import_bench("assessor")
    assert set(bench.LABELS) == set(bench.SETS)
    assert bench.HELD_OUT | bench.RETIRED <= set(bench.SETS)
    on_disk = {p.name.split("-")[1] if p.name.count("-") == 2 else "a" for p in CORPUS.glob("assessor-*.yaml")}
    assert on_disk == set(bench.SETS), on_disk ^ set(bench.SETS)
    assert {s.lower() for s in bench.SOURCES} | {"b9"} >= set(bench.RETIRED) | {"a", "b", "e"}


@pytest.mark.parametrize("split, strong", [("av-test", 116), ("aw-test", 117), ("ax-test", 116), ("ay-test", 117)])
def test_sets_av_to_ay_draft_three_answers_per_topic_from_the_question_alone(split, strong):
    """Round 49's change to blind writing, kept in round 50: on every topic each writer first drafted 3 answers meant
    to be strong from the persona's question alone, before opening any rubric (`drafted: question`), then read the
    rubric, labelled them honestly without editing them, and wrote the rest (`drafted: rubric`). `strong` is how many
    question-drafted answers are strong as labelled; `bench/assessor.py --set aw --by-drafting` reports the groups apart."""
    items = yaml.safe_load((CORPUS / f"assessor-{split}.yaml").read_text(encoding="utf-8"))
    assert {i["drafted"] for i in items} == {"question", "rubric"}
    per_topic = Counter(i["topic"] for i in items if i["drafted"] == "question")
    assert len(per_topic) == 39 and set(per_topic.values()) == {3}
    assert sum(1 for i in items if i["drafted"] == "question" and i["depth"] == "strong") == strong
