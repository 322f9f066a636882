import heapq
import sys
from decimal import Decimal, InvalidOperation


def fmt(d):
    if d == d.to_integral_value():
        return str(int(d))
    s = format(d.normalize(), "f")
    return s


def main():
    lines = [l for l in sys.stdin.read().splitlines() if l.strip()]
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
            sys.stderr.write("malformed line: %r\n" % line)
            sys.exit(1)
        u, v = parts[0], parts[1]
        try:
            w = Decimal(parts[2])
        except InvalidOperation:
            sys.stderr.write("bad weight: %r\n" % line)
            sys.exit(1)
        if not w.is_finite() or w < 0:
            sys.stderr.write("bad weight: %r\n" % line)
            sys.exit(1)
        adj.setdefault(u, []).append((v, w))
        adj.setdefault(v, []).append((u, w))

    if start == target:
        print("dist=0 path=%s hops=0" % start)
        return

    dist = {start: Decimal(0)}
    hops = {start: 0}
    prev = {}
    done = set()
    counter = 0
    heap = [(Decimal(0), 0, counter, start)]
    while heap:
        d, h, _, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        if u == target:
            break
        for v, w in adj.get(u, ()):
            nd = d + w
            nh = h + 1
            if v not in dist or nd < dist[v] or (nd == dist[v] and nh < hops[v]):
                dist[v] = nd
                hops[v] = nh
                prev[v] = u
                counter += 1
                heapq.heappush(heap, (nd, nh, counter, v))

    if target not in done:
        print("dist=none")
        return
    path = [target]
    while path[-1] != start:
        path.append(prev[path[-1]])
    path.reverse()
    print("dist=%s path=%s hops=%d" % (fmt(dist[target]), ",".join(path), len(path) - 1))


main()
