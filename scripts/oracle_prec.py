#!/usr/bin/env python3
"""oracle_prec.py - the oracle's cost by working precision and by how MPFR is linked, and what either changes.

MPFR (4.x, 64-bit limbs) serves a precision p with 64 < p < 128 by its two-limb code when every operand
has that precision; 128 bits take the general n-limb path (oracle/sg_oracle.h). Linked as a shared
library, each access to MPFR's thread-local flags calls __tls_get_addr; linked statically, it does not
(CMakeLists.txt, SG_MPFR_STATIC). Each configuration is a scangate executable and a precision
(--config LABEL=EXE:BITS, repeatable; without any, --scangate at each of --precs). This measures, in
fresh processes and cache directories:
  1. grid points: one `scangate table` point per model (D, L below; held; only the canonical FP32 path
     as backend, --no-repeats) per configuration, with table.json's oracle seconds;
  2. the whole fixture set (`scangate oracle --set S --prec P`, cold cache) per configuration: wall and
     CPU seconds, then every stored value (exact-value roundings, FP64 values, scales S) of every case's
     oracle file compared byte for byte with the first configuration's;
  3. interleaved repeats: single cases of the set (--cases), each configuration in turn, --repeats
     rounds, cold cache each time: mean and least CPU seconds (one sample of a grid point per
     configuration, as in 1, moves with the shared machine's speed from minute to minute);
  4. the self-certification of the set in the last configuration (`--certify`, p + 64 bits): its verdict
     line and the smallest agreeing bits over every quantity of every case.
Writes Markdown with every command.

usage: scripts/oracle_prec.py (--scangate BUILD/scangate [--precs 128,127] | --config LABEL=EXE:BITS ...)
                              [--models rglru,samu] [--dim 1024] [--length 32768] [--set ci] [--threads 2]
                              [--cases rg_long_16k,rg_long_32k_docs,sa_long_8k_D256] [--repeats 3] [--out FILE]
"""
import argparse
import json
import os
import re
import resource
import shutil
import struct
import subprocess
import sys
import tempfile
import time

import numpy as np

import report_out

WIDTH = {"BF16": 2, "F16": 2, "F32": 4, "F64": 8, "I8": 1, "U8": 1, "I16": 2, "I32": 4, "I64": 8, "BOOL": 1}


def timed(cmd, env=None):
    """(stdout+stderr, wall s, CPU s of the child) of cmd; exits naming cmd when it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.stderr.write(p.stdout)
        raise SystemExit(f"oracle_prec: {' '.join(cmd)} exited {p.returncode}")
    return p.stdout, wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def linkage(exe):
    """'shared (PATH)' when exe loads a libmpfr.so (ldd), else 'static'."""
    try:
        out = subprocess.run(["ldd", exe], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout
    except OSError:
        return "unknown (no ldd)"
    lib = [ln.split("=>")[-1].split("(")[0].strip() for ln in out.splitlines() if "libmpfr" in ln]
    return "shared (%s)" % lib[0] if lib else "static"


def tensors(path):
    """{name: (dtype, bytes)} of a safetensors file (the format's header read directly)."""
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        head = json.loads(f.read(n))
        data = f.read()
    return {k: (v["dtype"], data[v["data_offsets"][0]:v["data_offsets"][1]])
            for k, v in head.items() if k != "__metadata__"}


def compare_caches(da, pa, db, pb):
    """(files, values, values that differ, [(file, tensor, count)]) over the oracle files of two caches."""
    files = values = differ = 0
    where = []
    suffix = f"-p{pa}.safetensors"
    for name in sorted(os.listdir(da)):
        if not name.endswith(suffix):
            continue
        other = os.path.join(db, name[:-len(suffix)] + f"-p{pb}.safetensors")
        if not os.path.exists(other):
            raise SystemExit(f"oracle_prec: {other} missing (its {pa}-bit twin is {name})")
        A, B = tensors(os.path.join(da, name)), tensors(other)
        if A.keys() != B.keys():
            raise SystemExit(f"oracle_prec: {name}: the two precisions' files hold different tensors")
        files += 1
        for k, (dt, xa) in A.items():
            w = WIDTH[dt]
            xb = B[k][1]
            n = len(xa) // w
            d = 0 if xa == xb else int(np.count_nonzero(
                (np.frombuffer(xa, np.uint8).reshape(n, w) != np.frombuffer(xb, np.uint8).reshape(n, w)).any(axis=1)))
            values += n
            differ += d
            if d:
                where.append((name, k, d))
    return files, values, differ, where


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scangate")
    ap.add_argument("--precs", default="128,127")
    ap.add_argument("--config", action="append", default=[], metavar="LABEL=EXE:BITS")
    ap.add_argument("--models", default="rglru,samu")
    ap.add_argument("--dim", type=int, default=1024)
    ap.add_argument("--length", type=int, default=32768)
    ap.add_argument("--set", default="ci")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--cases", default="rg_long_16k,rg_long_32k_docs,sa_long_8k_D256")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out")
    a = ap.parse_args()
    configs = []  # (label, executable, bits)
    for c in a.config:
        label, _, rest = c.partition("=")
        exe, _, bits = rest.rpartition(":")
        if not label or not exe or not bits.isdigit():
            ap.error(f"--config {c!r}: expected LABEL=EXE:BITS")
        configs.append((label, os.path.abspath(exe), int(bits)))
    if not configs:
        if not a.scangate:
            ap.error("--scangate or --config is required")
        configs = [(f"{p} bits", os.path.abspath(a.scangate), int(p)) for p in a.precs.split(",")]
    tmp = tempfile.mkdtemp(prefix="sg-oracle-prec-")
    o = ["# The oracle's cost by configuration: %s\n" % " against ".join(c[0] for c in configs)]
    w = o.append
    w("- written by: `python3 scripts/oracle_prec.py %s`" % " ".join(sys.argv[1:]))
    w("- commit %s, date %s, machine %s, %d threads" % (
        report_out.commit(), time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), report_out.machine(), a.threads))
    w("- why: MPFR takes its two-limb code (mpfr_mul_2, mpfr_add1sp2, ...) only for 64 < p < 128 bits, every "
      "operand of one precision; at 128 bits it takes the general n-limb path (oracle/sg_oracle.h); a shared "
      "libmpfr reaches its thread-local state through __tls_get_addr, a static one directly (CMakeLists.txt)")
    for label, exe, bits in configs:
        w("- %s: `%s`, %d bits, MPFR %s" % (label, exe, bits, linkage(exe)))
    w("")
    cmds = []
    try:
        w("## 1. Grid points (held, canonical FP32 only, no repeats; table.json's oracle seconds)\n")
        w("| model | D | L | configuration | oracle s | µs/step/core | point s |")
        w("|---|---:|---:|---|---:|---:|---:|")
        for model in a.models.split(","):
            for ci, (label, exe, p) in enumerate(configs):
                out = os.path.join(tmp, f"{model}-c{ci}")
                cmd = [exe, "table", "--model", model, "--regimes", "init", "--dims", str(a.dim), "--lengths",
                       str(a.length), "--backend", "cpu.canonical_f32", "--no-repeats", "--threads", str(a.threads),
                       "--oracle-memory", str(1 << 20), "--prec", str(p), "--out", out]
                env = dict(os.environ, SG_CACHE_DIR=os.path.join(tmp, f"cache-{model}-c{ci}"))
                timed(cmd, env)
                cmds.append(" ".join(cmd))
                with open(os.path.join(out, "table.json")) as f:
                    tj = json.load(f)
                pt = tj["points"][0]
                if tj["provenance"]["oracle_precision"] != p:
                    raise SystemExit(f"oracle_prec: {out}/table.json names precision "
                                     f"{tj['provenance']['oracle_precision']}, asked {p}")
                steps = pt["B"] * pt["L"] * (pt["D"] if model == "rglru" else pt["D"] // 2)
                w("| %s | %d | %d | %s | %.1f | %.3f | %.1f |" % (
                    model, pt["D"], pt["L"], label, pt["oracle_seconds"], pt["oracle_seconds"] * a.threads / steps * 1e6,
                    pt["point_seconds"]))
                sys.stderr.write(f"oracle_prec: {model} {label}: oracle {pt['oracle_seconds']:.1f} s\n")
                shutil.rmtree(out, ignore_errors=True)
                shutil.rmtree(env["SG_CACHE_DIR"], ignore_errors=True)

        w("\n## 2. The `%s` set's oracle, cold cache, and its stored values compared\n" % a.set)
        w("| configuration | wall s | CPU s |")
        w("|---|---:|---:|")
        caches = []
        for ci, (label, exe, p) in enumerate(configs):
            caches.append(os.path.join(tmp, f"set-c{ci}"))
            cmd = [exe, "oracle", "--set", a.set, "--prec", str(p)]
            _, wall, cpu = timed(cmd, dict(os.environ, SG_CACHE_DIR=caches[-1]))
            cmds.append(f"SG_CACHE_DIR=$TMP/set-c{ci} " + " ".join(cmd))
            w("| %s | %.1f | %.1f |" % (label, wall, cpu))
        for ci in range(1, len(configs)):
            files, values, differ, where = compare_caches(caches[0], configs[0][2], caches[ci], configs[ci][2])
            w("\n%s against %s: %d oracle files, %d stored values, **%d differ** byte for byte" % (
                configs[ci][0], configs[0][0], files, values, differ))
            for name, k, d in where[:20]:
                w(f"- {name}: {k}: {d}")

        w("\n## 3. Interleaved repeats: CPU seconds of single `%s` cases, cold cache, %d rounds\n" % (a.set, a.repeats))
        w("| case | configuration | mean CPU s | least CPU s |")
        w("|---|---|---:|---:|")
        cpu = {}
        for r in range(a.repeats):
            for case in a.cases.split(","):
                for ci, (label, exe, p) in enumerate(configs):
                    cache = os.path.join(tmp, f"rep-{r}-{case}-c{ci}")
                    cmd = [exe, "oracle", "--set", a.set, "--case", case, "--prec", str(p)]
                    _, _, c = timed(cmd, dict(os.environ, SG_CACHE_DIR=cache))
                    shutil.rmtree(cache, ignore_errors=True)
                    cpu.setdefault((case, ci), []).append(c)
                    if r == 0:
                        cmds.append(f"SG_CACHE_DIR=$TMP/rep-R-{case}-c{ci} " + " ".join(cmd))
        for case in a.cases.split(","):
            for ci, (label, _, _) in enumerate(configs):
                v = cpu[(case, ci)]
                w("| %s | %s | %.2f | %.2f |" % (case, label, sum(v) / len(v), min(v)))

        label, exe, p = configs[-1]
        w("\n## 4. Self-certification of the `%s` set, %s (%d bits against %d)\n" % (a.set, label, p, p + 64))
        cmd = [exe, "oracle", "--set", a.set, "--prec", str(p), "--certify"]
        text, wall, cpu = timed(cmd, dict(os.environ, SG_CACHE_DIR=os.path.join(tmp, "cert")))
        cmds.append("SG_CACHE_DIR=$TMP/cert " + " ".join(cmd))
        verdict = [ln for ln in text.splitlines() if ln.startswith("certification:")]
        bits = [(float(v), q, ln.split()[0]) for ln in text.splitlines()
                for q, v in re.findall(r"\b([a-z_0-9]+):([0-9.]+)\b", ln) if " hash " in ln]
        if not verdict or not bits:
            raise SystemExit("oracle_prec: the certification printed no verdict or no agreeing bits")
        lo = min(bits)
        w("- %s" % verdict[-1].replace(os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + "/", ""))
        w("- smallest agreeing bits: %.1f (%s of %s), over %d quantities of every case; %.1f s wall" % (
            lo[0], lo[1], lo[2], len(bits), wall))
    finally:
        report_out.commands(o, cmds, tmp)
        shutil.rmtree(tmp, ignore_errors=True)
    report_out.emit(o, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
