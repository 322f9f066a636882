#!/usr/bin/env python3
"""Reference for luhn: checksum and vendor of a card number (vendor names as the oracle reads them)."""
import sys

number = sys.argv[1]
total = 0
for i, ch in enumerate(reversed(number)):
    d = int(ch)
    if i % 2 == 1:
        d = d * 2 - 9 if d * 2 > 9 else d * 2
    total += d
valid = total % 10 == 0

n = len(number)
if number.startswith("4") and n in (13, 16):
    vendor = "Visa"
elif number[:2] in ("51", "52", "53", "54", "55") and n == 16:
    vendor = "Mastercard"
elif number[:2] in ("34", "37") and n == 15:
    vendor = "AmericanExpress"
elif number.startswith("6011") and n == 16:
    vendor = "Discover"
else:
    vendor = "unknown"
print(f"valid={'yes' if valid else 'no'} vendor={vendor}")
