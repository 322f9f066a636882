import math
import sys

ARITY = {"add": 4, "sub": 4, "mul": 4, "div": 4, "neg": 2, "conj": 2, "abs": 2}


def fmt(x):
    if x == 0:
        return "0"
    if not math.isfinite(x):
        return repr(x)
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    short = "%.15g" % x
    if abs(float(short) - x) < 1e-11:
        return short
    return repr(x)


def main():
    if len(sys.argv) < 2:
        sys.exit(2)
    op = sys.argv[1]
    if op not in ARITY:
        sys.exit(2)
    args = sys.argv[2:]
    if len(args) != ARITY[op]:
        sys.exit(1)
    try:
        v = [float(a) for a in args]
    except ValueError:
        sys.exit(1)
    if op == "add":
        re, im = v[0] + v[2], v[1] + v[3]
    elif op == "sub":
        re, im = v[0] - v[2], v[1] - v[3]
    elif op == "mul":
        a, b, c, d = v
        re, im = a * c - b * d, a * d + b * c
    elif op == "div":
        a, b, c, d = v
        den = c * c + d * d
        if den == 0:
            sys.exit(1)
        re, im = (a * c + b * d) / den, (b * c - a * d) / den
    elif op == "neg":
        re, im = -v[0], -v[1]
    elif op == "conj":
        re, im = v[0], -v[1]
    else:
        re, im = math.hypot(v[0], v[1]), 0.0
    print("re=%s im=%s" % (fmt(re), fmt(im)))


main()
