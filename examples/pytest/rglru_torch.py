"""rglru_torch.py - a plain PyTorch RG-LRU core in FP32, written from the equations of
reference/EQUATIONS.md sections 1-2: sequential in t, forward and backward by hand, FP32 state. The
working example behind test_my_rglru.py: replace it with your own implementation.

    rglru_f32(inputs) -> {"y", "h_last", "dx", "du", "dv", "dp", "dh0"} (float32 tensors)

`inputs` are the case's tensors (scangate.Case.inputs or .float32()). keep_state_at_reset plants a
realistic bug (the state is not dropped at a document start), to show a failing gate."""
import torch

C = 8.0            # the decay's scale c
MAX_GRAD = 1000.0  # the clipped square root's largest derivative


def rglru_f32(inputs, keep_state_at_reset=False):
    f = {k: (t.to(torch.float32) if t.is_floating_point() else t) for k, t in inputs.items()}
    x, u, v, dy = f["x"], f["u"], f["v"], f["dy"]
    p, h0, dhl = f["p"], f["h0"], f["dh_last"]
    reset = (f["segment_pos"] == 0)[..., None]  # [B, L, 1], broadcast over channels
    B, L, D = x.shape
    s = torch.nn.functional.softplus(p)          # log1p(exp(p))
    i, r = torch.sigmoid(u), torch.sigmoid(v)
    ell = -C * r * s                             # log of the decay
    a = torch.exp(ell)
    a2 = torch.exp(2 * ell)
    om = -torch.expm1(2 * ell)                   # 1 - a^2 without cancellation
    dev = x.device                               # every tensor on the inputs' device (CPU, CUDA, ...)
    one, zero = torch.ones((), dtype=torch.float32, device=dev), torch.zeros((), dtype=torch.float32, device=dev)
    m = torch.where(reset, one, torch.sqrt(om))
    abar = a if keep_state_at_reset else torch.where(reset, zero, a)
    b = x * i * m
    hs = torch.empty(B, L + 1, D, dtype=torch.float32, device=dev)
    hs[:, 0] = h0
    for t in range(L):
        hs[:, t + 1] = abar[:, t] * hs[:, t] + b[:, t]
    g = torch.empty_like(x)
    gc = dhl.clone()
    for t in range(L - 1, -1, -1):
        g[:, t] = dy[:, t] + gc
        gc = abar[:, t] * g[:, t]
    dq = 1 / (2 * torch.sqrt(torch.clamp(om, min=1 / (4 * MAX_GRAD * MAX_GRAD))))
    dl = torch.where(reset, zero, g * (a * hs[:, :L] - 2 * a2 * x * i * dq))
    return {
        "y": hs[:, 1:],
        "h_last": hs[:, L].clone(),
        "dx": g * i * m,
        "du": g * x * m * (i * (1 - i)),
        "dv": dl * (-C * s) * (r * (1 - r)),
        "dp": torch.sigmoid(p) * (dl * (-C * r)).sum(dim=(0, 1)),
        "dh0": gc,
    }
