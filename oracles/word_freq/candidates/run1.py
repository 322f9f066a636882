import re
import sys
from collections import Counter


def main():
    text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    counts = Counter(re.findall(r"[A-Za-z]+", text))
    for word, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print("%s %d" % (word, n))


main()
