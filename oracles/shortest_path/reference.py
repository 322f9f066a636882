#!/usr/bin/env python3
"""Reference for shortest_path: Dijkstra; dist with two decimals, as the oracle reads it."""
import heapq
import sys
from collections import defaultdict

lines = [l for l in sys.stdin.read().splitlines() if l.strip()]
start, target = lines[0].split()
adj = defaultdict(list)
for line in lines[1:]:
    a, b, w = line.split()
    adj[a].append((b, float(w)))
    adj[b].append((a, float(w)))

dist, prev = {start: 0.0}, {}
heap = [(0.0, start)]
while heap:
    d, v = heapq.heappop(heap)
    if d > dist[v]:
        continue
    for w, cost in adj[v]:
        nd = d + cost
        if nd < dist.get(w, float("inf")):
            dist[w], prev[w] = nd, v
            heapq.heappush(heap, (nd, w))

if target not in dist:
    print("dist=none")
else:
    path = [target]
    while path[-1] != start:
        path.append(prev[path[-1]])
    path.reverse()
    print(f"dist={dist[target]:.2f} path={','.join(path)} hops={len(path) - 1}")
