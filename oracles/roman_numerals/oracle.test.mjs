// Property oracle for roman_numerals: integer argument to an uppercase Roman numeral.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';

const VALUES = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

function roman(n) {
  return run('', [String(n)]).stdout.trim();
}

// Independent parser: a letter smaller than its right neighbour is subtracted.
function parse(numeral) {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const v = VALUES[numeral[i]];
    const next = VALUES[numeral[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

describe('known values', () => {
  test('1994 is MCMXCIV', () => {
    assert.equal(roman(1994), 'MCMXCIV');
  });

  test('small numbers use subtractive forms', () => {
    assert.deepEqual([1, 4, 9, 14, 40, 90, 400].map(roman), ['I', 'IV', 'IX', 'XIV', 'XL', 'XC', 'CD']);
  });

  test('3999 is the largest numeral', () => {
    assert.equal(roman(3999), 'MMMCMXCIX');
  });
});

describe('properties', () => {
  test('numerals parse back to the number', () => {
    for (const n of [2, 8, 19, 44, 99, 388, 1066, 2024, 3888]) {
      assert.equal(parse(roman(n)), n, `round trip of ${n}`);
    }
  });

  test('only uppercase numeral letters, none more than three times in a row', () => {
    for (const n of [3, 39, 444, 1999, 3333]) {
      const r = roman(n);
      assert.match(r, /^[IVXLCDM]+$/);
      assert.doesNotMatch(r, /(.)\1\1\1/);
    }
  });
});

describe('refusals', () => {
  test('0 and 4000 are refused with status 1', () => {
    for (const n of ['0', '4000']) {
      const r = run('', [n]);
      assert.equal(r.status, 1);
      assert.equal(r.stdout, '');
    }
  });

  test('a non-number is refused with status 1', () => {
    const r = run('', ['twelve']);
    assert.strictEqual(r.status, 1);
    assert.strictEqual(r.stdout, '');
  });
});
