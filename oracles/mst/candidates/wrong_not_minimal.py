#!/usr/bin/env python3
"""Wrong candidate for mst: Kruskal without sorting by weight, so the tree spans but is not minimal."""
import sys

edges = []
for line in sys.stdin.read().splitlines():
    if line.strip():
        a, b, w = line.split()
        edges.append((int(w), a, b))

parent = {}


def find(x):
    parent.setdefault(x, x)
    while parent[x] != x:
        x = parent[x]
    return x


tree, total = [], 0
for w, a, b in edges:
    ra, rb = find(a), find(b)
    if ra != rb:
        parent[ra] = rb
        tree.append(f"{a}-{b}")
        total += w
print(f"weight={total} edges={','.join(tree)}")
