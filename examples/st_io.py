"""st_io.py - read and write safetensors files for scangate's external-backend examples.

Reading uses the official `safetensors` package's framework-free deserializer; writing
builds the (simple) format directly so BF16 can be written from numpy without a framework:
8-byte little-endian header length, a JSON header, then the tensors' bytes back to back.
"""
import json
import struct

import numpy as np
from safetensors import deserialize

_NP = {"F32": np.float32, "F64": np.float64, "I32": np.int32}


def bf16_to_f32(bits):
    """BF16 bit patterns (uint16) -> float32, exactly."""
    return (bits.astype(np.uint32) << 16).view(np.float32)


def f32_to_bf16(x):
    """float32 -> BF16 bit patterns, round to nearest even (NaN kept as a quiet NaN)."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    nan = (u & 0x7FFFFFFF) > 0x7F800000
    r = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(nan, ((u >> 16) | 0x40).astype(np.uint16), r)


def load(path):
    """{name: numpy array}; BF16 tensors come back as float32 values."""
    out = {}
    for name, t in deserialize(open(path, "rb").read()):
        raw = bytes(t["data"])
        if t["dtype"] == "BF16":
            arr = bf16_to_f32(np.frombuffer(raw, dtype=np.uint16))
        else:
            arr = np.frombuffer(raw, dtype=_NP[t["dtype"]])
        out[name] = arr.reshape(t["shape"])
    return out


def save(path, tensors):
    """tensors: {name: (dtype, numpy array)} with dtype in BF16, F32, F64, I32."""
    header, blobs, off = {}, [], 0
    for name, (dtype, arr) in tensors.items():
        if dtype == "BF16":
            raw = f32_to_bf16(np.asarray(arr, dtype=np.float32)).tobytes()
        else:
            raw = np.ascontiguousarray(arr, dtype=_NP[dtype]).tobytes()
        header[name] = {"dtype": dtype, "shape": list(np.shape(arr)), "data_offsets": [off, off + len(raw)]}
        blobs.append(raw)
        off += len(raw)
    js = json.dumps(header, separators=(",", ":")).encode()
    js += b" " * (-len(js) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(js)) + js + b"".join(blobs))
