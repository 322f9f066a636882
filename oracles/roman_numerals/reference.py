#!/usr/bin/env python3
"""Reference for roman_numerals: integer argument to a Roman numeral."""
import sys

TABLE = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


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
