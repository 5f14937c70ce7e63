"""Systems-design calculators: memory per GPU, checkpoints, collectives, failures, MFU.

Plain functions; each module's docstring states its formulas and assumptions. The engine
uses them as a tool and through ``claims.check_claims`` to check a candidate's numbers.
"""

from .checkpoint import checkpoint_size, checkpoint_write_time
from .collectives import allreduce_bytes_per_rank, bus_bandwidth, ring_allreduce_time, tree_allreduce_time
from .memory import MemoryBreakdown, activation_bytes_per_layer, memory_per_gpu, model_state_bytes
from .utilization import flops_per_token, mfu, tokens_per_second_at
from .reliability import cluster_failure_rate, expected_waste_fraction, young_daly_interval

__all__ = [
    "MemoryBreakdown", "activation_bytes_per_layer", "allreduce_bytes_per_rank", "bus_bandwidth",
    "checkpoint_size", "checkpoint_write_time", "cluster_failure_rate", "expected_waste_fraction",
    "flops_per_token", "memory_per_gpu", "mfu", "model_state_bytes", "ring_allreduce_time",
    "tokens_per_second_at", "tree_allreduce_time", "young_daly_interval",
]
