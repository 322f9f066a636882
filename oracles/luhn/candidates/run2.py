import sys


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    s = sys.argv[1]
    if not s or not s.isascii() or not s.isdigit():
        sys.exit(1)
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    valid = total % 10 == 0
    n = len(s)
    if s.startswith("4") and n in (13, 16):
        vendor = "Visa"
    elif s[:2] in ("51", "52", "53", "54", "55") and n == 16:
        vendor = "Mastercard"
    elif s[:2] in ("34", "37") and n == 15:
        vendor = "American Express"
    elif s.startswith("6011") and n == 16:
        vendor = "Discover"
    else:
        vendor = "unknown"
    print("valid=%s vendor=%s" % ("yes" if valid else "no", vendor))


main()
