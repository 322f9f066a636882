import sys


def main():
    try:
        a = int(sys.argv[1])
        b = int(sys.argv[2])
    except (IndexError, ValueError):
        sys.exit(1)
    if a < 0 or b < 0:
        sys.exit(1)
    mults = 0
    result = None  # None stands for 1 (no multiplication needed yet)
    base = a
    while b:
        if b & 1:
            if result is None:
                result = base
            else:
                result *= base
                mults += 1
        b >>= 1
        if b:
            base *= base
            mults += 1
    if result is None:
        result = 1
    print("value=%d multiplications=%d" % (result, mults))


main()
