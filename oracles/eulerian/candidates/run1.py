import sys


def main():
    edges = []
    adj = {}
    order = []
    for line in sys.stdin.read().splitlines():
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 2:
            sys.stderr.write("malformed line: %r\n" % line)
            sys.exit(1)
        u, v = parts
        for n in (u, v):
            if n not in adj:
                adj[n] = []
                order.append(n)
        eid = len(edges)
        edges.append((u, v))
        adj[u].append((v, eid))
        adj[v].append((u, eid))  # a self-loop appears twice: degree + 2

    degree = {n: len(adj[n]) for n in adj}
    odd = sorted(n for n in adj if degree[n] % 2 == 1)

    if not edges:
        print("odd_degree=0 result=none")
        return

    # all vertices with edges must be in one component
    start_any = order[0]
    stack = [start_any]
    reached = {start_any}
    while stack:
        x = stack.pop()
        for y, _ in adj[x]:
            if y not in reached:
                reached.add(y)
                stack.append(y)
    connected = len(reached) == len(adj)

    if not connected or len(odd) not in (0, 2):
        print("odd_degree=%d result=none" % len(odd))
        return

    start = odd[0] if odd else min(adj)
    # Hierholzer's algorithm
    used = [False] * len(edges)
    ptr = {n: 0 for n in adj}
    stack = [start]
    trail = []
    while stack:
        x = stack[-1]
        lst = adj[x]
        i = ptr[x]
        while i < len(lst) and used[lst[i][1]]:
            i += 1
        ptr[x] = i
        if i == len(lst):
            trail.append(stack.pop())
        else:
            y, eid = lst[i]
            used[eid] = True
            stack.append(y)
    trail.reverse()
    result = "circuit" if not odd else "trail"
    print("odd_degree=%d result=%s trail=%s" % (len(odd), result, ",".join(trail)))


main()
