import re
import sys
from collections import Counter

text = sys.stdin.read()
counts = Counter(re.findall(r"[A-Za-z]+", text))
for word, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print("%s %d" % (word, c))
