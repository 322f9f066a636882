import sys

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def fail():
    sys.exit(1)


def main():
    if len(sys.argv) != 4:
        fail()
    number, b_from, b_to = sys.argv[1], sys.argv[2], sys.argv[3]
    try:
        b_from = int(b_from)
        b_to = int(b_to)
    except ValueError:
        fail()
    if not (2 <= b_from <= 36 and 2 <= b_to <= 36):
        fail()
    if number == "":
        fail()
    value = 0
    for ch in number.lower():
        d = DIGITS.find(ch)
        if d < 0 or d >= b_from:
            fail()
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
