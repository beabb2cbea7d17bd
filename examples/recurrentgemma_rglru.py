#!/usr/bin/env python3
"""recurrentgemma_rglru.py - judges RecurrentGemma's own PyTorch RG-LRU layer
(recurrentgemma.torch.layers.RGLRU, the pinned package of scripts/requirements-torch.txt) in FP32 on
every RG-LRU case of a scangate fixture set, through the scangate Python package.

    python examples/recurrentgemma_rglru.py [--set ci] [--out reports/recurrentgemma] [--audit]
                                            [--scangate EXE] [--work DIR] [--case NAME]... [--device cpu|cuda]

Per case: the case's BF16 inputs widened exactly to FP32; a layer RGLRU(width=D, num_heads=1, FP32)
whose two gate projections (input_gate, a_gate) are replaced by modules returning the case's gate
pre-activations u and v (FP32 leaf tensors, so du and dv come from autograd: the suite's RG-LRU core
takes u and v as inputs), a_param = p, cache = h0 and the case's segment_pos; the forward is the
layer's own code, in FP32 (sigmoid gates, log_a = -8 gate_a softplus(a_param), a = exp(log_a),
a_square = exp(2 log_a), multiplier = SqrtBoundDerivative(1 - a_square) with resets set to 1, its
rnn_scan), the backward PyTorch autograd with dy on y and dh_last on last_h; dx = x.grad,
dp = a_param.grad, dh0 = cache.grad. The outputs are rounded to the quantities' dtypes (BF16 to nearest
even, by PyTorch), written, and judged by `scangate judge` as `recurrentgemma-torch-f32`. With --audit,
each case that FAILs is audited (`scangate audit NAME --case-file F --outputs O`). With --device cuda the
layer (its parameters, the inputs and autograd) runs on the first CUDA device, still in FP32; the name
judged stays `recurrentgemma-torch-f32` and the summary names the device.

Writes OUT/CASE/report.{json,md}, junit.xml (the judge's reports), OUT/CASE/audit/ (with --audit, FAILs
only), OUT/summary.md and OUT/summary.json (every case's verdict and failing gates, the versions, the
machine; and per case where the layer's FP32 1 - a_square is exactly 0 outside resets, with the count of
its dx that are exactly 0 there and elsewhere: the layer's expressions recomputed, no metric). Exit 0 when every case passes, 1 when one FAILs; other codes are errors (scangate's exceptions).
"""
import argparse
import datetime
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))  # the checkout's package when not installed

import torch  # noqa: E402

import scangate  # noqa: E402
from bare_import import import_bare  # noqa: E402  (examples/, beside this file)

NAME = "recurrentgemma-torch-f32"
SEED = 20261129  # torch's generator, seeded before each layer is built (its gate weights are replaced)


def load_rglru_module():
    """recurrentgemma.torch.layers from the installed package, and how it was loaded. recurrentgemma 1.0.1's
    top-level __init__ imports its JAX half (recurrentgemma.jax, which needs flax and jax: the `jax` extra,
    not installed here) even for `import recurrentgemma.torch`, whose own modules need only torch, einops
    and jaxtyping. Where that import fails for want of JAX, the package is entered without its top-level
    __init__ (a package module over the same installed directory) and recurrentgemma.torch imported as
    usual: the PyTorch code that runs is the installed package's, unchanged."""
    try:
        from recurrentgemma.torch import layers
        return layers, "import recurrentgemma.torch"
    except ModuleNotFoundError as e:
        if (e.name or "").split(".")[0] not in ("flax", "jax", "jaxlib", "orbax"):
            raise
        reason = f"`import recurrentgemma` needs {e.name} (its JAX half), not installed"
    layers = import_bare("recurrentgemma.torch.layers", ("recurrentgemma",))
    return layers, f"recurrentgemma.torch imported without the package's top-level __init__ ({reason})"


class GivenPreactivation(torch.nn.Module):
    """Stands in for a gate projection (BlockDiagonalLinear): returns the case's pre-activation."""

    def __init__(self, pre):
        super().__init__()
        self.pre = pre

    def forward(self, x):
        assert x.shape == self.pre.shape
        return self.pre


def run_layer(layers, case, device="cpu"):
    """RecurrentGemma's RGLRU forward and backward on `case`, in FP32 on `device`; outputs (on the CPU) in the
    quantities' dtypes."""
    f = {k: t.to(device) for k, t in case.float32().items()}  # BF16 -> FP32 exactly
    torch.manual_seed(SEED)
    layer = layers.RGLRU(width=case.D, num_heads=1, dtype=torch.float32)
    layer.to(device)
    u = f["u"].clone().requires_grad_(True)
    v = f["v"].clone().requires_grad_(True)
    layer.input_gate = GivenPreactivation(u)
    layer.a_gate = GivenPreactivation(v)
    with torch.no_grad():
        layer.a_param.copy_(f["p"])
    x = f["x"].clone().requires_grad_(True)
    h0 = f["h0"].clone().requires_grad_(True)
    y, last_h = layer(x, case["segment_pos"].to(device), cache=h0, return_cache=True)
    assert y.dtype == torch.float32 and last_h.dtype == torch.float32
    torch.autograd.backward([y, last_h], [f["dy"], f["dh_last"]])
    outs = {"y": y, "h_last": last_h, "dx": x.grad, "du": u.grad, "dv": v.grad, "dp": layer.a_param.grad,
            "dh0": h0.grad}
    missing = [k for k, t in outs.items() if t is None]
    if missing:
        raise RuntimeError(f"no gradient reached {', '.join(missing)} on {case.name}")
    if device != "cpu":
        torch.cuda.synchronize()
    return case.cast_outputs(outs)  # detached, on the CPU


def zero_multiplier(case, outs, device="cpu"):
    """Where the layer's FP32 1 - a_square is exactly 0 outside resets (the multiplier sqrt(1 - a_square), and
    with it the input term, vanishes there; the exact 1 - a^2 is not 0), and how many of the outputs' dx are
    exactly 0 there and elsewhere: the layer's own expressions, in its order, recomputed on the case on the
    device the layer ran on (its exp may differ from the CPU's by an ulp)."""
    f = {k: t.to(device) for k, t in case.float32().items()}
    log_a = -8.0 * torch.sigmoid(f["v"]) * torch.nn.functional.softplus(f["p"])
    om = (1 - torch.exp(2 * log_a)).cpu()
    z = (om == 0) & (case["segment_pos"] != 0)[..., None]
    dx0 = outs["dx"].to(torch.float32) == 0
    return {"elements": int(z.sum()), "of": om.numel(), "dx_zero_there": int((dx0 & z).sum()),
            "dx_zero_elsewhere": int((dx0 & ~z).sum())}


def _git_commit():
    # SG_GIT_COMMIT names the code where the checkout's git does not (scripts/gpu.sh sets it: the GPU
    # machine's copy of the tree carries a .git that need not be the commit the tree holds)
    if os.environ.get("SG_GIT_COMMIT", "unknown") != "unknown":
        return os.environ["SG_GIT_COMMIT"]
    try:
        r = subprocess.run(["git", "-C", HERE, "describe", "--always", "--dirty", "--abbrev=7"],
                           capture_output=True, text=True, timeout=30)
        return r.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def _cpu():
    try:
        for ln in open("/proc/cpuinfo"):
            if ln.startswith("model name"):
                return ln.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _versions(layers):
    from importlib import metadata
    v = {"python": platform.python_version()}
    for d in ("torch", "recurrentgemma", "numpy", "safetensors", "einops", "jaxtyping"):
        try:
            v[d] = metadata.version(d)
        except metadata.PackageNotFoundError:
            v[d] = None
    v["scangate (python)"] = scangate.__version__
    with open(layers.__file__, "rb") as fh:
        v["recurrentgemma/torch/layers.py sha256"] = hashlib.sha256(fh.read()).hexdigest()
    return v


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default="ci")
    ap.add_argument("--case", action="append", help="only these cases (repeatable)")
    ap.add_argument("--out", default="recurrentgemma-out")
    ap.add_argument("--scangate", help="the scangate executable (default: $SCANGATE, else PATH)")
    ap.add_argument("--work", help="keep the exported cases and the outputs here (default: a temporary directory)")
    ap.add_argument("--audit", action="store_true", help="audit every case that FAILs (scangate audit)")
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"), help="where the layer runs (FP32 either way)")
    a = ap.parse_args()
    if a.device == "cuda" and not torch.cuda.is_available():
        print("recurrentgemma_rglru: --device cuda but torch sees no CUDA device", file=sys.stderr)
        return 6  # scangate's exit code for a missing device

    suite = scangate.Suite(a.scangate)
    # without gnuplot (a GPU machine may have none) the audits are written without their images: their
    # gnuplot scripts stay beside the CSV, to be drawn elsewhere with `gnuplot NAME.gp`
    images = bool(shutil.which("gnuplot") or os.environ.get("SG_GNUPLOT"))
    if a.audit and not images:
        print("no gnuplot here: audits are written without their plots' images (draw them with gnuplot *.gp)")
    layers, how = load_rglru_module()
    versions = _versions(layers)
    dev = torch.cuda.get_device_name(0) if a.device == "cuda" else "cpu"
    names = suite.cases(a.set, model="rglru")
    if a.case:
        unknown = [c for c in a.case if c not in names]
        if unknown:
            raise scangate.UnknownNameError(f"not RG-LRU cases of set {a.set}: {', '.join(unknown)}", exit_code=5)
        names = [n for n in names if n in a.case]
    print(f"{suite.version_line}\nrecurrentgemma {versions['recurrentgemma']} ({layers.__file__}; {how})\n"
          f"torch {torch.__version__}, {torch.get_num_threads()} threads; device {dev}; torch seed {SEED}; "
          f"set {a.set}: {len(names)} RG-LRU cases", flush=True)
    if os.path.isdir(a.out):
        for n in os.listdir(a.out):  # an earlier run's case directories and summaries
            p = os.path.join(a.out, n)
            if n in ("summary.md", "summary.json") or (os.path.isdir(p) and os.path.exists(os.path.join(p, "report.json"))):
                shutil.rmtree(p) if os.path.isdir(p) else os.unlink(p)
    os.makedirs(a.out, exist_ok=True)
    work = a.work or tempfile.mkdtemp(prefix="recurrentgemma-rglru-")
    os.makedirs(work, exist_ok=True)
    rows, t_all = [], time.time()
    commit = _git_commit()  # the code that runs: recorded at the start, not when the run ends
    try:
        for n in names:
            t0 = time.time()
            case = suite.load_case(a.set, n, work)
            outs = run_layer(layers, case, a.device)
            t_layer = time.time() - t0
            out_file = scangate.write_outputs(os.path.join(work, n + ".outputs.safetensors"), outs, case)
            v = suite.judge(case, out_file, name=NAME, out=os.path.join(a.out, n))
            row = {"case": n, "B": case.B, "L": case.L, "D": case.D, "seed": case.seed, "case_hash": case.hash,
                   "verdict": v.verdict, "outcome": v.outcome, "exit_code": v.exit_code,
                   "layer_seconds": round(t_layer, 2), "zero_multiplier": zero_multiplier(case, outs, a.device),
                   "fail": [{"gate": m.key, "value": m.value, "limit": m.fail_limit, "canonical_f32": m.canonical}
                            for m in v.failures()],
                   "marginal": [{"gate": m.key, "value": m.value, "limit": m.marginal_limit}
                                for m in v.failures(include_marginal=True) if m.verdict == "MARGINAL"]}
            print(f"  {n:34s} B={case.B} L={case.L} D={case.D}  {v.verdict:8s} (layer {t_layer:.1f}s)"
                  + (f"  FAIL: {', '.join(m.key for m in v.failures())}" if v.failures() else ""), flush=True)
            if a.audit and v.verdict == "FAIL":
                ad = os.path.join(a.out, n, "audit")
                r = suite.audit(NAME, case, out_file, out=ad, images=images)
                row["audit"] = {"exit_code": r.exit_code, "dir": os.path.relpath(ad, a.out),
                                "conclusion": r.conclusion, "command": " ".join(r.command)}
                print("      audit: " + r.conclusion.replace("\n", "\n      "), flush=True)
            rows.append(row)
    finally:
        if not a.work:
            shutil.rmtree(work, ignore_errors=True)
    counts = {k: sum(r["verdict"] == k for r in rows) for k in ("PASS", "MARGINAL", "FAIL")}
    summary = {
        "command": " ".join([os.path.relpath(sys.argv[0])] + sys.argv[1:]),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "commit": commit, "machine": f"{platform.node()}: {_cpu()}, {os.cpu_count()} CPUs, {platform.platform()}",
        "device": dev, "scangate": suite.version_line, "versions": versions, "loaded": how, "torch_threads": torch.get_num_threads(),
        "torch_seed": SEED, "set": a.set, "name": NAME, "counts": counts,
        "seconds": round(time.time() - t_all, 1), "cases": rows,
    }
    tmp = os.path.join(a.out, "summary.json.tmp")
    with open(tmp, "w") as fh:
        json.dump(summary, fh, indent=1, allow_nan=True)
        fh.write("\n")
    os.replace(tmp, os.path.join(a.out, "summary.json"))
    md = [f"# {NAME} on the `{a.set}` RG-LRU cases", "",
          f"- command: `{summary['command']}`", f"- date: {summary['date']}", f"- commit: {summary['commit']}",
          f"- machine: {summary['machine']}", f"- device: {dev}", f"- {summary['scangate']}",
          f"- packages: " + ", ".join(f"{k} {v}" for k, v in versions.items() if "sha256" not in k),
          f"- recurrentgemma/torch/layers.py sha256: {versions['recurrentgemma/torch/layers.py sha256']}",
          f"- loaded: {how}", f"- torch threads: {summary['torch_threads']}; torch seed {SEED} (gate weights, replaced)",
          f"- verdicts: {counts['PASS']} PASS, {counts['MARGINAL']} MARGINAL, {counts['FAIL']} FAIL "
          f"of {len(rows)} cases ({summary['seconds']} s)", "",
          "`1 - a_square = 0`: the elements (outside resets) where the layer's FP32 `1 - torch.exp(2 * log_a)` is "
          "exactly 0, so that its multiplier and input term vanish, and how many of its `dx` are exactly 0 there / "
          "elsewhere.", "",
          "| case | B | L | D | verdict | failing gates (value > FAIL limit; canonical FP32 path's value) "
          "| `1 - a_square = 0` (dx = 0 there / elsewhere) | report |",
          "|---|---|---|---|---|---|---|---|"]
    g = lambda x: "n/a" if x is None else f"{x:.4g}"  # noqa: E731
    for r in rows:
        fails = "; ".join(f"{f['gate']} {g(f['value'])} > {g(f['limit'])} ({g(f['canonical_f32'])})" for f in r["fail"])
        link = f"[report]({r['case']}/report.md)" + (f", [audit]({r['case']}/audit/audit.md)" if "audit" in r else "")
        z = r["zero_multiplier"]
        zs = f"{z['elements']} of {z['of']} ({z['dx_zero_there']} / {z['dx_zero_elsewhere']})"
        md.append(f"| {r['case']} | {r['B']} | {r['L']} | {r['D']} | {r['verdict']} | {fails} | {zs} | {link} |")
    with open(os.path.join(a.out, "summary.md.tmp"), "w") as fh:
        fh.write("\n".join(md) + "\n")
    os.replace(os.path.join(a.out, "summary.md.tmp"), os.path.join(a.out, "summary.md"))
    print(f"{counts['PASS']} PASS, {counts['MARGINAL']} MARGINAL, {counts['FAIL']} FAIL of {len(rows)} cases; "
          f"{os.path.join(a.out, 'summary.md')}")
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
