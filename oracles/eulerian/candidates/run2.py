import sys
from collections import defaultdict


def main():
    edges = []
    order = []
    seen = set()
    for line in sys.stdin.read().splitlines():
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 2:
            sys.exit(1)
        a, b = parts
        for n in (a, b):
            if n not in seen:
                seen.add(n)
                order.append(n)
        edges.append((a, b))

    degree = defaultdict(int)
    adj = defaultdict(list)  # node -> list of (neighbour, edge id)
    for i, (a, b) in enumerate(edges):
        degree[a] += 1
        degree[b] += 1
        adj[a].append((b, i))
        adj[b].append((a, i))
    odd = [n for n in order if degree[n] % 2 == 1]

    # connectivity of vertices that carry edges
    connected = True
    if edges:
        start_c = edges[0][0]
        stack = [start_c]
        visited = {start_c}
        while stack:
            u = stack.pop()
            for v, _ in adj[u]:
                if v not in visited:
                    visited.add(v)
                    stack.append(v)
        connected = all(n in visited for n in order if degree[n] > 0)

    if not connected or len(odd) not in (0, 2):
        print("odd_degree=%d result=none" % len(odd))
        return
    if not edges:
        print("odd_degree=0 result=circuit trail=")
        return

    result = "circuit" if not odd else "trail"
    start = odd[0] if odd else edges[0][0]

    # Hierholzer, iterative
    used = [False] * len(edges)
    ptr = defaultdict(int)
    stack = [start]
    path = []
    while stack:
        u = stack[-1]
        lst = adj[u]
        i = ptr[u]
        while i < len(lst) and used[lst[i][1]]:
            i += 1
        ptr[u] = i
        if i == len(lst):
            path.append(stack.pop())
        else:
            v, eid = lst[i]
            used[eid] = True
            stack.append(v)
    path.reverse()
    print("odd_degree=%d result=%s trail=%s" % (len(odd), result, ",".join(path)))


main()
