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
        for n in parts:
            add(n)
        if len(parts) >= 2:
            ra, rb = find(parts[0]), find(parts[1])
            if ra != rb:
                parent[ra] = rb
    components = len({find(n) for n in nodes})
    connected = components <= 1
    print("connected=%s components=%d" % ("yes" if connected else "no", components))


main()
