import sys


def main():
    lines = sys.stdin.read().splitlines()
    nodes = []
    seen = set()
    parent = {}

    def add(n):
        if n not in seen:
            seen.add(n)
            nodes.append(n)
            parent[n] = n

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    if lines:
        for n in lines[0].split():
            add(n)
    for line in lines[1:]:
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 2:
            sys.exit(1)
        a, b = parts
        add(a)
        add(b)
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
    comps = len({find(n) for n in nodes})
    print("connected=%s components=%d" % ("yes" if comps <= 1 else "no", comps))


main()
