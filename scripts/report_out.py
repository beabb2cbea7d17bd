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
