import sys


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def main():
    if len(sys.argv) != 3:
        sys.exit(1)
    try:
        a = int(sys.argv[1])
        b = int(sys.argv[2])
    except ValueError:
        sys.exit(1)
    if a <= 0 or b <= 0:
        sys.exit(1)
    g = gcd(a, b)
    print("gcd=%d lcm=%d" % (g, a // g * b))


if __name__ == "__main__":
    main()
