// Property oracle for collatz: n as argument, steps=... peak=... on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../_lib/run.mjs';
import { kv } from '../_lib/kv.mjs';

function collatz(n) {
  const f = kv(run('', [String(n)]).stdout);
  return { steps: Number(f.steps), peak: Number(f.peak) };
}

function brute(n) {
  let steps = 0;
  let peak = n;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    peak = Math.max(peak, n);
    steps++;
  }
  return { steps, peak };
}

describe('known values', () => {
  test('27 takes 111 steps and peaks at 9232', () => {
    assert.deepEqual(collatz(27), { steps: 111, peak: 9232 });
  });

  test('1 takes no steps', () => {
    const r = collatz(1);
    assert.equal(r.steps, 0);
    assert.equal(r.peak, 1);
  });
});

describe('properties', () => {
  test('agrees with direct iteration for 2..20', () => {
    for (let n = 2; n <= 20; n++) {
      assert.deepEqual(collatz(n), brute(n), `n=${n}`);
    }
  });

  test('doubling n adds exactly one step', () => {
    for (const n of [7, 97, 871]) {
      if (collatz(2 * n).steps !== collatz(n).steps + 1) throw new Error(`steps(${2 * n}) should be steps(${n}) + 1`);
    }
  });

  test('the peak is at least n', () => {
    for (const n of [15, 64, 255]) {
      assert.ok(collatz(n).peak >= n);
    }
  });

  test('powers of two halve straight down', () => {
    assert.deepEqual(collatz(1024), { steps: 10, peak: 1024 });
  });
});
