"""Round 25, depth lane: the FSDP2 truth (fully_shard shards each parameter as a DTensor; the FlatParameter is
FSDP1's). A claim that gives FSDP2 the flattened buffer contradicts it; naming the FlatParameter as what FSDP2
replaced, or saying it of FSDP1, does not."""

import pytest

from interviewer.interview.truth_claims import contradictions

FACT = "FlatParameter, which flattens"


def _fires(text: str) -> bool:
    return any(FACT in c for c in contradictions(text))


@pytest.mark.parametrize("text", [
    "FSDP2 flattens every parameter of the model into one buffer and shards that buffer.",
    "We moved to FSDP2, which keeps a single FlatParameter per wrapped block so each gather is one call.",
    "FSDP 2 is the design that concatenates the whole layer into a flat param before sharding it.",
])
def test_fsdp2_given_the_flat_buffer_contradicts(text):
    assert _fires(text)


@pytest.mark.parametrize("text", [
    # near cases: the FlatParameter named as FSDP1's, as what FSDP2 replaced, or denied of FSDP2
    "FSDP2 replaced FSDP1's FlatParameter with per-parameter DTensors sharded on dim 0.",
    "FSDP1 flattens each wrapped module into one FlatParameter; FSDP2 shards every parameter on its own.",
    "FSDP2 doesn't flatten anything, each parameter is its own DTensor.",
    "I'd pick FSDP2, mostly because the old one flattened everything into flat parameters.",
    "With FSDP2 each parameter is a DTensor sharded on dim 0, so frozen layers are easy.",
])
def test_fsdp2_near_cases_do_not_contradict(text):
    assert not _fires(text)


CP_FACT = "Context parallelism (CP) partitions"


def _cp_fires(text: str) -> bool:
    return any(CP_FACT in c for c in contradictions(text))


@pytest.mark.parametrize("text", [
    "Context parallelism is really the same thing as sequence parallelism in Megatron.",
    "CP is basically another fully_shard over a second mesh dimension.",
    "Context parallel is just a setting on fully_shard that you turn on for long inputs.",
])
def test_context_parallel_called_sp_or_an_fsdp_option_contradicts(text):
    assert _cp_fires(text)


@pytest.mark.parametrize("text", [
    # near cases: the difference stated, a denial, or sequence parallelism described on its own
    "Context parallelism is not just sequence parallelism: it splits attention too, with ring attention.",
    "Unlike sequence parallelism, which only splits LayerNorm and dropout, context parallel splits every layer.",
    "Sequence parallelism is just the LayerNorm and dropout regions split along the sequence inside TP.",
    "I'd add context parallelism of 4 with ring attention and keep fully_shard on the data-parallel dimension.",
])
def test_context_parallel_near_cases_do_not_contradict(text):
    assert not _cp_fires(text)
