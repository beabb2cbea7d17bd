"""report_out.py - where the report scripts' Markdown goes: a file written whole (a temporary beside it,
then renamed: never half-written), or standard output."""
import os
import sys
import tempfile


def emit(lines, out):
    """Writes the lines (joined by newlines) to `out`, atomically; to standard output when out is None."""
    text = "\n".join(lines) + "\n"
    if not out:
        sys.stdout.write(text)
        return
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(out)) or ".", prefix=".tmp-")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, out)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def commit():
    """The checkout's commit as the reports name it: SG_GIT_COMMIT when set, else `git rev-parse --short HEAD`."""
    if os.environ.get("SG_GIT_COMMIT"):
        return os.environ["SG_GIT_COMMIT"]
    import subprocess
    r = subprocess.run(["git", "rev-parse", "--short", "HEAD"], stdout=subprocess.PIPE, text=True,
                       cwd=os.path.dirname(os.path.abspath(__file__)))
    return r.stdout.strip() or "unknown"


def machine():
    """'host, CPU model, N cores' of this machine (the CPU model from /proc/cpuinfo, '?' where absent)."""
    import platform
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return "%s, %s, %d cores" % (platform.node() or "?", cpu, os.cpu_count() or 0)


def commands(lines, cmds, tmp, what="the directories temporary ones"):
    """Appends the section listing the commands a report ran, the temporary folder `tmp` written $TMP."""
    lines.append("\nCommands (%s):\n" % what)
    lines.extend("    " + c.replace(tmp, "$TMP") for c in cmds)


def table_point(cmd, out, who):
    """Runs a `scangate table` command line writing to `out`: (wall s, its table.json). Exits naming the
    command, with its output, when it fails; `who` names the calling script in that message."""
    import json
    import subprocess
    import time
    t0 = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    wall = time.monotonic() - t0
    if p.returncode != 0:
        sys.stderr.write(p.stdout)
        raise SystemExit(f"{who}: {' '.join(cmd)} exited {p.returncode}")
    with open(os.path.join(out, "table.json")) as f:
        return wall, json.load(f)
