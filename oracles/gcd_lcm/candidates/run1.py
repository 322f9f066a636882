import sys


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def main():
    a = int(sys.argv[1])
    b = int(sys.argv[2])
    g = gcd(a, b)
    print("gcd=%d lcm=%d" % (g, a // g * b))


main()
