#!/usr/bin/env python3
"""check_external.py - an implementation outside the project joins through files and is
judged exactly like the project's backends: `scangate export` writes a case,
examples/external_rglru.py (numpy, FP32) writes its outputs, `scangate judge` judges them.
A correct implementation must pass (exit 0); the same implementation with a planted bug
(state kept at a document start) must fail (exit 1, a regression) with the failure named.
Exit 77 (skipped) when numpy or safetensors is missing. Ends with 'N passed, N failed'."""
import os
import subprocess
import sys
import tempfile

try:
    import numpy  # noqa: F401
    import safetensors  # noqa: F401
except ImportError as e:
    print(f"SKIP: {e}")
    sys.exit(77)

scangate = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
example = os.path.join(here, "..", "examples", "external_rglru.py")
passed = failed = 0


def check(cond, what):
    global passed, failed
    print(("ok   " if cond else "FAIL ") + what)
    passed, failed = passed + bool(cond), failed + (not cond)


with tempfile.TemporaryDirectory() as d:
    env = dict(os.environ, SG_CACHE_DIR=os.path.join(d, "cache"))
    case = os.path.join(d, "case.safetensors")
    for name in ("rg_L37_resets", "rg_docs_b2"):
        r = subprocess.run([scangate, "export", "--set", "smoke", "--case", name, "--out", case], env=env,
                           capture_output=True, text=True)
        check(r.returncode == 0, f"export {name}")
        for bug, want in ((False, 0), (True, 1)):
            outs = os.path.join(d, f"out-{name}-{bug}.safetensors")
            cmd = [sys.executable, example, case, outs] + (["--keep-state-at-reset"] if bug else [])
            check(subprocess.run(cmd).returncode == 0, f"external implementation ran on {name} (bug={bug})")
            r = subprocess.run([scangate, "judge", "--case-file", case, "--outputs", outs, "--name",
                                "numpy-f32" + ("-bug" if bug else ""), "--out", os.path.join(d, f"rep-{name}-{bug}")],
                               env=env, capture_output=True, text=True)
            check(r.returncode == want, f"judge {name} bug={bug}: exit {r.returncode}, expected {want}")
            if bug:
                check("FAIL numpy-f32-bug" in r.stdout and "REGRESSION" in r.stdout, "the failure is named")
            else:
                check(" 0 failed" in r.stdout, "the correct implementation passes every gate")
    # a malformed outputs file is bad input, not a verdict
    bad = os.path.join(d, "bad.safetensors")
    open(bad, "wb").write(b"\x10\x00\x00\x00\x00\x00\x00\x00{not json}      ")
    r = subprocess.run([scangate, "judge", "--case-file", case, "--outputs", bad], env=env, capture_output=True, text=True)
    check(r.returncode == 3 and "bad.safetensors" in r.stderr, f"malformed outputs: exit {r.returncode} (3 expected)")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
