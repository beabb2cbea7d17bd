"""Tests of the scangate Python package against the real command ($SCANGATE), real cases and real judging:
cases loaded bit for bit, outputs written and read back, a correct implementation passing, planted faults
raising GateFailure that names them, and bad input raising its own error type. tests/check_python.py runs
this file (ctest test_python_package)."""
import importlib.metadata
import json
import os
import re
import struct
import sys

import pytest
import torch
from safetensors.torch import load_file, save_file

import scangate

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "examples", "pytest"))
from rglru_torch import rglru_f32  # noqa: E402  (the example's plain PyTorch RG-LRU, FP32)

EXE = os.environ.get("SCANGATE")


def raw_file(path):
    """{name: (dtype, shape, bytes)} and the metadata of a safetensors file, parsed here from its bytes."""
    with open(path, "rb") as f:
        b = f.read()
    n = struct.unpack("<Q", b[:8])[0]
    h = json.loads(b[8:8 + n])
    base = 8 + n
    t = {k: (v["dtype"], v["shape"], b[base + v["data_offsets"][0]:base + v["data_offsets"][1]])
         for k, v in h.items() if k != "__metadata__"}
    return t, h.get("__metadata__", {})


def tensor_bytes(t):
    t = t.detach().cpu().contiguous()
    return t.reshape(-1).view(torch.uint8).numpy().tobytes()


@pytest.fixture(scope="session")
def suite(tmp_path_factory):
    assert EXE, "SCANGATE must name the scangate executable (tests/check_python.py sets it)"
    cache = os.environ.get("SG_CACHE_DIR") or str(tmp_path_factory.mktemp("oracle-cache"))
    return scangate.Suite(EXE, cache_dir=cache)


@pytest.fixture(scope="session")
def rg_case(suite, tmp_path_factory):
    return suite.load_case("smoke", "rg_L37_resets", tmp_path_factory.mktemp("cases"))


@pytest.fixture(scope="session")
def rg_outputs(rg_case):
    return rg_case.cast_outputs(rglru_f32(rg_case.float32()))


# ---- the command ------------------------------------------------------------------------------------------

def test_version_is_the_projects(suite):
    cm = open(os.path.join(ROOT, "CMakeLists.txt")).read()
    project = re.search(r"project\(scangate VERSION (\d+\.\d+\.\d+)", cm).group(1)
    assert scangate.__version__ == project == suite.version, (scangate.__version__, project, suite.version)
    if os.environ.get("SCANGATE_REQUIRE_INSTALLED") == "1":  # the set-up installs the package (editable)
        assert importlib.metadata.version("scangate") == scangate.__version__


def test_executable_not_found(tmp_path, monkeypatch):
    with pytest.raises(scangate.ExecutableNotFound, match="does not exist"):
        scangate.Suite(tmp_path / "no-such-scangate")
    monkeypatch.setenv("SCANGATE", str(tmp_path / "nope"))
    with pytest.raises(scangate.ExecutableNotFound, match="SCANGATE environment variable"):
        scangate.Suite()
    monkeypatch.delenv("SCANGATE")
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(scangate.ExecutableNotFound, match="PATH"):
        scangate.Suite()
    with pytest.raises(scangate.ExecutableNotFound, match="not an executable file"):
        scangate.Suite(tmp_path)
    plain = tmp_path / "plain"
    plain.write_text("not a program\n")
    with pytest.raises(scangate.ExecutableNotFound, match="not an executable file"):
        scangate.Suite(plain)
    assert issubclass(scangate.ExecutableNotFound, FileNotFoundError)


def test_executable_found_on_path_and_checked(tmp_path, monkeypatch):
    os.symlink(os.path.abspath(EXE), tmp_path / "scangate")
    monkeypatch.delenv("SCANGATE", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert scangate.Suite().exe == str(tmp_path / "scangate")
    other = tmp_path / "other"
    other.write_text("#!/bin/sh\necho 'something 1.0'\n")
    other.chmod(0o755)
    with pytest.raises(scangate.IncompatibleVersion, match="is not scangate"):
        scangate.Suite(other)
    future = tmp_path / "future"
    future.write_text("#!/bin/sh\necho 'scangate 99.0.0 (plugin ABI 9)'\n")
    future.chmod(0o755)
    with pytest.raises(scangate.IncompatibleVersion, match="99.0.0"):
        scangate.Suite(future)


def test_sets_and_cases(suite, tmp_path):
    assert {"smoke", "ci"} <= set(suite.sets())
    rg = suite.cases("smoke", model="rglru")
    sa = suite.cases("smoke", model="samu")
    assert "rg_L37_resets" in rg and all(c.startswith("rg_") for c in rg)
    assert all(c.startswith("sa_") for c in sa) and sa
    assert suite.cases("smoke") == [c.name for c in suite.case_infos("smoke")]
    others = [c for m in ("rglru_mixer", "rglru_decode", "samu_decode") for c in suite.cases("smoke", model=m)]
    assert others and all(c.startswith(("mx_", "dc_", "sd_")) for c in others)
    assert sorted(suite.cases("smoke")) == sorted(rg + sa + others)
    info = {c.name: c for c in suite.case_infos("smoke")}["rg_L37_resets"]
    assert (info.model, info.B, info.L, info.D) == ("rglru", 2, 37, 24)
    with pytest.raises(scangate.UnknownNameError, match="unknown set 'nosuch'.*smoke"):
        suite.cases("nosuch")
    with pytest.raises(scangate.UnknownNameError, match="unknown model 'lstm'"):
        suite.cases("smoke", model="lstm")
    with pytest.raises(scangate.UnknownNameError) as ei:  # the command's own refusal, exit 5
        suite.export_case("smoke", "no_such_case", tmp_path / "c.safetensors")
    assert ei.value.exit_code == 5 and "no_such_case" in str(ei.value)
    got = suite.export("smoke", tmp_path / "x", model="rglru", cases=["rg_clip", "rg_fast"])
    assert list(got) == ["rg_clip", "rg_fast"] and all(os.path.getsize(p) > 0 for p in got.values())


# ---- cases ------------------------------------------------------------------------------------------------

def test_case_loads_bit_for_bit(rg_case):
    raw, meta = raw_file(rg_case.path)
    want = {"x": torch.bfloat16, "u": torch.bfloat16, "v": torch.bfloat16, "dy": torch.bfloat16,
            "p": torch.float32, "h0": torch.float32, "dh_last": torch.float32, "segment_pos": torch.int32}
    assert set(rg_case.inputs) == set(raw) == set(want)
    for k, t in rg_case.inputs.items():
        assert t.dtype == want[k], k
        assert list(t.shape) == raw[k][1], k
        assert tensor_bytes(t) == raw[k][2], f"{k}: not the file's bits"
    assert (rg_case.model, rg_case.name, rg_case.hash, rg_case.seed) == \
        (meta["model"], meta["case"], meta["hash"], meta["seed"]) == ("rglru", "rg_L37_resets", meta["hash"], meta["seed"])
    assert rg_case.shape == (2, 37, 24)
    assert [(q.name, q.dtype, q.shape) for q in rg_case.quantities] == [
        ("y", "BF16", (2, 37, 24)), ("h_last", "F32", (2, 24)), ("dx", "BF16", (2, 37, 24)),
        ("du", "BF16", (2, 37, 24)), ("dv", "BF16", (2, 37, 24)), ("dp", "F32", (24,)), ("dh0", "F32", (2, 24))]
    f = rg_case.float32()
    assert f["x"].dtype == torch.float32 and f["segment_pos"].dtype == torch.int32
    bits = f["x"].view(torch.int32)
    assert torch.equal(bits & 0xFFFF, torch.zeros_like(bits))  # BF16 widened exactly: low half zero
    assert torch.equal(f["x"].to(torch.bfloat16).view(torch.int16), rg_case["x"].view(torch.int16))


def test_case_file_errors(tmp_path, rg_case, rg_outputs):
    with pytest.raises(scangate.CaseFileError, match="no such case file"):
        scangate.load_case(tmp_path / "missing.safetensors")
    junk = tmp_path / "junk.safetensors"
    junk.write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00{not json}      ")
    with pytest.raises(scangate.CaseFileError, match="not a safetensors file"):
        scangate.load_case(junk)
    short = tmp_path / "short"
    short.write_bytes(b"abc")
    with pytest.raises(scangate.CaseFileError, match="shorter than 8 bytes"):
        scangate.load_case(short)
    with pytest.raises(scangate.CaseFileError, match="is a directory"):
        scangate.load_case(tmp_path)
    outs = scangate.write_outputs(tmp_path / "outs.safetensors", rg_outputs, rg_case)
    with pytest.raises(scangate.CaseFileError, match="not a scangate case"):
        scangate.load_case(outs)
    assert issubclass(scangate.CaseFileError, ValueError)


# ---- outputs ----------------------------------------------------------------------------------------------

def test_outputs_written_and_read_back(tmp_path, rg_case, rg_outputs):
    p = tmp_path / "o.safetensors"
    p.write_bytes(b"an earlier file")
    # a tensor that requires grad and a non-contiguous one are written as their values
    outs = dict(rg_outputs)
    outs["h_last"] = outs["h_last"].clone().requires_grad_(True)
    outs["y"] = outs["y"].transpose(0, 2).contiguous().transpose(0, 2)
    assert not outs["y"].is_contiguous()
    assert scangate.write_outputs(p, outs, rg_case) == str(p)
    assert sorted(os.listdir(tmp_path)) == ["o.safetensors"]  # no temporary left, the old file replaced
    umask = os.umask(0)
    os.umask(umask)
    assert os.stat(p).st_mode & 0o777 == 0o666 & ~umask
    raw, _ = raw_file(p)
    back = scangate.read_outputs(p)
    assert set(raw) == set(back) == {q.name for q in rg_case.quantities}
    for q in rg_case.quantities:
        assert raw[q.name][0] == q.dtype and tuple(raw[q.name][1]) == q.shape
        assert back[q.name].dtype == q.torch_dtype
        assert tensor_bytes(back[q.name]) == raw[q.name][2] == tensor_bytes(rg_outputs[q.name]), q.name
    # the same through safetensors' own reader
    theirs = load_file(str(p))
    assert all(tensor_bytes(theirs[k]) == tensor_bytes(rg_outputs[k]) for k in rg_outputs)


def test_outputs_refused_before_writing(tmp_path, rg_case, rg_outputs):
    p = tmp_path / "o.safetensors"
    p.write_bytes(b"kept")

    def refused(outs, err, pattern):
        with pytest.raises(err, match=pattern):
            scangate.write_outputs(p, outs, rg_case)
        assert p.read_bytes() == b"kept" and os.listdir(tmp_path) == ["o.safetensors"]

    o = dict(rg_outputs)
    del o["dh0"]
    refused(o, scangate.OutputNameError, r"missing dh0")
    refused(dict(rg_outputs, foo=torch.zeros(1)), scangate.OutputNameError, r"not a quantity: foo")
    refused(dict(rg_outputs, y=rg_outputs["y"].float()), scangate.OutputDtypeError,
            r"y is torch.float32, expected torch.bfloat16 \(BF16\)")
    refused(dict(rg_outputs, dp=rg_outputs["dp"][None]), scangate.OutputShapeError,
            r"dp has shape \[1, 24\], expected \[24\]")
    refused(dict(rg_outputs, h_last=rg_outputs["h_last"].numpy()), scangate.OutputsError, r"not torch tensors")
    refused([1, 2], scangate.OutputsError, r"dict")
    for e in (scangate.OutputNameError, scangate.OutputDtypeError, scangate.OutputShapeError):
        assert issubclass(e, scangate.OutputsError) and issubclass(e, ValueError)


# ---- judging ----------------------------------------------------------------------------------------------

def test_correct_implementation_passes(suite, rg_case, rg_outputs, tmp_path):
    v = suite.judge(rg_case, rg_outputs, name="torch-f32", out=tmp_path / "r")
    assert v.exit_code == 0 and v.passed and v.verdict in ("PASS", "MARGINAL"), v.explain(True)
    assert v.raise_for_status() is v
    assert (v.name, v.case, v.model, v.shape) == ("torch-f32", "rg_L37_resets", "rglru", (2, 37, 24))
    # every number is the report's
    rep = json.load(open(tmp_path / "r" / "report.json"))
    res = rep["results"][0]["quantities"]
    assert set(v.quantities) == set(res)
    for qn, q in v.quantities.items():
        assert q.verdict == res[qn]["verdict"]
        for mn, m in q.metrics.items():
            val = res[qn]["metrics"][mn]["value"]
            assert m.verdict == res[qn]["metrics"][mn]["verdict"]
            assert (m.value is None and val is None) or m.value == float(val), (qn, mn)
    lim = rep["thresholds_limits"]["rglru.y.rel_l2"]
    y = v.quantities["y"].metrics["rel_l2"]
    assert (y.marginal_limit, y.fail_limit) == (lim[0], lim[1]) and y.gated
    assert v.quantities["y"].metrics["unwritten"].measured is False  # not measurable from a file
    assert v.quantities["y"].metrics["max_ulp"].fail_limit is None   # a `report` row: not gated
    assert v.failures() == [] and "PASS" in v.summary()
    again = scangate.Verdict.from_report(tmp_path / "r", exit_code=0)
    assert [(m.key, m.value, m.verdict) for m in again.metrics()] == [(m.key, m.value, m.verdict) for m in v.metrics()]


def test_planted_bug_raises_with_every_failing_gate(suite, rg_case, tmp_path):
    outs = rg_case.cast_outputs(rglru_f32(rg_case.float32(), keep_state_at_reset=True))
    with pytest.raises(scangate.GateFailure) as ei:
        suite.assert_passes(rg_case, outs, name="torch-bug", out=tmp_path / "r")
    e = ei.value
    assert isinstance(e, AssertionError) and e.verdict.exit_code == 1 and e.verdict.verdict == "FAIL"
    rep = json.load(open(tmp_path / "r" / "report.json"))
    failing = [f"{q}.{m}" for q, qd in rep["results"][0]["quantities"].items()
               for m, md in qd["metrics"].items() if md["verdict"] == "FAIL"]
    msg = str(e)
    assert failing and [ln.split()[1] for ln in msg.splitlines() if ln.startswith("  FAIL ")] == failing
    assert f"{len(failing)} gates FAIL" in msg
    assert re.search(r"FAIL y\.rel_l2 = \S+ > 0\.0059 \(FAIL limit\) \[canonical f32: \S+\]", msg), msg
    assert "worst (model_ulp) at (b=" in msg and "report.md" in msg


def test_the_failing_quantity_is_named(suite, rg_case, rg_outputs, tmp_path):
    outs = dict(rg_outputs, dv=(rg_outputs["dv"].float() * 1.05).to(torch.bfloat16))  # dv 5% too large
    v = suite.judge(rg_case, outs, name="torch-dv", out=tmp_path / "r")
    assert not v.passed and {m.quantity for m in v.failures()} == {"dv"}
    with pytest.raises(scangate.GateFailure) as ei:
        v.raise_for_status()
    msg = str(ei.value)
    assert "FAIL dv.rel_l2 = " in msg and not re.search(r"FAIL (y|h_last|dx|du|dp|dh0)\.", msg)


def test_nonfinite_output_fails(suite, rg_case, rg_outputs, tmp_path):
    y = rg_outputs["y"].clone()
    y[1, 5, 3] = float("nan")
    v = suite.judge(rg_case, dict(rg_outputs, y=y), name="torch-nan", out=tmp_path / "r")
    m = v.quantities["y"].metrics["nonfinite"]
    assert m.verdict == "FAIL" and m.value == 1.0
    with pytest.raises(scangate.GateFailure, match=r"FAIL y\.nonfinite = 1 > 0 \(FAIL limit\)"):
        v.raise_for_status()


def test_judge_refuses_bad_files(suite, rg_case, rg_outputs, tmp_path):
    bad = tmp_path / "bad-shape.safetensors"
    save_file(dict(rg_outputs, dp=rg_outputs["dp"][None].contiguous()), str(bad))  # around the package's check
    with pytest.raises(scangate.DtypeShapeError) as ei:
        suite.judge(rg_case, bad, name="x", out=tmp_path / "r1")
    assert ei.value.exit_code == 4 and "dp" in str(ei.value)
    bad = tmp_path / "bad-dtype.safetensors"
    save_file(dict(rg_outputs, y=rg_outputs["y"].float()), str(bad))
    with pytest.raises(scangate.DtypeShapeError, match="y"):
        suite.judge(rg_case, bad, name="x", out=tmp_path / "r2")
    junk = tmp_path / "junk.safetensors"
    junk.write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00{not json}      ")
    with pytest.raises(scangate.MalformedFileError) as ei:
        suite.judge(rg_case, junk, name="x", out=tmp_path / "r3")
    assert ei.value.exit_code == 3 and "junk.safetensors" in str(ei.value)
    with pytest.raises(scangate.UsageError):
        suite.judge(rg_case, rg_outputs, name="bad\nname", out=tmp_path / "r4")
    with pytest.raises(scangate.ScangateIOError, match="none.safetensors"):  # no such outputs file: exit 9
        suite.judge(rg_case, tmp_path / "none.safetensors", name="x", out=tmp_path / "r5")


def test_samu_quantities_are_the_commands(suite, tmp_path):
    """The package's SAMU quantity table is the command's: outputs made from it are judged, not refused."""
    case = suite.load_case("smoke", "sa_L37_resets", tmp_path)
    assert case.model == "samu" and case["x"].dtype == torch.bfloat16
    zeros = {q.name: torch.zeros(q.shape, dtype=q.torch_dtype) for q in case.quantities}
    v = suite.judge(case, zeros, name="zeros", out=tmp_path / "r")
    assert v.exit_code == 1 and v.model == "samu" and list(v.quantities) == [q.name for q in case.quantities]
    assert v.quantities["y"].verdict == "FAIL"


def test_audit_of_outside_outputs(suite, rg_case, tmp_path):
    outs = rg_case.cast_outputs(rglru_f32(rg_case.float32(), keep_state_at_reset=True))
    r = suite.audit("torch-bug", rg_case, outs, out=tmp_path / "audit")
    assert r.exit_code == 1 and os.path.exists(r.audit_md) and r.conclusion
    md = open(r.audit_md).read()
    assert "## What the failure is like" in md
    # the planted reset bug: the audit says where its failing columns start (docs/gates.md "Structure hints")
    assert "## Where the failing elements sit" in md and "start failing on a reset step" in md
    assert "structure: y: " in r.stdout and "start failing on a reset step" in r.stdout


def test_audit_without_gnuplot(suite, rg_case, tmp_path):
    """A machine without gnuplot (a GPU machine may have none): images=False returns the command's exit 12
    with every file but the images written, the plots' gnuplot scripts among them; the default raises."""
    bare = scangate.Suite(suite.exe, cache_dir=suite.env.get("SG_CACHE_DIR"),
                          env={"SG_GNUPLOT": str(tmp_path / "no-such-gnuplot")})
    outs = rg_case.cast_outputs(rglru_f32(rg_case.float32(), keep_state_at_reset=True))
    r = bare.audit("torch-bug", rg_case, outs, out=tmp_path / "audit", images=False)
    files = os.listdir(r.out_dir)
    assert r.exit_code == 12 and os.path.exists(r.audit_md) and r.conclusion
    assert any(f.endswith(".gp") for f in files) and not any(f.endswith((".png", ".svg")) for f in files)
    with pytest.raises(scangate.MissingProgram):
        bare.audit("torch-bug", rg_case, outs, out=tmp_path / "audit2")
