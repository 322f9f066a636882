import sys


def factor(n):
    out = []
    while n % 2 == 0:
        out.append(2)
        n //= 2
    p = 3
    while p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 2
    if n > 1:
        out.append(n)
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    try:
        n = int(sys.argv[1])
    except ValueError:
        sys.exit(1)
    if n < 2:
        sys.exit(1)
    print(" ".join(str(p) for p in factor(n)))


if __name__ == "__main__":
    main()
