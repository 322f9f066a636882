#!/usr/bin/env python3
"""Reference for prime_factors: trial division; refuses n < 2 with status 1 and a message (as the oracle demands)."""
import sys

try:
    n = int(sys.argv[1])
except (IndexError, ValueError):
    print("usage: prime_factors N  (N an integer >= 2)", file=sys.stderr)
    sys.exit(1)
if n < 2:
    print("usage: prime_factors N  (N an integer >= 2)", file=sys.stderr)
    sys.exit(1)

out, d = [], 2
while d * d <= n:
    while n % d == 0:
        out.append(d)
        n //= d
    d += 1
if n > 1:
    out.append(n)
print(" ".join(map(str, out)))
