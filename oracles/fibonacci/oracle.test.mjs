// Property oracle for fibonacci: n as argument, F(n) alone on stdout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sh } from '../_lib/proc.mjs';

const fib = (n) => sh([String(n)]).trim();

test('F(10) is 55', () => {
  assert.equal(fib(10), '55');
});

test('F(0) is 0 and F(1) is 1', () => {
  assert.equal(fib(0), '0');
  assert.equal(fib(1), '1');
});

test('agrees with direct iteration up to 25', () => {
  let [a, b] = [0, 1];
  for (let n = 0; n <= 25; n++) {
    if (n % 5 === 0) assert.equal(Number(fib(n)), a, `F(${n})`);
    [a, b] = [b, a + b];
  }
});

test('the output is one line of digits', () => {
  assert.match(sh(['33']), /^\d+\n?$/);
});

test('consecutive ratios approach the golden ratio', () => {
  const ratio = Number(fib(31)) / Number(fib(30));
  assert.ok(Math.abs(ratio - (1 + Math.sqrt(5)) / 2) < 1e-9);
});

test('F(90) exactly', () => {
  assert.equal(BigInt(fib(90)), 2880067194370816120n);
});

test('doubling identity F(2n) = F(n) * (2F(n+1) - F(n)) at n = 40', () => {
  const [f40, f41] = [BigInt(fib(40)), BigInt(fib(41))];
  assert.equal(BigInt(fib(80)), f40 * (2n * f41 - f40));
});
