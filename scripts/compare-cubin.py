#!/usr/bin/env python3
"""Whether a refactor of kernels/ kept the machine code: compile each kernel
file to a cubin (the build's own nvcc command, -cubin for the first SASS
architecture it names) and compare the device code, section by section.

    compare-cubin.py dump BUILD OUTDIR    cubins of BUILD's kernel files -> OUTDIR
    compare-cubin.py diff OLD NEW         0: the same machine code; 1: what differs

`dump` runs, for every kernels/ .cu in BUILD/compile_commands.json, its
command with `-c ... -o OBJ` replaced by `-cubin -o OUTDIR/<file>.cubin`
(the same flags, defines and include paths; no CUDA device needed). `diff`
reads each function's code (the ELF sections .text.<function>) and its
shared memory (.nv.shared.<function>) from every cubin of both folders and
compares them by file and name: the same, changed, only in one folder (a
kernel moved into a shared header as a template has a new name: an added
function whose contents an old function of its file had is marked so).
Exit 0 only when every section is the same. Needs nothing but nvcc (the cubins are read here).
"""
import hashlib
import json
import os
import re
import shlex
import struct
import subprocess
import sys


def dump(build, outdir):
    with open(os.path.join(build, "compile_commands.json")) as fh:
        cmds = json.load(fh)
    os.makedirs(outdir, exist_ok=True)
    n = 0
    for e in cmds:
        src = e["file"]
        if not src.endswith(".cu") or "/kernels/" not in src.replace(os.sep, "/"):
            continue
        args = e["arguments"] if "arguments" in e else shlex.split(e["command"])
        out = []
        skip = False
        for i, a in enumerate(args):
            if skip:
                skip = False
                continue
            if a in ("-o", "-MF", "-MT"):
                skip = True
                continue
            if a in ("-c", "-MD", "-MMD") or a.startswith("--generate-code") or a.startswith("-gencode"):
                continue
            out.append(a)
        arch = re.search(r"sm_(\d+)", e.get("command", " ".join(args)))
        if not arch:
            sys.exit("compare-cubin: no sm_ architecture in the command of %s" % src)
        name = src.replace(os.sep, "/").split("/kernels/", 1)[1].replace("/", "__") + ".cubin"
        out += ["-cubin", "-arch=sm_" + arch.group(1), "-o", os.path.join(os.path.abspath(outdir), name)]
        subprocess.run(out, cwd=e["directory"], check=True)
        n += 1
    print("compare-cubin: %d cubins in %s" % (n, outdir))
    return 0 if n else 2


def sections(cubin):
    """{section name: bytes} of the .text.* and .nv.shared.* sections (a
    64-bit little-endian ELF, as nvcc writes; read here, binutils do not know
    the machine)."""
    with open(cubin, "rb") as fh:
        elf = fh.read()
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        sys.exit("compare-cubin: %s is not a 64-bit little-endian ELF file" % cubin)
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
    heads = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + k * shentsize) for k in range(shnum)]
    strtab = heads[shstrndx]
    out = {}
    for h in heads:
        name_off, stype, size, off = h[0], h[1], h[5], h[4]
        end = elf.index(b"\0", strtab[4] + name_off)
        name = elf[strtab[4] + name_off:end].decode("ascii", "replace")
        if name.startswith(".text.") or name.startswith(".nv.shared."):
            # SHT_NOBITS (8): shared memory has a size and no bytes
            out[name] = size.to_bytes(8, "little") if stype == 8 else elf[off:off + size]
    return out


def collect(folder):
    """{(cubin, section): sha256 of its contents}."""
    items = {}
    for f in sorted(os.listdir(folder)):
        if f.endswith(".cubin"):
            for sec, data in sections(os.path.join(folder, f)).items():
                items[(f, sec)] = hashlib.sha256(data).hexdigest()
    return items


def diff(old, new):
    a, b = collect(old), collect(new)
    same = sorted(k for k in a if b.get(k) == a[k])
    changed = sorted(k for k in a if k in b and b[k] != a[k])
    gone = sorted(k for k in a if k not in b)
    added = sorted(k for k in b if k not in a)
    # a function that moved (a new name, e.g. a file's kernel now a shared
    # template's instance) with contents some old function of its file had
    old_by_file = {}
    for (f, sec), h in a.items():
        old_by_file.setdefault(f, set()).add(h)
    moved = [k for k in added if b[k] in old_by_file.get(k[0], set())]
    for what, keys in (("changed", changed), ("only in the old", gone), ("only in the new", added)):
        for f, sec in keys:
            note = " (the contents of an old function of its file)" if (f, sec) in moved else ""
            print("%s: %s %s%s" % (what, f, sec, note))
    files = sorted({k[0] for k in a} | {k[0] for k in b})
    for f in files:
        n = [sum(1 for k in ks if k[0] == f) for ks in (same, changed, gone, added)]
        print("%-36s %3d the same, %3d changed, %3d only old, %3d only new" % (f, *n))
    if changed or gone or added:
        print("compare-cubin: the machine code differs (%d the same, %d changed, %d only old, %d only new)" %
              (len(same), len(changed), len(gone), len(added)))
        return 1
    print("compare-cubin: the same machine code (%d sections: functions' code and shared memory)" % len(same))
    return 0


def main(argv):
    if len(argv) == 4 and argv[1] == "dump":
        return dump(argv[2], argv[3])
    if len(argv) == 4 and argv[1] == "diff":
        return diff(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
