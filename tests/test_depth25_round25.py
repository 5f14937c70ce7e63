"""Round 25, depth lane: two sourced truths. FSDP2 (fully_shard) shards each parameter as a DTensor, the
FlatParameter is FSDP1's: a claim that gives FSDP2 the flattened buffer contradicts it; naming the FlatParameter as
what FSDP2 replaced, or saying it of FSDP1, does not. Context parallelism splits every layer along the sequence: calling
it Megatron sequence parallelism or a fully_shard option contradicts it; stating the difference does not."""

import pytest

from interviewer.content.concepts import default_lexicon
from interviewer.interview.truth_claims import contradictions

FSDP2 = "FlatParameter, which flattens"
CP = "Context parallelism (CP) partitions"


@pytest.mark.parametrize("fact,text,fires", [
    (FSDP2, "FSDP2 flattens every parameter of the model into one buffer and shards that buffer.", True),
    (FSDP2, "We moved to FSDP2, which keeps a single FlatParameter per wrapped block so each gather is one call.", True),
    (FSDP2, "FSDP 2 is the design that concatenates the whole layer into a flat param before sharding it.", True),
    # near cases: the FlatParameter named as FSDP1's, as what FSDP2 replaced, or denied of FSDP2
    (FSDP2, "FSDP2 replaced FSDP1's FlatParameter with per-parameter DTensors sharded on dim 0.", False),
    (FSDP2, "FSDP1 flattens each wrapped module into one FlatParameter; FSDP2 shards every parameter on its own.", False),
    (FSDP2, "FSDP2 doesn't flatten anything, each parameter is its own DTensor.", False),
    (FSDP2, "I'd pick FSDP2, mostly because the old one flattened everything into flat parameters.", False),
    (FSDP2, "With FSDP2 each parameter is a DTensor sharded on dim 0, so frozen layers are easy.", False),
    (CP, "Context parallelism is really the same thing as sequence parallelism in Megatron.", True),
    (CP, "CP is basically another fully_shard over a second mesh dimension.", True),
    (CP, "Context parallel is just a setting on fully_shard that you turn on for long inputs.", True),
    # near cases: the difference stated, a denial, or sequence parallelism described on its own
    (CP, "Context parallelism is not just sequence parallelism: it splits attention too, with ring attention.", False),
    (CP, "Unlike sequence parallelism, which only splits LayerNorm and dropout, context parallel splits every layer.",
     False),
    (CP, "Sequence parallelism is just the LayerNorm and dropout regions split along the sequence inside TP.", False),
    (CP, "I'd add context parallelism of 4 with ring attention and keep fully_shard on the data-parallel dimension.",
     False),
])
def test_a_claim_contradicts_the_truth_and_its_near_cases_do_not(fact, text, fires):
    assert any(fact in c for c in contradictions(text)) is fires


@pytest.mark.parametrize("text,found", [
    ("with interleaving the bubble (3/19) / v shrinks by the number of chunks", True),
    ("the bubble drops to (p-1)/v of the step", True),
    ("the bubble is divided by v, the virtual stages per GPU", True),
    # near case: a '/v' that only starts a word is not the chunk count
    ("bubble of 3/19/vector units, no idea", False),
])
def test_the_interleaved_bubble_cost_is_read_after_a_bracket_or_digit(text, found):
    lex = default_lexicon()
    terms = lex.terms["schedule-cost"]
    assert any(lex.compile_term(t).search(text) for t in terms) is found
