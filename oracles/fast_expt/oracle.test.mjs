// Property oracle for fast_expt: arguments a b; value=... and the multiplication count on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

const power = (a, b) => kv(run('', [String(a), String(b)]).stdout);

// Square-and-multiply needs at most two multiplications per bit of b, plus a little slack.
const bound = (b) => 2 * b.toString(2).length + 3;

describe('values', () => {
  test('2^10 is 1024', () => {
    assert.equal(power(2, 10).value, '1024');
  });

  test('a^0 is 1, 0^0 included', () => {
    for (const a of [0, 1, 7, 123]) assert.equal(power(a, 0).value, '1', `${a}^0`);
  });

  test('agrees with BigInt exponentiation', () => {
    for (const [a, b] of [[3, 40], [10, 25], [7, 99], [2, 200], [0, 5]]) {
      assert.equal(BigInt(power(a, b).value), BigInt(a) ** BigInt(b), `${a}^${b}`);
    }
  });

  test('a^(b+c) = a^b * a^c', () => {
    const whole = BigInt(power(6, 77).value);
    assert.equal(whole, BigInt(power(6, 30).value) * BigInt(power(6, 47).value));
  });

  test('3^65536 in full', () => {
    const f = power(3, 65536);
    assert.equal(f.value.length, 31269);
    assert.equal(BigInt(f.value), 3n ** 65536n);
  });
});

describe('complexity', () => {
  test('2^1000 takes O(lg b) multiplications', () => {
    const f = power(2, 1000);
    assert.ok(Number(f.mults) <= bound(1000), `mults=${f.mults}`);
  });

  test('3^65536 takes O(lg b) multiplications', () => {
    const f = power(3, 65536);
    assert.ok(Number(f.mults) <= bound(65536), `mults=${f.mults}`);
  });
});
