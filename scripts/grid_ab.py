#!/usr/bin/env python3
"""grid_ab.py - two scangate executables on the same grid points, cold, one after the other: what a change
of the evaluation's speed does to a `scangate table` point, and that it changes no value.

Each point (MODEL:D:L) runs `scangate table --model MODEL --regimes REGIME --dims D --lengths L` with each
executable in turn (the first goes first in odd rounds, the second in even ones), in a fresh output and cache directory (cold: the
oracle computed), default backend set and repeats, --threads N. Per run: the wall seconds, table.json's
oracle, point and per-backend seconds and peak RSS. After every point the two
table.csv files are compared row for row without their '#' provenance lines: any difference in a value or
verdict is reported and makes the script exit 1. Writes Markdown with the command lines.

usage: scripts/grid_ab.py --a LABEL=EXE --b LABEL=EXE --point rglru:1024:8192 [--point ...]
                          [--regime init] [--threads 2] [--rounds 1] [--out FILE]
"""
import argparse
import os
import shutil
import sys
import tempfile
import time

import report_out


def run_point(exe, model, d, length, regime, threads, work):
    """One cold table point: (wall s, table.json point, peak RSS MiB, CSV rows without comments)."""
    out, cache = os.path.join(work, "out"), os.path.join(work, "cache")
    for p in (out, cache):
        shutil.rmtree(p, ignore_errors=True)
    cmd = [exe, "table", "--model", model, "--regimes", regime, "--dims", str(d), "--lengths", str(length),
           "--threads", str(threads), "--out", out, "--cache", cache]
    wall, tj = report_out.table_point(cmd, out, "grid_ab")
    point = tj["points"][0]
    with open(os.path.join(out, "table.csv")) as f:
        rows = [line for line in f if not line.startswith("#")]
    shutil.rmtree(cache, ignore_errors=True)
    return wall, point, rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--a", required=True, help="LABEL=EXE, the baseline")
    ap.add_argument("--b", required=True, help="LABEL=EXE, the change")
    ap.add_argument("--point", action="append", required=True, help="MODEL:D:L")
    ap.add_argument("--regime", default="init")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--out")
    a = ap.parse_args()
    execs = []
    for spec in (a.a, a.b):
        label, _, exe = spec.partition("=")
        if not exe or not os.access(exe, os.X_OK):
            raise SystemExit(f"grid_ab: '{spec}' is not LABEL=EXECUTABLE")
        execs.append((label, os.path.abspath(exe)))
    points = []
    for spec in a.point:
        parts = spec.split(":")
        if len(parts) != 3 or parts[0] not in ("rglru", "samu") or not parts[1].isdigit() or not parts[2].isdigit():
            raise SystemExit(f"grid_ab: --point '{spec}' is not MODEL:D:L (MODEL rglru or samu)")
        points.append((parts[0], int(parts[1]), int(parts[2])))
    lines = ["# Two builds on the same grid points, cold", "",
             f"- written by: `python3 scripts/grid_ab.py {' '.join(sys.argv[1:])}`",
             f"- commit {report_out.commit()}, {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}, "
             f"{report_out.machine()}",
             f"- builds: {'; '.join(f'{lab} = `{exe}`' for lab, exe in execs)}",
             f"- each point: `scangate table --model M --regimes {a.regime} --dims D --lengths L --threads "
             f"{a.threads}` in a fresh output and cache directory (cold), every default backend row, repeats "
             "on; the first build runs first in odd rounds, the second in even ones (--rounds); the VM's speed moves within minutes, so compare "
             "the two columns of one row, not rows of different days", ""]
    head = "| model | D | L | round | build | wall s | oracle s | point s | backends' first runs s | peak RSS MiB |"
    lines += [head, "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|"]
    summary = {}
    same = True
    with tempfile.TemporaryDirectory(prefix="grid-ab-") as work:
        for model, d, length in points:
            for rnd in range(a.rounds):
                order = execs if rnd % 2 == 0 else execs[::-1]
                csvs = {}
                for label, exe in order:
                    wall, pt, rows = run_point(exe, model, d, length, a.regime, a.threads, work)
                    csvs[label] = rows
                    rss = pt["peak_rss_mib"]
                    first = sum(b["seconds"] for b in pt["backends"])
                    lines.append(f"| {model} | {d} | {length} | {rnd + 1} | {label} | {wall:.1f} | "
                                 f"{pt['oracle_seconds']:.1f} | {pt['point_seconds']:.1f} | {first:.1f} | {rss:.0f} |")
                    summary.setdefault((model, d, length, label), []).append(pt["point_seconds"])
                    print(lines[-1], flush=True)
                (la, ra), (lb, rb) = [(lab, csvs[lab]) for lab, _ in execs]
                if ra != rb:
                    same = False
                    diff = [f"{x.strip()} | {y.strip()}" for x, y in zip(ra, rb) if x != y][:5]
                    lines.append("")
                    lines.append(f"**{model} D {d} L {length}: table.csv differs** ({len(ra)} / {len(rb)} rows); "
                                 f"first differences: {'; '.join(diff)}")
                    lines.append("")
    lines += ["", "| model | D | L | " + " | ".join(f"{lab} point s (mean)" for lab, _ in execs) +
              f" | {execs[1][0]} / {execs[0][0]} |", "|---|---:|---:|---:|---:|---:|"]
    for model, d, length in points:
        m = [sum(summary[(model, d, length, lab)]) / len(summary[(model, d, length, lab)]) for lab, _ in execs]
        lines.append(f"| {model} | {d} | {length} | {m[0]:.1f} | {m[1]:.1f} | {m[1] / m[0]:.2f} |")
    lines += ["", "Every point's table.csv (every value and verdict, `%.17g`) was " +
              ("the same for both builds." if same else "NOT the same for both builds (above).")]
    report_out.emit(lines, a.out)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
