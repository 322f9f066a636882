import re
import sys

TABLE = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]


def to_roman(n):
    out = []
    for value, sym in TABLE:
        while n >= value:
            out.append(sym)
            n -= value
    return "".join(out)


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    arg = sys.argv[1].strip()
    if not re.fullmatch(r"[+-]?[0-9]+", arg):
        sys.exit(1)
    n = int(arg)
    if not 1 <= n <= 3999:
        sys.exit(1)
    print(to_roman(n))
    sys.exit(0)


if __name__ == "__main__":
    main()
