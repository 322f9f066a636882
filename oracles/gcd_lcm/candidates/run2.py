import sys
from math import gcd

try:
    a = int(sys.argv[1])
    b = int(sys.argv[2])
except (IndexError, ValueError):
    sys.exit(1)
if a <= 0 or b <= 0:
    sys.exit(1)
g = gcd(a, b)
print("gcd=%d lcm=%d" % (g, a // g * b))
