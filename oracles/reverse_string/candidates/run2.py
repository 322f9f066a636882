import sys

data = sys.stdin.buffer.readline().decode("utf-8", errors="surrogateescape")
if data.endswith("\n"):
    data = data[:-1]
out = data[::-1] + "\n"
sys.stdout.buffer.write(out.encode("utf-8", errors="surrogateescape"))
