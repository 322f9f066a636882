import sys

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def main():
    args = sys.argv[1:]
    if len(args) != 3:
        sys.exit(1)
    number, frm, to = args
    try:
        frm = int(frm)
        to = int(to)
    except ValueError:
        sys.exit(1)
    if not (2 <= frm <= 36 and 2 <= to <= 36):
        sys.exit(1)
    if number == "":
        sys.exit(1)
    value = 0
    for ch in number.lower():
        d = DIGITS.find(ch)
        if d < 0 or d >= frm:
            sys.exit(1)
        value = value * frm + d
    if value == 0:
        print("0")
        return
    out = []
    while value:
        value, r = divmod(value, to)
        out.append(DIGITS[r])
    print("".join(reversed(out)))


if __name__ == "__main__":
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    main()
