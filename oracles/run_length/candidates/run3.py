import sys


def main():
    line = sys.stdin.readline()
    if line.endswith("\n"):
        line = line[:-1]
        if line.endswith("\r"):
            line = line[:-1]
    out = []
    i = 0
    n = len(line)
    while i < n:
        j = i
        while j < n and line[j] == line[i]:
            j += 1
        out.append("%d%s" % (j - i, line[i]))
        i = j
    print("".join(out))


if __name__ == "__main__":
    main()
