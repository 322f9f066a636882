#!/usr/bin/env python3
"""Reference for topo_sort: Kahn's algorithm (iterative, so long chains are fine), one node per line."""
import sys
from collections import defaultdict, deque

succ = defaultdict(list)
indeg = {}
for line in sys.stdin.read().splitlines():
    if not line.strip():
        continue
    a, b = line.split()
    succ[a].append(b)
    indeg.setdefault(a, 0)
    indeg[b] = indeg.get(b, 0) + 1

ready = deque(n for n in indeg if indeg[n] == 0)
out = []
while ready:
    n = ready.popleft()
    out.append(n)
    for m in succ[n]:
        indeg[m] -= 1
        if indeg[m] == 0:
            ready.append(m)
if len(out) < len(indeg):
    print("cycle")
else:
    print("\n".join(out))
