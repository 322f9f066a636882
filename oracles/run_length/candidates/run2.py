import sys

line = sys.stdin.readline().rstrip("\r\n")
out = []
i = 0
while i < len(line):
    j = i
    while j < len(line) and line[j] == line[i]:
        j += 1
    out.append("%d%s" % (j - i, line[i]))
    i = j
print("".join(out))
