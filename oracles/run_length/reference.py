#!/usr/bin/env python3
"""Reference for run_length: run-length encode one line of letters."""
import sys

line = sys.stdin.readline().rstrip("\n")
out = []
i = 0
while i < len(line):
    j = i
    while j < len(line) and line[j] == line[i]:
        j += 1
    out.append(f"{j - i}{line[i]}")
    i = j
print("".join(out))
