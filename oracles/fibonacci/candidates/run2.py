import sys


def fib(n):
    # fast doubling: returns (F(n), F(n+1))
    a, b = 0, 1
    for bit in bin(n)[2:]:
        c = a * (2 * b - a)
        d = a * a + b * b
        if bit == "1":
            a, b = d, c + d
        else:
            a, b = c, d
    return a


try:
    n = int(sys.argv[1])
except (IndexError, ValueError):
    sys.exit(1)
if n < 0:
    sys.exit(1)
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)
print(fib(n))
