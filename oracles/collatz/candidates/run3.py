import sys


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    try:
        n = int(sys.argv[1])
    except ValueError:
        sys.exit(1)
    if n < 1:
        sys.exit(1)
    steps = 0
    peak = n
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
        if n > peak:
            peak = n
    print("steps=%d peak=%d" % (steps, peak))


if __name__ == "__main__":
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    main()
