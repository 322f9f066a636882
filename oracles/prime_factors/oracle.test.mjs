// Property oracle for prime_factors: n as argument, its prime factors on one line.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';

function factors(n) {
  const r = run('', [String(n)]);
  if (r.status !== 0) throw new Error(`exit status ${r.status} for ${n}`);
  return r.stdout.trim().split(' ').map(Number);
}

const isPrime = (p) => {
  for (let d = 2; d * d <= p; d++) if (p % d === 0) return false;
  return p >= 2;
};

describe('known values', () => {
  test('360 is 2 2 2 3 3 5', () => {
    assert.deepEqual(factors(360), [2, 2, 2, 3, 3, 5]);
  });

  test('a prime is its own factorisation', () => {
    assert.deepEqual(factors(999999999989), [999999999989]);
  });

  test('a prime power', () => {
    assert.deepEqual(factors(3 ** 13), Array(13).fill(3));
  });
});

describe('properties', () => {
  test('the factors multiply back to n', () => {
    for (const n of [2, 97, 1001, 65536, 123456789, 600851475143]) {
      assert.equal(factors(n).reduce((a, b) => a * b, 1), n);
    }
  });

  test('every factor is prime and they ascend', () => {
    const fs = factors(9699690 * 13);
    fs.forEach((p, i) => {
      assert.ok(isPrime(p), `${p} is not prime`);
      if (i > 0) assert.ok(p >= fs[i - 1]);
    });
  });
});

describe('bad input', () => {
  test('1 is refused', () => {
    const r = run('', ['1']);
    assert.equal(r.status, 1);
    assert.ok(r.stderr.length > 0, 'expected a message on stderr');
    assert.equal(r.stdout, '');
  });

  test('a non-number is refused', () => {
    const r = run('', ['twelve']);
    assert.equal(r.status, 1);
    assert.notEqual(r.stderr.trim(), '');
  });
});
