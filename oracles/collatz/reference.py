#!/usr/bin/env python3
"""Reference for collatz: steps to reach 1 and the peak of the sequence."""
import sys

n = int(sys.argv[1])
steps, peak = 0, n
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    peak = max(peak, n)
    steps += 1
print(f"steps={steps} peak={peak}")
