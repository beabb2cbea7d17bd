#!/usr/bin/env python3
"""evidence.py - manifests for the evidence under reports/: record, verify, check the tree.

Each artefact under reports/ (a folder, or one file) has a MANIFEST.json beside or inside it: the
command that wrote it, the commit, machine and date, and the SHA-256 and size of every output file,
kept in the tree or not. Bulky outputs are regenerated rather than stored (docs/evidence.md); the
suite is deterministic, so a rerun must reproduce every hash.

  evidence.py record DIR --command CMD [--kept GLOB]... [--commit C] [--machine M] [--date D] [--in-git C]
      write DIR/MANIFEST.json from the files now in DIR (run this right after CMD wrote them)
  evidence.py verify DIR [--build BUILD] [--keep-output PATH]
      rerun the manifest's command into a fresh folder and compare every file's hash; names each file
      that differs, is missing or is new (exit 1); exit 0 when all are equal
  evidence.py check-git DIR
      the files the manifest lists, as stored in git at the manifest's "in_git" commit, against its hashes
  evidence.py restore DIR [--to OUT]
      the files the manifest does not keep, from git at its "in_git" commit (hashes checked), into DIR or OUT
  evidence.py check [DIR...]
      every manifest under reports/ (or DIR): its kept files present and as recorded, the others absent
  evidence.py limits
      reports/recorded-limits/: every distinct set of THRESHOLDS.md limits a recorded report (in the tree, or
      listed by a manifest and kept in git) was judged with; the loosening check reads them
  evidence.py tree [--max-mib 16] [--max-files 800] [--max-file-mib 1]
      the tracked tree's size, file count and largest files against the evidence policy (exit 1 if over)

Files with run-dependent fields (timings, dates, peak memory) are compared in a canonical form with
those fields removed; the manifest says which ("canonical": true) and what was removed (VOLATILE).
A command is run from a fresh working folder in which `build` names the build folder and the
artefact's path (reports/...) is a new, empty folder, so the command line the outputs record is the
recorded one, byte for byte.

Exit codes: 0 equal / within limits, 1 a file differs or a limit is exceeded, 2 usage or a bad
manifest, 3 the command failed or cannot run here (say, it needs the GPU machine).
"""
import argparse
import datetime
import fnmatch
import hashlib
import json
import os
import re
import shlex
import struct
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import report_out  # noqa: E402  (scripts/report_out.py: the machine line every report script writes)
ROOT = os.path.dirname(HERE)
MANIFEST = "MANIFEST.json"
FORMAT = "scangate-evidence-manifest/1"

# Run-dependent fields: JSON keys (any depth) and "- key: value" / "key: value" lines of the
# Markdown and text reports whose key matches. Everything else is compared byte for byte.
VOLATILE = re.compile(r"(seconds|^date$|_date$|^time$|peak_rss|rss_mib|wall|elapsed|^host$|hostname|^machine$|"
                      r"^thresholds$|^expected$|^record_hash$)")  # a table point's record_hash covers its times
# Markdown table columns holding times or memory, and durations inside other cells ("PASS 0.01s").
VOLATILE_COLUMN = re.compile(r"(^| )(s|seconds|time|wall|rss|peak rss mib)$|seconds|peak rss", re.I)
DURATION = re.compile(r"\b\d+(\.\d+)?(e[-+]?\d+)? ?s\b")
VOLATILE_LINE = re.compile(r"^\s*[-*#]?\s*`?([A-Za-z_][A-Za-z0-9_ ]*?)`?\s*[:=]")
VOLATILE_ATTR = re.compile(rb' (time|timestamp|hostname)="[^"]*"')


class Bad(Exception):
    """A usage error or a malformed manifest (exit 2)."""


def sha256_bytes(data):
    return hashlib.sha256(data).hexdigest()


def _drop_volatile(obj):
    if isinstance(obj, dict):
        return {k: _drop_volatile(v) for k, v in obj.items() if not VOLATILE.search(k)}
    if isinstance(obj, list):
        return [_drop_volatile(v) for v in obj]
    return obj


def canonical(path, data):
    """The file's bytes with run-dependent fields removed, or None when it has none. The
    checkout's own path (where THRESHOLDS.md, the cache and the reports were read) counts as
    run-dependent: it is written <root>."""
    if not path.endswith(".safetensors"):
        rooted = data.replace(ROOT.encode(), b"<root>")
        c = _canonical(path, rooted)
        return c if c is not None else (rooted if rooted != data else None)
    return _canonical(path, data)


def _canonical(path, data):
    if path.endswith(".json"):
        try:
            doc = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None
        clean = _drop_volatile(doc)
        if clean == doc:
            return None
        return json.dumps(clean, sort_keys=True, separators=(",", ":")).encode()
    if path.endswith(".safetensors") and len(data) >= 8:
        n = struct.unpack("<Q", data[:8])[0]
        try:
            head = json.loads(data[8:8 + n].decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None
        meta = head.get("__metadata__") if isinstance(head, dict) else None
        if not isinstance(meta, dict):
            return None
        clean = dict(head, __metadata__=_drop_volatile(meta))
        if clean == head:
            return None
        return json.dumps(clean, sort_keys=True, separators=(",", ":")).encode() + data[8 + n:]
    if path.endswith(".xml"):
        out = VOLATILE_ATTR.sub(b"", data)
        return out if out != data else None
    if path.endswith((".md", ".txt", ".csv", ".log")):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return None
        out, blank = [], set()
        for line in text.splitlines(keepends=True):
            m = VOLATILE_LINE.match(line)
            if m and VOLATILE.search(m.group(1).strip().replace(" ", "_").lower()):
                continue
            if path.endswith(".md") and line.startswith("|"):
                cells = line.rstrip("\n").split("|")
                if not blank and not all(set(c.strip()) <= set("-:") for c in cells):
                    head = [c.strip() for c in cells]
                    blank = {i for i, c in enumerate(head) if c and VOLATILE_COLUMN.search(c)}
                    line_cells = cells
                else:
                    line_cells = ["" if i in blank else DURATION.sub("<t>s", c) for i, c in enumerate(cells)]
                line = "|".join(line_cells) + "\n"
            else:
                blank = set()
                if path.endswith(".md"):
                    line = DURATION.sub("<t>s", line)
            out.append(line)
        res = "".join(out).encode()
        return res if res != data else None
    return None


def file_entry(rel, data, kept):
    e = {"path": rel, "size": len(data), "sha256": sha256_bytes(data), "kept": kept}
    c = canonical(rel, data)
    if c is not None:
        e["canonical"] = True
        e["canonical_sha256"] = sha256_bytes(c)
    return e


def walk(folder):
    """Relative paths of the plain files under folder (the manifest itself left out), sorted."""
    out = []
    for dp, dns, fns in os.walk(folder):
        dns.sort()
        for fn in fns:
            p = os.path.join(dp, fn)
            rel = os.path.relpath(p, folder)
            if rel == MANIFEST or os.path.islink(p) or not os.path.isfile(p):
                continue
            out.append(rel)
    return sorted(out)


def git_run(*args):
    """git -C ROOT ARGS, its output captured; without a git program (a copy of the tree on a machine
    with none) a failed run (127) instead of an exception."""
    try:
        return subprocess.run(["git", "-C", ROOT] + list(args), capture_output=True)
    except OSError as e:
        return subprocess.CompletedProcess(["git"] + list(args), 127, b"", str(e).encode())


def git(*args, check=True):
    r = git_run(*args)
    if check and r.returncode != 0:
        raise Bad("git %s: %s" % (" ".join(args), r.stderr.decode(errors="replace").strip()))
    return r.stdout


def read_manifest(folder):
    path = os.path.join(folder, MANIFEST)
    try:
        with open(path, encoding="utf-8") as f:
            m = json.load(f)
    except FileNotFoundError:
        raise Bad("%s: no %s (record one with: scripts/evidence.py record)" % (folder, MANIFEST))
    except (OSError, ValueError) as e:
        raise Bad("%s: not a readable manifest: %s" % (path, e))
    if not isinstance(m, dict) or m.get("format") != FORMAT:
        raise Bad("%s: not a %s file" % (path, FORMAT))
    for key in ("artefact", "commands", "files"):
        if key not in m:
            raise Bad("%s: no '%s'" % (path, key))
    if not isinstance(m["files"], list) or not all(isinstance(e, dict) and "path" in e and "sha256" in e
                                                  for e in m["files"]):
        raise Bad("%s: 'files' must be a list of {path, sha256, ...}" % path)
    if not isinstance(m["commands"], list) or not all(
            isinstance(c, list) and c and all(isinstance(w, str) for w in c) for c in m["commands"]):
        raise Bad("%s: 'commands' must be a list of argument lists" % path)
    for c in m["commands"] if m.get("regenerate", True) else []:
        if c[0] != "build/scangate":
            raise Bad("%s: a command runs build/scangate, not %r" % (path, c[0]))
    for e in m["files"]:
        p = e["path"]
        if not isinstance(p, str) or p.startswith("/") or ".." in p.split("/"):
            raise Bad("%s: file path %r leaves the artefact" % (path, p))
    return m


def artefact_rel(folder):
    rel = os.path.relpath(os.path.abspath(folder), ROOT)
    if rel.startswith("..") or not rel.startswith("reports" + os.sep):
        raise Bad("%s: an artefact lives under reports/ of this repository" % folder)
    return rel


def command_env(commit):
    """The environment a recorded command runs in: this one without scangate's own settings (SG_*:
    a cache, reports or seed elsewhere would change what the outputs say), the commit set so the
    outputs name the recorded one."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SG_")}
    env["SG_GIT_COMMIT"] = commit
    return env


def cmd_record(a):
    rel = artefact_rel(a.dir)
    commit = a.commit or git("describe", "--always", "--dirty").decode().strip()
    if a.run:
        # the outputs name the commit the manifest names: SG_GIT_COMMIT, as verify sets it
        if os.path.relpath(os.path.abspath("."), ROOT) != ".":
            raise Bad("record --run runs from the repository's root (%s)" % ROOT)
        shutil.rmtree(a.dir, ignore_errors=True)
        env = command_env(commit)
        for c in a.command:
            argv = shlex.split(c)
            print("evidence: running: %s" % c, flush=True)
            r = subprocess.run(argv, env=env)
            if r.returncode != (a.exit_code or 0):
                raise Bad("the command exited %d: nothing recorded" % r.returncode)
    if not os.path.isdir(a.dir):
        raise Bad("%s: not a folder" % a.dir)
    files = []
    for f in walk(a.dir):
        with open(os.path.join(a.dir, f), "rb") as fh:
            data = fh.read()
        kept = (any(fnmatch.fnmatch(f, g) for g in (a.kept or ["*"])) and
                (a.kept_max_kib is None or len(data) <= a.kept_max_kib * 1024)) or \
            any(fnmatch.fnmatch(f, g) for g in (a.always or []))
        files.append(file_entry(f, data, kept))
    m = {
        "format": FORMAT,
        "artefact": rel,
        "commands": [shlex.split(c) for c in a.command],
        "commit": commit,
        "machine": a.machine or report_out.machine(),
        "date": a.date or datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "regenerate": not a.no_regenerate,
        "exit_codes": [a.exit_code or 0],
        "files": files,
    }
    if a.in_git:
        m["in_git"] = a.in_git
    if a.ctest:
        m["ctest"] = True  # tests/check_evidence.py regenerates it on every test run
    if a.note:
        m["note"] = a.note
    if a.command_note:
        m["command_note"] = a.command_note
    if not a.command and not a.command_note:
        raise Bad("record needs --command (or --command-note with --no-regenerate)")
    if not a.command and not a.no_regenerate:
        raise Bad("an artefact without --command cannot be regenerated: pass --no-regenerate")
    if a.prune:
        sets = {}
        for e in files:
            if os.path.basename(e["path"]) == "report.json" and not e["kept"]:
                with open(os.path.join(a.dir, e["path"]), encoding="utf-8") as f:
                    doc = json.load(f)
                lim = doc.get("thresholds_limits") if isinstance(doc, dict) else None
                if isinstance(lim, dict) and lim:
                    sets.setdefault(json.dumps(lim, sort_keys=True), []).append("%s/%s (%s)" % (rel, e["path"],
                                                                                              m["commit"]))
        if sets:
            write_limit_sets(sets)
    tmp = os.path.join(a.dir, MANIFEST + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(m, f, indent=1, sort_keys=False)
        f.write("\n")
    os.replace(tmp, os.path.join(a.dir, MANIFEST))
    if a.prune:
        removed = 0
        for e in files:
            if not e["kept"]:
                os.remove(os.path.join(a.dir, e["path"]))
                removed += 1
        for dp, dns, fns in os.walk(a.dir, topdown=False):
            if dp != a.dir and not os.listdir(dp):
                os.rmdir(dp)
        print("evidence: %s: %d files in the manifest, %d kept, %d removed" % (rel, len(files), len(files) - removed,
                                                                               removed))
    else:
        print("evidence: %s: %d files in the manifest" % (rel, len(files)))
    return 0


def compare(m, got_dir):
    """Lines naming each difference between the manifest and the files in got_dir, and a count."""
    lines, equal = [], 0
    want = {e["path"]: e for e in m["files"]}
    have = set(walk(got_dir))
    for p in sorted(want):
        e = want[p]
        if p not in have:
            lines.append("missing   %s (the rerun did not write it)" % p)
            continue
        with open(os.path.join(got_dir, p), "rb") as fh:
            data = fh.read()
        if e.get("canonical"):
            c = canonical(p, data)
            h = sha256_bytes(c if c is not None else data)
            if h != e["canonical_sha256"]:
                lines.append("differs   %s (canonical form, run-dependent fields removed: %s, recorded %s)"
                             % (p, h[:16], e["canonical_sha256"][:16]))
                continue
        elif sha256_bytes(data) != e["sha256"]:
            lines.append("differs   %s (sha256 %s, recorded %s)" % (p, sha256_bytes(data)[:16], e["sha256"][:16]))
            continue
        equal += 1
    for p in sorted(have - set(want)):
        lines.append("new       %s (not in the manifest)" % p)
    return lines, equal


def cmd_verify(a):
    m = read_manifest(a.dir)
    if not m.get("regenerate", True):
        print("evidence: %s cannot be regenerated here: %s" % (m["artefact"], m.get("note", "see its manifest")))
        if m.get("in_git"):
            print("evidence: its files are in git at %s: scripts/evidence.py check-git %s" % (m["in_git"], a.dir))
        return 3
    build = os.path.abspath(a.build or os.environ.get("SG_BUILD_DIR") or os.path.join(ROOT, "build"))
    if not os.access(os.path.join(build, "scangate"), os.X_OK):
        raise Bad("%s: no scangate there (build first: scripts/setup.sh, or pass --build)" % build)
    r = git_run("rev-parse", "--short", "HEAD")
    head = r.stdout.decode().strip() if r.returncode == 0 else None
    if head and m.get("commit", "").split("-")[0] != head:
        print("evidence: note: recorded at %s, this tree is at %s; a difference may come from the code between them"
              % (m.get("commit"), head))
    work = tempfile.mkdtemp(prefix="sg-evidence-")
    try:
        os.symlink(build, os.path.join(work, "build"))
        out = os.path.join(work, m["artefact"])
        os.makedirs(os.path.dirname(out), exist_ok=True)
        env = command_env(m.get("commit", ""))
        for argv in m["commands"]:
            print("evidence: running: %s" % " ".join(shlex.quote(x) for x in argv), flush=True)
            r = subprocess.run(argv, cwd=work, env=env)  # no shell: the words as recorded
            if r.returncode not in m.get("exit_codes", [0]):
                print("evidence: the command exited %d (recorded: %s)" % (r.returncode, m.get("exit_codes", [0])),
                      file=sys.stderr)
                return 3
        lines, equal = compare(m, out)
        for line in lines:
            print("evidence: " + line)
        print("evidence: %s: %d of %d files equal%s" % (m["artefact"], equal, len(m["files"]),
                                                        "" if not lines else ", %d differences" % len(lines)))
        if a.keep_output:
            shutil.copytree(out, a.keep_output)
        return 1 if lines else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


def cmd_check_git(a):
    m = read_manifest(a.dir)
    rev = m.get("in_git")
    if not rev:
        raise Bad("%s: the manifest names no 'in_git' commit" % a.dir)
    bad = 0
    for e in m["files"]:
        path = "%s/%s" % (m["artefact"], e["path"])
        r = git_run("show", "%s:%s" % (rev, path))
        if r.returncode != 0:
            print("evidence: missing   %s (not in git at %s)" % (path, rev))
            bad += 1
        elif sha256_bytes(r.stdout) != e["sha256"]:
            print("evidence: differs   %s (git %s)" % (path, rev))
            bad += 1
    print("evidence: %s: %d of %d files as recorded in git at %s" % (m["artefact"], len(m["files"]) - bad,
                                                                    len(m["files"]), rev))
    return 1 if bad else 0


def cmd_check(a):
    """Every manifest under the folders: well formed, its kept files present and as recorded, the
    others absent (they are regenerated, or read from git at in_git)."""
    bad, n = 0, 0
    for top in a.dirs or [os.path.join(ROOT, "reports")]:
        for dp, dns, fns in os.walk(top):
            dns.sort()
            if MANIFEST not in fns:
                continue
            n += 1
            m = read_manifest(dp)
            if m["artefact"] != os.path.relpath(dp, ROOT):
                print("evidence: %s: the manifest names %s" % (dp, m["artefact"]))
                bad += 1
            for e in m["files"]:
                p = os.path.join(dp, e["path"])
                if e.get("kept"):
                    if not os.path.isfile(p):
                        print("evidence: missing   %s/%s (kept, per its manifest)" % (m["artefact"], e["path"]))
                        bad += 1
                    else:
                        with open(p, "rb") as fh:
                            if sha256_bytes(fh.read()) != e["sha256"]:
                                print("evidence: differs   %s/%s (from its manifest)" % (m["artefact"], e["path"]))
                                bad += 1
                elif os.path.exists(p):
                    print("evidence: present   %s/%s (the manifest says it is not kept)" % (m["artefact"], e["path"]))
                    bad += 1
    print("evidence: %d manifests checked, %d problems" % (n, bad))
    return 1 if bad else 0


def ignored(rel, patterns):
    """Whether a path (relative to the root) is ignored by .gitignore's patterns: "/name" at the root
    only, "name" at any depth, shell globs, a trailing "/" for folders (all the file uses)."""
    parts = rel.split(os.sep)
    for p in patterns:
        anchored, p = p.startswith("/"), p.strip("/")
        if anchored and fnmatch.fnmatch(parts[0], p):
            return True
        if not anchored and any(fnmatch.fnmatch(x, p) for x in parts):
            return True
    return False


def tracked_files():
    r = git_run("ls-files", "-z")
    if r.returncode == 0:
        return [n for n in r.stdout.decode("utf-8", "surrogateescape").split("\0") if n]
    try:
        with open(os.path.join(ROOT, ".gitignore"), encoding="utf-8") as f:
            patterns = [x.strip() for x in f if x.strip() and not x.startswith("#")]
    except OSError:
        patterns = []
    patterns.append("/.git")
    out = []
    for dp, dns, fns in os.walk(ROOT):
        rel = os.path.relpath(dp, ROOT)
        dns[:] = sorted(d for d in dns if not ignored(os.path.normpath(os.path.join(rel, d)), patterns))
        out += [os.path.normpath(os.path.join(rel, f)) for f in fns
                if not ignored(os.path.normpath(os.path.join(rel, f)), patterns)]
    print("evidence: not a git checkout: counting the files under %s" % ROOT)
    return sorted(out)


def cmd_restore(a):
    """The files the manifest does not keep, read from git at its in_git commit into DIR (or --to),
    each checked against its hash first."""
    m = read_manifest(a.dir)
    rev = m.get("in_git")
    if not rev:
        raise Bad("%s: the manifest names no 'in_git' commit; regenerate it instead (verify --keep-output)" % a.dir)
    dest = a.to or a.dir
    n = 0
    for e in m["files"]:
        if e.get("kept") and dest == a.dir:
            continue
        r = git_run("show", "%s:%s/%s" % (rev, m["artefact"], e["path"]))
        if r.returncode != 0 or sha256_bytes(r.stdout) != e["sha256"]:
            print("evidence: %s/%s is not in git at %s as recorded" % (m["artefact"], e["path"], rev), file=sys.stderr)
            return 1
        p = os.path.join(dest, e["path"])
        os.makedirs(os.path.dirname(p) or ".", exist_ok=True)
        with open(p + ".tmp", "wb") as f:
            f.write(r.stdout)
        os.replace(p + ".tmp", p)
        n += 1
    print("evidence: %d files of %s restored into %s from git at %s" % (n, m["artefact"], dest, rev))
    return 0


LIMITS_DIR = os.path.join("reports", "recorded-limits")


def recorded_limit_sets():
    """{json of a thresholds_limits object: [where it was recorded]} over every report.json in the
    tree and every report.json a manifest lists (read from git at its in_git commit)."""
    sets = {}

    def add(doc, where):
        lim = doc.get("thresholds_limits") if isinstance(doc, dict) else None
        if isinstance(lim, dict) and lim:
            sets.setdefault(json.dumps(lim, sort_keys=True), []).append(where)

    reports = os.path.join(ROOT, "reports")
    for dp, dns, fns in os.walk(reports):
        dns.sort()
        if "report.json" in fns:
            p = os.path.join(dp, "report.json")
            try:
                with open(p, encoding="utf-8") as f:
                    add(json.load(f), os.path.relpath(p, ROOT))
            except (OSError, ValueError) as e:
                raise Bad("%s: not readable JSON: %s" % (p, e))
        if MANIFEST in fns:
            m = read_manifest(dp)
            for e in m["files"]:
                if os.path.basename(e["path"]) != "report.json" or e.get("kept"):
                    continue
                where = "%s/%s" % (m["artefact"], e["path"])
                if not m.get("in_git"):
                    continue  # its limits were taken into reports/recorded-limits when it was recorded
                r = git_run("show", "%s:%s" % (m["in_git"], where))
                if r.returncode != 0 or sha256_bytes(r.stdout) != e["sha256"]:
                    raise Bad("%s is not in git at %s as its manifest records" % (where, m["in_git"]))
                add(json.loads(r.stdout.decode("utf-8")), "%s (git %s)" % (where, m["in_git"]))
    return sets


def cmd_limits(a):
    """reports/recorded-limits/: each distinct set of limits that a recorded report was judged with,
    one file a set (NAME.limits.json), so the loosening check keeps every recorded limit when the
    reports themselves leave the tree."""
    return write_limit_sets(recorded_limit_sets(), orphans=True)


def write_limit_sets(sets, orphans=False):
    out = os.path.join(ROOT, LIMITS_DIR)
    os.makedirs(out, exist_ok=True)
    want = {}
    for k, where in sets.items():
        name = "%s.limits.json" % sha256_bytes(k.encode())[:16]
        doc = {"format": "scangate-recorded-limits/1",
               "about": "limits recorded reports were judged with (scripts/evidence.py limits); the loosening "
                        "check reads thresholds_limits here as in a report.json",
               "thresholds_limits": json.loads(k), "recorded_in": sorted(set(where))}
        want[name] = (json.dumps(doc, indent=1, sort_keys=True) + "\n").encode()
    old = {f for f in os.listdir(out) if f.endswith(".limits.json")}
    for name, data in want.items():
        p = os.path.join(out, name)
        prev = None
        if os.path.exists(p):
            with open(p, "rb") as f:
                prev = json.loads(f.read().decode("utf-8"))
            # a set stays recorded where it was seen before, even once those reports are gone
            doc = json.loads(data.decode("utf-8"))
            doc["recorded_in"] = sorted(set(doc["recorded_in"]) | set(prev.get("recorded_in", [])))
            data = (json.dumps(doc, indent=1, sort_keys=True) + "\n").encode()
        with open(p + ".tmp", "wb") as f:
            f.write(data)
        os.replace(p + ".tmp", p)
    for name in sorted(old - set(want)) if orphans else []:
        print("evidence: kept %s/%s: its reports are gone, but a recorded limit is never dropped" % (LIMITS_DIR, name))
    print("evidence: %d distinct recorded limit sets in %s" % (len(want), LIMITS_DIR))
    return 0


def cmd_tree(a):
    names = tracked_files()
    total, count, big = 0, 0, []
    for n in names:
        if not n:
            continue
        p = os.path.join(ROOT, n)
        if not os.path.isfile(p):
            continue
        s = os.path.getsize(p)
        total += s
        count += 1
        if s > a.max_file_mib * 1048576 and not n.startswith("fixtures/hard/"):
            big.append((s, n))
    ok = total <= a.max_mib * 1e6 and count <= a.max_files and not big
    print("evidence: tracked tree %.2f MB in %d files (limits %g MB, %d files; no file over %g MiB but "
          "fixtures/hard/)" % (total / 1e6, count, a.max_mib, a.max_files, a.max_file_mib))
    for s, n in sorted(big, reverse=True):
        print("evidence: over the size limit: %s (%d bytes)" % (n, s))
    if total > a.max_mib * 1e6:
        print("evidence: the tree is over %g MB" % a.max_mib)
    if count > a.max_files:
        print("evidence: the tree has more than %d files" % a.max_files)
    return 0 if ok else 1


def main(argv):
    p = argparse.ArgumentParser(prog="evidence.py", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("dir")
    r.add_argument("--command", action="append", default=[], help="the command that wrote DIR (repeatable)")
    r.add_argument("--kept", action="append", help="glob of the files that stay in the tree (default: all)")
    r.add_argument("--kept-max-kib", type=float, help="only files up to this size stay (with --kept)")
    r.add_argument("--always", action="append", help="glob of files that stay whatever their size")
    r.add_argument("--prune", action="store_true", help="remove the files that are not kept")
    r.add_argument("--run", action="store_true", help="run the commands first (from the root, DIR emptied)")
    r.add_argument("--exit-code", type=int, help="the commands' expected exit code (default 0)")
    r.add_argument("--commit")
    r.add_argument("--machine")
    r.add_argument("--date")
    r.add_argument("--in-git", help="a commit whose tree holds every listed file")
    r.add_argument("--no-regenerate", action="store_true", help="the command cannot run here (GPU machine)")
    r.add_argument("--note")
    r.add_argument("--ctest", action="store_true", help="cheap enough for the test suite to regenerate every run")
    r.add_argument("--command-note", help="where the command is written down, when it is not one argument list")
    v = sub.add_parser("verify")
    v.add_argument("dir")
    v.add_argument("--build")
    v.add_argument("--keep-output")
    g = sub.add_parser("check-git")
    g.add_argument("dir")
    s_ = sub.add_parser("restore")
    s_.add_argument("dir")
    s_.add_argument("--to")
    sub.add_parser("limits")
    c = sub.add_parser("check")
    c.add_argument("dirs", nargs="*")
    t = sub.add_parser("tree")
    t.add_argument("--max-mib", type=float, default=16)
    t.add_argument("--max-files", type=int, default=800)
    t.add_argument("--max-file-mib", type=float, default=1)
    a = p.parse_args(argv)
    try:
        return {"record": cmd_record, "verify": cmd_verify, "check-git": cmd_check_git, "check": cmd_check, "restore": cmd_restore, "limits": cmd_limits,
                "tree": cmd_tree}[a.cmd](a)
    except Bad as e:
        print("evidence: %s" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
