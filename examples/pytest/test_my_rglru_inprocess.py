"""test_my_rglru_inprocess.py - gate your RG-LRU implementation with scangate from pytest, in this process:
copy this file (and point my_rglru at your code) into your test suite. One test per RG-LRU case of a
scangate fixture set (default `ci`): the case is made by the scangate library (libscangate_api.so) as
PyTorch tensors on your device (BF16 inputs stay torch.bfloat16), your implementation computes the
outputs, and the library judges them against the exact MPFR oracle and THRESHOLDS.md - no file, no
subprocess. A failing gate fails the test with every failing gate's value, limit and worst elements
(scangate.GateFailure, an AssertionError).

    pip install ./python[torch] pytest                  # the scangate package (its pytest plugin with it)
    SCANGATE=/path/to/build/scangate pytest test_my_rglru_inprocess.py   # the library beside the command
    SCANGATE_SET=smoke SCANGATE_DEVICE=cuda pytest test_my_rglru_inprocess.py

The implementation here is examples/pytest/rglru_torch.py: a plain PyTorch RG-LRU in FP32 from the
suite's equations (reference/EQUATIONS.md sections 1-2). Environment: SCANGATE_LIB (the library; else
beside SCANGATE, the command, else beside `scangate` on PATH), SCANGATE_SET (default ci), SCANGATE_DEVICE
(default cpu), SG_CACHE_DIR (the oracle cache). test_my_rglru.py is the same through the command and
files (a report directory per case)."""
import os

import scangate
from rglru_torch import rglru_f32  # <- your implementation

SET = os.environ.get("SCANGATE_SET", "ci")
DEVICE = os.environ.get("SCANGATE_DEVICE", "cpu")
NAME = "my-rglru"  # the name your implementation has in scangate's reports

# Cases where your implementation is known to FAIL, with the reason: strict xfails (a pass there fails
# the test, so a fixed case is noticed). These two are the example implementation's: the canonical FP32
# path's own error, which EXPECTED_STATUS.md quarantines (test_my_rglru.py says more); `smoke` has neither.
KNOWN_FAILURES = {
    "rg_long_16k": "FP32 state over 16K steps without resets: the canonical FP32 path's own error (quarantined)",
    "hard_canonical_f32_rg_long_16k": "the minimised reproducer of the canonical FP32 path's rg_long_16k failure",
}


@scangate.cases(SET, model="rglru", device=DEVICE,
                known_failures={c: r for c, r in KNOWN_FAILURES.items() if c in scangate.library().cases(SET)})
def test_rglru_passes_the_gates(scangate_case, scangate_lib):
    outputs = rglru_f32(scangate_case.float32())          # your kernel, on the case's device
    scangate_lib.assert_passes(scangate_case, scangate_case.cast_outputs(outputs), name=NAME)
