import sys


def main():
    edges = []
    nodes = set()
    for line in sys.stdin.read().splitlines():
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 3:
            sys.stderr.write("malformed line: %r\n" % line)
            sys.exit(1)
        u, v, w = parts[0], parts[1], int(parts[2])
        nodes.add(u)
        nodes.add(v)
        edges.append((w, min(u, v), max(u, v)))
    parent = {n: n for n in nodes}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    chosen = []
    for w, u, v in sorted(edges):
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            total += w
            chosen.append("%s-%s" % (u, v))
    print("weight=%d edges=%s" % (total, ",".join(chosen)))


main()
