#!/usr/bin/env python3
"""Layers point down only: every #include between folders goes to a lower layer.

The layers are docs/architecture.md's ("Layers"), lowest first; folders in
one layer do not include each other. A quoted include is resolved by its file
name against the headers the tree holds (this project keeps header names
unique; one found in two folders is an error of its own); an include in the
file's own folder, a system header (<...>) and a header the tree does not
hold (generated ones, sg_backend_hashes.h) are not arrows. The top folders
(tests/, fuzz/, examples/, python/) may include any layer. A model's folder
(models/<name>/) is not one layer: each file is compiled into the layer its
name says (CONTRIBUTING.md, "A new model"; unit_of below). One arrow up is
allowed, by name: the test seam of the CPU emulations (reference/emu_hooks.h
includes tests/support/sg_testhooks.h only under -DSG_TESTING).

The implementations sit behind the composition root: above backends/, no
layer includes reference/ or kernels/ (the command reaches a row through
backends/sg_backends.h), but for sg_step_floor (bench/step_floor.cu), a CUDA
program that times the kernels' step arithmetic with the kernels' own device
helpers and flags.

    check_layers.py [--self-test] ROOT

Exit 0: every arrow points down; 1: each arrow that does not, one a line
("file:line: includes NAME (folder F, layer i) from layer j"); 2: bad
arguments, a folder no layer names, or a header name held twice.
"""
import os
import re
import sys

LAYERS = [
    ["common"],
    ["scan", "oracle", "fixtures"],
    ["reference", "kernels", "models"],
    ["gates"],
    ["eval"],
    ["backends", "tables"],
    ["bench", "audit", "api"],
    ["cli"],
]
TOP = {"tests", "fuzz", "examples", "python", "peers"}
SEAMS = {("reference/emu_hooks.h", "sg_testhooks.h")}
BEHIND_ROOT = {"reference", "kernels"}
ROOT = "backends"
PAST_ROOT = {("bench/step_floor.cu", "sg_kernels.h"), ("bench/step_floor.cu", "sg_cuda_util.cuh")}
SOURCES = (".c", ".h", ".cu", ".cuh", ".inc")
SKIP = {".git", "build", "reports", "fixtures/hard", ".venv", ".deps", ".gpu-base"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


# models/<name>/<file>: the layer (CMake library) each file is compiled into, by
# its name: the model's name (the folder's, which may hold '_'), then this suffix
MODEL_FILES = [
    (re.compile(r"^\.h$"), "common"),
    (re.compile(r"^_quantities\.c$"), "common"),
    (re.compile(r"^_(fixtures|cases)\.c$"), "fixtures"),
    (re.compile(r"^_oracle[a-z0-9_]*\.(c|h)$"), "oracle"),
    (re.compile(r"^_canonical\.(c|inc)$"), "reference"),
]


def unit_of(path):
    """The layer's name a file belongs to: its top folder, or for a model's
    file the library its name puts it in ("models" for the descriptor and the
    registry)."""
    parts = path.replace(os.sep, "/").split("/")
    if len(parts) == 1:
        return "."
    if parts[0] == "models" and len(parts) == 3:
        if parts[2].startswith(parts[1]):
            rest = parts[2][len(parts[1]):]
            for pat, unit in MODEL_FILES:
                if pat.match(rest):
                    return unit
    return parts[0]


def rank_of(folder):
    for i, layer in enumerate(LAYERS):
        if folder in layer:
            return i
    return None


def tree_files(root):
    out = []
    for d, dirs, files in os.walk(root):
        rel = os.path.relpath(d, root)
        dirs[:] = sorted(x for x in dirs
                         if not x.startswith("build") and os.path.normpath(os.path.join(rel, x)) not in SKIP
                         and x not in SKIP)
        for f in sorted(files):
            if f.endswith(SOURCES):
                out.append(os.path.normpath(os.path.join(rel, f)))
    return out


def check(files, read):
    """files: paths relative to the root; read(path) -> text. Returns (problems, errors)."""
    headers, errors, problems = {}, [], []
    for f in files:
        if f.endswith((".h", ".cuh", ".inc")):
            headers.setdefault(os.path.basename(f), []).append(f)
    for name, where in sorted(headers.items()):
        if len(where) > 1:
            errors.append("header %s is held in %s: includes of it cannot be resolved" % (name, ", ".join(where)))
    for f in files:
        folder = unit_of(f)
        if folder in TOP or folder == ".":
            continue
        mine = rank_of(folder)
        if mine is None:
            errors.append("%s: %s is in no layer (tests/check_layers.py LAYERS, docs/architecture.md)"
                          % (f, folder))
            continue
        for n, line in enumerate(read(f).splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            name = os.path.basename(m.group(1))
            for target in headers.get(name, []):
                tfolder = unit_of(target)
                if tfolder == folder or (f.replace(os.sep, "/"), name) in SEAMS:
                    continue
                theirs = rank_of(tfolder)
                if theirs is None or theirs >= mine:
                    problems.append("%s:%d: includes %s (folder %s, layer %s) from layer %d" %
                                    (f, n, name, tfolder, "none" if theirs is None else theirs, mine))
                elif (tfolder in BEHIND_ROOT and mine > rank_of(ROOT)
                      and (f.replace(os.sep, "/"), name) not in PAST_ROOT):
                    problems.append("%s:%d: includes %s (folder %s) past the composition root (backends/)" %
                                    (f, n, name, tfolder))
    return problems, errors


def self_test():
    tree = {
        "common/sg_common.h": "",
        "eval/sg_eval.h": '#include "sg_common.h"\n',
        "gates/g.c": '#include "sg_eval.h"\n#include "sg_common.h"\n#include <stdio.h>\n',
        "reference/emu_hooks.h": '#include "sg_testhooks.h"\n',
        "reference/r.c": '#include "sg_testhooks.h"\n',
        "tests/support/sg_testhooks.h": '#include "sg_eval.h"\n',
        "models/m/m.h": "",
        "models/m/m_oracle.c": '#include "m.h"\n#include "sg_models.h"\n',
        "models/m/m_canonical.c": '#include "sg_pair.inc"\n#include "m.h"\n',
        "models/sg_models.h": '#include "m.h"\n',
        "reference/sg_pair.inc": "",
        "backends/b.c": '#include "sg_pair.inc"\n',
        "cli/c.c": '#include "sg_pair.inc"\n#include "sg_eval.h"\n',
    }
    problems, errors = check(sorted(tree), tree.get)
    want = ["cli/c.c:1: includes sg_pair.inc (folder reference) past the composition root (backends/)",
            "gates/g.c:1: includes sg_eval.h (folder eval, layer 4) from layer 3",
            "models/m/m_oracle.c:2: includes sg_models.h (folder models, layer 2) from layer 1",
            "reference/r.c:1: includes sg_testhooks.h (folder tests, layer none) from layer 2"]
    ok = problems == [p.replace("/", os.sep) for p in want] and not errors
    tree["fixtures/sg_common.h"] = ""
    _, errors = check(sorted(tree), tree.get)
    ok = ok and len(errors) == 1 and "sg_common.h" in errors[0]
    tree.pop("fixtures/sg_common.h")
    tree["newdir/x.c"] = ""
    _, errors = check(sorted(tree), tree.get)
    ok = ok and len(errors) == 1 and "newdir" in errors[0]
    print("self-test: %s" % ("ok" if ok else "FAILED"))
    return 0 if ok else 1


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print("usage: check_layers.py [--self-test] ROOT", file=sys.stderr)
        return 2
    root = argv[1]
    files = tree_files(root)

    def read(p):
        with open(os.path.join(root, p), encoding="utf-8", errors="replace") as fh:
            return fh.read()

    problems, errors = check(files, read)
    for e in errors:
        print("check_layers: %s" % e, file=sys.stderr)
    for p in problems:
        print(p)
    if errors:
        return 2
    print("check_layers: %d files, %s" % (len(files), "every arrow points down" if not problems else
                                           "%d arrows that do not" % len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
