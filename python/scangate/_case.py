"""Cases as PyTorch tensors, and outputs written from them.

A case file (`scangate export`) is safetensors: BF16 inputs stay torch.bfloat16 (the very bits the file
holds), F32 torch.float32, F64 torch.float64, I32 torch.int32; its metadata names the model, the case,
the seed and the content hash. Outputs are written with the quantities' names, dtypes and shapes, which
are checked first: `scangate judge` would refuse anything else (exit 4), and a clear error before writing
is easier to act on. Nothing here computes a metric."""

import json
import os
import struct
import tempfile
from dataclasses import dataclass

from ._errors import (CaseFileError, MissingDependency, OutputDtypeError, OutputNameError, OutputShapeError,
                      OutputsError)


def _torch():
    try:
        import torch
    except ImportError as e:
        raise MissingDependency(f"this needs PyTorch ({e}); install it: pip install torch") from e
    return torch


def _st_torch():
    _torch()
    try:
        import safetensors.torch as st
        from safetensors import safe_open
    except ImportError as e:
        raise MissingDependency(f"this needs the safetensors package ({e}); install it: pip install safetensors") from e
    return st, safe_open


@dataclass(frozen=True)
class Quantity:
    """One output of a model: its name, its file dtype ('BF16' or 'F32') and its shape for a case."""
    name: str
    dtype: str
    shape: tuple
    gradient: bool

    @property
    def torch_dtype(self):
        torch = _torch()
        return {"BF16": torch.bfloat16, "F32": torch.float32}[self.dtype]


# The models' quantities in report order, with their shape classes: the data of
# models/<model>/<model>_quantities.c (name, dtype, shape class, gradient or not).
# tests/check_python.py checks this table against the command (a file with these names, dtypes and
# shapes is judged, never refused).
_QUANTITIES = {
    "rglru": (("y", "BF16", "BLD", False), ("h_last", "F32", "BD", False), ("dx", "BF16", "BLD", True),
              ("du", "BF16", "BLD", True), ("dv", "BF16", "BLD", True), ("dp", "F32", "D", True),
              ("dh0", "F32", "BD", True)),
    "samu": (("y", "BF16", "BLD", False), ("z_last", "F32", "BD", False), ("dx", "BF16", "BLD", True),
             ("dw_phi", "F32", "D1", True), ("dw_r", "F32", "D1", True), ("da_phi", "F32", "1", True),
             ("da_r", "F32", "1", True), ("dnu", "F32", "M", True), ("dtheta", "F32", "M", True),
             ("dz0", "F32", "BD", True)),
}


def _shape(cls, B, L, D):
    return {"BLD": (B, L, D), "BD": (B, D), "D": (D,), "D1": (D + 1,), "M": (D // 2,), "1": (1,)}[cls]


def models():
    """The models this package knows the quantities of."""
    return tuple(_QUANTITIES)


def quantities(model, B, L, D):
    """The quantities of `model` for a case of shape [B, L, D], in report order."""
    if model not in _QUANTITIES:
        raise CaseFileError(f"unknown model '{model}' (known: {', '.join(_QUANTITIES)})")
    return tuple(Quantity(n, dt, _shape(c, B, L, D), g) for n, dt, c, g in _QUANTITIES[model])


class Case:
    """A case: `inputs` (name -> tensor, the file's dtypes), `model`, `name`, `B`, `L`, `D`, `metadata` (the
    file's), `quantities` (what the outputs must hold). `case["x"]` is `case.inputs["x"]`. Read from a file,
    `path` is the file; made in this process (Library.case), `path` is None and `raw` holds its bytes (the
    file `scangate export` would write)."""

    def __init__(self, path, inputs, metadata, raw=None):
        self.path = None if path is None else os.fspath(path)
        self.raw = raw
        self.inputs = inputs
        self.metadata = dict(metadata)
        self.model = metadata["model"]
        self.name = metadata["case"]
        self.hash = metadata.get("hash", "")
        self.seed = metadata.get("seed", "")
        self.target = metadata.get("target", "")
        self.B, self.L, self.D = (int(n) for n in inputs["x"].shape)
        self.quantities = quantities(self.model, self.B, self.L, self.D)

    @property
    def shape(self):
        return (self.B, self.L, self.D)

    def __getitem__(self, name):
        return self.inputs[name]

    def __repr__(self):
        where = f"path={self.path!r}" if self.path is not None else f"device={self.inputs['x'].device}"
        return f"Case({self.name!r}, model={self.model!r}, B={self.B}, L={self.L}, D={self.D}, {where})"

    def float32(self):
        """The inputs with every floating tensor as torch.float32 (BF16 widened exactly); integers unchanged."""
        torch = _torch()
        return {k: (t.to(torch.float32) if t.is_floating_point() else t) for k, t in self.inputs.items()}

    def cast_outputs(self, outputs):
        """`outputs` (name -> tensor) detached, on the CPU, contiguous and in each quantity's dtype (a float32
        value rounded to BF16 by PyTorch, to nearest even). Names and shapes are not changed: write_outputs
        still checks them."""
        torch = _torch()
        want = {q.name: q.torch_dtype for q in self.quantities}
        out = {}
        for k, t in outputs.items():
            if not isinstance(t, torch.Tensor):
                raise OutputsError(f"output '{k}' is a {type(t).__name__}, not a torch.Tensor")
            t = t.detach().cpu()
            out[k] = (t.to(want[k]) if k in want else t).contiguous()
        return out

    def check_outputs(self, outputs):
        """Raises OutputNameError, OutputDtypeError or OutputShapeError (each an OutputsError) unless `outputs`
        holds exactly this case's quantities with their dtypes and shapes. Every problem is listed."""
        torch = _torch()
        if not isinstance(outputs, dict):
            raise OutputsError(f"outputs must be a dict of name -> torch.Tensor, not {type(outputs).__name__}")
        names = [q.name for q in self.quantities]
        missing = [n for n in names if n not in outputs]
        extra = sorted(str(k) for k in outputs if k not in names)
        where = f"{self.model} case {self.name} (B={self.B}, L={self.L}, D={self.D})"
        if missing or extra:
            parts = ([f"missing {', '.join(missing)}"] if missing else []) + \
                    ([f"not a quantity: {', '.join(extra)}"] if extra else [])
            raise OutputNameError(f"outputs for {where}: {'; '.join(parts)} (the quantities: {', '.join(names)})")
        bad_type = [f"{q.name} is a {type(outputs[q.name]).__name__}" for q in self.quantities
                    if not isinstance(outputs[q.name], torch.Tensor)]
        if bad_type:
            raise OutputsError(f"outputs for {where}: not torch tensors: {'; '.join(bad_type)}")
        dt = [f"{q.name} is {outputs[q.name].dtype}, expected {q.torch_dtype} ({q.dtype})" for q in self.quantities
              if outputs[q.name].dtype != q.torch_dtype]
        if dt:
            raise OutputDtypeError(f"outputs for {where}: wrong dtype: {'; '.join(dt)} "
                                   f"(case.cast_outputs(outputs) rounds each to its quantity's dtype)")
        sh = [f"{q.name} has shape {list(outputs[q.name].shape)}, expected {list(q.shape)}" for q in self.quantities
              if tuple(outputs[q.name].shape) != q.shape]
        if sh:
            raise OutputShapeError(f"outputs for {where}: wrong shape: {'; '.join(sh)}")

    def write_outputs(self, path, outputs):
        """write_outputs(path, outputs, self)."""
        return write_outputs(path, outputs, self)


def _read_header(path):
    """The safetensors header of `path` (a dict), read directly, with a clear error for anything else."""
    try:
        with open(path, "rb") as f:
            head = f.read(8)
            if len(head) < 8:
                raise CaseFileError(f"{path}: not a safetensors file (shorter than 8 bytes)")
            n = struct.unpack("<Q", head)[0]
            size = os.fstat(f.fileno()).st_size
            if n > size - 8 or n > 100 * 1024 * 1024:
                raise CaseFileError(f"{path}: not a safetensors file (header length {n}, file {size} bytes)")
            raw = f.read(n)
    except FileNotFoundError:
        raise CaseFileError(f"{path}: no such case file") from None
    except IsADirectoryError:
        raise CaseFileError(f"{path}: is a directory, not a case file") from None
    except OSError as e:
        raise CaseFileError(f"{path}: cannot read: {e.strerror or e}") from None
    try:
        h = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise CaseFileError(f"{path}: not a safetensors file (its header is not JSON: {e})") from None
    if not isinstance(h, dict):
        raise CaseFileError(f"{path}: not a safetensors file (its header is not a JSON object)")
    return h


def load_case(path):
    """Reads a case file written by `scangate export` (or `table --export-cases`) into a Case. BF16 tensors
    come back as torch.bfloat16 with the file's bits, F32 as torch.float32, I32 as torch.int32."""
    st, safe_open = _st_torch()
    path = os.fspath(path)
    meta = _read_header(path).get("__metadata__") or {}
    if "model" not in meta or "case" not in meta:
        raise CaseFileError(f"{path}: not a scangate case (its metadata has no model and case; an outputs or "
                            f"oracle file? `scangate inspect` says what it is)")
    if meta["model"] not in _QUANTITIES:
        raise CaseFileError(f"{path}: a case of model '{meta['model']}', which this package does not know "
                            f"(known: {', '.join(_QUANTITIES)}); a newer scangate?")
    try:
        inputs = st.load_file(path)
    except Exception as e:  # safetensors raises its own SafetensorError for a malformed file
        raise CaseFileError(f"{path}: not a readable safetensors file: {e}") from None
    if "x" not in inputs or inputs["x"].dim() != 3:
        raise CaseFileError(f"{path}: a case without an input x of shape [B, L, D]")
    return Case(path, inputs, meta)


def _as_case(case):
    return case if isinstance(case, Case) else load_case(case)


def write_outputs(path, outputs, case):
    """Writes `outputs` (name -> torch.Tensor) for `case` (a Case or a case file) to `path` as safetensors,
    after checking that they are exactly the case's quantities with their dtypes and shapes (OutputsError
    otherwise; nothing is written then). Tensors are detached and copied to the CPU. The file is written
    to a temporary file beside `path`, flushed to disk, then renamed: a reader never sees half a file.
    Returns the path."""
    st, _ = _st_torch()
    case = _as_case(case)
    case.check_outputs(outputs)
    tensors = {q.name: outputs[q.name].detach().cpu().contiguous() for q in case.quantities}
    path = os.fspath(path)
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=os.path.basename(path) + ".tmp.", dir=d)
    os.close(fd)
    try:
        st.save_file(tensors, tmp, metadata={"model": case.model, "outputs_for_case": case.name,
                                              "case_hash": case.hash})
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # as an ordinary new file would be (mkstemp makes it 0600)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    try:
        dfd = os.open(d, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass
    return path


def read_outputs(path):
    """An outputs file (or any safetensors file) as name -> torch.Tensor, dtypes kept."""
    st, _ = _st_torch()
    path = os.fspath(path)
    _read_header(path)
    return st.load_file(path)
