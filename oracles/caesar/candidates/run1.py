import sys


def main():
    if len(sys.argv) != 2:
        sys.exit(2)
    try:
        shift = int(sys.argv[1])
    except ValueError:
        sys.exit(2)
    shift %= 26
    data = sys.stdin.buffer.read()
    out = bytearray(data)
    for i, c in enumerate(out):
        if 65 <= c <= 90:
            out[i] = 65 + (c - 65 + shift) % 26
        elif 97 <= c <= 122:
            out[i] = 97 + (c - 97 + shift) % 26
    sys.stdout.buffer.write(bytes(out))
    sys.stdout.buffer.flush()


main()
