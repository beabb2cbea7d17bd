#!/usr/bin/env python3
"""expected_rows.py - EXPECTED_STATUS.md rows for the FAILs of a scangate report, to review and
paste (never applied by itself): one QUARANTINED row per failing backend x case of REPORT.json
that EXPECTED_STATUS.md does not already quarantine, its reason the failing gates (the worst by
value / FAIL limit first) prefixed by --why, its evidence the report's Markdown twin.

    scripts/expected_rows.py reports/evidence/B-ci/report.json --why "BF16 scan carry"

Exit 0 (rows on stdout, possibly none), 2 on bad input."""
import argparse
import json
import os
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("report")
    ap.add_argument("--why", required=True, help="the cause, in words, that starts each reason")
    ap.add_argument("--include-quarantined", action="store_true",
                    help="also the FAILs the report's run already found quarantined (rewriting their rows from new evidence)")
    ap.add_argument("--case-prefix", default="", help="only cases whose name starts with this")
    a = ap.parse_args()
    try:
        with open(a.report) as f:
            rep = json.load(f)
    except (OSError, ValueError) as e:
        print(f"expected_rows: cannot read {a.report}: {e}", file=sys.stderr)
        return 2
    limits = rep.get("thresholds_limits", {})
    evidence = os.path.splitext(os.path.relpath(a.report))[0] + ".md"
    for r in rep.get("results", []):
        if r.get("verdict") != "FAIL" or (r.get("outcome") == "QUARANTINED" and not a.include_quarantined):
            continue
        if not r["case"].startswith(a.case_prefix):
            continue
        fails = []
        for q, qq in r["quantities"].items():
            for m, v in qq["metrics"].items():
                if v["verdict"] == "FAIL":
                    lim = None
                    for key, row in limits.items():
                        if key.endswith(f".{q}.{m}"):
                            lim = row[1] if isinstance(row, list) and len(row) > 1 else None
                    ratio = v["value"] / lim if lim not in (None, 0) and v["value"] is not None else float("inf")
                    fails.append((ratio, q, m, v["value"], lim))
        fails.sort(key=lambda x: -x[0] if x[0] == x[0] else float("-inf"))
        qs = []
        for _, q, _, _, _ in fails:
            if q not in qs:
                qs.append(q)
        _, q, m, val, lim = fails[0]
        lim_s = f" > {lim:.4g}" if lim is not None else ""
        print(f"| {r['backend']} | {rep['set']} | {r['case']} | QUARANTINED | {a.why}: {len(fails)} gates FAIL "
              f"({', '.join(qs)}); worst {q}.{m} = {val:.4g}{lim_s} | {evidence} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
