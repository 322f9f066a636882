// Property oracle for happy_numbers: no input, the first eight happy numbers one per line.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const r = spawnSync(process.env.ORACLE_PROGRAM, [], { input: '', encoding: 'utf8' });
const lines = r.stdout.trim().split('\n');
const numbers = lines.map(Number);

function isHappy(n) {
  const seen = new Set();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    n = [...String(n)].reduce((s, d) => s + Number(d) ** 2, 0);
  }
  return n === 1;
}

describe('first eight happy numbers', () => {
  test('known list', () => {
    assert.deepEqual(numbers, [1, 7, 10, 13, 19, 23, 28, 31]);
  });

  test('exactly eight lines', () => {
    assert.equal(lines.length, 8);
  });

  test('every line is a number', () => {
    for (const n of numbers) assert.equal(typeof n, 'number');
  });
});

describe('properties', () => {
  test('ascending', () => {
    for (let i = 1; i < numbers.length; i++) assert.ok(numbers[i] > numbers[i - 1]);
  });

  test('each one is happy', () => {
    for (const n of numbers) {
      if (!isHappy(n)) throw new Error(`${n} is not happy`);
    }
  });

  test('no happy number is skipped', () => {
    const expected = [];
    for (let n = 1; expected.length < 8; n++) if (isHappy(n)) expected.push(n);
    assert.deepEqual(numbers, expected);
  });
});
