#!/usr/bin/env python3
"""check_links.py - every relative link of the project's documents resolves.

Checks README.md, CONTRIBUTING.md, reports/README.md and docs/*.md: each Markdown link or image
`[text](target)` whose target is not a URL (scheme://, mailto:) must name a file
or directory of the repository, relative to the document; a `#anchor` (alone, or
after a Markdown file) must be the slug of a heading of the target, as GitHub
writes it (lower case; letters, digits, spaces, '-' and '_' kept; spaces become
'-'; a repeated slug gets -1, -2, ...). Links inside code spans and fenced code
blocks are not links. Prints every broken link as FILE:LINE: target: why, and
exits 1 if there is any, 0 otherwise.

usage: check_links.py [REPOSITORY_ROOT]   (default: the parent of tests/)
"""
import os
import re
import sys

DOCS = ["README.md", "CONTRIBUTING.md", "reports/README.md"]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"`[^`]*`")


def documents(root):
    out = [d for d in DOCS if os.path.isfile(os.path.join(root, d))]
    ddir = os.path.join(root, "docs")
    if os.path.isdir(ddir):
        out += sorted("docs/" + f for f in os.listdir(ddir) if f.endswith(".md"))
    return out


def prose_lines(text):
    """(line number, line with code spans removed) outside fenced blocks."""
    fenced = False
    for n, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield n, CODE_SPAN.sub("", line)


def slug(heading):
    s = heading.strip().lower()
    s = re.sub(r"[^\w\- ]", "", s)
    return s.replace(" ", "-")


def anchors(path):
    seen, out = {}, set()
    with open(path, encoding="utf-8") as f:
        text = f.read()
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if fenced or not m:
            continue
        base = slug(m.group(1))
        k = seen.get(base, 0)
        seen[base] = k + 1
        out.add(base if k == 0 else "%s-%d" % (base, k))
    return out


def check(root):
    bad = []
    for doc in documents(root):
        with open(os.path.join(root, doc), encoding="utf-8") as f:
            text = f.read()
        for n, line in prose_lines(text):
            for target in LINK.findall(line):
                if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
                    continue  # a URL: not checked here
                path, _, anchor = target.partition("#")
                if path:
                    full = os.path.normpath(os.path.join(root, os.path.dirname(doc), path))
                    if not (full == root or full.startswith(root + os.sep)):
                        bad.append((doc, n, target, "outside the repository"))
                        continue
                    if not os.path.exists(full):
                        bad.append((doc, n, target, "no such file"))
                        continue
                else:
                    full = os.path.join(root, doc)
                if anchor and full.endswith(".md") and os.path.isfile(full):
                    if anchor not in anchors(full):
                        bad.append((doc, n, target, "no heading with that anchor in %s" % os.path.relpath(full, root)))
    return bad


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    docs = documents(root)
    if not docs:
        print("check_links: no documents under %s" % root)
        return 1
    bad = check(root)
    for doc, n, target, why in bad:
        print("%s:%d: %s: %s" % (doc, n, target, why))
    print("check_links: %d documents, %d broken links" % (len(docs), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
