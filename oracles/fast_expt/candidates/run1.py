import sys


def power(a, b):
    """Left-to-right binary exponentiation; returns (a**b, multiplications)."""
    if b == 0:
        return 1, 0
    mults = 0
    result = a
    for bit in bin(b)[3:]:
        result = result * result
        mults += 1
        if bit == "1":
            result = result * a
            mults += 1
    return result, mults


def main():
    if len(sys.argv) != 3:
        sys.exit(1)
    a = int(sys.argv[1])
    b = int(sys.argv[2])
    if a < 0 or b < 0:
        sys.exit(1)
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    value, mults = power(a, b)
    print("value=%d multiplications=%d" % (value, mults))


main()
