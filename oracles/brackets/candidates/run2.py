import sys

line = sys.stdin.readline()
if line.endswith("\n"):
    line = line[:-1]
pairs = {")": "(", "]": "[", "}": "{"}
stack = []
balanced = True
depth = 0
for ch in line:
    if ch in "([{":
        stack.append(ch)
        depth = max(depth, len(stack))
    elif ch in pairs:
        if stack and stack[-1] == pairs[ch]:
            stack.pop()
        else:
            balanced = False
            # keep scanning to measure depth; an unmatched closer just pops if possible
            if stack:
                stack.pop()
if stack:
    balanced = False
print("balanced=%s depth=%d" % ("yes" if balanced else "no", depth))
