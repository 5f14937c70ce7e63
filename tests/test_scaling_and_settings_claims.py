"""Round 15's checked claims: a law's quantity scaled wrongly (``scaling_claims``) and a setting given the wrong role
(``settings_claims``). Right statements in several notations pass; wrong ones are caught (issue #12)."""

from __future__ import annotations

import pytest

import listening_helpers
from interviewer.content import load_library
from interviewer.interview import claim_checks
from interviewer.interview import quantities as q
from interviewer.interview.formulas import allreduce_bytes
from interviewer.interview.scaling_claims import job_mtbf_as_unit, optimizer_as_weights, ring_divides, ring_quadratic
from interviewer.interview.settings_claims import FACTS, fsdp2_flat, param_dtype, sharding_roles

RIGHT = [
    # ring volume and time
    "Each chunk is 1/n of the buffer, and each rank sends 2(n-1) chunks.",
    "In a ring all-reduce each GPU sends 1/n of the gradients per step.",
    "Ring all-reduce splits the buffer into n chunks, so each step moves buffer/n.",
    "Each rank sends about two full copies of the buffer, 2(n-1)/n of it, whatever n is.",
    "With a parameter server, rank 0 receives n-1 full copies of the gradients.",
    "In ring all-reduce, the reduce-scatter phase divides the buffer by N so each rank owns 1/N of the sum.",
    "Ring all-reduce doesn't divide the traffic by the number of GPUs: each rank still sends about 2x the buffer.",
    "Ring time grows linearly with n, 2(n-1) steps; a naive all-to-all exchange is n squared messages.",
    "The ring's latency term is not quadratic, it's linear in n.",
    "Ring is best for large messages, tree for small ones at scale.",
    "Tree wins for small messages because of log n latency; ring wins for big buffers.",
    "NCCL picks tree for small messages and ring for large ones.",
    "Ring has the best bandwidth; the double binary tree is used for large messages at thousands of ranks.",
    "Ring isn't good for small messages.",
    "If ring time were n squared nobody would use it past a node.",
    # optimizer state
    "Adam's state is 12 bytes per parameter, six times the bf16 weights.",
    "Each Adam moment is the same size as the fp32 weights.",
    "With SGD and momentum the optimizer state is the same size as the weights.",
    "Sharded with ZeRO, the optimizer state per GPU is about the same as the weights.",
    "The optimizer state isn't the same again as the weights, it's several times them.",
    # job MTBF
    "Per-GPU MTBF is 50,000 hours, so on 1,000 GPUs the job MTBF is 50 hours.",
    "GPU MTBF is 50,000 hours; a single-GPU job MTBF is 50,000 hours, but at scale it divides by N.",
    "A GPU's MTBF of 50,000 hours means the cluster MTBF is 50,000 hours divided by the GPU count, about 3 hours.",
    "GPU MTBF is 50,000 hours and the job MTBF is not 50,000 hours, it is 50,000 divided by the GPU count.",
    # FSDP settings
    "FULL_SHARD shards parameters, gradients and optimizer state; SHARD_GRAD_OP keeps parameters unsharded between "
    "forward and backward, so FULL_SHARD is the most memory-efficient.",
    "ZeRO-3 is the most memory-efficient; ZeRO-1 shards only the optimizer state.",
    "NO_SHARD keeps params replicated, like DDP.",
    "Of ZeRO-1, 2 and 3, stage 3 is the most memory-efficient.",
    "With FULL_SHARD and reshard_after_forward=False, parameters stay unsharded between forward and backward.",
    "HYBRID_SHARD is FULL_SHARD inside a node with parameters kept replicated across nodes.",
    "Full shard, which shards the optimizer state only - no, wait, it shards parameters too, and gradients.",
    "Full shard shards the optimizer state only. No - it shards parameters and gradients too.",
    "That FULL_SHARD shards the optimizer state only is just wrong: it shards parameters and gradients too.",
    "With MixedPrecision(param_dtype=bf16) the gathered params are bf16 for compute while the sharded master "
    "params stay in fp32, and the optimizer updates them in fp32.",
    "reduce_dtype sets the dtype of the gradient reduce-scatter.",
    "FSDP1 uses a FlatParameter per wrapped module; FSDP2 shards each parameter as a DTensor.",
    "FSDP2 doesn't use a FlatParameter.",
    "FSDP2 replaces FSDP1's FlatParameter with per-parameter DTensors.",
    "FSDP all-gathers each unit's parameters just before its forward and frees them after, prefetching the next.",
    "FSDP doesn't gather all the parameters up front; it prefetches the next unit.",
    "To save a full state dict, FSDP gathers all parameters once at the start of the save.",
    # only a per-block wrapping gathers unit by unit: one unit around the whole model does gather everything at once
    "Wrapped as a single unit, FSDP gathers all parameters once at the start of the step and keeps them for forward and "
    "backward.",
    # stragglers
    "The straggler is the rank with the shortest all-reduce time, because everyone else waits for it.",
    "Healthy ranks show the longest all-reduce time, the slow rank the shortest.",
    "The slow rank is not the one with the longest all-reduce time; it is the one with the shortest.",
    # checkpoint size
    "Checkpoint: bf16 weights 2 B + fp32 master 4 B + Adam m and v 8 B = 14 B/param, so about 1 TB.",
    "The checkpoint is 14 bytes per parameter.",
    "The checkpoint stores fp32 master weights and both moments, 12 bytes a param.",
    "A weights-only checkpoint is 2 bytes per parameter.",
    "The inference checkpoint is 2 bytes per parameter in bf16.",
    "The bf16 checkpoint is 2 bytes/param.",
    "The checkpoint holds the bf16 weights, 2 bytes per parameter, plus the fp32 master and Adam moments.",
    "FSDP1 uses a single FlatParameter per unit; FSDP2 shards each parameter as a DTensor.",
    # a feature switch read by its name and value
    "NCCL_IB_DISABLE=1 turns InfiniBand off, so NCCL falls back to sockets.",
    "With NCCL_IB_DISABLE=0 NCCL uses IB when it finds an HCA.",
    "NCCL_NVLS_ENABLE=0 disables NVLS.",
    # the checkpoint interval from Young/Daly, not a share of the MTBF
    "The interval is sqrt(2 x checkpoint cost x MTBF), far shorter than the MTBF when the save is cheap.",
    # MFU applied the right way
    "Divide 6ND by the peak times the MFU: 989 TFLOP/s times 0.4 is about 400 TFLOP/s of useful work per GPU.",
    "Divide by the peak, then divide again by 0.4 for MFU, so the run is two and a half times the ideal.",
    "Multiply the peak by the MFU and divide the total FLOPs by that.",
]

WRONG = [
    # ring volume: a total in copies that grows with n, or divided by n
    ("Ring all-reduce passes the whole buffer from rank to rank, so every rank sends n minus one full copies.", "ring-bytes"),
    ("each rank sends (n-1) copies of the gradients", "ring-bytes"),
    ("Ring all-reduce divides that by the number of GPUs, so each GPU sends 70 MB.", "ring-bytes"),
    ("The ring all-reduce divides the gradients by n, so the per-GPU traffic is tiny.", "ring-bytes"),
    ("With ring, bytes per GPU shrink as you add more GPUs.", "ring-bytes"),
    # ring time
    ("Ring time is order n squared in the number of ranks.", "ring-steps"),
    ("Ring latency grows quadratically with the number of GPUs.", "ring-steps"),
    # a fault the answer describes ("the wrong rank") does not call its own claim wrong
    ("Full shard shards the optimizer state only, so the wrong rank runs out of memory first.", "full-shard"),
    ("The ring all-reduce's steps scale as O(n^2).", "ring-steps"),
    ("Ring is really only good for tiny messages inside a node.", "ring-vs-tree"),
    ("Ring is better for small messages.", "ring-vs-tree"),
    ("The tree gets higher bandwidth than ring.", "ring-vs-tree"),
    # optimizer state
    ("70B params at 2 bytes is 140 GB, and optimizer state is the same again, so ~280 GB total.", "optimizer-share"),
    ("Adam's optimizer state is about the same size as the weights.", "optimizer-share"),
    ("The optimizer states are as big as the model, so double it.", "optimizer-share"),
    # job MTBF
    ("Per-GPU failure is one in 50,000 hours, and the job fails only if a GPU fails, so the job MTBF is still "
     "50,000 hours.", "fleet-mtbf"),
    ("Each GPU's MTBF is 5 years, so the cluster MTBF is also 5 years.", "fleet-mtbf"),
    # FSDP settings
    ("FULL_SHARD shards the optimizer state only; the rest is replicated.", "full-shard"),
    ("ZeRO-3 keeps the parameters replicated and shards only the optimizer.", "full-shard"),
    ("SHARD_GRAD_OP also shards the parameters, so that's the most memory-efficient.", "full-shard"),
    ("NO_SHARD uses the least memory because nothing is gathered.", "full-shard"),
    ("MixedPrecision(param_dtype=bf16) means the sharded master parameters are stored in bf16.", "param-dtype"),
    ("With param_dtype=torch.bfloat16 the optimizer steps the weights in bf16.", "param-dtype"),
    ("In MixedPrecision, reduce_dtype only affects the loss.", "param-dtype"),
    ("FSDP2 is the one with the FlatParameter, which is why it is faster.", "fsdp2-dtensor"),
    ("fully_shard concatenates all the parameters of a module into one flat buffer.", "fsdp2-dtensor"),
    ("FSDP gathers all parameters once at the start of the step and keeps them for forward and backward.", "unit-gather"),
    ("FSDP2 all-gathers the whole model's weights up front, so there's no idle time.", "unit-gather"),
    ("The slowest rank is the one with the longest all-reduce time - it's stuck waiting.", "straggler-wait"),
    ("The rank with the longest NCCL wait is the culprit.", "straggler-wait"),
    ("The straggler GPU shows the highest collective time.", "straggler-wait"),
    ("The checkpoint holds weights and gradients in fp32, 8 bytes per parameter, 560 GB.", "checkpoint-bytes"),
    ("The checkpoint is 2 bytes per parameter, so 140 GB and a fraction of a second.", "checkpoint-bytes"),
    ("The optimal interval is a quarter of the MTBF, whatever the save costs.", "young-daly"),
    ("Export NCCL_P2P_DISABLE=1 so NCCL is forced onto NVLink inside the node.", "switch-polarity"),
    ("NCCL_SHM_DISABLE=1 switches on shared memory transport for the local ranks.", "switch-polarity"),
    ("Setting NCCL_NVLS_ENABLE to 1 turns off NVLink SHARP.", "switch-polarity"),
    ("We moved to FSDP2, which keeps one big flat parameter per wrapped block.", "fsdp2-dtensor"),
    ("So the checkpoint interval should equal the MTBF over 2, which bounds the loss.", "young-daly"),
    # MFU applied the wrong way: the peak-rate time multiplied by it (shrinks the run)
    ("Take 6ND, divide by the cluster peak and then multiply that by the MFU of 0.45 to get GPU-seconds.", "mfu-time"),
    ("You divide the compute by the dense peak, which gives the hours at full speed, and times 0.35 for MFU.", "mfu-time"),
]


@pytest.mark.parametrize("text", RIGHT)
def test_right_claims_pass(text):
    assert claim_checks.quantity_contradictions(text) == []


@pytest.mark.parametrize("text,law", WRONG)
def test_wrong_claims_are_caught_citing_their_law(text, law):
    found = claim_checks.quantity_contradictions(text)
    fact = q.LAWS[law].fact if law in q.LAWS else FACTS[law].fact
    assert found and any(fact in f for f in found)


def test_each_check_reads_only_its_own_claim():
    assert ring_divides("ring all-reduce divides the buffer by the number of GPUs")
    assert not ring_divides("tree all-reduce divides the buffer by the number of GPUs")
    assert ring_quadratic("ring time is n squared") and not ring_quadratic("ring time is linear")
    assert optimizer_as_weights("Adam state is the same size as the weights")
    assert not optimizer_as_weights("Lion's optimizer state is the same size as the weights")
    assert job_mtbf_as_unit("GPU MTBF is 2 years and the cluster MTBF is 2 years")
    assert not job_mtbf_as_unit("the cluster MTBF is 2 years")  # no per-GPU figure to compare with
    assert sharding_roles("FULL_SHARD shards only the optimizer states")
    assert param_dtype("param_dtype=bf16 so the master weights are kept in bf16")
    assert fsdp2_flat("FSDP2 uses a flat parameter")
    assert not fsdp2_flat("FSDP uses a flat parameter")  # which FSDP is not said


def test_a_chunk_or_one_step_is_not_the_per_rank_total():
    assert not allreduce_bytes("each chunk is 1/n of the buffer")
    assert not allreduce_bytes("each GPU sends 1/n of the gradients per step")
    assert allreduce_bytes("each rank sends the whole buffer every step, so n times the buffer")


def test_every_law_and_fact_is_about_real_rubric_signals():
    library = load_library()
    for item in [*q.LAWS.values(), *FACTS.values()]:
        assert item.about, item.id
        for ref in item.about:
            dimension, signal = ref.split("/")
            assert signal in {s.id for s in library.rubric(dimension).signals}, (item.id, ref)


def test_an_answer_with_a_wrong_setting_is_weak():
    library = load_library()
    ref = "design-architect/memory-and-sharding"
    right = ("FULL_SHARD shards parameters, gradients and optimizer state, so at 70B that's 16 bytes per parameter, "
             "1.1 TB, over 64 GPUs about 17.5 GB each, and parameters are all-gathered per unit in forward and backward.")
    wrong = ("SHARD_GRAD_OP shards the parameters too, so it's the most memory-efficient: at 70B that's 16 bytes per "
             "parameter, 1.1 TB, over 64 GPUs about 17.5 GB each, gathered per unit in forward and backward.")
    assert listening_helpers.assess(library, ref, right).depth != "weak"
    assert listening_helpers.assess(library, ref, wrong).depth == "weak"
