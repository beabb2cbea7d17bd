#!/usr/bin/env python3
"""check_transcripts.py - the terminal output a user reads stays readable: a few commands are run as a
user types them and their output (stdout then stderr), normalised, is compared line for line with the
golden transcripts in tests/transcripts.txt, one section per command (issue 37 point 9). Normalised: the source tree, the work
directory, the commit, dates, durations, THRESHOLDS.md's hash, EXPECTED_STATUS.md's line numbers and the
CUDA probe's reason become placeholders; nothing else.

    check_transcripts.py SCANGATE            compare (ctest test_transcripts)
    check_transcripts.py SCANGATE --update   rewrite the goldens from this build (review the diff)

A difference prints a unified diff of the transcript. Uses the standard library only. Ends with
'N passed, N failed'; exit 0 only when none failed, 2 on bad usage."""
import difflib
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(HERE)
GOLD = os.path.join(HERE, "transcripts.txt")
HEAD = "### transcript: "

# name, arguments (OUT is the work directory), the exit code expected
TRANSCRIPTS = [
    ("help-run", ["help", "run"], 0),
    ("run-smoke-clip", ["run", "--set", "smoke", "--case", "rg_clip", "--backend", "cpu.canonical_f32",
                        "--backend", "cpu.rglru_assoc_bf16", "--out", "OUT/run"], 0),
    ("run-unknown-set", ["run", "--set", "smok"], 5),
    ("compare-same", ["compare", "OUT/run", "OUT/run/report.json"], 0),
    ("quarantine", ["quarantine", "--from", "OUT/run/report.json", "--why", "BF16 scan carry",
                    "--include-quarantined", "--evidence", "evidence/report.md"], 0),
]


def normalise(text, out):
    text = text.replace(out, "<OUT>").replace(SRC, "<SRC>")
    # the commit: a hash (-dirty), or "unknown" in a tree without git (a release tarball, `git archive`)
    text = re.sub(r"commit=(?:[0-9a-f]{7,40}(?:-dirty)?|unknown)", "commit=<COMMIT>", text)
    text = re.sub(r"\(commit (?:[0-9a-f]{7,40}(?:-dirty)?|unknown)\)", "(commit <COMMIT>)", text)
    text = re.sub(r"date=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", "date=<DATE>", text)
    text = re.sub(r"(thresholds=\S+) \([0-9a-f]{12}\)", r"\1 (<HASH>)", text)  # THRESHOLDS.md's hash
    text = re.sub(r"\b\d+\.\d\ds\b", "<S>s", text)  # durations: "oracle 0.01s"
    text = re.sub(r"EXPECTED_STATUS\.md:\d+", "EXPECTED_STATUS.md:<LINE>", text)  # rows move as the file grows
    text = re.sub(r"EXPECTED_STATUS\.md lines \d+ to \d+", "EXPECTED_STATUS.md lines <LINE> to <LINE>", text)
    text = re.sub(r"(no usable CUDA device: ).*", r"\1<REASON>", text)
    text = re.sub(r"^(skip \d+ backends?) \(.*\): .*$", r"\1 (<CUDA ROWS>): <REASON>", text, flags=re.M)
    return text


def main():
    if len(sys.argv) < 2 or len(sys.argv) > 3 or (len(sys.argv) == 3 and sys.argv[2] != "--update"):
        print(__doc__.splitlines()[4].strip(), file=sys.stderr)
        return 2
    scangate, update = sys.argv[1], len(sys.argv) == 3
    passed = failed = 0
    try:
        with open(GOLD) as f:
            sections = f.read().split(HEAD)[1:]
    except OSError:
        sections = []
    golds = {sec.split("\n", 1)[0]: sec.split("\n", 1)[1] if "\n" in sec else "" for sec in sections}
    written = []
    with tempfile.TemporaryDirectory(prefix="sg-transcripts-") as out:
        # the files in use as a user without settings gets them (the lines naming them are in the transcript)
        env = {k: v for k, v in os.environ.items() if k not in ("SG_THRESHOLDS", "SG_EXPECTED", "SG_DATA_DIR", "SG_REPORTS_DIR")}
        for name, args, want in TRANSCRIPTS:
            argv = [scangate] + [a.replace("OUT", out) for a in args]
            r = subprocess.run(argv, capture_output=True, text=True, env=env)
            got = normalise(r.stdout + r.stderr, out) + f"[exit {r.returncode}]\n"
            written.append(HEAD + name + "\n" + got)
            gold = golds.get(name, f"(no golden transcript {name})\n")
            ok = update or (got == gold and r.returncode == want)
            print(("ok   " if ok else "FAIL ") + f"{name}: scangate {' '.join(args)} (exit {r.returncode}, {want} expected)")
            if not ok:
                sys.stdout.writelines(difflib.unified_diff(gold.splitlines(True), got.splitlines(True),
                                                           "golden/" + name, "now/" + name))
            passed, failed = passed + ok, failed + (not ok)
    if update:
        with open(GOLD, "w") as f:
            f.write("".join(written))
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
