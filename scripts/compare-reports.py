#!/usr/bin/env python3
"""compare-reports.py - are two scangate report.json files the same verdicts
from the same numbers? Compares, for every (backend, case) present in either:
the verdict, the outcome, and for every quantity and metric the value (exactly:
the reports carry 17 significant digits; NaN equals NaN), whether it was
measured and its verdict, plus the worst elements' positions and values.
Times, dates, commits and command lines are ignored.

    scripts/compare-reports.py BEFORE/report.json AFTER/report.json

Prints each difference and a count; exit 0 when identical, 1 otherwise, 2 on
bad input. Used to show that a refactoring left every number unchanged."""
import json
import math
import sys


def flatten(path):
    try:
        with open(path) as f:
            rep = json.load(f)
    except (OSError, ValueError) as e:
        print(f"compare-reports: cannot read {path}: {e}", file=sys.stderr)
        sys.exit(2)
    out = {}
    for r in rep.get("results", []):
        key = (r["backend"], r["case"])
        out[key + ("verdict",)] = r.get("verdict")
        out[key + ("outcome",)] = r.get("outcome")
        out[key + ("case_hash",)] = r.get("case_hash")
        for qn, q in r.get("quantities", {}).items():
            out[key + (qn, "verdict")] = q.get("verdict")
            for field in ("elements", "not_rn", "worst_ulp_element", "worst_model_ulp_element"):
                if field in q:
                    out[key + (qn, field)] = json.dumps(q[field], sort_keys=True)
            for mn, m in q.get("metrics", {}).items():
                out[key + (qn, mn)] = (m.get("value"), m.get("measured"), m.get("verdict"))
    return out


def same(a, b):
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        return all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return a == b


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    a, b = flatten(sys.argv[1]), flatten(sys.argv[2])
    diffs = 0
    for k in sorted(set(a) | set(b), key=str):
        if k not in a or k not in b or not same(a[k], b[k]):
            diffs += 1
            if diffs <= 50:
                print(f"{'/'.join(map(str, k))}: {a.get(k, '(absent)')} -> {b.get(k, '(absent)')}")
    print(f"compare-reports: {len(a)} and {len(b)} entries, {diffs} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
