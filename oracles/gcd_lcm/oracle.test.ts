// Property oracle for gcd_lcm (TypeScript): two integer arguments to gcd=... lcm=...
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

interface GcdLcm {
  gcd: number;
  lcm: number;
}

function gcdLcm(a: number, b: number): GcdLcm {
  const f = kv(run('', [String(a), String(b)]).stdout);
  return { gcd: Number(f.gcd), lcm: Number(f.lcm) };
}

function bruteGcd(a: number, b: number): number {
  for (let d = Math.min(a, b); d > 1; d--) {
    if (a % d === 0 && b % d === 0) return d;
  }
  return 1;
}

describe('known values', () => {
  test('gcd and lcm of 12 and 18', () => {
    assert.deepEqual(gcdLcm(12, 18), { gcd: 6, lcm: 36 });
  });

  test('coprime numbers', () => {
    const r = gcdLcm(35, 64);
    assert.equal(r.gcd, 1);
    assert.equal(r.lcm, 2240);
  });
});

describe('properties', () => {
  test('gcd times lcm is a times b', () => {
    for (const [a, b] of [[84, 36], [999983, 2], [123456, 654321]]) {
      const r = gcdLcm(a, b);
      assert.strictEqual(r.gcd * r.lcm, a * b);
    }
  });

  test('arguments commute', () => {
    assert.deepEqual(gcdLcm(270, 192), gcdLcm(192, 270));
  });

  test('gcd agrees with brute force on small pairs', () => {
    for (const [a, b] of [[1, 1], [6, 4], [17, 51], [48, 180], [100, 75], [91, 49]]) {
      assert.equal(gcdLcm(a, b).gcd, bruteGcd(a, b), `gcd(${a}, ${b})`);
    }
  });

  test('a number with itself', () => {
    const r = gcdLcm(777, 777);
    assert.ok(r.gcd === 777 && r.lcm === 777);
  });
});
