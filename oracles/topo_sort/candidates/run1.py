import heapq
import sys


def main():
    succ = {}
    indeg = {}
    for line in sys.stdin.read().splitlines():
        parts = line.split()
        if not parts:
            continue
        for n in parts[:2]:
            if n not in succ:
                succ[n] = []
                indeg[n] = 0
        if len(parts) >= 2:
            a, b = parts[0], parts[1]
            succ[a].append(b)
            indeg[b] += 1
    heap = [n for n in succ if indeg[n] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        n = heapq.heappop(heap)
        order.append(n)
        for m in succ[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                heapq.heappush(heap, m)
    if len(order) != len(succ):
        print("cycle")
        return
    print(" ".join(order))


main()
