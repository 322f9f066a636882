#!/usr/bin/env python3
"""Reference for brackets: balance and maximum nesting depth of one line."""
import sys

PAIRS = {")": "(", "]": "[", "}": "{"}
line = sys.stdin.readline().rstrip("\n")
stack, depth, ok = [], 0, True
for ch in line:
    if ch in "([{":
        stack.append(ch)
        depth = max(depth, len(stack))
    elif ch in PAIRS:
        if stack and stack[-1] == PAIRS[ch]:
            stack.pop()
        else:
            ok = False
ok = ok and not stack
print(f"balanced={'yes' if ok else 'no'} depth={depth}")
