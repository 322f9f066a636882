import re
import sys
from collections import Counter


def main():
    text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    words = re.findall(r"[A-Za-z]+", text)
    counts = Counter(words)
    items = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0].lower(), kv[0]))
    out = "".join("%s %d\n" % (w, c) for w, c in items)
    sys.stdout.write(out)


if __name__ == "__main__":
    main()
