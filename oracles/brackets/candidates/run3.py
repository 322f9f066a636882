import sys

PAIRS = {")": "(", "]": "[", "}": "{"}


def main():
    line = sys.stdin.readline()
    if line.endswith("\n"):
        line = line[:-1]
    stack = []
    balanced = True
    depth = 0
    for ch in line:
        if ch in "([{":
            stack.append(ch)
            if len(stack) > depth:
                depth = len(stack)
        elif ch in PAIRS:
            if not stack:
                balanced = False
            else:
                top = stack.pop()
                if top != PAIRS[ch]:
                    balanced = False
    if stack:
        balanced = False
    print("balanced=%s depth=%d" % ("yes" if balanced else "no", depth))


if __name__ == "__main__":
    main()
