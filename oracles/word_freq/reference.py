#!/usr/bin/env python3
"""Reference for word_freq: letter-run words, folded to lowercase (as the oracle counts them)."""
import re
import sys
from collections import Counter

counts = Counter(w.lower() for w in re.findall(r"[A-Za-z]+", sys.stdin.read()))
for word, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{word} {count}")
