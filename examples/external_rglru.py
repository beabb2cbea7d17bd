#!/usr/bin/env python3
"""external_rglru.py - an RG-LRU core outside the project (numpy, FP32 state), joining scangate
through files: it reads a case written by `scangate export`, computes the forward and backward
of reference/EQUATIONS.md sections 1-2 in float32, and writes its outputs as safetensors for
`scangate judge`.

    scangate export --set smoke --case rg_L37_resets --out case.safetensors
    python3 examples/external_rglru.py case.safetensors outputs.safetensors
    scangate judge --case-file case.safetensors --outputs outputs.safetensors --name numpy-f32

--keep-state-at-reset plants a realistic bug (the state is not dropped at a document start) to
show the judge rejecting it. --variant V computes one operation the way FP32 code often does and
loses accuracy with it (what `scangate audit --case-file F --outputs O` names from the outputs):
  om_from_decay  1 - a*a from the rounded decay instead of -expm1(2 l)
  decay_bf16     the decay a rounded to BF16 (1 within 2^-9 of 1)
  input_bf16     the input term x i m rounded to BF16 before the update
  state_bf16     the state h rounded to BF16 after every update
"""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import st_io  # noqa: E402

C, MAX_GRAD = np.float32(8.0), 1000.0


def sigmoid(z):
    return (np.float32(1) / (np.float32(1) + np.exp(-z))).astype(np.float32)


def bf16(a):
    """float32 -> the nearest BF16 value (ties to even), as float32."""
    b = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    b = (b + 0x7FFF + ((b >> 16) & 1)) & 0xFFFF0000
    return b.astype(np.uint32).view(np.float32)


VARIANTS = ("om_from_decay", "decay_bf16", "input_bf16", "state_bf16")


def rglru(case, keep_state_at_reset=False, variant=None):
    x, u, v, dy = (case[k].astype(np.float32) for k in ("x", "u", "v", "dy"))
    p, h0, dhl = case["p"].astype(np.float32), case["h0"].astype(np.float32), case["dh_last"].astype(np.float32)
    reset = case["segment_pos"] == 0  # [B, L]
    B, L, D = x.shape
    s = np.where(p > 15, p + np.log1p(np.exp(-p)), np.log1p(np.exp(np.minimum(p, 15)))).astype(np.float32)
    i, r = sigmoid(u), sigmoid(v)
    ell = (-C * r * s).astype(np.float32)
    a = np.exp(ell)
    if variant == "decay_bf16":
        a = bf16(a)
    a2 = np.exp(np.float32(2) * ell)
    om = (np.float32(1) - a * a) if variant == "om_from_decay" else -np.expm1(np.float32(2) * ell)
    rs = reset[:, :, None]
    m = np.where(rs, np.float32(1), np.sqrt(om)).astype(np.float32)
    abar = a if keep_state_at_reset else np.where(rs, np.float32(0), a).astype(np.float32)
    b = (x * i * m).astype(np.float32)
    if variant == "input_bf16":
        b = bf16(b)
    hs = np.empty((B, L + 1, D), np.float32)
    hs[:, 0] = h0
    for t in range(L):
        hs[:, t + 1] = abar[:, t] * hs[:, t] + b[:, t]
        if variant == "state_bf16":
            hs[:, t + 1] = bf16(hs[:, t + 1])
    y, h_last = hs[:, 1:], hs[:, L]
    g = np.empty((B, L, D), np.float32)
    gc = dhl.copy()
    for t in range(L - 1, -1, -1):
        g[:, t] = dy[:, t] + gc
        gc = (abar[:, t] * g[:, t]).astype(np.float32)
    dh0 = gc
    dx = g * i * m
    du = g * x * m * (i * (np.float32(1) - i))
    dq = np.float32(1) / (np.float32(2) * np.sqrt(np.maximum(om, np.float32(1.0 / (4 * MAX_GRAD * MAX_GRAD)))))
    dl = np.where(rs, np.float32(0), g * (a * hs[:, :L] - np.float32(2) * a2 * x * i * dq)).astype(np.float32)
    dv = dl * (-C * s) * (r * (np.float32(1) - r))
    dp = (sigmoid(p) * np.sum(dl * (-C * r), axis=(0, 1), dtype=np.float32)).astype(np.float32)
    return {"y": ("BF16", y), "h_last": ("F32", h_last), "dx": ("BF16", dx), "du": ("BF16", du),
            "dv": ("BF16", dv), "dp": ("F32", dp), "dh0": ("F32", dh0)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("case")
    ap.add_argument("outputs")
    ap.add_argument("--keep-state-at-reset", action="store_true")
    ap.add_argument("--variant", choices=VARIANTS)
    a = ap.parse_args()
    with np.errstate(over="ignore"):
        st_io.save(a.outputs, rglru(st_io.load(a.case), a.keep_state_at_reset, a.variant))


if __name__ == "__main__":
    main()
