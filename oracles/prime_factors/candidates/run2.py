import sys

try:
    n = int(sys.argv[1])
except (IndexError, ValueError):
    sys.exit(1)
if n < 2:
    sys.exit(1)
factors = []
while n % 2 == 0:
    factors.append(2)
    n //= 2
p = 3
while p * p <= n:
    while n % p == 0:
        factors.append(p)
        n //= p
    p += 2
if n > 1:
    factors.append(n)
print(" ".join(map(str, factors)))
