import sys


def main():
    edges = []
    order = []
    adj = {}

    def add(n):
        if n not in adj:
            adj[n] = []
            order.append(n)

    for line in sys.stdin.read().split("\n"):
        parts = line.split()
        if not parts:
            continue
        if len(parts) == 1:
            add(parts[0])
            continue
        u, v = parts[0], parts[1]
        add(u)
        add(v)
        eid = len(edges)
        edges.append((u, v))
        adj[u].append((v, eid))
        adj[v].append((u, eid))

    degree = {n: len(adj[n]) for n in order}
    odd = [n for n in order if degree[n] % 2 == 1]
    odd_count = len(odd)

    if not edges:
        print("odd_degree=0 result=circuit")
        return

    # connectivity over vertices that have edges
    with_edges = [n for n in order if degree[n] > 0]
    start_conn = with_edges[0]
    seen = {start_conn}
    stack = [start_conn]
    while stack:
        x = stack.pop()
        for y, _ in adj[x]:
            if y not in seen:
                seen.add(y)
                stack.append(y)
    connected = all(n in seen for n in with_edges)

    if not connected or odd_count not in (0, 2):
        print("odd_degree=%d result=none" % odd_count)
        return

    start = odd[0] if odd_count == 2 else with_edges[0]
    used = [False] * len(edges)
    ptr = {n: 0 for n in order}
    stack = [start]
    path = []
    while stack:
        x = stack[-1]
        lst = adj[x]
        i = ptr[x]
        while i < len(lst) and used[lst[i][1]]:
            i += 1
        ptr[x] = i
        if i == len(lst):
            path.append(stack.pop())
        else:
            y, eid = lst[i]
            used[eid] = True
            stack.append(y)
    path.reverse()
    result = "circuit" if odd_count == 0 else "trail"
    print("odd_degree=%d result=%s trail=%s" % (odd_count, result, ",".join(path)))


if __name__ == "__main__":
    main()
