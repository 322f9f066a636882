// Constant folding of BigInt shifts and bit operations (a `1n << n` power of two keeps its exact digit count).
import { describe, expect, it } from 'vitest';
import { digitsOf, foldBinary } from '../../src/oracle/fold.js';

describe('BigInt shifts fold like powers of two', () => {
  it.each([
    ['<<', 1n, 14290n, 4302],
    ['<<', 3n, 10n, 4], // 3072
    ['>>', 1024n, 3n, 3], // 128
  ])('%s: %s by %s has %s digits', (op, a, b, digits) => {
    const v = foldBinary(op, a, b);
    expect(v.k).toBe('const');
    expect(digitsOf((v as { v: bigint }).v)).toBe(digits);
  });

  it('keeps the exact value of a shift', () => {
    expect(foldBinary('<<', 1n, 64n)).toMatchObject({ v: 18446744073709551616n });
    expect(foldBinary('&', 12n, 10n)).toMatchObject({ v: 8n });
  });

  it('a shift past the size guard keeps only its digit count (2^1000000 has 301030 digits)', () => {
    expect(foldBinary('<<', 1n, 1_000_000n)).toEqual({ k: 'bigconst', digits: 301030 });
  });
});
