"""Round 24 (depth24): signals said in other words than their concept groups accepted (recall), and the near
cases each widening must not credit."""

from functools import lru_cache

from interviewer.content import load_library
from interviewer.interview.assess import lexical_hits
from interviewer.interview.gaps import UNSURE


@lru_cache(maxsize=1)
def _library():
    return load_library()


def _shown(text: str, dimension: str) -> set[str]:
    return set(lexical_hits(text, _library().rubric(dimension)))


def test_ring_phases_told_by_the_owned_chunk_and_a_copy_instead_of_add():
    text = ("Each rank passes one piece to the right and adds what comes in; after n minus one steps each rank "
            "has one piece which is completely summed. Then the same loop again, but copy instead of add.")
    assert "ring-phases" in _shown(text, "collective-implementation")
    text = ("Each rank sends one slice right and adds in the one from the left. Then a second loop where "
            "received slices overwrite instead of add, and everyone owns one slice that's the total over all ranks.")
    assert "ring-phases" in _shown(text, "collective-implementation")


def test_copying_without_the_phase_before_it_is_not_the_ring():
    text = "Rank zero receives everything, sums, and then every rank does a copy instead of adding anything."
    assert "ring-phases" not in _shown(text, "collective-implementation")


def test_ring_cost_spoken_as_a_fraction_or_as_buffers_sent():
    assert "cost-model" in _shown("Each rank sends two times n minus one over n of the buffer.",
                                  "collective-implementation")
    assert "cost-model" in _shown("Each rank sends roughly two copies of its buffer, whatever the ring size.",
                                  "collective-implementation")


def test_twice_the_buffer_as_memory_not_traffic_is_not_the_cost():
    text = "Each rank needs twice the buffer in memory for the receive side."
    assert "cost-model" not in _shown(text, "collective-implementation")


def test_in_memory_checkpoint_named_by_its_holder_or_by_the_reload():
    text = "Hot spare swaps in, and the new node gets its shard from a peer's memory copy, no storage read."
    assert "in-job-recovery" in _shown(text, "fault-tolerance-checkpointing")
    text = "The replacement fetches its piece from the neighbour and everyone else reloads from local memory."
    assert "in-job-recovery" in _shown(text, "fault-tolerance-checkpointing")


def test_a_checkpoint_written_to_storage_is_not_in_memory():
    text = "Keep the checkpoint in the object store and load it from storage on restart."
    assert "in-job-recovery" not in _shown(text, "fault-tolerance-checkpointing")


def test_replicas_should_match_in_either_word_order():
    text = "After the all-reduce the gradients should be the same on all data-parallel replicas, so hash and compare."
    assert "sdc-detection" in _shown(text, "gpu-cluster-operations")
    text = "The copies of the model on different data-parallel groups should be exactly the same bits after each step."
    assert "sdc-detection" in _shown(text, "gpu-cluster-operations")
    text = "Post-all-reduce gradients, or params after the step, are identical across DP replicas. Hash and compare."
    assert "sdc-detection" in _shown(text, "gpu-cluster-operations")


def test_replicas_without_the_invariant_are_not_a_comparison():
    text = "We run eight data-parallel replicas and the gradients are averaged by the all-reduce."
    assert "sdc-detection" not in _shown(text, "gpu-cluster-operations")


def test_before_and_after_figures_across_sentences():
    text = ("When I joined, SM activity was 45 percent. We merged the partitions and added backfill, and "
            "later the number was around 70 percent.")
    assert "before-after-story" in _shown(text, "cost-utilization")
    text = "utilization was around fifty percent and by the end of the year we got it to around seventy five"
    assert "before-after-story" in _shown(text, "cost-utilization")


def test_one_figure_and_a_later_event_is_not_a_before_after():
    text = "Utilization was 45 percent, and after that we bought more GPUs for the new team."
    assert "before-after-story" not in _shown(text, "cost-utilization")


def test_slurm_prolog_is_the_health_gate():
    text = "We had a prolog script in Slurm which runs before every job; if it fails the node is drained."
    assert "health-checks" in _shown(text, "gpu-cluster-operations")


def test_the_gate_without_a_check_is_not_enough():
    assert "health-checks" in _shown("I run the DCGM diagnostic, long version. If it pass, the node is okay again.",
                                     "gpu-cluster-operations")
    assert "health-checks" not in _shown("I reboot it and if it pass it goes back.", "gpu-cluster-operations")


def test_numbers_put_first_still_admit_the_gap():
    assert UNSURE.search("Exact numbers I don't remember now.")
    assert UNSURE.search("Numbers I don't have exactly, but it was better.")
    assert not UNSURE.search("The numbers I have are from the DCGM dashboard.")


def test_over_provisioning_described_by_its_parts():
    text = ("Trainer and generators on separate GPUs, and handle the long tail by generating for more prompts than "
            "I need and cutting off stragglers.")
    assert "placement-and-long-tail" in _shown(text, "post-training-rl-infra")


def test_the_long_tail_named_without_a_fix_is_not_the_signal():
    text = "Trainer and generators on separate GPUs; the long rollouts hurt first because the trainer waits."
    assert "placement-and-long-tail" not in _shown(text, "post-training-rl-infra")


def test_dcp_metadata_named_before_the_pieces():
    text = "With torch distributed checkpoint the metadata says which piece of each tensor is where, so TP 4 loads."
    assert "dcp-resharding" in _shown(text, "fault-tolerance-checkpointing")


def test_metadata_without_dcp_is_not_resharding():
    text = "Our checkpoints have a metadata file with the step and the learning rate; we load the shards as saved."
    assert "dcp-resharding" not in _shown(text, "fault-tolerance-checkpointing")


def test_chunk_index_said_aloud():
    text = ("Ten elements on four ranks: the first two chunks three long, the last two two long, and at step s rank r "
            "sends chunk r minus s mod four, so at step one rank two sends chunk one.")
    assert "chunk-indexing" in _shown(text, "collective-implementation")


def test_rank_minus_one_is_not_the_chunk_index():
    text = "Each rank receives from rank minus one and sends to rank plus one, with the buffer split in n chunks."
    assert "chunk-indexing" not in _shown(text, "collective-implementation")


def test_six_n_d_with_a_digit_and_mfu_in_percent():
    text = ("Total is 6 times params times tokens, 6.3 times 10 to the 24. Divide by 40 percent of 989 teraflops, "
            "about 400 teraflops, gives 1.6e10 GPU-seconds, divide by 3,600 for 4.4 million GPU-hours.")
    assert "flops-to-dollars" in _shown(text, "cost-utilization")


def test_two_n_d_is_not_six_n_d():
    text = "Total is 2 times params times tokens, so 2.1e24, at 40 percent of 989 that is 1.5 million GPU-hours."
    assert "flops-to-dollars" not in _shown(text, "cost-utilization")


def test_communicator_abort_with_an_adjective_or_torn_down():
    text = "The healthy machines don't exit: they abort the broken communicator, wait for the spare, and build a new one."
    assert "in-job-recovery" in _shown(text, "fault-tolerance-checkpointing")


def test_aborting_the_job_is_not_aborting_the_communicator():
    text = "When a node dies we abort the job, and the launcher restarts everything from the last checkpoint."
    assert "in-job-recovery" not in _shown(text, "fault-tolerance-checkpointing")
