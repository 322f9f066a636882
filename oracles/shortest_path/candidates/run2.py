import heapq
import sys
from decimal import Decimal, InvalidOperation


def fmt(d):
    s = format(d.normalize(), "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    return s


def main():
    lines = sys.stdin.read().splitlines()
    lines = [l for l in lines if l.strip()]
    if not lines:
        sys.exit(1)
    first = lines[0].split()
    if len(first) != 2:
        sys.exit(1)
    start, target = first
    adj = {}
    for line in lines[1:]:
        parts = line.split()
        if len(parts) != 3:
            sys.exit(1)
        a, b, w = parts
        try:
            w = Decimal(w)
        except InvalidOperation:
            sys.exit(1)
        if not w.is_finite() or w < 0:
            sys.exit(1)
        adj.setdefault(a, []).append((b, w))
        adj.setdefault(b, []).append((a, w))

    best = {start: (Decimal(0), 0)}
    prev = {start: None}
    heap = [(Decimal(0), 0, start)]
    done = set()
    while heap:
        d, h, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        if u == target:
            break
        for v, w in adj.get(u, []):
            cand = (d + w, h + 1)
            if v not in done and (v not in best or cand < best[v]):
                best[v] = cand
                prev[v] = u
                heapq.heappush(heap, (cand[0], cand[1], v))

    if target not in done:
        print("dist=none")
        return
    path = []
    node = target
    while node is not None:
        path.append(node)
        node = prev[node]
    path.reverse()
    d, h = best[target]
    print("dist=%s path=%s hops=%d" % (fmt(d), ",".join(path), h))


main()
