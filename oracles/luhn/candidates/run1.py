import sys


def luhn_valid(number):
    total = 0
    for i, ch in enumerate(reversed(number)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def vendor(number):
    n = len(number)
    if number.startswith("4") and n in (13, 16):
        return "Visa"
    if number[:2] in ("51", "52", "53", "54", "55") and n == 16:
        return "Mastercard"
    if number[:2] in ("34", "37") and n == 15:
        return "American Express"
    if number.startswith("6011") and n == 16:
        return "Discover"
    return "unknown"


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    number = sys.argv[1].strip()
    if not number or not all(c in "0123456789" for c in number):
        sys.exit(1)
    print("valid=%s vendor=%s" % ("yes" if luhn_valid(number) else "no", vendor(number)))


main()
