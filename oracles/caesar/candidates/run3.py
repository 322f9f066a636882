import sys


def main():
    if len(sys.argv) != 2:
        sys.exit(1)
    try:
        shift = int(sys.argv[1])
    except ValueError:
        sys.exit(1)
    shift %= 26
    data = sys.stdin.buffer.read()
    out = bytearray(len(data))
    for i, b in enumerate(data):
        if 65 <= b <= 90:
            out[i] = 65 + (b - 65 + shift) % 26
        elif 97 <= b <= 122:
            out[i] = 97 + (b - 97 + shift) % 26
        else:
            out[i] = b
    sys.stdout.buffer.write(bytes(out))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
