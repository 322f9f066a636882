import sys


def main():
    adj = {}
    edges = set()
    for line in sys.stdin.read().split("\n"):
        if line.strip() == "":
            continue
        parts = line.split()
        if len(parts) != 2:
            sys.exit(1)
        u, v = parts
        adj.setdefault(u, set())
        adj.setdefault(v, set())
        key = (u, v) if u <= v else (v, u)
        if key in edges:
            continue
        edges.add(key)
        adj[u].add(v)
        adj[v].add(u)

    def degree(n):
        # a self-loop counts twice towards the degree
        return len(adj[n]) + (1 if n in adj[n] else 0)

    max_degree = max((degree(n) for n in adj), default=0)
    print("nodes=%d edges=%d max_degree=%d" % (len(adj), len(edges), max_degree))


if __name__ == "__main__":
    main()
