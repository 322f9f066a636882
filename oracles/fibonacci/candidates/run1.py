import sys


def fib(n):
    # fast doubling: returns (F(n), F(n+1))
    if n == 0:
        return 0, 1
    a, b = fib(n >> 1)
    c = a * (2 * b - a)
    d = a * a + b * b
    if n & 1:
        return d, c + d
    return c, d


def main():
    n = int(sys.argv[1])
    if n < 0:
        sys.exit(1)
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    print(fib(n)[0])


main()
