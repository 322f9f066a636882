import sys


def main():
    edges = set()
    nodes = set()
    for line in sys.stdin.read().splitlines():
        if not line.strip():
            continue
        parts = line.split()
        if len(parts) != 2:
            sys.stderr.write("malformed line: %r\n" % line)
            sys.exit(1)
        u, v = parts
        nodes.add(u)
        nodes.add(v)
        edges.add((u, v) if u <= v else (v, u))
    degree = {n: 0 for n in nodes}
    for u, v in edges:
        degree[u] += 1
        degree[v] += 1
    max_degree = max(degree.values()) if degree else 0
    print("nodes=%d edges=%d max_degree=%d" % (len(nodes), len(edges), max_degree))


main()
