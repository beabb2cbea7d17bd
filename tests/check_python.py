#!/usr/bin/env python3
"""check_python.py SCANGATE package|example|inprocess - runs, with pytest, the tests of the scangate Python
package (python/tests: load, write, judge, planted faults, bad input, in-process judging, against the real
command SCANGATE and the library beside it) or a pytest example a PyTorch author copies
(examples/pytest/test_my_rglru.py through the command, test_my_rglru_inprocess.py in this process with the
package's pytest plugin) on the `smoke` set, which must collect one test per RG-LRU case of the set and
pass them all. The checkout's python/ comes first on the
path; the oracle cache is a fresh temporary directory. Exit 77 (skipped, or failed with SG_NO_SKIP) when
torch, pytest, numpy or safetensors is missing."""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

try:
    import numpy  # noqa: F401
    import pytest  # noqa: F401
    import safetensors  # noqa: F401
    import torch  # noqa: F401
except ImportError as e:
    print(f"SKIP: {e} (scripts/setup.sh installs scripts/requirements-torch.txt with SG_TORCH=1)")
    sys.exit(77)

if len(sys.argv) != 3 or sys.argv[2] not in ("package", "example", "inprocess"):
    sys.exit("usage: check_python.py SCANGATE package|example|inprocess")
exe, what = os.path.abspath(sys.argv[1]), sys.argv[2]
root = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
with tempfile.TemporaryDirectory() as d:
    env = dict(os.environ, SCANGATE=exe, SG_CACHE_DIR=os.path.join(d, "cache"),
               PYTHONPATH=os.pathsep.join([os.path.join(root, "python")] +
                                          ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else [])))
    junit = os.path.join(d, "junit.xml")
    target = os.path.join(root, "python", "tests") if what == "package" else \
        os.path.join(root, "examples", "pytest", "test_my_rglru.py" if what == "example" else
                     "test_my_rglru_inprocess.py")
    if what != "package":
        env["SCANGATE_SET"] = "smoke"
    env.pop("SCANGATE_LIB", None)  # the library beside the command
    if os.environ.get("SG_SANITIZER_PRELOAD"):  # a sanitizer build's library: its runtimes first in pytest's process
        env["LD_PRELOAD"] = os.environ["SG_SANITIZER_PRELOAD"]
        env["ASAN_OPTIONS"] = "detect_leaks=0"  # Python and torch keep memory until exit; errors still abort
    # the package's pytest plugin: its entry point where the package is installed, else named here
    import importlib.metadata
    plugin = [] if any(e.name == "scangate" for e in importlib.metadata.entry_points(group="pytest11")) else \
        ["-p", "scangate.pytest_plugin"]
    cmd = [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider"] + plugin + \
        [f"--basetemp={os.path.join(d, 'pt')}", f"--junitxml={junit}", target]
    print("$ " + " ".join(cmd), flush=True)
    rc = subprocess.run(cmd, env=env, cwd=d).returncode
    if rc != 0:
        sys.exit(f"pytest exited {rc}")
    suite = ET.parse(junit).getroot()
    suite = suite if suite.tag == "testsuite" else suite.find("testsuite")
    n, bad = int(suite.get("tests")), sum(int(suite.get(k)) for k in ("failures", "errors", "skipped"))
    if what != "package":
        sys.path.insert(0, os.path.join(root, "python"))
        import scangate
        want = len(scangate.Suite(exe).cases("smoke", model="rglru"))
        if n != want or bad:
            sys.exit(f"the example ran {n} tests ({bad} failed, errored or skipped); {want} smoke RG-LRU cases")
    elif n == 0 or bad:
        sys.exit(f"{n} tests, {bad} failed, errored or skipped")
    print(f"{n} tests passed")
