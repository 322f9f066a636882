#!/usr/bin/env python3
"""Wrong candidate for roman_numerals: the reference without the subtractive pairs (4 prints IIII)."""
import sys

TABLE = [(1000, "M"), (500, "D"), (100, "C"), (50, "L"), (10, "X"), (5, "V"), (1, "I")]


def to_roman(n):
    out = []
    for value, letters in TABLE:
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


def main():
    try:
        n = int(sys.argv[1])
    except (IndexError, ValueError):
        sys.exit(1)
    if not 1 <= n <= 3999:
        sys.exit(1)
    print(to_roman(n))


main()
