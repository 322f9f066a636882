// Property oracle for base_convert: arguments number from to, the number in base `to` on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { sh } from '../_lib/proc.mjs';
import { run } from '../_lib/run.mjs';

const convert = (number, from, to) => sh([number, String(from), String(to)]).trim();

describe('known values', () => {
  test('ff in base 16 is 11111111 in base 2', () => {
    assert.equal(convert('ff', 16, 2), '11111111');
  });

  test('255 in base 36 is 73', () => {
    assert.equal(convert('255', 10, 36), '73');
  });

  test('zero prints as 0', () => {
    assert.equal(convert('0', 7, 3), '0');
  });

  test('upper-case input digits, lower-case output digits', () => {
    assert.equal(convert('ZZ', 36, 16), '50f');
  });
});

describe('properties', () => {
  test('agrees with Number#toString for 0..60 in several bases', () => {
    for (let n = 0; n <= 60; n += 7) {
      for (const to of [2, 5, 16, 36]) {
        assert.strictEqual(convert(String(n), 10, to), n.toString(to));
      }
    }
  });

  test('converting there and back gives the input', () => {
    const there = convert('1234567', 10, 29);
    assert.equal(convert(there, 29, 10), '1234567');
  });

  test('no leading zeros', () => {
    assert.doesNotMatch(convert('8', 10, 2), /^0/);
  });
});

test('a digit invalid in the base is refused with status 1', () => {
  const r = run('', ['129', '2', '10']);
  assert.equal(r.status, 1);
  assert.equal(r.stdout, '');
});
