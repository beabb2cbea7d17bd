"""The exceptions the package raises: one type per kind of problem, all under ScangateError.

Bad input is never reported as a verdict: a missing executable, a file that is not a case, outputs with
the wrong names, dtypes or shapes each raise their own type before anything is judged. A verdict that
is not PASS raises GateFailure (an AssertionError, so pytest reports it as a failed assertion) only when
asked to (Verdict.raise_for_status, Suite.assert_passes)."""


class ScangateError(Exception):
    """Base class of every error this package raises."""


class MissingDependency(ScangateError, ImportError):
    """A Python package this call needs (torch, safetensors) is not installed."""


class ExecutableNotFound(ScangateError, FileNotFoundError):
    """The `scangate` command was not found (argument, SCANGATE environment variable, PATH) or cannot run."""


class IncompatibleVersion(ScangateError):
    """The `scangate` command is not a version this package can drive (or not scangate at all)."""


class CaseFileError(ScangateError, ValueError):
    """A file given as a case is missing, unreadable, or not a scangate case."""


class OutputsError(ScangateError, ValueError):
    """Outputs that do not match the model's quantities; nothing was written or judged."""


class OutputNameError(OutputsError, KeyError):
    """A quantity is missing from the outputs, or a tensor that is not a quantity is present."""

    def __str__(self):  # KeyError would print the message quoted
        return str(self.args[0]) if self.args else ""


class OutputDtypeError(OutputsError, TypeError):
    """An output tensor has another dtype than its quantity (BF16 must be torch.bfloat16, F32 torch.float32)."""


class OutputShapeError(OutputsError):
    """An output tensor has another shape than its quantity for this case (`[1]` is not `[]`)."""


class CommandFailed(ScangateError):
    """`scangate` exited with an error (not a verdict). `exit_code`, `command`, `stderr` say which and why.
    Subclasses name the exit code's meaning (docs/commands.md, "Exit codes")."""

    exit_code = None

    def __init__(self, message, *, exit_code=None, command=None, stdout="", stderr=""):
        super().__init__(message)
        if exit_code is not None:
            self.exit_code = exit_code
        self.command = list(command or [])
        self.stdout = stdout
        self.stderr = stderr


class UsageError(CommandFailed):
    """Exit 2: the command line was refused."""
    exit_code = 2


class MalformedFileError(CommandFailed):
    """Exit 3: a file scangate read is malformed (not safetensors, not a case, a bad size)."""
    exit_code = 3


class DtypeShapeError(CommandFailed):
    """Exit 4: a tensor has the wrong dtype or shape, or a tensor that is not a quantity is present."""
    exit_code = 4


class UnknownNameError(CommandFailed):
    """Exit 5: an unknown set, case or backend."""
    exit_code = 5


class InvalidInputError(CommandFailed):
    """Exit 6: non-finite or invalid input in a case."""
    exit_code = 6


class ConfigError(CommandFailed):
    """Exit 7: THRESHOLDS.md or EXPECTED_STATUS.md refused."""
    exit_code = 7


class NoDeviceError(CommandFailed):
    """Exit 8: no usable device for a backend asked for."""
    exit_code = 8


class ScangateIOError(CommandFailed):
    """Exit 9: a file or directory could not be read or written."""
    exit_code = 9


class InternalError(CommandFailed):
    """Exit 10: an internal error in scangate."""
    exit_code = 10


class MissingProgram(CommandFailed):
    """Exit 12: a program scangate runs (gnuplot) is missing."""
    exit_code = 12


class NoRecordedReport(CommandFailed):
    """Exit 14: the check that no THRESHOLDS.md limit was loosened found no recorded report under the
    reports directory (--reports-dir, SG_REPORTS_DIR; the repository's reports/ by default)."""
    exit_code = 14


class ProgramTimedOut(CommandFailed):
    """Exit 15: a program scangate runs (gnuplot) did not finish in its time (SG_GNUPLOT_TIMEOUT) and was
    killed."""
    exit_code = 15


EXIT_ERRORS = {c.exit_code: c for c in (UsageError, MalformedFileError, DtypeShapeError, UnknownNameError,
                                        InvalidInputError, ConfigError, NoDeviceError, ScangateIOError,
                                        InternalError, MissingProgram, NoRecordedReport,
                                        ProgramTimedOut)}


class GateFailure(ScangateError, AssertionError):
    """The judged outputs FAIL at least one gate (or the judge's exit code is not 0). The message lists every
    failing quantity.metric with its value, its limit and where the worst elements are; `verdict` holds
    everything the report says."""

    def __init__(self, message, verdict):
        super().__init__(message)
        self.verdict = verdict
