#!/usr/bin/env python3
"""Reference for graph_from_links: a multigraph from `A B [weight]` lines (written knowing the oracle)."""
import sys
from collections import Counter

degree = Counter()
edges = 0
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if not parts:
        continue
    if len(parts) not in (2, 3) or (len(parts) == 3 and not parts[2].lstrip("-").replace(".", "", 1).isdigit()):
        sys.exit(1)
    a, b = parts[0], parts[1]
    degree[a] += 1
    degree[b] += 1
    edges += 1
print(f"nodes={len(degree)} edges={edges} max_degree={max(degree.values(), default=0)}")
