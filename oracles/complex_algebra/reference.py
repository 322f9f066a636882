#!/usr/bin/env python3
"""Reference for complex_algebra: complex arithmetic, result printed as JSON {"re", "im"} (the oracle's layout)."""
import json
import sys

op, parts = sys.argv[1], [float(x) for x in sys.argv[2:]]
z = complex(parts[0], parts[1]) if len(parts) >= 2 else None
w = complex(parts[2], parts[3]) if len(parts) >= 4 else None

OPS = {
    "add": lambda: z + w,
    "sub": lambda: z - w,
    "mul": lambda: z * w,
    "div": lambda: z / w,
    "neg": lambda: -z,
    "conj": lambda: z.conjugate(),
    "abs": lambda: complex(abs(z), 0),
}
if op not in OPS:
    sys.exit(2)
r = OPS[op]()
print(json.dumps({"re": r.real, "im": r.imag}))
