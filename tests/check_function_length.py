#!/usr/bin/env python3
"""The command stays thin: no function in cli/*.c longer than 150 lines.

Each command reads its options, prints and calls a library (tables/, audit/,
bench/, eval/ ...); a function that grows past the limit is work that belongs
below the command (docs/architecture.md, "Layers"). A function's length is
counted from the line of its name to the line of its closing brace.

The reader is this code base's C, not all of C: comments, string and
character literals are blanked first; preprocessor lines (with their
continuations) are dropped, and of each #if/#ifdef/#ifndef chain only the
first branch is kept, so braces opened in both branches of a conditional are
counted once; a brace at file level opens a function when the text before it
ends with the ')' of a parameter list (an initialiser "= {", a struct or an
enum does not).

    check_function_length.py [--max N] [--self-test] DIR_OR_FILE...

Exit 0: every function within the limit; 1: the functions over it, one a line
("file:line: name is N lines (limit M)"); 2: bad arguments or no C file.
"""
import os
import re
import sys

LIMIT = 150


def blank(text):
    """Comments and literals replaced by spaces, newlines kept (line numbers hold)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text[i] in "\"'":
            q, j = text[i], i + 1
            while j < n and text[j] != q and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j, n - 1)
            out.append(q + re.sub(r"[^\n]", " ", text[i + 1 : j]) + q)
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def drop_preprocessor(text):
    """Preprocessor lines blanked; of each conditional chain only the first branch kept."""
    lines = text.split("\n")
    cont = False
    stack = []  # per open #if: whether the current branch is dropped
    for k, line in enumerate(lines):
        directive = cont or line.lstrip().startswith("#")
        if directive and not cont:
            word = re.match(r"\s*#\s*(\w*)", line).group(1)
            if word in ("if", "ifdef", "ifndef"):
                stack.append(False)
            elif word in ("elif", "else") and stack:
                stack[-1] = True
            elif word == "endif" and stack:
                stack.pop()
        if directive:
            cont = line.rstrip().endswith("\\")
            lines[k] = ""
        elif any(stack):
            lines[k] = ""
    return "\n".join(lines)


def functions(text):
    """(name, first line, last line) of every function defined in C source text."""
    s = drop_preprocessor(blank(text))
    found = []
    depth, start = 0, None
    for m in re.finditer(r"[{}]", s):
        if m.group() == "{":
            if depth == 0:
                start = None
                head = s[: m.start()].rstrip()
                if head.endswith(")"):
                    d, j = 0, len(head) - 1
                    while j >= 0:
                        if head[j] == ")":
                            d += 1
                        elif head[j] == "(":
                            d -= 1
                            if d == 0:
                                break
                        j -= 1
                    name = re.search(r"(\w+)\s*$", head[:j]) if j > 0 else None
                    if name and name.group(1) not in ("if", "for", "while", "switch", "sizeof"):
                        start = (name.group(1), s.count("\n", 0, name.start(1)) + 1)
            depth += 1
        else:
            depth -= 1
            if depth < 0:
                depth = 0
            if depth == 0 and start:
                found.append((start[0], start[1], s.count("\n", 0, m.start()) + 1))
                start = None
    return found


def self_test():
    src = (
        "static const int t[] = {1, 2};\n"          # an initialiser: no function
        "typedef struct { int a; } s;\n"             # a struct: no function
        "/* f() { */\n"                              # a comment: no brace
        "static int f(int a,\n"                      # line 4
        "             int b) {\n"
        "    const char *x = \"}{\";\n"
        "#ifdef A\n"
        "    if (a) {\n"
        "#else\n"
        "    if (b) {\n"                              # the second branch: dropped
        "#endif\n"
        "        return '}';\n"
        "    }\n"
        "    return 0;\n"
        "}\n"                                        # line 15
        "int g(void)\n{\n}\n"                        # lines 16 to 18
    )
    got = functions(src)
    want = [("f", 4, 15), ("g", 16, 18)]
    if got != want:
        print("check_function_length: self-test failed: %r, wanted %r" % (got, want))
        return 1
    return 0


def main(argv):
    limit, paths = LIMIT, []
    i = 1
    while i < len(argv):
        if argv[i] == "--max" and i + 1 < len(argv) and argv[i + 1].isdigit():
            limit = int(argv[i + 1])
            i += 2
        elif argv[i] == "--self-test":
            return self_test()
        else:
            paths.append(argv[i])
            i += 1
    if self_test():
        return 1
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".c"))
        elif p.endswith(".c"):
            files.append(p)
    if not files:
        print("usage: check_function_length.py [--max N] DIR_OR_FILE.c...  (no C file given)", file=sys.stderr)
        return 2
    over = []
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            for name, a, b in functions(f.read()):
                if b - a + 1 > limit:
                    over.append("%s:%d: %s is %d lines (limit %d)" % (path, a, name, b - a + 1, limit))
    for line in over:
        print(line)
    if over:
        print("check_function_length: %d function(s) over %d lines: move the work into the library below the "
              "command (docs/architecture.md)" % (len(over), limit))
        return 1
    print("check_function_length: %d files, every function within %d lines" % (len(files), limit))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
