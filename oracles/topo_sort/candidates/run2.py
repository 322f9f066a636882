import heapq
import sys


def main():
    succ = {}
    indeg = {}
    for line in sys.stdin.read().splitlines():
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 2:
            sys.exit(1)
        a, b = parts
        for n in (a, b):
            if n not in succ:
                succ[n] = set()
                indeg[n] = 0
        if b not in succ[a]:
            succ[a].add(b)
            indeg[b] += 1
    heap = [n for n, d in indeg.items() if d == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        u = heapq.heappop(heap)
        order.append(u)
        for v in succ[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                heapq.heappush(heap, v)
    if len(order) != len(succ):
        print("cycle")
    else:
        print(" ".join(order))


main()
