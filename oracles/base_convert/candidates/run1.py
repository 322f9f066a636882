import sys

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def main():
    if len(sys.argv) != 4:
        sys.exit(1)
    number = sys.argv[1].strip().lower()
    try:
        b_from = int(sys.argv[2])
        b_to = int(sys.argv[3])
    except ValueError:
        sys.exit(1)
    if not (2 <= b_from <= 36 and 2 <= b_to <= 36) or not number:
        sys.exit(1)
    value = 0
    for ch in number:
        d = DIGITS.find(ch)
        if d < 0 or d >= b_from:
            sys.exit(1)
        value = value * b_from + d
    if value == 0:
        print("0")
        return
    out = []
    while value:
        value, r = divmod(value, b_to)
        out.append(DIGITS[r])
    print("".join(reversed(out)))


main()
