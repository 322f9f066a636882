import sys


def main():
    data = sys.stdin.buffer.readline().decode("utf-8", errors="surrogateescape")
    if data.endswith("\n"):
        data = data[:-1]
        if data.endswith("\r"):
            data = data[:-1]
    out = data[::-1] + "\n"
    sys.stdout.buffer.write(out.encode("utf-8", errors="surrogateescape"))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
