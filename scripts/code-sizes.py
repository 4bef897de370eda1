#!/usr/bin/env python3
"""Prints file and function sizes of the Swift sources: how many files, the largest files,
how many functions, their mean and largest line counts. Braces inside strings and comments
are skipped, which is enough for a size report."""
import os, re, sys

root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
FUNC = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|static|class|final|override|mutating|nonisolated|required|convenience|@discardableResult)\s+)*(?:func\s+\S|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<])')

def strip(line):
    out, i, in_str = [], 0, False
    while i < len(line):
        c = line[i]
        if not in_str and line.startswith("//", i): break
        if c == '\\' and in_str: i += 2; continue
        if c == '"': in_str = not in_str
        elif not in_str: out.append(c)
        i += 1
    return "".join(out)

files, funcs = [], []
for dirpath, _, names in os.walk(root):
    for name in names:
        if not name.endswith(".swift"): continue
        path = os.path.join(dirpath, name)
        lines = open(path, encoding="utf-8").read().split("\n")
        files.append((len(lines), path))
        i = 0
        while i < len(lines):
            if FUNC.match(lines[i]):
                depth, start, opened, j = 0, i, False, i
                while j < len(lines):
                    s = strip(lines[j])
                    depth += s.count("{") - s.count("}")
                    if "{" in s: opened = True
                    if opened and depth <= 0: break
                    if not opened and j > i + 12: break
                    j += 1
                if opened: funcs.append((j - start + 1, f"{path}:{start+1}"))
                i = j + 1 if opened else i + 1
            else:
                i += 1
files.sort(reverse=True); funcs.sort(reverse=True)
total = sum(n for n, _ in files)
print(f"files {len(files)}  lines {total}  mean {total/len(files):.0f}  over 400: {sum(1 for n,_ in files if n>400)}  over 250: {sum(1 for n,_ in files if n>250)}")
print("largest files: " + ", ".join(f"{os.path.relpath(p, root)} {n}" for n, p in files[:5]))
mean = sum(n for n, _ in funcs) / len(funcs)
print(f"functions {len(funcs)}  mean {mean:.1f} lines  over 40: {sum(1 for n,_ in funcs if n>40)}  over 25: {sum(1 for n,_ in funcs if n>25)}")
print("largest functions: " + ", ".join(f"{os.path.relpath(p, root)} {n}" for n, p in funcs[:5]))
