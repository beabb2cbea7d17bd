#!/usr/bin/env python3
"""peers_rglru.py - outside RG-LRU (and SAMU) implementations served to `scangate bench backends` as peers: the
benchmark judges each on the exact shape it times (gate before time) and times those that PASS in the
same counterbalanced rounds as the project's rows (peers/peers.c, the plugin that bridges them).

    python examples/peers_rglru.py serve --impl NAME [--device cpu|cuda]
    python examples/peers_rglru.py list

`serve` reads one JSON request per line on stdin and answers one JSON line on stdout:
  {"op": "hello"}                                    -> {"ok": true, "impl": ..., "label": ..., "device": ...,
                                                         "versions": {...}}
  {"op": "run", "in": CASE, "out": OUTPUTS, "full": true|false}
                                                     -> {"ok": true, "seconds": T} or {"ok": false, "error": ...}
CASE is a scangate case file (safetensors with the RG-LRU inputs x, u, v, dy (BF16 [B, L, D]), p (F32 [D]),
h0, dh_last (F32 [B, D]), segment_pos (I32 [B, L]) and metadata model, case); OUTPUTS is written with every
quantity (y, h_last and, for a full call, dx, du, dv, dp, dh0) in its dtype, BF16 rounded to nearest even by
PyTorch on the device. T is the device time of the computation alone: CUDA events around the work from the
FP32 inputs on the device to the outputs in their dtypes on the device (host copies and files outside, as
for the project's rows); on the CPU the wall time of the same span. A forward-only call (full false) runs
no autograd.

The implementations (NAME), each an RG-LRU core as an outside user would write it with that package's scan
(reference/EQUATIONS.md sections 1 and 2; the core is examples/outside_scans_rglru.py's: FP32 gates, the
clipped square root, a reset's a = 0 and m = 1, autograd for the backward):
  as_scalar      accelerated-scan's scalar scan: Triton `accelerated_scan.scalar.scan` on cuda,
                 `accelerated_scan.ref.scan` (PyTorch) on cpu
  as_warp        accelerated-scan's CUDA C++ `accelerated_scan.warp.scan` (cuda only)
  fla_chunk      flash-linear-attention's `fla.ops.hgrn.chunk_hgrn` (Triton; cuda only)
  fla_fused      flash-linear-attention's `fla.ops.hgrn.fused_recurrent_hgrn` (Triton) on cuda,
                 `fla.ops.hgrn.naive.naive_recurrent_hgrn` on cpu
  recurrentgemma RecurrentGemma's own PyTorch layer (recurrentgemma.torch.layers.RGLRU, FP32; its gates
                 given the case's pre-activations: examples/recurrentgemma_rglru.py)
  composite      the gates as one torch.compile'd function plus accelerated-scan's scalar scan: what an
                 outside user would assemble for speed
SAMU (reference/EQUATIONS.md section 6.1 in FP32 PyTorch: the normalised directions, the controller, every
mode's lam = rho e^{i phi} and gamma = sqrt(1 - rho^2) with the clipped derivative, autograd backward):
  samu_as_complex accelerated-scan's complex scan (`accelerated_scan.complex.scan`, Triton) on cuda; a
                 sequential complex recurrence in PyTorch on cpu
  samu_composite the controller and mode coefficients as one torch.compile'd function plus that scan
Exit codes: 0 at the end of stdin; 2 a bad command line; 8 --device cuda without a CUDA device (scangate's code).
"""
import argparse
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

IMPLS = ("as_scalar", "as_warp", "fla_chunk", "fla_fused", "recurrentgemma", "composite", "samu_as_complex",
         "samu_composite")
SAMU_IMPLS = ("samu_as_complex", "samu_composite")


def _scan(impl, device):
    """(scan(abar, b, h0, ell, reset) -> (y, h_last), label) for the scan-based implementations."""
    import outside_scans_rglru as osr  # examples/: the core's autograd functions and the packages' scans
    import torch
    if impl in ("as_scalar", "composite"):
        run, label = osr.scan_fn("accelerated-scan", device)
        return (lambda abar, b, h0, ell, reset: _last(run(abar, b, h0))), label
    if impl == "as_warp":
        if device != "cuda":
            raise RuntimeError("as_warp runs on cuda only (a CUDA C++ extension)")
        from accelerated_scan.warp import scan as warp_scan
        run = osr.as_tree_run(warp_scan, device)
        return (lambda abar, b, h0, ell, reset: _last(run(abar, b, h0))), "accelerated_scan.warp.scan (CUDA C++)"
    if impl in ("fla_chunk", "fla_fused"):
        if impl == "fla_chunk":
            if device != "cuda":
                raise RuntimeError("fla_chunk runs on cuda only (Triton)")
            from fla.ops.hgrn import chunk_hgrn as hgrn
            label = "fla.ops.hgrn.chunk_hgrn (Triton)"
        else:
            hgrn, label = osr.scan_fn("fla-hgrn", device)

        def run_hgrn(abar, b, h0, ell, reset):
            g = torch.where(reset, torch.full((), float("-inf"), device=b.device), ell)
            return hgrn(b, g, initial_state=h0, output_final_state=True)
        return run_hgrn, label
    raise ValueError(impl)


def _last(y):
    return y, y[:, -1]


def _complex_scan(device):
    """(scan(lam, b, z0) -> z [B, L, M] complex, label): accelerated-scan's complex scan (Triton) on cuda; on
    cpu a sequential loop in PyTorch (the package's complex scan is Triton only)."""
    import torch
    if device == "cuda":
        from accelerated_scan.complex import scan as cscan

        def run(lam, b, z0):
            # z0 enters as the first token (the package takes no initial state): lam_0 z0 + b_0
            tok = torch.cat([(lam[:, :1] * z0[:, None, :]) + b[:, :1], b[:, 1:]], dim=1)
            z = cscan(lam.transpose(1, 2).contiguous(), tok.transpose(1, 2).contiguous())
            return z.transpose(1, 2)
        return run, "accelerated_scan.complex.scan (Triton)"

    def run_loop(lam, b, z0):
        z, out = z0, []
        for t in range(b.shape[1]):
            z = lam[:, t] * z + b[:, t]
            out.append(z)
        return torch.stack(out, dim=1)
    return run_loop, "a sequential complex recurrence in PyTorch (cpu)"


class SamuPeer:
    """The SAMU core of reference/EQUATIONS.md section 6.1 in FP32 PyTorch around a complex scan, the backward
    by autograd: compute(f, segpos, full) -> outputs on the device (FP32)."""

    def __init__(self, impl, device):
        import torch
        import outside_scans_rglru as osr
        self.impl, self.device, self.torch, self.osr = impl, device, torch, osr
        self.scan, self.label = _complex_scan(device)
        self.one_minus_exp2 = _one_minus_exp2()
        self.coef = self._coef
        if impl == "samu_composite":
            self.coef = torch.compile(self._coef, dynamic=False)
            self.label = f"torch.compile'd controller and mode coefficients + {self.label}"

    def _coef(self, x, w_phi, w_r, a_phi, a_r, nu, theta, reset):
        """The controller and every mode's transition lam and input b (complex [B, L, M])."""
        torch, osr = self.torch, self.osr
        B, L, D = x.shape
        M = D // 2
        wph, wr = w_phi / torch.linalg.vector_norm(w_phi), w_r / torch.linalg.vector_norm(w_r)
        u = x @ wph[:D] + wph[D]
        v = x @ wr[:D] + wr[D]
        p, r = torch.tanh(u), torch.tanh(v)
        q = r / (1 + r * r)
        gph, gr = torch.tanh(a_phi) / M ** 0.5, torch.tanh(a_r) / M ** 0.5
        d, E = gph * p, torch.exp(gr * q)
        ne = nu * E[..., None]
        rho = torch.exp(-ne)
        phi = theta + d[..., None]
        one = torch.ones((), dtype=torch.float32, device=x.device)
        zero = torch.zeros((), dtype=torch.float32, device=x.device)
        lam = torch.complex(torch.where(reset, zero, rho * torch.cos(phi)), torch.where(reset, zero, rho * torch.sin(phi)))
        gam = torch.where(reset, one, osr.SqrtBound.apply(self.one_minus_exp2.apply(ne)))
        b = torch.complex(gam * x[..., :M], gam * x[..., M:])
        return lam, b

    def compute(self, f, segpos, full):
        torch = self.torch
        names = ("x", "w_phi", "w_r", "a_phi", "a_r", "nu", "theta", "z0")
        with torch.set_grad_enabled(full):
            lv = {k: (f[k].clone().requires_grad_(True) if full else f[k]) for k in names}
            B, L, D = lv["x"].shape
            M = D // 2
            reset = (segpos == 0)[..., None]
            lam, b = self.coef(lv["x"], lv["w_phi"], lv["w_r"], lv["a_phi"][0], lv["a_r"][0], lv["nu"], lv["theta"],
                               reset)
            z0 = torch.complex(lv["z0"][:, :M], lv["z0"][:, M:])
            z = self.scan(lam, b, z0)
            y = torch.cat([z.real, z.imag], dim=-1)
            z_last = y[:, -1]
            outs = {"y": y, "z_last": z_last}
            if full:
                torch.autograd.backward([y, z_last], [f["dy"], f["dz_last"]])
                outs.update(dx=lv["x"].grad, dw_phi=lv["w_phi"].grad, dw_r=lv["w_r"].grad, da_phi=lv["a_phi"].grad,
                            da_r=lv["a_r"].grad, dnu=lv["nu"].grad, dtheta=lv["theta"].grad, dz0=lv["z0"].grad)
        return outs


def _one_minus_exp2():
    """1 - rho^2 = -expm1(-2 ne) as an autograd function whose derivative is 2 exp(-2 ne) evaluated as such
    (PyTorch's own expm1 backward forms exp as expm1 + 1, which cancels where rho^2 is small:
    examples/outside_scans_rglru.py); made on first use (torch is imported late)."""
    import torch

    class OneMinusExp2(torch.autograd.Function):
        @staticmethod
        def forward(ctx, ne):
            ctx.save_for_backward(ne)
            return -torch.expm1(-2 * ne)

        @staticmethod
        def backward(ctx, g):
            (ne,) = ctx.saved_tensors
            return g * (2 * torch.exp(-2 * ne))
    return OneMinusExp2


class Peer:
    """One implementation, ready to run cases: compute(f, segpos, full) -> outputs on the device (FP32)."""

    def __init__(self, impl, device):
        import torch
        import outside_scans_rglru as osr
        self.impl, self.device, self.torch, self.osr = impl, device, torch, osr
        if impl == "recurrentgemma":
            import recurrentgemma_rglru as rg
            self.layers, how = rg.load_rglru_module()
            self.rg = rg
            self.label = f"recurrentgemma.torch.layers.RGLRU (FP32; {how})"
            return
        self.scan, self.label = _scan(impl, device)
        self.gates = self._gates
        if impl == "composite":
            self.gates = torch.compile(self._gates, dynamic=False)
            self.label = f"torch.compile'd gates + {self.label}"

    def _gates(self, x, u, v, p, reset):
        """The core's gates (examples/outside_scans_rglru.py core()): abar, b, ell."""
        torch, osr = self.torch, self.osr
        s = torch.nn.functional.softplus(p)
        i, r = torch.sigmoid(u), torch.sigmoid(v)
        ell = -osr.C * r * s
        one = torch.ones((), dtype=torch.float32, device=x.device)
        zero = torch.zeros((), dtype=torch.float32, device=x.device)
        m = torch.where(reset, one, osr.SqrtBound.apply(osr.OneMinusA2.apply(ell)))
        b = x * i * m
        abar = torch.where(reset, zero, torch.exp(ell))
        return abar, b, ell

    def compute(self, f, segpos, full):
        torch = self.torch
        if self.impl == "recurrentgemma":
            return self._layer(f, segpos, full)
        with torch.set_grad_enabled(full):
            leaves = {k: (f[k].clone().requires_grad_(True) if full else f[k]) for k in ("x", "u", "v", "p", "h0")}
            reset = (segpos == 0)[..., None]
            abar, b, ell = self.gates(leaves["x"], leaves["u"], leaves["v"], leaves["p"], reset)
            y, h_last = self.scan(abar, b, leaves["h0"], ell, reset)
            outs = {"y": y, "h_last": h_last}
            if full:
                torch.autograd.backward([y, h_last], [f["dy"], f["dh_last"]])
                outs.update(dx=leaves["x"].grad, du=leaves["u"].grad, dv=leaves["v"].grad, dp=leaves["p"].grad,
                            dh0=leaves["h0"].grad)
        return outs

    def _layer(self, f, segpos, full):
        torch, rg = self.torch, self.rg
        B, L, D = f["x"].shape
        torch.manual_seed(rg.SEED)
        layer = self.layers.RGLRU(width=D, num_heads=1, dtype=torch.float32).to(self.device)
        with torch.set_grad_enabled(full):
            u = f["u"].clone().requires_grad_(full)
            v = f["v"].clone().requires_grad_(full)
            layer.input_gate = rg.GivenPreactivation(u)
            layer.a_gate = rg.GivenPreactivation(v)
            with torch.no_grad():
                layer.a_param.copy_(f["p"])
            layer.a_param.requires_grad_(full)
            x = f["x"].clone().requires_grad_(full)
            h0 = f["h0"].clone().requires_grad_(full)
            y, last_h = layer(x, segpos, cache=h0, return_cache=True)
            outs = {"y": y, "h_last": last_h}
            if full:
                torch.autograd.backward([y, last_h], [f["dy"], f["dh_last"]])
                outs.update(dx=x.grad, du=u.grad, dv=v.grad, dp=layer.a_param.grad, dh0=h0.grad)
        return outs


def run(peer, req):
    import scangate
    torch = peer.torch
    case = scangate.load_case(req["in"])
    full = bool(req.get("full", True))
    f = {k: t.to(peer.device) for k, t in case.float32().items()}  # BF16 -> FP32 exactly, host copy outside
    segpos = case["segment_pos"].to(peer.device)
    want = {q.name: q.torch_dtype for q in case.quantities}
    if peer.device == "cuda":
        torch.cuda.synchronize()
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
    t0 = time.perf_counter()
    outs = peer.compute(f, segpos, full)
    fwd_names = ("y", "h_last") if case.model == "rglru" else ("y", "z_last")
    if (case.model == "samu") != (peer.impl in SAMU_IMPLS):
        raise RuntimeError(f"{peer.impl} does not implement the model of case {case.name} ({case.model})")
    missing = [k for k in (want if full else fwd_names) if outs.get(k) is None]
    if missing:
        raise RuntimeError(f"no {', '.join(missing)} from {peer.impl}")
    outs = {k: t.detach().to(want[k]).contiguous() for k, t in outs.items()}  # on the device: the output write
    if peer.device == "cuda":
        e1.record()
        e1.synchronize()
        seconds = e0.elapsed_time(e1) * 1e-3
    else:
        seconds = time.perf_counter() - t0
    host = {k: t.cpu() for k, t in outs.items()}
    if full:
        case.check_outputs(host)
    from safetensors.torch import save_file
    save_file(host, req["out"], metadata={"model": case.model, "outputs_for_case": case.name})
    return seconds


def _versions():
    import importlib.metadata as md
    out = {}
    for p in ("torch", "triton", "accelerated-scan", "fla-core", "recurrentgemma"):
        try:
            out[p] = md.version(p)
        except md.PackageNotFoundError:
            pass
    return out


def serve(impl, device):
    # replies go to the process's stdout as it was; anything else written there (a package's warning, a
    # compiler's output) goes to stderr instead, so it cannot break the protocol
    reply = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr

    def answer(rep):
        reply.write(json.dumps(rep) + "\n")
        reply.flush()
    import torch
    if device == "cuda" and not torch.cuda.is_available():
        answer({"ok": False, "error": "--device cuda but torch sees no CUDA device"})
        return 8
    peer, err = None, None
    try:
        peer = SamuPeer(impl, device) if impl in SAMU_IMPLS else Peer(impl, device)
    except Exception as e:  # an implementation that cannot load says why, on every request
        err = f"{impl} cannot load on {device}: {type(e).__name__}: {e}"
    for line in sys.stdin:
        try:
            req = json.loads(line)
            if err:
                rep = {"ok": False, "error": err}
            elif req.get("op") == "hello":
                rep = {"ok": True, "impl": impl, "label": peer.label, "device": device, "versions": _versions()}
            elif req.get("op") == "run":
                rep = {"ok": True, "seconds": run(peer, req)}
            else:
                rep = {"ok": False, "error": f"unknown request {str(req.get('op'))[:40]!r}"}
        except Exception as e:
            rep = {"ok": False, "error": f"{type(e).__name__}: {e}"[:2000]}
        answer(rep)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("serve")
    s.add_argument("--impl", required=True, choices=IMPLS)
    s.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    sub.add_parser("list")
    a = ap.parse_args()
    if a.cmd == "list":
        print("\n".join(IMPLS))
        return 0
    return serve(a.impl, a.device)


if __name__ == "__main__":
    sys.exit(main())
