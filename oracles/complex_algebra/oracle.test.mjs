// Property oracle for complex_algebra: operation and parts as arguments, the result's re and im on stdout.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';

const PROGRAM = process.env.ORACLE_PROGRAM;

function calc(op, ...parts) {
  const stdout = execFileSync(PROGRAM, [op, ...parts.map(String)], { encoding: 'utf8' });
  return JSON.parse(stdout);
}

function close(actual, re, im) {
  assert.ok(Math.abs(actual.re - re) < 1e-9, `re: ${actual.re} vs ${re}`);
  assert.ok(Math.abs(actual.im - im) < 1e-9, `im: ${actual.im} vs ${im}`);
}

describe('known values', () => {
  test('(1+2i) + (3+4i) = 4+6i', () => {
    close(calc('add', 1, 2, 3, 4), 4, 6);
  });

  test('(5-1i) - (2+3i) = 3-4i', () => {
    close(calc('sub', 5, -1, 2, 3), 3, -4);
  });

  test('i * i = -1', () => {
    close(calc('mul', 0, 1, 0, 1), -1, 0);
  });

  test('(1+2i) / (3+4i) = 0.44+0.08i', () => {
    close(calc('div', 1, 2, 3, 4), 0.44, 0.08);
  });

  test('|3+4i| = 5', () => {
    close(calc('abs', 3, 4), 5, 0);
  });
});

describe('algebraic properties', () => {
  test('negating twice returns the original', () => {
    const once = calc('neg', 2.5, -7);
    close(calc('neg', once.re, once.im), 2.5, -7);
  });

  test('conjugating twice returns the original', () => {
    const once = calc('conj', -3, 0.25);
    close(calc('conj', once.re, once.im), -3, 0.25);
  });

  test('multiplication commutes', () => {
    const zw = calc('mul', 1.5, -2, 4, 0.5);
    const wz = calc('mul', 4, 0.5, 1.5, -2);
    close(zw, wz.re, wz.im);
  });

  test('(z / w) * w = z', () => {
    const q = calc('div', 7, -3, 2, 5);
    close(calc('mul', q.re, q.im, 2, 5), 7, -3);
  });
});

test('an unknown operation exits with status 2', () => {
  const r = spawnSync(PROGRAM, ['pow', '1', '2', '3', '4'], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.equal(r.stdout, '');
});
