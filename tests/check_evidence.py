#!/usr/bin/env python3
"""check_evidence.py - the evidence policy holds (scripts/evidence.py, docs/evidence.md).

  check_evidence.py BUILD_DIR

1. the tracked tree is within its limits (16 MB, 800 files, no file over 1 MiB but fixtures/hard/);
2. every manifest under reports/ is well formed, its kept files are as recorded and the others absent;
3. every report.json left in reports/ has its limits in reports/recorded-limits/ (the loosening check
   reads them there once the reports leave the tree);
4. the comparison itself: a changed byte is named, a run-dependent field (a time, a date) is not, a
   manifest whose command is not build/scangate is refused;
5. the regenerable artefacts reproduce hash for hash: each manifest with "regenerate": true and
   "ctest": true is rerun with BUILD_DIR's scangate.
Prints "N passed, M failed" last; exits 1 on any failure.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import evidence  # noqa: E402

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print("ok    %s" % what)
    else:
        failed += 1
        print("FAIL  %s" % what)


def run(*args):
    r = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "evidence.py")] + list(args),
                       capture_output=True, text=True)
    sys.stdout.write(r.stdout + r.stderr)
    return r.returncode


def main(build):
    check(run("tree") == 0, "the tracked tree is within the evidence policy's limits")
    check(run("check") == 0, "every manifest's kept files are as recorded, the others absent")

    # 3. limits of the reports still in the tree are recorded where the loosening check reads them
    recorded = set()
    ldir = os.path.join(ROOT, evidence.LIMITS_DIR)
    for f in sorted(os.listdir(ldir)) if os.path.isdir(ldir) else []:
        if f.endswith(".limits.json"):
            with open(os.path.join(ldir, f), encoding="utf-8") as fh:
                recorded.add(json.dumps(json.load(fh)["thresholds_limits"], sort_keys=True))
    missing = []
    for dp, dns, fns in os.walk(os.path.join(ROOT, "reports")):
        if "report.json" in fns:
            with open(os.path.join(dp, "report.json"), encoding="utf-8") as fh:
                lim = json.load(fh).get("thresholds_limits")
            if isinstance(lim, dict) and lim and json.dumps(lim, sort_keys=True) not in recorded:
                missing.append(os.path.relpath(dp, ROOT))
    check(recorded and not missing, "the limits of every report.json in reports/ are in %s (%d sets; missing: %s)"
          % (evidence.LIMITS_DIR, len(recorded), ", ".join(missing) or "none"))

    # 4. the comparison on planted differences
    with tempfile.TemporaryDirectory() as d:
        files = {"table.csv": b"# commit: abc\nx,1\n",
                 "point.json": json.dumps({"rows": [1, 2], "seconds": 0.25, "date": "2026-01-01"}).encode(),
                 "table.md": b"- date: `2026`\n\n| L | point s | backends |\n|---|---:|---|\n| 64 | 0.12 | a PASS 0.01s |\n"}
        def write(**named):
            for n, data in named.items():
                with open(os.path.join(d, n.replace("_", ".")), "wb") as f:
                    f.write(data)

        write(**{n.replace(".", "_"): data for n, data in files.items()})
        m = {"files": [evidence.file_entry(n, data, True) for n, data in files.items()]}
        lines, equal = evidence.compare(m, d)
        check(not lines and equal == 3, "a rerun with the same bytes is equal")
        write(point_json=json.dumps({"rows": [1, 2], "seconds": 9.5, "date": "2027-02-02"}).encode(),
              table_md=b"- date: `2027`\n\n| L | point s | backends |\n|---|---:|---|\n| 64 | 3.40 | a PASS 2.5s |\n")
        lines, equal = evidence.compare(m, d)
        check(not lines and equal == 3, "times and dates alone do not count as differences")
        write(point_json=json.dumps({"rows": [1, 3], "seconds": 9.5, "date": "2027-02-02"}).encode(),
              table_csv=b"# commit: abc\nx,2\n", new_csv=b"x\n")
        os.remove(os.path.join(d, "table.md"))
        lines, equal = evidence.compare(m, d)
        text = "\n".join(lines)
        check(equal == 0 and "differs   point.json" in text and "differs   table.csv" in text and
              "missing   table.md" in text and "new       new.csv" in text,
              "a changed value, a changed byte, a missing and a new file are each named:\n  " + text.replace("\n", "\n  "))
        bad = {"format": evidence.FORMAT, "artefact": "reports/x", "commands": [["sh", "-c", "touch /tmp/x"]],
               "files": []}
        with open(os.path.join(d, evidence.MANIFEST), "w") as f:
            json.dump(bad, f)
        try:
            evidence.read_manifest(d)
            refused = False
        except evidence.Bad as e:
            refused = "build/scangate" in str(e)
        check(refused, "a manifest whose command is not build/scangate is refused")

    # 5. the regenerable artefacts marked for the test suite reproduce hash for hash
    n = 0
    for dp, dns, fns in os.walk(os.path.join(ROOT, "reports")):
        dns.sort()
        if evidence.MANIFEST not in fns:
            continue
        m = evidence.read_manifest(dp)
        if not (m.get("regenerate") and m.get("ctest")):
            continue
        n += 1
        rc = run("verify", dp, "--build", build)
        check(rc == 0, "%s reproduces hash for hash (scripts/evidence.py verify)" % m["artefact"])
    check(n >= 1, "at least one regenerable artefact is checked here (%d)" % n)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: check_evidence.py BUILD_DIR", file=sys.stderr)
        sys.exit(2)
    main(os.path.abspath(sys.argv[1]))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)
