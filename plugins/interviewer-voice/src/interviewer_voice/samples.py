"""Spoken domain answers used by the WER test and the latency benchmark (reference spellings)."""

DOMAIN_ANSWERS = (
    "I would set NCCL_DEBUG=INFO and check which rank stalls in the all-reduce.",
    "With FSDP each rank holds only a shard of the parameters, gradients and optimizer state.",
    "The Xid 79 error in dmesg means the GPU fell off the bus, so I would drain that node.",
    "NVLink connects the GPUs inside a node, and InfiniBand connects the nodes.",
    "ZeRO stage three partitions the parameters as well as the optimizer state.",
    "I would save the checkpoint in the background to local disk and then copy it to object storage.",
    "Ray schedules the data loading workers while the trainer runs on the GPUs.",
    "A ring all-reduce sends each byte twice, so bandwidth matters more than latency for large tensors.",
    "If the loss spikes, I would lower the learning rate and skip the bad batch.",
    "The checkpoint interval should balance the save time against the mean time between failures.",
    "I would profile the step time to see whether the GPUs wait on communication or on the data loader.",
    "Tensor parallelism splits each layer across GPUs, and pipeline parallelism splits the layers into stages.",
)
