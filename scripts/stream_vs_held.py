#!/usr/bin/env python3
"""stream_vs_held.py - does streaming the oracle slow it, or does the width? (issue: long-sequence tables)

The grid's oracle cost per element-step (RG-LRU) or mode-step (SAMU) per core at L = 131072 came out
above reports/bench-oracle*.md's figures, which were measured held (results in memory) at D = 64 and
256. This runs the same point of `scangate table` twice, once held (--oracle-memory large enough) and
once streamed (--oracle-memory 1), and, for the width, the same length at a narrow width held, each in a
fresh process and directory, with only the canonical FP32 path as backend (--no-repeats: the oracle is
what is measured; table.json records its seconds apart from the judging of streamed blocks). Writes
Markdown with every command and the table.json figures it read.

usage: scripts/stream_vs_held.py --scangate BUILD/scangate [--models rglru,samu] [--lengths 32768,131072]
                                 [--dim 1024] [--narrow 64] [--threads 2] [--out FILE]
"""
import argparse
import os
import shutil
import sys
import tempfile
import time

import report_out


def run_point(scangate, model, D, L, threads, memory_mib, tmp):
    out = os.path.join(tmp, f"{model}-D{D}-L{L}-m{memory_mib}")
    shutil.rmtree(out, ignore_errors=True)
    cmd = [scangate, "table", "--model", model, "--regimes", "init", "--dims", str(D), "--lengths", str(L),
           "--backend", "cpu.canonical_f32", "--no-repeats", "--threads", str(threads),
           "--oracle-memory", str(memory_mib), "--out", out]
    wall, tj = report_out.table_point(cmd, out, "stream_vs_held")
    shutil.rmtree(out, ignore_errors=True)
    return cmd, wall, dict(tj["points"][0], oracle_precision=tj["provenance"]["oracle_precision"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scangate", required=True)
    ap.add_argument("--models", default="rglru,samu")
    ap.add_argument("--lengths", default="32768,131072")
    ap.add_argument("--dim", type=int, default=1024)
    ap.add_argument("--narrow", type=int, default=64)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="sg-stream-vs-held-")
    o = ["# Oracle cost: held against streamed, narrow against wide\n"]
    w = o.append
    w("- written by: `python3 scripts/stream_vs_held.py %s`" % " ".join(sys.argv[1:]))
    w("- commit %s, date %s, machine %s; seed: the table's default (recorded in each point), regime init, "
      "oracle at the table's default precision (in the last column)" % (
          report_out.commit(), time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), report_out.machine()))
    w("- each row one `scangate table` point in a fresh process (command below the table); `oracle s` is "
      "table.json's `oracle_seconds` (for a streamed point without the judging of its blocks, "
      "`stream_judge_seconds`); µs per step per core = oracle s x threads / (B L D) for RG-LRU, "
      "/ (B L M), M = D/2, for SAMU\n")
    w("| model | D | L | oracle | --oracle-memory MiB | oracle s | µs/step/core | streamed judging s | point s | peak RSS MiB | oracle bits |")
    w("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|")
    cmds = []
    for model in a.models.split(","):
        for L in [int(x) for x in a.lengths.split(",")]:
            for D, mem in ((a.narrow, 1 << 20), (a.dim, 1 << 20), (a.dim, 1)):
                cmd, wall, pt = run_point(a.scangate, model, D, L, a.threads, mem, tmp)
                cmds.append(" ".join(cmd))
                steps = pt["B"] * pt["L"] * (pt["D"] if model == "rglru" else pt["D"] // 2)
                w("| %s | %d | %d | %s | %d | %.1f | %.3f | %.1f | %.1f | %.0f | %s |" % (
                    model, D, L, pt.get("oracle", "?"), mem, pt["oracle_seconds"],
                    pt["oracle_seconds"] * a.threads / steps * 1e6, pt.get("stream_judge_seconds", 0),
                    pt.get("point_seconds", wall), pt.get("peak_rss_mib", float("nan")),
                    pt["oracle_precision"]))
                sys.stderr.write(f"stream_vs_held: {model} D={D} L={L} memory={mem}: {pt['oracle_seconds']:.1f} s\n")
    report_out.commands(o, cmds, tmp, "the output directory a temporary one")
    shutil.rmtree(tmp, ignore_errors=True)
    report_out.emit(o, a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
