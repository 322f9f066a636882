import heapq
import sys
from decimal import Decimal, InvalidOperation


def fmt(d):
    if d == d.to_integral_value():
        return format(d.quantize(Decimal(1)), "f")
    return format(d.normalize(), "f")


def main():
    lines = sys.stdin.read().split("\n")
    first = None
    adj = {}
    idx = 0
    while idx < len(lines):
        parts = lines[idx].split()
        idx += 1
        if parts:
            first = parts
            break
    if first is None or len(first) != 2:
        sys.exit(1)
    start, target = first
    for line in lines[idx:]:
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 3:
            sys.exit(1)
        u, v, w = parts
        try:
            w = Decimal(w)
        except InvalidOperation:
            sys.exit(1)
        if not w.is_finite() or w < 0:
            sys.exit(1)
        adj.setdefault(u, []).append((v, w))
        adj.setdefault(v, []).append((u, w))

    if start == target:
        print("dist=0 path=%s hops=0" % start)
        return

    best = {start: (Decimal(0), 0)}
    prev = {start: None}
    heap = [(Decimal(0), 0, 0, start)]
    counter = 1
    done = set()
    while heap:
        d, h, _, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        if u == target:
            break
        for v, w in adj.get(u, []):
            nd, nh = d + w, h + 1
            if v not in done and (v not in best or (nd, nh) < best[v]):
                best[v] = (nd, nh)
                prev[v] = u
                heapq.heappush(heap, (nd, nh, counter, v))
                counter += 1

    if target not in done:
        print("dist=none")
        return
    path = []
    x = target
    while x is not None:
        path.append(x)
        x = prev[x]
    path.reverse()
    print("dist=%s path=%s hops=%d" % (fmt(best[target][0]), ",".join(path), len(path) - 1))


if __name__ == "__main__":
    main()
