"""scangate: judge a PyTorch (or Triton, or any) implementation of RG-LRU or SAMU with the scangate suite.

    import scangate
    suite = scangate.Suite()                                   # the `scangate` command: exe=, $SCANGATE, PATH
    case = suite.load_case("ci", "rg_mixed", tmp_dir)          # export + load: BF16 inputs stay torch.bfloat16
    outputs = my_rglru(case.float32())                         # {"y": ..., "h_last": ..., "dx": ..., ...}
    v = suite.judge(case, case.cast_outputs(outputs), name="my-rglru")
    v.raise_for_status()                                       # GateFailure lists every failing gate

Pure Python over the command and safetensors files: every metric and verdict is the command's
(`scangate judge`, its report.json); nothing is recomputed here."""

from ._case import Case, Quantity, load_case, models, quantities, read_outputs, write_outputs
from ._errors import (CaseFileError, CommandFailed, ConfigError, DtypeShapeError, ExecutableNotFound, GateFailure,
                      IncompatibleVersion, InternalError, InvalidInputError, MalformedFileError, MissingDependency,
                      MissingProgram, NoDeviceError, NoRecordedReport, OutputDtypeError, OutputNameError, ProgramTimedOut,
                      OutputShapeError, OutputsError, ScangateError, ScangateIOError, UnknownNameError, UsageError)
from ._suite import AuditResult, CaseInfo, Suite
from ._verdict import Metric, QuantityResult, Verdict
from ._version import __version__

__all__ = [
    "Suite", "Case", "CaseInfo", "Quantity", "Verdict", "Metric", "QuantityResult", "AuditResult",
    "load_case", "write_outputs", "read_outputs", "quantities", "models", "__version__",
    "ScangateError", "MissingDependency", "ExecutableNotFound", "IncompatibleVersion", "CaseFileError",
    "OutputsError", "OutputNameError", "OutputDtypeError", "OutputShapeError", "CommandFailed", "UsageError",
    "MalformedFileError", "DtypeShapeError", "UnknownNameError", "InvalidInputError", "ConfigError",
    "NoDeviceError", "ScangateIOError", "InternalError", "MissingProgram", "NoRecordedReport", "ProgramTimedOut",
    "GateFailure",
]
