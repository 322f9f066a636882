import math
import sys

ARITY = {"add": 4, "sub": 4, "mul": 4, "div": 4, "neg": 2, "conj": 2, "abs": 2}


def fmt(x):
    if x == 0:
        return "0"
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


def main():
    args = sys.argv[1:]
    if not args or args[0] not in ARITY:
        sys.exit(2)
    op = args[0]
    if len(args) - 1 != ARITY[op]:
        sys.exit(2)
    try:
        nums = [float(a) for a in args[1:]]
    except ValueError:
        sys.exit(2)
    if any(math.isnan(v) or math.isinf(v) for v in nums):
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
            sys.exit(1)
        re, im = (a * c + b * d) / den, (b * c - a * d) / den
    elif op == "neg":
        re, im = -a, -b
    elif op == "conj":
        re, im = a, -b
    else:  # abs
        re, im = math.hypot(a, b), 0.0
    print("re=%s im=%s" % (fmt(re), fmt(im)))


if __name__ == "__main__":
    main()
