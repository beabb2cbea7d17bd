#!/usr/bin/env python3
"""check_external.py - an implementation outside the project joins through files and is
judged exactly like the project's backends: `scangate export` writes a case,
examples/external_rglru.py (numpy, FP32) writes its outputs, `scangate judge` judges them.
A correct implementation must pass (exit 0); the same implementation with a planted bug
(state kept at a document start) must fail (exit 1, a regression) with the failure named.
`scangate audit --case-file --outputs` explains outside FAILs: the implementation with one
operation done the lossy way (--variant) is traced to that operation (the canonical path's
single-operation variant of the same name), and the correct FP32 implementation on the case
where the canonical FP32 order itself fails (rg_long_16k, quarantined) is found as wrong as it,
with the quarantine's reason, and judged gets the outcome AS-CANONICAL (exit 16) where a variant
with a lossy operation stays a regression (exit 1); both explanations again from the oracle's stream (--oracle-memory 1),
word for word, one of them also with the variants judged in batches (SG_AUDIT_MEMORY_MIB=1).
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


def section(md, head):
    """The Markdown section under `head` (to the next '## '), '' when absent."""
    i = md.find(head)
    if i < 0:
        return ""
    j = md.find("\n## ", i + 3)
    return md[i:j if j >= 0 else len(md)]


def same_when_streamed(case, outs, name, held_dir, case_name, batched=False, want=1):
    """The outside audit from the oracle's stream (--oracle-memory 1: the case's results are over 1 MiB)
    explains the failure word for word as the held audit did: its failing elements, the canonical path's
    and every variant's verdicts, residuals and reproduced fractions, and its conclusion. The variants are judged
    from the outputs' stream; batched (SG_AUDIT_MEMORY_MIB=1: no output set fits), one variant with the
    outputs, then each of the others from a stream of its own."""
    sd = held_dir + ("-streamed-batched" if batched else "-streamed")
    r = subprocess.run([scangate, "audit", name, "--case-file", case, "--outputs", outs, "--out", sd,
                        "--oracle-memory", "1"], env=dict(env, SG_AUDIT_MEMORY_MIB="1") if batched else env,
                       capture_output=True, text=True)
    held = open(os.path.join(held_dir, "audit.md")).read()
    md = open(os.path.join(sd, "audit.md")).read() if os.path.exists(os.path.join(sd, "audit.md")) else ""
    secs = ("## What the failure is like", "## Conclusion")
    check(r.returncode == want and "audited from their stream" in r.stderr and
          all(section(held, h) and section(held, h) == section(md, h) for h in secs),
          f"audit of {name} on {case_name} from the oracle's stream{' in batches' if batched else ''}: exit "
          f"{r.returncode}; the explanation and the conclusion word for word as the held audit's")


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
                check("FAIL numpy-f32-bug" in r.stdout and "FAIL (expected PASS)" in r.stdout, "the failure is named")
            else:
                check(" 0 unexpected" in r.stdout, "the correct implementation passes every gate")
    # a malformed outputs file is bad input, not a verdict
    bad = os.path.join(d, "bad.safetensors")
    open(bad, "wb").write(b"\x10\x00\x00\x00\x00\x00\x00\x00{not json}      ")
    r = subprocess.run([scangate, "judge", "--case-file", case, "--outputs", bad], env=env, capture_output=True, text=True)
    check(r.returncode == 3 and "bad.safetensors" in r.stderr, f"malformed outputs: exit {r.returncode} (3 expected)")

    # the same implementation as a column of an error table: the points' cases exported, its outputs given per point
    tdir, cases, outs = os.path.join(d, "table"), os.path.join(d, "table-cases"), os.path.join(d, "table-outs")
    grid = ["table", "--model", "rglru", "--dims", "16", "--lengths", "64,256", "--resets", "docs:40"]
    r = subprocess.run([scangate] + grid + ["--out", tdir, "--export-cases", cases], env=env, capture_output=True,
                       text=True)
    check(r.returncode == 0 and len(os.listdir(cases)) == 2, f"table --export-cases: exit {r.returncode}, "
          f"{len(os.listdir(cases)) if os.path.isdir(cases) else 0} case files")
    for bug in (False, True):
        od = outs + ("-bug" if bug else "")
        os.makedirs(od, exist_ok=True)
        for f in sorted(os.listdir(cases)):
            cmd = [sys.executable, example, os.path.join(cases, f), os.path.join(od, f)]
            subprocess.run(cmd + (["--keep-state-at-reset"] if bug else []), check=True)
        name = "numpy-f32" + ("-bug" if bug else "")
        r = subprocess.run([scangate] + grid + ["--out", tdir, "--outputs", f"{name}={od}"], env=env,
                           capture_output=True, text=True)
        rows = [ln.split(",") for ln in open(os.path.join(tdir, "table.csv")) if ln.startswith("rglru,")]
        mine = [x for x in rows if x[5] == name]
        fails = [x for x in mine if x[9].strip() == "FAIL"]
        check(r.returncode == 0 and "2 backend evaluations now" in r.stdout and len(mine) > 0,
              f"table --outputs {name}: exit {r.returncode}, {len(mine)} rows, judged at 2 points only")
        check((len(fails) > 0) == bug, f"table --outputs {name}: {len(fails)} FAIL rows (some expected: {bug})")

    # audit of outside code: each lossy variant named from its outputs alone
    for name, variants in (("rg_mixed", ("om_from_decay", "decay_bf16", "input_bf16", "state_bf16")),
                           ("rg_clip", ("om_from_decay", "input_bf16", "state_bf16"))):
        r = subprocess.run([scangate, "export", "--set", "ci", "--case", name, "--out", case], env=env,
                           capture_output=True, text=True)
        check(r.returncode == 0, f"export ci {name}")
        for v in variants:
            outs = os.path.join(d, f"out-{name}-{v}.safetensors")
            subprocess.run([sys.executable, example, case, outs, "--variant", v], check=True)
            ad = os.path.join(d, f"audit-{name}-{v}")
            r = subprocess.run([scangate, "audit", f"numpy-{v}", "--case-file", case, "--outputs", outs, "--out", ad],
                               env=env, capture_output=True, text=True)
            concl = r.stdout.splitlines()[1] if len(r.stdout.splitlines()) > 1 else r.stdout + r.stderr
            md = open(os.path.join(ad, "audit.md")).read() if os.path.exists(os.path.join(ad, "audit.md")) else ""
            named = f"the likely operation: `opv.{v}`" in concl
            # 1 - a*a from the rounded decay is also spanned by the brackets of opv.om_from_exp2l (1 - exp(2 l)
            # rounded, the operand moved -2..+2 ulps): the audit may say it cannot tell the two apart, naming
            # both; a name that leaves the planted operation out, or any other, is a failure
            both = v == "om_from_decay" and concl.lstrip().startswith("ambiguous") and "`opv.om_from_decay`" in concl
            check(r.returncode == 1 and (named or both) and "## What the failure is like" in md,
                  f"audit of numpy --variant {v} on {name}: exit {r.returncode}; {concl.strip()[:140]}")
            if (name, v) == ("rg_mixed", "decay_bf16"):
                same_when_streamed(case, outs, f"numpy-{v}", ad, name)
                same_when_streamed(case, outs, f"numpy-{v}", ad, name, batched=True)
    # the correct implementation where the canonical FP32 order fails too (a quarantined region)
    r = subprocess.run([scangate, "export", "--set", "ci", "--case", "rg_long_16k", "--out", case], env=env,
                       capture_output=True, text=True)
    outs = os.path.join(d, "out-long.safetensors")
    subprocess.run([sys.executable, example, case, outs], check=True)
    r = subprocess.run([scangate, "audit", "numpy-f32", "--case-file", case, "--outputs", outs, "--out",
                        os.path.join(d, "audit-long")], env=env, capture_output=True, text=True)
    out = r.stdout
    check(r.returncode == 16 and "as wrong as the canonical FP32 order on rg_long_16k" in out
          and "quarantined here: FP32 rounds a = exp" in out,
          f"audit of the correct FP32 code on rg_long_16k: exit {r.returncode} (16: as the canonical order); as "
          f"wrong as the canonical order, quarantine reason named")
    same_when_streamed(case, outs, "numpy-f32", os.path.join(d, "audit-long"), "rg_long_16k", want=16)
    # judged, the same outputs get the outcome AS-CANONICAL (exit 16); the planted document-start bug
    # on the same case stays a regression (exit 1): the outcome covers FP32's limit, not a fault
    r = subprocess.run([scangate, "judge", "--case-file", case, "--outputs", outs, "--name", "numpy-f32", "--out",
                        os.path.join(d, "judge-long")], env=env, capture_output=True, text=True)
    check(r.returncode == 16 and "AS-CANONICAL: numpy-f32 on rg_long_16k" in r.stdout,
          f"judge of the correct FP32 code on rg_long_16k: exit {r.returncode} (16 expected, AS-CANONICAL)")
    bugged = os.path.join(d, "out-long-bug.safetensors")
    subprocess.run([sys.executable, example, case, bugged, "--variant", "decay_bf16"], check=True)
    r = subprocess.run([scangate, "judge", "--case-file", case, "--outputs", bugged, "--name", "numpy-decay_bf16",
                        "--out", os.path.join(d, "judge-long-bug")], env=env, capture_output=True, text=True)
    check(r.returncode == 1 and "FAIL (expected PASS): numpy-decay_bf16 on rg_long_16k" in r.stdout,
          f"judge of the BF16-decay variant on rg_long_16k: exit {r.returncode} (1 expected, a regression)")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
