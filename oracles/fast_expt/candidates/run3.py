import sys


def power(a, b):
    mults = 0
    result = None  # stands for 1 without spending a multiplication
    base = a
    while b:
        if b & 1:
            if result is None:
                result = base
            else:
                result = result * base
                mults += 1
        b >>= 1
        if b:
            base = base * base
            mults += 1
    if result is None:
        result = 1
    return result, mults


def main():
    if len(sys.argv) != 3:
        sys.exit(1)
    try:
        a = int(sys.argv[1])
        b = int(sys.argv[2])
    except ValueError:
        sys.exit(1)
    if a < 0 or b < 0:
        sys.exit(1)
    value, mults = power(a, b)
    print("value=%d multiplications=%d" % (value, mults))


if __name__ == "__main__":
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    main()
