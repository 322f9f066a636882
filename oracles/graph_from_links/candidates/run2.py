import sys


def main():
    nodes = set()
    edges = set()
    degree = {}
    for line in sys.stdin.read().splitlines():
        if not line.strip():
            continue
        parts = line.split()
        if len(parts) != 2:
            sys.exit(1)
        a, b = parts
        nodes.add(a)
        nodes.add(b)
        key = (min(a, b), max(a, b))
        if key in edges:
            continue
        edges.add(key)
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    max_deg = max(degree.values()) if degree else 0
    print("nodes=%d edges=%d max_degree=%d" % (len(nodes), len(edges), max_deg))


main()
