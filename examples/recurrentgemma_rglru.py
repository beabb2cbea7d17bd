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
import hashlib
import os
import platform
import sys
import time

import torch

import judging  # examples/, beside this file; puts the checkout's package on the path
import scangate
from bare_import import import_bare  # examples/, beside this file

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


def _cpu():
    try:
        for ln in open("/proc/cpuinfo"):
            if ln.startswith("model name"):
                return ln.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _versions(layers):
    v = judging.versions(("torch", "recurrentgemma", "numpy", "safetensors", "einops", "jaxtyping"))
    with open(layers.__file__, "rb") as fh:
        v["recurrentgemma/torch/layers.py sha256"] = hashlib.sha256(fh.read()).hexdigest()
    return v


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    judging.add_options(ap, "recurrentgemma-out")
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"), help="where the layer runs (FP32 either way)")
    a = ap.parse_args()
    if judging.no_cuda("recurrentgemma_rglru", a.device, torch):
        return 6  # scangate's exit code for a missing device

    suite = scangate.Suite(a.scangate)
    images = judging.gnuplot_images(a.audit)
    layers, how = load_rglru_module()
    versions = _versions(layers)
    dev = torch.cuda.get_device_name(0) if a.device == "cuda" else "cpu"
    names = judging.rglru_cases(suite, a.set, a.case)
    print(f"{suite.version_line}\nrecurrentgemma {versions['recurrentgemma']} ({layers.__file__}; {how})\n"
          f"torch {torch.__version__}, {torch.get_num_threads()} threads; device {dev}; torch seed {SEED}; "
          f"set {a.set}: {len(names)} RG-LRU cases", flush=True)
    judging.fresh_out(a.out)
    t_all = time.time()
    commit = judging.git_commit()  # the code that runs: recorded at the start, not when the run ends
    rows = judging.judge_all(
        suite, a, names, NAME, a.out, images, "recurrentgemma-rglru-", lambda case: run_layer(layers, case, a.device),
        lambda case, outs, t: ({"layer_seconds": round(t, 2), "zero_multiplier": zero_multiplier(case, outs, a.device)},
                               f"layer {t:.1f}s"))
    counts = judging.counts(rows)
    summary = {
        **judging.run_line(),
        "commit": commit, "machine": f"{platform.node()}: {_cpu()}, {os.cpu_count()} CPUs, {platform.platform()}",
        "device": dev, "scangate": suite.version_line, "versions": versions, "loaded": how, "torch_threads": torch.get_num_threads(),
        "torch_seed": SEED, "set": a.set, "name": NAME, "counts": counts,
        "seconds": round(time.time() - t_all, 1), "cases": rows,
    }
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
    for r in rows:
        fails, link = judging.gate_cells(r)
        z = r["zero_multiplier"]
        zs = f"{z['elements']} of {z['of']} ({z['dx_zero_there']} / {z['dx_zero_elsewhere']})"
        md.append(f"| {r['case']} | {r['B']} | {r['L']} | {r['D']} | {r['verdict']} | {fails} | {zs} | {link} |")
    return judging.write_summaries(a.out, summary, "\n".join(md) + "\n")


if __name__ == "__main__":
    sys.exit(main())
