"""scangate: judge a PyTorch (or Triton, or any) implementation of RG-LRU or SAMU with the scangate suite.

In this process, through the C library (libscangate_api.so): no file, no subprocess.

    import scangate
    lib = scangate.Library()                                   # SCANGATE_LIB, else beside the `scangate` command
    case = lib.case("ci", "rg_mixed", device="cuda")           # torch tensors on any device
    v = lib.judge(case, case.cast_outputs(my_rglru(case.float32())), name="my-rglru")
    v.raise_for_status()                                       # GateFailure lists every failing gate
    @scangate.cases("ci", model="rglru")                       # pytest: one test per case (scangate_case fixture)

Through the command and files (a report directory per judgement, audits):

    suite = scangate.Suite()                                   # the `scangate` command: exe=, $SCANGATE, PATH
    case = suite.load_case("ci", "rg_mixed", tmp_dir)          # export + load: BF16 inputs stay torch.bfloat16
    outputs = my_rglru(case.float32())                         # {"y": ..., "h_last": ..., "dx": ..., ...}
    v = suite.judge(case, case.cast_outputs(outputs), name="my-rglru")
    v.raise_for_status()                                       # GateFailure lists every failing gate

Every metric and verdict is scangate's (the library's or the command's report.json); nothing is
recomputed here."""

from ._case import Case, Quantity, load_case, models, quantities, read_outputs, write_outputs
from ._errors import (CaseFileError, CommandFailed, ConfigError, DtypeShapeError, ExecutableNotFound, GateFailure,
                      IncompatibleVersion, InternalError, InvalidInputError, MalformedFileError, MissingDependency,
                      MissingProgram, NoDeviceError, NoRecordedReport, OutputDtypeError, OutputNameError, ProgramTimedOut,
                      OutputShapeError, OutputsError, ScangateError, ScangateIOError, UnknownNameError, UsageError)
from ._inprocess import Library, case_from_bytes, library
from ._suite import AuditResult, CaseInfo, Suite
from ._verdict import Metric, QuantityResult, Verdict
from ._version import __version__


def cases(set_name, model=None, device=None, seed=None, known_failures=None):
    """pytest: parametrize a test over the cases of a set (scangate.pytest_plugin.cases)."""
    from .pytest_plugin import cases as _cases
    return _cases(set_name, model=model, device=device, seed=seed, known_failures=known_failures)


__all__ = [
    "Library", "library", "case_from_bytes", "cases", "Suite", "Case", "CaseInfo", "Quantity", "Verdict", "Metric", "QuantityResult", "AuditResult",
    "load_case", "write_outputs", "read_outputs", "quantities", "models", "__version__",
    "ScangateError", "MissingDependency", "ExecutableNotFound", "IncompatibleVersion", "CaseFileError",
    "OutputsError", "OutputNameError", "OutputDtypeError", "OutputShapeError", "CommandFailed", "UsageError",
    "MalformedFileError", "DtypeShapeError", "UnknownNameError", "InvalidInputError", "ConfigError",
    "NoDeviceError", "ScangateIOError", "InternalError", "MissingProgram", "NoRecordedReport", "ProgramTimedOut",
    "GateFailure",
]
