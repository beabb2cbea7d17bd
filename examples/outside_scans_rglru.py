#!/usr/bin/env python3
"""outside_scans_rglru.py - judges two published linear-recurrence scans as the scan inside an RG-LRU core
whose gates are computed in FP32 PyTorch (reference/EQUATIONS.md section 1), on every RG-LRU case of a scangate fixture set,
through the scangate Python package.

    python examples/outside_scans_rglru.py --impl accelerated-scan|fla-hgrn [--device cpu|cuda]
        [--set ci] [--out DIR] [--audit] [--scangate EXE] [--work DIR] [--case NAME]...

The scans (pinned in scripts/requirements-torch.txt, installed by scripts/setup.sh with SG_TORCH=1):
  accelerated-scan  h_t = a_t h_{t-1} + b_t as a tree (associative) scan: on cpu the package's PyTorch
                    reference (accelerated_scan.ref.scan, an up-sweep/down-sweep over the padded
                    power-of-two length), on cuda its Triton kernel (accelerated_scan.scalar.scan). It takes
                    no initial state: h0 enters as the first token, a_0 h0 + b_0.
  fla-hgrn          flash-linear-attention's HGRN recurrence h_t = exp(g_t) h_{t-1} + x_t with its initial
                    state: on cpu fla.ops.hgrn.naive.naive_recurrent_hgrn (sequential, FP32), on cuda
                    fla.ops.hgrn.fused_recurrent_hgrn (Triton). g_t = log a_t = l_t (so exp(g_t) is the core's
                    own exp(l_t)), -inf at a document start (the state is dropped: exp(-inf) = 0).
The core around the scan, the same for both (FP32, from the case's BF16 inputs widened exactly):
i = sigmoid(u), r = sigmoid(v), l = -8 r softplus(p), a = exp(l), 1 - a^2 = -expm1(2 l), the multiplier
m = sqrt(1 - a^2) with its derivative bounded by 1000 (reference/EQUATIONS.md section 2: the clipped square root), m = 1 and a = 0 at
a reset, b = x i m; the derivative of 1 - a^2 is -2 exp(2 l) (OneMinusA2: PyTorch's expm1 backward
cancels for small a^2, --torch-expm1-grad shows it). The backward is PyTorch autograd through the core and the package's scan with dy on
y and dh_last on h_last: dx, du, dv, dp, dh0 are the leaves' gradients. Outputs are rounded (by PyTorch,
to nearest even) to the quantities' dtypes and judged by `scangate judge` under the name
`<impl>-<scan>-f32`; with --audit each FAIL is audited (`scangate audit NAME --case-file F --outputs O`).

Writes OUT/CASE/report.{json,md}, junit.xml, OUT/CASE/audit/ (with --audit, FAILs only), OUT/summary.md and
OUT/summary.json (every case's verdict and failing gates, versions, machine, device). Exit 0 when every
case passes, 1 when one FAILs; other codes are errors (scangate's exceptions).
"""
import argparse
import os
import platform
import sys
import time

import torch

import judging  # examples/, beside this file; puts the checkout's package on the path
import scangate
from bare_import import import_bare  # examples/, beside this file

C = 8.0            # the decay's scale c (reference/EQUATIONS.md section 1)
MAX_GRAD = 1000.0  # the clipped square root's largest derivative


class SqrtBound(torch.autograd.Function):
    """sqrt(w) whose derivative is 1 / (2 sqrt(max(w, 1 / (4 MAX_GRAD^2)))): at most MAX_GRAD (reference/EQUATIONS.md section 2)."""

    @staticmethod
    def forward(ctx, w):
        ctx.save_for_backward(w)
        return torch.sqrt(w)

    @staticmethod
    def backward(ctx, g):
        (w,) = ctx.saved_tensors
        return g / (2 * torch.sqrt(torch.clamp(w, min=1 / (4 * MAX_GRAD * MAX_GRAD))))


class OneMinusA2(torch.autograd.Function):
    """1 - a^2 = -expm1(2 l), its derivative -2 exp(2 l) evaluated as such. PyTorch's own expm1 backward
    forms exp(2 l) as expm1(2 l) + 1, which cancels when a^2 is small (a fast decay): with it (--torch-expm1-grad)
    dv errs by up to 8e4 FP32 model ulps on the smoke case rg_fast, whatever the scan."""

    @staticmethod
    def forward(ctx, ell):
        ctx.save_for_backward(ell)
        return -torch.expm1(2 * ell)

    @staticmethod
    def backward(ctx, g):
        (ell,) = ctx.saved_tensors
        return g * (-2 * torch.exp(2 * ell))


def as_tree_run(as_scan, device):
    """A function (abar, b, h0) -> h [B, L, D] around one of accelerated-scan's scans (as_scan(gates, tokens),
    [B, D, T]), which take no initial state: h0 enters as the first token, a_0 h0 + b_0."""

    def run(abar, b, h0):
        B, L, D = b.shape
        tok = torch.cat([(abar[:, :1] * h0[:, None, :]) + b[:, :1], b[:, 1:]], dim=1)
        gates, tokens = abar.transpose(1, 2), tok.transpose(1, 2)
        # a power-of-two length (the GPU kernels', >= 32; the reference pads itself but fails at L = 1)
        T = max(32 if device == "cuda" else 2, 1 << (L - 1).bit_length()) if device == "cuda" or L == 1 else L
        if T != L:  # padded at the end with identity steps (gate 1, token 0): earlier states unchanged
            gates = torch.nn.functional.pad(gates, (0, T - L), value=1.0)
            tokens = torch.nn.functional.pad(tokens, (0, T - L), value=0.0)
        h = as_scan(gates.contiguous(), tokens.contiguous())
        return h[:, :, :L].transpose(1, 2)
    return run


def scan_fn(impl, device):
    """(the package's scan on `device`, label): for accelerated-scan a function (abar, b, h0) -> h [B, L, D],
    for fla-hgrn the package's function itself."""
    if impl == "accelerated-scan":
        if device == "cuda":
            from accelerated_scan.scalar import scan as as_scan
            label = "accelerated_scan.scalar.scan (Triton)"
        else:
            from accelerated_scan.ref import scan as as_scan
            label = "accelerated_scan.ref.scan (PyTorch reference)"
        return as_tree_run(as_scan, device), label
    if impl == "fla-hgrn":
        if device == "cuda":
            from fla.ops.hgrn import fused_recurrent_hgrn as hgrn
            label = "fla.ops.hgrn.fused_recurrent_hgrn (Triton)"
        else:
            # fla's package __init__ files import Triton, which a CPU-only machine need not have: the
            # sequential reference's own file needs only torch (examples/bare_import.py)
            hgrn = import_bare("fla.ops.hgrn.naive", ("fla", "fla.ops", "fla.ops.hgrn")).naive_recurrent_hgrn
            label = "fla.ops.hgrn.naive.naive_recurrent_hgrn (PyTorch, sequential)"
        return hgrn, label  # called as hgrn(x, g, initial_state, output_final_state) in core()
    raise ValueError(impl)


def core(case, impl, scan, device, torch_expm1_grad=False):
    """The RG-LRU core around the package's scan, forward and backward; outputs in the quantities' dtypes."""
    f = {k: t.to(device) for k, t in case.float32().items()}
    leaves = {k: f[k].clone().requires_grad_(True) for k in ("x", "u", "v", "p", "h0")}
    x, u, v, p, h0 = (leaves[k] for k in ("x", "u", "v", "p", "h0"))
    reset = (f["segment_pos"] == 0)[..., None]
    s = torch.nn.functional.softplus(p)
    i, r = torch.sigmoid(u), torch.sigmoid(v)
    ell = -C * r * s
    one = torch.ones((), dtype=torch.float32, device=device)
    zero = torch.zeros((), dtype=torch.float32, device=device)
    om = -torch.expm1(2 * ell) if torch_expm1_grad else OneMinusA2.apply(ell)
    m = torch.where(reset, one, SqrtBound.apply(om))
    b = x * i * m
    if impl == "fla-hgrn":
        g = torch.where(reset, torch.full((), float("-inf"), device=device), ell)
        y, h_last = scan(b, g, initial_state=h0, output_final_state=True)
    else:
        abar = torch.where(reset, zero, torch.exp(ell))
        y = scan(abar, b, h0)
        h_last = y[:, -1]
    torch.autograd.backward([y, h_last], [f["dy"], f["dh_last"]])
    outs = {"y": y, "h_last": h_last, "dx": x.grad, "du": u.grad, "dv": v.grad, "dp": p.grad, "dh0": h0.grad}
    missing = [k for k, t in outs.items() if t is None]
    if missing:
        raise RuntimeError(f"no gradient reached {', '.join(missing)} on {case.name}")
    return case.cast_outputs({k: t.detach().cpu() for k, t in outs.items()})


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--impl", required=True, choices=("accelerated-scan", "fla-hgrn"))
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    judging.add_options(ap, None, "default: outside-<impl>-<device>")
    ap.add_argument("--torch-expm1-grad", action="store_true",
                    help="1 - a^2 through PyTorch's own expm1 backward (a finding: it cancels, see OneMinusA2)")
    a = ap.parse_args()
    if judging.no_cuda("outside_scans_rglru", a.device, torch):
        return 6  # scangate's exit code for a missing device
    out = a.out or f"outside-{a.impl}-{a.device}"
    name = f"{a.impl}-{'triton' if a.device == 'cuda' else 'torch-ref'}-f32" + ("-torch-expm1-grad" if a.torch_expm1_grad else "")
    suite = scangate.Suite(a.scangate)
    images = judging.gnuplot_images(a.audit)
    scan, label = scan_fn(a.impl, a.device)
    versions = judging.versions(("torch", "triton", "accelerated-scan", "fla-core", "numpy", "safetensors"))
    names = judging.rglru_cases(suite, a.set, a.case)
    dev = torch.cuda.get_device_name(0) if a.device == "cuda" else "cpu"
    print(f"{suite.version_line}\n{name}: {label} on {dev}\ntorch {torch.__version__}, {torch.get_num_threads()} "
          f"threads; set {a.set}: {len(names)} RG-LRU cases", flush=True)
    judging.fresh_out(out)
    t_all = time.time()
    commit = judging.git_commit()  # the code that runs: recorded at the start, not when the run ends
    rows = judging.judge_all(suite, a, names, name, out, images, "outside-scans-",
                             lambda case: core(case, a.impl, scan, a.device, a.torch_expm1_grad),
                             lambda case, outs, t: ({"seconds": round(t, 2)}, f"{t:.1f}s"))
    summary = {
        **judging.run_line(),
        "commit": commit, "machine": f"{platform.node()}, {os.cpu_count()} CPUs, {platform.platform()}",
        "device": dev, "scan": label, "scangate": suite.version_line, "versions": versions,
        "torch_threads": torch.get_num_threads(), "set": a.set, "name": name, "counts": judging.counts(rows),
        "seconds": round(time.time() - t_all, 1), "cases": rows,
    }
    return judging.write_summaries(out, summary, _markdown(summary))


def _markdown(s):
    c = s["counts"]
    md = [f"# {s['name']} on the `{s['set']}` RG-LRU cases", "",
          f"- scan: {s['scan']}, device: {s['device']}", f"- command: `{s['command']}`", f"- date: {s['date']}",
          f"- commit: {s['commit']}", f"- machine: {s['machine']}", f"- {s['scangate']}",
          "- packages: " + ", ".join(f"{k} {v}" for k, v in s["versions"].items()),
          f"- verdicts: {c['PASS']} PASS, {c['MARGINAL']} MARGINAL, {c['FAIL']} FAIL of {len(s['cases'])} cases "
          f"({s['seconds']} s)", "",
          "| case | B | L | D | verdict | failing gates (value > FAIL limit; canonical FP32 path's value) | report |",
          "|---|---|---|---|---|---|---|"]
    for r in s["cases"]:
        fails, link = judging.gate_cells(r)
        md.append(f"| {r['case']} | {r['B']} | {r['L']} | {r['D']} | {r['verdict']} | {fails} | {link} |")
    return "\n".join(md) + "\n"


if __name__ == "__main__":
    sys.exit(main())
