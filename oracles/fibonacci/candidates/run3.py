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


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    try:
        n = int(sys.argv[1])
    except ValueError:
        sys.exit(1)
    if n < 0:
        sys.exit(1)
    print(fib(n))


if __name__ == "__main__":
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    main()
