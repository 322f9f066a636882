import { describe, expect, it } from 'vitest';
import { sizeLiterals } from '../../src/oracle/size-literals.js';
import { largestBefore } from '../../src/lint/locate.js';

const source = [
  "test('a roll cut into 2500 strips', async () => {", // 1: the check's name is text
  '  const depth = 2499;', // 2
  "  const plan = '(V 12 S '.repeat(depth); // 3000 cuts", // 3: digits in a string and a comment
  '  const big = 12_000, ratio = 2500.5, e = 1e4;', // 4: a separator; a decimal and an exponent are no sizes
  "  const date = '2024-06-01', id = `step-${4000}`;", // 5: template text is text
  '  const { stdout } = await runPlan(`sheet ${12 * (depth + 1)} 900`, plan);', // 6
];

describe('sizeLiterals', () => {
  it('finds whole-number literals of the code at or above the minimum, not digits of strings, comments, decimals or exponents', () => {
    const found = sizeLiterals(source, 'op/o.mjs', 1, 6, 1000).map((l) => [l.value, l.loc.line, l.loc.column]);
    expect(found).toEqual([[2499, 2, 17], [12000, 4, 15]]);
  });

  it('reads only the rows asked for', () => {
    expect(sizeLiterals(source, 'op/o.mjs', 3, 6, 1000).map((l) => l.value)).toEqual([12000]);
    expect(sizeLiterals(source, 'op/o.mjs', 2, 2, 1000).map((l) => l.value)).toEqual([2499]);
  });
});

describe('largestBefore', () => {
  const literals = [
    { value: 40, loc: { file: 'a', line: 2, column: 1 } },
    { value: 2850, loc: { file: 'a', line: 3, column: 1 } },
    { value: 9000, loc: { file: 'a', line: 9, column: 1 } },
    { value: 99999, loc: { file: 'b', line: 1, column: 1 } },
  ];
  it('takes the largest literal written at or before the place, in its file', () => {
    expect(largestBefore(literals, { file: 'a', line: 5, column: 1 })?.line).toBe(3);
    expect(largestBefore(literals, { file: 'a', line: 9, column: 4 })?.line).toBe(9);
    expect(largestBefore(literals, { file: 'a', line: 1, column: 1 })).toBeUndefined();
    expect(largestBefore(undefined, { file: 'a', line: 5, column: 1 })).toBeUndefined();
  });
});
