import sys

try:
    n = int(sys.argv[1])
except (IndexError, ValueError):
    sys.exit(1)
if n < 1:
    sys.exit(1)
steps = 0
peak = n
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
    if n > peak:
        peak = n
print("steps=%d peak=%d" % (steps, peak))
