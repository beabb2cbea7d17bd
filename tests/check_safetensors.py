#!/usr/bin/env python3
"""check_safetensors.py - reads scangate's exported files with the official
`safetensors` Python package, so the C writer is checked against an independent
reader of the format.

    python3 check_safetensors.py /path/to/scangate

Runs `scangate export --set smoke --case rg_L37_resets --out TMP/case.safetensors
--oracle TMP/oracle.safetensors` (TMP a fresh temporary directory, SG_CACHE_DIR
inside it), then loads both files with safetensors' framework-free loader
(`safetensors.deserialize`), its `safe_open` (for the metadata), and
`safetensors.torch.load_file` when torch is importable. It checks names,
dtypes, shapes, metadata and that the values decode (BF16 through numpy: the
uint16 pattern shifted into the high half of a float32) to finite numbers.

Exit status: 0 all checks passed, 1 a check failed, 2 bad usage,
77 the `safetensors` (or `numpy`) package is missing (CTest: SKIP_RETURN_CODE 77).
The last line printed is 'N passed, N failed'.
"""
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

SKIP = 77

# Expected layout (docs/commands.md "Case and result files", sg_fixtures.h, sg_model.h): the case rg_L37_resets
# has B=2, L=37, D=24 (models/rglru/rglru_cases.c), with h0 and dh_last.
B, L, D = 2, 37, 24
CASE_TENSORS = {
    "x": ("BF16", [B, L, D]),
    "u": ("BF16", [B, L, D]),
    "v": ("BF16", [B, L, D]),
    "dy": ("BF16", [B, L, D]),
    "p": ("F32", [D]),
    "h0": ("F32", [B, D]),
    "dh_last": ("F32", [B, D]),
    "segment_pos": ("I32", [B, L]),
}
# The RG-LRU quantities (common/model.c) and their shape classes; the oracle
# stores q.f64 (F64), q.rn_bf16 (BF16), q.rn_f32 (F32), q.S (F64) for each
# (oracle/sg_oracle.h).
QUANTITIES = {
    "y": [B, L, D],
    "h_last": [B, D],
    "dx": [B, L, D],
    "du": [B, L, D],
    "dv": [B, L, D],
    "dp": [D],
    "dh0": [B, D],
}
ORACLE_SUFFIXES = {"f64": "F64", "rn_bf16": "BF16", "rn_f32": "F32", "S": "F64"}


class Checker:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL: {what}")
        return ok


def decode(np, dtype, shape, data):
    """bytes -> numpy array (float32 for BF16, by shifting into the high half)."""
    count = 1
    for s in shape:
        count *= s
    if dtype == "BF16":
        bits = np.frombuffer(bytes(data), dtype="<u2").astype(np.uint32) << np.uint32(16)
        arr = bits.view(np.float32)
    else:
        arr = np.frombuffer(bytes(data), dtype={"F32": "<f4", "F64": "<f8", "I32": "<i4"}[dtype])
    assert arr.size == count, (arr.size, count)
    return arr.reshape(shape)


def raw_header(path):
    with open(path, "rb") as f:
        buf = f.read()
    (n,) = struct.unpack("<Q", buf[:8])
    return buf, n, json.loads(buf[8 : 8 + n].decode("utf-8"))


def check_layout(c, path, label):
    buf, n, hdr = raw_header(path)
    c.check(n % 8 == 0, f"{label}: header length {n} is a multiple of 8")
    end = 0
    spans = sorted(
        (v["data_offsets"][0], v["data_offsets"][1]) for k, v in hdr.items() if k != "__metadata__"
    )
    for b, e in spans:
        if b != end:
            break
        end = e
    c.check(end == len(buf) - 8 - n, f"{label}: tensors cover the data section exactly")


def load_all(c, safetensors, np, path, label):
    """name -> (dtype, shape, array) through safetensors.deserialize."""
    with open(path, "rb") as f:
        data = f.read()
    try:
        entries = safetensors.deserialize(data)
    except Exception as e:  # the official reader refused the file
        c.check(False, f"{label}: safetensors.deserialize failed: {e}")
        return {}
    c.check(True, f"{label}: safetensors.deserialize reads the file")
    out = {}
    for name, info in entries:
        out[name] = (info["dtype"], list(info["shape"]), decode(np, info["dtype"], info["shape"], info["data"]))
    return out


def metadata(c, safetensors, path, label):
    try:
        with safetensors.safe_open(path, framework="numpy") as f:
            return f.metadata() or {}
    except Exception as e:
        c.check(False, f"{label}: safetensors.safe_open failed: {e}")
        return {}


def main():
    if len(sys.argv) != 2:
        print("usage: check_safetensors.py /path/to/scangate", file=sys.stderr)
        return 2
    scangate = sys.argv[1]
    try:
        import safetensors
    except ImportError:
        print("SKIP: the Python package 'safetensors' is not installed (pip install safetensors)")
        return SKIP
    try:
        import numpy as np
    except ImportError:
        print("SKIP: the Python package 'numpy' is not installed (needed to decode tensors)")
        return SKIP
    if not hasattr(safetensors, "deserialize"):
        try:
            from safetensors import _safetensors_rust

            safetensors.deserialize = _safetensors_rust.deserialize
        except ImportError:
            print(f"SKIP: safetensors {getattr(safetensors, '__version__', '?')} has no deserialize()")
            return SKIP
    print(f"safetensors {getattr(safetensors, '__version__', '?')}, numpy {np.__version__}")

    c = Checker()
    with tempfile.TemporaryDirectory(prefix="sg_check_st.") as tmp:
        case_path = os.path.join(tmp, "case.safetensors")
        oracle_path = os.path.join(tmp, "oracle.safetensors")
        env = dict(os.environ, SG_CACHE_DIR=os.path.join(tmp, "cache"))
        cmd = [scangate, "export", "--set", "smoke", "--case", "rg_L37_resets", "--out", case_path,
               "--oracle", oracle_path]
        print("running:", " ".join(cmd))
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
        except (OSError, subprocess.TimeoutExpired) as e:
            c.check(False, f"scangate export could not run: {e}")
            print(f"{c.passed} passed, {c.failed} failed")
            return 1
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        c.check(p.returncode == 0, f"scangate export exits 0 (got {p.returncode})")
        for path in (case_path, oracle_path):
            c.check(os.path.isfile(path), f"{path} written")
        if c.failed:
            print(f"{c.passed} passed, {c.failed} failed")
            return 1
        leftovers = [f for f in os.listdir(tmp) if ".tmp." in f]
        c.check(not leftovers, f"no temporary files left behind ({leftovers})")

        # ---- the case file ----
        check_layout(c, case_path, "case")
        case = load_all(c, safetensors, np, case_path, "case")
        c.check(set(case) == set(CASE_TENSORS), f"case tensors are {sorted(CASE_TENSORS)} (got {sorted(case)})")
        for name, (dt, shape) in CASE_TENSORS.items():
            if name not in case:
                continue
            gdt, gshape, arr = case[name]
            c.check(gdt == dt, f"case {name}: dtype {gdt}, expected {dt}")
            c.check(gshape == shape, f"case {name}: shape {gshape}, expected {shape}")
            if dt != "I32":
                c.check(bool(np.all(np.isfinite(arr))), f"case {name}: all values finite")
        for name in ("x", "u", "v", "dy", "p"):
            if name in case:
                c.check(bool(np.any(case[name][2] != 0)), f"case {name}: not all zero")
        if "x" in case:
            # BF16 is the high half of a float32: the decoded values are
            # exactly the float32 values whose low 16 bits are zero
            x = case["x"][2]
            c.check(bool(np.all((x.view(np.uint32) & np.uint32(0xFFFF)) == 0)), "case x: BF16 decodes exactly")
            c.check(bool(np.max(np.abs(x)) < 100.0), "case x: magnitudes plausible for x_scale 1 (|x| < 100)")
        meta = metadata(c, safetensors, case_path, "case")
        for key in ("model", "case", "seed", "hash"):
            c.check(key in meta, f"case metadata has '{key}' (got {sorted(meta)})")
        c.check(meta.get("model") == "rglru", f"case metadata model = rglru (got {meta.get('model')!r})")
        c.check(meta.get("case") == "rg_L37_resets", f"case metadata case = rg_L37_resets (got {meta.get('case')!r})")
        c.check(re.fullmatch(r"[0-9]+", meta.get("seed", "")) is not None, "case metadata seed is a decimal integer")
        c.check(re.fullmatch(r"[0-9a-f]{32}", meta.get("hash", "")) is not None, "case metadata hash is 32 hex digits")
        # resets "at:T1,T2,..." (1-based, no reset at t=1): segment_pos is 0 exactly there
        m = re.fullmatch(r"(t1\+)?at:([0-9,]+)", meta.get("resets", ""))
        if m and "segment_pos" in case:
            want = {int(t) - 1 for t in m.group(2).split(",")}
            if m.group(1):
                want.add(0)
            seg = case["segment_pos"][2]
            for b in range(seg.shape[0]):
                got = {int(t) for t in np.nonzero(seg[b] == 0)[0]}
                c.check(got == want, f"case segment_pos[{b}] is 0 exactly at {sorted(want)} (got {sorted(got)})")
            c.check(bool(np.all(seg >= 0)), "case segment_pos non-negative")
        else:
            print(f"note: resets metadata {meta.get('resets')!r} not of the form at:...; segment_pos pattern not checked")

        # ---- the oracle file ----
        check_layout(c, oracle_path, "oracle")
        orc = load_all(c, safetensors, np, oracle_path, "oracle")
        for q, shape in QUANTITIES.items():
            for suf, dt in ORACLE_SUFFIXES.items():
                name = f"{q}.{suf}"
                if not c.check(name in orc, f"oracle has {name}"):
                    continue
                gdt, gshape, arr = orc[name]
                c.check(gdt == dt, f"oracle {name}: dtype {gdt}, expected {dt}")
                c.check(gshape == shape, f"oracle {name}: shape {gshape}, expected {shape}")
                c.check(bool(np.all(np.isfinite(arr))), f"oracle {name}: all values finite")
            # the correct roundings are within half an ulp of the exact value:
            # |RN(e) - e| <= 2^-p |e| (p = 8 for BF16, 24 for FP32), plus half
            # the smallest subnormal for values in the subnormal range
            if all(f"{q}.{s}" in orc for s in ("f64", "rn_bf16", "rn_f32")):
                e = orc[f"{q}.f64"][2].astype(np.float64)
                for suf, p, tiny in (("rn_bf16", 8, 2.0 ** -134), ("rn_f32", 24, 2.0 ** -150)):
                    r = orc[f"{q}.{suf}"][2].astype(np.float64)
                    ok = np.abs(r - e) <= 2.0 ** -p * np.abs(e) + tiny
                    c.check(bool(np.all(ok)), f"oracle {q}.{suf} within half an ulp of {q}.f64 "
                            f"({int(np.count_nonzero(~ok))} elements not)")
        if "y.f64" in orc:
            c.check(bool(np.any(orc["y.f64"][2] != 0)), "oracle y.f64: not all zero")
        ometa = metadata(c, safetensors, oracle_path, "oracle")
        for key in ("equations", "precision"):
            c.check(key in ometa, f"oracle metadata has '{key}' (got {sorted(ometa)})")
        if "case_hash" in ometa:
            c.check(ometa["case_hash"] == meta.get("hash"), "oracle case_hash equals the case's hash")
        else:
            print("note: oracle metadata has no case_hash")

        # ---- torch, when present ----
        try:
            import torch  # noqa: F401
            from safetensors.torch import load_file
        except ImportError:
            print("torch is absent: safetensors.torch.load_file not tried")
        else:
            for path, label, names in ((case_path, "case", case), (oracle_path, "oracle", orc)):
                try:
                    tens = load_file(path)
                except Exception as e:
                    c.check(False, f"{label}: safetensors.torch.load_file failed: {e}")
                    continue
                c.check(set(tens) == set(names), f"{label}: torch sees the same tensors")
                for name, t in tens.items():
                    if name not in names:
                        continue
                    want = names[name][2]
                    got = t.float().numpy() if names[name][0] == "BF16" else t.numpy()
                    c.check(list(t.shape) == names[name][1], f"{label} {name}: torch shape")
                    c.check(bool(np.array_equal(got, want)), f"{label} {name}: torch values equal numpy decode")

    print(f"{c.passed} passed, {c.failed} failed")
    return 0 if c.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
