#!/usr/bin/env python3
"""grid_bench.py - the committed grid's speed and memory, from its tables' own records.

Reads tables' table.json (written by `scangate table`: each point's oracle time, the judging of a
streamed oracle's blocks, the point's wall time, how the oracle was held, peak RSS, input and output
sizes) and writes Markdown: per model and regime the grid's total time and the oracle's share, and per
point the oracle's cost per element-step (RG-LRU) or mode-step (SAMU, M = D/2) per core, to set beside
reports/bench-oracle.md and reports/bench-oracle-samu.md. Every number comes from the tables.

usage: scripts/grid_bench.py TABLE.json... --threads N [--out FILE] [--title TEXT]
"""
import json
import sys

import report_out


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help") or "--threads" not in argv:
        sys.stderr.write(__doc__)
        return 2
    threads = int(argv[argv.index("--threads") + 1])
    out = argv[argv.index("--out") + 1] if "--out" in argv else None
    title = argv[argv.index("--title") + 1] if "--title" in argv else None
    opts = ("--threads", "--out", "--title")
    paths = [a for i, a in enumerate(argv[1:], 1) if not a.startswith("--") and argv[i - 1] not in opts]
    o = ["# %s\n" % (title or "The committed grid: speed and memory")]
    w = o.append
    w("- written by: `python3 scripts/grid_bench.py %s --threads %d%s%s`" % (
        " ".join(paths), threads, " --out " + out if out else "", " --title '%s'" % title if title else ""))
    for path in paths:
        t = json.load(open(path))
        model = t["provenance"].get("model", "?")
        pv = t["provenance"]
        w("\n## %s (`%s`)\n" % (model, path))
        w("- command: `%s`" % pv.get("command"))
        w("- commit %s, date %s, machine %s, seed %s, oracle precision %s bits" % (
            pv.get("commit"), pv.get("date"), pv.get("machine"), pv.get("seed"), pv.get("oracle_precision")))
        w("- units: oracle µs per %s per core = oracle seconds x %d threads / (B L %s)\n" % (
            "element-step" if model == "rglru" else "mode-step", threads, "D" if model == "rglru" else "M"))
        regimes = sorted({p["regime"] for p in t["points"]})
        w("| regime | points | grid wall s | oracle s | oracle share | judging streamed blocks s | peak RSS MiB |")
        w("|---|---:|---:|---:|---:|---:|---:|")
        for r in regimes:
            ps = [p for p in t["points"] if p["regime"] == r]
            tot = sum(p.get("point_seconds", 0) for p in ps)
            orc = sum(p["oracle_seconds"] for p in ps)
            jud = sum(p.get("stream_judge_seconds", 0) for p in ps)
            w("| %s | %d | %.0f | %.0f | %.0f%% | %.0f | %.0f |" % (r, len(ps), tot, orc, 100 * orc / tot if tot else 0,
                                                              jud, max(p.get("peak_rss_mib", 0) for p in ps)))
        w("\n| regime | D | L | oracle | oracle s | µs/step/core | point s | streamed judging s | peak RSS MiB | "
          "inputs MiB | judged outputs MiB | oracle results if held MiB |")
        w("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for p in t["points"]:
            steps = p["B"] * p["L"] * (p["D"] if model == "rglru" else p["D"] // 2)
            w("| %s | %d | %d | %s | %.1f | %.3f | %.1f | %.1f | %.0f | %.0f | %.0f | %.0f |" % (
                p["regime"], p["D"], p["L"], p.get("oracle", "?"), p["oracle_seconds"],
                p["oracle_seconds"] * threads / steps * 1e6, p.get("point_seconds", float("nan")),
                p.get("stream_judge_seconds", 0), p.get("peak_rss_mib", float("nan")), p.get("inputs_mib", 0),
                p.get("judged_outputs_mib", 0), p.get("oracle_results_held_mib", 0)))
    report_out.emit(o, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
