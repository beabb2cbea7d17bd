"""Tests of scangate in this process (scangate.Library over libscangate_api.so, api/sg_api.h) against the
command ($SCANGATE): the same case bytes as `scangate export`, the same results as `scangate judge` on the
same outputs (a correct implementation and planted faults), bad input refused with the command's exit
codes, cases on another device, and the pytest plugin's parametrization. tests/check_python.py runs this
file (ctest test_python_package); the library is the one beside $SCANGATE."""
import json
import os
import sys

import pytest
import torch
from safetensors.torch import save

import scangate

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "examples", "pytest"))
from rglru_torch import rglru_f32  # noqa: E402

EXE = os.environ.get("SCANGATE")


@pytest.fixture(scope="session")
def cache(tmp_path_factory):
    return os.environ.get("SG_CACHE_DIR") or str(tmp_path_factory.mktemp("oracle-cache"))


@pytest.fixture(scope="session")
def suite(cache):
    return scangate.Suite(EXE, cache_dir=cache)


@pytest.fixture(scope="session")
def lib(cache):
    return scangate.Library(cache_dir=cache)


def same_results(a, b):
    """The results of two reports, equal (the command line and paths aside)."""
    return json.dumps(a.report["results"], sort_keys=True) == json.dumps(b.report["results"], sort_keys=True)


def test_library_found_beside_the_command(lib):
    assert os.path.dirname(lib.path) == os.path.dirname(os.path.realpath(EXE))
    assert scangate.library().path == lib.path or scangate.library() is not None


def test_library_not_found_says_where_it_looked(tmp_path, monkeypatch):
    monkeypatch.setenv("SCANGATE_LIB", str(tmp_path / "nope.so"))
    with pytest.raises(scangate.ExecutableNotFound, match=r"nope\.so \(the SCANGATE_LIB environment variable\)"):
        scangate.Library()
    monkeypatch.delenv("SCANGATE_LIB")
    monkeypatch.delenv("SCANGATE", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(scangate.ExecutableNotFound, match="SCANGATE_LIB is unset"):
        scangate.Library()


def test_listing_is_the_commands(lib, suite):
    assert lib.listing() == suite.listing()


@pytest.mark.parametrize("name", ["rg_L37_resets", "sa_L37_resets"])
def test_case_bytes_are_the_exported_file(lib, suite, tmp_path, name):
    p = suite.export_case("smoke", name, tmp_path / "c.safetensors")
    assert lib.case_bytes("smoke", name) == open(p, "rb").read()
    p = suite.run("export", "--set", "smoke", "--case", name, "--seed", "7", "--out", tmp_path / "s7.safetensors")
    assert lib.case_bytes("smoke", name, seed=7) == open(tmp_path / "s7.safetensors", "rb").read()
    assert lib.case_bytes("smoke", name, seed=7) != lib.case_bytes("smoke", name)


def test_case_tensors_bit_for_bit(lib, suite, tmp_path):
    a = lib.case("smoke", "rg_L37_resets")
    b = suite.load_case("smoke", "rg_L37_resets", tmp_path)
    assert a.path is None and a.raw is not None and a.metadata == b.metadata
    assert set(a.inputs) == set(b.inputs)
    for k in a.inputs:
        assert a[k].dtype == b[k].dtype and torch.equal(a[k], b[k]), k


def verdict_pair(lib, suite, case_name, tmp_path, outputs_of, name):
    case = lib.case("smoke", case_name)
    outs = outputs_of(case)
    v = lib.judge(case, outs, name=name)
    w = suite.judge(case, outs, name=name, out=tmp_path / "r")
    return v, w


def test_correct_implementation_same_verdict_as_the_command(lib, suite, tmp_path):
    v, w = verdict_pair(lib, suite, "rg_L37_resets", tmp_path,
                        lambda c: c.cast_outputs(rglru_f32(c.float32())), "torch-f32")
    assert v.passed and v.exit_code == w.exit_code == 0 and same_results(v, w)
    assert v.report_dir is None and v.report["command"].startswith("sg_api_judge (in-process")
    assert v.report["thresholds_hash"] == w.report["thresholds_hash"] and v.report["seed"] == w.report["seed"]
    p = v.write(tmp_path / "kept")
    assert json.load(open(p))["results"] == v.report["results"]


def test_planted_faults_same_verdict_as_the_command(lib, suite, tmp_path):
    def reset_bug(c):
        return c.cast_outputs(rglru_f32(c.float32(), keep_state_at_reset=True))

    def dv_bug(c):
        o = c.cast_outputs(rglru_f32(c.float32()))
        return dict(o, dv=(o["dv"].float() * 1.05).to(torch.bfloat16))

    def nan_bug(c):
        o = c.cast_outputs(rglru_f32(c.float32()))
        y = o["y"].clone()
        y[1, 5, 3] = float("nan")
        return dict(o, y=y)

    for i, fn in enumerate((reset_bug, dv_bug, nan_bug)):
        v, w = verdict_pair(lib, suite, "rg_L37_resets", tmp_path / str(i), fn, "torch-bug")
        assert v.exit_code == w.exit_code == 1 and v.verdict == "FAIL" and same_results(v, w), fn.__name__
        assert [m.key for m in v.failures()] == [m.key for m in w.failures()] != []
        with pytest.raises(scangate.GateFailure, match="judged in this process"):
            v.raise_for_status()
    assert {m.quantity for m in v.failures()} == {"y"}


def test_reset_bug_hint(lib):
    """A planted reset bug (the state kept at a reset): every failing column of y starts failing on a reset
    step, and the report says so; the correct implementation has no element over the limit."""
    case = lib.case("ci", "rg_mixed")
    v = lib.judge(case, case.cast_outputs(rglru_f32(case.float32(), keep_state_at_reset=True)), name="torch-bug")
    st = v.report["results"][0]["quantities"]["y"]["over_limit_structure"]
    assert st["columns"] > 0 and st["columns_starting_on"]["reset"] == st["columns"]
    assert "start failing on a reset step" in st["hint"] and st["base_fraction"]["reset"] < 0.05
    with pytest.raises(scangate.GateFailure, match="hint: .* start failing on a reset step"):
        v.raise_for_status()
    ok = lib.judge(case, case.cast_outputs(rglru_f32(case.float32())), name="torch-f32")
    assert ok.passed and "over_limit_structure" not in ok.report["results"][0]["quantities"]["y"]


def test_samu_same_verdict_as_the_command(lib, suite, tmp_path):
    v, w = verdict_pair(lib, suite, "sa_L37_resets", tmp_path,
                        lambda c: {q.name: torch.zeros(q.shape, dtype=q.torch_dtype) for q in c.quantities}, "zeros")
    assert v.exit_code == w.exit_code == 1 and v.model == "samu" and same_results(v, w)


def test_bad_input_has_the_commands_exit_codes(lib, tmp_path):
    case = lib.case("smoke", "rg_L37_resets")
    outs = case.cast_outputs(rglru_f32(case.float32()))
    with pytest.raises(scangate.OutputShapeError):  # the package's check, before the library
        lib.judge(case, dict(outs, dp=outs["dp"][None]))
    bad = save(dict(outs, dp=outs["dp"][None].contiguous()))  # around the package's check: the library's
    with pytest.raises(scangate.DtypeShapeError) as ei:
        lib.judge_bytes(case.raw, bad, "x")
    assert ei.value.exit_code == 4 and "dp" in str(ei.value)
    with pytest.raises(scangate.MalformedFileError) as ei:
        lib.judge_bytes(case.raw, b"\x10\x00\x00\x00\x00\x00\x00\x00{not json}      ", "x")
    assert ei.value.exit_code == 3
    with pytest.raises(scangate.MalformedFileError):
        lib.judge_bytes(b"junk", save(outs), "x")
    with pytest.raises(scangate.UsageError):
        lib.judge(case, outs, name="bad\nname")
    with pytest.raises(scangate.UsageError):
        lib.judge(case, outs, name="nul\0name")
    with pytest.raises(scangate.UnknownNameError, match="did you mean 'rg_L37_resets'"):
        lib.case("smoke", "rg_L37_reset")
    with pytest.raises(scangate.UnknownNameError):
        lib.case("nosuchset", "rg_L37_resets")
    with pytest.raises(scangate.UsageError):
        lib.case("smoke", "rg_L37_resets", seed=-1)


def test_missing_thresholds_is_a_config_error(cache, tmp_path):
    lib = scangate.Library(thresholds=tmp_path / "none.md", cache_dir=cache)
    case = lib.case("smoke", "rg_L37_resets")
    with pytest.raises(scangate.ConfigError, match=r"none\.md.*the thresholds argument.*the lookup order"):
        lib.judge(case, case.cast_outputs(rglru_f32(case.float32())))


DEVICE = os.environ.get("SCANGATE_TEST_DEVICE", "cpu")  # scripts/gpu.sh: cuda


def test_case_on_the_test_device(lib, suite, tmp_path):
    """A case made on SCANGATE_TEST_DEVICE, the implementation run there, judged in this process: the same
    results as the command's judgement of the same outputs."""
    case = lib.case("smoke", "rg_L37_resets", device=DEVICE)
    assert case["x"].device.type == torch.device(DEVICE).type and case["x"].dtype == torch.bfloat16
    outs = case.cast_outputs(rglru_f32(case.float32()))
    v = lib.judge(case, outs, name=f"torch-f32-{DEVICE}")
    w = suite.judge(case, outs, name=f"torch-f32-{DEVICE}", out=tmp_path / "r")
    assert v.exit_code == w.exit_code and same_results(v, w)


def test_case_on_the_meta_device_keeps_shapes(lib):
    case = lib.case("smoke", "rg_L37_resets", device="meta")
    assert case["x"].is_meta and tuple(case["x"].shape) == case.shape and case.raw is not None


def test_plugin_parametrizes_over_a_set(pytester_like=None):
    deco = scangate.cases("smoke", model="rglru", known_failures={"rg_clip": "a reason"})
    mark = deco.mark if hasattr(deco, "mark") else deco
    argnames, params = mark.args[0], mark.args[1]
    assert argnames == "scangate_case" and mark.kwargs.get("indirect") is True
    assert [p.id for p in params] == scangate.library().cases("smoke", "rglru")
    xf = [p.id for p in params if p.marks]
    assert xf == ["rg_clip"] and params[[p.id for p in params].index("rg_clip")].marks[0].kwargs["strict"] is True
    with pytest.raises(ValueError, match="rg_nope"):
        scangate.cases("smoke", model="rglru", known_failures={"rg_nope": "x"})
