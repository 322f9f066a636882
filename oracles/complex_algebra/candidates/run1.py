import math
import sys


def fmt(x):
    if x == 0:
        return "0"
    if math.isfinite(x) and x.is_integer() and abs(x) < 1e16:
        return str(int(x))
    return repr(x)


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(2)
    op = args[0]
    arity = {"add": 4, "sub": 4, "mul": 4, "div": 4, "neg": 2, "conj": 2, "abs": 2}
    if op not in arity:
        sys.exit(2)
    if len(args) - 1 != arity[op]:
        sys.stderr.write("%s expects %d numbers\n" % (op, arity[op]))
        sys.exit(2)
    try:
        nums = [float(x) for x in args[1:]]
    except ValueError:
        sys.stderr.write("invalid number\n")
        sys.exit(2)
    a, b = nums[0], nums[1]
    if op == "add":
        c, d = nums[2], nums[3]
        re, im = a + c, b + d
    elif op == "sub":
        c, d = nums[2], nums[3]
        re, im = a - c, b - d
    elif op == "mul":
        c, d = nums[2], nums[3]
        re, im = a * c - b * d, a * d + b * c
    elif op == "div":
        c, d = nums[2], nums[3]
        den = c * c + d * d
        if den == 0:
            sys.stderr.write("division by zero\n")
            sys.exit(1)
        re, im = (a * c + b * d) / den, (b * c - a * d) / den
    elif op == "neg":
        re, im = -a, -b
    elif op == "conj":
        re, im = a, -b
    else:  # abs
        re, im = math.hypot(a, b), 0.0
    print("re=%s im=%s" % (fmt(re), fmt(im)))


main()
