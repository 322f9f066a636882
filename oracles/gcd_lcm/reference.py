#!/usr/bin/env python3
"""Reference for gcd_lcm: print gcd and lcm of two positive integers."""
import sys


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


a, b = int(sys.argv[1]), int(sys.argv[2])
g = gcd(a, b)
print(f"gcd={g} lcm={a // g * b}")
