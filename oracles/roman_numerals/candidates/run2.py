import re
import sys

if len(sys.argv) != 2 or not re.fullmatch(r"\s*[+]?\d+\s*", sys.argv[1]):
    sys.exit(1)
n = int(sys.argv[1])
if not 1 <= n <= 3999:
    sys.exit(1)
table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"),
         (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"),
         (5, "V"), (4, "IV"), (1, "I")]
out = []
for v, s in table:
    while n >= v:
        out.append(s)
        n -= v
print("".join(out))
