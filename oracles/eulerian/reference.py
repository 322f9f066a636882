#!/usr/bin/env python3
"""Reference for eulerian: odd-degree count, circuit/trail/none, and the trail (Hierholzer)."""
import sys
from collections import defaultdict

edges = [tuple(line.split()) for line in sys.stdin.read().splitlines() if line.strip()]
adj = defaultdict(list)
for i, (a, b) in enumerate(edges):
    adj[a].append((b, i))
    adj[b].append((a, i))

odd = [v for v in adj if len(adj[v]) % 2 == 1]


def hierholzer(start):
    used = [False] * len(edges)
    pos = defaultdict(int)
    stack, trail = [start], []
    while stack:
        v = stack[-1]
        while pos[v] < len(adj[v]) and used[adj[v][pos[v]][1]]:
            pos[v] += 1
        if pos[v] == len(adj[v]):
            trail.append(stack.pop())
        else:
            w, i = adj[v][pos[v]]
            used[i] = True
            stack.append(w)
    return trail[::-1]


trail = None
if edges and len(odd) in (0, 2):
    start = odd[0] if odd else edges[0][0]
    walk = hierholzer(start)
    if len(walk) == len(edges) + 1:
        trail = walk

if trail is None:
    result = "none"
elif trail[0] == trail[-1]:
    result = "circuit"
else:
    result = "trail"
print(f"odd_degree={len(odd)} result={result} path={' '.join(trail) if trail else 'none'}")
