import heapq
import sys


def main():
    order = []
    succ = {}
    indeg = {}

    def add(n):
        if n not in succ:
            succ[n] = []
            indeg[n] = 0
            order.append(n)

    for line in sys.stdin.read().split("\n"):
        parts = line.split()
        if not parts:
            continue
        if len(parts) > 2:
            sys.exit(1)
        for n in parts:
            add(n)
        if len(parts) == 2:
            a, b = parts
            succ[a].append(b)
            indeg[b] += 1

    pos = {n: i for i, n in enumerate(order)}
    heap = [(pos[n], n) for n in order if indeg[n] == 0]
    heapq.heapify(heap)
    result = []
    while heap:
        _, n = heapq.heappop(heap)
        result.append(n)
        for m in succ[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                heapq.heappush(heap, (pos[m], m))
    if len(result) != len(order):
        print("cycle")
        return
    print(" ".join(result))


if __name__ == "__main__":
    main()
