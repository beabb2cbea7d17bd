"""The `scangate` command, driven from Python: find it, list and export cases, judge outputs, audit them.

Every verdict and number comes from the command and its report files; this module only runs it, maps its
exit codes to exceptions (docs/commands.md: exit codes) and reads what it wrote."""

import json
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from ._case import Case, _as_case, load_case, write_outputs
from ._errors import (EXIT_ERRORS, CommandFailed, ExecutableNotFound, IncompatibleVersion, MalformedFileError,
                      UnknownNameError)
from ._verdict import Verdict
from ._version import __version__

# exit codes after which judge has written its reports: a verdict, not an error
_VERDICT_EXITS = (0, 1, 11, 16)


@dataclass(frozen=True)
class CaseInfo:
    """A case of a fixture set as `scangate list` shows it."""
    set: str
    name: str
    model: str
    B: int
    L: int
    D: int
    target: str


@dataclass(frozen=True)
class AuditResult:
    """What `scangate audit NAME --case-file F --outputs O` wrote: its exit code (1 when the outputs FAIL a
    gate), its directory (audit.md, report.json, worst.csv, ...) and its first lines (the conclusion)."""
    exit_code: int
    out_dir: str
    stdout: str
    stderr: str
    command: tuple = ()

    @property
    def audit_md(self):
        return os.path.join(self.out_dir, "audit.md")

    @property
    def conclusion(self):
        return "\n".join(self.stdout.splitlines()[:2])


def _parse_version(text):
    m = re.match(r"scangate (\d+)\.(\d+)\.(\d+)\b", text.strip())
    return tuple(int(g) for g in m.groups()) if m else None


def _find_exe(exe):
    """The executable: the argument, else $SCANGATE, else `scangate` on PATH; a clear error naming where it
    looked otherwise."""
    if exe is not None:
        src, cand = "the exe argument", os.fspath(exe)
    elif os.environ.get("SCANGATE"):
        src, cand = "the SCANGATE environment variable", os.environ["SCANGATE"]
    else:
        found = shutil.which("scangate")
        if not found:
            raise ExecutableNotFound("scangate executable not found: give Suite(exe=PATH), set SCANGATE=PATH, or put "
                                     "`scangate` on PATH (it is build/scangate in a build, bin/scangate in an install)")
        return found
    if os.sep not in cand and not os.path.exists(cand):
        found = shutil.which(cand)
        if found:
            return found
    if not os.path.exists(cand):
        raise ExecutableNotFound(f"scangate executable not found: {cand!r} (from {src}) does not exist")
    if os.path.isdir(cand) or not os.access(cand, os.X_OK):
        raise ExecutableNotFound(f"scangate executable not usable: {cand!r} (from {src}) is not an executable file")
    return os.path.abspath(cand)


class _Listing:
    """The sets and cases of a listing ({set name: [CaseInfo, ...]} from the subclass's listing()): the
    command's (Suite) and the library's (Library) are read the same way."""

    def sets(self):
        """The fixture sets' names."""
        return list(self.listing())

    def case_infos(self, set_name, model=None):
        """The cases of `set_name` (optionally of one model) as CaseInfo, in the command's order."""
        ls = self.listing()
        if set_name not in ls:
            raise UnknownNameError(f"unknown set '{set_name}' (sets: {', '.join(ls)})", exit_code=5)
        cs = ls[set_name]
        if model is not None:
            models = sorted({c.model for s in ls.values() for c in s})
            if model not in models:
                raise UnknownNameError(f"unknown model '{model}' (models: {', '.join(models)})", exit_code=5)
            cs = [c for c in cs if c.model == model]
        return list(cs)

    def cases(self, set_name, model=None):
        """The names of the cases of `set_name` (optionally of one model)."""
        return [c.name for c in self.case_infos(set_name, model)]


class Suite(_Listing):
    """The `scangate` command. `exe`: its path (default: $SCANGATE, else `scangate` on PATH). `cache_dir`:
    the oracle cache (SG_CACHE_DIR for the command; default: the command's own). `env`: more environment
    variables for every call. The command's version must be this package's major version and at least its
    minor version (IncompatibleVersion otherwise)."""

    def __init__(self, exe=None, *, cache_dir=None, env=None, timeout=None):
        self.exe = _find_exe(exe)
        self.env = dict(os.environ)
        if cache_dir is not None:
            self.env["SG_CACHE_DIR"] = os.fspath(cache_dir)
        self.env.update(env or {})
        self.timeout = timeout
        try:
            r = subprocess.run([self.exe, "--version"], capture_output=True, text=True, env=self.env, timeout=60)
        except OSError as e:
            raise ExecutableNotFound(f"scangate executable {self.exe!r} cannot be run: {e.strerror or e}") from None
        except subprocess.TimeoutExpired:
            raise IncompatibleVersion(f"{self.exe} --version did not answer within 60 s: not scangate?") from None
        v = _parse_version(r.stdout)
        if r.returncode != 0 or v is None:
            raise IncompatibleVersion(f"{self.exe} is not scangate: `--version` exited {r.returncode} and printed "
                                      f"{(r.stdout + r.stderr).strip()[:200]!r}")
        self.version_line = r.stdout.strip()
        self.version = ".".join(map(str, v))
        mine = tuple(int(x) for x in __version__.split(".")[:3])
        if v[0] != mine[0] or v[1] < mine[1]:
            raise IncompatibleVersion(f"{self.exe} is scangate {self.version}; this package ({__version__}) drives "
                                      f"{mine[0]}.{mine[1]} or a later {mine[0]}.x")
        self._listing = None

    def __repr__(self):
        return f"Suite({self.exe!r}, version {self.version})"

    # -- running the command ------------------------------------------------------------------------------
    def run(self, *args, ok=(0,), timeout=None):
        """Runs `scangate ARGS...`; returns the CompletedProcess when its exit code is in `ok`, raises the
        CommandFailed subclass of the exit code otherwise (its message is scangate's)."""
        cmd = [self.exe] + [os.fspath(a) for a in args]
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, env=self.env,
                               timeout=timeout if timeout is not None else self.timeout, errors="replace")
        except subprocess.TimeoutExpired as e:
            raise CommandFailed(f"`{' '.join(cmd)}` did not finish within {e.timeout} s", command=cmd) from None
        except OSError as e:
            raise ExecutableNotFound(f"{self.exe} cannot be run: {e.strerror or e}") from None
        if r.returncode in ok:
            return r
        cls = EXIT_ERRORS.get(r.returncode, CommandFailed)
        text = r.stderr.strip() or r.stdout.strip()
        msg = "\n".join(text.splitlines()[-20:]) if text else "(no message)"
        sig = f" (signal {-r.returncode})" if r.returncode < 0 else ""
        raise cls(f"`{' '.join(cmd)}` exited {r.returncode}{sig}: {msg}", exit_code=r.returncode, command=cmd,
                  stdout=r.stdout, stderr=r.stderr)

    # -- sets and cases -------------------------------------------------------------------------------------
    def listing(self):
        """{set name: [CaseInfo, ...]} from `scangate list`."""
        if self._listing is None:
            out = self.run("list").stdout
            sets, cur, want = {}, None, {}
            for ln in out.splitlines():
                m = re.match(r"^set (\S+) \((\d+) cases?\)$", ln)
                if m:
                    cur = m.group(1)
                    sets[cur], want[cur] = [], int(m.group(2))
                    continue
                m = re.match(r"^  (\S+)\s+(\S+)\s+B=(\d+) L=(\d+) D=(\d+)(?:\s+(.*))?$", ln)
                if m and cur is not None:
                    sets[cur].append(CaseInfo(cur, m.group(1), m.group(2), int(m.group(3)), int(m.group(4)),
                                              int(m.group(5)), m.group(6) or ""))
                    continue
                cur = None  # the set's block has ended (the device line, the backends)
            for s, n in want.items():
                if len(sets[s]) != n:
                    raise MalformedFileError(f"`scangate list`: set {s} announces {n} cases, {len(sets[s])} read")
            if not sets:
                raise MalformedFileError("`scangate list` printed no set")
            self._listing = sets
        return self._listing

    def export_case(self, set_name, case, path):
        """Writes the case `case` of `set_name` to `path` (`scangate export`); returns the path."""
        path = os.fspath(path)
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        self.run("export", "--set", set_name, "--case", case, "--out", path)
        return path

    def export(self, set_name, directory, model=None, cases=None):
        """Writes every case of `set_name` (of `model`, or the names in `cases`) to DIRECTORY/NAME.safetensors;
        returns {name: path} in the set's order."""
        names = self.cases(set_name, model)
        if cases is not None:
            unknown = [c for c in cases if c not in names]
            if unknown:
                raise UnknownNameError(f"not cases of set {set_name}{' model ' + model if model else ''}: "
                                       f"{', '.join(unknown)}", exit_code=5)
            names = [n for n in names if n in cases]
        os.makedirs(os.fspath(directory), exist_ok=True)
        return {n: self.export_case(set_name, n, os.path.join(os.fspath(directory), n + ".safetensors"))
                for n in names}

    def load_case(self, set_name, case, directory):
        """export_case to DIRECTORY/CASE.safetensors, then load_case."""
        return load_case(self.export_case(set_name, case, os.path.join(os.fspath(directory), case + ".safetensors")))

    # -- judging --------------------------------------------------------------------------------------------
    def _outputs_file(self, case, outputs, out_dir):
        if isinstance(outputs, dict):
            return write_outputs(os.path.join(out_dir, "outputs.safetensors"), outputs, _as_case(case))
        return os.fspath(outputs)

    @staticmethod
    def _case_file(case, directory):
        """A case's file: its path, or (a case made in this process, Library.case) its bytes written to
        DIRECTORY/CASE.case.safetensors."""
        if not isinstance(case, Case):
            return os.fspath(case)
        if case.path is not None:
            return case.path
        p = os.path.join(directory, re.sub(r"[^A-Za-z0-9_.-]", "_", case.name) + ".case.safetensors")
        with open(p, "wb") as f:
            f.write(case.raw)
        return p

    @staticmethod
    def _report_dir(out, outputs, name):
        if out is not None:
            return os.fspath(out)
        if not isinstance(outputs, dict):
            base = os.fspath(outputs)
            return (base[:-len(".safetensors")] if base.endswith(".safetensors") else base) + ".judge"
        return tempfile.mkdtemp(prefix=f"scangate-judge-{re.sub(r'[^A-Za-z0-9_.-]', '_', name)}-")

    def judge(self, case, outputs, name="python", out=None):
        """Judges `outputs` (an outputs file, or a dict of tensors, written first with write_outputs into the
        report directory) on `case` (a case file or a Case) with `scangate judge`, as the implementation
        `name`; returns the Verdict read from the report. The reports go to `out` (default: beside an
        outputs file, OUTPUTS.judge/; a new temporary directory for a dict). A gate that FAILs is not an
        exception here (Verdict.raise_for_status, assert_passes); bad input is (CommandFailed subclasses)."""
        out_dir = self._report_dir(out, outputs, name)
        os.makedirs(out_dir, exist_ok=True)
        case_path = self._case_file(case, out_dir)
        out_file = self._outputs_file(case, outputs, out_dir)
        r = self.run("judge", "--case-file", case_path, "--outputs", out_file, "--name", name, "--out", out_dir,
                     ok=_VERDICT_EXITS)
        try:
            with open(os.path.join(out_dir, "report.json"), encoding="utf-8") as f:
                rep = json.load(f)
        except (OSError, json.JSONDecodeError) as e:
            raise MalformedFileError(f"judge exited {r.returncode} but its report {out_dir}/report.json cannot be "
                                     f"read: {e}", exit_code=r.returncode, command=r.args, stdout=r.stdout,
                                     stderr=r.stderr) from None
        v = Verdict(rep, r.returncode, out_dir, r.stdout, r.stderr, r.args)
        if v.name != name:
            raise MalformedFileError(f"{out_dir}/report.json judges '{v.name}', not '{name}'")
        return v

    def assert_passes(self, case, outputs, name="python", out=None, allow_marginal=True):
        """judge(...).raise_for_status(allow_marginal): GateFailure (an AssertionError) listing every failing
        gate unless the outputs pass; the Verdict otherwise."""
        return self.judge(case, outputs, name=name, out=out).raise_for_status(allow_marginal)

    def audit(self, name, case, outputs, out, shrink_seconds=None, images=True):
        """`scangate audit NAME --case-file CASE --outputs OUTPUTS --out OUT`: what a failure of outside outputs
        is like (the worst elements, the canonical FP32 path on the same gates, the single-operation variant
        of the canonical path that reproduces it). Returns an AuditResult with the verdict's exit code (0; 1
        when a gate FAILs; 16 when they FAIL only as the canonical FP32 order does by construction; 11 on an
        expected-status problem), as judge() takes them.
        images=False accepts a machine without gnuplot: the command then writes every file but the plots'
        images (their gnuplot scripts are in OUT, to be drawn elsewhere) and exits 12, returned as the
        AuditResult's exit_code instead of raising MissingProgram."""
        out = os.fspath(out)
        case_path = self._case_file(case, os.path.dirname(os.path.abspath(out)))
        if isinstance(outputs, dict):  # the audit's directory is replaced whole: the outputs go beside it
            outputs = write_outputs(out.rstrip(os.sep) + ".outputs.safetensors", outputs, _as_case(case))
        out_file = os.fspath(outputs)
        args = ["audit", name, "--case-file", case_path, "--outputs", out_file, "--out", out]
        if shrink_seconds is not None:
            args += ["--shrink-seconds", str(int(shrink_seconds))]
        r = self.run(*args, ok=_VERDICT_EXITS if images else _VERDICT_EXITS + (12,))
        return AuditResult(r.returncode, out, r.stdout, r.stderr, tuple(r.args))
