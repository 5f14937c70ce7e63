"""Round 24 (depth24): signals said in other words than their concept groups accepted (recall), and the near
cases each widening must not credit."""

from functools import lru_cache

import pytest

from interviewer.content import load_library
from interviewer.interview.assess import lexical_hits
from interviewer.interview.gaps import UNSURE


@lru_cache(maxsize=1)
def _library():
    return load_library()


def _shown(text: str, dimension: str) -> set[str]:
    return set(lexical_hits(text, _library().rubric(dimension)))


SAID_OTHERWISE = [
    # ring phases told by the owned chunk and a copy instead of add
    ('Each rank passes one piece to the right and adds what comes in; after n minus one steps each '
     'rank has one piece which is completely summed. Then the same loop again, but copy instead of '
     'add.',
     'collective-implementation', 'ring-phases'),
    # ring phases told by the owned chunk and a copy instead of add
    ('Each rank sends one slice right and adds in the one from the left. Then a second loop where '
     "received slices overwrite instead of add, and everyone owns one slice that's the total over all "
     'ranks.',
     'collective-implementation', 'ring-phases'),
    # ring cost spoken as a fraction or as buffers sent
    ('Each rank sends two times n minus one over n of the buffer.',
     'collective-implementation', 'cost-model'),
    # ring cost spoken as a fraction or as buffers sent
    ('Each rank sends roughly two copies of its buffer, whatever the ring size.',
     'collective-implementation', 'cost-model'),
    # in memory checkpoint named by its holder or by the reload
    ("Hot spare swaps in, and the new node gets its shard from a peer's memory copy, no storage read.",
     'fault-tolerance-checkpointing', 'in-job-recovery'),
    # in memory checkpoint named by its holder or by the reload
    ('The replacement fetches its piece from the neighbour and everyone else reloads from local memory.',
     'fault-tolerance-checkpointing', 'in-job-recovery'),
    # replicas should match in either word order
    ('After the all-reduce the gradients should be the same on all data-parallel replicas, so hash and compare.',
     'gpu-cluster-operations', 'sdc-detection'),
    # replicas should match in either word order
    ('The copies of the model on different data-parallel groups should be exactly the same bits after each step.',
     'gpu-cluster-operations', 'sdc-detection'),
    # replicas should match in either word order
    ('Post-all-reduce gradients, or params after the step, are identical across DP replicas. Hash and compare.',
     'gpu-cluster-operations', 'sdc-detection'),
    # before and after figures across sentences
    ('When I joined, SM activity was 45 percent. We merged the partitions and added backfill, and '
     'later the number was around 70 percent.',
     'cost-utilization', 'before-after-story'),
    # before and after figures across sentences
    ('utilization was around fifty percent and by the end of the year we got it to around seventy five',
     'cost-utilization', 'before-after-story'),
    # slurm prolog is the health gate
    ('We had a prolog script in Slurm which runs before every job; if it fails the node is drained.',
     'gpu-cluster-operations', 'health-checks'),
    # the gate without a check is not enough
    ('I run the DCGM diagnostic, long version. If it pass, the node is okay again.',
     'gpu-cluster-operations', 'health-checks'),
    # over provisioning described by its parts
    ('Trainer and generators on separate GPUs, and handle the long tail by generating for more prompts'
     ' than I need and cutting off stragglers.',
     'post-training-rl-infra', 'placement-and-long-tail'),
    # dcp metadata named before the pieces
    ('With torch distributed checkpoint the metadata says which piece of each tensor is where, so TP 4 loads.',
     'fault-tolerance-checkpointing', 'dcp-resharding'),
    # chunk index said aloud
    ('Ten elements on four ranks: the first two chunks three long, the last two two long, and at step '
     's rank r sends chunk r minus s mod four, so at step one rank two sends chunk one.',
     'collective-implementation', 'chunk-indexing'),
    # six n d with a digit and mfu in percent
    ('Total is 6 times params times tokens, 6.3 times 10 to the 24. Divide by 40 percent of 989 '
     'teraflops, about 400 teraflops, gives 1.6e10 GPU-seconds, divide by 3,600 for 4.4 million GPU-'
     'hours.',
     'cost-utilization', 'flops-to-dollars'),
    # communicator abort with an adjective or torn down
    ("The healthy machines don't exit: they abort the broken communicator, wait for the spare, and build a new one.",
     'fault-tolerance-checkpointing', 'in-job-recovery'),
]
"""The signal said in words its concept group did not accept before this round: credited now."""

NEAR_CASES = [
    # copying without the phase before it is not the ring
    ('Rank zero receives everything, sums, and then every rank does a copy instead of adding anything.',
     'collective-implementation', 'ring-phases'),
    # twice the buffer as memory not traffic is not the cost
    ('Each rank needs twice the buffer in memory for the receive side.',
     'collective-implementation', 'cost-model'),
    # a checkpoint written to storage is not in memory
    ('Keep the checkpoint in the object store and load it from storage on restart.',
     'fault-tolerance-checkpointing', 'in-job-recovery'),
    # replicas without the invariant are not a comparison
    ('We run eight data-parallel replicas and the gradients are averaged by the all-reduce.',
     'gpu-cluster-operations', 'sdc-detection'),
    # one figure and a later event is not a before after
    ('Utilization was 45 percent, and after that we bought more GPUs for the new team.',
     'cost-utilization', 'before-after-story'),
    # the gate without a check is not enough
    ('I reboot it and if it pass it goes back.',
     'gpu-cluster-operations', 'health-checks'),
    # the long tail named without a fix is not the signal
    ('Trainer and generators on separate GPUs; the long rollouts hurt first because the trainer waits.',
     'post-training-rl-infra', 'placement-and-long-tail'),
    # metadata without dcp is not resharding
    ('Our checkpoints have a metadata file with the step and the learning rate; we load the shards as saved.',
     'fault-tolerance-checkpointing', 'dcp-resharding'),
    # rank minus one is not the chunk index
    ('Each rank receives from rank minus one and sends to rank plus one, with the buffer split in n chunks.',
     'collective-implementation', 'chunk-indexing'),
    # two n d is not six n d
    ('Total is 2 times params times tokens, so 2.1e24, at 40 percent of 989 that is 1.5 million GPU-hours.',
     'cost-utilization', 'flops-to-dollars'),
    # aborting the job is not aborting the communicator
    ('When a node dies we abort the job, and the launcher restarts everything from the last checkpoint.',
     'fault-tolerance-checkpointing', 'in-job-recovery'),
]
"""What each widening must not credit."""


@pytest.mark.parametrize("text, dimension, signal", SAID_OTHERWISE)
def test_a_signal_said_otherwise_is_credited(text, dimension, signal):
    assert signal in _shown(text, dimension)


@pytest.mark.parametrize("text, dimension, signal", NEAR_CASES)
def test_the_near_case_is_not(text, dimension, signal):
    assert signal not in _shown(text, dimension)


def test_numbers_put_first_still_admit_the_gap():
    assert UNSURE.search("Exact numbers I don't remember now.")
    assert UNSURE.search("Numbers I don't have exactly, but it was better.")
    assert not UNSURE.search("The numbers I have are from the DCGM dashboard.")
