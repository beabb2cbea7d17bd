"""judging.py - what the examples that judge RG-LRU outputs case by case share (examples/outside_scans_rglru.py,
examples/recurrentgemma_rglru.py): their common options, the provenance of a run, the output directory, the
judging and auditing of one case and the summary files, through the scangate Python package."""
import contextlib
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))  # the checkout's package when not installed

import scangate  # noqa: E402


def add_options(ap, out_default, out_help=None):
    """--set, --case, --out, --scangate, --work, --audit."""
    ap.add_argument("--set", default="ci")
    ap.add_argument("--case", action="append", help="only these cases (repeatable)")
    ap.add_argument("--out", default=out_default, help=out_help)
    ap.add_argument("--scangate", help="the scangate executable (default: $SCANGATE, else PATH)")
    ap.add_argument("--work", help="keep the exported cases and the outputs here (default: a temporary directory)")
    ap.add_argument("--audit", action="store_true", help="audit every case that FAILs (scangate audit)")


def no_cuda(prog, device, torch):
    """True (after saying so) when --device cuda was asked for and torch sees no CUDA device."""
    if device == "cuda" and not torch.cuda.is_available():
        print(f"{prog}: --device cuda but torch sees no CUDA device", file=sys.stderr)
        return True
    return False


def gnuplot_images(audit):
    """Whether audits get their plots' images: without gnuplot (a GPU machine may have none) the audits are
    written without them, their gnuplot scripts beside the CSV, to be drawn elsewhere with `gnuplot NAME.gp`."""
    images = bool(shutil.which("gnuplot") or os.environ.get("SG_GNUPLOT"))
    if audit and not images:
        print("no gnuplot here: audits are written without their plots' images (draw them with gnuplot *.gp)")
    return images


def rglru_cases(suite, set_name, only):
    """The RG-LRU cases of the set, or those of them named by --case (an unknown one is an error)."""
    names = suite.cases(set_name, model="rglru")
    if only:
        unknown = [c for c in only if c not in names]
        if unknown:
            raise scangate.UnknownNameError(f"not RG-LRU cases of set {set_name}: {', '.join(unknown)}", exit_code=5)
        names = [n for n in names if n in only]
    return names


def git_commit():
    """The commit of the code that runs."""
    # SG_GIT_COMMIT names the code where the checkout's git does not (scripts/gpu.sh sets it: the GPU
    # machine's copy of the tree carries a .git that need not be the commit the tree holds)
    if os.environ.get("SG_GIT_COMMIT", "unknown") != "unknown":
        return os.environ["SG_GIT_COMMIT"]
    try:
        r = subprocess.run(["git", "-C", HERE, "describe", "--always", "--dirty", "--abbrev=7"],
                           capture_output=True, text=True, timeout=30)
        return r.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def versions(dists):
    """Python's version, each distribution's (None when not installed) and the scangate package's."""
    from importlib import metadata
    v = {"python": platform.python_version()}
    for d in dists:
        try:
            v[d] = metadata.version(d)
        except metadata.PackageNotFoundError:
            v[d] = None
    v["scangate (python)"] = scangate.__version__
    return v


def fresh_out(out):
    """The output directory, without an earlier run's case directories and summaries."""
    if os.path.isdir(out):
        for n in os.listdir(out):
            q = os.path.join(out, n)
            if n in ("summary.md", "summary.json") or (os.path.isdir(q) and os.path.exists(os.path.join(q, "report.json"))):
                shutil.rmtree(q) if os.path.isdir(q) else os.unlink(q)
    os.makedirs(out, exist_ok=True)


@contextlib.contextmanager
def work_dir(work, prefix):
    """--work (kept), or a temporary directory removed at the end."""
    d = work or tempfile.mkdtemp(prefix=prefix)
    os.makedirs(d, exist_ok=True)
    try:
        yield d
    finally:
        if not work:
            shutil.rmtree(d, ignore_errors=True)


def judge_case(suite, case, outs, name, out, work, audit, images, timing, took):
    """Writes the outputs, judges them as `name` into OUT/CASE and, with `audit`, audits a FAIL into
    OUT/CASE/audit; prints a line and returns the case's summary row. `timing`: the row's entries between
    its exit code and its failing gates; `took`: the line's time in parentheses."""
    n = case.name
    out_file = scangate.write_outputs(os.path.join(work, n + ".outputs.safetensors"), outs, case)
    v = suite.judge(case, out_file, name=name, out=os.path.join(out, n))
    row = {"case": n, "B": case.B, "L": case.L, "D": case.D, "seed": case.seed, "case_hash": case.hash,
           "verdict": v.verdict, "outcome": v.outcome, "exit_code": v.exit_code, **timing,
           "fail": [{"gate": m.key, "value": m.value, "limit": m.fail_limit, "canonical_f32": m.canonical}
                    for m in v.failures()],
           "marginal": [{"gate": m.key, "value": m.value, "limit": m.marginal_limit}
                        for m in v.failures(include_marginal=True) if m.verdict == "MARGINAL"]}
    print(f"  {n:34s} B={case.B} L={case.L} D={case.D}  {v.verdict:8s} ({took})"
          + (f"  FAIL: {', '.join(m.key for m in v.failures())}" if v.failures() else ""), flush=True)
    if audit and v.verdict == "FAIL":
        ad = os.path.join(out, n, "audit")
        r = suite.audit(name, case, out_file, out=ad, images=images)
        row["audit"] = {"exit_code": r.exit_code, "dir": os.path.relpath(ad, out),
                        "conclusion": r.conclusion, "command": " ".join(r.command)}
        print("      audit: " + r.conclusion.replace("\n", "\n      "), flush=True)
    return row


def judge_all(suite, a, names, name, out, images, prefix, run, row_extra):
    """Every case of `names` in set a.set, exported into the work directory (a.work, else a temporary one with
    this prefix), its outputs run(case) timed with the export, then judged as `name` (judge_case; audited with
    a.audit); row_extra(case, outputs, seconds) gives the row's timing entries and the line's time. The rows."""
    rows = []
    with work_dir(a.work, prefix) as work:
        for n in names:
            t0 = time.time()
            case = suite.load_case(a.set, n, work)
            outs = run(case)
            timing, took = row_extra(case, outs, time.time() - t0)
            rows.append(judge_case(suite, case, outs, name, out, work, a.audit, images, timing, took))
    return rows


def counts(rows):
    """How many cases PASS, are MARGINAL, FAIL."""
    return {k: sum(r["verdict"] == k for r in rows) for k in ("PASS", "MARGINAL", "FAIL")}


def run_line():
    """The command line and the date (UTC) a summary starts with."""
    return {"command": " ".join([os.path.relpath(sys.argv[0])] + sys.argv[1:]),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}


def gate_cells(r):
    """A summary row's failing gates (value > FAIL limit (canonical FP32 path's value)) and its links."""
    g = lambda x: "n/a" if x is None else f"{x:.4g}"  # noqa: E731
    fails = "; ".join(f"{f['gate']} {g(f['value'])} > {g(f['limit'])} ({g(f['canonical_f32'])})" for f in r["fail"])
    link = f"[report]({r['case']}/report.md)" + (f", [audit]({r['case']}/audit/audit.md)" if "audit" in r else "")
    return fails, link


def write_summaries(out, summary, markdown):
    """OUT/summary.json (the summary) and OUT/summary.md (the Markdown), each written whole (a temporary
    file renamed), then the closing line; returns the exit code: 1 when a case FAILs."""
    for fname, text in (("summary.json", json.dumps(summary, indent=1) + "\n"), ("summary.md", markdown)):
        with open(os.path.join(out, fname + ".tmp"), "w") as fh:
            fh.write(text)
        os.replace(os.path.join(out, fname + ".tmp"), os.path.join(out, fname))
    c = summary["counts"]
    print(f"{c['PASS']} PASS, {c['MARGINAL']} MARGINAL, {c['FAIL']} FAIL of {len(summary['cases'])} cases; "
          f"{os.path.join(out, 'summary.md')}")
    return 1 if c["FAIL"] else 0
