import sys


def main():
    line = sys.stdin.readline()
    if line.endswith("\n"):
        line = line[:-1]
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    depth = 0
    balanced = True
    for ch in line:
        if ch in "([{":
            stack.append(ch)
            depth = max(depth, len(stack))
        elif ch in pairs:
            if stack and stack[-1] == pairs[ch]:
                stack.pop()
            else:
                balanced = False
                # keep scanning so depth is measured over the whole line
    if stack:
        balanced = False
    print("balanced=%s depth=%d" % ("yes" if balanced else "no", depth))


main()
