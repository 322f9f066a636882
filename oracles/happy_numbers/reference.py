#!/usr/bin/env python3
"""Reference for happy_numbers: the first eight happy numbers, one per line."""


def happy(n):
    seen = set()
    while n != 1 and n not in seen:
        seen.add(n)
        n = sum(int(d) ** 2 for d in str(n))
    return n == 1


found, n = [], 1
while len(found) < 8:
    if happy(n):
        found.append(n)
    n += 1
print("\n".join(map(str, found)))
