import sys


def main():
    lines = sys.stdin.read().split("\n")
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
        if len(parts) == 1:
            add(parts[0])
            continue
        u, v = parts[0], parts[1]
        add(u)
        add(v)
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
    components = len({find(n) for n in nodes})
    print("connected=%s components=%d" % ("yes" if components <= 1 else "no", components))


if __name__ == "__main__":
    main()
