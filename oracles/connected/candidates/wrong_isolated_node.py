#!/usr/bin/env python3
"""Wrong candidate for connected: only nodes that appear in an edge are counted, so isolated nodes are ignored."""
import sys

lines = sys.stdin.read().splitlines()
parent = {}


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
