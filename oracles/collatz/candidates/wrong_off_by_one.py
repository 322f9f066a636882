#!/usr/bin/env python3
"""Wrong candidate for collatz: counts the terms of the sequence instead of the steps (off by one)."""
import sys

n = int(sys.argv[1])
steps, peak = 1, n
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    peak = max(peak, n)
    steps += 1
print(f"steps={steps} peak={peak}")
