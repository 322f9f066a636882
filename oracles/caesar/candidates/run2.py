import sys


def main():
    try:
        shift = int(sys.argv[1])
    except (IndexError, ValueError):
        sys.exit(1)
    shift %= 26
    data = sys.stdin.buffer.read()
    out = bytearray()
    for b in data:
        if 65 <= b <= 90:
            out.append(65 + (b - 65 + shift) % 26)
        elif 97 <= b <= 122:
            out.append(97 + (b - 97 + shift) % 26)
        else:
            out.append(b)
    sys.stdout.buffer.write(bytes(out))
    sys.stdout.buffer.flush()


main()
