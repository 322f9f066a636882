#!/usr/bin/env python3
"""Reference for connected: is the graph connected, and how many components."""
import sys

lines = sys.stdin.read().splitlines()
nodes = lines[0].split() if lines else []
parent = {n: n for n in nodes}


def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


for line in lines[1:]:
    if not line.strip():
        continue
    a, b = line.split()
    parent.setdefault(a, a)
    parent.setdefault(b, b)
    parent[find(a)] = find(b)

count = len({find(n) for n in parent})
print(f"connected={'yes' if count <= 1 else 'no'} components={count}")
