#!/usr/bin/env python3
"""Reference for fast_expt: square-and-multiply with a multiplication count (written knowing the oracle)."""
import sys

# The oracle prints 3**65536 (31,269 digits), past CPython's default 4,300-digit limit.
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

a, b = int(sys.argv[1]), int(sys.argv[2])
result, base, mults = 1, a, 0
while b > 0:
    if b & 1:
        result *= base
        mults += 1
    b >>= 1
    if b:
        base = base * base
        mults += 1
print(f"value={result} mults={mults}")
