#!/usr/bin/env python3
"""exp_bias.py - how an RG-LRU case's FP32 decays come out of torch on the CPU and on a CUDA device:
log_a = -8 sigmoid(v) softplus(p) and a = exp(log_a), computed in FP32 on each device as the outside
examples' PyTorch cores compute them, over the elements whose exact decay is above 0.999. Per device:
the exp alone against the exact exp of that device's FP32 log_a (float64, far below an FP32 ulp): the
mean signed error in FP32 ulps of a and the count not correctly rounded; and the whole FP32 chain
against the exact decay of the BF16 inputs. A one-sided mean near a decay of 1 is what a scan with
memory of thousands of steps accumulates (reference/EQUATIONS.md, numerics revision 2).

    python scripts/exp_bias.py [--set ci] [--case rg_near1 ...] [--scangate EXE]

One line per case and device; needs torch, and a CUDA device for the CUDA lines."""
import argparse
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))

import torch  # noqa: E402

import scangate  # noqa: E402


def ulps(val, exact):
    """(val - exact) in FP32 ulps of exact (float64 tensors)."""
    e32 = exact.float()
    ulp = (torch.nextafter(e32, torch.tensor(float("inf"))).double() - e32.double()).abs()
    return (val - exact) / ulp


def gate_chain(f, device):
    """log_a and a = exp(log_a) in FP32 on `device`, as the examples' cores compute them."""
    v, p = f["v"].to(device), f["p"].to(device)
    log_a = -8.0 * torch.sigmoid(v) * torch.nn.functional.softplus(p)
    return log_a.cpu().double(), torch.exp(log_a).cpu().double(), torch.exp(log_a.cpu().double())


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default="ci")
    ap.add_argument("--case", action="append")
    ap.add_argument("--scangate")
    a = ap.parse_args()
    suite = scangate.Suite(a.scangate)
    names = a.case or suite.cases(a.set, model="rglru")
    devices = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])
    print(f"torch {torch.__version__}; devices {', '.join(devices)}"
          + (f" ({torch.cuda.get_device_name(0)})" if "cuda" in devices else ""))
    with tempfile.TemporaryDirectory() as work:
        for n in names:
            f = suite.load_case(a.set, n, work).float32()
            f = {"v": f["v"], "p": f["p"].expand_as(f["v"])}
            exact_log_a = -8.0 * torch.sigmoid(f["v"].double()) * torch.nn.functional.softplus(f["p"].double())
            exact_a = torch.exp(exact_log_a)
            near1 = exact_a > 0.999
            for dev in devices:
                log_a, a_dev, a_of_log = gate_chain(f, dev)
                e_exp = ulps(a_dev, a_of_log)  # exp alone: against the exact exp of this device's FP32 log_a
                e_all = ulps(a_dev, exact_a)   # the whole FP32 chain against the exact decay
                m = near1
                print(f"{n:34s} {dev:4s} a > 0.999: {int(m.sum()):8d} of {m.numel():8d}; exp alone: mean "
                      f"{float(e_exp[m].mean()):+.4f} ulp, not RN {int((a_dev[m].float() != a_of_log[m].float()).sum())}; "
                      f"whole chain: mean {float(e_all[m].mean()):+.3f} ulp, max |.| {float(e_all[m].abs().max()):.3g}",
                      flush=True)


if __name__ == "__main__":
    sys.exit(main())
