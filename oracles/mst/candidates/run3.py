import sys


def main():
    edges = []
    nodes = []
    seen = set()
    for line in sys.stdin.read().split("\n"):
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 3:
            sys.exit(1)
        u, v, w = parts
        try:
            w = int(w)
        except ValueError:
            sys.exit(1)
        for n in (u, v):
            if n not in seen:
                seen.add(n)
                nodes.append(n)
        a, b = (u, v) if u <= v else (v, u)
        edges.append((w, a, b))

    parent = {n: n for n in nodes}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    chosen = []
    for w, a, b in sorted(edges):
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
            total += w
            chosen.append("%s-%s" % (a, b))
    print("weight=%d edges=%s" % (total, ",".join(chosen)))


if __name__ == "__main__":
    main()
