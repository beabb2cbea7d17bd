"""scangate in this process: libscangate_api.so (api/sg_api.h) through ctypes. Cases come as torch tensors
on any device, outputs go in as tensors, the verdict and every metric come back; no file is written and
no process is started. The judgement is the library's: the very code `scangate judge` runs (the MPFR
oracle through its cache, the canonical yardstick, THRESHOLDS.md, EXPECTED_STATUS.md), and the report is
report.json's text. Nothing is measured in Python.

    lib = scangate.Library()                                # SCANGATE_LIB, else beside the `scangate` command
    case = lib.case("ci", "rg_mixed", device="cuda")        # BF16 inputs stay torch.bfloat16, on the GPU
    v = lib.judge(case, my_rglru(case.float32()), name="my-rglru")
    v.raise_for_status()                                    # GateFailure lists every failing gate
"""

import ctypes
import json
import os
import shutil
import struct
import sysconfig
import threading

from ._case import Case, CaseFileError, _st_torch, _torch
from ._errors import EXIT_ERRORS, CommandFailed, ExecutableNotFound, IncompatibleVersion, UsageError
from ._suite import CaseInfo, _Listing
from ._verdict import Verdict
from ._version import __version__

API_VERSION = 1  # SG_API_VERSION of api/sg_api.h this module speaks
_LIBNAME = "libscangate_api.so.1"
_VERDICT_EXITS = (0, 1, 11, 16)
_ERRCAP = 4096


def _candidates(path):
    """Where the library is looked for, in order, each with where the name came from."""
    if path is not None:
        return [(os.fspath(path), "the path argument")]
    if os.environ.get("SCANGATE_LIB"):
        return [(os.environ["SCANGATE_LIB"], "the SCANGATE_LIB environment variable")]
    out = []
    exe = os.environ.get("SCANGATE") or shutil.which("scangate")
    if exe:
        exe = shutil.which(exe) or exe
        d = os.path.dirname(os.path.realpath(exe))
        out.append((os.path.join(d, _LIBNAME), f"beside the scangate command {exe}"))
        multiarch = sysconfig.get_config_var("MULTIARCH")
        for sub in ["lib", "lib64"] + ([os.path.join("lib", multiarch)] if multiarch else []):
            out.append((os.path.join(d, "..", sub, _LIBNAME), f"the {sub}/ folder beside the scangate command {exe}"))
    return out


def _load(path):
    tried = []
    for cand, src in _candidates(path):
        if os.path.isdir(cand):
            cand = os.path.join(cand, _LIBNAME)
        if not os.path.exists(cand):
            tried.append(f"{cand} ({src}): no such file")
            continue
        try:
            return ctypes.CDLL(os.path.abspath(cand)), os.path.abspath(cand)
        except OSError as e:
            tried.append(f"{cand} ({src}): {e}")
    where = "; ".join(tried) if tried else "SCANGATE_LIB is unset and no `scangate` command was found (SCANGATE, PATH)"
    raise ExecutableNotFound(f"the scangate library {_LIBNAME} was not found: {where}. Give Library(path), set "
                             f"SCANGATE_LIB=PATH, or put the build's (or install's) scangate on PATH: the library is "
                             f"build/{_LIBNAME} in a build, <prefix>/lib/{_LIBNAME} in an install")


def _header(raw, where):
    """The safetensors header of bytes `raw` as a dict."""
    if len(raw) < 8:
        raise CaseFileError(f"{where}: not safetensors (shorter than 8 bytes)")
    n = struct.unpack("<Q", raw[:8])[0]
    if n > len(raw) - 8:
        raise CaseFileError(f"{where}: not safetensors (header length {n}, {len(raw)} bytes)")
    try:
        h = json.loads(raw[8:8 + n].decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise CaseFileError(f"{where}: not safetensors (its header is not JSON: {e})") from None
    if not isinstance(h, dict):
        raise CaseFileError(f"{where}: not safetensors (its header is not a JSON object)")
    return h


def case_from_bytes(raw, where="<bytes>", device=None):
    """A Case from a case's bytes (what `scangate export` writes), its tensors on `device` (default: CPU)."""
    st, _ = _st_torch()
    meta = _header(raw, where).get("__metadata__") or {}
    if "model" not in meta or "case" not in meta:
        raise CaseFileError(f"{where}: not a scangate case (its metadata has no model and case)")
    inputs = st.load(bytes(raw))
    if device is not None:
        inputs = {k: t.to(device) for k, t in inputs.items()}
    return Case(None, inputs, meta, raw=bytes(raw))


class Library(_Listing):
    """libscangate_api.so loaded into this process. `path`: the library (a file or its folder; default:
    SCANGATE_LIB, else beside the `scangate` command found as Suite finds it, else its ../lib).
    `thresholds`, `expected`, `cache_dir`: as the command's --thresholds, --expected and SG_CACHE_DIR
    (default: the same lookup as the command: SG_THRESHOLDS / SG_EXPECTED / SG_CACHE_DIR, the data
    directory, the source tree the library was built from). Calls may come from several threads; the
    library judges one at a time (its oracle uses every core)."""

    def __init__(self, path=None, *, thresholds=None, expected=None, cache_dir=None):
        self._lib, self.path = _load(path)
        lib = self._lib
        lib.sg_api_version.restype = ctypes.c_int
        lib.sg_api_version.argtypes = []
        v = lib.sg_api_version()
        if v != API_VERSION:
            raise IncompatibleVersion(f"{self.path} speaks API version {v}; this package ({__version__}) speaks "
                                      f"{API_VERSION}")
        cp, sz, ccp = ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_char)
        u8p = ctypes.POINTER(ctypes.c_ubyte)
        lib.sg_api_list.restype = ctypes.c_int
        lib.sg_api_list.argtypes = [ctypes.POINTER(ccp), ccp, sz]
        lib.sg_api_case.restype = ctypes.c_int
        lib.sg_api_case.argtypes = [cp, cp, ctypes.c_ulonglong, ctypes.POINTER(u8p), ctypes.POINTER(sz), ccp, sz]
        lib.sg_api_judge.restype = ctypes.c_int
        lib.sg_api_judge.argtypes = [ctypes.c_char_p, sz, ctypes.c_char_p, sz, cp, cp, cp, cp, ctypes.POINTER(ccp),
                                     ccp, sz]
        lib.sg_api_free.restype = None
        lib.sg_api_free.argtypes = [ctypes.c_void_p]
        self.thresholds = None if thresholds is None else os.fspath(thresholds)
        self.expected = None if expected is None else os.fspath(expected)
        self.cache_dir = None if cache_dir is None else os.fspath(cache_dir)
        self._lock = threading.Lock()
        self._listing = None

    def __repr__(self):
        return f"Library({self.path!r})"

    # -- the calls --------------------------------------------------------------------------------------
    def _raise(self, rc, err, what):
        msg = err.value.decode("utf-8", "replace") or "(no message)"
        cls = EXIT_ERRORS.get(rc, CommandFailed)
        raise cls(f"{what}: exit {rc}: {msg}", exit_code=rc, command=[what])

    @staticmethod
    def _enc(s, what):
        if s is None:
            return None
        s = os.fspath(s)
        if isinstance(s, bytes):
            s = os.fsdecode(s)
        try:
            b = s.encode("utf-8")
        except UnicodeEncodeError as e:
            raise UsageError(f"{what} {s!r} is not UTF-8 text: {e}", exit_code=2) from None
        if b"\0" in b:
            raise UsageError(f"{what} {s!r} holds a NUL character", exit_code=2)
        return b

    def listing(self):
        """{set name: [CaseInfo, ...]}, in `scangate list` order."""
        if self._listing is None:
            out, err = ctypes.POINTER(ctypes.c_char)(), ctypes.create_string_buffer(_ERRCAP)
            with self._lock:
                rc = self._lib.sg_api_list(ctypes.byref(out), err, _ERRCAP)
            if rc != 0:
                self._raise(rc, err, "sg_api_list")
            try:
                data = json.loads(ctypes.string_at(out).decode("utf-8"))
            finally:
                self._lib.sg_api_free(out)
            self.default_seed = int(data["default_seed"])
            self._files = {k: data.get(k) for k in ("data_dir", "data_from", "thresholds", "expected", "cache_dir")}
            self._listing = {s["name"]: [CaseInfo(s["name"], c["name"], c["model"], c["B"], c["L"], c["D"],
                                                  c["target"]) for c in s["cases"]] for s in data["sets"]}
        return self._listing

    def files(self):
        """What a judgement with no thresholds/expected/cache_dir argument uses: {"data_dir", "data_from",
        "thresholds", "expected", "cache_dir"} (the library's lookup, as the command's)."""
        self.listing()
        return dict(self._files)

    def case_bytes(self, set_name, case, seed=None):
        """The bytes `scangate export --set SET --case CASE [--seed SEED]` writes."""
        buf, n = ctypes.POINTER(ctypes.c_ubyte)(), ctypes.c_size_t(0)
        err = ctypes.create_string_buffer(_ERRCAP)
        if seed is not None and (int(seed) <= 0 or int(seed) >= 2 ** 64):
            raise UsageError(f"seed {seed} is not in 1 .. 2^64-1", exit_code=2)
        with self._lock:
            rc = self._lib.sg_api_case(self._enc(set_name, "set"), self._enc(case, "case"), int(seed or 0),
                                       ctypes.byref(buf), ctypes.byref(n), err, _ERRCAP)
        if rc != 0:
            self._raise(rc, err, f"case {case} of set {set_name}")
        try:
            return ctypes.string_at(buf, n.value)
        finally:
            self._lib.sg_api_free(buf)

    def case(self, set_name, case, seed=None, device=None):
        """Case `case` of `set_name` as a Case whose tensors are on `device` (default: CPU); BF16 inputs stay
        torch.bfloat16 with the fixture's bits."""
        return case_from_bytes(self.case_bytes(set_name, case, seed), f"case {case} of set {set_name}", device)

    def judge(self, case, outputs, name="python"):
        """Judges `outputs` (name -> tensor on any device; checked, then rounded to each quantity's dtype only
        if already of it: use case.cast_outputs to round) on `case` (a Case from this library, from a file, or
        a case file's path) as the implementation `name`: the Verdict (report_dir None: nothing written). A
        FAIL is a verdict, not an exception (Verdict.raise_for_status); bad input raises."""
        st, _ = _st_torch()
        if not isinstance(case, Case):
            from ._case import load_case
            case = load_case(case)
        case.check_outputs(outputs)
        raw_case = case.raw
        if raw_case is None:
            with open(case.path, "rb") as f:
                raw_case = f.read()
        tensors = {q.name: outputs[q.name].detach().cpu().contiguous() for q in case.quantities}
        raw_out = st.save(tensors, metadata={"model": case.model, "outputs_for_case": case.name,
                                              "case_hash": case.hash})
        return self.judge_bytes(raw_case, raw_out, name)

    def judge_bytes(self, case_bytes, outputs_bytes, name="python"):
        """The library's judgement of outputs given as safetensors bytes (the file `judge --outputs` reads)
        on a case given as bytes (the file `scangate export` writes), unchecked here: the library refuses
        what `scangate judge` refuses, with its exit code (DtypeShapeError, MalformedFileError, ...)."""
        case_bytes, outputs_bytes = bytes(case_bytes), bytes(outputs_bytes)
        out, err = ctypes.POINTER(ctypes.c_char)(), ctypes.create_string_buffer(_ERRCAP)
        with self._lock:
            rc = self._lib.sg_api_judge(case_bytes, len(case_bytes), outputs_bytes, len(outputs_bytes),
                                        self._enc(name, "name"), self._enc(self.thresholds, "thresholds"),
                                        self._enc(self.expected, "expected"), self._enc(self.cache_dir, "cache_dir"),
                                        ctypes.byref(out), err, _ERRCAP)
        try:
            text = ctypes.string_at(out).decode("utf-8") if out else None
        finally:
            if out:
                self._lib.sg_api_free(out)
        if rc not in _VERDICT_EXITS or text is None:
            self._raise(rc, err, f"judging {name}")
        v = Verdict(json.loads(text), rc, None, command=["sg_api_judge", name])
        if v.name != name:
            raise CommandFailed(f"the library's report judges '{v.name}', not '{name}'", exit_code=10)
        return v

    def assert_passes(self, case, outputs, name="python", allow_marginal=True):
        """judge(...).raise_for_status(allow_marginal)."""
        return self.judge(case, outputs, name=name).raise_for_status(allow_marginal)


_DEFAULT = None


def library():
    """The process's Library() (made on first use, shared: the pytest fixture's)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Library()
    return _DEFAULT

