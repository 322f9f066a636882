import sys


def main():
    line = sys.stdin.buffer.readline().decode("utf-8", errors="surrogateescape")
    if line.endswith("\n"):
        line = line[:-1]
        if line.endswith("\r"):
            line = line[:-1]
    out = line[::-1] + "\n"
    sys.stdout.buffer.write(out.encode("utf-8", errors="surrogateescape"))
    sys.stdout.buffer.flush()


main()
