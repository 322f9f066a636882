import sys


def luhn_valid(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def vendor(num):
    n = len(num)
    if num.startswith("4") and n in (13, 16):
        return "Visa"
    if n == 16 and num[:2] in ("51", "52", "53", "54", "55"):
        return "Mastercard"
    if n == 15 and num[:2] in ("34", "37"):
        return "American Express"
    if n == 16 and num.startswith("6011"):
        return "Discover"
    return "unknown"


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    num = sys.argv[1]
    if not num or not all(c in "0123456789" for c in num):
        sys.exit(1)
    print("valid=%s vendor=%s" % ("yes" if luhn_valid(num) else "no", vendor(num)))


if __name__ == "__main__":
    main()
