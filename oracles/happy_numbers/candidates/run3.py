def is_happy(n):
    seen = set()
    while n != 1 and n not in seen:
        seen.add(n)
        n = sum(int(d) ** 2 for d in str(n))
    return n == 1


def main():
    found = []
    n = 1
    while len(found) < 8:
        if is_happy(n):
            found.append(n)
        n += 1
    for x in found:
        print(x)


if __name__ == "__main__":
    main()
