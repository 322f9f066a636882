import sys


def main():
    edges = []
    nodes = []
    seen = set()
    for line in sys.stdin.read().splitlines():
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 3:
            sys.exit(1)
        a, b, w = parts
        try:
            w = int(w)
        except ValueError:
            sys.exit(1)
        for n in (a, b):
            if n not in seen:
                seen.add(n)
                nodes.append(n)
        edges.append((w, min(a, b), max(a, b)))

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


main()
